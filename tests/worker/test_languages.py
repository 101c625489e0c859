"""A Spanish, Hindi, Hinglish, Tamil and Bengali conversation, webhook to sent messages, on every rung:
templated, menus, the model failing, the human queue, and a template outside the 24 h window.
Every text the customer gets is the catalogue's in their language, never English."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.words.wording import say
from tests.e2e import eventually, run_burst_worker, running, texts
from tests.worker.test_ladder import set_mode
from tests.worker.test_staff import click, queued_jobs

APPROVER = "U0APPROVER"
# What each customer writes: where A-1043 is, thanks, and something the menus rung cannot read.
WRITES = {
    "es": ("¿dónde está mi pedido A-1043?", "gracias", "hola, tengo una pregunta"),
    "hi": ("मेरा ऑर्डर A-1043 कहाँ है?", "धन्यवाद", "नमस्ते, एक सवाल है"),
    "ta": ("என் ஆர்டர் A-1043 எங்கே?", "நன்றி", "வணக்கம், ஒரு கேள்வி"),
    "bn": ("আমার অর্ডার A-1043 কোথায়?", "ধন্যবাদ", "নমস্কার, একটা প্রশ্ন আছে"),
    "hinglish": ("mera order A-1043 kahan hai?", "shukriya", "namaste, ek sawaal hai"),
}
# Meta has no Hinglish template: its speakers write in Latin letters and get the English one.
TEMPLATE_CODE = {"hinglish": "en"}


def a_1043(lang: str) -> str:
    """The demo shop's A-1043, out for delivery and due today, in the catalogue's words."""
    carrier = say("status:with", lang, carrier="Royal Mail") + say("status:tracking", lang, tracking="RM987654321GB")
    return say("status:out_for_delivery", lang, order="A-1043", items="1 × Serving bowl",
               when=say("status:today", lang), carrier=carrier)


def a_1042(lang: str) -> str:
    carrier = say("status:with", lang, carrier="Royal Mail") + say("status:tracking", lang, tracking="RM123456789GB")
    return say("status:delivered", lang, order="A-1042", items="3 × Stoneware plate",
               day=say("status:yesterday", lang), carrier=carrier)


async def said_since(stack, seen: int) -> list[dict]:
    return (await stack.sent_to())[seen:]


@pytest.mark.clock
@pytest.mark.parametrize("lang", sorted(WRITES))
async def test_every_rung_answers_in_the_customers_language(settings, ports, db, redis, shop, now, lang):
    where, thanks, other = WRITES[lang]
    six = settings.model_copy(update={"bot_mode": "full",
                                      "whatsapp_update_template_languages": ("en", "es", "hi", "ta", "bn")})
    async with running(six, ports) as stack:
        customer = stack.customer()

        async def turn(text: str | None = None, choice: str | None = None) -> list[dict]:
            seen = len(await stack.sent_to())
            await customer.say(text, choice=choice)
            await run_burst_worker(stack.settings)
            return await said_since(stack, seen)

        # Templated: status from live data, and a thanks answered, not in English.
        await set_mode(stack, "templated")
        assert texts(await turn(where)) == [a_1043(lang)]
        assert texts(await turn(thanks))[0] in {say("welcome", lang, example=o) for o in ("A-1042", "A-1043")}

        # Menus: the menu, the order list and the status, all worded in the language.
        await set_mode(stack, "menus")
        [menu] = await turn(other)
        assert menu["body"]["interactive"]["body"]["text"] == say("menu:ask", lang)
        titles = [b["reply"]["title"] for b in menu["body"]["interactive"]["action"]["buttons"]]
        assert titles == [say("menu:status", lang), say("menu:refund", lang), say("menu:person", lang)]
        [picker] = await turn(choice="menu:status")
        assert picker["body"]["interactive"]["body"]["text"] == say("menu:which", lang)
        assert picker["body"]["interactive"]["action"]["button"] == say("menu:choose", lang)
        status, again = await turn(choice="order:A-1042")
        assert texts([status]) == [a_1042(lang)]
        assert again["body"]["interactive"]["body"]["text"] == say("menu:ask", lang)

        # The model fails (nothing scripted: the stand-in answers 500): live data, in the language.
        await set_mode(stack, "full")
        assert texts(await turn(where)) == [a_1043(lang)]

        # The human queue: the honest handoff and the place in the queue, then the wait.
        await set_mode(stack, "humans")
        assert texts(await turn(where)) == [say("handoff:humans", lang) + " " + say("no_repeat", lang),
                                            say("queue_position", lang, position=1)]
        assert texts(await turn(thanks)) == [say("in_queue", lang)]

        # Outside the 24 h window the approved template goes out in the customer's language.
        await db.execute("UPDATE conversations SET last_inbound_at = $1", now - timedelta(days=2))
        assert await eventually(lambda: _posted(db))
        handoff = await db.fetchrow("SELECT id, slack_ts FROM handoffs")
        seen = len(await stack.sent_to())
        await click(stack, APPROVER, handoff["slack_ts"], "handoff_hand_back", str(handoff["id"]))
        await eventually(lambda: queued_jobs(stack.settings))
        await run_burst_worker(stack.settings)
        [template] = [m["body"]["template"] for m in await said_since(stack, seen)]
        assert template["name"] == "support_update" and template["language"]["code"] == TEMPLATE_CODE.get(lang, lang)
        assert template["components"][0]["parameters"][0]["text"] == say("back_with_bot", lang)


async def _posted(db) -> bool:
    return bool(await db.fetchval("SELECT slack_ts FROM handoffs"))


REFUND_ASKS = {
    "es": "quiero un reembolso, el plato de A-1042 llegó roto",
    "hi": "A-1042 की प्लेट टूटी हुई आई, मुझे रिफंड चाहिए",
    "ta": "A-1042 இல் தட்டு உடைந்து வந்தது, எனக்கு ரீஃபண்ட் வேண்டும்",
    "bn": "A-1042-এর প্লেট ভাঙা এসেছে, আমার রিফান্ড চাই",
    "hinglish": "A-1042 ki plate toot ke aayi, mujhe refund chahiye",
}


@pytest.mark.parametrize("lang", sorted(REFUND_ASKS))
async def test_a_request_the_fallback_cannot_serve_goes_to_a_person_in_the_language(agent, db, lang):
    # The model is down (nothing scripted): a refund is not an order status, in any language.
    await agent.customer().say(REFUND_ASKS[lang])
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to()) == [say("handoff:provider", lang) + " " + say("no_repeat", lang),
                                            say("queue_position", lang, position=1)]
    assert await db.fetchval("SELECT reason FROM handoffs") == "model provider failed"
