"""Carrying out a return (issue 15.2): after the yes the label, then days later the refund.

At the yes (supportbot/effects/execution.py moves the action to "executing" after `recheck_return` under
the order's lock) the warehouse issues a label under the action's key, the label is emailed to
the address on file, and the return is recorded as label_sent: three journaled steps, so a
replayed turn asks the warehouse again under the same key (the same label) and never emails
twice (the email carries its own key for the
send a crash left unrecorded). When the warehouse's signed "received" arrives, the return moves to received (once:
a retried webhook finds it moved) and `pay_received` pays the refund under the return's own key,
recorded in the same transaction that marks it refunded: a second payer pays nothing new.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, Protocol

from supportbot.core.journal import Journal
from supportbot.core.money.actions import Action
from supportbot.core.money.returns import ReturnSettings, return_fee
from supportbot.core.ports import Mailer, Payments, RefundFailed, RefundSucceeded, RefundUnknown, Warehouse
from supportbot.effects.labels import LabelDesk, send_label


class ReturnRecord(Protocol):
    id: int
    order_id: str
    refund_amount: Decimal
    currency: str
    conversation_id: int

    @property
    def payment_key(self) -> str: ...


class ReceiptStore(Protocol):
    """What paying a received return needs (supportbot/store/returns.py)."""

    async def refunded(self, ret: Any, provider_ref: str | None, at: datetime) -> bool: ...
    async def payment_failed(self, ret: Any, why: str) -> None: ...


class ReturnStore(ReceiptStore, Protocol):
    async def label_sent(self, action: Action, label_id: str, label_url: str, fee: Decimal) -> Any: ...


@dataclass(frozen=True)
class ReturnDesk:
    warehouse: Warehouse
    mailer: Mailer
    returns: ReturnStore
    email_of: Callable[[str], Awaitable[str | None]]  # the customer's address on file
    settings: ReturnSettings = ReturnSettings()


async def start_return(desk: ReturnDesk, action: Action, journal: Journal) -> dict[str, Any] | None:
    """Label, email, record; the label's id and url, or None when the warehouse issued none."""
    made = await send_label(LabelDesk(desk.warehouse, desk.mailer, desk.email_of), action, journal, step="return",
                            subject=f"Your return label for order {action.order_id}",
                            text=lambda label: _label_text(action, label))
    if made is None:
        return None
    fee = return_fee(action.reason or "", desk.settings)
    await desk.returns.label_sent(action, made["label_id"], made["label_url"], fee)
    return made


def _label_text(action: Action, label: dict[str, str]) -> str:
    items = ", ".join(f"{qty} x {sku}" for sku, qty in action.items)
    return (f"Your prepaid return label for order {action.order_id} ({items}): {label['label_url']}\n"
            f"Return reference: {label['label_id']}. Print it, attach it to the parcel and drop it off. "
            f"We refund {action.amount} {action.currency} when the items reach our warehouse.")


async def pay_received(store: ReceiptStore, payments: Payments, ret: Any, now: datetime) -> str:
    """Pay a received return's refund once: "refunded", "already" (another payer recorded it),
    "unknown" (no answer: tried again under the same key later) or "failed"."""
    if ret.refund_amount <= 0:
        return "refunded" if await store.refunded(ret, None, now) else "already"
    outcome = await payments.refund(ret.payment_key, ret.order_id, ret.refund_amount, ret.currency)
    match outcome:
        case RefundSucceeded(provider_ref=ref):
            return "refunded" if await store.refunded(ret, ref, now) else "already"
        case RefundUnknown(reason=why):
            await store.payment_failed(ret, f"unknown: {why}")
            return "unknown"
        case RefundFailed(reason=why):
            await store.payment_failed(ret, f"failed: {why}")
            return "failed"
    raise AssertionError(outcome)
