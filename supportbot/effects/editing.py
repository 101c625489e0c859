"""Carrying out an order edit the customer confirmed: the shop's lines, then the difference back.

The re-decision under the order's lock already made the edit in the built-in shop (in the
transaction that found the order placed: supportbot/store/order_edits.py). A remote shop
(Shopify's order editing) is written here, journaled and under the action's key, before any
money moves: the merchant may have fulfilled the order since, and then the shop refuses and
nothing is paid. The refund of a cheaper order goes out after, through the payment path
(supportbot/effects/execution.py), under the same key.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar

from supportbot.core.journal import Journal
from supportbot.core.money.actions import Action
from supportbot.core.ports import OrderWriter, ShopWriteDone, ShopWriteRefused
from supportbot.core.turn import Handoff, Reply, TurnResult
from supportbot.words import replies

T = TypeVar("T")


class EditStore(Protocol):
    async def holding_order(self, order_id: str, work: Callable[[], Awaitable[T]]) -> T: ...
    async def move(self, action_id: int, from_status: str, to_status: str, *, outcome: str | None = None,
                   decided_by: str | None = None) -> Action | None: ...


def shop_changes(action: Action) -> tuple[tuple[tuple[str, int, str | None], ...], tuple[tuple[str, int], ...]]:
    """The action's edit as the shop's writer takes it: the changes, and the order's (sku, qty) after."""
    edit = action.edit or {}
    return (tuple((sku, qty, new) for sku, qty, new in edit.get("changes", [])),
            tuple((sku, qty) for sku, _, qty, _ in edit.get("after", [])))


async def edit_in_shop(writer: OrderWriter, actions: EditStore, action: Action, journal: Journal, lang: str
                       ) -> TurnResult | None:
    """Make the edit in the remote shop; None when it is made (go on to the money)."""
    changes, after = shop_changes(action)

    async def edit() -> dict[str, Any]:
        outcome = await actions.holding_order(action.order_id, lambda: writer.edit_items(
            action.idempotency_key, action.order_id, changes, after))
        match outcome:
            case ShopWriteDone(shop_ref=ref):
                return {"outcome": "done", "ref": ref}
            case ShopWriteRefused(reason=reason):
                return {"outcome": "refused", "reason": reason}
            case outcome:
                return {"outcome": "unknown", "reason": outcome.reason}

    done = await journal.step("edit_in_shop", edit, request={"key": action.idempotency_key})
    if done["outcome"] == "done":
        return None
    await actions.move(action.id, "executing", "failed", outcome=f"the shop did not edit: {done['reason']}"[:300])
    if done["outcome"] == "refused":
        return Reply((replies.fixed("edit_too_late", lang, order=action.order_id),), outcome="edit_refused")
    # It may have been made: a person looks, by the key in the staff note; no money moved.
    return Handoff(f"the shop did not answer the edit of {action.order_id}", (replies.handoff_message("bound", lang),),
                   "high")
