"""The built-in help centre's words, rendered from the numbers the policy code enforces.

One source of truth (invariant 8): change REFUND_WINDOW_DAYS and both the article and the refund
decision change. The shop's own articles replace these; core/shop/helpcentre.py splits either kind
into passages."""

from __future__ import annotations

from supportbot.core.money.policy import ARTICLE_ADDRESS, ARTICLE_DAMAGED, ARTICLE_REFUNDS, RefundLimits
from supportbot.core.money.returns import ARTICLE_RETURNS, ReturnSettings
from supportbot.core.shop.helpcentre import Article

ARTICLE_DELIVERY = "delivery"


_REASON_WORDS = {"damaged": "damaged", "defective": "faulty", "wrong_item": "the wrong item",
                 "missing_item": "missing", "not_as_described": "not as described"}


def _listed(words: list[str]) -> str:
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def builtin_articles(limits: RefundLimits, returns: ReturnSettings | None = None) -> list[Article]:
    """The shop's default help centre; every number comes from the limits the code enforces."""
    returns = returns or ReturnSettings()
    reasons = _listed([_REASON_WORDS.get(r, r.replace("_", " ")) for r in sorted(limits.allowed_reasons)])
    days, limit = limits.refund_window_days, limits.auto_limit
    return [
        Article(ARTICLE_REFUNDS, "Refunds",
                f"You can ask for a refund within {days} days of delivery for items that arrived {reasons}.\n\n"
                "## How you get your money back\n\n"
                f"Refunds go back to the original payment method. Refunds up to {limit} are made straight "
                "away after you confirm; larger ones are checked by our team first.\n\n"
                "## Delivery fees\n\n"
                "Delivery fees are refunded only when the whole order is refunded.\n\n"
                "## Change of mind\n\n"
                f"A change of mind is not a reason we refund straight away: send the item back instead (see "
                f"Returns). Items that arrived {reasons} are covered for {days} days after delivery.",
                keywords="money back reimburse reimbursement return returns repay cashback payback "
                         "deadline period time limit window days"),
        Article(ARTICLE_DAMAGED, "Damaged or faulty items",
                f"If something arrives broken or faulty, tell us within {days} days of delivery with the "
                "order number and which item.\n\n"
                "## What we do\n\n"
                "We refund the item's price; you do not need to send it back.",
                keywords="broken cracked smashed shattered chipped damage damaged faulty defective "
                         "not working does not work stopped working"),
        Article(ARTICLE_RETURNS, "Returns",
                f"You can send items back within {returns.window_days} days of delivery, for any reason, "
                "a change of mind, the wrong size or not liking it included.\n\n"
                "## How a return works\n\n"
                "Tell us the order and the items. After you confirm, we email a prepaid return label to the "
                "address on your account. We refund you when the items reach our warehouse, to the original "
                "payment method.\n\n"
                "## What you get back\n\n"
                f"The items' price, minus a {returns.fee} return shipping fee when you return them for your own "
                "reasons (change of mind, wrong size chosen, not liked, found cheaper). Nothing is deducted when "
                "the item was damaged, faulty, the wrong item or not as described. The delivery fee is not "
                "refunded on returns. Items already refunded cannot be returned.\n\n"
                "## If nothing arrives\n\n"
                f"If nothing reaches our warehouse within {returns.receive_days} days of the label, the return "
                "closes and we let you know; you can start a new one.",
                keywords="return label prepaid label send it back wrong size does not fit"),
        Article(ARTICLE_ADDRESS, "Changing your delivery address",
                "You can change the delivery address while the order is still being prepared, before it "
                "ships.\n\n"
                "## After it has shipped\n\n"
                "Once the order has shipped the address cannot be changed.",
                keywords="address change update wrong address moved move new address redirect "
                         "shipping address deliver elsewhere"),
        Article(ARTICLE_DELIVERY, "Delivery times",
                "Orders ship within 2 working days and usually arrive 2 to 4 working days after "
                "shipping.\n\n"
                "## Tracking\n\n"
                "You get a tracking number when your order ships.",
                keywords="delivery shipping ship dispatch arrive arrival how long when will it come "
                         "late tracking track parcel package courier"),
    ]
