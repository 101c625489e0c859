"""The chaos bench's people: a shop of N customers, what each one asks, and the staff who click.

Customers write through the sandbox's WhatsApp stand-in, and a webhook Meta did not get a 200
for is posted again with the same wamid, as Meta retries. Every wamid our web app acked is kept:
those are the messages that must be in Postgres afterwards.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import aiohttp
import asyncpg
from aiohttp import web

from sandbox.config import config_key
from sandbox.slack import slack_state_key
from sandbox.whatsapp import whatsapp_state_key
from sandbox.whatsapp_inbound import InboundRequest, customer_webhook
from supportbot.core.shop.fixture import ShopFixture

INTENTS = {  # intent: weight in the mix
    "refund_under_limit": 30, "refund_over_limit": 20, "address_change": 15, "cancellation": 15,
    "handoff": 10, "status": 10,
}
NEW_ADDRESS = "Flat 2, 7 Park Lane, Leeds LS2 9JT"


@dataclass(frozen=True)
class Plan:
    """One conversation: who writes, about which orders, and what they say, in order."""

    index: int
    intent: str
    wa_id: str
    delivered: str  # three plates, delivered yesterday: refunds
    placed: str  # a bowl not yet shipped: address changes and cancellations
    turns: tuple[str, ...]


def plans(n: int, seed: int) -> list[Plan]:
    rng = random.Random(seed)
    names, weights = zip(*INTENTS.items(), strict=True)
    out = []
    for i in range(n):
        intent = rng.choices(names, weights)[0]
        delivered, placed = f"A-{30000 + i}", f"A-{60000 + i}"
        turns = {
            "refund_under_limit": (f"one plate from {delivered} arrived broken, refund please", "yes"),
            "refund_over_limit": (f"all three plates on {delivered} are broken, I want my money back", "yes"),
            "address_change": (f"please change the address of {placed} to: {NEW_ADDRESS}", "yes"),
            "cancellation": (f"please cancel my order {placed}", "yes"),
            "handoff": ("I want to talk to a person please",),
            "status": (f"where is my order {placed}?",),
        }[intent]
        out.append(Plan(i, intent, f"1777{i:07d}", delivered, placed, turns))
    return out


def shop(people: list[Plan], now: datetime) -> ShopFixture:
    day = timedelta(days=1)
    address = {"line1": "12 Hill Road", "city": "Leeds", "postcode": "LS1 4AB", "country": "GB"}
    customers, orders = [], []
    for p in people:
        customer = f"C-{p.index + 1000}"
        customers.append({"id": customer, "name": f"Chaos {p.index}", "phone": p.wa_id,
                          "email": f"chaos{p.index}@example.com", "language": "en"})
        orders.append({"id": p.delivered, "customer": customer, "status": "delivered",
                       "items": [{"sku": "PLATE-1", "name": "Stoneware plate", "qty": 3, "unit_price": "25.00"}],
                       "delivery_fee": "5.00", "paid": "80.00", "currency": "USD",
                       "payment_method": "card ending 4242", "placed_at": (now - 9 * day).isoformat(),
                       "shipped_at": (now - 6 * day).isoformat(), "delivered_at": (now - day).isoformat(),
                       "eta": None, "carrier": "Royal Mail", "tracking": f"RM{p.index:09d}GB", "address": address})
        orders.append({"id": p.placed, "customer": customer, "status": "placed",
                       "items": [{"sku": "BOWL-1", "name": "Serving bowl", "qty": 1, "unit_price": "40.00"}],
                       "delivery_fee": "0.00", "paid": "40.00", "currency": "USD",
                       "payment_method": "card ending 4242", "placed_at": (now - day).isoformat(),
                       "shipped_at": None, "delivered_at": None, "eta": None, "carrier": None, "tracking": None,
                       "address": address})
    return ShopFixture.model_validate({"customers": customers, "orders": orders})


@dataclass
class People:
    """The customers and the staff, over the in-process sandbox `app` served at `sandbox_url`."""

    app: web.Application
    sandbox_url: str
    session: aiohttp.ClientSession
    channel: str
    approvers: tuple[str, ...]
    rng: random.Random
    reply_wait: float = 90.0
    acked: dict[str, str] = field(default_factory=dict)  # wamid -> wa_id, for every 200 from our app
    unacked: int = 0  # webhooks given up on after retrying (never acked: not owed to the record)
    retries: int = 0
    answers: Counter[str] = field(default_factory=Counter)  # "path status" -> how many
    clicked: set[int] = field(default_factory=set)
    clicked_twice: set[int] = field(default_factory=set)
    _sent_seen: int = 0
    _sent_by: dict[str, int] = field(default_factory=dict)

    def sent_to(self, wa_id: str) -> int:
        """How many messages the bot has sent `wa_id` (read from the stand-in's own record)."""
        sent = self.app[whatsapp_state_key].sent
        for record in sent[self._sent_seen:]:
            self._sent_by[record["to"]] = self._sent_by.get(record["to"], 0) + 1
        self._sent_seen = len(sent)
        return self._sent_by.get(wa_id, 0)

    async def say(self, wa_id: str, text: str, give_up_after: float = 120.0) -> None:
        """Post one message; anything but a 200 is retried with the same wamid, as Meta does."""
        state, config = self.app[whatsapp_state_key], self.app[config_key]
        wamid = state.new_wamid()
        payload = customer_webhook(state, config, InboundRequest.model_validate({"from": wa_id, "text": text}), wamid)
        loop = asyncio.get_running_loop()
        deadline, pause = loop.time() + give_up_after, 0.2
        while True:
            status = await self._post("/_sandbox/whatsapp/inbound", {"payload": payload})
            if status == 200:
                self.acked[wamid] = wa_id
                return
            if loop.time() > deadline:
                self.unacked += 1
                return
            self.retries += 1
            await asyncio.sleep(pause)
            pause = min(pause * 2, 5.0)

    async def _post(self, path: str, body: dict[str, Any]) -> int:
        try:
            async with self.session.post(self.sandbox_url + path, json=body,
                                         timeout=aiohttp.ClientTimeout(total=30)) as r:
                answer = await r.json()
        except (aiohttp.ClientError, TimeoutError) as exc:
            self.answers[f"{path} {type(exc).__name__}"] += 1
            return 0
        status = int(answer.get("status") or 0)
        self.answers[f"{path} {status} {answer.get('error', '')[:60] if status != 200 else ''}"] += 1
        return status

    async def converse(self, plan: Plan) -> None:
        """Say each line, waiting (boundedly) for the bot's answer before the next."""
        loop = asyncio.get_running_loop()
        for text in plan.turns:
            before = self.sent_to(plan.wa_id)
            await self.say(plan.wa_id, text)
            deadline = loop.time() + self.reply_wait
            while self.sent_to(plan.wa_id) <= before and loop.time() < deadline:  # noqa: ASYNC110
                await asyncio.sleep(0.3)  # polling the stand-in's record: nothing to wait on
            await asyncio.sleep(0.3)  # a reply can come in two messages

    async def click_approvals(self, db: asyncpg.Pool, twice_share: float = 0.4) -> None:
        """Approve each posted card once; some twice at the same moment (a double click)."""
        rows = await db.fetch("SELECT id, slack_ts FROM actions WHERE status = 'awaiting_approval' "
                              "AND slack_ts IS NOT NULL")
        for row in rows:
            if row["id"] in self.clicked:
                continue
            twice = self.rng.random() < twice_share
            clicks = [self._click(row["slack_ts"]) for _ in range(2 if twice else 1)]
            if all(await asyncio.gather(*clicks)):
                self.clicked.add(row["id"])
                if twice:
                    self.clicked_twice.add(row["id"])

    async def _click(self, ts: str) -> bool:
        """One click, retried until Slack's request is acked (Slack retries too)."""
        body = {"user_id": self.approvers[0], "action_id": "refund_approve", "channel": self.channel,
                "message_ts": ts}
        for attempt in range(20):
            if await self._post("/_sandbox/slack/click", body) == 200:
                return True
            await asyncio.sleep(min(0.2 * 2 ** attempt, 5.0))
        return False

    def cards(self) -> int:
        return sum(1 for c in self.app[slack_state_key].calls if c["method"] == "chat.postMessage")
