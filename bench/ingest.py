"""Webhook ingest throughput: our web app against a bare aiohttp handler, measured in one run.

    .venv/bin/python bench/ingest.py [--seconds S] [--concurrency C] [--senders K]
        [--warmup W] [--rounds N] [--client python|wrk]

Starts, each in its own process: a bare aiohttp app (read the body, answer 200), our web app
(`python -m supportbot.cli web`) on a throwaway database `supportbot_bench_<pid>` (migrated,
dropped at the end) and Redis db 14 (flushed), and a load generator. No worker runs: this is
the ingest path only. Both servers get the same pre-built, pre-signed bodies in the same order,
at the same concurrency: a warm-up each, then S measured seconds each, cut into N rounds that
alternate between bare and ours, so that other load on the machine lands on both alike.

Phase 1: one text message per body, unique wamids, from K senders (default 1000). With no
worker, a conversation stays queued after its first message, so later messages from the same
sender store without an enqueue: the steady state of a busy day.
Phase 2: one delivery status per body (sent, delivered, read) for outbound rows inserted first.

Afterwards every acked wamid (and status) must be in the database, and nothing unacked: a
mismatch is printed loudly and the exit status is 1. The last line is
`ingest: ratio R (ours N req/s, bare M req/s, p99 X ms)`, R = ours / bare.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.meta import NUMBER_ID, body, change, message, signed, status  # noqa: E402

SECRET = "bench-app-secret"
PATH = "/webhooks/whatsapp"
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
WRK_MAX_THREADS = 2
LOCK_KEY = "supportbot-bench:ingest"
TEXTS = (
    "Hi, where is my order? It was due yesterday.",
    "One of the plates arrived broken, can I get a refund?",
    "Can I change the delivery address to my office?",
    "hello",
    "I'd like to cancel order A-1042 please",
    "Thanks! That's all.",
    "Do you ship to Ireland?",
    "The tracking link doesn't work",
)


# ---------------------------------------------------------------- bodies


def build_message_bodies(count: int, senders: int, seed: int = 7, prefix: str = "wamid.BENCHIN"
                         ) -> tuple[list[bytes], list[str]]:
    """`count` signed webhook bodies, each one text message with its own wamid, random sender."""
    rng = random.Random(seed)
    base_ts = int(time.time()) - 3600
    lines, wamids = [], []
    for i in range(count):
        k = rng.randrange(senders)
        sender = f"4477{k:08d}"
        wamid = f"{prefix}{i:09d}"
        msg = message(sender=sender, text=TEXTS[rng.randrange(len(TEXTS))], id=wamid,
                      ts=base_ts + i // 200)
        doc = body(change([msg], contacts=[{"profile": {"name": f"Customer {k}"}, "wa_id": sender}]))
        raw, headers = signed(doc, SECRET)
        lines.append(headers["X-Hub-Signature-256"].encode() + b"\t" + raw)
        wamids.append(wamid)
    return lines, wamids


def build_status_bodies(count: int, senders: int, block: int = 500, prefix: str = "wamid.BENCHOUT"
                        ) -> tuple[list[bytes], list[tuple[str, str]], list[tuple[str, str]]]:
    """Signed bodies with one status each: per outbound message sent, delivered and read, the three
    interleaved in blocks as Meta's callbacks for many messages would be. Also returns the outbound
    rows (wamid, recipient) to insert first and each body's (wamid, status)."""
    outbound = -(-count // 3)
    base_ts = int(time.time()) - 1800
    lines, out_rows, keys = [], [], []
    for start in range(0, outbound, block):
        ids = range(start, min(start + block, outbound))
        for n in ids:
            out_rows.append((f"{prefix}{n:09d}", f"4477{n % senders:08d}"))
        for step, state in enumerate(("sent", "delivered", "read")):
            for n in ids:
                wamid, recipient = out_rows[n]
                doc = body(change(statuses=[status(wamid, state, ts=base_ts + n // 100 + step,
                                                   recipient=recipient)]))
                raw, headers = signed(doc, SECRET)
                lines.append(headers["X-Hub-Signature-256"].encode() + b"\t" + raw)
                keys.append((wamid, state))
    return lines[:count], out_rows, keys[:count]


def write_bodies(path: Path, lines: list[bytes]) -> None:
    # One request per line: signature, a tab, the JSON body (json.dumps escapes newlines and tabs).
    with path.open("wb") as f:
        for line in lines:
            f.write(line + b"\n")


def read_requests(path: Path) -> list[bytes]:
    """Whole HTTP/1.1 requests, ready to write to a socket."""
    out = []
    with path.open("rb") as f:
        for line in f:
            sig, raw = line.rstrip(b"\n").split(b"\t", 1)
            out.append(b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Content-Type: application/json\r\nX-Hub-Signature-256: " + sig +
                       b"\r\nContent-Length: " + str(len(raw)).encode() + b"\r\n\r\n" + raw)
    return out


# ---------------------------------------------------------------- CPU accounting from /proc

TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _proc_ticks(pid: int | str) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime
    except (OSError, IndexError, ValueError):
        return 0


def cpu_snapshot(server_pid: int, client_pid: int, database: str = "") -> dict[str, float]:
    """CPU seconds used so far by the server, the client, Postgres (backends on our database and
    the shared background processes), Redis and the whole machine."""
    snap = {"server": _proc_ticks(server_pid), "client": _proc_ticks(client_pid),
            "postgres": 0, "redis": 0}
    try:
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        pids = []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/comm", "rb") as f:
                comm = f.read().strip()
        except OSError:
            continue
        if comm == b"postgres":
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    title = f.read()
            except OSError:
                continue
            # a backend's title names its database and client ("db 127.0.0.1(port) idle"); one
            # serving another database is someone else's load and ends up in "other"
            if database.encode() in title or b"(" not in title and b"[local]" not in title:
                snap["postgres"] += _proc_ticks(pid)
        elif comm.startswith(b"redis-server"):
            snap["redis"] += _proc_ticks(pid)
    try:
        with open("/proc/stat") as f:
            cpu = [int(x) for x in f.readline().split()[1:]]
        snap["machine"] = sum(cpu) - cpu[3] - cpu[4]  # all but idle and iowait
    except (OSError, ValueError, IndexError):
        snap["machine"] = 0
    return {k: v / TICK for k, v in snap.items()}


# ---------------------------------------------------------------- load generator (own process)


@dataclass
class Round:
    """One stretch of load on one server, on connections of its own."""

    next: int  # first body index this round did not use
    codes: dict[int, int] = field(default_factory=dict)  # every answer, by HTTP status
    acked: list[int] = field(default_factory=list)  # body indices answered 200 (python client)
    done: int = 0  # answers inside the measured window
    window_s: float = 0.0
    latencies_ms: list[float] = field(default_factory=list)
    cpu_s: dict[str, float] = field(default_factory=dict)  # CPU seconds per party in the window
    cpu_wall_s: float = 0.0
    errors: int = 0
    exhausted: bool = False
    unread: int = 0  # requests sent whose answer nobody read (wrk stops mid-flight)


@dataclass
class PhaseResult:
    """One server's rounds in one phase, warm-up included for the stored-vs-acked check only."""

    warmup: list[Round] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)

    @property
    def all(self) -> list[Round]:
        return self.warmup + self.rounds

    @property
    def rate(self) -> float:
        window = sum(r.window_s for r in self.rounds)
        return sum(r.done for r in self.rounds) / window if window > 0 else 0.0

    @property
    def done(self) -> int:
        return sum(r.done for r in self.rounds)

    @property
    def window_s(self) -> float:
        return sum(r.window_s for r in self.rounds)

    def pct(self, q: float) -> float:
        ordered = sorted(x for r in self.rounds for x in r.latencies_ms)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")

    @property
    def codes(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for r in self.all:
            for code, n in r.codes.items():
                out[code] = out.get(code, 0) + n
        return out

    @property
    def ok(self) -> int:
        return self.codes.get(200, 0)

    @property
    def acked(self) -> list[int]:
        return [i for r in self.all for i in r.acked]

    @property
    def errors(self) -> int:
        return sum(r.errors for r in self.all)

    @property
    def unread(self) -> int:
        return sum(r.unread for r in self.all)

    @property
    def exhausted(self) -> bool:
        return any(r.exhausted for r in self.rounds)

    @property
    def cpu(self) -> dict[str, float]:
        wall = sum(r.cpu_wall_s for r in self.rounds)
        if wall <= 0:
            return {}
        total: dict[str, float] = {}
        for r in self.rounds:
            for k, v in r.cpu_s.items():
                total[k] = total.get(k, 0.0) + v
        share = {k: 100 * v / wall for k, v in total.items()}
        share["other"] = max(0.0, share.get("machine", 0.0)
                             - sum(v for k, v in share.items() if k != "machine"))
        return share


def _cpu_delta(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {k: after[k] - before[k] for k in before}


class _Load:
    """Closed-loop load: C keep-alive connections, one request in flight on each, no coroutine per
    request (callbacks only), so the client costs a fraction of what a server does."""

    def __init__(self, loop: asyncio.AbstractEventLoop, port: int, requests: list[bytes],
                 wrap: bool, first: int, end: int) -> None:
        self.loop, self.port, self.requests, self.wrap, self.end = loop, port, requests, wrap, end
        self.next = first
        self.exhausted = False
        self.open = 0
        self.done_at = array("q")
        self.latency = array("q")
        self.codes = array("H")
        self.index = array("q")
        self.errors = 0
        self.finished: asyncio.Future[None] = loop.create_future()

    def take(self) -> int | None:
        if time.perf_counter_ns() >= self.end:
            return None
        i = self.next
        if i >= len(self.requests) and not self.wrap:
            self.exhausted = True
            return None
        self.next = i + 1
        return i

    async def connect(self) -> None:
        """Open one connection; the caller has counted it in `open` already."""
        try:
            await self.loop.create_connection(lambda: _Conn(self), "127.0.0.1", self.port)
        except OSError:
            self.errors += 1
            self.closed()

    def closed(self) -> None:
        self.open -= 1
        if self.open == 0 and not self.finished.done():
            self.finished.set_result(None)


def _content_length(head: bytes) -> int:
    at = head.find(b"Content-Length:")
    if at < 0:
        at = head.lower().find(b"content-length:")
        if at < 0:
            return 0
    stop = head.find(b"\r\n", at)
    return int(head[at + 15:stop if stop > 0 else len(head)])


class _Conn(asyncio.Protocol):
    def __init__(self, load: _Load) -> None:
        self.load = load
        self.buf = b""
        self.i: int | None = None
        self.t0 = 0
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.send()

    def send(self) -> None:
        i = self.load.take()
        self.i = i
        if i is None:
            self.transport.close()
            return
        requests = self.load.requests
        self.t0 = time.perf_counter_ns()
        self.transport.write(requests[i % len(requests)])

    def data_received(self, data: bytes) -> None:
        buf = self.buf + data if self.buf else data
        while True:
            head_end = buf.find(b"\r\n\r\n")
            if head_end < 0:
                break
            head = buf[:head_end]
            total = head_end + 4 + _content_length(head)
            if len(buf) < total:
                break
            now = time.perf_counter_ns()
            load = self.load
            load.done_at.append(now)
            load.latency.append(now - self.t0)
            load.codes.append(int(head[9:12]))
            load.index.append(self.i if self.i is not None else -1)
            buf = buf[total:]
            self.send()
        self.buf = buf

    def connection_lost(self, exc: Exception | None) -> None:
        load = self.load
        if self.i is not None:  # the server dropped us mid-request
            load.errors += 1
            self.i = None
            if time.perf_counter_ns() < load.end:
                load.open += 1
                load.loop.create_task(load.connect())
        load.closed()


async def _python_round(cmd: dict, requests: list[bytes]) -> Round:
    """C connections for the round's seconds, then no new requests and every answer read."""
    loop = asyncio.get_running_loop()
    seconds, measure = cmd["seconds"], cmd["measure"]
    snaps: dict[str, tuple[float, dict[str, float]]] = {}

    def snap(key: str) -> None:
        if measure:
            snaps.setdefault(key, (time.perf_counter(),
                                   cpu_snapshot(cmd["server_pid"], os.getpid(), cmd["database"])))

    start = time.perf_counter_ns()
    load = _Load(loop, cmd["port"], requests, cmd["wrap"], cmd["first"], start + int(seconds * 1e9))
    snap("a")
    loop.call_later(seconds, snap, "b")
    load.open = cmd["concurrency"]
    for _ in range(cmd["concurrency"]):
        loop.create_task(load.connect())
    await asyncio.wait_for(load.finished, timeout=seconds + 60)
    snap("b")  # when the body set ran out before the deadline

    result = Round(next=load.next, errors=load.errors, exhausted=load.exhausted)
    for code, i in zip(load.codes, load.index, strict=True):
        result.codes[code] = result.codes.get(code, 0) + 1
        if code == 200 and i >= 0:
            result.acked.append(i)
    if measure:
        last = start
        for t, lat in zip(load.done_at, load.latency, strict=True):
            if t <= load.end:
                result.done += 1
                result.latencies_ms.append(lat / 1e6)
                last = max(last, t)
        result.window_s = ((load.end if not load.exhausted else last) - start) / 1e9
        (ta, a), (tb, b) = snaps["a"], snaps["b"]
        result.cpu_s, result.cpu_wall_s = _cpu_delta(a, b), tb - ta
    return result


# wrk: one Lua state per thread; from line `first` on, thread n of T sends lines first+n,
# first+n+T, ... so every request is a distinct body. Once through its lines a thread starts over
# (`wrap`) or idles on GET /healthz, which is not counted as ingest.
WRK_LUA = r"""
local counter, threads = 0, {}
function setup(thread)
  thread:set("tid", counter); counter = counter + 1; table.insert(threads, thread)
end
function init(args)
  local path, nthreads, wrap, first = args[1], tonumber(args[2]), args[3] == "1", tonumber(args[4])
  reqs, n, pos, wrapping, spent, issued = {}, 0, 0, wrap, 0, 0
  local i = 0
  for line in io.lines(path) do
    if i >= first and (i - first) % nthreads == tid then
      local tab = line:find("\t", 1, true)
      n = n + 1
      reqs[n] = wrk.format("POST", nil, {["Content-Type"] = "application/json",
                          ["X-Hub-Signature-256"] = line:sub(1, tab - 1)}, line:sub(tab + 1))
    end
    i = i + 1
  end
  idle = wrk.format("GET", "/healthz")
end
function request()
  issued = issued + 1
  pos = pos + 1
  if pos > n then
    if wrapping then pos = 1 else spent = spent + 1; return idle end
  end
  return reqs[pos]
end
function done(summary, latency, requests)
  local issued_total, spent_total, used_max = 0, 0, 0
  for _, t in ipairs(threads) do
    issued_total = issued_total + t:get("issued"); spent_total = spent_total + t:get("spent")
    used_max = math.max(used_max, t:get("issued") - t:get("spent"))
  end
  local q = {}
  for p = 1, 1000 do q[p] = tostring(latency:percentile(p / 10)) end
  io.write(string.format("WRKJSON {\"requests\": %d, \"non2xx\": %d, \"connect\": %d, \"read\": %d, " ..
    "\"write\": %d, \"timeout\": %d, \"duration_us\": %d, \"issued\": %d, \"spent\": %d, " ..
    "\"lines_used\": %d, \"quantiles_us\": [%s]}\n",
    summary.requests, summary.errors.status, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.timeout, summary.duration, issued_total, spent_total,
    used_max * #threads, table.concat(q, ",")))
end
"""


def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def _wrk_round(cmd: dict, script: Path) -> Round:
    threads = max(1, min(WRK_MAX_THREADS, cmd["concurrency"]))
    seconds = max(1, round(cmd["seconds"]))  # wrk takes whole seconds
    argv = ["wrk", "-t", str(threads), "-c", str(cmd["concurrency"]), "-d", f"{seconds}s",
            "-s", str(script), f"http://127.0.0.1:{cmd['port']}{PATH}",
            "--", cmd["bodies"], str(threads), "1" if cmd["wrap"] else "0", str(cmd["first"])]
    before, child_before, t0 = (cpu_snapshot(cmd["server_pid"], os.getpid(), cmd["database"]),
                                _children_cpu(), time.perf_counter())
    out = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 120)
    wall = time.perf_counter() - t0
    after = cpu_snapshot(cmd["server_pid"], os.getpid(), cmd["database"])
    run = next((json.loads(x[8:]) for x in out.stdout.splitlines() if x.startswith("WRKJSON ")), None)
    if run is None:
        raise RuntimeError(f"wrk failed: {out.stdout}\n{out.stderr}")
    answered = run["requests"] - run["spent"]  # answers to GET /healthz are not ingest
    # the busiest thread went furthest: the next round starts past its last line
    result = Round(next=cmd["first"] + run["lines_used"], exhausted=run["spent"] > 0,
                   errors=run["connect"] + run["read"] + run["write"] + run["timeout"],
                   unread=run["issued"] - run["requests"])
    result.codes = {200: answered - run["non2xx"]}
    if run["non2xx"]:
        result.codes[0] = run["non2xx"]  # wrk does not say which statuses
    if cmd["measure"]:
        result.done = answered
        result.window_s = run["duration_us"] / 1e6
        # wrk keeps a histogram, not samples: its 1000 quantiles, each standing for as many answers
        weight = max(1, answered // 1000)
        result.latencies_ms = [q / 1e3 for q in run["quantiles_us"] for _ in range(weight)]
        result.cpu_s = _cpu_delta(before, after)
        result.cpu_s["client"] = _children_cpu() - child_before  # wrk is our child
        result.cpu_wall_s = wall
    return result


def client_main(pipe, client: str) -> None:
    """The load generator's process: runs rounds on command and sends back what it saw."""
    cache: dict[str, list[bytes]] = {}
    script = Path(tempfile.mkdtemp(prefix="bench-wrk-")) / "bodies.lua"
    script.write_text(WRK_LUA)
    try:
        while (cmd := pipe.recv()) is not None:
            if client == "wrk":
                pipe.send(_wrk_round(cmd, script))
                continue
            if cmd["bodies"] not in cache:
                cache.clear()  # one body set in memory at a time
                cache[cmd["bodies"]] = read_requests(Path(cmd["bodies"]))
            pipe.send(asyncio.run(_python_round(cmd, cache[cmd["bodies"]])))
    finally:
        shutil.rmtree(script.parent, ignore_errors=True)


# ---------------------------------------------------------------- servers


def bare_main(port: int) -> None:
    """The yardstick: aiohttp reads the body and answers 200, nothing else."""
    from aiohttp import web

    async def receive(request: web.Request) -> web.Response:
        await request.read()
        return web.Response(text="ok")

    async def healthz(request: web.Request) -> web.Response:
        return web.Response(text="ok")

    app = web.Application(client_max_size=4 * 1024 * 1024)
    app.add_routes([web.post(PATH, receive), web.get("/healthz", healthz)])
    web.run_app(app, host="127.0.0.1", port=port, access_log=None, print=None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_ready(port: int, alive, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not alive():
            raise RuntimeError(f"server on port {port} exited during start-up")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"server on port {port} not ready after {timeout:.0f} s")


# ---------------------------------------------------------------- database


async def create_database(admin_url: str, name: str) -> str:
    import asyncpg

    from supportbot.bootstrap import migrate_database

    admin = await asyncpg.connect(admin_url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()
    dsn = admin_url.rsplit("/", 1)[0] + "/" + name
    await migrate_database(dsn)
    return dsn


async def drop_database(admin_url: str, name: str) -> None:
    import asyncpg

    admin = await asyncpg.connect(admin_url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def insert_outbound(dsn: str, rows: list[tuple[str, str]]) -> None:
    """Outbound messages the status callbacks are about, in their recipients' conversations."""
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        recipients = sorted({r for _, r in rows})
        await conn.execute(
            """INSERT INTO conversations (business_number_id, contact_key, wa_id)
               SELECT $1, k, k FROM unnest($2::text[]) AS k ON CONFLICT DO NOTHING""",
            NUMBER_ID, recipients)
        await conn.execute(
            """INSERT INTO messages (conversation_id, direction, wamid, kind, body, trusted,
                                     idempotency_key, status, status_at)
               SELECT c.id, 'out', x.w, 'text', 'Your order is on its way.', true,
                      'bench:' || x.w, 'accepted', clock_timestamp()
               FROM unnest($2::text[], $3::text[]) AS x(w, r)
               JOIN conversations c ON c.business_number_id = $1 AND c.contact_key = x.r""",
            NUMBER_ID, [w for w, _ in rows], [r for _, r in rows])
    finally:
        await conn.close()


async def stored_inbound(dsn: str) -> set[str]:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        return {r[0] for r in await conn.fetch("SELECT wamid FROM messages WHERE direction = 'in'")}
    finally:
        await conn.close()


async def stored_statuses(dsn: str) -> tuple[set[tuple[str, str]], dict[str, int]]:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        stored = {(r[0], r[1]) for r in await conn.fetch("SELECT wamid, status FROM delivery_statuses")}
        by = await conn.fetch("SELECT status, count(*) FROM messages WHERE direction = 'out' "
                              "GROUP BY status ORDER BY status")
        return stored, {r[0]: r[1] for r in by}
    finally:
        await conn.close()


def redis_client(url: str):
    from redis import Redis

    return Redis.from_url(url)


# ---------------------------------------------------------------- reporting


def line(label: str, r: PhaseResult) -> str:
    cpu = ", ".join(f"{k} {v:.0f}%" for k, v in r.cpu.items()) if r.cpu else "n/a"
    extra = []
    if r.exhausted:
        extra.append("body set exhausted: window cut short")
    if r.errors:
        extra.append(f"{r.errors} connection errors")
    bad = {c: n for c, n in r.codes.items() if c != 200}
    if bad:
        extra.append(f"non-200: {bad}")
    tail = f"  [{'; '.join(extra)}]" if extra else ""
    rounds = "/".join(f"{x.done / x.window_s:.0f}" if x.window_s else "-" for x in r.rounds)
    return (f"{label:<14} {r.rate:8.0f} req/s  p50 {r.pct(0.50):6.1f} ms  p99 {r.pct(0.99):6.1f} ms  "
            f"({r.done} in {r.window_s:.1f} s; rounds {rounds}; cpu {cpu}){tail}")


def noisy(*results: PhaseResult) -> str:
    worst = max((r.cpu.get("other", 0.0) for r in results), default=0.0)
    if worst < 25:
        return ""
    return (f"  note: processes outside this bench used up to {worst:.0f}% of a core during a measured "
            f"window (cpu 'other'): the two servers did not see the same machine; rerun on a quiet one")


def summary(name: str, ours: PhaseResult, bare: PhaseResult) -> str:
    ratio = ours.rate / bare.rate if bare.rate else 0.0
    return (f"{name}: ratio {ratio:.2f} (ours {ours.rate:.0f} req/s, bare {bare.rate:.0f} req/s, "
            f"p99 {ours.pct(0.99):.0f} ms)")


# ---------------------------------------------------------------- orchestration


def _loopback(url: str, what: str) -> None:
    host = urlparse(url).hostname
    if host not in LOOPBACK:
        sys.exit(f"refusing to run: {what} points at {host}; this bench talks to loopback only")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/ingest.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per server and phase")
    parser.add_argument("--warmup", type=float, default=2.0, help="warm-up seconds per server and phase")
    parser.add_argument("--rounds", type=int, default=5,
                        help="measured seconds are split into this many rounds, bare and ours alternating")
    parser.add_argument("--concurrency", type=int, default=64, help="connections, one request in flight each")
    parser.add_argument("--senders", type=int, default=1000, help="distinct customers writing")
    parser.add_argument("--client", choices=("python", "wrk"), default="python",
                        help="load generator: the asyncio client (default; checks acks wamid for wamid) "
                             "or wrk when installed (falls back to python when it is not)")
    parser.add_argument("--rate-cap", type=int, default=15000,
                        help="bodies built per second of load; ours stops early if it runs out")
    parser.add_argument("--pg-admin", default=os.environ.get(
        "BENCH_DATABASE_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres"))
    parser.add_argument("--redis", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/14"))
    args = parser.parse_args(argv)
    _loopback(args.pg_admin, "--pg-admin")
    _loopback(args.redis, "--redis")
    if args.concurrency < 1 or args.senders < 1 or args.seconds <= 0 or args.rounds < 1:
        parser.error("--concurrency, --senders, --seconds and --rounds must be positive")

    client = args.client
    fallback = ""
    if client == "wrk" and not shutil.which("wrk"):
        client, fallback = "python", " (wrk asked for but not installed: apt-get install wrk)"

    work = Path(tempfile.mkdtemp(prefix="bench-ingest-"))
    db_name = f"supportbot_bench_{os.getpid()}"
    procs: list = []
    gen_proc: list = [None]
    pipe = None
    dsn = None
    redis = None
    exit_code = 0
    try:
        # -- bodies first, before anything is timed
        t0 = time.perf_counter()
        per_phase = int(args.rate_cap * (args.seconds + args.warmup)) + 1000
        msg_lines, msg_wamids = build_message_bodies(per_phase, args.senders)
        st_lines, out_rows, st_keys = build_status_bodies(per_phase, args.senders)
        files = {"msg": work / "messages.txt", "st": work / "statuses.txt"}
        write_bodies(files["msg"], msg_lines)
        write_bodies(files["st"], st_lines)
        files["msg_warm"], files["st_warm"] = work / "messages-warm.txt", work / "statuses-warm.txt"
        warm_out: list[tuple[str, str]] = []
        if client == "wrk":
            # wrk cannot stop on a count, so its warm-up runs get bodies of their own (wamids the
            # measured set never uses); the python client warms up on the head of the measured set.
            warm_n = int(args.rate_cap * args.warmup) + 1000
            write_bodies(files["msg_warm"],
                         build_message_bodies(warm_n, args.senders, seed=11, prefix="wamid.WARMIN")[0])
            warm_lines, warm_out, _ = build_status_bodies(warm_n, args.senders, prefix="wamid.WARMOUT")
            write_bodies(files["st_warm"], warm_lines)
        built_s = time.perf_counter() - t0
        del msg_lines, st_lines

        # -- stores; a second bench at the same time would flush our queue and share our cores
        redis = redis_client(args.redis)
        lock_ttl = int(4 * (args.warmup + args.seconds) + 600)
        if not redis.set(LOCK_KEY, os.getpid(), nx=True, ex=lock_ttl):
            holder = redis.get(LOCK_KEY)
            redis = None  # not ours to flush
            sys.exit(f"another ingest bench (pid {holder.decode() if holder else '?'}) is using "
                     f"{args.redis}; run one at a time (or delete {LOCK_KEY} if it died)")
        redis.flushdb()
        redis.set(LOCK_KEY, os.getpid(), ex=lock_ttl)
        dsn = asyncio.run(create_database(args.pg_admin, db_name))

        # -- servers, each its own process
        ctx = mp.get_context("spawn")
        bare_port, ours_port = free_port(), free_port()
        bare = ctx.Process(target=bare_main, args=(bare_port,), name="bench-bare", daemon=True)
        bare.start()
        procs.append(bare)
        env = os.environ | {
            "DATABASE_URL": dsn, "REDIS_URL": args.redis, "WHATSAPP_APP_SECRET": SECRET,
            "WHATSAPP_PHONE_NUMBER_ID": NUMBER_ID, "PYTHONPATH": str(ROOT),
        }
        log_path = work / "ours.log"
        ours = subprocess.Popen(
            [sys.executable, "-m", "supportbot.cli", "web", "--host", "127.0.0.1", "--port", str(ours_port)],
            cwd=ROOT, env=env, stdout=log_path.open("wb"), stderr=subprocess.STDOUT)
        procs.append(ours)
        wait_ready(bare_port, bare.is_alive)
        wait_ready(ours_port, lambda: ours.poll() is None)

        # -- the load generator, its own process
        parent_end, child_end = ctx.Pipe()
        gen = ctx.Process(target=client_main, args=(child_end, client), name="bench-client", daemon=True)
        gen.start()
        child_end.close()  # so a dead client reads as EOF here, not as a hang
        procs.append(gen)
        gen_proc[0] = gen
        pipe = parent_end

        def drive(port: int, pid: int, bodies: Path, wrap: bool, first: int, seconds: float,
                  measure: bool) -> Round:
            if wrap and client == "wrk":
                first = 0  # bare does not mind repeats, and wrk's Lua starts at line `first`
            pipe.send({"port": port, "server_pid": pid, "database": db_name, "bodies": str(bodies),
                       "wrap": wrap, "first": first, "seconds": seconds, "measure": measure,
                       "concurrency": args.concurrency})
            if not pipe.poll(seconds + 180):
                raise RuntimeError("the load generator did not report back in time")
            return pipe.recv()

        def phase(key: str) -> tuple[PhaseResult, PhaseResult]:
            """Warm both up, then alternate bare and ours round by round, so that whatever else
            the machine does lands on both. Bare may reuse bodies; ours never gets one twice."""
            bare_r, ours_r = PhaseResult(), PhaseResult()
            ours_next = 0
            if args.warmup > 0:
                # wrk warms up on bodies of its own: it cannot stop on a count
                warm = files[key + "_warm"] if client == "wrk" else files[key]
                bare_r.warmup.append(drive(bare_port, bare.pid, warm, True, 0, args.warmup, False))
                ours_r.warmup.append(drive(ours_port, ours.pid, warm, False, 0, args.warmup, False))
                ours_next = 0 if client == "wrk" else ours_r.warmup[-1].next
            per_round = args.seconds / args.rounds
            bare_next = 0
            for _ in range(args.rounds):
                bare_r.rounds.append(drive(bare_port, bare.pid, files[key], True, bare_next, per_round, True))
                bare_next = bare_r.rounds[-1].next
                if not ours_r.exhausted:
                    ours_r.rounds.append(drive(ours_port, ours.pid, files[key], False, ours_next,
                                               per_round, True))
                    ours_next = ours_r.rounds[-1].next
            if ours.poll() is not None:
                raise RuntimeError(f"our web app died during the {key} phase; see its log:\n"
                                   + log_path.read_text()[-3000:])
            return bare_r, ours_r

        client_desc = ("wrk (C, 2 threads, Lua feeds the pre-built bodies)" if client == "wrk" else
                       "python (one asyncio process, callback protocol, raw HTTP/1.1 keep-alive)")
        print(f"supportbot ingest bench: {os.cpu_count()} cores; load generator: {client_desc}{fallback}")
        print(f"  concurrency {args.concurrency} connections (one request in flight each); per phase and "
              f"server a {args.warmup:g} s warm-up, then {args.seconds:g} s measured in {args.rounds} "
              f"rounds, bare and ours alternating, new connections each round")
        print(f"  bodies: {len(msg_wamids)} signed text messages (unique wamids) from {args.senders} senders "
              f"and {len(st_keys)} status callbacks, built and signed in {built_s:.1f} s before timing")
        print("  no worker runs: a conversation stays queued after its first message, so most messages "
              "arrive for an already-queued conversation and need no enqueue (realistic steady state)")
        sys.stdout.flush()

        # -- phase 1: inbound messages
        bare_in, ours_in = phase("msg")
        print(line("ingest bare", bare_in))
        print(line("ingest ours", ours_in), flush=True)

        stored = asyncio.run(stored_inbound(dsn))
        jobs = redis.zcard("arq:queue")
        if client == "python":
            acked = {msg_wamids[i] for i in ours_in.acked}
            missing, extra = acked - stored, stored - acked
            if missing or extra:
                exit_code = 1
                print(f"!!! MISMATCH: {len(stored)} messages stored for {len(acked)} acks: "
                      f"{len(missing)} acked but not stored (e.g. {sorted(missing)[:3]}), "
                      f"{len(extra)} stored but not acked (e.g. {sorted(extra)[:3]})")
            else:
                print(f"  check: {len(stored)} messages stored = {len(acked)} acked by ours, wamid for wamid")
        else:
            acks, unread = ours_in.ok, ours_in.unread
            # wrk stops at its deadline with requests in flight: the server still stores those
            # but nobody reads the 200, so stored may exceed acked by at most that many.
            if not (acks <= len(stored) <= acks + unread):
                exit_code = 1
                print(f"!!! MISMATCH: {len(stored)} messages stored for {acks} acks by ours "
                      f"(allowed {acks}..{acks + unread}: {unread} were in flight at wrk's deadlines)")
            else:
                print(f"  check: {len(stored)} messages stored for {acks} acks by ours; the "
                      f"{len(stored) - acks} more were among the {unread} in flight at wrk's deadlines "
                      f"(wrk cannot drain; --client python checks wamid for wamid)")
        print(f"  arq jobs enqueued: {jobs} (one per conversation woken from idle; {args.senders} senders)")
        bad = {c: n for c, n in ours_in.codes.items() if c != 200}
        if bad or ours_in.errors:
            exit_code = 1
            print(f"!!! ours answered non-200 {bad} / {ours_in.errors} connection errors during ingest")

        # -- phase 2: status callbacks
        asyncio.run(insert_outbound(dsn, out_rows + warm_out))
        bare_st, ours_st = phase("st")
        print(line("statuses bare", bare_st))
        print(line("statuses ours", ours_st), flush=True)
        stored_st, by_status = asyncio.run(stored_statuses(dsn))
        if client == "python":
            acked_st = {st_keys[i] for i in ours_st.acked}
            missing, extra = acked_st - stored_st, stored_st - acked_st
            if missing or extra:
                exit_code = 1
                print(f"!!! MISMATCH: {len(stored_st)} delivery statuses stored for {len(acked_st)} acks: "
                      f"{len(missing)} acked but not stored, {len(extra)} stored but not acked")
            else:
                print(f"  check: {len(stored_st)} delivery statuses stored = {len(acked_st)} acked by ours, "
                      f"one for one; outbound rows now {by_status}")
        else:
            acks, unread = ours_st.ok, ours_st.unread
            if not (acks <= len(stored_st) <= acks + unread):
                exit_code = 1
                print(f"!!! MISMATCH: {len(stored_st)} delivery statuses stored for {acks} acks "
                      f"(allowed {acks}..{acks + unread}: {unread} were in flight at wrk's deadlines)")
            else:
                print(f"  check: {len(stored_st)} delivery statuses stored for {acks} acks (+ up to {unread} "
                      f"in flight at wrk's deadlines); outbound rows now {by_status}")
        bad = {c: n for c, n in ours_st.codes.items() if c != 200}
        if bad or ours_st.errors:
            exit_code = 1
            print(f"!!! ours answered non-200 {bad} / {ours_st.errors} connection errors for statuses")

        note = noisy(bare_in, ours_in, bare_st, ours_st)
        if note:
            print(note)
        r_in = ours_in.rate / bare_in.rate if bare_in.rate else 0.0
        r_st = ours_st.rate / bare_st.rate if bare_st.rate else 0.0
        print(f"  targets: ingest >= 0.25 ({'met' if r_in >= 0.25 else 'BELOW'}), "
              f"statuses >= 0.50 ({'met' if r_st >= 0.5 else 'BELOW'})")
        print(summary("statuses", ours_st, bare_st))
        print(summary("ingest", ours_in, bare_in), flush=True)
        return exit_code
    finally:
        if pipe is not None:
            try:
                pipe.send(None)
            except (OSError, BrokenPipeError):
                pass
        for p in reversed(procs):
            _stop(p, server=p is not gen_proc[0])
        if redis is not None:
            try:
                redis.flushdb()  # our jobs, and the lock
                redis.close()
            except Exception:  # noqa: BLE001 - cleanup must not hide the real error
                pass
        if dsn is not None:
            try:
                asyncio.run(drop_database(args.pg_admin, db_name))
            except Exception as exc:  # noqa: BLE001 - cleanup must not hide the real error
                print(f"warning: could not drop {db_name}: {exc}", file=sys.stderr)
        shutil.rmtree(work, ignore_errors=True)


def _stop(p, *, server: bool) -> None:
    if isinstance(p, subprocess.Popen):
        if p.poll() is None:
            p.send_signal(signal.SIGINT)
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        return
    if server:
        p.terminate()  # aiohttp's run_app shuts down cleanly on SIGTERM
    p.join(timeout=5)
    if p.is_alive():
        p.terminate()
        p.join(timeout=5)
    if p.is_alive():
        p.kill()


if __name__ == "__main__":
    sys.exit(main())
