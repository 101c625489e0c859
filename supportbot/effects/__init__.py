"""Effects: carrying out what the customer confirmed or staff approved, once, and saying how it went.

`execution` (the yes, a staff approval: decide again, then pay, change, cancel or send, under the
action's idempotency key, each step journaled), `replacing` (a no-charge order at the shop),
`returning` (the label, its email, and the refund when the warehouse has the items). The
decisions themselves are core.money's; this room talks to the world only through core.ports
protocols. It never imports the agent, the rungs, a store, a channel or a client library.
"""
