"""Who may press the staff buttons and run /supportbot: bolt checks the signature, not the person."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.config import SlackConfig

REFUSAL = "Sorry, only approved support staff of this workspace can do that. Nothing was changed."
FAILED = "That did not go through, and it may not have been recorded. Please try again."


def requester(body: dict[str, Any]) -> tuple[str | None, set[str]]:
    """The user and every workspace the request names (block actions, view submissions, commands)."""
    user = body.get("user")
    if isinstance(user, dict):
        team = body.get("team")
        teams = {user.get("team_id"), team.get("id") if isinstance(team, dict) else None}
        return user.get("id"), {t for t in teams if t}
    return body.get("user_id"), {body["team_id"]} if body.get("team_id") else set()


def is_staff(config: SlackConfig, body: dict[str, Any]) -> bool:
    """A named approver, and every workspace in the request is ours (no Slack Connect guests)."""
    user, teams = requester(body)
    return user in config.approver_ids and teams == {config.team_id}


def clicked_in(body: dict[str, Any]) -> tuple[str, str]:
    """(channel, message ts) of the message whose button was clicked ("" when Slack sent none)."""
    container = body.get("container") or {}
    channel = container.get("channel_id") or (body.get("channel") or {}).get("id")
    return str(channel or ""), str(container.get("message_ts") or "")


async def staff_click(config: SlackConfig, body: dict[str, Any], client: AsyncWebClient
                      ) -> tuple[str, str, str] | None:
    """(channel, message ts, user) of a button click by staff; anyone else is told no, and gets None."""
    channel, ts = clicked_in(body)
    user, _ = requester(body)
    if user is None or not is_staff(config, body):
        if user is not None:
            await tell(client, channel, user, REFUSAL)
        return None
    return channel, ts, user


async def tell(client: AsyncWebClient, channel: str, user: str, text: str) -> None:
    """An ephemeral note: only `user` sees it, and the card stays as it is."""
    await client.chat_postEphemeral(channel=channel, user=user, text=text)


@asynccontextmanager
async def owning_up(say: Callable[[str], Awaitable[Any]]) -> AsyncIterator[None]:
    """After the ack Slack shows nothing on failure: tell the staff member, then let it be logged."""
    try:
        yield
    except Exception:
        await say(FAILED)
        raise
