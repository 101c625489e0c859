"""A suggested reply is decided once: clicks racing on real Postgres (Send, an edit, Dismiss, from
one or several staff) leave exactly one decision, and the row says what the first one chose; a
ticket no longer taken over takes no decision at all."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from supportbot.store.suggestions import SuggestionRepository
from tests.quality import conversation

pytestmark = pytest.mark.clock


async def offered(db, now, status: str = "taken") -> tuple[SuggestionRepository, int]:
    cid = await conversation(db, now - timedelta(minutes=5))
    handoff = await db.fetchval(
        """INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at, status)
           VALUES ($1, 'asked for a person', 'normal', $2, $2, $3) RETURNING id""", cid, now, status)
    repo = SuggestionRepository(db)
    row = await repo.offer(f"take:{handoff}", cid, handoff, "en", "Hello", "templated", [], None, now)
    return repo, row["id"]


CLICKS = [
    [("sent", "U1", None)] * 6,
    [("sent", "U1", None), ("sent", "U2", None), ("dismissed", "U3", None), ("edited", "U2", "Hi!")] * 2,
    [("edited", "U1", "Hi there"), ("edited", "U2", "Hello there"), ("dismissed", "U1", None)] * 3,
]


@pytest.mark.parametrize("clicks", CLICKS, ids=["send-x6", "mixed-x8", "edits-x9"])
async def test_racing_clicks_decide_once(db, now, clicks):
    repo, sid = await offered(db, now)
    answers = await asyncio.gather(*(repo.decide(sid, verdict, who, text, now) for verdict, who, text in clicks))
    firsts = [(clicks[i], row) for i, (first, row) in enumerate(answers) if first]
    assert len(firsts) == 1
    (verdict, who, text), row = firsts[0]
    stored = await repo.get(sid)
    assert (stored["status"], stored["decided_by"]) == (verdict, who)
    assert stored["sent_text"] == (None if verdict == "dismissed" else text or "Hello")
    assert all(row["status"] == verdict for first, row in answers if not first)


@pytest.mark.parametrize("status", ["queued", "handed_back", "closed"])
async def test_no_decision_once_the_ticket_is_not_taken_over(db, now, status):
    repo, sid = await offered(db, now, status)
    first, row = await repo.decide(sid, "sent", "U1", None, now)
    assert not first and row["status"] == "offered"


async def test_a_newer_draft_supersedes_the_one_still_offered_and_a_retry_stores_none(db, now):
    repo, first = await offered(db, now)
    older = await repo.get(first)
    newer = await repo.offer("in:1:2", older["conversation_id"], older["handoff_id"], "es", "Hola", "templated", [],
                             None, now)
    again = await repo.offer("in:1:2", older["conversation_id"], older["handoff_id"], "es", "Otra", "templated", [],
                             None, now)
    assert again["id"] == newer["id"] and again["draft"] == "Hola"
    assert (await repo.get(first))["status"] == "superseded"
    assert (await repo.decide(first, "sent", "U1", None, now))[0] is False
