"""Meta's webhook signature: HMAC-SHA256 of the raw body with the app secret."""

from __future__ import annotations

import hashlib
import hmac

PREFIX = "sha256="


def sign(app_secret: str, raw_body: bytes) -> str:
    """The X-Hub-Signature-256 header value Meta would send for this body."""
    return PREFIX + hmac.new(app_secret.encode(), raw_body, hashlib.sha256).hexdigest()


def verify_signature(app_secret: str, raw_body: bytes, header: str | None) -> bool:
    """True only for a signature over these exact bytes; re-serialised JSON does not verify.

    An empty app secret verifies nothing: anyone can compute an HMAC with an empty key."""
    if not app_secret or not header or not header.startswith(PREFIX):
        return False
    # One-shot hmac.digest (the webhook's hot path: half the cost of hmac.new + hexdigest).
    expected = hmac.digest(app_secret.encode(), raw_body, "sha256").hex().encode()
    # Bytes on both sides: compare_digest raises on a str with non-ASCII characters, and the
    # header is the sender's to choose; a replaced character never matches a hex digit.
    return hmac.compare_digest(expected, header[len(PREFIX):].encode("utf-8", "replace"))
