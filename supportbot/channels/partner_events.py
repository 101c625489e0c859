"""The signed JSON events partners post us (payment provider, shop, warehouse): signature, then a strict read.

Signed Stripe-style: `<Name>-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`; an event
older than five minutes by the signed time is refused (a replayed capture). Whatever arrives, signed or
not, ends as a value or `Malformed` (the web app answers 400): a 500 makes the sender retry the same
body for days. Nothing untrusted reaches arithmetic before it is known to be a few ASCII digits.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BaseModel, StringConstraints, ValidationError

TOLERANCE_S = 300
M = TypeVar("M", bound=BaseModel)
# Twelve digits reach the year 33658; more is no clock, and 400 of them overflowed float arithmetic.
MAX_TIMESTAMP_DIGITS = 12


class Malformed(ValueError):
    """A body no partner sends (not JSON, too deep, a list where an id belongs, NUL in a name)."""


def verify_signature(secret: str, header: str | None, body: bytes, now_s: float) -> bool:
    if not header or not secret:
        return False
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    timestamp, signature = parts.get("t", ""), parts.get("v1", "")
    # isdigit() alone is true for "²" and "١٢٣" (int() refuses the first); compare_digest refuses non-ASCII str.
    if not (timestamp.isascii() and timestamp.isdigit() and len(timestamp) <= MAX_TIMESTAMP_DIGITS
            and signature.isascii()):
        return False
    if abs(now_s - int(timestamp)) > TOLERANCE_S:
        return False
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


def _printable(value: str) -> str:
    # A NUL cannot be stored in Postgres text, and control characters in an id are no partner's id.
    if not value.isprintable():
        raise ValueError("control characters")
    return value


# JSON parsing (pydantic's) already refuses lone surrogates, NaN and nesting past its recursion limit.
Name = Annotated[str, StringConstraints(min_length=1, max_length=255), AfterValidator(_printable)]


class Envelope(BaseModel):
    """What every partner event carries; `data.object` is read by the model of the event's type."""

    id: Name
    type: Name
    data: dict[str, Any]


def read_envelope(body: bytes) -> Envelope:
    try:
        return Envelope.model_validate_json(body)
    except ValidationError as e:
        raise Malformed(_first_fault(e)) from None


def read_object(envelope: Envelope, model: type[M]) -> M:
    """The event's `data.object` as `model`, strictly (no number passes as a string)."""
    try:
        return model.model_validate(envelope.data.get("object"), strict=True)
    except ValidationError as e:
        raise Malformed(_first_fault(e)) from None


def _first_fault(error: ValidationError) -> str:
    fault = error.errors(include_url=False, include_input=False)[0]
    return f"{'.'.join(str(p) for p in fault['loc']) or 'body'}: {fault['msg']}"[:200]
