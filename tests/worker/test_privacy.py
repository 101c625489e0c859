"""Invariant 10 through the production path: what a customer types that is personal (a card, an
email, a phone number, a one-time code) is in no table once the run that used it is done; the
prompts carry references; `supportbot forget` leaves none of the customer's words behind while
the money records keep their ids, amounts and dates."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys

import asyncpg
import pytest

from supportbot.core.privacy.untrusted import MARK
from tests.conftest import ROOT, settings_env
from tests.e2e import SPAWNED, eventually, refunds, run_burst_worker, script, texts
from tests.scripts import T9, T9_TEXT, call, say, turn

STRANGER = "447700900555"  # writes from a number that is not on file: must verify with a code
CARD = "4242 4242 4242 4242"
EMAIL = "other.person@mail.test"
PHONE = "+44 7700 900456"
FIRST = f"Hi, about order A-1042: my card {CARD} was charged twice. Email me at {EMAIL} or call {PHONE}"
NOTE_PHONE = "07700 900999"  # in the order note, which tools show the model masked


async def every_text(db: asyncpg.Pool) -> str:
    """Every text, jsonb and array value of every table, as one searchable string."""
    columns = await db.fetch(
        """SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
             AND (data_type IN ('text', 'jsonb', 'json', 'character varying', 'ARRAY'))""")
    assert {"messages", "steps", "customer_memory"} <= {c["table_name"] for c in columns}
    parts = []
    for c in columns:
        rows = await db.fetch(f'SELECT "{c["column_name"]}"::text AS v FROM "{c["table_name"]}" '
                              f'WHERE "{c["column_name"]}" IS NOT NULL')
        parts += [f'{c["table_name"]}.{c["column_name"]}={r["v"]}' for r in rows]
    return "\n".join(parts)


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


async def verify_by_code(agent) -> str:
    """A stranger names an order, gets a code by email and types it back; returns the code."""
    await agent.sandbox("POST", "/_sandbox/llm/script", {"responses": [
        turn(call("get_order", order_id="A-1042")), turn(call("send_code")),
        say("I've emailed a code to the address on the account. What is it?")]})
    customer = agent.customer(STRANGER)
    await customer.say(FIRST)
    await run_burst_worker(agent.settings)
    [mail] = await agent.sandbox("GET", "/_sandbox/email/sent")
    code = re.search(r"\b(\d{6})\b", mail["text"]).group(1)
    await script(agent, turn(call("verify_code", code=code)), turn(call("get_order", order_id="A-1042")),
                 say("Thanks, you're verified. A-1042 was delivered yesterday."))
    await customer.say(f"the code is {code}")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to(STRANGER))[-1].startswith("Thanks, you're verified")
    return code


async def test_typed_card_email_phone_and_code_are_in_no_table(agent, db):
    await db.execute("UPDATE orders SET note = $1 WHERE id = 'A-1042'", f"Call {NOTE_PHONE} before delivery")
    code = await verify_by_code(agent)
    assert await db.fetchval("SELECT verified_customer_id FROM conversations") == "C-1"  # the code worked

    stored = await every_text(db)
    assert "A-1042" in stored and "charged twice" in stored  # the search sees messages at all
    for secret in (CARD, digits(CARD), EMAIL, PHONE, digits(PHONE), f"is {code}", f'"{code}"'):
        assert secret not in stored, secret
    assert "[card ending 4242]" in stored and "[email]" in stored and "[phone]" in stored

    # Unmarked: customer text reaches the model with its words joined by the datamark (invariant 9).
    prompts = json.dumps(await agent.sandbox("GET", "/_sandbox/llm/calls"), ensure_ascii=False).replace(MARK, " ")
    assert "charged twice" in prompts
    assert "address ending LS1 4AB" in prompts  # get_order's answer reached the model...
    for leak in (CARD, digits(CARD), "12 Hill Road", "Leeds", NOTE_PHONE):
        assert leak not in prompts, leak  # ...with a reference, never the card or the address


async def test_a_card_is_masked_before_it_is_stored(stack, db):
    # Before any turn: the card never lands; the email and phone wait for the turn that may need them.
    await stack.customer(STRANGER).say(FIRST)
    stored = await every_text(db)
    assert "charged twice" in stored and EMAIL in stored
    assert CARD not in stored and digits(CARD) not in stored and "[card ending 4242]" in stored
    await stack.customer(STRANGER).say("my password: hunter2 thanks")
    assert "hunter2" not in await every_text(db)


async def _answered(db) -> bool:
    return bool(await db.fetchval("SELECT count(*) = 0 FROM messages WHERE needs_turn AND handled_at IS NULL")
                and await db.fetchval("SELECT bool_and(job_state = 'idle') FROM conversations"))


CODE_RUN = ["confirm", "route", "mode", "llm", "tool", "llm", "tool", "llm", "decide", "send"]


@pytest.mark.parametrize("step", [5, 10], ids=["after-verify_code", "after-last-send"])
async def test_a_worker_killed_in_the_code_run_still_verifies_once_and_scrubs(agent, db, spawn, step):
    # The code stays in clear until its run is done, so the replay after a crash can use it.
    await script(agent, turn(call("get_order", order_id="A-1042")), turn(call("send_code")), say("Code sent."))
    customer = agent.customer(STRANGER)
    await customer.say(FIRST)
    await run_burst_worker(agent.settings)
    [mail] = await agent.sandbox("GET", "/_sandbox/email/sent")
    code = re.search(r"\b(\d{6})\b", mail["text"]).group(1)
    await script(agent, turn(call("verify_code", code=code)), turn(call("get_order", order_id="A-1042")),
                 say("Thanks, you're verified."))
    doomed = spawn(agent.settings, "worker", FAULT_KILL_AFTER_STEP=f"2:{step}")
    await customer.say(f"the code is {code}")
    assert await eventually(lambda: _dead(doomed), timeout=SPAWNED), "the fault hook fired"
    assert doomed.returncode == -signal.SIGKILL
    spawn(agent.settings, "worker")
    assert await eventually(lambda: _answered(db), timeout=SPAWNED)

    assert await db.fetchval("SELECT verified_customer_id FROM conversations") == "C-1"
    assert texts(await agent.sent_to(STRANGER)) == ["Code sent.", "Thanks, you're verified."]
    kinds = [r["kind"] for r in await db.fetch(
        "SELECT s.kind FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = 2 ORDER BY s.step")]
    assert kinds == CODE_RUN
    stored = await every_text(db)
    assert code not in stored and EMAIL not in stored


async def _dead(proc) -> bool:
    return proc.poll() is not None


def forget(settings, customer_id: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "supportbot.app.cli", "forget", customer_id], cwd=ROOT,
                          env=settings_env(settings), capture_output=True, text=True, timeout=60)


async def test_forget_leaves_no_customer_text_and_keeps_the_money(agent, db):
    await verify_by_code(agent)
    await script(agent, *T9)  # and from the phone on file: a refund paid
    phone_customer = agent.customer()
    await phone_customer.say(T9_TEXT)
    await run_burst_worker(agent.settings)
    await phone_customer.say("yes")
    # A patient payment call: on a loaded machine the 1 s test timeout leaves the refund pending.
    await run_burst_worker(agent.settings.model_copy(update={"payments_timeout": 10.0}))
    [paid] = await refunds(agent)
    before = await db.fetch("SELECT id, order_id, amount, skus, refunded_at FROM refunds ORDER BY id")
    assert await db.fetchval("SELECT count(*) FROM customer_memory WHERE customer_id = 'C-1'") > 0

    done = forget(agent.settings, "C-1")
    assert done.returncode == 0, done.stderr
    assert "messages: " in done.stdout and "steps: " in done.stdout and "customer_memory: " in done.stdout

    stored = await every_text(db)
    words = ["charged twice", "the code is", "broken item", "arrived broken", "Where is my order",
             "Asha", "asha@example.com", "15551230001", STRANGER, "12 Hill Road", "neighbour",
             "you're verified", "out for delivery and arrives today"]
    for word in words:
        assert word not in stored, word
    after = await db.fetch("SELECT id, order_id, amount, skus, refunded_at FROM refunds ORDER BY id")
    assert after == before and any(r["amount"] == 25 for r in after)
    assert paid["amount"] == "25.00"
    assert await db.fetchval("SELECT amount FROM actions WHERE status = 'done'") == 25

    again = forget(agent.settings, "C-1")  # idempotent: nothing left to change
    assert again.returncode == 0
    assert all(line.endswith(": 0") for line in again.stdout.splitlines()[1:]), again.stdout
    assert forget(agent.settings, "C-404").returncode == 1


async def staff_command(stack, user: str, text: str) -> str:
    await stack.sandbox("POST", "/_sandbox/slack/command", {"user_id": user, "text": text, "channel": "C0SUPPORT"})
    answer = await eventually(lambda: _responses(stack), timeout=SPAWNED)
    return answer[-1]["args"]["text"]


async def _responses(stack) -> list[dict]:
    return [c for c in await stack.sandbox("GET", "/_sandbox/slack/calls") if c["method"] == "response_url"]


async def test_staff_forget_in_slack_and_nobody_else(stack, db):
    await stack.customer().say(FIRST)
    await run_burst_worker(stack.settings)
    refused = await staff_command(stack, "U0STRANGER", "forget C-1")
    assert refused.startswith("Sorry, only approved support staff")
    assert await db.fetchval("SELECT count(*) FROM messages") > 0

    await stack.sandbox("POST", "/_sandbox/reset")
    answer = await staff_command(stack, "U0APPROVER", "forget C-1")
    assert answer.startswith("Forgot C-1:") and "messages: " in answer
    assert await db.fetchval("SELECT count(*) FROM messages") == 0
    assert await db.fetchval("SELECT name FROM customers WHERE id = 'C-1'") == "(forgotten)"
