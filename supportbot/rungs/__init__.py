"""The degradation ladder and what runs on its rungs without a model.

`ladder` (modes and which one is in force), `templated` (status, refunds and policy answers
from live data and the help centre), `responder` (order status in words), `menus` (buttons and
lists), `returns_flow`. Pure: handed orders, the turn and the tools; never the model, never I/O.
"""
