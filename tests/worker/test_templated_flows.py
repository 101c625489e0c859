"""Flows the templated rung finishes without a model (issue 14): damage told by what it looks
like, a refund already made, a parcel marked delivered that never came, a status for a sender on
no account, a question about the rules, and a second ask told with a status question."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.store.staff import StaffRepository
from tests.app.test_metrics import scrape, value
from tests.e2e import refunds, run_burst_worker, texts
from tests.worker.test_templated import NEW_NUMBER, newest_code, turn


async def all_said(stack, text: str, wa_id: str = "15551230001") -> list[str]:
    before = len(await stack.sent_to(wa_id))
    await stack.customer(wa_id).say(text)
    await run_burst_worker(stack.settings)
    return texts((await stack.sent_to(wa_id))[before:])


async def test_damage_described_without_the_word_refund_is_a_refund(stack, db):
    ask = await turn(stack, "one plate from A-1042 arrived badly stained")
    assert ask.startswith("Refund 25.00 for 1 × Stoneware plate on A-1042")
    ask = await turn(stack, "no")
    ask = await turn(stack, "el plato del pedido A-1042 venía con un agujero")
    assert ask.startswith("¿Qué artículo de A-1042 es")  # the catalogue's names are English
    assert (await turn(stack, "un plato")).startswith("¿Reembolsar 25.00 por 1 × Stoneware plate del pedido A-1042")


@pytest.mark.clock
async def test_where_is_my_refund_answers_with_the_refunds_made_and_claims_nothing(stack, db, now):
    await db.execute("INSERT INTO refunds (order_id, amount, skus, refunded_at, source) "
                     "VALUES ('A-1042', 25.00, '{PLATE-1}', $1, 'seed')", now - timedelta(days=2))
    answer = await turn(stack, "you said my refund for A-1042 was made but it still hasn't arrived")
    day = (now - timedelta(days=2)).date().isoformat()
    assert answer.startswith(f"Refunds on A-1042: 25.00 USD on {day}.")
    assert await db.fetchval("SELECT count(*) FROM actions") == 0
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0
    answer = await turn(stack, "¿dónde está el reembolso del pedido A-1042? todavía no lo veo")
    assert answer.startswith(f"Reembolsos del pedido A-1042: 25.00 USD el {day}.")


async def test_a_refund_question_with_no_refund_made_is_a_new_claim(stack, db):
    ask = await turn(stack, "I still haven't had a refund for the broken plate on A-1042")
    assert ask.startswith("Refund 25.00 for 1 × Stoneware plate on A-1042")


@pytest.mark.clock
async def test_delivered_but_never_received_goes_to_a_person_with_the_carriers_facts(stack, db, now):
    # The carrier has no proof of delivery for it: the facts are the order's own.
    await stack.sandbox("POST", "/_sandbox/carrier/proof", {"tracking_number": "RM123456789GB", "none": True})
    said = await all_said(stack, "the tracking says A-1042 was delivered but I never got it")
    told = next(t for t in said if "RM123456789GB" in t)
    assert "Royal Mail" in told and "passing this to a person" in told
    assert "neighbours" in told and "refund or a replacement" in told  # within the wait: check first
    handoff = await db.fetchrow("SELECT reason, priority FROM handoffs")
    day = (now - timedelta(days=1)).date()
    assert handoff["priority"] == "normal"
    assert handoff["reason"] == (f"delivered but not received: A-1042 marked delivered {day.isoformat()} by Royal Mail,"
                                 " tracking RM123456789GB; customer asked to check neighbours and the safe place; a"
                                 f" claim from {(day + timedelta(days=2)).isoformat()}")
    assert await db.fetchval("SELECT count(*) FROM actions") == 0


@pytest.mark.clock
async def test_after_the_wait_the_handoff_carries_a_claim_staff_decide(stack, db, now):
    """Issue 15.5: DNR_WAIT_DAYS (2) after delivery the case is a claim for staff: refund or replacement,
    never automatic (nothing is proposed or paid by the bot)."""
    await db.execute("UPDATE orders SET delivered_at = $1 WHERE id = 'A-1042'", now - timedelta(days=3))
    said = await all_said(stack, "A-1042 shows delivered but it never came")
    told = next(t for t in said if "RM123456789GB" in t)
    assert "our team will decide on a refund or a replacement" in told
    handoff = await db.fetchrow("SELECT reason, priority FROM handoffs")
    assert handoff["priority"] == "normal"
    assert "claim: staff decide a refund (up to 80.00) or a replacement, never automatic" in handoff["reason"]
    assert await db.fetchval("SELECT count(*) FROM actions") == 0 and await refunds(stack) == []


async def test_not_arrived_about_an_order_on_its_way_is_a_status_question(stack, db):
    answer = await turn(stack, "my order hasn't arrived yet")
    assert "out for delivery" in answer
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0


async def test_a_status_from_a_number_on_no_account_after_the_owners_code(stack, db):
    ask = await turn(stack, "hi, new phone: where is my order A-1043?", NEW_NUMBER)
    assert ask.startswith("To make sure it's you: if A-1043 is your order")
    assert "Serving bowl" not in ask and "RM987654321GB" not in ask
    said = await all_said(stack, await newest_code(stack), NEW_NUMBER)
    assert said[0] == "Thanks, that's you confirmed."
    assert said[-1].startswith("Order A-1043 (1 × Serving bowl) is out for delivery")
    assert await db.fetchval("SELECT verified_customer_id FROM conversations") == "C-1"


async def test_a_stranger_without_the_code_learns_nothing(stack, db):
    await turn(stack, "where is A-1043?", NEW_NUMBER)
    answer = await turn(stack, "I don't have any code", NEW_NUMBER)
    assert "RM987654321GB" not in answer and "Serving bowl" not in answer
    assert await db.fetchval("SELECT verified_customer_id FROM conversations") is None


async def test_return_and_cancel_questions_are_answered_from_the_help_centre(stack, db):
    answer = await turn(stack, "can I return something if I just changed my mind?")
    assert answer.startswith("From our help centre")
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0


async def test_a_refund_told_with_a_status_question_is_not_dropped(stack, db):
    said = await all_said(stack, "where is A-1043? and one plate from A-1042 came chipped")
    assert said[0].startswith("Order A-1043 (1 × Serving bowl) is out for delivery")
    assert said[-1].startswith("Refund 25.00 for 1 × Stoneware plate on A-1042")
    assert await refunds(stack) == []


async def test_an_address_with_a_flat_line_is_read_and_shown_in_full_before_confirming(stack, db):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    ask = await turn(stack, "please change the address of A-1043 to: Flat 2, 3rd Floor, Mill House, 7 Park Lane, "
                            "Leeds LS2 9JT")
    # Every field the customer will be held to is in the question itself (never "ending LS2 9JT").
    assert ask == ("Change the delivery address of A-1043 to: Flat 2, 3rd Floor, Mill House, 7 Park Lane, "
                   "Leeds, LS2 9JT, GB?")
    assert (await db.fetchval("SELECT address FROM orders WHERE id = 'A-1043'"))["postcode"] == "LS1 4AB"
    assert await turn(stack, "yes") == "Done: the delivery address is changed."
    assert await db.fetchval("SELECT address FROM orders WHERE id = 'A-1043'") == {
        "line1": "Flat 2, 3rd Floor, Mill House, 7 Park Lane", "city": "Leeds", "postcode": "LS2 9JT", "country": "GB"}


async def test_a_missing_postcode_is_asked_for_and_the_answers_pieced_together(stack, db):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    assert (await turn(stack, "I need to change the address of A-1043")).startswith("What is the new address")
    assert await turn(stack, "Suite 4, Riverside Court, Leeds") == "What is the postcode of the new address?"
    assert await turn(stack, "LS2 7EW") == (
        "Change the delivery address of A-1043 to: Suite 4, Riverside Court, Leeds, LS2 7EW, GB?")
    assert await db.fetchval("SELECT count(*) FROM orders WHERE address->>'postcode' = 'LS2 7EW'") == 0


async def test_deliver_it_elsewhere_is_an_address_change_whatever_the_intent(stack, db):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    ask = await turn(stack, "I'm moving: please deliver A-1043 to Flat 2, 7 Park Lane, Leeds LS2 9JT instead")
    assert ask == "Change the delivery address of A-1043 to: Flat 2, 7 Park Lane, Leeds, LS2 9JT, GB?"


async def test_not_liking_the_colour_is_refused_by_the_rule_not_sent_to_a_person(stack, db):
    answer = await turn(stack, "A-1042 की प्लेट का रंग पसंद नहीं आया, कोई खराबी नहीं है, पैसे वापस कर दीजिए")
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0
    assert await db.fetchval("SELECT count(*) FROM actions") == 0
    assert answer  # the rule, in the customer's language


@pytest.mark.clock
async def test_an_overdue_refund_goes_to_a_person_with_the_facts(stack, db, now):
    """Issue 15.4: paid longer ago than the policy's arrival days, a person checks with the provider."""
    await db.execute("INSERT INTO refunds (order_id, amount, skus, refunded_at, source) "
                     "VALUES ('A-1042', 25.00, '{PLATE-1}', $1, 'seed')", now - timedelta(days=12))
    said = await all_said(stack, "my refund for A-1042 still hasn't arrived, where is it?")
    told = next(t for t in said if "25.00" in t)
    expected = (now - timedelta(days=2)).date().isoformat()
    assert "should have shown by" in told and expected in told and "person" in told, said
    reason = await db.fetchval("SELECT reason FROM handoffs ORDER BY id DESC LIMIT 1")
    assert "A-1042" in reason and "25.00" in reason and expected in reason, reason


async def test_the_whole_order_asked_back_in_so_many_words_is_a_whole_order_claim(stack, db):
    ask = await turn(stack, "all three plates on A-1042 came stained, the whole order is ruined")
    assert await db.fetchval("SELECT reason FROM handoffs") is None
    assert ask.startswith("Refund 80.00 for 3 × Stoneware plate")  # 75.00 and the 5.00 delivery fee


async def test_a_general_question_about_refund_timing_is_answered_from_the_help_centre(stack, db):
    answer = await turn(stack, "general sawaal: refund ke kitne din mein paisa wapas aata hai?")
    assert answer.startswith("Hamare help centre se") or answer.startswith("From our help centre")


async def test_a_fault_on_a_named_order_is_a_claim_whatever_else_the_message_says(stack, db):
    ask = await turn(stack, "How could a new plate come like this?! One plate from A-1042 is cracked, sort it out")
    assert ask.startswith("Refund 25.00 for 1 × Stoneware plate on A-1042")


async def test_what_delivery_costs_is_a_question_for_the_help_centre_not_a_status(stack, db):
    answer = await turn(stack, "how much is the delivery charge, is it ever free?")
    assert "From our help centre" in answer


async def test_a_placed_order_is_cancelled_and_refunded_without_a_model(stack, db):
    """Issue 15.1 on the templated rung: the ask, the confirmation, the refund through the payment path."""
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    ask = await turn(stack, "please cancel my order A-1043")
    assert ask.startswith("Cancel order A-1043 and refund 40.00 USD"), ask
    assert await refunds(stack) == []
    done = await turn(stack, "yes")
    assert done.startswith("Done: order A-1043 is cancelled and 40.00 USD refunded"), done
    assert await db.fetchval("SELECT status FROM orders WHERE id = 'A-1043'") == "cancelled"
    assert [r["amount"] for r in await refunds(stack)] == ["40.00"]


async def test_a_shipped_order_is_not_cancelled_and_the_return_route_is_offered(stack, db):
    ask = await turn(stack, "cancel order A-1043 please")
    assert "can't be cancelled" in ask and "return" in ask, ask
    assert await db.fetchval("SELECT count(*) FROM actions") == 0


@pytest.mark.clock
async def test_stats_count_the_orders_cancelled_today(stack, db, now):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    await turn(stack, "please cancel my order A-1043")
    await turn(stack, "yes")
    stats = await StaffRepository(db, clock=lambda: now).stats(now.replace(hour=0, minute=0, second=0, microsecond=0))
    assert stats["cancelled"] == 1 and stats["refunds"] == 1


@pytest.mark.clock
async def test_replacement_at_the_refund_question_is_sent_without_a_model_and_counted(stack, db, now):
    """Issue 15.3 on the templated rung: the refund's question offers a replacement; the word is enough."""
    ask = await turn(stack, "one plate from A-1042 arrived broken, refund please")
    assert 'reply "replacement"' in ask
    done = await turn(stack, "replacement")
    assert done.startswith("Done: a free replacement of 1 × Stoneware plate on order A-1042"), done
    assert await refunds(stack) == []
    assert len(await stack.sandbox("GET", "/_sandbox/shop/replacements")) == 1
    stats = await StaffRepository(db, clock=lambda: now).stats(now.replace(hour=0, minute=0, second=0, microsecond=0))
    assert (stats["replacements"], stats["replaced_value"], stats["refunds"]) == (1, Decimal("25.00"), 0)
    samples = await scrape(stack)
    assert value(samples, "supportbot_replacements_total") == 1.0
    assert value(samples, "supportbot_replaced_value_total") == 25.0
    assert value(samples, "supportbot_actions_total", kind="replacement", status="done") == 1.0


async def test_the_warehouses_shipped_event_marks_a_placed_order_and_a_cancel_is_then_refused(stack, db):
    """Issue 15.1: the shop stand-in posts a signed order.shipped; the web app marks it under the row lock."""
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    sent = await stack.sandbox("POST", "/_sandbox/shop/orders/A-1043/ship", {"carrier": "DPD", "tracking": "DPD777"})
    assert sent["status"] == 200 and json.loads(sent["body"])["shipped"] is True, sent
    row = await db.fetchrow("SELECT status, carrier, tracking FROM orders WHERE id = 'A-1043'")
    assert tuple(row) == ("shipped", "DPD", "DPD777")
    ask = await turn(stack, "please cancel my order A-1043")
    assert "can't be cancelled" in ask and "return" in ask, ask
    # a cancelled order is not shipped afterwards: the event is acknowledged, nothing changes
    await db.execute("UPDATE orders SET status = 'cancelled' WHERE id = 'A-1043'")
    again = await stack.sandbox("POST", "/_sandbox/shop/orders/A-1043/ship", {})
    assert json.loads(again["body"])["shipped"] is False
    assert await db.fetchval("SELECT status FROM orders WHERE id = 'A-1043'") == "cancelled"


async def test_a_shipped_event_with_a_bad_signature_is_refused(stack, db):
    async with stack.session.post(stack.web_url + "/webhooks/shop", data=b'{"type": "order.shipped"}',
                                  headers={"Shop-Signature": "t=1,v1=00"}) as resp:
        assert resp.status == 401
