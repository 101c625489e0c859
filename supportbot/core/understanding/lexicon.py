"""Query terms for help-centre search: customers ask in English, Spanish, Hindi, Hinglish, Tamil
and Bengali, while the articles are written in English.

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
    # Spanish and English phrases
    "cambio de talla": "exchange size", "cambiar de talla": "exchange size", "size badal": "exchange size",
    "en reparto": "out for delivery", "contra reembolso": "cash on delivery", "tarjeta regalo": "gift card",
    "envio de vuelta": "return postage", "contorno de pecho": "chest", "call it off": "cancel",
    "send it back": "return", "send back": "return", "wapas bhej": "return", "gift card": "gift card",
}

# Tamil, Bengali and Hindi words change their endings ("டெலிவரிக்கு", "ডেলিভারিতে", "भुगतान"), and
# their vowel signs are not word characters: these stems are matched inside the question, like
# phrases. The shop-support vocabulary of any shop's help centre: delivery, costs, payment,
# returns, sizes, care, cancelling, addresses, tracking, damage, guarantees, gift cards.
STEMS: dict[str, str] = {
    # Tamil
    "அவுட் ஃபார் டெலிவரி": "out for delivery", "டெலிவரி": "delivery", "அனுப்பிய": "shipped",
    "அனுப்பப்பட": "shipped", "திருப்பி அனுப்ப": "return send back", "திருப்பிக் கொடு": "refund money back",
    "திருப்பி கொடு": "refund money back", "அனுப்ப": "ship send", "வந்து சேர": "arrive", "நாள்": "days",
    "கட்டண": "charge cost", "விலை": "price", "இலவச": "free", "கையில் பணம்": "cash", "ரொக்க": "cash",
    "பணம்": "money", "கார்ட": "card", "செலுத்த": "pay payment", "ரீஃபண்ட்": "refund",
    "மாற்ற": "change", "அளவு": "size measurement", "சைஸ்": "size", "நீளம்": "length",
    "அகலம்": "width", "துவை": "wash", "கழுவ": "wash", "உலர்த்த": "dry", "டிரையர்": "tumble dryer",
    "இஸ்திரி": "iron", "கிஃப்ட் கார்ட": "gift card", "பரிசு அட்டை": "gift card", "ரத்து": "cancel",
    "முகவரி": "address", "டிராக்": "track tracking", "கூரியர்": "courier", "சேதம": "damaged",
    "கிழி": "torn", "கறை": "stain", "ஓட்டை": "hole", "உடை": "broken", "பொருள் இல்லை": "missing",
    "உத்தரவாத": "guarantee", "மாத": "months", "தையல்": "seam", "பிரிந்": "coming apart",
    "புகைப்பட": "photo", "போட்டோ": "photo", "எக்ஸ்பிரஸ்": "express", "துணி": "fabric",
    # Bengali
    "ডেলিভারড": "delivered", "ডেলিভারি": "delivery", "পাঠানো": "shipped", "কত দিন": "days", "দিন": "days",
    "খরচ": "cost charge", "চার্জ": "charge", "দাম": "price", "ফ্রি": "free", "বিনামূল্যে": "free",
    "বাড়তি": "extra charge", "টাকা ফেরত": "refund money back", "টাকা": "money", "ক্যাশ": "cash",
    "নগদ": "cash", "কার্ড": "card", "পেমেন্ট": "payment", "ফেরত দে": "return", "ফেরত": "return refund",
    "বদল": "change", "মাপ": "size measurement", "সাইজ": "size", "দৈর্ঘ্য": "length",
    "লম্বা": "length", "প্রস্থ": "width", "চওড়া": "width", "ধো": "wash", "শুকা": "dry",
    "ইস্ত্রি": "iron", "রং": "colour", "গিফট কার্ড": "gift card", "উপহার কার্ড": "gift card",
    "বাতিল": "cancel", "ঠিকানা": "address", "ট্র্যাক": "track tracking", "কুরিয়ার": "courier",
    "ক্ষতিগ্রস্ত": "damaged", "ক্ষতি": "damage", "ভাঙা": "broken", "ছেঁড়া": "torn", "দাগ": "stain",
    "ফুটো": "hole", "গ্যারান্টি": "guarantee", "ওয়ারেন্টি": "guarantee", "মাস": "months",
    "সেলাই": "seam", "ইলাস্টিক": "elastic", "ছবি": "photo", "এক্সপ্রেস": "express", "কাপড়": "fabric",
    # Hindi
    "भुगतान": "payment pay", "कार्ड": "card", "नकद": "cash", "कैश": "cash", "धो": "wash",
    "वॉशिंग मशीन": "washing machine", "लंबाई": "length", "चौड़ाई": "width", "साइज़": "size", "साइज": "size",
    "नाप": "size measurement", "गिफ़्ट कार्ड": "gift card", "गिफ्ट कार्ड": "gift card", "रद्द": "cancel",
    "बटन": "buttons", "गारंटी": "guarantee", "वारंटी": "guarantee", "महीन": "months", "कम निकल": "missing",
    "गायब": "missing", "वापस कर": "return", "फोटो": "photo", "तस्वीर": "photo", "एक्सप्रेस": "express",
    "कपड़": "fabric", "फट": "torn", "दाग": "stain", "छेद": "hole", "इस्त्री": "iron", "सुखा": "dry",
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
    "anular": "cancel", "cancelar": "cancel", "garantia": "guarantee", "descosido": "seam coming apart",
    "descosida": "seam coming apart", "dobladillo": "hem", "costura": "seam", "lavar": "wash",
    "lavado": "wash", "temperatura": "temperature", "secadora": "tumble dryer", "planchar": "iron",
    "talla": "size", "tallas": "size", "medidas": "measurements", "pecho": "chest", "largo": "length",
    "ancho": "width", "reparto": "delivery", "pagar": "pay", "efectivo": "cash", "regalo": "gift",
    "cuesta": "cost", "coste": "cost", "costo": "cost", "precio": "price", "gratis": "free",
    "foto": "photo", "mancha": "stain", "agujero": "hole",
    "garantias": "guarantee", "meses": "months", "usado": "used", "lavada": "washed",
    "etiqueta": "tags label", "recoger": "pickup", "urgente": "express", "descuento": "discount",
    # Hinglish
    "dhona": "wash", "dho": "wash", "dhoye": "wash", "naap": "measurement size", "lambai": "length",
    "chaudai": "width", "bhugtan": "payment", "nakad": "cash", "radd": "cancel", "badli": "exchange",
    "exchange": "exchange", "mahine": "months", "guarantee": "guarantee", "warranty": "guarantee",
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

_INDIC = "\u0900-\u097F\u0980-\u09FF\u0B80-\u0BFF"  # Devanagari, Bengali, Tamil: signs are not \w
_WORD = re.compile(rf"[^\W_]+(?:[{_INDIC}][^\W_]*)*|[{_INDIC}]+")


# "gift card" before "card": a longer phrase is read whole before any stem inside it.
_LONGEST_FIRST = sorted({**STEMS, **PHRASES}.items(), key=lambda kv: -len(kv[0]))


def _normal(text: str) -> str:
    return " ".join(text.lower().translate(_ACCENTS).split())


def search_terms(question: str) -> list[str]:
    """The words to search for: English translations of known terms plus the rest as asked."""
    said = _normal(question)
    terms: list[str] = []
    for phrase, english in _LONGEST_FIRST:
        if phrase in said:
            terms += english.split()
            said = said.replace(phrase, " ")
    for word in _WORD.findall(said):
        if word in FILLER or word in SHOP_WORDS or word.isdigit():
            continue
        terms += WORDS.get(word, word).split()
    return list(dict.fromkeys(t for t in terms if t not in FILLER and t not in SHOP_WORDS))
