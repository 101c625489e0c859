"""The console stays a sandbox tool; what it shows of the bot (the mode, the last trace) is read
from the bot's database by supportbot/console.py."""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from sandbox.local.console_reader import DatabaseOperatorView, console_config
from supportbot.app.web import init_app
from tests.e2e import run_burst_worker, script
from tests.scripts import T9, T9_TEXT
from tests.worker.test_ladder import set_mode


async def test_the_web_app_never_serves_the_console(settings, db, redis):
    async with TestClient(TestServer(init_app(settings))) as client:
        for path in ("/", "/_sandbox/console/state", "/_sandbox/console/events", "/_sandbox/console/console.js"):
            assert (await client.get(path)).status == 404, path
        assert (await client.post("/_sandbox/whatsapp/inbound", json={"from": "1", "text": "x"})).status in (404, 405)


@pytest.mark.clock
async def test_the_operator_view_reads_the_mode_and_the_last_trace(agent, db, database_url, now):
    view = DatabaseOperatorView(database_url, lambda: now)
    try:
        empty = await view.read()
        assert empty["mode"] == {"floor": "full", "automatic": "full", "in_force": "full",
                                 "said": "Answering with the full model: nothing is held back."}
        assert empty["trace"] is None
        await script(agent, *T9)
        await agent.customer().say(T9_TEXT)
        await run_burst_worker(agent.settings)
        await set_mode(agent, "menus")
        seen = await view.read()
    finally:
        await view.close()
    run_id = await db.fetchval("SELECT max(id) FROM runs")
    assert seen["mode"] == {"floor": "menus", "automatic": "full", "in_force": "menus",
                            "said": "Answering with menus of buttons, no model, because an operator chose it."}
    assert seen["run_id"] == run_id and seen["trace"].startswith(f"run {run_id}: conversation")


def test_the_console_acts_as_the_approvers_and_one_who_is_not(settings):
    people = console_config(settings).people()
    assert [(p["id"], p["approver"]) for p in people] == [("U0APPROVER", True), ("U0SECOND", True),
                                                          ("U0NOTAPPROVER", False)]


def test_without_chromium_the_browser_tests_skip_saying_how_to_get_it_except_on_ci(monkeypatch, tmp_path):
    import tests.browser as browser

    monkeypatch.setattr(browser, "CHROMIUM", tmp_path / "chromium")
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="make browser"):
        next(browser.chromium_or_skip())
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="chromium-driver"):
        next(browser.chromium_or_skip())
