"""Two or more conversations of one customer claim the same item at the same moment (issue 13.1).

The account's own phone and second numbers verified by one-time code each call `issue_refund`
for the one mug on an order paid 30.00, concurrently, each through its own connection pool as
separate workers would. Then every customer says yes. On either shop backend: the built-in shop,
or the order read from the Shopify stand-in while the bot's row lock is held. Whatever the interleaving, the provider
must hold at most 30.00 and one mug for that order, and only one claim may be put to a
customer at all: the others are refused when they are proposed, in words that say the mug is
already claimed and pending, not refunded.
"""

from __future__ import annotations

import asyncio

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.core.money.policy import RefundLimits
from supportbot.store.pool import open_pool
from tests.refund_floor import (
    BACKENDS,
    Floor,
    add_order,
    breaches,
    check,
    confirm,
    conversation,
    issue,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

ITERATIONS = 20
CONVERSATIONS = 3


@pytest.fixture(params=BACKENDS)
async def floor(request, db, database_url, now):
    async with TestServer(build_app(SandboxConfig())) as sandbox, aiohttp.ClientSession() as session, \
            open_pool(database_url, min_size=1, max_size=2) as one, \
            open_pool(database_url, min_size=1, max_size=2) as two, \
            open_pool(database_url, min_size=1, max_size=2) as three:
        floor = Floor(db, sandbox, session, [one, two, three], now, backend=request.param)
        await widen_shopify_bucket(floor)
        yield floor


async def race_once(floor: Floor, round_: int) -> tuple[list[str], list[dict]]:
    """One order, one mug, CONVERSATIONS claims at once; (breaches at the provider, issue results)."""
    now = floor.now
    customer, order = f"C-R{round_}", f"R-{round_:04d}"
    customer = await add_order(floor, customer, order, now)
    seats = [floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())]
    for k in range(1, CONVERSATIONS):
        seats.append(floor.seat(k, await conversation(floor.db, now, verified_customer=customer), None,
                                RefundLimits()))
    tokens = []
    for seat in seats:  # each conversation asked policy first and got a token: nothing claimed yet
        checked = await check(seat, now, order, [("MUG-1", 1)])
        assert checked["decision"] == "approved", checked
        tokens.append(checked["token"])
    issued = await asyncio.gather(*(issue(seat, now, token) for seat, token in zip(seats, tokens, strict=True)))
    await asyncio.gather(*(confirm(seat, now) for seat in seats))
    return await breaches(floor, order), list(issued)


async def test_concurrent_claims_on_one_item_are_paid_once(floor):
    found: list[str] = []
    accepted: list[int] = []
    refusals: list[str] = []
    for round_ in range(ITERATIONS):
        breached, issued = await race_once(floor, round_)
        found += breached
        accepted.append(sum(r.get("status") == "awaiting_confirmation" for r in issued))
        refusals += [r["refused"] for r in issued if "refused" in r]
    print(f"{ITERATIONS} rounds of {CONVERSATIONS} concurrent claims: {len(found)} breaches at the provider, "
          f"claims put to a customer per round {accepted}")
    assert found == []
    # Serialised per order: exactly one claim reaches a customer; the rest never ask a question
    # whose yes could not be honoured.
    assert accepted == [1] * ITERATIONS
    assert len(refusals) == ITERATIONS * (CONVERSATIONS - 1)
    for text in refusals:
        assert "pending" in text and "1 refunded" not in text, text
