"""Language-independent concept tokens for the intent model: "the goods are damaged", "where is
it", "a refund", "cancel"... said in any of the six languages becomes the same token, so what the
model learns from one language's messages carries to the others. Pure.

These are features, not rules: the model weighs them with everything else in the message (a
damage word beside "how many days do I have" is still a policy question if the rest says so).
Patterns run on normalise()d text (lowercase, nuktas folded); Indic ones are substrings.
"""

from __future__ import annotations

import re

from supportbot.core.understanding.normalisation import fold

CONCEPTS: dict[str, tuple[str, ...]] = {
    "damage": (
        r"\b(broken|broke|cracked|crack|chipped|torn|tore|ripped|rip|stain(ed|s)?|holes?|fraying|frayed|dented|"
        r"smashed|shattered|leak(ing|ed|s)?|damaged?|defective|faulty|scratched|crushed|doesn'?t (work|turn on)|"
        r"not working|coming apart|falling apart|in pieces|seam)\b",
        r"\b(rot[oa]s?|rajad[oa]|astillad[oa]|manchad[oa]|mancha|agujero|desgarrad[oa]|rasgad[oa]|deshilach|"
        r"abollad[oa]|aplastad[oa]|gotea|da[ñn]ad[oa]|defectuos[oa]|no (funciona|enciende|prende)|pedazos|descosid)",
        r"\b(toot[aie]|tut[aie]|phat[aie]|phata|daag|ched|chhed|crack|kharab|pichk|leak|udhad|damage)",
        "टूट", "फट", "दाग", "छेद", "दरार", "खराब", "पिचक", "लीक", "उधड", "चलता ही नहीं", "चल नहीं",
        "உடை", "கிழி", "கறை", "ஓட்டை", "விரிசல்", "நசுங்", "லீக்", "பிரி", "சேத", "ஆன் ஆக",
        "ভাঙা", "ভেঙে", "ছেঁড়া", "ছিঁড়ে", "দাগ", "ফুটো", "ফাটল", "চিড়", "থেঁতলা", "লিক", "ক্ষতিগ্রস্ত", "জ্বলে না",
        "সুতো উঠে",
    ),
    "wrong_item": (
        r"\b(wrong (item|size|colou?r|product)|not as described|missing from|was missing|"
        r"one (item|thing) (was )?missing)\b",
        r"\b(art[ií]culo equivocado|otro art[ií]culo|no es como se describ|faltaba|falta un)",
        r"\b(galat (item|saaman|cheez)|kam thi|nahi tha parcel)", "गलत सामान", "कम थी", "தப்பான பொருள்", "குறைவா",
        "ভুল জিনিস", "কম ছিল", "বর্ণনার মতো নয়",
    ),
    "refund": (r"\b(refunds?|reembols\w*|reintegro|money back|dinero de vuelta|paise wapas|paisa wapas)\b",
               "रिफंड", "पैसे वापस", "ரீஃபண்ட்", "ரிஃபண்ட்", "பணத்தை திரும்ப", "রিফান্ড", "টাকা ফেরত"),
    "not_arrived": (r"\b(hasn'?t|has not|haven'?t|not|never|still not|yet to) (arrived|come|received|got|reached|"
                    r"shown up)\b", r"\b(no (ha )?lleg|todav[ií]a no|nunca (lo )?recib|no aparece)",
                    r"\b(nahi (aaya|aayi|mila|mili)|abhi tak nahi)", "नहीं आया", "नहीं मिला", "अभी तक नहीं",
                    "வரல", "வரவே இல்ல", "கிடைக்கல", "আসেনি", "পাইনি", "আসেইনি"),
    "delivered": (r"\b(delivered|entregado|delivery (ho gay|dikha)|marked as delivered)\b", "डिलीवर",
                  "டெலிவர்ட்", "டெலிவரி ஆன", "ডেলিভারড", "ডেলিভারি হয়েছে"),
    "where_when": (r"\b(where|when|track(ing)?|status|dispatch(ed)?|shipped|out for delivery|d[oó]nde|cu[aá]ndo|"
                   r"seguimiento|estado|kahan|kab|kidhar)\b", "कहाँ", "कहां", "कब", "स्टेटस", "ट்ரैकिंग", "ट्रैकिंग",
                   "எங்க", "எப்போ", "எப்போது", "ஸ்டேட்டஸ்", "டிராக்கிங்", "কোথায়", "কবে", "স্ট্যাটাস", "ট্র্যাকিং"),
    "cancel": (r"\b(cancel\w*|anul\w*|cancela\w*)\b", "कैंसिल", "रद्द", "கேன்சல்", "ரத்து", "ক্যানসেল", "বাতিল"),
    "address": (r"\b(address|direcci[oó]n|pata|pate|pincode|postcode|zip|c[oó]digo postal|flat|apartment|piso)\b",
                "पता", "पते", "पिनकोड", "முகவரி", "அட்ரஸ்", "பின்கோடு", "ঠিকানা", "পিনকোড"),
    "account": (r"\b(account|log ?in|sign ?in|password|cuenta|contrase[ñn]a|iniciar sesi[oó]n|khata)\b",
                "अकाउंट", "खाता", "खाते", "लॉगिन", "पासवर्ड", "அக்கவுண்ட்", "லாகின்", "பாஸ்வேர்டு",
                "অ্যাকাউন্ট", "লগইন", "পাসওয়ার্ড"),
    "return": (r"\b(return|send (it|them|this) back|exchange|devolver|devoluci[oó]n|cambiar(lo|la)? por|"
               r"wapas (kar|bhej)|"
               r"exchange kar)\b", "वापस कर", "वापस भेज", "लौटा", "बदलना है", "ரிட்டர்ன்", "திருப்பி அனுப்ப", "மாத்தணும்",
               "ফেরত দি", "ফেরত পাঠা", "রিটার্ন", "বদলাতে"),
    "rules_question": (r"\b((have|need) to pay (anything|extra|something|a fee)?|cost(s)? (anything|extra|money)|"
                       r"tengo que pagar|(hay|tiene) (alg[uú]n )?(costo|coste|cargo)|paisa lagta|paise lagte)\b",
                       r"\b(how (many|long)|policy|fee|charge for|is there a (charge|fee)|do you (ship|deliver|offer|"
                       r"accept|do)|can i (pay|return)|warranty|cu[aá]nto(s)? (d[ií]as|tiempo|tarda|cuesta)|"
                       r"pol[ií]tica|"
                       r"comisi[oó]n|cobran|aceptan|garant[ií]a|kitne din|kitna (time|charge)|policy|charge lag)\b",
                       "कितने दिन", "कितना समय", "नीति", "शुल्क", "फीस", "चार्ज लग", "वारंटी",
                       "எத்தனை நாள்", "எவ்வளவு நாள்", "பாலிசி", "கட்டணம்", "ஃபீஸ்", "சார்ஜ் உண்டா", "வாரண்டி",
                       "কত দিন", "কত সময়", "পলিসি", "চার্জ লাগে", "ফি", "ওয়ারেন্টি"),
    "rude": (r"\b(rude|abusive|shouted|yelled|insult|terrible|worst|awful|unacceptable|disappointed|grosero|"
             r"maleducad|pésim|insult|grit[oó]|decepcionad|badtameez|bekaar|ghatiya|chillaya|gaali)\b",
             "बदतमीज", "बेकार", "घटिया", "चिल्ला", "गाली", "निराश", "மரியாதை இல்லாம", "மோசம்", "திட்டி", "அசிங்க",
             "ஏமாற்றம்", "অভদ্র", "জঘন্য", "বাজে", "চেঁচি", "গালাগালি", "হতাশ"),
    "person": (r"\b(person|human|agent|someone|manager|staff|persona|humano|agente|alguien|insaan|insan|bande)\b",
               "इंसान", "व्यक्ति", "एजेंट", "मैनेजर", "மனுஷ", "நபர", "ஏஜென்ட்", "மேனேஜர்", "মানুষ", "ব্যক্তি", "এজেন্ট"),
}

_PATTERNS = tuple((name, re.compile("|".join(f"(?:{fold(p)})" for p in patterns)))
                  for name, patterns in CONCEPTS.items())


def with_concepts(normalised: str) -> str:
    """The text with one token per concept it names appended (`zzdamage`, `zzcancel`, ...)."""
    found = [f"zz{name}" for name, pattern in _PATTERNS if pattern.search(normalised)]
    return f"{normalised} {' '.join(found)}" if found else normalised
