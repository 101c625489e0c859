"""The business's template list: the client reads every page of the Graph API stand-in, which
answers in Meta's format (data, paging.cursors, paging.next only when more follows)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.channels.whatsapp.client import GraphClient
from supportbot.core.ports import Recipient, Rejected, Sent
from supportbot.core.templates import MessageTemplate, Unreachable
from supportbot.core.types import OutboundTemplate

WABA = SandboxConfig().business_account_id
LIST = f"/v21.0/{WABA}/message_templates"


@pytest.fixture
async def sandbox():
    async with TestServer(build_app(SandboxConfig())) as server:
        yield server


async def call(sandbox, method, path, body=None, **kw):
    async with aiohttp.ClientSession() as s, s.request(method, sandbox.make_url(path), json=body, **kw) as r:
        return r.status, await r.json()


def many(n: int) -> list[dict]:
    return [{"name": f"t{i:03d}", "language": "en", "status": "APPROVED", "category": "UTILITY",
             "components": [{"type": "HEADER", "format": "TEXT", "text": "Head"},
                            {"type": "BODY", "text": f"Body {i} {{{{1}}}}"}]} for i in range(n)]


async def test_the_stand_in_pages_like_meta(sandbox) -> None:
    await call(sandbox, "POST", "/_sandbox/whatsapp/templates", {"templates": many(3)})
    auth = {"Authorization": "Bearer t"}
    status, first = await call(sandbox, "GET", LIST + "?limit=2", headers=auth)
    assert status == 200 and [t["name"] for t in first["data"]] == ["t000", "t001"]
    assert set(first["paging"]) == {"cursors", "next"} and set(first["paging"]["cursors"]) == {"before", "after"}
    status, last = await call(sandbox, "GET", LIST + f"?limit=2&after={first['paging']['cursors']['after']}",
                              headers=auth)
    assert [t["name"] for t in last["data"]] == ["t002"] and "next" not in last["paging"]
    assert (await call(sandbox, "GET", LIST))[0] == 401
    status, wrong = await call(sandbox, "GET", "/v21.0/999/message_templates", headers=auth)
    assert status == 400 and wrong["error"]["code"] == 100


async def test_the_client_reads_every_page_and_only_the_body(sandbox) -> None:
    await call(sandbox, "POST", "/_sandbox/whatsapp/templates", {"templates": many(130)})  # two pages of 100
    async with aiohttp.ClientSession() as session:
        found = await GraphClient(session, str(sandbox.make_url("")), "v21.0", "t").list_templates(WABA)
    assert isinstance(found, list) and len(found) == 130 and len({t.name for t in found}) == 130
    assert found[129] == MessageTemplate("t129", "en", "APPROVED", "UTILITY", "Body 129 {{1}}")
    _, shown = await call(sandbox, "GET", "/_sandbox/whatsapp/templates")
    assert shown["list_requests"] == 2  # a ceiling: one request per page of 100, never one per template


async def test_an_unreadable_list_is_a_value(sandbox) -> None:
    async with aiohttp.ClientSession() as session:
        found = await GraphClient(session, str(sandbox.make_url("")), "v21.0", "t").list_templates("999")
    assert isinstance(found, Unreachable) and found.detail.startswith("400:")


@pytest.mark.clock
async def test_a_listed_approved_template_may_be_sent_outside_the_window(sandbox) -> None:
    now = datetime(2026, 11, 29, 12, tzinfo=UTC)
    quiet = Recipient("15551230001", None, "100000000000001", last_inbound_at=now - timedelta(days=3))
    message = OutboundTemplate("order_update", "es", ("Asha", "A-1042"))
    async with aiohttp.ClientSession() as session:
        client = GraphClient(session, str(sandbox.make_url("")), "v21.0", "t", now=lambda: now)
        assert isinstance(await client.send(quiet, message), Rejected)  # not known to be approved yet
        await client.list_templates(WABA)
        assert isinstance(await client.send(quiet, message), Sent)
        assert isinstance(await client.send(quiet, OutboundTemplate("spring_sale")), Rejected)  # PENDING
