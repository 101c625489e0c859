"""`supportbot articles gaps` and the report's gaps section on known questions: searches that found
no passage and questions staff answered by hand, grouped by meaning, counted, shown masked."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from datetime import timedelta

import pytest

from supportbot.ops.gaps import find_gaps
from supportbot.store.meaning import shared_embedder
from tests.conftest import ROOT, settings_env
from tests.quality import conversation, inbound, run

pytestmark = pytest.mark.clock  # seeded rows are dated from the application's clock


async def searched(db, at, query: str, found: bool = False) -> int:
    """A turn whose search_help_centre step found nothing (or, `found`, a passage), as the journal holds it."""
    conv = await conversation(db, at)
    run_id = await run(db, conv, at)
    await db.execute("INSERT INTO steps (run_id, step, kind, request, result) VALUES ($1, 1, 'tool', $2, $3)",
                     run_id, {"name": "search_help_centre", "arguments": {"query": query}},
                     {"results": [{"slug": "returns", "version": 1}] if found else []})
    return conv


async def handed_off(db, at, question: str, staff_replied: bool) -> None:
    conv = await conversation(db, at)
    await inbound(db, conv, at, question)
    await db.execute("INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at) "
                     "VALUES ($1, 'policy question the help centre does not answer', 'normal', $2, $2)",
                     conv, at + timedelta(seconds=5))
    if staff_replied:
        await db.execute("INSERT INTO messages (conversation_id, direction, kind, body, trusted, idempotency_key, "
                         "created_at) VALUES ($1, 'out', 'text', 'Yes, soy wax only.', true, $2, $3)",
                         conv, f"slack:Ev{conv}", at + timedelta(minutes=5))


async def seed(db, now) -> None:
    day = now - timedelta(days=2)
    for question in ("Can you gift wrap my order?", "do you do gift wrapping? call me on +44 7700 900123",
                     "can you wrap it as a gift please"):
        await searched(db, day, question)
    for question in ("Do you offer a student discount?", "is there a discount for students"):
        await searched(db, day, question)
    await searched(db, day, "How long do I have to return it?", found=True)  # answered: no gap
    await searched(db, now - timedelta(days=60), "Do you sell vouchers?")  # before the period
    await handed_off(db, day, "Is the candle wax vegan? my email is asha@example.com", staff_replied=True)
    await handed_off(db, day, "What are your opening hours?", staff_replied=False)  # nobody answered yet


async def test_the_questions_nothing_answered_are_grouped_counted_and_masked(db, now):
    await seed(db, now)
    gaps = await find_gaps(db, shared_embedder(), now - timedelta(days=30), now)
    assert [(g.count, g.conversations, g.sources) for g in gaps] == [
        (3, 3, {"no_passage": 3}), (2, 2, {"no_passage": 2}), (1, 1, {"staff": 1})]
    assert all("gift" in e or "wrap" in e for e in gaps[0].examples)
    assert all("student" in e for e in gaps[1].examples)
    shown = " ".join(e for g in gaps for e in g.examples)
    assert "7700 900123" not in shown and "asha@example.com" not in shown  # masked (core/privacy/pii.py)
    assert "vegan" in gaps[2].examples[0]


async def test_articles_gaps_and_the_report_print_them(db, now, settings, tmp_path):
    await seed(db, now)
    since = (now - timedelta(days=30)).date().isoformat()
    for command in (["articles", "gaps", "--since", since], ["report", "--since", since, "--out", str(tmp_path)]):
        done = await asyncio.to_thread(
            subprocess.run, [sys.executable, "-m", "supportbot.app.cli", *command], env=settings_env(settings),
            cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        out = done.stdout
        assert "6 questions, 3 kinds" in out, out
        assert "1. asked 3 times in 3 conversations (3 the help centre had nothing)" in out
        assert "3. asked 1 times in 1 conversations (1 staff answered by hand)" in out
        assert "asha@example.com" not in out
