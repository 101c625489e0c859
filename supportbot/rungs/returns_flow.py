"""The templated rung's return flow (issue 15.2), no LLM: which order, which items, why, then
the agent's own start_return tool decides and the customer confirms.

The questions have texts of their own (return_which_order, return_which_item, return_why), so
the rung knows an answer to one of them belongs here and not to the refund flow. The reason only
sets the fee: the customer's own reasons (changed mind, wrong size, not liked, found cheaper, or
none given) pay it; the shop's fault (damaged, defective, wrong item, not as described) does not.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Reply, TurnResult
from supportbot.core.understanding.slots import NUMBERS, leading_quantity, mentions_one, order_ids
from supportbot.core.understanding.slots import items as read_items
from supportbot.core.understanding.slots import reason as fault_reason
from supportbot.words.replies import fixed, refusal_reason
from supportbot.words.wording import TEXTS

ToolStep = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]

QUESTIONS = ("return_which_order", "return_which_item", "return_why")
ASKING_RETURN = tuple(opening for key in QUESTIONS for t in TEXTS[key].values() if (opening := t.split("{")[0]))


def _wording(template: str) -> re.Pattern[str]:
    """A question's whole wording, its fields as wildcards: the first words alone are shared with
    the refund flow's questions ("Which item on {order} is it" / "... would you like to send back")."""
    return re.compile(".+?".join(re.escape(part) for part in re.split(r"\{\w+\}", template)), re.S)


_RETURN_QUESTIONS = tuple(_wording(t) for key in QUESTIONS for t in TEXTS[key].values())


def asks_about_return(bot_text: str) -> bool:
    """Whether the bot's message is one of the return flow's own questions."""
    return any(question.match(bot_text) for question in _RETURN_QUESTIONS)
_ASKED_WHY = tuple(opening for t in TEXTS["return_why"].values() if (opening := t.split("{")[0]))

# The customer's own reasons, read before the shop's faults: "wrong size" is the customer's choice,
# not the wrong item sent.
_OWN = (
    ("wrong_size", re.compile(r"wrong size|does ?n.?t fit|too (small|big|large|tight|loose)|talla|size galat"
                              r"|साइज़|साइज|அளவு|সাইজ", re.I)),
    ("found_cheaper", re.compile(r"cheaper|m[aá]s barat|sasta|सस्ता|மலிவ|সস্তা", re.I)),
    ("not_liked", re.compile(r"do(es)? ?n.?t like|did ?n.?t like|not like|no me gusta|pasand nahi|पसंद नहीं"
                             r"|பிடிக்கவில்லை|পছন্দ (নয়|হয়নি|না)", re.I)),
    ("changed_mind", re.compile(r"changed? (my|of) mind|change of mind|no longer need|don.?t need|cambi[eé] de "
                                r"(opini[oó]n|idea)|ya no (lo|la) (quiero|necesito)|ma+n badal|मन बदल|மனம் மாறி"
                                r"|মত বদল", re.I)),
)
_NOT_AS_DESCRIBED = re.compile(r"not as described|looks different|different from the (photo|picture|site|website)"
                               r"|no es como|como se describ|जैसा बताया|jaisa bataya|விவரித்தபடி இல்லை"
                               r"|বর্ণনার মতো নয়", re.I)
_WHOLE = re.compile(r"whole order|everything|all of (it|them)|todo el pedido|pura order|poora order|sab kuch"
                    r"|पूरा ऑர்டர்|पूरा ऑर्डर|முழு ஆர்டர|পুরো অর্ডার", re.I)
_SHOP_FAULTS = frozenset({"damaged", "defective", "wrong_item"})


_ORDER_ID = re.compile(r"\b[A-Z]{1,3}-\d+\b", re.I)


def _counted(text: str) -> bool:
    """Whether the customer said how many ("two plates", "1 plate", "एक प्लेट"), not just which."""
    rest = _ORDER_ID.sub(" ", text)
    words = [w.strip(".,;:!?¿¡()") for w in rest.lower().split()]
    # "a", "an" and "do" (Hinglish two, English verb) say nothing sure about a count.
    return any(w.isdigit() or (w in NUMBERS and w not in ("a", "an", "do")) for w in words) or mentions_one(rest)


def return_reason(text: str) -> str | None:
    """The reason a message gives for sending goods back, as start_return takes it."""
    own = next((name for name, pattern in _OWN if pattern.search(text)), None)
    if own is not None:
        return own
    if _NOT_AS_DESCRIBED.search(text):
        return "not_as_described"
    said = fault_reason(text)
    return said if said in _SHOP_FAULTS or said == "changed_mind" else None


async def return_flow(said: str, lang: str, orders: list[Order], earlier: list[str], last_bot: str | None,
                      run_tool: ToolStep) -> TurnResult | int:
    """A question, a refusal in the customer's language, or the proposed action's id (the caller
    asks the customer to confirm it)."""
    context = [*earlier[-4:], said]
    text = " ".join(context)
    ids = order_ids(context)
    delivered = [o for o in orders if o.status == "delivered"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (delivered[0] if len(delivered) == 1
                                                                           else None)
    if order is None:
        return Reply((fixed("return_which_order", lang, example=orders[0].id if orders else "A-1042"),),
                     outcome="asking")
    whole = bool(_WHOLE.search(text))
    # The latest message that names items with a count wins ("the plate" ... then "two plates").
    counted = [found for message in reversed(context) if _counted(message) and (found := read_items(message, order))]
    chosen = () if whole else (counted[0] if counted else read_items(text, order))
    if not chosen and not whole and len(order.items) == 1:
        count = next((n for m in reversed(context) if (n := leading_quantity(m))), None) or (
            1 if mentions_one(text) else None)
        if count is not None:
            chosen = ((order.items[0].sku, count),)
    if chosen and not counted and any(line.qty > 1 for line in order.items
                                             if line.sku in {sku for sku, _ in chosen}):
        chosen = ()  # "the plate" of three plates: how many is asked, never guessed
    if not chosen and not whole:
        return Reply((fixed("return_which_item", lang, order=order.id, item=order.items[0].name.lower()),),
                     outcome="asking")
    why = return_reason(text)
    if why is None and not (last_bot or "").startswith(_ASKED_WHY):
        return Reply((fixed("return_why", lang),), outcome="asking")
    proposal = await run_tool("start_return", {"order_id": order.id, "reason": why or "other",
                                               "whole_order": whole,
                                               "items": [{"sku": s, "qty": q} for s, q in chosen]})
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((fixed("cannot_return", lang, why=refusal_reason(refusal, lang)),), outcome="return_refused")
    return int(proposal["action_id"])
