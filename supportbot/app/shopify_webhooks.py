"""POST /webhooks/shopify: Shopify's signed order, fulfillment and refund events.

Verified on the raw body before anything is read; deduplicated by `X-Shopify-Webhook-Id` with one
Redis `SET NX` (kept a week, longer than Shopify's 48 h of retries); applied only where the order
lives in our database. With the built-in shop a live fulfillment marks a placed order shipped, under
the row lock a cancellation takes (supportbot/store/shop.py), so of the two exactly one happens; with
Shopify the order system is the truth and the event changes nothing here: money decisions read it
again (issue 26). Forward-only effects are why duplicates and reordering are harmless.
"""

from __future__ import annotations

import logging

from aiohttp import web

from supportbot.app.keys import arq_key, pool_key, settings_key
from supportbot.channels.shop.shopify_webhook import Malformed, read_event, verify_hmac
from supportbot.core.clock import make_clock
from supportbot.store.shop import ShopRepository

log = logging.getLogger(__name__)
SEEN_SECONDS = 7 * 24 * 3600
MAX_WEBHOOK_ID = 200


async def shopify_webhook(request: web.Request) -> web.Response:
    settings = request.app[settings_key]
    body = await request.read()
    if not verify_hmac(settings.shopify_webhook_secret, body, request.headers.get("X-Shopify-Hmac-Sha256")):
        return web.json_response({"error": "bad signature"}, status=401)
    webhook_id = request.headers.get("X-Shopify-Webhook-Id", "")
    try:
        if len(webhook_id) > MAX_WEBHOOK_ID:
            raise Malformed("X-Shopify-Webhook-Id is too long")
        event = read_event(request.headers.get("X-Shopify-Topic"), webhook_id, body)
    except Malformed as exc:
        return web.json_response({"error": str(exc)}, status=400)
    if event is None:
        return web.json_response({"ok": True, "ignored": request.headers.get("X-Shopify-Topic")})
    redis = request.app[arq_key]
    seen = f"shopify:webhook:{event.webhook_id}"
    if not await redis.set(seen, event.topic, nx=True, ex=SEEN_SECONDS):
        return web.json_response({"ok": True, "duplicate": True})
    shipped = False
    try:
        if settings.shop_backend == "builtin" and event.shipped and event.order_name:
            now = make_clock(settings.supportbot_clock)()
            shipped = await ShopRepository(request.app[pool_key]).mark_shipped(
                event.order_name, now, event.carrier, event.tracking)
    except Exception:
        await redis.delete(seen)  # not applied: Shopify's retry must not be taken for a duplicate
        raise
    log.info("shopify %s %s for %s: %s", event.topic, event.webhook_id, event.order_name or event.order_gid,
             "marked shipped" if shipped else "nothing to change")
    return web.json_response({"ok": True, "shipped": shipped})
