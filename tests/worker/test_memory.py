"""Customer memory through the production path: written by code after a turn, read by the next."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from supportbot.core.privacy.memory import fact
from supportbot.store.memory import MemoryRepository
from tests.e2e import run_burst_worker, script, texts
from tests.scripts import say


async def turn(stack, text: str, wa_id: str = "15551230001") -> str:
    await stack.customer(wa_id).say(text)
    await run_burst_worker(stack.settings)
    return texts(await stack.sent_to(wa_id))[-1]


async def test_the_conversations_language_answers_when_the_text_does_not_say(stack, db):
    assert (await turn(stack, "hola, ¿dónde está mi pedido A-1043?")).startswith("El pedido A-1043")
    # One stored copy of the decision: the conversation's, never a memory fact besides it.
    assert await db.fetchval("SELECT language FROM conversations") == "es"
    assert await db.fetchval("SELECT count(*) FROM customer_memory WHERE kind = 'language'") == 0
    # "A-1043?" says nothing about language; the account says English; the conversation says Spanish.
    assert (await turn(stack, "A-1043?")).startswith("El pedido A-1043")


@pytest.mark.clock
async def test_a_handoff_is_the_open_complaint_until_the_ticket_closes(stack, db):
    await turn(stack, "I want to talk to a person")
    handoff = await db.fetchval("SELECT id FROM handoffs")
    memory = MemoryRepository(db)
    conversation = await db.fetchval("SELECT id FROM conversations")
    now = stack.settings.supportbot_clock
    assert ("open_complaint", str(handoff)) in {(f.kind, f.value) for f in await memory.facts(conversation, now)}
    await db.execute("UPDATE handoffs SET status = 'closed'")
    assert "open_complaint" not in {f.kind for f in await memory.facts(conversation, now)}
    assert await memory.purge(now) == 1  # the closed complaint's row goes; the live facts stay
    # The live fact left: the channel.
    assert {r["kind"] for r in await db.fetch("SELECT kind FROM customer_memory")} == {"preferred_channel"}


@pytest.mark.clock
async def test_facts_expire_and_are_purged(db, shop, settings):
    memory, now = MemoryRepository(db), settings.supportbot_clock
    conversation = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) VALUES ('1', '15551230001', "
        "'15551230001', $1) RETURNING id", now)
    assert await memory.remember(conversation, [fact("preferred_channel", "whatsapp", conversation, now)]) == 1
    assert [f.value for f in await memory.facts(conversation, now + timedelta(days=364))] == ["whatsapp"]
    assert await memory.facts(conversation, now + timedelta(days=366)) == ()
    assert await memory.purge(now + timedelta(days=366)) == 1
    stranger = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
        "VALUES ('1', '4477', '4477', $1) RETURNING id", now)
    assert await memory.remember(stranger, [fact("preferred_channel", "whatsapp", stranger, now)]) == 0  # nobody


async def test_the_prompt_gets_the_facts_as_a_structured_section(agent, db):
    await script(agent, say("¡Hola!"), say("Hi again"))
    await turn(agent, "hola, gracias")
    await turn(agent, "ok")
    first, second = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert "Remembered about this customer" not in json.dumps(first)
    system = [m["content"] for m in second["messages"] if m["role"] == "system"]
    assert any("Remembered about this customer (set by code): preferred channel=whatsapp" in s for s in system)
    assert any("preferred language es" in s for s in system)
