"""Saved replies end to end: staff write `supportbot reply NAME` in a taken-over thread and the
customer gets that reply in their language, once; an unknown name sends nothing and tells the writer."""

from __future__ import annotations

import pytest

from supportbot.ops.saved_replies import asked_for, listing, preview
from tests.e2e import eventually, run_burst_worker, texts
from tests.worker.test_staff import APPROVER, _mode, click, queued_jobs, slack_calls


async def taken_over(stack, db, text: str) -> dict:
    await stack.customer().say(text)
    await run_burst_worker(stack.settings)
    handoff = await db.fetchrow("SELECT id, slack_ts FROM handoffs")
    await click(stack, APPROVER, handoff["slack_ts"], "handoff_take_over", str(handoff["id"]))
    assert await eventually(lambda: _mode(db, "human"))
    return handoff


async def in_thread(stack, handoff: dict, text: str) -> None:
    await stack.sandbox("POST", "/_sandbox/slack/message", {
        "user_id": APPROVER, "channel": stack.settings.slack_channel, "thread_ts": handoff["slack_ts"], "text": text})


async def test_a_saved_reply_goes_in_the_customers_language_and_once(agent, db):
    stack = agent
    handoff = await taken_over(stack, db, "quiero hablar con una persona")
    before = len(await stack.sent_to())
    await in_thread(stack, handoff, "supportbot reply photo_please")
    await stack.sandbox("POST", "/_sandbox/slack/message", {  # Slack retries the same event
        "user_id": APPROVER, "channel": stack.settings.slack_channel, "thread_ts": handoff["slack_ts"],
        "retry_num": 1})
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert texts(await stack.sent_to())[before:] == [
        "¿Puedes enviar aquí una foto del artículo y de su embalaje? Nos ayuda a resolverlo rápido."]


async def test_an_unknown_saved_reply_sends_nothing_and_tells_the_writer(agent, db):
    stack = agent
    handoff = await taken_over(stack, db, "I want to talk to a person please")
    before = len(await stack.sent_to())
    await in_thread(stack, handoff, "supportbot reply no_such_thing")
    notes = await eventually(lambda: slack_calls(stack, "chat.postEphemeral"), timeout=10)
    assert notes[-1]["user"] == APPROVER and "No saved reply 'no_such_thing'; nothing was sent" in notes[-1]["text"]
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before  # neither the reply nor the command reached the customer


@pytest.mark.parametrize(("text", "name"), [
    ("supportbot reply photo_please", "photo_please"), ("/supportbot reply Anything_Else ", "anything_else"),
    ("please reply soon", None), ("supportbot reply", None), ("supportbot reply a b", None)])
def test_which_thread_messages_ask_for_a_saved_reply(text: str, name: str | None) -> None:
    assert asked_for(text) == name


def test_staff_can_list_and_preview_saved_replies() -> None:
    assert "anything_else, looking_into_it, photo_please" in listing()
    shown = preview("photo_please")
    assert "• en: Could you send a photo" in shown and "• es: ¿Puedes enviar aquí una foto" in shown
    assert preview("nope").startswith("No saved reply 'nope'")
