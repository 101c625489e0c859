"""CPU accounting from /proc: seconds used by each party to a bench run, and by the whole machine."""

from __future__ import annotations

import os

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


def cpu_delta(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {k: after[k] - before[k] for k in before}
