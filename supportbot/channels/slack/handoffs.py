"""Take over, Hand back and Close on a handoff card; the desk's answer goes into the card's thread."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.access import owning_up, staff_click, tell
from supportbot.channels.slack.blocks import CLOSE, HAND_BACK, TAKE_OVER
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import StaffDesk

Move = Callable[[int, str], Awaitable[str]]


def register_handoffs(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    moves: dict[str, Move] = {TAKE_OVER: desk.take_over, HAND_BACK: desk.hand_back, CLOSE: desk.close}
    for action_id, move in moves.items():
        app.action(action_id)(_button(config, move))


def _button(config: SlackConfig, move: Move) -> Callable[..., Awaitable[None]]:
    async def pressed(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, action: dict[str, Any]) -> None:
        await ack()
        clicked = await staff_click(config, body, client)
        if clicked is None:
            return
        channel, ts, user = clicked
        async with owning_up(lambda text: tell(client, channel, user, text)):
            answer = await move(int(action["value"]), user)
            # In the thread, not ephemeral: the other staff see who has the ticket (the desk's text names them).
            await client.chat_postMessage(channel=channel, thread_ts=ts, text=answer)

    return pressed
