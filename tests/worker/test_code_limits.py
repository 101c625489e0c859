"""One-time codes past their limit: the customer is told so, in their language, and no mail goes."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.words.wording import say
from tests.e2e import run_burst_worker, texts

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

STRANGER = "447700900555"  # not the phone on file: must verify with a code
ASKS = {
    "en": "I want a refund for order A-1042, the plate arrived broken",
    "es": "quiero un reembolso del pedido A-1042, el plato llegó roto",
    "hi": "ऑर्डर A-1042 का रिफ़ंड चाहिए, प्लेट टूटी हुई आई",
    "hinglish": "mujhe order A-1042 ka refund chahiye, plate tooti hui aayi",
}


@pytest.mark.parametrize("lang", list(ASKS))
async def test_a_code_past_the_limit_is_refused_honestly_in_the_customers_language(stack, db, now, lang):
    # Three codes already went to the account from another number in the last hour.
    other = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
        "VALUES ($1, '15550000009', '15550000009', $2) RETURNING id", stack.settings.whatsapp_phone_number_id[0], now)
    for i, minutes in enumerate((50, 30, 10)):
        await db.execute(
            "INSERT INTO verification_codes (conversation_id, customer_id, code_hash, step_key, expires_at, "
            "created_at) VALUES ($1, 'C-1', 'x', $2, $3, $3)", other, f"seed:{i}", now - timedelta(minutes=minutes))
    await stack.customer(STRANGER).say(ASKS[lang])
    await run_burst_worker(stack.settings)
    [reply] = texts(await stack.sent_to(STRANGER))
    assert reply == say("code_limit", lang, order="A-1042", minutes=10)
    assert await stack.sandbox("GET", "/_sandbox/email/sent") == []
