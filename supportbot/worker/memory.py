"""Around a turn: recall what is remembered about the customer; afterwards, remember and scrub.

Both run outside the journal and are safe to repeat: recall reads facts that only change after
a run's last step, remembering is an upsert, scrubbing is idempotent (supportbot/store/privacy.py).
"""

from __future__ import annotations

from typing import Any

from supportbot.core.journal import RunJournal
from supportbot.core.ports import OpenRun
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


async def remember_turn(deps: Deps, run: OpenRun, result: TurnResult) -> None:
    """Facts code can vouch for: the channel, the ticket now open."""
    if deps.memory is None:
        return
    handoff = await deps.staff.open_handoff(run.conversation_id) if isinstance(result, Handoff) else None
    # The account on the sender's number, from the order system's snapshot the turn just read.
    phone = await deps.shop.customer_by_phone(run.recipient.wa_id) if run.recipient.wa_id else None
    await deps.memory.remember(run.conversation_id, after_turn(
        run.conversation_id, deps.now(), handoff_id=handoff["id"] if handoff else None),
        phone.id if phone else None)


async def scrub(deps: Deps, run: OpenRun, journal: RunJournal) -> None:
    """After the run's last step and before it is finished: see supportbot/store/privacy.py for why.
    The steps the journal still holds are written by the scrub, masked."""
    privacy = deps.privacy
    if privacy is not None:
        await journal.with_held(lambda held: privacy.scrub_run(run.id, held))
    else:
        await journal.flush()


async def purge_memory(ctx: dict[str, Any]) -> int:
    """Cron: expired facts and complaints whose ticket is over leave the table, not just the prompts."""
    deps: Deps = ctx["deps"]
    return await deps.memory.purge(deps.now()) if deps.memory else 0
