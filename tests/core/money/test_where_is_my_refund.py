"""Where's my refund: each refund with amount, day, provider status and expected arrival; an
overdue one goes to a person with the facts (issue 15.4). Refunds are paid for real first."""

from __future__ import annotations

from datetime import timedelta

import aiohttp
import pytest

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.store.pool import open_pool
from tests.refund_floor import Floor, add_customer_and_order, check, confirm, context, conversation, issue

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with aiohttp.ClientSession() as session, open_pool(database_url, min_size=1, max_size=3) as one:
        yield Floor(db, sandbox, session, [one], now, payment_timeout=0.5)


async def paid_refund(floor: Floor, customer: str, order: str):
    await add_customer_and_order(floor.db, customer, order, floor.now)
    seat = floor.seat(0, await conversation(floor.db, floor.now), customer, RefundLimits())
    checked = await check(seat, floor.now, order, [("MUG-1", 1)])
    await issue(seat, floor.now, checked["token"])
    await confirm(seat, floor.now)
    return seat


async def test_a_paid_refund_is_listed_with_its_provider_status_and_expected_arrival(floor, now):
    seat = await paid_refund(floor, "C-W1", "A-4100")
    answer = await run_tool("where_is_my_refund", {}, context(seat, now))
    assert answer["refunds"] == [{
        "order_id": "A-4100", "amount": "30.00", "currency": "USD", "refunded_on": now.date().isoformat(),
        "provider_status": "paid", "expected_by": (now.date() + timedelta(days=10)).isoformat(),
        "overdue": False}]
    assert "overdue" not in answer["next"]


async def test_an_overdue_refund_goes_to_a_person_with_the_facts(floor, now):
    seat = await paid_refund(floor, "C-W2", "A-4200")
    later = now + timedelta(days=11)
    answer = await run_tool("where_is_my_refund", {"order_id": "A-4200"}, context(seat, later))
    assert answer["refunds"][0]["overdue"] is True
    assert "request_human" in answer["next"] and "A-4200" in answer["next"] and "30.00" in answer["next"]


async def test_only_the_customers_own_refunds_are_listed(floor, now):
    await paid_refund(floor, "C-W3", "A-4300")
    await add_customer_and_order(floor.db, "C-W4", "A-4400", now)
    other = floor.seat(0, await conversation(floor.db, now), "C-W4", RefundLimits())
    assert (await run_tool("where_is_my_refund", {}, context(other, now)))["refunds"] == []
    named = await run_tool("where_is_my_refund", {"order_id": "A-4300"}, context(other, now))
    assert "refused" in named


async def test_an_unverified_session_is_refused(floor, now):
    await paid_refund(floor, "C-W5", "A-4500")
    stranger = floor.seat(0, await conversation(floor.db, now), None, RefundLimits())
    assert "refused" in await run_tool("where_is_my_refund", {}, context(stranger, now))
