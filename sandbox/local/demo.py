"""`supportbot demo` and `supportbot chat`: the demo customer through the real path.

The demo plays the reference ticket T-9 ("Where is my order, and refund the broken item")
through the LLM agent with the sandbox's scripted model (then a refund staff approve, then an
exchange: sandbox/local/demo_exchange.py), then prints what code decided: the
router's labels, the tool calls, the policy decision, the confirmation, the payment and its
idempotency key, and the replies.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import Callable
from datetime import datetime
from typing import Any

import aiohttp

from sandbox.local.demo_exchange import EXCHANGE_LINES, EXCHANGE_SCRIPT, exchange_shop
from sandbox.local.stack import Customer, preview, running_stack
from supportbot.app.settings import Settings
from supportbot.app.shop_seed import seed_shop
from supportbot.core.clock import make_clock
from supportbot.core.shop.demo_shop import DEMO_PHONE, demo_shop
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.demo import clear_contact
from supportbot.store.migrate import migrate_database
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed


def _call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"id": f"call_{name}", "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments)}}


# What a model would propose for T-9; the sandbox fills {{tool:...}} from the real tool results.
T9_SCRIPT = [
    {"role": "assistant", "content": None, "tool_calls": [_call("list_orders")]},
    {"role": "assistant", "content": None, "tool_calls": [_call(
        "check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 1}], reason="damaged")]},
    {"role": "assistant", "content": "Your serving bowl (A-1043) is out for delivery and arrives today.",
     "tool_calls": [_call("issue_refund", token="{{tool:check_refund.token}}")]},
]
# Part two: the whole set broken. 75.00 is over the automatic limit, so staff approve it in Slack.
APPROVAL_SCRIPT = [
    {"role": "assistant", "content": None, "tool_calls": [_call(
        "check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 3}], reason="damaged")]},
    {"role": "assistant", "content": None, "tool_calls": [_call("issue_refund", token="{{tool:check_refund.token}}")]},
]
APPROVAL_LINES = ["All three plates from A-1042 arrived broken, please refund them.", "yes"]
DEMO_APPROVER = "U0DEMOAPPROVER"
T9_LINES = ["Where is my order, and refund the broken item? One of the plates from A-1042 arrived broken.",
            "yes"]


async def prepare(settings: Settings, shop: Callable[[datetime], ShopFixture] = demo_shop) -> None:
    """The demo customer starts afresh: the bot's rows for them go, and the shop is seeded (the
    built-in one here; the Shopify stand-in once the sandbox listens: `seed_on_shopify`)."""
    await migrate_database(settings.database_url)
    async with open_connection(settings.database_url) as conn:
        await clear_contact(conn, DEMO_PHONE)
        if settings.shop_backend == "builtin":
            await seed(conn, shop(make_clock(settings.supportbot_clock)()))


async def seed_on_shopify(settings: Settings, shop: Callable[[datetime], ShopFixture] = demo_shop) -> None:
    """The demo shop into the Shopify stand-in, through its control endpoint, as `supportbot seed` does."""
    ids = (await seed_shop(settings, shop(make_clock(settings.supportbot_clock)())))["shopify"]
    print(f"demo: the shop is the Shopify stand-in (Admin GraphQL, {settings.shopify_api_base()}); the demo "
          f"customer is {ids['customers']['C-1']}\n")


async def graphql_reads(sandbox: str, session: aiohttp.ClientSession) -> str:
    """The line that shows where the orders came from: the GraphQL queries the stand-in answered."""
    calls = await _get(session, f"{sandbox}/_sandbox/shopify/calls")
    named = ", ".join(dict.fromkeys(c["operation"] for c in calls))
    return (f"  Shopify: orders read over Admin GraphQL: {len(calls)} queries ({named}), "
            f"cost {sum(c['cost'] for c in calls)} points")


def _say(who: str, text: str) -> None:
    indent = " " * (len(who) + 2)
    print(f"{who}: " + text.replace("\n", "\n" + indent), flush=True)


async def _explain(settings: Settings, sandbox: str, session: aiohttp.ClientSession) -> None:
    """What code did behind the replies, read back from Postgres and the stand-ins."""
    async with open_connection(settings.database_url) as conn:
        labels = await conn.fetch(
            """SELECT m.body, m.labels FROM messages m JOIN conversations c ON c.id = m.conversation_id
               WHERE c.contact_key = $1 AND m.labels IS NOT NULL ORDER BY m.id""", DEMO_PHONE)
        steps = await conn.fetch(
            """SELECT r.seq, s.step, s.kind, s.request, s.result FROM steps s JOIN runs r ON r.id = s.run_id
               JOIN conversations c ON c.id = r.conversation_id
               WHERE c.contact_key = $1 AND s.kind IN ('tool', 'pay') ORDER BY r.seq, s.step""", DEMO_PHONE)
    print("  router:")
    for row in labels:
        lab = row["labels"]
        print(f"    {lab['intent']} / {lab['fine_intent']}, risk {lab['risk']} <- {row['body'][:50]!r}")
    print("  tool calls (the model proposes, code decides):")
    for row in steps:
        if row["kind"] == "pay":
            print(f"    payment under Idempotency-Key {row['request']['key']}: {row['result']['outcome']}")
            continue
        name, args, result = row["request"]["name"], row["request"]["arguments"], row["result"]
        shown = {k: (v[:12] + "…" if k == "token" else v) for k, v in args.items()}
        print(f"    {name}({json.dumps(shown, ensure_ascii=False)})")
        print(f"      -> {_summary(name, result)}")
    async with session.get(f"{sandbox}/_sandbox/payments/refunds") as resp:
        for refund in await resp.json():
            print(f"  Stripe: refund {refund['id']} of {refund['amount']} {refund['currency']} on {refund['order_id']} "
                  f"({refund['payment_intent']}), key {refund['idempotency_key']}")


def _summary(name: str, result: dict[str, Any]) -> str:
    if "refused" in result:
        return result["refused"]
    if name == "list_orders":
        return ", ".join(f"{o['order_id']} {o['status']}" for o in result["orders"])
    if name == "check_refund":
        return (f"policy decision: {result['decision']} {result.get('amount', '')} {result.get('currency', '')}"
                f" (help article {result['article']}); signed token issued")
    if name == "issue_refund":
        return f"action {result['action_id']} {result['status']}: the customer is asked to confirm"
    return json.dumps(result, ensure_ascii=False)[:120]


async def _converse(customer: Customer, lines: list[str]) -> None:
    for line in lines:
        _say("customer", line)
        await customer.say(line)
        replies = await customer.replies()
        if not replies:
            sys.exit("demo: the bot did not answer within 15 s")
        for reply in replies:
            _say("bot", preview(reply["body"]))
        print()


async def _get(session: aiohttp.ClientSession, url: str) -> Any:
    async with session.get(url) as resp:
        return await resp.json()


async def _approve_in_slack(settings: Settings, stack: Any, session: aiohttp.ClientSession) -> None:
    """Wait for the approval card in the stand-in Slack channel, then click Approve as staff would."""
    for _ in range(100):
        posts = [c["args"] for c in await _get(session, f"{stack.sandbox_url}/_sandbox/slack/calls")
                 if c["method"] == "chat.postMessage"]
        if posts:
            break
        await asyncio.sleep(0.1)
    else:
        sys.exit("demo: no approval card reached Slack")
    card = posts[-1]
    print(f"slack #{card['channel']}: {card['text']}")
    approve = next(e for b in card["blocks"] if b["type"] == "actions" for e in b["elements"]
                   if e["action_id"] == "refund_approve")
    async with open_connection(settings.database_url) as conn:
        ts = await conn.fetchval("SELECT slack_ts FROM actions WHERE id = $1", int(approve["value"]))
    print(f"slack: <@{DEMO_APPROVER}> clicks [{approve['text']['text']}]")
    async with session.post(f"{stack.sandbox_url}/_sandbox/slack/click", json={
            "user_id": DEMO_APPROVER, "action_id": "refund_approve", "value": approve["value"],
            "channel": card["channel"], "message_ts": ts}) as resp:
        assert (await resp.json())["status"] == 200


async def play_demo(settings: Settings, *, stay: bool = False, shop: str = "shopify") -> None:
    settings = settings.model_copy(update={"shop_backend": shop})
    await prepare(settings)
    print("demo: T-9 through the LLM agent on local stand-ins (the model is the sandbox's scripted one;\n"
          "      Postgres and Redis are real). Sandbox, web and worker start as processes.")
    env = {"BOT_MODE": "full", "SLACK_APPROVER_IDS": DEMO_APPROVER, "SHOP_BACKEND": shop}
    async with running_stack(env) as stack, aiohttp.ClientSession() as session:
        print(f"demo: web {stack.web_url}, sandbox {stack.sandbox_url}\n")
        settings = settings.model_copy(update={"shopify_shop_domain": stack.sandbox_url})
        if shop == "shopify":
            await seed_on_shopify(settings)
        if (floor := await _floor(settings)) not in (None, "full"):
            print(f"demo: the operator's mode was {floor} (a demo stopped hard?): setting it to full\n")
            await _set_mode(session, stack.sandbox_url, "full")
        async with session.post(f"{stack.sandbox_url}/_sandbox/llm/script", json={"responses": T9_SCRIPT}):
            pass
        customer = Customer(session, stack.sandbox_url, DEMO_PHONE)
        await _converse(customer, T9_LINES)
        await _explain(settings, stack.sandbox_url, session)
        if shop == "shopify":
            print(await graphql_reads(stack.sandbox_url, session))

        print("\ndemo: part two, a fresh start: the whole set broken, 75.00, over the automatic limit")
        await prepare(settings)
        await session.post(f"{stack.sandbox_url}/_sandbox/reset")
        if shop == "shopify":
            await seed_on_shopify(settings)
        async with session.post(f"{stack.sandbox_url}/_sandbox/llm/script", json={"responses": APPROVAL_SCRIPT}):
            pass
        customer = Customer(session, stack.sandbox_url, DEMO_PHONE)  # the stand-in forgot what it sent
        await _converse(customer, APPROVAL_LINES)
        await _approve_in_slack(settings, stack, session)
        for reply in await customer.replies():
            _say("bot", preview(reply["body"]))
        refunds = await _get(session, f"{stack.sandbox_url}/_sandbox/payments/refunds")
        for refund in refunds:
            print(f"  Stripe: refund {refund['id']} of {refund['amount']} {refund['currency']} on {refund['order_id']} "
                  f"({refund['payment_intent']}), key {refund['idempotency_key']} (paid {len(refunds)} time)")
        updates = [c["args"] for c in await _get(session, f"{stack.sandbox_url}/_sandbox/slack/calls")
                   if c["method"] == "chat.update"]
        if updates:
            print(f"  slack card now reads: {updates[-1]['text']}")
        await _exchange(settings, stack.sandbox_url, session, shop)
        if stay:
            await _stay(stack.sandbox_url, session)
    print("\ndemo: done")


async def _exchange(settings: Settings, sandbox_url: str, session: aiohttp.ClientSession, shop: str) -> None:
    """Part three: a linen shirt exchanged for the blue one, the difference refunded once."""
    print("\ndemo: part three, a fresh start: the linen shirt of A-1045 exchanged for the blue one")
    await prepare(settings, exchange_shop)
    await session.post(f"{sandbox_url}/_sandbox/reset")
    if shop == "shopify":
        await seed_on_shopify(settings, exchange_shop)
    async with session.post(f"{sandbox_url}/_sandbox/llm/script", json={"responses": EXCHANGE_SCRIPT}):
        pass
    await _converse(Customer(session, sandbox_url, DEMO_PHONE), EXCHANGE_LINES)
    for refund in await _get(session, f"{sandbox_url}/_sandbox/payments/refunds"):
        print(f"  Stripe: refund {refund['id']} of {refund['amount']} {refund['currency']} on {refund['order_id']}, "
              f"key {refund['idempotency_key']}")


async def _stay(sandbox_url: str, session: aiohttp.ClientSession) -> None:
    """Keep the stack up for the browser: the console shows what just happened and takes over."""
    # Meta's delivered/read ticks on the phone. The scripted model has nothing left to say, so
    # the demo approver sets the mode to templated (answers from live data, no model) the way
    # staff would: /supportbot in the stand-in Slack, signed, audited and announced.
    await session.post(f"{sandbox_url}/_sandbox/whatsapp/config", json={"status_callbacks": True})
    await _set_mode(session, sandbox_url, "templated")
    print(f"\ndemo: the sandbox console is at {sandbox_url}/  (phone, staff channel, trace, faults)\n"
          "      the mode is templated (the scripted model has no answers left): the bot answers from\n"
          "      live data; set it back to full in the console after scripting the model. Ctrl-C stops.",
          flush=True)
    try:
        await asyncio.Event().wait()
    finally:
        # Ctrl-C: leave the mode as the demo found it. A terminal's Ctrl-C also reaches the stack's
        # processes, which may be gone already: then the next demo sets it back at its start.
        with contextlib.suppress(aiohttp.ClientError, SystemExit):
            await _set_mode(session, sandbox_url, "full")
            print("demo: mode set back to full", flush=True)


async def _set_mode(session: aiohttp.ClientSession, sandbox_url: str, mode: str) -> None:
    """/supportbot mode as the demo approver, through the stand-in Slack: signed, audited, announced."""
    async with session.post(f"{sandbox_url}/_sandbox/slack/command",
                            json={"user_id": DEMO_APPROVER, "text": f"mode {mode}"}) as resp:
        if (await resp.json()).get("status") != 200:
            sys.exit(f"demo: the web app refused /supportbot mode {mode}")


async def _floor(settings: Settings) -> str | None:
    async with open_connection(settings.database_url) as conn:
        return await conn.fetchval("SELECT value FROM operator_settings WHERE name = 'mode'")


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
    # No model is scripted for a free chat: the no-LLM responder answers from live data.
    async with running_stack({"BOT_MODE": "templated"}) as stack:
        await converse(stack.sandbox_url)
