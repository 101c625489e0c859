"""The model gateway under a sale-day burst: spreading calls over providers and regions within their
quotas, and shedding the lowest-value turns first. Pure Python, seeded, a second of simulated time
per step: a 40-minute day runs in well under a second.

Traffic: a normal peak of 1,700 model calls a second (docs/scale.md), and 3x that for 15 minutes of a
sale; a region of the primary provider loses half its quota for 5 minutes in the middle of it. Each
second, every class of turn offers calls (Poisson-like, seeded):

- money   (refunds, cancellations, address changes): never shed; past its deadline, a person takes it.
- status  (where is my order): the templated rung answers it from live data without a model.
- chatter (thanks, greetings, FAQs): the help-centre rung answers it without a model.

Two gateways are compared on the same traffic:

- naive:  every call to the primary region first, overflow (a 429) retried once at the fallback
          provider, first come first served, nothing shed on purpose.
- spread: each call goes to the pool with the most headroom left this second, never past a quota
          (so no 429s); when the calls offered exceed all quotas, chatter is shed to its rung first,
          then status; money waits up to its deadline in the queue and is served first.

Last line: `quota_sim: burst=3x ... spread: money_by_model=P% ... naive: money_by_model=Q% ...`.
"""

from __future__ import annotations

import argparse
import math
import random
from dataclasses import dataclass, field

NORMAL_PEAK = 1700.0  # model calls a second at a normal peak
SHARE = {"money": 0.25, "status": 0.35, "chatter": 0.40}  # of model calls, by class
ORDER = ("money", "status", "chatter")  # most valuable first
DEADLINE_S = 8  # a turn's deadline (TURN_DEADLINE_SECONDS): past it the customer is not kept waiting


@dataclass(frozen=True)
class Pool:
    """One provider in one region: its quota in calls a second (RPM / 60, TPM already folded in)."""

    name: str
    quota: float


POOLS = (Pool("primary/eu", 1500), Pool("primary/us", 1200), Pool("second/eu", 1000), Pool("second/us", 800))
FALLBACK = "second/eu"  # where the naive gateway sends what the primary refused


@dataclass
class Tally:
    offered: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ORDER, 0))
    by_model: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ORDER, 0))
    shed: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ORDER, 0))  # to a no-model rung
    to_person: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ORDER, 0))  # past the deadline
    rejected_429: int = 0
    waits: list[int] = field(default_factory=list)  # seconds each served money call waited

    def share(self, what: dict[str, int], cls: str) -> float:
        return 100.0 * what[cls] / max(self.offered[cls], 1)


def offered(rng: random.Random, rate: float) -> int:
    return max(0, round(rng.gauss(rate, math.sqrt(rate))))


def quotas_at(t: int, outage: tuple[int, int]) -> dict[str, float]:
    q = {p.name: p.quota for p in POOLS}
    if outage[0] <= t < outage[1]:
        q["primary/eu"] *= 0.5  # the provider's region answers 429 to half of what it allowed
    return q


def simulate(policy: str, seconds: int, burst: tuple[int, int], factor: float, seed: int) -> Tally:
    rng = random.Random(seed)
    outage = (burst[0] + (burst[1] - burst[0]) // 3, burst[0] + 2 * (burst[1] - burst[0]) // 3)
    tally = Tally()
    queue: dict[str, list[list[int]]] = {c: [] for c in ORDER}  # per class: [arrived_at, calls]
    for t in range(seconds):
        rate = NORMAL_PEAK * (factor if burst[0] <= t < burst[1] else 1.0)
        for cls in ORDER:
            n = offered(rng, rate * SHARE[cls])
            tally.offered[cls] += n
            if n:
                queue[cls].append([t, n])
        room = quotas_at(t, outage)
        if policy == "spread":
            _spread(t, queue, room, tally)
        else:
            _naive(t, queue, room, tally)
        for cls in ORDER:  # past the deadline: money to a person, the others to their rung
            while queue[cls] and t - queue[cls][0][0] >= DEADLINE_S:
                _, n = queue[cls].pop(0)
                (tally.to_person if cls == "money" else tally.shed)[cls] += n
    for cls in ORDER:
        for _, n in queue[cls]:
            (tally.to_person if cls == "money" else tally.shed)[cls] += n
    return tally


def _take(room: dict[str, float], want: int) -> int:
    """Place up to `want` calls on the pools with the most headroom; how many found room."""
    placed = 0
    while placed < want:
        name = max(room, key=room.__getitem__)
        free = int(room[name])
        if free <= 0:
            break
        n = min(free, want - placed, max(1, free // 2))  # fill the roomiest pool, then look again
        room[name] -= n
        placed += n
    return placed


def _spread(t: int, queue: dict[str, list[list[int]]], room: dict[str, float], tally: Tally) -> None:
    total = sum(room.values())
    waiting = sum(n for cls in ORDER for _, n in queue[cls])
    if waiting > total:
        # Over every quota: shed from the bottom until what is left fits, a whole class at a time
        # (chatter, then status), newest first; money is never shed, it waits.
        excess = waiting - total
        for cls in reversed(ORDER[1:]):
            while excess > 0 and queue[cls]:
                item = queue[cls][-1]
                n = min(item[1], excess)
                item[1] -= n
                excess -= n
                tally.shed[cls] += n
                if not item[1]:
                    queue[cls].pop()
    for cls in ORDER:
        while queue[cls]:
            arrived, n = queue[cls][0]
            placed = _take(room, n)
            tally.by_model[cls] += placed
            if cls == "money":
                tally.waits += [t - arrived] * placed
            if placed < n:
                queue[cls][0][1] -= placed
                break
            queue[cls].pop(0)


def _naive(t: int, queue: dict[str, list[list[int]]], room: dict[str, float], tally: Tally) -> None:
    # First come first served across classes: the oldest calls first, whatever they are worth.
    items = sorted(((arrived, cls, item) for cls in ORDER for item in queue[cls] for arrived in (item[0],)),
                   key=lambda x: x[0])
    for arrived, cls, item in items:
        n = item[1]
        primary = min(n, int(room["primary/eu"]))
        room["primary/eu"] -= primary
        refused = n - primary
        again = min(refused, int(room[FALLBACK]))  # one retry at the fallback
        room[FALLBACK] -= again
        if arrived == t:  # a call's first try: its 429s (later seconds retry with backoff, uncounted)
            tally.rejected_429 += refused + (refused - again)
        placed = primary + again
        tally.by_model[cls] += placed
        if cls == "money":
            tally.waits += [t - arrived] * placed
        item[1] -= placed
    for cls in ORDER:
        queue[cls] = [item for item in queue[cls] if item[1] > 0]


def p95(values: list[int]) -> int:
    if not values:
        return 0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def report(name: str, tally: Tally) -> str:
    parts = [f"{cls}: offered {tally.offered[cls]:,}, by model {tally.share(tally.by_model, cls):.1f}%, "
             f"shed to rung {tally.share(tally.shed, cls):.1f}%, to a person {tally.share(tally.to_person, cls):.2f}%"
             for cls in ORDER]
    return (f"{name}: " + "; ".join(parts) + f"; 429s {tally.rejected_429:,}; money wait p95 {p95(tally.waits)} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=2400, help="simulated seconds (a 40-minute window)")
    parser.add_argument("--burst-factor", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=18)
    a = parser.parse_args()
    burst = (a.seconds // 4, a.seconds // 4 + min(900, a.seconds // 2))
    quota = sum(p.quota for p in POOLS)
    print("pools: " + ", ".join(f"{p.name} {p.quota:.0f}/s" for p in POOLS) + f" (total {quota:.0f}/s); "
          f"normal peak {NORMAL_PEAK:.0f}/s, burst {a.burst_factor:g}x for {burst[1] - burst[0]} s, "
          f"primary/eu at half quota for the middle third of it; seed {a.seed}")
    spread = simulate("spread", a.seconds, burst, a.burst_factor, a.seed)
    naive = simulate("naive", a.seconds, burst, a.burst_factor, a.seed)
    print(report("spread", spread))
    print(report("naive", naive))

    def brief(t: Tally) -> str:
        return (f"money_by_model={t.share(t.by_model, 'money'):.1f}% "
                f"money_to_person={t.share(t.to_person, 'money'):.2f}% "
                f"money_wait_p95_s={p95(t.waits)} status_shed={t.share(t.shed, 'status'):.1f}% "
                f"chatter_shed={t.share(t.shed, 'chatter'):.1f}% 429s={t.rejected_429}")

    print(f"quota_sim: burst={a.burst_factor:g}x spread: {brief(spread)} naive: {brief(naive)}")


if __name__ == "__main__":
    main()
