"""One source of truth through the webhook path: the window setting changes the article the bot
quotes and the refund it allows; a question the help centre does not answer goes to a person."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from tests.clock import TEST_NOW
from tests.e2e import run_burst_worker, running, script, texts
from tests.scripts import call, say
from tests.scripts import turn as turn_with

FORTY_DAYS_AGO = TEST_NOW - timedelta(days=40)


async def turn(stack, text: str, wa_id: str = "15551230001") -> str:
    await stack.customer(wa_id).say(text)
    await run_burst_worker(stack.settings)
    return texts(await stack.sent_to(wa_id))[-1]


async def article(stack, slug: str) -> dict:
    async with stack.session.get(f"{stack.web_url}/help/{slug}", headers={"Accept": "application/json"}) as resp:
        return await resp.json()


@pytest.mark.clock
async def test_refund_window_days_changes_the_article_and_the_refund_decision(settings, ports, db, redis, shop):
    await db.execute("UPDATE orders SET delivered_at = $1 WHERE id = 'A-1042'", FORTY_DAYS_AGO)
    async with running(settings, ports) as stack:
        assert (await article(stack, "refunds"))["version"] == 1
        refused = await turn(stack, "one plate from A-1042 arrived broken, refund please")
        assert "outside the 30-day refund window" in refused.lower()

    wider = settings.model_copy(update={"refund_window_days": 45})
    async with running(wider, ports) as stack:
        refunds = await article(stack, "refunds")
        assert refunds["version"] == 2 and "within 45 days of delivery" in refunds["body"]
        answer = await turn(stack, "how many days do I have to ask for a refund?", "15550000301")
        assert answer.startswith('From our help centre, "Refunds" (version 2): You can ask for a refund within 45 days')
        assert answer.endswith(f"{wider.public_base_url}/help/refunds")
        assert await db.fetch("SELECT c.slug, c.version FROM message_citations c JOIN messages m ON m.id = c.message_id"
                              " WHERE m.body = $1", answer) == [("refunds", 2)]
        assert (await turn(stack, "one plate from A-1042 arrived broken, refund please")).startswith(
            "Refund 25.00 for 1 × Stoneware plate on A-1042")


async def test_a_question_below_the_floor_gets_not_sure_and_a_person(stack, db):
    await turn(stack, "what is your price match policy?")  # one weak match: "price"
    said = texts(await stack.sent_to())
    assert said[0].startswith("I'm not sure about that one, so I won't guess. I'm passing it to a person")
    assert "in the queue for a person" in said[-1]
    assert await db.fetchval("SELECT reason FROM handoffs") == "policy question the help centre does not answer"
    searched = await db.fetchval("SELECT result FROM steps WHERE request->>'name' = 'search_help_centre'")
    assert searched["results"] == [] and "offer a person" in searched["note"]
    assert await db.fetchval("SELECT count(*) FROM article_versions") == 5  # the articles were there
    assert await db.fetchval("SELECT count(*) FROM message_citations") == 0


async def test_the_approval_card_quotes_the_article_version_in_force(stack, db):
    await turn(stack, "all three plates on A-1042 are broken, I want my money back")
    await turn(stack, "yes")
    posted = json.dumps([c["args"] for c in await stack.sandbox("GET", "/_sandbox/slack/calls")
                         if c["method"] == "chat.postMessage"], ensure_ascii=False)
    assert "damaged-items v1" in posted and "within 30 days of delivery" in posted


async def test_the_agents_search_result_and_reply_record_the_version_quoted(agent, db):
    link = f"{agent.settings.public_base_url}/help/refunds"
    await script(agent, turn_with(call("search_help_centre", query="how many days for a refund")),
                 say(f"You can ask within 30 days of delivery: {link}"))
    await agent.customer().say("how long do I have to ask for a refund?")
    await run_burst_worker(agent.settings)
    result = await db.fetchval("SELECT result FROM steps WHERE request->>'name' = 'search_help_centre'")
    best = result["results"][0]
    assert (best["slug"], best["version"], best["link"]) == ("refunds", 1, link)
    assert "within 30 days of delivery" in best["passage"]
    assert await db.fetch("SELECT slug, version FROM message_citations") == [("refunds", 1)]


async def test_a_question_about_the_return_rules_gets_the_rule_before_any_return_is_started(stack, db):
    answer = await turn(stack, "can I send it back, how long do I have and who pays postage?")
    assert answer.startswith('From our help centre, "Returns"'), answer
    # One passage is quoted: the article's best for the question (who pays), with the link to the rest.
    assert "return shipping fee" in answer and answer.endswith("/help/returns")
    assert await db.fetchval("SELECT count(*) FROM returns") == 0  # no return proposed or started
    # Asked with an order, it is the flow: the action comes when the customer wants it.
    started = await turn(stack, "I want to send back the bowl from A-1043, I changed my mind")
    assert not started.startswith("From our help centre"), started
