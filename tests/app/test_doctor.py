"""`supportbot doctor` against the stand-ins: one line per system, and the one that is down named."""

from __future__ import annotations

import asyncio

import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import build_app
from sandbox.config import SandboxConfig
from sandbox.local.stack import free_port
from supportbot.app import cli
from supportbot.app.doctor import diagnose
from supportbot.app.settings import Settings

SMTP_PORT = free_port()


@pytest.fixture
async def sandbox_url():
    server = TestServer(build_app(SandboxConfig(smtp_port=SMTP_PORT)))
    await server.start_server()
    yield str(server.make_url("")).rstrip("/")
    await server.close()


def point_at(settings: Settings, sandbox: str, **changes: object) -> Settings:
    return settings.model_copy(update={
        "whatsapp_api_base": sandbox, "slack_api_base": f"{sandbox}/api/", "llm_base_url": f"{sandbox}/v1",
        "payments_api_base": f"{sandbox}/stripe", "smtp_port": SMTP_PORT, "smtp_security": "none"} | changes)


async def test_every_stand_in_answers(settings, sandbox_url, db):
    findings = await diagnose(point_at(settings, sandbox_url))
    assert [(f.system, f.ok) for f in findings] == [
        ("whatsapp", True), ("slack", True), ("model", True), ("stripe", True), ("smtp", True), ("shop", True)
    ], findings
    assert "auth.test" in findings[1].detail and "orders" in findings[5].detail


async def test_a_system_that_is_down_is_named_and_the_rest_still_answer(settings, sandbox_url, db):
    down = f"http://127.0.0.1:{free_port()}/stripe"
    findings = {f.system: f for f in await diagnose(point_at(settings, sandbox_url, payments_api_base=down))}
    assert not findings["stripe"].ok and "balance: no answer" in findings["stripe"].detail
    assert all(f.ok for name, f in findings.items() if name != "stripe")


async def test_a_wrong_key_and_a_missing_model_say_what_is_missing(settings, sandbox_url, db):
    findings = {f.system: f for f in await diagnose(point_at(settings, sandbox_url, payments_api_key="pk_wrong",
                                                            llm_model="gpt-nothing"))}
    assert not findings["stripe"].ok and "401" in findings["stripe"].detail
    assert not findings["model"].ok and "gpt-nothing" in findings["model"].detail


async def test_the_command_prints_a_line_each_and_fails_when_one_is_down(settings, sandbox_url, db, monkeypatch,
                                                                         capsys):
    monkeypatch.setattr(cli, "settings_for", lambda args: point_at(
        settings, sandbox_url, llm_base_url=f"http://127.0.0.1:{free_port()}/v1"))
    with pytest.raises(SystemExit) as exited:
        await asyncio.to_thread(cli.main, ["doctor"])  # its own loop; this one keeps serving the stand-ins
    assert exited.value.code == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 6 and lines[2].startswith("FAIL model:")
    assert all(line.startswith("ok ") for i, line in enumerate(lines) if i != 2)
