"""Query terms for help-centre search: customers ask in English, Spanish, Hindi and Hinglish,
while the articles are written in English.

A small lexicon maps the shop's support vocabulary (refund, money back, days, broken, address,
delivery...) from the other three languages to English words the articles use. Words not in
it pass through unchanged, so an English question is searched as asked. Question filler
("how many", "kitne", "cuánto") is dropped: it says nothing about which article answers.
"""

from __future__ import annotations

import re

_ACCENTS = str.maketrans("áéíóúüñ", "aeiouun")

# Phrases first (matched on the whole question), then single words. Values are English words.
PHRASES: dict[str, str] = {
    # Spanish
    "gastos de envio": "delivery fee", "costo de envio": "delivery fee", "no funciona": "faulty",
    "dinero de vuelta": "money back", "cambie de opinion": "change of mind", "ya no lo quiero": "change of mind",
    "cuanto tarda": "delivery arrive", "cuantos dias": "days", "numero de seguimiento": "tracking number",
    # Hindi
    "पैसे वापस": "money back refund", "पैसा वापस": "money back refund", "कितने दिन": "days",
    "काम नहीं": "faulty", "मन बदल": "change of mind", "डिलीवरी शुल्क": "delivery fee",
    # Hinglish
    "paise wapas": "money back refund", "paise vapas": "money back refund", "paisa wapas": "money back refund",
    "paisa vapas": "money back refund", "kitne din": "days", "kaam nahi": "faulty", "mann badal": "change of mind",
    "man badal": "change of mind", "delivery charge": "delivery fee",
}

WORDS: dict[str, str] = {
    # Spanish
    "reembolso": "refund", "reembolsos": "refund", "reembolsar": "refund", "reembolsan": "refund",
    "devolucion": "refund return", "devolver": "return refund", "devuelven": "return refund",
    "dinero": "money", "plata": "money", "dias": "days", "plazo": "deadline window", "semanas": "weeks",
    "roto": "broken", "rota": "broken", "rotos": "broken", "rotas": "broken", "quebrado": "broken",
    "danado": "damaged", "danada": "damaged", "danados": "damaged", "defectuoso": "faulty",
    "defectuosa": "faulty", "estropeado": "faulty", "direccion": "address", "domicilio": "address",
    "cambiar": "change", "cambio": "change", "modificar": "change", "envio": "shipping delivery",
    "enviar": "ship", "envian": "ship", "entrega": "delivery", "entregar": "delivery", "llega": "arrive",
    "llegar": "arrive", "llegara": "arrive", "tarda": "long arrive", "seguimiento": "tracking",
    "rastrear": "track", "rastreo": "tracking", "pedido": "order", "articulo": "item", "producto": "item",
    "tarjeta": "card", "pago": "payment", "enviado": "shipped",
    # Hindi
    "रिफंड": "refund", "रिफ़ंड": "refund", "वापसी": "refund return", "पैसे": "money", "पैसा": "money",
    "दिन": "days", "टूटा": "broken", "टूटी": "broken", "टूटे": "broken", "खराब": "faulty damaged",
    "ख़राब": "faulty damaged", "पता": "address", "एड्रेस": "address", "बदलना": "change", "बदलें": "change",
    "बदल": "change", "डिलीवरी": "delivery", "पहुंचेगा": "arrive", "पहुँचेगा": "arrive", "आएगा": "arrive",
    "ट्रैकिंग": "tracking", "ट्रैक": "track", "शिपिंग": "shipping", "ऑर्डर": "order", "शुल्क": "fee",
    "नुकसान": "damage", "भेजा": "shipped", "सामान": "item",
    # Hinglish
    "paise": "money", "paisa": "money", "wapas": "back", "vapas": "back", "wapis": "back", "din": "days",
    "toota": "broken", "tuta": "broken", "tooti": "broken", "tuti": "broken", "toote": "broken",
    "toot": "broken", "tut": "broken",
    "kharab": "faulty damaged", "pata": "address", "badalna": "change", "badalni": "change",
    "badlo": "change", "badal": "change", "aayega": "arrive", "ayega": "arrive", "aaega": "arrive",
    "pahunchega": "arrive", "bheja": "shipped", "saman": "item", "samaan": "item",
}

# Words that say a question is being asked, not what it is about (any of the four languages).
FILLER = frozenset("""
how many much long what when which who why where can could would should will do does did is are was
the a an i me my we our you your it its to of for in on at and or be have has get there this that
please hi hello thanks thank tell know want need ask about any some if
que cual cuanto cuantos cuantas como cuando donde puedo puede tengo tienen hay mi mis el la los las
un una de del para por con en y o es son se me lo le hola gracias quiero necesito
kya kaise kab kitne kitna kitni kaun kaunsa mera meri mere mujhe main hai hain ho ka ki ke ko se
mein aur ya bhi karna karo kar sakta sakti sakte chahiye hoga hogi please bhai ji gaya gayi milega milenge
milegi hua hui tha thi raha rahi nahi na pedir saber
क्या कैसे कब कितने कितना कितनी मेरा मेरी मेरे मुझे मैं है हैं हो का की के को से में और या भी
करना कर सकता सकती सकते चाहिए होगा होगी लिए हुआ हुई था थी गया गई आया आई मिलेगा मिलेंगे नहीं
""".split())

# Every article of a shop's help centre is about orders and items: these words do not say which
# one answers, and matching them alone ("can I add an item to my order?") would quote a wrong one.
SHOP_WORDS = frozenset({"order", "orders", "ordered", "item", "items", "product", "products", "thing", "things"})

_WORD = re.compile(r"[^\W_]+(?:[\u0900-\u097F][^\W_]*)*|[\u0900-\u097F]+")


def _normal(text: str) -> str:
    return " ".join(text.lower().translate(_ACCENTS).split())


def search_terms(question: str) -> list[str]:
    """The words to search for: English translations of known terms plus the rest as asked."""
    said = _normal(question)
    terms: list[str] = []
    for phrase, english in PHRASES.items():
        if phrase in said:
            terms += english.split()
            said = said.replace(phrase, " ")
    for word in _WORD.findall(said):
        if word in FILLER or word in SHOP_WORDS or word.isdigit():
            continue
        terms += WORDS.get(word, word).split()
    return list(dict.fromkeys(t for t in terms if t not in FILLER and t not in SHOP_WORDS))
