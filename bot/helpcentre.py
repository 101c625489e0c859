"""The built-in help centre, rendered from the same policy numbers the code enforces.

One source of truth (invariant 8): change REFUND_WINDOW_DAYS and both the article and the
refund decision change. Search here is a small keyword overlap; [5/6] moves articles into
Postgres with full-text search and versions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.policy import ARTICLE_ADDRESS, ARTICLE_DAMAGED, ARTICLE_REFUNDS, RefundLimits

VERSION = "builtin-1"


@dataclass(frozen=True)
class Article:
    slug: str
    title: str
    body: str
    version: str = VERSION


def builtin_articles(limits: RefundLimits) -> list[Article]:
    reasons = ", ".join(sorted(r.replace("_", " ") for r in limits.allowed_reasons))
    return [
        Article(ARTICLE_REFUNDS, "Refunds",
                f"You can ask for a refund within {limits.refund_window_days} days of delivery for items "
                f"that arrived {reasons}. Refunds go back to the original payment method. Refunds up to "
                f"{limits.auto_limit} are made straight away after you confirm; larger ones are checked "
                "by our team first. Delivery fees are refunded only when the whole order is refunded."),
        Article(ARTICLE_DAMAGED, "Damaged or faulty items",
                f"If something arrives broken or faulty, tell us within {limits.refund_window_days} days "
                "of delivery with the order number and which item. We refund the item's price; you do "
                "not need to send it back."),
        Article(ARTICLE_ADDRESS, "Changing your delivery address",
                "You can change the delivery address while the order is still being prepared, before it "
                "ships. Once it has shipped the address cannot be changed."),
        Article("delivery", "Delivery times",
                "Orders ship within 2 working days and usually arrive 2 to 4 working days after "
                "shipping. You get a tracking number when your order ships."),
    ]


_WORD = re.compile(r"[a-z0-9]+")


def search(articles: list[Article], query: str, limit: int = 3) -> list[tuple[Article, float]]:
    """Articles sharing words with the query, best first; nothing when nothing matches."""
    asked = {w for w in _WORD.findall(query.lower()) if len(w) > 2}
    scored = []
    for article in articles:
        words = set(_WORD.findall((article.title + " " + article.body).lower()))
        score = len(asked & words) / (len(asked) or 1)
        if score > 0:
            scored.append((article, round(score, 3)))
    return sorted(scored, key=lambda pair: -pair[1])[:limit]
