"""A sender on no account proves who they are with a one-time code, through the agent's own tools."""

from __future__ import annotations

import re

from supportbot.core.turn import Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.order_facts import fact_lines
from supportbot.rungs.questions import ASKING_CODE
from supportbot.rungs.responder import describe_status, respond
from supportbot.rungs.steps import Account, ToolStep
from supportbot.words.replies import fixed

CODE = re.compile(r"(?<!\d)(\d{3})[ -]?(\d{3})(?!\d)")  # "123456", "123 456": the one-time code


async def stranger_status(turn: TurnInput, said: str, lang: str, context: list[str], last_bot: str | None,
                          run_tool: ToolStep, account: Account) -> TurnResult:
    """Where an order is (or what it cost, how it was paid), for a sender on no account who names it:
    the owner's one-time code first (the same tools as the refund flow), then the answer about the
    orders named that are theirs."""
    if not order_ids(context) and not (last_bot is not None and last_bot.startswith(ASKING_CODE)):
        return respond(turn, [], lang)  # nothing to look up: the unknown-sender answer
    gate = await verify(said, lang, context, last_bot is not None and last_bot.startswith(ASKING_CODE), run_tool)
    if gate is not None:
        return gate
    turn, orders = await account()
    if turn.customer is None:
        raise RuntimeError("verify_code verified but the session has no customer")
    # What an order cost or how it was paid, when that was the ask: told only now, to its owner.
    facts = next((lines for t in reversed(context) if (lines := fact_lines(t, context, orders, lang))), None)
    if facts:
        return Reply((fixed("verified", lang), OutboundText("\n".join(facts))), outcome="order_facts")
    by_id = {o.id: o for o in orders}
    lines = [describe_status(by_id[i], turn.now, lang) if i in by_id else fixed("no_such_order", lang, order=i).text
             for i in order_ids(context)] or [describe_status(o, turn.now, lang) for o in orders[:1]]
    return Reply((fixed("verified", lang), OutboundText("\n".join(lines))), outcome="order_status")


async def verify(said: str, lang: str, context: list[str], asked_code: bool,
                 run_tool: ToolStep) -> TurnResult | None:
    """None once verify_code says verified; else what an unverified sender is told. Only the tools
    mark a session verified (invariant 3): this reads their answers, and nothing reaches the
    refund tools before they say yes."""
    if asked_code:
        found = CODE.search(said)
        if found is None:  # not received, or no access to the inbox: nothing happens without it
            return Reply((fixed("code_missing", lang),), outcome="asking")
        checked = await run_tool("verify_code", {"code": found.group(1) + found.group(2)})
        if checked.get("status") in ("verified", "already verified"):
            return None
        refusal = str(checked.get("refused", ""))
        if re.match(r"refused: wrong code; \d+ tries left", refusal):
            return Reply((fixed("code_wrong", lang),), outcome="asking")
        return Handoff(f"templated: code not verified ({refusal.removeprefix('refused: ')[:80]})",
                       (fixed("to_person", lang),))
    ids = order_ids(context)
    if not ids:
        return Reply((fixed("which_order", lang, example="A-1042"),), outcome="asking")
    # As the agent does: get_order names the order's account as the one to send the code to,
    # and tells an unverified sender nothing about the order.
    await run_tool("get_order", {"order_id": ids[-1]})
    sent = await run_tool("send_code", {})
    if "no more code attempts" in str(sent.get("refused", "")):
        return Handoff("templated: no more code attempts", (fixed("to_person", lang),))
    if "retry_in_minutes" in sent:  # past the code limit: said as it is, no mail went
        return Reply((fixed("code_limit", lang, order=ids[-1], minutes=sent["retry_in_minutes"]),), outcome="asking")
    # The same words whether a code went out or the order is no one's (no existence leak).
    return Reply((fixed("code_sent", lang, order=ids[-1]),), outcome="asking")
