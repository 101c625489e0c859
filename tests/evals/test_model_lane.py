"""`supportbot eval --agent llm` (make eval-model) end to end against a local OpenAI-compatible
server, and its runs recorded and replayed with no server (evals/model_proxy.py)."""

from __future__ import annotations

import asyncio
import json
from decimal import Decimal
from pathlib import Path

import asyncpg
import pytest

from supportbot.agent.prompt import system_prompt
from supportbot.app.cli import build_parser
from supportbot.app.settings import Settings
from tests.clock import TEST_NOW
from tests.conftest import PG_ADMIN, REDIS_URL
from tests.evals.model_server import model_server
from tests.evals.test_shop_actions_scenarios import _chosen

THREE = ("cancel-placed-order", "refund-over-limit-approved", "account-password")
SCENARIOS_HERE = Path(__file__).parent / "scenarios"
PRICES = {"shop-model": (Decimal("2.00"), Decimal("8.00"))}


def run(argv: list[str], **settings: object) -> int:
    from evals.cli import run_command

    base = Settings(_env_file=None, **({"database_url": PG_ADMIN, "redis_url": REDIS_URL} | settings))
    return run_command(base, build_parser().parse_args(["eval", *argv]))


def lines(capsys) -> list[str]:
    return capsys.readouterr().out.strip().splitlines()


def _rows(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "trials.jsonl").read_text().splitlines()]


def _said(run_dir: Path) -> list[list[tuple[str, str]]]:
    """Each trial's words, both sides (a tapped button's id carries the run's row ids)."""
    return [[(line["from"], line["text"]) for line in r["transcript"]] for r in _rows(run_dir)]


def test_a_shops_own_endpoint_is_measured_tokens_cost_latency_and_the_model_named(tmp_path, capsys):
    chosen = _chosen(tmp_path, THREE)
    with model_server("shop-model") as (url, asked):
        code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--agent", "llm",
                    "--simulator", "scripted", "--fresh", "reset", "--injection-limit", "0", "--judge",
                    "--judge-calibration", "6", "--out", str(tmp_path / "run")],
                   llm_base_url=url, llm_model="shop-model", llm_prices=PRICES)
    out = lines(capsys)
    assert code == 0 and "pass^1=1.000" in out[-1] and "policy_breaks=0" in out[-1], out
    assert asked.models and set(asked.models) == {"shop-model"}
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    rows = _rows(tmp_path / "run")
    tokens_in, tokens_out = summary["tokens_total"]
    # Tokens as the server counted them (its usage), priced from settings per million.
    assert tokens_in == sum(r["tokens"][0] for r in rows) > 0 and tokens_out > 0
    assert Decimal(summary["cost_total"]) == (tokens_in * PRICES["shop-model"][0]
                                              + tokens_out * PRICES["shop-model"][1]) / 1_000_000
    assert summary["tokens_per_resolved"] == [round(tokens_in / 3, 1), round(tokens_out / 3, 1)]
    assert summary["model"] == "shop-model" and summary["model_turns"] >= 3
    assert summary["turn_seconds_p50"] is not None and summary["turn_seconds_p95"] >= summary["turn_seconds_p50"]
    assert out[-2].startswith("model: shop-model, ")
    report = (tmp_path / "run" / "report.md").read_text()
    assert "Played by: shop-model." in report and "| tokens in / out per resolved ticket |" in report
    assert "<td>turn latency p50 / p95" in (tmp_path / "run" / "report.html").read_text()
    # The judge graded six labelled transcripts, then the three conversations. This server calls every
    # one good, people did not: its agreement is below the bar and the report says it only advises.
    assert asked.judged == 6 + 3
    judged = summary["judge"]
    assert judged["dimensions"]["tone"]["good"] == 3 and judged["calibrated_on"] == 6
    assert judged["usable_as_gate"] is False and "advice only" in report


def test_a_recorded_run_replays_with_no_server_and_a_changed_prompt_diverges_at_its_call(tmp_path, capsys):
    chosen = _chosen(tmp_path, THREE)
    recording = tmp_path / "recording"
    with model_server("shop-model") as (url, asked):
        assert run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--agent", "llm", "--fresh",
                    "reset", "--injection-limit", "0", "--out", str(tmp_path / "recorded"), "--record",
                    str(recording)], llm_base_url=url, llm_model="shop-model") == 0
        made = len(asked.models)
    recorded = lines(capsys)[-1]
    assert made == sum(len((recording / s / "0.jsonl").read_text().splitlines()) for s in THREE)
    masked = "".join(p.read_text() for p in recording.rglob("*.jsonl"))
    assert "Asha" not in masked and "15551230001" not in masked and "⟪code-1⟫" in masked

    # No server: the endpoint in settings answers nothing, the recording answers everything.
    nowhere = "http://127.0.0.1:9/v1"
    assert run(["--scenarios", str(chosen), "--concurrency", "2", "--fresh", "reset", "--injection-limit", "0",
                "--out", str(tmp_path / "replayed"), "--replay", str(recording)], llm_base_url=nowhere) == 0
    assert lines(capsys)[-1] == recorded
    assert _said(tmp_path / "replayed") == _said(tmp_path / "recorded")

    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps({"label": "changed", "system_prompt": system_prompt() + "\nBe brief."}))
    assert run(["--scenarios", str(chosen), "--concurrency", "2", "--fresh", "reset", "--injection-limit", "0",
                "--out", str(tmp_path / "diverged"), "--replay", str(recording)],
               llm_base_url=nowhere, prompt_version_file=str(changed)) == 1
    rows = _rows(tmp_path / "diverged")
    assert all(r["diverged"] and not r["passed"] for r in rows)
    first = next(r for r in rows if r["scenario"] == "account-password")["diverged"]
    assert first.startswith("scenario account-password, trial 0, turn 1, call 0: the request differs at "
                            "messages[0].content: differs at character"), first
    assert "Be brief." in first


@pytest.mark.clock  # the versions' created_at comes from the test's clock
def test_two_prompt_versions_naming_two_models_are_compared_on_the_same_scenarios(tmp_path, database_url, capsys):
    """Model choice as data: each version's model name is what its trials ask the endpoint for."""
    async def add_versions() -> None:
        conn = await asyncpg.connect(database_url)
        try:
            await conn.execute("TRUNCATE eval_runs, rollouts, conversation_versions, prompt_versions CASCADE")
            for label, model in (("v_small", "shop-small"), ("v_large", "shop-large")):
                await conn.execute(
                    """INSERT INTO prompt_versions (label, content_hash, system_prompt, tools, models, settings,
                                                    author, created_at)
                       VALUES ($1, $1, $2, '{}', $3, '{}', 'ana', $4)""",
                    label, system_prompt(), json.dumps({"large": model}), TEST_NOW)
        finally:
            await conn.close()

    asyncio.run(add_versions())
    chosen = _chosen(tmp_path, THREE[:1])
    with model_server() as (url, asked):
        code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "1", "--agent", "llm", "--fresh",
                    "reset", "--injection-limit", "0", "--prompt-versions", "v_small,v_large", "--out",
                    str(tmp_path / "pair")], llm_base_url=url, llm_model="configured", database_url=database_url)
    assert code == 0 and set(asked.models) == {"shop-small", "shop-large"}
    report = (tmp_path / "pair" / "compare.md").read_text()
    assert report.startswith("# v_small against v_large: 1 scenarios")
    assert "prompt v_small" in report and "prompt v_large" in report


def test_a_run_with_the_llm_customer_is_recorded_on_both_sides_and_replays(tmp_path, capsys):
    chosen = tmp_path / "scenarios"
    chosen.mkdir()
    (chosen / "status.json").write_text((SCENARIOS_HERE / "status-arriving-today.json").read_text())
    recording = tmp_path / "recording"
    with model_server() as (url, asked):
        assert run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "1", "--agent", "llm", "--simulator",
                    "llm", "--fresh", "reset", "--injection-limit", "0", "--out", str(tmp_path / "recorded"),
                    "--record", str(recording)], llm_base_url=url, llm_model="shop-model") == 0
    assert asked.customer >= 2
    assert len((recording / "status-arriving-today" / "0.customer.jsonl").read_text().splitlines()) == asked.customer
    assert run(["--scenarios", str(chosen), "--concurrency", "1", "--fresh", "reset", "--injection-limit", "0",
                "--out", str(tmp_path / "replayed"), "--replay", str(recording)],
               llm_base_url="http://127.0.0.1:9/v1") == 0
    said = _said(tmp_path / "replayed")
    assert said == _said(tmp_path / "recorded") and said[0][0] == ("customer", "Where is my order A-1043?")


RECORDED = Path(__file__).parent / "recordings" / "shop-model"
SCENARIOS = Path(__file__).resolve().parents[2] / "evals" / "scenarios"


def test_the_committed_recording_replays_exactly(tmp_path, capsys):
    """A change to the prompt, the tools or the loop that changes what the model is asked fails here
    at its first call; if the change is meant, `make recordings` makes the recording again."""
    code = run(["--scenarios", str(SCENARIOS), "--concurrency", "2", "--fresh", "reset", "--injection-limit", "0",
                "--out", str(tmp_path / "run"), "--replay", str(RECORDED)], llm_base_url="http://127.0.0.1:9/v1")
    rows = _rows(tmp_path / "run")
    assert code == 0, [r.get("diverged") for r in rows]
    assert lines(capsys)[-1] == "eval: 3 scenarios x 1 trials, pass^1=1.000, pass^1=1.000, policy_breaks=0, " \
                                "injection_breaches=n/a"
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["model"] == "shop-model" and summary["replay_diverged"] == 0 and summary["model_turns"] >= 3


def test_two_models_play_the_same_scenarios_and_stand_side_by_side(tmp_path, capsys):
    chosen = _chosen(tmp_path, THREE[:2])
    with model_server() as (url, asked):
        code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--agent", "llm", "--fresh",
                    "reset", "--injection-limit", "0", "--models", "shop-small,shop-large", "--out",
                    str(tmp_path / "pair"), "--record", str(tmp_path / "recorded")], llm_base_url=url,
                   llm_model="ignored")
    assert code == 0
    for model in ("shop-small", "shop-large"):  # one recording each, replayable on its own
        assert json.loads((tmp_path / "recorded" / model / "manifest.json").read_text())["model"] == model
    assert set(asked.models) == {"shop-small", "shop-large"}
    report = (tmp_path / "pair" / "compare.md").read_text()
    assert report.startswith("# shop-small against shop-large: 2 scenarios")
    assert "played by shop-small" in report and "played by shop-large" in report
    assert "| pass^1 | 1.000 | 1.000 | +0.000 |" in report
    assert json.loads((tmp_path / "pair" / "shop-large" / "summary.json").read_text())["model"] == "shop-large"
    # The same report from the two run directories, as `supportbot eval compare A B`.
    capsys.readouterr()
    args = build_parser().parse_args(["eval", "compare", str(tmp_path / "pair" / "shop-small"),
                                      str(tmp_path / "pair" / "shop-large")])
    args.run(Settings(_env_file=None), args)
    assert capsys.readouterr().out == report  # run directories are named by their model
