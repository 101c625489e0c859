"""The Graph API client against the sandbox stand-in: bodies, limits, retries, Meta's codes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.channels.whatsapp.client import GraphClient, graph_body
from supportbot.core.ports import Recipient, Rejected, RetryLater, Sent
from supportbot.core.types import Button, ListRow, OutboundButtons, OutboundList, OutboundTemplate, OutboundText

TO = Recipient(wa_id="15551230001", user_id=None, business_number_id="100000000000001")


@pytest.fixture
async def sandbox():
    async with TestServer(build_app(SandboxConfig())) as server:
        yield server


@pytest.fixture
async def client(sandbox):
    async with aiohttp.ClientSession() as session:
        yield GraphClient(session, str(sandbox.make_url("")), "v21.0", "token", backoff=0.01,
                          rate_limit_pause=7)


async def control(sandbox, method, path, body=None):
    async with aiohttp.ClientSession() as s, s.request(method, sandbox.make_url(path), json=body) as r:
        return await r.json()


@pytest.mark.parametrize("message", [
    OutboundText("hello"),
    OutboundButtons("Refund 25.00?", (Button("yes", "Yes"), Button("no", "No"))),
    OutboundList("Pick one", "Options", tuple(ListRow(f"r{i}", f"Row {i}") for i in range(10))),
    OutboundTemplate("order_update", "en", ("A-1042",)),
])
async def test_each_kind_is_accepted_by_the_stand_in(client, sandbox, message):
    outcome = await client.send(TO, message)
    assert isinstance(outcome, Sent) and outcome.message_id.startswith("wamid.")
    [sent] = await control(sandbox, "GET", "/_sandbox/whatsapp/sent")
    assert sent["body"] == graph_body(TO, message)


@pytest.mark.parametrize(("message", "rule"), [
    (OutboundText("x" * 4097), "4096"),
    (OutboundButtons("?", tuple(Button(str(i), f"B{i}") for i in range(4))), "reply buttons"),
    (OutboundButtons("?", (Button("a", "A title longer than twenty"),)), "button titles"),
    (OutboundList("?", "Go", tuple(ListRow(str(i), "r") for i in range(11))), "list rows"),
])
async def test_limits_are_refused_before_calling_meta(client, sandbox, message, rule):
    outcome = await client.send(TO, message)
    assert isinstance(outcome, Rejected) and rule in outcome.detail
    assert await control(sandbox, "GET", "/_sandbox/whatsapp/sent") == []


async def test_user_id_recipient_when_there_is_no_phone():
    body = graph_body(Recipient(None, "US.1349", "1"), OutboundText("hi"))
    assert body["recipient"] == "US.1349" and "to" not in body


@pytest.mark.parametrize(("errors", "expected", "sends"), [
    ([{"status": 500, "code": 131000}], Sent, 1),             # retried with backoff, then sent
    ([{"status": 429, "code": 4}, {"status": 503, "code": 131000}], Sent, 1),
    ([{"status": 500, "code": 131000}] * 3, RetryLater, 0),   # still down: the job defers
    ([{"status": 400, "code": 130429}], RetryLater, 0),       # throughput: later, not now
    ([{"status": 400, "code": 131056}], RetryLater, 0),       # pair rate: later, not now
    ([{"status": 400, "code": 131047}], Rejected, 0),         # outside 24 h: never retried
    ([{"status": 400, "code": 131009}], Rejected, 0),
])
async def test_meta_errors(client, sandbox, errors, expected, sends):
    await control(sandbox, "POST", "/_sandbox/whatsapp/faults", {"errors": errors})
    outcome = await client.send(TO, OutboundText("hi"))
    assert isinstance(outcome, expected)
    if isinstance(outcome, RetryLater) and outcome.code in (130429, 131056):
        assert outcome.after_seconds == 7
    assert len(await control(sandbox, "GET", "/_sandbox/whatsapp/sent")) == sends


async def test_network_failure_is_retry_later():
    async with aiohttp.ClientSession() as session:
        client = GraphClient(session, "http://127.0.0.1:9", "v21.0", "t", backoff=0.01)
        outcome = await client.send(TO, OutboundText("hi"))
    assert isinstance(outcome, RetryLater)


async def test_mark_read_is_not_a_sent_message(client, sandbox):
    await client.mark_read("100000000000001", "wamid.IN1")
    assert await control(sandbox, "GET", "/_sandbox/whatsapp/sent") == []
    [read] = await control(sandbox, "GET", "/_sandbox/whatsapp/read")
    assert "wamid.IN1" in str(read)


NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


@pytest.mark.clock
@pytest.mark.parametrize(("last_inbound", "message", "refused"), [
    (NOW - timedelta(hours=23, minutes=59), OutboundText("hi"), False),
    (NOW - timedelta(hours=24), OutboundText("hi"), True),                  # the window has closed
    (None, OutboundText("hi"), True),                                       # never opened
    (NOW - timedelta(days=3), OutboundTemplate("support_update", "en", ("x",)), False),
    (NOW - timedelta(days=3), OutboundTemplate("promo_blast", "en"), True),  # not an approved template
    (NOW - timedelta(days=3), OutboundButtons("?", (Button("a", "A"),)), True),
])
async def test_the_24_hour_window_is_enforced_before_calling_meta(sandbox, last_inbound, message, refused):
    to = Recipient("15551230001", None, "100000000000001", last_inbound)
    async with aiohttp.ClientSession() as session:
        client = GraphClient(session, str(sandbox.make_url("")), "v21.0", "t", now=lambda: NOW,
                             templates=("support_update",))
        outcome = await client.send(to, message)
    sent = await control(sandbox, "GET", "/_sandbox/whatsapp/sent")
    assert isinstance(outcome, Rejected) is refused
    assert len(sent) == (0 if refused else 1)
    if refused:
        assert outcome.code == 131047 or "approved template" in outcome.detail
