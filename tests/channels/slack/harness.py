"""The sandbox's Slack stand-in on one side, our bolt app on the other, and a recording StaffDesk."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any
from urllib.parse import urlencode

from aiohttp.test_utils import TestClient, TestServer

from sandbox.slack_requests import signed_headers
from supportbot.channels.slack.desk import ApprovalCard, Decision, HandoffCard
from supportbot.channels.slack.poster import SlackPoster

SECRET = "test-slack-secret"
TEAM, OTHER_TEAM = "T0SANDBOX", "T0ELSEWHERE"
CHANNEL = "C0SUPPORT"
APPROVER, APPROVER_2, STRANGER = "U0ALICE", "U0BOB", "U0MALLORY"
DECIDED_AT = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
WAIT = 2.0  # seconds for background work after an ack; everything here takes milliseconds

CARD = ApprovalCard(
    action_id=7, order_id="A-1042", items="3 x Stoneware plate (PLATE-1)", amount=Decimal("75.00"),
    currency="USD", policy_slug="damaged-items",
    policy_passage="Items that arrive damaged are refunded in full within 30 days of delivery.",
    summary="Three plates arrived broken; the customer sent a photo.\nEligible: 75.00, above the automatic limit.",
    language="en", reasons=("above the 50.00 automatic limit",),
)
HANDOFF = HandoffCard(
    handoff_id=12, wants="A refund for three broken plates", checked="Order A-1042: delivered yesterday",
    done="Refund of 75.00 proposed; waiting for approval", why_stopped="The customer asked for a person",
    suggestion="Approve the refund and apologise", last_messages=(("customer", "<!channel> get me a human"),),
    tool_calls=('get_order(order_id="A-1042") -> delivered',), order_url="https://shop.example/orders/A-1042",
    trace_url="https://supportbot.example/traces/99", priority="high",
)


@dataclass
class FakeDesk:
    """Records every call; decides like the real desk: the first decision stands."""

    calls: list[tuple[Any, ...]] = field(default_factory=list)
    decisions: dict[int, Decision] = field(default_factory=dict)
    pending: set[int] = field(default_factory=lambda: {CARD.action_id})
    gate: asyncio.Event = field(default_factory=asyncio.Event)

    def __post_init__(self) -> None:
        self.gate.set()

    async def decide_refund(self, action_id: int, approve: bool, staff_id: str, reason: str | None) -> Decision | None:
        self.calls.append(("decide_refund", action_id, approve, staff_id, reason))
        await self.gate.wait()
        if action_id not in self.pending:
            return None
        if action_id in self.decisions:
            return replace(self.decisions[action_id], first=False)
        decision = Decision(action_id, "approved" if approve else "rejected", staff_id, DECIDED_AT, True)
        self.decisions[action_id] = decision
        return decision

    async def _move(self, name: str, handoff_id: int, staff_id: str) -> str:
        self.calls.append((name, handoff_id, staff_id))
        return f"<@{staff_id}>: {name} #{handoff_id} done"

    async def take_over(self, handoff_id: int, staff_id: str) -> str:
        return await self._move("take_over", handoff_id, staff_id)

    async def hand_back(self, handoff_id: int, staff_id: str) -> str:
        return await self._move("hand_back", handoff_id, staff_id)

    async def close(self, handoff_id: int, staff_id: str) -> str:
        return await self._move("close", handoff_id, staff_id)

    async def staff_reply(self, channel: str, thread_ts: str, text: str, staff_id: str, event_id: str) -> None:
        self.calls.append(("staff_reply", channel, thread_ts, text, staff_id, event_id))

    async def relays_to_customer(self, thread_ts: str) -> bool:
        return True  # every thread in these tests is a taken-over handoff

    async def mode(self, staff_id: str, new_mode: str | None) -> str:
        self.calls.append(("mode", staff_id, new_mode))
        return f"mode is {new_mode or 'normal'}"

    async def brake(self, staff_id: str, state: str | None) -> str:
        self.calls.append(("brake", staff_id, state))
        return f"brake is {state or 'off'}"

    async def rollout(self, staff_id: str, words: list[str]) -> str:
        self.calls.append(("rollout", staff_id, *words))
        return "rollout answered"

    async def queue(self) -> str:
        self.calls.append(("queue",))
        return "1. handoff #12 (high)"

    async def stats(self) -> str:
        self.calls.append(("stats",))
        return "containment 80%"

    async def forget(self, staff_id: str, customer_id: str) -> str:
        self.calls.append(("forget", staff_id, customer_id))
        return f"forgot {customer_id}"


async def eventually(check: Callable[[], bool]) -> None:
    """Work happens after the ack, in the background: wait for it, at most WAIT seconds."""
    async with asyncio.timeout(WAIT):
        while True:
            if check():
                return
            await asyncio.sleep(0.005)


@dataclass
class Harness:
    sandbox: TestClient  # the Slack stand-in; it signs requests to `ours` like Slack
    ours: TestServer  # our aiohttp app serving slack_routes(...)
    desk: FakeDesk
    poster: SlackPoster

    async def calls(self, method: str) -> list[dict[str, Any]]:
        everything = await (await self.sandbox.get("/_sandbox/slack/calls")).json()
        return [c for c in everything if c["method"] == method]

    async def until(self, method: str, count: int = 1) -> list[dict[str, Any]]:
        """The Web API calls of `method` once there are `count` of them (at most WAIT seconds)."""
        async with asyncio.timeout(WAIT):
            while True:
                if len(found := await self.calls(method)) >= count:
                    return found
                await asyncio.sleep(0.01)

    async def _control(self, path: str, **body: Any) -> dict[str, Any]:
        body = {k: v for k, v in body.items() if v is not None}
        return await (await self.sandbox.post(path, json=body)).json()

    async def click(self, user: str, action_id: str, message_ts: str, **extra: Any) -> dict[str, Any]:
        return await self._control("/_sandbox/slack/click", user_id=user, action_id=action_id,
                                   message_ts=message_ts, channel=CHANNEL, **extra)

    async def command(self, user: str, text: str, **extra: Any) -> dict[str, Any]:
        return await self._control("/_sandbox/slack/command", user_id=user, text=text, channel=CHANNEL, **extra)

    async def message(self, user: str, thread_ts: str, text: str, **extra: Any) -> dict[str, Any]:
        return await self._control("/_sandbox/slack/message", user_id=user, channel=CHANNEL,
                                   thread_ts=thread_ts, text=text, **extra)

    async def deliver(self, body: str, content_type: str, secret: str = SECRET) -> tuple[int, str]:
        """Post straight to our app, signed with `secret` (what the sandbox cannot be told to do)."""
        headers = signed_headers(secret, int(time.time()), body, content_type)
        async with self.sandbox.session.post(self.ours.make_url("/slack/events"), data=body.encode(),
                                             headers=headers) as response:
            return response.status, await response.text()

    async def deliver_event(self, event: dict[str, Any], event_id: str,
                            teams: dict[str, str] | None = None) -> int:
        """An Events API callback; `teams` replaces the envelope's workspace fields (team_id...)."""
        envelope = {"token": "t", "api_app_id": "A0SANDBOXAPP", "type": "event_callback",
                    "event_id": event_id, "event_time": int(time.time()), "event": event,
                    **({"team_id": TEAM} if teams is None else teams)}
        status, _ = await self.deliver(json.dumps(envelope), "application/json")
        return status

    async def submit_view(self, user: str, view: dict[str, Any], reason: str | None,
                          team: str = TEAM) -> tuple[int, str]:
        """The modal's Submit, as Slack posts it: a view_submission with the typed reason."""
        submitted = {**view, "id": "V0SBX1", "team_id": team, "hash": "1.x",
                     "state": {"values": {"reason": {"reason": {"type": "plain_text_input", "value": reason}}}}}
        payload = {"type": "view_submission", "team": {"id": team, "domain": "sandbox"},
                   "user": {"id": user, "username": user.lower(), "name": user.lower(), "team_id": team},
                   "api_app_id": "A0SANDBOXAPP", "token": "t", "trigger_id": "1.2.sandbox", "view": submitted,
                   "response_urls": [], "is_enterprise_install": False, "enterprise": None}
        return await self.deliver(urlencode({"payload": json.dumps(payload)}), "application/x-www-form-urlencoded")
