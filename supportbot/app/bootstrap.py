"""Resource builders: the one place that picks concrete implementations for the protocols."""

from __future__ import annotations

import logging
import os
import signal
import socket
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import replace
from decimal import Decimal
from functools import lru_cache, partial
from pathlib import Path

import aiohttp
import asyncpg
from arq.connections import RedisSettings
from redis.asyncio import Redis
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.agent.breaker import BreakerLimits
from supportbot.agent.dependencies import AgentDeps, TurnBounds
from supportbot.agent.gateway import LLMGateway, ModelSpec
from supportbot.agent.prompt import builtin_version
from supportbot.agent.small_router import SmallModelRouter
from supportbot.agent.tools import ToolServices
from supportbot.app.articles import help_centre, sync_help_centre
from supportbot.app.settings import Settings
from supportbot.channels.carrier.client import CarrierClient
from supportbot.channels.email.smtp import SmtpMailer
from supportbot.channels.payments.stripe_refunds import StripePayments
from supportbot.channels.shop.client import ShopClient
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.channels.shop.shopify_catalogue import ShopifyCatalogue
from supportbot.channels.shop.shopify_exchanges import ShopifyExchanges
from supportbot.channels.shop.shopify_writes import ShopifyOrderWriter
from supportbot.channels.slack.poster import SlackPoster
from supportbot.channels.warehouse.client import WarehouseClient
from supportbot.channels.whatsapp.client import GraphClient
from supportbot.core.clock import make_clock
from supportbot.core.language import spoken
from supportbot.core.money.actions import Action
from supportbot.core.ports import Catalogue, OrderSystem
from supportbot.core.prompt_version import PromptVersion
from supportbot.core.shop.fixture import payment_ref_for
from supportbot.core.understanding import classifier
from supportbot.core.understanding.router import Router
from supportbot.effects.exchanging import ExchangeDesk
from supportbot.effects.execution import Execution
from supportbot.effects.labels import LabelDesk
from supportbot.effects.returning import ReturnDesk
from supportbot.ops.modes import ModeSource
from supportbot.ops.shared_breaker import RedisBreakerLink
from supportbot.store.actions import ActionRepository
from supportbot.store.agent import AgentRepository
from supportbot.store.alerts import AlertRepository
from supportbot.store.catalogue import CatalogueRepository
from supportbot.store.context import ConversationRepository
from supportbot.store.conversation_state import ConversationStateRepository
from supportbot.store.endings import EndingRepository
from supportbot.store.journal import StepRepository
from supportbot.store.meaning import shared_embedder
from supportbot.store.memory import MemoryRepository
from supportbot.store.outbox import OutboxRepository
from supportbot.store.pool import Clock, lent_or_own_pool, open_pool
from supportbot.store.promises import PromiseRepository
from supportbot.store.prompt_versions import PromptVersionRepository, VersionRow
from supportbot.store.returns import ReturnRepository
from supportbot.store.reviews import ReviewRepository
from supportbot.store.rollouts import RolloutRepository
from supportbot.store.run_close import RunClosing
from supportbot.store.runs import RunRepository
from supportbot.store.shop import ShopRepository
from supportbot.store.shop_exchanges import BuiltinExchanges
from supportbot.store.staff import StaffRepository
from supportbot.store.suggestions import SuggestionRepository
from supportbot.store.template_facts import TemplateFactsRepository
from supportbot.store.traces import TraceRepository
from supportbot.words import replies
from supportbot.worker.delivery import send_once
from supportbot.worker.deps import Deps, RunStepHook
from supportbot.worker.queue import OneTripQueue, create_queue
from supportbot.worker.versions import VersionSource

log = logging.getLogger(__name__)
ROOT = Path(__file__).resolve().parents[2]  # what holds the package: the checkout, or site-packages


@asynccontextmanager
async def open_arq(redis_url: str, queue_name: str = "arq:queue", shards: int = 1) -> AsyncIterator[OneTripQueue]:
    # Enqueues in one round trip (supportbot/worker/queue.py): the web's, for every inbound message.
    redis = await create_queue(RedisSettings.from_dsn(redis_url), queue_name, shards)
    try:
        yield redis
    finally:
        await redis.aclose(close_connection_pool=True)  # it shares the pool that arq's create_pool opened


def kill_after_step(spec: str | None) -> RunStepHook | None:
    """Test-only fault injection: SIGKILL this process right after recording step N
    (`"N"`, of any run) or step N of the conversation's R-th run (`"R:N"`)."""
    if not spec:
        return None
    run, _, step = spec.rpartition(":")

    def hook(run_seq: int, kind: str, number: int) -> None:
        if number == int(step) and (not run or run_seq == int(run)):
            os.kill(os.getpid(), signal.SIGKILL)

    return hook


def order_system(settings: Settings, pool: asyncpg.Pool, session: aiohttp.ClientSession) -> OrderSystem:
    """The shop's order system SHOP_BACKEND names: Shopify's Admin GraphQL API, or the built-in shop."""
    if settings.shop_backend == "shopify":
        return ShopifyOrders(session, settings.shopify_api_base(), settings.shopify_access_token,
                             settings.shopify_api_version, timeout=settings.shopify_timeout)
    return ShopRepository(pool)


def catalogue(orders: OrderSystem, pool: asyncpg.Pool) -> Catalogue:
    """The shop's products, from the system that holds its orders: Shopify's products and variants,
    or the built-in shop's catalogue tables (seeded from a fixture's `products`)."""
    if isinstance(orders, ShopifyOrders):
        return ShopifyCatalogue(orders)
    return CatalogueRepository(pool)


def exchange_desk(orders: OrderSystem, pool: asyncpg.Pool, settings: Settings, clock: Clock,
                  labels: LabelDesk) -> ExchangeDesk:
    """Exchanges in the system that holds the orders: Shopify's returns with exchange line items (a
    dearer variant paid on the order's own payment page), or the built-in shop's tables and stock,
    whose units go back on a prepaid label from the warehouse, as a return's do."""
    if isinstance(orders, ShopifyOrders):
        return ExchangeDesk(ShopifyExchanges(orders, write_patience=settings.shopify_write_patience),
                            catalogue(orders, pool), settings.return_settings())
    return ExchangeDesk(BuiltinExchanges(pool, clock=clock), catalogue(orders, pool), settings.return_settings(),
                        labels=labels)


def shop_execution(actions: ActionRepository, payments: StripePayments, settings: Settings, orders: OrderSystem,
                   session: aiohttp.ClientSession, returns: ReturnDesk) -> Execution:
    """Carrying out confirmed actions against the shop SHOP_BACKEND names: on Shopify its writes
    (orderCancel before any money moves, the replacement as a draft order); with the built-in shop,
    the shop stand-in's replacements and the cancellation written under the order's lock."""
    if isinstance(orders, ShopifyOrders):
        writer = ShopifyOrderWriter(orders, write_patience=settings.shopify_write_patience)
        return Execution(actions, payments, settings.refund_limits(), writer, returns=returns, writer=writer)
    return Execution(actions, payments, settings.refund_limits(),
                     ShopClient(session, settings.shop_api_base, timeout=settings.payments_timeout), returns=returns)


def payment_ref_source(orders: OrderSystem) -> Callable[[str], Awaitable[str | None]]:
    """Where a refund finds the order's payment at the provider: the built-in shop's one-column read,
    Shopify's order transactions (the intent its Stripe sale names; none: the refund is refused),
    or the order as another order system has it."""
    if isinstance(orders, ShopRepository | ShopifyOrders):
        return orders.payment_ref

    async def payment_ref(order_id: str) -> str | None:
        order = await orders.order(order_id)
        return None if order is None else order.payment_ref or payment_ref_for(order_id)

    return payment_ref


def slack_client(settings: Settings) -> AsyncWebClient:
    return AsyncWebClient(token=settings.slack_bot_token, base_url=settings.slack_api_base)


async def email_of(shop: AgentRepository, customer_id: str) -> str | None:
    """The address on file: a return label goes there, never to one typed in the chat."""
    customer = await shop.customer(customer_id)
    return customer.email if customer else None


async def hold_on(deps: Deps, conversation_id: int, key: str) -> None:
    """The note a slow tool earns the customer; its key is the tool call's, so it goes once."""
    to = await deps.runs.recipient(conversation_id)
    await send_once(deps, to, conversation_id, None, f"{key}:wait", replies.fixed("hold_on", spoken(to.language)))


def load_router(settings: Settings) -> Router | None:
    path = Path(settings.router_model_path)
    path = path if path.is_absolute() else ROOT / path
    if not path.exists():
        log.warning("router artefact %s missing (build it with `make install`): no router gate", path)
        return None
    stat = path.stat()
    # The meaning signal: the process's one embedder, asked only for messages the router is unsure of,
    # loaded beside startup (about a second, more under load) rather than inside the first such turn.
    embedder = shared_embedder()
    threading.Thread(target=embedder.warm, name="warm-embedder", daemon=True).start()
    return Router(_classifier(path, stat.st_mtime_ns, stat.st_size), embed=embedder.vector)


@lru_cache(maxsize=4)
def _classifier(path: Path, mtime_ns: int, size: int) -> classifier.TextClassifier:
    """One unpickled model per artefact version and process (it only reads at inference): each
    eval trial and each test's burst worker opens its deps, and unpickling took 0.2-1 s each.
    The file's time and size are in the key, so a rebuilt artefact is read again."""
    return classifier.load(path)


def choose_router(settings: Settings, model: LLMGateway | None) -> Router | SmallModelRouter | None:
    """The small model labels messages when one is configured; the offline classifier otherwise."""
    offline = load_router(settings)
    if model is not None and settings.llm_small_model and offline is not None:
        return SmallModelRouter(model, offline)
    return offline


def model_gateway(settings: Settings, redis: Redis | None = None) -> LLMGateway:
    """The gateway over the configured providers; with `redis`, their health is shared with every
    other process on the same Redis (supportbot/ops/shared_breaker.py)."""
    def spec(name: str, base: str, key: str, model: str) -> ModelSpec:
        # An unpriced model costs 0 here: cost is reported, never a reason to refuse a call.
        price_in, price_out = settings.llm_prices.get(model, (Decimal(0), Decimal(0)))
        return ModelSpec(name=name, base_url=base, api_key=key, model=model, input_price_per_mtok=price_in,
                         output_price_per_mtok=price_out, timeout_s=settings.llm_timeout,
                         max_tokens=settings.llm_max_tokens)

    primary = spec("primary", settings.llm_base_url, settings.llm_api_key, settings.llm_model)
    small = (spec("primary", settings.llm_base_url, settings.llm_api_key, settings.llm_small_model)
             if settings.llm_small_model else None)
    fallback = (spec("fallback", settings.llm_fallback_base_url, settings.llm_fallback_api_key,
                     settings.llm_fallback_model) if settings.llm_fallback_base_url else None)
    breaker = BreakerLimits(min_calls=settings.llm_breaker_min_calls, cool_down_s=settings.llm_breaker_cool_down,
                            max_p95_latency_s=settings.llm_breaker_p95_seconds)
    link = RedisBreakerLink(redis, breaker.window_s) if redis is not None else None
    return LLMGateway(primary, small=small, fallback=fallback, breaker=breaker, link=link,
                      max_connections=settings.llm_max_connections, prices=settings.llm_prices)


async def check_model_servers(model: LLMGateway, settings: Settings) -> None:
    """Log at start whether each model server answers and what it serves, then warm a cold one up
    when asked (LLM_WARM_UP_SECONDS): its first call can take far longer than LLM_TIMEOUT. Never
    fatal: a provider that is down is the degradation ladder's business, not a reason not to start."""
    for name, server in (await model.probe()).items():
        if server.ok:
            log.info("model server %s answers: %s (%s)", name, ", ".join(server.models) or "no models listed",
                     ", ".join(server.owners))
        else:
            log.warning("model server %s does not answer: %s", name, server.error)
    if settings.llm_warm_up_seconds > 0:
        for name, problem in (await model.warm_up(settings.llm_warm_up_seconds)).items():
            log.log(logging.WARNING if problem else logging.INFO, "model server %s warm-up: %s", name,
                    problem or "ready")


@asynccontextmanager
async def open_worker_deps(settings: Settings, lent: asyncpg.Pool | None = None) -> AsyncIterator[Deps]:
    async with AsyncExitStack() as stack:  # `lent`: a pool its owner closes (an eval lane's), else our own
        pool = await stack.enter_async_context(lent_or_own_pool(
            settings.database_url, lent, min_size=settings.database_pool_min, max_size=settings.database_pool_max,
            opener=open_pool))  # our module's name for it: bench/counting.py counts the worker's pool apart
        await sync_help_centre(pool, settings)  # the articles say what this worker's settings enforce
        # No per-host cap below the turns in flight: a send must not wait for another turn's socket.
        session = await stack.enter_async_context(aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=settings.llm_max_connections)))
        redis = await stack.enter_async_context(open_arq(settings.redis_url, settings.arq_queue_name,
                                                                settings.queue_shards))
        model = (await stack.enter_async_context(model_gateway(settings, redis))
                 if settings.bot_mode == "full" else None)
        if model is not None:
            await check_model_servers(model, settings)
        clock = make_clock(settings.supportbot_clock)
        staff = StaffRepository(pool, clock=clock)
        modes = ModeSource(redis, staff, model.breakers if model else {}, settings.agent_intents)
        orders = order_system(settings, pool, session)
        payments = StripePayments(settings.payments_api_key, settings.payments_api_base, session,
                                  payment_ref_source(orders), timeout=settings.payments_timeout)
        # The tools propose, the turn builds the confirmation: one memory of the proposals committed.
        proposals: dict[int, Action] = {}
        actions = ActionRepository(pool, clock=clock, orders=orders, committed=proposals)
        conversations = ConversationRepository(pool, clock=clock)
        shipped = await register_builtin_version(pool, settings, clock) if model else None
        tool_store = AgentRepository(pool, clock=clock, orders=orders, committed=proposals)
        mailer = SmtpMailer(settings.smtp())
        return_repo = ReturnRepository(pool, clock=clock)
        returns_desk = ReturnDesk(WarehouseClient(session, settings.warehouse_api_base), mailer, return_repo,
                                  partial(email_of, tool_store), settings.return_settings())
        exchanges = exchange_desk(orders, pool, settings, clock,
                                  LabelDesk(returns_desk.warehouse, mailer, returns_desk.email_of))
        agent = AgentDeps(
            model=model,
            router=choose_router(settings, model),
            tools=ToolServices(store=tool_store,
                               mailer=mailer,
                               limits=settings.refund_limits(),
                               token_secret=settings.refund_token_secret.encode(),
                               helpcentre=help_centre(pool, settings),
                               returns=settings.return_settings(),
                               carrier=CarrierClient(session, settings.carrier_api_base),
                               catalogue=catalogue(orders, pool),
                               can_collect=exchanges.shop.can_collect,
                               # The built-in shop switches a placed order's method; Shopify's Admin API cannot.
                               can_change_payment=not isinstance(orders, ShopifyOrders)),
            conversations=conversations,
            actions=actions,
            execution=replace(shop_execution(actions, payments, settings, orders, session, returns_desk),
                              exchanges=exchanges),
            mode=modes.current,
            rung=modes.rung,
            refund_brake=modes.brake,
            intents_elsewhere=settings.agent_intents_elsewhere,
            queue_length=staff.queue_length,
            tool_patience_s=settings.tool_patience_seconds,
            hours=None if not settings.business_hours else settings.opening_hours(),
            # Bound late: the note is sent through the worker's Deps, built just below.
            hold_on=lambda conversation_id, key: hold_on(worker_deps, conversation_id, key),
            bounds=TurnBounds(max_tool_calls=settings.turn_max_tool_calls,
                              max_llm_calls=settings.turn_max_llm_calls,
                              deadline_s=settings.turn_deadline_seconds),
            prompt_version_id=shipped.id if shipped else None,
        )
        graph = GraphClient(session, settings.whatsapp_api_base, settings.whatsapp_api_version,
                            settings.whatsapp_token, rate_limit_pause=settings.whatsapp_rate_limit_pause,
                            now=clock, templates=settings.whatsapp_templates)
        worker_deps = Deps(
            shop=tool_store,  # the customer on the phone, through the same snapshots as the tools
            runs=RunRepository(pool, clock=clock),
            steps=StepRepository(pool),
            outbox=OutboxRepository(pool, clock=clock),
            messenger=graph,
            list_templates=partial(graph.list_templates, settings.whatsapp_business_account_id),
            template_facts=TemplateFactsRepository(pool, tool_store),  # the shop's, through the snapshots
            template_fields=settings.template_fields(),
            promises=PromiseRepository(pool),
            suggestions=SuggestionRepository(pool),
            response_targets=settings.response_targets(),
            agent=agent,
            handoffs=conversations,
            payments=payments,
            staff=staff,
            poster=SlackPoster(slack_client(settings), settings.slack_channel),
            approval_timeout=settings.approval_timeout,
            returns=return_repo,
            return_settings=settings.return_settings(),
            update_template=settings.whatsapp_update_template,
            update_template_languages=settings.whatsapp_update_template_languages,
            order_url_template=settings.order_url_template,
            oncall_group=settings.slack_oncall_group,
            nudge_after=settings.nudge_after_seconds,
            close_after=settings.close_after_seconds,
            memory=MemoryRepository(pool),
            closing=RunClosing(pool, clock=clock),
            conversation_state=ConversationStateRepository(pool),
            endings=EndingRepository(pool) if settings.csat else None,
            rollout_watch=(lambda: _watch(pool, clock)) if shipped else None,
            versions=(VersionSource(PromptVersionRepository(pool, clock=clock), RolloutRepository(pool, clock=clock),
                                    shipped.id) if shipped else None),
            csat_after=settings.csat_after_seconds,
            alerts=AlertRepository(pool),
            reviews=ReviewRepository(pool),
            qa_sample_rate=settings.qa_sample_rate,
            qa_refund_threshold=settings.qa_refund_threshold,
            refund_auto_limit=settings.refund_auto_limit,
            now=clock,
            worker_name=f"{socket.gethostname()}:{os.getpid()}",
            lease_seconds=settings.turn_lease_seconds,
            step_hook=kill_after_step(settings.fault_kill_after_step),
            traces=TraceRepository(pool, clock=clock),
            trace_retention_days=settings.trace_retention_days,
        )
        yield worker_deps


def builtin_prompt_version(settings: Settings) -> PromptVersion:
    """The version this deployment ships: the prompt files, the tools' descriptions, its models and bounds."""
    if settings.prompt_version_file:
        from supportbot.agent.tools import TOOLS
        from supportbot.core.prompt_version import from_file

        return from_file(Path(settings.prompt_version_file), tools={n: t.description for n, t in TOOLS.items()})
    models = {"large": settings.llm_model, "small": settings.llm_small_model}
    return builtin_version({k: v for k, v in models.items() if v},
                           {"max_tool_calls": settings.turn_max_tool_calls,
                            "max_llm_calls": settings.turn_max_llm_calls,
                            "deadline_s": settings.turn_deadline_seconds})


async def register_builtin_version(pool: asyncpg.Pool, settings: Settings, clock: Clock) -> VersionRow:
    """Every run names a prompt_versions row: the shipped one is added at start (a no-op when its content
    is already there; a changed prompt file under the same label is a new label with its hash)."""
    version = builtin_prompt_version(settings)
    repo = PromptVersionRepository(pool, clock=clock)
    try:
        return await repo.add(version, author="deploy")
    except ValueError:
        return await repo.add(replace(version, label=f"{version.label}-{version.content_hash[:8]}"), author="deploy")


async def _watch(pool: asyncpg.Pool, clock: Clock) -> str | None:
    from supportbot.ops.rollout import Rollouts

    answer = await Rollouts(pool, clock).watch()
    return answer.announce if answer else None
