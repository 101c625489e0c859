"""Words: every fixed text a customer or a staff member reads, in each supported language.

`wording` (the catalogue), `replies` (texts assembled from values: confirmations, outcomes,
handoffs), `cards` (what a Slack card shows, as values). Decides nothing; imports no I/O.
"""
