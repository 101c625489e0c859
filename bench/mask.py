"""The personal-data mask on adversarial input: cost per 1,000 characters at 1k and at 64k.

    .venv/bin/python -m bench.mask [--repeats 15]

Each input repeats one short unit that a mask rule may repeat but never finish on (digits,
letters, dots, dashes, spaced digits, "@", domains, phone punctuation, password and code words).
A linear mask costs the same per character at any length: the last line is
`mask: ratio R (64k A µs/1k chars, 1k B µs/1k chars)`, R = A / B over the worst input at 64k,
target ≤ 1.2. The old email rule rescanned from every position: ~40x per character at 64k.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from supportbot.core.privacy.pii import mask  # noqa: E402

UNITS = {
    "digits": "1", "letters": "a", "dotted": "a.", "dashed": "1-", "spaced digits": "1 ",
    "at signs": "a@", "domains": "a@b.", "phone punctuation": "+(1) ", "password words": "password ",
    "code words": "code 12 ", "mixed": "1a.1-1 ",
}
SIZES = (1_000, 64_000)


def per_kchar(texts: tuple[str, ...], repeats: int) -> list[float]:
    """µs per 1,000 characters for each text: the best of `repeats` rounds, the texts taken in
    turn within a round so that load from elsewhere on the machine lands on all of them alike."""
    best = [float("inf")] * len(texts)
    for _ in range(repeats):
        for i, text in enumerate(texts):
            loops = max(1, 64_000 // len(text))
            start = time.perf_counter()
            for _ in range(loops):
                mask(text)
            best[i] = min(best[i], (time.perf_counter() - start) / loops)
    return [b * 1e6 / (len(t) / 1000) for b, t in zip(best, texts, strict=True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.mask", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args(argv)
    worst: tuple[float, float, float, str] = (0.0, 0.0, 0.0, "")
    print(f"{'input':<18} {'1k µs/1k':>10} {'64k µs/1k':>10} {'ratio':>6}")
    for name, unit in UNITS.items():
        small, large = per_kchar(tuple((unit * (size // len(unit) + 1))[:size] for size in SIZES), args.repeats)
        print(f"{name:<18} {small:>10.1f} {large:>10.1f} {large / small:>6.2f}")
        if large > worst[1]:
            worst = (small, large, large / small, name)
    small, large, ratio, name = worst
    print(f"mask: ratio {ratio:.2f} (64k {large:.1f} µs/1k chars, 1k {small:.1f} µs/1k chars, worst input: {name})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
