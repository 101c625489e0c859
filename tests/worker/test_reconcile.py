"""An unknown payment outcome is recorded as pending and settled by key, never paid twice."""

from __future__ import annotations

import pytest

from supportbot.app.bootstrap import open_worker_deps
from supportbot.core.shop.fixture import payment_ref_for
from supportbot.worker.reconcile import reconcile_refunds
from tests.e2e import refunds, run_burst_worker, script, texts
from tests.scripts import T9, T9_TEXT


async def confirm_t9(agent, fault: dict) -> None:
    await script(agent, *T9)
    await agent.customer().say(T9_TEXT)
    await run_burst_worker(agent.settings)
    await agent.sandbox("POST", "/_sandbox/payments/faults", fault)
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)
    await agent.sandbox("POST", "/_sandbox/payments/faults", {})


async def reconcile(settings) -> int:
    async with open_worker_deps(settings) as deps:
        return await reconcile_refunds({"deps": deps})


@pytest.mark.parametrize(("fault", "paid", "status", "told"), [
    ({"timeout_after_commit": 1.0}, 1, "done", "Done: 25.00 USD refunded"),   # it went through
    ({"error_500": 1.0}, 0, "failed", "did not go through"),                # it did not
])
async def test_unknown_outcome_is_pending_then_settled_by_key(agent, db, fault, paid, status, told):
    await confirm_t9(agent, fault)
    assert await db.fetchval("SELECT status FROM actions") == "pending"
    assert "processing" in texts(await agent.sent_to())[-1]
    assert await reconcile(agent.settings) == 1
    assert await reconcile(agent.settings) == 0  # settled once
    assert len(await refunds(agent)) == paid
    assert await db.fetchval("SELECT status FROM actions") == status
    assert await db.fetchval("SELECT count(*) FROM refunds WHERE source = 'bot'") == paid
    assert told in texts(await agent.sent_to())[-1]


@pytest.mark.parametrize(("paid", "status"), [(True, "done"), (False, "failed")])
async def test_a_refund_whose_executor_died_mid_payment_is_settled_by_key(stack, db, paid, status):
    # A staff approval's job marks the action executing, pays, records: SIGKILLed in between,
    # nothing else ever looked at it again (found by bench/chaos.py: actions left executing,
    # two of them paid at the provider and never recorded).
    from tests.worker.test_recovery import _over_the_limit_held
    action_id = await _over_the_limit_held(stack, db)
    key = await db.fetchval("UPDATE actions SET status = 'executing', "
                            "updated_at = clock_timestamp() - interval '1 hour' WHERE id = $1 "
                            "RETURNING idempotency_key", action_id)
    if paid:  # the payment went out before the kill
        form = {"payment_intent": payment_ref_for("A-1042"), "amount": "7500", "currency": "usd",
                "metadata[order_id]": "A-1042", "metadata[idempotency_key]": key}
        async with stack.session.post(stack.sandbox_url + "/stripe/v1/refunds", data=form,
                                      headers={"Idempotency-Key": key, "Authorization": "Bearer rk_test_k"}) as r:
            assert r.status == 200
    await reconcile(stack.settings)
    assert await db.fetchval("SELECT status FROM actions WHERE id = $1", action_id) == status
    assert await db.fetchval("SELECT count(*) FROM refunds WHERE idempotency_key = $1", key) == int(paid)
    assert len(await refunds(stack)) == int(paid)
