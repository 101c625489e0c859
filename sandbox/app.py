"""One aiohttp application serving every stand-in on one port, /_sandbox/reset, and the console at /."""

from aiohttp import web

from sandbox import (
    carrier,
    console,
    email,
    llm,
    payments,
    shop,
    shopify,
    shopify_admin,
    slack,
    slack_requests,
    warehouse,
    whatsapp,
    whatsapp_inbound,
    whatsapp_templates,
)
from sandbox.config import SandboxConfig, config_key
from sandbox.delivery import http_session_ctx

__all__ = ["ConsoleConfig", "SandboxConfig", "build_app"]
ConsoleConfig = console.ConsoleConfig


def build_app(config: SandboxConfig, console_config: ConsoleConfig | None = None) -> web.Application:
    """The sandbox app; nothing connects until it starts (the session lives in cleanup_ctx)."""
    app = web.Application()
    app[config_key] = config
    # First in cleanup_ctx, so it closes last: background webhook posts are cancelled before.
    app.cleanup_ctx.append(http_session_ctx)
    # The *_inbound/_requests modules play the outside party and share their stand-in's state,
    # so each comes after the module that creates that state.
    for stand_in in (whatsapp, whatsapp_inbound, whatsapp_templates, slack, slack_requests, payments, shop, shopify,
                     shopify_admin, llm, email, warehouse, carrier):
        stand_in.add_routes(app, config)
    console.add_routes(app, console_config or ConsoleConfig())
    app.router.add_post("/_sandbox/reset", reset)
    app.router.add_get("/_sandbox/healthz", healthz)
    return app


async def reset(request: web.Request) -> web.Response:
    """Forget every record, script, fault and toggle (id counters keep counting)."""
    app = request.app
    app[whatsapp.whatsapp_state_key].reset()
    app[whatsapp_templates.templates_state_key].reset()
    app[slack.slack_state_key].reset()
    app[payments.payments_state_key].reset()
    app[shop.shop_state_key].reset()
    app[shopify.shopify_state_key].reset(app[config_key].shopify_seed)
    app[llm.llm_state_key].reset()
    app[email.outbox_key].reset()
    app[warehouse.warehouse_state_key].reset()
    app[carrier.carrier_state_key].reset()
    return web.json_response({"ok": True})


async def healthz(request: web.Request) -> web.Response:
    """Lets a launcher wait until the sandbox listens."""
    return web.json_response({"ok": True})
