"""Words and meaning fused by rank, and when a passage is supported enough to be quoted."""

from __future__ import annotations

import pytest

from supportbot.core.shop.ranking import FLOOR, Candidate, Meaning, fuse, supports

M = Meaning(lexical_at_floor=0.2, veto_margin=0.015, margin_at_floor=0.055)


def test_without_meaning_the_order_and_the_scores_are_the_words_alone():
    found = fuse([Candidate("b", 0.3, 0), Candidate("a", 0.3, 1, title_fit=0.5), Candidate("c", 0.6, 0)])
    assert [c.slug for c in found] == ["c", "a", "b"]  # equal scores: the title most about the words
    assert supports(found, M) == [0.6, 0.3, 0.3]


def test_ranks_are_fused_not_scores():
    # Words put "a" first, meaning puts "b" first and "a" last: "b" is second by words, so it wins.
    cands = [Candidate("a", 0.9, 0, meaning=0.00, meaning_ordinal=0),
             Candidate("b", 0.2, 0, meaning=0.09, meaning_ordinal=1),
             Candidate("c", 0.0, None, meaning=0.05, meaning_ordinal=2)]
    assert [c.slug for c in fuse(cands)] == ["b", "a", "c"]
    assert fuse(cands)[0].ordinal == 1  # the passage quoted is the one closest in meaning


def _with(margin_top: float, lexical_top: float) -> list[Candidate]:
    """The best candidate and three others whose margins are 0 (mean-centred on the others)."""
    return [Candidate("top", lexical_top, 0 if lexical_top else None, meaning=margin_top, meaning_ordinal=0),
            *(Candidate(s, 0.0, None, meaning=0.0, meaning_ordinal=0) for s in ("x", "y", "z"))]


@pytest.mark.parametrize(("margin", "lexical", "answered"), [
    (0.060, 0.0, True),    # a Tamil question to an English article: no shared word, clearly closest in meaning
    (0.050, 0.0, False),   # meaning alone, not clear enough
    (0.020, 0.3, True),    # the words match and the meaning agrees
    (0.010, 0.9, False),   # the words match ("gift" in gift cards) but it stands out from nothing: vetoed
    (0.016, 0.19, False),  # meaning agrees, words below their floor, meaning alone not enough
])
def test_a_passage_is_quoted_only_when_supported(margin, lexical, answered):
    assert (supports(_with(margin, lexical), M)[0] >= FLOOR) is answered


def test_once_the_question_is_answered_related_articles_are_offered_beside_it():
    cands = [Candidate("returns", 0.5, 0, meaning=0.08, meaning_ordinal=0),
             Candidate("refunds", 0.3, 0, meaning=0.00, meaning_ordinal=0),   # words match
             Candidate("gifts", 0.0, None, meaning=0.01, meaning_ordinal=0),  # closer than average
             Candidate("hours", 0.0, None, meaning=-0.09, meaning_ordinal=0)]
    assert [s >= FLOOR for s in supports(cands, M)] == [True, True, True, False]
    # The question is equally near every article: the words alone are vetoed and nothing is offered.
    level = [Candidate(c.slug, c.lexical, c.lexical_ordinal, meaning=0.02, meaning_ordinal=0) for c in cands]
    assert not any(s >= FLOOR for s in supports(level, M))


def test_one_article_is_measured_against_its_own_passages():
    assert supports([Candidate("only", 0.0, None, meaning=0.06, meaning_ordinal=0)], M)[0] >= FLOOR
