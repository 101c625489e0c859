"""Search by meaning: vectors kept with each version's passages, made once, searched in memory,
fused with the words; a near miss is not answered. Real Postgres and the real embedding model."""

from __future__ import annotations

from pathlib import Path

from supportbot.app.importing import read_articles
from supportbot.core.shop.helpcentre import Article
from supportbot.store.articles import ArticleRepository
from supportbot.store.meaning import MODEL, shared_embedder
from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "helpcentre"
BASE = "https://shop.example"


async def imported(db) -> ArticleRepository:
    repo = ArticleRepository(db, BASE, 0.5, shared_embedder())
    await repo.save(read_articles([Path(FIXTURES)]), "import")
    return repo


async def test_vectors_are_made_once_per_passage_and_kept_with_the_version(db):
    repo = await imported(db)
    passages = await db.fetchval("SELECT count(*) FROM article_sections")
    assert await repo.embed_missing() == passages
    assert await repo.embed_missing() == 0
    assert await db.fetchval("SELECT count(*) FROM article_sections WHERE embedding_model = $1 "
                             "AND length(embedding) = 384 * 4", MODEL) == passages


async def test_questions_in_other_languages_find_the_shops_article_and_near_misses_find_nothing(db):
    repo = await imported(db)
    for question, slug in [("क्या आप पेपाल से भुगतान लेते हैं?", "payment-methods"),
                           ("¿Cuántos días tengo para devolver un producto?", "returns"),
                           ("can I send it back, how long do I have and who pays postage?", "returns"),
                           ("கிஃப்ட் கார்டு எவ்வளவு காலம் செல்லுபடியாகும்?", "gift-cards"),
                           ("गिफ्ट कार्ड कितने समय तक चलता है?", "gift-cards")]:
        found = await repo.search(question)
        assert found and found[0].slug == slug, (question, found)
    assert await repo.search("Can you gift wrap my order?") == []  # "gift" is in gift cards; the meaning is not
    assert await repo.search("Do you offer a student discount?") == []


async def test_words_alone_answer_the_near_miss_that_meaning_declines(db):
    """The same help centre without the embedding: the reason the meaning signal is there."""
    words = ArticleRepository(db, BASE, 0.25)
    await words.save(read_articles([Path(FIXTURES)]), "import")
    assert [p.slug for p in await words.search("Can you gift wrap my order?")][:1] == ["gift-cards"]


async def test_an_edited_article_is_searched_at_its_new_version_and_embedded_then(db):
    repo = await imported(db)
    assert (await repo.search("क्या आप पेपाल से भुगतान लेते हैं?"))[0].version == 1
    await repo.save([Article("payment-methods", "Payment methods",
                             "We accept cards and PayPal.\n\n## Cash\n\nNo cash on delivery.")], "import")
    [found, *_] = await repo.search("क्या आप पेपाल से भुगतान लेते हैं?")
    assert (found.slug, found.version, found.text) == ("payment-methods", 2, "We accept cards and PayPal.")
    assert await db.fetchval("SELECT count(*) FROM article_sections WHERE embedding IS NULL") == 0


class CountingPool:
    """The pool, with every query it is asked counted (round trips to Postgres)."""

    def __init__(self, pool) -> None:
        self._pool, self.calls = pool, list[str]()

    def __getattr__(self, name: str):
        real = getattr(self._pool, name)
        if name not in ("fetch", "fetchrow", "fetchval", "execute", "executemany", "acquire"):
            return real

        def counted(*args, **kwargs):
            self.calls.append(name)
            return real(*args, **kwargs)
        return counted


async def test_a_search_is_one_round_trip_once_the_passages_are_in_memory(db):
    await imported(db)
    pool = CountingPool(db)
    repo = ArticleRepository(pool, BASE, 0.5, shared_embedder())
    await repo.search("Do you take PayPal?")  # loads the passages and their vectors once
    pool.calls.clear()
    await repo.search("How long is a gift card valid for?")
    assert pool.calls == ["fetch"]  # the full-text query, which also fingerprints the help centre
