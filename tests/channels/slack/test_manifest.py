"""The Slack manifest (channels/slack/manifest.yml) points Slack at the route and command the app serves,
with the scopes it uses."""

from __future__ import annotations

import re
from pathlib import Path

from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.app import SlackConfig, build_slack_app, slack_routes
from supportbot.channels.slack.commands import COMMAND
from tests.channels.slack.harness import FakeDesk

MANIFEST = (Path(__file__).resolve().parents[3] / "supportbot" / "channels" / "slack" / "manifest.yml"
            ).read_text(encoding="utf-8")


def values(key: str) -> list[str]:
    return re.findall(rf"^\s*-?\s*{key}:\s*(\S+)", MANIFEST, flags=re.MULTILINE)


def listed(section: str) -> list[str]:
    """The `- item` lines right under `section:` (comments dropped)."""
    block = re.search(rf"^(\s*){section}:\n((?:\1\s+- .*\n)+)", MANIFEST, flags=re.MULTILINE)
    assert block, section
    return [line.split("#")[0].strip(" -") for line in block[2].splitlines()]


def test_every_url_is_the_events_route():
    config = SlackConfig("secret", "xoxb-test", "http://127.0.0.1:1/api/", "C1", frozenset(), "T1")
    [route] = slack_routes(build_slack_app(config, AsyncWebClient(token="xoxb-test", base_url=config.api_base),
                                           FakeDesk()))
    urls = values("url") + values("request_url")
    assert len(urls) == 3 and {u.removeprefix("https://YOUR-HOST") for u in urls} == {route.path}


def test_command_scopes_and_events():
    assert values("command") == [COMMAND]
    assert listed("bot") == ["chat:write", "commands", "channels:history", "groups:history"]
    assert listed("bot_events") == ["message.channels", "message.groups"]
    assert re.search(r"interactivity:\n\s+is_enabled: true", MANIFEST)
