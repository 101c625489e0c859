"""The templated cancellation: the order named, or the only one not shipped, through cancel_order."""

from __future__ import annotations

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Reply, TurnResult
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.steps import Proposed, ToolStep
from supportbot.words.replies import fixed, refusal_reason


async def cancel_flow(said: str, lang: str, orders: list[Order], earlier: list[str], run_tool: ToolStep
                  ) -> TurnResult | Proposed:
    """Cancel the order named (or the only one not shipped yet) through the agent's own tool: policy
    decides, the customer confirms, the yes re-decides under the order's lock (issue 15.1)."""
    ids = order_ids([*earlier[-3:], said])
    placed = [o for o in orders if o.status == "placed"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (placed[0] if len(placed) == 1 else None)
    if order is None:
        return Reply((fixed("which_order_cancel", lang, example=orders[0].id if orders else "A-1042"),),
                     outcome="asking")
    proposal = await run_tool("cancel_order", {"order_id": order.id, "reason": said[:200]})
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((fixed("cannot_cancel", lang, why=refusal_reason(refusal, lang)),), outcome="cancel_refused")
    return Proposed(proposal["action_id"])
