"""A ticket run through the stack becomes a draft scenario: valid, free of the customer's
PII, and expecting exactly the refund that was made."""

from __future__ import annotations

from datetime import timedelta

import pytest

from evals.importer import import_tickets, write_scenarios
from evals.scenario import load_scenarios
from supportbot.ops.qa_drafts import Pseudonyms
from tests.e2e import refunds, run_burst_worker, script
from tests.scripts import T9, T9_TEXT

PII = ("Asha", "asha@example.com", "15551230001", "Hill Road", "LS1 4AB", "Leeds", "4111", "4242",
       "RM123456789GB", "483920")


@pytest.mark.clock
async def test_a_closed_ticket_becomes_a_valid_draft_without_pii(agent, db, tmp_path) -> None:
    await script(agent, *T9)
    await agent.customer().say(f"{T9_TEXT} I'm Asha Rao, asha@example.com, 12 Hill Road LS1 4AB, "
                               "card 4111 1111 1111 1111, code 483920")
    await run_burst_worker(agent.settings)
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)
    assert [(r["order_id"], r["amount"]) for r in await refunds(agent)] == [("A-1042", "25.00")]
    now = agent.settings.supportbot_clock
    await db.execute("UPDATE conversations SET closed_at = $1", now)  # as the quiet-close timer does

    assert await import_tickets(agent.settings.database_url, now.date() + timedelta(days=2)) == []
    drafts = await import_tickets(agent.settings.database_url, now.date() - timedelta(days=1))
    [path] = write_scenarios(drafts, tmp_path)
    [scenario] = load_scenarios(tmp_path)  # validates against evals/scenario.py
    text = path.read_text(encoding="utf-8")
    assert [p for p in PII if p in text] == []
    assert [(r.order_id, str(r.amount)) for r in scenario.expect.refunds] == [("A-1042", "25.00")]
    assert scenario.expect.verified is True and scenario.expect.handoff is None
    [customer] = scenario.shop.customers
    assert scenario.customer.wa_id == customer.phone  # one real number, one fake, everywhere
    # The typed email was masked when its run finished (supportbot/store/privacy.py), before any import.
    assert "[email]" in scenario.plan[0].say and "[card]" in scenario.plan[0].say
    assert "Where is my order" in scenario.plan[0].say and len(scenario.plan) == 1  # the "yes" is the simulator's


def test_the_same_real_value_gets_the_same_fake() -> None:
    fakes = Pseudonyms()
    assert fakes.name("Asha Rao") == fakes.name("asha rao") != fakes.name("Bo Other")
    assert fakes.email("a@x.com") == fakes.email("a@x.com") != fakes.email("b@x.com")
    fakes.phone("15551230001")
    scrubbed = fakes.scrub("Asha Rao here, call 15551230001 or ASHA")
    assert "Asha" not in scrubbed and "ASHA" not in scrubbed and "15551230001" not in scrubbed
    assert fakes.name("Asha Rao") in scrubbed


@pytest.mark.clock
async def test_the_draft_expects_what_the_rows_say_happened(db, shop, settings, now, tmp_path) -> None:
    # Seeded rows: a rejected 75.00 approval, an address moved to "LS9 9QQ", a closed handoff.
    conv = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, contact_name, closed_at, created_at) "
        "VALUES ('100000000000001', '15551230001', '15551230001', 'Asha R', $1, $1) RETURNING id", now)
    await db.execute("INSERT INTO messages (conversation_id, direction, kind, body, trusted, labels, created_at) "
                     "VALUES ($1, 'in', 'text', 'All three plates on A-1042 broke. Asha, +44 7700 900123', false, "
                     "'{\"intent\": \"refund\"}', $2), ($1, 'in', 'text', 'Move A-1043 to 5 New Road, Leeds LS9 9QQ', "
                     "false, '{\"intent\": \"address_change\"}', $2)", conv, now)
    for kind, order, extra in (("refund", "A-1042", "'rejected', true, 75.00, NULL"),
                               ("address_change", "A-1043", "'done', false, NULL, "
                                "'{\"line1\": \"5 New Road\", \"city\": \"Leeds\", \"postcode\": \"LS9 9QQ\", "
                                "\"country\": \"GB\"}'")):
        await db.execute(f"INSERT INTO actions (idempotency_key, conversation_id, customer_id, kind, order_id, "
                         f"status, needs_approval, amount, address, confirm_by, created_at) VALUES "
                         f"($1, $2, 'C-1', $3, $4, {extra}, $5, $5)", f"{conv}:1:{kind}", conv, kind, order, now)
    await db.execute("INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, status, created_at) "
                     "VALUES ($1, 'refund rejected', 'high', $2, 'closed', $2)", conv, now)

    [scenario] = await import_tickets(settings.database_url, now.date() - timedelta(days=1))
    [path] = write_scenarios([scenario], tmp_path)
    assert load_scenarios(tmp_path)[0] == scenario
    expect = scenario.expect
    assert expect.refunds == [] and [(a.order_id, str(a.amount), a.decision) for a in expect.approvals] == [
        ("A-1042", "75.00", "rejected")]
    [moved] = expect.address_changes
    assert moved.order_id == "A-1043" and moved.postcode != "LS9 9QQ"
    assert moved.postcode in scenario.plan[1].say  # the fake the customer "typed" is the one expected
    assert expect.handoff is not None and expect.handoff.priority == "high"
    assert scenario.staff.approvals == "reject" and [a.intent for a in scenario.plan] == ["refund", "address_change"]
    text = path.read_text(encoding="utf-8")
    assert [p for p in ("Asha", "7700", "New Road", "LS9", "Hill Road", "LS1 4AB") if p in text] == []
