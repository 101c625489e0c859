"""Logging for the processes: every line masked on its way out (invariant 10).

Log lines can carry what a customer typed (a malformed webhook's reason, a provider's error
echoing a message, an exception's text), so the handler masks the formatted line, tracebacks
included, instead of trusting each call site to remember.
"""

from __future__ import annotations

import logging

from bot.pii import mask

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class MaskingFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return mask(super().format(record))


def configure_logging(level: int) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(MaskingFormatter(FORMAT))
    logging.basicConfig(level=level, handlers=[handler])
