"""A rule-playing stand-in for the agent's model: reads the conversation and the tool results in a
chat-completions request and answers the next assistant message by plain rules.

It is a test double for the model path (gateway, loop, tools, confirmations, output guard, ladder)
so every scenario kind runs through it in `make eval`; it says nothing of how a real model does.
Each request is answered from the request alone (no state), like a model: the customer's words
since the conversation began, this turn's tool calls and their results.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from supportbot.core.privacy.untrusted import unmark
from supportbot.core.understanding.asks import asks_about_products, wants_saved_address

NAME = "rule-player"
ORDER_ID = re.compile(r"\b([A-Z]{1,3}-\d{3,6})\b", re.IGNORECASE)
CODE = re.compile(r"(?<!\d)(\d{6})(?!\d)")
POSTCODE = re.compile(r"\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b", re.IGNORECASE)
EARLIER = "Tool results earlier in this conversation"  # supportbot/agent/prompt.py's note
TAPPED = re.compile(r"^\(tapped '[^']*'\)\s*")

# What the customer asks, first match wins: the narrower asks before the wider ones they contain.
ASKS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("human", ("person", "human", "agent", "someone real", "staff", "manager", "persona", "humano",
               "insaan", "insan", "इंसान", "व्यक्ति", "मनुष्य", "நபர்", "மனிதர்", "মানুষ", "ব্যক্তি")),
    ("complaint", ("complain", "reclamation", "rude", "queja", "reclamación", "shikayat", "शिकायत")),
    ("refund_status", ("where is my refund", "refunded but", "see the money", "still can't see",
                       "not seen the money", "refund status", "refund yet", "refund hasn't", "refund has not",
                       "not received my refund", "reembolso no", "dónde está mi reembolso", "refund kab",
                       "refund nahi aaya", "रिफंड कब", "रिफंड नहीं")),
    ("not_received", ("says delivered", "marked as delivered", "shows delivered", "never arrived", "never got",
                      "nothing came", "hasn't come", "has not come", "didn't arrive", "not arrived", "no llegó",
                      "never received", "not received", "didn't get", "did not get", "no lo he recibido",
                      "nahi mila", "नहीं मिला")),
    ("cancel", ("cancel", "cancelar", "cancela", "रद्द")),
    ("replacement", ("replace", "replacement", "new one", "send another", "reemplazo", "nuevo", "naya bhej")),
    ("return", ("return", "send back", "send it back", "devolver", "devolución", "devolucion", "wapas bhej",
                "वापस भेज", "ফেরত পাঠা", "திருப்பி அனுப்")),
    ("address", ("address", "deliver it to", "deliver to", "send it to", "dirección", "direccion", "pata", "पता")),
    ("refund", ("refund", "money back", "reimburs", "compensat", "my money",
                "reembolso", "reembols", "devuelvan", "paisa", "paise", "rifand",
                "रिफंड", "पैसे", "broken", "damaged", "cracked", "missing", "wrong item", "roto", "rota",
                "toota", "tuta", "टूट", "stain", "chipped", "scratch", "dent", "faulty", "mancha", "daag", "दाग")),
    ("status", ("where is", "where's", "status", "track", "arrive", "when will", "dónde", "donde", "kahan",
                "kab aayega", "कहाँ", "कब", "எங்கே", "எப்போது", "কোথায়", "কবে")),
    ("thanks", ("thanks", "thank you", "gracias", "shukriya", "dhanyavaad", "धन्यवाद", "நன்றி", "ধন্যবাদ")),
    ("policy", ("policy", "how long", "how many days", "can i", "do you", "is there", "política", "politica",
                "?")),
)
SMALL_TALK = frozenset({"thanks"})
# A question about the rules, not about an order: asked before the order asks it names ("refund").
POLICY_QUESTIONS = ("how many days", "how long do i have", "what is your", "what's your", "do you ship",
                    "do you charge", "is there a fee", "can i return", "cuántos días", "kitne din", "कितने दिन")
REASONS = (("damaged", ("broken", "damaged", "cracked", "smashed", "roto", "rota", "toot", "tuta", "टूट", "stain",
                        "chipped", "scratch", "dent", "mancha", "daag", "दाग")),
           ("missing_item", ("missing", "not in the box", "falta", "nahi tha")),
           ("wrong_item", ("wrong", "incorrect", "equivocado", "galat")),
           ("defective", ("defective", "doesn't work", "does not work", "not working", "no funciona")))
RETURN_REASONS = (("wrong_size", ("size", "talla")), ("not_liked", ("don't like", "do not like", "no me gusta")),
                  ("damaged", REASONS[0][1]))
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "uno": 1, "una": 1, "dos": 2, "tres": 3, "ek": 1, "do": 2,
           "teen": 3, "both": 2}
WHOLE = ("all of", "whole order", "everything", "entire order", "todo el pedido", "pura order")


@dataclass
class Conversation:
    """What one request shows: the customer's words, oldest first, and this turn's calls and results."""

    said: list[str]
    verified: bool
    calls: list[tuple[str, dict[str, Any], dict[str, Any]]] = field(default_factory=list)

    def result(self, name: str) -> dict[str, Any] | None:
        found = [r for n, _, r in self.calls if n == name]
        return found[-1] if found else None

    def called(self, name: str) -> bool:
        return any(n == name for n, _, _ in self.calls)


def read(messages: list[dict[str, Any]]) -> Conversation:
    said: list[str] = []
    verified = False
    pending: dict[str, tuple[str, dict[str, Any]]] = {}
    calls: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
    for message in messages:
        role, content = message.get("role"), message.get("content")
        if role == "system" and isinstance(content, str) and content.startswith("Session:"):
            verified = "identity verified" in content
        elif role == "user" and isinstance(content, str):
            said.append(" ".join(unmark(TAPPED.sub("", line)) for line in content.splitlines()))
            calls = []  # a tool call belongs to the turn of the customer message it follows
        for call in message.get("tool_calls") or []:
            function = call.get("function") or {}
            pending[str(call.get("id"))] = (str(function.get("name")), _json(function.get("arguments")))
        if role == "tool" and str(message.get("tool_call_id")) in pending:
            name, arguments = pending[str(message.get("tool_call_id"))]
            calls.append((name, arguments, _json(content)))
    return Conversation(said, verified, calls)


def _json(text: Any) -> dict[str, Any]:
    try:
        value = json.loads(text) if isinstance(text, str) else text
    except json.JSONDecodeError:
        return {}
    return value if isinstance(value, dict) else {}


def ask_of(text: str) -> str | None:
    low = text.lower()
    return next((ask for ask, words in ASKS if any(w in low for w in words)), None)


def _first(table: tuple[tuple[str, tuple[str, ...]], ...], text: str, default: str) -> str:
    low = text.lower()
    return next((name for name, words in table if any(w in low for w in words)), default)


def answer(messages: list[dict[str, Any]]) -> dict[str, Any]:
    """The assistant message this conversation gets next: tool calls, or a reply."""
    c = read(messages)
    if not c.said:
        return reply("Hello! How can I help with your order?")
    latest = c.said[-1]
    # The ask is the latest message's, else the one the customer made before answering a question.
    ask = next((a for a in map(ask_of, reversed(c.said)) if a), None)
    if not ORDER_ID.search(latest) and any(w in latest.lower() for w in POLICY_QUESTIONS):
        ask = "policy"
    if not ORDER_ID.search(latest) and ask in (None, "policy", "status") and asks_about_products(latest):
        ask = "product"
    if ask in (None, "address", "policy") and any(wants_saved_address(t) for t in c.said[-3:]):
        ask = "saved_address"
    if ask is None:
        return reply("How can I help with your order?")
    if ask in SMALL_TALK:
        return reply("You're welcome! Anything else I can help with?")
    everything = " ".join(c.said)
    ids = ORDER_ID.findall(everything)
    order_id = ids[-1].upper() if ids else None
    if ask == "human":
        return call("request_human", reason=f"the customer asked for a person: {latest[:150]}")
    if ask == "complaint":
        return call("request_human", reason=f"complaint: {latest[:150]}")
    sent = c.result("send_code")
    if sent is not None:
        return refusal(sent) or reply("I have emailed you a one-time code. Please send me the code to continue.")
    if refused_for_identity(c):
        return call("send_code")
    code = CODE.search(latest)
    if code and not c.verified and not c.called("verify_code"):
        return call("verify_code", code=code.group(1))
    return not_again(PLAYS.get(ask, play_policy)(c, order_id, everything), earlier_refusals(messages))


def earlier_refusals(messages: list[dict[str, Any]]) -> dict[str, str]:
    """What earlier turns' tool calls were refused, by call (the agent's "Tool results earlier" note)."""
    note = next((m["content"] for m in messages if m.get("role") == "system"
                 and str(m.get("content", "")).startswith(EARLIER)), None)
    if note is None:
        return {}
    try:
        shown = json.loads(note.split(": ", 1)[1])
    except (IndexError, json.JSONDecodeError):
        return {}
    refused = {}
    for entry in shown if isinstance(shown, list) else []:
        result, asked = entry.get("result") or {}, entry.get("call") or {}
        why = result.get("refused") or (result.get("reason") if result.get("decision") == "refused" else None)
        if why and isinstance(asked, dict):
            refused[_signature(str(asked.get("name")), asked.get("arguments") or {})] = str(why)
    return refused


def not_again(message: dict[str, Any], refused: dict[str, str]) -> dict[str, Any]:
    """A call an earlier turn saw refused is not made again: the refusal is told instead."""
    for tool_call in message.get("tool_calls") or []:
        function = tool_call["function"]
        why = refused.get(_signature(function["name"], json.loads(function["arguments"])))
        if why:
            return refusal({"refused": why}) or message
    return message


def _signature(name: str, arguments: dict[str, Any]) -> str:
    return name + json.dumps(arguments, sort_keys=True)


def refused_for_identity(c: Conversation) -> bool:
    return bool(c.calls) and "verif" in str(c.calls[-1][2].get("refused", "")).lower()


def play_status(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    order = c.result("get_order")
    if order_id and order is None:
        return call("get_order", order_id=order_id)
    if order is None:
        listed = c.result("list_orders")
        if listed is None:
            return call("list_orders")
        orders = listed.get("orders") or []
        if len(orders) == 1:
            return call("get_order", order_id=orders[0]["order_id"])
        return refusal(listed) or reply("Which order is it? Please send me the order number.")
    return refusal(order) or reply(status_text(order))


def status_text(order: dict[str, Any]) -> str:
    status = str(order.get("status", "")).replace("_", " ")
    text = f"Order {order.get('order_id')} is {status}."
    if order.get("status") == "delivered" and order.get("delivered_at"):
        text += f" It was delivered on {str(order['delivered_at'])[:10]}."
    elif order.get("eta"):
        text += f" It should arrive by {str(order['eta'])[:10]}."
    if order.get("tracking"):
        text += f" Tracking: {order.get('carrier')} {order['tracking']}."
    return text


def play_not_received(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    order = c.result("get_order")
    if order_id and order is None:
        return call("get_order", order_id=order_id)
    if order is None:
        return reply("I'm sorry to hear that. Which order number is it?")
    if refusal(order):
        return refusal(order)  # type: ignore[return-value]
    return call("request_human", reason=f"order {order['order_id']} shows {order.get('status')} but the "
                "customer says it never arrived")


def items_of(order: dict[str, Any], text: str) -> list[dict[str, Any]]:
    """The order's items the customer named (by name word or sku), with the number they said."""
    low = text.lower()
    chosen = []
    for item in order.get("items") or []:
        words = [w for w in re.findall(r"[a-z]+", str(item.get("name", "")).lower()) if len(w) > 2]
        if str(item.get("sku", "")).lower() in low or any(w in low for w in words):
            chosen.append({"sku": item["sku"], "qty": min(quantity(low), int(item.get("qty") or 1))})
    if not chosen and len(order.get("items") or []) == 1:
        item = order["items"][0]
        chosen.append({"sku": item["sku"], "qty": min(quantity(low), int(item.get("qty") or 1))})
    return chosen


def quantity(low: str) -> int:
    for word in re.findall(r"[a-z]+|\d+", low):
        if word.isdigit() and 0 < int(word) < 20:
            return int(word)
        if word in NUMBERS:
            return NUMBERS[word]
    return 1


def _itemised(c: Conversation, order_id: str | None, text: str, tool: str,
              reason: str) -> dict[str, Any] | tuple[dict[str, Any], dict[str, Any]]:
    """get_order first (for the skus), then the arguments of `tool`; or the message to send now."""
    if order_id is None:
        return reply("Which order is it? Please send me the order number.")
    order = c.result("get_order")
    if order is None:
        return call("get_order", order_id=order_id)
    if refusal(order):
        return refusal(order)  # type: ignore[return-value]
    low = text.lower()
    if any(w in low for w in WHOLE):
        return order, {"order_id": order_id, "items": [], "reason": reason, "whole_order": True}
    items = items_of(order, text)
    if not items:
        names = ", ".join(str(i.get("name")) for i in order.get("items") or [])
        return reply(f"Which item is it: {names}? And how many?")
    return order, {"order_id": order_id, "items": items, "reason": reason}


def play_refund(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    reason = _first(REASONS, text, "")
    if not reason:  # a reason is the customer's to give, never the model's to invent
        return reply("I'm sorry about that. What happened to the item: damaged, faulty, wrong or missing?")
    if any(w in text.lower() for w in dict(ASKS)["replacement"]):  # the customer prefers the item again
        return play_replacement(c, order_id, text)
    checked = c.result("check_refund")
    if checked is None:
        planned = _itemised(c, order_id, text, "check_refund", reason)
        return planned if isinstance(planned, dict) else call("check_refund", **planned[1])
    if checked.get("token") and not c.called("issue_refund"):
        return call("issue_refund", token=checked["token"])
    return outcome(c) or reply("I could not refund this. Would you like me to pass you to a person?")


def play_replacement(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    if c.called("request_replacement"):
        return outcome(c) or reply("I could not arrange a replacement.")
    planned = _itemised(c, order_id, text, "request_replacement", _first(REASONS, text, "damaged"))
    if isinstance(planned, dict):
        return planned
    arguments = {k: v for k, v in planned[1].items() if k != "whole_order"}
    return call("request_replacement", **arguments)


def play_return(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    if c.called("start_return"):
        return outcome(c) or reply("I could not start this return.")
    planned = _itemised(c, order_id, text, "start_return", _first(RETURN_REASONS, text, "changed_mind"))
    return planned if isinstance(planned, dict) else call("start_return", **planned[1])


def play_cancel(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    if c.called("cancel_order"):
        return outcome(c) or reply("I could not cancel this order.")
    if order_id is None:
        return reply("Which order would you like to cancel? Please send me the order number.")
    return call("cancel_order", order_id=order_id, reason=c.said[-1][:200])


def play_address(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    if c.called("change_address"):
        return outcome(c) or reply("I could not change the address.")
    address = address_in(c.said[-1]) or address_in(text)
    if order_id is None:
        return reply("Which order is it? Please send me the order number.")
    if address is None:
        return reply(f"What is the new address for {order_id} (street, city, postcode)?")
    return call("change_address", order_id=order_id, address=address)


def play_saved_address(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    if c.called("change_saved_address"):
        return outcome(c) or reply("Please confirm the new address for your account.")
    address = address_in(c.said[-1]) or address_in(text)
    if address is None:
        return reply("What is the new address to save on your account (street, city, postcode)?")
    return call("change_saved_address", address=address)


def address_in(text: str) -> dict[str, str] | None:
    """`7 Park Lane, Leeds LS2 9JT`: the part starting with a number, the city, the postcode."""
    postcode = POSTCODE.search(text)
    if postcode is None:
        return None
    before = ORDER_ID.sub("", text[:postcode.start()])
    parts = [p.strip(" .:") for p in re.split(r",", before) if p.strip(" .:")]
    street = next((p for p in parts if re.search(r"\d", p)), None)
    if street is None:
        return None
    street = street[re.search(r"\d", street).start():]  # type: ignore[union-attr]
    after = parts[parts.index(next(p for p in parts if re.search(r"\d", p))) + 1:]
    city = after[-1] if after else ""
    if not city:  # "7 Park Lane Leeds LS2 9JT": the last word before the postcode
        street, _, city = street.rpartition(" ")
    return {"line1": street.strip(), "city": city.strip(), "postcode": postcode.group(1).upper(), "country": "GB"}


def play_refund_status(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    found = c.result("where_is_my_refund")
    if found is None:
        return call("where_is_my_refund", **({"order_id": order_id} if order_id else {}))
    if refusal(found):
        return refusal(found)  # type: ignore[return-value]
    refunds = found.get("refunds") or []
    late = [r for r in refunds if r.get("overdue")]
    if late:
        return call("request_human", reason=str(found.get("next", "overdue refund"))[:480])
    if not refunds:
        return reply("I can't find a refund on your account. Would you like a person to check?")
    return reply(" ".join(f"Your refund of {r['amount']} {r['currency']} on {r['order_id']} was sent on "
                          f"{r['refunded_on']} and should show by {r['expected_by']}." for r in refunds))


def play_policy(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    found = c.result("search_help_centre")
    if found is None:
        return call("search_help_centre", query=c.said[-1][:200])
    results = found.get("results") or []
    if not results:
        return call("request_human", reason="the help centre does not answer the customer's question")
    best = results[0]
    passage = re.split(r"(?<=[.!?])\s", str(best.get("passage", "")).strip())[0]
    return reply(f"{passage} More: {best.get('link')}")


def play_product(c: Conversation, order_id: str | None, text: str) -> dict[str, Any]:
    found = c.result("find_products")
    if found is None:
        return call("find_products", query=c.said[-1][:200])
    results = found.get("results") or []
    if not results:
        return play_policy(c, order_id, text)
    best = results[0]
    variants = "; ".join(f"{v['title']} {v['price']}, {'in stock' if v['in_stock'] else 'out of stock'}"
                         for v in best.get("asked") or best.get("variants") or [])
    return reply(f"{best['title']}: {variants}.")


def outcome(c: Conversation) -> dict[str, Any] | None:
    """The words for the last result when it refused; None when it did not."""
    return refusal(c.calls[-1][2]) if c.calls else None


def refusal(result: dict[str, Any]) -> dict[str, Any] | None:
    why = result.get("refused") or (result.get("reason") if result.get("decision") == "refused" else None)
    if not why:
        return None
    return reply(f"I'm sorry, I can't do that ({str(why).removeprefix('refused: ')}). "
                 "I can pass you to a person if you like.")


def call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"content": None, "tool_calls": [
        {"type": "function", "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)}}]}


def reply(text: str) -> dict[str, Any]:
    return {"content": text}


PLAYS = {"status": play_status, "not_received": play_not_received, "refund": play_refund,
         "replacement": play_replacement, "return": play_return, "cancel": play_cancel,
         "address": play_address, "refund_status": play_refund_status, "policy": play_policy,
         "product": play_product, "saved_address": play_saved_address}
