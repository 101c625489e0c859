"""Approve and Reject on a refund card: one decision through the desk, then the card shows it."""

from __future__ import annotations

import json
import logging
from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncApp
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.access import REFUSAL, is_staff, owning_up, requester, staff_click, tell
from supportbot.channels.slack.blocks import (
    APPROVE,
    REASON_INPUT,
    REASON_VIEW,
    REJECT,
    decision_block,
    decision_text,
    reason_modal,
    slack_time,
    without_buttons,
)
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import Decision, StaffDesk

log = logging.getLogger(__name__)


def register_approvals(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    @app.action(APPROVE)
    async def approve(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, action: dict[str, Any]) -> None:
        await ack()
        clicked = await staff_click(config, body, client)
        if clicked is None:
            return
        channel, ts, user = clicked
        action_id = int(action["value"])
        async with owning_up(lambda text: tell(client, channel, user, text)):
            decision = await desk.decide_refund(action_id, True, user, None)
            card = (body.get("message") or {}).get("blocks")
            await show(client, channel, ts, card, user, action_id, decision)

    @app.action(REJECT)
    async def reject(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, action: dict[str, Any]) -> None:
        await ack()
        clicked = await staff_click(config, body, client)
        if clicked is None:
            return
        channel, ts, _ = clicked
        # The trigger id lives 3 s: open the modal before anything slow.
        await client.views_open(trigger_id=body["trigger_id"], view=reason_modal(int(action["value"]), channel, ts))

    @app.view(REASON_VIEW)
    async def rejected(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, view: dict[str, Any]) -> None:
        user, _ = requester(body)
        if user is None or not is_staff(config, body):
            await ack(response_action="errors", errors={REASON_INPUT: REFUSAL})
            return
        reason = (view["state"]["values"][REASON_INPUT][REASON_INPUT].get("value") or "").strip()
        if not reason:
            await ack(response_action="errors", errors={REASON_INPUT: "Say why, in a few words."})
            return
        await ack()
        where = json.loads(view["private_metadata"])
        channel, ts, action_id = where["channel"], where["ts"], int(where["action_id"])
        async with owning_up(lambda text: tell(client, channel, user, text)):
            decision = await desk.decide_refund(action_id, False, user, reason)
            await show(client, channel, ts, await card_blocks(client, channel, ts), user, action_id, decision)


async def card_blocks(client: AsyncWebClient, channel: str, ts: str) -> list[dict[str, Any]] | None:
    """The card as it is in the channel (a view submission does not carry the message)."""
    try:
        found = await client.conversations_replies(channel=channel, ts=ts, limit=1)
    except SlackApiError as exc:
        log.warning("approval card %s in %s not found: %s", ts, channel, exc.response.get("error"))
        return None
    return next((m.get("blocks") for m in found.get("messages") or [] if m.get("ts") == ts), None)


async def show(client: AsyncWebClient, channel: str, ts: str, card: list[dict[str, Any]] | None, user: str,
               action_id: int, decision: Decision | None) -> None:
    """Put the decision on the card; a late clicker also learns that nothing changed."""
    if decision is None:
        await tell(client, channel, user, f"Refund #{action_id} is not waiting for a decision (expired or unknown). "
                                          "Nothing was changed.")
        return
    if card is not None:
        # Also when first is False: a crash between the decision and this update left the buttons up.
        await client.chat_update(channel=channel, ts=ts, text=decision_text(decision),
                                 blocks=[*without_buttons(card), decision_block(decision)])
    if not decision.first:
        who_when = f"<@{decision.decided_by}> at {slack_time(decision.decided_at)}"
        await tell(client, channel, user, f"Refund #{action_id} was already decided by {who_when}: "
                                          f"{decision.status}. Nothing was changed.")
    elif card is None:
        await tell(client, channel, user, f"Refund #{action_id} {decision.status}; the card could not be updated.")
