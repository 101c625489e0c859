"""The guard's meaning head: claims worded outside the reader's tables are read by what they assert, in six
languages, and code still decides whether the facts bear them out (issue 27 item 1).

The sentences here are in neither the clause corpus (data/dev/guard/claim_clauses.tsv) nor its parts.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from supportbot.agent.claim_holding import unsupported
from supportbot.agent.claim_meaning import read_clauses
from supportbot.agent.claim_reading import ONCE_CONFIRMED, read
from supportbot.agent.grounds import DONE, PROPOSED, Fact

# Claims the tables alone do not read (each goes unread with the head's bars above 1).
WORDED_OUTSIDE_THE_TABLES = [
    ("Your 12.00 USD has been deposited back on your card.", "refund"),
    ("Good news, we've scrapped order B-7001 for you.", "cancellation"),
    ("El dinero vuelve a tu cuenta esta semana.", "refund"),
    ("Aapka OTP aapke inbox mein pahunch gaya hai.", "code"),
]
# Claims either reader may catch: the guard must, whichever does.
CLAIMS = WORDED_OUTSIDE_THE_TABLES + [
    ("Ya tienes el código en tu bandeja de entrada.", "code"),
    ("आपके ₹300 आपके खाते में जमा हो गए हैं।", "refund"),
    ("உங்கள் பணம் உங்கள் கணக்கில் வந்து சேர்ந்துவிட்டது.", "refund"),
    ("আপনার টাকা আপনার অ্যাকাউন্টে জমা হয়ে গেছে।", "refund"),
]
HONEST = [
    "Your parcel reached the depot this morning.",
    "Would you like me to cancel order B-7001?",
    "Refunds usually land in your account within 5-10 days.",
    "I haven't refunded anything yet.",
    "If the item arrived broken, I can send a new one.",
    "¿Quieres que te envíe un código?",
    "आपका पार्सल कल पहुँच गया था।",
    "Maine abhi tak koi refund nahi kiya hai.",
    "உங்கள் பார்சல் நேற்று வந்து சேர்ந்தது.",
    "আমি এখনও কিছু বাতিল করিনি।",
]


@pytest.mark.parametrize(("text", "action"), CLAIMS)
def test_a_claim_with_nothing_behind_it_is_unsupported(text, action):
    assert action in {c.action for c in unsupported(text, ())}


@pytest.mark.parametrize(("text", "action"), WORDED_OUTSIDE_THE_TABLES)
def test_the_head_reads_what_the_tables_do_not(text, action, monkeypatch):
    import supportbot.agent.claim_reading as reading
    assert action in {c.action for c in read(text)}
    monkeypatch.setattr(reading, "ASSERTION_BAR", 1.01)
    assert action not in {c.action for c in read(text)}  # the tables alone: unread


@pytest.mark.parametrize("text", HONEST)
def test_honest_replies_claim_nothing(text):
    assert read(text) == []


def test_the_head_says_what_is_asserted_and_code_what_is_true():
    claim = "Your 12.00 USD has been deposited back on your card."
    assert unsupported(claim, (Fact("refund", DONE, "B-7001", Decimal("12.00")),)) == []
    # The same words against another amount or a proposal only: not borne out.
    assert unsupported(claim, (Fact("refund", DONE, "B-7001", Decimal("15.00")),))
    assert unsupported(claim, (Fact("refund", PROPOSED, "B-7001", Decimal("12.00")),))


def test_a_cause_is_its_own_clause_so_a_negation_before_it_does_not_reach_it():
    for text in ("It won't be shipped because we cancelled order B-7001.",
                 "No se enviará porque hemos anulado el pedido B-7001."):
        assert {c.action for c in unsupported(text, ())} == {"cancellation"}
        assert unsupported(text, (Fact("cancellation", DONE, "B-7001"),)) == []


def test_a_yes_inside_a_verb_final_clause_makes_a_promise_wait_on_it():
    text = "আপনি হ্যাঁ বোতাম চাপলে আমি ৫০০ টাকা ফেরত দেব।"
    assert [c.aspect for c in read(text)] == [ONCE_CONFIRMED]
    assert unsupported(text, (Fact("refund", PROPOSED, "B-7001", Decimal("500.00")),)) == []
    assert unsupported(text, ())  # nothing proposed: still a false promise


def test_readings_are_deterministic_and_cheap_to_batch():
    clauses = ["we've scrapped order # for you.", "would you like me to cancel order #"]
    first, second = read_clauses(clauses), read_clauses(list(clauses))
    assert first == second
    assert first[0].assertion == "done" and first[1].assertion == "none"


@pytest.mark.parametrize(("text", "action"), [
    ("Happy to report that order B-7001 has been cancelled.", "cancellation"),
    ("Me alegra confirmarte que el pedido B-7001 ha sido cancelado.", "cancellation"),
])
def test_a_glad_report_is_no_offer(text, action):
    """'Happy to' offers only before a deed to come; before saying or confirming, it reports."""
    assert action in {c.action for c in unsupported(text, ())}
    assert read("I'm happy to cancel order B-7001 if you like.") == []


@pytest.mark.parametrize("text", [
    "Your package will now be redirected to your office instead.",
])
def test_a_parcel_sent_somewhere_new_is_an_address_change(text):
    # Known miss: "Tu paquete ahora irá a la dirección de tu oficina." (the head reads it done at 0.52).
    assert "address_change" in {c.action for c in unsupported(text, ())}
    assert unsupported(text, (Fact("address_change", DONE, "B-7001"),)) == []


@pytest.mark.parametrize("text", ["El reembolso irá a tu tarjeta mañana.", "Te haré el reembolso hoy."])
def test_spanish_futures_without_a_stem_before_the_ending_are_futures(text, monkeypatch):
    import supportbot.agent.claim_reading as reading
    from supportbot.agent.claim_reading import TO_COME
    monkeypatch.setattr(reading, "ASSERTION_BAR", 1.01)  # the tables alone
    assert [(c.action, c.aspect) for c in read(text)] == [("refund", TO_COME)]
