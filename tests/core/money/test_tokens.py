import base64
import hashlib
import hmac
import json
import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from supportbot.core.money.tokens import TokenClaim, TokenRefused, issue_token, verify_token

SECRET = b"test-secret"
NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
CLAIM = TokenClaim("conv-1", "A-1042", (("PLATE-1", 1),), Decimal("25.00"), "damaged")
NONCE = "conv-1:run-1:step-3"


def token(claim=CLAIM, secret=SECRET, **kw) -> str:
    return issue_token(secret, claim, NOW, nonce=NONCE, **kw)


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(segment: str) -> bytes:
    return base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))


@pytest.mark.clock
def test_round_trip_returns_the_claim_with_nonce_and_expiry():
    verified = verify_token(SECRET, token(), NOW + timedelta(minutes=4), "conv-1")
    assert verified == replace(CLAIM, nonce=NONCE, expires_at=NOW + timedelta(minutes=5))


def test_items_and_amount_are_canonical():
    claim = TokenClaim("conv-1", "A-1", (("B", 1), ("A", 2)), Decimal("7.5"), "damaged")
    assert (claim.items, str(claim.amount)) == ((("A", 2), ("B", 1)), "7.50")
    verified = verify_token(SECRET, token(claim), NOW, "conv-1")
    assert (verified.items, verified.amount) == ((("A", 2), ("B", 1)), Decimal("7.50"))


def test_token_is_compact_url_safe_and_deterministic():
    """Same claim, time and nonce give the same token: a replayed job re-issues it (inv. 2)."""
    assert re.fullmatch(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", token())
    assert token() == token()
    assert token() != issue_token(SECRET, CLAIM, NOW, nonce="conv-1:run-1:step-4")


@pytest.mark.clock
@pytest.mark.parametrize(
    ("at", "expected"),
    [
        (NOW + timedelta(minutes=5) - timedelta(seconds=1), "ok"),
        (NOW + timedelta(minutes=5), "expired"),
        (NOW + timedelta(days=1), "expired"),
    ],
)
def test_expiry(at, expected):
    verified = verify_token(SECRET, token(), at, "conv-1")
    assert (verified == TokenRefused("expired")) == (expected == "expired")
    assert isinstance(verified, TokenClaim) == (expected == "ok")


@pytest.mark.clock
def test_ttl_is_configurable():
    short = token(ttl=timedelta(seconds=30))
    assert verify_token(SECRET, short, NOW + timedelta(seconds=30), "conv-1") == TokenRefused(
        "expired"
    )


def test_bound_to_its_conversation():
    assert verify_token(SECRET, token(), NOW, "conv-2") == TokenRefused("wrong_conversation")


def _tampered_payload() -> str:
    body, mac = token().split(".")
    payload = json.loads(unb64(body))
    payload["a"] = "2500.00"
    return b64(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()) + "." + mac


def _flipped_mac() -> str:
    body, mac = token().split(".")
    raw = bytearray(unb64(mac))
    raw[0] ^= 1
    return body + "." + b64(bytes(raw))


@pytest.mark.parametrize(
    "forged",
    [
        token(secret=b"another-secret"),
        _tampered_payload(),
        _flipped_mac(),
        token().split(".")[0] + "." + token(replace(CLAIM, amount=Decimal("1.00"))).split(".")[1],
    ],
    ids=["other secret", "tampered payload", "flipped mac", "mac of another claim"],
)
def test_forged_tokens_are_refused(forged):
    assert verify_token(SECRET, forged, NOW, "conv-1") == TokenRefused("forged")


def test_a_mac_without_the_token_context_is_forged():
    """The same secret signing something else must not yield a refund token."""
    body = unb64(token().split(".")[0])
    plain = hmac.new(SECRET, body, hashlib.sha256).digest()
    assert verify_token(SECRET, b64(body) + "." + b64(plain), NOW, "conv-1") == TokenRefused(
        "forged"
    )


def _non_canonical_mac() -> str:
    """Same mac bytes, different text: the unused low bits of the last character are set."""
    body, mac = token().split(".")
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    last = alphabet[alphabet.index(mac[-1]) ^ 1]
    assert unb64(mac[:-1] + last) == unb64(mac)
    return body + "." + mac[:-1] + last


def _signed(body: bytes) -> str:
    """A correctly signed body that is not a token payload: only a leaked secret makes one."""
    from supportbot.core.money.tokens import _mac

    return b64(body) + "." + b64(_mac(SECRET, body))


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "abc",
        "a.b.c",
        ".",
        token().split(".")[0] + ".",
        _non_canonical_mac(),
        token() + ".x",
        "!!!." + token().split(".")[1],
        token().split(".")[0] + "=." + token().split(".")[1],  # padding is not canonical
        token().replace(".", " ."),
        _signed(b"not json"),
        _signed(b'{"v":2}'),
        _signed(
            b'{"a":"25","c":"conv-1","e":9999999999,"i":[["PLATE-1",1]],"n":"x","o":"A","v":1}'
        ),
    ],
)
def test_malformed_tokens_are_refused(bad):
    assert verify_token(SECRET, bad, NOW, "conv-1") == TokenRefused("malformed")


@pytest.mark.parametrize(
    "make",
    [
        lambda: issue_token(b"", CLAIM, NOW, nonce=NONCE),
        lambda: issue_token(SECRET, CLAIM, NOW, nonce=""),
        lambda: issue_token(SECRET, replace(CLAIM, nonce="n"), NOW, nonce=NONCE),
        lambda: issue_token(SECRET, replace(CLAIM, amount=Decimal("0")), NOW, nonce=NONCE),
        lambda: issue_token(SECRET, CLAIM, datetime(2026, 11, 29, 12, 0), nonce=NONCE),
        lambda: issue_token(SECRET, replace(CLAIM, reason=""), NOW, nonce=NONCE),  # a decision has a reason
    ],
)
def test_misuse_is_a_bug(make):
    with pytest.raises(ValueError):
        make()


def test_the_policy_reason_is_signed_inside_the_token():
    signed = json.loads(unb64(token().split(".")[0]))
    assert signed["r"] == "damaged"
    assert verify_token(SECRET, token(), NOW, "conv-1").reason == "damaged"
    # Another reason in the same body is a forgery: the reason is covered by the MAC.
    body = json.dumps(signed | {"r": "changed_mind"}, sort_keys=True, separators=(",", ":")).encode()
    assert verify_token(SECRET, b64(body) + "." + token().split(".")[1], NOW, "conv-1") == TokenRefused("forged")


def test_a_token_without_a_reason_is_malformed():
    signed = json.loads(unb64(token().split(".")[0]))
    for body in ({k: v for k, v in signed.items() if k != "r"}, signed | {"r": ""}):
        raw = json.dumps(body, sort_keys=True, separators=(",", ":")).encode()
        assert verify_token(SECRET, _signed(raw), NOW, "conv-1") == TokenRefused("malformed")
