"""Help-centre search cost: words alone against words and meaning, on the same help centre and
questions in one run, rounds alternating so the machine's other load hits both alike.

    python -m bench.helpcentre [--helpcentre tests/fixtures/helpcentre] [--rounds 5]

Imports DIR (Markdown, HTML, PDF) into a scratch database (dropped after), embeds its passages
once, then asks every question of DIR/questions.json once per round through each search. Needs
Postgres as `make services` starts it (DATABASE_URL). Last line:
`helpcentre: passages=N words_p99_ms=X meaning_p99_ms=Y meaning_over_words_p99=R`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from pathlib import Path

from evals.retrieval import imported_articles
from supportbot.app.articles import open_shop_help_centre
from supportbot.app.settings import Settings
from supportbot.core.shop.helpcentre import sections
from supportbot.store.meaning import shared_embedder

ROOT = Path(__file__).resolve().parent.parent


def p99(times: list[float]) -> float:
    ordered = sorted(times)
    return 1000 * ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


async def measure(folder: Path, rounds: int) -> str:
    questions = [q["q"] for q in json.loads((folder / "questions.json").read_text(encoding="utf-8"))["questions"]]
    settings = Settings(help_meaning=True)
    async with open_shop_help_centre(settings, imported_articles(folder)) as meaning:
        words = meaning.words_only(0.25)  # the same rows, searched by words alone
        passages = sum(len(sections(a.body)) for a in await meaning.latest_all())
        await meaning.search(questions[0])  # the model and the passages' vectors loaded, outside timing
        times: dict[str, list[float]] = {"words": [], "meaning": []}
        for _ in range(rounds):
            for name, repo in (("words", words), ("meaning", meaning)):
                for question in questions:
                    started = time.perf_counter()
                    await repo.search(question)
                    times[name].append(time.perf_counter() - started)
        for name, taken in times.items():
            print(f"{name}: n={len(taken)} p50_ms={1000 * statistics.median(taken):.1f} p99_ms={p99(taken):.1f}")
        ratio = p99(times["meaning"]) / p99(times["words"])
        return (f"helpcentre: passages={passages} words_p99_ms={p99(times['words']):.1f} "
                f"meaning_p99_ms={p99(times['meaning']):.1f} meaning_over_words_p99={ratio:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.helpcentre", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--helpcentre", type=Path, default=ROOT / "tests" / "fixtures" / "helpcentre")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    shared_embedder()
    print(asyncio.run(measure(args.helpcentre, args.rounds)))


if __name__ == "__main__":
    main()
