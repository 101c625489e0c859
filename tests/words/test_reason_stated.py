"""The confirmation says which reason class code read, and what follows from it (issue 27 item 5).

A customer answers yes to a refund, a return or a replacement knowing the reason on record: "as
the item arrived damaged: no return fee", "as it doesn't fit: the 4.95 return fee applies". In
every language the bot speaks, each class reads differently and the fee is named where it applies.
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from supportbot.core.language import LANGUAGES
from supportbot.core.money.actions import Action
from supportbot.core.money.returns import OWN_REASONS, SHOP_AT_FAULT, ReturnSettings
from supportbot.words.replies import confirmation

SHOP = ReturnSettings(fee=Decimal("4.95"))
FAULTS = sorted(SHOP_AT_FAULT | {"missing_item"})
OWN = sorted(OWN_REASONS)


def proposed(kind: str, reason: str | None, amount: str = "25.05") -> Action:
    return Action(id=7, idempotency_key="k", conversation_id=1, customer_id="C-1", kind=kind, order_id="A-1042",
                  status="awaiting_confirmation", confirm_by=datetime(2026, 1, 1, tzinfo=UTC),
                  items=(("PLATE-1", 1),), amount=Decimal(amount), currency="USD", reason=reason)


def said(kind: str, reason: str | None, lang: str = "en") -> str:
    return confirmation(proposed(kind, reason), None, lang, returns=SHOP).text


def test_the_english_states_the_reason_and_its_consequence():
    assert "As the item arrived damaged: no return fee." in said("return", "damaged")
    assert "As it doesn't fit: the 4.95 return fee applies." in said("return", "wrong_size")
    assert "As you changed your mind: the 4.95 return fee applies." in said("return", "changed_mind")
    assert "Reason on record: the item arrived damaged." in said("refund", "damaged")
    assert "Reason on record: the wrong item was sent." in said("replacement", "wrong_item")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", ["refund", "replacement", "return"])
def test_each_reason_class_reads_differently_in_every_language(lang, kind):
    without = said(kind, None, lang)
    worded = {reason: said(kind, reason, lang) for reason in FAULTS + OWN}
    assert all(text != without and text.startswith(without.split("?")[0]) for text in worded.values()), worded
    assert len(set(worded.values())) == len(worded), f"two reasons read alike in {lang}"
    if lang != "en":
        english = {reason: said(kind, reason) for reason in worded}
        assert all(worded[r] != english[r] for r in worded), "worded in the customer's language"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_return_names_the_fee_only_when_the_customer_pays_it(lang):
    for reason in OWN:
        assert said("return", reason, lang).count("4.95") == 2, "the fee note and the stated reason name the fee"
    for reason in SHOP_AT_FAULT:  # a missing item is not sent back: no return is proposed for it
        assert "4.95" not in said("return", reason, lang)


def test_a_reason_outside_the_classes_states_none_rather_than_a_raw_code():
    assert said("return", "other") == said("return", None)
    assert said("refund", "other") == said("refund", None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_exchange_never_names_a_return_fee(lang):
    # POLICY.md, Exchanges: "No return shipping fee on an exchange", whatever the reason.
    for reason in OWN + FAULTS:
        text = said("exchange", reason, lang)
        assert "4.95" not in text
        assert text.endswith(said("refund", reason, lang).split("?")[-1]), "only the reason on record is stated"
