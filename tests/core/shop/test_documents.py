"""Help-centre pages as articles: Markdown with and without front matter, saved HTML pages with
their clutter, a PDF's text; each split into passages under their headings."""

from __future__ import annotations

import pytest

from supportbot.core.shop.documents import from_html, from_markdown, from_pdf_pages, slug_of
from supportbot.core.shop.helpcentre import sections
from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures" / "helpcentre"


def test_front_matter_gives_title_and_keywords_and_other_keys_are_left_alone():
    article = from_markdown((FIXTURES / "markdown" / "returns.md").read_text(encoding="utf-8"), "returns")
    assert (article.slug, article.title) == ("returns", "Returns and exchanges")
    assert "devolución" in article.keywords and "tags" not in article.body and "2026-03-02" not in article.body
    # The H1 repeating the title is not a passage; the headings name the passages under them.
    assert [s.heading for s in sections(article.body)][:2] == ["How long you have", "Who pays for return postage"]
    assert any("Return postage is paid by you" in s.body for s in sections(article.body))


def test_markdown_without_front_matter_takes_its_title_from_the_first_heading_and_slug_from_the_file():
    article = from_markdown("# Payment methods\n\nWe take PayPal.\n\n## Cash\n\nNo cash.\n", "Payment Methods")
    assert (article.slug, article.title) == ("payment-methods", "Payment methods")
    assert [(s.heading, s.body) for s in sections(article.body)] == [("", "We take PayPal."), ("Cash", "No cash.")]
    assert from_markdown("Just text.", "faq").title == "Faq"


@pytest.mark.parametrize("text", ["---\nslug: Bad Slug\ntitle: x\n---\nbody", "---\ntitle: never closed\nbody",
                                  "---\nnot a pair\n---\nbody"])
def test_a_bad_file_is_refused_with_the_reason(text):
    with pytest.raises(ValueError):
        from_markdown(text, "ok")


def test_a_saved_page_keeps_the_article_and_drops_the_site_around_it():
    article = from_html((FIXTURES / "html" / "shipping.html").read_text(encoding="utf-8"), "shipping")
    assert article.title == "Shipping and delivery"
    for clutter in ("cookies", "Accept all", "Search the help centre", "Contact us", "Related articles",
                    "Was this article helpful", "All rights reserved", "dataLayer", "font-family", "Help Centre"):
        assert clutter not in article.body, clutter
    passages = sections(article.body)
    assert [s.heading for s in passages] == ["", "Delivery times and costs", "Countries we ship to",
                                              "Tracking your parcel"]
    table = passages[1].body  # a table stays one passage, a row per line, its header first
    assert table.splitlines()[0] == "| Destination | Time | Cost |"
    assert "| Spain and France | 3-5 working days | 8 euros |" in table


def test_a_help_desk_export_without_main_drops_votes_navigation_and_sign_ups():
    article = from_html((FIXTURES / "html" / "order-changes.html").read_text(encoding="utf-8"), "order-changes")
    assert article.title == "Changing or cancelling an order"
    assert "within 2 hours of placing it" in article.body
    for clutter in ("Skip to content", "Submit a request", "found this helpful", "10% off"):
        assert clutter not in article.body, clutter


def test_lists_stay_one_passage_and_a_page_without_headings_takes_the_title_tag():
    html = ("<html><head><title>Sizes | Shop</title></head><body><p>Our sizes run small.</p>"
            "<ul><li>S: 36</li><li>M: 38</li></ul></body></html>")
    article = from_html(html, "sizes")
    assert article.title == "Sizes"
    assert [s.body for s in sections(article.body)] == ["Our sizes run small.", "- S: 36\n- M: 38"]


def test_a_pdfs_lines_become_headed_passages_without_page_numbers():
    pages = [[(18, "Care guide"), (14, "Linen"), (11, "Wash at 40 degrees, inside out."), (11, "Do not tumble"),
              (11, "dry it."), (11, "1")],
             [(14, "Warranty"), (11, "Two years against defects."), (11, "Page 2 of 2")]]
    article = from_pdf_pages(pages, "care-guide")
    assert article.title == "Care guide"
    assert [(s.heading, s.body) for s in sections(article.body)] == [
        ("Linen", "Wash at 40 degrees, inside out."), ("Linen", "Do not tumble\ndry it."),
        ("Warranty", "Two years against defects.")]


def test_a_pdf_set_in_one_size_is_one_article_of_paragraphs():
    article = from_pdf_pages([[(11, "Terms"), (11, "We ship in the EU."), (11, "2")]], "terms")
    assert (article.title, [s.body for s in sections(article.body)]) == ("Terms", ["Terms\nWe ship in the EU."])


def test_slugs_from_file_names():
    assert slug_of("Gift Cards (2026)") == "gift-cards-2026"
    with pytest.raises(ValueError):
        slug_of("…")
