"""An order edit's yes with a real worker SIGKILLed after each journaled step, on both shop backends.

Whatever step the worker dies after, the restarted worker must end with the order edited once (in
the built-in shop's tables, or one committed order edit in Shopify), exactly one refund of the
difference at the provider, and each message sent once (invariants 2 and 6).
"""

from __future__ import annotations

import pytest

from supportbot.app.shop_seed import seed_shop
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.shop import ShopRepository
from tests.e2e import SPAWNED, answered, answered_here, eventually, refunds, running, texts
from tests.lanes import sweep

pytestmark = pytest.mark.clock  # the fixture's dates come from the application's clock

EDIT_YES = {"builtin": ["confirm", "recheck", "pay", "decide", "send"],
            "shopify": ["confirm", "recheck", "edit_in_shop", "pay", "decide", "send"]}
CASES = [(backend, step) for backend, kinds in EDIT_YES.items() for step in range(1, len(kinds) + 1)]


def placed_with_a_mug(now) -> ShopFixture:
    """The demo shop with A-1043 not shipped yet, holding the bowl and a mug, and a catalogue."""
    shop = demo_shop(now).model_dump(mode="json")
    for order in shop["orders"]:
        if order["id"] == "A-1043":
            order.update(status="placed", shipped_at=None, delivered_at=None, carrier=None, tracking=None,
                         paid="52.00")
            order["items"].append({"sku": "MUG-1", "name": "Stoneware mug", "qty": 1, "unit_price": "12.00"})
    shop["products"] = [{"id": "P-MUG", "title": "Stoneware mug", "variants": [
        {"sku": "MUG-1", "title": "Default", "price": "12.00", "available": 5}]}]
    return ShopFixture.model_validate(shop)


@pytest.fixture(params=list(EDIT_YES))
async def edit_stack(request, settings, ports, db, redis):
    on = settings.model_copy(update={"shop_backend": request.param})
    async with running(on, ports) as stack:
        await seed_shop(on, placed_with_a_mug(on.supportbot_clock))
        yield stack


async def _dead(proc) -> bool:
    return proc.poll() is not None


@pytest.mark.parametrize("step", sweep(range(1, 7), [f"step{i}" for i in range(1, 7)], keep={"step3", "step4"}))
async def test_an_edit_survives_a_kill_after_every_step_of_the_yes(edit_stack, db, spawn, step):
    stack = edit_stack
    backend = stack.settings.shop_backend
    if step > len(EDIT_YES[backend]):
        pytest.skip(f"the yes has {len(EDIT_YES[backend])} steps on {backend}")
    customer = stack.customer()
    await customer.say("remove the mug from my order A-1043")
    assert await answered_here(stack.settings, db)  # in this process: only the doomed worker takes the yes
    doomed = spawn(stack.settings, "worker", FAULT_KILL_AFTER_STEP=f"2:{step}")
    await customer.say("yes")
    assert await eventually(lambda: _dead(doomed), timeout=SPAWNED), "the fault hook fired"
    spawn(stack.settings, "worker")
    assert await eventually(lambda: answered(db), timeout=SPAWNED)

    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1043", "12.00")], "paid once"
    shop = ShopRepository(db) if backend == "builtin" else ShopifyOrders(
        stack.session, stack.sandbox_url, stack.settings.shopify_access_token, stack.settings.shopify_api_version)
    order = await shop.order("A-1043")
    assert order is not None and [(i.sku, i.qty) for i in order.items] == [("BOWL-1", 1)]
    if backend == "shopify":
        assert len(await stack.sandbox("GET", "/_sandbox/shopify/orders/A-1043/edits")) == 1, "edited in Shopify once"
    said = texts(await stack.sent_to())
    assert said[0].startswith("Change order A-1043 so that it holds: 1 × Serving bowl. 12.00 USD comes back"), said
    assert len([t for t in said if t.startswith("Done: order A-1043 now holds 1 × Serving bowl")]) == 1, said
    yes_run = [r["kind"] for r in await db.fetch(
        "SELECT s.kind FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = 2 ORDER BY s.step")]
    assert yes_run == EDIT_YES[backend], "the replay walked the same steps"
