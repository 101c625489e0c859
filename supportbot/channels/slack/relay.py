"""Staff replies in a handoff thread go to the customer, each Slack event once."""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

from slack_bolt.async_app import AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.access import tell
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import StaffDesk

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


# Where Slack names a workspace in an Events API callback: the envelope's, the event's, the
# writer's, and the one a shared channel's message came from (Slack Connect).
ENVELOPE_TEAMS = ("team_id", "context_team_id")
EVENT_TEAMS = ("team", "user_team", "source_team")
NOT_RELAYED = ("Only approved support staff's replies reach the customer: this one was not sent. "
               "Ask an approver to take the ticket over.")


def teams_named(body: dict[str, Any], event: dict[str, Any]) -> set[Any]:
    """Every workspace the callback names, wherever it names one."""
    return ({body.get(k) for k in ENVELOPE_TEAMS} | {event.get(k) for k in EVENT_TEAMS}) - {None}


def is_thread_reply(config: SlackConfig, body: dict[str, Any], event: dict[str, Any]) -> bool:
    """A person's reply in a thread of the staff channel, and every workspace named is ours: a
    field left out never stands in for ours (an event without `team` from another workspace)."""
    thread_ts = event.get("thread_ts")
    return (
        event.get("channel") == config.channel
        and event.get("subtype") in RELAYED_SUBTYPES
        and not event.get("bot_id")
        and bool(event.get("user"))
        and bool(thread_ts) and thread_ts != event.get("ts")
        and teams_named(body, event) == {config.team_id}
    )


def plain_text(text: str) -> str:
    """Slack's message markup as a customer should read it: links spelled out, entities decoded."""
    text = LABELLED_LINK.sub(lambda m: f"{m[2]} ({m[1].removeprefix('mailto:')})", text)
    text = BARE_LINK.sub(lambda m: m[1].removeprefix("mailto:"), text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def register_relay(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    recent = RecentEvents()

    @app.event("message")
    async def relay(body: dict[str, Any], event: dict[str, Any], client: AsyncWebClient) -> None:
        if not is_thread_reply(config, body, event):
            return
        if event["user"] not in config.approver_ids:
            # Only staff who may decide write to customers; a member who tries is told, in a
            # thread that would have reached a customer, and nowhere else.
            if await desk.relays_to_customer(event["thread_ts"]):
                await tell(client, event["channel"], event["user"], NOT_RELAYED)
            return
        event_id = body["event_id"]
        # Slack retries (X-Slack-Retry-Num) redeliver the same event_id. A retry that reaches another
        # process, or arrives after a restart, is dropped by the desk, which records event ids durably.
        if not recent.claim(event_id):
            return
        try:
            note = await desk.staff_reply(event["channel"], event["thread_ts"], plain_text(event.get("text") or ""),
                                          event["user"], event_id)
        except BaseException:
            recent.release(event_id)
            raise
        if note:  # e.g. a saved reply by a name there is none of: the writer alone is told
            await tell(client, event["channel"], event["user"], note)
