"""Suggested replies in a handoff thread: the draft with Send / Edit / Dismiss (Block Kit), the Edit
modal (`views.open`, the draft prefilled), and the clicks, each decided once by the desk."""

from __future__ import annotations

import json
from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.access import REFUSAL, is_staff, owning_up, requester, staff_click, tell
from supportbot.channels.slack.approvals import card_blocks
from supportbot.channels.slack.blocks import escape, without_buttons
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import StaffDesk
from supportbot.words.cards import SuggestionAnswer, SuggestionCard

Block = dict[str, Any]

SEND, EDIT, DISMISS = "suggestion_send", "suggestion_edit", "suggestion_dismiss"
EDIT_VIEW, DRAFT_INPUT = "suggestion_edited", "draft"
INPUT_MAX = SECTION_MAX = 3000  # Slack's limits: a plain-text input, a section's text


def suggestion_text(card: SuggestionCard) -> str:
    return f"Suggested reply #{card.suggestion_id} ({card.language}): nothing is sent until you click Send."


def _quoted(text: str) -> list[str]:
    """The draft quoted whole, in sections within Slack's 3000 characters: staff read all they send."""
    parts: list[str] = []
    for line in escape(text).splitlines() or [""]:
        line = f"> {line}"
        while len(line) > SECTION_MAX:  # one line longer than a section: cut it across sections
            parts.append(line[:SECTION_MAX])
            line = "> " + line[SECTION_MAX:]
        if parts and len(parts[-1]) + 1 + len(line) <= SECTION_MAX:
            parts[-1] += "\n" + line
        else:
            parts.append(line)
    return parts


def suggestion_blocks(card: SuggestionCard) -> list[Block]:
    value = str(card.suggestion_id)
    source = "the bot's own words" if card.drafted_by == "templated" else f"drafted by {escape(card.drafted_by)}"
    notes = [f"Suggested reply · {escape(card.language)} · {source} · sent only when you click Send"]
    if card.replaced:
        notes.append(f"The model's draft was not used: {escape(card.replaced)}")
    if card.citations:
        notes.append("Cites: " + ", ".join(f"<{link}|{escape(title)}>" for title, link in card.citations))
    return [
        *({"type": "section", "text": {"type": "mrkdwn", "text": part}} for part in _quoted(card.text)),
        {"type": "context", "elements": [{"type": "mrkdwn", "text": n[:2000]} for n in notes]},
        {"type": "actions", "block_id": f"suggestion-{value}", "elements": [
            {"type": "button", "text": {"type": "plain_text", "text": "Send"}, "action_id": SEND, "value": value,
             "style": "primary"},
            {"type": "button", "text": {"type": "plain_text", "text": "Edit"}, "action_id": EDIT, "value": value},
            {"type": "button", "text": {"type": "plain_text", "text": "Dismiss"}, "action_id": DISMISS,
             "value": value},
        ]},
    ]


def settled_blocks(card: SuggestionCard, outcome: str) -> list[Block]:
    return [*without_buttons(suggestion_blocks(card)), outcome_block(SuggestionAnswer(True, outcome))]


def edit_modal(suggestion_id: int, draft: str, channel: str, message_ts: str) -> Block:
    """The draft prefilled for staff to change; the card's place rides along to show the outcome."""
    return {
        "type": "modal",
        "callback_id": EDIT_VIEW,
        "private_metadata": json.dumps({"id": suggestion_id, "channel": channel, "ts": message_ts}),
        "title": {"type": "plain_text", "text": "Edit suggested reply"},
        "submit": {"type": "plain_text", "text": "Send"},
        "close": {"type": "plain_text", "text": "Cancel"},
        "blocks": [
            {"type": "input", "block_id": DRAFT_INPUT, "label": {"type": "plain_text", "text": "Reply to the customer"},
             "element": {"type": "plain_text_input", "action_id": DRAFT_INPUT, "multiline": True,
                         "initial_value": draft[:INPUT_MAX], "max_length": INPUT_MAX}},
        ],
    }


def outcome_block(answer: SuggestionAnswer) -> Block:
    return {"type": "context", "block_id": "decision", "elements": [{"type": "mrkdwn", "text": answer.text}]}


async def _show(client: AsyncWebClient, channel: str, ts: str, card: list[Block] | None, user: str,
                answer: SuggestionAnswer) -> None:
    """The card loses its buttons and says who did what; a late clicker alone learns nothing changed."""
    if not answer.decided:
        await tell(client, channel, user, answer.text)
        return
    if card is not None:
        await client.chat_update(channel=channel, ts=ts, text=answer.text,
                                 blocks=[*without_buttons(card), outcome_block(answer)])


def register_suggestions(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    for action_id, verdict in ((SEND, "sent"), (DISMISS, "dismissed")):
        app.action(action_id)(_decider(config, desk, verdict))

    @app.action(EDIT)
    async def edit(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, action: dict[str, Any]) -> None:
        await ack()
        clicked = await staff_click(config, body, client)
        if clicked is None:
            return
        channel, ts, user = clicked
        suggestion_id = int(action["value"])
        # The trigger id lives 3 s: one read of the draft, then the modal.
        draft = await desk.suggestion_draft(suggestion_id)
        if draft is None:
            await tell(client, channel, user, f"Suggested reply #{suggestion_id} can no longer be sent.")
            return
        await client.views_open(trigger_id=body["trigger_id"], view=edit_modal(suggestion_id, draft, channel, ts))

    @app.view(EDIT_VIEW)
    async def edited(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, view: dict[str, Any]) -> None:
        user, _ = requester(body)
        if user is None or not is_staff(config, body):
            await ack(response_action="errors", errors={DRAFT_INPUT: REFUSAL})
            return
        text = (view["state"]["values"][DRAFT_INPUT][DRAFT_INPUT].get("value") or "").strip()
        where = json.loads(view["private_metadata"])
        channel, ts, suggestion_id = where["channel"], where["ts"], int(where["id"])
        if not text:
            await ack(response_action="errors", errors={DRAFT_INPUT: "Write the reply, or Cancel."})
            return
        # The output guard reads the edited text in the job that would send it, with the conversation's
        # record at hand: a claim it does not bear out is not sent, and the thread says why.
        await ack()
        async with owning_up(lambda note: tell(client, channel, user, note)):
            answer = await desk.decide_suggestion(suggestion_id, "edited", user, text)
            await _show(client, channel, ts, await card_blocks(client, channel, ts), user, answer)


def _decider(config: SlackConfig, desk: StaffDesk, verdict: str) -> Any:
    async def pressed(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, action: dict[str, Any]) -> None:
        await ack()
        clicked = await staff_click(config, body, client)
        if clicked is None:
            return
        channel, ts, user = clicked
        async with owning_up(lambda note: tell(client, channel, user, note)):
            answer = await desk.decide_suggestion(int(action["value"]), verdict, user, None)
            await _show(client, channel, ts, (body.get("message") or {}).get("blocks"), user, answer)

    return pressed
