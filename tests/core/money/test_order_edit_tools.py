"""modify_order_items and change_payment_method with least privilege: the customer is the session's, the
price is code's, and a paid order's payment method is said honestly not to change."""

from __future__ import annotations

import pytest

from supportbot.agent.tools import run_tool
from tests.core.money.test_order_edit_race import edit_seat, placed_order, propose
from tests.refund_floor import context, conversation, open_floor

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=1) as floor:
        yield floor


async def test_another_customers_order_answers_as_a_missing_one(floor, now):
    _, order, tag = await placed_order(floor, now)
    stranger, _, _ = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), stranger)
    answer = await propose(seat, now, order, [{"sku": f"MUG-{tag}"}])
    assert answer == {"refused": f"refused: no order {order} on this account"}
    assert await floor.db.fetchval("SELECT count(*) FROM actions WHERE order_id = $1", order) == 0


async def test_an_unverified_sender_is_asked_to_verify_first(floor, now):
    _, order, tag = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), None)
    answer = await propose(seat, now, order, [{"sku": f"MUG-{tag}"}])
    assert answer["refused"].startswith("refused: identity not verified")


@pytest.mark.parametrize("extra", [{"customer_id": "C-OTHER"}, {"price": "0.01"}, {"refund": "99"}])
async def test_the_model_cannot_name_the_customer_or_the_money(floor, now, extra):
    customer, order, tag = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    answer = await run_tool("modify_order_items", {"order_id": order, "changes": [{"sku": f"MUG-{tag}"}]} | extra,
                            context(seat, now))
    assert answer["refused"].startswith("refused: invalid arguments")


async def test_the_difference_is_the_catalogue_s_not_the_model_s(floor, now):
    customer, order, tag = await placed_order(floor, now)
    await floor.db.execute("UPDATE product_variants SET price = 34.00 WHERE sku = $1", f"SHIRT-L-{tag}")
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    answer = await propose(seat, now, order, [{"sku": f"SHIRT-M-{tag}", "new_sku": f"SHIRT-L-{tag}"},
                                              {"sku": f"MUG-{tag}"}])
    assert answer["refund"] == "8.50"  # 12.50 back for the mug, less 4.00 more for the shirt


async def test_where_the_shop_cannot_switch_a_payment_method_it_says_so_and_offers_a_person(floor, now):
    # Shopify's Admin API cannot (the seats here say what the shop allows: nothing by default).
    customer, order, _ = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    answer = await run_tool("change_payment_method", {"order_id": order, "method": "PayPal"}, context(seat, now))
    assert answer["decision"] == "not_supported" and "request_human" in answer["reason"]
    assert await floor.db.fetchval("SELECT count(*) FROM actions WHERE order_id = $1", order) == 0
