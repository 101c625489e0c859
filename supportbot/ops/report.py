"""`supportbot report --since DATE`: the week's quality beside containment, by intent, language and
version, as text and PNG plots, and the response times per priority (supportbot/ops/response_times.py). The
same queries as /metrics and stats (supportbot/store/quality.py), so "containment went up" is read next to CSAT
and repeat contact."""

from __future__ import annotations

import argparse
import asyncio
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import asyncpg

from supportbot.ops import suggested_replies
from supportbot.ops.response_times import report_lines
from supportbot.store import quality
from supportbot.store.promises import PromiseRepository
from supportbot.store.quality import share
from supportbot.store.suggestions import SuggestionRepository

BY = ("intent", "language", "version")
FIGURES = ("containment", "escalation", "csat", "repeat_contact", "cost_per_resolved")


@dataclass(frozen=True)
class Row:
    value: str
    endings: int
    figures: dict[str, float | None]  # FIGURES -> rate (cost: money per resolved conversation)


async def rows_by(pool: asyncpg.Pool, by: str, since: datetime, until: datetime) -> list[Row]:
    esc = {r.value: r for r in await quality.escalation_by(pool, by, since, until)}
    csat = {r.value: r for r in await quality.csat_by(pool, by, since, until)}
    rep = {r.value: r for r in await quality.repeat_contact_by(pool, by, since, until)}
    cost = {r.value: r for r in await quality.cost_by(pool, by, since, until)}
    rows = []
    for value, e in esc.items():
        escalation = share(e.escalated, e.endings)
        per = cost[value].per_resolved() if value in cost else None
        rows.append(Row(value, e.endings, {
            "containment": None if escalation is None else 1 - escalation, "escalation": escalation,
            "csat": share(csat[value].good, csat[value].good + csat[value].bad) if value in csat else None,
            "repeat_contact": share(rep[value].repeated, rep[value].endings) if value in rep else None,
            "cost_per_resolved": float(per) if per is not None else None}))
    return rows


async def build(pool: asyncpg.Pool, since: datetime, until: datetime) -> dict[str, Any]:
    wrong = await quality.wrong_actions(pool, since, until)
    return {"since": since, "until": until, "total": await rows_by(pool, "how", since, until),
            "by": {by: await rows_by(pool, by, since, until) for by in BY},
            "wrong_actions": [(w.kind, w.taken, w.reversed) for w in wrong],
            "response_times": await PromiseRepository(pool).durations(since, until),
            "suggestions": await SuggestionRepository(pool).outcomes(since, until)}


def _cell(name: str, value: float | None) -> str:
    if value is None:
        return "n/a"
    return f"{value:.4f}" if name == "cost_per_resolved" else f"{value:.0%}"


def render(report: dict[str, Any]) -> str:
    endings = sum(r.endings for r in report["total"])
    lines = [f"Quality report {report['since']:%Y-%m-%d} to {report['until']:%Y-%m-%d}: {endings} ended conversations"]
    header = f"{'':24}{'endings':>8}" + "".join(f"{f:>19}" for f in FIGURES)
    for by, rows in [("how it ended", report["total"]), *report["by"].items()]:
        lines += ["", f"By {by}", header]
        lines += [f"{r.value[:23]:24}{r.endings:>8}" + "".join(f"{_cell(f, r.figures[f]):>19}" for f in FIGURES)
                  for r in rows]
    lines += ["", "Wrong actions (reversed or found wrong in review / carried out):"]
    lines += [f"  {kind}: {_cell('rate', share(bad, taken))} ({bad} of {taken})"
              for kind, taken, bad in report["wrong_actions"]] or ["  none carried out"]
    if "response_times" in report:
        lines += report_lines(report["response_times"])
    if "suggestions" in report:
        lines += suggested_replies.report_lines(report["suggestions"])
    return "\n".join(lines)


def plot(report: dict[str, Any], out: Path) -> list[Path]:
    """One PNG per breakdown: containment, CSAT and repeat contact side by side for each value."""
    # Imported here: every other command would otherwise pay for loading matplotlib.
    import matplotlib
    matplotlib.use("Agg")  # files only: no display on a server
    import matplotlib.pyplot as plt

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for by, rows in report["by"].items():
        fig, ax = plt.subplots(figsize=(max(6.0, 1.2 * len(rows) + 2), 4))
        width = 0.27
        for i, name in enumerate(("containment", "csat", "repeat_contact")):
            xs = [j + (i - 1) * width for j in range(len(rows))]
            ax.bar(xs, [r.figures[name] or 0.0 for r in rows], width, label=name.replace("_", " "))
        ax.set_xticks(range(len(rows)), [r.value for r in rows], rotation=20, ha="right")
        ax.set_ylim(0, 1)
        ax.set_ylabel("share of ended conversations")
        ax.set_title(f"Quality by {by}, {report['since']:%Y-%m-%d} to {report['until']:%Y-%m-%d}")
        ax.legend()
        fig.tight_layout()
        path = out / f"quality_by_{by}.png"
        fig.savefig(path)
        plt.close(fig)
        written.append(path)
    return written


def run(settings: Any, args: argparse.Namespace) -> None:
    from supportbot.core.clock import make_clock
    from supportbot.ops.gaps import find_gaps, render_gaps
    from supportbot.store.meaning import shared_embedder
    from supportbot.store.pool import open_pool

    async def read() -> tuple[dict[str, Any], list[str]]:
        async with open_pool(settings.database_url, min_size=1, max_size=2) as pool:
            until = (datetime.combine(args.until, datetime.min.time(), UTC) if args.until
                     else make_clock(settings.supportbot_clock)())
            since = datetime.combine(args.since, datetime.min.time(), UTC)
            gaps = render_gaps(await find_gaps(pool, shared_embedder(), since, until), since, until)
            return await build(pool, since, until), gaps

    report, gaps = asyncio.run(read())
    print(render(report))
    print("\n" + "\n".join(gaps))
    for path in plot(report, Path(args.out)):
        print(f"plot: {path}")


def register(sub: Any) -> None:
    p = sub.add_parser("report", help="quality report: containment, escalation, CSAT, repeat contact, wrong "
                                      "actions, cost per resolution, by intent, language and version, with plots; "
                                      "time to first response and to resolution per priority")
    p.add_argument("--since", type=date.fromisoformat, required=True, help="YYYY-MM-DD (UTC)")
    p.add_argument("--until", type=date.fromisoformat, default=None, help="YYYY-MM-DD, exclusive (default: now)")
    p.add_argument("--out", default="reports", help="directory for the PNG plots")
    p.set_defaults(run=run)



