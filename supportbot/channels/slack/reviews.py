"""QA review cards: the layout, and the verdict buttons through the desk. A note is a reply in the
card's thread (supportbot/channels/slack/relay.py hands thread replies to the desk, which files them)."""

from __future__ import annotations

from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.access import owning_up, staff_click, tell
from supportbot.channels.slack.blocks import Block, _button, _header, _mrkdwn, _section, escape, said, without_buttons
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import StaffDesk
from supportbot.words.cards import VERDICTS, ReviewCard

VERDICT_PREFIX = "qa_verdict:"
WHY = {"sample": "daily sample", "refund": "refund above the QA threshold", "negative_csat": "customer rated it bad",
       "reversal": "an action was reversed"}


def review_text(card: ReviewCard) -> str:
    return f"QA review #{card.review_id} ({WHY.get(card.why, card.why)})"


def review_blocks(card: ReviewCard) -> list[Block]:
    blocks = [_header(f"QA review #{card.review_id} · {WHY.get(card.why, card.why)}"),
              _section(f"*Summary*\n{escape(card.summary)}")]
    if card.last_messages:
        lines = "\n".join(said(who, text) for who, text in card.last_messages)
        blocks.append(_section(f"*Last messages*\n{lines}"))
    links = [f"<{card.order_url}|Order>"] if card.order_url else []
    if card.trace_ref:
        links.append(f"Trace: `{escape(card.trace_ref)}`")
    links.append("Reply in this thread to add a note.")
    blocks.append({"type": "context", "elements": [_mrkdwn(" · ".join(links))]})
    blocks.append({"type": "actions", "block_id": f"review-{card.review_id}", "elements": [
        _button(label, f"{VERDICT_PREFIX}{verdict}", str(card.review_id), "primary" if verdict == "fine" else None)
        for verdict, label in VERDICTS.items()]})
    return blocks


def register_reviews(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    for verdict in VERDICTS:
        app.action(f"{VERDICT_PREFIX}{verdict}")(_verdict_handler(config, desk, verdict))


def _verdict_handler(config: SlackConfig, desk: StaffDesk, verdict: str):
    async def clicked(ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient, action: dict[str, Any]) -> None:
        await ack()
        where = await staff_click(config, body, client)
        if where is None:
            return
        channel, ts, user = where
        async with owning_up(lambda text: tell(client, channel, user, text)):
            answer = await desk.review_verdict(int(action["value"]), verdict, user)
            card = (body.get("message") or {}).get("blocks")
            if card is not None:
                await client.chat_update(channel=channel, ts=ts, text=answer,
                                         blocks=[*without_buttons(card), _section(answer)])
            await tell(client, channel, user, answer)

    return clicked
