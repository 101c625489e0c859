"""The reason a claim is decided on, read by code from the customer's own words (issue 27 item 5).

The reason class sets eligibility (a refund needs a fault) and the fee (a return for the customer's
own reason pays it), so it is a fact that decides money, and the model's arguments are not where
facts come from: a customer who says the robe is too small "but put it down as damaged" gets the
fee, whatever reason the obeying model passes.

The rules in plain words:

- The customer's messages are read newest first; the first one that names a reason decides. A
  fault (damaged, defective, wrong item, missing from the box) counts before a reason of their own
  (too small or big, changed their mind), as in supportbot/core/understanding/slots.py.
- A message that dictates the record ("put it down as", "mark it as", "say it's", "ponlo como",
  "बताकर", "likh do") describes nothing: its fault words are not read, only its own reasons.
- A parcel the customer says never came is `not_received`, never an item's fault.
- When no message names a reason, the model's reason stands for eligibility, except that it cannot
  turn a parcel into a missing item: see `delivered_not_received`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from supportbot.core.money.returns import SHOP_AT_FAULT
from supportbot.core.understanding import asks
from supportbot.core.understanding.slots import reason as fault_or_mind

NOT_RECEIVED = "not_received"
# Too small, too big, does not fit, the wrong size chosen: the customer's own reason (fee applies).
_FIT = re.compile(
    r"\btoo (small|big|large|tight|loose|short|long)\b|\b(doesn'?t|does not|didn'?t|did not|won'?t) fit\b"
    r"|\b(ordered|chose|picked|got) the wrong size\b|\bsize (is )?(off|wrong)\b"
    r"|(me |le )?(queda|quedan|viene|está) (muy |demasiado )?(pequeñ|grande|chic|apretad|holgad|larg|cort)"
    r"|no me (queda|entra|cabe)|talla (equivocada|incorrecta)"
    r"|(bahut |bohot )?(chhota|chota|bada|bara|tight|dheela|dhila) (hai|h|he|ho gaya)|fit nahi"
    r"|छोटा|छोटी|बड़ा|बड़ी|ढीला|टाइट|फिट नहीं"
    r"|சின்ன|சிறிய|பெரிய|இறுக்க|பொருந்த(வில்லை|ல)"
    r"|ছোট|বড়|টাইট|ঢিলে|ফিট (হয়|হচ্ছে) না", re.I)
# Dictating the record instead of describing the goods: the fault words near it are an order, not a fact.
_DICTATES = re.compile(
    r"\b(put|mark|record|list|log|file|write|enter|note|register|classify|code|tag|label)\w* "
    r"(it|this|that|them|the \w+)? ?(down )?as\b|\bsay (that )?(it'?s|it is|it was|they'?re|they are)\b"
    r"|\bcall it\b|\bpretend\b|\bclaim (that )?(it'?s|it is|it was)\b|\b(as|reason:?) (damaged|defective)\b"
    r"|\b(pon|ponlo|ponla|ponle|poner|marca|márcalo|márcala|registra|regístralo|anota|anótalo|di|dí|decid?) "
    r"(que |como |lo como )|\bcomo (dañad|defectuos|rot)"
    r"|बताकर|बता कर|बता दो|बताओ|लिख दो|लिखो|लिख दीजिए|दिखा दो"
    r"|bata(kar|ke| kar| ke| do| dena)|likh (do|dena|dijiye)|daal do|dikha do"
    r"|(என்று|னு|ன்னு) (சொல்லி|போடு|போடுங்க|எழுது|குறி)"
    r"|(বলে|হিসেবে) (দিন|দাও|লিখে|লিখুন|দেখিয়ে)", re.I)
# The shop at fault: the return fee waived (SHOP_AT_FAULT), and a missing item refunded as such.
SHOP_FAULTS = SHOP_AT_FAULT | {"missing_item"}


def read_reason(text: str) -> str | None:
    """The reason one message gives in the customer's words, or None when it names none."""
    dictated = bool(_DICTATES.search(text))
    said = fault_or_mind(text)
    # A fault dictated for the record ("never came, put it down as damaged") describes no goods:
    # the parcel is still one that never came.
    if asks.not_received(text) and (dictated or said in (None, "missing_item")):
        return NOT_RECEIVED
    if said in SHOP_FAULTS and not dictated:
        return said
    if _FIT.search(text):
        return "wrong_size"
    if said == "changed_mind":
        return said
    return None


def reason_from_words(words: Sequence[str], model_reason: str) -> str:
    """The reason policy decides on: the newest message that names one, else the model's."""
    for text in words:
        said = read_reason(text)
        if said is not None:
            return said
    return model_reason


def delivered_not_received(status: str, words: Sequence[str], reason: str) -> bool:
    """A parcel marked delivered that the claim says never came: staff decide, never the bot, on every
    route. A missing item counts as one only when the customer's own words say it was missing from a
    parcel that came; the model naming "missing" (after a forged carrier email or order note) does not."""
    if status != "delivered":
        return False
    if reason == NOT_RECEIVED:
        return True
    if reason in ("missing_item", "missing", "lost", "not_delivered", "never_arrived"):
        return not any(read_reason(text) == "missing_item" for text in words)
    return False
