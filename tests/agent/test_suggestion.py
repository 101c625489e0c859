"""Suggested replies as values: the templated draft speaks only the bot's words in the customer's
language and cites the passage it quotes; a model's draft that claims an action nobody took, or a
model that fails, gives way to the templated draft; the guard reads the record, not the draft."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from supportbot.agent.model_testing import FunctionModel, text
from supportbot.agent.suggestion import TEMPLATED, Grounds, draft_reply, findings, templated_draft
from supportbot.core.shop.helpcentre import Passage
from tests.rungs.test_responder import NOW, ORDERS

DAMAGED = Passage("damaged-items", "Damaged items", 2, "", "Send a photo within 30 days and we refund the item.",
                  "http://shop.test/help/damaged-items", 0.9)


def grounds(*said: str, lang: str = "en", passages=(DAMAGED,), actions=(), orders=ORDERS) -> Grounds:
    return Grounds(messages=[("out", "A person will pick this up."), *(("in", s) for s in said)], orders=orders,
                   actions=list(actions), passages=passages, now=NOW, language=lang)


@pytest.mark.parametrize(("lang", "said", "has"), [
    ("en", "my plate from A-1042 arrived broken", ["A-1042", "delivered", "Damaged items", "anything else"]),
    ("es", "mi plato de A-1042 llegó roto", ["A-1042", "Damaged items", "¿Hay algo más"]),
    ("hi", "A-1042 की प्लेट टूटी हुई आई", ["A-1042", "Damaged items"]),
    ("hinglish", "A-1042 ki plate tooti hui aayi", ["A-1042", "Damaged items"]),
    ("ta", "A-1042 தட்டு உடைந்து வந்தது", ["A-1042", "Damaged items"]),
    ("bn", "A-1042 এর প্লেট ভাঙা এসেছে", ["A-1042", "Damaged items"]),
])
def test_the_templated_draft_is_the_bots_words_in_the_customers_language(lang, said, has):
    draft = templated_draft(grounds(said, lang=lang))
    assert draft.drafted_by == TEMPLATED
    for part in has:
        assert part in draft.text
    assert "A-1043" not in draft.text  # the order asked about, not every order
    assert draft.citations == ({"title": "Damaged items", "version": 2, "link": DAMAGED.link},)
    assert DAMAGED.link in draft.text
    assert findings(draft.text, grounds(said, lang=lang)) == ()


def test_with_nothing_to_ground_it_the_draft_says_staff_are_looking_into_it():
    draft = templated_draft(grounds("hello?", passages=(), orders=()))
    assert draft.text.startswith("Thanks for your patience") and draft.citations == ()


def test_another_customers_order_named_in_the_chat_is_not_shown():
    draft = templated_draft(grounds("what about Z-9999?", passages=()))
    assert "Z-9999" not in draft.text and "A-1043" not in draft.text


async def test_a_models_draft_that_passes_the_guard_is_offered_with_its_citations():
    model = FunctionModel([text(f"So sorry about the plate! Please send a photo: {DAMAGED.link}")])
    draft = await draft_reply(grounds("my plate from A-1042 arrived broken"), model)
    assert draft.text.startswith("So sorry") and draft.drafted_by != TEMPLATED and draft.replaced is None
    assert [c["link"] for c in draft.citations] == [DAMAGED.link]
    [call] = model.calls
    assert "«untrusted:" in call.messages[1]["content"]  # the customer's words go in as marked data


async def test_a_models_draft_claiming_a_refund_nobody_made_gives_way_to_the_templated_one():
    model = FunctionModel([text("I've refunded 25.00 to your card, it will arrive in 3 days.")])
    draft = await draft_reply(grounds("my plate from A-1042 arrived broken"), model)
    assert draft.drafted_by == TEMPLATED and "refunded" not in draft.text
    assert draft.replaced.startswith("the model's draft was refused: claims")


async def test_the_same_claim_is_fine_when_the_record_bears_it_out():
    paid = {"kind": "refund", "status": "done", "order_id": "A-1042", "amount": Decimal("25.00")}
    said = grounds("my plate from A-1042 arrived broken", actions=[paid])
    assert findings("I've refunded 25.00 for A-1042.", said) == ()
    assert findings("I've refunded 25.00 for A-1042.", grounds("broken plate")) != ()


async def test_a_model_that_fails_leaves_staff_the_templated_draft():
    model = FunctionModel([])  # any call fails
    draft = await draft_reply(grounds("my plate from A-1042 arrived broken"), model)
    assert draft.drafted_by == TEMPLATED and draft.replaced == "the model failed (AssertionError)"


async def test_a_model_draft_too_long_to_edit_or_send_gives_way_to_the_templated_one():
    # Over the Edit modal's 3000 characters it could not be edited whole (WhatsApp's own limit is 4096).
    model = FunctionModel([text("Sorry! " * 500)])
    draft = await draft_reply(grounds("my plate from A-1042 arrived broken"), model)
    assert draft.drafted_by == TEMPLATED and draft.replaced == "the model's draft was too long (3499 characters)"


def test_the_templated_draft_stays_within_what_staff_can_edit_however_many_orders_are_on_their_way():
    many = [replace(ORDERS[0], id=f"A-{2000 + n}") for n in range(40)]
    draft = templated_draft(grounds("where are my orders?", orders=many, passages=()))
    assert len(draft.text) <= 3000 and "A-2000" in draft.text
