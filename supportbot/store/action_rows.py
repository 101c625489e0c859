"""An action as its row in `actions` (store/actions.py writes them; the turn's one-statement state
read in store/conversation_state.py reads them too)."""

from __future__ import annotations

from typing import Any

import asyncpg

from supportbot.core.money.actions import Action, TokenUsed
from supportbot.store.journal import insert_steps
from supportbot.store.pool import LAZY


def action_of(row: Any) -> Action:
    """The Action a row of `actions` (an asyncpg Record or a dict from a JSON row) holds."""
    return Action(
        id=row["id"], idempotency_key=row["idempotency_key"], conversation_id=row["conversation_id"],
        customer_id=row["customer_id"], kind=row["kind"], order_id=row["order_id"], status=row["status"],
        confirm_by=row["confirm_by"],
        items=tuple((i["sku"], i["qty"]) for i in (row["items"] or [])),
        amount=row["amount"], currency=row["currency"], address=row["address"],
        needs_approval=row["needs_approval"], approval_reasons=tuple(row["approval_reasons"]),
        article=row["article"], provider_ref=row["provider_ref"], reason=row.get("reason"), edit=row.get("edit"),
        swaps=tuple((s["sku"], s["qty"], s["new_sku"]) for s in (row.get("swaps") or [])),
        collect=row.get("collect"),
    )


def awaiting_confirmation_of(conversation_id: str) -> str:
    """The action waiting for the conversation's yes (given as a SQL expression), as a row."""
    return f"SELECT * FROM actions WHERE conversation_id = {conversation_id} AND status = 'awaiting_confirmation'"


# A new proposal, superseding the conversation's unanswered one; the lazy form also turns
# synchronous_commit off for the transaction it is in (supportbot/store/pool.py `LAZY`).
_WRITE = """{lazy}{journal}superseded AS (
                   UPDATE actions SET status = 'cancelled', outcome = 'superseded', updated_at = clock_timestamp()
                   WHERE conversation_id = $2 AND status = 'awaiting_confirmation' RETURNING id)
               INSERT INTO actions (idempotency_key, conversation_id, customer_id, kind, order_id,
                   items, amount, currency, address, token_nonce, needs_approval,
                   approval_reasons, article, status, confirm_by, created_at, reason, edit, swaps, collect)
               SELECT $1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'awaiting_confirmation',$14,$15,$16,$17,$18,$19
               FROM (SELECT count(*) FROM superseded) AS after_the_update{from_lazy}
               RETURNING *"""
LAZY_PROPOSAL = _WRITE.format(lazy=f"WITH {LAZY}, ", journal="", from_lazy=", lazy")
PROPOSAL = _WRITE.format(lazy="WITH ", journal="", from_lazy="")
# The lazy form with the run's held journal steps ($20 the run, $21 the steps) written by it: the
# decisions the proposal rests on, in its own statement (supportbot/core/journal.py `HeldSteps`).
LAZY_PROPOSAL_WITH_STEPS = _WRITE.format(lazy=f"WITH {LAZY}, ", journal=f"journal AS ({insert_steps('$20', '$21')}), ",
                                         from_lazy=", lazy")

# An action moved on ($1 id, $2 status, $3 outcome, $4 held for approval, $5 its reasons); with the run's
# held journal steps ($6 the run, $7 the steps) written by it: the decisions the move rests on.
_MOVE = """{journal}UPDATE actions SET status = $2, outcome = COALESCE($3, outcome),
                   needs_approval = needs_approval OR $4,
                   approval_reasons = CASE WHEN $4 THEN $5 ELSE approval_reasons END,
                   updated_at = clock_timestamp()
               WHERE id = $1 RETURNING *"""
_MOVE_ALONE = _MOVE.format(journal="")
_MOVE_WITH_STEPS = _MOVE.format(journal=f"WITH journal AS ({insert_steps('$6', '$7')}) ")


def move_write(*, with_steps: bool) -> str:
    """The move's statement, writing the run's held steps or not."""
    return _MOVE_WITH_STEPS if with_steps else _MOVE_ALONE


def proposal_write(*, lazy: bool, with_steps: bool) -> str:
    """The proposal's statement: committed lazily or not, writing the run's held steps or not (lazy only)."""
    assert lazy or not with_steps
    return (LAZY_PROPOSAL_WITH_STEPS if with_steps else LAZY_PROPOSAL) if lazy else PROPOSAL


async def earlier_row(conn: asyncpg.Connection, key: str, nonce: str | None) -> Action | TokenUsed | None:
    """The row of the same tool call (a replay: its first proposal), else TokenUsed when another row
    spent the token, else None; one round trip for both."""
    existing = await conn.fetchrow(
        "SELECT * FROM actions WHERE idempotency_key = $1 OR token_nonce = $2 "
        "ORDER BY idempotency_key = $1 DESC LIMIT 1", key, nonce)
    if existing is None:
        return None
    return action_of(existing) if existing["idempotency_key"] == key else TokenUsed()
