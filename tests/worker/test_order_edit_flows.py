"""Editing an order before it ships through a real worker (issue 33 item 2): on the templated rung in
the customer's language, and on the model path with the scripted model; code prices and pays."""

from __future__ import annotations

from tests.e2e import refunds, run_burst_worker, script, texts
from tests.scripts import call, turn
from tests.worker.test_templated import turn as templated_turn


async def _placed_with_a_mug_and_a_catalogue(db) -> None:
    """A-1043 placed: the serving bowl (40.00) and a mug (12.00); the catalogue has the bowl in two sizes."""
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL, paid = paid + 12.00 "
                     "WHERE id = 'A-1043'")
    await db.execute("INSERT INTO order_items (order_id, sku, name, qty, unit_price) "
                     "VALUES ('A-1043', 'MUG-1', 'Stoneware mug', 1, 12.00)")
    await db.execute("INSERT INTO products (id, title, options) VALUES ('P-BOWL', 'Serving bowl', '{Size}'), "
                     "('P-MUG', 'Stoneware mug', '{}')")
    await db.execute("INSERT INTO product_variants (sku, product_id, position, title, options, price, available) "
                     "VALUES ('BOWL-1', 'P-BOWL', 0, 'Medium', '[[\"Size\", \"Medium\"]]', 40.00, 3), "
                     "('BOWL-L', 'P-BOWL', 1, 'Large', '[[\"Size\", \"Large\"]]', 40.00, 2), "
                     "('MUG-1', 'P-MUG', 0, 'Default', '[]', 12.00, 5)")


async def test_a_mug_taken_off_in_spanish_is_refunded_after_the_yes(stack, db):
    await _placed_with_a_mug_and_a_catalogue(db)
    ask = await templated_turn(stack, "quita la taza de mi pedido A-1043")
    assert ask.startswith("Cambiar el pedido A-1043 para que tenga: 1 × Serving bowl. Se te devuelven 12.00 USD"), ask
    assert await refunds(stack) == []
    done = await templated_turn(stack, "sí")
    assert done.startswith("Hecho: el pedido A-1043 ahora tiene 1 × Serving bowl, y se reembolsaron 12.00 USD"), done
    assert [r["amount"] for r in await refunds(stack)] == ["12.00"]
    assert await db.fetch("SELECT sku, qty FROM order_items WHERE order_id = 'A-1043'") == [("BOWL-1", 1)]


async def test_the_bowl_changed_to_a_large_moves_no_money(stack, db):
    await _placed_with_a_mug_and_a_catalogue(db)
    ask = await templated_turn(stack, "change the bowl to a large before it ships")
    assert ask.startswith("Change order A-1043 so that it holds: 1 × Serving bowl - Large, 1 × Stoneware mug. "
                          "The price stays the same."), ask
    done = await templated_turn(stack, "yes")
    assert done == "Done: order A-1043 now holds 1 × Serving bowl - Large, 1 × Stoneware mug.", done
    assert await refunds(stack) == []
    assert await db.fetchval("SELECT available FROM product_variants WHERE sku = 'BOWL-L'") == 1


async def test_the_model_proposes_the_edit_and_code_refunds_the_difference_after_the_yes(agent, db):
    await _placed_with_a_mug_and_a_catalogue(db)
    await script(agent, turn(call("modify_order_items", order_id="A-1043", changes=[{"sku": "MUG-1", "qty": 1}])))
    await agent.customer().say("please take the mug off my order A-1043")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Change order A-1043 so that it holds: 1 × Serving bowl.")
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Done: order A-1043 now holds 1 × Serving bowl, and 12.00 USD")
    assert [(r["order_id"], r["amount"]) for r in await refunds(agent)] == [("A-1043", "12.00")]
