"""The refund anomaly alert and the brake it pulls.

Every minute the last 60 minutes of refunds are compared with the same 60 minutes on earlier days
(supportbot/core/telemetry/anomaly.py). Past the bound, at most once an hour: the brake goes on first (the
automatic refund limit becomes zero, so every refund waits for staff), then the alert is recorded
and posted to the staff channel with the conversations behind it and their traces. Only an
operator takes the brake off (`/supportbot brake off`), audited like a mode change.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

from arq.connections import ArqRedis

from supportbot.core.telemetry.anomaly import BASELINE_DAYS, RefundBound, refund_bound
from supportbot.worker.deps import Deps

BRAKE_KEY = "supportbot:refund:brake"
BRAKE_SETTING = "refund_brake"
HOUR = timedelta(hours=1)
NOW_INCLUDED = timedelta(microseconds=1)  # a refund stamped at this very instant belongs to the last hour


async def set_brake(redis: ArqRedis, staff: Any, on: bool, who: str) -> str | None:
    """Audited in Postgres (operator_changes), then published where turns read it; the old value."""
    before = await staff.set_setting(BRAKE_SETTING, "on" if on else "off", who)
    await redis.set(BRAKE_KEY, "on" if on else "off")
    return before


async def watch_refunds(ctx: dict[str, Any]) -> str:
    deps: Deps = ctx["deps"]
    if deps.alerts is None:
        return "off"
    now = deps.now()
    since, until = now - HOUR, now + NOW_INCLUDED
    count, amount = await deps.alerts.refunds_between(since, until)
    if not count:
        return "quiet"
    bound = refund_bound(*await deps.alerts.baseline(until, BASELINE_DAYS), deps.refund_auto_limit)
    if not bound.broken_by(count, amount):
        return "quiet"
    latest = await deps.alerts.latest_fired()
    if latest is not None and latest > now - HOUR:
        # One alert per burst: an operator who cleared the brake is not overruled a minute later
        # by the same refunds still inside the window.
        return "alerted within the hour"
    # The brake before the record: a crash in between leaves the safe state, and the next minute
    # finds the alert unrecorded and posts it.
    await set_brake(ctx["redis"], deps.staff, True, "refund alert")
    alert_id = await deps.alerts.record(now.replace(minute=0, second=0, microsecond=0), count, amount,
                                        bound.baseline_count, bound.baseline_amount, bound.count_bound,
                                        bound.amount_bound, now)
    if alert_id is None:
        return "already alerted this hour"
    top = await deps.alerts.top_conversations(since, until)
    await ctx["redis"].enqueue_job("announce", alert_text(count, amount, bound, top, deps.order_url_template),
                                   _job_id=f"refund-alert:{alert_id}")
    return "alert"


def alert_text(count: int, amount: Decimal, bound: RefundBound, top: list[dict[str, Any]], order_url: str) -> str:
    lines = [f":rotating_light: Refund alert: {count} refunds ({amount}) in the last hour. This hour usually sees "
             f"{bound.baseline_count:.1f} ({bound.baseline_amount}); the bound is {bound.count_bound} refunds or "
             f"{bound.amount_bound}.",
             "The refund brake is ON: every refund now waits for a staff approval. When it is understood, "
             "clear it with `/supportbot brake off`.",
             "Top conversations:"]
    for t in top:
        orders = ", ".join(f"<{order_url.format(order_id=o)}|{o}>" if order_url else o for o in t["orders"])
        trace = f"`supportbot trace {t['run_id']}`" if t["run_id"] else "no trace"
        lines.append(f"• conversation {t['conversation_id']}: {t['refunds']} refunds, {t['amount']} on {orders}; "
                     f"trace {trace}")
    return "\n".join(lines)
