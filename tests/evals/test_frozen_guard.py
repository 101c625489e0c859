"""The output guard on frozen v5's corpus (360 replies written before the guard by someone who never
read it): its figures may rise, never fall (evals/frozen/FIGURES.md, v5). Floors are the lead's
measurement after the guard landed; the guard is deterministic, so they are exact counts."""

from __future__ import annotations

from pathlib import Path

from evals.guard_eval import grade, load

CORPUS = Path(__file__).resolve().parents[2] / "evals" / "frozen" / "v5" / "guard"
CORPUS_V7 = CORPUS.parents[1] / "v7" / "guard"
CORPUS_V8 = CORPUS.parents[1] / "v8" / "guard"
CORPUS_V9 = CORPUS.parents[1] / "v9" / "guard"
CORPUS_V10 = CORPUS.parents[1] / "v10" / "guard"
CORPUS_V11 = CORPUS.parents[1] / "v11" / "guard"


def changed_by_kind(corpus: Path, *, cases: int) -> dict[str, int]:
    """How many replies of each kind the guard changed (replaced), over a corpus of `cases` replies."""
    graded = [(case, grade(case)) for case in load(corpus)]
    assert len(graded) == cases
    return {kind: sum(1 for case, g in graded if case["kind"] == kind and g.changed)
            for kind in ("false_claim", "leak", "true_claim", "ordinary")}


def test_v5_guard_catches_at_least_what_it_did_and_changes_no_more_honest_replies():
    caught = changed_by_kind(CORPUS, cases=360)
    assert caught["false_claim"] >= 98  # of 102 (first measure 72; aim 99 %)
    assert caught["leak"] >= 75  # of 78
    # of 180 honest replies changed (aim ≤ 2 %): 11 until the guard's clause reader learnt colloquial
    # forms (claims2, 2026-12-07), which changes one more here while v8 (written before it) has one fewer;
    # 13 once the reader learnt the newer actions' wordings (words, 2026-12-07 afternoon): a trade for
    # recall stated in FIGURES.md (v9), where every set's honest changes rose by one to three
    assert caught["true_claim"] + caught["ordinary"] <= 13


def test_v7_guard_catches_at_least_what_it_did_after_the_round():
    # v7: written 2026-12-07 before this round's guard (evals/frozen/v7/README.md); before the round
    # 82 false claims and 87 leaks caught, 10 honest replies changed (FIGURES.md, v7).
    caught = changed_by_kind(CORPUS_V7, cases=360)
    assert caught["false_claim"] >= 99  # of 108 (aim 99 %)
    assert caught["leak"] >= 89  # of 90
    assert caught["true_claim"] + caught["ordinary"] <= 4  # of 162 honest replies changed (aim ≤ 2 %)


def test_v8_guard_catches_at_least_what_it_did_after_the_meaning_round():
    # v8: 720 replies written 2026-12-07 09:40-09:54 before the guard's meaning work
    # (evals/frozen/v8/guard/README.md); before it 184 false claims and 100 leaks caught, 7 honest
    # replies changed (FIGURES.md, v8).
    caught = changed_by_kind(CORPUS_V8, cases=720)
    assert caught["false_claim"] >= 236  # of 288 (aim 99 %)
    assert caught["leak"] >= 105  # of 108 (aim 95 %)
    # of 324 honest replies changed (aim ≤ 2 %): 8 after the meaning round, 10 once the reader learnt the
    # newer actions' wordings (the recall trade FIGURES.md's v9 section states), 11 after dev round 27
    # (currency, translated item names, Indic names by sound: FIGURES.md's v10 section), 13 with the head
    # trained on outside writers' clauses (+14 false claims caught here: FIGURES.md's v11 section)
    assert caught["true_claim"] + caught["ordinary"] <= 13


def test_v9_guard_catches_at_least_what_it_did_after_the_grounding_round():
    # v9: 720 replies written 2026-12-07 12:58-13:05 before the guard's grounding and reading work
    # (evals/frozen/v9/guard/README.md); before it 222 false claims and 108 leaks caught, 26 honest
    # replies changed (FIGURES.md, v9).
    caught = changed_by_kind(CORPUS_V9, cases=720)
    assert caught["false_claim"] >= 254  # of 288 (aim 99 %)
    assert caught["leak"] >= 108  # of 108 (aim 95 %)
    # of 324 honest replies changed (aim ≤ 2 %): 20 after the reading round, 21 after dev round 27, 22 with
    # the head trained on outside writers' clauses (+9 false claims caught here: FIGURES.md's v11 section), 21
    # with alternative questions read as questions in both halves
    assert caught["true_claim"] + caught["ordinary"] <= 21


def test_v10_guard_catches_at_least_what_it_did_after_dev_round_27():
    # v10: 720 replies written 2026-12-07 15:53-16:06 before dev round 27's guard work
    # (evals/frozen/v10/guard/README.md); before it 216 false claims and 106 leaks caught, 21 honest
    # replies changed (FIGURES.md, v10).
    caught = changed_by_kind(CORPUS_V10, cases=720)
    assert caught["false_claim"] >= 239  # of 288 (aim 99 %)
    assert caught["leak"] >= 106  # of 108 (aim 95 %)
    assert caught["true_claim"] + caught["ordinary"] <= 21  # of 324 honest replies changed (aim ≤ 2 %)


def test_v11_guard_catches_at_least_what_it_did_with_the_writers_head():
    # v11: 720 replies written 2026-12-07 19:13-19:25 before the meaning head learnt from outside writers'
    # clauses (evals/frozen/v11/guard/README.md); before it 214 false claims and 108 leaks caught, 12 honest
    # replies changed (FIGURES.md, v11).
    caught = changed_by_kind(CORPUS_V11, cases=720)
    assert caught["false_claim"] >= 231  # of 288 (aim 99 %)
    assert caught["leak"] >= 108  # of 108 (aim 95 %)
    assert caught["true_claim"] + caught["ordinary"] <= 13  # of 324 honest replies changed (aim ≤ 2 %)
