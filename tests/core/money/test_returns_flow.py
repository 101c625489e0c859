"""A return end to end on real Postgres and the sandbox's stand-ins (issue 15.2): the tool proposes,
the yes issues a label that is emailed, the warehouse's receipt pays once less the fee, and a
return never received closes with its units free again."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import timedelta
from decimal import Decimal
from functools import partial

import pytest

from supportbot.agent.tools import run_tool
from supportbot.app.bootstrap import email_of
from supportbot.channels.warehouse.client import WarehouseClient
from supportbot.core.money.policy import RefundLimits
from supportbot.core.turn import Reply
from supportbot.effects.execution import Execution
from supportbot.effects.returning import ReturnDesk, pay_received
from supportbot.store.returns import ReturnRepository
from tests.refund_floor import (
    Floor,
    add_customer_and_order,
    check,
    confirm,
    context,
    conversation,
    open_floor,
    provider_refunds,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

ROUNDS = 6


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2) as floor:
        yield floor


def returning_seat(floor: Floor, index: int, conversation_id: int, customer: str):
    seat = floor.seat(index, conversation_id, customer, RefundLimits())
    pool = floor.pools[index % len(floor.pools)]
    repo = ReturnRepository(pool, clock=lambda: floor.now)
    desk = ReturnDesk(WarehouseClient(floor.session, str(floor.sandbox.make_url("/warehouse"))),
                      seat.services.mailer, repo, partial(email_of, seat.repo))
    return replace(seat, execution=Execution(seat.repo, seat.execution.payments, RefundLimits(), returns=desk)), repo


async def start(floor: Floor, customer: str, order: str, items, reason: str = "changed_mind", qty: int = 3):
    await add_customer_and_order(floor.db, customer, order, floor.now, sku="PLATE-1", qty=qty, unit_price="25.00",
                                 fee="5.00")
    seat, repo = returning_seat(floor, 0, await conversation(floor.db, floor.now), customer)
    proposed = await run_tool("start_return", {"order_id": order, "reason": reason,
                                               "items": [{"sku": s, "qty": q} for s, q in items]},
                              context(seat, floor.now))
    return seat, repo, proposed


async def test_the_yes_emails_a_label_and_the_receipt_pays_less_the_fee(floor, now):
    seat, repo, proposed = await start(floor, "C-RT1", "A-4001", [("PLATE-1", 2)])
    assert proposed["status"] == "awaiting_confirmation", proposed
    assert proposed["refund_on_receipt"] == "45.05"
    said = await confirm(seat, now)
    assert isinstance(said, Reply) and said.outcome == "return_started", said
    labels = [r for r in await floor.provider("/_sandbox/warehouse/returns") if r["order_id"] == "A-4001"]
    assert len(labels) == 1
    mails = [m for m in await floor.provider("/_sandbox/email/sent") if m["to"] == "c-rt1@example.com"]
    assert len(mails) == 1 and labels[0]["label_url"] in mails[0]["text"]
    row = await repo.by_label(labels[0]["id"])
    assert row is not None and row.state == "label_sent" and row.refund_amount == Decimal("45.05")
    assert await provider_refunds(floor, "A-4001") == []  # nothing moves before the warehouse has the items

    received = await repo.received(row.id and labels[0]["id"], now + timedelta(days=4))
    assert received is not None
    assert await pay_received(repo, seat.execution.payments, received, now + timedelta(days=4)) == "refunded"
    assert [Decimal(r["amount"]) for r in await provider_refunds(floor, "A-4001")] == [Decimal("45.05")]
    assert (await repo.get(row.id)).state == "refunded"
    assert await floor.db.fetchval("SELECT sum(amount) FROM refunds WHERE order_id = 'A-4001'") == Decimal("45.05")


async def test_damaged_goods_come_back_without_a_fee(floor, now):
    seat, repo, proposed = await start(floor, "C-RT2", "A-4002", [("PLATE-1", 1)], reason="damaged")
    assert proposed["refund_on_receipt"] == "25.00"


async def test_units_in_a_return_cannot_be_refunded_or_returned_again(floor, now):
    seat, repo, _ = await start(floor, "C-RT3", "A-4003", [("PLATE-1", 2)], qty=2)
    await confirm(seat, now)
    refund = await check(seat, now, "A-4003", [("PLATE-1", 1)])
    assert "refused" in str(refund.get("decision", refund)), refund
    again = await run_tool("start_return", {"order_id": "A-4003", "reason": "not_liked",
                                            "items": [{"sku": "PLATE-1", "qty": 1}]}, context(seat, now))
    assert again.get("decision") == "refused", again


async def test_a_refunded_unit_cannot_be_returned(floor, now):
    await add_customer_and_order(floor.db, "C-RT4", "A-4004", now, sku="PLATE-1", qty=1, unit_price="25.00")
    await floor.db.execute("INSERT INTO refunds (order_id, amount, skus, refunded_at, source) "
                           "VALUES ('A-4004', 25.00, '{PLATE-1}', $1, 'seed')", now)
    seat, _ = returning_seat(floor, 0, await conversation(floor.db, now), "C-RT4")
    answer = await run_tool("start_return", {"order_id": "A-4004", "reason": "not_liked",
                                             "items": [{"sku": "PLATE-1", "qty": 1}]}, context(seat, now))
    assert answer.get("decision") == "refused", answer


async def test_another_customers_order_cannot_be_returned(floor, now):
    await add_customer_and_order(floor.db, "C-RT5", "A-4005", now)
    await add_customer_and_order(floor.db, "C-RT6", "A-4006", now)
    seat, _ = returning_seat(floor, 0, await conversation(floor.db, now), "C-RT6")
    answer = await run_tool("start_return", {"order_id": "A-4005", "reason": "not_liked",
                                             "items": [{"sku": "MUG-1", "qty": 1}]}, context(seat, now))
    assert "refused" in answer and await floor.db.fetchval("SELECT count(*) FROM actions") == 0


async def test_two_receipts_at_once_pay_once(floor, now):
    """A retried webhook racing the first, on two pools as two web processes, then both payers."""
    for n in range(ROUNDS):
        customer, order = f"C-RR{n}", f"A-42{n:02d}"
        seat, repo, _ = await start(floor, customer, order, [("PLATE-1", 1)], reason="damaged")
        await confirm(seat, now)
        label = (await floor.db.fetchrow("SELECT label_id FROM returns WHERE order_id = $1", order))["label_id"]
        other = ReturnRepository(floor.pools[1], clock=lambda: now)
        first, second = await asyncio.gather(repo.received(label, now), other.received(label, now))
        assert [first is None, second is None].count(False) == 1, order  # exactly one moved it
        moved = first or second
        paid = await asyncio.gather(pay_received(repo, seat.execution.payments, moved, now),
                                    pay_received(other, seat.execution.payments, moved, now))
        assert sorted(paid) == ["already", "refunded"], paid
        assert [Decimal(r["amount"]) for r in await provider_refunds(floor, order)] == [Decimal("25.00")]
        assert await floor.db.fetchval("SELECT count(*) FROM refunds WHERE order_id = $1", order) == 1


async def test_an_unreceived_return_closes_and_frees_its_units(floor, now):
    seat, repo, _ = await start(floor, "C-RT7", "A-4007", [("PLATE-1", 1)], qty=1)
    await confirm(seat, now)
    later = now + timedelta(days=22)
    overdue = await repo.overdue(later - timedelta(days=21))
    assert [r.order_id for r in overdue] == ["A-4007"]
    assert await repo.close_unreceived(overdue[0], later)
    assert not await repo.close_unreceived(overdue[0], later)  # closed once
    assert await repo.received(overdue[0].label_id, later) is None  # a late scan pays nothing
    again = await run_tool("start_return", {"order_id": "A-4007", "reason": "damaged",
                                            "items": [{"sku": "PLATE-1", "qty": 1}]}, context(seat, now))
    assert again["status"] == "awaiting_confirmation", again


async def test_a_replaced_unit_cannot_be_returned_but_the_others_can(floor, now):
    await add_customer_and_order(floor.db, "C-RT8", "A-4008", now, sku="PLATE-1", qty=2, unit_price="25.00")
    await floor.db.execute("INSERT INTO replacements (order_id, value, skus, shop_order_ref, idempotency_key, "
                           "created_at) VALUES ('A-4008', 25.00, '{PLATE-1}', 'SO-1', 'rep-1', $1)", now)
    seat, _ = returning_seat(floor, 0, await conversation(floor.db, now), "C-RT8")
    both = await run_tool("start_return", {"order_id": "A-4008", "reason": "not_liked",
                                           "items": [{"sku": "PLATE-1", "qty": 2}]}, context(seat, now))
    assert both.get("decision") == "refused", both
    one = await run_tool("start_return", {"order_id": "A-4008", "reason": "not_liked",
                                          "items": [{"sku": "PLATE-1", "qty": 1}]}, context(seat, now))
    assert one["status"] == "awaiting_confirmation" and one["refund_on_receipt"] == "20.05", one
