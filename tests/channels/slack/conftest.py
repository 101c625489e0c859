"""A harness per test: the sandbox Slack stand-in and our bolt app, each on a real port."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from slack_sdk.web.async_client import AsyncWebClient

from sandbox.app import SandboxConfig, build_app
from sandbox.local.stack import free_port
from supportbot.channels.slack.app import SlackConfig, build_slack_app, slack_routes
from supportbot.channels.slack.poster import SlackPoster
from tests.channels.slack.harness import APPROVER, APPROVER_2, CHANNEL, SECRET, TEAM, FakeDesk, Harness


@pytest.fixture
async def slack() -> AsyncIterator[Harness]:
    # Each side needs the other's URL: pick our port first, then start the sandbox pointing at it.
    port = free_port()  # from the worker's block: a kernel-picked port could go to the sandbox below
    sandbox_config = SandboxConfig(slack_events_url=f"http://127.0.0.1:{port}/slack/events",
                                   slack_signing_secret=SECRET, slack_team_id=TEAM)
    async with TestClient(TestServer(build_app(sandbox_config))) as sandbox:
        api_base = str(sandbox.make_url("/api/"))
        client = AsyncWebClient(token="xoxb-test", base_url=api_base)
        config = SlackConfig(signing_secret=SECRET, bot_token="xoxb-test", api_base=api_base, channel=CHANNEL,
                             approver_ids=frozenset({APPROVER, APPROVER_2}), team_id=TEAM)
        desk = FakeDesk()
        app = web.Application()
        app.add_routes(slack_routes(build_slack_app(config, client, desk)))
        async with TestServer(app, port=port) as ours:
            yield Harness(sandbox, ours, desk, SlackPoster(client, CHANNEL))
