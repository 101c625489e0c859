"""The intent rules: a person asked for, goods to send back, and the asks the classifier misreads.

Patterns run on normalise()d text, as the risk rules do (supportbot/core/understanding/risk_rules.py):
Latin patterns use word boundaries; Indic ones are substrings, because vowel signs are not word
characters and a boundary would split words.
"""

from __future__ import annotations

import re
import unicodedata

from supportbot.core.understanding.labels import Intent
from supportbot.core.understanding.normalisation import compile_rules, fold

HUMAN_RULES: dict[str, tuple[str, ...]] = {
    "en": (r"\b(talk|speak|chat)(ing)? (to|with)\b[^.?!]{0,25}\b(human|person|people|agent|"
           r"representative|rep|someone|somebody|staff|manager|supervisor|operator|advis[oe]r)s?\b",
           r"\b(connect|transfer|put) me (to|with|through)\b",
           r"\b(real|live|actual) (human|person|agent)\b", r"\bhuman (agent|being)\b",
           r"^(a )?(human|agent|representative|operator|person)( please| pls)?[.!?]*$"),
    "hi": (r"(इंसान|इन्सान|व्यक्ति|आदमी|एजेंट|मनुष्य|प्रतिनिधि|कर्मचारी|मैनेजर|किसी) से (बात|संपर्क)",
           "असली इंसान"),
    "hinglish": (r"\b(insaa?n|aadmi|admi|bande?|agent|person|human|kisi|manager|executive|"
                 r"customer care|customer service) (se|say|sey|ko)\b[^.?!]{0,10}"
                 r"\b(baat|bat|connect|milao|jodo)",),
    "es": (r"\b(hablar|comunicarme|conversar|contactar|p[aá]same|transfi[eé]reme|"
           r"ponerme en contacto)\b[^.?!]{0,25}\b(persona|humano|agente|representante|"
           r"asesora?|operadora?|alguien|encargado|gerente|supervisor)\b",
           r"\b(persona|humano) real\b", r"\batenci[oó]n humana\b"),
    "ta": (r"(மனித|நபர|முகவர|ஏஜென்ட|ஏஜெண்ட|ஊழியர)[^.?!]{0,15}பேச",),
    "bn": (r"(মানুষ|ব্যক্তি|এজেন্ট|প্রতিনিধি|কারো|কারও|কর্মী)[^.?!।]{0,15}কথা বল",),
}

# Returns: a wish to send goods back. Money words make it a refund; policy words a question.
RETURN_RULES: dict[str, tuple[str, ...]] = {
    "en": (r"\breturn(ing)? (it|this|these|them|the|my|a|an|one|two|both)\b",
           r"\bsend (it|this|these|them|the \w+|my \w+) back\b", r"\b(want|like|need) to return\b"),
    "hi": ("रिटर्न कर", "वापस भेज"),
    "hinglish": (r"\breturn (karna|karni|karu|karun|karunga|karungi|kar)\b",
                 r"\bwa?apas (bhej|karna)"),
    "es": (r"\bdevolver (el|la|los|las|este|esta|estos|estas|un|una)\b",
           r"\bquiero devolver\b"),
    "ta": ("திருப்பி அனுப்ப",),
    "bn": ("ফেরত পাঠা",),
}
_NOT_RETURN = (r"\b(money|refund|payment|cash|paise|paisa|dinero|reembolso|pago|polic|"
               r"pol[ií]tica)|पैसे|रिफंड|नीति|பண(ம்|த்)|টাকা")

# Asks the English-trained classifier misreads, decided by rule in the router's priority order:
# a question about the rules before money words ("¿cuál es la política de reembolsos?" asks about
# the rule), the account before money. English money-back phrasings are left to the classifier:
# in the bitext data "money back" is as often a question about the guarantee as a request.
POLICY_RULES: dict[str, tuple[str, ...]] = {
    "en": (r"\bpolic(y|ies)\b", r"\bwarrant(y|ies)\b", r"\bguarantee[ds]?\b",
           r"\bgift[- ]?(wrap|wrapping|wrapped|message|note|box|receipt)s?\b",
           r"\bdo you (offer|provide|accept|take|support)\b", r"\bcan i pay (with|by|using|in|via)\b",
           # "can I still change my address after I've ordered?": about when, not a change to make
           # now; with an order named it is a request (the placeholder is ordref).
           r"^(?!.*\bordref\b).*\b(can|could|may) (i|we|you) (still )?(change|update|edit|modify|"
           r"correct)\b[^.?!]{0,40}\b(after|once)\b",
           r"^(?!.*\bordref\b).*\b(until|till|up to) when (can|could) (i|we)\b"),
    "es": (r"\bpol[ií]ticas?\b", r"\bgarant[ií]as?\b",
           r"\b(envolver|envoltorio|envuelto|papel)\b[^.?!]{0,20}\bregalo\b",
           r"\b(aceptan|ofrecen) (pago|pagos|tarjeta|paypal|envoltorio|garant)",
           r"\bpuedo pagar (con|en|por)\b",
           r"^(?!.*\bordref\b).*\b(puedo|se puede) (todav[ií]a |a[uú]n )?(cambiar|modificar|actualizar)\b"
           r"[^.?!]{0,40}\b(despu[eé]s|una vez)\b"),
    "hi": ("नीति", "पॉलिसी", "पालिसी", "वारंटी", "गारंटी", "गिफ्ट रैप", "गिफ्ट पैक"),
    "hinglish": (r"\b(gaaranti|garanti|vaaranti)\b", r"\bgift (pack|wrap)\b"),
    "ta": ("கொள்கை", "உத்தரவாத", "வாரண்டி"),
    "bn": ("নীতি", "ওয়ারেন্টি", "গ্যারান্টি"),
}
ACCOUNT_RULES: dict[str, tuple[str, ...]] = {
    "hi": (r"(अकाउंट|एकाउंट|खाता|खाते)[^.?!।]{0,25}(बंद|डिलीट|हटा|लॉगिन|लॉग इन|पासवर्ड|खुल|खोल|बना)",
           r"(लॉगिन|लॉग इन)[^.?!।]{0,15}नहीं", r"पासवर्ड[^.?!।]{0,10}(भूल|बदल|रीसेट)"),
    "hinglish": (r"\b(account|acount|khata)\b[^.?!]{0,20}\b(band|delete|login|log in|khul|bana|hata)",
                 r"\b(login|log in) (nahi|nahin|nhi|na)\b", r"\bpassword\b[^.?!]{0,10}\b(bhool|bhul)"),
    "es": (r"\bcuenta\b[^.?!]{0,30}\b(entrar|acceder|iniciar sesi[oó]n|contraseña|borrar|eliminar|"
           r"cerrar|bloquead)", r"\b(entrar|acceder|iniciar sesi[oó]n|borrar|eliminar|cerrar|"
           r"darme de baja)\b[^.?!]{0,20}\bcuenta\b", r"\bcontraseña\b"),
}
REFUND_RULES: dict[str, tuple[str, ...]] = {
    "es": (r"\breembols", r"\breintegr",
           r"\b(devolu?ci[oó]n|devuelv\w*|devolver\w*|regres\w*|recuperar)\b[^.?!]{0,25}"
           r"\b(dinero|plata|pago)\b", r"\b(dinero|plata) de vuelta\b"),
    "hi": ("रिफंड", "धनवापसी", r"(पैसे|पैसा|पैसों|रकम|राशि)[^.?!।]{0,15}(वापस|लौटा)"),
    "hinglish": (r"\b(paisa|paise|paisay|pese|paison|rupay|rupaye|rupees|amount)\b[^.?!]{0,15}"
                 r"\b(wa?apas|vapas|lauta|return)", r"\brefund\b[^.?!]{0,15}\b(chahiye|chaiye|"
                 r"chahie|do|de do|dedo|dijiye|karo|kar do|kijiye|milega|mil)\b"),
    "ta": ("ரீஃபண்ட்", "ரிஃபண்ட்", r"பண(ம்|த்)[^.?!]{0,15}திரும்ப"),
    "bn": ("রিফান্ড", r"টাকা[^.?!।]{0,10}ফেরত"),
}
ADDRESS_RULES: dict[str, tuple[str, ...]] = {
    "es": (r"\b(cambi\w*|modific\w*|actualiz\w*|correg\w*|corrij\w*)\b[^.?!]{0,30}\bdirecci[oó]n\b",
           r"\b(nueva|otra) direcci[oó]n\b", r"\bdirecci[oó]n (nueva|equivocada|incorrecta)\b"),
    "hi": (r"पत(ा|े)[^.?!।]{0,15}(बदल|चेंज|अपडेट)", r"(नया|नए|दूसरे) पते"),
    "hinglish": (r"\b(address|pata)\b[^.?!]{0,15}\b(badal|badla|change|update)",
                 r"\bnaye? (address|pate)\b"),
}

# Whole messages made only of these words are pleasantries, not requests.
_GREETING_WORDS = (
    "hi hii hello helo hey heya hiya yo good morning afternoon evening day there thanks thank "
    "you thx ty ok okay cool great perfect cheers that's thats all bye namaste namaskar hola buenos "
    "buenas dias días tardes noches gracias "
    "vanakkam nandri dhanyavad shukriya salaam नमस्ते नमस्कार धन्यवाद शुक्रिया வணக்கம் நன்றி "
    "নমস্কার নমস্তে হ্যালো ধন্যবাদ"
)


_HUMAN = compile_rules(HUMAN_RULES)
_RETURN = compile_rules(RETURN_RULES)
_RULED: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    ("policy_question", compile_rules(POLICY_RULES)), ("account_access", compile_rules(ACCOUNT_RULES)),
    ("refund", compile_rules(REFUND_RULES)), ("address_change", compile_rules(ADDRESS_RULES)))
_NOT_RETURN_RE = re.compile(fold(_NOT_RETURN))
_GREETINGS = frozenset(fold(_GREETING_WORDS).split())


def wants_human(normalised: str) -> bool:
    return _HUMAN.search(normalised) is not None


def wants_return(normalised: str) -> bool:
    return _RETURN.search(normalised) is not None and not _NOT_RETURN_RE.search(normalised)


def ruled_intent(normalised: str) -> Intent | None:
    """The intent a rule table decides (policy, account, money back, address), or None."""
    return next((intent for intent, pattern in _RULED if pattern.search(normalised)), None)


def is_pleasantry(normalised: str) -> bool:
    if len(normalised) > 60:  # no run of pleasantries is longer; spare long messages the scan
        return False
    # Drop punctuation and emoji by category: a regex \W would also drop Indic vowel signs.
    kept = "".join(ch for ch in normalised if unicodedata.category(ch)[0] not in "PS")
    return all(word in _GREETINGS for word in kept.split())  # an empty message is one too
