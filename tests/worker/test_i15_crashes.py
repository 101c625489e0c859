"""Issue 15's money invariants under crashes: replacement and return, as T-9 for refunds.

A real worker process is SIGKILLed right after each journaled step of the customer's yes; a
fresh worker replays the run. With `forget`, the killed step's record is deleted as well: the
effect happened at the stand-in but the journal never learnt of it (a crash between the two),
so the replay does the effect again and only its idempotency key keeps it single. Whatever
the crash: exactly one replacement order at the shop, one label at the warehouse, one label
email, and each message to the customer once. (Cancellations: test_t9_crashes.py, and one lost pay
record here; a received return's refund: a crash before recording it, and before telling.)
"""

from __future__ import annotations

import pytest

from supportbot.app.bootstrap import open_worker_deps
from supportbot.worker import returns as worker_returns
from supportbot.worker.returns import pay_return
from tests.e2e import SPAWNED, answered, eventually, refunds, run_burst_worker, texts
from tests.lanes import sweep
from tests.worker.test_returns_settle import settle, started
from tests.worker.test_t9_crashes import CANCEL_YES
from tests.worker.test_templated import turn

# Run 2, after the refund's question: the swap is proposed and decided again in one transaction
# under the order's lock, so no recheck step of its own.
REPLACE_YES = ["confirm", "swap", "replace", "decide", "send"]
RETURN_YES = ["confirm", "recheck", "return_label", "return_email", "decide", "send"]  # run 4, after three asks
RETURN_ASKS = ["I want to return the plates from A-1042", "two plates", "I changed my mind"]


async def _dead(proc) -> bool:
    return proc.poll() is not None


async def _yes_through_a_crash(stack, db, spawn, answer: str, run: int, step: int, forget: bool) -> list[str]:
    """The customer's answer taken by a worker killed after `step` of `run`; a fresh one finishes it."""
    doomed = spawn(stack.settings, "worker", FAULT_KILL_AFTER_STEP=f"{run}:{step}")
    await stack.customer().say(answer)
    assert await eventually(lambda: _dead(doomed), timeout=SPAWNED), "the fault hook fired"
    if forget:  # the effect happened, its record did not: the replay must ask again under the same key
        # With it goes whatever its statement wrote after it: a payment's record is held and written with
        # the next batch (supportbot/core/journal.py `FOUND_AGAIN`), so it is never lost alone.
        await db.execute("DELETE FROM steps WHERE step >= $1 AND run_id = (SELECT id FROM runs WHERE seq = $2)",
                         step, run)
    spawn(stack.settings, "worker")
    assert await eventually(lambda: answered(db), timeout=SPAWNED)
    return [r["kind"] for r in await db.fetch(
        "SELECT s.kind FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = $1 ORDER BY s.step", run)]


CASES = [(step, False) for step in range(1, len(REPLACE_YES) + 1)] + [(REPLACE_YES.index("replace") + 1, True)]


@pytest.mark.parametrize(("step", "forget"), sweep(CASES, [f"{REPLACE_YES[s - 1]}{s}{'-forgotten' if f else ''}"
                                                      for s, f in CASES], keep={"replace3", "replace3-forgotten"}))
async def test_a_replacement_survives_a_kill_after_every_step_of_the_choice(stack, db, spawn, step, forget):
    ask = await turn(stack, "one plate from A-1042 arrived broken, refund please")  # in-process worker
    assert 'reply "replacement"' in ask
    walked = await _yes_through_a_crash(stack, db, spawn, "replacement", 2, step, forget)

    made = await stack.sandbox("GET", "/_sandbox/shop/replacements")
    assert [(r["replaces"], r["items"]) for r in made] == [("A-1042", [{"sku": "PLATE-1", "qty": 1}])], made
    assert await refunds(stack) == [], "a replacement, never the money as well"
    assert await db.fetchval("SELECT count(*) FROM replacements") == 1
    assert await db.fetchval("SELECT shop_order_ref FROM replacements") == made[0]["id"]
    said = texts(await stack.sent_to())
    assert said[0] == ask and len(said) == 2, said
    assert said[1].startswith("Done: a free replacement of 1 × Stoneware plate on order A-1042"), said
    assert walked == REPLACE_YES, "the replay walked the same steps"


CASES_RETURN = [(step, False) for step in range(1, len(RETURN_YES) + 1)] + [
    (RETURN_YES.index("return_label") + 1, True), (RETURN_YES.index("return_email") + 1, True)]


@pytest.mark.parametrize(("step", "forget"), sweep(CASES_RETURN, [f"{RETURN_YES[s - 1]}{s}{'-forgotten' if f else ''}"
                                                             for s, f in CASES_RETURN],
                                                  keep={"return_label3", "return_label3-forgotten"}))
async def test_a_return_survives_a_kill_after_every_step_of_the_yes(stack, db, spawn, step, forget):
    for ask in RETURN_ASKS:
        question = await turn(stack, ask)
    assert question.startswith("Return 2 × Stoneware plate from order A-1042?"), question
    walked = await _yes_through_a_crash(stack, db, spawn, "yes", 4, step, forget)

    labels = await stack.sandbox("GET", "/_sandbox/warehouse/returns")
    assert [r["order_id"] for r in labels] == ["A-1042"], labels
    emails = await stack.sandbox("GET", "/_sandbox/email/sent")
    assert [e["subject"] for e in emails] == ["Your return label for order A-1042"], "the label emailed once"
    assert await db.fetchval("SELECT count(*) FROM returns") == 1
    assert await db.fetchval("SELECT label_id FROM returns") == labels[0]["id"]
    said = texts(await stack.sent_to())
    assert len(said) == 4 and said[3].startswith("Done: the prepaid return label for order A-1042"), said
    assert walked == RETURN_YES, "the replay walked the same steps"
    assert await refunds(stack) == [], "nothing paid before the warehouse has the items"


async def test_a_cancellation_whose_payment_record_is_lost_refunds_once(stack, db, spawn):
    """The kill-after-every-step sweep is in test_t9_crashes.py; here the pay step's record is lost too."""
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    ask = await turn(stack, "please cancel my order A-1043")
    assert ask.startswith("Cancel order A-1043 and refund 40.00 USD"), ask
    walked = await _yes_through_a_crash(stack, db, spawn, "yes", 2, CANCEL_YES.index("pay") + 1, forget=True)

    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1043", "40.00")], "paid once"
    assert await db.fetchval("SELECT count(*) FROM refunds") == 1
    assert await db.fetchval("SELECT status FROM orders WHERE id = 'A-1043'") == "cancelled"
    said = texts(await stack.sent_to())
    assert len(said) == 2 and said[1].startswith("Done: order A-1043 is cancelled"), said
    assert walked == CANCEL_YES

class Crash(Exception):
    """The worker dies here: what ran before it stays done, nothing after it happens."""


async def _received_return(agent, db) -> None:
    await started(agent)
    await db.execute("UPDATE returns SET state = 'received'")  # the warehouse's receipt, moved by the web app


async def _pay_with_a_crash(agent, monkeypatch, where: str) -> None:
    async with open_worker_deps(agent.settings) as deps:
        if where == "before recording the refund":  # the provider paid; Postgres never heard
            async def crash(*args, **kwargs):
                raise Crash(where)
            monkeypatch.setattr(deps.returns, "refunded", crash)
        else:  # recorded as refunded; the worker died before telling the customer
            async def crash_telling(*args, **kwargs):
                raise Crash(where)
            monkeypatch.setattr(worker_returns, "tell", crash_telling)
        with pytest.raises(Crash):
            await pay_return({"deps": deps}, await db_return_id(deps))
    monkeypatch.undo()


async def db_return_id(deps) -> int:
    [ret] = await deps.returns.to_pay()
    return ret.id


@pytest.mark.clock
@pytest.mark.parametrize("where", ["before recording the refund", "before telling the customer"])
async def test_a_return_paid_on_receipt_through_a_crash_pays_once_and_tells_once(agent, db, monkeypatch, where):
    await _received_return(agent, db)
    told_before = len(await agent.sent_to())
    await _pay_with_a_crash(agent, monkeypatch, where)
    for _ in range(2):  # the cron after the crash, and once more: nothing new the second time
        await settle(agent, 1)
    await agent.sandbox("POST", "/_sandbox/warehouse/receive", {"all": True, "times": 2})  # late, repeated receipts
    await run_burst_worker(agent.settings)

    assert [(r["order_id"], r["amount"]) for r in await refunds(agent)] == [("A-1042", "25.00")], "paid once"
    assert await db.fetchval("SELECT state FROM returns") == "refunded"
    assert await db.fetchval("SELECT count(*) FROM refunds") == 1
    told = (await agent.sent_to())[told_before:]
    assert len(told) == 1 and "25.00" in str(told[0]["body"]), told
