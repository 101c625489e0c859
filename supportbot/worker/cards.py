"""Filling the staff's cards from what the database knows about a ticket."""

from __future__ import annotations

import json
from typing import Any

from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.helpcentre import sections
from supportbot.words.cards import ApprovalCard, HandoffCard

SUGGESTIONS = {
    "customer asked for a person": "Read the last messages and take over; the customer asked for a person.",
    "self-harm signal": "Reply personally and with care now; the customer was given a crisis line.",
    "payment failed": "Check the payment provider for this order and refund by hand if right.",
    "model provider failed": "Answer the customer's question; the bot's model was unavailable.",
}


def approval_card(ctx: dict[str, Any], limits: RefundLimits) -> ApprovalCard:
    action, names = ctx["action"], ctx["names"]
    items = ", ".join(f"{i['qty']} x {names.get(i['sku'], i['sku'])} ({i['sku']})" for i in action["items"] or [])
    if action["kind"] == "exchange":  # staff approve the swap itself: what goes back, and what goes out instead
        items = ", ".join(f"{s['qty']} x {names.get(s['sku'], s['sku'])} ({s['sku']}) for {s['new_sku']}"
                          for s in action.get("swaps") or [])
    article = ctx.get("article")  # the latest version in the help centre, as the customer would read it
    rule = sections(article["body"]) if article else []
    said = " / ".join(ctx["said"])[:200]
    return ApprovalCard(
        action_id=action["id"], order_id=action["order_id"], items=items, amount=action["amount"],
        currency=action["currency"],
        policy_slug=f"{action['article']} v{article['version']}" if article else action["article"] or "refunds",
        policy_passage=rule[0].body if rule else "(article not found)",
        summary=f"Customer wrote: {said}\nPolicy check: {items} "
                + ("sent again as a no-charge replacement order, worth " if action["kind"] == "replacement"
                   else "for ")
                + f"{action['amount']} {action['currency']}, confirmed by the customer, needs a person.",
        language=ctx["language"], reasons=tuple(action["approval_reasons"]), kind=action["kind"],
    )


def _tool_line(request: dict[str, Any], result: dict[str, Any]) -> str:
    args = {k: v for k, v in (request.get("arguments") or {}).items() if k != "token"}
    outcome = result.get("refused") or result.get("decision") or result.get("status") or "ok"
    return f"{request.get('name')}({json.dumps(args, ensure_ascii=False)}) -> {outcome}"


def handoff_card(ctx: dict[str, Any], order_url_template: str = "", oncall_group: str = "") -> HandoffCard:
    handoff = ctx["handoff"]
    said = [m["body"] for m in ctx["messages"] if m["direction"] == "in"]
    labels = ctx["labels"] or {}
    tools = [_tool_line(t["request"] or {}, t["result"] or {}) for t in ctx["tools"]]
    orders = [o for o in ((t["request"] or {}).get("arguments", {}).get("order_id") for t in ctx["tools"]) if o]
    done = [f"{a['kind']} {a['order_id']} {a['amount'] or ''} {a['currency'] or ''}: {a['status']}".replace("  ", " ")
            for a in ctx["actions"]]
    return HandoffCard(
        handoff_id=handoff["id"],
        wants=(f"{labels.get('intent', 'unknown')}: " if labels else "") + (said[-1][:200] if said else "(no text)"),
        checked="; ".join(tools) or "nothing yet",
        done="; ".join(done) or "nothing changed",
        why_stopped=handoff["reason"],
        # A model's request_human reason rides after the class: "self-harm signal (model: ...)".
        suggestion=SUGGESTIONS.get(handoff["reason"].partition(" (model: ")[0],
                                   "Read the thread and reply to the customer here."),
        last_messages=tuple(("customer" if m["direction"] == "in" else "bot", m["body"][:300])
                            for m in ctx["messages"]),
        tool_calls=tuple(tools),
        # The order in the shop's own admin when its address is configured; the run's journal by id.
        order_url=order_url_template.format(order_id=orders[-1]) if orders and order_url_template else None,
        trace_ref=f"supportbot trace {handoff['run_id']}" if handoff["run_id"] else None,
        priority=handoff["priority"],
        # Self-harm is never left for the morning: on call is paged whatever the hour.
        page=oncall_group if handoff["priority"] == "urgent" else "",
    )
