"""Settle refunds whose outcome was unknown (a timeout, a 5xx): ask the provider by key.

The key is the one the payment went out under, so the answer is about that very payment;
nothing is ever paid again under a new key (invariant 2). The customer heard "processing";
here they hear the outcome.
"""

from __future__ import annotations

import logging
from typing import Any

from supportbot.core.language import spoken
from supportbot.core.ports import RefundFailed, RefundSucceeded
from supportbot.words import replies
from supportbot.worker.delivery import send_once
from supportbot.worker.deps import Deps

log = logging.getLogger(__name__)

# An action executing this long has lost its executor: a living one's payment call ends within
# PAYMENTS_TIMEOUT (seconds), and a killed turn is rescued and replayed within its lease.
ORPHANED_AFTER_S = 120.0


async def reconcile_refunds(ctx: dict[str, Any]) -> int:
    deps: Deps = ctx["deps"]
    actions = deps.agent.actions
    settled = 0
    for action_id in await actions.orphan_executing(ORPHANED_AFTER_S):
        log.warning("refund action %s was left executing; settling it by its key", action_id)
    for action in await actions.pending_refunds():
        outcome = await deps.payments.lookup(action.idempotency_key, action.order_id)
        to = await deps.runs.recipient(action.conversation_id)
        lang = spoken(to.language)
        if isinstance(outcome, RefundSucceeded):
            await actions.refunded(action, outcome.provider_ref, deps.now())
            order = await deps.agent.tools.store.order(action.order_id)
            message = replies.refunded(action, order, lang, arrival_days=deps.agent.tools.limits.refund_arrival_days)
        elif isinstance(outcome, RefundFailed):
            await actions.move(action.id, "pending", "failed", outcome=outcome.reason)
            message = replies.refund_not_made(action, lang)
        else:
            continue  # still no answer: ask again next time
        await send_once(deps, to, action.conversation_id, None, f"reconcile:{action.id}", message)
        log.info("refund action %s settled: %s", action.id, type(outcome).__name__)
        settled += 1
    return settled
