"""Any interleaving of claims, answers, staff decisions and payment timeouts pays at most once.

Hypothesis writes the story (issue 13.1): two conversations of one customer (the account's
phone, and a second number verified by code) claim units of one order, alone or racing each
other; customers answer yes or no, alone or at once; staff approve or reject, clicking twice
or not, while the job that pays runs twice; the payment stand-in times out after committing
and reconciliation settles by key; the shop's back office refunds units itself (on Shopify: in
its admin, listed on the order). On both shop backends. After every step, what the provider holds
for the order never exceeds what was paid, and no unit is refunded twice.

Modest and repeatable for CI: a fixed number of examples, derandomised.
"""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from supportbot.core.money.policy import RefundLimits
from supportbot.core.ports import RefundFailed, RefundSucceeded
from supportbot.effects.execution import approved
from supportbot.store.staff import StaffRepository
from tests.refund_floor import (
    BACKENDS,
    Floor,
    Seat,
    Unjournaled,
    add_order,
    breaches,
    check,
    confirm,
    conversation,
    issue,
    open_floor,
    provider_refunds,
    refund_in_shop_admin,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

EXAMPLES = 50
# 35.00 paid: any claim is under the 50.00 automatic limit, so a race pays without a person unless
# the code stops it; a person is needed when the order was refunded (or claimed) elsewhere before.
UNITS, UNIT_PRICE, FEE = 2, Decimal("15.00"), Decimal("5.00")
_examples = itertools.count(1)

seat_ = st.integers(0, 1)
units = st.integers(0, UNITS)  # 0: the whole order, with the delivery fee
steps = st.lists(st.one_of(
    st.tuples(st.just("claim"), seat_, units),
    st.tuples(st.just("race"), units, units),
    st.tuples(st.just("claim_yes"), seat_, units),  # a claim and its yes: most stories that pay
    st.tuples(st.just("race_yes"), units, units),
    st.tuples(st.just("claim_yes_staff"), seat_, units, st.booleans(), st.integers(1, 2)),
    st.tuples(st.just("claim_back_office_yes"), seat_, units, st.integers(1, UNITS)),
    # a claim from the other number after one from the phone: the history rule asks a person
    st.tuples(st.just("second_claim_staff"), units, units, st.booleans(), st.integers(1, 2)),
    st.tuples(st.just("staff"), st.booleans(), st.integers(1, 2)),
    st.tuples(st.just("answer"), seat_, st.booleans()),
    st.tuples(st.just("answer_both"), st.booleans(), st.booleans()),
    st.tuples(st.just("staff"), st.booleans(), st.integers(1, 2)),
    st.tuples(st.just("timeouts"), st.booleans()),
    st.tuples(st.just("settle")),
    st.tuples(st.just("back_office"), st.integers(1, UNITS)),
), min_size=1, max_size=12)


@pytest.fixture(params=BACKENDS)
async def floor(request, db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.25,
                          backend=request.param) as floor:
        await widen_shopify_bucket(floor)
        yield floor


def seen(what: str) -> None:
    """Counted in --hypothesis-show-statistics; a no-op when a story is told outside Hypothesis."""
    if currently_in_test_context():
        event(what)


class Story:
    """One example's order, its two conversations, and what the back office refunded."""

    def __init__(self, floor: Floor, order: str, seats: list[Seat]) -> None:
        self.floor, self.order, self.seats = floor, order, seats
        self.staff = StaffRepository(floor.db, clock=lambda: floor.now)
        self.back_office: dict[str, Counter[str]] = {}
        self.timeouts = False

    async def claim(self, seat: Seat, n: int) -> None:
        checked = await check(seat, self.floor.now, self.order, [("MUG-1", n)] if n else None, whole_order=not n)
        if "token" in checked:
            result = await issue(seat, self.floor.now, checked["token"])
            seen(f"claim: {result.get('status') or 'refused'}")

    async def staff_decides(self, approve: bool, clicks: int) -> None:
        row = await self.floor.db.fetchrow(
            "SELECT id FROM actions WHERE order_id = $1 AND status = 'awaiting_approval' ORDER BY id LIMIT 1",
            self.order)
        if row is None:
            return
        found = await asyncio.gather(*(self.staff.decide(row["id"], approve, f"U{k}", None if approve else "no")
                                       for k in range(clicks)))
        assert sum(first for first, _ in filter(None, found)) == 1  # one decision, whoever clicked
        if approve:
            seat = self.seats[0]
            action = await seat.repo.get(row["id"])
            assert action is not None
            order = await seat.repo.order(self.order)
            # The job that pays, run twice at once (a retried job): it must pay once.
            await asyncio.gather(*(approved(s.execution, action, order, self.floor.now, Unjournaled())
                                   for s in self.seats))
            seen("staff approved")

    async def settle(self) -> None:
        """What the reconcile cron does: ask the provider by key, record what it says."""
        repo, payments = self.seats[0].repo, self.seats[0].execution.payments
        for action in await repo.pending_refunds():
            outcome = await payments.lookup(action.idempotency_key, action.order_id)
            if isinstance(outcome, RefundSucceeded):
                await repo.refunded(action, outcome.provider_ref, self.floor.now)
            elif isinstance(outcome, RefundFailed):
                await repo.move(action.id, "pending", "failed", outcome=outcome.reason)

    async def refund_in_back_office(self, n: int) -> None:
        """The shop refunds units itself, at the provider, and its data brings the refund to us."""
        at_provider = Counter[str]()
        keys = {r["idempotency_key"]: r["items"] for r in await self.floor.db.fetch(
            "SELECT idempotency_key, items FROM actions WHERE order_id = $1", self.order)}
        for r in await provider_refunds(self.floor, self.order):
            at_provider += self.back_office.get(r["idempotency_key"]) or Counter(
                {i["sku"]: i["qty"] for i in keys.get(r["idempotency_key"]) or []})
        n = min(n, UNITS - at_provider["MUG-1"])
        if n <= 0:
            return
        key = f"shop:{self.order}:{len(self.back_office)}"
        amount = UNIT_PRICE * n
        await self.set_timeouts(False)  # the shop's own refund goes through; its faults are not ours
        paid = await self.seats[0].execution.payments.refund(key, self.order, amount, "USD")
        assert isinstance(paid, RefundSucceeded), paid
        await self.set_timeouts(self.timeouts)
        self.back_office[key] = Counter({"MUG-1": n})
        # ... and the shop records it: the built-in shop's data brings it to us, Shopify lists it on the order.
        await refund_in_shop_admin(self.floor, self.order, str(amount), ["MUG-1"] * n, self.floor.now)
        seen("back-office refund")

    async def set_timeouts(self, on: bool) -> None:
        """The payment stand-in commits each refund, then never answers: the client times out."""
        await self.floor.provider("/_sandbox/payments/faults", {"timeout_after_commit": 1.0 if on else 0.0})

    async def run(self, step: tuple) -> None:
        now = self.floor.now
        match step:
            case ("claim", k, n):
                await self.claim(self.seats[k], n)
            case ("race", a, b):
                await asyncio.gather(self.claim(self.seats[0], a), self.claim(self.seats[1], b))
            case ("claim_yes", k, n):
                await self.claim(self.seats[k], n)
                await confirm(self.seats[k], now)
            case ("claim_yes_staff", k, n, approve, clicks):
                await self.claim(self.seats[k], n)
                await confirm(self.seats[k], now)
                await self.staff_decides(approve, clicks)
            case ("claim_back_office_yes", k, n, m):  # the back office refunds while the yes is awaited
                await self.claim(self.seats[k], n)
                await self.refund_in_back_office(m)
                await confirm(self.seats[k], now)
            case ("second_claim_staff", a, b, approve, clicks):
                await self.claim(self.seats[0], a)
                await confirm(self.seats[0], now)
                await self.claim(self.seats[1], b)
                await confirm(self.seats[1], now)
                await self.staff_decides(approve, clicks)
            case ("race_yes", a, b):
                await asyncio.gather(self.claim(self.seats[0], a), self.claim(self.seats[1], b))
                await asyncio.gather(confirm(self.seats[0], now), confirm(self.seats[1], now))
            case ("answer", k, yes):
                await confirm(self.seats[k], now, yes)
            case ("answer_both", yes_a, yes_b):
                await asyncio.gather(confirm(self.seats[0], now, yes_a), confirm(self.seats[1], now, yes_b))
            case ("staff", approve, clicks):
                await self.staff_decides(approve, clicks)
            case ("timeouts", on):
                self.timeouts = on
                await self.set_timeouts(on)
            case ("settle",):
                await self.settle()
            case ("back_office", n):
                await self.refund_in_back_office(n)


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(story=steps)
# Stories Hypothesis might take a while to find, always told: the race itself, a staff approval
# clicked twice, a payment that times out after committing, a back-office refund mid-claim.
@example(story=[("race", 1, 1), ("race", 2, 2), ("answer_both", True, True), ("staff", True, 2),
                ("staff", True, 2)])
@example(story=[("claim_yes", 0, 1), ("timeouts", True), ("claim", 1, 1), ("answer", 1, True), ("staff", True, 2),
                ("settle",), ("claim", 1, 0), ("answer", 1, True)])
@example(story=[("claim", 1, 2), ("back_office", 2), ("answer", 1, True), ("timeouts", True), ("claim", 0, 1),
                ("answer", 0, True), ("staff", True, 1)])
@example(story=[("race", 0, 0), ("answer_both", True, True), ("staff", False, 2), ("claim", 1, 0),
                ("answer", 1, True), ("staff", True, 2)])
async def test_no_interleaving_refunds_more_than_paid_or_a_unit_twice(floor, story):
    number = next(_examples)
    # The payment stand-in is the module's: each backend's orders get names of their own.
    customer, order = f"C-H{number}", f"H-{number:04d}{floor.backend[0].upper()}"
    await floor.provider("/_sandbox/payments/faults", {})
    customer = await add_order(floor, customer, order, floor.now, qty=UNITS, unit_price=str(UNIT_PRICE),
                               fee=str(FEE))
    phone = floor.seat(0, await conversation(floor.db, floor.now), customer, RefundLimits())
    by_code = floor.seat(1, await conversation(floor.db, floor.now, verified_customer=customer), None,
                         RefundLimits())
    told = Story(floor, order, [phone, by_code])
    for step in story:
        await told.run(step)
        assert await breaches(floor, order, told.back_office) == [], (step, story)
    await floor.provider("/_sandbox/payments/faults", {})
    await told.settle()
    assert await breaches(floor, order, told.back_office) == [], story
    seen(f"provider refunds: {len(await provider_refunds(floor, order))}")
