"""Exchanges run for real on the built-in shop (issue 33 item 1): the tool, the yes, the shop's
exchange and stock, the refunded difference at the payment stand-in, under races, a crash and a
refund on the same order.

Each conversation has its own connection pool, as two workers would. What the shop's tables and
the provider hold at the end is what really happened: one exchange, one refund, whatever the order
of the clicks, the workers and the retries.
"""

from __future__ import annotations

import asyncio
from decimal import Decimal
from functools import partial
from typing import Any

import asyncpg
import pytest

from sandbox.email import sandbox_mailer
from supportbot.agent.tools import ToolServices, run_tool
from supportbot.app.bootstrap import email_of
from supportbot.channels.payments.stripe_refunds import StripePayments
from supportbot.channels.warehouse.client import WarehouseClient
from supportbot.core.money.policy import RefundLimits
from supportbot.core.turn import AwaitApproval, Handoff, Reply
from supportbot.effects.exchanging import ExchangeDesk
from supportbot.effects.execution import Execution, answer, approved, execute, recheck
from supportbot.effects.labels import LabelDesk
from supportbot.store.agent import AgentRepository
from supportbot.store.catalogue import CatalogueRepository
from supportbot.store.shop import ShopRepository
from supportbot.store.shop_exchanges import BuiltinExchanges
from tests.refund_floor import (
    SECRET,
    STRIPE_KEY,
    Floor,
    Seat,
    Unjournaled,
    add_customer_and_order,
    check,
    confirm,
    context,
    conversation,
    issue,
    open_floor,
    provider_refunds,
)

pytestmark = pytest.mark.clock  # the orders' dates derive from the application's clock


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.5) as floor:
        yield floor


def seat(floor: Floor, index: int, conversation_id: int, phone_customer: str | None,
         limits: RefundLimits | None = None) -> Seat:
    """One conversation on its own pool, with the catalogue and the built-in shop's exchanges."""
    limits = limits or RefundLimits()
    pool = floor.pools[index % len(floor.pools)]
    repo = AgentRepository(pool, clock=lambda: floor.now)
    payments = StripePayments(STRIPE_KEY, str(floor.sandbox.make_url("/stripe")), floor.session,
                              ShopRepository(pool).payment_ref, timeout=floor.payment_timeout)
    catalogue = CatalogueRepository(pool)
    services = ToolServices(repo, sandbox_mailer(floor.sandbox.app), limits, SECRET, catalogue=catalogue)
    labels = LabelDesk(WarehouseClient(floor.session, str(floor.sandbox.make_url("/warehouse"))), services.mailer,
                       partial(email_of, repo))
    desk = ExchangeDesk(BuiltinExchanges(pool, clock=lambda: floor.now), catalogue, labels=labels)
    return Seat(conversation_id, phone_customer, services, Execution(repo, payments, limits, exchanges=desk), repo)


async def shirts(db: asyncpg.Pool, customer: str, order: str, now, *, medium: str = "20.00", stock: int = 5,
                 qty: int = 1) -> None:
    """A delivered order of `qty` small linen shirts at 30.00, and the shirt's variants in the catalogue."""
    await add_customer_and_order(db, customer, order, now, sku="SHIRT-S", qty=qty, unit_price="30.00")
    await db.execute("INSERT INTO products (id, title, options) VALUES ('P-SHIRT', 'Linen shirt', '{Size}') "
                     "ON CONFLICT (id) DO NOTHING")
    for position, (sku, size, price, available) in enumerate([("SHIRT-S", "S", "30.00", 3),
                                                               ("SHIRT-M", "M", medium, stock),
                                                               ("SHIRT-L", "L", "38.00", 2)]):
        await db.execute(
            "INSERT INTO product_variants (sku, product_id, position, title, options, price, available) "
            "VALUES ($1, 'P-SHIRT', $2, $3, $4, $5, $6) ON CONFLICT (sku) DO UPDATE SET price = $5, available = $6",
            sku, position, f"Linen shirt / {size}", [["Size", size]], Decimal(price), available)


async def exchange(s: Seat, now, order: str, new: str = "SHIRT-M", qty: int = 1, reason: str = "defective"
                   ) -> dict[str, Any]:
    return await run_tool("exchange_items", {"order_id": order, "reason": reason,
                                             "items": [{"sku": "SHIRT-S", "qty": qty, "new_variant": new}]},
                          context(s, now))


async def labels_for(floor: Floor, order: str) -> list[dict[str, Any]]:
    return [r for r in await floor.provider("/_sandbox/warehouse/returns") if r["order_id"] == order]


async def emails_to(floor: Floor, customer: str) -> list[dict[str, Any]]:
    return [m for m in await floor.provider("/_sandbox/email/sent") if m["to"] == f"{customer.lower()}@example.com"]


async def made_at_shop(db: asyncpg.Pool, order: str) -> int:
    return await db.fetchval("SELECT count(*) FROM shop_exchanges WHERE order_id = $1", order)


async def stock(db: asyncpg.Pool, sku: str) -> int:
    return await db.fetchval("SELECT available FROM product_variants WHERE sku = $1", sku)


async def test_a_cheaper_variant_is_exchanged_once_and_the_difference_refunded_once(floor, now):
    await shirts(floor.db, "C-X1", "A-7100", now)
    s = seat(floor, 0, await conversation(floor.db, now), "C-X1")
    proposed = await exchange(s, now, "A-7100")
    assert proposed["status"] == "awaiting_confirmation", proposed
    assert (proposed["refund_difference"], proposed["customer_pays"]) == ("10.00", "0.00")  # 30 - 20, no fee
    said = await confirm(s, now)
    assert isinstance(said, Reply) and said.outcome == "exchanged", said
    assert "10.00" in said.messages[0].text
    assert await made_at_shop(floor.db, "A-7100") == 1 and await stock(floor.db, "SHIRT-M") == 4
    assert [r["amount"] for r in await provider_refunds(floor, "A-7100")] == ["10.00"]
    row = await floor.db.fetchrow("SELECT skus, refund FROM exchanges WHERE order_id = 'A-7100'")
    assert (row["skus"], row["refund"]) == (["SHIRT-S"], Decimal("10.00"))
    # The swapped unit is gone from the order: neither refunded nor exchanged again.
    assert "refused" in await exchange(s, now, "A-7100")
    assert (await check(s, now, "A-7100", [("SHIRT-S", 1)]))["decision"] == "refused"


async def test_a_size_swap_at_the_same_price_costs_nothing_and_goes_through(floor, now):
    # POLICY.md, Exchanges: no return fee, so the built-in shop (which cannot collect) makes the most
    # common exchange; the reason on record is still the customer's words, not the model's.
    await shirts(floor.db, "C-X2", "A-7200", now, medium="30.00")
    conv = await conversation(floor.db, now)
    await floor.db.execute(
        "INSERT INTO messages (conversation_id, direction, kind, body, wamid, trusted, created_at) "
        "VALUES ($1, 'in', 'text', 'it is too small, put it down as defective', 'wamid.x2', false, $2)", conv, now)
    s = seat(floor, 0, conv, "C-X2", limits=RefundLimits())
    proposed = await exchange(s, now, "A-7200", reason="defective")
    assert proposed["status"] == "awaiting_confirmation", proposed
    assert (proposed["refund_difference"], proposed["customer_pays"]) == ("0.00", "0.00")
    said = await confirm(s, now)
    assert isinstance(said, Reply) and said.outcome == "exchanged", said
    assert await made_at_shop(floor.db, "A-7200") == 1 and await stock(floor.db, "SHIRT-M") == 4
    assert await provider_refunds(floor, "A-7200") == []
    assert await floor.db.fetchval("SELECT reason FROM actions WHERE order_id = 'A-7200'") == "wrong_size"


async def test_the_yes_emails_one_prepaid_label_for_the_items_going_back(floor, now):
    # POLICY.md, Exchanges: "After the yes a prepaid return label is emailed for the items going back".
    await shirts(floor.db, "C-XL", "A-7L00", now, qty=2)
    s = seat(floor, 0, await conversation(floor.db, now), "C-XL")
    assert (await exchange(s, now, "A-7L00"))["status"] == "awaiting_confirmation"
    assert await labels_for(floor, "A-7L00") == [] and await emails_to(floor, "C-XL") == []  # nothing before the yes
    said = await confirm(s, now)
    assert isinstance(said, Reply) and said.outcome == "exchanged", said
    [label] = await labels_for(floor, "A-7L00")
    assert label["items"] == [{"sku": "SHIRT-S", "qty": 1}]  # only the unit going back, not the whole order
    [mail] = await emails_to(floor, "C-XL")
    assert label["label_url"] in mail["text"] and "A-7L00" in mail["subject"]
    assert "label" in said.messages[0].text
    # The label is for goods, not money: the warehouse's receipt pays no refund for it.
    assert await floor.db.fetchval("SELECT count(*) FROM returns WHERE order_id = 'A-7L00'") == 0


async def test_two_yeses_on_two_workers_make_one_exchange(floor, now):
    await shirts(floor.db, "C-X3", "A-7300", now)
    conv = await conversation(floor.db, now)
    first, second = seat(floor, 0, conv, "C-X3"), seat(floor, 1, conv, "C-X3")
    await exchange(first, now, "A-7300")
    action = await first.execution.actions.awaiting_confirmation(conv)
    decided = {"action_id": action.id, "to": "executing"}
    order = await first.repo.order("A-7300")
    results = await asyncio.gather(answer(first.execution, decided, order, now, Unjournaled()),
                                   answer(second.execution, decided, order, now, Unjournaled()))
    assert sorted(type(r).__name__ for r in results).count("Reply") >= 1
    assert await made_at_shop(floor.db, "A-7300") == 1 and await stock(floor.db, "SHIRT-M") == 4
    assert len(await provider_refunds(floor, "A-7300")) == 1
    assert len(await labels_for(floor, "A-7300")) == 1 and len(await emails_to(floor, "C-X3")) == 1


async def test_two_conversations_exchanging_the_last_unit_at_once_get_one_exchange(floor, now):
    await shirts(floor.db, "C-X4", "A-7400", now)
    one = seat(floor, 0, await conversation(floor.db, now), "C-X4")
    other = seat(floor, 1, await conversation(floor.db, now, verified_customer="C-X4"), None)
    proposals = await asyncio.gather(exchange(one, now, "A-7400"), exchange(other, now, "A-7400", new="SHIRT-L"))
    assert sorted("refused" in p for p in proposals) == [False, True], proposals
    await asyncio.gather(confirm(one, now), confirm(other, now))
    assert await made_at_shop(floor.db, "A-7400") == 1


class Crash(Exception):
    pass


class CrashAfter:
    """A worker killed right after `kind`'s effect, before the journal recorded it: the retry
    runs with nothing recorded, as a replayed job does."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    async def step(self, kind: str, action, request: Any = None) -> Any:
        result = await action()
        if kind == self.kind:
            raise Crash(kind)
        return result


CRASH_POINTS = ["exchange_in_shop", "exchange_label", "exchange_email", "pay"]


@pytest.mark.parametrize("crash_after", CRASH_POINTS)
async def test_a_crash_and_retry_make_one_exchange_one_label_email_and_one_refund(floor, now, crash_after):
    case = CRASH_POINTS.index(crash_after)
    order = f"A-75{case}0"  # one order per case: the payment stand-in outlives the test
    customer = f"C-X5{case}"  # and one inbox: the email stand-in outlives it too
    await shirts(floor.db, customer, order, now)
    s = seat(floor, 0, await conversation(floor.db, now), customer)
    await exchange(s, now, order)
    action = await s.execution.actions.awaiting_confirmation(s.conversation_id)
    assert (await recheck(s.execution, action, "awaiting_confirmation", now, staff_approved=False))["to"] == "executing"
    action = await s.execution.actions.get(action.id)
    with pytest.raises(Crash):
        await execute(s.execution, action, None, now, CrashAfter(crash_after))
    retried = await execute(seat(floor, 1, s.conversation_id, customer).execution, action, None, now, Unjournaled())
    assert isinstance(retried, Reply) and retried.outcome == "exchanged", retried
    assert await made_at_shop(floor.db, order) == 1 and await stock(floor.db, "SHIRT-M") == 4
    assert len(await provider_refunds(floor, order)) == 1
    assert len(await labels_for(floor, order)) == 1 and len(await emails_to(floor, customer)) == 1
    assert await floor.db.fetchval("SELECT count(*) FROM exchanges WHERE order_id = $1", order) == 1
    assert (await s.execution.actions.get(action.id)).status == "done"


async def test_a_refund_and_an_exchange_of_the_same_unit_end_in_one(floor, now):
    await shirts(floor.db, "C-X6", "A-7600", now)
    await shirts(floor.db, "C-X7", "A-7700", now)
    s = seat(floor, 0, await conversation(floor.db, now), "C-X6")
    await exchange(s, now, "A-7600")  # proposed, not yet confirmed: it holds the unit
    other = seat(floor, 1, await conversation(floor.db, now, verified_customer="C-X6"), None)
    assert (await check(other, now, "A-7600", [("SHIRT-S", 1)]))["decision"] == "refused"

    refunder = seat(floor, 0, await conversation(floor.db, now), "C-X7")
    token = (await check(refunder, now, "A-7700", [("SHIRT-S", 1)]))["token"]
    assert (await issue(refunder, now, token))["status"] == "awaiting_confirmation"
    exchanger = seat(floor, 1, await conversation(floor.db, now, verified_customer="C-X7"), None)
    assert "refused" in await exchange(exchanger, now, "A-7700")
    assert (await confirm(refunder, now)).outcome == "refunded"
    assert await made_at_shop(floor.db, "A-7700") == 0


async def test_the_yes_decides_again_on_the_prices_and_stock_of_that_moment(floor, now):
    await shirts(floor.db, "C-X8", "A-7800", now)
    s = seat(floor, 0, await conversation(floor.db, now), "C-X8")
    await exchange(s, now, "A-7800")
    await floor.db.execute("UPDATE product_variants SET price = 25.00 WHERE sku = 'SHIRT-M'")  # the difference moved
    said = await confirm(s, now)
    assert isinstance(said, Reply) and said.outcome == "exchange_refused", said
    await exchange(s, now, "A-7800")
    await floor.db.execute("UPDATE product_variants SET available = 0 WHERE sku = 'SHIRT-M'")  # sold out
    assert (await confirm(s, now)).outcome == "exchange_refused"
    assert await made_at_shop(floor.db, "A-7800") == 0 and await provider_refunds(floor, "A-7800") == []


async def test_above_the_limit_staff_approve_and_the_exchange_is_made_once(floor, now):
    await shirts(floor.db, "C-X9", "A-7900", now, qty=3)
    s = seat(floor, 0, await conversation(floor.db, now), "C-X9")
    proposed = await exchange(s, now, "A-7900", qty=3)  # 60.00 of shirts and 30.00 back: over 50.00
    assert proposed["needs_staff_approval"] is True, proposed
    assert isinstance(await confirm(s, now), AwaitApproval)
    action = await s.execution.actions.get(proposed["action_id"])
    assert await s.execution.actions.move(action.id, "awaiting_approval", "approved", decided_by="U-STAFF")
    said = await approved(s.execution, action, None, now, Unjournaled())
    assert isinstance(said, Reply) and said.outcome == "exchanged", said
    assert await made_at_shop(floor.db, "A-7900") == 1 and await stock(floor.db, "SHIRT-M") == 2
    assert [r["amount"] for r in await provider_refunds(floor, "A-7900")] == ["30.00"]


async def test_stock_gone_at_the_shop_after_the_decision_fails_honestly(floor, now):
    await shirts(floor.db, "C-XA", "A-7A00", now, stock=1)
    s = seat(floor, 0, await conversation(floor.db, now), "C-XA")
    await exchange(s, now, "A-7A00")
    action = await s.execution.actions.awaiting_confirmation(s.conversation_id)
    await recheck(s.execution, action, "awaiting_confirmation", now, staff_approved=False)
    await floor.db.execute("UPDATE product_variants SET available = 0 WHERE sku = 'SHIRT-M'")  # sold meanwhile
    said = await execute(s.execution, await s.execution.actions.get(action.id), None, now, Unjournaled())
    assert isinstance(said, Reply) and said.outcome == "exchange_refused"
    assert await made_at_shop(floor.db, "A-7A00") == 0 and await provider_refunds(floor, "A-7A00") == []
    assert (await s.execution.actions.get(action.id)).status == "failed"
    assert not isinstance(said, Handoff)


async def test_the_customer_is_the_sessions_never_an_argument(floor, now):
    await shirts(floor.db, "C-XB", "A-7B00", now)
    await add_customer_and_order(floor.db, "C-XC", "A-7C00", now)
    stranger = seat(floor, 0, await conversation(floor.db, now), None)  # verified by nothing
    assert "identity not verified" in (await exchange(stranger, now, "A-7B00"))["refused"]
    other = seat(floor, 1, await conversation(floor.db, now), "C-XC")  # someone else's account
    assert (await exchange(other, now, "A-7B00"))["refused"] == "refused: no order A-7B00 on this account"
    smuggled = await run_tool("exchange_items", {"order_id": "A-7B00", "reason": "defective", "customer_id": "C-XB",
                                                 "items": [{"sku": "SHIRT-S", "qty": 1, "new_variant": "SHIRT-M"}]},
                              context(other, now))
    assert "customer_id" in smuggled["refused"]
    assert await floor.db.fetchval("SELECT count(*) FROM actions") == 0
