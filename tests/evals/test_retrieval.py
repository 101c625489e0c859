"""The retrieval eval runs against the built-in help centre at the configured floor."""

from __future__ import annotations

import subprocess
import sys

from evals.retrieval import TOP, evaluate, load_cases, report_lines
from supportbot.core.money.policy import RefundLimits
from supportbot.store.articles import ArticleRepository, sync_builtin
from supportbot.words.articles import builtin_articles
from tests.conftest import ROOT, settings_env


async def test_recall_at_3_and_false_answer_rate_at_the_configured_floor(db, settings):
    async with db.acquire() as conn:
        await sync_builtin(conn, builtin_articles(RefundLimits()))
    repo = ArticleRepository(db, settings.public_base_url, settings.help_min_score)
    cases = load_cases()
    assert len([c for c in cases if c.slug]) >= 40 and len([c for c in cases if not c.slug]) >= 10
    assert {c.lang for c in cases} == {"en", "es", "hi", "hinglish", "ta", "bn"}

    async def search(question: str):
        return await repo.search(question, TOP, min_score=0.0)

    report = await evaluate(search, cases, settings.help_min_score)
    lines = report_lines(report)
    assert report.recall_at_3 >= 0.9, lines
    assert report.recall_at_1 >= 0.85, lines  # what the templated rung quotes
    assert report.false_answer_rate <= 0.2, lines
    assert lines[-1].startswith("retrieval: recall@3 ")


def test_supportbot_eval_retrieval_prints_a_summary_last(settings, db):
    done = subprocess.run([sys.executable, "-m", "supportbot.app.cli", "eval", "retrieval"], env=settings_env(settings),
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("retrieval: recall@3 ") and f"at threshold {settings.help_min_score}" in last
