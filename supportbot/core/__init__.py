"""The core: what a turn knows and decides, as values. Pure: no I/O, no model, no settings.

Its own ladder, lowest first: `types`, `errors`, `window` (WhatsApp's 24 h window), `language`
(the one owner of the customer's language), `clock`, `codes`, `canary`; `privacy/`; `shop/`
(customers, orders and articles as values); `understanding/` (reading a message without a model);
`turn` and `ports` (what a turn is given and decides; the protocols the adapters implement);
`journal` (steps recorded once, replayed on retry); `money/` (policy per action, tokens, the
ledger, the re-decision); `telemetry/` and `prompt_version`.

The core never imports anything outside it: not the words, the agent, a store, a channel, a
client library, the settings or the development tree.
"""
