"""A turn's preamble in one read: who the conversation is, the action awaiting its yes, the human
queue's length, a bad rating awaiting its reason, and the customer's live memory.

Five modules read these one round trip each before the turn could decide (bench/turn_cost.py).
One statement now reads them all; each answer must be what that module's own read would say.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.core.privacy.memory import Fact
from supportbot.core.shop.demo_shop import DEMO_PHONE
from supportbot.store.actions import ActionRepository
from supportbot.store.context import ConversationRepository
from supportbot.store.conversation_state import ConversationStateRepository
from supportbot.store.endings import EndingRepository
from supportbot.store.identity import IdentityRepository
from supportbot.store.memory import MemoryRepository
from supportbot.store.staff import StaffRepository


async def _conversation(db, now, wa_id: str) -> int:
    return await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
        "VALUES ('1', $1, $1, $2) RETURNING id", wa_id, now)


async def _message(db, now, cid: int, direction: str, text: str) -> int:
    return await db.fetchval(
        """INSERT INTO messages (conversation_id, direction, kind, body, trusted, needs_turn, created_at)
           VALUES ($1, $2, 'text', $3, $2 = 'out', $2 = 'in', $4) RETURNING id""", cid, direction, text, now)


async def _separately(db, now, cid: int, phone_customer: str | None, first: int) -> tuple:
    """Each module's own read, as the turn made them before."""
    clock = lambda: now  # noqa: E731
    return (await IdentityRepository(db, clock=clock).identity(cid),
            await ActionRepository(db, clock=clock).awaiting_confirmation(cid),
            await StaffRepository(db, clock=clock).queue_length(),
            await EndingRepository(db).awaiting_reason(cid, now),
            await MemoryRepository(db).facts(cid, now, phone_customer),
            await ConversationRepository(db, clock=clock).history(cid, first))


def _together(state) -> tuple:
    return (state.identity, state.awaiting, state.queue_length, state.awaiting_reason, state.memory,
            list(state.history))


@pytest.mark.clock
async def test_a_new_conversation_reads_as_each_module_would(db, shop, now):
    cid = await _conversation(db, now, "15550007777")
    first = await _message(db, now, cid, "in", "hello")
    state = await ConversationStateRepository(db).read(cid, now, None, first)
    assert _together(state) == await _separately(db, now, cid, None, first)
    assert state.awaiting is None and state.memory == () and state.identity.code_failures == 0


@pytest.mark.clock
async def test_one_read_says_what_each_modules_read_says(db, shop, now):
    cid = await _conversation(db, now, DEMO_PHONE)
    other = await _conversation(db, now, "15550008888")
    await db.execute("UPDATE conversations SET verified_customer_id = 'C-1', claimed_customer_id = 'C-1', "
                     "mode = 'handoff' WHERE id = $1", cid)
    await db.execute("INSERT INTO code_attempts (step_key, conversation_id, ok, created_at) VALUES "
                     "('a', $1, false, $2), ('b', $1, false, $2), ('c', $1, true, $2)", cid, now)
    await db.execute(
        """INSERT INTO actions (idempotency_key, conversation_id, customer_id, kind, order_id, items, amount,
                                currency, status, confirm_by, approval_reasons, created_at, updated_at)
           VALUES ($1, $2, 'C-1', 'refund', 'A-1042', $3, 25.00, 'USD', 'awaiting_confirmation', $4, '{over}',
                   $5, $5)""",
        f"{cid}:1:3", cid, [{"sku": "PLATE", "qty": 1}], now + timedelta(minutes=10), now)
    for conversation in (cid, other, other):
        await db.execute("INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, status, created_at) "
                         "VALUES ($1, 'asked', 'normal', $2, 'queued', $2)", conversation, now)
    await db.execute(
        """INSERT INTO conversation_endings (key, conversation_id, how, inbound_seq, ended_at, csat, rating, rated_at)
           VALUES ($1, $2, 'resolved', 1, $3, 'asked', 'bad', $4)""",
        f"resolved:{cid}:1", cid, now - timedelta(minutes=3), now - timedelta(minutes=1))
    await MemoryRepository(db).remember(cid, [
        Fact("preferred_channel", "whatsapp", cid, now + timedelta(days=30)),
        Fact("open_complaint", "1", cid, now - timedelta(days=1))], "C-1")  # the second has expired

    for direction, text in [("in", "where is A-1042?"), ("out", "Order A-1042 was delivered."), ("in", "thanks")]:
        await _message(db, now, cid, direction, text)
    first = await _message(db, now, cid, "in", "and my refund?")
    state = await ConversationStateRepository(db).read(cid, now, "C-1", first)
    assert _together(state) == await _separately(db, now, cid, "C-1", first)
    assert state.history == (("in", "where is A-1042?"), ("out", "Order A-1042 was delivered."), ("in", "thanks"))
    assert state.identity.code_failures == 2 and state.queue_length == 3
    assert state.awaiting is not None and state.awaiting.amount == 25 and state.awaiting.items == (("PLATE", 1),)
    assert state.awaiting_reason is not None and [f.kind for f in state.memory] == ["preferred_channel"]
