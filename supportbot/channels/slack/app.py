"""The bolt app behind POST /slack/events: built per process, every dependency passed in."""

from __future__ import annotations

import logging

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp
from slack_bolt.authorization import AuthorizeResult
from slack_sdk.signature import SignatureVerifier
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.approvals import register_approvals
from supportbot.channels.slack.commands import register_commands
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import StaffDesk
from supportbot.channels.slack.handoffs import register_handoffs
from supportbot.channels.slack.relay import register_relay
from supportbot.channels.slack.reviews import register_reviews
from supportbot.channels.slack.shape import malformed
from supportbot.channels.slack.suggestions import register_suggestions

log = logging.getLogger(__name__)

__all__ = ["SlackConfig", "build_slack_app", "slack_routes"]


def build_slack_app(config: SlackConfig, client: AsyncWebClient, desk: StaffDesk) -> AsyncApp:
    """Bolt verifies signatures and the 5-minute window (401); the listeners check who is asking."""
    if not config.signing_secret:
        raise ValueError("SlackConfig.signing_secret is empty: requests could not be verified")

    async def authorize(enterprise_id: str | None) -> AuthorizeResult:
        # One workspace, one bot token: no installation store and no auth.test round trip.
        return AuthorizeResult(enterprise_id=enterprise_id, team_id=config.team_id, bot_token=config.bot_token)

    app = AsyncApp(
        name="supportbot",
        signing_secret=config.signing_secret,
        client=client,
        authorize=authorize,
        request_verification_enabled=True,
        # Ack first and do the work after it: Slack gives up (and retries) after 3 s.
        process_before_response=False,
    )
    register_approvals(app, config, desk)
    register_handoffs(app, config, desk)
    register_relay(app, config, desk)
    register_commands(app, config, desk)
    register_reviews(app, config, desk)
    register_suggestions(app, config, desk)
    return app


def slack_routes(app: AsyncApp) -> list[web.RouteDef]:
    """POST /slack/events for clicks, modal submissions, messages and slash commands."""
    verifier = SignatureVerifier(app._signing_secret)

    async def events(request: web.Request) -> web.Response:
        body = await request.text()
        # Bolt parses a body before it checks the signature, and reads it blindly after: unsigned
        # junk and signed bodies shaped like nothing Slack sends both made it answer 500, which
        # Slack retries. So: 401 unless signed and fresh (bolt checks again), then 400 with the
        # fault for a shape Slack never sends, and only then bolt.
        timestamp = request.headers.get("X-Slack-Request-Timestamp", "")
        signature = request.headers.get("X-Slack-Signature", "")
        if not (timestamp.isascii() and timestamp.isdigit() and len(timestamp) <= 12
                and verifier.is_valid(body, timestamp, signature)):
            return web.json_response({"error": "invalid request"}, status=401)
        if problem := malformed(body, request.content_type):
            log.warning("slack: malformed request: %s", problem)
            return web.Response(status=400, text=f"malformed request: {problem}")
        return await to_aiohttp_response(await app.async_dispatch(await to_bolt_request(request)))

    return [web.post("/slack/events", events)]
