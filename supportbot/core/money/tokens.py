"""Signed, short-lived refund tokens: the only way a policy decision reaches `issue_refund`.

A token binds conversation, order, items, amount and the policy reason that was checked
(DESIGN invariant 1), plus an expiry and a nonce, under HMAC-SHA256 over a canonical JSON
serialisation:

    base64url(payload) "." base64url(mac)      (no padding; URL-safe, compact)

`verify_token` refuses a token that is malformed (a reason missing included), forged, expired
or bound to another conversation; the caller decides again on the reason the token carries.
It cannot know whether a token was used: single use is enforced by the store, which records
the returned claim's nonce under a unique constraint before paying. The caller derives the
nonce from conversation, run and step, never from randomness, so a replayed job issues the
very same token (invariant 2).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

TTL = timedelta(minutes=5)
# Domain separation: a MAC made with the same secret for anything else never verifies here.
_CONTEXT = b"supportbot.refund-token.v1\n"
_AMOUNT = re.compile(r"\d+\.\d\d")


@dataclass(frozen=True)
class TokenClaim:
    """What a token binds. `nonce` and `expires_at` are set by `verify_token`, not by callers."""

    conversation_id: str
    order_id: str
    items: tuple[tuple[str, int], ...]
    amount: Decimal
    reason: str = ""  # the covered reason policy approved; issuing needs one
    nonce: str = ""
    expires_at: datetime | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.amount, Decimal):
            raise TypeError(f"amount must be Decimal, not {type(self.amount).__name__}")
        # Canonical form, so equal claims serialise to equal bytes.
        object.__setattr__(self, "items", tuple(sorted(self.items)))
        object.__setattr__(self, "amount", self.amount.quantize(Decimal("0.01"), ROUND_HALF_UP))


@dataclass(frozen=True)
class TokenRefused:
    reason: Literal["malformed", "forged", "expired", "wrong_conversation"]


class _Payload(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    v: Literal[2]  # 2: the reason is inside; a v1 token (none) is malformed
    c: str  # conversation
    o: str  # order
    i: tuple[tuple[str, int], ...]  # items
    a: str  # amount, two decimals
    e: int  # expiry, unix seconds
    n: str  # nonce
    r: str  # the policy reason that was checked


def issue_token(
    secret: bytes,
    claim: TokenClaim,
    now: datetime,
    *,
    nonce: str,
    ttl: timedelta = TTL,
) -> str:
    """Sign `claim`; valid until `now + ttl` (whole seconds, rounded down)."""
    if not secret or not nonce or not claim.reason:
        raise ValueError("a token needs a secret, a nonce and the reason policy checked")
    if claim.nonce or claim.expires_at is not None:
        raise ValueError("issue_token sets nonce and expiry; pass a claim without them")
    if claim.amount <= 0:
        raise ValueError(f"refund token for a non-positive amount {claim.amount}")
    payload = {
        "v": 2,
        "c": claim.conversation_id,
        "o": claim.order_id,
        "i": [list(item) for item in claim.items],
        "a": str(claim.amount),
        "e": int((_aware(now) + ttl).timestamp()),
        "n": nonce,
        "r": claim.reason,
    }
    body = json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()
    return f"{_encode(body)}.{_encode(_mac(secret, body))}"


def verify_token(
    secret: bytes, token: str, now: datetime, conversation_id: str
) -> TokenClaim | TokenRefused:
    """Check signature, expiry and conversation; the caller records the nonce to spend it."""
    parts = token.split(".") if isinstance(token, str) else []
    if len(parts) != 2:
        return TokenRefused("malformed")
    body, mac = (_decode(part) for part in parts)
    if body is None or mac is None:
        return TokenRefused("malformed")
    if not hmac.compare_digest(mac, _mac(secret, body)):
        return TokenRefused("forged")
    try:
        payload = _Payload.model_validate_json(body)
    except ValidationError:
        return TokenRefused("malformed")
    if not _AMOUNT.fullmatch(payload.a) or not payload.r:
        return TokenRefused("malformed")
    if _aware(now).timestamp() >= payload.e:
        return TokenRefused("expired")
    if payload.c != conversation_id:
        return TokenRefused("wrong_conversation")
    claim = TokenClaim(payload.c, payload.o, payload.i, Decimal(payload.a), payload.r)
    return replace(claim, nonce=payload.n, expires_at=datetime.fromtimestamp(payload.e, UTC))


def _mac(secret: bytes, body: bytes) -> bytes:
    return hmac.new(secret, _CONTEXT + body, hashlib.sha256).digest()


def _encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _decode(segment: str) -> bytes | None:
    """Strict base64url: only the one unpadded encoding of a non-empty byte string."""
    if not segment:
        return None
    try:
        raw = base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))
    except (binascii.Error, ValueError):
        return None
    return raw if _encode(raw) == segment else None


def _aware(moment: datetime) -> datetime:
    if moment.tzinfo is None:
        raise ValueError(f"naive datetime {moment!r}: pass an aware one")
    return moment
