"""Log lines are masked on the way out, tracebacks included (invariant 10)."""

from __future__ import annotations

import io
import logging

from supportbot.app.logs import FORMAT, MaskingFormatter


def test_log_lines_and_tracebacks_are_masked():
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(MaskingFormatter(FORMAT))
    log = logging.getLogger("test.privacy.logs")
    log.setLevel(logging.INFO)  # other tests (the eval runner) quieten the root logger
    log.addHandler(handler)
    try:
        log.warning("malformed body: %s", {"text": "card 4242 4242 4242 4242, mail a.b@mail.test"})
        try:
            raise ValueError("cannot store 'call me on +44 7700 900456'")
        except ValueError:
            log.exception("inbox: batch not stored for A-1042")
    finally:
        log.removeHandler(handler)
    written = out.getvalue()
    assert "malformed body" in written and "A-1042" in written and "ValueError" in written
    for secret in ("4242 4242 4242 4242", "a.b@mail.test", "7700 900456"):
        assert secret not in written


def test_the_time_of_a_log_line_is_not_mistaken_for_a_phone_number():
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(MaskingFormatter(FORMAT))
    log = logging.getLogger("test.privacy.time")
    log.setLevel(logging.INFO)
    log.addHandler(handler)
    try:
        log.warning("worker started")
    finally:
        log.removeHandler(handler)
    assert "[phone]" not in out.getvalue() and out.getvalue()[:2] == "20"  # "2026-11-29 10:26:51,547 ..."
