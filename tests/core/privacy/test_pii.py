"""The mask: what must go (cards, emails, phones, codes, passwords) and what must stay (ids, money, dates)."""

from __future__ import annotations

import pytest

from supportbot.core.privacy.pii import address_reference, luhn_valid, mask, mask_cards, mask_value

KEPT = [
    "Where is A-1042? It cost 25.00 and 5.00 delivery",
    "tracking RM123456789GB with Royal Mail",
    "delivered 2026-11-28T15:00:00+00:00",
    "placed 2026-11-20, due 29/11/2026 or 29.11.2026",
    "orders A-1042 and A-1043, 3 plates",
    "total 1,234,567.00 USD",
    "refund 80.00 for order A-1042 to card ending 4242",
    "my postcode is LS1 4AB",
    "wamid.HBgLMTU1NTEyMzAwMDEVAgASGBQzQUY",
    "1234 5678 9012 3456",  # sixteen digits that fail Luhn: not a card, and not a phone either
]


@pytest.mark.parametrize("text", KEPT)
def test_references_amounts_dates_and_tracking_survive(text):
    assert mask(text) == text
    assert mask_cards(text) == text


@pytest.mark.parametrize(("text", "masked"), [
    ("card 4242 4242 4242 4242 exp 12/27", "card [card ending 4242] exp 12/27"),
    ("my card is 4111-1111-1111-1111.", "my card is [card ending 1111]."),
    ("4242424242424242", "[card ending 4242]"),
    ("amex 378282246310005 ok", "amex [card ending 0005] ok"),
    ("email me at bob.smith+x@mail.example.co.uk", "email me at [email]"),
    ("call +44 7700 900123 or (555) 123-4567", "call [phone] or [phone]"),
    ("+1-555-123-4567", "[phone]"),
    ("whatsapp 15559876543 please", "whatsapp [phone] please"),
    ("my code is 4821", "my code is [code]"),
    ("OTP: 123456", "OTP: [code]"),
    ("123456", "[code]"),
    ("el código es 9911", "el código es [code]"),
    ("password hunter2 please", "password [hidden]"),
    ("Password: s3cret!", "Password [hidden]"),
    ("my code is 123456, card 4242424242424242", "my code is [code], card [card ending 4242]"),
])
def test_personal_data_is_replaced_by_labels(text, masked):
    assert mask(text) == masked


@pytest.mark.parametrize("text", [
    "card 4242 4242 4242 4242, code 123456, mail a@b.co, phone +44 7700 900123, password x",
    "my code is 123456, card 4242424242424242",
    *KEPT,
])
def test_mask_is_idempotent(text):
    # Scrubbing may run twice on the same row (a replayed finish): the second pass changes nothing.
    assert mask(mask(text)) == mask(text)


def test_mask_cards_keeps_what_a_turn_still_needs():
    # Only cards and passwords go at ingest: the turn needs the code, the email and the phone.
    text = "card 4242424242424242 code 123456 a@b.co +44 7700 900123 password hunter2"
    assert mask_cards(text) == "card [card ending 4242] code 123456 a@b.co +44 7700 900123 password [hidden]"


@pytest.mark.parametrize(("digits", "valid"), [
    ("4242424242424242", True), ("4111111111111111", True), ("378282246310005", True),
    ("4242424242424241", False), ("1234567890123456", False), ("0", True), ("18", True), ("19", False),
])
def test_luhn(digits, valid):
    assert luhn_valid(digits) is valid


def test_mask_value_masks_strings_at_any_depth_and_keeps_the_rest():
    value = {"arguments": {"code": "123456"}, "to": ["a@b.co"], "qty": 2, "ok": True, "order": "A-1042",
             "amount": "25.00", "none": None}
    assert mask_value(value) == {"arguments": {"code": "[code]"}, "to": ["[email]"], "qty": 2, "ok": True,
                                 "order": "A-1042", "amount": "25.00", "none": None}


def test_address_reference_names_the_postcode_only():
    assert address_reference("LS1 4AB") == "address ending LS1 4AB"


def test_earlier_tool_calls_reach_the_prompt_as_references():
    from supportbot.agent.prompt import build_messages

    earlier = [{"call": {"name": "change_address", "arguments": {"order_id": "A-1043", "address": {
                   "line1": "7 Elm Street", "city": "York", "postcode": "YO1 7HH", "country": "GB"}}},
                "result": {"status": "awaiting_confirmation", "action_id": 3}},
               {"call": {"name": "verify_code", "arguments": {"code": "482913"}}, "result": {"status": "verified"}}]
    messages = build_messages([], (), earlier, verified=True, customer_name="Asha Rao", language="en")
    text = str(messages)
    assert "address ending YO1 7HH" in text and "A-1043" in text
    assert "7 Elm Street" not in text and "York" not in text and "482913" not in text


def test_datamarked_prompt_text_is_masked_like_plain_text():
    from supportbot.core.privacy.untrusted import mark

    marked = mark("the code is 805530, card 4111 1111 1111 1111, mail a.b@mail.test")
    masked = mask(marked)
    assert "805530" not in masked and "4111" not in masked.replace("ending 1111", "") and "mail.test" not in masked


# Inputs that made the old rules scan to the end of the text from every position (issue 13, 7):
# long runs of what a rule may repeat, with nothing that lets the rule finish.
ADVERSARIAL = {
    "digits": "1",
    "letters": "a",
    "dotted": "a.",
    "dashed": "1-",
    "spaced digits": "1 ",
    "at signs": "a@",
    "domains": "a@b.",
    "phone punctuation": "+(1) ",
    "password words": "password ",
    "code words": "code 12 ",
}


@pytest.mark.parametrize("unit", list(ADVERSARIAL.values()), ids=list(ADVERSARIAL))
def test_adversarial_runs_keep_the_masks_around_them(unit):
    # What a rule finds before and after a long run is still found (after a password word the
    # rest of the line is hidden anyway).
    run = unit * (2000 // len(unit))
    text = f"mail bob.smith@mail.example.co.uk {run} card 4242 4242 4242 4242 code 123456"
    masked = mask(text)
    assert masked.startswith("mail [email] ")
    tail = " [hidden]" if unit.startswith("password") else " card [card ending 4242] code [code]"
    assert masked.endswith(tail)
    assert "bob.smith" not in masked and "4242 4242" not in masked and "123456" not in masked


def test_an_email_local_part_longer_than_the_rfc_allows_is_no_email_and_costs_nothing():
    # 64 characters is the longest local part (RFC 5321): the rule never looks further back.
    assert mask("a" * 64 + "@mail.test") == "[email]"
    assert "@mail.test" in mask("a" * 65 + "@mail.test")


MASK_64K = """
import sys
from supportbot.core.privacy.pii import mask
from tests.core.privacy.test_pii import ADVERSARIAL
for unit in ADVERSARIAL.values():
    mask(unit * (65536 // len(unit)))
print("done")
"""


def test_64k_adversarial_inputs_finish():
    # Not a timing assertion: the old rules took minutes on these inputs (quadratic: ~0.15 s at
    # 4k, so ~40 s at 64k, per input); linear ones take milliseconds. The limit only stops a
    # regression from hanging the suite.
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "-c", MASK_64K], cwd=root, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "done", done.stderr
