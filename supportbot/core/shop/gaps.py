"""What nothing answers: customers' questions the help centre had no passage for (and those staff
answered by hand after a handoff), grouped by meaning so the shop sees which article to write next.

Pure: vectors and texts in, groups out. The questions come from the journal and the handoffs
(supportbot/store/gaps.py), their vectors from the embedding (supportbot/store/meaning.py), and
the examples shown are masked first (supportbot/core/privacy/pii.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

SAME_QUESTION = 0.87
"""Average cosine (multilingual-e5-small, "query: " vectors) at which two groups are one question.
Paraphrases in one language sit at 0.9-0.96; different questions mostly at 0.78-0.86, and the same
question across languages at 0.85-0.87, so some languages stay apart: counted apart rather than
merged with a different question (tests/core/shop/test_gaps.py holds the figures)."""


@dataclass(frozen=True)
class Asked:
    text: str  # masked
    source: str  # "no_passage": the help centre had nothing; "staff": a person answered after a handoff
    conversation_id: int


@dataclass(frozen=True)
class Gap:
    """One question, asked `count` times in `conversations` conversations; `examples` most typical first."""

    count: int
    conversations: int
    sources: dict[str, int]
    examples: tuple[str, ...]


def group(asked: Sequence[Asked], vectors: np.ndarray, same: float = SAME_QUESTION, shown: int = 3) -> list[Gap]:
    """Average-linkage agglomeration until no two groups are closer than `same`; the largest first
    (ties: the most conversations, then the first example's text), each with its most central examples."""
    if not asked:
        return []
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    similarity = unit @ unit.T
    groups: list[list[int]] = [[i] for i in range(len(asked))]
    while len(groups) > 1:
        best, pair = same, None
        for a in range(len(groups)):
            for b in range(a + 1, len(groups)):
                mean = float(similarity[np.ix_(groups[a], groups[b])].mean())
                if mean >= best:
                    best, pair = mean, (a, b)
        if pair is None:
            break
        a, b = pair
        groups[a] += groups.pop(b)
    gaps = []
    for members in groups:
        central = sorted(members, key=lambda i: (-float(similarity[i, members].mean()), i))
        sources: dict[str, int] = {}
        for i in members:
            sources[asked[i].source] = sources.get(asked[i].source, 0) + 1
        examples = tuple(dict.fromkeys(asked[i].text for i in central))[:shown]
        gaps.append(Gap(len(members), len({asked[i].conversation_id for i in members}), sources, examples))
    return sorted(gaps, key=lambda g: (-g.count, -g.conversations, g.examples[0]))
