"""The Payments port over Stripe (the official client) against the Stripe stand-in."""

from collections.abc import AsyncIterator
from decimal import Decimal

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from sandbox.app import build_app
from sandbox.config import SandboxConfig
from supportbot.channels.payments.stripe_refunds import StripePayments
from supportbot.core.ports import RefundFailed, RefundSucceeded, RefundUnknown

REFS = {"A-1042": "pi_3A1042", "A-7": "pi_3Yen"}


async def payment_ref_of(order_id: str) -> str | None:
    return REFS.get(order_id)


@pytest.fixture
async def sandbox() -> AsyncIterator[TestClient]:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as client:
        yield client


@pytest.fixture
async def payments(sandbox: TestClient) -> AsyncIterator[StripePayments]:
    async with aiohttp.ClientSession() as session:
        yield StripePayments("rk_test_adapter", str(sandbox.make_url("/stripe")), session, payment_ref_of,
                             timeout=0.5)


async def accepted(sandbox: TestClient) -> list[dict]:
    return await (await sandbox.get("/_sandbox/payments/refunds")).json()


async def test_a_refund_goes_against_the_orders_payment_intent_in_minor_units(
        payments: StripePayments, sandbox: TestClient) -> None:
    outcome = await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD")
    assert isinstance(outcome, RefundSucceeded) and outcome.provider_ref.startswith("re_")
    [made] = await accepted(sandbox)
    assert (made["payment_intent"], made["amount"], made["currency"], made["idempotency_key"]) == (
        "pi_3A1042", "25.00", "USD", "refund:1:3")


async def test_a_reference_the_caller_read_is_refunded_against_without_asking_again(sandbox: TestClient) -> None:
    # The yes carries the payment reference of the order it re-decided on under the claim's lock
    # (supportbot/effects/execution.py): the adapter must not read the order again for it.
    async def never(order_id: str) -> str | None:
        raise AssertionError(f"asked for {order_id}'s payment reference again")

    async with aiohttp.ClientSession() as session:
        payments = StripePayments("rk_test_adapter", str(sandbox.make_url("/stripe")), session, never, timeout=0.5)
        outcome = await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD", payment_ref="pi_3Locked")
    assert isinstance(outcome, RefundSucceeded)
    [made] = await accepted(sandbox)
    assert (made["payment_intent"], made["idempotency_key"]) == ("pi_3Locked", "refund:1:3")


async def test_yen_go_whole(payments: StripePayments, sandbox: TestClient) -> None:
    assert isinstance(await payments.refund("refund:2:3", "A-7", Decimal("2500"), "JPY"), RefundSucceeded)
    page = await sandbox.get("/stripe/v1/refunds", params={"payment_intent": "pi_3Yen"},
                             headers={"Authorization": "Bearer rk_test_adapter"})
    assert [r["amount"] for r in (await page.json())["data"]] == [2500]


async def test_a_repeated_key_pays_once(payments: StripePayments, sandbox: TestClient) -> None:
    first = await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD")
    second = await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD")
    assert first == second
    assert len(await accepted(sandbox)) == 1


async def test_same_key_other_amount_never_pays_twice_and_settles_to_the_first(
        payments: StripePayments, sandbox: TestClient) -> None:
    first = await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD")
    clash = await payments.refund("refund:1:3", "A-1042", Decimal("30.00"), "USD")
    assert isinstance(clash, RefundUnknown) and "another request" in clash.reason
    assert len(await accepted(sandbox)) == 1
    assert await payments.lookup("refund:1:3", "A-1042") == first


async def test_a_timeout_is_unknown_and_the_lookup_finds_what_committed(
        payments: StripePayments, sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/payments/faults", json={"timeout_after_commit": 1.0})
    assert isinstance(await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD"), RefundUnknown)
    [made] = await accepted(sandbox)
    assert await payments.lookup("refund:1:3", "A-1042") == RefundSucceeded(made["id"])


async def test_a_500_is_unknown_and_the_lookup_finds_nothing(payments: StripePayments, sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/payments/faults", json={"error_500": 1.0})
    assert isinstance(await payments.refund("refund:1:3", "A-1042", Decimal("25.00"), "USD"), RefundUnknown)
    assert isinstance(await payments.lookup("refund:1:3", "A-1042"), RefundFailed)


async def test_what_cannot_be_paid_fails_without_a_call(payments: StripePayments, sandbox: TestClient) -> None:
    assert isinstance(await payments.refund("k1", "A-404", Decimal("25.00"), "USD"), RefundFailed)
    assert isinstance(await payments.refund("k2", "A-7", Decimal("25.50"), "JPY"), RefundFailed)
    assert await accepted(sandbox) == []


async def test_a_provider_that_is_down_is_unknown() -> None:
    async with aiohttp.ClientSession() as session:
        down = StripePayments("rk_test_adapter", "http://127.0.0.1:9/stripe", session, payment_ref_of, timeout=0.5)
        assert isinstance(await down.refund("k1", "A-1042", Decimal("25.00"), "USD"), RefundUnknown)
        assert isinstance(await down.lookup("k1", "A-1042"), RefundUnknown)
