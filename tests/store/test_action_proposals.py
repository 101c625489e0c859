"""A refund proposal under the order's lock (supportbot/store/actions.py `propose_refund`): a replay
is the first proposal, a spent token is refused, a newer proposal supersedes the unanswered one,
and all of it in a budget of round trips."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from bench.counting import counted_pool
from supportbot.core.money.actions import Action, ProposedAction, TokenUsed, Verdict
from supportbot.core.money.ledger import Ledger
from supportbot.store.actions import ActionRepository
from supportbot.store.shop import ShopRepository
from tests.store.test_claim_locks import GID, ShopOnly, a_conversation, built_in, shop_order

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


def deciding(now, conversation: int, key: str, nonce: str, plates: int, seen: list[Ledger]):
    def decide(ledger: Ledger) -> ProposedAction:
        seen.append(ledger)
        return ProposedAction(key, conversation, GID, "refund", ledger.order.id, now + timedelta(minutes=10),
                              items=(("MUG-1", plates),), amount=Decimal("12.00") * plates, currency="USD",
                              token_nonce=nonce)
    return decide


async def test_a_replayed_proposal_is_the_first_one_and_decides_nothing(db, now):
    order = shop_order(now)
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(order))
    conversation = await a_conversation(db, "15550101", now)
    seen: list[Ledger] = []
    first = await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                         deciding(now, conversation, "k-1", "n-1", 1, seen))
    again = await actions.propose_refund("k-1", "n-other", order.id, conversation, now,
                                         deciding(now, conversation, "k-1", "n-other", 2, seen))
    assert isinstance(first, Action) and isinstance(again, Action)
    assert again.id == first.id and again.amount == Decimal("12.00")
    assert len(seen) == 1, "a replay decided again"


async def test_a_spent_token_is_refused_under_a_new_key(db, now):
    order = shop_order(now)
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(order))
    conversation = await a_conversation(db, "15550102", now)
    seen: list[Ledger] = []
    await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                 deciding(now, conversation, "k-1", "n-1", 1, seen))
    spent = await actions.propose_refund("k-2", "n-1", order.id, conversation, now,
                                         deciding(now, conversation, "k-2", "n-1", 1, seen))
    assert isinstance(spent, TokenUsed)
    assert len(seen) == 1
    assert await db.fetchval("SELECT count(*) FROM actions") == 1


async def test_a_newer_proposal_supersedes_the_unanswered_one(db, now):
    order = shop_order(now)
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(order))
    conversation = await a_conversation(db, "15550103", now)
    seen: list[Ledger] = []
    first = await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                         deciding(now, conversation, "k-1", "n-1", 1, seen))
    second = await actions.propose_refund("k-2", "n-2", order.id, conversation, now,
                                          deciding(now, conversation, "k-2", "n-2", 2, seen))
    assert isinstance(first, Action) and isinstance(second, Action) and second.status == "awaiting_confirmation"
    rows = await db.fetch("SELECT id, status, outcome FROM actions ORDER BY id")
    assert [(r["id"], r["status"], r["outcome"]) for r in rows] == [
        (first.id, "cancelled", "superseded"), (second.id, "awaiting_confirmation", None)]


async def test_a_proposal_is_four_round_trips_once_the_order_has_been_claimed_on(db, database_url, now):
    # BEGIN, the locked section (the order's lock, its customer's, the replay/token check, the ledger:
    # one function call, migrations/0043_claim_section.sql), the write, COMMIT; the order itself is the
    # shop's read, not this database's. The first claim on an order learns whose it is from that read,
    # so it takes the customer's lock and reads the ledger again: one call more.
    order = shop_order(now)
    conversation = await a_conversation(db, "15550104", now)
    async with counted_pool(database_url) as (pool, count):
        actions = ActionRepository(pool, clock=lambda: now, orders=ShopOnly(order))
        before = count.copy()
        await actions.propose_refund("k-0", "n-0", order.id, conversation, now,
                                     deciding(now, conversation, "k-0", "n-0", 1, []))
        first = count.minus(before).round_trips
        before = count.copy()
        made = await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                            deciding(now, conversation, "k-1", "n-1", 2, []))
        assert isinstance(made, Action)
        assert (first, count.minus(before).round_trips) == (5, 4)


async def test_the_proposal_just_written_is_handed_back_without_reading_it_again(db, database_url, now):
    # The write returned the row: the turn's confirmation is built from it (supportbot/agent/model_loop.py
    # `proposed`). Another process (a replay elsewhere) reads it, and finds the same action.
    order = shop_order(now)
    conversation = await a_conversation(db, "15550105", now)
    async with counted_pool(database_url) as (pool, count):
        actions = ActionRepository(pool, clock=lambda: now, orders=ShopOnly(order))
        made = await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                            deciding(now, conversation, "k-1", "n-1", 1, []))
        assert isinstance(made, Action)
        before = count.copy()
        assert await actions.proposed(made.id) == made
        assert count.minus(before).round_trips == 0
        elsewhere = ActionRepository(pool, clock=lambda: now, orders=ShopOnly(order))
        assert await elsewhere.proposed(made.id) == made
        assert count.minus(before).round_trips == 1


async def test_a_proposal_commits_lazily_and_a_proposal_moved_on_to_executing_durably(db, database_url, now):
    # A proposal moves no money and nothing outside the database rests on it until the customer is
    # asked, whose outbox row commits durably and flushes it first (supportbot/store/pool.py). A
    # proposal moved on to executing in its own transaction (a replacement chosen as the yes) is what
    # a shop order or a payment rests on: durable before either.
    order = shop_order(now)
    conversation = await a_conversation(db, "15550106", now)
    async with counted_pool(database_url) as (pool, count):
        actions = ActionRepository(pool, clock=lambda: now, orders=ShopOnly(order))
        before = count.copy()
        made = await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                            deciding(now, conversation, "k-1", "n-1", 1, []))
        assert isinstance(made, Action) and count.minus(before).durable_commits == 0
        before = count.copy()
        moved = await actions.propose_refund("k-2", "n-2", order.id, conversation, now,
                                             deciding(now, conversation, "k-2", "n-2", 1, []),
                                             then=lambda action, ledger: Verdict("executing"))
        assert isinstance(moved, Action) and moved.status == "executing"
        assert count.minus(before).durable_commits == 1


async def test_on_the_built_in_shop_the_section_reads_the_order_and_a_first_claim_is_four_round_trips(
        db, database_url, now):
    # The order is a row of this database: the section reads it under the order's lock and takes its
    # customer's lock from it in the same call (migrations/0044): no read on a second connection, and
    # no second call on the order's first claim. The order decided on is the order system's own read.
    order = shop_order(now)
    await built_in(db, order, shop_order(now, "1043"))
    conversation = await a_conversation(db, "15550107", now)
    async with counted_pool(database_url, size=2) as (pool, count):
        actions = ActionRepository(pool, clock=lambda: now)  # the built-in shop
        seen: list[Ledger] = []
        await actions.propose_refund("k-0", "n-0", "1043", conversation, now,
                                     deciding(now, conversation, "k-0", "n-0", 1, []))  # warms the statements
        before = count.copy()
        made = await actions.propose_refund("k-1", "n-1", order.id, conversation, now,
                                            deciding(now, conversation, "k-1", "n-1", 1, seen))
        assert isinstance(made, Action) and count.minus(before).round_trips == 4
        assert seen[0].order == await ShopRepository(pool).order(order.id)
