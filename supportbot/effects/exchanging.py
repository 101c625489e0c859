"""Carrying out an exchange once the customer said yes (and staff approved, above the limit).

Decided again first, under the order's lock, on the catalogue as it is now (`recheck`). Then three
journaled steps, each under the action's own idempotency key, so a replayed turn walks the same
steps and the shop and the payment provider each see one exchange, one refund:

1. the shop makes the exchange (built-in: its tables and the new variant's stock; Shopify: a return
   with exchange line items), answering a repeated key with the first exchange;
2. the exchange is recorded (store: exchanges), taking its units from the order;
   then, where the shop's exchange does not carry its own return shipping (`labels`: the built-in
   shop), a prepaid return label for the units going back is issued and emailed once
   (supportbot/effects/labels.py), as a return's is; it pays nothing on receipt, the exchange
   settled the money;
3. a cheaper variant's difference is refunded through the payment path, like any refund; a dearer
   one is the customer's to pay on the shop's own payment link, which the reply gives them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from supportbot.core.journal import Journal
from supportbot.core.money.actions import Action, Verdict
from supportbot.core.money.exchanges import judge_exchange
from supportbot.core.money.ledger import Ledger
from supportbot.core.money.policy import ZERO, RefundLimits
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.ports import (
    Catalogue,
    ExchangeMade,
    Exchanger,
    Payments,
    RefundFailed,
    RefundSucceeded,
    RefundUnknown,
    ShopWriteRefused,
)
from supportbot.core.shop.catalogue import Product
from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnResult
from supportbot.effects.labels import LabelDesk, send_label
from supportbot.words import replies


class ExchangeStore(Protocol):
    async def exchanged(self, action: Action, shop_ref: str, payment_url: str | None, at: datetime) -> None: ...
    async def refunded(self, action: Action, provider_ref: str, at: datetime) -> None: ...
    async def move(self, action_id: int, from_status: str, to_status: str, *, outcome: str | None = None,
                   decided_by: str | None = None) -> Action | None: ...


@dataclass(frozen=True)
class ExchangeDesk:
    shop: Exchanger
    catalogue: Catalogue
    settings: ReturnSettings = ReturnSettings()
    # Where the label for the units going back comes from; None: the shop's own exchange carries
    # its return shipping (Shopify's return), so nothing is issued here.
    labels: LabelDesk | None = None


async def exchange_judge(desk: ExchangeDesk, action: Action, limits: RefundLimits, *, staff_approved: bool
                         ) -> Callable[[Action, Ledger], Verdict]:
    """The re-decision on the catalogue read now: each swapped unit's product, its variants' stock and prices."""
    products: dict[str, Product | None] = {}
    for sku, _, _ in action.swaps:
        if sku not in products:
            products[sku] = await desk.catalogue.product_of_sku(sku)
    return judge_exchange(products, limits, can_collect=desk.shop.can_collect, staff_approved=staff_approved)


async def carry_out(desk: ExchangeDesk, store: ExchangeStore, payments: Payments, action: Action, order: Order | None,
                    now: datetime, journal: Journal, lang: str = "en") -> TurnResult:
    """Exchange at the shop, record, refund the difference: once each."""
    async def exchange() -> dict[str, Any]:
        outcome = await desk.shop.exchange(action.idempotency_key, action.order_id, action.swaps,
                                           action.reason or "other", action.collect or ZERO)
        match outcome:
            case ExchangeMade(shop_ref=ref, payment_url=url):
                return {"outcome": "made", "ref": ref, "payment_url": url}
            case ShopWriteRefused(reason=reason):
                return {"outcome": "refused", "reason": reason}
        return {"outcome": "unknown", "reason": outcome.reason}

    made = await journal.step("exchange_in_shop", exchange, request={"key": action.idempotency_key,
                                                                     "swaps": [list(s) for s in action.swaps]})
    if made["outcome"] == "refused":
        await store.move(action.id, "executing", "failed", outcome=f"the shop refused: {made['reason']}"[:300])
        return Reply((replies.exchange_stopped(action, lang),), outcome="exchange_refused")
    if made["outcome"] == "unknown":
        # It may have been made: the action stays executing (its units claimed); a person looks by the key.
        return Handoff(f"the shop did not answer the exchange on {action.order_id}",
                       (replies.handoff_message("bound", lang),), "normal")
    await store.exchanged(action, made["ref"], made["payment_url"], now)
    if action.collect and not made["payment_url"]:  # owed, and no page to pay it on: a person arranges it
        return Handoff(f"exchange {made['ref']} on {action.order_id} made; the shop gave no payment link for "
                       f"{action.collect} {action.currency}", (replies.handoff_message("bound", lang),), "normal")
    labelled = await _label(desk.labels, action, journal) if desk.labels else None

    def done(payment_url: str | None) -> TurnResult:
        said = replies.exchanged(action, order, made["ref"], payment_url, lang, label_sent=labelled is True)
        if labelled is False:  # made, and no label reached the customer: a person sends one
            return Handoff(f"exchange {made['ref']} on {action.order_id} made; no return label was emailed",
                           (said, replies.handoff_message("bound", lang)), "normal")
        return Reply((said,), outcome="exchanged")

    amount = action.amount or ZERO
    if amount <= 0:
        return done(made["payment_url"])

    async def pay() -> dict[str, str]:
        # The provider answers a repeated key with its first result, so this is safe to repeat.
        match await payments.refund(action.idempotency_key, action.order_id, amount, action.currency or "USD"):
            case RefundSucceeded(provider_ref=ref):
                return {"outcome": "succeeded", "ref": ref}
            case RefundFailed(reason=reason):
                return {"outcome": "failed", "reason": reason}
            case RefundUnknown(reason=reason):
                return {"outcome": "unknown", "reason": reason}
        raise AssertionError("unreachable")

    paid = await journal.step("pay", pay, request={"key": action.idempotency_key, "amount": str(amount)})
    if paid["outcome"] == "succeeded":
        await store.refunded(action, paid["ref"], now)
        return done(None)
    if paid["outcome"] == "unknown":  # never paid again under a new key: reconciled by this one
        await store.move(action.id, "executing", "pending", outcome=paid["reason"])
        return done(None)
    await store.move(action.id, "executing", "failed", outcome=f"the difference was not refunded: {paid['reason']}")
    return Handoff("exchange made, difference not refunded", (replies.handoff_message("bound", lang),), "high")


async def _label(labels: LabelDesk, action: Action, journal: Journal) -> bool:
    """The prepaid label for the units going back, emailed once; False when none reached the customer."""
    items = ", ".join(f"{qty} x {sku}" for sku, qty in action.items)

    def text(label: dict[str, str]) -> str:
        return (f"Your prepaid return label for the exchange on order {action.order_id} ({items}): "
                f"{label['label_url']}\nReturn reference: {label['label_id']}. Print it, attach it to the parcel "
                "and drop it off. Your new items ship to the order's address.")

    made = await send_label(labels, action, journal, step="exchange",
                            subject=f"Your return label for the exchange on order {action.order_id}", text=text)
    return bool(made and made["emailed"])
