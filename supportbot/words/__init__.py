"""Words: every fixed text a customer or a staff member reads, in each supported language.

`wording` (`say` and `date`: a text by key, from the gettext catalogues in locale/, read compiled
by `catalogue`; `po_files` and `checks` are the translators' tooling, docs/translating.md),
`replies` (texts assembled from values: confirmations, outcomes, handoffs, CSAT, carrier facts),
`cards` (what a Slack card shows, as values), `articles` (the built-in help centre, worded from the
policy numbers), `glossary` (one term per concept per language). Decides nothing; imports the core
only, never I/O, the model or an adapter.
"""
