"""The two servers under load, each its own process: a bare aiohttp handler and our web app."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from bench.bodies import PATH, SECRET
from tests.meta import NUMBER_ID


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


def start_bare(ctx, port: int):
    """The bare handler in a process spawned from `ctx`, started."""
    bare = ctx.Process(target=bare_main, args=(port,), name="bench-bare", daemon=True)
    bare.start()
    return bare


def start_ours(port: int, *, dsn: str, redis_url: str, root: Path, log_path: Path) -> subprocess.Popen:
    """`python -m supportbot.app.cli web` on `dsn` and `redis_url`, no worker, its output in `log_path`."""
    env = os.environ | {
        "SUPPORTBOT_ENV": "sandbox", "DATABASE_URL": dsn, "REDIS_URL": redis_url, "WHATSAPP_APP_SECRET": SECRET,
        "WHATSAPP_PHONE_NUMBER_ID": NUMBER_ID, "PYTHONPATH": str(root),
        # /metrics listens on a port of its own (9464 by default): another web process on this
        # machine holding it would stop ours at start-up.
        "METRICS_PORT": str(free_port()),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "supportbot.app.cli", "web", "--host", "127.0.0.1", "--port", str(port)],
        cwd=root, env=env, stdout=log_path.open("wb"), stderr=subprocess.STDOUT)


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


def stop(p, *, server: bool) -> None:
    """End a server (`server=True`) or the load generator, which leaves on its own once told to."""
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
