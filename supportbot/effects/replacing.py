"""Carrying out a replacement once the customer chose it (and staff approved, above the limit).

The shop system creates a no-charge order for the same items under the action's own idempotency
key, journaled: a replayed step asks again under the same key and gets the same order, never a
second one. The replacement is recorded in the ledger (store: replacements) in the same
transaction that closes the action, so its units are taken for refunds and replacements alike.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from supportbot.core.journal import Journal
from supportbot.core.money.actions import Action
from supportbot.core.ports import ReplacementCreated, ReplacementFailed, ReplacementUnknown, ShopOrders
from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnResult
from supportbot.effects.settling import settle
from supportbot.words import replies


class ReplacementStore(Protocol):
    async def replaced(self, action: Action, shop_order_ref: str, at: datetime) -> None: ...
    async def move(self, action_id: int, from_status: str, to_status: str, *, outcome: str | None = None,
                   decided_by: str | None = None) -> Action | None: ...


# Which covered reason a refund's question stood for, from the article policy chose for it: the
# replacement is decided again for a covered reason of the same kind.
REASON_OF_ARTICLE = {"damaged-items": "damaged", "refunds": "wrong_item"}


async def send(shop: ShopOrders | None, actions: ReplacementStore, action: Action, order: Order | None,
               now: datetime, journal: Journal, lang: str = "en") -> TurnResult:
    """Create the replacement order at the shop, once; tell the customer its new order id."""
    async def create() -> dict[str, str]:
        if shop is None:
            return {"outcome": "failed", "reason": "no shop system configured"}
        # Unanswered: asked again under the key, which finds the draft an unanswered attempt made.
        outcome = await settle(lambda: shop.create_replacement(action.idempotency_key, action.order_id,
                                                               action.items, action.article or "replacement"))
        match outcome:
            case ReplacementCreated(shop_order_ref=ref):
                return {"outcome": "created", "ref": ref}
            case ReplacementFailed(reason=reason):
                return {"outcome": "failed", "reason": reason}
            case ReplacementUnknown(reason=reason):
                return {"outcome": "unknown", "reason": reason}
        raise AssertionError(outcome)

    made = await journal.step("replace", create, request={"key": action.idempotency_key,
                                                          "items": [list(i) for i in action.items]})
    if made["outcome"] == "created":
        await actions.replaced(action, made["ref"], now)
        return Reply((replies.replaced(action, order, made["ref"], lang),), outcome="replaced")
    if made["outcome"] == "failed":
        await actions.move(action.id, "executing", "failed", outcome=made["reason"])
    # Unknown: the action stays executing (its units stay claimed); a person finishes it by the key.
    return Handoff(f"replacement order for {action.order_id} not created: {made['reason']}",
                   (replies.handoff_message("bound", lang),), "normal")
