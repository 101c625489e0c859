"""Ways a customer says things, per intent and language, for the scripted simulator to sample.

English openings mix the Bitext utterances (data/bitext, CDLA-Sharing 1.0; fine intents mapped to
ours by supportbot.core.understanding.labels.FINE_TO_INTENT, the router's own table) with a few shop
phrasings Bitext lacks;
Spanish, Hindi, Hinglish, Tamil and Bengali have a small hand-written bank (Tamil and Bengali
customers name items in English, as many do in chat). `{o}` is the order id and `{item}`
the item, filled with str.replace (Bitext text may hold braces of its own).
"""

from __future__ import annotations

import csv
import re
from functools import lru_cache
from pathlib import Path

from supportbot.core.understanding.labels import FINE_TO_INTENT

BITEXT = Path(__file__).resolve().parents[1] / "data" / "bitext" / "customer_support_training.csv"
# Fine intents whose utterances are a different goal from the scenario's, though they map to the
# same router intent: "how long does delivery take" is not "where is A-1043".
OFF_GOAL = frozenset({"delivery_period", "track_refund", "set_up_shipping_address", "contact_customer_service",
                      "create_account", "delete_account", "check_payment_methods", "check_cancellation_fee",
                      "delivery_options"})
_ORDER_NUMBER = re.compile(r"\{\{[^}]*(order|purchase)[^}]*\}\}|\b\d{6,}\b", re.IGNORECASE)
_OTHER_PLACEHOLDER = re.compile(r"[{}]")
MAX_CHARS = 140

BANK: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "order_status": ("where is my order {o}?", "any update on {o}", "has {o} shipped yet?",
                         "when will {o} arrive", "still waiting for {o}, where is it"),
        "refund": ("I'd like a refund please", "I want my money back", "can I get a refund for {o}",
                   "need a refund on {o}", "please refund me"),
        "return": ("I want to return the {item} from {o}", "how do I send the {item} back? order {o}",
                   "I'd like to return it, {o}"),
        "address_change": ("I need to change the delivery address for {o}", "can you send {o} to a new address",
                           "I moved, please update the address on {o}"),
        "cancel_order": ("please cancel {o}", "I don't want {o} any more, cancel it"),
        "account_access": ("I can't log in to my account", "I forgot my password and can't get in"),
        "human": ("can I talk to a real person please", "I want to speak to a human"),
        "complaint": ("the courier was really rude to me", "I want to make a complaint about the delivery"),
        "other": ("hi", "hello there"),
        "policy_question": ("what is your refund policy?",),
    },
    "es": {
        "order_status": ("¿dónde está mi pedido {o}?", "hola, ¿cuándo llega el pedido {o}?",
                         "quiero saber el estado del pedido {o}"),
        "refund": ("quiero un reembolso", "hola, quiero que me devuelvan el dinero del pedido {o}",
                   "necesito un reembolso, por favor"),
        "return": ("quiero devolver el {item} del pedido {o}",),
        "address_change": ("quiero cambiar la dirección de entrega del pedido {o}",
                           "hola, necesito cambiar la dirección del pedido {o}"),
        "cancel_order": ("quiero cancelar mi pedido {o}", "por favor cancelen el pedido {o}"),
        "account_access": ("no puedo entrar en mi cuenta",),
        "human": ("quiero hablar con una persona", "¿puedo hablar con un agente humano?"),
        "complaint": ("quiero poner una queja, el repartidor fue muy grosero", "quiero presentar una queja"),
        "other": ("hola", "buenas tardes"),
        "policy_question": ("¿cuál es la política de reembolsos?",),
    },
    "hi": {
        "order_status": ("मेरा ऑर्डर {o} कहाँ है?", "ऑर्डर {o} कब आएगा?", "मेरे ऑर्डर {o} का स्टेटस क्या है?"),
        "refund": ("मुझे रिफंड चाहिए", "मुझे ऑर्डर {o} का रिफंड चाहिए", "मेरे पैसे वापस कर दीजिए"),
        "return": ("मुझे ऑर्डर {o} का सामान रिटर्न करना है",),
        "address_change": ("मेरा पता बदलना है, ऑर्डर {o}", "ऑर्डर {o} का डिलीवरी पता बदलना है"),
        "cancel_order": ("मेरा ऑर्डर {o} रद्द करें",),
        "account_access": ("मैं अपने अकाउंट में लॉगिन नहीं कर पा रही हूँ", "मुझे अपना अकाउंट बंद करवाना है"),
        "human": ("मुझे किसी इंसान से बात करनी है", "किसी व्यक्ति से बात कराइए"),
        "complaint": ("मुझे शिकायत करनी है, डिलीवरी वाला बहुत बदतमीज़ था",),
        "other": ("नमस्ते",),
        "policy_question": ("आपकी रिफंड नीति क्या है?",),
    },
    "hinglish": {
        "order_status": ("mera order {o} kahan hai?", "order {o} kab aayega?", "bhai {o} ka status kya hai"),
        "refund": ("mujhe refund chahiye", "order {o} ka refund chahiye", "mera paisa wapas karo"),
        "return": ("mujhe {item} return karna hai, order {o}", "order {o} ka {item} wapas bhejna hai"),
        "address_change": ("order {o} ka address badalna hai", "mera address change karna hai, {o}"),
        "cancel_order": ("order {o} cancel kar do",),
        "account_access": ("mera account login nahi ho raha",),
        "human": ("kisi insaan se baat karni hai", "customer care se baat karao"),
        "complaint": ("mujhe complaint karni hai, delivery wala bahut rude tha",),
        "other": ("namaste",),
        "policy_question": ("refund policy kya hai?",),
    },
    "ta": {
        "order_status": ("என் ஆர்டர் {o} எங்கே?", "ஆர்டர் {o} எப்போது வரும்?", "{o} ஆர்டரின் நிலை என்ன?"),
        "refund": ("எனக்கு ரீஃபண்ட் வேண்டும்", "ஆர்டர் {o}-க்கு ரீஃபண்ட் வேண்டும்", "என் பணத்தைத் திருப்பித் தாருங்கள்"),
        "return": ("ஆர்டர் {o}-இல் உள்ள {item}-ஐத் திருப்பி அனுப்ப வேண்டும்",),
        "address_change": ("ஆர்டர் {o}-இன் டெலிவரி முகவரியை மாற்ற வேண்டும்",),
        "cancel_order": ("என் ஆர்டர் {o}-ஐ ரத்து செய்யுங்கள்",),
        "account_access": ("என் கணக்கில் உள்நுழைய முடியவில்லை",),
        "human": ("ஒரு ஊழியரிடம் பேச வேண்டும்", "யாராவது ஒரு மனிதரிடம் பேச வேண்டும்"),
        "complaint": ("புகார் செய்ய வேண்டும், டெலிவரி செய்தவர் மிகவும் முரட்டுத்தனமாக நடந்துகொண்டார்",),
        "other": ("வணக்கம்",),
        "policy_question": ("உங்கள் ரீஃபண்ட் கொள்கை என்ன?",),
    },
    "bn": {
        "order_status": ("আমার অর্ডার {o} কোথায়?", "অর্ডার {o} কবে আসবে?", "{o} অর্ডারের স্ট্যাটাস কী?"),
        "refund": ("আমার রিফান্ড চাই", "অর্ডার {o}-এর রিফান্ড চাই", "আমার টাকা ফেরত দিন"),
        "return": ("অর্ডার {o}-এর {item} ফেরত পাঠাতে চাই",),
        "address_change": ("অর্ডার {o}-এর ডেলিভারি ঠিকানা বদলাতে চাই",),
        "cancel_order": ("আমার অর্ডার {o} বাতিল করুন",),
        "account_access": ("আমার অ্যাকাউন্টে লগইন করতে পারছি না",),
        "human": ("একজন মানুষের সাথে কথা বলতে চাই", "কোনো কর্মীর সাথে কথা বলতে চাই"),
        "complaint": ("অভিযোগ করতে চাই, ডেলিভারির লোকটি খুব খারাপ ব্যবহার করেছে",),
        "other": ("নমস্কার",),
        "policy_question": ("আপনাদের রিফান্ড নীতি কী?",),
    },
}

QTY_WORDS = {"en": ("one", "two", "three"), "es": ("un", "dos", "tres"), "hi": ("एक", "दो", "तीन"),
             "hinglish": ("ek", "do", "teen"), "ta": ("ஒரு", "இரண்டு", "மூன்று"), "bn": ("একটি", "দুটি", "তিনটি")}
ITEM_WORDS = {
    "es": {"plate": "plato", "bowl": "bol", "mug": "taza", "lamp": "lámpara", "vase": "jarrón",
           "teapot": "tetera"},
    "hi": {"plate": "प्लेट", "bowl": "कटोरा", "mug": "मग", "lamp": "लैंप", "vase": "फूलदान", "teapot": "केतली"},
}
REASONS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {"damaged": ("it arrived broken", "it came cracked", "smashed in the box"),
           "defective": ("it doesn't work", "it's faulty"), "wrong_item": ("it's the wrong item", "not what I ordered"),
           "missing_item": ("it was missing from the box", "it never arrived"),
           "changed_mind": ("I just don't like it any more", "changed my mind about it")},
    "es": {"damaged": ("llegó roto", "vino roto"), "defective": ("no funciona",),
           "wrong_item": ("es el artículo equivocado",), "missing_item": ("falta en la caja",),
           "changed_mind": ("ya no me gusta",)},
    "hi": {"damaged": ("टूटा हुआ आया", "टूट कर आया"), "defective": ("खराब है, चलता नहीं",),
           "wrong_item": ("गलत सामान आया",), "missing_item": ("डिब्बे में नहीं था",),
           "changed_mind": ("अब पसंद नहीं है",)},
    "hinglish": {"damaged": ("toota hua aaya", "tut ke aaya"), "defective": ("kharab hai, chal nahi raha",),
                 "wrong_item": ("galat item aaya",), "missing_item": ("box mein nahi aaya",),
                 "changed_mind": ("ab pasand nahi hai",)},
    "ta": {"damaged": ("உடைந்து வந்தது", "விரிசலுடன் வந்தது"), "defective": ("வேலை செய்யவில்லை",),
           "wrong_item": ("தவறான பொருள் வந்தது",), "missing_item": ("பெட்டியில் இல்லை",),
           "changed_mind": ("இப்போது பிடிக்கவில்லை",)},
    "bn": {"damaged": ("ভাঙা এসেছে", "ফাটা অবস্থায় এসেছে"), "defective": ("কাজ করছে না",),
           "wrong_item": ("ভুল জিনিস এসেছে",), "missing_item": ("বাক্সে ছিল না",),
           "changed_mind": ("এখন আর পছন্দ নয়",)},
}
YES_NO = {"en": ("yes", "no"), "es": ("sí", "no"), "hi": ("हाँ", "नहीं"), "hinglish": ("haan", "nahi"),
          "ta": ("ஆம்", "இல்லை"), "bn": ("হ্যাঁ", "না")}
ORDER_ANSWERS = {"en": ("{o}", "it's {o}", "order {o}"), "es": ("{o}", "es el {o}", "pedido {o}"),
                 "hi": ("{o}", "ऑर्डर {o}"), "hinglish": ("{o}", "order {o} hai"), "ta": ("{o}", "ஆர்டர் {o}"),
                 "bn": ("{o}", "অর্ডার {o}")}
AND = {"en": ", and also ", "es": ", y también ", "hi": ", और ", "hinglish": ", aur ", "ta": ", மேலும் ",
       "bn": ", আর "}
NO_CODE = {"en": "I haven't got any code", "es": "no me ha llegado ningún código",
           "hi": "मुझे कोई कोड नहीं मिला", "hinglish": "mujhe koi code nahi mila",
           "ta": "எனக்கு எந்தக் குறியீடும் வரவில்லை", "bn": "আমি কোনো কোড পাইনি"}
NUDGE = {"en": "hello?", "es": "¿hola?", "hi": "हैलो?", "hinglish": "hello?", "ta": "ஹலோ?", "bn": "হ্যালো?"}


@lru_cache(maxsize=4)
def bitext(path: Path = BITEXT) -> dict[str, tuple[str, ...]]:
    """Our intent -> Bitext utterances, order numbers replaced by `{o}`; empty when the file is absent."""
    if not path.exists():
        return {}
    found: dict[str, list[str]] = {}
    with open(path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            fine, text = row["intent"], row["instruction"].strip()
            if fine in OFF_GOAL or fine not in FINE_TO_INTENT or len(text) > MAX_CHARS:
                continue
            if row["entity_type"] not in ("", "order_id"):
                continue  # amounts, names, invoice numbers: facts the scenario does not have
            text = _ORDER_NUMBER.sub("{o}", text)
            if _OTHER_PLACEHOLDER.search(text.replace("{o}", "")):
                continue  # {{Account Type}} and the like: nothing in a scenario fills them
            found.setdefault(FINE_TO_INTENT[fine], []).append(text)
    return {intent: tuple(texts) for intent, texts in found.items()}


def openings(intent: str, language: str, path: Path = BITEXT) -> tuple[str, ...]:
    """Every opening phrasing for the intent in the language: the bank, plus Bitext in English."""
    bank = BANK.get(language, BANK["en"])
    own = bank.get(intent) or bank["other"]
    # Bitext's "other" is invoices, newsletters and reviews: not small talk, and not a goal any
    # scenario of intent "other" has.
    from_bitext = bitext(path).get(intent, ()) if language == "en" and intent != "other" else ()
    return own + from_bitext
