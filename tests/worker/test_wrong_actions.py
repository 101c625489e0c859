"""Wrong-action rate: a refund the payment provider reverses (its signed webhook) counts against it."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from sandbox.payments import sign_event
from supportbot.ops.desk import Desk
from supportbot.store.pool import open_connection
from supportbot.store.quality import WrongActions, wrong_actions
from supportbot.store.shop import seed
from supportbot.store.staff import StaffRepository
from tests.app.test_metrics import scrape, value
from tests.e2e import refunds
from tests.worker.test_refund_alert import burst_shop, refund_turns


@pytest.mark.clock
async def test_a_reversed_refund_counts_as_a_wrong_action_once(stack, db, now):
    async with open_connection(stack.settings.database_url) as conn:
        await seed(conn, burst_shop(now, 2))
    await refund_turns(stack, range(2))  # two refunds paid: two actions carried out
    paid = await refunds(stack)
    assert len(paid) == 2

    reversed_ = await stack.sandbox("POST", "/_sandbox/payments/reverse", {"refund_id": paid[0]["id"]})
    assert reversed_["status"] == 200
    again = await stack.sandbox("POST", "/_sandbox/payments/reverse", {"refund_id": paid[0]["id"]})
    assert again["status"] == 200  # a redelivered event is acknowledged and counts once
    assert await db.fetchval("SELECT count(*) FROM action_reversals WHERE source = 'provider'") == 1

    week = (now - timedelta(days=7), now + timedelta(seconds=1))
    assert await wrong_actions(db, *week) == [WrongActions("refund", 2, 1)]
    assert value(await scrape(stack), "supportbot_wrong_action_ratio_7d", kind="refund") == 0.5
    desk = Desk(lambda: now)
    desk.bind(StaffRepository(db, clock=lambda: now), None, pool=db)  # type: ignore[arg-type]
    assert "refund 50% (1 of 2)" in await desk.stats()


async def test_an_unsigned_or_forged_event_is_refused(stack, db):
    body = b'{"id": "evt_1", "type": "refund.failed", "data": {"object": {"id": "re_1", "status": "failed"}}}'
    async with stack.session.post(f"{stack.web_url}/webhooks/payments", data=body,
                                  headers={"Stripe-Signature": "t=1,v1=00"}) as resp:
        assert resp.status == 401
    async with stack.session.post(f"{stack.web_url}/webhooks/payments", data=body) as resp:
        assert resp.status == 401
    assert await db.fetchval("SELECT count(*) FROM action_reversals") == 0


@pytest.mark.clock
async def test_a_signed_body_that_is_no_event_is_400_and_records_nothing(stack, db, now):
    for body in (b"not json", b'{"id": "evt_2", "type": "refund.failed", "data": {}}'):
        stamp = int(now.timestamp())
        signed = {"Stripe-Signature": sign_event(stack.settings.payments_webhook_secret, stamp, body)}
        async with stack.session.post(f"{stack.web_url}/webhooks/payments", data=body, headers=signed) as resp:
            assert resp.status == 400, body
    assert await db.fetchval("SELECT count(*) FROM action_reversals") == 0


@pytest.mark.clock
async def test_duplicate_and_out_of_order_events_count_once(stack, db, now):
    async with open_connection(stack.settings.database_url) as conn:
        await seed(conn, burst_shop(now, 1))
    await refund_turns(stack, range(1))
    [paid] = await refunds(stack)
    # The failure arrives under all three event types, twice, then a stale "succeeded" copy.
    for kind in ("charge.refund.updated", "refund.failed", "refund.updated", "refund.failed"):
        delivered = await stack.sandbox("POST", "/_sandbox/payments/reverse", {"refund_id": paid["id"], "event": kind})
        assert delivered["status"] == 200, delivered
    stale = json.dumps({"id": "evt_stale", "type": "refund.updated",
                        "data": {"object": {"id": paid["id"], "status": "succeeded"}}}).encode()
    signed = {"Stripe-Signature": sign_event(stack.settings.payments_webhook_secret, int(now.timestamp()), stale)}
    async with stack.session.post(f"{stack.web_url}/webhooks/payments", data=stale, headers=signed) as resp:
        assert resp.status == 200
    assert await db.fetchval("SELECT count(*) FROM action_reversals WHERE source = 'provider'") == 1
