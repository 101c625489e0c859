"""A status asked alongside another request: split off, and answered first from live data."""

from __future__ import annotations

import re

from supportbot.core.shop.orders import Order
from supportbot.core.turn import TurnInput
from supportbot.core.types import OutboundText
from supportbot.core.understanding.slots import order_ids
from supportbot.rungs.responder import describe_status
from supportbot.words.replies import fixed

# "Where is A-1043" inside a message that asks for something else too (T-9: "Where is my order,
# and refund the broken item"). A clause that also names an action ("when will my refund come?")
# is about that action, not about where an order is.
STATUS_ASK = re.compile(r"\b(where|when|status|track|tracking|eta|arrive|arriving|d[oó]nde|cu[aá]ndo|estado"
                        r"|seguimiento|kahan|kab)\b|कहाँ|कहां|कब ", re.I)
_ACTION_WORDS = re.compile(r"refund|money|return|cancel|address|broke|damage|crack|faulty|wrong|missing|change"
                           r"|reembols|devol|direcci|rot[oa]|dinero|paise|paisa|wapas|vapas|पैसे|रिफ़ंड|रिफंड"
                           r"|पता|टूट", re.I)
_CLAUSE = re.compile(r"[?!.;\n]+|\b(?:and|y|aur)\b|और", re.I)
IN_FLIGHT = ("placed", "shipped", "out_for_delivery")


def status_asks(said: str) -> tuple[list[str], str]:
    """The clauses asking where an order is, and the rest of the message (the other ask's words).

    A message that is nothing but status clauses is left whole: it has no second ask to split off."""
    clauses = [c for c in _CLAUSE.split(said) if c and c.strip()]
    asks = [c for c in clauses if STATUS_ASK.search(c + " ") and not _ACTION_WORDS.search(c)]
    if not asks or len(asks) == len(clauses):
        return [], said
    return asks, " ".join(c for c in clauses if c not in asks)


def status_lines(asks: list[str], orders: list[Order], turn: TurnInput, lang: str) -> tuple[OutboundText, ...]:
    """The status part answered from live data: the orders named, else those still on their way."""
    if not asks or not orders:
        return ()
    by_id = {o.id: o for o in orders}
    named = order_ids(asks)
    if named:
        # Another customer's order answers exactly like a missing one (no existence leak).
        lines = [describe_status(by_id[i], turn.now, lang) if i in by_id
                 else fixed("no_such_order", lang, order=i).text for i in named]
    else:
        lines = [describe_status(o, turn.now, lang)
                 for o in ([o for o in orders if o.status in IN_FLIGHT] or orders[:1])]
    return (OutboundText("\n".join(lines)),)
