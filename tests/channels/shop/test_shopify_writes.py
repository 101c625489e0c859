"""The Shopify write adapter against the GraphQL stand-in: each write once per key, whatever is retried.

The stand-in validates every mutation against Shopify's schema (sandbox/shopify_schema.py), so a
field or argument the real API lacks fails here; its request log counts the mutations made.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.channels.shop.shopify_writes import (
    CANCEL_FACTS,
    DRAFT_CREATE,
    ORDER_UPDATE,
    ShopifyOrderWriter,
    marker,
)
from supportbot.core.ports import (
    ReplacementCreated,
    ReplacementUnknown,
    ShopWriteDone,
    ShopWriteRefused,
    ShopWriteUnknown,
)
from supportbot.core.shop.fixture import ShopFixture
from tests.channels.shop.stand_in import Shopify, adapter, calls

pytestmark = pytest.mark.clock  # the fixture's orders are dated from the application's clock


async def add_placed_order(shopify: Shopify, now) -> None:
    server, session = shopify
    fixture = ShopFixture.model_validate({
        "customers": [{"id": "C-9", "name": "Pia Placed", "phone": "15550009999"}],
        "orders": [{"id": "A-2001", "customer": "C-9", "status": "placed", "delivery_fee": "0.00", "paid": "20.00",
                    "currency": "USD", "payment_method": "card", "placed_at": now - timedelta(hours=2),
                    "items": [{"sku": "MUG-1", "name": "Mug", "qty": 1, "unit_price": "20.00"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "GB"}}]})
    async with session.post(server.make_url("/_sandbox/shopify/seed"), params={"mode": "add"},
                            data=fixture.model_dump_json(), headers={"Content-Type": "application/json"}) as resp:
        assert resp.status == 200


async def mutations(shopify: Shopify, operation: str) -> int:
    return sum(c["operation"] == operation for c in await calls(shopify))


async def test_a_cancel_cancels_once_and_a_shipped_order_is_refused(shopify, now) -> None:
    await add_placed_order(shopify, now)
    writer = ShopifyOrderWriter(adapter(shopify))
    first = await writer.cancel("7:1:3", "A-2001")
    assert isinstance(first, ShopWriteDone) and first.shop_ref.startswith("gid://shopify/Order/")
    assert await writer.cancel("7:1:3", "A-2001") == first  # the replayed step finds it cancelled
    assert await mutations(shopify, "OrderCancel") == 1
    order = await adapter(shopify).order("A-2001")
    assert order is not None and order.status == "cancelled"
    refused = await writer.cancel("7:1:4", "A-1043")  # out for delivery: fulfilled, Shopify says no
    assert isinstance(refused, ShopWriteRefused) and "fulfillments" in refused.reason
    assert (await adapter(shopify).order("A-1043")).status == "out_for_delivery"


async def test_a_return_opens_once_per_key_on_fulfilled_units_only(shopify) -> None:
    writer = ShopifyOrderWriter(adapter(shopify))
    first = await writer.open_return("8:2:1", "A-1042", (("PLATE-1", 2),), "damaged")
    assert first == ShopWriteDone("#A-1042-R1")
    assert await writer.open_return("8:2:1", "A-1042", (("PLATE-1", 2),), "damaged") == first
    assert await mutations(shopify, "ReturnCreate") == 1
    # Another claim's return: one plate is left out of three, two are in the open return.
    too_many = await writer.open_return("9:1:1", "A-1042", (("PLATE-1", 2),), "damaged")
    assert isinstance(too_many, ShopWriteRefused)
    assert await writer.open_return("9:1:2", "A-1042", (("PLATE-1", 1),), "damaged") == ShopWriteDone("#A-1042-R2")
    assert isinstance(await writer.open_return("9:1:3", "A-1042", (("BOWL-1", 1),), "damaged"), ShopWriteRefused)


async def test_a_replacement_is_one_completed_free_order_per_key(shopify) -> None:
    reader = adapter(shopify)
    writer = ShopifyOrderWriter(reader)
    made = await writer.create_replacement("5:3:2:replacement", "A-1042", (("PLATE-1", 1),), "damaged-items")
    assert isinstance(made, ReplacementCreated)
    assert await writer.create_replacement("5:3:2:replacement", "A-1042", (("PLATE-1", 1),), "damaged-items") == made
    assert (await mutations(shopify, "DraftOrderCreate"), await mutations(shopify, "DraftOrderComplete")) == (1, 1)
    original, replacement = await reader.order("A-1042"), await reader.order(made.shop_order_ref)
    assert original is not None and replacement is not None
    assert [(i.sku, i.qty, i.unit_price) for i in replacement.items] == [("PLATE-1", 1, Decimal("25.00"))]
    assert replacement.paid == Decimal("0.00") and replacement.customer_id == original.customer_id
    assert replacement.address == original.address and replacement.status == "placed"


async def test_a_draft_left_by_a_crash_before_completing_is_completed_not_made_again(shopify) -> None:
    reader = adapter(shopify)
    # The first attempt created the draft under the key's tag and died before completing it.
    left = await reader.graphql(DRAFT_CREATE, {"input": {"tags": [marker("5:3:9:replacement")],
                                                         "lineItems": [{"title": "Plate", "quantity": 1}]}})
    assert left["draftOrderCreate"]["draftOrder"]["status"] == "OPEN"
    made = await ShopifyOrderWriter(reader).create_replacement("5:3:9:replacement", "A-1042", (("PLATE-1", 1),),
                                                               "damaged-items")
    assert isinstance(made, ReplacementCreated)
    assert (await mutations(shopify, "DraftOrderCreate"), await mutations(shopify, "DraftOrderComplete")) == (1, 1)


async def test_a_broken_shop_is_an_unknown_outcome_to_ask_again_under_the_key(shopify, now) -> None:
    await add_placed_order(shopify, now)
    server, session = shopify
    async with session.post(server.make_url("/_sandbox/shopify/faults"), json={"error_500": 1.0}):
        pass
    writer = ShopifyOrderWriter(adapter(shopify))
    assert isinstance(await writer.cancel("7:1:3", "A-2001"), ShopWriteUnknown)
    assert isinstance(await writer.open_return("8:2:1", "A-1042", (("PLATE-1", 1),), "damaged"), ShopWriteUnknown)
    assert isinstance(await writer.create_replacement("5:3:2", "A-1042", (("PLATE-1", 1),), "x"), ReplacementUnknown)
    async with session.post(server.make_url("/_sandbox/shopify/faults"), json={"error_500": 0.0}):
        pass
    assert isinstance(await writer.cancel("7:1:3", "A-2001"), ShopWriteDone)  # asked again: done once
    assert await mutations(shopify, "OrderCancel") == 1


NEW_ADDRESS = {"line1": "9 New Street", "city": "York", "postcode": "YO1 7HH", "country": "GB"}


async def test_an_address_change_writes_the_order_once_per_key(shopify, now) -> None:
    await add_placed_order(shopify, now)
    reader = adapter(shopify)
    writer = ShopifyOrderWriter(reader)
    first = await writer.change_address("7:2:1", "A-2001", NEW_ADDRESS)
    assert isinstance(first, ShopWriteDone)
    assert await writer.change_address("7:2:1", "A-2001", NEW_ADDRESS) == first  # the replay finds its marker
    assert await mutations(shopify, "OrderUpdate") == 1
    order = await reader.order("A-2001")
    assert order is not None and order.address == NEW_ADDRESS


async def test_an_address_change_on_a_fulfilled_order_is_refused_and_writes_nothing(shopify) -> None:
    reader = adapter(shopify)
    before = await reader.order("A-1043")  # out for delivery: Shopify would take the address, the parcel would not
    refused = await ShopifyOrderWriter(reader).change_address("7:2:2", "A-1043", NEW_ADDRESS)
    assert isinstance(refused, ShopWriteRefused)
    assert await mutations(shopify, "OrderUpdate") == 0
    assert (await reader.order("A-1043")).address == before.address
    unknown = await ShopifyOrderWriter(reader).change_address("7:2:3", "A-9999", NEW_ADDRESS)
    assert isinstance(unknown, ShopWriteRefused)


async def drain_bucket(shopify: Shopify, restore_rate: float) -> None:
    server, session = shopify
    async with session.post(server.make_url("/_sandbox/shopify/bucket"),
                            json={"available": 0, "restore_rate": restore_rate}) as resp:
        assert resp.status == 200


async def test_a_throttled_write_waits_for_the_bucket_and_lands_once(shopify) -> None:
    """A write Shopify throttles is asked again when the bucket holds it (its marker keeps it one
    write), for longer than a read would wait: an approved replacement must not be lost to a busy bucket."""
    await drain_bucket(shopify, restore_rate=50)  # the order's facts alone are seconds away
    writer = ShopifyOrderWriter(adapter(shopify, throttle_patience=0.5), write_patience=30.0)
    made = await writer.create_replacement("5:3:7:replacement", "A-1042", (("PLATE-1", 1),), "damaged-items")
    assert isinstance(made, ReplacementCreated)
    logged = await calls(shopify)
    assert any(c["throttled"] for c in logged), "the bucket was meant to throttle"
    answered = [c["operation"] for c in logged if not c["throttled"]]
    assert (answered.count("DraftOrderCreate"), answered.count("DraftOrderComplete")) == (1, 1)


async def test_a_write_throttled_past_its_patience_is_unknown_to_ask_again_not_refused(shopify) -> None:
    await drain_bucket(shopify, restore_rate=1)  # minutes away
    writer = ShopifyOrderWriter(adapter(shopify, throttle_patience=0.5), write_patience=0.5)
    assert isinstance(await writer.create_replacement("5:3:8", "A-1042", (("PLATE-1", 1),), "x"), ReplacementUnknown)
    await drain_bucket(shopify, restore_rate=10_000)
    assert isinstance(await writer.create_replacement("5:3:8", "A-1042", (("PLATE-1", 1),), "x"), ReplacementCreated)


# Points each write's reads may cost (the one read all writes shared cost 362): what it uses, no more.
@pytest.mark.parametrize(("write", "ceiling"), [("cancel", 10), ("address", 20), ("return", 180), ("replacement", 100)])
async def test_each_write_reads_only_the_facts_it_uses(shopify, now, write, ceiling) -> None:
    """What a write reads before writing stays small, so a conversation's reads leave room for it."""
    await add_placed_order(shopify, now)
    writer = ShopifyOrderWriter(adapter(shopify))
    match write:
        case "cancel":
            await writer.cancel("9:1:1", "A-2001")
        case "return":
            await writer.open_return("9:1:2", "A-1042", (("PLATE-1", 1),), "damaged")
        case "address":
            await writer.change_address("9:1:3", "A-2001", NEW_ADDRESS)
        case "replacement":
            await writer.create_replacement("9:1:4", "A-1042", (("PLATE-1", 1),), "damaged-items")
    reads = [c for c in await calls(shopify) if c["operation"].endswith("Facts") or c["operation"] == "DraftsTagged"]
    assert reads and sum(c["cost"] for c in reads) <= ceiling, reads


async def test_an_address_the_order_already_ships_to_is_read_back_as_done_without_a_write(shopify, now) -> None:
    """The read-back of an unanswered change: the order's shipping address is the one asked for."""
    await add_placed_order(shopify, now)
    reader = adapter(shopify)
    node = await reader.order_node("query O($q: String!) { orders(first: 1, query: $q) { nodes { id name } } }",
                                   "A-2001")
    await reader.graphql(ORDER_UPDATE, {"input": {"id": node["id"], "shippingAddress": {
        "address1": "9 New Street", "city": "York", "zip": "YO1 7HH", "countryCode": "GB"}}})
    assert isinstance(await ShopifyOrderWriter(reader).change_address("7:2:9", "A-2001", NEW_ADDRESS), ShopWriteDone)
    assert await mutations(shopify, "OrderUpdate") == 1, "only the change made before; none by the writer"


async def test_a_cancel_refused_as_already_cancelled_after_a_lost_answer_is_done(shopify, now) -> None:
    """An earlier ask's cancellation lands between this ask's read and its write: Shopify says "already
    cancelled", and the writer reads the order back rather than report a refusal."""
    await add_placed_order(shopify, now)
    writer = ShopifyOrderWriter(adapter(shopify))
    stale = await writer._facts(CANCEL_FACTS, "A-2001")  # read before the earlier ask landed
    assert isinstance(await writer.cancel("7:1:5", "A-2001"), ShopWriteDone)  # the earlier ask, answer lost
    reads = iter([stale])
    real_facts = writer._facts

    async def first_read_stale(query, order_id):
        return next(reads, None) or await real_facts(query, order_id)

    writer._facts = first_read_stale  # type: ignore[method-assign]
    assert isinstance(await writer.cancel("7:1:5", "A-2001"), ShopWriteDone)
    assert await mutations(shopify, "OrderCancel") == 2, "the second ask did reach Shopify, and was refused"
