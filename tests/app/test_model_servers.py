"""At worker start: each model server's answer is logged, and a cold one is warmed up when asked."""

from __future__ import annotations

import logging

from aiohttp.test_utils import TestClient, TestServer

from sandbox.app import SandboxConfig, build_app
from sandbox.local.stack import free_port
from supportbot.app.bootstrap import check_model_servers, model_gateway


async def test_the_start_logs_what_each_server_serves_and_warms_it_up(settings, caplog) -> None:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as sandbox:
        await sandbox.post("/_sandbox/llm/script", json={"responses": [{"content": "hi"}]})
        configured = settings.model_copy(update={
            "llm_base_url": str(sandbox.make_url("/v1")), "llm_warm_up_seconds": 5.0,
            "llm_fallback_base_url": f"http://127.0.0.1:{free_port()}/v1", "llm_fallback_model": "m"})
        with caplog.at_level(logging.INFO, logger="supportbot.app.bootstrap"):
            async with model_gateway(configured) as gateway:
                await check_model_servers(gateway, configured)
        [warm] = await (await sandbox.get("/_sandbox/llm/calls")).json()
    said = caplog.text
    assert "model server primary answers: scripted-large" in said
    assert "model server fallback does not answer" in said
    assert "model server primary warm-up: ready" in said and warm["max_tokens"] == 1


async def test_without_warm_up_no_call_is_made(settings) -> None:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as sandbox:
        configured = settings.model_copy(update={"llm_base_url": str(sandbox.make_url("/v1"))})
        async with model_gateway(configured) as gateway:
            await check_model_servers(gateway, configured)
        assert await (await sandbox.get("/_sandbox/llm/calls")).json() == []
