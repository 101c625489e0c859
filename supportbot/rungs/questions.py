"""The templated flows' own questions: an answer is routed by the question the bot asked before it."""

from __future__ import annotations

from supportbot.rungs.returns_flow import ASKING_RETURN
from supportbot.words.wording import TEXTS


def _openings(*keys: str) -> tuple[str, ...]:
    """What each text under `keys` opens with, in every language: up to its first field."""
    return tuple(opening for key in keys for t in TEXTS[key].values() if (opening := t.split("{")[0]))


# The fixed opening of each question the refund flow asks (a template opening on a field has none).
ASKING_CODE = _openings("code_sent", "code_wrong", "code_missing", "code_limit")
# The code questions belong to the refund flow: the claim's details told before them still count.
ASKING = _openings("which_order", "which_item", "what_wrong") + ASKING_CODE
ASKING_ITEM = _openings("which_item")
ASKING_EDIT = _openings("which_edit")  # which item of an order not shipped changes, and to what
# The address questions: which order, then the address, then any field its answer lacked.
ASKING_ADDRESS_FIELDS = _openings("new_address", "new_saved_address", "address_postcode", "address_line1",
                                  "address_city")
ASKING_ADDRESS = _openings("which_order_move") + ASKING_ADDRESS_FIELDS
# A rule just told: a refusal with its reason, or a help-centre passage quoted. "So what can I do
# then?" after one asks about that rule.
TOLD_RULE = _openings("cannot_refund", "cannot_cancel", "cannot_change_address", "cannot_replace", "cannot_return",
                      "help_quote")
TOLD_REFUNDS = _openings("refund_status")


def asked_for_refund_details(last_bot: str | None) -> bool:
    return last_bot is not None and last_bot.startswith(ASKING)


def this_request(history: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The part of `history` in the request under way: since the bot last said something other
    than one of our questions. A new request starts fresh: the words of a claim already proposed,
    paid or declined must not fill in the next one's item or reason."""
    start = len(history)
    while start > 0:
        direction, said = history[start - 1]
        # A bot message right before another bot message prefaces it (a status asked alongside,
        # "that's you confirmed"): it goes with the question that follows.
        prefaces = start < len(history) and history[start][0] == "out"
        if direction == "in" or prefaces or said.startswith(ASKING + ASKING_ADDRESS + ASKING_RETURN):
            start -= 1
        else:
            break
    return history[start:]


def follows_a_rule(last_bot: str | None) -> bool:
    return last_bot is not None and last_bot.startswith(TOLD_RULE)


def follows_refund_status(last_bot: str | None) -> bool:
    return last_bot is not None and last_bot.startswith(TOLD_REFUNDS)
