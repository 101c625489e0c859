"""The web app: WhatsApp webhook and health on the public port, metrics on their own listener, with every
resource owned by cleanup_ctx."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from functools import partial

import aiohttp
import asyncpg
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, Counter

from supportbot.app import metrics
from supportbot.app.articles import sync_help_centre
from supportbot.app.bootstrap import open_arq, order_system, slack_client
from supportbot.app.help_pages import help_routes
from supportbot.app.keys import arq_key, desk_key, inbox_key, lent_pool_key, pool_key, settings_key
from supportbot.app.settings import Settings
from supportbot.app.shopify_webhooks import shopify_webhook
from supportbot.channels.partner_events import Malformed, verify_signature
from supportbot.channels.payments.webhook import read_event, verify_stripe_signature
from supportbot.channels.shop.webhook import read_shipped
from supportbot.channels.slack.app import SlackConfig, build_slack_app, slack_routes
from supportbot.channels.warehouse import webhook as warehouse_events
from supportbot.channels.whatsapp.client import GraphClient
from supportbot.channels.whatsapp.webhook import WhatsAppWebhook
from supportbot.core.clock import make_clock
from supportbot.core.types import InboundBatch
from supportbot.ops.desk import Desk
from supportbot.store.forget import ForgetRepository
from supportbot.store.inbox import InboxWriter
from supportbot.store.pool import lent_or_own_pool, open_pool
from supportbot.store.returns import ReturnRepository
from supportbot.store.reversals import provider_reversed
from supportbot.store.shop import ShopRepository
from supportbot.store.staff import StaffRepository

log = logging.getLogger(__name__)


async def _resources(app: web.Application) -> AsyncIterator[None]:
    settings = app[settings_key]
    async with (
        lent_or_own_pool(settings.database_url, app.get(lent_pool_key), min_size=settings.database_pool_min,
                         opener=open_pool) as pool,
        open_arq(settings.redis_url, settings.arq_queue_name, settings.queue_shards) as redis,
        InboxWriter(pool, clock=make_clock(settings.supportbot_clock), max_batch=settings.ingest_max_batch) as inbox,
        aiohttp.ClientSession() as session,  # the Graph API's template list; the shop's customer, to forget
    ):
        app[pool_key], app[arq_key], app[inbox_key] = pool, redis, inbox
        await sync_help_centre(pool, settings)  # the articles say what this process's settings enforce
        graph = GraphClient(session, settings.whatsapp_api_base, settings.whatsapp_api_version, settings.whatsapp_token)
        app[desk_key].bind(StaffRepository(pool, clock=make_clock(settings.supportbot_clock)), redis,
                          ForgetRepository(pool, order_system(settings, pool, session)), pool,
                          partial(graph.list_templates, settings.whatsapp_business_account_id),
                          settings.template_fields())
        yield


def make_accept(app: web.Application):
    # A counter's child per label value, kept: prometheus_client's labels() takes a lock and
    # builds a key on every call, a cost per request on the webhook's hot path.
    by_kind: dict[str, Counter] = {}
    by_status: dict[str, Counter] = {}

    async def accept(batch: InboundBatch) -> None:
        wakes = await app[inbox_key].write(batch)  # committed when this returns
        for message in batch.messages:
            kind = message.kind.value
            (by_kind.get(kind) or by_kind.setdefault(kind, metrics.inbound_messages.labels(kind))).inc()
        for status in batch.statuses:
            name = status.status
            (by_status.get(name) or by_status.setdefault(name, metrics.delivery_statuses.labels(name))).inc()
        for wake in wakes:
            try:
                await app[arq_key].enqueue_job("run_conversation", wake.conversation_id, _job_id=wake.job_id,
                                               _queue_name=app[arq_key].queue_for(wake.conversation_id))
            except Exception:
                # Stored is what matters for the 200; the sweeper enqueues what we could not.
                metrics.enqueue_failures.inc()
                log.exception("enqueue failed for conversation %s", wake.conversation_id)

    return accept


async def healthz(request: web.Request) -> web.Response:
    await request.app[pool_key].fetchval("SELECT 1")
    await request.app[arq_key].ping()
    return web.json_response({"ok": True})


def _refused(request: web.Request, fault: Malformed) -> web.Response:
    """400 for a signed body no partner sends: nothing stored, and no 500 for the sender to retry."""
    log.warning("%s: malformed event: %s", request.path, fault)
    return web.json_response({"error": f"malformed event: {fault}"}, status=400)


async def payments_webhook(request: web.Request) -> web.Response:
    """POST /webhooks/payments: Stripe's signed events; a refund that failed after it was paid counts
    against its action (wrong-action rate), once however often and in whatever order Stripe delivers."""
    settings = request.app[settings_key]
    body = await request.read()
    now = make_clock(settings.supportbot_clock)()
    if not verify_stripe_signature(settings.payments_webhook_secret, request.headers.get("Stripe-Signature"), body,
                                   now.timestamp()):
        return web.json_response({"error": "bad signature"}, status=401)
    try:
        event = read_event(body)
    except Malformed as e:
        return _refused(request, e)
    if event is not None:
        action_id = await provider_reversed(request.app[pool_key], event.refund_id, event.idempotency_key,
                                            event.event_id, now)
        log.warning("refund %s failed at the provider (%s; action %s)", event.refund_id, event.failure_reason,
                    action_id)
    return web.json_response({"ok": True})  # acknowledged, acted on or not: the provider stops retrying


async def warehouse_webhook(request: web.Request) -> web.Response:
    """POST /webhooks/warehouse: "return.received" moves the return to received once and queues its
    refund (pay_return, keyed by the return: a retried event finds it moved and queues nothing)."""
    settings = request.app[settings_key]
    body = await request.read()
    clock = make_clock(settings.supportbot_clock)
    if not warehouse_events.verify_signature(settings.warehouse_webhook_secret,
                                             request.headers.get("Warehouse-Signature"), body, clock().timestamp()):
        return web.json_response({"error": "bad signature"}, status=401)
    try:
        event = warehouse_events.read_event(body)
    except Malformed as e:
        return _refused(request, e)
    if event is not None:
        moved = await ReturnRepository(request.app[pool_key], clock=clock).received(event.return_id, clock())
        if moved is not None:
            try:
                await request.app[arq_key].enqueue_job("pay_return", moved.id, _job_id=f"pay_return:{moved.id}")
            except Exception:  # received is stored: the settle_returns cron pays it
                log.exception("could not queue the refund of return %s", moved.id)
        log.info("warehouse event %s for return %s: %s", event.event_id, event.return_id,
                 "received" if moved else "already moved or unknown")
    return web.json_response({"ok": True})


async def shop_webhook(request: web.Request) -> web.Response:
    """POST /webhooks/shop: the warehouse shipped an order. Marked under the order's row lock, the
    same a cancellation holds while it decides and writes: a cancelled order stays cancelled."""
    settings = request.app[settings_key]
    body = await request.read()
    now = make_clock(settings.supportbot_clock)()
    if not verify_signature(settings.shop_webhook_secret, request.headers.get("Shop-Signature"), body,
                            now.timestamp()):
        return web.json_response({"error": "bad signature"}, status=401)
    try:
        event = read_shipped(body)
    except Malformed as e:
        return _refused(request, e)
    if event is None:
        return web.json_response({"ok": True})
    shipped = await ShopRepository(request.app[pool_key]).mark_shipped(event.order_id, now, event.carrier,
                                                                       event.tracking)
    log.info("order %s shipped by the warehouse: %s", event.order_id, "marked" if shipped else "not placed")
    return web.json_response({"ok": True, "shipped": shipped})


served_app_key = web.AppKey("served_app", web.Application)


async def metrics_view(request: web.Request) -> web.Response:
    # Turns run in the workers: their figures are read from Redis and Postgres at scrape time.
    app = request.app[served_app_key]
    settings = app[settings_key]
    body = await metrics.scrape(app[pool_key], app[arq_key], settings.bot_mode == "full",
                                make_clock(settings.supportbot_clock)())
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


async def _metrics_listener(app: web.Application) -> AsyncIterator[None]:
    """/metrics on its own listener (METRICS_HOST:METRICS_PORT): volumes, refund totals and the mode
    are for the operator's scraper, not for whoever reaches the public web port."""
    settings = app[settings_key]
    if settings.metrics_port is None:
        yield
        return
    listener = web.Application()
    listener[served_app_key] = app
    listener.add_routes([web.get("/metrics", metrics_view)])
    runner = web.AppRunner(listener, access_log=None)
    await runner.setup()
    try:
        await web.TCPSite(runner, settings.metrics_host, settings.metrics_port).start()
        log.info("metrics on http://%s:%s/metrics", settings.metrics_host, settings.metrics_port)
        yield
    finally:
        await runner.cleanup()


def init_app(settings: Settings, pool: asyncpg.Pool | None = None) -> web.Application:
    """`pool`: one to borrow, its owner closing it (an eval lane's); else the app opens its own."""
    app = web.Application(client_max_size=4 * 1024 * 1024)
    app[settings_key] = settings
    if pool is not None:
        app[lent_pool_key] = pool
    app.cleanup_ctx.append(_resources)
    app.cleanup_ctx.append(_metrics_listener)  # after the resources it reads, closed before them
    webhook = WhatsAppWebhook(
        app_secret=settings.whatsapp_app_secret,
        verify_token=settings.whatsapp_verify_token,
        served_numbers=frozenset(settings.whatsapp_phone_number_id),
        accept=make_accept(app),
    )
    app.add_routes(webhook.routes())
    desk = app[desk_key] = Desk(make_clock(settings.supportbot_clock), settings.agent_intents,
                                drafts_dir=settings.qa_drafts_dir)
    slack = SlackConfig(
        signing_secret=settings.slack_signing_secret, bot_token=settings.slack_bot_token,
        api_base=settings.slack_api_base, channel=settings.slack_channel,
        approver_ids=frozenset(settings.slack_approver_ids), team_id=settings.slack_team_id,
    )
    app.add_routes(slack_routes(build_slack_app(slack, slack_client(settings), desk)))
    app.add_routes([web.get("/healthz", healthz), web.post("/webhooks/payments", payments_webhook),
                    web.post("/webhooks/warehouse", warehouse_webhook),
                    web.post("/webhooks/shop", shop_webhook), web.post("/webhooks/shopify", shopify_webhook)])
    app.add_routes(help_routes())
    return app
