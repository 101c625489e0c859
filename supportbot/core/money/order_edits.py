"""Editing an order before it ships: another variant of an item, or an item taken off (issue 33 item 2).

- Only while the order is placed: nothing has left the warehouse. The warehouse's "shipped" and
  the edit both take the order's claim lock (supportbot/store/), so exactly one of them happens.
- A change names an item on the order (its sku), how many of its units, and either another
  variant of the same product (`new_sku`) or nothing: those units are taken off. Units refunded
  or in a claim still on its way cannot change. Taking every unit off is a cancellation
  (cancel_order, which also returns the delivery fee), never an edit.
- The new variant is the same product's, in stock for all the units asked, at the catalogue's
  price as read when deciding; the model's arguments name skus, never prices.
- The price difference is code's: the new lines at the catalogue's price minus the old at the
  order's. Cheaper: the difference goes back through the payment path, never more than paid
  minus refunded minus on its way. Dearer: refused, saying by how much. The bot takes no
  payments, and neither shop backend collects a balance for it (the built-in shop has no payment
  link; Shopify's order edit would leave an outstanding balance nobody is asked to pay), so a
  dearer edit is for a person, not a promise.
- No cap and no staff approval, as a cancellation: the money is the order's own and nothing shipped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from supportbot.core.money.policy import (
    ARTICLE_REFUNDS,
    ZERO,
    Items,
    OrderFacts,
    Refused,
    left_to_refund,
    money,
    refunded_and_pending,
)
from supportbot.core.shop.catalogue import Product


@dataclass(frozen=True)
class ItemChange:
    sku: str
    qty: int
    new_sku: str | None = None  # None: the units are taken off the order


@dataclass(frozen=True)
class VariantFacts:
    """A catalogue variant as the decision read it: its product, price and stock (None: not tracked)."""

    sku: str
    name: str
    product_id: str
    price: Decimal
    available: int | None


@dataclass(frozen=True)
class EditLine:
    sku: str
    name: str
    qty: int
    unit_price: Decimal


@dataclass(frozen=True)
class EditApproved:
    """The order may change to `after`; `refund` (the old lines minus the new) goes back."""

    order_id: str
    changes: tuple[ItemChange, ...]
    after: tuple[EditLine, ...]  # the order's lines once edited, by sku
    refund: Decimal
    currency: str
    items: Items  # the units the edit takes off the order (old skus): held while it is on its way
    article: str = ARTICLE_REFUNDS


def variant_facts(product: Product) -> dict[str, VariantFacts]:
    """A catalogue product's variants as the decision reads them, by sku (upper case)."""
    return {v.sku.upper(): VariantFacts(v.sku, f"{product.title} - {v.title}", product.id, v.price,
                                        v.available if v.for_sale else 0)
            for v in product.variants}


def decide_order_edit(order: OrderFacts, changes: tuple[ItemChange, ...],
                      variants: Mapping[str, VariantFacts]) -> EditApproved | Refused:
    """Decided on the order read under its lock, both when proposing and at the customer's yes
    (`recheck_order_edit`), so a "shipped" that came in between turns the yes into a refusal.
    `variants`: the catalogue's variants of the products the order's items belong to, by sku."""
    if order.status == "cancelled":
        return Refused("refused: order was cancelled", ARTICLE_REFUNDS)
    if order.status != "placed":
        return Refused(f"refused: order already {order.status.replace('_', ' ')}; items can change only before "
                       "it ships (once delivered, start_return)", ARTICLE_REFUNDS)
    if not changes:
        return Refused("refused: no change named", ARTICLE_REFUNDS)
    lines = {line.sku.upper(): line for line in order.items}
    refunded, pending = refunded_and_pending(order)
    taken: Counter[str] = Counter()
    added: Counter[str] = Counter()
    for change in changes:
        sku = change.sku.strip().upper()
        line = lines.get(sku)
        if line is None:
            return Refused(f"refused: item {change.sku} is not on this order", ARTICLE_REFUNDS)
        if change.qty < 1:
            return Refused(f"refused: change at least one unit of {line.sku}", ARTICLE_REFUNDS)
        taken[line.sku] += change.qty
        open_units = line.qty - refunded[line.sku] - pending[line.sku]
        if taken[line.sku] > open_units:
            return Refused(f"refused: only {max(open_units, 0)} of {line.sku} can change ({line.qty} ordered, "
                           f"the rest refunded or in a claim on its way)", ARTICLE_REFUNDS)
        if change.new_sku is None:
            continue
        new = variants.get(change.new_sku.strip().upper())
        if new is None:
            return Refused(f"refused: {change.new_sku} is not in the shop's catalogue", ARTICLE_REFUNDS)
        old = variants.get(sku)
        if new.sku.upper() == sku:
            return Refused(f"refused: {line.sku} is already that variant", ARTICLE_REFUNDS)
        if old is None or old.product_id != new.product_id:
            return Refused(f"refused: {new.sku} is not a variant of the same product as {line.sku}", ARTICLE_REFUNDS)
        added[new.sku] += change.qty
        if new.available is not None and added[new.sku] > new.available:
            return Refused(f"refused: {new.sku} is out of stock for {added[new.sku]} "
                           f"({new.available} available)", ARTICLE_REFUNDS)
    after = _after(order, taken, added, variants)
    if isinstance(after, Refused):
        return after
    difference = money(sum((i.unit_price * i.qty for i in order.items), ZERO)
                       - sum((line.unit_price * line.qty for line in after), ZERO))
    if difference < 0:
        return Refused(f"refused: the new items cost {-difference:.2f} {order.currency} more than those they "
                       "replace, and no payment can be taken here; a person can arrange it", ARTICLE_REFUNDS)
    if difference > left_to_refund(order):
        return Refused(f"refused: the difference {difference:.2f} is more than is left of what was paid "
                       f"({left_to_refund(order):.2f})", ARTICLE_REFUNDS)
    return EditApproved(order.order_id, changes, after, difference, order.currency, tuple(sorted(taken.items())))


def _after(order: OrderFacts, taken: Counter[str], added: Counter[str],
           variants: Mapping[str, VariantFacts]) -> tuple[EditLine, ...] | Refused:
    """The order's lines once edited: each old line less what was taken, each new variant added
    at the catalogue's price (joined to a line of the same sku only at the same price)."""
    after = {i.sku: EditLine(i.sku, i.name, i.qty - taken[i.sku], i.unit_price) for i in order.items}
    for sku, qty in added.items():
        new = variants[sku.upper()]
        kept = after.get(new.sku)
        if kept is not None and kept.unit_price != new.price:
            return Refused(f"refused: {new.sku} is already on this order at another price; a person can "
                           "change it", ARTICLE_REFUNDS)
        after[new.sku] = EditLine(new.sku, new.name if kept is None else kept.name,
                                  qty + (kept.qty if kept else 0), kept.unit_price if kept else money(new.price))
    lines = tuple(sorted((line for line in after.values() if line.qty > 0), key=lambda line: line.sku))
    if not lines:
        return Refused("refused: taking every item off is a cancellation (cancel_order), which also "
                       "refunds the delivery fee", ARTICLE_REFUNDS)
    return lines


def recheck_order_edit(order: OrderFacts, proposed: EditApproved,
                       variants: Mapping[str, VariantFacts]) -> str | None:
    """At the customer's yes, under the order's lock: None when the same edit still holds, else
    why not (the order shipped, or changed since it was proposed: nothing moves)."""
    decision = decide_order_edit(order, proposed.changes, variants)
    if isinstance(decision, Refused):
        return decision.reason
    if (decision.after, decision.refund, decision.items) != (proposed.after, proposed.refund, proposed.items):
        return "refused: the order changed since the edit was proposed"
    return None


def edit_record(decision: EditApproved, variants: Mapping[str, VariantFacts]) -> dict[str, Any]:
    """The edit as the action keeps it (JSON): enough to decide it again at the yes, on the same
    catalogue facts (the price quoted is the price charged), and to make it in the shop."""
    used = {c.sku.strip().upper() for c in decision.changes} | {
        c.new_sku.strip().upper() for c in decision.changes if c.new_sku}
    return {"changes": [[c.sku, c.qty, c.new_sku] for c in decision.changes],
            "after": [[line.sku, line.name, line.qty, str(line.unit_price)] for line in decision.after],
            "variants": {sku: [v.sku, v.name, v.product_id, str(v.price), v.available]
                         for sku, v in variants.items() if sku in used}}


def edit_of(record: Mapping[str, Any], order_id: str, refund: Decimal, currency: str, items: Items
            ) -> tuple[EditApproved, dict[str, VariantFacts]]:
    """An action's kept edit back as the decision and the variants it was decided on."""
    variants = {sku: VariantFacts(v[0], v[1], v[2], Decimal(v[3]), v[4]) for sku, v in record["variants"].items()}
    changes = tuple(ItemChange(sku, qty, new) for sku, qty, new in record["changes"])
    after = tuple(EditLine(sku, name, qty, Decimal(price)) for sku, name, qty, price in record["after"])
    return EditApproved(order_id, changes, after, refund, currency, items), variants
