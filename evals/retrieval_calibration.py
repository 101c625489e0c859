"""`python -m evals.retrieval_calibration`: the help centre's floor, chosen on our dev questions.

Each dev set (the built-in help centre's questions, evals/retrieval_questions.json, and the imported
Fern & Fable help centre's, tests/fixtures/helpcentre/questions.json) is ranked once, keeping each
article's raw full-text score and meaning margin; then every reading of them (`Meaning`: the words'
floor, the margin that vetoes words, the margin that answers alone) is scored: the highest recall@3 among
those with at most 5 % wrong answers and at least 85 % of "no answer" recognised, the fewest wrong
answers breaking ties. The frozen sets are never read here: they measure the choice.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass
from pathlib import Path

from evals.retrieval import QUESTIONS, TOP, Case, imported_articles, load_cases
from supportbot.core.shop.ranking import FLOOR, Candidate, Meaning, supports

ROOT = Path(__file__).resolve().parents[1]
IMPORTED = ROOT / "tests" / "fixtures" / "helpcentre"
WRONG_AT_MOST, NO_ANSWER_AT_LEAST = 0.05, 0.9  # the aims


@dataclass(frozen=True)
class Ranked:
    case: Case
    candidates: tuple[Candidate, ...]  # fused order, raw scores


@dataclass(frozen=True)
class Figures:
    recall_at_3: float
    wrong: float
    no_answer: float


def figures(ranked: list[Ranked], meaning: Meaning, floor: float = FLOOR) -> Figures:
    hits = wrong = quiet = answerable = unanswerable = 0
    for r in ranked:
        scores = supports(list(r.candidates), meaning)
        above = [c.slug for c, score in list(zip(r.candidates, scores, strict=True))[:TOP] if score >= floor]
        if r.case.slug:
            answerable += 1
            hits += r.case.slug in above
        else:
            unanswerable += 1
            quiet += not above
        wrong += bool(above) and above[0] != r.case.slug
    return Figures(hits / answerable, wrong / len(ranked), quiet / unanswerable)


def choose(ranked: list[Ranked]) -> tuple[Meaning, Figures] | None:
    grid = [Meaning(lexical_at_floor=w, veto_margin=v / 1000, margin_at_floor=m / 1000)
            for w, v, m in itertools.product((0.1, 0.15, 0.2, 0.25, 0.3), range(5, 35, 5), range(20, 105, 5))]
    scored = [(m, f) for m in grid
              if (f := figures(ranked, m)).wrong <= WRONG_AT_MOST and f.no_answer >= NO_ANSWER_AT_LEAST]
    return max(scored, key=lambda mf: (mf[1].recall_at_3, -mf[1].wrong, mf[1].no_answer), default=None)


async def _rank(settings, articles, cases: list[Case]) -> list[Ranked]:
    from supportbot.app.articles import open_help_centre, open_shop_help_centre

    opened = open_shop_help_centre(settings, articles) if articles else open_help_centre(settings)
    async with opened as repo:
        return [Ranked(c, tuple((await repo.rank(c.question)).candidates)) for c in cases]


async def rank_dev_sets(settings) -> list[Ranked]:
    builtin = await _rank(settings, None, load_cases(QUESTIONS))
    imported = await _rank(settings, imported_articles(IMPORTED), load_cases(IMPORTED / "questions.json"))
    return builtin + imported


def main() -> None:
    from supportbot.app.settings import Settings

    ranked = asyncio.run(rank_dev_sets(Settings()))
    best = choose(ranked)
    now = figures(ranked, Meaning())
    print(json.dumps({"questions": len(ranked), "current": now.__dict__ | Meaning().__dict__,
                      "best": None if best is None else best[1].__dict__ | best[0].__dict__}))


if __name__ == "__main__":
    main()
