"""Suggested replies for staff: a draft posted in the handoff thread when a person takes a
conversation and after each customer message while they hold it (supportbot/agent/suggestion.py
drafts it), and the send once staff click Send or submit an edit.

Never sent without a click: drafting posts to Slack only. The send job runs once per draft (its
job id and outbox key are the draft's, invariant 2); after WhatsApp's 24-hour window it sends
nothing and the thread says why, like any free text staff write; an edited text passes the output
guard first, with the record at hand, or is not sent and the draft is offered again.
"""

from __future__ import annotations

from typing import Any

from supportbot.agent.suggestion import Grounds, draft_reply, findings, latest_words
from supportbot.core.language import decide, spoken
from supportbot.core.types import OutboundText
from supportbot.rungs.ladder import LLM_MODES
from supportbot.words.cards import SuggestionCard
from supportbot.worker.delivery import send_once
from supportbot.worker.deps import Deps
from supportbot.worker.promises import responded
from supportbot.worker.templates import note_in_thread, window_closed

HELD = ("Not sent: the customer last wrote more than 24 hours ago, so only an approved template may reach "
        "them (clicked by <@{who}>; the thread lists the templates).")
REFUSED_EDIT = "Not sent: the edit says what the record does not bear out (edited by <@{who}>; the thread says why)."


async def _grounds(deps: Deps, conversation_id: int) -> Grounds:
    """The conversation, the orders the bot may show (the verified customer's, else the account on
    the phone) and the help centre's best passages for the customer's latest words."""
    assert deps.suggestions is not None
    record = await deps.suggestions.grounds(conversation_id)
    to = await deps.runs.recipient(conversation_id)
    store = deps.agent.tools.store
    customer = (await store.customer(record["verified"]) if record["verified"]
                else await deps.shop.customer_by_phone(to.wa_id) if to.wa_id else None)
    orders = await store.orders_of(customer.id) if customer else []
    said = latest_words(record["messages"])
    # The language a turn would answer these words in: the customer may have switched since the handoff.
    lang = decide(said, conversation=spoken(to.language) if to.language else None,
                  known=customer.language if customer else None)
    helpcentre = deps.agent.tools.helpcentre
    passages = await helpcentre.search(said) if helpcentre and said else []
    return Grounds(record["messages"], orders, record["actions"], passages, deps.now(), lang)


def _card(row: Any) -> SuggestionCard:
    return SuggestionCard(row["id"], row["draft"], row["language"], row["drafted_by"],
                          tuple((f"{c['title']} v{c['version']}", c["link"]) for c in row["citations"]),
                          row["replaced"])


async def suggest_reply(ctx: dict[str, Any], conversation_id: int, key: str) -> str:
    """One draft for `key` (the take-over, or the customer message it answers) in the thread."""
    deps: Deps = ctx["deps"]
    if deps.suggestions is None:
        return "no suggestions here"
    handoff = await deps.staff.open_handoff(conversation_id)
    if handoff is None or handoff["status"] != "taken" or not handoff["slack_ts"]:
        return "not taken over"
    row = await deps.suggestions.by_key(key)
    if row is None:
        grounds = await _grounds(deps, conversation_id)
        # The model drafts only while the ladder lets it answer customers; below that, the bot's own words.
        mode = await deps.agent.mode() if deps.agent.mode else "full"
        model = deps.agent.model if mode in LLM_MODES else None
        draft = await draft_reply(grounds, model, conversation_id)
        row = await deps.suggestions.offer(key, conversation_id, handoff["id"], grounds.language, draft.text,
                                           draft.drafted_by, draft.citations, draft.replaced, deps.now())
    if row["slack_ts"]:
        return "posted already"
    await deps.suggestions.set_card(row["id"], await deps.poster.post_suggestion(handoff["slack_ts"], _card(row)))
    return "posted"


async def send_suggestion(ctx: dict[str, Any], suggestion_id: int) -> str:
    """After Send or an edit: the text to the customer once, inside the 24-hour window only."""
    deps: Deps = ctx["deps"]
    assert deps.suggestions is not None
    row = await deps.suggestions.get(suggestion_id)
    if row is None or row["status"] not in ("sent", "edited"):
        return row["status"] if row else "no such suggestion"
    conversation_id, key = row["conversation_id"], f"suggestion:{suggestion_id}"
    if row["status"] == "edited" and row["sent_text"] != row["draft"]:
        refused = findings(row["sent_text"], await _grounds(deps, conversation_id))
        if refused:
            await deps.suggestions.reopen(suggestion_id)
            if row["slack_ts"]:
                await deps.poster.settle_suggestion(row["slack_ts"], _card(row), REFUSED_EDIT.format(
                    who=row["decided_by"]))
            await note_in_thread(deps, conversation_id, f"{key}:{row['decided_at'].timestamp()}",
                                 f"Not sent: the edited reply says what the record does not bear out "
                                 f"({'; '.join(refused)}). The draft is offered again below.")
            await deps.suggestions.set_card(suggestion_id, await deps.poster.post_suggestion(
                (await deps.staff.handoff(row["handoff_id"]))["slack_ts"], _card(row)))
            return "refused by the output guard"
    if await window_closed(deps, conversation_id, key):
        await deps.suggestions.hold(suggestion_id)
        if row["slack_ts"]:  # the click's card said who sent it: it must not look sent
            await deps.poster.settle_suggestion(row["slack_ts"], _card(row), HELD.format(who=row["decided_by"]))
        return "not sent: window closed"
    to = await deps.runs.recipient(conversation_id)
    await send_once(deps, to, conversation_id, None, key, OutboundText(row["sent_text"]))
    await responded(deps, conversation_id)
    return row["status"]
