"""The templated rung's return flow through the production path (issue 15.2), and the stats line."""

from __future__ import annotations

import pytest

from supportbot.store.staff import StaffRepository
from tests.e2e import refunds, run_burst_worker
from tests.worker.test_templated import turn


@pytest.mark.clock
async def test_a_return_without_a_model_asks_how_many_and_why_then_emails_the_label(stack, db, now):
    ask = await turn(stack, "I want to return the plates from A-1042")
    assert ask.startswith("What would you like to send back from A-1042, and how many?"), ask
    ask = await turn(stack, "two plates")
    assert ask.startswith("What happened"), ask
    ask = await turn(stack, "I changed my mind")
    assert ask.startswith("Return 2 × Stoneware plate from order A-1042?") and "45.05 USD" in ask, ask
    done = await turn(stack, "yes")
    assert "return label for order A-1042 has been sent to your email" in done, done
    assert await db.fetchval("SELECT state FROM returns") == "label_sent"
    stats = await StaffRepository(db, clock=lambda: now).stats(now.replace(hour=0, minute=0, second=0, microsecond=0))
    assert (stats["returns_started"], stats["returns_waiting"]) == (1, 1)
    await stack.sandbox("POST", "/_sandbox/warehouse/receive", {"all": True})
    await run_burst_worker(stack.settings)
    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1042", "45.05")]


async def test_a_return_of_an_order_not_delivered_is_refused_in_words(stack, db):
    said = await turn(stack, "I want to return the bowl from A-1043, I changed my mind")
    assert "can't start a return" in said and "delivered" in said, said
    assert await db.fetchval("SELECT count(*) FROM actions") == 0
