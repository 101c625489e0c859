"""The shop's, warehouse's and payment provider's webhooks answer malformed input with a 4xx, signed or not.

A 500 makes the sender retry a body for days and, before this, one header (`t=` and 400 digits)
overflowed float arithmetic before any HMAC was checked.
"""

from __future__ import annotations

import json

import pytest

from sandbox.payments import sign_event
from tests import meta

HOOKS = {"payments": ("Stripe-Signature", "payments_webhook_secret"),
         "shop": ("Shop-Signature", "shop_webhook_secret"),
         "warehouse": ("Warehouse-Signature", "warehouse_webhook_secret")}
TYPES = {"payments": "refund.failed", "shop": "order.shipped", "warehouse": "return.received"}


def event(hook: str, **obj: object) -> bytes:
    fields = {"payments": {"id": "re_1"}, "shop": {"order_id": "A-1042"}, "warehouse": {"id": "ret_1"}}[hook]
    return json.dumps({"id": "evt_1", "type": TYPES[hook], "data": {"object": fields | obj}}).encode()


async def post(stack, hook: str, body: bytes, signature: str | None) -> int:
    headers = {"Content-Type": "application/json"} | ({HOOKS[hook][0]: signature} if signature is not None else {})
    async with stack.session.post(f"{stack.web_url}/webhooks/{hook}", data=body, headers=headers) as resp:
        return resp.status


def signed(stack, hook: str, body: bytes) -> str:
    return sign_event(getattr(stack.settings, HOOKS[hook][1]), meta.NOW_TS, body)


@pytest.mark.parametrize("hook", sorted(HOOKS))
@pytest.mark.parametrize("header", ["t=" + "9" * 400 + ",v1=00", "t=-" + "9" * 400 + ",v1=00", "t=²,v1=00",
                                    "t=١٢٣,v1=00", "t=1,v1=é", "t=,v1=", "garbage", "t=1e9,v1=00"])
async def test_a_hostile_signature_header_is_refused_with_401(stack, db, hook, header):
    assert await post(stack, hook, event(hook), header) == 401


def body_cases(hook: str) -> dict[str, bytes]:
    key = {"payments": "id", "shop": "order_id", "warehouse": "id"}[hook]
    return {
        "not json": b"\xff\xfenot json",
        "json text": b'"just a string"',
        "a list": b"[1, 2]",
        "deep": b'{"id": "e", "type": "x", "data": ' + b"[" * 50_000 + b"]" * 50_000 + b"}",
        "nul in id": event(hook, **{key: "A\x00-1"}),
        "lone surrogate": event(hook).replace(b'"evt_1"', b'"evt_\\ud800"'),
        "list for a string": event(hook, **{key: ["A-1042"]}),
        "number for a string": event(hook, **{key: 10**40}),
        "NaN": event(hook).replace(b'"evt_1"', b"NaN"),
        "no object": json.dumps({"id": "evt_1", "type": TYPES[hook], "data": {}}).encode(),
    }


@pytest.mark.clock
@pytest.mark.parametrize("hook", sorted(HOOKS))
async def test_a_signed_malformed_body_is_refused_with_400_and_changes_nothing(stack, db, hook):
    for name, body in body_cases(hook).items():
        assert await post(stack, hook, body, signed(stack, hook, body)) == 400, name
    assert await db.fetchval("SELECT count(*) FROM action_reversals") == 0


@pytest.mark.clock
@pytest.mark.parametrize("hook", sorted(HOOKS))
async def test_a_well_formed_event_of_another_kind_is_still_acknowledged(stack, db, hook):
    body = json.dumps({"id": "evt_9", "type": "something.else", "data": {"object": {"x": [1]}}}).encode()
    assert await post(stack, hook, body, signed(stack, hook, body)) == 200
