"""The payment stand-in the money floors pay through: one per test module (its ledger is read
per test through the floor's own keys, so tests of a module can share it)."""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import build_app
from sandbox.config import SandboxConfig


@pytest.fixture(scope="module")
async def sandbox():
    async with TestServer(build_app(SandboxConfig())) as server:
        yield server
