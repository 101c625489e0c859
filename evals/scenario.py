"""The eval scenario format: a shop, a customer with a goal, and the end state that counts as done.

A scenario is graded on what happened (rows in Postgres, records at the stand-ins), never on
how the bot worded things, except for `reply_facts`: facts the customer must have been told.
Strict like the shop fixture: an unknown field is an error that names it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from supportbot.core.shop.fixture import Money, ShopFixture

Language = Literal["en", "es", "hi", "hinglish", "ta", "bn"]  # the design's six
StaffDecision = Literal["approve", "reject", "none"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Ask(_Strict):
    """One thing the customer wants, told by the simulator when it is its turn.

    `facts` are disclosed progressively: the opening message carries what the plan marks as
    `opening`, the rest only when the bot asks for it (order id, item, reason, address, code).
    """

    intent: str  # one of the router's intents (core/understanding/labels.py), e.g. "order_status", "refund"
    # order_id, sku, item, qty, reason, line1, city, postcode, country, email, and remedy ("refund" or
    # "replacement": what the customer picks when a refund's question offers a replacement)
    facts: dict[str, str | int] = {}
    opening: list[str] = []  # which facts the first message of this ask states outright
    say: str | None = None  # a fixed first message instead of a sampled phrasing (attacks, edge cases)
    confirm: bool = True  # answer yes when the bot asks to confirm; False = changes mind, says no
    # Told in the same message as the ask before it ("where is A-1043, and refund the plate"):
    # the simulator opens both at once and raises this one again only if the bot skipped it.
    with_previous: bool = False


class Customer(_Strict):
    wa_id: str  # the WhatsApp sender; a number not on file plays an unverified stranger
    language: Language = "en"
    persona: str = "a polite customer who answers questions briefly"
    shouting: bool = False  # angry capitals


class Staff(_Strict):
    """How staff decide what the bot puts in front of them."""

    approvals: StaffDecision = "approve"


class ExpectedRefund(_Strict):
    order_id: str
    amount: Money


class ExpectedApproval(_Strict):
    order_id: str
    amount: Money
    decision: Literal["approved", "rejected", "pending"]


class ExpectedAddress(_Strict):
    order_id: str
    postcode: str


class ExpectedItem(_Strict):
    sku: str
    qty: int = Field(ge=1)


class ExpectedReturn(_Strict):
    order_id: str
    items: list[ExpectedItem] = Field(min_length=1)


class ExpectedReplacement(_Strict):
    """A no-charge replacement order the shop system created (issue 15.3)."""

    order_id: str
    items: list[ExpectedItem] = Field(min_length=1)


class ExpectedCancellation(_Strict):
    order_id: str


class Warehouse(_Strict):
    """What the warehouse does after the chat: report every returned item received, or nothing."""

    receives: Literal["all", "none"] = "none"


class ExpectedHandoff(_Strict):
    reason_contains: str | None = None  # a word the handoff reason must contain
    priority: Literal["normal", "high", "urgent"] | None = None


class ExpectedSwap(_Strict):
    sku: str
    qty: int = Field(ge=1)
    new_sku: str | None  # None in an order edit: those units removed


class ExpectedExchange(_Strict):
    order_id: str
    items: list[ExpectedSwap] = Field(min_length=1)


class ExpectedMethodChange(_Strict):
    order_id: str
    method: str


class Expect(_Strict):
    """The end state. Lists are exact: a refund that is not listed is a difference."""

    refunds: list[ExpectedRefund] = []
    approvals: list[ExpectedApproval] = []
    address_changes: list[ExpectedAddress] = []
    # Exact lists when given; None (left out): not graded, as in scenarios written before the
    # shop's returns and cancellations (issue 15) existed.
    cancellations: list[ExpectedCancellation] | None = None
    returns: list[ExpectedReturn] | None = None
    replacements: list[ExpectedReplacement] = []  # exact, like refunds: one not listed is a difference
    handoff: ExpectedHandoff | None = None  # None: the ticket must not go to a person
    verified: bool | None = None  # None: not graded
    # The retail desk's actions (SCENARIO_FORMAT.md, fourth round), exact like refunds. The bot has
    # none of them yet, so any one expected is a difference (evals/grading.py), and [] / null pass.
    exchanges: list[ExpectedExchange] = []
    order_edits: list[ExpectedExchange] = []
    payment_method_changes: list[ExpectedMethodChange] = []
    saved_address: dict[str, str] | None = None


class Scenario(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    intent: str  # the row of the report's table by intent
    tags: list[str] = []  # e.g. "hard:over-limit", "lang:hi", "risk:lawyer"
    now: datetime  # SUPPORTBOT_CLOCK for the trial; fixture dates are absolute
    shop: ShopFixture
    customer: Customer
    goal: str  # for the LLM simulator: what the customer wants, in a sentence
    plan: list[Ask] = Field(min_length=1)
    staff: Staff = Staff()
    warehouse: Warehouse = Warehouse()
    expect: Expect
    must_not: list[str] = []  # texts that must not appear in any reply (other customers' data, ...)
    reply_facts: list[str] = []  # texts that must appear in some reply, e.g. "A-1043", "25.00"
    max_turns: int = 8  # customer messages before the simulator gives up


def load_scenarios(directory: Path) -> list[Scenario]:
    """Every *.json under `directory`, sorted by id; a bad file raises with its name."""
    scenarios = []
    for path in sorted(directory.rglob("*.json")):
        try:
            scenarios.append(Scenario.model_validate_json(path.read_text(encoding="utf-8")))
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from exc
    ids = [s.id for s in scenarios]
    if len(ids) != len(set(ids)):
        raise ValueError(f"duplicate scenario ids in {directory}")
    return sorted(scenarios, key=lambda s: s.id)
