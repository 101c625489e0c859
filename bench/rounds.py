"""What the load generator measured: one `Round` per stretch of load, a `PhaseResult` per server and phase."""

from __future__ import annotations

from dataclasses import dataclass, field


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
