"""The bot's own claim locks: claims are decided one at a time per order and per customer, on an
order system that is not the built-in shop's tables (issue 26: SHOP_BACKEND=shopify)."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal

import asyncpg
import pytest

from supportbot.core.journal import HeldSteps
from supportbot.core.money.actions import ProposedAction, Verdict
from supportbot.core.money.ledger import Ledger
from supportbot.core.money.policy import EarlierRefund, Refused
from supportbot.core.shop.orders import Customer, Order, OrderItem, ShopRefund
from supportbot.store.actions import ActionRepository
from supportbot.store.claim_locks import lock_customer, lock_order
from supportbot.store.pool import open_connection, open_pool
from supportbot.store.shop import ShopRepository

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

GID = "gid://shopify/Customer/7"


def shop_order(now, order_id: str = "1042", customer: str = GID) -> Order:
    """An order only the shop holds: the built-in tables have no row for it, nor for its customer."""
    return Order(id=order_id, customer_id=customer, status="delivered",
                 items=(OrderItem("MUG-1", "Mug", 2, Decimal("12.00")),), delivery_fee=Decimal("4.00"),
                 paid=Decimal("28.00"), refunded=Decimal("0.00"), currency="USD", payment_method="card",
                 placed_at=now - timedelta(days=9), shipped_at=now - timedelta(days=7),
                 delivered_at=now - timedelta(days=5), eta=None, carrier=None, tracking=None)


class ShopOnly:
    """An OrderSystem that is not this database (Shopify's, in production)."""

    def __init__(self, *orders: Order) -> None:
        self.orders = {o.id: o for o in orders}
        self.reads: list[str] = []

    async def order(self, order_id: str) -> Order | None:
        self.reads.append(order_id)
        return self.orders.get(order_id)

    async def customer(self, customer_id: str) -> Customer | None:
        return None

    async def orders_of(self, customer_id: str) -> list[Order]:
        return [o for o in self.orders.values() if o.customer_id == customer_id]

    async def shop_refunded_since(self, customer_id: str, since: datetime) -> Decimal:
        return sum((r.amount for o in self.orders.values() if o.customer_id == customer_id
                    for r in o.shop_refunds if r.at >= since), Decimal("0"))


async def built_in(db: asyncpg.Pool, *orders: Order) -> None:
    """The orders as the built-in shop's rows (the order system is then this database)."""
    for o in orders:
        await db.execute("INSERT INTO customers (id, name) VALUES ($1, 'Ann') ON CONFLICT DO NOTHING", o.customer_id)
        await db.execute(
            """INSERT INTO orders (id, customer_id, status, delivery_fee, paid, currency, payment_method, placed_at,
                   shipped_at, delivered_at, address, payment_ref)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{"city": "Leeds"}', 'pi_1')""",
            o.id, o.customer_id, o.status, o.delivery_fee, o.paid, o.currency, o.payment_method, o.placed_at,
            o.shipped_at, o.delivered_at)
        await db.executemany("INSERT INTO order_items (order_id, sku, name, qty, unit_price) VALUES ($1,$2,$3,$4,$5)",
                             [(o.id, i.sku, i.name, i.qty, i.unit_price) for i in o.items])


async def a_conversation(db: asyncpg.Pool, key: str, now) -> int:
    return await db.fetchval("INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
                             "VALUES ('100', $1, $1, $2) RETURNING id", key, now)


async def waiting_on_a_lock(db: asyncpg.Pool, pid: int, waiter: asyncio.Task) -> None:
    """Until the backend `pid` waits on a row lock (Postgres says so; no sleeps decide anything);
    fails when `waiter` got through without waiting."""
    while not await db.fetchval("SELECT wait_event_type = 'Lock' FROM pg_stat_activity WHERE pid = $1", pid):
        assert not waiter.done(), "the second decider did not wait for the first"
        await asyncio.sleep(0.01)


async def test_claims_on_an_order_the_built_in_shop_never_held_are_recorded(db, now):
    order = shop_order(now)
    shop = ShopOnly(order)
    actions = ActionRepository(db, clock=lambda: now, orders=shop)
    conversation = await a_conversation(db, "15550001", now)
    seen: list[Ledger] = []

    def decide(ledger: Ledger) -> ProposedAction:
        seen.append(ledger)
        return ProposedAction("k-1", conversation, ledger.order.customer_id, "refund", ledger.order.id,
                              now + timedelta(minutes=10), items=(("MUG-1", 1),), amount=Decimal("12.00"),
                              currency="USD")

    action = await actions.propose_refund("k-1", "n-1", order.id, conversation, now, decide)
    assert action.order_id == "1042" and action.customer_id == GID
    assert seen[0].order == order and shop.reads == ["1042"]  # decided on the shop's order, read under the lock
    started = await actions.start(action.id, "awaiting_confirmation", now, lambda a, ledger: Verdict("executing"))
    await actions.refunded(started, "re_1", now)
    assert await actions.claimed_totals(conversation, GID, now - timedelta(hours=1)) == (Decimal("12.00"),
                                                                                         Decimal("12.00"))
    assert [(r.order_id, r.amount, r.currency, r.provider_status) for r in await actions.refunds_of(GID)] == [
        ("1042", 12, "USD", "paid")]


OTHER = "gid://shopify/Customer/8"


# Each case shares one lock only with the first decider, so each lock is checked on its own.
@pytest.mark.parametrize(("order", "customer"), [("1042", OTHER), ("1043", GID)], ids=["same order", "same customer"])
async def test_a_second_decider_waits_until_the_first_commits(db, database_url, order, customer):
    async with open_connection(database_url) as first, open_connection(database_url) as other:
        held = first.transaction()
        await held.start()
        await lock_order(first, "1042")
        await lock_customer(first, GID)

        async def decide_second() -> None:
            async with other.transaction():
                await lock_order(other, order)
                await lock_customer(other, customer)

        waiter = asyncio.create_task(decide_second())
        await waiting_on_a_lock(db, other.get_server_pid(), waiter)
        await held.commit()
        await waiter  # the first's commit lets it through


async def test_claims_on_different_customers_do_not_wait(db, database_url):
    async with open_connection(database_url) as first, open_connection(database_url) as other:
        async with first.transaction():
            await lock_order(first, "1042")
            await lock_customer(first, GID)
            async with other.transaction():
                await asyncio.wait_for(lock_order(other, "1043"), 5)
                await asyncio.wait_for(lock_customer(other, OTHER), 5)


async def test_a_refund_the_shop_made_itself_is_a_claim_when_deciding_under_the_lock(db, now):
    """A refund made in Shopify's admin takes its units: the locked decision counts it."""
    made = ShopRefund(Decimal("12.00"), ("MUG-1",), now - timedelta(hours=2))
    order = replace(shop_order(now), refunded=Decimal("12.00"), shop_refunds=(made,))
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(order))
    conversation = await a_conversation(db, "15550002", now)
    seen: list[Ledger] = []

    def decide(ledger: Ledger):
        seen.append(ledger)
        return Refused("refused: just looking", "refunds")

    await actions.propose_refund("k-2", "n-2", order.id, conversation, now, decide)
    assert seen[0].claims == (EarlierRefund(Decimal("12.00"), ("MUG-1",), made.at, None, False),)


# Real concurrency on the locked section (migrations/0043_claim_section.sql): the first decider holds
# the locks while it decides; the second, on the same order or on another order of the same
# customer, waits in the section's call, and its ledger is read after the first's commit (a fresh
# snapshot taken after the locks), so it counts the first's claim. Read before the locks, or with
# one lock missing, it would decide on a ledger without it: the double pay. On orders never claimed
# on, the section does not know whose they are until the order is read: the second call takes the
# customer's lock then, and whichever decides second still counts the other's claim.
# On the built-in shop (issue 29, migrations/0044) the section reads the order itself, under the order's
# lock, and takes the customer's lock from it in the same call; the first decider is held between its
# section and its write instead (in the shop's own refunds, which policy reads there).
@pytest.mark.parametrize("claimed_before", [True, False], ids=["orders claimed on before", "first claims"])
@pytest.mark.parametrize("second_order", ["1042", "1043"], ids=["same order", "same customer"])
@pytest.mark.parametrize("system", ["shop's own", "built-in"])
async def test_the_second_deciders_ledger_counts_the_claim_the_first_committed_while_it_waited(
        db, database_url, now, second_order, claimed_before, system):
    shop = ShopOnly(shop_order(now), shop_order(now, "1043"))
    if system == "built-in":
        await built_in(db, *shop.orders.values())
    conversations = [await a_conversation(db, key, now) for key in ("15550201", "15550202")]
    async with open_pool(database_url, min_size=2, max_size=2) as pool:
        orders = shop if system != "built-in" else None  # None: the built-in shop (ShopRepository)
        actions = ActionRepository(pool, clock=lambda: now, orders=orders)
        # Both orders claimed on once before: the section knows whose they are and locks both at once.
        for n, order_id in enumerate(("1042", "1043") if claimed_before else ()):
            await actions.propose_refund(f"k-warm-{n}", f"n-warm-{n}", order_id, conversations[0], now,
                                         lambda ledger: Refused("refused: just looking", "refunds"))
        deciding, release = asyncio.Event(), asyncio.Event()
        seen: list[Ledger] = []

        def propose(key: str, conversation: int, order_id: str, block: bool):
            def decide(ledger: Ledger) -> ProposedAction:
                seen.append(ledger)
                return ProposedAction(key, conversation, GID, "refund", order_id, now + timedelta(minutes=10),
                                      items=(("MUG-1", 1),), amount=Decimal("12.00"), currency="USD")
            if not block:
                return actions.propose_refund(key, key, order_id, conversation, now, decide)

            class Holding(ShopOnly):  # the first decider is slow between its locks and its write
                async def order(self, wanted: str) -> Order | None:
                    deciding.set()
                    await release.wait()
                    return await shop.order(wanted)

            class HoldingHere(ShopRepository):  # the same, where the section read the order itself
                async def shop_refunded_since(self, customer_id: str, since: datetime) -> Decimal:
                    deciding.set()
                    await release.wait()
                    return await super().shop_refunded_since(customer_id, since)
            slow = ActionRepository(pool, clock=lambda: now, orders=HoldingHere(pool) if system == "built-in"
                                    else Holding(*shop.orders.values()))
            return slow.propose_refund(key, key, order_id, conversation, now, decide)

        first = asyncio.create_task(propose("k-1", conversations[0], "1042", block=True))
        second = None
        try:
            await asyncio.wait_for(deciding.wait(), 10)
            second = asyncio.create_task(propose("k-2", conversations[1], second_order, block=False))
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 10
            # Only the order's lock is held while a first claim reads whose the order is (on a shop of
            # its own: the built-in shop's section knows at once, and holds both).
            waits = claimed_before or second_order == "1042" or system == "built-in"
            while not await db.fetchval("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                        "AND datname = current_database()"):
                if not waits and second.done():
                    break
                assert not second.done(), "the second decider did not wait for the first's locks"
                assert loop.time() < deadline, "the second decider is stuck on something other than a lock"
                await asyncio.sleep(0.01)
            release.set()
            await first
            await second
        finally:  # a failed wait must not leave the first holding its connection while the pool closes
            release.set()
            await asyncio.gather(first, *([second] if second else []), return_exceptions=True)
    first_ledger, second_ledger = seen  # in the order they decided
    assert first_ledger.customer_claimed_today == 0
    # the claim decided first, committed while the second waited
    assert second_ledger.customer_claimed_today == Decimal("12.00")
    if second_order == "1042":
        assert [c.amount for c in second_ledger.claims] == [Decimal("12.00")]


async def test_a_proposal_writes_the_decisions_it_rests_on_in_its_own_statement(db, now):
    # issue_refund's held journal steps (supportbot/core/journal.py HeldSteps) ride with the proposal's
    # write, under the order's lock; a refusal writes no proposal, acts on nothing and leaves them held.
    order = shop_order(now)
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(order))
    conversation = await a_conversation(db, "15550001", now)
    run = await db.fetchval("INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at) "
                            "VALUES ($1, 1, 1, '{}', 'test', $2) RETURNING id", conversation, now)
    decisions = [{"step": 1, "kind": "llm", "request": None, "result": {"call": 1}},
                 {"step": 2, "kind": "tool", "request": {"name": "check_refund"}, "result": {"token": "t"}}]

    def refuse(ledger: Ledger) -> Refused:
        return Refused("refused: no", "refunds")

    refused = HeldSteps(run, list(decisions))
    await actions.propose_refund("k-0", "n-0", order.id, conversation, now, refuse, held=refused)
    assert not refused.written and await db.fetchval("SELECT count(*) FROM steps") == 0

    def decide(ledger: Ledger) -> ProposedAction:
        return ProposedAction("k-1", conversation, GID, "refund", order.id, now + timedelta(minutes=10),
                              items=(("MUG-1", 1),), amount=Decimal("12.00"), currency="USD")

    held = HeldSteps(run, list(decisions))
    action = await actions.propose_refund("k-1", "n-1", order.id, conversation, now, decide, held=held)
    assert held.written and action.status == "awaiting_confirmation"
    assert [(r["step"], r["kind"]) for r in await db.fetch("SELECT step, kind FROM steps WHERE run_id = $1 "
                                                           "ORDER BY step", run)] == [(1, "llm"), (2, "tool")]


async def test_a_move_writes_the_decisions_it_rests_on_in_its_own_statement(db, now):
    # The yes's recheck: the decisions held before it ride with the move under the order's lock, in the
    # transaction the money rests on; an action no longer where the move starts is not moved, and
    # leaves them to the journal.
    order = shop_order(now)
    actions = ActionRepository(db, clock=lambda: now, orders=ShopOnly(order))
    conversation = await a_conversation(db, "15550001", now)
    run = await db.fetchval("INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at) "
                            "VALUES ($1, 1, 1, '{}', 'test', $2) RETURNING id", conversation, now)
    action = await actions.propose_refund(
        "k-1", "n-1", order.id, conversation, now,
        lambda ledger: ProposedAction("k-1", conversation, GID, "refund", order.id, now + timedelta(minutes=10),
                                      items=(("MUG-1", 1),), amount=Decimal("12.00"), currency="USD"))
    decisions = [{"step": 1, "kind": "confirm", "request": None, "result": {"to": "executing"}}]

    elsewhere = HeldSteps(run, list(decisions))
    assert await actions.start(action.id, "approved", now, lambda a, ledger: Verdict("executing"),
                               held=elsewhere) is None
    assert not elsewhere.written and await db.fetchval("SELECT count(*) FROM steps") == 0

    held = HeldSteps(run, list(decisions))
    moved = await actions.start(action.id, "awaiting_confirmation", now, lambda a, ledger: Verdict("executing"),
                                held=held)
    assert held.written and moved.status == "executing"
    assert await db.fetchval("SELECT kind FROM steps WHERE run_id = $1 AND step = 1", run) == "confirm"
