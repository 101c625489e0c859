"""The sandbox console in Debian's headless Chromium, driven by selenium through /usr/bin/chromedriver.

The stack (sandbox with its console, web app, an arq worker) runs in the test's event loop, so
every browser call goes to a thread: a blocking call there would stall the servers it waits for.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestServer
from arq.worker import Worker

from sandbox.app import build_app
from sandbox.local.config import sandbox_config
from sandbox.local.console_reader import console_config
from supportbot.app.bootstrap import open_worker_deps
from supportbot.app.settings import Settings
from supportbot.app.web import init_app
from supportbot.worker.settings import worker_options
from tests.e2e import SPAWNED, Stack

CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
# Screenshots of each test's end state, kept for people to look at (ignored by git).
ARTEFACTS = Path(__file__).resolve().parent / "artefacts"


def chromium_or_skip() -> Iterator[Any]:
    """A headless Chromium, or a skip that says how to get one (a failure on CI, where it must run)."""
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    if missing:
        why = f"{' and '.join(missing)} missing: `make browser` installs Debian's chromium and chromium-driver"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1440,900", "--lang=en-GB"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()


@asynccontextmanager
async def console_stack(settings: Settings, ports: dict[str, int]) -> AsyncIterator[Stack]:
    """Sandbox (with the console, reading this test's database), web app and a worker, all running."""
    web_url = f"http://127.0.0.1:{ports['web']}"
    sandbox = TestServer(build_app(sandbox_config(settings, web_url), console_config(settings)),
                         port=ports["sandbox"])
    web = TestServer(init_app(settings), port=ports["web"])
    options = worker_options(settings.redis_url, lambda: open_worker_deps(settings),
                             sweep_every=settings.sweep_interval_seconds, queue_name=settings.arq_queue_name)
    worker = Worker(**options | {"handle_signals": False})
    async with sandbox, web, aiohttp.ClientSession() as session:
        running = asyncio.create_task(worker.async_run())
        try:
            yield Stack(settings, f"http://127.0.0.1:{ports['sandbox']}", web_url, session)
        finally:
            # Let jobs under way finish (a sweep, a send): arq's close() cancels them and then
            # awaits them, which raises CancelledError into the test's teardown.
            worker.allow_pick_jobs = False
            if under_way := [task for task in worker.tasks.values() if not task.done()]:
                await asyncio.wait(under_way, timeout=SPAWNED)
            running.cancel()
            await asyncio.gather(running, return_exceptions=True)
            await worker.close()


class Console:
    """The console page as a person uses it: type, tap, click, read."""

    def __init__(self, driver: Any, url: str, name: str) -> None:
        self.driver = driver
        self.url = url
        self.name = name

    async def _until(self, condition: Callable[[Any], Any]) -> Any:
        from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException
        from selenium.webdriver.support.wait import WebDriverWait

        # The page redraws what changed; an element found a moment ago may be gone, or drawn but not
        # yet usable (a thread's reply box while its card is redrawn): look again.
        wait = WebDriverWait(self.driver, SPAWNED, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException, ElementNotInteractableException))
        return await asyncio.to_thread(wait.until, condition)

    async def open(self, customer: str) -> None:
        await asyncio.to_thread(self.driver.get, f"{self.url}/?customer={customer}")
        await self._until(lambda d: d.find_element("id", "live").get_attribute("data-live") == "yes")
        await self._until(lambda d: d.find_elements("css selector", "#staff option"))

    async def js(self, script: str, *args: Any) -> Any:
        return await asyncio.to_thread(self.driver.execute_script, script, *args)

    async def type_and_send(self, text: str) -> None:
        def send(d: Any) -> bool:
            box = d.find_element("id", "text")
            box.clear()
            box.send_keys(text)
            d.find_element("id", "send").click()
            return True

        await self._until(send)

    def _bubbles(self, side: str) -> Callable[[Any], list[str]]:
        return lambda d: [b.find_element("css selector", ".body").text
                          for b in d.find_elements("css selector", f"#chat .bubble[data-side={side}]")]

    async def bubble(self, side: str, contains: str) -> str:
        """The first message on that side of the phone that shows `contains` (waits for it)."""
        return await self._until(lambda d: next((t for t in self._bubbles(side)(d) if contains in t), None))

    async def bubbles(self, side: str) -> list[str]:
        return await asyncio.to_thread(self._bubbles(side), self.driver)

    async def tap(self, title: str) -> None:
        """Tap the latest reply button or list row with that title."""
        def tap(d: Any) -> bool:
            offered = [b for b in d.find_elements("css selector", "#chat .reply-button, #chat .list-row")
                       if b.text.split("\n")[0] == title]
            if not offered:
                return False
            offered[-1].click()
            return True

        await self._until(tap)

    async def choose(self, select_id: str, value: str) -> None:
        from selenium.webdriver.support.select import Select

        await self._until(lambda d: Select(d.find_element("id", select_id)).select_by_value(value) or True)

    async def act_as(self, user_id: str) -> None:
        await self.choose("staff", user_id)

    async def type_in(self, selector: str, text: str) -> None:
        await self._until(lambda d: d.find_element("css selector", selector).send_keys(text) or True)

    async def click_in(self, selector: str) -> None:
        await self._until(lambda d: d.find_element("css selector", selector).click() or True)

    async def click(self, element_id: str) -> None:
        await self._until(lambda d: d.find_element("id", element_id).click() or True)

    async def click_card(self, label: str, card_text: str) -> None:
        """Click a Block Kit button on the latest card in the channel that shows `card_text`."""
        def click(d: Any) -> bool:
            cards = [c for c in d.find_elements("css selector", "#channel .slack-item") if card_text in c.text]
            buttons = [b for b in (cards[-1].find_elements("css selector", ".block-button") if cards else [])
                       if b.text == label]
            if not buttons:
                return False
            buttons[0].click()
            return True

        await self._until(click)

    async def reply_in_thread(self, card_text: str, text: str) -> None:
        def reply(d: Any) -> bool:
            cards = [c for c in d.find_elements("css selector", "#channel .slack-item") if card_text in c.text]
            if not cards:
                return False
            box = cards[-1].find_element("css selector", ".thread-input")
            box.clear()  # a try the redraw cut short may have typed part of it
            box.send_keys(text)
            cards[-1].find_element("css selector", ".thread-reply button").click()
            return True

        await self._until(reply)

    async def text_of(self, selector: str, contains: str) -> str:
        """Wait until the element shows `contains`; its whole text."""
        def shown(d: Any) -> str | None:
            # textContent: the side panel scrolls, and selenium's .text leaves out what is scrolled away.
            text = d.find_element("css selector", selector).get_attribute("textContent")
            return text if contains in text else None

        return await self._until(shown)

    async def screenshot(self, what: str) -> Path:
        ARTEFACTS.mkdir(exist_ok=True)
        path = ARTEFACTS / f"{self.name}-{what}.png"
        await asyncio.to_thread(self.driver.save_screenshot, str(path))
        return path
