"""The chaos bench's own floor: a private Postgres cluster and Redis, the web process and workers.

Nothing here touches the shared Postgres on 5432 or the shared Redis on 6379: the bench flushes
its Redis and restarts its Postgres, so both are its own, in a temporary directory, on free ports.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.servers import free_port, wait_ready
from supportbot.app.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
PG_BIN = Path(os.environ.get("CHAOS_PG_BIN", "/usr/lib/postgresql/15/bin"))


def real_clock_env() -> dict[str, str]:
    """The environment without libfaketime: the bench's Postgres and Redis keep the machine's real
    clock, as the shared ones do when the suite runs with its clocks moved (scripts/moved-clock.sh);
    under libfaketime redis-cli's ping never answered and the suite hung."""
    return {k: v for k, v in os.environ.items() if k != "LD_PRELOAD" and not k.startswith("FAKETIME")}


def _as_postgres(*cmd: str) -> list[str]:
    """Postgres refuses to run as root: run its tools as the postgres user then."""
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else list(cmd)


class PrivatePostgres:
    """initdb into a temporary directory, serve on a free port; restartable with pg_ctl."""

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="chaos-pg-"))
        self.data = self.dir / "data"
        self.port = free_port()
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres")
        subprocess.run(_as_postgres(str(PG_BIN / "initdb"), "-D", str(self.data), "-U", "postgres",
                                    "--auth=trust", "--no-sync"),
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=real_clock_env())
        self._pg_ctl("start")

    @property
    def admin_dsn(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def dsn(self, name: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def _pg_ctl(self, verb: str) -> None:
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.dir} -c fsync=off "
                   "-c max_connections=300 -c synchronous_commit=off")
        cmd = [str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.dir / "server.log"), "-w",
               "-t", "120", "-m", "fast", "-o", options, verb]
        subprocess.run(_as_postgres(*cmd), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=real_clock_env())

    def restart(self) -> None:
        """`pg_ctl restart -m fast`: every connection is cut, as a failover or a crash would."""
        self._pg_ctl("restart")

    def close(self) -> None:
        try:
            self._pg_ctl("stop")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)


class PrivateRedis:
    """redis-server on a free port, no persistence: FLUSHALL on it loses only the bench's queue."""

    def __init__(self) -> None:
        self.port = free_port()
        self.proc = subprocess.Popen(
            ["redis-server", "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
             "--appendonly", "no", "--daemonize", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env=real_clock_env())
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                subprocess.run(["redis-cli", "-p", str(self.port), "ping"], check=True, capture_output=True,
                               env=real_clock_env(), timeout=5)
                return
            except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
                time.sleep(0.1)
        raise RuntimeError("private redis did not start")

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def settings_env(settings: Settings) -> dict[str, str]:
    """The environment a child process needs to build the same Settings (as tests/conftest.py)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("WHATSAPP_", "SLACK_", "LLM_"))}
    for name, value in settings.model_dump().items():
        if value is None:
            env.pop(name.upper(), None)
            if name == "metrics_port":
                env["METRICS_PORT"] = ""  # an explicit "unset": no metrics listener in a child
            continue
        if isinstance(value, tuple):
            value = ",".join(value)
        elif isinstance(value, dict):
            continue
        elif hasattr(value, "isoformat"):
            value = value.isoformat()
        env[name.upper()] = str(value)
    env["PYTHONPATH"] = str(ROOT)
    return env


# What a worker imports before it can start: loaded once in the fork server, so a killed worker's
# replacement is up in well under a second instead of the 5-20 s a cold interpreter takes on a
# loaded machine (otherwise kills every 1-3 s would leave no worker ever running).
WORKER_MODULES = ["supportbot.app.cli", "supportbot.app.bootstrap", "supportbot.worker.settings",
                  "supportbot.worker.turns",
                  "supportbot.core.understanding.router", "arq.worker"]


def worker_main(env: dict[str, str], log_path: str) -> None:
    """A worker as `supportbot worker` runs it, in a child of the fork server."""
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.environ.clear()
    os.environ.update(env)
    from supportbot.app.cli import main
    main(["worker"])


class Processes:
    """The web process and N workers (`supportbot web`, `supportbot worker`), logs in one directory."""

    def __init__(self, settings: Settings, logs: Path) -> None:
        self.env = settings_env(settings)
        self.logs = logs
        logs.mkdir(parents=True, exist_ok=True)
        self.forks = multiprocessing.get_context("forkserver")
        self.forks.set_forkserver_preload(WORKER_MODULES)
        self.workers: list[multiprocessing.process.BaseProcess] = []
        self.web: subprocess.Popen | None = None
        self.started = 0
        self.killed = 0

    def _spawn(self, name: str, *args: str) -> subprocess.Popen:
        log = (self.logs / f"{name}.log").open("ab")
        return subprocess.Popen([sys.executable, "-m", "supportbot.app.cli", *args], env=self.env, cwd=ROOT,
                                stdout=log, stderr=subprocess.STDOUT)

    def start_web(self, port: int) -> None:
        self.web = self._spawn("web", "web", "--host", "127.0.0.1", "--port", str(port))
        wait_ready(port, lambda: self.web is not None and self.web.poll() is None, timeout=120)

    def _new_worker(self) -> multiprocessing.process.BaseProcess:
        self.started += 1
        proc = self.forks.Process(target=worker_main, args=(self.env, str(self.logs / f"worker-{self.started}.log")),
                                  name=f"chaos-worker-{self.started}", daemon=True)
        proc.start()
        return proc

    def start_worker(self) -> None:
        self.workers.append(self._new_worker())

    def wait_workers_ready(self, timeout: float = 180.0) -> None:
        """Until every worker's log says arq started (the first fork server start imports all)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            logs = [self.logs / f"worker-{n}.log" for n in range(self.started - len(self.workers) + 1,
                                                                  self.started + 1)]
            if all(p.exists() and b"Starting worker" in p.read_bytes() for p in logs):
                return
            time.sleep(0.2)
        raise RuntimeError(f"workers not ready after {timeout:.0f} s (logs in {self.logs})")

    def kill_worker(self, index: int) -> None:
        """SIGKILL: no shutdown hook, no lease released, the job dies mid-step."""
        proc = self.workers[index]
        if proc.is_alive():
            proc.kill()  # SIGKILL
            self.killed += 1
        proc.join()
        self.workers[index] = self._new_worker()

    def close(self) -> None:
        for worker in self.workers:
            if worker.is_alive() and worker.pid:
                os.kill(worker.pid, signal.SIGINT)  # arq shuts down on SIGINT
        for worker in self.workers:
            worker.join(timeout=15)
            if worker.is_alive():
                worker.kill()
                worker.join()
        if self.web is not None and self.web.poll() is None:
            self.web.send_signal(signal.SIGINT)
            try:
                self.web.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.web.kill()
                self.web.wait()
