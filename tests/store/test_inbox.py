"""The inbox's last line of defence: one message Postgres refuses never costs its batch."""

from __future__ import annotations

from bot.types import Contact, InboundBatch, InboundMessage, MessageKind
from store.inbox import InboxWriter
from tests import meta


def _message(text: str, wamid: str, sender: str = "15551230001") -> InboundMessage:
    return InboundMessage(message_id=wamid, business_number_id=meta.NUMBER_ID, contact=Contact(wa_id=sender),
                          kind=MessageKind.TEXT, sent_at=None, text=text, raw={"id": wamid, "text": {"body": text}})


async def test_a_message_postgres_refuses_is_recorded_as_invalid_and_the_rest_stored(db, now):
    # The parser cleans what it knows Postgres refuses; anything it misses must still cost only
    # its own message (a 500 would make Meta retry the whole batch for days).
    refused = _message("half a pair \ud800", "wamid.REFUSED")
    good = _message("fine", "wamid.GOOD", sender="15550000002")
    async with InboxWriter(db, clock=lambda: now) as inbox:
        wakes = await inbox.write(InboundBatch(messages=[refused, good]))
    rows = {r["wamid"]: r for r in await db.fetch("SELECT * FROM messages")}
    assert rows["wamid.GOOD"]["body"] == "fine" and rows["wamid.GOOD"]["needs_turn"] is True
    assert rows["wamid.REFUSED"]["kind"] == "invalid" and rows["wamid.REFUSED"]["body"] is None
    assert rows["wamid.REFUSED"]["payload"]["problem"] == "not storable"
    assert [w.contact_key for w in wakes] == ["15550000002"]
