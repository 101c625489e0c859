"""The retrieval eval runs against the built-in help centre at the configured floor."""

from __future__ import annotations

from bot.helpcentre import builtin_articles
from bot.policy import RefundLimits
from evals.retrieval import TOP, evaluate, load_cases, report_lines
from store.articles import ArticleRepository, sync_builtin


async def test_recall_at_3_and_false_answer_rate_at_the_configured_floor(db, settings):
    async with db.acquire() as conn:
        await sync_builtin(conn, builtin_articles(RefundLimits()))
    repo = ArticleRepository(db, settings.public_base_url, settings.help_min_score)
    cases = load_cases()
    assert len([c for c in cases if c.slug]) >= 40 and len([c for c in cases if not c.slug]) >= 10
    assert {c.lang for c in cases} == {"en", "es", "hi", "hinglish"}

    async def search(question: str):
        return await repo.search(question, TOP, min_score=0.0)

    report = await evaluate(search, cases, settings.help_min_score)
    lines = report_lines(report)
    assert report.recall_at_3 >= 0.9, lines
    assert report.false_answer_rate <= 0.2, lines
    assert lines[-1].startswith("retrieval: recall@3 ")
