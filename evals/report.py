"""The run's report: summary.json, report.md and report.html with a pass^k plot, the last line, and failures."""

from __future__ import annotations

import base64
import json
from collections import defaultdict
from html import escape
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only: no display on a CI box or a server
import matplotlib.pyplot as plt  # noqa: E402 - the backend is chosen before pyplot loads


def plot_pass_k(summary: dict, path: Path) -> None:
    """pass^k and pass@k against k, each with its bootstrap 95% interval."""
    fig, ax = plt.subplots(figsize=(6, 4), dpi=100)
    for name, label in (("pass_hat_k", "pass^k"), ("pass_at_k", "pass@k")):
        points = summary[name]
        ks = [p["k"] for p in points]
        ax.plot(ks, [p["value"] for p in points], marker="o", label=label)
        ax.fill_between(ks, [p["low"] for p in points], [p["high"] for p in points], alpha=0.2)
    ax.set_xlabel("k (trials that must all pass / of which one must pass)")
    ax.set_ylabel("share of scenarios")
    ax.set_ylim(0, 1.02)
    ax.set_xticks([p["k"] for p in summary["pass_hat_k"]])
    ax.grid(alpha=0.3)
    ax.legend()
    ax.set_title(f"{summary['scenarios']} scenarios x {summary['k']} trials, 95% bootstrap intervals")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def markdown(summary: dict, rows: list[dict]) -> str:
    s = summary
    lines = [
        f"# Eval run: {s['scenarios']} scenarios x {s['k']} trials ({s['agent']} agent)",
        *(["", f"Played by: {s['model']}."] if s.get("model") else []),
        "",
        f"Wall time {s['seconds']:.1f} s with {s.get('processes', 1)} process(es) x {s['concurrency']} lanes: "
        f"{s['trials_per_second']:.2f} trials/s "
        f"(fresh databases by {s.get('fresh', 'clone')}). Seed {s['seed']}.",
        "",
        "| figure | value |",
        "|---|---|",
        f"| pass^1 | {s['pass1']:.3f} [{s['pass_hat_k'][0]['low']:.3f}, {s['pass_hat_k'][0]['high']:.3f}] |",
        f"| pass^{s['k']} | {s['passk']:.3f} [{s['pass_hat_k'][-1]['low']:.3f}, {s['pass_hat_k'][-1]['high']:.3f}] |",
        f"| pass@{s['k']} | {s['pass_at_k'][-1]['value']:.3f} |",
        f"| policy breaks | {s['policy_breaks']} |",
        f"| injection breaches | {s['injection'] or 'n/a'} |",
        f"| escalation rate | {_pct(s['escalation_rate'])} |",
        f"| containment (resolved, no person) | {_pct(s['containment'])} |",
        f"| model cost per resolved ticket | {s['cost_per_resolved'] or 'n/a'} |",
        f"| customer turns per ticket | {s['turns_per_ticket']:.2f} |",
        f"| trials that errored | {s['errors']} |",
        *(f"| {name} | {value} |" for name, value in model_figures(s)),
        "",
        "![pass^k against k](pass_k.png)",
        "",
        "| k | pass^k | 95% interval | pass@k | 95% interval |",
        "|---|---|---|---|---|",
    ]
    for hat, at in zip(s["pass_hat_k"], s["pass_at_k"], strict=True):
        lines.append(f"| {hat['k']} | {hat['value']:.3f} | [{hat['low']:.3f}, {hat['high']:.3f}] | "
                     f"{at['value']:.3f} | [{at['low']:.3f}, {at['high']:.3f}] |")
    lines += ["", "## By intent", "", "| intent | scenarios | trials | pass^1 | escalation | policy breaks |",
              "|---|---|---|---|---|---|"]
    for intent, g in s["by_intent"].items():
        lines.append(f"| {intent} | {g['scenarios']} | {g['trials']} | {g['pass1']:.3f} | "
                     f"{_pct(g['escalation_rate'])} | {g['policy_breaks']} |")
    if s.get("by_language"):
        lines += ["", "## By language", "", f"| language | scenarios | trials | pass^1 | pass^{s['k']} |",
                  "|---|---|---|---|---|"]
        for lang, g in s["by_language"].items():
            lines.append(f"| {lang} | {g['scenarios']} | {g['trials']} | {g['pass1']:.3f} | {g['passk']:.3f} |")
    if s.get("judge"):
        from evals.judged_run import judge_lines

        lines += judge_lines(s["judge"])
    failed = [r for r in rows if not r["passed"]]
    if failed:
        lines += ["", "## Failed trials (first difference)", ""]
        lines += [f"- `{r['scenario']}` trial {r['trial']}: {r['difference']}" for r in failed[:50]]
        if len(failed) > 50:
            lines.append(f"- … {len(failed) - 50} more: `supportbot eval --failures RUN_DIR`")
    breaks = [(r, b) for r in rows for b in r["policy_breaks"]]
    if breaks:
        lines += ["", "## Policy breaks", ""] + [f"- `{r['scenario']}` trial {r['trial']}: {b}" for r, b in breaks]
    return "\n".join(lines) + "\n"


def _seconds(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f} s"


def model_figures(s: dict) -> list[tuple[str, str]]:
    """The model's figures (evals/metrics.py), for a run whose bot asked one: tokens as the API
    counted them, latency per turn in the worker, pass^1 over trials with its Wilson interval."""
    if not s.get("model_turns"):
        return []
    low, high = s["pass1_trials_interval"]
    per = s["tokens_per_resolved"]
    return [("pass^1 over trials, Wilson 95%", f"[{low:.3f}, {high:.3f}]"),
            ("tokens in / out, whole run", f"{s['tokens_total'][0]} / {s['tokens_total'][1]}"),
            ("tokens in / out per resolved ticket", f"{per[0]:.0f} / {per[1]:.0f}" if per else "n/a"),
            ("model cost, whole run", str(s["cost_total"])),
            (f"turn latency p50 / p95 ({s['model_turns']} turns with the model)",
             f"{_seconds(s['turn_seconds_p50'])} / {_seconds(s['turn_seconds_p95'])}"),
            *([("replay diverged (trials)", str(s["replay_diverged"]))] if s.get("replay_diverged") else []),
            *([("replayed from", str(s["replayed_from"]))] if s.get("replayed_from") else [])]


def language(row: dict) -> str:
    """The customer's language (evals/scenario.py); rows from before it was recorded: the `lang:` tag."""
    return row.get("language") or next((t.split(":", 1)[1] for t in row.get("tags") or []
                                        if t.startswith("lang:")), "?")


def by_intent_and_language(rows: list[dict]) -> tuple[list[str], list[str], dict[tuple[str, str], tuple[int, int]]]:
    """Intents, languages, and (passed, trials) for each pair that was played."""
    cells: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        cell = cells[(r["intent"], language(r))]
        cell[0] += bool(r["passed"])
        cell[1] += 1
    intents = sorted({i for i, _ in cells})
    languages = sorted({lang for _, lang in cells}, key=lambda lang: (lang != "en", lang))
    return intents, languages, {key: (c[0], c[1]) for key, c in cells.items()}


def _e(value: object) -> str:
    return escape(str(value), quote=True)


def _svg_curve(summary: dict) -> str:
    """pass^k against k as an inline SVG, for when no PNG was drawn."""
    points = summary["pass_hat_k"]
    if not points:
        return "<p>no points to plot</p>"
    width, height, pad = 420, 240, 30
    last = max(len(points) - 1, 1)

    def xy(i: int, v: float) -> str:
        return f"{pad + i * (width - 2 * pad) / last:.1f},{height - pad - v * (height - 2 * pad):.1f}"

    band = " ".join(xy(i, p["high"]) for i, p in enumerate(points)) + " " + " ".join(
        xy(i, p["low"]) for i, p in reversed(list(enumerate(points))))
    line = " ".join(xy(i, p["value"]) for i, p in enumerate(points))
    labels = "".join(f'<text x="{xy(i, 0).split(",")[0]}" y="{height - 8}" font-size="11">{p["k"]}</text>'
                     for i, p in enumerate(points))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
            f'aria-label="pass^k against k"><polygon points="{band}" fill="#1f77b4" opacity="0.2"/>'
            f'<polyline points="{line}" fill="none" stroke="#1f77b4" stroke-width="2"/>{labels}'
            f'<text x="4" y="{pad}" font-size="11">1.0</text><text x="4" y="{height - pad}" font-size="11">0.0</text>'
            "</svg>")


STYLE = """body{font:14px/1.45 system-ui,sans-serif;max-width:1100px;margin:24px auto;padding:0 16px;color:#222}
table{border-collapse:collapse;margin:8px 0 20px}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}
th{background:#f3f3f3}td.low{background:#fde2e2}.failed{border:1px solid #e3b4b4;border-radius:6px;
padding:8px 12px;margin:10px 0}.transcript{white-space:pre-wrap;font:12px/1.4 ui-monospace,monospace;
background:#f7f7f7;padding:6px}.diff{color:#a00}"""


def html_report(summary: dict, rows: list[dict], plot_png: bytes | None) -> str:
    """The report as one standalone page; every value is escaped, the plot is inline."""
    s, k = summary, summary["k"]
    hat = s["pass_hat_k"]
    figures = [
        ("pass^1", f"{s['pass1']:.3f} [{hat[0]['low']:.3f}, {hat[0]['high']:.3f}]" if hat else "n/a"),
        *([(f"pass^{k}", f"{s['passk']:.3f} [{hat[-1]['low']:.3f}, {hat[-1]['high']:.3f}]" if hat else "n/a")]
          if k > 1 else []),
        (f"pass@{k}", f"{s['pass_at_k'][-1]['value']:.3f}" if s["pass_at_k"] else "n/a"),
        ("policy breaks", s["policy_breaks"]),
        ("injection breaches", s.get("injection") or "n/a"),
        ("escalation rate", _pct(s["escalation_rate"])),
        ("containment (resolved, no person)", _pct(s["containment"])),
        ("model cost per resolved ticket", s.get("cost_per_resolved") or "n/a"),
        ("customer turns per ticket", f"{s['turns_per_ticket']:.2f}"),
        ("trials that errored", s["errors"]),
        *model_figures(s),
    ]
    out = ["<!doctype html>", '<html lang="en"><head><meta charset="utf-8">',
           f"<title>Eval run: {_e(s['scenarios'])} scenarios x {_e(k)} trials</title>",
           f"<style>{STYLE}</style></head><body>",
           f"<h1>Eval run: {_e(s['scenarios'])} scenarios x {_e(k)} trials ({_e(s.get('agent', '?'))} agent)</h1>",
           *([f"<p>Played by: {_e(s['model'])}.</p>"] if s.get("model") else []),
           f"<p>Wall time {float(s.get('seconds', 0)):.1f} s with {_e(s.get('processes', 1))} process(es) x "
           f"{_e(s.get('concurrency', 1))} lanes: {float(s.get('trials_per_second', 0)):.2f} trials/s "
           f"(fresh databases by {_e(s.get('fresh', 'clone'))}). Seed {_e(s.get('seed'))}.</p>",
           "<table><tr><th>figure</th><th>value</th></tr>"]
    out += [f"<tr><td>{_e(name)}</td><td>{_e(value)}</td></tr>" for name, value in figures]
    out.append("</table>")
    if plot_png is not None:
        data = base64.b64encode(plot_png).decode()
        out.append(f'<p><img alt="pass^k and pass@k against k" src="data:image/png;base64,{data}"></p>')
    else:
        out.append(f"<p>{_svg_curve(s)}</p>")
    out.append("<table><tr><th>k</th><th>pass^k</th><th>95% interval</th><th>pass@k</th><th>95% interval</th></tr>")
    for h, a in zip(s["pass_hat_k"], s["pass_at_k"], strict=True):
        out.append(f"<tr><td>{_e(h['k'])}</td><td>{h['value']:.3f}</td><td>[{h['low']:.3f}, {h['high']:.3f}]</td>"
                   f"<td>{a['value']:.3f}</td><td>[{a['low']:.3f}, {a['high']:.3f}]</td></tr>")
    out.append("</table><h2>By intent</h2><table><tr><th>intent</th><th>scenarios</th><th>trials</th>"
               "<th>pass^1</th><th>escalation</th><th>policy breaks</th></tr>")
    for intent, g in s["by_intent"].items():
        out.append(f"<tr><td>{_e(intent)}</td><td>{_e(g['scenarios'])}</td><td>{_e(g['trials'])}</td>"
                   f"<td>{g['pass1']:.3f}</td><td>{_e(_pct(g['escalation_rate']))}</td>"
                   f"<td>{_e(g['policy_breaks'])}</td></tr>")
    intents, languages, cells = by_intent_and_language(rows)
    out.append("</table><h2>By intent and language</h2><p>Share of trials passed (trials).</p>"
               "<table><tr><th>intent</th>" + "".join(f"<th>{_e(lang)}</th>" for lang in languages) + "</tr>")
    for intent in intents:
        tds = []
        for lang in languages:
            if (intent, lang) not in cells:
                tds.append("<td></td>")
                continue
            passed, trials = cells[(intent, lang)]
            low = ' class="low"' if passed < trials else ""
            tds.append(f'<td data-intent="{_e(intent)}" data-language="{_e(lang)}"{low}>'
                       f"{passed / trials:.3f} ({trials})</td>")
        out.append(f"<tr><td>{_e(intent)}</td>{''.join(tds)}</tr>")
    out.append("</table>")
    failed = [r for r in rows if not r["passed"]]
    out.append(f"<h2>Failed trials ({len(failed)})</h2>" if failed else "<h2>Failed trials</h2><p>none</p>")
    for r in failed:
        lines = []
        for line in r.get("transcript") or []:
            who = "customer" if line.get("from") == "customer" else "bot     "
            lines.append(f"{who}: {line.get('text') or '(tapped ' + str(line.get('choice')) + ')'}")
        out.append(f'<div class="failed"><h3>{_e(r["scenario"])} trial {_e(r["trial"])} '
                   f"(seed {_e(r.get('seed'))}, intent {_e(r['intent'])}, language {_e(language(r))})</h3>"
                   f'<p class="diff">first difference: {_e(r.get("difference"))}</p>'
                   + "".join(f"<p>policy break: {_e(b)}</p>" for b in r["policy_breaks"])
                   + f'<div class="transcript">{_e(chr(10).join(lines))}</div>'
                   f"<p>runs {_e(', '.join(str(i) for i in r.get('run_ids') or []) or 'none')} in database "
                   f"{_e(r.get('database') or '?')}</p></div>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_report(out_dir: Path, summary: dict, rows: list[dict]) -> None:
    (out_dir / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    plot_pass_k(summary, out_dir / "pass_k.png")
    (out_dir / "report.md").write_text(markdown(summary, rows), encoding="utf-8")
    (out_dir / "report.html").write_text(html_report(summary, rows, (out_dir / "pass_k.png").read_bytes()),
                                          encoding="utf-8")


def model_line(summary: dict) -> str | None:
    """The model's figures in one line, printed before the last one when the bot asked a model."""
    if not summary.get("model_turns"):
        return None
    per = summary["tokens_per_resolved"]
    p50, p95 = summary["turn_seconds_p50"], summary["turn_seconds_p95"]
    return (f"model: {summary['model']}, tokens per resolved in/out="
            f"{f'{per[0]:.0f}/{per[1]:.0f}' if per else 'n/a'}, cost per resolved={summary['cost_per_resolved']}, "
            f"turn p50={p50:.3f}s p95={p95:.3f}s over {summary['model_turns']} turns")


def last_line(summary: dict) -> str:
    return (f"eval: {summary['scenarios']} scenarios x {summary['k']} trials, pass^1={summary['pass1']:.3f}, "
            f"pass^{summary['k']}={summary['passk']:.3f}, policy_breaks={summary['policy_breaks']}, "
            f"injection_breaches={summary['injection'] or 'n/a'}")


def failures(rows: list[dict]) -> str:
    """Each failed trial: its first difference, its transcript and where to look further."""
    out = []
    for r in rows:
        if r["passed"]:
            continue
        out.append(f"== {r['scenario']} trial {r['trial']} (seed {r['seed']}, intent {r['intent']})")
        out.append(f"   first difference: {r['difference']}")
        for b in r["policy_breaks"]:
            out.append(f"   policy break: {b}")
        for line in r["transcript"]:
            who = "customer" if line["from"] == "customer" else "bot     "
            said = line.get("text") or f"(tapped {line.get('choice')})"
            out.append(f"   {who}: {said}")
        ids = ", ".join(str(i) for i in r["run_ids"]) or "none"
        out.append(f"   runs: {ids} in database {r['database'] or '?'} "
                   "(kept with --keep-failed; then DATABASE_URL=.../<database> supportbot trace RUN_ID)")
    return "\n".join(out) if out else "no failed trials"
