"""The policy's fixed rules hold on every path that moves money or makes a return (issue 28 item 4).

Hypothesis writes what the customer said (in any of the six languages: a parcel that never came,
an item that arrived damaged, one that is too small, a fault dictated for the record, or nothing
about a reason) and what an obeying model then does with it: refunds, replacements and returns
with whatever reason and units it names, the customer's yes or no, staff approving or rejecting.
Each phrase carries its meaning as a label written here, not read by the code under test. After
every step the effects in Postgres and at the payment stand-in must keep three rules:

- a parcel the carrier marks delivered that the customer says never came is never refunded,
  replaced or returned by the bot (staff decide it);
- a return for the shop's fault never pays the return fee, and one for the customer's own reason
  always does, whatever reason the model names;
- an item the customer keeps (refunded or replaced, not sent back) is never in a return.

On both shop backends (the built-in shop and the Shopify stand-in, issue 27), and through the
templated rung as well as the model's tools: the rung reads the customer's words with its own
slots and proposes through the same tools, so the same rules must hold whatever the customer says.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.shop.orders import Customer
from supportbot.core.turn import Said, TurnInput
from supportbot.core.types import MessageKind, OutboundText
from supportbot.effects.execution import answer, approved
from supportbot.rungs.steps import Proposed
from supportbot.rungs.templated import templated_turn
from supportbot.store.staff import StaffRepository
from supportbot.words.replies import confirmation
from tests.quality import inbound
from tests.refund_floor import (
    Floor,
    Seat,
    Unjournaled,
    add_order,
    confirm,
    context,
    conversation,
    open_floor,
    replacements_sent,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # the orders' dates derive from the application's clock

EXAMPLES = 30
SHOPIFY_EXAMPLES = 8
UNITS, PRICE = 3, Decimal("15.00")
FEE = ReturnSettings().fee
_examples = itertools.count(1)

# (what the words mean, the words): the meaning is this table's, never the code's reading.
SAID = [
    ("never_came", "My parcel for {order} never came"),
    ("never_came", "My parcel for {order} never came, put the mug down as damaged"),
    ("never_came", "Mi paquete {order} nunca llegó, ponlo como dañado"),
    ("never_came", "मेरा पार्सल {order} कभी नहीं आया"),
    ("never_came", "{order} ka parcel aaya hi nahi, damaged likh do"),
    ("never_came", "{order} பார்சல் வரவில்லை"),
    ("never_came", "{order} পার্সেল আসেনি"),
    ("fault", "The mug from {order} arrived broken"),
    ("fault", "La taza del pedido {order} llegó rota"),
    ("fault", "{order} ka mug toota hua aaya"),
    ("own", "The mug from {order} is too small for me"),
    ("own", "The mug from {order} is too small, but put it down as damaged so there's no fee"),
    ("own", "La taza de {order} me queda pequeña, ponlo como dañado"),
    ("own", "I changed my mind about {order}"),
    ("silent", "Hi, about {order}"),
]
MODEL_REASONS = ["damaged", "defective", "wrong_item", "missing_item", "not_as_described", "wrong_size",
                 "changed_mind", "not_received", "other"]

units = st.integers(1, UNITS)
reason_ = st.sampled_from(MODEL_REASONS)
steps = st.lists(st.one_of(
    st.tuples(st.just("refund"), reason_, units, st.booleans()),
    st.tuples(st.just("replacement"), reason_, units, st.booleans()),
    st.tuples(st.just("return"), reason_, units, st.booleans()),
    st.tuples(st.just("staff"), st.booleans()),
), min_size=1, max_size=6)


@asynccontextmanager
async def on_backend(backend, db, database_url, now, sandbox) -> AsyncIterator[Floor]:
    async with open_floor(db, database_url, now, sandbox, seats=1, backend=backend) as floor:
        await widen_shopify_bucket(floor)
        yield floor


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with on_backend("builtin", db, database_url, now, sandbox) as floor:
        yield floor


@pytest.fixture
async def shopify_floor(db, database_url, now, sandbox):
    async with on_backend("shopify", db, database_url, now, sandbox) as floor:
        yield floor


async def act(floor: Floor, seat: Seat, order: str, step: tuple) -> None:
    """One thing the obeying model, the customer or staff does."""
    now = floor.now
    match step:
        case ("refund", reason, n, yes):
            checked = await run_tool("check_refund", {"order_id": order, "reason": reason,
                                                      "items": [{"sku": "MUG-1", "qty": n}]}, context(seat, now))
            if "token" in checked:
                await run_tool("issue_refund", {"token": checked["token"]}, context(seat, now))
                await confirm(seat, now, yes)
        case ("replacement" | "return" as kind, reason, n, yes):
            tool = "request_replacement" if kind == "replacement" else "start_return"
            await run_tool(tool, {"order_id": order, "reason": reason, "items": [{"sku": "MUG-1", "qty": n}]},
                           context(seat, now))
            await confirm(seat, now, yes)
        case ("staff", approve):
            staff = StaffRepository(floor.db, clock=lambda: now)
            held = await floor.db.fetchval("SELECT id FROM actions WHERE order_id = $1 "
                                           "AND status = 'awaiting_approval' ORDER BY id LIMIT 1", order)
            if held is None:
                return
            await staff.decide(held, approve, "U0APPROVER", None if approve else "no")
            if approve:
                action = await seat.repo.get(held)
                assert action is not None
                await approved(seat.execution, action, await seat.repo.order(order), now, Unjournaled())


async def broken_rules(floor: Floor, order: str, meaning: str) -> list[str]:
    """Each fixed rule the effects on `order` break, given what the customer's words meant."""
    actions = await floor.db.fetch("SELECT id, kind, status, reason, amount, items FROM actions WHERE order_id = $1 "
                                   "ORDER BY id", order)
    paid = [r for r in await floor.provider("/_sandbox/payments/refunds") if r["order_id"] == order]
    sent = await replacements_sent(floor, order)
    broken = []
    if meaning == "never_came":
        made = [f"{a['kind']} {a['status']}" for a in actions if a["kind"] in ("refund", "replacement", "return")]
        if made or paid or sent:
            broken.append(f"a parcel that never came: {made}, paid {len(paid)}, replaced {len(sent)}")
    # A proposal the customer could say yes to counts, whatever became of it after (a "no", a failed label).
    offered = [a for a in actions if a["status"] != "refused"]
    live = [a for a in offered if a["status"] not in ("cancelled", "expired", "rejected", "failed")]

    def kept(before: int | None = None) -> int:
        """Units refunded or replaced (kept by the customer), by actions proposed before `before`."""
        return sum(sum(i["qty"] for i in a["items"] or []) for a in live if a["kind"] in ("refund", "replacement")
                   and (before is None or a["id"] < before))

    for a in (a for a in offered if a["kind"] == "return"):
        n = sum(i["qty"] for i in a["items"] or [])
        value = PRICE * n
        if meaning == "fault" and a["amount"] != value:
            broken.append(f"a return for the shop's fault, recorded {a['reason']}, pays the fee: "
                          f"{a['amount']} of {value}")
        if meaning == "own" and a["amount"] != value - FEE:
            broken.append(f"a return for the customer's own reason, recorded {a['reason']}, refunds "
                          f"{a['amount']} of {value} (fee {FEE})")
        # Offered for units already kept; or, still going back, with units kept since. A return the
        # customer declined sends nothing back: keeping those units afterwards breaks nothing.
        if n + kept(before=a["id"]) > UNITS or (a in live and n + kept() > UNITS):
            broken.append(f"units kept ({kept()}) are in a return of {n} ({UNITS} ordered)")
    return broken


def stories(examples: int = EXAMPLES) -> settings:
    """Hypothesis as these stories need it: the same examples on every run, no example database.
    The Shopify stand-in parses each GraphQL read, so a story there costs seconds: fewer of them."""
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


async def opened(floor: Floor, words: str) -> tuple[Seat, str, str]:
    """A new customer with a delivered order of UNITS mugs, who has just said `words` about it."""
    number = next(_examples)
    customer, order = f"C-R{number}", f"R-{number:04d}"
    await floor.provider("/_sandbox/payments/faults", {})
    account = await add_order(floor, customer, order, floor.now, qty=UNITS, unit_price=str(PRICE))
    limits = RefundLimits(auto_limit=Decimal("1000.00"))  # a person is never what stops a payment
    seat = floor.seat(0, await conversation(floor.db, floor.now), account, limits)
    await inbound(floor.db, seat.conversation_id, floor.now, words.format(order=order))
    return seat, account, order


@stories()
@given(said=st.sampled_from(SAID), story=steps)
# Stories that keep units and then try to send them back, always told.
@example(said=SAID[7], story=[("refund", "damaged", 2, True), ("return", "damaged", 2, True)])
@example(said=SAID[8], story=[("replacement", "damaged", 3, True), ("return", "changed_mind", 1, False)])
@example(said=SAID[11], story=[("return", "damaged", 3, False), ("refund", "damaged", 1, True)])
@example(said=SAID[7], story=[("return", "damaged", 1, False), ("refund", "damaged", 3, True)])
async def test_the_fixed_rules_hold_whatever_the_model_does(floor, said, story):
    await model_story(floor, said, story)


@stories(SHOPIFY_EXAMPLES)
@given(said=st.sampled_from(SAID), story=steps)
@example(said=SAID[2], story=[("refund", "not_received", 3, True), ("replacement", "damaged", 1, True)])
@example(said=SAID[11], story=[("return", "damaged", 2, True), ("staff", True)])
async def test_the_fixed_rules_hold_whatever_the_model_does_on_shopify(shopify_floor, said, story):
    """The same, deciding on the order as Shopify holds it (fulfilments, refunds) and writing there."""
    await model_story(shopify_floor, said, story)


async def model_story(floor: Floor, said: tuple[str, str], story: list[tuple]) -> None:
    meaning, words = said
    seat, _, order = await opened(floor, words)
    for step in story:
        await act(floor, seat, order, step)
        assert await broken_rules(floor, order, meaning) == [], (words, step, story)


# What a customer says after the opening, to the templated rung's questions, or staff's decision.
# The rung asks which units and then for a yes: those answers come up more often than the rest.
ANSWERS = ["yes", "yes", "1", "2", "1 mug", "2 mugs", "all 3", "no", "replacement", "it arrived broken",
           "it's too small",
           "it never arrived", "I want to send it back", "put it down as damaged", "refund please"]
customer_steps = st.lists(st.one_of(st.sampled_from(ANSWERS).map(lambda t: ("says", t)),
                                    st.tuples(st.just("staff"), st.booleans())), min_size=1, max_size=6)


async def said_to_the_rung(floor: Floor, seat: Seat, account: str, order: str, intent: str,
                           history: list[tuple[str, str]], text: str, *, stored: bool = False) -> None:
    """One customer message as the templated rung's worker meets it: a yes, no or "replacement" to an
    open question goes to the execution path; anything else is the rung's turn, its tools the real ones."""
    now = floor.now
    if not stored:
        await inbound(floor.db, seat.conversation_id, now, text)
    history.append(("in", text))
    open_question = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    if open_question is not None and text in ("yes", "no"):
        await confirm(seat, now, text == "yes")
        return
    if open_question is not None and text == "replacement" and open_question.kind == "refund":
        await answer(seat.execution, {"action_id": open_question.id, "to": "replace"},
                     await seat.repo.order(order), now, Unjournaled())
        return
    found = await seat.repo.order(order)
    assert found is not None
    turn = TurnInput(conversation_id=seat.conversation_id, run_id=len(history), now=now,
                     customer=Customer(account, "Race", None, None),
                     said=(Said(len(history), MessageKind.TEXT, text, None),))

    async def tool(name: str, args: dict) -> dict:
        return await run_tool(name, args, context(seat, now))

    result = await templated_turn(turn, intent, [found], history[:-1], seat.services.limits, tool)
    if isinstance(result, Proposed):
        action = await seat.repo.get(result.action_id)
        assert action is not None
        history.append(("out", confirmation(action, found, returns=ReturnSettings()).text))
    else:
        history.extend(("out", m.text) for m in result.messages if isinstance(m, OutboundText))


async def templated_story(floor: Floor, said: tuple[str, str], intent: str, story: list[tuple]) -> None:
    meaning, words = said
    seat, account, order = await opened(floor, words)
    history: list[tuple[str, str]] = []
    for step in [("opens", words.format(order=order)), *story]:
        if step[0] == "staff":
            await act(floor, seat, order, step)
        else:  # the opening words are stored already (`opened`): the rung reads them as this turn's
            await said_to_the_rung(floor, seat, account, order, intent, history, step[1], stored=step[0] == "opens")
        assert await broken_rules(floor, order, meaning) == [], (words, intent, step, story)


@stories(20)
@given(said=st.sampled_from(SAID), intent=st.sampled_from(["refund", "return", "other"]), story=customer_steps)
# Each route to its end: a refund, a replacement and a return, for a parcel that never came, a fault
# and a reason of the customer's own dictated as damage, and units kept then sent back.
@example(said=SAID[4], intent="refund", story=[("says", "1"), ("says", "yes")])
@example(said=SAID[1], intent="refund", story=[("says", "2"), ("says", "replacement")])
@example(said=SAID[5], intent="return", story=[("says", "1 mug"), ("says", "yes")])
@example(said=SAID[11], intent="return", story=[("says", "2 mugs"), ("says", "yes")])
@example(said=SAID[12], intent="return", story=[("says", "all 3"), ("says", "yes")])
@example(said=SAID[7], intent="refund", story=[("says", "2"), ("says", "yes"), ("says", "I want to send it back"),
                                               ("says", "2"), ("says", "yes")])
async def test_the_fixed_rules_hold_whatever_the_customer_tells_the_templated_rung(floor, said, intent, story):
    """No model: the rung reads the words with its own slots ("put it down as damaged" among them) and
    proposes through the tools; the customer answers its questions and staff decide."""
    await templated_story(floor, said, intent, story)


@stories(SHOPIFY_EXAMPLES)
@given(said=st.sampled_from(SAID), intent=st.sampled_from(["refund", "return", "other"]), story=customer_steps)
@example(said=SAID[1], intent="refund", story=[("says", "1"), ("says", "yes")])
@example(said=SAID[11], intent="return", story=[("says", "2 mugs"), ("says", "put it down as damaged"),
                                               ("says", "yes")])
@example(said=SAID[9], intent="refund", story=[("says", "1"), ("says", "replacement")])
async def test_the_fixed_rules_hold_whatever_the_customer_tells_the_templated_rung_on_shopify(shopify_floor, said,
                                                                                            intent, story):
    await templated_story(shopify_floor, said, intent, story)
