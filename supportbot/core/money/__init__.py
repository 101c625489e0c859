"""Money: code, never the model, decides it (DESIGN invariant 1).

`policy` holds the facts and limits every decision reads; `refunds`, `cancellations` and
`address_changes` decide those actions from them, `returns` and `replacements` theirs; `ledger`
is what is claimed on an order; `tokens` signs a decision, short-lived; `actions` are proposed
effects as values; `confirmation` reads the customer's yes or no; `rechecks` decides again at
the yes or a staff approval.
Carrying the decision out is `supportbot/effects/`. Strictly typed; never imports the model,
the words, a database, HTTP or queue client.
"""
