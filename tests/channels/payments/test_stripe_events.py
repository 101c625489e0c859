"""Stripe's signed events: the signature (Stripe's own helper), the tolerance on the app's clock, the reading."""

import json

import pytest

from sandbox.payments import sign_event
from supportbot.channels.payments.webhook import Malformed, RefundFailedEvent, read_event, verify_stripe_signature

SECRET = "whsec_test_secret"
NOW = 1_800_000_000


def event(kind: str = "refund.failed", status: str = "failed", **refund: object) -> bytes:
    obj = {"id": "re_1", "object": "refund", "status": status, "amount": 2500, "currency": "usd",
           "metadata": {"order_id": "A-1042", "idempotency_key": "k1"}, "failure_reason": "lost_or_stolen_card"}
    return json.dumps({"id": "evt_1", "object": "event", "type": kind, "created": NOW,
                       "data": {"object": obj | refund}}).encode()


@pytest.mark.parametrize(("signed_at", "checked_at", "ok"), [
    (NOW, NOW, True),
    (NOW, NOW + 300, True),
    (NOW, NOW + 301, False),   # a replayed capture
    (NOW + 301, NOW, False),   # from the future by our clock
])
def test_tolerance_is_five_minutes_on_the_apps_clock(signed_at: int, checked_at: int, ok: bool) -> None:
    body = event()
    assert verify_stripe_signature(SECRET, sign_event(SECRET, signed_at, body), body, checked_at) is ok


@pytest.mark.parametrize("header", [None, "", "t=abc,v1=00", f"t={NOW}", f"t={NOW},v1=00", f"t={NOW},v0=ab"])
def test_missing_or_forged_signatures_fail(header: str | None) -> None:
    assert not verify_stripe_signature(SECRET, header, event(), NOW)


def test_a_signature_over_other_bytes_or_with_another_secret_fails() -> None:
    body = event()
    assert not verify_stripe_signature(SECRET, sign_event(SECRET, NOW, body), body + b" ", NOW)
    assert not verify_stripe_signature(SECRET, sign_event("whsec_other", NOW, body), body, NOW)
    assert not verify_stripe_signature("", sign_event("", NOW, body), body, NOW)


def test_one_of_several_v1_signatures_may_match() -> None:
    """Stripe sends one v1 per active secret while a secret is rolled."""
    body = event()
    header = sign_event(SECRET, NOW, body) + ",v1=" + "0" * 64
    assert verify_stripe_signature(SECRET, header, body, NOW)


@pytest.mark.parametrize("kind", ["refund.failed", "refund.updated", "charge.refund.updated"])
def test_a_failed_refund_is_read_from_each_event_type(kind: str) -> None:
    assert read_event(event(kind)) == RefundFailedEvent("evt_1", "re_1", "k1", "lost_or_stolen_card")


@pytest.mark.parametrize("body", [
    event("refund.updated", status="succeeded"),   # a late "succeeded" after the failure: nothing to do
    event("refund.created", status="succeeded"),
    event("payment_intent.succeeded"),
])
def test_events_we_do_not_act_on_read_as_none(body: bytes) -> None:
    assert read_event(body) is None


def test_canceled_counts_as_failed() -> None:
    assert read_event(event(status="canceled")) == RefundFailedEvent("evt_1", "re_1", "k1", "lost_or_stolen_card")


@pytest.mark.parametrize("body", [
    b"not json", b"[]", b'{"type": "refund.failed"}', b'{"id": "evt_1", "type": "refund.failed", "data": {}}',
    b'{"id": "evt_1", "type": "refund.failed", "data": {"object": {"status": "failed"}}}',
    b"\xff\xfe",
])
def test_malformed_events_are_an_error_that_says_why(body: bytes) -> None:
    with pytest.raises(Malformed):
        read_event(body)
