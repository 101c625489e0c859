"""The templated address change: which order, the new address field by field, then change_address."""

from __future__ import annotations

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Reply, TurnResult
from supportbot.core.understanding.addresses import missing_field, parse_address
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.steps import Proposed, ToolStep
from supportbot.words.replies import fixed, refusal_reason


async def address_flow(said: str, lang: str, orders: list[Order], earlier: list[str], answers: list[str],
                       run_tool: ToolStep) -> TurnResult | Proposed:
    ids = order_ids([*earlier[-3:], said])
    placed = [o for o in orders if o.status == "placed"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (placed[0] if len(placed) == 1 else None)
    if order is None:
        return Reply((fixed("which_order_move", lang, example=orders[0].id if orders else "A-1042"),),
                     outcome="asking")
    home = str((order.address or {}).get("country", ""))
    # The whole address in this message, or pieced together from the answers to our questions.
    told = ", ".join(answers) if answers else said
    address = parse_address(said, home) or parse_address(told, home)
    if address is None:
        field = missing_field(told, home) if answers else None
        if field is None:
            return Reply((fixed("new_address", lang, order=order.id),), outcome="asking")
        return Reply((fixed(f"address_{field}", lang),), outcome="asking")
    proposal = await run_tool("change_address", {"order_id": order.id, "address": address.as_dict()})
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((fixed("cannot_change_address", lang, why=refusal_reason(refusal, lang)),),
                     outcome="address_refused")
    return Proposed(proposal["action_id"])
