"""QA drafts: a closed or reviewed ticket as a draft eval scenario, its personal data replaced.

A draft is what happened, not what should have happened: the end state (refunds, approvals,
address changes, handoff, identity) is read from the rows the ticket left, and a person decides
whether that was right before the draft joins the eval set. Names, emails, phone numbers and
addresses become consistent fakes (one real value, one fake, within a run); card numbers and
one-time codes are removed. A draft is a plain dict in the scenario file format (evals/scenario.py
reads and validates it; the package never imports the evals). Reads with plain SQL.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import UTC, date, datetime
from functools import partial
from pathlib import Path
from typing import Any

import asyncpg

from supportbot.core.language import LANGUAGES
from supportbot.core.money.confirmation import NO, YES
from supportbot.core.privacy.pii import mask, mask_cards
from supportbot.core.understanding.slots import ORDER_ID

_CARD_REF = re.compile(r"\[card ending \d{4}\]|card ending \d{4}")


_FIRST_NAMES = ("Alex", "Sam", "Robin", "Kim", "Jordan", "Casey", "Taylor", "Morgan", "Riley", "Jamie")


def _hold_one(hold: Callable[[str], str], fake: str, _match: re.Match[str]) -> str:
    return hold(fake)


class Pseudonyms:
    """Same real value -> same fake within one import run; every fake is visibly fake."""

    def __init__(self) -> None:
        self._fakes: dict[tuple[str, str], str] = {}

    def _get(self, kind: str, real: str, make) -> str:
        key = (kind, real.strip().lower())
        if key not in self._fakes:
            self._fakes[key] = make(sum(1 for k in self._fakes if k[0] == kind) + 1)
        return self._fakes[key]

    def name(self, real: str) -> str:
        return self._get("name", real, lambda n: f"{_FIRST_NAMES[(n - 1) % len(_FIRST_NAMES)]} Example{n}")

    def email(self, real: str) -> str:
        return self._get("email", real, lambda n: f"customer{n}@example.test")

    def phone(self, real: str) -> str:
        return self._get("phone", real, lambda n: f"1555000{n:04d}")

    def address(self, real: dict) -> dict:
        return {"line1": self._get("line1", real["line1"], lambda n: f"{n} Sample Street"),
                "city": self._get("city", real["city"], lambda n: f"Sampletown {n}"),
                "postcode": self._get("postcode", real["postcode"], lambda n: f"ZZ{n} 9ZZ"),
                "country": real["country"]}

    def scrub(self, text: str) -> str:
        """Known real values first (longest first, so a full name beats its first name), then
        whatever else looks like a card, email, phone or code. Known values go through the
        masking as sentinels, so their fakes survive it and stay consistent."""
        fakes: list[str] = []

        def hold(fake: str) -> str:
            fakes.append(fake)
            return f"\x00{_letters(len(fakes) - 1)}\x00"

        for (kind, real), fake in sorted(self._fakes.items(), key=lambda kv: -len(kv[0][1])):
            text = re.sub(re.escape(real), partial(_hold_one, hold, fake), text, flags=re.IGNORECASE)
            if kind == "name" and " " in real:  # "Asha" alone, as a customer signs off
                text = re.sub(rf"\b{re.escape(real.split()[0])}\b", partial(_hold_one, hold, fake.split()[0]),
                              text, flags=re.IGNORECASE)
        text = mask(_CARD_REF.sub("[card]", mask_cards(text)))  # no card digits left, not even the last four
        return re.sub("\x00([a-z]+)\x00", lambda m: fakes[_index(m.group(1))], text)


def _letters(n: int) -> str:
    """A sentinel index without digits, which the masking would take for a code."""
    out = ""
    while True:
        out = chr(97 + n % 26) + out
        n //= 26
        if n == 0:
            return out


def _index(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 97
    return n


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


async def closed_tickets(conn: asyncpg.Connection, since: date) -> list[int]:
    """Conversations closed (quiet close or a person closed the handoff) since `since`."""
    rows = await conn.fetch(
        """SELECT c.id FROM conversations c
           WHERE c.created_at >= $1 AND (c.closed_at IS NOT NULL
                 OR EXISTS (SELECT 1 FROM handoffs h WHERE h.conversation_id = c.id AND h.status = 'closed'))
           ORDER BY c.id""", datetime.combine(since, datetime.min.time(), UTC))  # a UTC day, like the policy's
    return [r["id"] for r in rows]


async def draft(conn: asyncpg.Connection, conversation_id: int, fakes: Pseudonyms) -> dict[str, Any]:
    conv = await conn.fetchrow("SELECT * FROM conversations WHERE id = $1", conversation_id)
    customer_id = conv["verified_customer_id"] or conv["claimed_customer_id"] or await conn.fetchval(
        "SELECT id FROM customers WHERE phone = $1", conv["wa_id"])
    customer = await conn.fetchrow("SELECT * FROM customers WHERE id = $1", customer_id) if customer_id else None
    orders = await conn.fetch("SELECT * FROM orders WHERE customer_id = $1 ORDER BY id", customer_id)
    said = await conn.fetch(
        "SELECT body, labels, created_at FROM messages WHERE conversation_id = $1 AND direction = 'in' "
        "AND body IS NOT NULL ORDER BY id", conversation_id)
    refunds = await conn.fetch("SELECT * FROM refunds WHERE order_id = ANY($1::text[]) ORDER BY id",
                               [o["id"] for o in orders])
    actions = await conn.fetch("SELECT * FROM actions WHERE conversation_id = $1 ORDER BY id", conversation_id)
    handoff = await conn.fetchrow(
        "SELECT * FROM handoffs WHERE conversation_id = $1 ORDER BY id DESC LIMIT 1", conversation_id)

    # Register every known real value before any text is scrubbed, so free text maps consistently.
    fake_phone = fakes.phone(conv["wa_id"] or conv["contact_key"])
    if conv["contact_name"]:
        fakes.name(conv["contact_name"])
    customers = []
    if customer:
        customers.append({"id": customer["id"], "name": fakes.name(customer["name"]),
                          "phone": fakes.phone(customer["phone"]) if customer["phone"] else None,
                          "email": fakes.email(customer["email"]) if customer["email"] else None,
                          "language": customer["language"]})
    now = said[0]["created_at"] if said else conv["created_at"]
    fixture_orders: list[dict[str, Any]] = []
    for o in orders:
        items = await conn.fetch("SELECT sku, name, qty, unit_price FROM order_items WHERE order_id = $1 ORDER BY sku",
                                 o["id"])
        earlier = [r for r in refunds if r["order_id"] == o["id"] and r["conversation_id"] != conversation_id]
        fixture_orders.append({
            "id": o["id"], "customer": o["customer_id"], "status": o["status"],
            "items": [{"sku": i["sku"], "name": i["name"], "qty": i["qty"], "unit_price": str(i["unit_price"])}
                      for i in items],
            "delivery_fee": str(o["delivery_fee"]), "paid": str(o["paid"]), "currency": o["currency"],
            "payment_method": "card" if o["payment_method"] else None,
            "placed_at": o["placed_at"].isoformat(),
            **{k: o[k].isoformat() for k in ("shipped_at", "delivered_at", "eta") if o[k]},
            "carrier": o["carrier"], "tracking": f"TRK{len(fixture_orders) + 1:06d}" if o["tracking"] else None,
            "address": fakes.address(_json(o["address"])),
            "refunds": [{"amount": str(r["amount"]), "items": list(r["skus"]), "at": r["refunded_at"].isoformat()}
                        for r in earlier]})
    moved = {a["id"]: fakes.address(_json(a["address"])) for a in actions if a["kind"] == "address_change"}
    for o, fixture in zip(orders, fixture_orders, strict=True):
        if o["note"]:
            fixture["note"] = fakes.scrub(o["note"])

    plan: list[dict[str, Any]] = []
    for m in said:
        text = fakes.scrub(m["body"])
        words = re.sub(r"[^\w\s]", " ", text.lower()).split()
        if plan and words and len(words) <= 3 and words[0] in YES | NO:
            if words[0] in NO:  # the answer to a confirmation, which the simulator gives itself
                plan[-1] = plan[-1] | {"confirm": False}
            continue
        labels = _json(m["labels"]) or {}
        ids = ORDER_ID.findall(text)
        plan.append({"intent": labels.get("intent", "other"), "say": text,
                     "facts": {"order_id": ids[0].upper()} if ids else {}, "opening": ["order_id"] if ids else []})
    mine = [r for r in refunds if r["conversation_id"] == conversation_id]
    decisions = {"approved": "approved", "done": "approved", "executing": "approved", "pending": "approved",
                 "failed": "approved", "rejected": "rejected", "awaiting_approval": "pending"}
    approvals = [{"order_id": a["order_id"], "amount": str(a["amount"]), "decision": decisions[a["status"]]}
                 for a in actions if a["kind"] == "refund" and a["needs_approval"] and a["status"] in decisions]
    language = customer["language"] if customer and customer["language"] in LANGUAGES else "en"
    intent = plan[0]["intent"] if plan else "other"
    return {
        "id": f"imported-{conversation_id}", "intent": intent,
        "tags": ["imported", "needs-review", f"lang:{language}"], "now": now.isoformat(),
        "shop": {"customers": customers, "orders": fixture_orders},
        "customer": {"wa_id": fake_phone, "language": language},
        "goal": f"(imported, rewrite for review) the customer asked about: {', '.join(a['intent'] for a in plan)}",
        "plan": plan or [{"intent": "other", "say": "hello"}],
        "staff": {"approvals": "reject" if any(a["decision"] == "rejected" for a in approvals)
                  else "approve" if approvals else "none"},
        "expect": {
            "refunds": [{"order_id": r["order_id"], "amount": str(r["amount"])} for r in mine],
            "approvals": approvals,
            "address_changes": [{"order_id": a["order_id"], "postcode": moved[a["id"]]["postcode"]}
                                for a in actions if a["kind"] == "address_change" and a["status"] == "done"],
            "handoff": {"priority": handoff["priority"]} if handoff else None,
            # A sender whose number is on the account is verified by code without a stored mark.
            "verified": conv["verified_customer_id"] is not None
                        or bool(customer and customer["phone"] and customer["phone"] == conv["wa_id"]),
        },
    }


def write_drafts(drafts: list[dict[str, Any]], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for scenario in drafts:
        path = out / f"{scenario['id']}.json"
        path.write_text(json.dumps(scenario, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


async def review_draft(conn: asyncpg.Connection, review_id: int, fakes: Pseudonyms) -> dict[str, Any]:
    """A QA review's conversation as a draft, tagged with the reviewer's verdict (qa:<verdict>)."""
    review = await conn.fetchrow("SELECT conversation_id, verdict FROM qa_reviews WHERE id = $1", review_id)
    if review is None:
        raise LookupError(f"no QA review {review_id}")
    scenario = await draft(conn, review["conversation_id"], fakes)
    verdict = review["verdict"] or "unreviewed"
    return scenario | {"id": f"qa-{review_id}-{verdict.replace('_', '-')}",
                       "tags": [*scenario["tags"], f"qa:{verdict}"]}
