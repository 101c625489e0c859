"""What a tool call runs with: the session's conversation and step, its services, the store's protocol."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from supportbot.core.codes import CodeWait
from supportbot.core.journal import HeldSteps
from supportbot.core.money.actions import Action, Identity, ProposedAction, RefundRecord, TokenUsed
from supportbot.core.money.ledger import ClaimReads, Ledger
from supportbot.core.money.policy import EarlierRefund, RefundLimits, Refused
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.ports import Carrier, Catalogue, HelpCentre, Mailer
from supportbot.core.shop.orders import Customer, Order

# How long a proposed action waits for the customer's yes, whichever tool proposed it.
CONFIRM_TTL = timedelta(minutes=10)


class ToolStore(Protocol):
    """What tools read and write; supportbot/store/ implements it."""

    async def order(self, order_id: str) -> Order | None: ...
    async def orders_of(self, customer_id: str) -> list[Order]: ...
    async def customer(self, customer_id: str) -> Customer | None: ...
    async def identity(self, conversation_id: int) -> Identity: ...
    async def claim(self, conversation_id: int, customer_id: str) -> None: ...
    async def save_code(self, conversation_id: int, customer_id: str, code_hash: str, step_key: str,
                        expires_at: datetime, now: datetime) -> bool | CodeWait: ...
    async def latest_code(self, conversation_id: int) -> Any: ...
    async def record_attempt(self, conversation_id: int, step_key: str, *, code_id: int | None,
                             customer_id: str | None) -> None: ...
    async def propose(self, proposal: ProposedAction) -> Action | TokenUsed: ...
    async def propose_refund(self, key: str, nonce: str, order_id: str, conversation_id: int, since: datetime,
                             decide: Callable[[Ledger], ProposedAction | Refused], *, held: HeldSteps | None = None
                             ) -> Action | TokenUsed | Refused: ...
    async def claims(self, order_id: str) -> tuple[EarlierRefund, ...]: ...
    async def refunds_of(self, customer_id: str) -> list[RefundRecord]: ...
    async def claimed_totals(self, conversation_id: int, customer_id: str, since: datetime) -> tuple[Any, Any]: ...
    async def customer_words(self, conversation_id: int) -> tuple[str, ...]: ...
    async def claim_reads(self, order_id: str, conversation_id: int, customer_id: str, since: datetime
                          ) -> ClaimReads: ...


@dataclass(frozen=True)
class ToolServices:
    store: ToolStore
    mailer: Mailer
    limits: RefundLimits
    token_secret: bytes
    helpcentre: HelpCentre | None = None  # none: nothing to quote, so every policy question goes to a person
    returns: ReturnSettings = ReturnSettings()
    carrier: Carrier | None = None  # none: a delivered order is told from its row alone
    catalogue: Catalogue | None = None  # none: the shop has no catalogue to read, so no product is ever named
    can_collect: bool = False  # the shop takes a dearer exchange's difference on its own payment link
    can_change_payment: bool = False  # the shop's system switches a placed order to another saved method


@dataclass
class ToolContext:
    conversation_id: int
    step_key: str  # conversation:run:step of this call: the idempotency key of any effect
    phone_customer_id: str | None  # verified because the WhatsApp number is the account's phone
    now: datetime
    services: ToolServices
    # The run's held journal steps, for a tool whose write carries them (issue_refund's proposal).
    held: HeldSteps | None = None

    async def verified_customer(self) -> str | None:
        if self.phone_customer_id:
            return self.phone_customer_id
        return (await self.services.store.identity(self.conversation_id)).verified_customer_id
