"""Templates after 24 hours, end to end on the stand-ins: staff write `supportbot template NAME` in a
taken-over thread, the worker reads the Graph API's template list, fills the parameters from the
conversation and the template arrives at the Graph stand-in in the customer's language, once; a
free-text reply after the window is not sent and the thread says why and what can be."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.ops.templates import asked_for
from tests.e2e import eventually, run_burst_worker
from tests.worker.test_saved_replies import in_thread, taken_over
from tests.worker.test_staff import APPROVER, queued_jobs, slack_calls


async def window_closed(db, now) -> None:
    """The customer last wrote 25 hours before the application's now."""
    await db.execute("UPDATE conversations SET last_inbound_at = $1", now - timedelta(hours=25))


async def thread_notes(stack, handoff) -> list[str]:
    return [c["text"] for c in await slack_calls(stack, "chat.postMessage") if c.get("thread_ts") == handoff["slack_ts"]
            and c["text"].startswith(("Sent template", "Template", "Not sent"))]


async def verified_as(db, customer_id: str) -> None:
    await db.execute("UPDATE conversations SET verified_customer_id = $1", customer_id)


@pytest.mark.clock
async def test_a_template_reaches_the_graph_stand_in_in_the_customers_language_once(agent, db, now):
    stack = agent
    handoff = await taken_over(stack, db, "quiero hablar con una persona")
    await verified_as(db, "C-1")
    await window_closed(db, now)
    before = len(await stack.sent_to())
    await in_thread(stack, handoff, "supportbot template order_update")
    await stack.sandbox("POST", "/_sandbox/slack/message", {  # Slack retries the same event
        "user_id": APPROVER, "channel": stack.settings.slack_channel, "thread_ts": handoff["slack_ts"],
        "retry_num": 1})
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    [sent] = (await stack.sent_to())[before:]
    assert sent["body"]["type"] == "template" and sent["body"]["template"] == {
        "name": "order_update", "language": {"code": "es"},
        "components": [{"type": "body", "parameters": [{"type": "text", "text": "Asha"},
                                                         {"type": "text", "text": "A-1043"}]}]}
    assert await thread_notes(stack, handoff) == [
        "Sent template `order_update` (es): Hola Asha, hay novedades sobre tu pedido A-1043. "
        "Responde aquí y lo vemos contigo."]


@pytest.mark.clock
async def test_free_text_after_24_hours_is_not_sent_and_the_thread_says_why(agent, db, now):
    stack = agent
    handoff = await taken_over(stack, db, "I want to talk to a person please")
    await window_closed(db, now)
    before = len(await stack.sent_to())
    await in_thread(stack, handoff, "Hi Asha, are you still there?")
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before  # neither as text nor dressed as the update template
    assert await thread_notes(stack, handoff) == [
        "Not sent: the customer last wrote more than 24 hours ago, and WhatsApp lets a business send only "
        "an approved template after that. Templates that can be sent: `order_update`, `support_update`. "
        "In a thread you have taken over, write `supportbot template NAME` to send one."]


@pytest.mark.clock
async def test_a_template_whose_parameter_cannot_be_filled_is_refused_and_nothing_sent(agent, db, now):
    stack = agent
    handoff = await taken_over(stack, db, "I want to talk to a person please")
    # An order id names an account but proves nothing: a claimed, unverified customer's order is not filled in.
    await db.execute("UPDATE conversations SET claimed_customer_id = 'C-1', verified_customer_id = NULL")
    await window_closed(db, now)
    before = len(await stack.sent_to())
    await in_thread(stack, handoff, "supportbot template order_update")
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before
    assert await thread_notes(stack, handoff) == [
        "Template `order_update` not sent: {{2}} of 'order_update' is the order_id, which this conversation "
        "does not know."]


async def test_staff_list_the_approved_templates_with_a_slash_command(stack):
    await stack.sandbox("POST", "/_sandbox/slack/command", {"user_id": APPROVER, "command": "/supportbot",
                                                             "text": "templates"})
    [answer] = await eventually(lambda: slack_calls(stack, "response_url"), timeout=10)
    assert answer["text"].splitlines() == [
        "Approved WhatsApp templates:",
        "• `order_update` (en, utility): Hi {{1}}, there is news about your order {{2}}. Reply here and we will "
        "pick it up with you. ({{1}} = customer_name, {{2}} = order_id)",
        "• `order_update` (es, utility): Hola {{1}}, hay novedades sobre tu pedido {{2}}. Responde aquí y lo "
        "vemos contigo. ({{1}} = customer_name, {{2}} = order_id)",
        "• `support_update` (en, utility): {{1}} ({{1}} = not named)",
        "1 more not approved (pending, rejected or paused).",
        "In a thread you have taken over, write `supportbot template NAME` to send one."]


@pytest.mark.parametrize(("text", "name"), [
    ("supportbot template order_update", "order_update"), ("/supportbot template Order_Update ", "order_update"),
    ("send the template", None), ("supportbot template", None), ("supportbot template a b", None)])
def test_which_thread_messages_ask_for_a_template(text: str, name: str | None) -> None:
    assert asked_for(text) == name


async def test_one_template_is_shown_by_name_and_an_unreadable_list_says_so() -> None:
    from supportbot.core.templates import MessageTemplate, Unreachable
    from supportbot.ops.templates import shown

    async def listed():
        return [MessageTemplate("order_update", "en", "APPROVED", "UTILITY", "Hi {{1}}"),
                MessageTemplate("call_back", "en", "APPROVED", "UTILITY", "Call us")]

    async def down():
        return Unreachable("401: token expired")

    one = await shown(listed, {"order_update": ("customer_name",)}, "Order_Update")
    assert "• `order_update` (en, utility): Hi {{1}} ({{1}} = customer_name)" in one and "call_back" not in one
    assert await shown(listed, {}, "nope") == "No template 'nope'. `/supportbot templates` lists them."
    assert await shown(down, {}) == "The template list could not be read: 401: token expired."


@pytest.mark.clock
async def test_a_saved_reply_after_24_hours_is_refused_like_free_text(agent, db, now):
    """A saved reply is staff's free text too: after the window it is neither sent nor dressed up as
    the update template; the thread says why and which templates can be sent."""
    stack = agent
    handoff = await taken_over(stack, db, "quiero hablar con una persona")
    await window_closed(db, now)
    before = len(await stack.sent_to())
    await in_thread(stack, handoff, "supportbot reply photo_please")
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before
    [note] = await thread_notes(stack, handoff)
    assert note.startswith("Not sent: the customer last wrote more than 24 hours ago") and "`order_update`" in note
    assert await db.fetchval("SELECT first_response_at FROM handoffs") is None  # nothing reached the customer
