"""The templated rung's exchange flow (issue 33 items 1 and 6), no LLM: which order, which item,
which variant instead, then the agent's own exchange_items tool decides and the customer confirms.

"Can I swap it for a medium?", "wrong size, I want the blue one instead": the item is the order's
(named, or its only one), its product and other variants come from the shop's catalogue
(find_products on the item's name, kept to the product that holds the item's sku), and the variant
is the one whose option values the customer's words name (colours and sizes in any of the six
languages, as the catalogue reads them; "medium" names a size "M"). Nothing named, or nothing in
stock that fits: the flow asks, listing what there is. Money is the tool's: policy prices the
difference, reads the reason from the customer's words, and the customer confirms.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from supportbot.core.shop.catalogue import Product, Variant, search_words
from supportbot.core.shop.orders import Order, OrderItem
from supportbot.core.turn import Reply, TurnResult
from supportbot.core.understanding.slots import items as read_items
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.steps import ToolStep
from supportbot.words.replies import fixed, refusal_reason
from supportbot.words.wording import TEXTS

# Swapping an item for another of the same product, in the six languages. The words that name the
# swap itself count alone; the wider ones ("instead", "cambiar por", बदल, மாற்ற, বদল: an address
# or a mind changes too) only with a size or colour named beside them.
_EXCHANGE = re.compile(r"\b(exchange|swap)\b|एक्सचेंज|எக்ஸ்சேஞ்ச்|এক্সচেঞ্জ", re.I)
_SWAP_FOR = re.compile(
    r"\binstead\b|\b(change|switch|trade) (it|this|them|that|the \w+) (for|with)\b|\bin a (different|another|other) "
    r"(size|colou?r)\b|\bcambi\w*\b.{0,40}\b(por|talla|color)\b|\ben (vez|lugar) de\b"
    r"|\b(badal|badla|badli)\s*(kar|ke|ke liye|do|dijiye|sakte|sakti)\b|\b(is|us)?ki jagah\b"
    r"|बदल\s*(कर|के|दें|दीजिए|सकते)|की जगह"
    r"|மாற்றி (தர|தாருங்கள்|கொடு)|மாற்ற (முடியுமா|வேண்டும்)|பதிலாக"
    r"|বদলে (দিন|দিতে|দেবেন)|বদলাতে|পরিবর্তে", re.I)
# A size or colour as the catalogue reads it (supportbot/core/shop/catalogue.py maps the six languages' words).
_OPTION_WORDS = frozenset({"blue", "red", "green", "black", "white", "grey", "yellow", "pink", "brown",
                           "small", "medium", "large", "s", "m", "l", "xl"})
# A question about the rule, not a request: the help centre answers it (supportbot/rungs/policy_flow.py).
_RULE = re.compile(r"\bhow (long|many days)|\bpolicy\b|pol[ií]tica|cu[aá]ntos d[ií]as|kitne din|कितने दिन"
                   r"|எத்தனை நாள|কত দিন", re.I)
# Sizes said as words, read as the letters shops label them with.
_SIZES = {"small": "s", "medium": "m", "large": "l", "xl": "xl"}

QUESTIONS = ("exchange_which_order", "exchange_which_item", "exchange_which_variant")
ASKING_EXCHANGE = tuple(opening for key in QUESTIONS for t in TEXTS[key].values() if (opening := t.split("{")[0]))


def wants_exchange(text: str, last_bot: str | None = None) -> bool:
    """A request to swap an item for another variant, or the answer to one of this flow's questions."""
    if (last_bot or "").startswith(ASKING_EXCHANGE):
        return True
    if _RULE.search(text):
        return False
    return bool(_EXCHANGE.search(text)) or (bool(_SWAP_FOR.search(text))
                                           and not _OPTION_WORDS.isdisjoint(search_words(text)))


async def exchange_flow(said: str, lang: str, orders: list[Order], earlier: list[str], run_tool: ToolStep
                        ) -> TurnResult | int:
    """A question, a refusal in the customer's language, or the proposed action's id."""
    context = [*earlier[-4:], said]
    text = " ".join(context)
    ids = order_ids(context)
    delivered = [o for o in orders if o.status == "delivered"]
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (
        delivered[0] if len(delivered) == 1 else None)
    if order is None:
        return Reply((fixed("exchange_which_order", lang, example=orders[0].id if orders else "A-1042"),),
                     outcome="asking")
    named = read_items(text, order)
    item = next((i for i in order.items if i.sku == named[0][0]), None) if named else (
        order.items[0] if len(order.items) == 1 else None)
    if item is None:
        return Reply((fixed("exchange_which_item", lang, order=order.id, item=order.items[0].name),),
                     outcome="asking")
    product = await _product_of(item, run_tool)
    owned = product.variant(item.sku) if product else None
    others = [v for v in product.variants if v.sku.upper() != item.sku.upper()] if product else []
    if product is None or owned is None or not any(v.in_stock for v in others):
        return Reply((fixed("exchange_no_variants", lang, item=item.name),), outcome="exchange_refused")
    chosen = _named_variants(others, owned, context)
    in_stock = [v for v in chosen if v.in_stock]
    if len(in_stock) != 1:
        offer = in_stock or [v for v in others if v.in_stock]
        choices = ", ".join(f"{v.title} ({v.price:.2f})" for v in offer)
        return Reply((fixed("exchange_which_variant", lang, item=item.name, choices=choices),), outcome="asking")
    qty = next((q for sku, q in named if sku == item.sku), 1) if named else 1
    proposal = await run_tool("exchange_items", {
        "order_id": order.id, "reason": "other",  # policy reads the reason from the customer's own words
        "items": [{"sku": item.sku, "qty": min(qty, item.qty), "new_variant": in_stock[0].sku}]})
    if proposal.get("status") != "awaiting_confirmation":
        refusal = proposal.get("reason") or proposal.get("refused") or "refused"
        return Reply((fixed("cannot_exchange", lang, why=refusal_reason(refusal, lang)),), outcome="exchange_refused")
    return int(proposal["action_id"])


async def _product_of(item: OrderItem, run_tool: ToolStep) -> Product | None:
    """The catalogue product holding the item's sku, found by the item's name."""
    found = await run_tool("find_products", {"query": item.name})
    for result in found.get("results") or []:
        variants = tuple(_variant(v) for v in result.get("variants") or [])
        if any(v.sku.upper() == item.sku.upper() for v in variants):
            return Product(result["product_id"], result["title"], result.get("description") or "",
                           tuple(result.get("options") or ()), variants)
    return None


def _variant(v: dict[str, Any]) -> Variant:
    return Variant(v["sku"], v["title"], tuple((v.get("options") or {}).items()), Decimal(v["price"]),
                   v.get("available"), for_sale=bool(v.get("in_stock")))


def _named_variants(variants: list[Variant], owned: Variant, context: list[str]) -> list[Variant]:
    """The variants the customer's latest message naming an option value names, the most values
    named first; among those, the ones keeping most of what the customer has ("the blue one" of a
    small white shirt is the small blue one). None named: []."""
    mine = {value.casefold() for _, value in owned.options}
    for message in reversed(context):
        words = {_SIZES.get(w, w) for w in search_words(message)}
        fitting = []
        for variant in variants:
            # What the customer has is not what they ask for: "blue instead of white" names blue.
            named = {value.casefold() for _, value in variant.options} & words - mine
            if named:
                kept = len(set(variant.options) & set(owned.options))
                fitting.append(((len(named), kept), variant))
        if fitting:
            best = max(score for score, _ in fitting)
            return [v for score, v in fitting if score == best]
    return []
