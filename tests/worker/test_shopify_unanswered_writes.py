"""A Shopify write that went through but was never answered (issue 27): unknown, settled, then told.

The stand-in applies the mutation and holds its answer until the bot's own timeout ends the call
(`lose_write_answers`). The bot must not call that a failure: it reads the shop back under the
same key, finds the change made, and only then tells the customer (once, the truth) and makes no
second write. Where the shop cannot be read back either, a person settles it: nothing is claimed
done or failed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from supportbot.app.shop_seed import seed_shop
from supportbot.channels.shop.shopify import ShopifyOrders
from tests.e2e import refunds, run_burst_worker, running, texts
from tests.worker.test_shopify_crashes import placed_demo_shop

pytestmark = pytest.mark.clock  # the demo shop's dates come from the application's clock


@dataclass(frozen=True)
class Write:
    asks: tuple[str, ...]  # what the customer says, the last one the yes that makes the write
    kind: str  # the action's kind
    mutation: str  # the mutation whose answer is lost
    told: str  # how the customer's last reply starts when the write is settled as done


WRITES = {
    "address": Write(("please change the address of A-1043 to: Flat 2, 7 Park Lane, Leeds LS2 9JT", "yes"),
                     "address_change", "OrderUpdate", "Done: the delivery address is changed."),
    "cancel": Write(("please cancel my order A-1043", "yes"), "cancel_order", "OrderCancel",
                    "Done: order A-1043 is cancelled"),
    "replacement": Write(("one plate from A-1042 arrived broken, refund please", "replacement"), "replacement",
                         "DraftOrderCreate", "Done"),
    "saved_address": Write(("please update the address saved on my account to 9 Quarry Street, Leeds, LS9 9QQ, GB",
                            "yes"), "saved_address", "CustomerAddressCreate", "Done"),
}


@pytest.fixture
async def shopify_stack(settings, ports, db, redis):
    # A short timeout: the lost answer costs the bot this long; the stand-in's reads answer at once.
    on_shopify = settings.model_copy(update={"shop_backend": "shopify", "shopify_timeout": 3.0})
    async with running(on_shopify, ports) as stack:
        await seed_shop(on_shopify, placed_demo_shop(on_shopify.supportbot_clock))
        yield stack


async def say(stack, text: str) -> list[str]:
    before = len(await stack.sent_to())
    await stack.customer().say(text)
    await run_burst_worker(stack.settings)
    return texts(await stack.sent_to())[before:]


async def mutations(stack, operation: str) -> int:
    return [c["operation"] for c in await stack.sandbox("GET", "/_sandbox/shopify/calls")].count(operation)


async def shop(stack) -> ShopifyOrders:
    return ShopifyOrders(stack.session, stack.sandbox_url, stack.settings.shopify_access_token,
                         stack.settings.shopify_api_version, timeout=30.0)


async def shop_holds(stack, name: str) -> bool:
    """What the shop holds now, whatever the bot heard: the write each case makes, made."""
    orders = await shop(stack)
    match name:
        case "address":
            return (await orders.order("A-1043")).address["postcode"] == "LS2 9JT"
        case "cancel":
            return (await orders.order("A-1043")).status == "cancelled"
        case "replacement":
            return await mutations(stack, "DraftOrderComplete") == 1
        case "saved_address":
            customer = await orders.customer_by_phone("15551230001")
            return customer is not None and (await orders.customer(customer.id)).address["postcode"] == "LS9 9QQ"
    raise AssertionError(name)


@pytest.mark.parametrize("name", list(WRITES))
async def test_a_write_shopify_made_without_answering_is_settled_as_done_and_told_once(shopify_stack, db, name):
    stack, write = shopify_stack, WRITES[name]
    for text in write.asks[:-1]:
        await say(stack, text)
    await stack.sandbox("POST", "/_sandbox/shopify/faults", {"lose_write_answers": 1})
    said = await say(stack, write.asks[-1])

    assert await shop_holds(stack, name), "the stand-in applied the write before losing its answer"
    assert await mutations(stack, write.mutation) == 1, "settled by reading back: not written twice"
    assert await db.fetchval("SELECT status FROM actions WHERE kind = $1", write.kind) == "done"
    assert said and said[-1].startswith(write.told), said
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0, "nobody needed: the shop said what happened"
    if name == "cancel":
        assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1043", "40.00")], "paid once"


async def test_a_write_the_shop_never_answers_nor_reads_back_is_not_claimed_either_way(shopify_stack, db):
    """The address written, its answer lost, and the shop down for the read-back: the customer is not
    told it is too late (it may have changed), a person settles it, and the action is not marked failed."""
    stack, write = shopify_stack, WRITES["address"]
    await say(stack, write.asks[0])
    await stack.sandbox("POST", "/_sandbox/shopify/faults", {"lose_write_answers": 1, "down_after_lost_answer": True})
    await say(stack, "yes")
    await run_burst_worker(stack.settings)  # the handoff's card is its own job

    said = texts(await stack.sent_to())
    assert not any(t.startswith("Sorry, the order shipped") or t.startswith("Done") for t in said), said
    assert await db.fetchval("SELECT status FROM actions WHERE kind = 'address_change'") == "executing"
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 1


async def test_a_cancel_the_shop_never_answers_nor_reads_back_is_recorded_as_unknown_for_a_person(shopify_stack, db):
    """Nothing is paid (the order may or may not be cancelled), the customer hears neither "cancelled"
    nor "too late", and what staff read on the action says unknown, with the key to settle it by."""
    stack, write = shopify_stack, WRITES["cancel"]
    await say(stack, write.asks[0])
    await stack.sandbox("POST", "/_sandbox/shopify/faults", {"lose_write_answers": 1, "down_after_lost_answer": True})
    said = await say(stack, "yes")

    assert not any(t.startswith(("Done", "Sorry")) for t in said), said
    assert await refunds(stack) == [], "nothing paid on an unknown cancellation"
    row = await db.fetchrow("SELECT status, outcome, idempotency_key FROM actions WHERE kind = 'cancel_order'")
    assert row["status"] == "failed" and row["outcome"].startswith("unknown at the shop"), row["outcome"]
    assert row["idempotency_key"] in row["outcome"]
    assert await db.fetchval("SELECT priority FROM handoffs") == "high"
