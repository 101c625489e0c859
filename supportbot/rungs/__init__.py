"""The degradation ladder and what runs on its rungs without a model.

`ladder` (modes and which one is in force), `templated` (status, refunds and policy answers
from live data and the help centre: which flow a turn needs, then the flow's own module,
`refund_flow`, `address_flow`, `cancel_flow`, `policy_flow`, `returns_flow`, `settled_claims`,
`verification`), `responder` (order status in words), `menus` (buttons and lists). Pure:
handed orders, the turn and the tools; never the model, never I/O.
"""
