"""Replacements run for real: the tool, the yes, the shop stand-in, and the never-both rule under
races between conversations (issue 15.3).

A refund and a replacement of the same unit, claimed from two conversations at once (two pools,
as two workers), end in exactly one: the unit is refunded or replaced, never both. The races run
on both shop backends (on Shopify the replacement is a completed no-charge draft order).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from decimal import Decimal

import pytest

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.core.turn import AwaitApproval, Reply
from supportbot.effects.execution import answer
from tests.refund_floor import (
    BACKENDS,
    Floor,
    Seat,
    Unjournaled,
    add_customer_and_order,
    add_order,
    check,
    confirm,
    context,
    conversation,
    issue,
    open_floor,
    provider_refunds,
    replacements_sent,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

ROUNDS = 6


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.25) as floor:
        yield floor


@pytest.fixture(params=BACKENDS)
async def either_floor(request, db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.25,
                          backend=request.param) as floor:
        await widen_shopify_bucket(floor)
        yield floor


replacements_at_shop = replacements_sent


async def units_given(floor: Floor, order: str) -> Counter[str]:
    """Units refunded at the provider plus units sent again by the shop, for this order."""
    items = {r["idempotency_key"]: r["items"] for r in await floor.db.fetch(
        "SELECT idempotency_key, items FROM actions WHERE order_id = $1", order)}
    given: Counter[str] = Counter()
    for r in await provider_refunds(floor, order):  # the shop's own refunds are counted by the caller
        given += Counter({i["sku"]: i["qty"] for i in items.get(r["idempotency_key"]) or []})
    for r in await replacements_at_shop(floor, order):
        given += Counter({i["sku"]: i["qty"] for i in r["items"]})
    return given


async def two_seats(floor: Floor, customer: str, limits: RefundLimits | None = None) -> tuple[Seat, Seat]:
    """The account's phone, and a second number verified by code: two conversations, two pools."""
    limits = limits or RefundLimits()
    first = floor.seat(0, await conversation(floor.db, floor.now), customer, limits)
    second = floor.seat(1, await conversation(floor.db, floor.now, verified_customer=customer), None, limits)
    return first, second


async def replace(seat: Seat, now, order: str, qty: int = 1) -> dict:
    return await run_tool("request_replacement", {"order_id": order, "reason": "damaged",
                                                  "items": [{"sku": "MUG-1", "qty": qty}]}, context(seat, now))


async def refund(seat: Seat, now, order: str, qty: int = 1) -> dict:
    checked = await check(seat, now, order, [("MUG-1", qty)])
    if "token" not in checked:
        return {"refused": checked.get("reason") or checked.get("refused")}
    return await issue(seat, now, checked["token"])


async def test_a_replacement_under_the_limit_is_sent_after_the_yes_once(floor, now):
    await add_customer_and_order(floor.db, "C-R1", "A-4100", now)
    seat, _ = await two_seats(floor, "C-R1")
    proposed = await replace(seat, now, "A-4100")
    assert proposed["status"] == "awaiting_confirmation" and proposed["value"] == "30.00", proposed
    said = await confirm(seat, now)
    assert isinstance(said, Reply) and said.outcome == "replaced", said
    made = await replacements_at_shop(floor, "A-4100")
    assert len(made) == 1 and made[0]["total"] == "0.00"
    row = await floor.db.fetchrow("SELECT * FROM replacements WHERE order_id = 'A-4100'")
    assert (row["value"], row["skus"], row["shop_order_ref"]) == (Decimal("30.00"), ["MUG-1"], made[0]["id"])
    assert made[0]["id"] in said.messages[0].text  # the customer is told the new order's id
    assert await provider_refunds(floor, "A-4100") == []  # nothing was paid


async def test_a_replaced_unit_is_not_refunded_and_a_refunded_one_not_replaced(floor, now):
    await add_customer_and_order(floor.db, "C-R2", "A-4200", now)
    await add_customer_and_order(floor.db, "C-R3", "A-4300", now)
    seat, _ = await two_seats(floor, "C-R2")
    await replace(seat, now, "A-4200")
    await confirm(seat, now)
    assert "refused" in await refund(seat, now, "A-4200")
    assert "refused" in await replace(seat, now, "A-4200")

    other, _ = await two_seats(floor, "C-R3")
    assert (await refund(other, now, "A-4300"))["status"] == "awaiting_confirmation"
    assert (await confirm(other, now)).outcome == "refunded"
    assert "refused" in await replace(other, now, "A-4300")
    assert await units_given(floor, "A-4200") == await units_given(floor, "A-4300") == Counter({"MUG-1": 1})


async def test_over_the_limit_staff_approve_before_anything_is_sent(floor, now):
    await add_customer_and_order(floor.db, "C-R4", "A-4400", now, unit_price="80.00")
    seat, _ = await two_seats(floor, "C-R4")
    proposed = await replace(seat, now, "A-4400")
    assert proposed["needs_staff_approval"] is True
    held = await confirm(seat, now)
    assert isinstance(held, AwaitApproval)
    assert await replacements_at_shop(floor, "A-4400") == []


async def test_another_customers_order_is_not_replaced(floor, now):
    await add_customer_and_order(floor.db, "C-R5", "A-4500", now)
    await add_customer_and_order(floor.db, "C-R6", "A-4600", now)
    stranger, _ = await two_seats(floor, "C-R6")
    assert "refused" in await replace(stranger, now, "A-4500")
    assert await floor.db.fetchval("SELECT count(*) FROM actions WHERE order_id = 'A-4500'") == 0


async def test_the_refund_question_answered_replacement_sends_the_same_units(floor, now):
    await add_customer_and_order(floor.db, "C-R7", "A-4700", now)
    seat, _ = await two_seats(floor, "C-R7")
    await refund(seat, now, "A-4700")
    action = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    said = await answer(seat.execution, {"action_id": action.id, "to": "replace"},
                        await seat.repo.order("A-4700"), now, Unjournaled())
    assert isinstance(said, Reply) and said.outcome == "replaced", said
    assert (await seat.repo.get(action.id)).status == "cancelled"
    assert await units_given(floor, "A-4700") == Counter({"MUG-1": 1})
    assert await provider_refunds(floor, "A-4700") == []


async def claim_and_yes(seat: Seat, now, order: str, kind: str) -> str:
    proposed = await (refund if kind == "refund" else replace)(seat, now, order)
    if proposed.get("status") != "awaiting_confirmation":
        return "refused"
    said = await confirm(seat, now)
    return said.outcome if said else "none"


async def choose_replacement(seat: Seat, now, action_id: int, order: str) -> None:
    await answer(seat.execution, {"action_id": action_id, "to": "replace"}, await seat.repo.order(order), now,
                 Unjournaled())


async def refund_after(seat: Seat, now, order: str, delay: float) -> None:
    await asyncio.sleep(delay)
    if (await refund(seat, now, order)).get("status") == "awaiting_confirmation":
        await confirm(seat, now)


async def test_a_refund_and_a_replacement_of_one_unit_at_once_end_in_exactly_one(either_floor, now):
    floor = either_floor
    outcomes = []
    for n in range(ROUNDS):
        # The payment stand-in is the module's: each backend's orders get names of their own.
        customer, order = f"C-RR{n}", f"A-48{n:02d}{floor.backend[0].upper()}"
        customer = await add_order(floor, customer, order, now)
        first, second = await two_seats(floor, customer)
        kinds = ("refund", "replacement") if n % 2 else ("replacement", "refund")
        done = await asyncio.gather(claim_and_yes(first, now, order, kinds[0]),
                                    claim_and_yes(second, now, order, kinds[1]))
        assert await units_given(floor, order) == Counter({"MUG-1": 1}), (order, done)
        outcomes.append(tuple(sorted(done)))
    print(f"{floor.backend}, {ROUNDS} rounds: {Counter(outcomes)}")


async def test_choosing_replacement_while_another_conversation_claims_a_refund_ends_in_one(either_floor, now):
    floor = either_floor
    for n in range(ROUNDS):
        customer, order = f"C-RS{n}", f"A-49{n:02d}{floor.backend[0].upper()}"
        customer = await add_order(floor, customer, order, now)
        first, second = await two_seats(floor, customer)
        await refund(first, now, order)
        action = await first.execution.actions.awaiting_confirmation(first.conversation_id)
        await asyncio.gather(choose_replacement(first, now, action.id, order),
                             refund_after(second, now, order, 0.003 * n))
        assert await units_given(floor, order) == Counter({"MUG-1": 1}), order
