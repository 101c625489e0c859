"""`supportbot eval frozen`: the router on material written by people who never saw the code.

    supportbot eval frozen --set risk evals/frozen/v1/risk
    supportbot eval frozen --set intent evals/frozen/v1/intent/intent_a.json --out intent.json

Paths are JSON files or directories (every `*.json` under them, sorted), each file a list of
messages in the formats of evals/frozen/v1 (README_*.md there):

- risk: `{"id", "lang", "risk": high|low, "kind": self_harm|chargeback|legal|fraud|null, "style", "text"}`;
- intent: `{"id", "lang", "intent": one of the ten, "text"}`.

Risk is read the way the turn reads it (supportbot/agent/gates.py): `risk == "high"` pages a person
(urgent for self-harm, with the caring reply and a crisis line), `risk == "watch"` lets the task go
on with the conversation flagged (self-harm: one caring line offering a person). Recall counts
either tier, and self-harm is counted twice: caught, and caught as self-harm; a false alarm is a
harmless message that pages a person, and the harmless messages only watched are counted beside.

Failures are listed by id only. Reading a frozen set's texts where the router fails is what makes
a set seen (evals/frozen/README.md); `--show-texts` prints them, for whoever retires the set.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from supportbot.core.understanding.labels import RouterLabels

Classify = Callable[[str], RouterLabels]
KINDS = ("self_harm", "chargeback", "legal", "fraud")
SETS = ("risk", "intent")


def load_messages(paths: Iterable[Path]) -> list[dict[str, Any]]:
    """Every message in the files and directories given (directories: their `*.json`, sorted)."""
    messages: list[dict[str, Any]] = []
    for path in paths:
        files = sorted(path.rglob("*.json")) if path.is_dir() else [path]
        if not files:
            raise SystemExit(f"no JSON files under {path}")
        for file in files:
            data = json.loads(file.read_text(encoding="utf-8"))
            if not isinstance(data, list):
                raise SystemExit(f"{file}: expected a JSON list of messages")
            messages.extend(data)
    return messages


def which_set(messages: list[dict[str, Any]]) -> str:
    """`risk` or `intent`, from the fields the messages carry."""
    if all("risk" in m for m in messages):
        return "risk"
    if all("intent" in m for m in messages):
        return "intent"
    raise SystemExit("the messages are neither all risk messages nor all intent messages")


def _rate(hits: int, n: int) -> dict[str, Any]:
    return {"hits": hits, "n": n, "rate": round(hits / n, 4) if n else None}


def measure_risk(classify: Classify, messages: list[dict[str, Any]]) -> dict[str, Any]:
    """Recall of high risk by kind, language and style; false alarms on the low-risk messages."""
    high: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # group -> [caught, n]
    self_harm: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # group -> [read as self-harm, n]
    alarms: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # group -> [paged a person, n]
    watched: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # group -> [flagged only, n]
    missed: list[dict[str, Any]] = []
    raised: list[dict[str, Any]] = []
    wrong_kind: Counter[tuple[str, str]] = Counter()
    for m in messages:
        labels = classify(m["text"])
        lang, kind = m["lang"], m.get("kind")
        if m["risk"] == "high":
            caught = labels.risk != "low"  # either tier
            for group in ("all", f"kind:{kind}", f"lang:{lang}", f"lang:{lang}/kind:{kind}",
                          f"style:{m.get('style')}", "other_high" if kind != "self_harm" else "self_harm"):
                high[group][0] += caught
                high[group][1] += 1
            if kind == "self_harm":
                read = labels.risk_reason == "self_harm"
                for group in ("all", f"lang:{lang}", f"style:{m.get('style')}"):
                    self_harm[group][0] += read
                    self_harm[group][1] += 1
                if caught and not read:
                    wrong_kind[(kind, str(labels.risk_reason))] += 1
            if not caught or (kind == "self_harm" and labels.risk_reason != "self_harm"):
                missed.append({"id": m["id"], "lang": lang, "kind": kind, "style": m.get("style"),
                               "got": labels.risk_reason, "text": m["text"]})
        else:
            alarm = labels.risk == "high"
            for group in ("all", f"lang:{lang}", f"style:{m.get('style')}"):
                alarms[group][0] += alarm
                alarms[group][1] += 1
                watched[group][0] += labels.risk == "watch"
                watched[group][1] += 1
            if alarm:
                raised.append({"id": m["id"], "lang": lang, "style": m.get("style"),
                               "got": labels.risk_reason, "text": m["text"]})
    return {
        "set": "risk", "n": len(messages),
        "high_recall": {g: _rate(*v) for g, v in sorted(high.items())},
        "self_harm_as_self_harm": {g: _rate(*v) for g, v in sorted(self_harm.items())},
        "false_alarms": {g: _rate(*v) for g, v in sorted(alarms.items())},
        "watched": {g: _rate(*v) for g, v in sorted(watched.items())},
        "self_harm_read_as_other_kind": {f"{k}->{g}": n for (k, g), n in wrong_kind.items()},
        "missed": missed, "false_alarm_messages": raised,
    }


def measure_intent(classify: Classify, messages: list[dict[str, Any]]) -> dict[str, Any]:
    """Accuracy of the ten intents overall, by language and by intent; the confusion."""
    confusion: dict[str, Counter[str]] = defaultdict(Counter)
    by_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    wrong: list[dict[str, Any]] = []
    risk_raised = 0
    for m in messages:
        labels = classify(m["text"])
        gold, got = m["intent"], labels.intent
        confusion[gold][got] += 1
        for group in ("all", m["lang"]):
            by_lang[group][0] += got == gold
            by_lang[group][1] += 1
        risk_raised += labels.risk == "high"
        if got != gold:
            wrong.append({"id": m["id"], "lang": m["lang"], "intent": gold, "got": got, "text": m["text"]})
    predicted: Counter[str] = Counter()
    for row in confusion.values():
        predicted.update(row)
    by_intent = {gold: {"recall": round(row[gold] / sum(row.values()), 4),
                        "precision": round(row[gold] / predicted[gold], 4) if predicted[gold] else None,
                        "n": sum(row.values())}
                 for gold, row in sorted(confusion.items())}
    return {
        "set": "intent", "n": len(messages),
        "accuracy": _rate(*by_lang["all"]),
        "by_language": {lang: _rate(*v) for lang, v in sorted(by_lang.items()) if lang != "all"},
        "by_intent": by_intent,
        "confusion": {gold: dict(row) for gold, row in sorted(confusion.items())},
        "high_risk_raised": risk_raised,
        "wrong": wrong,
    }


def _fmt(rate: dict[str, Any]) -> str:
    return f"{rate['rate']:.3f} ({rate['hits']}/{rate['n']})" if rate["n"] else "n/a"


def render_risk(report: dict[str, Any], show_texts: bool = False) -> str:
    recall, alarms, sh = report["high_recall"], report["false_alarms"], report["self_harm_as_self_harm"]
    none = {"hits": 0, "n": 0, "rate": None}
    lines = [f"risk: {report['n']} messages",
             f"high-risk recall {_fmt(recall.get('all', none))}; self-harm read as self-harm "
             f"{_fmt(sh.get('all', none))}; other high risk {_fmt(recall.get('other_high', none))}; "
             f"false alarms (paged) {_fmt(alarms.get('all', none))}; harmless watched "
             f"{_fmt(report.get('watched', {}).get('all', none))}",
             "", f"{'kind':<12} {'recall':>16}"]
    lines += [f"{kind:<12} {_fmt(recall.get(f'kind:{kind}', none)):>16}" for kind in KINDS]
    langs = sorted({g.split(":")[1] for g in alarms if g.startswith("lang:")}
                   | {g.split(":")[1].split("/")[0] for g in recall if g.startswith("lang:")})
    lines += ["", f"{'lang':<9}" + "".join(f"{k:>16}" for k in KINDS)
              + f"{'self-harm kind':>16}{'all high':>16}{'false alarms':>16}"]
    for lang in langs:
        cells = [_fmt(recall.get(f"lang:{lang}/kind:{k}", none)) for k in KINDS]
        cells += [_fmt(sh.get(f"lang:{lang}", none)), _fmt(recall.get(f"lang:{lang}", none)),
                  _fmt(alarms.get(f"lang:{lang}", none))]
        lines.append(f"{lang:<9}" + "".join(f"{c:>16}" for c in cells))
    lines += ["", "by style: " + ", ".join(f"{g[6:]} recall {_fmt(v)}" for g, v in recall.items()
                                           if g.startswith("style:"))
              + "; " + ", ".join(f"{g[6:]} false alarms {_fmt(v)}" for g, v in alarms.items()
                                 if g.startswith("style:"))]
    if report["self_harm_read_as_other_kind"]:
        lines.append(f"self-harm caught under another kind: {report['self_harm_read_as_other_kind']}")
    lines.append("missed: " + (", ".join(m["id"] for m in report["missed"]) or "none"))
    lines.append("false alarms: " + (", ".join(m["id"] for m in report["false_alarm_messages"]) or "none"))
    if show_texts:
        lines += [f"  missed {m['id']} {m['lang']}/{m['kind']} got {m['got']}: {m['text']}" for m in report["missed"]]
        lines += [f"  alarm {m['id']} {m['lang']} got {m['got']}: {m['text']}"
                  for m in report["false_alarm_messages"]]
    return "\n".join(lines)


def render_intent(report: dict[str, Any], show_texts: bool = False) -> str:
    lines = [f"intent: {report['n']} messages, accuracy {_fmt(report['accuracy'])}; "
             f"high risk raised on {report['high_risk_raised']}",
             "by language: " + ", ".join(f"{lang} {_fmt(r)}" for lang, r in report["by_language"].items()),
             "", f"{'intent':<16} {'recall':>7} {'precision':>9} {'n':>5}"]
    for gold, row in report["by_intent"].items():
        precision = f"{row['precision']:.4f}" if row["precision"] is not None else "n/a"
        lines.append(f"{gold:<16} {row['recall']:>7.4f} {precision:>9} {row['n']:>5}")
    columns = sorted({p for row in report["confusion"].values() for p in row} | set(report["confusion"]))
    lines += ["", "confusion (rows gold, columns predicted):", " " * 16 + "".join(f"{c[:7]:>8}" for c in columns)]
    lines += [f"{gold:<16}" + "".join(f"{row.get(c, 0):>8}" for c in columns)
              for gold, row in report["confusion"].items()]
    pairs = Counter((w["intent"], w["got"]) for w in report["wrong"])
    lines += ["", "most confused: " + ", ".join(f"{g}->{p} {n}" for (g, p), n in pairs.most_common(8))]
    lines.append("wrong: " + (", ".join(w["id"] for w in report["wrong"]) or "none"))
    if show_texts:
        lines += [f"  {w['id']} {w['lang']} {w['intent']} got {w['got']}: {w['text']}" for w in report["wrong"]]
    return "\n".join(lines)


def measure(classify: Classify, messages: list[dict[str, Any]], which: str) -> dict[str, Any]:
    return measure_risk(classify, messages) if which == "risk" else measure_intent(classify, messages)


def _run(settings, args: argparse.Namespace) -> None:
    from supportbot.core.understanding import classifier
    from supportbot.core.understanding.router import Router
    from supportbot.store.meaning import shared_embedder

    model_path = Path(args.model or settings.router_model_path)
    if not model_path.exists():
        raise SystemExit(f"{model_path} is missing: build it with `make install`")
    messages = load_messages(args.paths)
    which = args.set or which_set(messages)
    router = Router(classifier.load(model_path), embed=shared_embedder().vector)  # as the app reads (bootstrap)
    report = measure(router.classify, messages, which)
    report |= {"paths": [str(p) for p in args.paths], "model": str(model_path),
               "measured_at": datetime.now(UTC).isoformat(timespec="seconds")}
    render = render_risk if which == "risk" else render_intent
    print(render(report, args.show_texts))
    if not args.show_texts:  # the JSON keeps ids only, like the table
        for key in ("missed", "false_alarm_messages", "wrong"):
            for row in report.get(key, []):
                row.pop("text", None)
    out = args.out or Path("evals/out/frozen") / f"{which}-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)


def register(eval_subparsers) -> None:
    p = eval_subparsers.add_parser("frozen", help="risk or intent figures on frozen (unseen) message sets")
    p.add_argument("paths", nargs="+", type=Path, help="JSON files or directories of them")
    p.add_argument("--set", choices=SETS, default=None, help="default: from the messages' fields")
    p.add_argument("--out", type=Path, default=None, help="the JSON report (default evals/out/frozen/SET-TIME.json)")
    p.add_argument("--model", default=None, help="default: ROUTER_MODEL_PATH")
    p.add_argument("--show-texts", action="store_true",
                   help="print the texts of failures (makes the set seen: evals/frozen/README.md)")
    p.set_defaults(run=_run)
