"""The eval report as a page: the figures, the table by intent and language, the failures, the plot
inline, and every text from a trial escaped (customers and bots write hostile things)."""

from __future__ import annotations

import base64
import re
from html.parser import HTMLParser

from evals.metrics import summarise
from evals.report import by_intent_and_language, html_report, write_report

HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="alert(1)">'


def row(scenario, passed, *, intent="refund", lang="en", trial=0, transcript=(), difference=None):
    return {"scenario": scenario, "intent": intent, "tags": [f"lang:{lang}"], "trial": trial, "seed": trial,
            "passed": passed, "handoff": False, "policy_breaks": [], "cost": "0", "turns": 2,
            "difference": difference, "transcript": list(transcript), "run_ids": [7], "database": "db_1"}


ROWS = [
    row("refund-en", True), row("refund-en", True, trial=1),
    row("refund-es", True, lang="es"),
    row("refund-es", False, lang="es", trial=1, difference=f"reply lacks '25.00' {HOSTILE}",
        transcript=[{"from": "customer", "text": HOSTILE}, {"from": "bot", "text": "Refund 25.00?"},
                    {"from": "customer", "choice": "yes-1"}]),
    row("status-hi", True, intent="order_status", lang="hi"), row("status-hi", True, intent="order_status",
                                                                 lang="hi", trial=1),
]


class Tags(HTMLParser):
    """Every start tag the page really has, as a browser would parse it."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def parsed(page: str) -> list[tuple[str, dict]]:
    parser = Tags()
    parser.feed(page)
    return parser.tags


def test_the_page_has_the_figures_the_tables_and_the_failures():
    summary = summarise(ROWS, 2, seed=0) | {"agent": "templated", "seconds": 1.0, "concurrency": 1,
                                             "trials_per_second": 6.0, "seed": 0, "injection": "0/71"}
    page = html_report(summary, ROWS, b"\x89PNG fake")
    assert page.startswith("<!doctype html>")
    assert "pass^1" in page and f"{summary['pass1']:.3f}" in page
    low, high = summary["pass_hat_k"][-1]["low"], summary["pass_hat_k"][-1]["high"]
    assert f"[{low:.3f}, {high:.3f}]" in page  # pass^k with its interval
    # By intent and language: refund in Spanish passed one trial of two.
    cell = re.search(r'<td data-intent="refund" data-language="es"[^>]*>([^<]*)</td>', page)
    assert cell and cell.group(1).startswith("0.500")
    assert '<td data-intent="order_status" data-language="hi">1.000' in page
    # The failed trial: its first difference and transcript, as text.
    assert "refund-es" in page and "(tapped yes-1)" in page and "Refund 25.00?" in page
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt;" in page
    # The plot inline, so the page stands alone.
    images = [attrs for tag, attrs in parsed(page) if tag == "img"]
    assert [i["src"] for i in images] == ["data:image/png;base64," + base64.b64encode(b"\x89PNG fake").decode()]


def test_no_text_from_a_trial_becomes_markup():
    summary = summarise(ROWS, 2, seed=0) | {"agent": "templated", "seconds": 1.0, "concurrency": 1,
                                             "trials_per_second": 6.0, "seed": 0, "injection": HOSTILE}
    rows = [r | {"scenario": HOSTILE, "intent": HOSTILE} for r in ROWS]
    page = html_report(summary | {"by_intent": {HOSTILE: summary["by_intent"]["refund"]}}, rows, None)
    tags = parsed(page)
    assert not [t for t, _ in tags if t == "script"]
    assert not [a for _, a in tags if any(name.startswith("on") for name in a)]
    assert all(attrs.get("src", "").startswith("data:image/png") for tag, attrs in tags if tag == "img")
    assert "<svg" in page  # no PNG: the curve is drawn inline


def test_the_language_recorded_on_the_row_wins_over_the_tag():
    rows = [row("r", True) | {"language": "hinglish", "tags": []}]
    _, languages, cells = by_intent_and_language(rows)
    assert languages == ["hinglish"] and cells[("refund", "hinglish")] == (1, 1)


def test_write_report_puts_the_page_beside_the_markdown(tmp_path):
    summary = summarise(ROWS, 2, seed=0) | {"agent": "templated", "seconds": 1.0, "concurrency": 1,
                                             "trials_per_second": 6.0, "seed": 0, "injection": None}
    write_report(tmp_path, summary, ROWS)
    assert {p.name for p in tmp_path.iterdir()} >= {"report.md", "report.html", "pass_k.png", "summary.json"}
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    png = base64.b64encode((tmp_path / "pass_k.png").read_bytes()).decode()
    assert f"data:image/png;base64,{png}" in page
