"""`supportbot demo --stay` (make demo ARGS=--stay): the demo, then the console's URL, until Ctrl-C."""

from __future__ import annotations

import asyncio
import re
import signal
import sys

import aiohttp

from tests.conftest import ROOT, settings_env
from tests.e2e import SPAWNED, eventually


async def test_demo_stay_prints_the_console_url_and_stops_on_ctrl_c(settings, db, redis):
    # Ctrl-C reaches the demo as SIGINT, which a background shell may have set to be ignored.
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "supportbot.app.cli", "demo", "--stay", cwd=ROOT, env=settings_env(settings),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout is not None
    said: list[str] = []
    try:
        async with asyncio.timeout(3 * SPAWNED):  # three processes start, then two conversations play
            while not (found := re.search(r"console is at (http://127\.0\.0\.1:\d+/)", said[-1] if said else "")):
                line = (await proc.stdout.readline()).decode()
                assert line, "".join(said)
                said.append(line)
        url = found.group(1)
        assert any("orders read over Admin GraphQL" in line for line in said), "".join(said)  # SHOP=shopify
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as page:
                assert page.status == 200 and "Content-Security-Policy" in page.headers

            async def templated() -> bool:
                async with session.get(f"{url}_sandbox/console/state") as resp:
                    return ((await resp.json())["operator"].get("mode") or {}).get("in_force") == "templated"

            assert await eventually(templated)
        proc.send_signal(signal.SIGINT)
        async with asyncio.timeout(SPAWNED):
            rest = (await proc.stdout.read()).decode()
            assert await proc.wait() == 0, "".join(said) + rest
        assert "mode set back to full" in rest
        assert await db.fetchval("SELECT value FROM operator_settings WHERE name = 'mode'") == "full"
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
