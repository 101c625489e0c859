"""Shopify's webhook bodies are untrusted input: any body is an event, ignored, or Malformed; nothing else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supportbot.channels.shop.shopify_webhook import TOPICS, Malformed, read_event, sign, verify_hmac

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
    max_leaves=20)
FIELDS = st.fixed_dictionaries({}, optional={
    "id": JSON | st.integers(), "order_id": JSON | st.integers(min_value=1), "name": JSON | st.just("#A-1.1"),
    "status": JSON | st.sampled_from(["success", "cancelled", "open"]), "tracking_company": JSON,
    "tracking_number": JSON, "tracking_numbers": JSON})


@settings(max_examples=150, deadline=None)
@given(topic=st.sampled_from(sorted(TOPICS)) | st.text(max_size=20), body=FIELDS | JSON, raw=st.binary(max_size=40))
def test_any_body_is_an_event_ignored_or_malformed(topic, body, raw) -> None:
    for candidate in (json.dumps(body).encode(), raw):
        try:
            event = read_event(topic, "w-1", candidate)
        except Malformed:
            continue
        assert event is None or (event.topic == topic and event.webhook_id == "w-1")
        if event is not None and event.carrier is not None:
            assert isinstance(event.carrier, str) and len(event.carrier) <= 100


@settings(max_examples=50, deadline=None)
@given(body=st.binary(max_size=200), flip=st.integers(min_value=0))
def test_only_the_exact_body_verifies(body, flip) -> None:
    header = sign("client-secret", body)
    assert verify_hmac("client-secret", body, header)
    assert not verify_hmac("another-secret", body, header)
    if body:
        i = flip % len(body)
        assert not verify_hmac("client-secret", body[:i] + bytes([body[i] ^ 1]) + body[i + 1:], header)


@pytest.mark.parametrize("header", [None, "", "not base64 at all"])
def test_a_missing_or_garbled_signature_never_verifies(header) -> None:
    assert not verify_hmac("client-secret", b"{}", header)
