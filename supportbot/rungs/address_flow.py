"""The templated address changes: one order's delivery address (which order, the new address field by
field, then change_address) and the account's saved address (the address, then change_saved_address)."""

from __future__ import annotations

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Reply, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding.addresses import Address, missing_field, parse_address
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
    address = _address_or_question(said, answers, str((order.address or {}).get("country", "")), lang,
                                   fixed("new_address", lang, order=order.id))
    if isinstance(address, Reply):
        return address
    return _proposed(await run_tool("change_address", {"order_id": order.id, "address": address.as_dict()}), lang)


async def saved_address_flow(said: str, lang: str, home: str, answers: list[str], run_tool: ToolStep
                             ) -> TurnResult | Proposed:
    """The account's saved address: asked for in full, proposed; the tool takes the account from the
    session and the customer confirms the whole address before anything changes."""
    address = _address_or_question(said, answers, home, lang, fixed("new_saved_address", lang))
    if isinstance(address, Reply):
        return address
    return _proposed(await run_tool("change_saved_address", {"address": address.as_dict()}), lang)


def _address_or_question(said: str, answers: list[str], home: str, lang: str, question: OutboundText
                         ) -> Address | Reply:
    """The whole address in this message, or pieced together from the answers to our questions;
    else the question for it (or for the one field its answers lack)."""
    told = ", ".join(answers) if answers else said
    address = parse_address(said, home) or parse_address(told, home)
    if address is not None:
        return address
    field = missing_field(told, home) if answers else None
    return Reply((question if field is None else fixed(f"address_{field}", lang),), outcome="asking")


def _proposed(proposal: dict, lang: str) -> Reply | Proposed:
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((fixed("cannot_change_address", lang, why=refusal_reason(refusal, lang)),),
                     outcome="address_refused")
    return Proposed(proposal["action_id"])
