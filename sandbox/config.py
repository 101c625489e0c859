"""Sandbox configuration: where our web app listens and the secrets it checks."""

import socket
import time
from dataclasses import dataclass
from datetime import datetime

from aiohttp import web

from supportbot.core.shop.fixture import ShopFixture


@dataclass(frozen=True)
class SandboxConfig:
    """What the stand-ins need to know about the web app they call back."""

    webhook_url: str | None = None  # our web app's POST /webhooks/whatsapp
    # Signs inbound webhooks like Meta: X-Hub-Signature-256: sha256=<hex hmac of raw body>.
    app_secret: str = "sandbox-app-secret"
    phone_number_id: str = "100000000000001"  # the business number inbound messages reach
    display_phone_number: str = "15550000000"
    business_account_id: str = "100000000000002"  # the WABA whose message templates are listed
    slack_events_url: str | None = None  # our web app's POST /slack/events
    slack_signing_secret: str = "sandbox-slack-secret"
    slack_team_id: str = "T0SANDBOX"
    # Where the payment provider posts its events (refund reversals), signed Stripe-style with this secret.
    payments_webhook_url: str | None = None
    payments_webhook_secret: str = "sandbox-payments-webhook-secret"
    # Where the warehouse posts "items received" for a return, signed the same way with its own secret.
    warehouse_webhook_url: str | None = None
    warehouse_webhook_secret: str = "sandbox-warehouse-webhook-secret"
    # Where the shop system posts its events (the warehouse's "shipped"), signed the same way.
    shop_webhook_url: str | None = None
    shop_webhook_secret: str = "sandbox-shop-webhook-secret"
    # Shopify: the Admin API token the GraphQL stand-in accepts, and where it posts its webhooks,
    # signed X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body) with the app's secret.
    shopify_access_token: str = "shpat_sandbox"
    shopify_webhook_url: str | None = None
    shopify_webhook_secret: str = "sandbox-shopify-webhook-secret"
    # The shop the Shopify stand-in starts with (and returns to on /_sandbox/reset): a fixture.
    shopify_seed: ShopFixture | None = None
    smtp_port: int = 0  # the SMTP stand-in's port; 0: a free one (sandbox/email.py)
    # Or a socket already bound to its port (sandbox/local/ports.py): the SMTP stand-in listens on it,
    # so no one can take the port between choosing it and listening (in-process stacks: the evals).
    smtp_socket: socket.socket | None = None
    seed: int = 0  # fault randomness is seeded so runs are repeatable
    # Meta's timestamps on the messages and statuses it sends: the app's pinned clock when it has
    # one (Meta and the app agree on the time, as two synchronised machines do), else the real one.
    clock: datetime | None = None

    def epoch_seconds(self) -> int:
        return int(self.clock.timestamp()) if self.clock else int(time.time())


# Set once by build_app; handlers that call our web app read its URLs and secrets from here.
config_key = web.AppKey("sandbox_config", SandboxConfig)
