"""The customer's saved address (issue [9/9] item 3), run for real on both shop backends: the tool,
the question showing the whole address, the yes, the change once, identity first."""

from __future__ import annotations

import asyncio

import pytest

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.rechecks import next_status
from supportbot.core.turn import Reply
from supportbot.effects.execution import answer
from supportbot.words.replies import confirmation
from tests.refund_floor import BACKENDS, Floor, Unjournaled, add_order, confirm, context, conversation, open_floor

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

NEW = {"line1": "9 Quarry Street", "city": "Leeds", "postcode": "LS9 9QQ", "country": "GB"}


@pytest.fixture(params=BACKENDS)
async def floor(request, db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, backend=request.param) as floor:
        yield floor


async def saved_address(floor: Floor, customer: str) -> dict | None:
    if floor.backend == "builtin":
        return await floor.db.fetchval("SELECT address FROM customers WHERE id = $1", customer)
    found = await floor.order_system().customer(customer)
    return found.address if found else None


async def address_writes(floor: Floor) -> int:
    """CustomerAddressCreate calls the Shopify stand-in took so far (its log outlives one test)."""
    if floor.backend == "builtin":
        return 0
    return [c["operation"] for c in await floor.provider("/_sandbox/shopify/calls")].count("CustomerAddressCreate")


async def test_the_saved_address_changes_after_the_yes_and_no_order_moves(floor, now):
    customer = await add_order(floor, "C-S1", "A-5100", now, status="placed")
    before = (await floor.order_system().order("A-5100") if floor.backend != "builtin" else None)
    seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
    proposed = await run_tool("change_saved_address", {"address": NEW}, context(seat, now))
    assert proposed["status"] == "awaiting_confirmation", proposed
    action = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    asked = confirmation(action, None, "en", returns=seat.services.returns)
    assert "9 Quarry Street, Leeds, LS9 9QQ, GB" in asked.text  # confirmed in full, never a suffix
    assert await saved_address(floor, customer) != NEW  # nothing before the yes
    said = await confirm(seat, now)
    assert isinstance(said, Reply) and said.outcome == "saved_address_changed", said
    assert await saved_address(floor, customer) == NEW
    order = await seat.repo.order("A-5100") if floor.backend == "builtin" else await floor.order_system().order(
        "A-5100")
    assert (order.address or {}).get("postcode") != "LS9 9QQ"  # the order keeps its delivery address
    if before is not None:
        assert order.address == before.address


async def test_a_no_changes_nothing_and_a_stranger_is_asked_to_verify_first(floor, now):
    customer = await add_order(floor, "C-S2", "A-5200", now)
    seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
    await run_tool("change_saved_address", {"address": NEW}, context(seat, now))
    said = await confirm(seat, now, yes=False)
    assert isinstance(said, Reply) and said.outcome == "cancelled"
    assert await saved_address(floor, customer) != NEW
    stranger = floor.seat(1, await conversation(floor.db, now), None, RefundLimits())
    refused = await run_tool("change_saved_address", {"address": NEW}, context(stranger, now))
    assert refused["refused"].startswith("refused: identity not verified")
    assert await floor.db.fetchval("SELECT count(*) FROM actions WHERE kind = 'saved_address'") == 1
    # The account is the session's: naming another customer is not an argument the tool takes.
    named = await run_tool("change_saved_address", {"address": NEW, "customer_id": customer}, context(stranger, now))
    assert "refused" in named


async def test_two_yeses_at_once_change_it_once(floor, now):
    """The same question answered twice at the same moment (a retried webhook, two workers): one write."""
    customer = await add_order(floor, "C-S3", "A-5300", now)
    seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
    other = floor.seat(1, seat.conversation_id, customer, RefundLimits())
    await run_tool("change_saved_address", {"address": NEW}, context(seat, now))
    writes = await address_writes(floor)
    action = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    decided = {"action_id": action.id, "to": next_status(action, True, now)}
    both = await asyncio.gather(answer(seat.execution, decided, None, now, Unjournaled()),
                                answer(other.execution, decided, None, now, Unjournaled()))
    assert [r.outcome for r in both] == ["saved_address_changed"] * 2
    assert await saved_address(floor, customer) == NEW
    assert (await seat.repo.get(action.id)).status == "done"
    assert await address_writes(floor) - writes == (0 if floor.backend == "builtin" else 1)


async def test_a_crash_after_the_write_replays_to_the_same_change(floor, now):
    """The step ran and the worker died before it was recorded: run again under the same key, the
    shop already has the address as the default and nothing is written twice."""
    customer = await add_order(floor, "C-S4", "A-5400", now)
    seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
    await run_tool("change_saved_address", {"address": NEW}, context(seat, now))
    writes = await address_writes(floor)
    action = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    await confirm(seat, now)
    await floor.db.execute("UPDATE actions SET status = 'executing' WHERE id = $1", action.id)  # unrecorded
    again = await answer(seat.execution, {"action_id": action.id, "to": "executing"}, None, now, Unjournaled())
    assert isinstance(again, Reply) and again.outcome == "saved_address_changed"
    assert await saved_address(floor, customer) == NEW
    assert await address_writes(floor) - writes == (0 if floor.backend == "builtin" else 1)
