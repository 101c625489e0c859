"""What a simulated customer reads in the bot's Graph API bodies: text, buttons, list rows, and
what is being asked of them (an order number, an item, a reason, an address, a code, yes or no).

Both simulators use it: the scripted one to pick its answer, the LLM one to know whether the bot
has acted yet (neither may stop while the bot is still asking something). The patterns cover the
templated wording in all six languages (the catalogues in supportbot/words/locale) and the usual shapes of
a model's questions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

Kind = Literal["text", "buttons", "list", "template", "other"]
Need = Literal["code", "email", "order_id", "item", "reason", "address", "yes_no", "question"]


@dataclass(frozen=True)
class Seen:
    kind: Kind
    text: str
    options: tuple[tuple[str, str], ...] = ()  # (id, title) of reply buttons or list rows


def read(body: dict[str, Any]) -> Seen:
    match body.get("type"):
        case "text":
            return Seen("text", body["text"]["body"])
        case "interactive":
            inter = body["interactive"]
            text = inter.get("body", {}).get("text", "")
            if inter["type"] == "button":
                return Seen("buttons", text, tuple((b["reply"]["id"], b["reply"]["title"])
                                                   for b in inter["action"]["buttons"]))
            rows = tuple((r["id"], r["title"]) for s in inter["action"]["sections"] for r in s["rows"])
            return Seen("list", text, rows)
        case "template":
            return Seen("template", body["template"]["name"])
    return Seen("other", str(body))


_CONFIRM_ID = re.compile(r"^confirm:\d+:(yes|no|replace)$")


def confirmation(seen: Seen) -> dict[bool, str] | None:
    """{True: yes-id, False: no-id} when the message is a yes/no confirmation prompt."""
    ids = {m.group(1): i for i, _ in seen.options if (m := _CONFIRM_ID.match(i))}
    if seen.kind != "buttons" or not {"yes", "no"} <= set(ids):
        return None
    return {True: ids["yes"], False: ids["no"]}


def replacement_choice(seen: Seen) -> str | None:
    """The button that takes a replacement instead of the refund a confirmation proposes, if offered."""
    if seen.kind != "buttons":
        return None
    return next((i for i, _ in seen.options if (m := _CONFIRM_ID.match(i)) and m.group(1) == "replace"), None)


def is_menu(seen: Seen) -> bool:
    """Buttons or a list that are not a confirmation: the customer picks one."""
    return seen.kind in ("buttons", "list") and confirmation(seen) is None


# A person is taking over. Not CANNOT_YET ('write "person" and our team will pick it up'), which
# only tells the customer how to reach one.
_HANDOFF = re.compile(
    r"passing (you|this|it) to a person|a person (from|on) our team|in the queue for a person"
    r"|persona (de nuestro|del) equipo|टीम का कोई व्यक्ति|टीम के किसी व्यक्ति|team ka koi|team ko de raha"
    r"|team ke ek insaan|टीम के एक व्यक्ति|குழுவைச் சேர்ந்த ஒருவர|টিমের একজন"
    r"|connect(ing)? you (with|to) (a|one of our|our) (person|human|colleague|agent|team)"
    r"|hand(ing)? (you|this|it) (over )?to (a|our) (person|human|colleague|team)",
    re.IGNORECASE,
)

# Checked in this order; a message can ask for several things at once.
_NEEDS: tuple[tuple[Need, re.Pattern[str]], ...] = (
    # The one-time code, not a postcode: "código postal", पिनकोड, அஞ்சல் குறியீடு, পোস্টকোড ask an address.
    ("code", re.compile(r"\b(code|c[oó]digo(?! postal))\b|(?<!पिन)कोड|இலக்கக் குறியீ|(?<!পোস্ট)কোড", re.I)),
    ("email", re.compile(r"\b(e-?mail|correo)\b|ईमेल", re.I)),
    ("order_id", re.compile(r"which order|order (number|id)|n[uú]mero de pedido|qu[eé] pedido"
                            r"|ऑर्डर नंबर|किस ऑर्डर|kaunse order|kis order|எந்த ஆர்டர|ஆர்டர் எண்|কোন অর্ডার"
                            r"|অর্ডার নম্বর", re.I)),
    ("item", re.compile(r"which (item|product|one)|what item|how many|qu[eé] art[ií]culo|cu[aá]ntos"
                        r"|कौन सा सामान|कितने|kaunsa item|kitne|எந்தப் பொருள்|எத்தனை|কোন পণ্য|কয়টি", re.I)),
    ("reason", re.compile(r"what (was|is|'s) wrong|what happened|qu[eé] le pas[oó]|क्या गड़बड़"
                          r"|kya problem|broken, faulty|என்ன பிரச்சினை|সমস্যাটা কী", re.I)),
    ("address", re.compile(r"new address|la nueva direcci[oó]n|nay[ae] address|नया पता|नए पते|street, city"
                           r"|calle, ciudad|गली, शहर|புதிய முகவரி என்ன|নতুন ঠিকানা কী", re.I)),
    ("yes_no", re.compile(r"shall i|should i|do you want me to|would you like me to|go ahead"
                          r"|(please )?confirm|confirmas|quieres que|करूँ|kar doon|kar du|லாமா\?|করে দেব", re.I)),
)


_SIGN_OFF = re.compile(r"anything else|algo m[aá]s|aur kuch|और कुछ", re.I)


# An order's status, as the templated responder words it in each language.
_STATUS = re.compile(
    r"\b(was delivered|is out for delivery|has shipped|is confirmed and being prepared|was cancelled"
    r"|se entregó|está en reparto|ya se envió|está confirmado y en preparación|se canceló"
    r"|deliver ho gaya|delivery ke liye nikal|ship ho gaya|tayyar ho raha|cancel ho gaya)\b"
    r"|डिलीवर हो गया|निकल चुका|भेज दिया गया|तैयार हो रहा|रद्द कर दिया"
    r"|டெலிவரி செய்யப்பட்டது|டெலிவரிக்காகப் புறப்பட்டு|அனுப்பப்பட்டுவிட்டது|தயாராகிக்கொண்டிருக்கிறது|ரத்து செய்யப்பட்டது"
    r"|ডেলিভারি হয়ে গেছে|ডেলিভারির জন্য বেরিয়ে|পাঠানো হয়েছে|প্রস্তুত করা হচ্ছে|বাতিল করা হয়েছে",
    re.IGNORECASE,
)


def is_status_answer(seen: Seen) -> bool:
    return bool(_STATUS.search(seen.text))


_CONFIRM_QTY = re.compile(r"(\d+) × ")


def proposed_quantity(seen: Seen) -> int | None:
    """Units a refund confirmation proposes ("Refund 25.00 for 1 × Stoneware plate on A-1042?")."""
    found = _CONFIRM_QTY.findall(seen.text)
    return sum(int(n) for n in found) if found else None


def is_handoff(seen: Seen) -> bool:
    return bool(_HANDOFF.search(seen.text))


def needs(seen: Seen) -> list[Need]:
    """What the message asks the customer for, in the order the customer would answer it."""
    if seen.kind != "text" or "?" not in seen.text and not seen.text.rstrip().endswith(":"):
        # Templated questions all end in "?" ("Send it as: street, city..." carries one earlier).
        return []
    found: list[Need] = [need for need, pattern in _NEEDS if pattern.search(seen.text)]
    if "order_id" in found and "address" in found and "new address" in seen.text.lower() \
            and "which order" in seen.text.lower():
        found.remove("address")  # "Which order should go to a new address?" asks for the order
    if not found and _SIGN_OFF.search(seen.text):
        return []  # "anything else I can help with?" closes a reply; it asks nothing of this ask
    return found or ["question"]


def asks_something(seen: Seen) -> bool:
    """The bot is waiting on the customer: a question, a confirmation or a menu."""
    return is_menu(seen) or confirmation(seen) is not None or bool(needs(seen))


def render(seen: Seen) -> str:
    """How the message looks on the phone, with the ids a customer could tap."""
    if not seen.options:
        return seen.text
    return seen.text + "\n" + "\n".join(f"[{title}] (tap: {oid})" for oid, title in seen.options)


_CODE = re.compile(r"\b(\d{6})\b")


def code_in(emails: list[dict[str, Any]], to: str | None = None) -> str | None:
    """The newest one-time code in the sandbox outbox (GET /_sandbox/email/sent, oldest first)."""
    for email in reversed(emails):
        if to is None or email.get("to") == to:
            found = _CODE.search(email.get("text", ""))
            if found:
                return found.group(1)
    return None
