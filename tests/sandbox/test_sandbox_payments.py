"""Refunds: idempotency rules, reconciliation look-ups and seeded faults."""

import asyncio
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient

REFUND = {"order_id": "A-1042", "amount": "25.00", "currency": "USD", "reason": "broken"}


def key(value: str) -> dict[str, str]:
    return {"Idempotency-Key": value}


async def refund(sandbox: TestClient, body: dict[str, Any], idem: str) -> tuple[int, Any]:
    response = await sandbox.post("/payments/v1/refunds", json=body, headers=key(idem))
    return response.status, await response.json()


async def test_refund_succeeds_and_is_listed(sandbox: TestClient) -> None:
    status, body = await refund(sandbox, REFUND, "conv-1:step-3")
    assert status == 200
    assert body == {
        "id": body["id"],
        "status": "succeeded",
        "order_id": "A-1042",
        "amount": "25.00",
        "currency": "USD",
        "idempotency_key": "conv-1:step-3",
        "reason": "broken",
    }
    assert body["id"].startswith("re_")
    accepted = await (await sandbox.get("/_sandbox/payments/refunds")).json()
    assert [(r["idempotency_key"], r["order_id"], r["amount"]) for r in accepted] == [
        ("conv-1:step-3", "A-1042", "25.00")
    ]


async def test_same_key_same_body_replays_the_first_result(sandbox: TestClient) -> None:
    first = await refund(sandbox, REFUND, "k1")
    second = await refund(sandbox, REFUND, "k1")
    assert second == first
    assert len(await (await sandbox.get("/_sandbox/payments/refunds")).json()) == 1


async def test_same_key_different_body_is_409(sandbox: TestClient) -> None:
    await refund(sandbox, REFUND, "k1")
    status, body = await refund(sandbox, {**REFUND, "amount": "30.00"}, "k1")
    assert (status, body) == (409, {"error": "idempotency_key_reused"})


async def test_missing_key_and_bad_bodies_are_400(sandbox: TestClient) -> None:
    response = await sandbox.post("/payments/v1/refunds", json=REFUND)
    assert response.status == 400
    for bad in (
        {**REFUND, "amount": 25.0},
        {**REFUND, "amount": "2.505"},
        {**REFUND, "amount": "-1.00"},
        {**REFUND, "currency": "dollars"},
        {k: v for k, v in REFUND.items() if k != "order_id"},
    ):
        status, _ = await refund(sandbox, bad, "k-bad")
        assert status == 400, bad
    # A refused request stores nothing: the key still works.
    assert (await refund(sandbox, REFUND, "k-bad"))[0] == 200


async def test_lookup_by_idempotency_key(sandbox: TestClient) -> None:
    await refund(sandbox, REFUND, "k1")
    found = await (
        await sandbox.get("/payments/v1/refunds", params={"idempotency_key": "k1"})
    ).json()
    assert [r["idempotency_key"] for r in found["data"]] == ["k1"]
    missing = await (
        await sandbox.get("/payments/v1/refunds", params={"idempotency_key": "nope"})
    ).json()
    assert missing == {"data": []}


async def test_timeout_after_commit_then_retry_gets_the_refund(sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/payments/faults", json={"timeout_after_commit": 1.0})
    short = aiohttp.ClientTimeout(total=0.3)
    with pytest.raises(TimeoutError):
        await sandbox.post("/payments/v1/refunds", json=REFUND, headers=key("k1"), timeout=short)
    # Committed despite the timeout: reconciliation finds it, and a retry replays it at once.
    found = await (
        await sandbox.get("/payments/v1/refunds", params={"idempotency_key": "k1"})
    ).json()
    assert len(found["data"]) == 1
    status, body = await asyncio.wait_for(refund(sandbox, REFUND, "k1"), 1.0)
    assert (status, body["id"]) == (200, found["data"][0]["id"])


async def test_error_500_commits_nothing_and_is_replayed(sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/payments/faults", json={"error_500": 1.0})
    assert (await refund(sandbox, REFUND, "k1"))[0] == 500
    await sandbox.post("/_sandbox/payments/faults", json={"error_500": 0.0})
    assert (await refund(sandbox, REFUND, "k1"))[0] == 500  # Stripe's rule: first result wins
    assert await (await sandbox.get("/_sandbox/payments/refunds")).json() == []
    assert (await refund(sandbox, REFUND, "k2"))[0] == 200


async def test_fault_draws_repeat_after_reset(sandbox: TestClient) -> None:
    async def run() -> list[int]:
        await sandbox.post("/_sandbox/payments/faults", json={"error_500": 0.5})
        return [(await refund(sandbox, REFUND, f"k{i}"))[0] for i in range(12)]

    first = await run()
    await sandbox.post("/_sandbox/reset")
    assert await run() == first
    assert set(first) == {200, 500}
