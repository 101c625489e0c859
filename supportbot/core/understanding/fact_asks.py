"""Which facts of an order a message asks for: what was paid, how, each item's price, its tracking
number, where it is going (issue 33.5). Not where it is (a status) and not the shop's rules: "how
much is delivery?" asks the help centre, "how much did I pay?" asks the order. Pure and model-free,
in the six languages of the design; Indic scripts get no \\b (their vowel signs are not word
characters)."""

from __future__ import annotations

from supportbot.core.understanding.normalisation import fold, folded_pattern

# What the customer paid for an order: its total.
_PAID = folded_pattern(
    r"\bhow much (did|have|had) (i|we) (pay|paid|spend|spent)\b|\bwhat did (i|we) pay\b(?! (with|by|using))"
    r"|\bhow much (was|is) (my|the|that|this) (order|purchase)\b|\bhow much did (my|the|that|this) order cost\b"
    r"|\b(order|my|grand) total\b|\btotal (of|for|on) (my|the|that|this|order|[a-z]{1,3}-\d)"
    r"|\bamount (i|we) paid\b|\bhow much (was|were) (i|we) charged\b"
    r"|cu[aá]nto (pagu[eé]|he pagado|pagamos|me cobra(ron|steis|ste))|cu[aá]nto (cost[oó]|fue|sali[oó]) (mi|el) pedido"
    r"|\btotal (de|del) (mi )?pedido|\bimporte (total|pagado|del pedido)"
    r"|\bkitna (pay|payment|bhugtan|paisa|paise|amount) (kiya|kia|diya|kiye|diye|hua|gaya|laga)\b"
    r"|\b(total|bill) kitna\b|\bkitna (total|bill)\b|\border kitne ka\b"
    r"|कितने (पैसे|रुपये|रुपए) (दिए|दिये|लगे|चुकाए)|कितना (भुगतान|पेमेंट|पैसा)|कुल (कितना|राशि|रकम)|टोटल"
    r"|எவ்வளவு (பணம் |ரூபாய் )?(செலுத்தி|கட்டி|கொடுத்த|பே)|மொத்த(ம்| தொகை)"
    r"|কত (টাকা )?(দিয়েছি|দিলাম|পেমেন্ট করেছি|পরিশোধ)|মোট (কত|টাকা|দাম)",
)
# How it was paid: the card or account, not which methods the shop takes.
_METHOD = folded_pattern(
    r"\bhow (did|do|have) (i|we) (pay|paid)\b|\b(which|what) card\b|\bpayment method\b(?!s)"
    r"|\bpaid (with|by|using) what\b|\bwhat did (i|we) pay (with|by|using)\b"
    r"|c[oó]mo (lo )?(pagu[eé]|he pagado|pagamos)|(m[eé]todo|forma|medio) de pago\b(?! (aceptan|acept[aá]is|tienen))"
    r"|con qu[eé] (tarjeta|lo pagu[eé]|pagu[eé]|m[eé]todo)"
    r"|\bkaise (pay|payment|bhugtan) (kiya|kia|kiye|hua)\b|\bkis (card|method|tarike|tareeke) se\b|\bpayment (mode)\b"
    r"|(भुगतान|पेमेंट) कैसे|किस (कार्ड|तरीके) से|कैसे (भुगतान|पेमेंट) किया"
    r"|எப்படி (பணம் )?(செலுத்தி|பே)|எந்த (கார்டு|அட்டை|கார்ட்)"
    r"|কীভাবে (পেমেন্ট|টাকা দিয়েছি|পরিশোধ)|কোন (কার্ড|মাধ্যমে)",
)
# What each item cost ("how much was the watch?"): the order itself is _PAID's.
_PRICES = folded_pattern(
    r"\b(price|prices|cost) of (each|the|my|every|that|those)\b(?! (delivery|shipping|postage|return))"
    r"|\bhow much (was|were|did) (each|every)\b|\beach item\b|\bitem prices?\b|\bper item\b"
    r"|\bhow much (was|were|did) (the|my|that|those|these) (?!order\b|delivery\b|shipping\b|postage\b|total\b)\w+"
    r"|precio de (cada|los|las|el|la|mi|mis)\b(?! (env[ií]o|entrega))|cu[aá]nto (cost[oó]|costaron|val[ií]a|valieron)"
    r"(?! (el|mi) pedido)|\bkitne (ka|ki|ke) (tha|thi|the)\b|कितने (का|की|के) (था|थी|थे)"
    r"|விலை (என்ன|எவ்வளவு)|দাম (কত|ছিল)",
)
_TRACKING = folded_pattern(
    r"\btracking (number|no\b|id\b|code|link|#)|\bn[uú]mero de (seguimiento|rastreo)"
    r"|\bc[oó]digo de (seguimiento|rastreo)"
    r"|ट्रैकिंग (नंबर|नम्बर|आईडी|कोड)|டிராக்கிங் (எண்|நம்பர்|ஐடி)|ட்ராக்கிங் (எண்|நம்பர்)"
    r"|ট্র্যাকিং (নম্বর|নাম্বার|আইডি)",
)
# Where it is going, not a wish to send it elsewhere (asks.wants_another_address reads that).
_ADDRESS = folded_pattern(
    r"\b(which|what) address\b|\bwhere (is|are) (it|they|this|that|my order|the order) (going|being sent|headed)\b"
    r"|\bdelivery address (of|for|on)\b|\bqu[eé] direcci[oó]n\b|\bcu[aá]l es la direcci[oó]n\b"
    r"|\bkis (address|pate) (par|pe)\b|\baddress kya (hai|tha)\b|किस पते|पता क्या (है|था)"
    r"|எந்த முகவரி|முகவரி என்ன|কোন ঠিকানা|ঠিকানা (কী|কি)",
)
# A question about the customer's own order, not the shop's rules: they, their order, an order id.
_OWN = folded_pattern(
    r"\b(i|i'?ve|we|my|me|our|mine)\b|\b[a-z]{1,3}-\d{3,}\b|\border\b|\bmis?\b|pagu[eé]|\bpedido\b"
    r"|\b(maine|mera|meri|mere|humne|mujhe)\b|मैंने|मेरा|मेरी|मेरे|ऑर्डर|நான்|என்|எனது|ஆர்டர்|আমি|আমার|অর্ডার",
)
_FACTS = (("paid", _PAID), ("method", _METHOD), ("prices", _PRICES), ("tracking", _TRACKING), ("address", _ADDRESS))


def fact_asks(text: str) -> tuple[str, ...]:
    """The facts asked, in a fixed order: "paid", "method", "prices", "tracking", "address"."""
    text = fold(text)
    if not _OWN.search(text) and not _TRACKING.search(text):
        return ()
    return tuple(name for name, pattern in _FACTS if pattern.search(text))
