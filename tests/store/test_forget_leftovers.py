"""Forget leaves nothing of the customer's behind, and a second forget finds what the first left
(issue 27 item 4): QA reviews (staff note, draft path), delivery statuses whose message is gone (they
keep the phone number), and what a turn still running wrote into a conversation after the first forget."""

from __future__ import annotations

import pytest

from supportbot.store.forget import forget_customer
from supportbot.store.pool import open_connection
from tests.quality import conversation, inbound

PHONE = "15551230001"  # the demo customer C-1


async def forget(settings) -> dict[str, int]:
    async with open_connection(settings.database_url) as conn:
        counts = await forget_customer(conn, "C-1")
    assert counts is not None
    return counts


async def status(db, wamid: str, recipient: str | None, now) -> None:
    await db.execute("INSERT INTO delivery_statuses (wamid, status, at, recipient) VALUES ($1, 'read', $2, $3)",
                     wamid, now, recipient)


@pytest.mark.clock
async def test_qa_reviews_their_draft_files_and_orphaned_delivery_statuses_are_forgotten(db, shop, now, settings,
                                                                                         tmp_path):
    cid = await conversation(db, now, PHONE)
    draft = tmp_path / "asha-refund.json"
    draft.write_text('{"turns": ["the plate came broken"]}')
    await db.execute("""INSERT INTO qa_reviews (conversation_id, day, why, note, reviewer, draft, created_at)
                        VALUES ($1, $2, 'sample', 'Asha at 12 Hill Road was upset', 'U0APPROVER', $3, $4)""",
                     cid, now.date(), str(draft), now)
    await status(db, "wamid.GONE", PHONE, now)  # its message was deleted (expired, or never stored)
    await status(db, "wamid.SOMEONE", "15550009999", now)  # another customer's
    counts = await forget(settings)
    assert counts["qa_reviews"] == 1 and counts["delivery_statuses"] == 1 and counts["qa_draft_files"] == 1
    assert not draft.exists()
    assert tuple(await db.fetchrow("SELECT note, draft, reviewer FROM qa_reviews")) == (None, None, "U0APPROVER")
    assert [r["wamid"] for r in await db.fetch("SELECT wamid FROM delivery_statuses")] == ["wamid.SOMEONE"]


@pytest.mark.clock
async def test_a_second_forget_finds_what_was_written_after_the_first(db, shop, now, settings):
    cid = await conversation(db, now, PHONE)
    await db.execute("INSERT INTO messages (conversation_id, direction, kind, body, trusted, wamid, created_at) "
                     "VALUES ($1, 'in', 'text', 'my address is 12 Hill Road', false, 'wamid.FIRST', $2)", cid, now)
    await forget(settings)
    # A turn that was running writes after the forget (it is dropped: tests/store/test_forget_running_turn.py),
    # and Meta reports the first message read.
    await inbound(db, cid, now, "Asha Rao, 12 Hill Road, LS1 4AB")
    await status(db, "wamid.FIRST", None, now)
    counts = await forget(settings)
    assert counts["messages"] == 0 and counts["delivery_statuses"] == 1
    assert await db.fetchval("SELECT count(*) FROM messages") == 0
    assert await db.fetchval("SELECT count(*) FROM delivery_statuses") == 0
    assert await forget(settings) == {table: 0 for table in counts}


GID = "gid://shopify/Customer/7"  # a Shopify customer: no row of the built-in shop's names them


@pytest.mark.clock
async def test_a_shopify_customer_is_forgotten_by_the_number_their_order_system_gives(db, now, settings):
    """On Shopify the built-in customers table is empty: the customer is found by the id and the phone
    the order system holds, and everything the bot kept of theirs goes all the same."""
    cid = await conversation(db, now, PHONE)
    await inbound(db, cid, now, "Asha Rao, 12 Hill Road, LS1 4AB")
    await status(db, "wamid.GONE", PHONE, now)
    await db.execute("UPDATE conversations SET verified_customer_id = $1", GID)
    async with open_connection(settings.database_url) as conn:
        counts = await forget_customer(conn, GID, phone=PHONE)
        unknown = await forget_customer(conn, "gid://shopify/Customer/404", phone=None)
    assert counts is not None and counts["messages"] == 1 and counts["delivery_statuses"] == 1
    assert await db.fetchval("SELECT wa_id FROM conversations WHERE id = $1", cid) is None
    assert unknown is None  # neither the shop nor the bot knows them: nothing to forget, and said so
