"""A shop's own numbers (`shop.policy` in a scenario's fixture) become the trial's policy: the
refund and return decisions, the graders and the words the customer reads all use them."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest
from pydantic import ValidationError

from evals.scenario import Scenario
from evals.trial import trial_settings
from supportbot.app.settings import Settings
from supportbot.core.money.actions import Action
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.shop.fixture import ShopFixture, ShopPolicy
from supportbot.words import replies

OWN = {"refund_window_days": 14, "return_window_days": 21, "refund_auto_limit": "30.00",
       "refund_conversation_cap": "100.00", "refund_daily_cap": "150.00", "return_fee": "6.50",
       "return_receive_days": 14, "dnr_wait_days": 3, "refund_arrival_days": 7}


def scenario(policy: dict | None) -> Scenario:
    shop: dict = {"customers": [], "orders": []}
    if policy is not None:
        shop["policy"] = policy
    return Scenario.model_validate({
        "id": "own-numbers", "intent": "refund", "now": "2026-11-29T12:00:00Z", "shop": shop,
        "customer": {"wa_id": "15550001111"}, "goal": "a refund",
        "plan": [{"intent": "refund", "say": "refund please"}], "expect": {"refunds": []}})


def test_every_number_of_the_shop_reaches_the_trials_settings():
    settings = trial_settings(Settings(), "postgresql://x/y", "q", scenario(OWN), "templated", 1, 2)
    limits, returns = settings.refund_limits(), settings.return_settings()
    assert (limits.refund_window_days, limits.auto_limit, limits.per_conversation_cap) == (14, Decimal("30.00"),
                                                                                          Decimal("100.00"))
    assert (limits.per_customer_daily_cap, limits.dnr_wait_days, limits.refund_arrival_days) == (
        Decimal("150.00"), 3, 7)
    assert returns == ReturnSettings(window_days=21, receive_days=14, fee=Decimal("6.50"))


def test_a_number_not_given_keeps_the_default():
    default = Settings()
    settings = trial_settings(default, "postgresql://x/y", "q", scenario({"return_fee": "5.25"}), "templated", 1, 2)
    assert settings.return_settings().fee == Decimal("5.25")
    assert settings.refund_limits() == default.refund_limits()
    assert trial_settings(default, "postgresql://x/y", "q", scenario(None), "templated", 1, 2
                          ).return_settings() == default.return_settings()


@pytest.mark.parametrize("bad", [{"refund_windw_days": 3}, {"return_fee": "-1.00"}, {"refund_window_days": 0},
                                 {"refund_auto_limit": "12.345"}])
def test_an_unknown_key_or_an_impossible_number_is_refused(bad):
    with pytest.raises(ValidationError):
        ShopFixture.model_validate({"policy": bad})


def test_the_return_confirmation_states_the_shops_own_fee():
    action = Action(id=7, idempotency_key="k", conversation_id=1, customer_id="C-1", kind="return", order_id="A-1",
                    status="awaiting_confirmation", confirm_by=datetime(2026, 1, 1, tzinfo=UTC),
                    items=(("MUG", 1),), amount=Decimal("23.50"), currency="USD", reason="changed_mind")
    shop = ReturnSettings(fee=Decimal("6.50"))
    text = replies.confirmation(action, None, "en", returns=shop).text
    assert "6.50" in text and "30.00" in text  # the items' value is the refund plus this shop's fee
    assert "4.95" not in text
    started = replies.return_started(action, "en", returns=ReturnSettings(receive_days=9)).text
    assert "9 days" in started and "21" not in started


def test_the_policy_keys_are_the_formats_nine_numbers():
    assert set(ShopPolicy.model_fields) == set(OWN)


@pytest.mark.parametrize(("lang", "said"), [("en", "4 to 7 days"), ("es", "de 4 a 7 días"), ("hi", "4 से 7 दिन"),
                                            ("hinglish", "4 se 7 din"), ("ta", "4 முதல் 7"), ("bn", "4 থেকে 7")])
def test_a_refund_says_when_it_shows_in_the_shops_own_days(lang, said):
    action = Action(id=8, idempotency_key="k", conversation_id=1, customer_id="C-1", kind="refund", order_id="A-1",
                    status="executing", confirm_by=datetime(2026, 1, 1, tzinfo=UTC),
                    items=(("MUG", 1),), amount=Decimal("12.00"), currency="USD")
    texts = [replies.refunded(action, None, lang, arrival_days=7).text,
             replies.order_cancelled(action, None, lang, arrival_days=7).text,
             replies.return_refunded("A-1", Decimal("12.00"), "USD", lang, arrival_days=7).text]
    assert all(said in text and "10" not in text for text in texts)
