"""Articles as versions in Postgres: edits add versions, built-ins follow the settings, search has a floor."""

from __future__ import annotations

import asyncio

from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.fixture import ShopFixture
from supportbot.core.shop.helpcentre import Article
from supportbot.store.articles import ArticleRepository, sync_builtin
from supportbot.store.shop import seed
from supportbot.words.articles import builtin_articles

BASE = "https://shop.example"


def repo(db, floor: float = 0.25) -> ArticleRepository:
    return ArticleRepository(db, BASE, floor)


async def test_every_edit_is_a_new_version_and_old_ones_stay(db):
    articles = repo(db)
    assert await articles.save([Article("gifts", "Gift wrapping", "We wrap gifts for 3.00.")]) == {"gifts": 1}
    assert await articles.save([Article("gifts", "Gift wrapping", "We wrap gifts for 3.00.")]) == {"gifts": None}
    assert await articles.save([Article("gifts", "Gift wrapping", "We wrap gifts for 4.00.")]) == {"gifts": 2}
    assert (await articles.latest("gifts")).body == "We wrap gifts for 4.00."
    assert (await articles.latest("gifts", version=1)).body == "We wrap gifts for 3.00."
    assert await db.fetchval("SELECT count(*) FROM article_versions WHERE slug = 'gifts'") == 2


async def test_builtins_get_a_new_version_only_when_the_settings_change_what_they_say(db):
    async with db.acquire() as conn:
        assert await sync_builtin(conn, builtin_articles(RefundLimits())) == {
            "refunds": 1, "damaged-items": 1, "returns": 1, "address-changes": 1, "delivery": 1}
        assert await sync_builtin(conn, builtin_articles(RefundLimits())) == {}
        # The window appears in both refund articles; the address and delivery rules do not change.
        assert await sync_builtin(conn, builtin_articles(RefundLimits(refund_window_days=45))) == {
            "refunds": 2, "damaged-items": 2}
    assert "within 45 days of delivery" in (await repo(db).latest("refunds")).body
    [found] = await repo(db).search("how many days do I have for a refund?", limit=1)
    assert (found.slug, found.version, found.link) == ("refunds", 2, f"{BASE}/help/refunds")
    assert "within 45 days of delivery" in found.text


async def test_concurrent_startups_write_each_version_once(db, pool):
    async def sync() -> dict[str, int]:
        async with pool.acquire() as conn:
            return await sync_builtin(conn, builtin_articles(RefundLimits()))

    results = await asyncio.gather(*(sync() for _ in range(4)))
    assert sum(len(r) for r in results) == 5
    assert await db.fetchval("SELECT max(version) FROM article_versions") == 1


async def test_an_imported_edit_stays_until_the_settings_behind_the_article_change(db):
    async with db.acquire() as conn:
        await sync_builtin(conn, builtin_articles(RefundLimits()))
        assert await repo(db).save([Article("refunds", "Refunds", "Edited by the shop.")]) == {"refunds": 2}
        assert await sync_builtin(conn, builtin_articles(RefundLimits())) == {}
        assert await sync_builtin(conn, builtin_articles(RefundLimits(refund_window_days=14))) == {
            "refunds": 3, "damaged-items": 2}
    assert "within 14 days" in (await repo(db).latest("refunds")).body


async def test_a_fixtures_articles_replace_the_builtin_help_centre(db):
    async with db.acquire() as conn:
        await sync_builtin(conn, builtin_articles(RefundLimits()))
        await seed(conn, ShopFixture.model_validate({"articles": [
            {"slug": "gift-wrapping", "title": "Gift wrapping", "body": "Every order can be gift wrapped for 3.00."}]}))
        assert await sync_builtin(conn, builtin_articles(RefundLimits(refund_window_days=45))) == {}
    assert [a.slug for a in await repo(db).latest_all()] == ["gift-wrapping"]
    assert await repo(db).search("what is your refund policy?") == []
    [found] = await repo(db).search("do you offer gift wrapping?")
    assert found.slug == "gift-wrapping" and found.version == 1


async def test_a_fixture_without_articles_brings_the_builtin_help_centre_back(db):
    async with db.acquire() as conn:
        await sync_builtin(conn, builtin_articles(RefundLimits()))
        await seed(conn, ShopFixture.model_validate({"articles": [{"slug": "gifts", "title": "Gifts", "body": "x"}]}))
        await seed(conn, ShopFixture.model_validate({}))
        assert await sync_builtin(conn, builtin_articles(RefundLimits(refund_window_days=45))) == {
            "refunds": 2, "damaged-items": 2}
    assert sorted(a.slug for a in await repo(db).latest_all()) == [
        "address-changes", "damaged-items", "delivery", "refunds", "returns"]


async def test_search_quotes_a_section_and_stays_quiet_below_the_floor(db):
    async with db.acquire() as conn:
        await sync_builtin(conn, builtin_articles(RefundLimits()))
    [best, *_] = await repo(db).search("Do I get the delivery fee back?")
    assert (best.slug, best.heading) == ("refunds", "Delivery fees")
    assert best.text == "Delivery fees are refunded only when the whole order is refunded."
    assert await repo(db).search("do you offer gift wrapping?") == []
    # "price" is in the damaged-items and returns articles: weak matches, below the floor, are not answers.
    assert await repo(db).search("do you price match other shops?") == []
    assert [p.slug for p in await repo(db).search("do you price match other shops?", min_score=0)] == [
        "damaged-items", "returns"]
    assert await repo(db).search("is the stoneware dishwasher safe?") == []
    # Spanish and Hinglish questions find the English article.
    assert (await repo(db).search("¿Cuántos días tengo para pedir un reembolso?"))[0].slug == "refunds"
    assert (await repo(db).search("delivery address badalna hai"))[0].slug == "address-changes"
