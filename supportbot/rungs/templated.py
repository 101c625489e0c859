"""The templated rung: no LLM. The router's intent and code-read slots drive fixed flows.

Order status comes from live data; a refund goes through the very tools the agent uses —
check_refund, issue_refund, the confirmation, staff approval above the limit — as journaled
steps; a policy question is answered by quoting the best help-centre passage, or not at all;
anything else goes to the human queue. Replies are templates in the customer's language.

A status asked alongside a refund or an address change is answered in the same turn, before the
flow's question or confirmation. A sender whose number is on no account proves who they are with
a one-time code (get_order names the account, send_code, verify_code) before the refund flow runs.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.returns import OWN_REASONS
from supportbot.core.shop.not_received import carrier_proof, not_received
from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding import asks as kinds
from supportbot.core.understanding.addresses import missing_field, parse_address
from supportbot.core.understanding.intent_rules import wants_return
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.slots import items as read_items
from supportbot.core.understanding.slots import leading_quantity, mentions_one, order_ids, reason
from supportbot.rungs.responder import describe_status, respond
from supportbot.rungs.returns_flow import ASKING_RETURN, asks_about_return, return_flow, return_reason
from supportbot.words.replies import carrier_said, fixed, refusal_reason, units_taken
from supportbot.words.wording import TEXTS, date, say


@dataclass(frozen=True)
class Proposed:
    """A refund was proposed through the tools: the caller asks the customer to confirm it."""

    action_id: int
    preface: tuple[OutboundText, ...] = ()  # sent before the confirmation (a status asked alongside)


ToolStep = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
"""Runs one tool as a journaled step, exactly as the agent's calls run."""

Account = Callable[[], Awaitable[tuple[TurnInput, list[Order]]]]
"""The turn as the code-verified account's, and its orders: read after verify_code succeeds."""



_POLICY_ASK = re.compile(r"\b(how (many|long|much)|can i|policy|do you|what is your|what's your|in general"
                         r"|general (question|sawaal|sawal)|kitne din|kitna time|cu[aá]nto tarda|cu[aá]ntos d[ií]as"
                         r"|pol[ií]tica|niyam)\b|कितने दिन|नियम|எத்தனை நாள|கொள்கை|কত দিন|নিয়ম", re.I)
# The fixed opening of each question the refund flow asks (a template opening on a field has none).
_ASKING_CODE = tuple(opening for key in ("code_sent", "code_wrong", "code_missing", "code_limit")
                     for t in TEXTS[key].values()
                     if (opening := t.split("{")[0]))
# The code questions belong to the refund flow: the claim's details told before them still count.
_ASKING = tuple(opening for key in ("which_order", "which_item", "what_wrong") for t in TEXTS[key].values()
                if (opening := t.split("{")[0])) + _ASKING_CODE
_ASKING_ITEM = tuple(opening for t in TEXTS["which_item"].values() if (opening := t.split("{")[0]))
# The address questions: which order, then the address, then any field its answer lacked.
_ASKING_ADDRESS_FIELDS = tuple(opening for key in ("new_address", "address_postcode", "address_line1",
                                                   "address_city") for t in TEXTS[key].values()
                               if (opening := t.split("{")[0]))
_ASKING_ADDRESS = tuple(opening for t in TEXTS["which_order_move"].values()
                        if (opening := t.split("{")[0])) + _ASKING_ADDRESS_FIELDS


def _asked_for_refund_details(last_bot: str | None) -> bool:
    return last_bot is not None and last_bot.startswith(_ASKING)


def _this_request(history: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The part of `history` in the request under way: since the bot last said something other
    than one of our questions. A new request starts fresh: the words of a claim already proposed,
    paid or declined must not fill in the next one's item or reason."""
    start = len(history)
    while start > 0:
        direction, said = history[start - 1]
        # A bot message right before another bot message prefaces it (a status asked alongside,
        # "that's you confirmed"): it goes with the question that follows.
        prefaces = start < len(history) and history[start][0] == "out"
        if direction == "in" or prefaces or said.startswith(_ASKING + _ASKING_ADDRESS + ASKING_RETURN):
            start -= 1
        else:
            break
    return history[start:]


# "Where is A-1043" inside a message that asks for something else too (T-9: "Where is my order,
# and refund the broken item"). A clause that also names an action ("when will my refund come?")
# is about that action, not about where an order is.
_STATUS_ASK = re.compile(r"\b(where|when|status|track|tracking|eta|arrive|arriving|d[oó]nde|cu[aá]ndo|estado"
                         r"|seguimiento|kahan|kab)\b|कहाँ|कहां|कब ", re.I)
_ACTION_WORDS = re.compile(r"refund|money|return|cancel|address|broke|damage|crack|faulty|wrong|missing|change"
                           r"|reembols|devol|direcci|rot[oa]|dinero|paise|paisa|wapas|vapas|पैसे|रिफ़ंड|रिफंड"
                           r"|पता|टूट", re.I)
_CLAUSE = re.compile(r"[?!.;\n]+|\b(?:and|y|aur)\b|और", re.I)
_IN_FLIGHT = ("placed", "shipped", "out_for_delivery")
_CODE = re.compile(r"(?<!\d)(\d{3})[ -]?(\d{3})(?!\d)")  # "123456", "123 456": the one-time code


def _status_asks(said: str) -> tuple[list[str], str]:
    """The clauses asking where an order is, and the rest of the message (the other ask's words).

    A message that is nothing but status clauses is left whole: it has no second ask to split off."""
    clauses = [c for c in _CLAUSE.split(said) if c and c.strip()]
    asks = [c for c in clauses if _STATUS_ASK.search(c + " ") and not _ACTION_WORDS.search(c)]
    if not asks or len(asks) == len(clauses):
        return [], said
    return asks, " ".join(c for c in clauses if c not in asks)


def _status_lines(asks: list[str], orders: list[Order], turn: TurnInput, lang: str) -> tuple[OutboundText, ...]:
    """The status part answered from live data: the orders named, else those still on their way."""
    if not asks or not orders:
        return ()
    by_id = {o.id: o for o in orders}
    named = order_ids(asks)
    if named:
        # Another customer's order answers exactly like a missing one (no existence leak).
        lines = [describe_status(by_id[i], turn.now, lang) if i in by_id
                 else fixed("no_such_order", lang, order=i).text for i in named]
    else:
        lines = [describe_status(o, turn.now, lang)
                 for o in ([o for o in orders if o.status in _IN_FLIGHT] or orders[:1])]
    return (OutboundText("\n".join(lines)),)


def _with_preface(result: TurnResult | Proposed, preface: tuple[OutboundText, ...]) -> TurnResult | Proposed:
    if not preface:
        return result
    if isinstance(result, Proposed):
        return replace(result, preface=(*preface, *result.preface))
    return replace(result, messages=(*preface, *result.messages))


async def templated_turn(turn: TurnInput, intent: str | None, orders: list[Order], history: list[tuple[str, str]],
                         limits: RefundLimits, run_tool: ToolStep, account: Account | None = None
                         ) -> TurnResult | Proposed:
    """`history` is the conversation so far as (direction, text), oldest first. `turn.customer` is
    the account when the sender is verified (by phone or an earlier code); `account` re-reads it
    after a code verifies in this turn (None: no code flow, unknown senders get the plain answer)."""
    said = " ".join(s.text or "" for s in turn.said)
    lang = turn.language
    last_bot = next((t for d, t in reversed(history) if d == "out"), None)
    request = _this_request(history)
    earlier = [t for d, t in request if d == "in"]
    # The customer's answers to "which item, and how many?", this message included.
    item_answers = [t for (_, before), (d, t) in zip([("", ""), *request], [*request, ("in", said)], strict=True)
                    if d == "in" and before.startswith(_ASKING_ITEM)]
    # The answers to the address questions, field by field, this message included.
    address_answers = [t for (_, before), (d, t) in zip([("", ""), *request], [*request, ("in", said)], strict=True)
                       if d == "in" and before.startswith(_ASKING_ADDRESS_FIELDS)]
    if last_bot is not None and asks_about_return(last_bot):
        intent = "return"  # the answer to the return flow's own question (supportbot/rungs/returns_flow.py)
    elif _asked_for_refund_details(last_bot) and return_reason(said) in OWN_REASONS \
            and any(wants_return(normalise(t)) for t in earlier):
        # "I want to send it back" read as a refund, then "I don't like it any more": not a refund
        # policy covers, but a return it does (issue 15.2).
        intent = "return"
    elif _asked_for_refund_details(last_bot) and not wants_return(normalise(said)):
        # The answer to our own question: the refund flow goes on. A wish to send the goods back
        # (said in so many words: the router's return rules, not its model's reading of "changed my
        # mind", which answers "what was wrong") is another request and leaves the flow.
        intent = "refund"
    elif last_bot and last_bot.startswith(_ASKING_ADDRESS):
        intent = "address_change"
    elif intent == "refund" and "?" in said and _POLICY_ASK.search(said) and not order_ids([said]):
        intent = "policy_question"  # "how many days do I have for a refund?" asks about the rule
    else:
        intent = _reread(intent, said)
    if last_bot is not None and last_bot.startswith(_ASKING_CODE) and intent == "refund" \
            and not any(_wants_refund(t) for t in earlier):
        intent = "order_status"  # the code was asked for to tell a stranger where an order is
    if intent == "return" and turn.customer is not None:
        started = await return_flow(said, lang, orders, earlier, last_bot, run_tool)
        return Proposed(started) if isinstance(started, int) else started
    if intent not in ("refund", "address_change", "policy_question") or not _asked_for_refund_details(last_bot):
        settled = await _settled_claims(turn, intent, said, lang, orders, run_tool, limits)
        if settled is not None:
            return settled
    preface: tuple[OutboundText, ...] = ()
    if intent in ("refund", "address_change"):
        # Two asks in one message: the status part is answered now, from live data, and its order
        # ids are kept out of the other flow's slots ("where is A-1043, and refund ... A-1042").
        asks, said = _status_asks(said)
        earlier = [_status_asks(t)[1] for t in earlier]
        if turn.customer is not None:
            preface = _status_lines(asks, orders, turn, lang)
    if intent == "refund":
        return _with_preface(await _refund(turn, said, lang, orders, earlier, run_tool, item_answers,
                                           last_bot, account), preface)
    if intent == "policy_question":
        answer = await _policy(said, lang, run_tool)
        assert answer is not None  # hand_off=True always answers
        return answer
    if intent == "address_change" and turn.customer is not None:
        return _with_preface(await _address(said, lang, orders, earlier, address_answers, run_tool), preface)
    if intent == "cancel_order" and turn.customer is not None:
        return await _cancel(said, lang, orders, earlier, run_tool)
    price_ask = intent == "order_status" and kinds.asks_about_price(said)
    if (intent == "other" or price_ask) and turn.customer is not None and kinds.is_question(said) \
            and not order_ids([said]) and (price_ask or not _STATUS_ASK.search(said)):
        # A question the router could not place may still be the help centre's; small talk is not.
        answered = await _policy(said, lang, run_tool, hand_off=False)
        if answered is not None:
            return answered
    if intent in (None, "order_status", "other"):
        if turn.customer is None and account is not None:
            return await _stranger_status(turn, said, lang, [*earlier[-3:], said], last_bot, run_tool, account)
        return respond(turn, orders, lang)
    return Handoff(f"templated: no flow for {intent}", (fixed("to_person", lang),))


# A covered reason is a claim, whatever the router called the message ("the scarf came torn").
_CLAIMS = frozenset({"damaged", "defective", "wrong_item", "missing_item"})
# Intents with no flow of their own here: told as a question, the help centre may answer them.
_QUESTION_ONLY = frozenset({"return", "cancel_order", "account_access", "other", None})


def _claim(text: str) -> str | None:
    """The covered reason a message gives; "it never arrived" is a parcel's fate, not an item's."""
    said = reason(text)
    return None if said == "missing_item" and kinds.not_received(text) else said


def _wants_refund(text: str) -> bool:
    return kinds.asks_for_money_back(text) or _claim(text) in _CLAIMS


_LABEL = re.compile(r"\b(return label|label|etiqueta)\b|लेबल|லேபிள்|লেবেল", re.I)


# "Devolver" is to send goods back and to give money back: only the money said outright is a refund.
_GOODS_BACK = re.compile(r"\bdevolv\w*|\bdevoluci[oó]n\w*", re.I)
_MONEY = re.compile(r"dinero|lo que pagu|importe|reembols", re.I)


def _money_named(said: str) -> bool:
    return kinds.asks_for_money_back(_GOODS_BACK.sub(" ", said)) or bool(_MONEY.search(said))


def _reread(intent: str | None, said: str) -> str | None:
    """The flow a message needs when the router's intent has none for it: damage described with no
    word for refund is a refund; "where is A-1043, and the scarf came torn" is a status and a
    refund (the status part is answered first); a question about returns or cancelling is a
    question for the help centre."""
    if intent in (None, "refund", "return", "other", "complaint", "order_status") \
            and wants_return(normalise(said)) and not _money_named(said) and _claim(said) not in _CLAIMS:
        return "return"  # "quiero devolver el plato": the router's return rules, no money asked for
    if intent in ("human", "refund", "address_change", "policy_question"):
        return intent
    if intent == "return" and _LABEL.search(said) and not kinds.asks_for_money_back(said):
        return "return"  # a return label asked for: goods go back, whatever was wrong with them
    status, rest = _status_asks(said)
    if intent in (None, "order_status", "other", "complaint", "return") and (
            _claim(rest if status else said) in _CLAIMS or (status and kinds.asks_for_money_back(rest))):
        return "refund"
    if order_ids([said]) and _claim(said) in ("damaged", "defective", "wrong_item"):
        # A fault named on a named order is a claim whatever else the router read in it ("fix
        # this", "how could a new sari come like this?"); risk was decided before this rung ran.
        return "refund"
    if intent in (None, "order_status", "other") and kinds.wants_another_address(said):
        return "address_change"
    if intent in (None, "order_status", "other", "complaint") and kinds.asks_for_money_back(said) \
            and (order_ids([said]) or not kinds.is_question(said)):
        return "refund"  # "¿me devolvéis lo que pagué?" about an order: a claim, its reason asked next
    if intent in _QUESTION_ONLY and intent != "other" and kinds.is_question(said) and not order_ids([said]):
        return "policy_question"
    if intent == "return" and kinds.asks_for_money_back(said):
        return "refund"  # sending it back for the money: the refund flow reads the reason
    return intent


def _target(said: str, orders: list[Order], fits: Callable[[Order], bool]) -> Order | None:
    """The order the message names, else the customer's only order that fits."""
    named = [o for o in orders if o.id in order_ids([said])]
    if named:
        return next((o for o in named if fits(o)), None)
    fitting = [o for o in orders if fits(o)]
    return fitting[0] if len(fitting) == 1 else None


async def _settled_claims(turn: TurnInput, intent: str | None, said: str, lang: str, orders: list[Order],
                          run_tool: ToolStep, limits: RefundLimits) -> TurnResult | None:
    """Asks about what already happened to an order, answered before any new claim:
    "where is my refund?" (refunds made: amount, day) and "it says delivered but it never came"
    (the facts, to a person who can take it up with the carrier). None: neither applies."""
    if turn.customer is None or intent in ("human", "policy_question"):
        return None
    # "Two more came torn, you refunded one already": a fault named is a new claim.
    if kinds.asks_about_a_refund(said) and _claim(said) not in ("damaged", "defective", "wrong_item"):
        order = _target(said, orders, lambda o: o.refunded > 0)
        if order is not None:
            facts = await run_tool("get_order", {"order_id": order.id})
            made = facts.get("refunds") or []
            status = await run_tool("where_is_my_refund", {"order_id": order.id})
            late = [r for r in status.get("refunds") or [] if r["overdue"]]
            if late:  # past the policy's arrival days (or reversed): a person checks with the provider
                first = late[0]
                return Handoff(f"refund overdue: {status['next'].partition('these facts: ')[2]}",
                               (fixed("refund_overdue", lang, order=order.id, amount=first["amount"],
                                      currency=first["currency"], date=first["refunded_on"],
                                      expected=first["expected_by"]),), "high")
            if made:
                lines = "; ".join(say("refund_line", lang, amount=r["amount"], currency=order.currency, date=r["on"])
                                  for r in made)
                return Reply((fixed("refund_status", lang, order=order.id, lines=lines),), outcome="refund_status")
    # "It hasn't come" about an order still on its way is a status question: only an order named,
    # or said to be delivered, or the only one when none is on its way, is a parcel gone missing.
    named = bool(order_ids([said])) or kinds.says_delivered(said) or not any(o.status in _IN_FLIGHT for o in orders)
    if named and kinds.not_received(said) and reason(said) not in ("damaged", "defective", "wrong_item"):
        order = _target(said, orders, lambda o: o.status == "delivered")
        if order is not None and order.delivered_at is not None:
            left_at, photo = carrier_proof(await run_tool("get_order", {"order_id": order.id}))
            case = not_received(order, turn.now, limits.dnr_wait_days, left_at, photo)
            after = (say("not_received_claim", lang) if case.claim
                     else say("not_received_wait", lang, date=date(case.claim_from.day, case.claim_from.month, lang)))
            told = fixed("not_received", lang, status=describe_status(order, turn.now, lang)).text
            carrier = carrier_said(case.left_at, case.photo_url, lang)
            words = " ".join(w for w in (told, carrier, say("not_received_check", lang), after) if w)
            return Handoff(case.reason(), (OutboundText(words),))
    return None


async def _stranger_status(turn: TurnInput, said: str, lang: str, context: list[str], last_bot: str | None,
                           run_tool: ToolStep, account: Account) -> TurnResult:
    """Where an order is, for a sender on no account who names it: the owner's one-time code first
    (the same tools as the refund flow), then the status of the orders named that are theirs."""
    if not order_ids(context) and not (last_bot is not None and last_bot.startswith(_ASKING_CODE)):
        return respond(turn, [], lang)  # nothing to look up: the unknown-sender answer
    gate = await _verify(said, lang, context, last_bot is not None and last_bot.startswith(_ASKING_CODE), run_tool)
    if gate is not None:
        return gate
    turn, orders = await account()
    if turn.customer is None:
        raise RuntimeError("verify_code verified but the session has no customer")
    by_id = {o.id: o for o in orders}
    lines = [describe_status(by_id[i], turn.now, lang) if i in by_id else fixed("no_such_order", lang, order=i).text
             for i in order_ids(context)] or [describe_status(o, turn.now, lang) for o in orders[:1]]
    return Reply((fixed("verified", lang), OutboundText("\n".join(lines))), outcome="order_status")


async def _refund(turn: TurnInput, said: str, lang: str, orders: list[Order], history: list[str],
                  run_tool: ToolStep, item_answers: list[str], last_bot: str | None,
                  account: Account | None) -> TurnResult | Proposed:
    if turn.customer is not None:
        return await _refund_flow(said, lang, orders, history, run_tool, item_answers)
    if account is None:
        return respond(turn, orders, lang)  # the unknown-sender answer
    gate = await _verify(said, lang, [*history[-3:], said],
                         last_bot is not None and last_bot.startswith(_ASKING_CODE), run_tool)
    if gate is not None:
        return gate
    # Verified by the tools just now: the same flow as for a sender on file, on their orders. The
    # code is no detail of the claim, so it is not read as one.
    turn, orders = await account()
    if turn.customer is None:  # verify_code said yes but the store does not: a bug, not a refund
        raise RuntimeError("verify_code verified but the session has no customer")
    result = await _refund_flow(_CODE.sub(" ", said), lang, orders, history, run_tool, item_answers)
    return _with_preface(result, (fixed("verified", lang),))


async def _verify(said: str, lang: str, context: list[str], asked_code: bool,
                  run_tool: ToolStep) -> TurnResult | None:
    """None once verify_code says verified; else what an unverified sender is told. Only the tools
    mark a session verified (invariant 3): this reads their answers, and nothing reaches the
    refund tools before they say yes."""
    if asked_code:
        found = _CODE.search(said)
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


async def _refund_flow(said: str, lang: str, orders: list[Order], history: list[str],
                       run_tool: ToolStep, item_answers: list[str]) -> TurnResult | Proposed:
    # Slots may have come in earlier messages: "it's A-1042" ... "one plate, broken".
    context = [*history[-3:], said]
    ids = order_ids(context)
    delivered = [o for o in orders if o.status == "delivered"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (
        delivered[0] if len(delivered) == 1 else None)
    if order is None:
        return Reply((fixed("which_order", lang, example=orders[0].id if orders else "A-1042"),), outcome="asking")
    # The latest message wins: "no, two plates" corrects what was said before.
    wanted = read_items(said, order) or read_items(" ".join(context), order)
    count = next((n for t in reversed(item_answers) if (n := leading_quantity(t))), None)
    count = count or (leading_quantity(said) if len(order.items) == 1 else None)
    if not wanted and len(order.items) == 1 and (count or order.items[0].qty == 1 or mentions_one(said)):
        count = count or 1
        # One kind of item: the count answers our question, whatever the customer calls the item.
        wanted = ((order.items[0].sku, min(count, order.items[0].qty)),)
    if not wanted:
        return Reply((fixed("which_item", lang, order=order.id, item=order.items[0].name.lower()),),
                     outcome="asking")
    why = reason(said) or reason(" ".join(context))
    if why is None:
        return Reply((fixed("what_wrong", lang),), outcome="asking")
    claim: dict[str, Any] = {"order_id": order.id, "reason": why,
                             "items": [{"sku": s, "qty": q} for s, q in wanted]}
    if kinds.whole_order(" ".join(context)):
        # Asked for the whole order in so many words: the policy decides whether the fee comes back.
        claim |= {"items": [], "whole_order": True}
    check = await run_tool("check_refund", claim)
    if "token" not in check:
        if "units" in check:  # refunded and pending told apart, in the customer's language
            return Reply((_units_taken(order, check["units"], lang),), outcome="refund_refused")
        refusal = check.get("refused") or check.get("reason") or "refused"
        return Reply((fixed("cannot_refund", lang, why=refusal_reason(refusal, lang)),), outcome="refund_refused")
    proposal = await run_tool("issue_refund", {"token": check["token"]})
    if "units" in proposal:  # another conversation claimed them between the check and the proposal
        return Reply((_units_taken(order, proposal["units"], lang),), outcome="refund_refused")
    if proposal.get("status") != "awaiting_confirmation":
        return Handoff("templated refund could not be proposed", (fixed("to_person", lang),))
    return Proposed(proposal["action_id"])


def _units_taken(order: Order, units: dict[str, Any], lang: str) -> OutboundText:
    return units_taken(order, units["sku"], units["asked"], units["ordered"], units["refunded"], units["pending"],
                       lang)


async def _address(said: str, lang: str, orders: list[Order], earlier: list[str], answers: list[str],
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


async def _cancel(said: str, lang: str, orders: list[Order], earlier: list[str], run_tool: ToolStep
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


async def _policy(said: str, lang: str, run_tool: ToolStep, hand_off: bool = True) -> TurnResult | None:
    """Quote the best passage and link it, through the agent's own (journaled) tool; no passage
    above the relevance floor means a person, never a guess (or None, when `hand_off` is False:
    the caller has another answer)."""
    found = (await run_tool("search_help_centre", {"query": said})).get("results") or []
    if not found:
        if not hand_off:
            return None
        return Handoff("policy question the help centre does not answer", (fixed("not_sure", lang),))
    best = found[0]
    # The link in the text is also what records the citation on the message row (0006_helpcentre.sql).
    return Reply((fixed("help_quote", lang, title=best["title"], version=best["version"], passage=best["passage"],
                        link=best["link"]),), outcome="policy_answered")
