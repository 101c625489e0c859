"""Questions grouped by meaning: paraphrases together, different questions apart, the largest
first, the most typical example first. Vectors from the real embedding (the bar is its)."""

from __future__ import annotations

import numpy as np

from supportbot.core.shop.gaps import Asked, group
from supportbot.store.meaning import shared_embedder

QUESTIONS = ["Can you gift wrap my order?", "do you do gift wrapping?", "can you wrap it as a gift please",
             "kya aap gift wrap karke bhejte ho?", "Do you offer a student discount?", "any student discount?",
             "is there a discount for students", "क्या आपके पास छात्रों के लिए छूट है?",
             "Can I pick up my order in store?", "What are your opening hours?", "Is the candle wax vegan?"]


async def test_paraphrases_group_and_different_questions_stay_apart():
    vectors = await shared_embedder().queries(QUESTIONS)
    asked = [Asked(q, "no_passage", n // 2) for n, q in enumerate(QUESTIONS)]
    gaps = group(asked, vectors)
    assert [g.count for g in gaps] == [4, 4, 1, 1, 1]
    kinds = sorted("wrap" if all("wrap" in e for e in g.examples) else
                   "student" if all("student" in e or "छात्र" in e for e in g.examples) else "mixed"
                   for g in gaps[:2])
    assert kinds == ["student", "wrap"]
    assert {e for g in gaps[2:] for e in g.examples} == {"Can I pick up my order in store?",
                                                         "What are your opening hours?", "Is the candle wax vegan?"}
    assert gaps[0].conversations <= gaps[0].count


def test_groups_merge_only_above_the_bar_and_nothing_is_nothing():
    vectors = np.array([[1.0, 0.0], [0.99, 0.14], [0.0, 1.0]])
    asked = [Asked(t, s, 1) for t, s in (("a", "staff"), ("b", "no_passage"), ("c", "no_passage"))]
    [both, alone] = group(asked, vectors, same=0.9)
    assert (both.count, both.conversations, both.sources, alone.examples) == (
        2, 1, {"staff": 1, "no_passage": 1}, ("c",))
    assert len(group(asked, vectors, same=0.999)) == 3
    assert group([], np.zeros((0, 2))) == []
