"""The shop's words in each language: one choice per term, so a customer reads "pedido" or
"ஆர்டர்" for an order in every text, never two words for one thing. Data only.

Each entry is the stem every text using the English term must contain in that language (stems,
so inflected forms count: ஆர்டரை, ஆர்டருக்கு). tests/words/test_wording.py holds every
translation in the catalogues (supportbot/words/locale) to it. Python, not a catalogue: the keys
are patterns on the English for that test, not texts the bot sends; translators find it named in
each catalogue's header and in docs/translating.md. Loanwords are chosen where shoppers in that
language use them (ऑर्डर, ரீஃபண்ட், রিফান্ড); native words where those are what a support desk writes
(முகவரி, ঠিকানা, குழு).
"""

from __future__ import annotations

GLOSSARY: dict[str, dict[str, str]] = {
    # English word (as a regex on the English text) -> the stem each language must use.
    r"\border": {"es": "pedido", "hi": "ऑर्डर", "hinglish": "order", "ta": "ஆர்டர", "bn": "অর্ডার"},
    r"\brefund": {"es": "reembols", "hi": "रिफ़ंड", "hinglish": "refund", "ta": "ரீஃபண்ட", "bn": "রিফান্ড"},
    r"\bteam\b": {"es": "equipo", "hi": "टीम", "hinglish": "team", "ta": "குழு", "bn": "টিম"},
    r"\baddress": {"es": "direcci", "hi": "पत", "hinglish": "address", "ta": "முகவரி", "bn": "ঠিকানা"},
    r"\b6-digit code|the code\b": {"es": "código", "hi": "कोड", "hinglish": "code", "ta": "குறியீ", "bn": "কোড"},
    r"\binbox\b": {"es": "bandeja", "hi": "इनबॉक्स", "hinglish": "inbox", "ta": "இன்பாக்ஸ", "bn": "ইনবক্স"},
    r"\bassistant\b": {"es": "asistente", "hi": "असिस्टेंट", "hinglish": "assistant", "ta": "தானியங்கி உதவியாளர",
                       "bn": "স্বয়ংক্রিয় সহকারী"},
    r"\bqueue\b": {"es": "cola", "hi": "कतार", "hinglish": "line", "ta": "வரிசை", "bn": "সারি"},
    r"\bhelp centre\b": {"es": "centro de ayuda", "hi": "सहायता केंद्र", "hinglish": "help centre",
                         "ta": "உதவி மைய", "bn": "সহায়তা কেন্দ্র"},
}
