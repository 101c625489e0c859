"""What the Slack app asks of the rest of the system (StaffDesk), and the values it exchanges."""

from __future__ import annotations

from typing import Protocol

# The values live in bot/ so the worker can build cards without importing a channel.
from supportbot.words.cards import ApprovalCard, Decision, HandoffCard, SuggestionAnswer

__all__ = ["ApprovalCard", "Decision", "HandoffCard", "StaffDesk", "SuggestionAnswer"]


class StaffDesk(Protocol):
    async def decide_refund(self, action_id: int, approve: bool, staff_id: str,
                            reason: str | None) -> Decision | None:
        """None: no such pending approval (unknown or expired)."""

    async def take_over(self, handoff_id: int, staff_id: str) -> str: ...
    async def hand_back(self, handoff_id: int, staff_id: str) -> str: ...
    async def close(self, handoff_id: int, staff_id: str) -> str: ...

    async def staff_reply(self, channel: str, thread_ts: str, text: str, staff_id: str,
                          event_id: str) -> str | None:
        """Relay to the customer (or send the saved reply `supportbot reply NAME` names); the desk
        drops an event_id it has seen (Slack retries). A note for the writer alone, or None."""

    async def suggestion_draft(self, suggestion_id: int) -> str | None:
        """The draft to prefill the Edit modal with; None when it can no longer be sent."""

    async def decide_suggestion(self, suggestion_id: int, verdict: str, staff_id: str,
                                text: str | None) -> SuggestionAnswer:
        """Send (as drafted, or `text` when edited) or dismiss a suggested reply, once."""

    async def saved_replies(self) -> str:
        """The saved replies' names and how to send one."""

    async def preview_reply(self, name: str) -> str:
        """One saved reply in every language."""

    async def templates(self, name: str | None = None) -> str:
        """The business's approved WhatsApp templates (or one of them) and how to send one."""

    async def relays_to_customer(self, thread_ts: str) -> bool:
        """Whether a reply in this thread would reach a customer (a taken-over handoff)."""

    async def mode(self, staff_id: str, new_mode: str | None) -> str:
        """Show (None) or set the degradation mode; the answer is shown to the operator."""

    async def intents(self, staff_id: str, names: str | None) -> str:
        """Show (None) or set the intents the LLM agent handles ("all", or a comma-separated list)."""

    async def brake(self, staff_id: str, state: str | None) -> str:
        """Show (None) or set ("on", "off") the refund brake the anomaly alert pulls."""

    async def rollout(self, staff_id: str, words: list[str]) -> str:
        """Show or change the canary rollout (status, start V --percent P, promote, rollback)."""

    async def review_verdict(self, review_id: int, verdict: str, staff_id: str) -> str:
        """Record a QA verdict (once); the answer is shown on the card."""

    async def queue(self) -> str: ...
    async def stats(self) -> str: ...
    async def forget(self, staff_id: str, customer_id: str) -> str: ...
