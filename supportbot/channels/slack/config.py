"""What the Slack app is told at construction: secrets, where Slack is, who may decide."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SlackConfig:
    signing_secret: str
    bot_token: str
    api_base: str  # slack_sdk base_url, ending in /api/
    channel: str  # approvals, handoffs and announcements
    approver_ids: frozenset[str]
    team_id: str  # the only workspace whose staff may decide
