"""The stand-ins as a locally run bot meets them: its secrets, its business number, its clock."""

from __future__ import annotations

from sandbox.config import SandboxConfig
from supportbot.app.settings import Settings
from supportbot.core.clock import make_clock
from supportbot.core.shop.demo_shop import demo_shop


def sandbox_config(settings: Settings, web_url: str | None, *, slack_events_url: str | None = None
                   ) -> SandboxConfig:
    """The stand-ins as this app meets them: its secrets, its business number and its clock."""
    return SandboxConfig(
        webhook_url=f"{web_url}/webhooks/whatsapp" if web_url else None, app_secret=settings.whatsapp_app_secret,
        phone_number_id=settings.whatsapp_phone_number_id[0],
        business_account_id=settings.whatsapp_business_account_id,
        slack_events_url=slack_events_url or (f"{web_url}/slack/events" if web_url else None),
        slack_signing_secret=settings.slack_signing_secret, slack_team_id=settings.slack_team_id,
        payments_webhook_url=f"{web_url}/webhooks/payments" if web_url else None,
        payments_webhook_secret=settings.payments_webhook_secret,
        warehouse_webhook_url=f"{web_url}/webhooks/warehouse" if web_url else None,
        warehouse_webhook_secret=settings.warehouse_webhook_secret,
        shop_webhook_url=f"{web_url}/webhooks/shop" if web_url else None,
        shop_webhook_secret=settings.shop_webhook_secret,
        shopify_webhook_url=f"{web_url}/webhooks/shopify" if web_url else None,
        shopify_webhook_secret=settings.shopify_webhook_secret, shopify_access_token=settings.shopify_access_token,
        shopify_seed=demo_shop(make_clock(settings.supportbot_clock)()), smtp_port=settings.smtp_port,
        clock=settings.supportbot_clock)
