"""A replayed burst of refunds, end to end: the alert reaches the staff channel with the
conversations and their traces, the brake sends every refund to staff, an operator clears it."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.app.bootstrap import open_arq, open_worker_deps
from supportbot.core.shop.fixture import ShopFixture
from supportbot.ops.desk import Desk
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed
from supportbot.store.staff import StaffRepository
from supportbot.worker.alerts import watch_refunds
from tests.app.test_metrics import scrape, value
from tests.e2e import refunds, run_burst_worker, texts
from tests.worker.test_staff import APPROVER, slack_calls

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

BURST = 6  # one refund a day in this hour for two weeks: the bound is 5 (supportbot/core/telemetry/anomaly.py)


def burst_shop(now, n: int) -> ShopFixture:
    """n customers, each with one delivered order of a 25.00 plate."""
    day = timedelta(days=1)
    return ShopFixture.model_validate({
        "customers": [{"id": f"C-{100 + i}", "name": f"Customer {i}", "phone": f"1555000{100 + i}",
                       "email": f"c{i}@example.com", "language": "en"} for i in range(n)],
        "orders": [{"id": f"B-{2000 + i}", "customer": f"C-{100 + i}", "status": "delivered",
                    "items": [{"sku": "PLATE-1", "name": "Stoneware plate", "qty": 2, "unit_price": "25.00"}],
                    "delivery_fee": "0.00", "paid": "50.00", "currency": "USD", "payment_method": "card ending 4242",
                    "placed_at": (now - 5 * day).isoformat(), "delivered_at": (now - day).isoformat(),
                    "address": {"line1": "1 Road", "city": "Leeds", "postcode": "LS1 1AA", "country": "GB"}}
                   for i in range(n)]})


async def refund_turns(stack, customers: range) -> None:
    """Each customer asks for one broken plate and confirms: two burst-worker rounds for all of them."""
    for i in customers:
        await stack.customer(f"1555000{100 + i}").say(f"one plate from B-{2000 + i} arrived broken, refund please")
    await run_burst_worker(stack.settings)
    for i in customers:
        await stack.customer(f"1555000{100 + i}").say("yes")
    await run_burst_worker(stack.settings)


async def watch(settings) -> str:
    async with open_worker_deps(settings) as deps, open_arq(settings.redis_url) as queue:
        return await watch_refunds({"deps": deps, "redis": queue})


async def test_a_burst_of_refunds_alerts_staff_and_brakes_until_an_operator_clears_it(stack, db, now):
    async with open_connection(stack.settings.database_url) as conn:
        await seed(conn, burst_shop(now, BURST + 3))
    # The baseline: one 25.00 refund in this hour on each of the last 14 days.
    for d in range(1, 15):
        await db.execute("INSERT INTO refunds (order_id, amount, refunded_at, source) VALUES ('A-1042', 25, $1, 'bot')",
                         now - timedelta(days=d, minutes=30))

    early = f"1555000{100 + BURST + 2}"  # asks before the burst, says yes after the alert
    await stack.customer(early).say(f"one plate from B-{2000 + BURST + 2} arrived broken, refund please")
    await refund_turns(stack, range(BURST - 1))
    assert len(await refunds(stack)) == BURST - 1
    assert await watch(stack.settings) == "quiet"  # five is within the bound

    await refund_turns(stack, range(BURST - 1, BURST))
    assert await watch(stack.settings) == "alert"
    await run_burst_worker(stack.settings)  # the announcement job
    [alert] = [c["text"] for c in await slack_calls(stack, "chat.postMessage") if "Refund alert" in c["text"]]
    assert f"{BURST} refunds ({Decimal(25 * BURST):.2f}) in the last hour" in alert
    assert "the bound is 5 refunds or 125.00" in alert and "`/supportbot brake off`" in alert
    top = await db.fetch("SELECT f.conversation_id, (SELECT max(r.id) FROM runs r WHERE r.conversation_id = "
                         "f.conversation_id) AS run_id FROM refunds f WHERE f.conversation_id IS NOT NULL "
                         "ORDER BY 1 LIMIT 5")
    for row in top:  # every conversation behind the burst, with the trace of its last run
        assert f"conversation {row['conversation_id']}: 1 refunds, 25.00 on B-" in alert
        assert f"`supportbot trace {row['run_id']}`" in alert
    assert await db.fetchval("SELECT value FROM operator_settings WHERE name = 'refund_brake'") == "on"
    samples = await scrape(stack)
    assert value(samples, "supportbot_refund_brake") == 1 and value(samples, "supportbot_refund_alerts_total") == 1
    assert await watch(stack.settings) == "alerted within the hour"  # one alert per burst

    # Braked: a 25.00 refund, under the 50.00 automatic limit, now waits for staff.
    await refund_turns(stack, range(BURST, BURST + 1))
    assert "quick check by our team" in texts(await stack.sent_to(f"1555000{100 + BURST}"))[-1]
    assert len(await refunds(stack)) == BURST
    assert await db.fetchval("SELECT status FROM actions ORDER BY id DESC LIMIT 1") == "awaiting_approval"
    # Proposed before the brake, confirmed after it: re-decided at "yes", it waits for staff as well.
    await stack.customer(early).say("yes")
    await run_burst_worker(stack.settings)
    assert "quick check by our team" in texts(await stack.sent_to(early))[-1]
    assert len(await refunds(stack)) == BURST

    # Operators see it in stats and on /supportbot brake.
    desk = Desk(lambda: now)
    desk.bind(StaffRepository(db, clock=lambda: now), None, pool=db)  # type: ignore[arg-type]
    assert "Refund brake: ON, every refund waits for staff" in await desk.stats()
    assert await desk.brake(APPROVER, None) == "Refund brake: on. Every refund waits for a staff approval."

    # An operator clears it: audited like a mode change, and refunds under the limit pay again.
    answer = await stack.sandbox("POST", "/_sandbox/slack/command", {
        "user_id": APPROVER, "command": "/supportbot", "text": "brake off"})
    assert answer["status"] == 200
    for _ in range(50):
        if await db.fetchval("SELECT value FROM operator_settings WHERE name = 'refund_brake'") == "off":
            break
        await asyncio.sleep(0.1)
    changes = [tuple(r) for r in await db.fetch(
        "SELECT from_value, to_value, changed_by FROM operator_changes WHERE name = 'refund_brake' ORDER BY id")]
    assert changes == [(None, "on", "refund alert"), ("on", "off", APPROVER)]
    await refund_turns(stack, range(BURST + 1, BURST + 2))
    assert len(await refunds(stack)) == BURST + 1
