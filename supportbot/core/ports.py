"""The protocols the core and the worker see; `supportbot/store/` and `supportbot/channels/` implement them.

Keeping these here is what lets the worker and the turn run without importing a database
driver or an HTTP client (STYLE.md: imports point inward).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, Literal, Protocol

from supportbot.core.shop.catalogue import Product
from supportbot.core.shop.helpcentre import Passage
from supportbot.core.shop.orders import Customer, Order
from supportbot.core.turn import Said
from supportbot.core.types import Outbound


class ShopReader(Protocol):
    async def customer_by_phone(self, phone: str) -> Customer | None: ...
    async def orders_of(self, customer_id: str) -> list[Order]: ...


class OrderSystem(ShopReader, Protocol):
    """The shop's order system, read side: the one port every shop backend fills.

    `supportbot/store/shop.py` is the built-in Postgres shop (the demo and the evals);
    `supportbot/channels/shop/shopify.py` reads Shopify's Admin GraphQL API. The order system is
    the shop's, not ours: callers read it through the 30 s per-conversation snapshot
    (`supportbot/store/agent.py`) and a slow read earns the customer a "checking, one moment".
    Scoping is the caller's: `order` returns any customer's order, tools check the owner.
    """

    async def customer_by_email(self, email: str) -> Customer | None: ...
    async def customer(self, customer_id: str) -> Customer | None: ...
    async def order(self, order_id: str) -> Order | None: ...
    # What the shop refunded itself (its admin, not the bot) on any of the customer's orders since
    # `since`: the daily cap counts it. Read under the customer's claim lock, never from a snapshot.
    async def shop_refunded_since(self, customer_id: str, since: datetime) -> Decimal: ...


@dataclass(frozen=True)
class Recipient:
    wa_id: str | None
    user_id: str | None
    business_number_id: str
    last_inbound_at: datetime | None = None  # opens WhatsApp's 24 h customer-service window
    language: str | None = None  # what the customer last wrote in, for texts outside turns


@dataclass(frozen=True)
class Sent:
    message_id: str


@dataclass(frozen=True)
class Rejected:
    """The provider refused for good (e.g. 131047 outside the 24 h window): do not resend."""

    code: int | None
    detail: str


@dataclass(frozen=True)
class RetryLater:
    """Throughput or pair-rate limits, or the provider is down: try the same send later."""

    code: int | None
    detail: str
    after_seconds: float


SendOutcome = Sent | Rejected | RetryLater


class Messenger(Protocol):
    async def send(self, to: Recipient, message: Outbound) -> SendOutcome: ...
    async def mark_read(self, business_number_id: str, message_id: str) -> None: ...


@dataclass(frozen=True)
class OpenRun:
    id: int
    conversation_id: int
    seq: int
    through_seq: int  # the conversation's inbound count this run answers up to
    attempts: int
    recipient: Recipient
    said: tuple[Said, ...]
    last_message_wamid: str | None


@dataclass(frozen=True)
class Stalled:
    conversation_id: int
    job_id: str | None
    inbound_seq: int
    rescues: int
    leased: bool = False  # a job held its lease and let it lapse (a killed worker's); False: never held or released


Opened = Literal["busy", "settled"]
"""What opening a run finds when there is no run to answer: another job holds the conversation, or
nothing is left and the conversation went idle."""


class RunStore(Protocol):
    async def renew(self, conversation_id: int, owner: str, seconds: float) -> bool: ...
    async def renew_many(self, held: Sequence[tuple[int, str]], seconds: float) -> set[int]: ...
    async def release(self, conversation_id: int, owner: str) -> None: ...
    async def open_run(self, conversation_id: int, owner: str, lease_seconds: float, responder: str,
                       prompt_version_id: int | None = None) -> OpenRun | Opened: ...
    async def stalled(self, min_age_seconds: float) -> list[Stalled]: ...
    async def recipient(self, conversation_id: int) -> Recipient: ...
    async def quiet_since(self, conversation_id: int, seq: int) -> bool: ...
    async def close(self, conversation_id: int, seq: int) -> bool: ...
    async def due_timers(self, now: datetime, nudge_after: float, close_after: float
                         ) -> list[tuple[str, int, int]]: ...
    async def reassign(self, conversation_id: int, old_job_id: str | None, new_job_id: str) -> bool: ...


class StepStore(Protocol):
    async def recorded(self, run_id: int) -> dict[int, tuple[str, Any]]: ...
    async def record(self, run_id: int, step: int, kind: str, request: Any, result: Any) -> None: ...
    async def record_many(self, run_id: int, steps: list[dict[str, Any]]) -> None: ...


NOT_STORED_FORGOTTEN = "(forgotten)"
"""What `Outbox.prepare` answers when the conversation was forgotten while its turn ran: send nothing."""


class Outbox(Protocol):
    async def prepare(self, conversation_id: int, run_id: int | None, key: str, message: Outbound,
                      steps: Sequence[dict[str, Any]] = ()) -> str | None:
        """Record the outbound message under its key, and the run's held journal steps with it; the
        wamid when it was already sent, or NOT_STORED_FORGOTTEN when the conversation is forgotten."""

    async def sent(self, key: str, message_id: str) -> None: ...
    async def failed(self, key: str, detail: str) -> None: ...



@dataclass(frozen=True)
class RefundSucceeded:
    provider_ref: str


@dataclass(frozen=True)
class RefundFailed:
    reason: str


@dataclass(frozen=True)
class RefundUnknown:
    """No answer we can trust: the refund may or may not exist; reconcile by key."""

    reason: str


RefundOutcome = RefundSucceeded | RefundFailed | RefundUnknown


class Payments(Protocol):
    """The payment provider (supportbot/channels/payments/stripe_refunds.py): a refund of an order under
    the action's key; `lookup` asks what the provider holds under that key on that order's payment."""

    async def refund(self, key: str, order_id: str, amount: Decimal, currency: str,
                     payment_ref: str | None = None) -> RefundOutcome:
        """`payment_ref`: the order's payment as the caller read it with the order (the re-decision's
        read under the claim's lock); None: the provider's adapter reads it."""
        ...

    async def lookup(self, key: str, order_id: str) -> RefundOutcome: ...


@dataclass(frozen=True)
class ReturnLabel:
    """A prepaid return label the warehouse issued: its return id and where the label is."""

    label_id: str
    label_url: str


class Warehouse(Protocol):
    """The carrier/warehouse's returns API (supportbot/channels/warehouse/client.py); None when it refused
    or did not answer: the key makes a second try the same return."""

    async def create_return(self, key: str, order_id: str, items: tuple[tuple[str, int], ...]
                            ) -> ReturnLabel | None: ...


@dataclass(frozen=True)
class ParcelEvent:
    """One scan in the carrier's tracking: the carrier's own words, untrusted data."""

    time: str
    status: str
    description: str
    location: str


@dataclass(frozen=True)
class ProofOfDelivery:
    """Where the carrier says it left a parcel, and its photo and GPS fix when it has them."""

    left_at: str | None
    photo_url: str | None = None
    lat: float | None = None
    lon: float | None = None


@dataclass(frozen=True)
class ParcelTracking:
    events: tuple[ParcelEvent, ...]
    proof: ProofOfDelivery | None


class Carrier(Protocol):
    """The carrier's tracking API (supportbot/channels/carrier/client.py); None when it did not answer: a
    carrier outage never holds up the reply."""

    async def tracking(self, tracking_number: str) -> ParcelTracking | None: ...


@dataclass(frozen=True)
class ReplacementCreated:
    shop_order_ref: str  # the shop system's id for the new no-charge order


@dataclass(frozen=True)
class ReplacementFailed:
    reason: str


@dataclass(frozen=True)
class ReplacementUnknown:
    """No answer we can trust; asking again under the same key is safe (the shop keeps the first)."""

    reason: str


ReplacementOutcome = ReplacementCreated | ReplacementFailed | ReplacementUnknown


class ShopOrders(Protocol):
    """The shop system's order API (sandbox/shop.py stands in for it)."""

    async def create_replacement(self, key: str, order_id: str, items: tuple[tuple[str, int], ...],
                                 reason: str) -> ReplacementOutcome: ...


@dataclass(frozen=True)
class ShopWriteDone:
    shop_ref: str  # the shop's id for what now exists: the cancelled order, the return


@dataclass(frozen=True)
class ShopWriteRefused:
    """The shop said no for good (the order shipped meanwhile, the units are not returnable)."""

    reason: str


@dataclass(frozen=True)
class ShopWriteUnknown:
    """No answer we can trust; asking again under the same key is safe (the shop keeps the first)."""

    reason: str


ShopWriteOutcome = ShopWriteDone | ShopWriteRefused | ShopWriteUnknown


class OrderWriter(ShopOrders, Protocol):
    """The shop's order system, write side: each write under the action's idempotency key, so a
    replayed step finds what the first attempt did instead of doing it twice.

    `supportbot/channels/shop/shopify_writes.py` writes to Shopify (`orderCancel`, `returnCreate`,
    `orderUpdate` for a new address, `customerAddressCreate` for the saved one, the replacement as a
    completed no-charge draft order). The built-in shop cancels and changes addresses (an order's and
    the saved one) under the bot's lock in its own tables
    (`ActionRepository`), and its replacements and returns go to the shop and warehouse stand-ins
    (`ShopClient`, the warehouse client).
    """

    async def cancel(self, key: str, order_id: str) -> ShopWriteOutcome: ...
    async def open_return(self, key: str, order_id: str, items: tuple[tuple[str, int], ...],
                          reason: str) -> ShopWriteOutcome: ...
    # Refused when the order was fulfilled meanwhile: the parcel left with the old address.
    async def change_address(self, key: str, order_id: str, address: dict[str, str]) -> ShopWriteOutcome: ...
    # The customer's saved (default) address, for orders to come; no order changes with it.
    async def change_saved_address(self, key: str, customer_id: str, address: dict[str, str]
                                   ) -> ShopWriteOutcome: ...
    # An order's items before it ships: (sku, qty, new sku or None to take them off) each; `after`
    # is the order's (sku, qty) once edited, so a replay finds the edit made rather than making it twice.
    async def edit_items(self, key: str, order_id: str, changes: tuple[tuple[str, int, str | None], ...],
                         after: tuple[tuple[str, int], ...]) -> ShopWriteOutcome: ...


@dataclass(frozen=True)
class ExchangeMade:
    shop_ref: str  # the shop's id for the exchange (Shopify: the return carrying the exchange lines)
    payment_url: str | None = None  # where the customer pays a difference they owe, on the shop's own checkout


ExchangeOutcome = ExchangeMade | ShopWriteRefused | ShopWriteUnknown


class Exchanger(Protocol):
    """The shop's exchange of delivered units for other variants, under the action's key: a replay
    finds the exchange the first attempt made. `can_collect`: whether the shop can take a payment
    for a dearer variant (policy refuses one it cannot, honestly, rather than give it away)."""

    can_collect: bool

    async def exchange(self, key: str, order_id: str, swaps: tuple[tuple[str, int, str], ...], reason: str,
                       collect: Decimal) -> ExchangeOutcome: ...


class Catalogue(Protocol):
    """The shop's products, read only (supportbot/store/catalogue.py for the built-in shop,
    supportbot/channels/shop/shopify_catalogue.py for Shopify's products and variants).

    `find_products` answers candidates holding any of the words; which of them a question names,
    and in what order, is the core's (supportbot/core/shop/catalogue.py `rank`), the same for both.
    """

    async def find_products(self, words: tuple[str, ...], limit: int = 10) -> list[Product]: ...
    async def product(self, product_id: str) -> Product | None: ...
    async def product_of_sku(self, sku: str) -> Product | None: ...


class Mailer(Protocol):
    # With a key, the provider sends a repeated request once: a replayed step never emails twice.
    async def send(self, to: str, subject: str, text: str, idempotency_key: str | None = None) -> bool: ...


class HelpCentre(Protocol):
    """The shop's articles (supportbot/store/articles.py): passages above the relevance floor, best first."""

    async def search(self, query: str, limit: int = 3) -> list[Passage]: ...


class MemoryStore(Protocol):
    """Customer memory (supportbot/core/privacy/memory.py): typed facts, written by code after a turn."""

    # `phone_customer`: the account on the sender's number, as the order system has it.
    async def facts(self, conversation_id: int, now: datetime, phone_customer: str | None = None
                    ) -> tuple[Any, ...]: ...
    async def remember(self, conversation_id: int, facts: Any, phone_customer: str | None = None) -> int: ...
    async def purge(self, now: datetime) -> int: ...


@dataclass(frozen=True)
class Closing:
    """How a run ends, and what its end writes besides (supportbot/store/run_close.py)."""

    status: str  # "done" | "failed"
    outcome: str
    facts: Sequence[Any] = ()  # remembered about the customer (supportbot/core/privacy/memory.py)
    phone_customer: str | None = None  # the shop's account on the sender's number: whose memory it is
    asked_at: datetime | None = None  # the run ended on a question, at this time by the app's clock
    traced: bool = True  # write the run's trace
    # The job holding the lease: with nothing new since the run opened, the close lets go for it.
    owner: str | None = None
    # The run's last send, (its key, the wamid the provider gave it): its record is written by the
    # close's read, durably, instead of a statement of its own (supportbot/store/run_close.py).
    sent: tuple[str, str] | None = None


@dataclass(frozen=True)
class Closed:
    """What a close did: the trace it wrote, if any, and whether it settled the conversation (went
    idle and let the owner's lease go: nothing arrived since the run opened, so no run is left)."""

    trace: dict[str, Any] | None
    settled: bool


class RunCloser(Protocol):
    """Closes a run after its last step: masks what it used (invariant 10), remembers, notes the
    question, marks it finished, writes its trace and settles when nothing is left; None when the
    run is not there."""

    async def close(self, run_id: int, closing: Closing, held: Sequence[dict[str, Any]] = (),
                    between: Callable[[], Awaitable[None]] | None = None) -> Closed | None: ...
