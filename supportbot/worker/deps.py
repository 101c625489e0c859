"""What a job needs, built once per worker process by the composition root."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any, Protocol

from supportbot.agent.dependencies import AgentDeps
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.ports import (
    MemoryStore,
    Messenger,
    Outbox,
    Payments,
    RunCloser,
    RunStore,
    ShopReader,
    StepStore,
)
from supportbot.core.preamble import ConversationStateReader
from supportbot.core.templates import MessageTemplate, Unreachable
from supportbot.words.cards import ApprovalCard, Decision, HandoffCard, ReviewCard, SuggestionCard

RunStepHook = Callable[[int, str, int], None]
"""(run seq, step kind, step number): called after each recorded step; tests SIGKILL with it."""


class HandoffQueue(Protocol):
    async def hand_off(self, conversation_id: int, run_id: int | None, reason: str, priority: str,
                       summary: dict[str, Any], first_asked_at: datetime) -> int | None: ...
    async def raise_priority(self, conversation_id: int, priority: str, reason: str) -> dict[str, Any] | None: ...


class StaffPoster(Protocol):
    """The staff channel (Slack): cards, decisions, threads, announcements."""

    async def post_approval(self, card: ApprovalCard) -> str: ...
    async def show_decision(self, ts: str, card: ApprovalCard, decision: Decision) -> None: ...
    async def post_handoff(self, card: HandoffCard) -> str: ...
    async def post_in_thread(self, thread_ts: str, text: str) -> str: ...
    async def announce(self, text: str) -> None: ...
    async def post_review(self, card: ReviewCard) -> str: ...
    async def post_suggestion(self, thread_ts: str, card: SuggestionCard) -> str: ...
    async def settle_suggestion(self, ts: str, card: SuggestionCard, outcome: str) -> None: ...


class TraceStore(Protocol):
    """Masked traces of finished runs (supportbot/store/traces.py); a run's own is written by its
    close (supportbot/store/run_close.py)."""

    async def add_action_event(self, action_id: int, event: dict[str, Any], at: datetime) -> bool: ...
    async def purge(self, now: datetime, retention_days: int) -> Any: ...


class StaffStore(Protocol):
    async def action(self, action_id: int) -> Any: ...
    async def set_action_card(self, action_id: int, ts: str) -> None: ...
    async def set_approval_due(self, action_id: int, due: datetime) -> None: ...
    async def approval_context(self, action_id: int) -> dict[str, Any]: ...
    async def due_approvals(self, now: datetime) -> list[Any]: ...
    async def expire(self, action_id: int) -> bool: ...
    async def lost_work(self, min_age_seconds: float, now: datetime) -> list[tuple[str, int, float]]: ...
    async def handoff(self, handoff_id: int) -> Any: ...
    async def open_handoff(self, conversation_id: int) -> Any: ...
    async def handoff_for_run(self, run_id: int) -> Any: ...
    async def queue_position(self, conversation_id: int) -> int | None: ...
    async def set_handoff_thread(self, handoff_id: int, ts: str) -> None: ...
    async def handoff_context(self, handoff_id: int) -> dict[str, Any]: ...
    async def set_setting(self, name: str, value: str, staff_id: str) -> str | None: ...
    async def outcomes(self, conversation_id: int) -> list[dict[str, Any]]: ...
    async def first_time(self, event_id: str) -> bool: ...


class PromiseStore(Protocol):
    """Response-time promises (supportbot/store/promises.py)."""

    async def awaiting(self) -> list[Any]: ...
    async def miss(self, handoff_id: int, promised: str, raised_to: str, now: datetime) -> Any: ...
    async def responded(self, conversation_id: int, at: datetime) -> None: ...


class SuggestionStore(Protocol):
    """Suggested replies (supportbot/store/suggestions.py)."""

    async def grounds(self, conversation_id: int, limit: int = 12) -> dict[str, Any]: ...
    async def by_key(self, key: str) -> Any: ...
    async def offer(self, key: str, conversation_id: int, handoff_id: int, language: str, draft: str,
                    drafted_by: str, citations: Sequence[dict[str, Any]], replaced: str | None,
                    now: datetime) -> Any: ...
    async def set_card(self, suggestion_id: int, ts: str) -> None: ...
    async def get(self, suggestion_id: int) -> Any: ...
    async def hold(self, suggestion_id: int) -> None: ...
    async def reopen(self, suggestion_id: int) -> None: ...


class TemplateFacts(Protocol):
    """What a template's parameters may be filled with (supportbot/store/template_facts.py)."""

    async def facts(self, conversation_id: int) -> dict[str, str]: ...


class EndingStore(Protocol):
    """Conversation endings and their CSAT ask (supportbot/store/endings.py)."""

    async def record(self, key: str, conversation_id: int, how: str, at: datetime, *,
                     staff_id: str | None = None, inbound_seq: int | None = None) -> int | None: ...
    async def decide(self, ending_id: int, now: datetime) -> str: ...
    async def rate(self, ending_id: int, conversation_id: int, rating: str, at: datetime) -> bool: ...
    async def awaiting_reason(self, conversation_id: int, now: datetime) -> int | None: ...
    async def keep_reason(self, ending_id: int, masked: str, at: datetime) -> None: ...


class AlertStore(Protocol):
    """Refunds per hour and the alerts that fired (supportbot/store/alerts.py)."""

    async def refunds_between(self, since: datetime, until: datetime) -> tuple[int, Decimal]: ...
    async def latest_fired(self) -> datetime | None: ...
    async def baseline(self, now: datetime, days: int) -> tuple[list[int], list[Decimal]]: ...
    async def top_conversations(self, since: datetime, until: datetime, limit: int = 5) -> list[dict[str, Any]]: ...
    async def record(self, hour_start: datetime, refunds: int, amount: Decimal, baseline_count: float,
                     baseline_amount: Decimal, count_bound: int, amount_bound: Decimal,
                     at: datetime) -> int | None: ...


class ReviewStore(Protocol):
    """QA reviews (supportbot/store/reviews.py)."""

    async def sample(self, day: date, rate: float, refund_threshold: Decimal, at: datetime) -> list[int]: ...
    async def card(self, review_id: int) -> dict[str, Any]: ...
    async def set_card(self, review_id: int, ts: str) -> None: ...


class ReturnQueue(Protocol):
    """Returns waiting for the warehouse (supportbot/store/returns.py)."""

    async def get(self, return_id: int) -> Any: ...
    async def to_pay(self) -> list[Any]: ...
    async def refunded(self, ret: Any, provider_ref: str | None, at: datetime) -> bool: ...
    async def payment_failed(self, ret: Any, why: str) -> None: ...
    async def overdue(self, before: datetime) -> list[Any]: ...
    async def close_unreceived(self, ret: Any, at: datetime) -> bool: ...
    async def untold(self, state: str, key_prefix: str) -> list[Any]: ...


class VersionChooser(Protocol):
    async def agent_for(self, conversation_id: int, agent: AgentDeps) -> AgentDeps: ...


@dataclass(frozen=True)
class Deps:
    shop: ShopReader
    runs: RunStore
    steps: StepStore
    outbox: Outbox
    messenger: Messenger
    agent: AgentDeps
    handoffs: HandoffQueue
    payments: Payments
    staff: StaffStore
    poster: StaffPoster
    closing: RunCloser  # a run's end: masked, remembered, finished, traced (supportbot/store/run_close.py)
    now: Callable[[], datetime]
    worker_name: str
    lease_seconds: float = 4.0
    max_attempts: int = 3
    step_hook: RunStepHook | None = None
    oncall_group: str = ""  # Slack user group paged on every urgent handoff, whatever the hour
    approval_timeout: float = 24 * 3600
    update_template: str = "support_update"  # the approved template for news outside the 24 h window
    update_template_languages: tuple[str, ...] = ("en",)  # Meta language codes it is approved in
    order_url_template: str = ""  # the shop admin's order page, "{order_id}" filled in
    nudge_after: float = 600  # seconds of silence after a question before one nudge
    close_after: float = 1800  # seconds of silence after a question before closing with a summary
    traces: TraceStore | None = None  # None: runs leave no trace (and count in no metric)
    trace_retention_days: int = 30
    memory: MemoryStore | None = None  # customer memory (supportbot/worker/memory.py); None: remembers nothing
    # The turn's preamble (identity, pending yes, queue, CSAT reason, memory) in one read; None: each
    # module reads its own part.
    conversation_state: ConversationStateReader | None = None
    endings: EndingStore | None = None  # conversation endings and CSAT; None: nothing ends, nobody is asked
    alerts: AlertStore | None = None  # the refund anomaly alert (supportbot/worker/alerts.py); None: not watched
    refund_auto_limit: Decimal = Decimal("50.00")  # the typical refund when the alert's baseline has none
    reviews: ReviewStore | None = None  # QA sampling (supportbot/worker/reviews.py); None: no reviews
    qa_sample_rate: float = 0.01
    qa_refund_threshold: Decimal = Decimal("30.00")
    versions: VersionChooser | None = None  # the prompt version per conversation (supportbot/worker/versions.py)
    # The automatic rollback's check (supportbot/ops/rollout.py): what to announce when it rolled back.
    rollout_watch: Callable[[], Awaitable[str | None]] | None = None
    returns: ReturnQueue | None = None  # returns waiting for the warehouse (worker/returns.py); None: not settled
    return_settings: ReturnSettings = ReturnSettings()
    # The business's WhatsApp templates (the Graph API's list) and how their placeholders are filled
    # (supportbot/worker/templates.py); None: staff cannot send templates.
    list_templates: Callable[[], Awaitable[list[MessageTemplate] | Unreachable]] | None = None
    template_facts: TemplateFacts | None = None
    template_fields: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # First-response promises per priority (supportbot/worker/promises.py); None or no targets: none kept.
    promises: PromiseStore | None = None
    response_targets: dict[str, timedelta] = field(default_factory=dict)
    suggestions: SuggestionStore | None = None  # suggested replies for staff (worker/suggestions.py); None: none
    csat_after: float = 60  # seconds after a resolving turn before the CSAT question (a reply first cancels it)
