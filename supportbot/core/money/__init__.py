"""Money: code, never the model, decides it (DESIGN invariant 1).

`policy` decides refunds and address changes from the data and the limits; `tokens` signs what
was decided, short-lived; `actions` are the proposed effects as values; `confirmation` reads the
customer's yes or no; `execution` moves an action through staff approval to the payment, once,
under its idempotency key. Imports: the stdlib, pydantic and the shared core only — never the
model (`supportbot.agent`), never a database, HTTP or queue client.
"""
