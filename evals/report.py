"""The run's report: summary.json, report.md with a pass^k plot, the last line, and failures."""

from __future__ import annotations

import json
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


def write_report(out_dir: Path, summary: dict, rows: list[dict]) -> None:
    (out_dir / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    plot_pass_k(summary, out_dir / "pass_k.png")
    (out_dir / "report.md").write_text(markdown(summary, rows), encoding="utf-8")


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
