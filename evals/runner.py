"""The eval run: every scenario K times, in concurrent lanes, each trial on a fresh database.

The template database is migrated once per run; each trial gets `CREATE DATABASE ... TEMPLATE`
of it and is dropped after grading (`fresh="clone"`), or each lane clones once and returns its
database to the template's state between trials (`fresh="reset"`). Lanes share one Redis but each has
its own arq queue, and every trial's id sequences start at their own offset, so job ids
("turn:<conversation>:<seq>", "approval:<action>") never meet across lanes, trials or runs.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import sys
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

import asyncpg
from redis.asyncio import Redis

from evals.model_proxy import Recording
from evals.scenario import Scenario
from evals.simulator import Simulator
from evals.trial import TrialSpec, run_trial
from evals.wipe import delete_every_row
from supportbot.app.settings import Settings
from supportbot.store.migrate import migrate_database
from supportbot.store.pool import connect, open_pool

IDS_PER_TRIAL = 10**6  # rows of one kind a trial can make before its ids reach the next trial's
# A resetting lane's pool serves one trial's web app and worker at once, each of which would open
# up to database_pool_max (10) of its own: the two together, so neither waits on the other.
LANE_POOL_MAX = 20


@dataclass(frozen=True)
class RunPlan:
    scenarios: list[Scenario]
    k: int
    agent: str  # llm | templated
    concurrency: int
    seed: int
    simulator: Callable[..., Simulator]  # called with code_source= (evals/trial.py)
    keep_databases: bool = False  # failed trials' databases stay for `supportbot trace` (clone only)
    # clone: each trial a new CREATE DATABASE ... TEMPLATE. reset: each lane clones once and empties
    # its database back to the template's state between trials, which skips CREATE/DROP DATABASE:
    # each of those forces Postgres to fsync, over a second apiece on a busy shared server.
    fresh: str = "clone"
    recording: Recording | None = None  # --record DIR / --replay DIR (evals/model_proxy.py)
    customer_model: str | None = None  # the LLM customer's endpoint (recorded too); None: a scripted one


def trial_ids(nonce: int, number: int) -> range:
    """The row ids trial `number` of run `nonce` makes: every sequence starts here (`prepare`)."""
    start = (nonce * 10**4 + number) * IDS_PER_TRIAL
    return range(start, start + IDS_PER_TRIAL)


def trial_seed(seed: int, scenario_id: str, trial: int) -> int:
    """Stable across runs and Python processes (hash() is salted), different per trial."""
    return zlib.crc32(f"{seed}:{scenario_id}:{trial}".encode())


class Progress:
    """One line on stderr, rewritten in place: done/total, failures, elapsed."""

    def __init__(self, total: int, out: TextIO | None = None, width: int = 30) -> None:
        self.total, self.out, self.width = total, out or sys.stderr, width
        self.done = self.failed = 0
        self.started = time.monotonic()

    def tick(self, passed: bool) -> None:
        self.done += 1
        self.failed += not passed
        filled = self.width * self.done // max(self.total, 1)
        self.out.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} trials, "
                       f"{self.failed} failed, {time.monotonic() - self.started:.1f}s")
        if self.done == self.total:
            self.out.write("\n")
        self.out.flush()


class Databases:
    """The run's template and the per-trial clones.

    CREATE and DROP DATABASE cost Postgres an fsync each (0.05 s idle, over 1 s on a busy disk),
    so clones are made ahead by `makers` connections and dropped behind by another: a lane
    only waits for a clone when Postgres cannot keep up.
    """

    def __init__(self, database_url: str, nonce: int, makers: int = 2, part: int = 0) -> None:
        self.base = database_url.rsplit("/", 1)[0]
        self.nonce = nonce
        self.template = f"supportbot_eval_{nonce}_template" + (f"{part}" if part else "")
        self.makers = makers
        self._admins: list[asyncpg.Connection] = []
        self._droppers: list[asyncpg.Connection] = []
        self.made: set[str] = set()  # clones not dropped yet: whatever happens, the exit drops them
        self.kept: set[str] = set()  # failed trials' databases the caller asked to keep

    def url(self, name: str) -> str:
        return f"{self.base}/{name}"

    async def __aenter__(self) -> Databases:
        self._admins = [await asyncpg.connect(self.url("postgres")) for _ in range(self.makers)]
        self._locks = [asyncio.Lock() for _ in self._admins]  # a connection runs one statement at a time
        self._droppers = [await asyncpg.connect(self.url("postgres")) for _ in range(self.makers)]
        await self._admins[0].execute(f'DROP DATABASE IF EXISTS "{self.template}" WITH (FORCE)')
        await migrate_database(self.url(self.template))
        return self

    async def __aexit__(self, *exc) -> None:
        for conn in self._admins + self._droppers:
            try:
                await conn.close()
            except asyncpg.InterfaceError:  # still busy after a lane crashed: cut it off
                conn.terminate()
        # A fresh connection: after a crash the others may be mid-statement.
        admin = await asyncpg.connect(self.url("postgres"))
        try:
            for name in sorted(self.made - self.kept) + [self.template]:
                await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()

    async def clone(self, maker: int, suffix: str) -> str:
        name = f"supportbot_eval_{self.nonce}_{suffix}"
        admin = self._admins[maker]
        async with self._locks[maker]:
            self.made.add(name)
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            await admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{self.template}"')
            # Thrown away after grading: its commits need not wait for the disk (the WAL's fsync,
            # milliseconds each on a shared disk). What a commit makes visible, and when, is the same.
            await admin.execute(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
        return self.url(name)

    async def prepare(self, url: str, number: int, *, wipe: bool) -> None:
        """Offset the ids for trial `number`; with `wipe`, first empty what the last trial left."""
        conn = await asyncpg.connect(url)
        try:
            await self.prepare_on(conn, number, wipe=wipe)
        finally:
            await conn.close()

    async def prepare_on(self, conn: asyncpg.Connection, number: int, *, wipe: bool) -> None:
        """`prepare` on a connection the caller holds (a resetting lane's, kept across its trials)."""
        # Job ids are made of row ids; offsetting every sequence keeps them apart on the shared Redis.
        start = trial_ids(self.nonce, number).start
        async with conn.transaction():
            if wipe:
                # The template's tables are empty but for schema_migrations, so this is its state again.
                await delete_every_row(conn)
            await conn.execute(f"""DO $$ DECLARE s record; BEGIN
                FOR s IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
                    PERFORM setval(quote_ident(s.sequencename), {start}); END LOOP; END $$""")

    async def drop(self, dropper: int, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        await self._droppers[dropper].execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self.made.discard(name)


async def empty_queue(redis_url: str, name: str) -> str:
    """Empty a lane's arq queue: before, so jobs a crashed run left there cannot run in this one;
    after, so the next cron tick the worker had queued does not stay in Redis for good."""
    redis = Redis.from_url(redis_url)
    try:
        await redis.delete(name)
    finally:
        await redis.aclose()
    return name


async def _fresh_on(dbs: Databases, conn: asyncpg.Connection | None, url: str, number: int) -> asyncpg.Connection:
    """The lane's database emptied for trial `number` through the lane's connection; through a new
    one when the last trial's error left that one broken (closed, or mid-statement)."""
    if conn is not None and not conn.is_closed():
        try:
            await dbs.prepare_on(conn, number, wipe=True)
            return conn
        except (asyncpg.InterfaceError, asyncpg.PostgresConnectionError, OSError):
            conn.terminate()
    conn = await connect(url)
    try:
        await dbs.prepare_on(conn, number, wipe=True)
    except BaseException:
        conn.terminate()
        raise
    return conn


def _error_row(spec: TrialSpec, error: str, database: str) -> dict:
    return {"scenario": spec.scenario.id, "intent": spec.scenario.intent, "language": spec.scenario.customer.language,
            "tags": spec.scenario.tags, "trial": spec.trial, "seed": spec.seed, "passed": False,
            "difference": error, "policy_breaks": [], "handoff": False, "cost": "0", "turns": 0, "stop": None,
            "error": error, "transcript": [], "run_ids": [], "database": database}


def run_nonce() -> int:
    """Id ranges and database names apart from any other run's: the last one (arq keeps its
    staff-job results for a day) and one started beside it on the same Postgres and Redis. Never 0:
    a recording tells row ids by their size (evals/recording.py), so they start at 10**10 or more."""
    return 1 + secrets.randbelow(10**5 - 1)


async def run_eval(settings: Settings, plan: RunPlan, out: TextIO, progress: Progress | None = None, *,
                   only: set[int] | None = None, part: int = 0, nonce: int | None = None) -> list[dict]:
    """Run every trial (or the numbers in `only`); write each JSONL row to `out` as it finishes.

    `part` and `nonce` let several processes share a run: trial numbers are global, so id ranges
    and database names stay apart; each part has its own template and queue names.
    """
    if len(plan.scenarios) * plan.k >= 10**4:
        raise ValueError("at most 9999 trials per run (each gets its own id range)")
    nonce = run_nonce() if nonce is None else nonce
    specs = [TrialSpec(s, t, trial_seed(plan.seed, s.id, t), trial_ids(nonce, n))
             for n, (s, t) in enumerate((s, t) for s in plan.scenarios for t in range(plan.k))]
    lanes = max(1, plan.concurrency)
    pending = [(n, spec) for n, spec in enumerate(specs) if only is None or n in only]
    pending.reverse()  # popped from the end: plan order
    ready: asyncio.Queue[tuple[int, TrialSpec, str | Exception] | None] = asyncio.Queue(maxsize=lanes)
    used: asyncio.Queue[str | None] = asyncio.Queue()
    rows: list[dict | None] = [None] * len(specs)

    async def make(dbs: Databases, maker: int) -> None:
        while pending:
            number, spec = pending.pop()
            try:
                url = await dbs.clone(maker, str(number))
                await dbs.prepare(url, number, wipe=False)
                made: str | Exception = url
            except Exception as exc:  # noqa: BLE001 - the lane records it as the trial's error
                made = exc
            await ready.put((number, spec, made))

    async def trial(number: int, spec: TrialSpec, url: str, queue: str, conn: asyncpg.Connection | None = None,
                    pool: asyncpg.Pool | None = None) -> dict:
        try:
            return await run_trial(settings, url, queue, spec, plan.simulator, plan.agent, plan.recording,
                                   plan.customer_model, conn=conn, pool=pool)
        except Exception as exc:  # a broken trial must not end the run; the row says what broke
            return _error_row(spec, f"{type(exc).__name__}: {exc}", url.rsplit("/", 1)[1])

    def record(number: int, row: dict) -> None:
        rows[number] = row
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
        out.flush()
        if progress is not None:
            progress.tick(row["passed"])

    async def cloning_lane(dbs: Databases, index: int) -> None:
        queue = await empty_queue(settings.redis_url, f"arq:eval:{nonce}:{part}:{index}")
        while (item := await ready.get()) is not None:
            number, spec, url = item
            if isinstance(url, Exception):
                record(number, _error_row(spec, f"no database: {url}", ""))
                continue
            row = await trial(number, spec, url, queue)
            if plan.keep_databases and not row["passed"]:
                dbs.kept.add(url.rsplit("/", 1)[1])
            else:
                used.put_nowait(url)
            record(number, row)
        await empty_queue(settings.redis_url, queue)

    async def resetting_lane(dbs: Databases, index: int) -> None:
        queue = await empty_queue(settings.redis_url, f"arq:eval:{nonce}:{part}:{index}")
        url = await dbs.clone(index % dbs.makers, f"p{part}lane{index}")
        # One connection for the lane's whole life: it empties the database before each trial, and the
        # trial seeds and grades through it. A connection is a Postgres backend started and its
        # catalogue read again; two a trial were a fifth of a trial's connections. And one pool,
        # lent to each trial's web app and worker: five connections a trial were its tenth of CPU.
        conn: asyncpg.Connection | None = None
        try:
            async with open_pool(url, min_size=1, max_size=LANE_POOL_MAX) as pool:
                while pending:
                    number, spec = pending.pop()
                    try:
                        conn = await _fresh_on(dbs, conn, url, number)
                    except Exception as exc:  # noqa: BLE001 - recorded as the trial's error
                        conn = None
                        record(number, _error_row(spec, f"no fresh database: {exc}", url.rsplit("/", 1)[1]))
                        continue
                    record(number, await trial(number, spec, url, queue, conn, pool))
        finally:
            if conn is not None:
                await conn.close()
            used.put_nowait(url)
        await empty_queue(settings.redis_url, queue)

    async def drop_used(dbs: Databases, dropper: int) -> None:
        while (url := await used.get()) is not None:
            await dbs.drop(dropper, url)

    async with Databases(settings.database_url, nonce, makers=min(2, lanes), part=part) as dbs:
        # A task group: if one lane crashes (a bug, not a failed trial) the others stop too, before
        # the databases are dropped under them.
        async with asyncio.TaskGroup() as group:
            droppers = [group.create_task(drop_used(dbs, d)) for d in range(dbs.makers)]
            if plan.fresh == "reset":
                await asyncio.wait([group.create_task(resetting_lane(dbs, i)) for i in range(lanes)])
            else:
                workers = [group.create_task(cloning_lane(dbs, i)) for i in range(lanes)]
                await asyncio.wait([group.create_task(make(dbs, m)) for m in range(dbs.makers)])
                for _ in workers:
                    await ready.put(None)
                await asyncio.wait(workers)
            for _ in droppers:
                used.put_nowait(None)
    return [r for r in rows if r is not None]


def load_rows(run_dir: Path) -> list[dict]:
    with (run_dir / "trials.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]
