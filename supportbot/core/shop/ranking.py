"""How two signals choose the help centre's answer: words (Postgres full-text) and meaning (a
multilingual embedding), fused by reciprocal rank, and how sure the best passage must be to be quoted.

Pure: the scores come in, the order and each article's support come out. The store computes
the scores (supportbot/store/articles.py); the floor is `HELP_MIN_SCORE`, calibrated on our dev
questions (`python -m evals.retrieval_calibration`, docs/help-centre.md).
"""

from __future__ import annotations

from dataclasses import dataclass

# Reciprocal rank fusion's constant (Cormack et al. 2009 use 60): ranks, not raw scores, are
# added, so a full-text score and a cosine never have to share a scale to be fused.
RRF_K = 60


@dataclass(frozen=True)
class Meaning:
    """When a passage is supported, read from its article's meaning margin (how far it stands out
    from the shop's other articles for this question) and its full-text score. Two ways to reach the
    floor: the words match (`lexical_at_floor`, the words-only floor) and the meaning does not
    contradict them (`veto_margin`: gift wrap matches "gift" in the gift-card article and stands out
    from nothing), or the meaning alone stands out clearly (`margin_at_floor`: a Tamil question to an
    English article shares no word with it). Chosen on our dev questions by
    evals/retrieval_calibration.py (docs/help-centre.md has the figures)."""

    lexical_at_floor: float = 0.2
    veto_margin: float = 0.015
    margin_at_floor: float = 0.055


FLOOR = 0.5
"""Where `support` puts a passage that just answers: HELP_MIN_SCORE's default."""


@dataclass(frozen=True)
class Candidate:
    """An article as each signal saw it: its best passage's score and that passage's number."""

    slug: str
    lexical: float = 0.0  # ts_rank_cd normalised to 0-1; 0 when no word matched
    lexical_ordinal: int | None = None
    title_fit: float = 0.0  # among equal full-text scores, the article whose title is most about the words
    # The cosine of the query and the article's closest passage, less the mean cosine of the query and
    # every passage: e5 puts almost any two texts near 0.8, and how near depends on the question
    # (its language, its length) more than on the answer, so only the margin says "this one".
    meaning: float | None = None
    meaning_ordinal: int | None = None

    @property
    def ordinal(self) -> int:
        """The passage quoted: the closest in meaning, else the best by words."""
        found = self.meaning_ordinal if self.meaning_ordinal is not None else self.lexical_ordinal
        assert found is not None, "a candidate is found by at least one signal"
        return found


def supports(candidates: list[Candidate], meaning: Meaning) -> list[float]:
    """0-1 for each candidate (fused order, best first): how strongly its passage answers the query;
    FLOOR where it just does. Without a meaning signal, the full-text score alone, as before the
    embedding. Once the best is supported (the question is answered), the next ones whose words match
    or that are closer to the question than the shop's average article are offered beside it at the
    floor: the vetoes guard against answering what nothing answers, not against a second relevant
    article ("how long do I have?" is in returns and in refunds)."""
    margins = [c.meaning for c in candidates if c.meaning is not None]
    found, standing = [], []
    for c in candidates:
        if c.meaning is None:
            found.append(c.lexical)
            standing.append(0.0)
            continue
        others = len(margins) - 1
        # Over the mean of the other articles; with one article, over its own passages' mean.
        margin = c.meaning - ((sum(margins) - c.meaning) / others if others else 0.0)
        by_words = min(c.lexical / meaning.lexical_at_floor, margin / meaning.veto_margin)
        by_meaning = margin / meaning.margin_at_floor
        found.append(min(1.0, max(0.0, FLOOR * max(by_words, by_meaning))))
        standing.append(margin)
    if margins and found and found[0] >= FLOOR:
        found = [max(score, FLOOR) if c.lexical >= meaning.lexical_at_floor or margin > 0 else score
                 for c, score, margin in zip(candidates, found, standing, strict=True)]
    return found


def fuse(candidates: list[Candidate]) -> list[Candidate]:
    """Best first by reciprocal rank over the two orders; ties to the stronger meaning, then the slug."""
    by_words = sorted((c for c in candidates if c.lexical > 0), key=lambda c: (-c.lexical, -c.title_fit, c.slug))
    by_meaning = sorted((c for c in candidates if c.meaning is not None), key=lambda c: (-(c.meaning or 0), c.slug))
    fused: dict[str, float] = {}
    for order in (by_words, by_meaning):
        for rank, c in enumerate(order, 1):
            fused[c.slug] = fused.get(c.slug, 0.0) + 1 / (RRF_K + rank)
    return sorted(candidates, key=lambda c: (-fused.get(c.slug, 0.0), -(c.meaning or 0.0), c.slug))
