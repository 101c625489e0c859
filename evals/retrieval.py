"""`supportbot eval retrieval`: does help-centre search find the article that answers a question,
and does its relevance floor keep quiet when none does?

recall@3: share of answerable questions whose article is among the top three passages *above
the floor* (what the bot could quote); recall@1 the same for the best passage alone (what the
templated rung quotes). False-answer rate: share of unanswerable questions that
got any passage above the floor (what the bot would have quoted wrongly).
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from supportbot.core.shop.fixture import ShopFixture
from supportbot.core.shop.helpcentre import Article, Passage

QUESTIONS = Path(__file__).with_name("retrieval_questions.json")
TOP = 3

Search = Callable[[str], Awaitable[list[Passage]]]
"""The top passages for a question, with their scores, no floor applied."""


@dataclass(frozen=True)
class Case:
    question: str
    lang: str
    slug: str | None  # None: the help centre does not answer it


@dataclass(frozen=True)
class Outcome:
    case: Case
    found: tuple[tuple[str, float], ...]  # (slug, score) best first, no floor


@dataclass(frozen=True)
class RetrievalReport:
    threshold: float
    outcomes: tuple[Outcome, ...]

    def _above(self, outcome: Outcome) -> list[str]:
        return [slug for slug, score in outcome.found[:TOP] if score >= self.threshold]

    @property
    def answerable(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.case.slug]

    @property
    def unanswerable(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.case.slug]

    def misses(self) -> list[Outcome]:
        return [o for o in self.answerable if o.case.slug not in self._above(o)]

    def false_answers(self) -> list[Outcome]:
        return [o for o in self.unanswerable if self._above(o)]

    @property
    def recall_at_3(self) -> float:
        return 1 - len(self.misses()) / len(self.answerable) if self.answerable else 0.0

    @property
    def recall_at_1(self) -> float:
        """The templated rung quotes only the best passage: how often that is the right article."""
        hits = sum(1 for o in self.answerable if self._above(o)[:1] == [o.case.slug])
        return hits / len(self.answerable) if self.answerable else 0.0

    @property
    def false_answer_rate(self) -> float:
        return len(self.false_answers()) / len(self.unanswerable) if self.unanswerable else 0.0

    def by_language(self) -> dict[str, float]:
        langs = sorted({o.case.lang for o in self.answerable})
        return {lang: round(1 - sum(1 for o in self.misses() if o.case.lang == lang)
                            / sum(1 for o in self.answerable if o.case.lang == lang), 3) for lang in langs}

    def summary(self) -> str:
        return (f"retrieval: recall@3 {self.recall_at_3:.3f} (n={len(self.answerable)}), recall@1 "
                f"{self.recall_at_1:.3f}, false-answer rate "
                f"{self.false_answer_rate:.3f} (n={len(self.unanswerable)}) at threshold {self.threshold}")


def load_cases(path: Path = QUESTIONS) -> list[Case]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Case(q["q"], q["lang"], q["slug"]) for q in data["questions"]]


async def evaluate(search: Search, cases: list[Case], threshold: float) -> RetrievalReport:
    outcomes = []
    for case in cases:
        found = await search(case.question)
        outcomes.append(Outcome(case, tuple((p.slug, p.score) for p in found)))
    return RetrievalReport(threshold, tuple(outcomes))


def report_lines(report: RetrievalReport) -> list[str]:
    lines = [f"by language (recall@3): {json.dumps(report.by_language())}"]
    for o in report.misses():
        lines.append(f"miss  [{o.case.lang}] {o.case.question!r}: want {o.case.slug}, got {_shown(o)}")
    for o in report.false_answers():
        lines.append(f"false [{o.case.lang}] {o.case.question!r}: got {_shown(o)}")
    return [*lines, report.summary()]


def _shown(o: Outcome) -> str:
    return ", ".join(f"{slug} {score:.3f}" for slug, score in o.found[:TOP]) or "nothing"


def shop_articles(path: Path) -> list[Article]:
    """A shop fixture's own help centre (`articles` of shop.json), searched instead of the built-in one."""
    shop = ShopFixture.model_validate_json(path.read_text(encoding="utf-8"))
    if not shop.articles:
        raise ValueError(f"{path}: the shop has no articles of its own")
    return [Article(a.slug, a.title, a.body) for a in shop.articles]


async def _measure(settings: Any, args: argparse.Namespace) -> RetrievalReport:
    opened = (args.open_shop_helpcentre(settings, shop_articles(Path(args.shop))) if args.shop
              else args.open_helpcentre(settings))
    async with opened as helpcentre:
        threshold = args.threshold if args.threshold is not None else settings.help_min_score

        async def search(question: str) -> list[Passage]:
            return await helpcentre.search(question, TOP, min_score=0.0)

        return await evaluate(search, load_cases(Path(args.questions)), threshold)


def _run(settings: Any, args: argparse.Namespace) -> None:
    for line in report_lines(asyncio.run(_measure(settings, args))):
        print(line)


def register(eval_subparsers: Any) -> None:
    """Add `retrieval` to `supportbot eval`; the caller sets `open_helpcentre` and
    `open_shop_helpcentre` on the parser."""
    p = eval_subparsers.add_parser(
        "retrieval", help="help-centre search: recall@3 and false-answer rate (questions for the built-in articles)")
    p.add_argument("--questions", default=str(QUESTIONS))
    p.add_argument("--threshold", type=float, default=None, help="default: HELP_MIN_SCORE")
    p.add_argument("--shop", default=None, metavar="SHOP_JSON",
                   help="search this shop fixture's own articles (in a scratch database) instead of the "
                        "built-in help centre, e.g. evals/frozen/v1/shop2/shop.json")
    p.set_defaults(run=_run)
