"""The templated product answer: "do you have the linen shirt in blue?" from the shop's catalogue.

Through the agent's own journaled tool (find_products): the best product the words name, the
variants they asked for (every variant when no option was named), each with its price and stock,
and the product's reference, cited as a help-centre answer cites its article. Nothing named
answers None: the question goes on to the help centre or a person, never to a guess.
"""

from __future__ import annotations

from supportbot.core.turn import Reply
from supportbot.core.types import OutboundText
from supportbot.rungs.steps import ToolStep
from supportbot.words.wording import say

MOST_VARIANTS = 6  # a WhatsApp message a customer reads at a glance


async def product_flow(said: str, lang: str, run_tool: ToolStep) -> Reply | None:
    found = (await run_tool("find_products", {"query": said})).get("results") or []
    if not found:
        return None
    best = found[0]
    variants = "; ".join(say("product_variant", lang, variant=v["title"], price=v["price"],
                             stock=say("stock:in" if v["in_stock"] else "stock:out", lang))
                         for v in best["asked"][:MOST_VARIANTS])
    reference = best["source"].removeprefix("catalogue:")
    return Reply((OutboundText(say("product_answer", lang, title=best["title"], reference=reference,
                                   variants=variants)),), outcome="product_answered")
