"""What a claim in the model's reply may rest on: this run's effects and facts tools returned.

The output guard (supportbot/agent/output_guard.py) compares what the model says happened with
these facts, never with what the model says. A fact is the run's own effect (a proposal waiting for
the customer's yes, a code emailed, a verification) or a past event a tool read from the order's
record (a refund paid last week: saying so is true). A fact keeps the items it was for and the state word
it was recorded in: "the bowl has been refunded" is not borne out by a plate refunded, nor "we've received
your return" by a return started (supportbot/agent/claim_details.py compares them).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

# Where an action stands, in the words the guard reasons with.
DONE, UNDER_WAY, PROPOSED, REFUSED = "done", "under_way", "proposed", "refused"
STATES = {"paid": DONE, "done": DONE, "started": DONE, "sent": DONE, "verified": DONE, "refunded": DONE,
          "cancelled": DONE, "address_changed": DONE, "saved_address_changed": DONE, "already verified": DONE,
          "pending": UNDER_WAY,
          "awaiting_confirmation": PROPOSED, "awaiting_approval": PROPOSED, "needs_approval": PROPOSED,
          "approved": PROPOSED,
          "refused": REFUSED}
SEEN = "seen"  # an order a tool showed: it bears out no claim, but says what the customer's items are called


@dataclass(frozen=True)
class Item:
    names: tuple[str, ...]  # what the item is called: its name and its sku, as recorded
    qty: int | None = None  # how many; None when the record does not say


@dataclass(frozen=True)
class Fact:
    kind: str  # refund | cancellation | return | replacement | address_change | code | handoff | exchange | ...
    state: str  # DONE | UNDER_WAY | PROPOSED | REFUSED
    order_id: str | None = None
    amount: Decimal | None = None
    items: tuple[Item, ...] = ()  # what the action was for; empty when the record does not say
    reached: str = ""  # the recorded state word ("started", "sent"): how far along its ladder the action went
    currency: str | None = None  # the amount's ISO code ("USD"); None when the record does not say


def amount_of(value: Any) -> Decimal | None:
    try:
        return Decimal(str(value)) if value not in (None, "") else None
    except InvalidOperation:
        return None


def _count(value: Any) -> int | None:
    try:
        return int(value) if value not in (None, "") else None
    except (TypeError, ValueError):
        return None


def _item(value: Any) -> Item | None:
    if isinstance(value, Mapping):
        names = tuple(str(value[k]) for k in ("name", "title", "sku", "variant") if value.get(k))
        return Item(names, _count(value.get("qty", value.get("quantity")))) if names else None
    text = str(value).strip()
    if not text:
        return None
    counted = text.split(" x ", 1)  # list_orders writes "3 x Stoneware plate"
    if len(counted) == 2 and counted[0].strip().isdigit():
        return Item((counted[1].strip(),), int(counted[0]))
    return Item((text,))


def items_of(value: Any) -> tuple[Item, ...]:
    """Items as tools and records write them: dicts (sku, name, qty), skus or names, or "3 x Plate, 1 x Bowl"."""
    if isinstance(value, str):
        value = value.split(", ")
    if not isinstance(value, Sequence):
        return ()
    return tuple(i for i in (_item(v) for v in value) if i is not None)


def fact(kind: str, state: str, order_id: Any = None, amount: Any = None, items: Any = None,
         currency: Any = None) -> Fact | None:
    """A fact from a recorded state word; None for a state the guard does not know (it supports nothing)."""
    known = STATES.get(state)
    if known is None:
        return None
    return Fact(kind, known, str(order_id) if order_id else None, amount_of(amount), items_of(items), state,
                str(currency).upper() if currency else None)


def shown(order_id: Any, items: Any) -> Fact | None:
    """An order a tool showed, with its items: what a claim's items are told apart by."""
    found = items_of(items)
    return Fact("order", SEEN, str(order_id) if order_id else None, None, found) if found else None


# A tool's result as the effect it made: (tool, its status word) -> the effect's kind.
_PROPOSALS = {"issue_refund": "refund", "cancel_order": "cancellation", "start_return": "return",
              "request_replacement": "replacement", "change_address": "address_change",
              "change_saved_address": "saved_address", "modify_order_items": "order_edit",
              "exchange_items": "exchange"}


def facts_from_tools(done: Sequence[tuple[str, dict[str, Any]]]) -> tuple[Fact, ...]:
    """This run's effects and the history its tools read, from the (tool, result) pairs it journaled."""
    found: list[Fact | None] = []
    checked: Any = None  # issue_refund proposes the amount and items the check_refund before it allowed
    for name, result in done:
        status = str(result.get("status", ""))
        if name == "check_refund":
            checked = result
        if name in _PROPOSALS and status:
            amount = result.get("amount") or result.get("refund_on_receipt") or result.get("refund")
            items, currency = result.get("items"), result.get("currency")
            if name == "issue_refund" and checked is not None:
                amount, items = amount or checked.get("amount"), items or checked.get("items")
                currency = currency or checked.get("currency")
            found.append(fact(_PROPOSALS[name], status, result.get("order_id"), amount, items, currency))
        elif name == "send_code" and status == "sent":
            found.append(Fact("code", DONE, reached="sent"))
        elif name == "verify_code" and status in STATES:
            found.append(Fact("verification", DONE))
            found.append(Fact("code", DONE, reached="verified"))
        elif name == "request_human" and not result.get("refused"):
            found.append(Fact("handoff", DONE))
        found.extend(_history(result))
        if name in ("get_order", "list_orders"):  # the orders shown, and what their items are called
            found.extend(shown(o.get("order_id"), o.get("items")) for o in (result, *(result.get("orders") or ()))
                         if isinstance(o, Mapping) and o.get("items"))
    return tuple(f for f in found if f is not None)


_UNDONE = {"failed", "reversed", "canceled", "cancelled"}  # a provider's word for money that did not arrive


def _history(result: dict[str, Any]) -> Iterable[Fact | None]:
    """Refunds a lookup read from the record (get_order's, where_is_my_refund's), and a cancelled order."""
    order_id = result.get("order_id")
    for made in result.get("refunds") or ():
        if isinstance(made, dict):
            state = str(made.get("status") or made.get("provider_status") or "paid")
            if state in _UNDONE:
                continue
            yield fact("refund", state if state in STATES else "paid", made.get("order_id") or order_id,
                       made.get("amount"), None, made.get("currency") or result.get("currency"))
    if result.get("status") == "cancelled" and order_id:
        yield Fact("cancellation", DONE, str(order_id))
