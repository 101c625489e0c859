"""Untrusted text is data (invariant 9): wrapped and datamarked before it enters a prompt.

Datamarking (spotlighting): words are joined with a marker the system prompt names, so text
that arrived from a customer, an email or an order note reads as data even when it imitates
an instruction, a system line or a tool result.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

MARK = "\u02c6"  # ˆ, rare in real text

# Only the injection eval turns this off, to measure what datamarking buys against a real
# model; a context variable so tasks started inside `datamarking(False)` inherit it and
# nothing else does. Production never leaves the default.
_datamarking: ContextVar[bool] = ContextVar("datamarking", default=True)


def mark(text: str) -> str:
    if not _datamarking.get():
        return text
    return f"«untrusted:{MARK.join(text.split())}»"


def unmark(text: str) -> str:
    """The words `mark` wrapped, for code that quotes them to the customer as they came."""
    if text.startswith("«untrusted:") and text.endswith("»"):
        return text[len("«untrusted:"):-1].replace(MARK, " ")
    return text


@contextmanager
def datamarking(enabled: bool) -> Iterator[None]:
    """Within the block (and tasks started in it), `mark` datamarks only when `enabled`."""
    token = _datamarking.set(enabled)
    try:
        yield
    finally:
        _datamarking.reset(token)
