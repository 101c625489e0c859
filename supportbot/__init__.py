"""supportbot: an AI customer-support agent for a shop's WhatsApp number, with staff in Slack.

The one package that installs. Its rooms, lowest first (each imports only rooms below it;
tests/test_layout.py holds the ladder):

- `core/`      pure values and decisions: types, ports, turns, the journal, the language, money,
               understanding, privacy, the shop as values, telemetry
- `words/`     every fixed text, read from gettext catalogues (`words/locale/`)
- `effects/`   carrying out what was confirmed: pay, cancel, return, replace, once, under a key
- `rungs/`     the degradation ladder and what runs without a model
- `agent/`     the bounded turn with the model: gates, loop, tools, gateway, prompt, output guard
- `channels/`, `store/`   the outside world's adapters: WhatsApp, Slack, payments, email; Postgres
- `worker/`    arq jobs: turns, staff work, timers, the sweeper, reconciliation
- `ops/`       what operators and staff do: the desk, modes, rollouts, quality, reports, QA drafts
- `app/`       composition only: settings, bootstrap, the web app, the command line

Nothing here imports the development tree (`sandbox/`, `evals/`, `bench/`): its commands reach the
CLI through the `supportbot.commands` entry point.
"""
