"""Fixed wording the bot sends without a model: confirmations, outcomes, handoffs, crisis help."""

from __future__ import annotations

from bot.actions import Action
from bot.orders import Order
from bot.types import Button, OutboundButtons, OutboundText

# A caring first reply with a crisis line for the customer's country, chosen by dialling code.
CRISIS_LINES = {
    "44": "Samaritans on 116 123 (free, any time)",
    "1": "the 988 Suicide & Crisis Lifeline (call or text 988)",
    "91": "Tele-MANAS on 14416 (free, any time)",
    "34": "the Línea 024 (call 024, free, any time)",
}
DEFAULT_CRISIS = "your local emergency number, or a crisis line in your country"


def crisis_line(wa_id: str | None) -> str:
    for prefix in sorted(CRISIS_LINES, key=len, reverse=True):
        if wa_id and wa_id.startswith(prefix):
            return CRISIS_LINES[prefix]
    return DEFAULT_CRISIS


def caring_reply(wa_id: str | None) -> OutboundText:
    return OutboundText(
        "I'm really sorry you're feeling like this. You don't have to go through it alone: please "
        f"reach out to {crisis_line(wa_id)}. If you are in danger right now, call your local "
        "emergency number. A person from our team will also be with you here shortly."
    )


HANDOFF_REASONS = {
    "asked": "I'm passing you to a person on our team; they'll reply in this chat.",
    "risk": "I'm passing this to a person on our team so it gets the right attention; they'll reply here.",
    "bound": "I'm not able to finish this on my own, so I'm passing it to a person on our team; "
             "they'll reply here and can see everything so far.",
    "provider": "I'm having trouble on my side right now, so I'm passing you to a person on our "
                "team; they'll reply here and can see everything so far.",
    "menus": "A person from our team will take care of that; they'll reply in this chat.",
    "humans": "Our assistant is paused right now, so a person from our team will reply here.",
}


def handoff_message(kind: str) -> OutboundText:
    return OutboundText(HANDOFF_REASONS[kind] + " You won't need to repeat yourself.")


IN_QUEUE = OutboundText("A person from our team has your conversation and will reply here as soon as "
                        "they can. You won't need to repeat yourself.")


def _items(action: Action, order: Order | None) -> str:
    names = {i.sku: i.name for i in order.items} if order else {}
    return ", ".join(f"{qty} × {names.get(sku, sku)}" for sku, qty in action.items)


def confirmation(action: Action, order: Order | None) -> OutboundButtons:
    if action.kind == "refund":
        to = f" to {order.payment_method}" if order and order.payment_method else ""
        text = f"Refund {action.amount} for {_items(action, order)} on {action.order_id}{to}?"
    else:
        postcode = (action.address or {}).get("postcode", "?")
        text = f"Change the delivery address of {action.order_id} to the address ending {postcode}?"
    return OutboundButtons(text, (Button(f"confirm:{action.id}:yes", "Yes"),
                                  Button(f"confirm:{action.id}:no", "No")))


def refunded(action: Action, order: Order | None) -> OutboundText:
    to = f" to {order.payment_method}" if order and order.payment_method else ""
    return OutboundText(f"Done: {action.amount} {action.currency} refunded{to} for {_items(action, order)} "
                        f"on {action.order_id}. It can take 5 to 10 days to show.")


def refund_processing(action: Action) -> OutboundText:
    return OutboundText(f"Your refund of {action.amount} {action.currency} on {action.order_id} is "
                        "processing. I'll confirm here as soon as it's through.")


def waiting_for_approval(action: Action) -> OutboundText:
    return OutboundText(f"Thanks. A refund of {action.amount} {action.currency} on {action.order_id} needs a "
                        "quick check by our team; you'll get the answer here.")


CANCELLED = OutboundText("Okay, I haven't changed anything.")
EXPIRED = OutboundText("That request has expired, so nothing was changed. Just ask again if you still want it.")
ADDRESS_CHANGED = OutboundText("Done: the delivery address is changed.")
ADDRESS_TOO_LATE = OutboundText("Sorry, the order shipped before the change could be made, so the address "
                                "stays as it was.")


def refund_not_made(action: Action) -> OutboundText:
    return OutboundText(f"Sorry, the refund of {action.amount} {action.currency} on {action.order_id} did not "
                        "go through, and nothing was charged or paid. A person from our team will sort it "
                        "out with you here.")


BACK_WITH_BOT = OutboundText("You're back with the assistant. Ask me anything about your orders.")
APPROVAL_EXPIRED = OutboundText("Sorry, our team couldn't check your refund in time. A person will pick it up "
                                "and reply here; you won't need to repeat yourself.")

NO_ACCOUNT_MENU = "I couldn't find an account for this WhatsApp number, so I can't show orders here."
