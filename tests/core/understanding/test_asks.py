"""Kinds of ask the router's intent does not tell apart, in six languages (issue 14)."""

from __future__ import annotations

import pytest

from supportbot.core.understanding import asks


@pytest.mark.parametrize("text", [
    "tracking says delivered but I never got it", "nothing has arrived at my door", "I haven't received the parcel",
    "dice entregado pero no me ha llegado nada", "delivered dikha raha hai par mila hi nahi",
    "डिलीवर दिखा रहा है लेकिन मुझे नहीं मिला", "டெலிவர் ஆனதாக சொல்கிறது, ஆனால் எனக்கு கிடைக்கவில்லை",
    "ডেলিভারি হয়েছে বলছে কিন্তু আমি পাইনি", "figura como entregado pero nunca me llegó",
])
def test_a_parcel_that_never_came(text):
    assert asks.not_received(text)


@pytest.mark.parametrize("text", ["it has arrived broken", "the parcel came today, thanks", "llegó ayer"])
def test_a_parcel_that_came_is_not_missing(text):
    assert not asks.not_received(text)


@pytest.mark.parametrize("text", [
    "my refund still hasn't arrived", "you said you refunded me, where is it?",
    "todavía no me ha llegado el reembolso", "refund abhi tak nahi aaya", "रिफंड अभी तक नहीं आया",
    "ரீஃபண்ட் இன்னும் வரவில்லை", "রিফান্ড এখনও আসেনি",
])
def test_asking_after_a_refund_already_made(text):
    assert asks.asks_about_a_refund(text)


@pytest.mark.parametrize("text", ["I want a refund for the torn scarf", "quiero un reembolso", "refund chahiye"])
def test_a_new_claim_is_not_a_question_about_an_old_refund(text):
    assert asks.asks_for_money_back(text) and not asks.asks_about_a_refund(text)


@pytest.mark.parametrize("text", ["रंग पसंद नहीं आया", "colour pasand nahi aaya"])
def test_not_liking_it_is_not_a_parcel_that_never_came(text):
    assert not asks.not_received(text)


@pytest.mark.parametrize("text", [
    "please deliver it to Flat 4, 9 Hill Road, Leeds LS6 2AB instead", "can you send it to my office instead?",
    "quiero cambiar la dirección", "IN-5001 ka address badalna hai", "নতুন ঠিকানায় পাঠান",
])
def test_asking_for_another_address(text):
    assert asks.wants_another_address(text)
