"""The sequential rollback test over seeded simulations (supportbot/core/canary.py): how often an equal
canary is rolled back (false rollbacks, at most ALPHA by construction) and how often a worse one is.

    .venv/bin/python -m bench.canary_sim [--simulations 1000] [--endings 3000] [--percent 5]
"""

from __future__ import annotations

import argparse
import random

from supportbot.core.canary import ALPHA, false_rollback_rate


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--simulations", type=int, default=1000)
    p.add_argument("--endings", type=int, default=3000)
    p.add_argument("--percent", type=float, default=5)
    p.add_argument("--escalation", type=float, default=0.15)
    p.add_argument("--wrong", type=float, default=0.02)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    common = dict(simulations=args.simulations, endings=args.endings, percent=args.percent,
                  escalation=args.escalation, wrong=args.wrong)
    equal = false_rollback_rate(**common, rng=random.Random(args.seed))  # type: ignore[arg-type]
    print(f"equal canary: rolled back in {equal:.3f} of {args.simulations} (alpha {ALPHA})")
    for worse in (1.5, 2.0, 3.0):
        rate = false_rollback_rate(**common, rng=random.Random(args.seed + 1),  # type: ignore[arg-type]
                                   canary_escalation=min(1.0, args.escalation * worse))
        print(f"canary escalation x{worse}: rolled back in {rate:.3f}")


if __name__ == "__main__":
    main()
