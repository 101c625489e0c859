"""Returns after the label (issue 15.2): pay what the warehouse received, close what never came.

`pay_return` runs when the web app has moved a return to received (the warehouse's signed
webhook): the refund goes out under the return's own key and is recorded with the move to
refunded, so a retried webhook, a second worker or this cron paying the same return pay once.
`settle_returns` (cron) pays received returns a crash or an unknown outcome left unpaid (same
key) and closes returns with nothing received RETURN_RECEIVE_DAYS after the label: the
customer is told and staff see it in the channel. It also tells what a crash between recording
and telling left untold (a refunded or closed return with no message under its key).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from functools import partial
from typing import Any

from supportbot.effects.returning import pay_received
from supportbot.words import replies
from supportbot.worker.delivery import tell
from supportbot.worker.deps import Deps

log = logging.getLogger(__name__)

# The customer's message about a return goes under one of these keys and the return's id.
REFUNDED_KEY, CLOSED_KEY = "return-refunded:", "return-closed:"


async def pay_return(ctx: dict[str, Any], return_id: int) -> str:
    deps: Deps = ctx["deps"]
    if deps.returns is None:
        return "no returns store"
    ret = await deps.returns.get(return_id)
    if ret is None or ret.state != "received":
        return "nothing to pay"
    paid = await pay_received(deps.returns, deps.payments, ret, deps.now())
    log.info("return %s (order %s): %s", ret.id, ret.order_id, paid)
    if deps.traces is not None:  # the proposing run's trace tells the return's later life too
        await deps.traces.add_action_event(ret.action_id, {"event": f"return received: {paid}",
                                                           "amount": str(ret.refund_amount)}, deps.now())
    if paid == "refunded":
        await _tell_refunded(deps, ret)
    elif paid == "failed":
        await deps.poster.announce(f"Return {ret.label_id} on order {ret.order_id}: the items arrived but the "
                                   f"refund of {ret.refund_amount} {ret.currency} failed at the provider; "
                                   "a person must pay it.")
    return paid


async def settle_returns(ctx: dict[str, Any]) -> int:
    deps: Deps = ctx["deps"]
    if deps.returns is None:
        return 0
    settled = 0
    for ret in await deps.returns.to_pay():
        settled += await pay_return(ctx, ret.id) == "refunded"
    days = deps.return_settings.receive_days
    for ret in await deps.returns.overdue(deps.now() - timedelta(days=days)):
        if not await deps.returns.close_unreceived(ret, deps.now()):
            continue  # received (or closed) in between: nothing to close
        if deps.traces is not None:
            await deps.traces.add_action_event(ret.action_id, {"event": "return closed, nothing received"},
                                               deps.now())
        await _tell_closed(deps, ret, days)
        await deps.poster.announce(f"Return {ret.label_id} on order {ret.order_id} closed: nothing reached the "
                                   f"warehouse within {days} days of the label; the customer was told.")
        settled += 1
    # Recorded, then the worker died before telling: the message goes now, once (its key).
    for ret in await deps.returns.untold("refunded", REFUNDED_KEY):
        await _tell_refunded(deps, ret)
    for ret in await deps.returns.untold("closed_not_received", CLOSED_KEY):
        await _tell_closed(deps, ret, days)
    return settled


async def _tell_refunded(deps: Deps, ret: Any) -> None:
    await tell(deps, ret.conversation_id, f"{REFUNDED_KEY}{ret.id}",
               partial(replies.return_refunded, ret.order_id, ret.refund_amount, ret.currency,
                       arrival_days=deps.agent.tools.limits.refund_arrival_days),
               deps.update_template)


async def _tell_closed(deps: Deps, ret: Any, days: int) -> None:
    await tell(deps, ret.conversation_id, f"{CLOSED_KEY}{ret.id}",
               partial(replies.return_closed, ret.order_id, days), deps.update_template)
