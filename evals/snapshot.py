"""Read a finished trial's end state: its database rows and what the stand-ins recorded."""

from __future__ import annotations

import json
from collections import Counter
from decimal import Decimal

import aiohttp
import asyncpg

from evals.state import (
    ActionRow,
    EditRow,
    EndState,
    ExchangeRow,
    HandoffRow,
    OrderRow,
    ProviderRefund,
    RefundRow,
    ReplacementRow,
    ReturnRow,
)
from sandbox.local.stack import preview


async def sandbox_get(session: aiohttp.ClientSession, sandbox_url: str, path: str) -> list[dict]:
    async with session.get(sandbox_url + path) as resp:
        resp.raise_for_status()
        return await resp.json()


async def replies_to(session: aiohttp.ClientSession, sandbox_url: str, wa_id: str) -> list[str]:
    """What the customer's phone shows of every message the bot sent them, oldest first."""
    sent = await sandbox_get(session, sandbox_url, "/_sandbox/whatsapp/sent")
    return [preview(m["body"]) for m in sent if m["to"] == wa_id]


async def read_end_state(conn: asyncpg.Connection, session: aiohttp.ClientSession, sandbox_url: str,
                         wa_id: str, approvers: frozenset[str]) -> EndState:
    items = await conn.fetch("SELECT order_id, sku, qty FROM order_items")
    qty: dict[str, dict[str, int]] = {}
    for row in items:
        qty.setdefault(row["order_id"], {})[row["sku"]] = row["qty"]
    orders = {r["id"]: OrderRow(r["id"], r["customer_id"], r["paid"], r["delivered_at"], r["postcode"] or "",
                                qty.get(r["id"], {}), r["status"], r["payment_method"])
              for r in await conn.fetch("SELECT id, customer_id, paid, delivered_at, address->>'postcode' AS postcode, "
                                        "status, payment_method FROM orders")}
    refunds = [RefundRow(r["order_id"], r["amount"], tuple(r["skus"]), r["source"], r["action_id"],
                         r["idempotency_key"], r["refunded_at"])
               for r in await conn.fetch("SELECT * FROM refunds ORDER BY id")]
    actions = [ActionRow(r["id"], r["kind"], r["order_id"], r["customer_id"], r["status"], r["amount"],
                         r["needs_approval"], r["decided_by"], r["outcome"])
               for r in await conn.fetch("SELECT * FROM actions ORDER BY id")]
    handoffs = [HandoffRow(r["reason"], r["priority"])
                for r in await conn.fetch("SELECT reason, priority FROM handoffs ORDER BY id")]
    returns = [ReturnRow(r["order_id"], tuple(sorted((i["sku"], i["qty"]) for i in _items(r["items"]))), r["reason"],
                         r["fee"], r["refund_amount"], r["state"], r["label_sent_at"], r["action_id"])
               for r in await conn.fetch("SELECT * FROM returns ORDER BY id")]
    conversation = await conn.fetchrow("SELECT verified_customer_id FROM conversations WHERE wa_id = $1", wa_id)
    sender = await conn.fetchval("SELECT id FROM customers WHERE phone = $1", wa_id)
    provider = [ProviderRefund(r["order_id"], Decimal(str(r["amount"])), r["idempotency_key"])
                for r in await sandbox_get(session, sandbox_url, "/_sandbox/payments/refunds")]
    posts = [c for c in await sandbox_get(session, sandbox_url, "/_sandbox/slack/calls")
             if c["method"] == "chat.postMessage"]
    replacements = [ReplacementRow(r["replaces"], tuple(sorted((i["sku"], i["qty"]) for i in r["items"])), "shop")
                    for r in await sandbox_get(session, sandbox_url, "/_sandbox/shop/replacements")]
    replacements += [ReplacementRow(r["order_id"], tuple(sorted(Counter(r["skus"]).items())), "bot",
                                    r["shop_order_ref"])
                     for r in await conn.fetch("SELECT order_id, skus, shop_order_ref FROM replacements ORDER BY id")]
    failed = [str((r["errors"] or [{}])[0].get("detail", "failed")) for r in await conn.fetch(
        "SELECT errors FROM messages WHERE direction = 'out' AND status = 'failed' ORDER BY id")]
    saved = {r["id"]: _address(r["address"]) for r in await conn.fetch("SELECT id, address FROM customers")}
    exchanges = [ExchangeRow(r["order_id"], tuple(sorted((w["sku"], w["qty"], w["new_sku"])
                                                         for w in _items(r["swaps"]))))
                 for r in await conn.fetch("SELECT order_id, swaps FROM exchanges ORDER BY id")]
    edits = [EditRow(r["order_id"], tuple(sorted((sku, int(qty), new or "")
                                                 for sku, qty, new in _edit(r["edit"]).get("changes", []))))
             for r in await conn.fetch("SELECT order_id, edit FROM actions"
                                       " WHERE kind = 'order_edit' AND status = 'done' ORDER BY id")]
    return EndState(orders=orders, refunds=refunds, provider_refunds=provider, actions=actions, handoffs=handoffs,
                    saved_addresses=saved,
                    sender_customer_id=sender,
                    verified_customer_id=conversation["verified_customer_id"] if conversation else None,
                    replies=await replies_to(session, sandbox_url, wa_id), slack_posts=posts, approvers=approvers,
                    failed_sends=failed, returns=returns, replacements=replacements, exchanges=exchanges,
                    order_edits=edits)


def _address(raw: object) -> dict[str, str] | None:
    return json.loads(raw) if isinstance(raw, str) else raw  # type: ignore[return-value]


def _edit(raw: object) -> dict:
    return json.loads(raw) if isinstance(raw, str) else dict(raw or {})  # type: ignore[call-overload]


def _items(raw: object) -> list[dict]:
    return json.loads(raw) if isinstance(raw, str) else list(raw or [])  # type: ignore[call-overload]


async def model_cost(conn: asyncpg.Connection) -> Decimal:
    """What the model calls of the trial cost, from the journal's llm steps (0 without a model)."""
    value = await conn.fetchval(
        "SELECT COALESCE(sum((result->>'cost')::numeric), 0) FROM steps WHERE kind = 'llm' AND result ? 'cost'")
    return Decimal(value)


async def model_usage(conn: asyncpg.Connection) -> dict[str, object]:
    """The trial's model tokens as the API reported them (the journal's llm steps keep `usage`), and
    how long each bot turn that asked the model took in the worker (the run's start to its end)."""
    tokens = await conn.fetchrow(
        """SELECT COALESCE(sum((result->'usage'->>0)::bigint), 0)::bigint AS prompt,
                  COALESCE(sum((result->'usage'->>1)::bigint), 0)::bigint AS completion
           FROM steps WHERE kind = 'llm' AND jsonb_typeof(result->'usage') = 'array'""")
    seconds = await conn.fetch(
        """SELECT extract(epoch FROM r.finished_at - r.started_at)::float8 AS s FROM runs r
           WHERE r.finished_at IS NOT NULL AND EXISTS (SELECT 1 FROM steps WHERE run_id = r.id AND kind = 'llm')
           ORDER BY r.id""")
    return {"tokens": [tokens["prompt"], tokens["completion"]], "turn_seconds": [round(r["s"], 3) for r in seconds]}
