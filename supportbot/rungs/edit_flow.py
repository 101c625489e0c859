"""The templated order edit: "change the shirt to a large", "remove the mug from my order", through
the agent's own modify_order_items (policy decides, the customer confirms, the yes decides again
under the order's lock). Which order: the one named, else the one not shipped holding the item,
else the only one not shipped. Which item: named by the shop's words (or the customer's, read as
the shop's), else the only line the asked size or colour fits. Which variant: the catalogue's
(find_products, as the agent reads it), the options named, the others kept as they are."""

from __future__ import annotations

from typing import Any

from supportbot.core.shop.orders import Order, OrderItem
from supportbot.core.turn import Reply, TurnResult
from supportbot.core.understanding.edit_asks import (
    in_shop_words,
    option_words,
    wants_items_removed,
    wants_order_edit,
)
from supportbot.core.understanding.references import items_referred, orders_referred
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.questions import ASKING_EDIT
from supportbot.rungs.steps import Proposed, ToolStep
from supportbot.words.replies import fixed, refusal_reason


def wants_edit(said: str, last_bot: str | None, orders: list[Order]) -> bool:
    """An edit asked for, or the answer to the flow's own question, with an order not shipped to edit;
    an item named only on orders that shipped is an exchange or a return, not an edit."""
    if not any(o.status == "placed" for o in orders):
        return False
    if (last_bot or "").startswith(ASKING_EDIT):
        return True
    referred = orders_referred(in_shop_words(said), orders)
    return wants_order_edit(said) and (not referred or any(o.status == "placed" for o in referred))


# Letter sizes as shops write them, for the size words customers say.
_LETTERS = {"small": "s", "medium": "m", "large": "l"}


def _fits(value: str, asked: set[str]) -> bool:
    said = value.strip().lower()
    return said in asked or _LETTERS.get(said, said) in asked or said in {_LETTERS.get(a, "") for a in asked}


def _variant(product: dict[str, Any], item: OrderItem, asked: set[str]) -> str | None:
    """The one other variant of the item's product with every option named and the rest as now."""
    variants = product["variants"]
    current = next((v for v in variants if v["sku"].upper() == item.sku.upper()), None)
    if current is None:
        return None
    named = {name for v in variants for name, value in v["options"].items() if _fits(value, asked)}
    fitting = [v for v in variants if v["sku"] != current["sku"]
               and all(_fits(value, asked) if name in named else value == current["options"].get(name)
                       for name, value in v["options"].items())]
    return fitting[0]["sku"] if len(fitting) == 1 else None


async def _product_of(item: OrderItem, run_tool: ToolStep) -> dict[str, Any] | None:
    found = await run_tool("find_products", {"query": item.name})
    return next((p for p in found.get("results", [])
                 if any(v["sku"].upper() == item.sku.upper() for v in p["variants"])), None)


async def edit_flow(said: str, lang: str, orders: list[Order], earlier: list[str], run_tool: ToolStep
                    ) -> TurnResult | Proposed:
    text = in_shop_words(" ".join([*earlier[-2:], said]))
    placed = [o for o in orders if o.status == "placed"]
    ids = order_ids([text])
    holding = [o for o in orders_referred(text, orders) if o.status == "placed"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (
        holding[0] if len(holding) == 1 else placed[0] if len(placed) == 1 else None)
    if order is None:
        return Reply((fixed("which_edit", lang),), outcome="asking")
    removing = wants_items_removed(text)
    asked = set(option_words(text))
    named = [i for sku, _ in items_referred(text, order) for i in order.items if i.sku == sku]
    changes: list[dict[str, Any]] = []
    if removing:
        changes = [{"sku": sku, "qty": qty} for sku, qty in items_referred(text, order)]
        if not changes and len(order.items) == 1:
            changes = [{"sku": order.items[0].sku, "qty": order.items[0].qty}]
    else:
        for item in named or list(order.items):
            product = await _product_of(item, run_tool) if asked else None
            new_sku = _variant(product, item, asked) if product else None
            if new_sku is not None:
                changes.append({"sku": item.sku, "qty": item.qty, "new_sku": new_sku})
        if len(changes) > 1 and not named:
            changes = []  # the size fits more than one line and none was named: ask which
    if not changes:
        return Reply((fixed("which_edit", lang),), outcome="asking")
    proposal = await run_tool("modify_order_items", {"order_id": order.id, "changes": changes})
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((fixed("cannot_edit", lang, why=refusal_reason(refusal, lang)),), outcome="edit_refused")
    return Proposed(proposal["action_id"])
