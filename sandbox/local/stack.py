"""Runs the whole bot locally as real processes: sandbox, web and worker, for demo and chat."""

from __future__ import annotations

import asyncio
import itertools
import os
import socket
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import aiohttp

_handed_out = itertools.count()
"""How many ports this process took from its block: each next one is new until the block wraps."""


def free_port() -> int:
    """A port nobody listens on now. Processes that start servers side by side (the suite's xdist
    workers) each give a block of their own in SUPPORTBOT_PORT_BLOCK ("first-last"): a port the
    kernel picks is free only until this socket closes, and another process asking then is given
    the same one. Within the block, this process walks from a place its pid sets (a child inherits
    the block), so no two of its own ports, handed out and not yet bound, are the same."""
    block = os.environ.get("SUPPORTBOT_PORT_BLOCK")
    if not block:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return int(s.getsockname()[1])
    first, last = map(int, block.split("-"))
    size = last - first + 1
    start = os.getpid() * 7919
    for _ in range(size):
        port = first + (start + next(_handed_out)) % size
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue  # someone listens there, or it lingers after a close
            return port
    raise OSError(f"no free port in SUPPORTBOT_PORT_BLOCK={block}")


@dataclass(frozen=True)
class Stack:
    web_url: str
    sandbox_url: str
    env: dict[str, str]


# A process cold-starts in a few seconds on a quiet machine and past 20 s on a loaded one; waiting
# longer only delays a failure, a healthy start returns as soon as it answers.
STARTUP_SECONDS = 60.0


async def wait_until_up(url: str, seconds: float = STARTUP_SECONDS) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    async with aiohttp.ClientSession() as session:
        while True:
            try:
                async with session.get(url) as resp:
                    if resp.status < 500:
                        return
            except aiohttp.ClientError:
                pass
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"{url} did not come up in {seconds:.0f}s")
            await asyncio.sleep(0.1)


@asynccontextmanager
async def running_stack(extra_env: dict[str, str] | None = None, *, quiet: bool = True
                        ) -> AsyncIterator[Stack]:
    """Start sandbox, web and worker on free ports; stop them on exit."""
    web_port, sandbox_port = free_port(), free_port()
    web_url, sandbox_url = f"http://127.0.0.1:{web_port}", f"http://127.0.0.1:{sandbox_port}"
    env = os.environ | {
        "SUPPORTBOT_ENV": "sandbox",  # every API base below is a local stand-in
        "WHATSAPP_API_BASE": sandbox_url,
        "SLACK_API_BASE": f"{sandbox_url}/api/",
        "LLM_BASE_URL": f"{sandbox_url}/v1",
        "PAYMENTS_API_BASE": f"{sandbox_url}/stripe",
        "SMTP_PORT": str(free_port()), "SMTP_SECURITY": "none",
        "WAREHOUSE_API_BASE": f"{sandbox_url}/warehouse",
        "CARRIER_API_BASE": f"{sandbox_url}/carrier",
        "SHOPIFY_SHOP_DOMAIN": sandbox_url,  # read only with SHOP_BACKEND=shopify: the GraphQL stand-in
    } | (extra_env or {})
    out = subprocess.DEVNULL if quiet else None
    cli = [sys.executable, "-m", "supportbot.app.cli"]
    procs = [
        subprocess.Popen([*cli, "sandbox", "--port", str(sandbox_port),
                          "--webhook-url", f"{web_url}/webhooks/whatsapp"], env=env, stdout=out, stderr=out),
        subprocess.Popen([*cli, "web", "--port", str(web_port)], env=env, stdout=out, stderr=out),
        subprocess.Popen([*cli, "worker"], env=env, stdout=out, stderr=out),
    ]
    try:
        await wait_until_up(f"{sandbox_url}/_sandbox/whatsapp/sent")
        await wait_until_up(f"{web_url}/healthz")
        yield Stack(web_url, sandbox_url, env)
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()


class Customer:
    """Plays the customer through the sandbox: writes inbound, waits for the bot's replies."""

    def __init__(self, session: aiohttp.ClientSession, sandbox_url: str, wa_id: str) -> None:
        self._session = session
        self._sandbox = sandbox_url
        self.wa_id = wa_id
        self._seen = 0

    async def say(self, text: str | None = None, *, choice: str | None = None) -> None:
        body = {"from": self.wa_id} | ({"interactive_id": choice} if choice else {"text": text})
        async with self._session.post(f"{self._sandbox}/_sandbox/whatsapp/inbound", json=body) as r:
            answer = await r.json()
        if answer.get("status") != 200:
            raise RuntimeError(f"the web app refused the message: {answer}")

    async def replies(self, wait: float = 15.0, settle: float = 0.6) -> list[dict]:
        """New messages the bot sent this customer; waits for the first, then for a pause."""
        loop = asyncio.get_running_loop()
        deadline, quiet_since, got = loop.time() + wait, None, []
        while loop.time() < deadline:
            async with self._session.get(f"{self._sandbox}/_sandbox/whatsapp/sent") as r:
                sent = [m for m in await r.json() if m["to"] == self.wa_id]
            if len(sent) > self._seen:
                got += sent[self._seen:]
                self._seen = len(sent)
                quiet_since = loop.time()
            elif got and quiet_since and loop.time() - quiet_since > settle:
                break
            await asyncio.sleep(0.1)
        return got


def preview(graph_body: dict) -> str:
    """What the customer's phone would show for a Graph API body."""
    kind = graph_body.get("type")
    if kind == "text":
        return graph_body["text"]["body"]
    if kind == "interactive":
        inter = graph_body["interactive"]
        text = inter["body"]["text"]
        if inter["type"] == "button":
            return text + "  " + " ".join(f"[{b['reply']['title']}]" for b in inter["action"]["buttons"])
        rows = [r["title"] for s in inter["action"]["sections"] for r in s["rows"]]
        return text + "  " + " ".join(f"[{t}]" for t in rows)
    if kind == "template":
        return f"[template {graph_body['template']['name']}]"
    return str(graph_body)
