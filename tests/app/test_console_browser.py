"""The sandbox console in headless Chromium: a person clicking through the real path.

Every test types and clicks in the page only; the checks read the page and, for what the page
cannot prove (money moved once, no model call), the stand-ins and the database.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from supportbot.core.shop.demo_shop import DEMO_PHONE
from tests.browser import Console, chromium_or_skip, console_stack
from tests.e2e import Stack, eventually, refunds, script
from tests.scripts import T9, T9_TEXT, THREE_PLATES, THREE_PLATES_TEXT, say

APPROVER, NOT_APPROVER = "U0APPROVER", "U0NOTAPPROVER"


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    yield from chromium_or_skip()


@pytest.fixture
async def bot(settings, ports, db, redis, shop) -> AsyncIterator[Stack]:
    """The LLM agent on (the scripted model answers), the console in front of it."""
    async with console_stack(settings.model_copy(update={"bot_mode": "full"}), ports) as stack:
        yield stack


@pytest.fixture
async def templated(settings, ports, db, redis, shop) -> AsyncIterator[Stack]:
    """No model at all: the templated rung answers from live data."""
    async with console_stack(settings, ports) as stack:
        yield stack


@pytest.fixture
async def page(chromium, bot, request) -> AsyncIterator[Console]:
    console = Console(chromium, bot.sandbox_url, request.node.name.removeprefix("test_"))
    await console.open(DEMO_PHONE)
    yield console
    print(f"screenshot: {await console.screenshot('end')}")


async def test_t9_played_by_clicking(bot, page, db):
    await script(bot, *T9)
    await page.type_and_send(T9_TEXT)
    await page.bubble("bot", "Your bowl (A-1043) is out for delivery")
    await page.bubble("bot", "Refund 25.00 for 1 × Stoneware plate on A-1042")
    assert await refunds(bot) == []  # nothing moves before the customer taps Yes
    await page.screenshot("asked")
    await page.tap("Yes")
    await page.bubble("bot", "Done: 25.00 USD refunded to card ending 4242")
    await page.text_of("#refunds", "25.00 USD on A-1042")
    [paid] = await refunds(bot)
    assert paid["idempotency_key"] == await db.fetchval("SELECT idempotency_key FROM actions")
    # The side panel shows the last run's trace, as `supportbot trace` prints it: the payment's step.
    await page.text_of("#trace", f'"ref": "{paid["id"]}"')


async def test_a_75_refund_is_approved_by_clicking_in_the_staff_channel(bot, page, db):
    await script(bot, *THREE_PLATES)
    await page.type_and_send(THREE_PLATES_TEXT)
    await page.bubble("bot", "Refund 75.00 for 3 × Stoneware plate")
    await page.tap("Yes")
    await page.bubble("bot", "needs a quick check by our team")
    await page.text_of("#channel", "Refund approval: 75.00 USD")

    # Someone who may not approve is told so, only them, and nothing changes.
    await page.act_as(NOT_APPROVER)
    await page.click_card("Approve", "Refund approval: 75.00 USD")
    await page.text_of("#notes", "only approved support staff")
    assert await db.fetchval("SELECT status FROM actions") == "awaiting_approval"

    await page.act_as(APPROVER)
    await page.click_card("Approve", "Refund approval: 75.00 USD")
    await page.bubble("bot", "Done: 75.00 USD refunded")
    await page.text_of("#channel", "Approved by")
    await page.text_of("#refunds", "75.00 USD on A-1042")
    assert [r["amount"] for r in await refunds(bot)] == ["75.00"]


async def test_a_refund_rejected_with_a_reason_typed_in_the_modal(bot, page, db):
    await script(bot, *THREE_PLATES)
    await page.type_and_send(THREE_PLATES_TEXT)
    await page.tap("Yes")
    await page.text_of("#channel", "Refund approval: 75.00 USD")
    await page.act_as(APPROVER)
    await page.click_card("Reject", "Refund approval: 75.00 USD")
    await page.type_in("#notes .modal textarea", "the photo shows one plate, not three")
    await page.screenshot("reason")
    await page.click_in("#notes .modal button[type=submit]")
    await page.bubble("bot", "the photo shows one plate, not three")
    await page.text_of("#channel", "Rejected by")
    assert await db.fetchval("SELECT status FROM actions") == "rejected"
    assert await refunds(bot) == []


async def test_a_take_over_and_a_thread_reply_reach_the_phone(bot, page, db):
    await page.type_and_send("I want to talk to a person please")
    await page.text_of("#channel", "Handoff #")
    await page.act_as(APPROVER)
    await page.click_card("Take over", "Handoff #")
    assert await eventually(lambda: _conversation_mode(db, "human"))
    await page.reply_in_thread("Handoff #", "Hi Asha, I'm Sam from the shop. Let me look.")
    await page.bubble("bot", "Hi Asha, I'm Sam from the shop. Let me look.")
    # And the customer's answer comes into the thread.
    await page.type_and_send("thanks Sam, it's about A-1042")
    await page.text_of("#channel .thread", "it's about A-1042")


async def test_a_switch_to_templated_shows_in_the_phones_next_answer(bot, page, db):
    await script(bot, say("It arrives today, the driver has it."))
    await page.type_and_send("where is A-1043?")
    await page.bubble("bot", "It arrives today, the driver has it.")  # the model's words
    model_calls = len(await bot.sandbox("GET", "/_sandbox/llm/calls"))

    await page.act_as(APPROVER)
    await page.text_of("#mode-current", "Answering with the full model")
    await page.choose("mode-choice", "templated")
    await page.click("mode-set")
    await page.text_of("#notes", "Mode set from full to templated")
    await page.text_of("#channel", "set the mode from full to templated")
    await page.text_of("#mode-current", "Answering with fixed replies from live data, no model, because an operator")

    await page.type_and_send("and where is A-1043 now?")
    answer = await page.bubble("bot", "out for delivery")
    assert "It arrives today" not in answer
    assert len(await bot.sandbox("GET", "/_sandbox/llm/calls")) == model_calls  # no model was asked


HOSTILE = ('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
           '<a href="javascript:window.__pwned=3">*click*</a> &lt;b&gt;')


async def test_a_hostile_customer_message_is_shown_as_text(bot, page, db):
    await page.js("window.__pwned = undefined")
    await page.type_and_send(HOSTILE + " I want to talk to a person")
    await page.text_of("#channel", "Handoff #")  # the card quotes the customer, escaped by the bot
    await page.text_of("#chat", "in the queue")  # both sides drawn, and the image's error long due
    assert await page.js("return window.__pwned") is None
    shown = await page.bubble("customer", "onerror")
    assert shown == HOSTILE + " I want to talk to a person"
    # Slack's mrkdwn still reads _x_ as italics, as Slack would; the tags stay visible text.
    card = await page.text_of("#channel", "<script>")
    assert '<img src=x onerror="window.' in card and "&lt;b&gt; I want to talk to a person" in card
    assert await page.js("return document.querySelectorAll('#chat img, #chat script, #channel img, "
                         "#channel script, a[href^=javascript]').length") == 0


async def _conversation_mode(db, mode: str) -> bool:
    return await db.fetchval("SELECT mode FROM conversations") == mode


async def test_a_new_number_reads_its_code_in_the_outbox_and_a_payment_timeout_is_processing(
        chromium, templated, db, request):
    page = Console(chromium, templated.sandbox_url, request.node.name.removeprefix("test_"))
    await page.open("15559990000")
    await page.click("fault-payments")  # the provider commits refunds but its answers never arrive
    await page.type_and_send("I want a refund for A-1042")
    await page.bubble("bot", "To make sure it's you")
    outbox = await page.text_of("#emails", "asha@example.com")
    code = re.search(r"\b(\d{6})\b", outbox).group(1)  # the account owner's inbox, in the side panel
    await page.type_and_send(code)
    await page.bubble("bot", "that's you confirmed")
    await page.type_and_send("one plate")
    await page.bubble("bot", "What was wrong with it")
    await page.type_and_send("it arrived broken")
    await page.tap("Yes")
    await page.bubble("bot", "is processing")  # the payment's outcome is unknown: pending, not done
    await page.text_of("#refunds", "25.00 USD on A-1042")  # the provider did make it
    state = await templated.sandbox("GET", "/_sandbox/console/state")
    assert state["faults"]["payments"]["timeout_after_commit"] == 1
    print(f"screenshot: {await page.screenshot('end')}")


async def test_the_suggested_reply_shows_in_the_thread_and_send_reaches_the_phone(chromium, templated, db, request):
    page = Console(chromium, templated.sandbox_url, request.node.name.removeprefix("test_"))
    await page.open(DEMO_PHONE)
    await page.type_and_send("my plate from A-1042 arrived broken, I want to talk to a person")
    await page.text_of("#channel", "Handoff #")
    await page.act_as(APPROVER)
    await page.click_card("Take over", "Handoff #")
    # The draft arrives in the thread with its buttons; nothing reaches the phone before Send.
    await page.text_of("#channel .thread", "Suggested reply")
    draft = await db.fetchval("SELECT draft FROM suggestions")
    assert "A-1042" in draft
    for label in ("Send", "Edit", "Dismiss"):
        assert await page.js("return [...document.querySelectorAll('#channel .thread .block-button')]"
                             ".some(b => b.textContent === arguments[0])", label)
    sent_before = len(await templated.sent_to())
    await page.screenshot("suggested")
    await page.click_card("Send", "Suggested reply")
    await page.bubble("bot", draft.splitlines()[0])
    await page.text_of("#channel .thread", "Sent as drafted by")
    assert len(await templated.sent_to()) == sent_before + 1  # once, as drafted
    assert await db.fetchval("SELECT status FROM suggestions") == "sent"
    print(f"screenshot: {await page.screenshot('end')}")


async def test_edit_opens_the_suggested_reply_prefilled_and_the_edited_text_reaches_the_phone(
        chromium, templated, db, request):
    page = Console(chromium, templated.sandbox_url, request.node.name.removeprefix("test_"))
    await page.open(DEMO_PHONE)
    await page.type_and_send("I want to talk to a person please")
    await page.act_as(APPROVER)
    await page.click_card("Take over", "Handoff #")
    await page.text_of("#channel .thread", "Suggested reply")
    draft = await db.fetchval("SELECT draft FROM suggestions")
    await page.click_card("Edit", "Suggested reply")
    await page.text_of("#notes .modal", "Edit suggested reply")
    assert await page.js("return document.querySelector('#notes .modal textarea').value") == draft
    await page.js("document.querySelector('#notes .modal textarea').value = ''")
    await page.type_in("#notes .modal textarea", "Hi Asha, Sam here from the shop. How can I help?")
    await page.click_in("#notes .modal button[type=submit]")
    await page.bubble("bot", "Hi Asha, Sam here from the shop. How can I help?")
    await page.text_of("#channel .thread", "Edited and sent by")
    assert await db.fetchval("SELECT status FROM suggestions") == "edited"
    print(f"screenshot: {await page.screenshot('end')}")
