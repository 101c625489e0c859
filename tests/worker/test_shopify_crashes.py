"""A cancellation's yes on SHOP_BACKEND=shopify, with a real worker SIGKILLed after each journaled step.

On Shopify the yes has one step more than in the built-in shop: `orderCancel` in Shopify after the
re-decision and before the refund. Whatever step the worker dies after, the restarted worker must
end with the order cancelled in Shopify once, exactly one refund at the provider, and each
message sent once (invariants 2 and 6).
"""

from __future__ import annotations

import pytest

from supportbot.app.shop_seed import seed_shop
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture
from tests.e2e import SPAWNED, answered, answered_here, eventually, refunds, running, texts
from tests.lanes import sweep

pytestmark = pytest.mark.clock  # the fixture's dates come from the application's clock

CANCEL_YES = ["confirm", "recheck", "cancel_in_shop", "pay", "decide", "send"]


def placed_demo_shop(now) -> ShopFixture:
    """The demo shop with the bowl's order A-1043 not yet shipped, so it can be cancelled."""
    shop = demo_shop(now).model_dump()
    for order in shop["orders"]:
        if order["id"] == "A-1043":
            order.update(status="placed", shipped_at=None, delivered_at=None, carrier=None, tracking=None)
    return ShopFixture.model_validate(shop)


@pytest.fixture
async def shopify_stack(settings, ports, db, redis):
    on_shopify = settings.model_copy(update={"shop_backend": "shopify"})
    async with running(on_shopify, ports) as stack:
        await seed_shop(on_shopify, placed_demo_shop(on_shopify.supportbot_clock))
        yield stack


async def _dead(proc) -> bool:
    return proc.poll() is not None


@pytest.mark.parametrize("step", sweep(range(1, len(CANCEL_YES) + 1), [f"{k}{i}" for i, k in enumerate(CANCEL_YES, 1)],
                                      keep={"cancel_in_shop3", "pay4"}))
async def test_a_cancellation_on_shopify_survives_a_kill_after_every_step_of_the_yes(shopify_stack, db, spawn, step):
    stack = shopify_stack
    customer = stack.customer()
    await customer.say("please cancel my order A-1043")
    assert await answered_here(stack.settings, db)  # in this process: only the doomed worker takes the yes
    doomed = spawn(stack.settings, "worker", FAULT_KILL_AFTER_STEP=f"2:{step}")
    await customer.say("yes")
    assert await eventually(lambda: _dead(doomed), timeout=SPAWNED), "the fault hook fired"
    spawn(stack.settings, "worker")
    assert await eventually(lambda: answered(db), timeout=SPAWNED)

    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1043", "40.00")], "paid once"
    shop = ShopifyOrders(stack.session, stack.sandbox_url, stack.settings.shopify_access_token,
                         stack.settings.shopify_api_version)
    assert (await shop.order("A-1043")).status == "cancelled"
    calls = await stack.sandbox("GET", "/_sandbox/shopify/calls")
    assert [c["operation"] for c in calls].count("OrderCancel") == 1, "cancelled in Shopify once"
    said = texts(await stack.sent_to())
    assert said[0].startswith("Cancel order A-1043 and refund 40.00 USD")
    assert len([t for t in said if t.startswith("Done: order A-1043 is cancelled")]) == 1, said
    yes_run = [r["kind"] for r in await db.fetch(
        "SELECT s.kind FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = 2 ORDER BY s.step")]
    assert yes_run == CANCEL_YES, "the replay walked the same steps"
    assert await db.fetchval("SELECT count(*) FROM orders") == 0  # the built-in shop stays empty
