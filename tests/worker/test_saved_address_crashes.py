"""The saved address under crashes: a real worker SIGKILLed right after each journaled step of the
customer's yes, a fresh worker replays the run. With `forget` the change happened but its step's
record was lost: the replay asks again under the same key and the change stays one change."""

from __future__ import annotations

import pytest

from tests.lanes import sweep
from tests.worker.test_i15_crashes import _yes_through_a_crash
from tests.worker.test_templated import turn

SAVED_YES = ["confirm", "change_saved_address", "decide", "send"]
NEW = "9 Quarry Street, Leeds, LS9 9QQ, GB"
CASES = [(step, False) for step in range(1, len(SAVED_YES) + 1)] + [(SAVED_YES.index("change_saved_address") + 1, True)]


@pytest.mark.parametrize(("step", "forget"), sweep(CASES, [f"{SAVED_YES[s - 1]}{s}{'-forgotten' if f else ''}"
                                                      for s, f in CASES], keep={"change_saved_address2-forgotten"}))
async def test_the_saved_address_survives_a_kill_after_every_step_of_the_yes(stack, db, spawn, step, forget):
    question = await turn(stack, f"please update the address saved on my account to {NEW}")
    assert question.startswith(f"Change the address saved on your account to: {NEW}?"), question
    walked = await _yes_through_a_crash(stack, db, spawn, "yes", 2, step, forget)

    assert await db.fetchval("SELECT address->>'postcode' FROM customers WHERE id = 'C-1'") == "LS9 9QQ"
    assert await db.fetchval("SELECT status FROM actions WHERE kind = 'saved_address'") == "done"
    assert await db.fetchval("SELECT count(*) FROM orders WHERE address->>'postcode' = 'LS9 9QQ'") == 0
    assert walked == SAVED_YES, "the replay walked the same steps"
