"""The templated rung: no LLM. The router's intent and code-read slots drive fixed flows.

Order status comes from live data; a refund goes through the very tools the agent uses —
check_refund, issue_refund, the confirmation, staff approval above the limit — as journaled
steps; a policy question is answered by quoting the best help-centre passage, or not at all;
anything else goes to the human queue. Replies are templates in the customer's language.

A status asked alongside a refund or an address change is answered in the same turn, before the
flow's question or confirmation. A sender whose number is on no account proves who they are with
a one-time code (get_order names the account, send_code, verify_code) before the refund flow runs.

Each flow is its own module: `refund_flow`, `address_flow`, `cancel_flow`, `edit_flow`, `policy_flow`,
`product_flow` (a question the shop's catalogue answers), `returns_flow`, `exchange_flow`, `settled_claims` (where
a refund is, a parcel that never came) and `verification` (the one-time code). This module reads
which flow a turn needs and runs it.
"""

from __future__ import annotations

import re

from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.returns import OWN_REASONS
from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding import asks as kinds
from supportbot.core.understanding.fact_asks import fact_asks
from supportbot.core.understanding.intent_rules import wants_return
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.address_flow import address_flow, saved_address_flow
from supportbot.rungs.cancel_flow import cancel_flow
from supportbot.rungs.edit_flow import edit_flow, wants_edit
from supportbot.rungs.exchange_flow import exchange_flow, wants_exchange
from supportbot.rungs.order_facts import fact_lines
from supportbot.rungs.policy_flow import policy_flow
from supportbot.rungs.product_flow import product_flow
from supportbot.rungs.questions import (
    ASKING_ADDRESS,
    ASKING_ADDRESS_FIELDS,
    ASKING_CODE,
    ASKING_ITEM,
    asked_for_refund_details,
    follows_a_rule,
    this_request,
)
from supportbot.rungs.refund_flow import refund_flow
from supportbot.rungs.rereading import asks_the_rule, reread, wants_refund
from supportbot.rungs.responder import respond
from supportbot.rungs.returns_flow import asks_about_return, return_flow, return_reason
from supportbot.rungs.settled_claims import settled_claims
from supportbot.rungs.status_asks import STATUS_ASK, status_asks, status_lines
from supportbot.rungs.steps import Account, Proposed, ToolStep, with_preface
from supportbot.rungs.verification import stranger_status
from supportbot.words.replies import fixed

_POLICY_ASK = re.compile(r"\b(how (many|long|much)|who pays|can i|policy|do you|what is your|what's your|in general"
                         r"|general (question|sawaal|sawal)|kitne din|kitna time|cu[aá]nto tarda|cu[aá]ntos d[ií]as"
                         r"|pol[ií]tica|niyam)\b|कितने दिन|नियम|எத்தனை நாள|கொள்கை|কত দিন|নিয়ম", re.I)


async def templated_turn(turn: TurnInput, intent: str | None, orders: list[Order], history: list[tuple[str, str]],
                         limits: RefundLimits, run_tool: ToolStep, account: Account | None = None
                         ) -> TurnResult | Proposed:
    """`history` is the conversation so far as (direction, text), oldest first. `turn.customer` is
    the account when the sender is verified (by phone or an earlier code); `account` re-reads it
    after a code verifies in this turn (None: no code flow, unknown senders get the plain answer)."""
    said = " ".join(s.text or "" for s in turn.said)
    lang = turn.language
    last_bot = next((t for d, t in reversed(history) if d == "out"), None)
    request = this_request(history)
    earlier = [t for d, t in request if d == "in"]
    # The customer's answers to "which item, and how many?", this message included.
    item_answers = [t for (_, before), (d, t) in zip([("", ""), *request], [*request, ("in", said)], strict=True)
                    if d == "in" and before.startswith(ASKING_ITEM)]
    # The answers to the address questions, field by field, this message included.
    address_answers = [t for (_, before), (d, t) in zip([("", ""), *request], [*request, ("in", said)], strict=True)
                       if d == "in" and before.startswith(ASKING_ADDRESS_FIELDS)]
    if last_bot is not None and asks_about_return(last_bot):
        intent = "return"  # the answer to the return flow's own question (supportbot/rungs/returns_flow.py)
    elif asked_for_refund_details(last_bot) and return_reason(said) in OWN_REASONS \
            and any(wants_return(normalise(t)) for t in earlier):
        # "I want to send it back" read as a refund, then "I don't like it any more": not a refund
        # policy covers, but a return it does (issue 15.2).
        intent = "return"
    elif asked_for_refund_details(last_bot) and not wants_return(normalise(said)):
        # The answer to our own question: the refund flow goes on. A wish to send the goods back
        # (said in so many words: the router's return rules, not its model's reading of "changed my
        # mind", which answers "what was wrong") is another request and leaves the flow.
        intent = "refund"
    elif last_bot and last_bot.startswith(ASKING_ADDRESS):
        intent = "address_change"
    elif intent in ("refund", "return") and "?" in said and _POLICY_ASK.search(said) and not order_ids([said]) \
            or intent in (None, "refund", "return", "other", "order_status") and asks_the_rule(said, intent):
        # "how many days do I have for a refund?", "can I send it back, how long do I have and who
        # pays postage?" ask about the rule: the article answers first; the flow starts when the
        # customer then asks for it (issues 31.3, 28.4).
        intent = "policy_question"
    else:
        intent = reread(intent, said)
    if last_bot is not None and last_bot.startswith(ASKING_CODE) and intent == "refund" \
            and not any(wants_refund(t) for t in earlier):
        intent = "order_status"  # the code was asked for to tell a stranger where an order is
    if intent != "human" and kinds.wants_cancellation_undone(said):
        return _undo_cancellation(said, earlier, orders, lang)
    if turn.customer is not None and intent != "human" and wants_edit(said, last_bot, orders):
        return await edit_flow(said, lang, orders, earlier, run_tool)  # an order not shipped yet (issue 33)
    if _asks_order_facts(intent, said, last_bot):
        if turn.customer is not None and (lines := fact_lines(said, earlier, orders, lang)):
            return Reply((OutboundText("\n".join(lines)),), outcome="order_facts")
        if turn.customer is None and account is not None:  # the owner's one-time code first
            return await stranger_status(turn, said, lang, [*earlier[-3:], said], last_bot, run_tool, account)
    if turn.customer is not None and follows_a_rule(last_bot) and intent in (None, "policy_question", "other") \
            and kinds.is_question(said) and kinds.refers_back(said) and not order_ids([said]) \
            and not wants_refund(said):
        # "So what can I do then?", "who pays for that?": the rule just told, and what it allows,
        # from the help centre; a person only when it has nothing (the policy branch below). A new
        # question ("do you gift-wrap?") is searched on its own words only.
        answered = await policy_flow(said, lang, run_tool, hand_off=False, rule_told=last_bot)
        if answered is not None:
            return answered
    preface: tuple[OutboundText, ...] = ()
    if intent in ("refund", "address_change", "return", "cancel_order"):
        # Two asks in one message: the status part is answered now, from live data, and its order
        # ids are kept out of the other flow's slots ("where is A-1043, and refund ... A-1042").
        asks, said = status_asks(said)
        earlier = [status_asks(t)[1] for t in earlier]
        if turn.customer is not None:
            preface = status_lines(asks, orders, turn, lang)
    if turn.customer is not None and intent != "human" and wants_exchange(said, last_bot):
        # "Can I swap it for a medium?": another variant of the same product (supportbot/rungs/exchange_flow.py).
        swapped = await exchange_flow(said, lang, orders, earlier, run_tool)
        return with_preface(Proposed(swapped) if isinstance(swapped, int) else swapped, preface)
    if intent == "return" and turn.customer is not None:
        started = await return_flow(said, lang, orders, earlier, last_bot, run_tool)
        return with_preface(Proposed(started) if isinstance(started, int) else started, preface)
    if intent not in ("refund", "address_change", "policy_question") or not asked_for_refund_details(last_bot):
        settled = await settled_claims(turn, intent, said, lang, orders, run_tool, limits, last_bot)
        if settled is not None:
            return settled
    if intent in (None, "other", "policy_question", "order_status") and not order_ids([said]) \
            and kinds.asks_about_products(said):
        # "Do you have the linen shirt in blue?": the catalogue answers when its words name a
        # product; otherwise the question goes on to the help centre or the order's status.
        product = await product_flow(said, lang, run_tool)
        if product is not None:
            return product
    if intent == "refund":
        return with_preface(await refund_flow(turn, said, lang, orders, earlier, run_tool, item_answers,
                                              last_bot, account), preface)
    if intent == "policy_question":
        answer = await policy_flow(said, lang, run_tool)
        assert answer is not None  # hand_off=True always answers
        return answer
    if intent in ("address_change", "account_access", "other") and turn.customer is not None \
            and any(kinds.wants_saved_address(t) for t in [*earlier, said]):
        # The account's saved address, not an order's: "update the address on my account".
        home = (turn.customer.address or {}).get("country") or next(
            (str(o.address.get("country", "")) for o in orders if o.address), "")
        return with_preface(await saved_address_flow(said, lang, home, address_answers, run_tool), preface)
    if intent == "address_change" and turn.customer is not None:
        return with_preface(await address_flow(said, lang, orders, earlier, address_answers, run_tool), preface)
    if intent == "cancel_order" and turn.customer is not None:
        return with_preface(await cancel_flow(said, lang, orders, earlier, run_tool), preface)
    price_ask = intent == "order_status" and kinds.asks_about_price(said)
    if (intent == "other" or price_ask) and turn.customer is not None and kinds.is_question(said) \
            and not order_ids([said]) and (price_ask or not STATUS_ASK.search(said)):
        # A question the router could not place may still be the help centre's; small talk is not.
        answered = await policy_flow(said, lang, run_tool, hand_off=False)
        if answered is not None:
            return answered
    if intent in (None, "order_status", "other"):
        if turn.customer is None and account is not None:
            return await stranger_status(turn, said, lang, [*earlier[-3:], said], last_bot, run_tool, account)
        return respond(turn, orders, lang)
    return Handoff(f"templated: no flow for {intent}", (fixed("to_person", lang),))


def _asks_order_facts(intent: str | None, said: str, last_bot: str | None) -> bool:
    """What an order cost, how it was paid, its tracking: answered from the order, not the help
    centre, whatever the router called it, unless the message is a claim, a move or the answer
    to one of our flows' questions."""
    return bool(fact_asks(said)) and intent not in ("human", "cancel_order") and not wants_refund(said) \
        and not wants_return(normalise(said)) and not kinds.wants_another_address(said) \
        and not asked_for_refund_details(last_bot) and not (last_bot or "").startswith(ASKING_ADDRESS)


def _undo_cancellation(said: str, earlier: list[str], orders: list[Order], lang: str) -> Handoff:
    """No tool brings a cancelled order back: a person does, told which order (the one named, else
    the customer's only cancelled one) and as what it stands."""
    ids = order_ids([*earlier[-3:], said])
    cancelled = [o for o in orders if o.status == "cancelled"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (
        cancelled[0] if len(cancelled) == 1 else None)
    facts = f"{order.id} ({order.status}, paid {order.paid:.2f} {order.currency}, refunded {order.refunded:.2f})" \
        if order else (ids[-1] if ids else "order not named")
    return Handoff(f"templated: undo a cancellation asked: {facts}", (fixed("to_person", lang),))
