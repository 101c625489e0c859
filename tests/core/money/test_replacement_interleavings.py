"""Any interleaving of refund and replacement claims on one order gives each unit out at most once.

Hypothesis writes the story (issue 15.3): two conversations of one customer (the account's phone,
and a second number verified by code) claim units of one order as refunds or as replacements,
alone or racing each other; customers answer yes, no, or "replacement" at a refund's question,
alone or at once; staff approve or reject (clicking twice, the job that acts run twice). After
every step, the units refunded at the provider plus the units the shop sent again never exceed
what was ordered, and the money never exceeds what was paid.

Modest and repeatable for CI: a fixed number of examples, derandomised.
"""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from supportbot.core.money.policy import RefundLimits
from supportbot.core.ports import RefundSucceeded
from supportbot.effects.execution import answer, approved
from supportbot.store.staff import StaffRepository
from tests.core.money.test_replacement_race import refund, replace, units_given
from tests.refund_floor import (
    Floor,
    Seat,
    Unjournaled,
    add_customer_and_order,
    confirm,
    conversation,
    open_floor,
    provider_refunds,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

EXAMPLES = 30
# 40.00 of mugs paid: one unit is under the automatic limit, both over it (staff decide).
UNITS, UNIT_PRICE = 2, Decimal("20.00")
_examples = itertools.count(1)

seat_ = st.integers(0, 1)
units = st.integers(1, UNITS)
kind = st.sampled_from(["refund", "replacement"])
steps = st.lists(st.one_of(
    st.tuples(st.just("claim"), seat_, kind, units),
    st.tuples(st.just("race"), kind, units, kind, units),
    st.tuples(st.just("claim_yes"), seat_, kind, units),
    st.tuples(st.just("race_yes"), kind, units, kind, units),
    st.tuples(st.just("answer"), seat_, st.sampled_from(["yes", "no", "replace"])),
    st.tuples(st.just("answer_both"), st.sampled_from(["yes", "replace"]), st.sampled_from(["yes", "replace"])),
    st.tuples(st.just("staff"), st.booleans(), st.integers(1, 2)),
    # the shop refunds units itself (outside any conversation) while a claim waits for its yes
    st.tuples(st.just("claim_back_office_yes"), seat_, kind, units, units),
), min_size=1, max_size=10)


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.5) as floor:
        yield floor


class Story:
    def __init__(self, floor: Floor, order: str, seats: list[Seat]) -> None:
        self.floor, self.order, self.seats = floor, order, seats
        self.staff = StaffRepository(floor.db, clock=lambda: floor.now)
        self.back_office = 0  # units the shop refunded itself

    async def refund_in_back_office(self, n: int) -> None:
        n = min(n, UNITS - self.back_office - (await units_given(self.floor, self.order))["MUG-1"])
        if n <= 0:
            return
        key = f"shop:{self.order}:{self.back_office}"
        paid = await self.seats[0].execution.payments.refund(key, self.order, UNIT_PRICE * n, "USD")
        assert isinstance(paid, RefundSucceeded), paid
        await self.floor.db.execute(
            "INSERT INTO refunds (order_id, amount, skus, refunded_at, source) VALUES ($1, $2, $3, $4, 'seed')",
            self.order, UNIT_PRICE * n, ["MUG-1"] * n, self.floor.now)
        self.back_office += n

    async def claim(self, seat: Seat, what: str, n: int) -> None:
        await (refund if what == "refund" else replace)(seat, self.floor.now, self.order, n)

    async def answer(self, seat: Seat, said: str) -> None:
        if said != "replace":
            await confirm(seat, self.floor.now, said == "yes")
            return
        action = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
        if action is not None and action.kind == "refund":
            await answer(seat.execution, {"action_id": action.id, "to": "replace"},
                         await seat.repo.order(self.order), self.floor.now, Unjournaled())

    async def staff_decides(self, approve: bool, clicks: int) -> None:
        row = await self.floor.db.fetchrow(
            "SELECT id FROM actions WHERE order_id = $1 AND status = 'awaiting_approval' ORDER BY id LIMIT 1",
            self.order)
        if row is None:
            return
        await asyncio.gather(*(self.staff.decide(row["id"], approve, f"U{k}", None if approve else "no")
                               for k in range(clicks)))
        if approve:
            action = await self.seats[0].repo.get(row["id"])
            assert action is not None
            order = await self.seats[0].repo.order(self.order)
            await asyncio.gather(*(approved(s.execution, action, order, self.floor.now, Unjournaled())
                                   for s in self.seats))

    async def run(self, step: tuple) -> None:
        match step:
            case ("claim", k, what, n):
                await self.claim(self.seats[k], what, n)
            case ("race", a, n, b, m):
                await asyncio.gather(self.claim(self.seats[0], a, n), self.claim(self.seats[1], b, m))
            case ("claim_yes", k, what, n):
                await self.claim(self.seats[k], what, n)
                await self.answer(self.seats[k], "yes")
            case ("race_yes", a, n, b, m):
                await asyncio.gather(self.claim(self.seats[0], a, n), self.claim(self.seats[1], b, m))
                await asyncio.gather(self.answer(self.seats[0], "yes"), self.answer(self.seats[1], "yes"))
            case ("answer", k, said):
                await self.answer(self.seats[k], said)
            case ("answer_both", a, b):
                await asyncio.gather(self.answer(self.seats[0], a), self.answer(self.seats[1], b))
            case ("staff", approve, clicks):
                await self.staff_decides(approve, clicks)
            case ("claim_back_office_yes", k, what, n, m):
                await self.claim(self.seats[k], what, n)
                await self.refund_in_back_office(m)
                await self.answer(self.seats[k], "yes")


async def over(floor: Floor, order: str, paid: Decimal, back_office: int) -> list[str]:
    found = []
    given = await units_given(floor, order) + Counter({"MUG-1": back_office})
    if given["MUG-1"] > UNITS:
        found.append(f"{given['MUG-1']} units given out of {UNITS}")
    money = sum((Decimal(r["amount"]) for r in await provider_refunds(floor, order)), Decimal(0))
    if money > paid:
        found.append(f"{money} refunded of {paid}")
    return found


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(story=steps)
@example(story=[("race_yes", "refund", 2, "replacement", 2), ("staff", True, 2), ("staff", True, 2)])
@example(story=[("claim", 0, "refund", 1), ("claim_yes", 1, "replacement", 2), ("answer", 0, "replace"),
                ("staff", True, 1), ("staff", True, 1)])
@example(story=[("claim", 0, "refund", 2), ("answer", 0, "replace"), ("claim_yes", 1, "refund", 1),
                ("staff", True, 2)])
@example(story=[("claim_yes", 0, "replacement", 1), ("race_yes", "refund", 1, "replacement", 1),
                ("staff", True, 2)])
@example(story=[("claim_back_office_yes", 0, "replacement", 1, 2), ("claim_back_office_yes", 1, "replacement", 2, 1),
                ("staff", True, 1)])
async def test_no_interleaving_gives_a_unit_out_twice(floor, story):
    number = next(_examples)
    customer, order = f"C-RH{number}", f"RH-{number:04d}"
    paid = await add_customer_and_order(floor.db, customer, order, floor.now, qty=UNITS,
                                        unit_price=str(UNIT_PRICE))
    phone = floor.seat(0, await conversation(floor.db, floor.now), customer, RefundLimits())
    by_code = floor.seat(1, await conversation(floor.db, floor.now, verified_customer=customer), None,
                         RefundLimits())
    told = Story(floor, order, [phone, by_code])
    for step in story:
        await told.run(step)
        assert await over(floor, order, paid, told.back_office) == [], (step, story)
