"""The core: what a turn understands, decides and says. Pure where it decides; I/O only through
the protocols in `supportbot.core.ports`, implemented by `supportbot/store/` and `supportbot/channels/`.

Rooms, and what each decides:

- `money`          refunds and address changes: eligibility, amounts, signed tokens, the customer's
                   yes, staff approval, paying once. Never imports the model or any I/O.
- `understanding`  what a message means without a model: intent and risk, order ids, items and
                   reasons, the language. Never imports the model or any I/O.
- `agent`          the bounded turn with the model: gates, the loop, tools and their schemas, the
                   gateway to OpenAI-compatible providers, the prompt, untrusted-text marks.
- `rungs`          the degradation ladder and its no-LLM rungs (templated flows, menus).
- `words`          every fixed text the customer or staff read, in each language.
- `privacy`        masking of personal data and what is remembered about a customer.
- `shop`           the shop as a turn sees it: customers, orders, fixtures, the help centre.
- `telemetry`      what a finished run leaves for people: its masked trace and metric increments.

Shared by all: `types` (messages in and out), `turn` (what a turn is given and decides),
`journal` (steps recorded once, replayed on retry), `ports` (the protocols), `errors`, `window`
(WhatsApp's 24 h window). Nothing in `bot/` imports `supportbot/store/`, `supportbot/channels/`, `supportbot/worker/`,
`supportbot/`, `evals/` or `sandbox/` (tests/test_layout.py).
"""
