"""The customer's language, owned here: which language a text is in, the one decision a turn
makes, and what is said outside turns. Pure.

`decide` is the turn's decision, made once at the start of `run_turn` (agent/loop.py) from the
message, the conversation's sticky language and what the shop has on file, and carried on the
turn (`TurnInput.language`): gates, flows and replies read it there and never decide again. The
decision is stored in one place, the conversation (`conversations.language`); what is sent
outside a turn (staff decisions, reconciled refunds, timers) is worded in `spoken(stored)`.

Hindi, Tamil and Bengali are told apart by their scripts. In Latin letters, English, Spanish and
Hinglish (Hindi in Latin letters) are told apart by small lexicons of the words each uses most —
function words, greetings, thanks and the shop's own words — each weighing 2 when no other of
our languages writes it, 1 when it is common but not unmistakable. English weighs least: its
words ("thanks", "please", "order") are borrowed by speakers of every other language, so a
Spanish or Hinglish conversation does not switch on them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LANGUAGES = ("en", "es", "hi", "hinglish", "ta", "bn")  # every fixed text exists in these (words/)
DEFAULT = "en"  # before anything says otherwise

# The danda (।) is in the Devanagari block but ends Bengali sentences too: it counts for neither.
_SCRIPTS = {"hi": re.compile(r"[\u0900-\u0963\u0966-\u097f]"), "bn": re.compile(r"[\u0980-\u09ff]"),
            "ta": re.compile(r"[\u0b80-\u0bff]")}
_WORD = re.compile(r"[a-záéíóúüñ']+")


def _lexicon(strong: str, weak: str = "") -> dict[str, int]:
    return {w: 1 for w in weak.split()} | {w: 2 for w in strong.split()}


# Words shared by two of the languages ("no", "a", "se", "to", "the"/"the") are left out of both.
_LEXICONS: dict[str, dict[str, int]] = {
    "en": _lexicon("", "the is are am was were be been my mine i i'm im you your you're we our us they their it "
                       "it's its this that these those there here where what when why how which who can could "
                       "would should will please pls plz thanks thank thx ty hello hey hi dear and of for with "
                       "have has had did does don't didn't doesn't haven't hasn't isn't wasn't can't won't "
                       "want need help yet still already got get just also again much many any some received "
                       "arrived arrive broken damaged wrong missing late today tomorrow yesterday about from "
                       "an at by on if but or so very too sorry bye goodbye good great cheers morning evening "
                       "afternoon appreciate fine all done item package parcel money back send sent talk speak "
                       "person someone human agent"),
    "es": _lexicon("hola gracias pedido pedidos quiero quisiera dónde donde cuándo cuando cómo como qué está "
                   "estás esta llegó llego llegado todavía todavia reembolso devolución devolucion devolver "
                   "dinero ayuda necesito tengo puedo podría favor muchas muchos buenos buenas días dias tardes "
                   "noches el los las del que con una pero también tambien cuenta artículo articulo roto rota "
                   "paquete envío envio dirección direccion cambiar cancelar hablar persona vale adiós adios "
                   "perfecto saludos estado mañana hoy ayer semana nada nunca cuánto cuanto porque para "
                   "este ese eso esto aquí aqui hay fue sigue mío mio ningún ningun nadie ahora mismo "
                   "enviaron recibí recibi correo código codigo quiere usted ustedes tus mis",
                   "mi y en es un al si sí muy bien"),
    "hinglish": _lexicon("mera meri mere mujhe mujhko humko hai hain nahi nahin nhi kya kahan kahaan kaha kab "
                         "kyun kyu kyon kaise kaisa aap aapka aapki aapke apna apni apne tum tumhara hum hamara "
                         "humara hamari karo karna karni kijiye kijie karein kariye raha rahi rahe gaya gayi gaye "
                         "hua hui hoga hogi tha thi chahiye chaiye chahie shukriya dhanyavad dhanyawad "
                         "dhanyavaad bhai bhaiya yaar accha acha achha theek thik haan abhi tak bhi "
                         "kuch kuchh paisa paise wapas vapas batao bataiye bataye mila mili aaya aayi aya ayi "
                         "diya diye liya woh wo yeh aur lekin phir fir kyunki toota tuta tooti tuti kharab galat "
                         "jaldi aaj namaste namaskar bohot bahut zyada dekho dekhiye bolo boliye samjha pata bata "
                         "milega chahta chahti sakta sakti sakte wala wali wale hoon hun kitna kitne kaun kaunsa "
                         "koi kisi baat madad maine", "ka ki ke ko se mein main par ji kar kal kam hu ye ya"),
}
_SPANISH_MARKS = (re.compile(r"[¿¡]"), 2), (re.compile(r"[ñáéíóú]"), 1)
# How much a language's words must weigh, and outweigh the next language twice over, for the
# reading to be clear enough to switch a conversation: English needs a phrase, not a borrowed word.
_CLEAR = {"en": 3, "es": 2, "hinglish": 2}


@dataclass(frozen=True)
class Reading:
    """What code reads in a text: a language (None: nothing says) and whether it is unmistakable."""

    language: str | None
    clear: bool = False


def read(text: str) -> Reading:
    """The language the words are in, and whether they say so plainly enough to switch to it."""
    letters = {lang: len(script.findall(text)) for lang, script in _SCRIPTS.items()}
    script = max(letters, key=lambda lang: letters[lang])
    if letters[script] >= 2:
        # An Indic script is never written by accident; English words inside it are borrowed.
        return Reading(script, clear=True)
    lower = text.lower().replace("’", "'")
    scores = dict.fromkeys(_LEXICONS, 0)
    for word in (w.strip("'") for w in _WORD.findall(lower)):
        for lang, lexicon in _LEXICONS.items():
            scores[lang] += lexicon.get(word, 0)
    for mark, weight in _SPANISH_MARKS:
        scores["es"] += weight if mark.search(lower) else 0
    # On a tie with English the other language wins: "thank you bhai" is Hinglish with borrowed words.
    ranked = sorted(scores, key=lambda lang: (scores[lang], lang != "en"), reverse=True)
    best, second = scores[ranked[0]], scores[ranked[1]]
    if best == 0 or (best == second and "en" not in ranked[:2]):
        return Reading(None)
    return Reading(ranked[0], clear=best >= _CLEAR[ranked[0]] and best >= 2 * second)


def detect(text: str, default: str = DEFAULT) -> str:
    """The language the words are in, or `default` when nothing in them says."""
    return read(text).language or default


def decide(said: str, *, conversation: str | None, known: str | None) -> str:
    """The language to answer a turn in. A conversation keeps its language unless the customer
    clearly writes in another (a "thanks" in a Spanish conversation stays Spanish; "धन्यवाद" in an
    English one turns it Hindi). A new conversation takes whatever the words lean to, else `known`
    (the language the shop has on file for the customer), else the default."""
    reading = read(said)
    if conversation is None:
        return reading.language or known or DEFAULT
    if reading.clear and reading.language and reading.language != conversation:
        return reading.language
    return conversation


def spoken(stored: str | None) -> str:
    """The language of a message sent outside a turn: the conversation's stored decision, or the
    default while no turn has decided one."""
    return stored if stored in LANGUAGES else DEFAULT
