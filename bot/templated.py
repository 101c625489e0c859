"""The templated rung: no LLM. The router's intent and code-read slots drive fixed flows.

Order status comes from live data; a refund goes through the very tools the agent uses —
check_refund, issue_refund, the confirmation, staff approval above the limit — as journaled
steps; a policy question is answered by quoting the best help-centre passage, or not at all;
anything else goes to the human queue. Replies are templates in the customer's language.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.memory import turn_language
from bot.orders import Order
from bot.policy import RefundLimits
from bot.responder import respond
from bot.slots import items as read_items
from bot.slots import leading_quantity, order_ids, reason
from bot.turn import Handoff, Reply, TurnInput, TurnResult
from bot.types import OutboundText


@dataclass(frozen=True)
class Proposed:
    """A refund was proposed through the tools: the caller asks the customer to confirm it."""

    action_id: int


ToolStep = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
"""Runs one tool as a journaled step, exactly as the agent's calls run."""

TEXTS = {
    "which_order": {"en": "Which order is it about? Send the order number, for example {example}.",
                    "es": "¿De qué pedido se trata? Envía el número de pedido, por ejemplo {example}.",
                    "hi": "यह किस ऑर्डर के बारे में है? ऑर्डर नंबर भेजें, जैसे {example}.",
                    "hinglish": "Kaunse order ki baat hai? Order number bhejiye, jaise {example}."},
    "which_item": {"en": "Which item on {order} is it, and how many? For example: one {item}.",
                   "es": "¿Qué artículo de {order} es, y cuántos? Por ejemplo: un {item}.",
                   "hi": "कौन सा सामान ({order}), और कितने? जैसे: एक {item}.",
                   "hinglish": "Kaunsa item ({order}), aur kitne? Jaise: ek {item}."},
    "what_wrong": {"en": "What was wrong with it: broken, faulty, the wrong item, or missing?",
                   "es": "¿Qué le pasó: llegó roto, no funciona, es el artículo equivocado o falta?",
                   "hi": "उसमें क्या गड़बड़ है: टूटा हुआ, खराब, गलत सामान, या गायब?",
                   "hinglish": "Kya problem hai: toota hua, kharab, galat item, ya missing?"},
    "which_order_move": {"en": "Which order should go to a new address? Send the order number, for example {example}.",
                         "es": "¿Qué pedido va a una nueva dirección? Envía el número, por ejemplo {example}.",
                         "hi": "किस ऑर्डर का पता बदलना है? ऑर्डर नंबर भेजें, जैसे {example}.",
                         "hinglish": "Kis order ka address badalna hai? Order number bhejiye, jaise {example}."},
    "new_address": {"en": "What is the new address for {order}? Send it as: street, city, postcode, country.",
                    "es": "¿Cuál es la nueva dirección para {order}? Envíala así: calle, ciudad, código postal, país.",
                    "hi": "नया पता क्या है ({order})? ऐसे भेजें: गली, शहर, पिनकोड, देश।",
                    "hinglish": "Naya address kya hai ({order})? Aise bhejiye: street, city, postcode, country."},
    "not_sure": {"en": "I'm not sure about that one, so I won't guess. I'm passing it to a person on our team.",
                 "es": "No estoy seguro de eso y no quiero adivinar. Se lo paso a una persona del equipo.",
                 "hi": "मुझे इसका पक्का जवाब नहीं पता, इसलिए अंदाज़ा नहीं लगाऊँगा। मैं इसे हमारी टीम के किसी व्यक्ति को दे रहा हूँ।",
                 "hinglish": "Iska pakka jawab mujhe nahi pata, isliye guess nahi karunga. "
                             "Main ise team ko de raha hoon."},
    "from_help": {"en": "From our help centre", "es": "De nuestro centro de ayuda",
                  "hi": "हमारे सहायता केंद्र से", "hinglish": "Hamare help centre se"},
    # The policy's reason follows: code's own words, so a refusal never reads like a status.
    "cannot_refund": {"en": "I can't refund this: {why}.", "es": "No puedo hacer este reembolso: {why}.",
                      "hi": "मैं इसका रिफ़ंड नहीं कर सकता: {why}.", "hinglish": "Iska refund nahi ho sakta: {why}."},
    "to_person": {"en": "A person from our team will take care of that and reply here.",
                  "es": "Una persona de nuestro equipo se encargará y responderá aquí.",
                  "hi": "हमारी टीम का कोई व्यक्ति इसे देखेगा और यहीं जवाब देगा।",
                  "hinglish": "Hamari team ka koi insaan ise dekhega aur yahin reply karega."},
}


def text(key: str, lang: str, **fields: str) -> OutboundText:
    return OutboundText(TEXTS[key].get(lang, TEXTS[key]["en"]).format(**fields))


_POLICY_ASK = re.compile(r"\b(how (many|long|much)|can i|policy|do you|what is your|what's your)\b", re.I)
# The fixed opening of each question the refund flow asks (a template opening on a field has none).
_ASKING = tuple(opening for key in ("which_order", "which_item", "what_wrong") for t in TEXTS[key].values()
                if (opening := t.split("{")[0]))
_ASKING_ITEM = tuple(opening for t in TEXTS["which_item"].values() if (opening := t.split("{")[0]))
_ASKING_ADDRESS = tuple(opening for key in ("which_order_move", "new_address") for t in TEXTS[key].values()
                        if (opening := t.split("{")[0]))


def _asked_for_refund_details(last_bot: str | None) -> bool:
    return bool(last_bot) and last_bot.startswith(_ASKING)


def _this_request(history: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The part of `history` in the request under way: since the bot last said something other
    than one of our questions. A new request starts fresh: the words of a claim already proposed,
    paid or declined must not fill in the next one's item or reason."""
    start = len(history)
    while start > 0 and (history[start - 1][0] == "in"
                         or history[start - 1][1].startswith(_ASKING + _ASKING_ADDRESS)):
        start -= 1
    return history[start:]


async def templated_turn(turn: TurnInput, intent: str | None, orders: list[Order], history: list[tuple[str, str]],
                         limits: RefundLimits, run_tool: ToolStep) -> TurnResult | Proposed:
    """`history` is the conversation so far as (direction, text), oldest first."""
    said = " ".join(s.text or "" for s in turn.said)
    lang = turn_language(turn)
    last_bot = next((t for d, t in reversed(history) if d == "out"), None)
    request = _this_request(history)
    earlier = [t for d, t in request if d == "in"]
    # The customer's answers to "which item, and how many?", this message included.
    item_answers = [t for (_, before), (d, t) in zip([("", ""), *request], [*request, ("in", said)], strict=True)
                    if d == "in" and before.startswith(_ASKING_ITEM)]
    if _asked_for_refund_details(last_bot) and intent != "return":
        # The answer to our own question: the refund flow goes on. A wish to send the goods back
        # is no answer but another request, so it leaves the flow (to a person: no return flow).
        intent = "refund"
    elif last_bot and last_bot.startswith(_ASKING_ADDRESS):
        intent = "address_change"
    elif intent == "refund" and "?" in said and _POLICY_ASK.search(said) and not order_ids([said]):
        intent = "policy_question"  # "how many days do I have for a refund?" asks about the rule
    if intent == "refund":
        return await _refund(turn, said, lang, orders, earlier, run_tool, item_answers)
    if intent == "policy_question":
        return await _policy(said, lang, run_tool)
    if intent == "address_change" and turn.customer is not None:
        return await _address(said, lang, orders, earlier, run_tool)
    if intent in (None, "order_status", "other"):
        return respond(turn, orders, lang)
    return Handoff(f"templated: no flow for {intent}", (text("to_person", lang),))


async def _refund(turn: TurnInput, said: str, lang: str, orders: list[Order], history: list[str],
                  run_tool: ToolStep, item_answers: list[str]) -> TurnResult | Proposed:
    if turn.customer is None:
        return respond(turn, orders)  # the unknown-sender answer; codes need the agent for now
    # Slots may have come in earlier messages: "it's A-1042" ... "one plate, broken".
    context = [*history[-3:], said]
    ids = order_ids(context)
    delivered = [o for o in orders if o.status == "delivered"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (
        delivered[0] if len(delivered) == 1 else None)
    if order is None:
        return Reply((text("which_order", lang, example=orders[0].id if orders else "A-1042"),), outcome="asking")
    # The latest message wins: "no, two plates" corrects what was said before.
    wanted = read_items(said, order) or read_items(" ".join(context), order)
    count = next((n for t in reversed(item_answers) if (n := leading_quantity(t))), None)
    if not wanted and count and len(order.items) == 1:
        # One kind of item: the count answers our question, whatever the customer calls the item.
        wanted = ((order.items[0].sku, min(count, order.items[0].qty)),)
    if not wanted:
        return Reply((text("which_item", lang, order=order.id, item=order.items[0].name.lower()),),
                     outcome="asking")
    why = reason(said) or reason(" ".join(context))
    if why is None:
        return Reply((text("what_wrong", lang),), outcome="asking")
    check = await run_tool("check_refund", {"order_id": order.id, "reason": why,
                                            "items": [{"sku": s, "qty": q} for s, q in wanted]})
    if "token" not in check:
        refusal = check.get("refused") or check.get("reason") or "refused"
        return Reply((text("cannot_refund", lang, why=refusal.removeprefix("refused: ")),), outcome="refund_refused")
    proposal = await run_tool("issue_refund", {"token": check["token"]})
    if proposal.get("status") != "awaiting_confirmation":
        return Handoff("templated refund could not be proposed", (text("to_person", lang),))
    return Proposed(proposal["action_id"])


def _address_in(text: str) -> dict[str, str] | None:
    """"12 New Street, Leeds, LS2 9JT, GB": four comma-separated parts, the last a country."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) < 4 or not all(parts[-4:]):
        return None
    line1, city, postcode, country = parts[-4:]
    line1 = re.sub(r"^.*\b(to|is|address)\b:?\s*", "", line1, flags=re.I) or line1
    return {"line1": line1, "city": city, "postcode": postcode.upper(), "country": country.upper()[:2]}


async def _address(said: str, lang: str, orders: list[Order], earlier: list[str],
                   run_tool: ToolStep) -> TurnResult | Proposed:
    ids = order_ids([*earlier[-3:], said])
    placed = [o for o in orders if o.status == "placed"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (placed[0] if len(placed) == 1 else None)
    if order is None:
        return Reply((text("which_order_move", lang, example=orders[0].id if orders else "A-1042"),),
                     outcome="asking")
    address = _address_in(said)
    if address is None:
        return Reply((text("new_address", lang, order=order.id),), outcome="asking")
    proposal = await run_tool("change_address", {"order_id": order.id, "address": address})
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((OutboundText(refusal.removeprefix("refused: ").capitalize() + "."),), outcome="address_refused")
    return Proposed(proposal["action_id"])


async def _policy(said: str, lang: str, run_tool: ToolStep) -> TurnResult:
    """Quote the best passage and link it, through the agent's own (journaled) tool; no passage
    above the relevance floor means a person, never a guess."""
    found = (await run_tool("search_help_centre", {"query": said})).get("results") or []
    if not found:
        return Handoff("policy question the help centre does not answer", (text("not_sure", lang),))
    best = found[0]
    # The link in the text is also what records the citation on the message row (0006_helpcentre.sql).
    return Reply((OutboundText(f"{TEXTS['from_help'].get(lang, TEXTS['from_help']['en'])}, \"{best['title']}\" "
                               f"(version {best['version']}): {best['passage']} {best['link']}"),),
                 outcome="policy_answered")
