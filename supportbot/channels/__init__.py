"""Channels: the outside systems, each behind its own client and webhook.

`whatsapp/` (Meta's webhook and Graph API client), `slack/` (the bolt app, Block Kit, the staff
desk's buttons and commands), `payments/`, `email/`, `shop/`, `warehouse/`, `carrier/`. Each
implements a core.ports protocol or hands parsed values on. Imports the core and the words; never
a store, the worker, the agent or another channel's internals.
"""
