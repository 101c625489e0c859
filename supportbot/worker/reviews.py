"""QA sampling: once a day, yesterday's conversations worth a look go to the staff channel as
review cards (supportbot/store/reviews.py picks them; supportbot/channels/slack/reviews.py takes the verdict)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from supportbot.words.cards import ReviewCard
from supportbot.worker.deps import Deps


async def sample_reviews(ctx: dict[str, Any]) -> int:
    """Pick yesterday's reviews (by the application's clock) and post a card for each; how many."""
    deps: Deps = ctx["deps"]
    if deps.reviews is None:
        return 0
    day = (deps.now() - timedelta(days=1)).date()
    made = await deps.reviews.sample(day, deps.qa_sample_rate, deps.qa_refund_threshold, deps.now())
    for review_id in made:
        # The card is a job of its own, named by the review: a crash after sampling posts it later, once.
        await ctx["redis"].enqueue_job("post_review", review_id, _job_id=f"review:{review_id}")
    return len(made)


async def post_review(ctx: dict[str, Any], review_id: int) -> None:
    deps: Deps = ctx["deps"]
    assert deps.reviews is not None, "post_review is enqueued only where reviews are on"
    found = await deps.reviews.card(review_id)
    if found["review"]["slack_ts"]:
        return  # posted by an earlier attempt
    await deps.reviews.set_card(review_id, await deps.poster.post_review(review_card(found, deps.order_url_template)))


def review_card(found: dict[str, Any], order_url_template: str) -> ReviewCard:
    review, ending = found["review"], found["ending"]
    parts = []
    if ending is not None:
        parts.append(f"Ended {ending['how'].replace('_', ' ')} ({ending['mode'] or 'no mode'}, "
                     f"{ending['version'] or 'no version'}), intent {ending['intent'] or 'unknown'}")
        if ending["rating"]:
            parts.append(f"rated {ending['rating']}" + (f": {ending['reason']}" if ending["reason"] else ""))
    parts += [f"{a['kind'].replace('_', ' ')} {a['amount'] or ''} {a['currency'] or ''} on {a['order_id']}: "
              f"{a['status']}" for a in found["actions"]]
    orders = [a["order_id"] for a in found["actions"]] or (
        [ending["order_id"]] if ending and ending["order_id"] else [])
    return ReviewCard(
        review_id=review["id"], why=review["why"],
        summary=f"Conversation {review['conversation_id']}. " + ("; ".join(parts) or "No ending recorded."),
        last_messages=tuple(("Customer" if m["direction"] == "in" else "Bot", m["body"]) for m in found["said"]),
        trace_ref=f"supportbot trace {review['run_id']}" if review["run_id"] else None,
        order_url=order_url_template.format(order_id=orders[-1]) if order_url_template and orders else None)
