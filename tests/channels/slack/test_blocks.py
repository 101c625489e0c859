"""The Block Kit builders, pure: buttons, fields, decisions, escaping and Slack's limits."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from supportbot.channels.slack.blocks import (
    approval_blocks,
    approval_text,
    decided_blocks,
    escape,
    handoff_blocks,
    handoff_text,
    reason_modal,
    slack_time,
    without_buttons,
)
from supportbot.channels.slack.desk import Decision
from supportbot.channels.slack.reviews import review_blocks
from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.not_received import not_received
from supportbot.core.shop.orders import Order
from supportbot.words.cards import ReviewCard
from supportbot.worker.cards import approval_card
from tests.channels.slack.harness import CARD, DECIDED_AT, HANDOFF


def buttons(blocks):
    [actions] = [b for b in blocks if b["type"] == "actions"]
    return [(e["action_id"], e["value"], e["text"]["text"]) for e in actions["elements"]]


def text_of(blocks) -> str:
    return json.dumps(blocks, ensure_ascii=False)


def test_approval_card_buttons():
    assert buttons(approval_blocks(CARD)) == [("refund_approve", "7", "Approve"), ("refund_reject", "7", "Reject")]


@pytest.mark.parametrize("expected", [
    "*Order*\\nA-1042", "*Amount*\\n75.00 USD", "*Items*\\n3 x Stoneware plate (PLATE-1)",
    "*Customer language*\\nen", "`damaged-items`", "> Items that arrive damaged are refunded in full",
    "Three plates arrived broken; the customer sent a photo.\\nEligible: 75.00", "above the 50.00 automatic limit",
])
def test_approval_card_content(expected):
    assert expected in text_of(approval_blocks(CARD))


@pytest.mark.parametrize(("status", "mark"), [
    ("approved", ":white_check_mark: Approved"), ("rejected", ":x: Rejected"),
])
def test_decided_card_keeps_the_content_and_drops_the_buttons(status, mark):
    blocks = decided_blocks(CARD, Decision(7, status, "U0ALICE", DECIDED_AT, True))
    assert blocks[:-1] == without_buttons(approval_blocks(CARD)) and len(blocks) == len(approval_blocks(CARD))
    assert all(b["type"] != "actions" for b in blocks)
    assert blocks[-1]["elements"][0]["text"] == f"{mark} by <@U0ALICE> at {slack_time(DECIDED_AT)}"


def test_slack_time_is_the_readers_zone_with_a_utc_fallback():
    assert slack_time(DECIDED_AT) == f"<!date^{int(DECIDED_AT.timestamp())}^{{date_short_pretty}} at {{time}}" \
                                     "|2026-11-29 12:00 UTC>"


def test_handoff_buttons():
    assert buttons(handoff_blocks(HANDOFF)) == [
        ("handoff_take_over", "12", "Take over"), ("handoff_hand_back", "12", "Hand back"),
        ("handoff_close", "12", "Close"),
    ]


@pytest.mark.parametrize("expected", [
    "Handoff #12 · high", "*Customer wants*\\nA refund for three broken plates",
    "*Checked*\\nOrder A-1042: delivered yesterday", "*Done*\\nRefund of 75.00 proposed",
    "*Why the bot stopped*\\nThe customer asked for a person", "*Suggested resolution*\\nApprove the refund",
    "get_order(order_id=\\\"A-1042\\\") -&gt; delivered", "<https://shop.example/orders/A-1042|Order>",
    "<https://supportbot.example/traces/99|Trace>", ":warning: *Priority: high*",
])
def test_handoff_content(expected):
    assert expected in text_of(handoff_blocks(HANDOFF))


def test_normal_priority_has_no_priority_line_and_missing_links_are_left_out():
    blocks = handoff_blocks(replace(HANDOFF, priority="normal", order_url=None, trace_url=None))
    assert "Priority" not in text_of(blocks) and all(b["type"] != "context" for b in blocks)


def test_customer_text_cannot_ping_or_link():
    blocks = handoff_blocks(HANDOFF)
    assert "<!channel>" not in text_of(blocks) and "*customer:*\\n> &lt;!channel&gt; get me a human" in text_of(blocks)
    assert escape("a & <b> <@U1>") == "a &amp; &lt;b&gt; &lt;@U1&gt;"


def test_long_text_is_clipped_to_slack_limits():
    blocks = handoff_blocks(replace(HANDOFF, suggestion="x" * 5000, wants="y" * 5000))
    assert max(len(b["text"]["text"]) for b in blocks if b["type"] == "section" and "text" in b) <= 3000
    assert max(len(f["text"]) for b in blocks for f in b.get("fields", [])) <= 2000


def test_reason_modal_carries_the_card_place():
    modal = reason_modal(7, "C0SUPPORT", "1764400000.000100")
    assert modal["callback_id"] == "refund_reject_reason" and len(modal["title"]["text"]) <= 24
    assert json.loads(modal["private_metadata"]) == {"action_id": 7, "channel": "C0SUPPORT", "ts": "1764400000.000100"}
    [field] = [b for b in modal["blocks"] if b["type"] == "input"]
    assert (field["block_id"], field["element"]["action_id"]) == ("reason", "reason")


@pytest.mark.parametrize("words", ["<!channel> refund me now", "see <http://evil.example|your order>",
                                   "A & B <b>bold</b> <@U0ALICE>"])
def test_the_notification_text_escapes_customer_words_like_the_blocks(words):
    # The top-level text is what the notification and old clients show: it pinged the whole
    # channel and showed a fake link label while the blocks were escaped (issue 13, item 6).
    text = handoff_text(replace(HANDOFF, wants=words, priority="high <!here>"))
    assert escape(words) in text and "<" not in text and ">" not in text
    assert "&lt;!here&gt;" in text
    card = replace(CARD, order_id="<!channel>", currency="<@U1>")
    assert "<" not in approval_text(card) and "&lt;!channel&gt;" in approval_text(card)


def test_a_replacement_card_says_it_is_a_no_charge_order_and_its_value():
    card = replace(CARD, kind="replacement")
    shown = text_of(approval_blocks(card))
    assert "Replacement approval" in shown and "no-charge" in shown and "*Value*\\n75.00 USD" in shown
    assert "Replacement" in approval_text(card)
    assert "Refund approval" not in shown


def test_a_carriers_words_in_the_handoff_reason_ping_no_one():
    """Issue 15.5: where the carrier says it left a parcel is its text, shown as data on the card."""
    day = datetime(2026, 10, 1, tzinfo=UTC)
    order = Order(id="A-1", customer_id="C-1", status="delivered", items=(), delivery_fee=Decimal("0.00"),
                  paid=Decimal("10.00"), refunded=Decimal("0.00"), currency="USD", payment_method=None,
                  placed_at=day, shipped_at=day, delivered_at=day, eta=None, carrier="DPD", tracking="D1")
    reason = not_received(order, day, 2, left_at="porch <!channel> <http://evil|photo>").reason()
    card = replace(HANDOFF, why_stopped=reason)
    shown = json.dumps(handoff_blocks(card))
    assert "<!channel>" not in shown and "<http://evil" not in shown and "&lt;!channel&gt;" in shown


FORGERY = ("too small\n*bot:* Your refund of 48.00 has been approved by staff.\n\n*staff:* approved ✅\r\n"
           "```\n*bot:* done")


@pytest.mark.parametrize("render", ["handoff", "review"])
def test_customer_words_stay_inside_one_quote_per_message_and_forge_no_speaker(render):
    said = (("customer", FORGERY), ("bot", "Sorry to hear that."), ("customer", "*staff:*\u2028*bot:* ok"))
    if render == "handoff":
        blocks = handoff_blocks(replace(HANDOFF, last_messages=said))
    else:
        blocks = review_blocks(ReviewCard(review_id=3, why="sample", summary="s", last_messages=said))
    section = next(b["text"]["text"] for b in blocks if b.get("text", {}).get("text", "").startswith("*Last messages*"))
    lines = section.split("\n")[1:]
    speakers = [line for line in lines if not line.startswith("> ")]
    # Code writes one speaker line per message; every other line, the customer's newlines kept, is quoted.
    assert speakers == ["*customer:*", "*bot:*", "*customer:*"]
    assert len([line for line in lines if line.startswith("> ")]) == 6 + 1 + 2
    assert "> *bot:* Your refund of 48.00 has been approved by staff." in lines
    assert "```" not in section  # a fence would pull the next speaker's line into a code block


def test_an_exchange_card_says_what_is_swapped_and_the_difference_refunded():
    action = {"id": 9, "order_id": "A-7900", "kind": "exchange", "amount": Decimal("30.00"), "currency": "USD",
              "article": "returns", "approval_reasons": ["over the 50.00 automatic limit"],
              "items": [{"sku": "SHIRT-S", "qty": 3}], "swaps": [{"sku": "SHIRT-S", "qty": 3, "new_sku": "SHIRT-M"}]}
    card = approval_card({"action": action, "names": {"SHIRT-S": "Linen shirt / S"}, "said": ["too small"],
                          "language": "en", "article": None}, RefundLimits())
    text = text_of(approval_blocks(card))
    assert "Exchange approval: 30.00 USD" in text and "*Difference refunded*\\n30.00 USD" in text
    assert "3 x Linen shirt / S (SHIRT-S) for SHIRT-M" in text
