"""The double-refund race through the whole path, on two live workers (issue 27 item 9).

Two WhatsApp numbers of one shop customer (the account's phone, and a second number verified
by a one-time code) write "the mug from A-20xx arrived broken" at the same moment to the real
web app; two spawned `supportbot worker` processes take the queued turns, so the two claims
are decided in different processes on different connections. Both then say yes at once. Round
after round, the payment stand-in and the bot's own refund rows hold at most the 30.00 paid
for each order, paid once. On both shop backends the money floors run on.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture
from tests.e2e import SPAWNED, answered, eventually, refunds, running_on, started, texts
from tests.worker.test_templated import newest_code

pytestmark = pytest.mark.clock  # the orders' dates derive from the application's clock

PHONE, SECOND = "15551230001", "15559990000"
# Two processes interleave as the machine lets them; each round is a fresh chance to pay twice.
# Five: the orders a turn reads of a customer on Shopify (its five latest).
ROUNDS = 5


async def add_mug_order(stack, db, backend: str, order: str, now) -> None:
    """A 30.00 mug order of the demo customer C-1, delivered yesterday, in the backend's order system.

    Placed after every demo order: on Shopify a turn reads the customer's five latest orders."""
    placed, delivered = now - timedelta(days=2), now - timedelta(days=1)
    if backend == "builtin":
        await db.execute("INSERT INTO orders (id, customer_id, status, delivery_fee, paid, currency, payment_method, "
                         "placed_at, delivered_at, address) VALUES ($1, 'C-1', 'delivered', 0, 30, 'USD', "
                         "'card ending 4242', $2, $3, '{}')", order, placed, delivered)
        await db.execute("INSERT INTO order_items (order_id, sku, name, qty, unit_price) "
                         "VALUES ($1, 'MUG-1', 'Coffee mug', 1, 30)", order)
        return
    fixture = ShopFixture.model_validate({
        # The customer as the demo shop has them: seeding again must not lose the email on file.
        "customers": [c.model_dump() for c in demo_shop(now).customers if c.id == "C-1"],
        "orders": [{"id": order, "customer": "C-1", "status": "delivered", "delivery_fee": "0.00", "paid": "30.00",
                    "currency": "USD", "payment_method": "card ending 4242", "placed_at": placed,
                    "delivered_at": delivered, "items": [{"sku": "MUG-1", "name": "Coffee mug", "qty": 1,
                                                          "unit_price": "30.00"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}]})
    async with stack.session.post(f"{stack.sandbox_url}/_sandbox/shopify/seed", params={"mode": "add"},
                                  data=fixture.model_dump_json(), headers={"Content-Type": "application/json"}) as resp:
        assert resp.status == 200, await resp.text()


@pytest.fixture(params=["builtin", "shopify"])
async def backend_stack(request, settings, ports, db, redis):
    """The templated stack on either order system, with caps high enough that every round could be
    paid automatically: what stops a second payment must be the lock and the recheck, not a cap."""
    roomy = settings.model_copy(update={"refund_conversation_cap": Decimal("10000.00"),
                                        "refund_daily_cap": Decimal("10000.00")})
    async with running_on(roomy, ports, request.param) as stack:
        if request.param == "shopify":  # a race of many claims outruns a standard shop's bucket
            await stack.sandbox("POST", "/_sandbox/shopify/bucket", {"available": 2000, "restore_rate": 10_000})
        yield stack, request.param


async def both_say(stack, db, text: str) -> list[str]:
    """Both numbers write `text` at once; the last thing each was then told."""
    before = [len(await stack.sent_to(wa)) for wa in (PHONE, SECOND)]
    await asyncio.gather(stack.customer(PHONE).say(text), stack.customer(SECOND).say(text))

    async def replied() -> list[str] | None:
        sent = [texts(await stack.sent_to(wa)) for wa in (PHONE, SECOND)]
        done = await answered(db) and all(len(s) > n for s, n in zip(sent, before, strict=True))
        return [s[-1] for s in sent] if done else None

    last = await eventually(replied, timeout=SPAWNED)
    assert last, "both turns ran and were answered"
    return last


async def test_two_workers_racing_two_conversations_for_one_mug_pay_it_once(backend_stack, db, now, spawn):
    stack, backend = backend_stack
    orders = [f"A-20{n:02d}" for n in range(ROUNDS)]
    for order in orders:  # before any turn: a worker keeps what it read of the shop for 30 s
        await add_mug_order(stack, db, backend, order, now)
    # One turn at a time per worker: while one runs a claim, the other is the only one free to take
    # the second, so the claims are decided in two processes by construction, not by poll timing
    # (with ten slots, whichever worker polled first took both jobs, round after round).
    single = stack.settings.model_copy(update={"worker_max_jobs": 1})
    workers = [spawn(single, "worker") for _ in range(2)]
    await asyncio.gather(*(started(w) for w in workers))

    # The second number proves it is the customer: a code to the email on file.
    await stack.customer(SECOND).say(f"I want a refund for {orders[0]}")
    assert await eventually(lambda: answered(db), timeout=SPAWNED)
    assert texts(await stack.sent_to(SECOND))[-1].startswith("To make sure it's you")
    assert await eventually(lambda: stack.sandbox("GET", "/_sandbox/email/sent"), timeout=SPAWNED)
    await stack.customer(SECOND).say(await newest_code(stack))
    assert await eventually(lambda: answered(db), timeout=SPAWNED)
    assert await db.fetchval("SELECT verified_customer_id FROM conversations WHERE wa_id = $1", SECOND)

    breaches, proposed = [], []
    for order in orders:
        asked = await both_say(stack, db, f"the coffee mug from {order} arrived broken, refund please")
        proposed.append(sum(t.startswith("Refund 30.00") for t in asked))
        await both_say(stack, db, "yes")
        paid = [r for r in await refunds(stack) if r["order_id"] == order]
        ledger = await db.fetch("SELECT amount FROM refunds WHERE order_id = $1 AND source <> 'seed'", order)
        if sum(Decimal(r["amount"]) for r in paid) > 30 or len(paid) > 1:
            breaches.append(f"{order}: the provider paid {[r['amount'] for r in paid]} of 30.00")
        if len(ledger) != len(paid) or sum(r["amount"] for r in ledger) != sum(Decimal(r["amount"]) for r in paid):
            breaches.append(f"{order}: the ledger holds {[r['amount'] for r in ledger]}, the provider "
                            f"{[r['amount'] for r in paid]}")
    print(f"{backend}: {ROUNDS} rounds on two workers, {len(breaches)} breaches, questions per round {proposed}")
    assert breaches == []
    assert proposed == [1] * ROUNDS, "the other conversation never got a question it could say yes to"
    paid = await refunds(stack)
    assert sorted(r["order_id"] for r in paid) == orders, "each mug paid, once"
    turns = [w.log_path.read_text(errors="replace").count(":run_conversation ● ") for w in workers]
    assert all(turns), f"both workers ran turns (they ran {turns}): the claims were decided in two processes"
