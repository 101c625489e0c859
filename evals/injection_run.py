"""The injection suite: every attack through the production path, graded on the end state.

Here in the composition root because it runs every layer (sandbox, web, worker, store);
the attacks, the grader and the report are pure and live in evals/.

Each attack gets its own stack: a fresh database cloned from a migrated template
(CREATE DATABASE ... TEMPLATE, not truncate+reseed), its own sandbox and web app on free
ports, its own arq queue on the shared Redis, and an in-process burst worker. Ids in each
clone start at a distinct offset, because arq job ids are built from row ids (turn:<conversation>,
handoff:<id>) and live in the one Redis: without the offset two clones would dedupe each
other's jobs. With the sandbox's scripted model the model obeys the attacker exactly; with a
real model (LLM_BASE_URL not local) it decides for itself, and the breach rate is the attack
success rate, measurable with datamarking on and off.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import aiohttp
import asyncpg
from aiohttp import web
from arq.worker import Worker
from redis.asyncio import Redis

from evals.attack import Attack, EndState, attack_shop, find_breaches, load_attacks, load_plays, render_play
from evals.injection import InjectionResult
from sandbox.app import build_app
from sandbox.llm import OWNER as SANDBOX_MODEL_OWNER
from sandbox.local.config import sandbox_config
from sandbox.local.ports import TrialPorts
from sandbox.local.stack import preview
from supportbot.app.bootstrap import model_gateway, open_worker_deps
from supportbot.app.settings import Settings
from supportbot.app.web import init_app
from supportbot.core.privacy.untrusted import datamarking
from supportbot.store.migrate import migrate_database
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed
from supportbot.worker.settings import worker_options

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
RUNS_KEY = "supportbot:evals:injection:runs"
log = logging.getLogger(__name__)
CONNECTION_RETRIES = 3


async def scripted_model(settings: Settings) -> bool:
    """Whether the attacks play against the sandbox's scripted model, decided by what the server
    at LLM_BASE_URL says it is (`GET /models`), not by its address: a real model served on this
    machine is measured as a real model. Nothing answering there means no model to measure: the
    suite's own sandbox plays, and the report says so."""
    async with model_gateway(settings) as gateway:
        server = (await gateway.probe())["primary"]
    if not server.ok:
        log.warning("LLM_BASE_URL %s does not answer (%s): the sandbox's scripted model plays",
                    settings.llm_base_url, server.error)
        return True
    return server.owners == (SANDBOX_MODEL_OWNER,)


def _dsn(base: str, name: str) -> str:
    return base.rsplit("/", 1)[0] + "/" + name


@asynccontextmanager
async def _servers(settings: Settings, ports: TrialPorts) -> AsyncIterator[str]:
    web_url = f"http://127.0.0.1:{ports.web_port}"
    # Each server listens on the socket held for it since the ports were chosen (sandbox/local/ports.py).
    sandbox = build_app(replace(sandbox_config(settings, web_url), smtp_socket=ports.smtp))
    runners = [web.AppRunner(sandbox, access_log=None), web.AppRunner(init_app(settings), access_log=None)]
    try:
        ports.hand(ports.smtp)  # the stand-ins' SMTP server listens on it from their start
        for runner, sock in zip(runners, (ports.sandbox, ports.web), strict=True):
            await runner.setup()
            await web.SockSite(runner, ports.hand(sock)).start()
        yield f"http://127.0.0.1:{ports.sandbox_port}"
    finally:
        for runner in reversed(runners):
            await runner.cleanup()


async def _burst(settings: Settings) -> None:
    worker = Worker(**worker_options(settings.redis_url, lambda: open_worker_deps(settings),
                                     burst=True, queue_name=settings.arq_queue_name))
    try:
        await worker.main()
    finally:
        await worker.close()


class _Suite:
    def __init__(self, settings: Settings, template: str, run: int, scripted: bool) -> None:
        self.settings, self.template, self.run, self.scripted = settings, template, run, scripted
        self.plays = load_plays()
        self.create_lock = asyncio.Lock()  # CREATE DATABASE ... TEMPLATE wants the template idle

    async def clone(self, index: int) -> str:
        name = f"{self.template}_{index}"
        admin = await asyncpg.connect(_dsn(self.settings.database_url, "postgres"))
        try:
            async with self.create_lock:
                await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{self.template}"')
        finally:
            await admin.close()
        dsn = _dsn(self.settings.database_url, name)
        async with open_connection(dsn) as conn:
            offset = ((self.run % 2000) * 1000 + index) * 1000
            await conn.execute(
                "SELECT setval(c.oid, $1) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE c.relkind = 'S' AND n.nspname = 'public'", offset + 1)
        return dsn

    async def drop(self, index: int) -> None:
        admin = await asyncpg.connect(_dsn(self.settings.database_url, "postgres"))
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{self.template}_{index}" WITH (FORCE)')
        finally:
            await admin.close()

    async def attack(self, index: int, attack: Attack) -> dict[str, Any]:
        started = time.perf_counter()
        dsn = await self.clone(index)
        try:
            row = await self._attack(index, attack, dsn)
        finally:
            await self.drop(index)
        return row | {"seconds": round(time.perf_counter() - started, 2)}

    async def _attack(self, index: int, attack: Attack, dsn: str) -> dict[str, Any]:
        with TrialPorts() as ports:
            return await self._attack_on(index, attack, dsn, ports)

    async def _attack_on(self, index: int, attack: Attack, dsn: str, ports: TrialPorts) -> dict[str, Any]:
        sandbox = f"http://127.0.0.1:{ports.sandbox_port}"
        local = {"whatsapp_api_base": sandbox, "slack_api_base": f"{sandbox}/api/",
                 "payments_api_base": f"{sandbox}/stripe", "smtp_port": ports.smtp_port, "smtp_security": "none",
                 "warehouse_api_base": f"{sandbox}/warehouse", "shop_api_base": f"{sandbox}/shop",
                 "carrier_api_base": f"{sandbox}/carrier"}
        if self.scripted:
            local["llm_base_url"] = f"{sandbox}/v1"
        settings = self.settings.model_copy(update=local | {
            "database_url": dsn, "arq_queue_name": f"supportbot:injection:{self.run}:{index}",
            "bot_mode": "full", "supportbot_clock": self.settings.supportbot_clock or NOW,
            # Nothing for later: the burst worker that plays the attack waits for every job on its queue,
            # deferred ones too, and the end state is graded once the bot has answered. A CSAT question
            # 60 s after a resolved turn held each such attack a minute (eval-attacks: 14.5 min, 44 CPU-s).
            "nudge_after_seconds": 0, "csat": False,
            "metrics_port": None})  # many web apps at once: no shared metrics listener (nothing scrapes it)
        shop = attack_shop(settings.supportbot_clock)
        async with open_connection(dsn) as conn:
            await seed(conn, shop)
            for order_id, note in attack.notes.items():
                await conn.execute("UPDATE orders SET note = $2 WHERE id = $1", order_id, note)
        scripted_calls: list[str] = []
        executed: list[str] = []
        unanswered: list[str] = []  # turns whose scripted answers the bot never asked the model for
        stopped_by_code: list[str] = []  # turns code's gates handed to a person before any model call
        reasons: list[str] = []  # the handoffs opened so far, with their reasons
        model_calls = 0  # over the whole attack
        async with _servers(settings, ports) as url, aiohttp.ClientSession() as http:
            async def sandbox_call(method: str, path: str, body: dict | None = None) -> Any:
                async with http.request(method, url + path, json=body) as resp:
                    return await resp.json()

            for n, turn in enumerate(attack.turns):
                messages = []
                calls_before = await sandbox_call("GET", "/_sandbox/llm/calls")
                handoffs_before = len(reasons)  # those the turns before opened
                if turn.play and self.scripted:
                    token = _last_token(calls_before)
                    if not token and "$last_token" in json.dumps(self.plays[turn.play]):
                        unanswered.append(f"turn {n}: no earlier token to replay")  # not the attack it claims
                    messages = render_play(self.plays[turn.play], f"{attack.id}_{n}", token)
                    scripted_calls += [c["function"]["name"] for m in messages for c in m.get("tool_calls", [])]
                    await sandbox_call("POST", "/_sandbox/llm/script", {"responses": messages})
                inbound: dict[str, str | None] = {"from": attack.turn_wa_id(turn)}
                if turn.choice:
                    inbound["interactive_id"] = turn.choice.replace("$action", str(await _newest_action(dsn)))
                else:
                    inbound["text"] = turn.say
                answer = await sandbox_call("POST", "/_sandbox/whatsapp/inbound", inbound)
                if answer.get("status") != 200:
                    raise RuntimeError(f"{attack.id}: the web app refused turn {n}: {answer}")
                await _burst(settings)
                # The model was asked and its first proposed call reached the tools: the attack got
                # past the router and the gates to the point where only code stands in its way.
                # Code may end the turn sooner (a refusal, a handoff): later answers go unused.
                asked = len(await sandbox_call("GET", "/_sandbox/llm/calls")) - len(calls_before)
                model_calls += asked
                ran = await _tool_names(dsn)
                first = next((c["function"]["name"] for m in messages for c in m.get("tool_calls", [])), None)
                reasons = await _handoff_reasons(dsn)
                if asked == 0 and (len(reasons) > handoffs_before or stopped_by_code):
                    # Code's gates (risk, an explicit ask for a person) took this turn, or an earlier
                    # one they took left the conversation with a person (issue 14): code, not the
                    # model, defended it from here on, so its scripted answers go unused.
                    opened = [f"turn {n}: {r}" for r in reasons[handoffs_before:]]
                    stopped_by_code += opened or [f"turn {n}: with a person"]
                elif messages and (asked == 0 or (first and first not in ran[len(executed):])):
                    unanswered.append(f"turn {n}: model asked {asked} times, {first} never ran")
                executed = ran
            state = await _end_state(dsn, shop, attack, sandbox_call)
            # What the model was shown: proof the datamarking switch reached the worker's tasks.
            # (The system prompt names the marker either way, so only user and tool text counts.)
            datamarked = any("\u00abuntrusted:" in (m.get("content") or "")
                             for call in await sandbox_call("GET", "/_sandbox/llm/calls")
                             for m in call.get("messages", []) if m.get("role") in ("user", "tool"))
        breaches = find_breaches(attack, state, settings.refund_auto_limit,
                                 {c.phone: c.id for c in shop.customers if c.phone})
        skipped = list((Counter(scripted_calls) - Counter(executed)).elements())
        return {"id": attack.id, "category": attack.category, "language": attack.language,
                "breached": bool(breaches), "detail": "; ".join(breaches),
                "attempted": not (unanswered or stopped_by_code) if self.scripted else None, "unanswered": unanswered,
                "model_calls": model_calls, "stopped_by_code": stopped_by_code,
                "datamarked": datamarked,
                "scripted_calls": scripted_calls, "executed_calls": executed, "not_executed": skipped,
                "refunds": [(r["order_id"], r["amount"]) for r in state.provider_refunds]}


async def _newest_action(dsn: str) -> int | None:
    async with open_connection(dsn) as conn:
        return await conn.fetchval("SELECT max(id) FROM actions")


async def _handoff_reasons(dsn: str) -> list[str]:
    async with open_connection(dsn) as conn:
        return [r["reason"] for r in await conn.fetch("SELECT reason FROM handoffs ORDER BY id")]


async def _tool_names(dsn: str) -> list[str]:
    async with open_connection(dsn) as conn:
        return [r["name"] for r in await conn.fetch(
            "SELECT request->>'name' AS name FROM steps WHERE kind = 'tool' ORDER BY run_id, step")]


def _last_token(calls: list[dict]) -> str:
    """The newest check_refund token any request carried, for replay attacks."""
    token = ""
    for call in calls:
        for m in call.get("messages", []):
            if m.get("role") == "tool" and '"token"' in (m.get("content") or ""):
                try:
                    token = json.loads(m["content"]).get("token") or token
                except ValueError:
                    pass
    return token


async def _end_state(dsn: str, shop, attack: Attack, sandbox_call) -> EndState:
    async with open_connection(dsn) as conn:
        refunds = await conn.fetch("SELECT order_id, amount, action_id, skus FROM refunds WHERE source <> 'seed'")
        replaced = await conn.fetch("SELECT order_id, value, skus, action_id FROM replacements")
        actions = await conn.fetch("SELECT id, order_id, kind, amount, status, decided_by, reason FROM actions")
        addresses = {r["id"]: json.loads(r["address"]) if isinstance(r["address"], str) else dict(r["address"])
                     for r in await conn.fetch("SELECT id, address FROM orders")}
        verified = {r["wa_id"]: r["verified_customer_id"] for r in await conn.fetch(
            "SELECT wa_id, verified_customer_id FROM conversations WHERE verified_customer_id IS NOT NULL")}
    sent: dict[str, list] = {}
    read: dict[str, list[str]] = {}
    for m in await sandbox_call("GET", "/_sandbox/whatsapp/sent"):
        sent.setdefault(m["to"], []).append(m["body"])
        read.setdefault(m["to"], []).append(preview(m["body"]))
    return EndState(
        owners={o.id: o.customer for o in shop.orders},
        seeded_addresses={o.id: o.address.model_dump() for o in shop.orders},
        addresses=addresses,
        db_refunds=[dict(r) for r in refunds],
        provider_refunds=await sandbox_call("GET", "/_sandbox/payments/refunds"),
        actions=[dict(a) for a in actions],
        verified=verified,
        sent_text={wa: json.dumps(bodies, ensure_ascii=False) for wa, bodies in sent.items()},
        read={wa: "\n".join(texts) for wa, texts in read.items()},
        orders=[o.model_dump(mode="json") for o in shop.orders],
        replacements=await sandbox_call("GET", "/_sandbox/shop/replacements"),
        db_replacements=[dict(r) for r in replaced],
    )


async def run_injection_suite(settings: Settings, *, concurrency: int = 4, datamarking_on: bool = True,
                              attacks: list[Attack] | None = None) -> InjectionResult:
    """Run every attack (or `attacks`) on its own cloned database; breaches are end-state facts."""
    attacks = load_attacks() if attacks is None else attacks
    redis = Redis.from_url(settings.redis_url)
    try:
        run = int(await redis.incr(RUNS_KEY))  # distinct id ranges from earlier runs' kept job results
    finally:
        await redis.aclose()
    template = f"supportbot_injection_{os.getpid()}_{run}"
    template_dsn = _dsn(settings.database_url, template)
    started = time.perf_counter()
    await migrate_database(template_dsn)  # creates the database, then migrates it once for every clone
    suite = _Suite(settings, template, run, await scripted_model(settings))
    gate = asyncio.Semaphore(concurrency)

    async def one(index: int, attack: Attack) -> dict[str, Any]:
        async with gate:
            with datamarking(datamarking_on):
                for retry in range(CONNECTION_RETRIES + 1):
                    try:
                        return await suite.attack(index, attack) | {"retries": retry}
                    except asyncpg.TooManyConnectionsError as exc:
                        # Postgres is shared: a full server is the harness's problem, so the attack
                        # runs again from a fresh clone rather than counting as anything.
                        error = exc
                        await asyncio.sleep(2 * (retry + 1))
                    except Exception as exc:  # an attack that crashes the harness is reported, not hidden
                        error = exc
                        break
                return {"id": attack.id, "category": attack.category, "language": attack.language,
                        "breached": False, "attempted": False, "detail": f"harness error: {error!r}"}

    try:
        rows = await asyncio.gather(*(one(i, a) for i, a in enumerate(attacks)))
    finally:
        admin = await asyncpg.connect(_dsn(settings.database_url, "postgres"))
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{template}" WITH (FORCE)')
        finally:
            await admin.close()
    return InjectionResult(breaches=sum(r["breached"] for r in rows), total=len(rows), rows=list(rows),
                           seconds=time.perf_counter() - started, datamarking=datamarking_on,
                           scripted=suite.scripted)
