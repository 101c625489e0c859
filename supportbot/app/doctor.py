"""`supportbot doctor`: one read-only call to each configured system, one line each.

Each check asks the cheapest question that proves the credentials and the address work, and
changes nothing: WhatsApp's phone number record, Slack's `auth.test`, the model server's
`/models`, Stripe's balance, SMTP's EHLO and NOOP, the shop's orders (`SHOP_CHECK`, the slot the shop adapter fills).
A line says `ok` and what answered, or `FAIL` and what is missing; the exit code is 0 only when
every system answered.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import aiohttp
import stripe
from slack_sdk.errors import SlackApiError

from supportbot.app.bootstrap import slack_client
from supportbot.app.settings import Settings
from supportbot.app.shop_check import check_shop
from supportbot.channels.email.smtp import SmtpMailer
from supportbot.store.pool import open_connection

TIMEOUT_S = 5.0


@dataclass(frozen=True)
class Finding:
    system: str
    ok: bool
    detail: str

    def line(self) -> str:
        return f"{'ok  ' if self.ok else 'FAIL'} {self.system}: {self.detail}"


Check = Callable[[Settings, aiohttp.ClientSession], Awaitable[str]]


async def _whatsapp(settings: Settings, session: aiohttp.ClientSession) -> str:
    number = settings.whatsapp_phone_number_id[0]
    url = f"{settings.whatsapp_api_base.rstrip('/')}/{settings.whatsapp_api_version}/{number}"
    async with session.get(url, params={"fields": "display_phone_number,verified_name"},
                           headers={"Authorization": f"Bearer {settings.whatsapp_token}"}) as resp:
        body = await resp.json(content_type=None)
        if resp.status != 200:
            raise RuntimeError(f"Graph API {resp.status}: {(body.get('error') or {}).get('message', body)}")
    return f"number {number} is {body.get('display_phone_number')} ({body.get('verified_name')})"


async def _slack(settings: Settings, session: aiohttp.ClientSession) -> str:
    try:
        answer = await slack_client(settings).auth_test()
    except SlackApiError as exc:
        raise RuntimeError(f"auth.test: {exc.response.get('error')}") from None
    return f"auth.test: team {answer.get('team_id')}, bot user {answer.get('user_id')}"


async def _model(settings: Settings, session: aiohttp.ClientSession) -> str:
    async with session.get(f"{settings.llm_base_url.rstrip('/')}/models",
                           headers={"Authorization": f"Bearer {settings.llm_api_key}"}) as resp:
        if resp.status != 200:
            raise RuntimeError(f"GET /models: {resp.status}")
        listed = [m.get("id") for m in (await resp.json(content_type=None)).get("data", [])]
    wanted = {settings.llm_model} | ({settings.llm_small_model} if settings.llm_small_model else set())
    missing = sorted(wanted - set(listed))
    if missing:
        raise RuntimeError(f"the server does not list {', '.join(missing)} (it lists {', '.join(listed[:5])})")
    return f"serves {', '.join(sorted(wanted))}"


async def _stripe(settings: Settings, session: aiohttp.ClientSession) -> str:
    client = stripe.StripeClient(settings.payments_api_key, base_addresses={"api": settings.payments_api_base},
                                 max_network_retries=0, http_client=stripe.AIOHTTPClient(session=session))
    try:
        balance = await client.v1.balance.retrieve_async()
    except stripe.StripeError as exc:
        raise RuntimeError(f"balance: {exc.http_status or 'no answer'} {exc.user_message or type(exc).__name__}"
                           ) from None
    return f"the key reads the balance ({'live' if balance.livemode else 'test'} mode)"


async def _smtp(settings: Settings, session: aiohttp.ClientSession) -> str:
    return await SmtpMailer(settings.smtp()).check()


async def _builtin_shop(settings: Settings, session: aiohttp.ClientSession) -> str:
    async with open_connection(settings.database_url) as conn:
        orders = await conn.fetchval("SELECT count(*) FROM orders")
    return f"built-in shop: {orders} orders"


async def _shop(settings: Settings, session: aiohttp.ClientSession) -> str:
    """The shop's read: the built-in shop's orders, or Shopify's `shop { name }` (app/shop_check.py)."""
    if settings.shop_backend == "builtin":
        return await _builtin_shop(settings, session)
    works, line = await check_shop(settings, session, None)
    if not works:
        raise RuntimeError(line)
    return line


SHOP_CHECK: Check = _shop

CHECKS: tuple[tuple[str, Check], ...] = (
    ("whatsapp", _whatsapp), ("slack", _slack), ("model", _model), ("stripe", _stripe), ("smtp", _smtp),
    ("shop", SHOP_CHECK),
)


async def _run(system: str, check: Check, settings: Settings, session: aiohttp.ClientSession) -> Finding:
    try:
        async with asyncio.timeout(TIMEOUT_S):
            return Finding(system, True, await check(settings, session))
    except TimeoutError:
        return Finding(system, False, f"no answer in {TIMEOUT_S:.0f} s")
    except (aiohttp.ClientError, OSError) as exc:
        return Finding(system, False, f"cannot reach it: {type(exc).__name__}: {exc}"[:200])
    except Exception as exc:  # noqa: BLE001 - a doctor reports every failure as a line, never a traceback
        return Finding(system, False, str(exc)[:200])


async def diagnose(settings: Settings, checks: tuple[tuple[str, Check], ...] = CHECKS) -> list[Finding]:
    """Every check at once; one finding each, in the order given."""
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT_S)) as session:
        return list(await asyncio.gather(*(_run(name, check, settings, session) for name, check in checks)))
