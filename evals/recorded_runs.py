"""`supportbot eval --record DIR` and `--replay DIR`: what a recording keeps beside its calls.

The manifest says how the run was played (agent, model, customer, k, seed, scenarios), so a replay
plays the same trials: the same scenarios, trial numbers and seeds, hence the same customer words.
The calls themselves are evals/recording.py's; the proxy that makes and serves them is
evals/model_proxy.py.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from evals.model_proxy import Recording
from evals.recording import MANIFEST
from evals.scenario import Scenario
from supportbot.app.settings import Settings

# What shapes every request besides the conversation: a replay sends the recorded run's values.
REQUEST_SETTINGS = ("llm_model", "llm_small_model", "llm_max_tokens")


class RecordingError(SystemExit):
    """A recording that cannot be made or played as asked: the command stops and says why."""


def open_recording(args: argparse.Namespace, settings: Settings, scenarios: list[Scenario], model: str | None
                   ) -> tuple[Recording, list[Scenario], Settings]:
    """The run's recording, the scenarios it plays and the settings it plays them with. Replaying
    sets `args` and the request settings to the recorded run's (agent, customer, k, seed, model
    names, max_tokens): anything else would ask calls the recording never made."""
    if args.agent == "templated" and args.record:
        raise RecordingError("--record: the templated agent calls no model; use --agent llm or rules")
    if args.record:
        write_manifest(args.record, args, settings, scenarios, model)
        return Recording("record", args.record), scenarios, settings
    manifest = read_manifest(args.replay)
    args.agent, args.simulator, args.k, args.seed = (manifest["agent"], manifest["simulator"], manifest["k"],
                                                     manifest["seed"])
    by_id = {s.id: s for s in scenarios}
    missing = [i for i in manifest["scenarios"] if i not in by_id]
    if missing:
        raise RecordingError(f"--replay: scenarios {missing} are not under {args.scenarios}")
    if manifest["agent"] == "llm":  # the rule-playing lane sets its own model name (evals/trial.py)
        settings = settings.model_copy(update=manifest["settings"])
    return Recording("replay", args.replay), [by_id[i] for i in manifest["scenarios"]], settings


def write_manifest(directory: Path, args: argparse.Namespace, settings: Settings, scenarios: list[Scenario],
                   model: str | None) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    manifest = {"agent": args.agent, "model": model, "simulator": args.simulator, "k": args.k, "seed": args.seed,
                "settings": {name: getattr(settings, name) for name in REQUEST_SETTINGS},
                "scenarios": [s.id for s in scenarios]}
    (directory / MANIFEST).write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def read_manifest(directory: Path) -> dict[str, Any]:
    path = directory / MANIFEST
    if not path.exists():
        raise RecordingError(f"--replay: no recording at {directory} ({MANIFEST} missing)")
    manifest: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return manifest
