"""`supportbot eval retrieval`: does help-centre search find the article that answers a question,
and does its relevance floor keep quiet when none does?

recall@3: share of answerable questions whose article is among the top three passages *above
the floor* (what the bot could quote); recall@1 the same for the best passage alone (what the
templated rung quotes). False-answer rate: share of unanswerable questions that
got any passage above the floor (what the bot would have quoted wrongly); "no answer recognised" is
its complement. Wrong answers: share of all questions whose best passage above the floor is from
another article than the one that answers (any article, when none does): what the bot would say
wrongly rather than hand to a person. Answer in passage: among answerable questions with an
`answer_contains`, how often the right article's quoted passage holds it. p99: of one search,
question embedded and fused, in this process (a figure for the docs; no test asserts it).

`--helpcentre DIR` measures a help centre imported as a shop has it (DIR's Markdown, HTML and PDF
files, in markdown/, html/, pdf/ or together) against `--questions` of
{"q", "lang", "slug" or null, "answer_contains"}.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
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
    answer_contains: str | None = None  # words the right passage holds, when the set names them


@dataclass(frozen=True)
class Outcome:
    case: Case
    found: tuple[tuple[str, float], ...]  # (slug, score) best first, no floor
    texts: tuple[str, ...] = ()  # the passages found, in the same order (heading and text)
    seconds: float = 0.0


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

    def wrong_answers(self) -> list[Outcome]:
        return [o for o in self.outcomes if self._above(o)[:1] and self._above(o)[0] != o.case.slug]

    @property
    def wrong_answer_rate(self) -> float:
        return len(self.wrong_answers()) / len(self.outcomes) if self.outcomes else 0.0

    @property
    def no_answer_recognised(self) -> float:
        return 1 - self.false_answer_rate if self.unanswerable else 0.0

    @property
    def answer_in_passage(self) -> float | None:
        checked = [o for o in self.answerable if o.case.answer_contains]
        if not checked:
            return None
        held = 0
        for o in checked:
            quoted = [text for (slug, score), text in zip(o.found[:TOP], o.texts, strict=False)
                      if slug == o.case.slug and score >= self.threshold]
            held += bool(quoted) and (o.case.answer_contains or "").casefold() in quoted[0].casefold()
        return held / len(checked)

    @property
    def p99_ms(self) -> float:
        times = sorted(o.seconds for o in self.outcomes)
        return 1000 * times[min(len(times) - 1, int(0.99 * len(times)))] if times else 0.0

    def by_language(self) -> dict[str, float]:
        langs = sorted({o.case.lang for o in self.answerable})
        return {lang: round(1 - sum(1 for o in self.misses() if o.case.lang == lang)
                            / sum(1 for o in self.answerable if o.case.lang == lang), 3) for lang in langs}

    def summary(self) -> str:
        held = self.answer_in_passage
        return (f"retrieval: recall@3 {self.recall_at_3:.3f} (n={len(self.answerable)}), recall@1 "
                f"{self.recall_at_1:.3f}, false-answer rate "
                f"{self.false_answer_rate:.3f} (n={len(self.unanswerable)}) at threshold {self.threshold}; "
                f"wrong answers {self.wrong_answer_rate:.3f} (n={len(self.outcomes)}), no answer recognised "
                f"{self.no_answer_recognised:.3f}, answer in passage {'-' if held is None else f'{held:.3f}'}, "
                f"p99 {self.p99_ms:.1f} ms")


def load_cases(path: Path = QUESTIONS) -> list[Case]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Case(q["q"], q["lang"], q["slug"], q.get("answer_contains")) for q in data["questions"]]


async def evaluate(search: Search, cases: list[Case], threshold: float) -> RetrievalReport:
    outcomes = []
    for case in cases:
        started = time.perf_counter()
        found = await search(case.question)
        seconds = time.perf_counter() - started
        outcomes.append(Outcome(case, tuple((p.slug, p.score) for p in found),
                                tuple(f"{p.heading}\n{p.text}" for p in found), seconds))
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


HELP_CENTRE_FOLDERS = ("markdown", "html", "pdf")


def imported_articles(folder: Path) -> list[Article]:
    """A help centre as a shop has it: every Markdown, HTML and PDF file under FOLDER, read as
    `supportbot articles import` reads them. Laid out as the retrieval format lays it out
    (markdown/, html/, pdf/ beside questions.json), only those folders are the help centre: a
    README or notes beside them describe the set and are not articles."""
    from supportbot.app.importing import help_centre_files, read_articles

    laid_out = [folder / kind for kind in HELP_CENTRE_FOLDERS if (folder / kind).is_dir()]
    paths = laid_out or [folder]
    if not help_centre_files(paths):
        raise ValueError(f"{folder}: no Markdown, HTML or PDF files")
    return read_articles(paths)


def _opened(settings: Any, args: argparse.Namespace) -> Any:
    if args.helpcentre:
        return args.open_shop_helpcentre(settings, imported_articles(Path(args.helpcentre)))
    if args.shop:
        return args.open_shop_helpcentre(settings, shop_articles(Path(args.shop)))
    return args.open_helpcentre(settings)


async def _measure(settings: Any, args: argparse.Namespace) -> RetrievalReport:
    if args.meaning is not None:
        settings = settings.model_copy(update={"help_meaning": args.meaning})
    async with _opened(settings, args) as helpcentre:
        threshold = args.threshold if args.threshold is not None else settings.help_floor()

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
        "retrieval", help="help-centre search: recall@3, wrong answers, no answer recognised, p99 "
                          "(default: questions for the built-in articles)")
    p.add_argument("--questions", default=str(QUESTIONS))
    p.add_argument("--threshold", type=float, default=None, help="default: HELP_MIN_SCORE or its calibrated default")
    p.add_argument("--shop", default=None, metavar="SHOP_JSON",
                   help="search this shop fixture's own articles (in a scratch database) instead of the "
                        "built-in help centre, e.g. evals/frozen/v1/shop2/shop.json")
    p.add_argument("--helpcentre", default=None, metavar="DIR",
                   help="import DIR's Markdown, HTML and PDF files (markdown/, html/, pdf/) into a scratch "
                        "database and search those, e.g. with --questions DIR/questions.json")
    p.add_argument("--meaning", action=argparse.BooleanOptionalAction, default=None,
                   help="search by meaning too (--meaning) or by words alone (--no-meaning); default: HELP_MEANING")
    p.set_defaults(run=_run)
