"""The shop's catalogue as values: products, their variants, and which of them a customer's words name.

Pure: the built-in shop (supportbot/store/catalogue.py) or Shopify (supportbot/channels/shop/shopify_catalogue.py)
hands in products; this module says which ones a question is about and which variants it asks
for. A product is named by a word of its title ("the linen shirt in blue"); an option's value
narrows it to variants. Colours and sizes customers say in their own language (azul, नीला, neela,
நீலம், নীল) are read as the catalogue's English words first, so the six languages reach the same
variants; everything else is matched as written, and the common words of each language are left
out so that they never match a title.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

# Option values in the customer's language -> the catalogue's word. Inflected forms are listed
# (नीले, azules): Indic scripts and Spanish agree the adjective with its noun.
_SAID_AS = {english: tuple(said.split()) for english, said in {
    "blue": "azul azules neela neeli neele nila नीला नीली नीले நீல நீலம் நீல நிற নীল",
    "red": "rojo roja rojos rojas laal lal लाल சிவப்பு சிகப்பு লাল",
    "green": "verde verdes hara hari hare हरा हरी हरे பச்சை সবুজ",
    "black": "negro negra negros negras kaala kala kaali kali kale काला काली काले கருப்பு கறுப்பு কালো",
    "white": "blanco blanca blancos blancas safed safaid सफेद सफ़ेद வெள்ளை সাদা",
    "grey": "gray gris grises grey slate सलेटी சாம்பல் ধূসর",
    "yellow": "amarillo amarilla amarillos amarillas peela peeli pila पीला पीली पीले மஞ்சள் হলুদ",
    "pink": "rosa rosado rosada gulabi गुलाबी இளஞ்சிவப்பு গোলাপি",
    "brown": "marron marrón bhura भूरा பழுப்பு বাদামি",
    "small": "pequeño pequeña pequeno pequena chhota chota छोटा छोटी சிறிய ছোট",
    "medium": "mediano mediana मध्यम நடுத்தர মাঝারি",
    "large": "grande grandes बड़ा बड़ी பெரிய বড়",
}.items()}
_ENGLISH = {said: english for english, forms in _SAID_AS.items() for said in forms}

# Words of asking, in the six languages, that name no product: "do you have X in blue?".
_COMMON = frozenset("""
a an the any some do does did you your we our i me my is are am be it its this that these those in on of for
to with and or have has got sell stock stocked available there what which how much price cost costs
colour color colours colors size sizes please hi hello can could would i'd im also still only one
tienes tenéis teneis tienen tenemos hay el la los las un una unos unas de del en con y o por para
que qué cuanto cuánto cuesta precio talla tallas color colores disponible disponibles me mi sí si
kya hai hain mein me ka ki ke ko aap aapke paas milega milegi rang size koi bhi kitne kitna ka
क्या है हैं में का की के को आपके पास मिलेगा मिलेगी रंग कोई भी कितने कितना साइज़ साइज
நிறத்தில் நிறம் இருக்கா இருக்கிறதா உள்ளதா கிடைக்குமா என்ன அளவு அளவில் விலை உங்களிடம்
কি আছে রঙে রঙ রঙের সাইজ সাইজে দাম আপনাদের কাছে পাওয়া যাবে
""".split())

_SPLIT = re.compile(r"[\s,.;:!?¿¡()\[\]\"/|+*&#-]+")


@dataclass(frozen=True)
class Variant:
    sku: str
    title: str
    options: tuple[tuple[str, str], ...]  # (option name, value), in the product's option order
    price: Decimal
    available: int | None  # units in stock; None when the shop does not track it
    for_sale: bool = True

    @property
    def in_stock(self) -> bool:
        return self.for_sale and (self.available is None or self.available > 0)

    def as_result(self) -> dict[str, Any]:
        return {"sku": self.sku, "title": self.title, "options": dict(self.options), "price": f"{self.price:.2f}",
                "in_stock": self.in_stock, "available": self.available}


@dataclass(frozen=True)
class Product:
    id: str
    title: str
    description: str
    options: tuple[str, ...]
    variants: tuple[Variant, ...]

    @property
    def reference(self) -> str:
        """The id a customer may read: Shopify's GID without its prefix, the built-in shop's as it is."""
        return self.id.rsplit("/", 1)[-1]

    def variant(self, sku: str) -> Variant | None:
        return next((v for v in self.variants if v.sku.upper() == sku.strip().upper()), None)

    def as_result(self, variants: Iterable[Variant] | None = None) -> dict[str, Any]:
        """What a tool returns; `source` is the citation, as an article's slug and version are."""
        return {"product_id": self.id, "title": self.title, "description": self.description,
                "options": list(self.options),
                "variants": [v.as_result() for v in (self.variants if variants is None else variants)],
                "source": f"catalogue:{self.reference}"}


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKC", text).casefold().replace("'", "").replace("\u2019", "")
    return [w for w in _SPLIT.split(text) if w]


def search_words(text: str) -> tuple[str, ...]:
    """The words of `text` that can name a product or an option, colours and sizes in English."""
    found: list[str] = []
    for word in _words(text):
        word = _ENGLISH.get(word, word)
        if word not in _COMMON and word not in found:
            found.append(word)
    return tuple(found)


def _option_words(product: Product) -> set[str]:
    return {_stem(w) for v in product.variants for _, value in v.options for w in _words(value)}


def rank(products: Iterable[Product], words: tuple[str, ...]) -> list[Product]:
    """The products `words` name, best first: a title word is needed (a colour alone names none),
    then each option value named counts, then the description's words break ties."""
    asked = {_stem(w) for w in words}
    scored = []
    for product in products:
        in_title = asked & {_stem(w) for w in _words(product.title)}
        if not in_title:
            continue
        score = (3 * len(in_title) + len(asked & _option_words(product))
                 + 0.5 * len(asked & {_stem(w) for w in _words(product.description)}))
        scored.append((-score, product.title, product))
    return [p for *_, p in sorted(scored, key=lambda s: (s[0], s[1]))]


def asked_variants(product: Product, words: tuple[str, ...]) -> tuple[Variant, ...]:
    """The variants whose options the words name (every option named must match); all of them
    when no option value of this product is named, so an answer lists what exists, never a guess."""
    asked = {_stem(w) for w in words}
    named: dict[str, set[str]] = {}
    for variant in product.variants:
        for name, value in variant.options:
            if _stem(value.casefold()) in asked:
                named.setdefault(name, set()).add(value)
    if not named:
        return product.variants
    return tuple(v for v in product.variants
                 if all(dict(v.options).get(name) in values for name, values in named.items()))
