"""The suggested reply's Block Kit: the draft quoted as data, where it came from and what it cites,
Send / Edit / Dismiss carrying the draft's id, and the Edit modal prefilled within Slack's limits."""

from __future__ import annotations

import json

from supportbot.channels.slack.suggestions import DISMISS, EDIT, SEND, edit_modal, settled_blocks, suggestion_blocks
from supportbot.words.cards import SuggestionCard

CARD = SuggestionCard(7, "Hi <!channel>, your order\nA-1042 was delivered.", "es", "templated",
                      (("Damaged items v2", "http://shop.test/help/damaged-items"),))


def test_the_card_quotes_the_draft_as_data_and_cites_its_passages():
    quoted, context, actions = suggestion_blocks(CARD)
    assert quoted["text"]["text"] == "> Hi &lt;!channel&gt;, your order\n> A-1042 was delivered."
    notes = [e["text"] for e in context["elements"]]
    assert notes[0] == "Suggested reply · es · the bot's own words · sent only when you click Send"
    assert notes[1] == "Cites: <http://shop.test/help/damaged-items|Damaged items v2>"
    assert [(e["action_id"], e["value"], e["text"]["text"]) for e in actions["elements"]] == [
        (SEND, "7", "Send"), (EDIT, "7", "Edit"), (DISMISS, "7", "Dismiss")]


def test_a_replaced_model_draft_says_why():
    card = SuggestionCard(8, "Thanks", "en", "templated", (), "the model's draft was refused: claims refund done")
    notes = [e["text"] for e in suggestion_blocks(card)[1]["elements"]]
    assert "The model's draft was not used: the model's draft was refused: claims refund done" in notes


def test_a_settled_card_has_no_buttons_and_says_what_became_of_it():
    blocks = settled_blocks(CARD, "Not sent: too late")
    assert not any(b["type"] == "actions" for b in blocks)
    assert blocks[-1]["elements"][0]["text"] == "Not sent: too late"


def test_the_edit_modal_is_prefilled_and_knows_its_card():
    modal = edit_modal(7, "x" * 5000, "C0SUPPORT", "1764400000.000100")
    element = modal["blocks"][0]["element"]
    assert element["type"] == "plain_text_input" and element["multiline"]
    assert len(element["initial_value"]) == 3000 == element["max_length"]  # Slack's limit for the input
    assert json.loads(modal["private_metadata"]) == {"id": 7, "channel": "C0SUPPORT", "ts": "1764400000.000100"}


def test_a_long_draft_is_shown_whole_across_sections():
    card = SuggestionCard(9, "\n".join(f"line {n} " + "y" * 90 for n in range(60)), "en", "templated")
    sections = [b["text"]["text"] for b in suggestion_blocks(card) if b["type"] == "section"]
    assert len(sections) > 1 and all(len(t) <= 3000 for t in sections)
    assert "\n".join(sections) == "\n".join(f"> line {n} " + "y" * 90 for n in range(60))  # what Send sends
