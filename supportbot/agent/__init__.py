"""The agent: one bounded turn in which the model proposes tool calls and code decides.

`loop` (`run_turn`: code's gates, the rung in force, the model loop and its bounds), `tools`
(a package, one module per action) and `tool_schemas` (least privilege: the customer comes
from the session), `gateway` (the only module that imports `openai`; large, small and fallback
models, timeouts, cost), `breaker`, `answers` (reading what a model server answered), `prompt`
and `prompts/` (versioned system prompts), `small_router` (the router on a small model),
`escalation`, `tracking`, `model_testing` (a scripted model for tests), `output_guard` (what code
lets through of the model's words to the customer). Never imports a database, queue or Slack
client, a store or a channel: those arrive as `supportbot.core.ports` protocols.
"""
