"""The Stripe stand-in, driven by the official `stripe` client: idempotency, errors, faults, listing."""

import asyncio
from collections.abc import AsyncIterator

import aiohttp
import pytest
import stripe
from aiohttp.test_utils import TestClient

KEY = "rk_test_contract"
REFUND = {"payment_intent": "pi_3Contract", "amount": 2500, "currency": "usd", "reason": "requested_by_customer",
          "metadata": {"order_id": "A-1042", "idempotency_key": "conv-1:step-3"}}


@pytest.fixture
async def client(sandbox: TestClient) -> AsyncIterator[stripe.StripeClient]:
    async with aiohttp.ClientSession() as session:
        yield stripe.StripeClient(KEY, base_addresses={"api": str(sandbox.make_url("/stripe"))},
                                  max_network_retries=0,
                                  http_client=stripe.AIOHTTPClient(session=session,
                                                                   timeout=aiohttp.ClientTimeout(total=0.5)))


async def refund(client: stripe.StripeClient, key: str, **changes: object) -> stripe.Refund:
    return await client.v1.refunds.create_async({**REFUND, **changes}, {"idempotency_key": key})  # type: ignore[arg-type]


async def test_refund_succeeds_in_stripes_shape_and_is_listed(client: stripe.StripeClient, sandbox: TestClient) -> None:
    made = await refund(client, "conv-1:step-3")
    assert (made.object, made.status, made.amount, made.currency) == ("refund", "succeeded", 2500, "usd")
    assert made.id.startswith("re_") and made.payment_intent == "pi_3Contract"
    assert made.metadata["order_id"] == "A-1042"
    accepted = await (await sandbox.get("/_sandbox/payments/refunds")).json()
    assert [(r["idempotency_key"], r["order_id"], r["amount"]) for r in accepted] == [
        ("conv-1:step-3", "A-1042", "25.00")]


async def test_same_key_same_parameters_replays_the_first_result(client: stripe.StripeClient,
                                                                  sandbox: TestClient) -> None:
    first = await refund(client, "k1")
    second = await refund(client, "k1")
    assert second.id == first.id
    assert second.last_response.headers.get("Idempotent-Replayed") == "true"
    assert len(await (await sandbox.get("/_sandbox/payments/refunds")).json()) == 1


async def test_same_key_other_parameters_is_an_idempotency_error(client: stripe.StripeClient) -> None:
    await refund(client, "k1")
    with pytest.raises(stripe.IdempotencyError) as raised:
        await refund(client, "k1", amount=3000)
    assert raised.value.http_status == 400
    assert "same parameters" in (raised.value.user_message or "")


@pytest.mark.parametrize(("changes", "param"), [
    ({"payment_intent": "A-1042"}, "payment_intent"),
    ({"amount": 0}, "amount"),
    ({"currency": "dollars"}, "currency"),
    ({"reason": "because"}, "reason"),
])
async def test_bad_parameters_are_400_and_store_nothing_under_the_key(
        client: stripe.StripeClient, changes: dict[str, object], param: str) -> None:
    with pytest.raises(stripe.InvalidRequestError) as raised:
        await refund(client, "k-bad", **changes)
    assert (raised.value.http_status, raised.value.param) == (400, param)
    assert (await refund(client, "k-bad")).status == "succeeded"  # the key was not spent


async def test_without_a_key_the_api_refuses(sandbox: TestClient) -> None:
    response = await sandbox.post("/stripe/v1/refunds", data={"payment_intent": "pi_1", "amount": "100"})
    assert response.status == 401
    assert (await response.json())["error"]["type"] == "invalid_request_error"


async def test_list_by_payment_intent_finds_the_key_in_metadata(client: stripe.StripeClient) -> None:
    await refund(client, "k1", metadata={"order_id": "A-1042", "idempotency_key": "k1"})
    await refund(client, "k2", payment_intent="pi_other")
    page = await client.v1.refunds.list_async({"payment_intent": "pi_3Contract"})
    assert [r.metadata["idempotency_key"] for r in page.data] == ["k1"]


async def test_timeout_after_commit_then_retry_gets_the_refund(client: stripe.StripeClient,
                                                               sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/payments/faults", json={"timeout_after_commit": 1.0})
    with pytest.raises((stripe.APIConnectionError, TimeoutError)):
        await refund(client, "k1")
    # Committed despite the timeout: the listing has it, and a retry replays it at once.
    page = await client.v1.refunds.list_async({"payment_intent": "pi_3Contract"})
    assert len(page.data) == 1
    again = await asyncio.wait_for(refund(client, "k1"), 1.0)
    assert again.id == page.data[0].id


async def test_error_500_commits_nothing_and_is_replayed(client: stripe.StripeClient, sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/payments/faults", json={"error_500": 1.0})
    with pytest.raises(stripe.APIError):
        await refund(client, "k1")
    await sandbox.post("/_sandbox/payments/faults", json={"error_500": 0.0})
    with pytest.raises(stripe.APIError):
        await refund(client, "k1")  # Stripe's rule: the first result wins, 500s included
    assert await (await sandbox.get("/_sandbox/payments/refunds")).json() == []
    assert (await refund(client, "k2")).status == "succeeded"


async def test_fault_draws_repeat_after_reset(client: stripe.StripeClient, sandbox: TestClient) -> None:
    async def run() -> list[str]:
        await sandbox.post("/_sandbox/payments/faults", json={"error_500": 0.5})
        outcomes = []
        for i in range(12):
            try:
                outcomes.append((await refund(client, f"k{i}")).status)
            except stripe.APIError:
                outcomes.append("500")
        return outcomes

    first = await run()
    await sandbox.post("/_sandbox/reset")
    assert await run() == first
    assert set(first) == {"succeeded", "500"}


async def test_balance_answers_the_doctors_read(client: stripe.StripeClient) -> None:
    balance = await client.v1.balance.retrieve_async()
    assert balance.object == "balance"
