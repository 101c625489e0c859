"""`supportbot eval`: the parser and the command. Heavy imports wait until the command runs.

`add_arguments` returns the eval's subparsers so other eval commands (`router`, `import`,
`retrieval`) can `register(eval_subparsers)` next to the scenario run, which needs none.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import importlib
import json
import logging
import sys
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from supportbot.app.settings import Settings

InjectionSuite = Callable[..., Awaitable[Any]]
"""`async (settings, *, concurrency, attacks) -> result with .breaches, .total, .rows` (evals/injection.py)."""

SIMULATORS = {"scripted": "evals.scripted:ScriptedSimulator", "llm": "evals.llm_simulator:LLMSimulator"}


def add_arguments(parser: argparse.ArgumentParser) -> argparse._SubParsersAction:
    parser.add_argument("--scenarios", type=Path, default=Path("evals/scenarios"), help="directory of scenario JSON")
    parser.add_argument("--k", type=int, default=4, help="trials per scenario")
    parser.add_argument("--agent", choices=("llm", "rules", "templated"), default="templated",
                        help="templated: no model; llm: the model at LLM_BASE_URL; rules: the model path with "
                             "the sandbox's rule-playing model (sandbox/rule_model.py), a test double")
    parser.add_argument("--simulator", default="scripted",
                        help="the customer: scripted, llm, or module:Class (a no-argument factory)")
    parser.add_argument("--concurrency", type=int, default=4, help="lanes running trials at once (per process)")
    parser.add_argument("--processes", type=int, default=1,
                        help="processes sharing the run, each with --concurrency lanes (one loop uses one core)")
    parser.add_argument("--out", type=Path, default=None, help="run directory (default evals/out/<UTC time>)")
    parser.add_argument("--baseline", type=Path, default=None,
                        help="a previous run's summary.json: exit 1 if pass^1 falls below its interval or "
                             "any policy break appears")
    parser.add_argument("--version", default=None,
                        help="a prompt version (supportbot prompts): the trials play it, and the run's verdict "
                             "against --baseline is recorded for it (the rollout gate reads it)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shop-backend", choices=("builtin", "shopify"), default=None,
                        help="the order system trials run on: the built-in Postgres shop, or the Shopify stand-in "
                             "over Admin GraphQL, seeded from each scenario's fixture (default SHOP_BACKEND)")
    parser.add_argument("--redis-url", default=None, help="Redis for the lanes' queues (default REDIS_URL)")
    parser.add_argument("--fresh", choices=("clone", "reset"), default="clone",
                        help="clone: a new database from the template per trial; reset: one per lane, "
                             "emptied back to the template's state between trials (no CREATE/DROP DATABASE)")
    parser.add_argument("--keep-failed", action="store_true",
                        help="keep failed trials' databases for `supportbot trace`")
    parser.add_argument("--limit", type=int, default=None, metavar="N",
                        help="play N scenarios spread evenly over the sorted set (a slow model's lane)")
    parser.add_argument("--injection-limit", type=int, default=None, metavar="N",
                        help="run N attacks spread evenly over the suite (0: none)")
    parser.add_argument("--robustness", action="store_true",
                        help="also print what the code around the model must never let through: policy "
                             "breaks, crashes, hangs, internal text to customers, failures without a "
                             "person, injection breaches (evals/robustness.py)")
    recorded = parser.add_mutually_exclusive_group()
    recorded.add_argument("--record", type=Path, default=None, metavar="DIR",
                          help="write every model request and answer of the run, masked, under DIR")
    recorded.add_argument("--replay", type=Path, default=None, metavar="DIR",
                          help="play a recorded run again with no model server (its agent, scenarios, k and "
                               "seed); exit 1 at the first request that differs from the recording")
    pair = parser.add_mutually_exclusive_group()
    pair.add_argument("--models", default=None, metavar="A,B",
                      help="--agent llm: play the scenarios once with each model (LLM_MODEL) at the same endpoint, "
                           "each run under --out/<model>, then compare them side by side (compare.md)")
    pair.add_argument("--prompt-versions", default=None, metavar="A,B",
                      help="play the scenarios once with each prompt version (as --version), then compare them")
    parser.add_argument("--judge", action="store_true",
                        help="grade each conversation's tone and accuracy with the LLM judge (evals/judge.py) at "
                             "LLM_BASE_URL, after calibrating it on labelled transcripts (its kappa is reported)")
    parser.add_argument("--judge-model", default=None,
                        help="the judge's model name at LLM_BASE_URL (default LLM_MODEL)")
    parser.add_argument("--judge-calibration", type=int, default=40, metavar="N",
                        help="labelled transcripts the judge grades first, to report its agreement with people")
    parser.add_argument("--failures", type=Path, default=None, metavar="RUN_DIR",
                        help="print a run's failed trials instead of running")
    return parser.add_subparsers(dest="eval_command", required=False, metavar="COMMAND")


def spread(items: list, limit: int | None) -> list:
    """`limit` items taken evenly across `items` (all of them when limit is None or not smaller)."""
    if limit is None or limit >= len(items):
        return items
    if limit <= 0:
        return []
    return [items[i * len(items) // limit] for i in range(limit)]


def simulator_factory(name: str, settings: Settings) -> Callable[..., Any]:
    path = SIMULATORS.get(name, name)
    module, _, attr = path.partition(":")
    try:
        cls = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as exc:
        raise SystemExit(f"simulator {name!r}: cannot load {path} ({exc})") from exc
    if name == "llm":
        # The customer is played by the model at LLM_BASE_URL too (a real one: the suite's llm mode).
        # By keyword: a recorded run points base_url at its proxy instead (evals/trial.py).
        return functools.partial(cls, base_url=settings.llm_base_url, api_key=settings.llm_api_key,
                                 model=settings.llm_model)
    return cls


def played_by(agent: str, settings: Settings) -> str | None:
    """Which model played the agent, for the report: a run's figures mean nothing without it."""
    if agent == "rules":
        return "rule-player (sandbox/rule_model.py: a test double for the model path, not a model)"
    return settings.llm_model if agent == "llm" else None


def run_command(settings: Settings, args: argparse.Namespace, injection: InjectionSuite | None = None) -> int:
    """Run the scenarios (or print failures); returns the exit code."""
    from evals.report import failures

    if args.failures is not None:
        from evals.runner import load_rows

        print(failures(load_rows(args.failures)))
        return 0
    # Each trial starts a web app, and Slack's bolt notes "token ignored" at each start: noise here.
    logging.getLogger().setLevel(logging.ERROR)
    if args.redis_url:
        settings = settings.model_copy(update={"redis_url": args.redis_url})
    if args.shop_backend:
        settings = settings.model_copy(update={"shop_backend": args.shop_backend})
    if args.models or args.prompt_versions:
        return _run_pair(settings, args, injection)
    return asyncio.run(_run(settings, args, injection))


def _run_pair(settings: Settings, args: argparse.Namespace, injection: InjectionSuite | None) -> int:
    """The same scenarios, trials and seed once per model (or prompt version), then side by side."""
    import copy
    import re

    from evals.compare import compare, load_run

    names = [n.strip() for n in (args.models or args.prompt_versions).split(",") if n.strip()]
    if len(names) != 2 or names[0] == names[1]:
        print("--models / --prompt-versions: name two different ones, A,B", file=sys.stderr)
        return 2
    if args.replay:
        print("--replay plays one recorded run; replay each of the pair's recordings on its own", file=sys.stderr)
        return 2
    if args.models and args.agent != "llm":
        print("--models: only --agent llm asks a model by name", file=sys.stderr)
        return 2
    out = args.out or Path("evals/out") / datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    dirs, codes = [], []
    for name in names:
        one = copy.copy(args)
        one.models = one.prompt_versions = None
        folder = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
        one.out = out / folder
        if args.record:  # one recording per model or version: each is its own run
            one.record = args.record / folder
        played = settings.model_copy(update={"llm_model": name}) if args.models else settings
        if args.prompt_versions:
            one.version = name
        codes.append(asyncio.run(_run(played, one, injection)))
        dirs.append(one.out)
    report = compare(load_run(dirs[0]), load_run(dirs[1]), (names[0], names[1]))
    (out / "compare.md").write_text(report, encoding="utf-8")
    print(report, end="")
    return max(codes)


async def _run(settings: Settings, args: argparse.Namespace, injection: InjectionSuite | None) -> int:
    import time

    from evals.metrics import regressions, summarise
    from evals.processes import run_split
    from evals.report import last_line, model_line, write_report
    from evals.runner import Progress, RunPlan
    from evals.scenario import load_scenarios

    scenarios = spread(load_scenarios(args.scenarios), args.limit)
    recording = None
    if args.record or args.replay:
        from evals.recorded_runs import open_recording

        recording, scenarios, settings = open_recording(args, settings, scenarios, played_by(args.agent, settings))
    if not scenarios:
        print(f"no scenarios under {args.scenarios}", file=sys.stderr)
        return 2
    out_dir = args.out or Path("evals/out") / datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    out_dir.mkdir(parents=True, exist_ok=True)
    if args.keep_failed and args.fresh == "reset":
        print("--keep-failed needs --fresh clone: a resetting lane reuses its database", file=sys.stderr)
        return 2
    if args.version:
        settings = await _play_version(settings, args.version, out_dir)
    plan = RunPlan(scenarios, args.k, args.agent, args.concurrency, args.seed,
                   simulator_factory(args.simulator, settings), keep_databases=args.keep_failed, fresh=args.fresh,
                   recording=recording, customer_model=settings.llm_base_url if args.simulator == "llm" else None)
    started = time.monotonic()
    with (out_dir / "trials.jsonl").open("w", encoding="utf-8") as out:
        rows = await run_split(settings, plan, out, Progress(len(scenarios) * args.k), args.processes)
    seconds = time.monotonic() - started
    summary = summarise(rows, args.k, seed=args.seed) | {
        "agent": args.agent, "model": played_by(args.agent, settings), "simulator": args.simulator,
        "shop_backend": settings.shop_backend,
        "concurrency": args.concurrency, "seed": args.seed, "processes": args.processes,
        "fresh": args.fresh, "prompt_version": args.version,
        "seconds": round(seconds, 2), "trials_per_second": round(len(rows) / seconds, 3) if seconds else 0.0,
        "injection": None}
    injection_rows = None
    if injection is not None and args.injection_limit != 0:
        from evals.attack import load_attacks

        result = await injection(settings, concurrency=args.concurrency,
                                 attacks=spread(load_attacks(), args.injection_limit))
        summary["injection"] = f"{result.breaches}/{result.total}"
        injection_rows = result.rows
        with (out_dir / "injection.jsonl").open("w", encoding="utf-8") as f:
            f.writelines(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in result.rows)
    report = None
    if args.robustness:
        from evals.robustness import robustness

        report = robustness(rows, injection_rows)
        summary["robustness"] = {k: v for k, v in report.items() if k != "examples"}
        (out_dir / "robustness.json").write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    if args.judge:
        from evals.judged_run import judge_run

        judge = settings.model_copy(update={"llm_model": args.judge_model}) if args.judge_model else settings
        summary["judge"] = await judge_run(judge, rows, args.judge_calibration)
    diverged = [r["diverged"] for r in rows if r.get("diverged")]
    if args.replay:
        summary |= {"replayed_from": str(args.replay), "replay_diverged": len(diverged)}
    write_report(out_dir, summary, rows)
    print(f"report: {out_dir / 'report.md'} and {out_dir / 'report.html'}", file=sys.stderr)
    worse = [f"replay diverged in {len(diverged)} trials; first: {diverged[0]}"] if diverged else []
    worse += regressions(summary, json.loads(args.baseline.read_text(encoding="utf-8"))) if args.baseline else []
    for reason in worse:
        print(f"regression: {reason}", file=sys.stderr)
    if (line := model_line(summary)) is not None:
        print(line)
    print(last_line(summary))
    if report is not None:
        from evals.robustness import robustness_lines

        print(robustness_lines(report))
    if args.version:
        await _record(settings, args.version, passed=not worse, baseline=str(args.baseline) if args.baseline else None,
                      summary={"regressions": worse, "out": str(out_dir), "agent": args.agent, "k": args.k,
                               "line": last_line(summary)})
    return 1 if worse else 0


async def _play_version(settings: Settings, name: str, out_dir: Path) -> Settings:
    """The version's content written beside the run, for the trials' workers to ship."""
    from supportbot.core.clock import make_clock
    from supportbot.store.pool import open_pool
    from supportbot.store.prompt_versions import PromptVersionRepository

    async with open_pool(settings.database_url, min_size=1, max_size=1) as pool:
        row = await PromptVersionRepository(pool, clock=make_clock(settings.supportbot_clock)).get(name)
    path = out_dir / "prompt_version.json"
    path.write_text(json.dumps({"label": row.label, **row.version.content()}, ensure_ascii=False), encoding="utf-8")
    return settings.model_copy(update={"prompt_version_file": str(path.resolve())})


async def _record(settings: Settings, name: str, *, passed: bool, baseline: str | None,
                  summary: dict[str, Any]) -> None:
    from supportbot.core.clock import make_clock
    from supportbot.store.pool import open_pool
    from supportbot.store.prompt_versions import PromptVersionRepository
    from supportbot.store.rollouts import RolloutRepository

    clock = make_clock(settings.supportbot_clock)
    async with open_pool(settings.database_url, min_size=1, max_size=1) as pool:
        row = await PromptVersionRepository(pool, clock=clock).get(name)
        await RolloutRepository(pool, clock=clock).record_eval(row.id, passed=passed, baseline=baseline,
                                                               summary=summary)
    print(f"recorded for prompt version {row.label}: {'passed' if passed else 'FAILED'}"
          + ("" if baseline else " (no --baseline: does not open the rollout gate)"), file=sys.stderr)
