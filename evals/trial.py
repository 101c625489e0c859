"""One trial through the production path: webhook -> arq queue -> worker -> stand-ins, on its own database.

The lane hands a freshly cloned database; the trial seeds the scenario's shop, starts the
sandbox, the web app and an arq worker bound to it, lets the simulator talk, plays staff from
the scenario, and reads the end state. The end of a bot turn is read from Postgres (the
conversation's handled_seq catching up with inbound_seq), never guessed with a sleep.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from datetime import datetime
from urllib.parse import urlencode

import aiohttp
import asyncpg
from aiohttp import web
from aiohttp.test_utils import TestServer

from evals.bot_messages import code_in
from evals.breaks import Rules, policy_breaks
from evals.cron_times import NextRuns
from evals.grading import grade
from evals.model_proxy import ModelProxy, Recording
from evals.scenario import Scenario
from evals.shopify_state import on_shopify as shopify_end_state
from evals.simulator import Say, Simulator, Stop
from evals.snapshot import model_cost, model_usage, read_end_state, sandbox_get
from evals.wakeups import Activity, WakingWorker
from sandbox.app import build_app
from sandbox.local.config import sandbox_config
from sandbox.local.ports import TrialPorts
from sandbox.local.stack import Customer, preview
from sandbox.rule_model import NAME as RULE_MODEL
from sandbox.slack_requests import signed_headers
from supportbot.app.bootstrap import open_worker_deps
from supportbot.app.settings import Settings
from supportbot.app.shop_seed import seed_stand_in
from supportbot.app.web import init_app
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed, seed_articles
from supportbot.worker.settings import worker_options

# A waiting trial reads Postgres again when the lane does something (evals/wakeups.py); this is
# only the re-check for what no event announces (a deferred job), and the worker's own.
FALLBACK_S = 0.25
TURN_TIMEOUT_S = 20.0  # a turn is bounded at 8 s (invariant 5); past this the stack is stuck
STUCK_MARGIN_S = 12.0  # beyond a turn deadline raised for a slow model (the local lane): stuck
REJECT_REASON = "not covered, checked by the eval's staff"
NEXT_RUNS = NextRuns()  # the process's trials' workers start within seconds of each other


class Stuck(Exception):
    """The stack did not finish something in time: the trial is an error, not a verdict."""


@dataclass(frozen=True)
class TrialSpec:
    scenario: Scenario
    trial: int
    seed: int
    ids: range | None = None  # the row ids the trial's database hands out (evals/runner.py)


async def _until(activity: Activity, check, what: str, within: float = TURN_TIMEOUT_S):
    """`check()` until it is true: again each time a job ends or the web app answers."""
    deadline = time.monotonic() + within
    while True:
        seen = activity.mark()
        value = await check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Stuck(f"timed out waiting for {what}")
        await activity.wait(seen, FALLBACK_S)


class TrialStack:
    """Sandbox, web app and worker of one trial, bound to its database and arq queue."""

    def __init__(self, settings: Settings, ports: TrialPorts, pool: asyncpg.Pool | None = None) -> None:
        self.settings = settings
        self.web_url = f"http://127.0.0.1:{ports.web_port}"
        self.sandbox_url = f"http://127.0.0.1:{ports.sandbox_port}"
        self.activity = Activity()
        # Each server listens on the socket held for it since the ports were chosen (sandbox/local/ports.py).
        stand_ins = build_app(replace(sandbox_config(settings, self.web_url), smtp_socket=ports.smtp))
        self._sandbox = TestServer(stand_ins, port=ports.sandbox_port, socket_factory=ports.factory(ports.sandbox))
        web = init_app(settings, pool)  # `pool`: a resetting lane's, lent to the web app and the worker
        web.on_response_prepare.append(self._answered)  # whatever a request enqueued is in Redis now
        self._web = TestServer(web, port=ports.web_port, socket_factory=ports.factory(ports.web))
        options = worker_options(settings.redis_url, lambda: open_worker_deps(settings, pool),
                                 sweep_every=settings.sweep_interval_seconds, queue_name=settings.arq_queue_name)
        # No cron at the worker's start: it starts on a database holding only the scenario's shop, so
        # what they look for (stalled runs, unpaid returns, due promises and approvals, old traces)
        # cannot exist yet; six jobs a trial for nothing. Their ticks during the trial still run, at the
        # times the last trial's worker found (arq's own answer now too: evals/cron_times.py).
        options["cron_jobs"] = NEXT_RUNS.scheduled([replace(job, run_at_startup=False) for job in options["cron_jobs"]],
                                                   datetime.now().astimezone())  # arq's clock: the machine's
        # In-process: no signal handlers of its own; it looks at its queue when the lane does something.
        self._worker = WakingWorker(self.activity, fallback=FALLBACK_S, **(options | {"handle_signals": False}))
        self._task: asyncio.Task | None = None
        self._ports = ports

    async def _answered(self, request: web.Request, response: web.StreamResponse) -> None:
        self.activity.fire()

    async def __aenter__(self) -> TrialStack:
        self._ports.hand(self._ports.smtp)  # the stand-ins' SMTP server listens on it from their start
        await self._sandbox.start_server()
        await self._web.start_server()
        self._task = asyncio.create_task(self._worker.async_run())
        return self

    async def __aexit__(self, *exc) -> None:
        try:
            await self._stop_worker()
        finally:  # whatever the worker did: a server left listening would hold its socket for the run
            await self._web.close()
            await self._sandbox.close()

    async def _stop_worker(self) -> None:
        worker = self._worker
        worker.allow_pick_jobs = False
        if worker.tasks:  # a job still settling its conversation, or a cron: let it finish, briefly
            await asyncio.wait(list(worker.tasks.values()), timeout=5)
        try:
            await worker.close()  # cancels the poll loop, runs on_shutdown (closes the deps)
            if self._task is not None:
                await self._task
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # the lane itself is being stopped


def model_url(base: Settings, agent: str, sandbox_port: int) -> str:
    """The endpoint the trial's bot asks: --agent llm the configured LLM_BASE_URL; rules the trial's
    rule-playing model (sandbox/rule_model.py); templated never calls a model."""
    sandbox = f"http://127.0.0.1:{sandbox_port}"
    return base.llm_base_url if agent == "llm" else f"{sandbox}/rules/v1" if agent == "rules" else f"{sandbox}/v1"


def trial_settings(base: Settings, database_url: str, queue: str, scenario: Scenario, agent: str,
                   web_port: int, sandbox_port: int, model: str | None = None, smtp_port: int = 0) -> Settings:
    """`model`: another endpoint for the bot's model (a recording or replaying proxy)."""
    sandbox = f"http://127.0.0.1:{sandbox_port}"
    # The scenario's shop may set its own numbers (shop.policy); the graders read the same settings.
    return base.with_shop_policy(scenario.shop.policy).model_copy(update={
        "database_url": database_url, "arq_queue_name": queue, "supportbot_clock": scenario.now,
        "bot_mode": "templated" if agent == "templated" else "full",
        "whatsapp_api_base": sandbox, "slack_api_base": f"{sandbox}/api/", "payments_api_base": f"{sandbox}/stripe",
        "smtp_port": smtp_port, "smtp_security": "none", "warehouse_api_base": f"{sandbox}/warehouse",
        "shop_api_base": f"{sandbox}/shop", "carrier_api_base": f"{sandbox}/carrier",
        "shopify_shop_domain": sandbox,  # read with --shop-backend shopify: the trial's GraphQL stand-in
        "llm_base_url": model or model_url(base, agent, sandbox_port),
        **({"llm_model": RULE_MODEL, "llm_small_model": ""} if agent == "rules" else {}),
        "slack_approver_ids": base.slack_approver_ids or ("U0EVALSTAFF",),
        # A trial is over in seconds; quiet-customer timers would only add late messages.
        "nudge_after_seconds": 0,
        # Trials run side by side in one process: none may bind the fixed metrics port.
        "metrics_port": None,
        # One customer at a time: a connection each for the web app and the worker at the start, more
        # only when a turn asks. Each one opened is a Postgres backend started for a trial of seconds.
        "database_pool_min": 1,
    })


class Trial:
    def __init__(self, stack: TrialStack, conn: asyncpg.Connection, session: aiohttp.ClientSession,
                 scenario: Scenario) -> None:
        self.stack, self.conn, self.session, self.scenario = stack, conn, session, scenario
        self.wa_id = scenario.customer.wa_id
        self.decided: set[int] = set()
        self.seen = 0
        self.transcript: list[dict] = []
        # A lane against a slow local model raises TURN_DEADLINE_SECONDS; the waits follow it.
        self.patience = max(TURN_TIMEOUT_S, stack.settings.turn_deadline_seconds + STUCK_MARGIN_S)

    async def turn_done(self) -> None:
        async def caught_up():
            row = await self.conn.fetchrow(
                "SELECT inbound_seq, handled_seq FROM conversations WHERE wa_id = $1", self.wa_id)
            return row is not None and row["handled_seq"] >= row["inbound_seq"]

        await _until(self.stack.activity, caught_up, "the bot's turn", self.patience)
        await _until(self.stack.activity, lambda: self.conn.fetchval(
            """SELECT (SELECT count(*) FROM actions WHERE status = 'awaiting_approval' AND slack_ts IS NULL)
                    + (SELECT count(*) FROM handoffs WHERE slack_ts IS NULL) = 0"""), "the staff cards")

    async def play_staff(self) -> None:
        """Decide each new approval card as the scenario's staff do, through Slack's wire format."""
        choice = self.scenario.staff.approvals
        rows = await self.conn.fetch(
            "SELECT id, slack_ts FROM actions WHERE status = 'awaiting_approval' ORDER BY id")
        for row in rows:
            if row["id"] in self.decided or choice == "none":
                continue
            self.decided.add(row["id"])
            await self._click(row["id"], row["slack_ts"], "refund_approve" if choice == "approve" else "refund_reject")
            if choice == "reject":
                await self._submit_reason(row["id"])
            await _until(self.stack.activity, lambda action_id=row["id"]: self.conn.fetchval(
                "SELECT true FROM messages WHERE idempotency_key = $1 AND status IS DISTINCT FROM 'pending'",
                f"resume:{action_id}"), "the customer to hear the staff decision", self.patience)

    async def _click(self, action_id: int, ts: str, action: str) -> None:
        answer = await self._sandbox_post("/_sandbox/slack/click", {
            "user_id": self.stack.settings.slack_approver_ids[0], "action_id": action, "value": str(action_id),
            "channel": self.stack.settings.slack_channel, "message_ts": ts})
        if answer.get("status") != 200:
            raise Stuck(f"the web app refused the staff click: {answer}")

    async def _submit_reason(self, action_id: int) -> None:
        """The sandbox can click but not type into the reason modal, so this posts Slack's submit itself."""
        async def opened():
            calls = await sandbox_get(self.session, self.stack.sandbox_url, "/_sandbox/slack/calls")
            return next((c["args"]["view"] for c in reversed(calls) if c["method"] == "views.open"), None)

        view = await _until(self.stack.activity, opened, "the reason modal")
        view = json.loads(view) if isinstance(view, str) else view
        settings = self.stack.settings
        staff = settings.slack_approver_ids[0]
        payload = {"type": "view_submission", "team": {"id": settings.slack_team_id, "domain": "sandbox"},
                   "user": {"id": staff, "username": staff.lower(), "name": staff.lower(),
                            "team_id": settings.slack_team_id},
                   "api_app_id": "A0SANDBOXAPP", "token": "t", "trigger_id": "1.2.eval",
                   "view": {**view, "id": f"V0EVAL{action_id}", "team_id": settings.slack_team_id, "hash": "1.x",
                            "state": {"values": {"reason": {"reason": {"type": "plain_text_input",
                                                                       "value": REJECT_REASON}}}}},
                   "response_urls": [], "is_enterprise_install": False, "enterprise": None}
        body = urlencode({"payload": json.dumps(payload)})
        headers = signed_headers(settings.slack_signing_secret, int(time.time()), body,
                                 "application/x-www-form-urlencoded")
        async with self.session.post(f"{self.stack.web_url}/slack/events", data=body.encode(),
                                     headers=headers) as resp:
            if resp.status != 200:
                raise Stuck(f"the web app refused the reason: {resp.status}")

    async def warehouse_receives_all(self) -> None:
        """Days later, the warehouse scans every returned parcel: its signed webhooks reach the web
        app, the worker pays each refund and tells the customer; wait until none is left unpaid."""
        if not await self.conn.fetchval("SELECT count(*) FROM returns WHERE state = 'label_sent'"):
            return
        answer = await self._sandbox_post("/_sandbox/warehouse/receive", {"all": True})
        if any(d.get("status") != 200 for d in answer.get("delivered", [])):
            raise Stuck(f"the web app refused the warehouse's receipt: {answer}")
        await _until(self.stack.activity, lambda: self.conn.fetchval(
            """SELECT (SELECT count(*) FROM returns WHERE state IN ('label_sent', 'received'))
                    + (SELECT count(*) FROM messages WHERE direction = 'out' AND status = 'pending') = 0"""),
            "the returns' refunds")

    async def _sandbox_post(self, path: str, body: dict) -> dict:
        async with self.session.post(self.stack.sandbox_url + path, json=body) as resp:
            return await resp.json()

    async def new_from_bot(self) -> list[dict]:
        sent = [m for m in await sandbox_get(self.session, self.stack.sandbox_url, "/_sandbox/whatsapp/sent")
                if m["to"] == self.wa_id]
        fresh, self.seen = sent[self.seen:], len(sent)
        self.transcript += [{"from": "bot", "text": preview(m["body"])} for m in fresh]
        return [m["body"] for m in fresh]


SimulatorFactory = Callable[..., Simulator]
"""Called with `code_source=`: how the customer reads the one-time codes sent to their inbox."""


async def run_trial(base: Settings, database_url: str, queue: str, spec: TrialSpec,
                    make_simulator: SimulatorFactory, agent: str, recording: Recording | None = None,
                    customer_model: str | None = None, conn: asyncpg.Connection | None = None,
                    pool: asyncpg.Pool | None = None) -> dict:
    """Play one trial; returns its JSONL row. An error in the stack is recorded, not raised.
    With `recording`, the bot's model calls go through a recording or replaying proxy (evals/model_proxy.py),
    and so do the customer's when a model plays the customer (`customer_model`, its endpoint).
    `conn`: a connection to `database_url` the caller keeps (a resetting lane's); else the trial opens one.
    `pool`: a pool to `database_url` the caller keeps, lent to the trial's web app and worker; else each opens one."""
    with TrialPorts() as ports:
        async with _given_or_own(conn, database_url) as trial_conn:
            return await _recorded_or_not(base, database_url, queue, spec, make_simulator, agent, ports, recording,
                                          customer_model, trial_conn, pool)


@contextlib.asynccontextmanager
async def _given_or_own(conn: asyncpg.Connection | None, database_url: str) -> AsyncIterator[asyncpg.Connection]:
    if conn is not None:
        yield conn
        return
    async with open_connection(database_url) as own:
        yield own


async def _recorded_or_not(base: Settings, database_url: str, queue: str, spec: TrialSpec,
                           make_simulator: SimulatorFactory, agent: str, ports: TrialPorts,
                           recording: Recording | None, customer_model: str | None, conn: asyncpg.Connection,
                           pool: asyncpg.Pool | None) -> dict:
    if recording is None:
        return await _play(base, database_url, queue, spec, make_simulator, agent, ports, conn, pool)
    async with contextlib.AsyncExitStack() as stack:
        proxies = [await stack.enter_async_context(
            ModelProxy(recording, spec.scenario, spec.trial, model_url(base, agent, ports.sandbox_port), spec.ids))]
        if customer_model is not None:
            proxies.append(await stack.enter_async_context(
                ModelProxy(recording, spec.scenario, spec.trial, customer_model, spec.ids, part="customer")))
        row = await _play(base, database_url, queue, spec, make_simulator, agent, ports, conn, pool, *proxies)
    if (diverged := next((d for d in [p.finish() for p in proxies] if d is not None), None)) is not None:
        row |= {"passed": False, "difference": f"replay diverged: {diverged}", "diverged": diverged}
    return row


async def _play(base: Settings, database_url: str, queue: str, spec: TrialSpec, make_simulator: SimulatorFactory,
                agent: str, ports: TrialPorts, conn: asyncpg.Connection, pool: asyncpg.Pool | None,
                proxy: ModelProxy | None = None,
                customer_proxy: ModelProxy | None = None) -> dict:
    scenario, started = spec.scenario, time.monotonic()
    settings = trial_settings(base, database_url, queue, scenario, agent, ports.web_port, ports.sandbox_port,
                              model=proxy.base_url if proxy else None, smtp_port=ports.smtp_port)
    row: dict = {"scenario": scenario.id, "intent": scenario.intent, "language": scenario.customer.language,
                 "tags": scenario.tags, "trial": spec.trial,
                 "seed": spec.seed, "passed": False, "difference": None, "policy_breaks": [], "handoff": False,
                 "cost": "0", "turns": 0, "stop": None, "error": None, "transcript": [], "run_ids": [],
                 "database": database_url.rsplit("/", 1)[1]}
    on_shopify = settings.shop_backend == "shopify"
    # The fixture seeds the shop the trial runs on: the built-in one, or the Shopify stand-in
    # once it listens (its help centre is the bot's either way).
    await (seed_articles if on_shopify else seed)(conn, scenario.shop)
    async with TrialStack(settings, ports, pool) as stack, aiohttp.ClientSession() as session:
        gids = await seed_stand_in(settings.shopify_api_base(), scenario.shop) if on_shopify else {}
        trial = Trial(stack, conn, session, scenario)
        customer = Customer(session, stack.sandbox_url, trial.wa_id)

        async def inbox(address: str) -> str | None:
            # Only the customer's own inbox: a stranger never reads the account owner's code.
            return code_in(await sandbox_get(session, stack.sandbox_url, "/_sandbox/email/sent"), address)

        simulator = make_simulator(code_source=inbox,
                                   **({"base_url": customer_proxy.base_url} if customer_proxy else {}))
        simulator.start(scenario, spec.seed)
        bot_sent: list[dict] = []
        try:
            while True:
                for recorded in (proxy, customer_proxy):
                    if recorded is not None:  # the calls of this customer message and its answer
                        recorded.turn = row["turns"] + 1
                move = await simulator.next(bot_sent)
                if isinstance(move, Stop):
                    row["stop"] = move.reason
                    break
                if row["turns"] >= scenario.max_turns:
                    row["stop"] = "turn budget"
                    break
                assert isinstance(move, Say)
                trial.transcript.append({"from": "customer", "text": move.text, "choice": move.choice})
                await customer.say(move.text, choice=move.choice)
                row["turns"] += 1
                await trial.turn_done()
                await trial.play_staff()
                bot_sent = await trial.new_from_bot()
            await trial.turn_done()
            if scenario.warehouse.receives == "all":
                await trial.warehouse_receives_all()
        except (Stuck, RuntimeError, aiohttp.ClientError) as exc:
            row["error"] = f"{type(exc).__name__}: {exc}"
        await trial.new_from_bot()
        state = await read_end_state(conn, session, stack.sandbox_url, trial.wa_id,
                                     frozenset(settings.slack_approver_ids))
        if on_shopify:
            state = await shopify_end_state(state, scenario.shop, gids, trial.wa_id, settings, session)
    rules = Rules(settings.refund_auto_limit, settings.refund_window_days, settings.return_settings())
    broken = policy_breaks(state, rules, scenario.now)
    verdict = grade(scenario, state, broken)
    row |= {"passed": verdict.passed and row["error"] is None, "difference": row["error"] or verdict.difference,
            "policy_breaks": broken, "handoff": bool(state.handoffs), "cost": str(await model_cost(conn)),
            "handoff_reasons": [h.reason for h in state.handoffs],
            "model_calls": await conn.fetchval("SELECT count(*) FROM steps WHERE kind = 'llm'"),
            # Model calls that failed (provider errors, invalid answers twice): the turn went on without.
            "model_errors": await conn.fetchval(
                "SELECT count(*) FROM steps WHERE kind = 'llm' AND result ? 'error'"),
            # Replies the output guard withheld (code's account went out instead of the model's words).
            "guarded": await conn.fetchval("SELECT count(*) FROM runs WHERE outcome = 'guarded'"),
            "transcript": trial.transcript,
            "run_ids": [r["id"] for r in await conn.fetch("SELECT id FROM runs ORDER BY id")]}
    row |= await model_usage(conn)
    row["seconds"] = round(time.monotonic() - started, 3)
    return row
