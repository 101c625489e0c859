"""A turn's preamble in one read (supportbot/core/preamble.py `ConversationState`): who the conversation
is, the action awaiting its yes, the human queue's length, a bad rating awaiting its reason, and
the customer's live memory. Each part is its module's own query (identity, actions, staff,
endings, memory), put side by side in one statement instead of one round trip each."""

from __future__ import annotations

from datetime import datetime

import asyncpg

from supportbot.core.preamble import ConversationState
from supportbot.store.action_rows import action_of, awaiting_confirmation_of
from supportbot.store.context import HISTORY_LENGTH, history_of
from supportbot.store.endings import awaiting_reason_of, reason_since
from supportbot.store.identity import IDENTITY_COLUMNS, identity_of
from supportbot.store.memory import facts_from, facts_of
from supportbot.store.staff import QUEUE_LENGTH

# $1 the conversation, $2 now, $3 since when a bad rating awaits its reason, $4 the phone's account,
# $5 the turn's first message.
# The awaiting action's columns come whole beside the others (none of its names is taken): its
# numeric amount and timestamps keep their types, as its module's own read gives them.
_READ = f"""SELECT {IDENTITY_COLUMNS},
       ({QUEUE_LENGTH}) AS queue_length,
       ({awaiting_reason_of("$1", "$3")}) AS awaiting_reason,
       (SELECT COALESCE(jsonb_agg(to_jsonb(f)), '[]') FROM ({facts_of("$2", "$4")}) f) AS memory,
       (SELECT COALESCE(jsonb_agg(jsonb_build_array(h.direction, h.body)), '[]')
        FROM ({history_of("$5", str(HISTORY_LENGTH))}) h) AS history,
       a.*
    FROM conversations c LEFT JOIN LATERAL ({awaiting_confirmation_of("c.id")} LIMIT 1) a ON true
    WHERE c.id = $1"""


class ConversationStateRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def read(self, conversation_id: int, now: datetime, phone_customer: str | None,
                   first_message_id: int) -> ConversationState:
        row = await self._pool.fetchrow(_READ, conversation_id, now, reason_since(now), phone_customer,
                                        first_message_id)
        facts = [f | {"expires_at": datetime.fromisoformat(f["expires_at"])} for f in row["memory"]]
        return ConversationState(identity=identity_of(row),
                                 awaiting=action_of(row) if row["id"] is not None else None,
                                 queue_length=row["queue_length"], awaiting_reason=row["awaiting_reason"],
                                 memory=facts_from(facts, now), history=tuple(map(tuple, row["history"])))
