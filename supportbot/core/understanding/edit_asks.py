"""An order edit asked for in so many words, in the six languages (issue 33 item 6): "change the shirt
to a large", "remove the mug from my order". Pure; which order and item it means, and which variant,
the templated flow reads against the orders and the catalogue (supportbot/rungs/edit_flow.py).

Two shapes: units taken off an order ("remove ... from my order", "quita ... de mi pedido",
"order se ... hata do", "ऑर्डर से ... हटा", "ஆர்டரிலிருந்து ... நீக்கு", "অর্ডার থেকে ... সরিয়ে"), and
another variant ("change/swap ... to/for" with a size or colour named, "cambia ... a talla L",
"... ko large kar do", "... बड़ा कर दो", "... பெரிய அளவாக மாற்று", "... বড় সাইজের করে দিন").
"""

from __future__ import annotations

from supportbot.core.shop.catalogue import search_words
from supportbot.core.understanding.normalisation import fold, folded_pattern

_REMOVE = folded_pattern(
    r"\b(remove|take (out|off)|delete|drop|cancel) (the |my |one |a |an |\d+ )?[\w -]{1,40}"
    r"\b(from|off|out of) (my|the|this) order\b"
    r"|\b(quita|quitar|quitad|elimina|eliminar|saca|sacar|borra|borrar)\b[\w\s-]{1,40}"
    r"\b(de|del) (mi |el |este )?pedido\b"
    r"|\border (se|mein se|me se)\b[\w\s-]{1,40}\b(hata|hatao|hata do|nikal|nikaal|nikalo|nikal do)\b"
    r"|ऑर्डर (से|में से)[^।?!]{1,40}(हटा|निकाल)"
    r"|ஆர்டரில(ிருந்து|் இருந்து)[^.?!]{1,40}(நீக்க|நீக்கு|எடு)"
    r"|অর্ডার (থেকে|থেকেই)[^।?!]{1,40}(সরিয়ে|বাদ|ফেলে)"
)
_CHANGE = folded_pattern(
    r"\b(change|swap|switch|make)\b|\b(cambia|cambiar|cambiad|c[aá]mbiame|pon|poner)\b"
    r"|\b(kar do|kardo|kar dijiye|badal|badlo|badal do)\b|बदल|कर दो|कर दीजिए"
    r"|மாற்ற|மாற்று|ஆக்கு|ஆக மாற்று|বদলে|বদলান|করে দিন|করে দাও"
)
# A size or a colour the catalogue can name (search_words reads them in the six languages as
# English); the letter sizes shops use as they are.
_OPTION_WORDS = frozenset({"small", "medium", "large", "xl", "xxl", "xs", "s", "m", "l", "blue", "red", "green",
                           "black", "white", "grey", "yellow", "pink", "brown"})
_SIZE_WORDS = frozenset({"size", "talla", "saiz", "साइज़", "साइज", "அளவு", "அளவாக", "সাইজ", "সাইজের"})


def wants_items_removed(text: str) -> bool:
    return bool(_REMOVE.search(fold(text)))


def option_words(text: str) -> tuple[str, ...]:
    """The sizes and colours the text names, as the catalogue's English words."""
    return tuple(w for w in search_words(text) if w in _OPTION_WORDS)


def wants_other_variant(text: str) -> bool:
    return bool(_CHANGE.search(fold(text))) and bool(option_words(text) or _SIZE_WORDS & set(text.lower().split()))


def wants_order_edit(text: str) -> bool:
    """Units taken off an order, or an item changed to another size or colour, asked in so many words."""
    return wants_items_removed(text) or wants_other_variant(text)


# Items customers name in their own language, read as the shop's English words so that the order's
# item names match (slots.items reads those): the nouns of the shop's catalogue, as _SAID_AS in
# supportbot/core/shop/catalogue.py reads its colours and sizes. Indic forms are matched as the
# start of a word: Tamil and Bengali join case endings to the noun (சட்டையைப், মগটা).
_NOUNS = {english: tuple(said.split()) for english, said in {
    "shirt": "camisa camisas kameez qameez शर्ट कमीज़ कमीज சட்டை ஷர்ட் শার্ট জামা",
    "mug": "taza tazas tazón மக் குவளை கோப்பை मग মগ",
    "plate": "plato platos plate प्लेट थाली தட்டு ப்ளேட் প্লেট থালা",
    "bowl": "bol cuenco katora कटोरा கிண்ணம் বাটি",
    "lamp": "lámpara lampara लैंप லேம்ப் விளக்கு ল্যাম্প বাতি",
}.items()}


def in_shop_words(text: str) -> str:
    """The text with the English noun added after each item word said in another language."""
    out = []
    for word in text.split():
        out.append(word)  # as written: the size and colour words are read from it as well
        lowered = fold(word).lower()
        for english, forms in _NOUNS.items():
            if any(lowered == (f := fold(form).lower()) or (not f.isascii() and lowered.startswith(f))
                   for form in forms):
                out.append(english)
                break
    return " ".join(out)
