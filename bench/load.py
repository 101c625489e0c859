"""The load generator, in a process of its own: the Python asyncio client, or wrk when asked for."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import tempfile
import time
from array import array
from pathlib import Path

from bench.bodies import PATH, read_requests
from bench.cpu import cpu_delta, cpu_snapshot
from bench.rounds import Round

WRK_MAX_THREADS = 2


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
        result.cpu_s, result.cpu_wall_s = cpu_delta(a, b), tb - ta
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
        result.cpu_s = cpu_delta(before, after)
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
