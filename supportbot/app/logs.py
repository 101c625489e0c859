"""Logging for the processes: every line masked on its way out (invariant 10).

Log lines can carry what a customer typed (a malformed webhook's reason, a provider's error
echoing a message, an exception's text), so the handler masks the formatted line, tracebacks
included, instead of trusting each call site to remember.
"""

from __future__ import annotations

import logging

from supportbot.core.privacy.pii import mask

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class MaskingFormatter(logging.Formatter):
    """Masks the message and the traceback; the timestamp and logger name are ours, and a date
    and time would otherwise read as a phone number."""

    def format(self, record: logging.LogRecord) -> str:
        masked = logging.makeLogRecord(record.__dict__)
        masked.msg, masked.args = mask(record.getMessage()), None
        if record.exc_info:
            masked.exc_text = mask(self.formatException(record.exc_info))
            masked.exc_info = None
        if record.stack_info:
            masked.stack_info = mask(record.stack_info)
        return super().format(masked)


def configure_logging(level: int) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(MaskingFormatter(FORMAT))
    logging.basicConfig(level=level, handlers=[handler])
