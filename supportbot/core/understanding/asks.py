"""What kind of ask a message is, where the router's one intent is not enough for a flow: a parcel
marked delivered that never came, a question about a refund already made, a request for money
back told in passing. Pure and model-free, in the six languages of the design (en, es, hi,
Hinglish, ta, bn). Indic scripts get no \\b: their vowel signs are not word characters.
"""

from __future__ import annotations

import re

# "It says delivered but I never got it": the parcel, not an item missing from a box that came.
_NOT_RECEIVED = re.compile(
    r"\bnothing (has )?(arrived|come|came|turned up)|\b(hasn'?t|has not) (arrived|come|turned up|reached)"
    r"|\b(never|haven'?t|have not|didn'?t|did not) (got|get|received?|arrived?|come|came|seen|reached)\b"
    r"|\bnot (received|arrived|here)\b|\bnowhere to be (found|seen)\b|\bno (parcel|package)\b"
    r"|no (me )?ha llegado|no he recibido|no lo he recibido|no ha llegado nada|nunca (me )?lleg[oó]|no me lleg[oó]"
    # "pasand nahi aaya" / "पसंद नहीं आया" is "I didn't like it", not "it didn't come".
    r"|(?<!pasand )(nahi (aaya|aya|mila|pahuncha)|nahin (aaya|mila))|(mila|aaya|aya|pahuncha) hi nahi"
    r"|(?<!पसंद )नहीं (आया|मिला|पहुँचा|पहुंचा)|(मिला|आया|पहुँचा) ही नहीं"
    r"|வரவில்லை|வந்து சேரவில்லை|கிடைக்கவில்லை|வரல|கிடைக்கல|(வரவே|கிடைக்கவே|சேரவே) இல்ல"
    r"|পাইনি|আসেনি|আসেইনি|পৌঁছায়নি|পৌঁছয়নি",
    re.I,
)
# The customer says the carrier or the tracking calls it delivered.
_SAYS_DELIVERED = re.compile(
    r"delivered|entregad|deliver|डिलीवर|டெலிவர|ডেলিভার|left (at|by|outside)|dejad[oa]", re.I)

REFUND_WORDS = re.compile(
    r"\b(refund|refunded|refunds|money back|reimburs\w*|reembols\w*|devolv\w*|devoluci[oó]n|paise? (wapas|vapas)"
    r"|paisa (wapas|vapas)|paise lauta\w*)\b"
    r"|रिफंड|रिफ़ंड|पैसे? (वापस|लौटा)|पैसा (वापस|लौटा)|ரீஃபண்ட்|ரிஃபண்ட்|பணம் திருப்பி|பணத்தை திருப்பி"
    r"|রিফান্ড|টাকা ফেরত",
    re.I,
)
# Waiting for money that was promised: "my refund hasn't arrived", "¿cuándo me llega el reembolso?".
_STILL_WAITING = re.compile(
    r"\b(still|yet|not (arrived|received|come|seen|showing|shown)|hasn'?t|haven'?t|where is|when will|status"
    r"|todav[ií]a|a[uú]n|no (me )?ha llegado|no he recibido|no veo|cu[aá]ndo|d[oó]nde est[aá]"
    r"|abhi tak|ab tak|kab (aayega|milega|tak)|(?<!pasand )nahi (aaya|mila))\b"
    r"|अभी तक|अब तक|कब (आएगा|मिलेगा|तक)|(?<!पसंद )नहीं (आया|मिला)"
    r"|இன்னும்|வரல|வரவில்லை|கிடைக்கவில்லை|எப்போது"
    r"|এখনও|এখনো|আসেনি|পাইনি|কবে",
    re.I,
)
# Told that the refund was made ("you said you refunded", "me dijisteis que me lo devolvíais").
_WAS_PROMISED = re.compile(
    r"\b(you (said|told|promised)|you('ve| have)? (already )?refunded|was refunded|were refunded|refund (was|has been)"
    r" (made|issued|processed|approved)|me dijisteis|me dijeron|ya me (lo )?(devolvisteis|reembolsasteis)"
    r"|bola tha|kaha tha)\b"
    r"|कहा था|बोला था|சொன்னீங்க|சொன்னீர்கள்|பண்ணிட்டோம்|বলেছিলেন|করে দিয়েছেন",
    re.I,
)


def not_received(text: str) -> bool:
    """A parcel the customer says never reached them (whatever the tracking says)."""
    return bool(_NOT_RECEIVED.search(text))


def says_delivered(text: str) -> bool:
    return bool(_SAYS_DELIVERED.search(text))


def asks_for_money_back(text: str) -> bool:
    return bool(REFUND_WORDS.search(text))


def asks_about_a_refund(text: str) -> bool:
    """Asking after a refund already made or promised, not claiming a new one."""
    return bool(REFUND_WORDS.search(text)) and bool(_STILL_WAITING.search(text) or _WAS_PROMISED.search(text))


# A question about the rules ("can I return...?", "do you accept...?"), not a request to act.
_QUESTION = re.compile(
    r"\?|^(how|what|can|could|do|does|is|are|will|may)\b|\b(policy|rules?)\b"
    r"|^(c[oó]mo|qu[eé]|puedo|se puede|hay|aceptan?|cu[aá]nto)\b|pol[ií]tica"
    r"|kya\b|kaise|kitne|sakt[ae] (hai|hain|hoon|hu)|नीति|क्या|कैसे|कितने|सकते|சொல்லுங்க|முடியுமா|எப்படி|என்ன"
    r"|কি\b|কীভাবে|কত|পারি|যায়",
    re.I,
)


def is_question(text: str) -> bool:
    return bool(_QUESTION.search(text.strip()))


# Sending an order somewhere else ("deliver it to ... instead", "cambiar la dirección").
_MOVE = re.compile(
    r"\b(new address|change (the |my )?(delivery |shipping )?address|update (the |my )?address"
    r"|(deliver|send|ship)( it| this| them| order)?( [a-z]{1,3}-\d{3,})? to|instead of my|to my (office|work)"
    r"|nueva direcci[oó]n|cambiar (la )?direcci[oó]n|env[ií]a(rlo|dlo|lo)? a|address (change|badal\w*)"
    r"|naya address)\b|पता बदल|नया पता|முகவரி(யை|யைப்)? மா(ற்ற|த்த)|புது(ப்| )?முகவரி|புதிய முகவரி"
    r"|ঠিকানা বদল|নতুন ঠিকানা",
    re.I,
)


def wants_another_address(text: str) -> bool:
    return bool(_MOVE.search(text))


# The whole order, not some of it: the delivery fee comes back only then (the policy decides).
_WHOLE_ORDER = re.compile(
    r"\b(whole order|entire order|everything in (the|that|my) order|all of (the|my) order|todo el pedido"
    r"|el pedido entero|el pedido completo|pura order|poora order|puri order|sab kuch)\b"
    r"|पूरा ऑर्डर|पूरे ऑर्डर|முழு ஆர்டர|ஆர்டர் முழுவதும|পুরো অর্ডার",
    re.I,
)


def whole_order(text: str) -> bool:
    return bool(_WHOLE_ORDER.search(text))


# What something costs: a question for the help centre, not about where an order is.
_PRICE = re.compile(
    r"\b(how much|cost|costs|price|charge|charges|fee|fees|free delivery|free shipping|cu[aá]nto cuesta|precio"
    r"|gastos|gratis|kitna (paisa|charge)|charge kitna)\b|कितना शुल्क|शुल्क|चार्ज|कितने का|எவ்வளவு|கட்டண|சார்ஜ்"
    r"|இலவச|কত টাকা|খরচ|চার্জ|ফ্রি",
    re.I,
)


def asks_about_price(text: str) -> bool:
    return bool(_PRICE.search(text))


# Wanting a cancelled order back: no tool undoes a cancellation, so a person must (issue 33.5).
_UNDO_CANCEL = re.compile(
    r"\b(undo|reverse|revert|take back|cancel) (the |my |that |this )?cancell?ation\b|\bun-?cancel\w*"
    r"|\breinstate\b|\brestore (the |my |that )?order\b|\b(didn'?t|did not|never) (mean|want) to cancel"
    r"|\bcancell?ed (it |that |the order |my order |[a-z]{1,3}-\d{3,} )?by (mistake|accident)"
    r"|deshacer (la )?cancelaci[oó]n|anular (la )?cancelaci[oó]n|reactivar (el |mi )?pedido|cancel[eé] por error"
    r"|cancelad[oa] por error|\bcancel(lation)? (wapas|vapas) (karo|kar do|le lo|lo)\b|\bgalti se cancel"
    r"|गलती से (कैंसल|रद्द)|(कैंसल|रद्द)(ेशन)? वापस|தவறுதலாக (ரத்து|கேன்சல்)|ரத்தை (திரும்ப|நீக்க)"
    r"|ভুল করে (ক্যানসেল|বাতিল)|বাতিল (ফিরিয়ে|প্রত্যাহার)",
    re.I,
)


def wants_cancellation_undone(text: str) -> bool:
    return bool(_UNDO_CANCEL.search(text))


def still_waiting(text: str) -> bool:
    """"Not yet", "still nothing", "abhi tak nahi": waiting for something already under way."""
    return bool(_STILL_WAITING.search(text)) or not_received(text)


# Said about what was just said: "so what can I do then?", "who pays for that?", "¿y entonces?".
_REFERS_BACK = re.compile(
    r"\b(then|that|this|it|instead|options?|alternatives?|what (else|now)|what can i do|so|entonces|eso|esto"
    r"|alternativas?|opciones|qu[eé] (puedo|hago)|y ahora|phir|toh|ab kya|kya kar (sakta|sakti|sakte)|uska|iska)\b"
    r"|तो |फिर|अब क्या|क्या कर (सकता|सकती|सकते)|उसका|इसका|இப்போ|அப்போ|என்ன செய்ய|அதற்கு|அதுக்கு"
    r"|তাহলে|এখন কী|কী করতে পারি|ওটার|এটার",
    re.I,
)


def refers_back(text: str) -> bool:
    return bool(_REFERS_BACK.search(text))


# Asking what the shop sells: "do you have X in blue?", "is it available in L?", "¿tenéis...?".
# A gate, not an answer: the catalogue decides whether a product is named at all.
_PRODUCTS = re.compile(
    r"\b(do|does) (you|u|the shop) (have|sell|stock|carry|make)\b|\bhave you got\b|\bin stock\b|\bcomes? in\b"
    r"|\bavailable in\b|\b(is|are)\b.{0,60}\bavailable\b|\bwhat (sizes|colou?rs)\b"
    r"|\bhow much (is|are|does|do) (the|a|an|this|that|these|those)\b"
    r"|\b(ten[eé]is|tienen|tienes|venden|vend[eé]is|hay)\b|\ben stock\b|\bdisponibles?\b|\bcu[aá]nto cuesta\b"
    r"|\b(milega|milegi|milenge|available hai|stock me(in)?)\b"
    r"|मिलेगा|मिलेगी|मिलेंगे|उपलब्ध|स्टॉक"
    r"|கிடைக்குமா|கிடைக்கும்|இருப்பில்|ஸ்டாக்|விலை என்ன"
    r"|পাওয়া যাবে|পাওয়া যায়|স্টক|দাম কত",
    re.I,
)


def asks_about_products(text: str) -> bool:
    return bool(_PRODUCTS.search(text))


# The address saved on the account, not one order's: "update the address on my account",
# "mi dirección guardada", "account ka address", "खाते का पता", "சேமித்த முகவரி", "অ্যাকাউন্টের ঠিকানা".
_SAVED_ADDRESS = re.compile(
    r"\b(saved|default|account|profile|home|usual) address\b"
    r"|\baddress ((saved|stored|kept) )?(on|in|of|for) (my|the) (account|profile)\b"
    r"|\baddress for (future|all|my next|next) orders\b|\bfuture orders\b"
    r"|direcci[oó]n (guardada|predeterminada|habitual|de (mi|la) cuenta|del perfil|en (mi|la) cuenta)"
    r"|pedidos futuros|pr[oó]ximos pedidos"
    r"|\b(account|profile) (ka|wala|mein|me|pe) (address|pata)\b|\b(saved|default) (address|pata)\b"
    r"|खाते (का|में|वाला) पता|अकाउंट (का|में|वाला) पता|सेव (किया )?(हुआ )?पता|सेव पते"
    r"|கணக்கில் (உள்ள |சேமித்த )?முகவரி|சேமித்த முகவரி|அக்கவுண்ட் முகவரி|கணக்கின் முகவரி"
    r"|অ্যাকাউন্টের ঠিকানা|অ্যাকাউন্টে (সেভ করা )?ঠিকানা|সেভ করা ঠিকানা",
    re.I,
)


def wants_saved_address(text: str) -> bool:
    return bool(_SAVED_ADDRESS.search(text))
