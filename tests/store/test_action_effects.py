"""A refund's yes, re-decided under the order's lock and recorded once paid (supportbot/store/actions.py
`start`, `refunded`), in a budget of round trips."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from bench.counting import counted_pool
from supportbot.core.money.actions import Action, Verdict
from supportbot.store.actions import ActionRepository
from tests.store.test_action_proposals import deciding
from tests.store.test_claim_locks import ShopOnly, a_conversation, shop_order

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def _proposed(actions: ActionRepository, db, now, key: str) -> Action:
    conversation = await a_conversation(db, f"1555{key}", now)
    made = await actions.propose_refund(key, f"n-{key}", "1042", conversation, now,
                                        deciding(now, conversation, key, f"n-{key}", 1, []))
    assert isinstance(made, Action)
    return made


async def test_the_yes_locks_the_order_the_action_names_not_the_one_it_is_given(db, now):
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(shop_order(now), shop_order(now, "1043")))
    action = await _proposed(actions, db, now, "0201")
    with pytest.raises(ValueError, match="claims on order 1042, not 1043"):
        await actions.start(action.id, "awaiting_confirmation", now, lambda a, ledger: Verdict("executing"),
                            order_id="1043")
    assert (await actions.get(action.id)).status == "awaiting_confirmation"
    moved = await actions.start(action.id, "awaiting_confirmation", now, lambda a, ledger: Verdict("executing"),
                                order_id="1042")
    assert moved is not None and moved.status == "executing"


async def test_a_paid_refund_is_recorded_once_with_its_action_closed(db, now):
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(shop_order(now)))
    action = await _proposed(actions, db, now, "0202")
    started = await actions.start(action.id, "awaiting_confirmation", now, lambda a, ledger: Verdict("executing"))
    await actions.refunded(started, "re_1", now)
    await actions.refunded(started, "re_1", now)  # a replay after a crash: nothing twice
    rows = await db.fetch("SELECT amount, provider_ref FROM refunds WHERE action_id = $1", action.id)
    assert [(r["amount"], r["provider_ref"]) for r in rows] == [(Decimal("12.00"), "re_1")]
    closed = await actions.get(action.id)
    assert (closed.status, closed.provider_ref) == ("done", "re_1")


async def test_the_yes_and_its_record_are_five_round_trips(db, database_url, now):
    # start: BEGIN, the locked section (the order's lock, the customer's, the action FOR UPDATE, the
    # ledger: one call, migrations/0043_claim_section.sql), the move, COMMIT; refunded: one statement.
    async with counted_pool(database_url) as (pool, count):
        actions = ActionRepository(pool, clock=lambda: now - timedelta(0), orders=ShopOnly(shop_order(now)))
        warm = await _proposed(actions, pool, now, "0203")  # prepares the statements
        warm = await actions.start(warm.id, "awaiting_confirmation", now, lambda a, ledger: Verdict("executing"),
                                   order_id=warm.order_id)
        await actions.refunded(warm, "re_0", now)
        action = await _proposed(actions, pool, now, "0204")
        before = count.copy()
        started = await actions.start(action.id, "awaiting_confirmation", now,
                                      lambda a, ledger: Verdict("executing"), order_id=action.order_id)
        await actions.refunded(started, "re_1", now)
        assert count.minus(before).round_trips == 5


async def test_the_yes_commits_durably_before_money_moves_and_its_paid_record_lazily(db, database_url, now):
    # The move to executing is what the ledger counts while the payment is out, and what a replay or the
    # reconciliation settles by key: durable before any money moves. The paid record after it: a lost one
    # leaves that durable executing row, paid again under the same key (the provider answers with its
    # first result); the reply's outbox row commits durably before the customer is told, flushing it.
    async with counted_pool(database_url) as (pool, count):
        actions = ActionRepository(pool, clock=lambda: now, orders=ShopOnly(shop_order(now)))
        action = await _proposed(actions, pool, now, "0205")
        before = count.copy()
        started = await actions.start(action.id, "awaiting_confirmation", now,
                                      lambda a, ledger: Verdict("executing"), order_id=action.order_id)
        assert started is not None and count.minus(before).durable_commits == 1
        before = count.copy()
        await actions.refunded(started, "re_1", now)
        assert count.minus(before).durable_commits == 0
