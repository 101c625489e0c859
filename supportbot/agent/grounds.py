"""What a claim in the model's reply may rest on: this run's effects and facts tools returned.

The output guard (supportbot/agent/output_guard.py) compares what the model says happened with
these facts, never with what the model says. A fact is the run's own effect (a proposal waiting for
the customer's yes, a code emailed, a verification) or a past event a tool read from the order's
record (a refund paid last week: saying so is true).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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


@dataclass(frozen=True)
class Fact:
    kind: str  # refund | cancellation | return | replacement | address_change | code | handoff | exchange | ...
    state: str  # DONE | UNDER_WAY | PROPOSED | REFUSED
    order_id: str | None = None
    amount: Decimal | None = None


def amount_of(value: Any) -> Decimal | None:
    try:
        return Decimal(str(value)) if value not in (None, "") else None
    except InvalidOperation:
        return None


def fact(kind: str, state: str, order_id: Any = None, amount: Any = None) -> Fact | None:
    """A fact from a recorded state word; None for a state the guard does not know (it supports nothing)."""
    known = STATES.get(state)
    return None if known is None else Fact(kind, known, str(order_id) if order_id else None, amount_of(amount))


# A tool's result as the effect it made: (tool, its status word) -> the effect's kind.
_PROPOSALS = {"issue_refund": "refund", "cancel_order": "cancellation", "start_return": "return",
              "request_replacement": "replacement", "change_address": "address_change",
              "change_saved_address": "saved_address", "modify_order_items": "order_edit",
              "exchange_items": "exchange"}


def facts_from_tools(done: Sequence[tuple[str, dict[str, Any]]]) -> tuple[Fact, ...]:
    """This run's effects and the history its tools read, from the (tool, result) pairs it journaled."""
    found: list[Fact | None] = []
    checked: Any = None  # issue_refund proposes the amount the check_refund before it allowed
    for name, result in done:
        status = str(result.get("status", ""))
        if name == "check_refund":
            checked = result.get("amount")
        if name in _PROPOSALS and status:
            amount = result.get("amount") or result.get("refund_on_receipt") or result.get("refund")
            found.append(fact(_PROPOSALS[name], status, result.get("order_id"),
                              amount if amount or name != "issue_refund" else checked))
        elif name == "send_code" and status == "sent":
            found.append(Fact("code", DONE))
        elif name == "verify_code" and status in STATES:
            found.append(Fact("verification", DONE))
        elif name == "request_human" and not result.get("refused"):
            found.append(Fact("handoff", DONE))
        found.extend(_history(result))
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
                       made.get("amount"))
    if result.get("status") == "cancelled" and order_id:
        yield Fact("cancellation", DONE, str(order_id))
