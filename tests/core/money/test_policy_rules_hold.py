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

The templated rung proposes through these same tools (supportbot/rungs/refund_flow.py).
"""

from __future__ import annotations

import itertools
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.returns import ReturnSettings
from supportbot.effects.execution import approved
from supportbot.store.staff import StaffRepository
from tests.quality import inbound
from tests.refund_floor import Floor, Seat, Unjournaled, add_order, confirm, context, conversation, open_floor

pytestmark = pytest.mark.clock  # the orders' dates derive from the application's clock

EXAMPLES = 30
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


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=1) as floor:
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
    sent = [r for r in await floor.provider("/_sandbox/shop/replacements") if r["replaces"] == order]
    broken = []
    if meaning == "never_came":
        made = [f"{a['kind']} {a['status']}" for a in actions if a["kind"] in ("refund", "replacement", "return")]
        if made or paid or sent:
            broken.append(f"a parcel that never came: {made}, paid {len(paid)}, replaced {len(sent)}")
    # A proposal the customer could say yes to counts, whatever became of it after (a "no", a failed label).
    offered = [a for a in actions if a["status"] != "refused"]
    kept = sum(sum(i["qty"] for i in a["items"] or []) for a in offered if a["kind"] in ("refund", "replacement")
               and a["status"] not in ("cancelled", "expired", "rejected", "failed"))
    for a in (a for a in offered if a["kind"] == "return"):
        n = sum(i["qty"] for i in a["items"] or [])
        value = PRICE * n
        if meaning == "fault" and a["amount"] != value:
            broken.append(f"a return for the shop's fault, recorded {a['reason']}, pays the fee: "
                          f"{a['amount']} of {value}")
        if meaning == "own" and a["amount"] != value - FEE:
            broken.append(f"a return for the customer's own reason, recorded {a['reason']}, refunds "
                          f"{a['amount']} of {value} (fee {FEE})")
        if n + kept > UNITS:
            broken.append(f"units kept ({kept}) are in a return of {n} ({UNITS} ordered)")
    return broken


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(said=st.sampled_from(SAID), story=steps)
# Stories that keep units and then try to send them back, always told.
@example(said=SAID[7], story=[("refund", "damaged", 2, True), ("return", "damaged", 2, True)])
@example(said=SAID[8], story=[("replacement", "damaged", 3, True), ("return", "changed_mind", 1, False)])
@example(said=SAID[11], story=[("return", "damaged", 3, False), ("refund", "damaged", 1, True)])
async def test_the_fixed_rules_hold_whatever_the_model_does(floor, said, story):
    meaning, words = said
    number = next(_examples)
    customer, order = f"C-R{number}", f"R-{number:04d}"
    await floor.provider("/_sandbox/payments/faults", {})
    await add_order(floor, customer, order, floor.now, qty=UNITS, unit_price=str(PRICE))
    limits = RefundLimits(auto_limit=Decimal("1000.00"))  # a person is never what stops a payment
    seat = floor.seat(0, await conversation(floor.db, floor.now), customer, limits)
    await inbound(floor.db, seat.conversation_id, floor.now, words.format(order=order))
    for step in story:
        await act(floor, seat, order, step)
        assert await broken_rules(floor, order, meaning) == [], (words, step, story)
