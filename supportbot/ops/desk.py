"""The staff desk: what Slack buttons, thread replies and /supportbot do to the system.

Each decision is one atomic change in Postgres (supportbot/store/staff.py); follow-up work — paying,
telling the customer, relaying a reply — is an arq job, so a Slack request is acked at once
and a restart between click and payment loses nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import asyncpg
from arq.connections import ArqRedis

from supportbot.agent.small_router import INTENTS
from supportbot.ops import saved_replies, templates
from supportbot.ops.modes import set_floor, set_intents
from supportbot.ops.qa_drafts import Pseudonyms, review_draft, write_drafts
from supportbot.ops.quality import snapshot, stats_lines
from supportbot.rungs.ladder import MODES
from supportbot.store.forget import ForgetRepository, report
from supportbot.store.reversals import review_reversed
from supportbot.store.reviews import ReviewRepository
from supportbot.store.staff import StaffRepository
from supportbot.store.suggestions import SuggestionRepository
from supportbot.words.cards import VERDICTS, Decision, SuggestionAnswer
from supportbot.words.replies import saved_names
from supportbot.worker.alerts import BRAKE_SETTING, set_brake
from supportbot.worker.endings import enqueue_ending


class Desk:
    """Built with the web app; its database and queue are bound when the app's resources open."""

    def __init__(self, now: Callable[[], datetime], default_intents: str = "all", *,
                 drafts_dir: str = "evals/drafts") -> None:
        self._now = now
        self._drafts_dir = Path(drafts_dir)
        self._default_intents = default_intents
        self._staff: StaffRepository
        self._arq: ArqRedis
        self._forgetting: ForgetRepository | None = None
        self._pool: asyncpg.Pool | None = None  # the quality figures' source (supportbot/ops/quality.py)
        self._templates: templates.TemplateList | None = None  # the Graph API's template list
        self._template_fields: dict[str, tuple[str, ...]] = {}

    def bind(self, staff: StaffRepository, arq: ArqRedis, forgetting: ForgetRepository | None = None,
             pool: asyncpg.Pool | None = None, template_list: templates.TemplateList | None = None,
             template_fields: dict[str, tuple[str, ...]] | None = None) -> None:
        self._staff, self._arq, self._forgetting, self._pool = staff, arq, forgetting, pool
        self._templates, self._template_fields = template_list, template_fields or {}

    async def decide_refund(self, action_id: int, approve: bool, staff_id: str, reason: str | None
                            ) -> Decision | None:
        found = await self._staff.decide(action_id, approve, staff_id, reason)
        if found is None:
            return None
        first, row = found
        if first:
            # The job id is the action's: a second enqueue (a retry of this request) is a no-op.
            await self._arq.enqueue_job("resume_action", action_id, _job_id=f"resume:{action_id}")
        # After approval the action moves on (executing, done...): it was still approved.
        status = "rejected" if row["status"] == "rejected" else "approved"
        return Decision(action_id=action_id, status=status, decided_by=row["decided_by"],
                        decided_at=row["decided_at"], first=first)

    async def _move(self, handoff_id: int, to: str, staff_id: str, done: str) -> str:
        row = await self._staff.move_handoff(handoff_id, to, staff_id)
        if row is None:
            return "That ticket is already closed."
        if to == "taken":
            # A draft for the person who took it: one per take-over (the job id), never sent without a click.
            await self._arq.enqueue_job("suggest_reply", row["conversation_id"], f"take:{handoff_id}",
                                        _job_id=f"suggest:take:{handoff_id}")
        if to == "handed_back":
            await self._arq.enqueue_job("announce_hand_back", row["conversation_id"],
                                        _job_id=f"handback:{handoff_id}")
        return done

    async def take_over(self, handoff_id: int, staff_id: str) -> str:
        return await self._move(handoff_id, "taken", staff_id,
                                f"<@{staff_id}> has taken over: replies in this thread go to the customer.")

    async def hand_back(self, handoff_id: int, staff_id: str) -> str:
        return await self._move(handoff_id, "handed_back", staff_id,
                                f"<@{staff_id}> handed the conversation back to the bot.")

    async def close(self, handoff_id: int, staff_id: str) -> str:
        done = await self._move(handoff_id, "closed", staff_id, f"<@{staff_id}> closed the ticket.")
        handoff = await self._staff.handoff(handoff_id)
        if handoff is not None and handoff["closed_by"] == staff_id and handoff["status"] == "closed":
            # Closed by staff: an ending, scored by who had it, and maybe a CSAT question.
            await enqueue_ending(self._arq, "staff_closed", handoff["conversation_id"], handoff_id,
                                 handoff["closed_at"], staff_id=handoff["taken_by"] or staff_id)
        return done

    async def staff_reply(self, channel: str, thread_ts: str, text: str, staff_id: str,
                          event_id: str) -> str | None:
        if self._pool is not None:
            review = await ReviewRepository(self._pool).by_thread(thread_ts)
            if review is not None:
                # A reply under a QA card is the reviewer's note, filed once per Slack event.
                if await self._staff.first_time(event_id):
                    await ReviewRepository(self._pool).add_note(review["id"], f"<@{staff_id}>: {text}")
                return None
        handoff = await self._staff.handoff_by_thread(thread_ts)
        if handoff is None or handoff["status"] != "taken" or not await self._staff.first_time(event_id):
            return None  # not a taken-over thread, or a Slack retry of a reply already relayed
        name = saved_replies.asked_for(text)
        if name is not None:
            # Never relayed as written: the command is staff's, the customer gets the reply or nothing.
            if name not in saved_names():
                return saved_replies.unknown(name)
            await self._arq.enqueue_job("send_saved_reply", handoff["conversation_id"], name, event_id,
                                        _job_id=f"relay:{event_id}")
            return None
        template = templates.asked_for(text)
        if template is not None:
            # Like a saved reply, never relayed as written; the worker says in the thread what happened.
            await self._arq.enqueue_job("send_template", handoff["conversation_id"], template, event_id,
                                        _job_id=f"relay:{event_id}")
            return None
        await self._arq.enqueue_job("relay_staff_reply", handoff["conversation_id"], text, event_id,
                                    _job_id=f"relay:{event_id}")
        return None

    async def suggestion_draft(self, suggestion_id: int) -> str | None:
        row = await SuggestionRepository(self._pool).get(suggestion_id) if self._pool else None
        return row["draft"] if row is not None and row["status"] == "offered" else None

    async def decide_suggestion(self, suggestion_id: int, verdict: str, staff_id: str,
                                text: str | None) -> SuggestionAnswer:
        if self._pool is None:
            return SuggestionAnswer(False, "Suggested replies are not set up here; nothing was sent.")
        found = await SuggestionRepository(self._pool).decide(suggestion_id, verdict, staff_id, text, self._now())
        if found is None:
            return SuggestionAnswer(False, f"There is no suggested reply #{suggestion_id}; nothing was sent.")
        first, row = found
        if not first:
            return SuggestionAnswer(False, _not_decided(suggestion_id, row))
        if verdict != "dismissed":
            # One send per draft: the job id and its outbox key are the draft's (invariant 2).
            await self._arq.enqueue_job("send_suggestion", suggestion_id, _job_id=f"suggestion:{suggestion_id}")
        return SuggestionAnswer(True, {"sent": f"Sent as drafted by <@{staff_id}>.",
                                       "edited": f"Edited and sent by <@{staff_id}>.",
                                       "dismissed": f"Dismissed by <@{staff_id}>; nothing was sent."}[verdict])

    async def saved_replies(self) -> str:
        return saved_replies.listing()

    async def preview_reply(self, name: str) -> str:
        return saved_replies.preview(name)

    async def templates(self, name: str | None = None) -> str:
        return await templates.shown(self._templates, self._template_fields, name)

    async def relays_to_customer(self, thread_ts: str) -> bool:
        handoff = await self._staff.handoff_by_thread(thread_ts)
        return handoff is not None and handoff["status"] == "taken"

    async def mode(self, staff_id: str, new_mode: str | None) -> str:
        current = await self._staff.setting("mode") or "full"
        if new_mode is None:
            return f"Mode: {current}. Modes, safest last: {', '.join(MODES)}."
        if new_mode not in MODES:
            return f"Unknown mode {new_mode!r}. Modes: {', '.join(MODES)}."
        before = await set_floor(self._arq, self._staff, new_mode, staff_id)
        await self._arq.enqueue_job("announce", f"<@{staff_id}> set the mode from {before or 'full'} to {new_mode}.")
        return f"Mode set from {before or 'full'} to {new_mode}."

    async def intents(self, staff_id: str, names: str | None) -> str:
        current = await self._staff.setting("agent_intents") or self._default_intents
        if names is None:
            return f"The agent handles: {current}. Intents: {', '.join(INTENTS)}."
        chosen = "all" if names.strip().lower() == "all" else ",".join(
            n.strip().lower() for n in names.split(",") if n.strip())
        unknown = [n for n in chosen.split(",") if chosen != "all" and n not in INTENTS]
        if unknown or not chosen:
            return f"Unknown intents {unknown}. Intents: {', '.join(INTENTS)}."
        await set_intents(self._arq, self._staff, chosen, staff_id)
        await self._arq.enqueue_job("announce", f"<@{staff_id}> set the agent's intents from {current} to {chosen}.")
        return f"The agent's intents set from {current} to {chosen}."

    async def brake(self, staff_id: str, state: str | None) -> str:
        """Show (None) or set the refund brake (supportbot/worker/alerts.py): audited, announced in the channel."""
        current = await self._staff.setting(BRAKE_SETTING) or "off"
        if state is None:
            return f"Refund brake: {current}. " + ("Every refund waits for a staff approval." if current == "on" else
                                                  "Refunds under the automatic limit are paid without staff.")
        if state not in ("on", "off"):
            return "Usage: `/supportbot brake on|off`."
        before = await set_brake(self._arq, self._staff, state == "on", staff_id)
        await self._arq.enqueue_job(
            "announce", f"<@{staff_id}> turned the refund brake {state} (it was {before or 'off'}).")
        return f"Refund brake set from {before or 'off'} to {state}."

    async def rollout(self, staff_id: str, words: list[str]) -> str:
        """`rollout status|start V --percent P|promote|rollback` (supportbot/ops/rollout.py): the rollouts
        table records who and when; a change is announced in the channel."""
        from supportbot.ops.rollout import Rollouts

        if self._pool is None:
            return "Rollouts are not set up here."
        answer = await Rollouts(self._pool, self._now).command(staff_id, words)
        if answer.announce:
            await self._arq.enqueue_job("announce", answer.announce)
        return answer.text

    async def review_verdict(self, review_id: int, verdict: str, staff_id: str) -> str:
        """One verdict per QA review; anything but fine becomes a draft eval scenario (evals/importer.py)."""
        if self._pool is None:
            return "QA reviews are not set up here; nothing was recorded."
        if verdict not in VERDICTS:
            return f"Unknown verdict {verdict!r}."
        reviews = ReviewRepository(self._pool)
        found = await reviews.decide(review_id, verdict, staff_id, self._now())
        if found is None:
            return f"There is no QA review #{review_id}."
        first, row = found
        if not first:
            return (f"QA review #{review_id} was already marked {VERDICTS[row['verdict']]} by <@{row['reviewer']}>. "
                    "Nothing was changed.")
        answer = f"<@{staff_id}> marked QA review #{review_id}: {VERDICTS[verdict]}."
        if verdict == "wrong_action":
            action_id = row["action_id"] or await self._pool.fetchval(
                "SELECT max(id) FROM actions WHERE conversation_id = $1 AND status = 'done'", row["conversation_id"])
            if action_id is not None:
                await review_reversed(self._pool, action_id, review_id, self._now())
        if verdict != "fine":
            async with self._pool.acquire() as conn:
                scenario = await review_draft(conn, review_id, Pseudonyms())
            [path] = await asyncio.to_thread(write_drafts, [scenario], self._drafts_dir)  # a file: off the loop
            await reviews.set_draft(review_id, str(path))
            answer += f" Draft eval scenario `{path}`: check it, then move it into evals/scenarios/."
        return answer

    async def queue(self) -> str:
        rows = await self._staff.queue()
        if not rows:
            return "The human queue is empty."
        lines = [f"{i}. [{r['priority']}] ticket {r['id']} ({r['status']}"
                 f"{', ' + r['taken_by'] if r['taken_by'] else ''}) since {r['first_asked_at']:%H:%M}: {r['reason']}"
                 for i, r in enumerate(rows, start=1)]
        return "Human queue:\n" + "\n".join(lines)

    async def stats(self) -> str:
        since = self._now().replace(hour=0, minute=0, second=0, microsecond=0)
        s = await self._staff.stats(since)
        contained = s["conversations"] - s["handed_off"]
        rate = f"{contained / s['conversations']:.0%}" if s["conversations"] else "n/a"
        lines = [f"Today: {s['conversations']} conversations, containment {rate}, {s['handoffs']} handoffs, "
                 f"{s['refunds']} refunds paid ({s['refunded']}), {s['cancelled']} orders cancelled, "
                 f"{s['returns_started']} returns started ({s['returns_waiting']} waiting for the warehouse), "
                 f"{s['replacements']} replacements sent ({s['replaced_value']}), "
                 f"{s['pending_approvals']} approvals pending."]
        for row in await self._staff.cost_by_mode(since):
            per = (row["cost"] / row["resolved"]).quantize(Decimal("0.0001")) if row["resolved"] else None
            lines.append(f"  {row['mode']}: {row['conversations']} conversations, {row['resolved']} resolved, "
                         f"model cost {row['cost']:.4f}" + (f", {per} per resolved" if per is not None else ""))
        if self._pool is not None:
            lines += stats_lines(await snapshot(self._pool, self._now()))
        return "\n".join(lines)

    async def forget(self, staff_id: str, customer_id: str) -> str:
        if self._forgetting is None:
            return "Forgetting is not set up here; nothing was deleted."
        counts = await self._forgetting.forget(customer_id)
        if counts is not None and any(counts.values()):
            await self._arq.enqueue_job("announce", f"<@{staff_id}> had customer {customer_id} forgotten.")
        return report(customer_id, counts)


def _not_decided(suggestion_id: int, row: Any) -> str:
    """Why a click on a suggested reply changed nothing, for the clicker alone."""
    head = f"Suggested reply #{suggestion_id}"
    match row["status"]:
        case "sent" | "edited" | "held":
            return f"{head} was already sent by <@{row['decided_by']}>. Nothing more was sent."
        case "dismissed":
            return f"{head} was dismissed by <@{row['decided_by']}>. Nothing was sent."
        case "superseded":
            return f"{head} was replaced by a newer draft below. Nothing was sent."
    return f"{head} was not sent: the ticket is no longer taken over."
