"""T-9 with a real worker process SIGKILLed right after each journaled step, in turn.

Whatever step the worker dies after, the restarted worker must end with exactly one 25.00
refund at the provider, the same decisions, and each message sent once (invariants 2 and 6).
"""

from __future__ import annotations

import signal

import pytest

from tests.e2e import SPAWNED, answered, answered_here, eventually, refunds, script, texts
from tests.lanes import sweep
from tests.scripts import T9, T9_TEXT

# The refund's question, with the replacement offered as the other remedy (issue 15.3).
PLATE_ASK = ("Refund 25.00 for 1 × Stoneware plate on A-1042 to card ending 4242?"
             " Reason on record: the item arrived damaged."
             ' Or reply "replacement" to get new ones sent instead of the money back.')

JOURNAL = {  # the journal of T-9, run by run: what a crash can fall between
    1: ["confirm", "route", "mode", "llm", "tool", "llm", "tool", "llm", "tool", "decide", "send", "send"],
    2: ["confirm", "recheck", "pay", "decide", "send"],  # the yes is decided again before paying (13.1)
}
BOUNDARIES = [(run, step) for run, kinds in JOURNAL.items() for step in range(1, len(kinds) + 1)]
EXPECTED_TEXTS = [
    "Your bowl (A-1043) is out for delivery and arrives today.",
    PLATE_ASK,
    "Done: 25.00 USD refunded to card ending 4242 for 1 × Stoneware plate on A-1042. "
    "It can take 5 to 10 days to show.",
]


@pytest.mark.parametrize(("run", "step"), sweep(BOUNDARIES, [f"run{r}-{JOURNAL[r][s - 1]}{s}" for r, s in BOUNDARIES],
                                                keep={"run1-tool9", "run1-send12", "run2-pay3", "run2-send5"}))
async def test_t9_survives_a_kill_after_every_step(agent, db, spawn, run, step):
    await script(agent, *T9)
    doomed = spawn(agent.settings, "worker", FAULT_KILL_AFTER_STEP=f"{run}:{step}")
    customer = agent.customer()
    await customer.say(T9_TEXT)
    if run == 2:
        assert await eventually(lambda: answered(db), timeout=SPAWNED)
        await customer.say("yes")
    assert await eventually(lambda: _dead(doomed), timeout=SPAWNED), "the fault hook fired"
    assert doomed.returncode == -signal.SIGKILL

    spawn(agent.settings, "worker")
    assert await eventually(lambda: answered(db), timeout=SPAWNED)
    if run == 1:
        await customer.say("yes")
        assert await eventually(lambda: answered(db), timeout=SPAWNED)

    paid = await refunds(agent)
    assert [(r["order_id"], r["amount"]) for r in paid] == [("A-1042", "25.00")], "paid exactly once"
    assert texts(await agent.sent_to()) == EXPECTED_TEXTS, "each message once, as first decided"
    journal = {}
    for row in await db.fetch("SELECT r.seq, s.kind FROM steps s JOIN runs r ON r.id = s.run_id "
                              "ORDER BY r.seq, s.step"):
        journal.setdefault(row["seq"], []).append(row["kind"])
    assert journal == JOURNAL, "the replay walked the same steps"
    assert len(await agent.sandbox("GET", "/_sandbox/llm/calls")) == 3, "no model call was repeated"
    # A run's last step is written in its close (supportbot/store/run_close.py), with the run's end:
    # killed after it, the run is answered and nothing runs again; after any other step it is replayed.
    last = step == len(JOURNAL[run])
    assert await db.fetchval("SELECT attempts FROM runs WHERE seq = $1", run) == (1 if last else 2)


async def _dead(proc) -> bool:
    return proc.poll() is not None


# Issue 15.1: a cancellation's yes, with the worker killed after each of its journaled steps.
CANCEL_YES = ["confirm", "recheck", "pay", "decide", "send"]


@pytest.mark.parametrize("step", sweep(range(1, len(CANCEL_YES) + 1), [f"{k}{i}" for i, k in enumerate(CANCEL_YES, 1)],
                                      keep={"pay3"}))
async def test_a_cancellation_survives_a_kill_after_every_step_of_the_yes(stack, db, spawn, step):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    customer = stack.customer()
    await customer.say("please cancel my order A-1043")
    assert await answered_here(stack.settings, db)  # in this process: only the doomed worker takes the yes
    doomed = spawn(stack.settings, "worker", FAULT_KILL_AFTER_STEP=f"2:{step}")
    await customer.say("yes")
    assert await eventually(lambda: _dead(doomed), timeout=SPAWNED), "the fault hook fired"
    spawn(stack.settings, "worker")
    assert await eventually(lambda: answered(db), timeout=SPAWNED)

    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1043", "40.00")], "paid once"
    assert await db.fetchval("SELECT status FROM orders WHERE id = 'A-1043'") == "cancelled"
    said = texts(await stack.sent_to())
    assert said[0].startswith("Cancel order A-1043 and refund 40.00 USD")
    assert len([t for t in said if t.startswith("Done: order A-1043 is cancelled")]) == 1, said
    yes_run = [r["kind"] for r in await db.fetch(
        "SELECT s.kind FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = 2 ORDER BY s.step")]
    assert yes_run == CANCEL_YES, "the replay walked the same steps"
