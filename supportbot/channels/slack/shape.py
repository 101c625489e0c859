"""What a signed Slack request must look like before bolt reads it.

Bolt reads request bodies blindly (`body["actions"][0]`, `body.get("event", {}).get(...)`), so a
signed body Slack never sends (a payload that is no JSON object, `actions` that is no list, an
`event` that is null) made it answer 500, which Slack retries. `malformed` names the first such
fault; the route answers 400 with it. Only the fields bolt itself touches are checked: our
listeners read the rest defensively.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs

# Objects bolt indexes into: present, they must be JSON objects (null too breaks bolt); the
# nullable ones Slack itself sends as null (an enterprise install, a modal without a channel).
_OBJECTS = ("user", "container", "view", "state", "event")
_NULLABLE_OBJECTS = ("team", "enterprise", "channel", "message")
_STRINGS = ("type", "team_id", "enterprise_id", "challenge", "token", "api_app_id", "callback_id", "trigger_id")


def _fault(body: Any) -> str | None:
    if not isinstance(body, dict):
        return "body is not a JSON object"
    for name in _OBJECTS:
        if name in body and not isinstance(body[name], dict):
            return f"{name} is not an object"
    for name in _NULLABLE_OBJECTS:
        if body.get(name) is not None and not isinstance(body[name], dict):
            return f"{name} is not an object"
    if "view" in body and not isinstance(body["view"].get("type"), str):
        return "view has no type"
    for name in _STRINGS:
        if body.get(name) is not None and not isinstance(body[name], str):
            return f"{name} is not a string"
    if body.get("type") == "event_callback" and not isinstance(body.get("event"), dict):
        return "event_callback without an event object"
    actions = body.get("actions")
    if actions is not None and not (isinstance(actions, list) and actions and all(
            isinstance(a, dict) and isinstance(a.get("action_id", ""), str) and isinstance(a.get("block_id", ""), str)
            for a in actions)):
        return "actions is not a non-empty list of actions"
    authorizations = body.get("authorizations")
    if authorizations is not None and not (
            isinstance(authorizations, list) and all(isinstance(a, dict) for a in authorizations)):
        return "authorizations is not a list of objects"
    event = body.get("event")
    if isinstance(event, dict) and not isinstance(event.get("type", ""), str):
        return "event.type is not a string"
    return None


def malformed(body: str, content_type: str | None) -> str | None:
    """Why Slack would never send this body, or None when bolt may read it."""
    if content_type and content_type.startswith("application/json"):
        try:
            return _fault(json.loads(body))
        except (ValueError, RecursionError):
            return "body is not JSON"
    form = parse_qs(body, keep_blank_values=True)
    if "payload" not in form:
        # A slash command: a flat form of strings, which bolt reads safely; Slack always gives
        # the response_url the answer goes to.
        if "command" in form and not form.get("response_url", [""])[0]:
            return "slash command without a response_url"
        return None
    try:
        return _fault(json.loads(form["payload"][0]))
    except (ValueError, RecursionError):
        return "payload is not JSON"
