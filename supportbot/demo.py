"""`supportbot demo` and `supportbot chat`: the demo customer through the real path."""

from __future__ import annotations

import asyncio
import sys

import aiohttp

from bot.demo_shop import DEMO_PHONE, demo_shop
from store.pool import open_connection
from store.shop import seed
from supportbot.bootstrap import migrate_database
from supportbot.clock import make_clock
from supportbot.settings import Settings
from supportbot.stack import Customer, preview, running_stack

DEMO_LINES = [
    "Hi! Where is my order A-1043?",
    "And the plates, order A-1042?",
    "one of the plates arrived broken, can I get a refund?",
]


async def prepare(settings: Settings) -> None:
    await migrate_database(settings.database_url)
    async with open_connection(settings.database_url) as conn:
        await seed(conn, demo_shop(make_clock(settings.supportbot_clock)()))


def _say(who: str, text: str) -> None:
    indent = " " * (len(who) + 2)
    print(f"{who}: " + text.replace("\n", "\n" + indent), flush=True)


async def play_demo(settings: Settings) -> None:
    await prepare(settings)
    print("demo: sandbox, web and worker starting on local stand-ins (Postgres and Redis are real)")
    async with running_stack() as stack, aiohttp.ClientSession() as session:
        print(f"demo: web {stack.web_url}, sandbox {stack.sandbox_url}\n")
        customer = Customer(session, stack.sandbox_url, DEMO_PHONE)
        for line in DEMO_LINES:
            _say("customer", line)
            await customer.say(line)
            replies = await customer.replies()
            if not replies:
                sys.exit("demo: the bot did not answer within 15 s")
            for reply in replies:
                _say("bot", preview(reply["body"]))
            print()
    print("demo: done")


async def chat(settings: Settings, sandbox_url: str | None) -> None:
    async def converse(url: str) -> None:
        async with aiohttp.ClientSession() as session:
            customer = Customer(session, url, DEMO_PHONE)
            print(f"You are the demo customer ({DEMO_PHONE}). Ctrl-D to leave.")
            loop = asyncio.get_running_loop()
            while True:
                line = await loop.run_in_executor(None, sys.stdin.readline)
                if not line:
                    return
                if line.strip():
                    await customer.say(line.strip())
                    for reply in await customer.replies():
                        _say("bot", preview(reply["body"]))

    if sandbox_url:
        await converse(sandbox_url)
        return
    await prepare(settings)
    async with running_stack() as stack:
        await converse(stack.sandbox_url)
