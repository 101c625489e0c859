"""One conversation's job: hold its lease, answer runs until nothing is left, settle.

At most one turn per conversation runs at a time (invariant 4): the lease in Postgres is the
lock, and the job only lets go by settling, which refuses while new messages wait: in the run's
close when nothing arrived since the run opened (supportbot/store/run_close.py), else in open_run.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import replace
from typing import Any

from arq.connections import ArqRedis

from supportbot.agent.loop import responder_version, run_turn
from supportbot.agent.patience import patiently, shop_read_key
from supportbot.core.journal import RunJournal
from supportbot.core.language import spoken
from supportbot.core.ports import OpenRun
from supportbot.core.shop.orders import Customer
from supportbot.core.telemetry.satisfaction import RESOLVING_OUTCOMES
from supportbot.core.turn import (
    IN_QUEUE,
    WITH_STAFF,
    AwaitApproval,
    Handoff,
    TurnInput,
    TurnResult,
    result_from_json,
    result_to_json,
)
from supportbot.core.types import Outbound
from supportbot.words import replies
from supportbot.worker.delivery import send_once
from supportbot.worker.deps import Deps
from supportbot.worker.endings import enqueue_ending, satisfaction_turn
from supportbot.worker.leases import LeaseKeeper
from supportbot.worker.memory import close_run, recall, turn_facts
from supportbot.worker.tally import Tally
from supportbot.worker.timers import asks_something, schedule
from supportbot.worker.traces import count_trace

log = logging.getLogger(__name__)



async def run_conversation(ctx: dict[str, Any], conversation_id: int) -> str:
    deps: Deps = ctx["deps"]
    owner = f"{deps.worker_name}:{ctx.get('job_id')}"
    leases: LeaseKeeper = ctx.get("leases") or ctx.setdefault("leases", LeaseKeeper(deps.runs, deps.lease_seconds))
    held = False
    try:
        while True:
            # A model-led run answers with its conversation's version (a canary's, during a rollout).
            here = (replace(deps, agent=await deps.versions.agent_for(conversation_id, deps.agent))
                    if deps.versions and deps.agent.model else deps)
            # Opening takes the lease (kept while the job runs), and with nothing left lets it go.
            run = await here.runs.open_run(conversation_id, owner, deps.lease_seconds, responder_version(here.agent),
                                           here.agent.prompt_version_id if here.agent.model else None)
            if isinstance(run, str):
                # "busy": another job holds it and will see our messages before it may settle;
                # "settled": nothing was left, and the conversation went idle with its lease.
                held = held and run == "busy"
                return run
            if not held:
                leases.hold(conversation_id, owner)
                held = True
            if await _answer(here, run, ctx["redis"], ctx["tally"], owner):
                # The close settled: nothing arrived since the run opened, and the lease went with it.
                held = False
                return "settled"
    finally:
        leases.let_go(conversation_id, owner)
        if held:  # left by an error: the lease goes now, not when it lapses
            await deps.runs.release(conversation_id, owner)


async def _quietly(work: Any) -> None:
    with contextlib.suppress(Exception):
        await work


async def _answer(deps: Deps, run: OpenRun, queue: ArqRedis, tally: Tally, owner: str) -> bool:
    """Answer the run and close it; whether the close settled the conversation for `owner`."""
    hook = deps.step_hook
    journal = await RunJournal.open(deps.steps, run.conversation_id, run.id,
                                    (lambda kind, n: hook(run.seq, kind, n)) if hook else None,
                                    first_attempt=run.attempts == 1)
    if run.attempts > deps.max_attempts:
        # A run that keeps failing must not hold the conversation hostage: say so, once.
        await _deliver(deps, run, journal, replies.fixed("went_wrong", spoken(run.recipient.language)))
        closed = await close_run(deps, run, journal, "failed", "gave_up", owner=owner)
        count_trace(deps, closed.trace if closed else None, tally)
        return bool(closed and closed.settled)
    read_receipt = None
    if run.last_message_wamid and run.attempts == 1:
        # Blue ticks are a courtesy: sent alongside the turn, never a reason to wait or fail.
        read_receipt = asyncio.create_task(_quietly(
            deps.messenger.mark_read(run.recipient.business_number_id, run.last_message_wamid)))

    unrecorded: tuple[str, str] | None = None  # the last send, (key, wamid), until the close records it
    try:
        async def decide() -> dict[str, Any]:
            customer = await _customer_on_the_phone(deps, run)
            phone_customer = customer.id if customer else None
            # One read of what the gates need, instead of one a gate (supportbot/store/conversation_state.py).
            state = (await deps.conversation_state.read(run.conversation_id, deps.now(), phone_customer,
                                                        run.said[0].message_id)
                     if deps.conversation_state and run.said else None)
            rated = await satisfaction_turn(deps, run, state)
            if rated is not None:
                return result_to_json(rated)
            turn = TurnInput(conversation_id=run.conversation_id, run_id=run.id, customer=customer,
                             said=run.said, now=deps.now(), wa_id=run.recipient.wa_id,
                             conversation_language=run.recipient.language,
                             memory=await recall(deps, run.conversation_id, phone_customer, state))
            return result_to_json(await run_turn(turn, deps.agent, journal, state))

        result = result_from_json(await journal.checkpoint("decide", decide))
        messages = await _follow_up(deps, run, journal, queue, result)
        timed = bool(deps.nudge_after and asks_something(messages))
        facts = await turn_facts(deps, run, result)  # before the sends: nothing between the last and the close
        for n, message in enumerate(messages, 1):
            # The last send's record rides with the close's read, durably, as its own statement would.
            unrecorded = await _deliver(deps, run, journal, message, record_sent=n < len(messages))
        asked_at = deps.now() if timed else None

        async def set_timers() -> None:
            # Between the close's read, which records the last send, and its write, which notes the
            # question and finishes the run: a worker killed after setting them finds the send on
            # record (set before it, the replay sent the message again: tests/worker/test_timers.py),
            # and one killed before the write replays the run and schedules again. Ids name the
            # point in the conversation, so a replay schedules nothing twice, and a reply before
            # they fire makes them stale.
            await schedule(queue, deps, run.conversation_id, run.through_seq)

        # Last: every step is journaled by now, so a replay needs no clear text.
        closed = await close_run(deps, run, journal, "done", result.outcome, facts, asked_at, owner, unrecorded,
                                 set_timers if timed else None)
        unrecorded = None
        if deps.endings is not None and result.outcome in RESOLVING_OUTCOMES and not isinstance(result, Handoff) \
                and not asks_something(messages):
            # Resolved: the CSAT question follows a little later, unless the customer writes first.
            # The job id names this point, so a replayed run enqueues nothing twice.
            await enqueue_ending(queue, "resolved", run.conversation_id, run.through_seq, deps.now(),
                                 defer_by=deps.csat_after)
        count_trace(deps, closed.trace if closed else None, tally)
        return bool(closed and closed.settled)
    except BaseException:
        # A run that fails keeps what it decided so far, as a lazily committed step would have:
        # its retry replays it (a model call is not paid for twice) instead of deciding again.
        with contextlib.suppress(Exception):
            if unrecorded is not None:  # sent, and the close that was to record it never ran
                await deps.outbox.sent(*unrecorded)
            await journal.flush()
        raise
    finally:
        if read_receipt is not None:
            await read_receipt


async def _customer_on_the_phone(deps: Deps, run: OpenRun) -> Customer | None:
    """The shop's account with the sender's number: a read of the shop's order system, so a slow
    one earns the customer a "checking, one moment" (keyed by the run: sent once, replayed or not,
    and once with the turn's other reads of the shop)."""
    wa_id = run.recipient.wa_id
    if not wa_id:
        return None
    hold_on = deps.agent.hold_on
    return await patiently(deps.shop.customer_by_phone(wa_id), deps.agent.tool_patience_s,
                           (lambda: hold_on(run.conversation_id, shop_read_key(run.conversation_id, run.id)))
                           if hold_on is not None else None)


async def _follow_up(deps: Deps, run: OpenRun, journal: RunJournal, queue: ArqRedis,
                     result: TurnResult) -> list[Outbound]:
    """What a decision sets going besides its messages: staff cards, the queue, the relay."""
    messages = list(result.messages)
    if isinstance(result, Handoff | AwaitApproval):
        # A ticket or a card for staff rests on the decision: written before either is.
        await journal.flush()
    if isinstance(result, Handoff):
        await deps.handoffs.hand_off(run.conversation_id, run.id, result.reason, result.priority,
                                     {"outcome": result.outcome}, deps.now())
        handoff = await deps.staff.handoff_for_run(run.id)
        if handoff is not None:  # None: the conversation already waits for a person, in its place
            await queue.enqueue_job("post_handoff", handoff["id"], _job_id=f"handoff:{handoff['id']}")
        elif result.priority != "normal":
            # A risk said while the ticket waits or a person has it: first in the queue, and the
            # people on it told in its thread (the relay below brings the customer's words).
            await journal.step("raise", lambda: _raise(deps, run.conversation_id, result))
        # Honest about the wait: the ticket's place in the queue, as it stands now.
        # Worded in the language the turn decided, which run_turn has just remembered on the conversation.
        async def place() -> dict[str, Any]:
            return {"position": await deps.staff.queue_position(run.conversation_id),
                    "language": spoken((await deps.runs.recipient(run.conversation_id)).language)}

        queued = await journal.step("queue", place)
        if queued["position"]:
            messages.append(replies.fixed("queue_position", queued["language"], position=queued["position"]))
    elif isinstance(result, AwaitApproval):
        await queue.enqueue_job("post_approval", result.action_id, _job_id=f"approval:{result.action_id}")
    if result.outcome in (WITH_STAFF, IN_QUEUE):
        await journal.step("relay", lambda: _relay_to_staff(deps, run))
    if result.outcome == WITH_STAFF and deps.suggestions is not None:
        # A draft answering what the customer just said, for the person holding the ticket (never sent
        # without their click). The job id names this point in the conversation: a replay enqueues none twice.
        await queue.enqueue_job("suggest_reply", run.conversation_id, f"in:{run.conversation_id}:{run.through_seq}",
                                _job_id=f"suggest:{run.conversation_id}:{run.through_seq}")
    return messages


async def _raise(deps: Deps, conversation_id: int, result: Handoff) -> dict[str, Any]:
    raised = await deps.handoffs.raise_priority(conversation_id, result.priority, result.reason)
    if raised and raised["slack_ts"]:
        await deps.poster.post_in_thread(raised["slack_ts"], f"Priority raised to {result.priority}: {result.reason}")
    return {"raised": bool(raised)}


async def _relay_to_staff(deps: Deps, run: OpenRun) -> dict[str, Any]:
    """While a person has the ticket, what the customer writes goes into its Slack thread."""
    handoff = await deps.staff.open_handoff(run.conversation_id)
    if handoff is None or not handoff["slack_ts"]:
        return {"relayed": 0}  # the card is not posted yet; it carries the last messages anyway
    texts = [s.text or f"({s.kind.value})" for s in run.said]
    for text in texts:
        await deps.poster.post_in_thread(handoff["slack_ts"], f"Customer: {text}")
    return {"relayed": len(texts)}


async def _deliver(deps: Deps, run: OpenRun, journal: RunJournal, message: Outbound, *,
                   record_sent: bool = True) -> tuple[str, str] | None:
    """Send once; with `record_sent` False, the send's record left to the caller: (key, wamid)."""
    key = journal.next_key()

    async def send() -> dict[str, Any]:
        return await send_once(deps, run.recipient, run.conversation_id, run.id, key, message, journal,
                               record_sent=record_sent)

    done = await journal.step("send", send, request={"key": key})
    # A replayed step's wamid was recorded already (its record came with the close): again is harmless.
    return None if record_sent or "wamid" not in done else (key, done["wamid"])
