"""Email over SMTP: the bot's mailer (aiosmtplib) against the sandbox's SMTP server (aiosmtpd)."""

from collections.abc import AsyncIterator
from dataclasses import replace

import aiosmtplib
import pytest
from aiohttp.test_utils import TestClient, TestServer

from sandbox.app import build_app
from sandbox.config import SandboxConfig
from sandbox.email import outbox_key, sandbox_mailer
from supportbot.channels.email.smtp import SmtpMailer, message_id


@pytest.fixture
async def sandbox() -> AsyncIterator[TestClient]:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as client:
        yield client


async def inbox(sandbox: TestClient) -> list[dict]:
    return await (await sandbox.get("/_sandbox/email/sent")).json()


async def test_a_code_arrives_in_the_inbox(sandbox: TestClient) -> None:
    assert await sandbox_mailer(sandbox.app).send("asha@example.com", "Your verification code", "Code: 123456",
                                                  "verify:7:1:3")
    assert await inbox(sandbox) == [{"to": "asha@example.com", "subject": "Your verification code",
                                     "text": "Code: 123456"}]


async def test_the_message_id_comes_from_the_key(sandbox: TestClient) -> None:
    mailer = sandbox_mailer(sandbox.app)
    sent = mailer.compose("a@example.com", "s", "t", "verify:7:1:3")
    assert sent["Message-ID"] == message_id("verify:7:1:3", "support@shop.example") == \
        mailer.compose("a@example.com", "s", "t", "verify:7:1:3")["Message-ID"]
    assert "verify" not in sent["Message-ID"]  # the key names a conversation; the mailbox sees a hash
    assert mailer.compose("a@example.com", "s", "t", "verify:7:1:4")["Message-ID"] != sent["Message-ID"]


async def test_a_retry_after_a_timeout_arrives_once(sandbox: TestClient) -> None:
    """The server took the message but its answer came too late: the step tries again, same key."""
    await sandbox.post("/_sandbox/email/faults", json={"hold_ms": 1500})
    base = sandbox_mailer(sandbox.app)
    impatient = SmtpMailer(replace(base._s, timeout=0.5))  # noqa: SLF001
    assert not await impatient.send("asha@example.com", "Your verification code", "Code: 123456", "verify:7:1:3")
    await sandbox.post("/_sandbox/email/faults", json={"hold_ms": 0})
    assert await base.send("asha@example.com", "Your verification code", "Code: 123456", "verify:7:1:3")
    assert len(await inbox(sandbox)) == 1
    assert sandbox.app[outbox_key].deliveries == 2  # two SMTP transactions, one message in the mailbox


async def test_the_stand_in_speaks_smtp_to_the_plain_client(sandbox: TestClient) -> None:
    port = sandbox.app[outbox_key].smtp_port
    async with aiosmtplib.SMTP(hostname="127.0.0.1", port=port, start_tls=False) as client:
        code, _ = await client.noop()
        assert code == 250
        await client.sendmail("support@shop.example", ["x@example.com"],
                              b"Subject: hi\r\nMessage-ID: <1@shop.example>\r\n\r\nhello\r\n")
    assert await inbox(sandbox) == [{"to": "", "subject": "hi", "text": "hello"}]


async def test_a_server_that_is_down_is_not_sent(sandbox: TestClient) -> None:
    base = sandbox_mailer(sandbox.app)
    down = SmtpMailer(replace(base._s, port=9))  # noqa: SLF001
    assert not await down.send("a@example.com", "s", "t", "k")
    with pytest.raises(OSError):
        await down.check()
    assert "EHLO and NOOP" in await base.check()
