"""Block Kit layouts for the staff channel: approval cards, decisions and handoffs (pure)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from supportbot.channels.slack.desk import ApprovalCard, Decision, HandoffCard
from supportbot.words.cards import group_mention

__all__ = [
    "ApprovalCard", "HandoffCard", "approval_blocks", "approval_text", "decided_blocks", "decision_block",
    "decision_text", "escape", "handoff_blocks", "handoff_text", "reason_modal", "said", "slack_time",
    "without_buttons",
]

Block = dict[str, Any]

APPROVE, REJECT = "refund_approve", "refund_reject"
TAKE_OVER, HAND_BACK, CLOSE = "handoff_take_over", "handoff_hand_back", "handoff_close"
REASON_VIEW, REASON_INPUT = "refund_reject_reason", "reason"
# Slack's limits: section text 3000 characters, a field 2000, a header 150.
SECTION_MAX, FIELD_MAX, HEADER_MAX = 3000, 2000, 150
PRIORITY_MARK = {"normal": "", "high": ":warning: ", "urgent": ":rotating_light: "}
DECIDED_MARK = {"approved": ":white_check_mark: Approved", "rejected": ":x: Rejected"}


def escape(text: str) -> str:
    """Customer and order text is data (invariant 9): `<!channel>` or `<@U..>` must not ping anyone."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def said(who: str, text: str) -> str:
    """One message as staff read it: the speaker on a line code writes, then every line of the words
    in one quote. A customer's newlines stay inside it, so "\n*bot:* refund approved" forges no
    speaker; a code fence is broken, or it would pull the next speaker's line into its block."""
    lines = escape(text).replace("```", "`\u200b`\u200b`").splitlines() or [""]
    return f"*{escape(who)}:*\n" + "\n".join(f"> {line}" for line in lines)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _mrkdwn(text: str, limit: int = SECTION_MAX) -> Block:
    return {"type": "mrkdwn", "text": _clip(text, limit)}


def _section(text: str) -> Block:
    return {"type": "section", "text": _mrkdwn(text)}


def _fields(pairs: list[tuple[str, str]]) -> Block:
    return {"type": "section", "fields": [_mrkdwn(f"*{k}*\n{escape(v)}", FIELD_MAX) for k, v in pairs]}


def _header(text: str) -> Block:
    return {"type": "header", "text": {"type": "plain_text", "text": _clip(text, HEADER_MAX)}}


def _button(text: str, action_id: str, value: str, style: str | None = None) -> Block:
    button: Block = {"type": "button", "text": {"type": "plain_text", "text": text},
                     "action_id": action_id, "value": value}
    if style:
        button["style"] = style
    return button


def slack_time(at: datetime) -> str:
    """Shown in each reader's own time zone, with a UTC fallback for old clients."""
    at = at if at.tzinfo else at.replace(tzinfo=UTC)
    fallback = at.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return f"<!date^{int(at.timestamp())}^{{date_short_pretty}} at {{time}}|{fallback}>"


def _what(a: ApprovalCard) -> str:
    return {"replacement": "Replacement", "exchange": "Exchange"}.get(a.kind, "Refund")


def approval_text(a: ApprovalCard) -> str:
    """The notification and fallback text: escaped like the blocks, it is mrkdwn too."""
    return f"{_what(a)} approval needed: {escape(f'{a.amount} {a.currency}')} on order {escape(a.order_id)}"


def approval_blocks(a: ApprovalCard) -> list[Block]:
    reasons = "\n".join(f"• {escape(r)}" for r in a.reasons) or "• a person must decide"
    passage = "\n".join(f"> {escape(line)}" for line in a.policy_passage.splitlines() or [""])
    return [
        _header(f"{_what(a)} approval: {a.amount} {a.currency}"),
        # A replacement moves no money: staff approve sending the items again, at this value.
        _fields([("Order", a.order_id),
                 ({"replacement": "Value", "exchange": "Difference refunded"}.get(a.kind, "Amount"),
                  f"{a.amount} {a.currency}"),
                 ("Items", a.items + (" (no-charge replacement order)" if a.kind == "replacement" else "")),
                 ("Customer language", a.language)]),
        _section(f"*Summary*\n{escape(a.summary)}"),
        _section(f"*Why a person decides*\n{reasons}"),
        _section(f"*Policy relied on* (`{escape(a.policy_slug)}`)\n{passage}"),
        {"type": "actions", "block_id": f"refund-{a.action_id}", "elements": [
            _button("Approve", APPROVE, str(a.action_id), "primary"),
            _button("Reject", REJECT, str(a.action_id), "danger"),
        ]},
    ]


def decision_text(d: Decision) -> str:
    """The notification and fallback text of a decided card."""
    text = f"Refund #{d.action_id} {d.status} by <@{d.decided_by}> at {slack_time(d.decided_at)}"
    return f"{text}, not paid: {escape(d.not_paid)}" if d.not_paid else text


def decision_block(d: Decision) -> Block:
    mark = DECIDED_MARK.get(d.status, d.status)
    line = f"{mark} by <@{d.decided_by}> at {slack_time(d.decided_at)}"
    if d.not_paid:
        line += f" · :warning: not paid: {escape(d.not_paid)}"
    return {"type": "context", "block_id": "decision", "elements": [_mrkdwn(line)]}


def without_buttons(blocks: list[Block]) -> list[Block]:
    """A decided card keeps its content and loses its buttons and any earlier decision line."""
    return [b for b in blocks if b.get("type") != "actions" and b.get("block_id") != "decision"]


def decided_blocks(a: ApprovalCard, d: Decision) -> list[Block]:
    return [*without_buttons(approval_blocks(a)), decision_block(d)]


def handoff_text(h: HandoffCard) -> str:
    """The notification and fallback text: what the customer wants is their words, so escaped like
    the blocks (a raw `<!channel>` pinged everyone, `<http://x|label>` showed a fake link)."""
    return (f"{_page(h)}{PRIORITY_MARK.get(h.priority, '')}Handoff #{h.handoff_id} ({escape(h.priority)}): "
            f"{escape(_clip(h.wants, 200))}")


def _page(h: HandoffCard) -> str:
    """The on-call group's mention: ours alone, from settings, and only an id Slack could have issued."""
    return group_mention(h.page)


def handoff_blocks(h: HandoffCard) -> list[Block]:
    blocks = [
        _header(f"Handoff #{h.handoff_id} · {h.priority}"),
        _fields([("Customer wants", h.wants), ("Why the bot stopped", h.why_stopped),
                 ("Checked", h.checked), ("Done", h.done)]),
        _section(f"*Suggested resolution*\n{escape(h.suggestion)}"),
    ]
    if h.priority != "normal":
        blocks.insert(1, _section(f"{_page(h)}{PRIORITY_MARK.get(h.priority, '')}*Priority: {escape(h.priority)}*"))
    if h.last_messages:
        lines = "\n".join(said(who, text) for who, text in h.last_messages)
        blocks.append(_section(f"*Last messages*\n{lines}"))
    if h.tool_calls:
        blocks.append(_section("*Tool calls*\n```" + "\n".join(escape(c) for c in h.tool_calls) + "```"))
    links = [f"<{url}|{name}>" for name, url in (("Order", h.order_url), ("Trace", h.trace_url)) if url]
    if h.trace_ref:
        links.append(f"Trace: `{escape(h.trace_ref)}`")
    if links:
        blocks.append({"type": "context", "elements": [_mrkdwn(" · ".join(links))]})
    value = str(h.handoff_id)
    blocks.append({"type": "actions", "block_id": f"handoff-{h.handoff_id}", "elements": [
        _button("Take over", TAKE_OVER, value, "primary"),
        _button("Hand back", HAND_BACK, value),
        _button("Close", CLOSE, value),
    ]})
    return blocks


def reason_modal(action_id: int, channel: str, message_ts: str) -> Block:
    """Reject asks why; the card's place rides along so the submission can update it."""
    return {
        "type": "modal",
        "callback_id": REASON_VIEW,
        "private_metadata": json.dumps({"action_id": action_id, "channel": channel, "ts": message_ts}),
        "title": {"type": "plain_text", "text": "Reject refund"},
        "submit": {"type": "plain_text", "text": "Reject"},
        "close": {"type": "plain_text", "text": "Cancel"},
        "blocks": [
            _section(f"Reject refund #{action_id}? The reason is kept with the decision."),
            {"type": "input", "block_id": REASON_INPUT, "label": {"type": "plain_text", "text": "Reason"},
             "element": {"type": "plain_text_input", "action_id": REASON_INPUT, "multiline": True,
                         "max_length": 500}},
        ],
    }
