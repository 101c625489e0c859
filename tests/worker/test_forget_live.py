"""Forget is final through a live worker (issue 27 item 4).

A spawned worker runs a real turn of the demo customer (the web app stores their words, the
scripted model answers with their name and street) while `supportbot forget C-1` runs beside it:
forget before the worker takes the turn, after the turn, or while the model is still answering
(a slow stand-in model holds the turn). Whatever the order, nothing personal of that conversation
is left in any table (messages, steps, traces, model requests, delivery statuses, QA rows), the
reply written after forget never reaches WhatsApp, and a second forget finds nothing left.
"""

from __future__ import annotations

import pytest

from tests.e2e import SPAWNED, answered, eventually, script, started
from tests.scripts import say
from tests.worker.test_privacy import every_text, forget

NAME, STREET = "Asha Rao", "12 Hill Road"
ASKED = f"Hi, I'm {NAME}, please send A-1043 to my neighbour at {STREET}"
ANSWER = f"Thanks {NAME}, I've noted {STREET} for A-1043."
PERSONAL = (NAME, "Asha", STREET, "neighbour", "15551230001", "asha@example.com")


def forgotten(settings) -> None:
    done = forget(settings, "C-1")
    assert done.returncode == 0, done.stderr


async def in_flight(stack) -> bool:
    """The model stand-in is answering the turn's request right now."""
    return (await stack.sandbox("GET", "/_sandbox/llm/load"))["in_flight"] > 0


async def nothing_personal_left(db) -> list[str]:
    stored = await every_text(db)
    return [word for word in PERSONAL if word in stored]


@pytest.mark.parametrize("order", ["forget_first", "turn_first", "forget_mid_turn"])
async def test_forget_racing_a_live_turn_leaves_nothing_personal(agent, db, spawn, order):
    stack = agent
    await script(stack, say(ANSWER))
    if order == "forget_mid_turn":  # long enough to forget in, well inside the model's timeout
        await stack.sandbox("POST", "/_sandbox/llm/faults", {"latency_ms": 4000})
    customer = stack.customer()
    if order == "forget_first":
        await customer.say(ASKED)  # stored, its turn queued; no worker has taken it yet
        forgotten(stack.settings)
        await started(spawn(stack.settings, "worker"))
    else:
        await started(spawn(stack.settings, "worker"))
        await customer.say(ASKED)
        if order == "forget_mid_turn":
            assert await eventually(lambda: in_flight(stack), timeout=SPAWNED), "the turn is with the model"
            forgotten(stack.settings)
    assert await eventually(lambda: answered(db), timeout=SPAWNED), "the turn ended"
    if order == "turn_first":
        assert await eventually(lambda: stack.sent_to(), timeout=SPAWNED), "the reply went out before forget"
        forgotten(stack.settings)
    elif order == "forget_mid_turn":
        assert (await stack.sandbox("GET", "/_sandbox/llm/load"))["calls"] >= 1, "the model answered the turn"
        sent = [m for m in await stack.sandbox("GET", "/_sandbox/whatsapp/sent") if NAME in str(m)]
        assert sent == [], "the reply written after forget never reached WhatsApp"

    assert await nothing_personal_left(db) == []
    assert await db.fetchval("SELECT count(*) FROM messages") == 0
    assert await db.fetchval("SELECT count(*) FROM steps") == 0
    again = forget(stack.settings, "C-1")  # what a first forget left, a second would find
    assert again.returncode == 0, again.stderr
    assert all(line.endswith(": 0") for line in again.stdout.splitlines()[1:]), again.stdout
