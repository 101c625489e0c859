"""Language detection on our own dev set (evals/data/language_dev.json), by language.

`python -m evals.language_eval` prints, per language, how many messages `read` gives the right
language, and how many of those it reads clearly enough to switch a conversation. The "none"
group carries no language: right there means detection stays silent and the conversation decides.

`--frozen evals/frozen/v1/risk evals/frozen/v1/intent` measures the same on messages written by
people who never saw the detector (each carries `lang` and `text`): figures, and failures by id
only, so measuring does not make a set seen (evals/frozen/README.md).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass, field
from pathlib import Path

from supportbot.core.language import read

DEV_SET = Path(__file__).resolve().parent / "data" / "language_dev.json"


@dataclass
class LanguageScore:
    n: int = 0
    right: int = 0
    clear: int = 0  # right and clear: enough to switch an ongoing conversation
    wrong: list[tuple[str, str | None]] = field(default_factory=list)  # (message, what was read)

    @property
    def accuracy(self) -> float:
        return self.right / self.n if self.n else 0.0


def measure(path: Path = DEV_SET) -> dict[str, LanguageScore]:
    messages: dict[str, list[str]] = {k: v for k, v in json.loads(path.read_text()).items() if not k.startswith("_")}
    scores: dict[str, LanguageScore] = {}
    for language, texts in messages.items():
        score = scores.setdefault(language, LanguageScore())
        expected = None if language == "none" else language
        for text in texts:
            reading = read(text)
            score.n += 1
            if reading.language == expected:
                score.right += 1
                score.clear += reading.clear or expected is None
            else:
                score.wrong.append((text, reading.language))
    return scores


def measure_frozen(paths: list[Path]) -> dict[str, LanguageScore]:
    """The same figures on frozen messages; `wrong` holds ids, never texts."""
    from evals.frozen_eval import load_messages

    scores: dict[str, LanguageScore] = {}
    for message in load_messages(paths):
        score = scores.setdefault(message["lang"], LanguageScore())
        reading = read(message["text"])
        score.n += 1
        if reading.language == message["lang"]:
            score.right += 1
            score.clear += reading.clear
        else:
            score.wrong.append((message["id"], reading.language))
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=DEV_SET)
    parser.add_argument("--show-wrong", action="store_true")
    parser.add_argument("--frozen", type=Path, nargs="+", help="frozen message files or directories")
    args = parser.parse_args()
    scores = measure_frozen(args.frozen) if args.frozen else measure(args.data)
    total = sum(s.n for s in scores.values())
    for language, s in scores.items():
        print(f"{language:9} {s.right:3}/{s.n:<3} accuracy {s.accuracy:.3f}  clear {s.clear}/{s.n}")
        if args.show_wrong:
            for text, got in s.wrong:
                print(f"          read {got}: {text}")
    print(f"all       {sum(s.right for s in scores.values())}/{total}")


if __name__ == "__main__":
    main()
