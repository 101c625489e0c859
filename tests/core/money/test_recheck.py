"""When money is about to move, the claim is decided again on what is claimed now (issue 13.1).

A claim proposed and put to the customer can lose its ground before their yes: the shop's back
office refunds the item (in the built-in shop its refunds reach us with the shop's data; on
Shopify staff refund in Shopify's admin and the yes reads the order there again), or other refunds today
push the customer past the daily cap. The yes then must not pay blindly: the action is refused
or held for staff, in the same transaction that would have moved it to executing, and the
customer is told what really happened.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.core.money.policy import RefundLimits
from supportbot.core.turn import AwaitApproval, Reply
from supportbot.core.types import OutboundText
from supportbot.effects.execution import approved
from tests.refund_floor import (
    BACKENDS,
    Floor,
    Unjournaled,
    add_order,
    check,
    confirm,
    conversation,
    issue,
    provider_refunds,
    refund_in_shop_admin,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


@pytest.fixture(params=BACKENDS)
async def floor(request, db, now):
    # The stand-in dates what the shop does by the application's clock, as the tests date the rest.
    async with TestServer(build_app(SandboxConfig(clock=now))) as sandbox, aiohttp.ClientSession() as session:
        yield Floor(db, sandbox, session, [db], now, backend=request.param)


async def proposed(floor: Floor, order: str, customer: str, limits: RefundLimits | None = None):
    seat = floor.seat(0, await conversation(floor.db, floor.now), customer, limits or RefundLimits())
    token = (await check(seat, floor.now, order, [("MUG-1", 1)]))["token"]
    assert (await issue(seat, floor.now, token))["status"] == "awaiting_confirmation"
    return seat


async def test_a_yes_after_the_item_was_refunded_elsewhere_pays_nothing_and_says_so(floor, db, now):
    customer = await add_order(floor, "C-X1", "X-1", now)
    seat = await proposed(floor, "X-1", customer)
    await refund_in_shop_admin(floor, "X-1", "30.00", ["MUG-1"], now)
    result = await confirm(seat, now)
    assert await provider_refunds(floor, "X-1") == []
    assert await db.fetchval("SELECT status FROM actions") == "refused"
    assert isinstance(result, Reply) and result.outcome == "refund_refused"
    [message] = result.messages
    assert isinstance(message, OutboundText)
    assert "Nothing was paid" in message.text and "30.00 USD" in message.text and "refunded." not in message.text


async def test_a_yes_past_the_daily_cap_now_is_held_for_staff(floor, db, now):
    customer = await add_order(floor, "C-X2", "X-2", now)
    await add_order(floor, "C-X2", "X-2b", now, unit_price="190.00")  # the same customer's other order
    seat = await proposed(floor, "X-2", customer)
    # Refunded by the shop itself (its admin, or its data), not by the bot: 190 + 30 > 200 today.
    await refund_in_shop_admin(floor, "X-2b", "190.00", ["MUG-1"], now - timedelta(minutes=1))
    result = await confirm(seat, now)
    assert await provider_refunds(floor, "X-2") == []
    action = await db.fetchrow("SELECT status, needs_approval, approval_reasons FROM actions")
    assert action["status"] == "awaiting_approval" and action["needs_approval"]
    assert "daily cap" in action["approval_reasons"][0]
    assert isinstance(result, AwaitApproval)


@pytest.mark.parametrize(("history_rule", "paid"), [(False, ["30.00"]), (True, [])])
async def test_a_yes_that_still_fits_pays_once_unless_a_refund_elsewhere_now_needs_a_person(
        floor, db, now, history_rule, paid):
    customer = await add_order(floor, "C-X3", "X-3", now, qty=2)
    seat = await proposed(floor, "X-3", customer, RefundLimits(history_rule=history_rule))
    await refund_in_shop_admin(floor, "X-3", "30.00", ["MUG-1"], now)  # the other mug: this claim still fits
    result = await confirm(seat, now)
    assert [r["amount"] for r in await provider_refunds(floor, "X-3")] == paid
    if paid:
        assert isinstance(result, Reply) and result.outcome == "refunded"
    else:  # the order was refunded before, outside this conversation: a person decides (history rule)
        assert isinstance(result, AwaitApproval)
        assert "was refunded before" in (await db.fetchval("SELECT approval_reasons FROM actions"))[0]


async def test_a_staff_approval_after_the_item_was_refunded_in_the_shop_pays_nothing(floor, db, now):
    customer = await add_order(floor, "C-X4", "X-4", now)
    # Above the automatic limit: the customer's yes holds the claim for staff.
    seat = await proposed(floor, "X-4", customer, RefundLimits(auto_limit=Decimal("10.00")))
    assert isinstance(await confirm(seat, now), AwaitApproval)
    action_id = await db.fetchval("SELECT id FROM actions")
    await refund_in_shop_admin(floor, "X-4", "30.00", ["MUG-1"], now)  # meanwhile, in the shop's admin
    action = await seat.repo.move(action_id, "awaiting_approval", "approved", decided_by="staff:U1")
    assert action is not None
    result = await approved(seat.execution, action, await seat.repo.order("X-4"), now, Unjournaled())
    assert await provider_refunds(floor, "X-4") == []
    assert await db.fetchval("SELECT status FROM actions") == "refused"
    assert isinstance(result, Reply) and result.outcome == "refund_refused"
