"""Which flow a message needs when the router's intent has none for it: claims, returns, questions."""

from __future__ import annotations

import re

from supportbot.core.understanding import asks as kinds
from supportbot.core.understanding.intent_rules import wants_return
from supportbot.core.understanding.normalisation import fold, folded_pattern, normalise
from supportbot.core.understanding.slots import order_ids, reason
from supportbot.rungs.status_asks import status_asks

# A covered reason is a claim, whatever the router called the message ("the scarf came torn").
_CLAIMS = frozenset({"damaged", "defective", "wrong_item", "missing_item"})
# Intents with no flow of their own here: told as a question, the help centre may answer them.
_QUESTION_ONLY = frozenset({"return", "cancel_order", "account_access", "other", None})


def claim_reason(text: str) -> str | None:
    """The covered reason a message gives; "it never arrived" is a parcel's fate, not an item's."""
    said = reason(text)
    return None if said == "missing_item" and kinds.not_received(text) else said


def wants_refund(text: str) -> bool:
    return kinds.asks_for_money_back(text) or claim_reason(text) in _CLAIMS


_LABEL = re.compile(r"\b(return label|label|etiqueta)\b|लेबल|லேபிள்|লেবেল", re.I)


# "Devolver" is to send goods back and to give money back: only the money said outright is a refund.
_GOODS_BACK = re.compile(r"\bdevolv\w*|\bdevoluci[oó]n\w*", re.I)
_MONEY = re.compile(r"dinero|lo que pagu|importe|reembols", re.I)


def _money_named(said: str) -> bool:
    return kinds.asks_for_money_back(_GOODS_BACK.sub(" ", said)) or bool(_MONEY.search(said))


def reread(intent: str | None, said: str) -> str | None:
    """The flow a message needs when the router's intent has none for it: damage described with no
    word for refund is a refund; "where is A-1043, and the scarf came torn" is a status and a
    refund (the status part is answered first); a question about returns or cancelling is a
    question for the help centre."""
    if intent in (None, "refund", "return", "other", "complaint", "order_status") \
            and wants_return(normalise(said)) and not _money_named(said) and claim_reason(said) not in _CLAIMS:
        return "return"  # "quiero devolver el plato": the router's return rules, no money asked for
    if intent in ("human", "refund", "address_change", "policy_question"):
        return intent
    if intent == "return" and _LABEL.search(said) and not kinds.asks_for_money_back(said):
        return "return"  # a return label asked for: goods go back, whatever was wrong with them
    status, rest = status_asks(said)
    if intent in (None, "order_status", "other", "complaint", "return") and (
            claim_reason(rest if status else said) in _CLAIMS or (status and kinds.asks_for_money_back(rest))):
        return "refund"
    if order_ids([said]) and claim_reason(said) in ("damaged", "defective", "wrong_item"):
        # A fault named on a named order is a claim whatever else the router read in it ("fix
        # this", "how could a new sari come like this?"); risk was decided before this rung ran.
        return "refund"
    if intent in (None, "order_status", "other") and kinds.wants_another_address(said):
        return "address_change"
    if intent in (None, "order_status", "other", "complaint") and kinds.asks_for_money_back(said) \
            and (order_ids([said]) or not kinds.is_question(said)):
        return "refund"  # "¿me devolvéis lo que pagué?" about an order: a claim, its reason asked next
    if intent in _QUESTION_ONLY and intent != "other" and kinds.is_question(said) and not order_ids([said]):
        return "policy_question"
    if intent == "return" and kinds.asks_for_money_back(said):
        return "refund"  # sending it back for the money: the refund flow reads the reason
    return intent


# The rule asked about: how long, who pays the postage, whether it is free.
_RULE_TERMS = folded_pattern(
    r"\b(how (many days|long)|who pays|do i (have to |need to )?pay|postage|return shipping|shipping (cost|fee)s?"
    r"|(is it|is that|are they) free|free (returns?|postage|shipping)|window|deadline|time limit"
    r"|cu[aá]ntos d[ií]as|cu[aá]nto tiempo|qui[eé]n paga|tengo que pagar|gastos de (env[ií]o|devoluci[oó]n)|plazo"
    r"|kitne din|kitna time|kaun (dega|bharega|pay karega|deta)|shipping charge)\b"
    r"|कितने दिन|कितना समय|कौन (देगा|भरेगा)|डाक खर्च|எத்தனை நாள்|யார் (கட்ட|செலுத்த)|தபால் செலவு"
    r"|কত দিন|কে দেবে|পোস্টেজ")
# Asking for the return itself: the flow runs, and the help centre can answer the rest after.
_ASKS_TO_ACT = folded_pattern(
    r"\b(i (want|need|would like|'?d like) to (return|send)|please (return|start|arrange|send|process)|start (a|the)"
    r" return|(return|refund) (it|this|them) please|quiero (devolver|hacer una devoluci[oó]n|iniciar)"
    r"|por favor (devuelv|inici)|wapas karna hai|return karna hai)\b"
    r"|वापस करना है|திருப்பி அனுப்ப வேண்டும்|ফেরত দিতে চাই")


def asks_the_rule(said: str, intent: str | None) -> bool:
    """A question about the return or refund rule ("how many days do I have to send A-1042 back,
    and who pays the postage?"), not a request to act on it: the rule is answered before any
    return or refund is offered, order named or not (issue 28.4)."""
    folded = fold(said)
    about = intent in ("refund", "return") or wants_return(normalise(said)) or kinds.asks_for_money_back(said)
    # "My refund hasn't come, how long does it take?" asks after a refund made: settled_claims answers it.
    return about and bool(_RULE_TERMS.search(folded)) and not _ASKS_TO_ACT.search(folded) \
        and claim_reason(said) not in _CLAIMS and not kinds.asks_about_a_refund(said)
