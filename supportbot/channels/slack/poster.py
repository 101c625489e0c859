"""Outbound to the staff channel: approval cards, decisions, handoffs, relayed customer messages."""

from __future__ import annotations

from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from supportbot.channels.slack.blocks import (
    approval_blocks,
    approval_text,
    decided_blocks,
    decision_text,
    escape,
    handoff_blocks,
    handoff_text,
)
from supportbot.channels.slack.desk import ApprovalCard, Decision, HandoffCard
from supportbot.channels.slack.reviews import review_blocks, review_text
from supportbot.channels.slack.suggestions import settled_blocks, suggestion_blocks, suggestion_text
from supportbot.words.cards import ReviewCard, SuggestionCard


class SlackPoster:
    """Posts to one channel; Slack's refusals surface as slack_sdk's SlackApiError."""

    def __init__(self, client: AsyncWebClient, channel: str) -> None:
        self._client = client
        self._channel = channel

    async def _post(self, text: str, **extra: Any) -> str:
        answer = await self._client.chat_postMessage(channel=self._channel, text=text, **extra)
        return str(answer["ts"])

    async def post_approval(self, card: ApprovalCard) -> str:
        """The card's ts: keep it to show the decision later."""
        return await self._post(approval_text(card), blocks=approval_blocks(card))

    async def show_decision(self, ts: str, card: ApprovalCard, decision: Decision) -> None:
        await self._client.chat_update(channel=self._channel, ts=ts, text=decision_text(decision),
                                       blocks=decided_blocks(card, decision))

    async def post_handoff(self, card: HandoffCard) -> str:
        """The card's ts: its thread is where staff talk to the customer after Take over."""
        return await self._post(handoff_text(card), blocks=handoff_blocks(card))

    async def post_in_thread(self, thread_ts: str, text: str) -> str:
        # Customer text is data (invariant 9): no mentions, no link previews fetched on their behalf.
        return await self._post(escape(text), thread_ts=thread_ts, unfurl_links=False, unfurl_media=False)

    async def post_suggestion(self, thread_ts: str, card: SuggestionCard) -> str:
        """A suggested reply with its buttons in the handoff's thread; its ts."""
        return await self._post(suggestion_text(card), blocks=suggestion_blocks(card), thread_ts=thread_ts,
                                unfurl_links=False, unfurl_media=False)

    async def settle_suggestion(self, ts: str, card: SuggestionCard, outcome: str) -> None:
        """The draft's card without its buttons, saying what became of it."""
        await self._client.chat_update(channel=self._channel, ts=ts, text=outcome,
                                       blocks=settled_blocks(card, outcome))

    async def post_review(self, card: ReviewCard) -> str:
        return await self._post(review_text(card), blocks=review_blocks(card))

    async def announce(self, text: str) -> None:
        await self._post(text)
