"""Actions (proposed effects), their state changes, and the refunds they become.

Refund claims are decided one at a time per order (and per customer, for the caps): proposing
one and moving one to "executing" both take the bot's claim locks on the order and its customer
(supportbot/store/claim_locks.py), read the order from the shop's order system and what is
claimed, let the core decide, and write, in one transaction (issue 13.1). The order system may
be Shopify's: nothing here reads the built-in shop's tables except the rows it seeded itself.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from decimal import Decimal
from typing import TypeVar

import asyncpg

from supportbot.core.journal import HeldSteps
from supportbot.core.money.actions import Action, ProposedAction, RefundRecord, TokenUsed, Verdict
from supportbot.core.money.ledger import Ledger
from supportbot.core.money.policy import EarlierRefund, Refused
from supportbot.core.ports import OrderSystem, ShopWriteDone, ShopWriteOutcome
from supportbot.store.action_rows import action_of, awaiting_confirmation_of, earlier_row, move_write, proposal_write
from supportbot.store.claim_locks import lock_customer, lock_order
from supportbot.store.claim_section import Claim, ledger_of
from supportbot.store.claims import KINDS, claimed_totals, claims_on
from supportbot.store.order_edits import edit_builtin_order
from supportbot.store.payment_methods import apply_payment_method
from supportbot.store.pool import LAZY, Clock
from supportbot.store.shop import ORDER_BY_ID, ShopRepository

T = TypeVar("T")
_REMEMBERED = 256  # committed proposals kept for their turn's `proposed`: far more than turns in flight
_REFUNDED_AS = {"cancel_order": "cancelled and refunded", "order_edit": "order edited and difference refunded",
                "exchange": "exchanged; the difference refunded"}


class ActionRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock, orders: OrderSystem | None = None,
                 committed: dict[int, Action] | None = None) -> None:
        self._pool = pool
        self._clock = clock
        # Where claims read their order, fresh (never the turn's snapshot); the built-in shop by default.
        self._order_system: OrderSystem = orders or ShopRepository(pool)
        # The built-in shop's orders are rows of this database: a claim's locked section reads the
        # order itself, under the order's lock, in the same call (claim_section.py). Another order
        # system (Shopify's) is read by the caller, under the same lock, on its own connection.
        self._order_read = ORDER_BY_ID if isinstance(self._order_system, ShopRepository) else None
        # Proposals this process committed, as their write returned them: the turn that proposed one
        # builds its confirmation from it without reading it back (`proposed`). Taken once, bounded;
        # `committed` shares it between the process's repositories (the tools' and the turn's).
        self._committed: dict[int, Action] = {} if committed is None else committed

    async def propose(self, p: ProposedAction) -> Action | TokenUsed:
        """Create the action once per key; a newer proposal replaces an unanswered one."""
        async with self._pool.acquire() as conn, conn.transaction():
            made = await self._insert(conn, p)
        return self._remember(made)

    def _remember(self, made: T) -> T:
        """Keep a committed proposal's row for `proposed` (called once its transaction committed)."""
        if isinstance(made, Action):
            if len(self._committed) >= _REMEMBERED:
                self._committed.pop(next(iter(self._committed)))  # the oldest: its turn never asked
            self._committed[made.id] = made
        return made

    async def proposed(self, action_id: int) -> Action | None:
        """The action a tool has just proposed: as its write returned it when this process committed
        it (no round trip), else as read (a replay elsewhere). Only what was proposed is read from it,
        and a proposal's order, items and amount never change."""
        return self._committed.pop(action_id, None) or await self.get(action_id)

    async def propose_refund(self, key: str, nonce: str, order_id: str, conversation_id: int, since: datetime,
                             decide: Callable[[Ledger], ProposedAction | Refused],
                             then: Callable[[Action, Ledger], Verdict] | None = None, *,
                             held: HeldSteps | None = None) -> Action | TokenUsed | Refused:
        """Decide a refund claim on what is claimed now and record it, with the order locked.

        Read, decide and insert are one transaction under the order's lock: a claim racing this
        one from another conversation waits, then is decided on this one. A replay of the same
        tool call (same key) or a spent token is answered before anything is decided.
        `then`: the customer's yes came with the proposal (a replacement chosen in answer to a
        refund's question), so the new action is moved on as `then` re-decides it, on the same
        ledger in the same transaction: the order is read once, and nothing can come between.
        `held`: the run's held journal steps, written by the proposal's statement (marked written once it
        has committed); a path that writes no proposal leaves them to the journal."""
        decided, wrote = await self._decide_proposal(key, nonce, order_id, conversation_id, since, decide, then, held)
        if held is not None and wrote:
            held.written = True  # committed
        return self._remember(decided)

    async def _decide_proposal(self, key: str, nonce: str, order_id: str, conversation_id: int, since: datetime,
                               decide: Callable[[Ledger], ProposedAction | Refused],
                               then: Callable[[Action, Ledger], Verdict] | None, held: HeldSteps | None
                               ) -> tuple[Action | TokenUsed | Refused, bool]:
        """The proposal decided and written, and whether its statement wrote `held`."""
        claim = Claim(order_id, since, key=key, nonce=nonce, conversation_id=conversation_id,
                      order_read=self._order_read)
        async with self._pool.acquire() as conn, conn.transaction():
            # The locks, the replay check and the ledger (claim_section.py), then the order, read
            # from the shop's order system under the order's lock: decided on its figures as they are now.
            section = await claim.section(conn)
            if section.found is None:
                order = await section.order_now(self._order_system, order_id)
                section = await claim.again(conn, section, order)
            if section.found is not None:  # (the second call reads it again, under the same order's lock)
                # A replay of the same tool call is its first proposal; another key spent the token.
                return (section.found if section.found_key == key else TokenUsed()), False
            ledger = await ledger_of(self._order_system, order, section, since)
            decided = decide(ledger)
            if isinstance(decided, Refused):
                return decided, False
            # Lazily committed unless moved on in this transaction (supportbot/store/pool.py): a
            # proposal moves no money, and the customer is asked about it only through an outbox row,
            # whose durable commit flushes it first. A lost one is decided again on the replay, as if
            # the turn had not run; a yes can only come to a proposal the customer was shown.
            steps = held if then is None and held is not None and held.steps else None
            made = await self._insert(conn, decided, checked=True, lazy=then is None, held=steps)
            if then is None or not isinstance(made, Action) or made.status != "awaiting_confirmation":
                return made, steps is not None
            # The ledger was read before the insert: it is the ledger without this action, as `start` reads it.
            return await self._move_as(conn, made, then(made, ledger)), False

    async def _insert(self, conn: asyncpg.Connection, p: ProposedAction, *, checked: bool = False,
                      lazy: bool = False, held: HeldSteps | None = None) -> Action | TokenUsed:
        """`checked`: `earlier_row` answered None in this transaction already, under the order's lock.
        `lazy`: the transaction commits with synchronous_commit off (the caller says why it may);
        then `held` may name journal steps its statement writes too (the decisions it rests on)."""
        earlier = None if checked else await earlier_row(conn, p.idempotency_key, p.token_nonce)
        if earlier is not None:
            return earlier
        # The unanswered proposal is superseded and the new one written in one statement; the
        # insert waits on the update (it reads its count), so the one-awaiting index sees the old
        # row cancelled first.
        carried = () if held is None else (held.run_id, held.steps)
        row = await conn.fetchrow(
            proposal_write(lazy=lazy, with_steps=held is not None),
            p.idempotency_key, p.conversation_id, p.customer_id, p.kind, p.order_id,
            [{"sku": s, "qty": q} for s, q in p.items] if p.items else None,
            p.amount, p.currency, p.address, p.token_nonce, p.needs_approval,
            list(p.approval_reasons), p.article, p.confirm_by, self._clock(), p.reason, p.edit,
            [{"sku": s, "qty": q, "new_sku": n} for s, q, n in p.swaps] if p.swaps else None, p.collect, *carried,
        )
        return action_of(row)

    async def start(self, action_id: int, from_status: str, since: datetime,
                    judge: Callable[[Action, Ledger], Verdict], *, order_id: str | None = None,
                    held: HeldSteps | None = None) -> Action | None:
        """Move a refund on from `from_status` as `judge` decides on what is claimed now.

        The order is locked, the action row too, the ledger read as of this action (what came
        before it, and what later claims already paid), and the move written, in one
        transaction: money moves only on a decision nothing could change before it was recorded.
        None when the action was not in `from_status` any more (another attempt moved it: the
        caller reads where it went). `order_id`: the action's, as the caller read it (an action's
        order never changes), which saves reading it here; the row read under the lock must name it.
        `held`: the run's held journal steps, written by the move's statement (marked written once it has
        committed); when nothing is moved they are left to the journal."""
        moved = await self._start(action_id, from_status, since, judge, order_id, held)
        if moved is not None and held is not None and held.steps:
            held.written = True  # committed with the move
        return moved

    async def _start(self, action_id: int, from_status: str, since: datetime,
                     judge: Callable[[Action, Ledger], Verdict], order_id: str | None,
                     held: HeldSteps | None) -> Action | None:
        async with self._pool.acquire() as conn, conn.transaction():
            if order_id is None:
                order_id = await conn.fetchval("SELECT order_id FROM actions WHERE id = $1", action_id)
                if order_id is None:
                    return None
            # The locks, the action row (locked) and the ledger as of it (claim_section.py), then the
            # order under the order's lock.
            claim = Claim(order_id, since, action_id=action_id, order_read=self._order_read)
            section = await claim.section(conn)
            action = section.found
            if action is None or action.status != from_status:
                return None
            # Decided under the lock of the order it claims on, or not at all.
            if action.order_id != order_id:
                raise ValueError(f"action {action_id} claims on order {action.order_id}, not {order_id}")
            order = await section.order_now(self._order_system, order_id)
            section = await claim.again(conn, section, order)
            verdict = judge(action, await ledger_of(self._order_system, order, section, since))
            return await self._move_as(conn, action, verdict, held)

    async def _move_as(self, conn: asyncpg.Connection, action: Action, verdict: Verdict,
                       held: HeldSteps | None = None) -> Action:
        """The re-decision written, inside the transaction that holds the order's lock."""
        if verdict.to == "executing" and action.kind == "cancel_order":
            # Under the order's lock, decided placed a moment ago: the warehouse's "shipped"
            # waits on this lock and then finds the order cancelled (supportbot/store/shop.py).
            await conn.execute("UPDATE orders SET status = 'cancelled', cancelled_at = $2 "
                               "WHERE id = $1 AND status = 'placed'", action.order_id, self._clock())
        if verdict.to == "executing" and action.kind == "order_edit":
            # The same lock, the same race with "shipped": the built-in shop's lines change here,
            # in the transaction that decided the order still placed (supportbot/store/order_edits.py).
            stopped = await edit_builtin_order(conn, action)
            if stopped is not None:
                verdict = Verdict("refused", f"refused again before editing: {stopped}")
        steps = () if held is None or not held.steps else (held.run_id, held.steps)
        row = await conn.fetchrow(move_write(with_steps=bool(steps)), action.id, verdict.to, verdict.why,
                                  verdict.to == "awaiting_approval", list(verdict.reasons), *steps)
        return action_of(row)

    async def holding_order(self, order_id: str, work: Callable[[], Awaitable[T]]) -> T:
        """Run `work` (a remote shop's edit) holding the order's claim lock: two workers answering
        one yes edit one after the other, and the second finds the order already edited."""
        async with self._pool.acquire() as conn, conn.transaction():
            await lock_order(conn, order_id)
            return await work()

    async def get(self, action_id: int) -> Action | None:
        row = await self._pool.fetchrow("SELECT * FROM actions WHERE id = $1", action_id)
        return action_of(row) if row else None

    async def awaiting_confirmation(self, conversation_id: int) -> Action | None:
        row = await self._pool.fetchrow(awaiting_confirmation_of("$1"), conversation_id)
        return action_of(row) if row else None

    async def move(self, action_id: int, from_status: str, to_status: str, *,
                   outcome: str | None = None, decided_by: str | None = None) -> Action | None:
        """One atomic state change; None when the action was not in `from_status` any more."""
        row = await self._pool.fetchrow(
            """UPDATE actions SET status = $3, outcome = COALESCE($4, outcome),
                   decided_by = COALESCE($5, decided_by),
                   decided_at = CASE WHEN $5::text IS NULL THEN decided_at ELSE $6 END,
                   updated_at = clock_timestamp()
               WHERE id = $1 AND status = $2 RETURNING *""",
            action_id, from_status, to_status, outcome, decided_by, self._clock(),
        )
        return action_of(row) if row else None

    async def refunded(self, action: Action, provider_ref: str, at: datetime) -> None:
        """Record the paid refund and close the action, together: one statement, so one round trip."""
        # An edit's units left the order with the edit (its lines changed); an exchange's are taken by
        # its exchanges row: either refund is money only (an edit's or an exchange's price difference).
        money_only = action.kind in ("order_edit", "exchange")
        skus = [] if money_only else [sku for sku, qty in action.items for _ in range(qty)]
        # Lazily committed (supportbot/store/pool.py): the money went out on the action's durable move
        # to executing, which the ledger counts meanwhile. A lost record leaves that row: the replay
        # pays again under the same key and the provider answers with its first result, or the
        # executor's sweep makes it pending and reconciliation records it by key. Whoever tells the
        # customer commits the outbox row durably first, which flushes this before the word goes out.
        await self._pool.execute(
            f"""WITH {LAZY}, paid AS (
                   INSERT INTO refunds (order_id, amount, skus, refunded_at, source, action_id,
                                        idempotency_key, provider_ref, conversation_id, customer_id, currency)
                   VALUES ($1, $2, $3, $4, 'bot', $5, $6, $7, $8, $9, $10)
                   ON CONFLICT (idempotency_key) DO NOTHING)
               UPDATE actions SET status = 'done', provider_ref = $7, outcome = $11, updated_at = clock_timestamp()
               FROM lazy WHERE id = $5 AND status IN ('executing', 'pending')""",
            action.order_id, action.amount, skus, at, action.id, action.idempotency_key,
            provider_ref, action.conversation_id, action.customer_id, action.currency,
            _REFUNDED_AS.get(action.kind, "refunded"),
        )

    async def replaced(self, action: Action, shop_order_ref: str, at: datetime) -> None:
        """Record the replacement order the shop created and close the action, together."""
        async with self._pool.acquire() as conn, conn.transaction():
            skus = [sku for sku, qty in action.items for _ in range(qty)]
            await conn.execute(
                """INSERT INTO replacements (order_id, value, skus, shop_order_ref, action_id,
                                             idempotency_key, conversation_id, created_at, customer_id)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING""",
                action.order_id, action.amount, skus, shop_order_ref, action.id, action.idempotency_key,
                action.conversation_id, at, action.customer_id,
            )
            await conn.execute(
                """UPDATE actions SET status = 'done', provider_ref = $2, outcome = 'replacement sent',
                       updated_at = clock_timestamp()
                   WHERE id = $1 AND status = 'executing'""",
                action.id, shop_order_ref,
            )

    async def exchanged(self, action: Action, shop_ref: str, payment_url: str | None, at: datetime) -> None:
        """Record the exchange the shop made; close the action unless a refunded difference is still
        to pay (`refunded` closes it then). A replay finds the row and writes nothing new."""
        async with self._pool.acquire() as conn, conn.transaction():
            skus = [sku for sku, qty in action.items for _ in range(qty)]
            await conn.execute(
                """INSERT INTO exchanges (order_id, skus, swaps, refund, collect, shop_ref, payment_url, action_id,
                                          idempotency_key, conversation_id, customer_id, created_at)
                   VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
                   -- No conflict target: a second worker carrying out the same action meets the
                   -- first's row on its key or on its action id, whichever index it checks first.
                   ON CONFLICT DO NOTHING""",
                action.order_id, skus, [{"sku": s, "qty": q, "new_sku": n} for s, q, n in action.swaps],
                action.amount or 0, action.collect or 0, shop_ref, payment_url, action.id, action.idempotency_key,
                action.conversation_id, action.customer_id, at)
            if not action.amount:
                await conn.execute("""UPDATE actions SET status = 'done', provider_ref = $2, outcome = 'exchanged',
                                          updated_at = clock_timestamp() WHERE id = $1 AND status = 'executing'""",
                                   action.id, shop_ref)

    async def apply_payment_method(self, action: Action) -> bool:
        return await apply_payment_method(self._pool, action)

    async def apply_address(self, action: Action) -> bool:
        """Change the address only if the order still has not shipped; close the action."""
        async with self._pool.acquire() as conn, conn.transaction():
            changed = await conn.fetchval(
                "UPDATE orders SET address = $2 WHERE id = $1 AND status = 'placed' RETURNING id",
                action.order_id, action.address,
            )
            await conn.execute(
                """UPDATE actions SET status = $2, outcome = $3, updated_at = clock_timestamp()
                   WHERE id = $1 AND status = 'executing'""",
                action.id, "done" if changed else "failed",
                "address changed" if changed else "order shipped before the change",
            )
            return changed is not None

    async def change_saved_address(self, action: Action,
                                   remote: Callable[[], Awaitable[ShopWriteOutcome]] | None = None) -> bool:
        """Change the customer's saved address once, and close the action, under the customer's lock.

        Two answers to the same question at once (a retried webhook, two workers) meet here: the
        second waits for the lock, finds the action done and writes nothing. `remote` is the
        shop's own write (Shopify's); without one the built-in shop's customer row is changed in
        this transaction. The shop said no, or did not answer: the action fails and nothing is
        claimed changed (a person looks by the key).
        """
        async with self._pool.acquire() as conn, conn.transaction():
            await lock_customer(conn, action.customer_id)
            status = await conn.fetchval("SELECT status FROM actions WHERE id = $1 FOR UPDATE", action.id)
            if status != "executing":
                return status == "done"
            if remote is None:
                changed = await conn.fetchval("UPDATE customers SET address = $2 WHERE id = $1 RETURNING true",
                                              action.customer_id, action.address) is not None
                why = "saved address changed" if changed else "no such customer in the shop"
            else:
                outcome = await remote()
                changed = isinstance(outcome, ShopWriteDone)
                why = "saved address changed" if changed else f"the shop did not change it: {outcome}"[:300]
            await conn.execute("UPDATE actions SET status = $2, outcome = $3, updated_at = clock_timestamp() "
                               "WHERE id = $1", action.id, "done" if changed else "failed", why)
            return changed

    async def orphan_executing(self, min_age_seconds: float) -> list[int]:
        """Money actions left executing longer than any living payment call takes: their executor
        (a turn's or a staff job's worker) died between marking and recording. They become
        pending, so reconciliation settles them by their key like any unknown outcome."""
        rows = await self._pool.fetch(
            """UPDATE actions SET status = 'pending', outcome = 'executor lost; settled by key',
                   updated_at = clock_timestamp()
               WHERE status = 'executing' AND kind IN ('refund', 'cancel_order')
                 AND updated_at < clock_timestamp() - make_interval(secs => $1)
               RETURNING id""",
            min_age_seconds,
        )
        return [r["id"] for r in rows]

    async def pending_refunds(self) -> list[Action]:
        rows = await self._pool.fetch("SELECT * FROM actions WHERE status = 'pending' ORDER BY id")
        return [action_of(r) for r in rows]

    async def claims(self, order_id: str) -> tuple[EarlierRefund, ...]:
        """Every refund on the order that is paid or on its way, with the conversation it came from.

        Unlocked: good for a check that only issues a token; `propose_refund` and `start` read
        the same under the order's lock before anything is recorded or paid.
        """
        return (await claims_on(self._pool, order_id, None))[0]

    async def claimed_totals(self, conversation_id: int, customer_id: str, since: datetime
                             ) -> tuple[Decimal, Decimal]:
        """Claimed so far in this conversation (every order), and by this customer since `since`."""
        return await claimed_totals(self._pool, conversation_id, customer_id, since, None)

    async def refunds_of(self, customer_id: str) -> list[RefundRecord]:
        """The customer's refunds, oldest first: paid ones (reversed when the provider said so) and
        those still processing at the provider (sent, outcome not known yet: reconciled by key)."""
        rows = await self._pool.fetch(
            f"""SELECT r.order_id, r.amount, COALESCE(r.currency, o.currency) AS currency, r.refunded_at AS at,
                       CASE WHEN EXISTS (SELECT 1 FROM action_reversals v WHERE v.action_id = r.action_id
                                         AND v.source = 'provider') THEN 'reversed' ELSE 'paid' END AS status
                FROM refunds r LEFT JOIN orders o ON o.id = r.order_id
                WHERE COALESCE(r.customer_id, o.customer_id) = $1
                UNION ALL
                SELECT a.order_id, a.amount, a.currency, a.created_at, 'processing'
                FROM actions a WHERE a.customer_id = $1 AND a.status = 'pending' AND a.kind IN {KINDS}
                ORDER BY at, order_id""", customer_id)
        ours = [RefundRecord(r["order_id"], r["amount"], r["currency"], r["at"], r["status"]) for r in rows]
        if isinstance(self._order_system, ShopRepository):
            return ours  # the built-in shop's own refunds are rows of the table just read
        # A remote shop lists the refunds it made itself on the orders (Shopify's `Refund`s): paid.
        theirs = [RefundRecord(o.id, r.amount, o.currency, r.at, "paid")
                  for o in await self._order_system.orders_of(customer_id) for r in o.shop_refunds]
        return sorted(ours + theirs, key=lambda r: (r.at, r.order_id))
