"""Around a turn: recall what is remembered about the customer; afterwards, remember and scrub.

Both run outside the journal and are safe to repeat: recall reads facts that only change after
a run's last step; the close remembers by an upsert and masks idempotently (supportbot/store/run_close.py).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any

from supportbot.core.journal import RunJournal
from supportbot.core.ports import Closed, Closing, OpenRun
from supportbot.core.preamble import ConversationState
from supportbot.core.privacy.memory import Fact, after_turn
from supportbot.core.turn import Handoff, TurnResult
from supportbot.worker.deps import Deps


async def recall(deps: Deps, conversation_id: int, phone_customer: str | None = None,
                 state: ConversationState | None = None) -> tuple[Fact, ...]:
    """The customer's live facts: from the turn's preamble read when it has one."""
    if deps.memory is None:
        return ()
    return state.memory if state is not None else await deps.memory.facts(conversation_id, deps.now(), phone_customer)


Facts = tuple[Sequence[Fact], str | None]
"""What a turn's close remembers about the customer, and whose memory it is (`turn_facts`)."""


async def close_run(deps: Deps, run: OpenRun, journal: RunJournal, status: str, outcome: str,
                    facts: Facts = ((), None), asked_at: datetime | None = None,
                    owner: str | None = None, sent: tuple[str, str] | None = None,
                    between: Callable[[], Awaitable[None]] | None = None) -> Closed | None:
    """After the run's last step: every step is journaled by now, so a replay needs no clear text.
    Masks, remembers, notes a question (`asked_at`), finishes and traces the run in two round trips
    (supportbot/store/run_close.py); the steps the journal still holds are written with it, masked.
    With nothing new since the run opened, it settles for `owner`, the job holding the lease.
    `facts`: `turn_facts` of the turn answered (none for a run given up on). `sent`: the last send's
    record, (key, wamid), written by the close's read. `between`: run after that read, before the
    write that finishes the run (the timers: see supportbot/worker/turns.py)."""
    remembered, phone = facts
    closing = Closing(status, outcome, remembered, phone, asked_at, traced=deps.traces is not None, owner=owner,
                      sent=sent)
    return await journal.with_held(lambda held: deps.closing.close(run.id, closing, held, between))


async def turn_facts(deps: Deps, run: OpenRun, result: TurnResult) -> Facts:
    """Facts code can vouch for (the channel, the ticket now open), and whose they are."""
    if deps.memory is None:
        return (), None
    handoff = await deps.staff.open_handoff(run.conversation_id) if isinstance(result, Handoff) else None
    # The account on the sender's number, from the order system's snapshot the turn just read.
    phone = await deps.shop.customer_by_phone(run.recipient.wa_id) if run.recipient.wa_id else None
    return (after_turn(run.conversation_id, deps.now(), handoff_id=handoff["id"] if handoff else None),
            phone.id if phone else None)


async def purge_memory(ctx: dict[str, Any]) -> int:
    """Cron: expired facts and complaints whose ticket is over leave the table, not just the prompts."""
    deps: Deps = ctx["deps"]
    return await deps.memory.purge(deps.now()) if deps.memory else 0
