"""GET /help and /help/{slug}: the pages behind the links the bot sends are real."""

from __future__ import annotations

from supportbot.app.articles import help_centre
from supportbot.core.shop.helpcentre import Article


async def get(stack, path: str, json: bool = False):
    headers = {"Accept": "application/json"} if json else {}
    async with stack.session.get(stack.web_url + path, headers=headers) as resp:
        return resp.status, resp.content_type, await (resp.json() if json and resp.status == 200 else resp.text())


async def test_the_index_links_every_article(stack):
    status, kind, page = await get(stack, "/help")
    assert (status, kind) == (200, "text/html")
    for slug in ("refunds", "damaged-items", "address-changes", "delivery"):
        assert f'<a href="/help/{slug}">' in page


async def test_an_article_as_html_and_as_json(stack):
    status, kind, page = await get(stack, "/help/refunds")
    assert (status, kind) == (200, "text/html")
    assert "<h1>Refunds</h1>" in page and "<h2>Delivery fees</h2>" in page and "within 30 days" in page
    status, kind, data = await get(stack, "/help/refunds", json=True)
    assert (status, kind) == (200, "application/json")
    assert data["slug"] == "refunds" and data["title"] == "Refunds" and data["version"] == 1
    assert data["body"].startswith("You can ask for a refund within 30 days of delivery")


async def test_unknown_slugs_and_versions_are_404(stack):
    assert (await get(stack, "/help/no-such-article"))[0] == 404
    assert (await get(stack, "/help/refunds?version=9"))[0] == 404


async def test_a_version_that_is_no_number_we_could_hold_is_400(stack):
    # "²" is a digit to str.isdigit but no int; 20 digits overflow Postgres's integer: both were 500s.
    for version in ("²", "1" * 20, "-1", "1.0", "x", ""):
        status, _, text = await get(stack, f"/help/refunds?version={version}")
        assert status == 400, version
        assert "version" in text


async def test_old_versions_stay_readable_and_text_is_escaped(stack, db):
    articles = help_centre(db, stack.settings)
    await articles.save([Article("notes", "Notes", "first <b>draft</b>")])
    await articles.save([Article("notes", "Notes", "## Heading\n\n- one\n- two")])
    _, _, first = await get(stack, "/help/notes?version=1")
    assert "first &lt;b&gt;draft&lt;/b&gt;" in first
    _, _, latest = await get(stack, "/help/notes")
    assert "<h2>Heading</h2>" in latest and "<ul><li>one</li><li>two</li></ul>" in latest
    assert "Version 2" in latest
