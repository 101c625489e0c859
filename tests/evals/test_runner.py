"""`supportbot eval` end to end: trials through webhook, queue and worker, graded from the database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from supportbot.app.cli import build_parser
from supportbot.app.settings import Settings
from tests.conftest import PG_ADMIN, REDIS_URL

SCENARIOS = Path(__file__).parent / "scenarios"
CUSTOMER = "tests.evals.customer:PlanFollower"


def run(argv: list[str]) -> int:
    from evals.cli import run_command

    settings = Settings(_env_file=None, database_url=PG_ADMIN, redis_url=REDIS_URL)
    return run_command(settings, build_parser().parse_args(["eval", *argv]))


def last_line(capsys) -> str:
    return capsys.readouterr().out.strip().splitlines()[-1]


# Sync tests: run_command starts its own event loop (asyncio.run), exactly as the CLI does.
def test_the_scenarios_pass_with_no_policy_break(tmp_path, capsys):
    assert run(["--scenarios", str(SCENARIOS), "--k", "2", "--concurrency", "3", "--simulator", CUSTOMER,
                "--fresh", "reset", "--out", str(tmp_path)]) == 0
    assert last_line(capsys) == ("eval: 7 scenarios x 2 trials, pass^1=1.000, pass^2=1.000, policy_breaks=0, "
                                 "injection_breaches=n/a")
    rows = [json.loads(line) for line in (tmp_path / "trials.jsonl").read_text().splitlines()]
    assert len(rows) == 14 and all(r["passed"] and not r["policy_breaks"] for r in rows)
    approved = next(r for r in rows if r["scenario"] == "refund-over-limit-approved")
    assert approved["transcript"][-1]["text"].startswith("Done: 75.00 USD refunded")
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["escalation_rate"] == pytest.approx(1 / 7) and summary["cost_total"] == "0"
    assert (tmp_path / "pass_k.png").read_bytes().startswith(b"\x89PNG")
    assert "| refund | 4 | 8 | 1.000 |" in (tmp_path / "report.md").read_text()


def test_a_wrong_end_state_fails_names_the_row_and_trips_the_baseline(tmp_path, capsys):
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    wrong = json.loads((SCENARIOS / "refund-one-broken-plate.json").read_text())
    wrong["expect"]["refunds"][0]["amount"] = "30.00"
    (scenarios / "wrong.json").write_text(json.dumps(wrong))
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"pass1": 1.0, "pass_hat_k": [{"k": 1, "value": 1.0, "low": 0.9, "high": 1.0}],
                                    "policy_breaks": 0}))
    out = tmp_path / "run"
    assert run(["--scenarios", str(scenarios), "--k", "1", "--simulator", CUSTOMER, "--out", str(out),
                "--fresh", "clone", "--baseline", str(baseline)]) == 1
    assert last_line(capsys).startswith("eval: 1 scenarios x 1 trials, pass^1=0.000, pass^1=0.000, policy_breaks=0")
    assert run(["--failures", str(out)]) == 0
    shown = capsys.readouterr().out
    assert "first difference: refunds: expected A-1042 30.00, got A-1042 25.00" in shown
    assert "customer: one plate from A-1042 arrived broken, refund please" in shown
    assert "bot     : Done: 25.00 USD refunded" in shown


def test_a_run_split_over_processes_keeps_every_trial_once_in_plan_order(tmp_path, capsys):
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    for name in ("status-arriving-today", "talk-to-a-person"):
        (scenarios / f"{name}.json").write_text((SCENARIOS / f"{name}.json").read_text())
    out = tmp_path / "run"
    assert run(["--scenarios", str(scenarios), "--k", "2", "--concurrency", "1", "--processes", "2",
                "--simulator", CUSTOMER, "--fresh", "reset", "--out", str(out)]) == 0
    assert last_line(capsys).startswith("eval: 2 scenarios x 2 trials, pass^1=1.000")
    rows = [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]
    assert sorted((r["scenario"], r["trial"]) for r in rows) == [
        ("status-arriving-today", 0), ("status-arriving-today", 1), ("talk-to-a-person", 0), ("talk-to-a-person", 1)]
    assert len({r["run_ids"][0] for r in rows}) == 4, "each trial has its own id range"


# The fast subset of the real suite in `make test` (`make eval` runs all of it, k = 4): ten
# scenarios across intents, languages, staff decisions and risk, each played twice by the
# seeded scripted customer. They passed every trial when chosen; a change that breaks one is
# a regression, whatever the reason.
FAST_SUBSET = ("refund-damaged-plate", "refund-over-limit-approved", "refund-over-limit-rejected",
               "refund-just-outside-window", "address-before-shipping", "status-out-for-delivery-es",
               "refund-hinglish", "policy-refund-window", "risk-lawyer", "human-hi")


def test_a_fast_subset_of_the_real_scenarios_passes_with_the_scripted_customer(tmp_path, capsys):
    real = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
    chosen = tmp_path / "scenarios"
    chosen.mkdir()
    for name in FAST_SUBSET:
        (chosen / f"{name}.json").write_text((real / f"{name}.json").read_text())
    assert run(["--scenarios", str(chosen), "--k", "2", "--concurrency", "3", "--simulator", "scripted",
                "--fresh", "reset", "--out", str(tmp_path / "run")]) == 0
    assert last_line(capsys) == ("eval: 10 scenarios x 2 trials, pass^1=1.000, pass^2=1.000, policy_breaks=0, "
                                 "injection_breaches=n/a")


# Scenarios that decide on the shop's earlier refunds (held by Shopify as `Refund`s), a status, an
# address change written to Shopify's order (`orderUpdate`), a replacement graded on the order
# Shopify holds for it, and a refund the shop made that is overdue (asked after, then handed over).
ON_SHOPIFY = ("refund-repeat-nothing-left", "return-after-refund", "refund-repeat-history-rule",
              "status-out-for-delivery-es", "address-and-status-two-asks", "replacement-plate",
              "refund-status-overdue")


def test_scenarios_on_the_shopify_stand_in_grade_as_on_the_built_in_shop(tmp_path, capsys):
    """`--shop-backend shopify`: each trial's stand-in is seeded from the scenario and read over GraphQL."""
    real = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
    chosen = tmp_path / "scenarios"
    chosen.mkdir()
    for name in ON_SHOPIFY:
        (chosen / f"{name}.json").write_text((real / f"{name}.json").read_text())
    assert run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--simulator", "scripted",
                "--fresh", "reset", "--shop-backend", "shopify", "--out", str(tmp_path / "run")]) == 0
    assert last_line(capsys) == ("eval: 7 scenarios x 1 trials, pass^1=1.000, pass^1=1.000, policy_breaks=0, "
                                 "injection_breaches=n/a")
    assert json.loads((tmp_path / "run" / "summary.json").read_text())["shop_backend"] == "shopify"
