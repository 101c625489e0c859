"""Every setting, read from the environment once, here and nowhere else.

The settings table (docs/settings.md) mirrors this class; `supportbot` builds one `Settings` in `cli.py`
and hands narrow values down, so nothing deeper reads the environment.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Annotated, Literal
from urllib.parse import urlparse
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from supportbot.app.production import exposed_base, resolve_host, weak_secret
from supportbot.channels.email.smtp import SmtpSettings
from supportbot.core.hours import BusinessHours, parse_holidays, parse_week
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.promises import parse_targets
from supportbot.core.shop.fixture import ShopPolicy
from supportbot.core.templates import parse_fields

SECRETS = ("whatsapp_app_secret", "whatsapp_verify_token", "whatsapp_token", "slack_signing_secret",
           "slack_bot_token", "refund_token_secret", "payments_api_key", "payments_webhook_secret",
           "warehouse_webhook_secret", "shop_webhook_secret")
SHOPIFY_SETTINGS = frozenset({"shopify_shop_domain", "shopify_access_token", "shopify_webhook_secret"})
API_BASES = ("whatsapp_api_base", "slack_api_base", "payments_api_base", "warehouse_api_base",
             "shop_api_base", "carrier_api_base")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore",
                                      use_attribute_docstrings=True)

    supportbot_env: Literal["sandbox", "production"] = "production"
    """`production` refuses to serve with an empty, sandbox, short or low-entropy secret or an API base
    that resolves to this machine or a private network; `sandbox` (make demo, tests, evals) runs against
    the local stand-ins."""
    private_api_hosts: Annotated[tuple[str, ...], NoDecode] = ()
    """Host names (comma-separated) of API bases that may resolve to private addresses in production
    (an internal shop or warehouse service); loopback and link-local are refused all the same."""

    database_url: str = "postgresql://postgres@127.0.0.1:5432/supportbot"
    """Postgres, the record of every message, order, run and effect."""
    redis_url: str = "redis://127.0.0.1:6379/0"
    """Redis, the arq job queue and fast mode flags."""
    arq_queue_name: str = "arq:queue"
    """The arq queue web enqueues to and the worker reads; evals give each isolated stack its own."""
    queue_shards: int = Field(default=1, ge=1)
    """Queues the turns are spread over, a conversation's always on the same one; each worker reads the
    shards it takes (its share of the live workers'), so a turn's Redis commands do not grow with the
    workers. Web and every worker must agree; 1 is the single queue every worker reads."""

    whatsapp_app_secret: str = "sandbox-app-secret"
    """Meta app secret: verifies X-Hub-Signature-256 on every webhook POST."""
    whatsapp_verify_token: str = "sandbox-verify-token"
    """Token Meta echoes in the GET subscription handshake."""
    whatsapp_token: str = "sandbox-whatsapp-token"
    """Graph API access token for sending messages."""
    whatsapp_phone_number_id: Annotated[tuple[str, ...], NoDecode] = ("100000000000001",)
    """Business phone number ids we serve (comma-separated); others are recorded, not answered."""
    whatsapp_api_base: str = "http://127.0.0.1:8081"
    """Graph API base URL (production: https://graph.facebook.com)."""
    whatsapp_api_version: str = "v21.0"
    """Graph API version in request paths."""
    whatsapp_business_account_id: str = "100000000000002"
    """The WhatsApp Business Account (WABA) id whose approved message templates staff can send."""
    whatsapp_template_parameters: str = "order_update=customer_name,order_id"
    """What each `{{n}}` of a template's body holds, per template: "order_update=customer_name,order_id;
    other=order_id" (fields: customer_name, order_id, ticket). A placeholder not named here is refused."""
    whatsapp_templates: Annotated[tuple[str, ...], NoDecode] = ("support_update",)
    """Approved message templates (comma-separated): the only messages sent outside the 24 h window."""
    whatsapp_update_template: str = "support_update"
    """Approved template (one body parameter) for news sent outside WhatsApp's 24 h window."""
    whatsapp_update_template_languages: Annotated[tuple[str, ...], NoDecode] = ("en",)
    """Meta language codes the update template is approved in (comma-separated, e.g. en,es,hi,ta,bn): a
    customer gets it in theirs when listed (Hinglish: en), else in the first one listed."""
    whatsapp_rate_limit_pause: float = 30.0
    """Seconds a send waits after Meta's throughput or pair-rate limit (130429, 131056)."""

    slack_signing_secret: str = "sandbox-slack-secret"
    """Verifies requests to POST /slack/events."""
    slack_bot_token: str = "xoxb-sandbox"
    """Bot token for the Slack Web API."""
    slack_api_base: str = "http://127.0.0.1:8081/api/"
    """Slack Web API base (slack_sdk base_url, ending in /api/)."""
    slack_channel: str = "C0SUPPORT"
    """Channel for approvals, handoffs and mode announcements."""
    slack_approver_ids: Annotated[tuple[str, ...], NoDecode] = ()
    """Slack user ids allowed to approve refunds and run operator commands (comma-separated)."""
    slack_team_id: str = "T0SANDBOX"
    """The only Slack workspace whose staff may decide."""
    order_url_template: str = ""
    """The shop admin's order page for staff, e.g. https://shop.example/admin/orders/{order_id}."""
    business_hours: str = ""
    """When people answer, in BUSINESS_TIMEZONE: "mon-fri 09:00-17:30, sat 10:00-14:00"; empty: always.
    Outside them a handoff tells the customer when a person will answer, and the bot keeps helping."""
    business_timezone: str = "UTC"
    """The shop's IANA time zone (e.g. Europe/London): hours and holidays are read in it."""
    business_holidays: str = ""
    """Whole days closed, comma-separated (2026-12-25,2026-12-26)."""
    slack_oncall_group: str = ""
    """Slack user group id (S...) paged on every urgent handoff (self-harm), whatever the hour; empty: none."""
    first_response_minutes: str = "urgent=5,high=30,normal=240"
    """First-response target per priority, in minutes of BUSINESS_HOURS (every minute when none are set);
    a missed one is told in the thread and to SLACK_ONCALL_GROUP, once, and the priority rises; empty: none."""

    llm_base_url: str = "http://127.0.0.1:8081/v1"
    """Any OpenAI-compatible endpoint."""
    llm_api_key: str = "sandbox"
    """Key for LLM_BASE_URL."""
    llm_model: str = "scripted-large"
    """Large model: multi-step reasoning."""
    llm_small_model: str = ""
    """Small model for routing and short replies; empty means the offline router."""
    prompt_version_file: str = ""
    """A prompt version file (`supportbot prompts add` format) the worker ships instead of the built-in
    prompt; `supportbot eval --version V` sets it so the trials play that version."""
    llm_prices: dict[str, tuple[Decimal, Decimal]] = {}
    """USD per million input and output tokens by model, as JSON: {"gpt-x": ["0.15", "0.60"]}."""
    llm_breaker_min_calls: int = 5
    """Model calls in the last minute before the error rate can open a provider's breaker."""
    llm_breaker_cool_down: float = 30.0
    """Seconds an open breaker waits before a turn probes the provider again."""
    llm_breaker_p95_seconds: float = 6.0
    """p95 model latency over the last minute above which a provider counts as too slow (breaker opens)."""
    llm_timeout: float = 6.0
    """Seconds one model call may take, retries included in the turn's 8 s deadline."""
    llm_max_tokens: int = 1024
    """Most tokens one model answer may have (sent as max_tokens): a rambling model stops here."""
    llm_warm_up_seconds: float = 0.0
    """At worker start, one one-token call per model server with this patience (0: none): a cold
    local server reads its model and prompt before the first customer waits on it."""
    llm_fallback_base_url: str = ""
    """A second OpenAI-compatible provider tried when the first fails; empty: none."""
    llm_fallback_api_key: str = ""
    """Key for LLM_FALLBACK_BASE_URL."""
    llm_fallback_model: str = ""
    """Model name at the fallback provider."""
    bot_mode: str = Field(default="full", pattern="^(full|templated)$")
    """`full`: the LLM agent; `templated`: no LLM, order status from live data ([4/6] adds rungs)."""
    turn_max_tool_calls: int = 5
    """Tool calls one turn may make; one more is a handoff."""
    turn_max_llm_calls: int = 40
    """Model calls one conversation may make; one more is a handoff."""
    turn_deadline_seconds: float = 8.0
    """Wall-clock limit of one turn; past it the turn hands off instead of keeping the customer waiting."""
    agent_intents: str = "all"
    """Intents the LLM agent handles ("all" or comma-separated); operators change it with /supportbot intents."""
    agent_intents_elsewhere: str = Field(default="humans", pattern="^(humans|templated)$")
    """Where other intents go: the human queue, or the templated flow where one exists."""
    router_model_path: str = "supportbot/artefacts/router.pkl"
    """The offline router's classifier, built by `make`; missing means no router gate."""

    payments_api_base: str = "http://127.0.0.1:8081/stripe"
    """Stripe's API base (production: https://api.stripe.com); refunds with the action's Idempotency-Key."""
    payments_api_key: str = "rk_test_sandbox-stripe-restricted-key"
    """Stripe restricted key (rk_live_...): Refunds write, Charges and Balance read (docs/connect-your-shop.md)."""
    payments_timeout: float = 5.0
    """Seconds before a refund call counts as an unknown outcome (then reconciled by key)."""
    smtp_host: str = "127.0.0.1"
    """SMTP server for one-time codes and return labels (production: the mail provider's relay)."""
    smtp_port: int = 8025
    """SMTP port: 587 with STARTTLS, 465 with TLS; the sandbox's server listens on 8025."""
    smtp_security: Literal["starttls", "tls", "none"] = "starttls"
    """How the connection is secured; `none` only for the sandbox (production refuses it)."""
    smtp_username: str = ""
    """SMTP login; empty: no login (the sandbox)."""
    smtp_password: str = ""
    """SMTP password, with SMTP_USERNAME."""
    email_from: str = "support@shop.example"
    """The From address of the bot's emails; Message-IDs are at its domain."""
    email_timeout: float = 5.0
    """Seconds an SMTP send may take; a later answer counts as not sent (a retry sends the same Message-ID)."""
    shop_api_base: str = "http://127.0.0.1:8081/shop"
    """The shop system's order API (no-charge replacement orders, with Idempotency-Key)."""

    shop_backend: Literal["builtin", "shopify"] = "builtin"
    """The shop's order system: `builtin` (customers and orders in this database, seeded from a
    fixture: the demo and the evals) or `shopify` (the Admin GraphQL API, SHOPIFY_* below)."""
    shopify_shop_domain: str = "http://127.0.0.1:8081"
    """The shop's admin domain, e.g. `asha-ceramics.myshopify.com` (a full URL only for the sandbox)."""
    shopify_access_token: str = "shpat_sandbox"
    """The custom app's Admin API access token (`shpat_...`), sent as X-Shopify-Access-Token."""
    shopify_webhook_secret: str = "sandbox-shopify-webhook-secret"
    """The app's client secret: verifies X-Shopify-Hmac-Sha256 on POST /webhooks/shopify."""
    shopify_api_version: str = Field(default="2025-10", pattern=r"^\d{4}-(01|04|07|10)$")
    """The Admin API version in request paths (Shopify releases one a quarter: YYYY-01/04/07/10)."""
    shopify_timeout: float = 3.0
    """Seconds a Shopify read may take; slower is a failed read (the snapshot and the "one moment" cover the wait)."""
    shopify_write_patience: float = Field(default=10.0, ge=0, le=60)
    """Seconds, in all, a Shopify write may wait for the cost bucket when Shopify throttles it (asked
    again each time: its marker keeps it one write); past that its outcome is unknown and a person looks."""

    warehouse_api_base: str = "http://127.0.0.1:8081/warehouse"
    """Carrier/warehouse API (return labels with Idempotency-Key)."""
    warehouse_webhook_secret: str = "sandbox-warehouse-webhook-secret"
    carrier_api_base: str = "http://127.0.0.1:8081/carrier"
    """Carrier tracking API (scan events, proof of delivery); an outage only leaves them out."""
    """Verifies the warehouse's signed events ("return.received") on POST /webhooks/warehouse."""
    return_window_days: int = 30
    """Days after delivery a return may be started (day 30 in, day 31 out)."""
    return_receive_days: int = 21
    """Days after the label a return waits for the warehouse; then it closes and the customer is told."""
    return_fee: Decimal = Decimal("4.95")
    """Deducted from a return's refund when the reason is the customer's own (never for a shop fault)."""

    refund_window_days: int = 30
    """Days after delivery a refund may be asked for (day 30 in, day 31 out)."""
    refund_auto_limit: Decimal = Decimal("50.00")
    """Claims above this wait for a staff approval in Slack."""
    refund_conversation_cap: Decimal = Decimal("150.00")
    """Refunds in one conversation above this total need staff approval."""
    refund_daily_cap: Decimal = Decimal("200.00")
    """One customer's refunds in a day above this total need staff approval."""
    dnr_wait_days: int = 2
    """Days after delivery before a parcel marked delivered but not received is a claim staff decide
    (refund or replacement, never automatic); before it, the customer checks neighbours and the safe place."""
    refund_arrival_days: int = 10
    """Days after a refund is paid by which it should show; later, "where's my refund" goes to a person."""
    payments_webhook_secret: str = "sandbox-payments-webhook-secret"
    """Stripe's webhook signing secret (whsec_...): verifies Stripe-Signature on POST /webhooks/payments."""
    shop_webhook_secret: str = "sandbox-shop-webhook-secret"
    """Verifies the shop system's signed events (the warehouse's "shipped") on POST /webhooks/shop."""
    refund_token_secret: str = "sandbox-refund-token-secret"
    """Signs the short-lived refund tokens policy issues; set a long random value in production."""
    approval_timeout: int = 24 * 3600
    """Seconds an approval may wait before it expires and the ticket goes to a person."""
    public_base_url: str = "http://127.0.0.1:8080"
    """Where customers reach this web app (the help centre): links the bot sends start with it."""
    help_meaning: bool = False
    """Search the help centre by meaning too (a multilingual embedding, offline, fused with the words):
    off until the frozen shops' floors allow it (docs/help-centre.md has the figures both ways)."""
    help_min_score: float | None = Field(default=None, ge=0, lt=1)
    """Help-centre support floor (0-1): below it the bot quotes nothing and offers a person. Unset:
    0.25 by words alone, 0.5 with HELP_MEANING (where each signal's calibration puts "just answers")."""
    trace_retention_days: int = 30
    """Days traces are kept before the purge job deletes them."""
    supportbot_clock: datetime | None = None
    """Fixes "now" (e.g. 2026-11-29T12:00:00Z) for demos, evals and tests; unset: real clock."""

    nudge_after_seconds: float = 600
    """Silence after the bot asked something before one nudge; 0 turns the quiet timers off."""
    close_after_seconds: float = 1800
    """Silence after the bot asked something before the chat is closed with a summary."""
    qa_sample_rate: float = 0.01
    """Share of a day's ended conversations the daily QA sample sends to review (rounded up)."""
    qa_refund_threshold: Decimal = Decimal("30.00")
    """Every refund above this amount goes to QA review the next day."""
    qa_drafts_dir: str = "evals/drafts"
    """Where a QA verdict other than "fine" writes its draft eval scenario (a person approves it into
    evals/scenarios/)."""
    csat: bool = True
    """Record how conversations end and ask the customer for a rating (CSAT) when they do."""
    csat_after_seconds: float = 60
    """After a turn that resolved the conversation, how long before the CSAT question (a reply first cancels it)."""
    tool_patience_seconds: float = 2.0
    """A tool slower than this gets the customer a "Checking, one moment…" while it goes on."""
    turn_lease_seconds: float = 4.0
    """A worker holds a conversation this long between heartbeats; a killed worker's
    conversation is taken over by the sweeper after it lapses."""
    sweep_interval_seconds: int = 2
    """How often the sweeper looks for stored work the queue lost."""
    fault_kill_after_step: str | None = None
    """Tests only: a worker SIGKILLs itself right after recording this step of a run."""
    worker_max_jobs: int = Field(default=10, ge=1)
    """Jobs (conversations' turns) one worker process runs at once: arq's `max_jobs`. A turn mostly
    waits on the model, so one process holds a thousand at ~0.1 MB each (bench/inflight.py)."""
    database_pool_min: int = Field(default=2, ge=0)
    """Postgres connections a web or worker process keeps open when idle."""
    database_pool_max: int = Field(default=10, ge=1)
    """Most Postgres connections one worker process opens: in-flight turns queue for one only while
    they touch the database, so this stays far below WORKER_MAX_JOBS (pgbouncer sizes, docs/scale.md)."""
    llm_max_connections: int = Field(default=1000, ge=1)
    """Most HTTP connections to one model provider per process; a call beyond them waits for one.
    Keep it above WORKER_MAX_JOBS so no turn waits on a socket while the model is idle."""
    ingest_max_batch: int = Field(default=256, ge=1)
    """Webhook bodies grouped into one commit at most."""
    metrics_host: str = "127.0.0.1"
    """Where the web process serves /metrics: its own listener, never the public web port."""
    metrics_port: int | None = Field(default=9464, ge=0, le=65535)
    """The metrics listener's port; unset or empty: no /metrics at all."""

    @field_validator("metrics_port", mode="before")
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        return None if value == "" else value

    def refusal(self, resolve: Callable[[str], list[str]] = resolve_host) -> str | None:
        """Why this configuration must not serve, as one line naming each setting; None: it may.

        A forged webhook verifies a phone and a forged refund token moves money, so in production
        a secret anyone can know (empty, a sandbox default, short, low entropy) or an API base that
        resolves to this machine or a private network is a reason not to start at all
        (supportbot/app/production.py). Values are named, never printed."""
        if self.supportbot_env == "sandbox":
            return None
        secrets, bases = list(SECRETS), list(API_BASES)
        if self.bot_mode == "full":
            secrets.append("llm_api_key")
            bases.append("llm_base_url")
        if self.llm_fallback_base_url:
            secrets.append("llm_fallback_api_key")
            bases.append("llm_fallback_base_url")
        private = {h.rstrip(".").lower() for h in self.private_api_hosts}
        problems = [f"{name.upper()} {why}" for name in secrets if (why := weak_secret(getattr(self, name)))]
        problems += [f"{name.upper()} {why}" for name in bases
                     if (why := exposed_base(getattr(self, name), resolve, private))]
        problems += self._shopify_problems()
        if why := exposed_base(f"smtp://{self.smtp_host}", resolve, private):
            problems.append(f"SMTP_HOST {why}")
        if self.smtp_security == "none":
            problems.append("SMTP_SECURITY is none (codes would cross the network in clear)")
        if bool(self.smtp_username) != bool(self.smtp_password):
            problems.append("SMTP_USERNAME and SMTP_PASSWORD are half set")
        if not problems:
            return None
        return ("refusing to start with SUPPORTBOT_ENV=production: " + "; ".join(problems)
                + " (set real values, or SUPPORTBOT_ENV=sandbox to run against the local stand-ins)")

    def _shopify_problems(self) -> list[str]:
        """Shopify all or nothing: a half-set shop would read orders from one system and pay from another."""
        named = sorted(SHOPIFY_SETTINGS & self.model_fields_set)
        if self.shop_backend != "shopify":
            return [f"{', '.join(n.upper() for n in named)} set but SHOP_BACKEND is builtin"] if named else []
        host = (urlparse(self.shopify_api_base()).hostname or "").rstrip(".").lower()
        problems = [f"{name.upper()} {why}" for name in ("shopify_access_token", "shopify_webhook_secret")
                    if (why := weak_secret(getattr(self, name)))]
        if not host.endswith(".myshopify.com") or urlparse(self.shopify_api_base()).scheme != "https":
            problems.append("SHOPIFY_SHOP_DOMAIN is not a shop's admin domain (NAME.myshopify.com)")
        return problems

    def shopify_api_base(self) -> str:
        """Where the Admin API answers: https://DOMAIN, or the sandbox's URL as given."""
        domain = self.shopify_shop_domain.strip().rstrip("/")
        return domain if "://" in domain or not domain else f"https://{domain}"

    @model_validator(mode="after")
    def _hours_readable(self) -> Settings:
        self.opening_hours()  # a typo in the hours fails at start, naming the part, not at the first handoff
        self.template_fields()  # and so does one in the template parameters
        self.response_targets()  # or in the response-time promises
        return self

    def response_targets(self) -> dict[str, timedelta]:
        """The first-response promise per priority (supportbot/core/promises.py)."""
        return parse_targets(self.first_response_minutes)

    def template_fields(self) -> dict[str, tuple[str, ...]]:
        """The field behind each template placeholder (supportbot/core/templates.py)."""
        return parse_fields(self.whatsapp_template_parameters)

    def opening_hours(self) -> BusinessHours:
        """The shop's hours, read in its zone (supportbot/core/hours.py)."""
        try:
            zone = ZoneInfo(self.business_timezone)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"business_timezone: no such zone {self.business_timezone!r}") from None
        return BusinessHours(zone, parse_week(self.business_hours), parse_holidays(self.business_holidays))

    def smtp(self) -> SmtpSettings:
        return SmtpSettings(host=self.smtp_host, port=self.smtp_port, sender=self.email_from,
                            username=self.smtp_username, password=self.smtp_password, security=self.smtp_security,
                            timeout=self.email_timeout)

    def return_settings(self) -> ReturnSettings:
        """The one return policy the tools, the worker and the help centre read."""
        return ReturnSettings(window_days=self.return_window_days, receive_days=self.return_receive_days,
                              fee=self.return_fee)

    def with_shop_policy(self, policy: ShopPolicy | None) -> Settings:
        """These settings with a fixture's own numbers (its keys are these settings' names)."""
        return self if policy is None else self.model_copy(update=policy.given())

    def help_floor(self) -> float:
        """HELP_MIN_SCORE, or the calibrated floor of the configured search."""
        if self.help_min_score is not None:
            return self.help_min_score
        return 0.5 if self.help_meaning else 0.25

    def refund_limits(self) -> RefundLimits:
        """The narrow value the refund code and the help-centre articles are both given (invariant 8)."""
        return RefundLimits(refund_window_days=self.refund_window_days, auto_limit=self.refund_auto_limit,
                            per_conversation_cap=self.refund_conversation_cap,
                            per_customer_daily_cap=self.refund_daily_cap,
                            refund_arrival_days=self.refund_arrival_days, dnr_wait_days=self.dnr_wait_days)

    @field_validator("whatsapp_phone_number_id", "slack_approver_ids", "whatsapp_templates", "private_api_hosts",
                     "whatsapp_update_template_languages", mode="before")
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

