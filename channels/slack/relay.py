"""Staff replies in a handoff thread go to the customer, each Slack event once."""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

from slack_bolt.async_app import AsyncApp

from channels.slack.config import SlackConfig
from channels.slack.desk import StaffDesk

# A human writing; thread_broadcast is a reply also shown in the channel. Edits, deletions,
# joins and bot posts carry other subtypes.
RELAYED_SUBTYPES = {None, "thread_broadcast"}
LABELLED_LINK = re.compile(r"<((?:https?|mailto):[^|>]+)\|([^>]+)>")
BARE_LINK = re.compile(r"<((?:https?|mailto):[^|>]+)>")


class RecentEvents:
    """Event ids this process is relaying or has relayed, the newest `size` of them."""

    def __init__(self, size: int = 2048) -> None:
        self._ids: OrderedDict[str, None] = OrderedDict()
        self._size = size

    def claim(self, event_id: str) -> bool:
        """False for a retry of an event already claimed here."""
        if event_id in self._ids:
            return False
        self._ids[event_id] = None
        if len(self._ids) > self._size:
            self._ids.popitem(last=False)
        return True

    def release(self, event_id: str) -> None:
        """The relay failed: let Slack's retry try again."""
        self._ids.pop(event_id, None)


def is_staff_reply(config: SlackConfig, event: dict[str, Any]) -> bool:
    """A person's reply in a thread of the staff channel, from our own workspace."""
    thread_ts = event.get("thread_ts")
    return (
        event.get("channel") == config.channel
        and event.get("subtype") in RELAYED_SUBTYPES
        and not event.get("bot_id")
        and bool(event.get("user"))
        and bool(thread_ts) and thread_ts != event.get("ts")
        and event.get("team", config.team_id) == config.team_id
    )


def plain_text(text: str) -> str:
    """Slack's message markup as a customer should read it: links spelled out, entities decoded."""
    text = LABELLED_LINK.sub(lambda m: f"{m[2]} ({m[1].removeprefix('mailto:')})", text)
    text = BARE_LINK.sub(lambda m: m[1].removeprefix("mailto:"), text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def register_relay(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    recent = RecentEvents()

    @app.event("message")
    async def relay(body: dict[str, Any], event: dict[str, Any]) -> None:
        if not is_staff_reply(config, event):
            return
        event_id = body["event_id"]
        # Slack retries (X-Slack-Retry-Num) redeliver the same event_id. A retry that reaches another
        # process, or arrives after a restart, is dropped by the desk, which records event ids durably.
        if not recent.claim(event_id):
            return
        try:
            await desk.staff_reply(event["channel"], event["thread_ts"], plain_text(event.get("text") or ""),
                                   event["user"], event_id)
        except BaseException:
            recent.release(event_id)
            raise
