"""Scrubbing a run: its messages, journal and handoff reason masked, once; Meta's ids kept."""

from __future__ import annotations

import pytest

from supportbot.store.privacy import PrivacyRepository, safe_for_storage


@pytest.mark.clock
async def test_scrub_run_masks_what_the_run_used_and_a_second_scrub_changes_nothing(db, now):
    conversation = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
        "VALUES ('1', '4477', '4477', $1) RETURNING id", now)
    raw = {"id": "wamid.HBgLNDQ3NzAwOTAwNTU1FQIAEhgUM0FCQ0RFRjEyMzQ1Njc4OTAxMjM0", "timestamp": "1764417600",
           "type": "text", "text": {"body": "code 123456, mail me at x.y@mail.test"}}
    said = await db.fetchval(
        """INSERT INTO messages (conversation_id, direction, kind, body, payload, trusted, wamid, created_at)
           VALUES ($1, 'in', 'text', $2, $3, false, $4, $5) RETURNING id""",
        conversation, raw["text"]["body"], raw, raw["id"], now)
    other = await db.fetchval(
        """INSERT INTO messages (conversation_id, direction, kind, body, trusted, created_at)
           VALUES ($1, 'in', 'text', 'mail other@mail.test', false, $2) RETURNING id""", conversation, now)
    run = await db.fetchval(
        """INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at)
           VALUES ($1, 1, 1, $2, 'test', $3) RETURNING id""", conversation, [said], now)
    await db.execute("INSERT INTO steps (run_id, step, kind, request, result) VALUES ($1, 1, 'tool', $2, $3)",
                     run, {"name": "verify_code", "arguments": {"code": "123456"}}, {"status": "verified"})
    await db.execute(
        """INSERT INTO handoffs (conversation_id, run_id, reason, priority, first_asked_at, created_at)
           VALUES ($1, $2, 'wants a call on +44 7700 900456', 'normal', $3, $3)""", conversation, run, now)

    scrubber = PrivacyRepository(db)
    assert await scrubber.scrub_run(run) == 3
    row = await db.fetchrow("SELECT body, payload FROM messages WHERE id = $1", said)
    assert row["body"] == "code [code], mail me at [email]"
    assert row["payload"] == raw | {"text": {"body": "code [code], mail me at [email]"}}  # ids and time kept
    assert await db.fetchval("SELECT request FROM steps") == {"name": "verify_code", "arguments": {"code": "[code]"}}
    assert await db.fetchval("SELECT reason FROM handoffs") == "wants a call on [phone]"
    # Another run's message is that run's business: it may still need what it holds.
    assert await db.fetchval("SELECT body FROM messages WHERE id = $1", other) == "mail other@mail.test"
    assert await scrubber.scrub_run(run) == 0  # a replayed finish scrubs again harmlessly


def test_ingest_masks_cards_in_the_text_and_the_payload_and_leaves_clean_messages_alone():
    raw = {"id": "wamid.1", "from": "4111111111111111", "text": {"body": "card 4111 1111 1111 1111 please"}}
    text, payload = safe_for_storage(raw["text"]["body"], raw)
    assert text == "card [card ending 1111] please"
    assert payload == raw | {"text": {"body": "card [card ending 1111] please"}}
    clean = {"text": {"body": "where is A-1042?"}}
    assert safe_for_storage("where is A-1042?", clean)[1] is clean  # nothing walked, nothing copied


def test_text_no_turn_will_answer_is_masked_in_full_at_ingest():
    raw = {"id": "wamid.2", "text": {"body": "mail x@mail.test or call +44 7700 900456"}}
    text, payload = safe_for_storage(raw["text"]["body"], raw, answered=False)
    assert text == "mail [email] or call [phone]" and payload["text"]["body"] == text
