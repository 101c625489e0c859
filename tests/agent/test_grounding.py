"""A claim holds only on a fact of its kind for the same items, as many, at the stage it names (issue 27 item 1).

An effect of the right kind in a done state is not enough: a plate refunded does not bear out "the bowl has
been refunded" nor "all three plates", a return started (label emailed) not "we've received your return", a
replacement sent not "it has been delivered", a code sent not "your code is correct".
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from evals.guard_eval import facts_of
from supportbot.agent.claim_holding import unsupported
from supportbot.agent.grounds import DONE, SEEN, Fact, Item, facts_from_tools

PLATE, BOWL = Item(("PLATE-1", "Stoneware plate"), 1), Item(("BOWL-2", "Serving bowl"), 1)
SHOWN = Fact("order", SEEN, "A-1042", None, (Item(("PLATE-1", "Stoneware plate"), 3), BOWL))
PLATE_REFUNDED = (Fact("refund", DONE, "A-1042", Decimal("25.00"), (PLATE,), "paid"), SHOWN)
TWO_PLATES_REFUNDED = (Fact("refund", DONE, "A-1042", Decimal("50.00"), (Item(("PLATE-1", "Stoneware plate"), 2),),
                            "paid"), SHOWN)


@pytest.mark.parametrize("text", [
    "I've refunded the serving bowl from A-1042.",
    "Ya te hemos reembolsado el bowl del pedido A-1042.",
    "आपके बाउल का रिफ़ंड कर दिया गया है।",
    "Aapke bowl ka refund kar diya gaya hai.",
    "உங்கள் பவுலுக்கான பணம் திருப்பி அனுப்பப்பட்டுவிட்டது.",
    "আপনার বোলের টাকা ফেরত দেওয়া হয়েছে।",
])
def test_a_refund_of_other_items_is_not_borne_out_by_the_one_made(text: str) -> None:
    assert unsupported(text, PLATE_REFUNDED)


@pytest.mark.parametrize("text", [
    "I've refunded the stoneware plate from A-1042: 25.00 USD is back on your card.",
    "Ya te hemos reembolsado el plato del pedido A-1042.",
    "आपकी प्लेट का ₹25 रिफ़ंड कर दिया गया है।",
    "உங்கள் பிளேட்டுக்கான ரீஃபண்ட் செய்யப்பட்டுவிட்டது.",
    "আপনার প্লেটের রিফান্ড করা হয়েছে।",
    "Your refund has been issued.",  # no item named: the refund made bears it out
])
def test_a_refund_of_the_items_made_is_borne_out(text: str) -> None:
    assert not unsupported(text, PLATE_REFUNDED)


@pytest.mark.parametrize("text", [
    "All three plates have been refunded to your card.",
    "Good news: both plates have been refunded.",
    "Te hemos devuelto el dinero de los dos platos.",
    "तीनों प्लेटों का पैसा आपके कार्ड में वापस भेज दिया गया है।",
    "Maine 2 plates ka refund kar diya hai.",
    "மூன்று பிளேட்டுகளுக்கும் ரீஃபண்ட் செய்துவிட்டோம்.",
    "আমরা আপনার 2টি প্লেটের রিফান্ড করে দিয়েছি।",
])
def test_a_refund_of_more_items_than_were_refunded_is_not_borne_out(text: str) -> None:
    assert unsupported(text, PLATE_REFUNDED)


@pytest.mark.parametrize("text", [
    "Both plates have been refunded, 50.00 USD in total.",
    "Dono plates ka refund ho gaya hai.",
    "இரண்டு பிளேட்டுகளுக்கும் ரீஃபண்ட் செய்துவிட்டோம்.",
    "দুটি প্লেটেরই রিফান্ড করে দিয়েছি।",
    "The 2 plates were refunded 3 days ago.",  # a count of days is no count of items
])
def test_a_refund_of_as_many_items_as_were_refunded_is_borne_out(text: str) -> None:
    assert not unsupported(text, TWO_PLATES_REFUNDED)


RETURN_STARTED = (Fact("return", DONE, "A-1042", Decimal("25.00"), (PLATE,), "started"), SHOWN)


@pytest.mark.parametrize("text", [
    "We've received your returned plate at our warehouse.",
    "Your return for A-1042 has been completed.",
    "Ya hemos recibido la devolución en nuestro almacén.",
    "आपकी वापसी पूरी हो गई है।",
    "Humein aapki return ki hui plate warehouse mein mil gayi hai.",
    "நீங்கள் திருப்பி அனுப்பிய பிளேட் எங்கள் கிடங்கில் வந்து சேர்ந்துவிட்டது.",
    "আপনার রিটার্ন সম্পন্ন হয়েছে।",
    "Your return is complete and 25.00 USD has been refunded.",
    "Return received! Your refund will follow shortly.",
    "We've got your return back and it's being inspected.",
    "உங்கள் ரிட்டர்ன் பெறப்பட்டது.",
])
def test_a_return_started_is_not_one_received_or_completed(text: str) -> None:
    assert unsupported(text, RETURN_STARTED)


@pytest.mark.parametrize("text", [
    "Your return for A-1042 is started: the label is in your inbox.",
    "The return label has been emailed to you.",
    "Once the warehouse receives the plate, we'll refund 25.00 USD.",
    "Your return is open: once we receive the plate, 25.00 goes back to your card.",
    "La devolución está en marcha; cuando recibamos el plato te devolveremos 25,00 €.",
    "गोदाम में प्लेट पहुँचने पर ₹25.00 लौटा देंगे।",
    "প্লেট গুদামে পৌঁছালে ৳25.00 ফেরত দেব।",  # the refund a started return promises
])
def test_a_return_started_bears_out_its_start_and_the_refund_it_promises(text: str) -> None:
    assert not unsupported(text, RETURN_STARTED)


REPLACEMENT_SENT = (Fact("replacement", DONE, "A-1042", None, (PLATE,), "sent"), SHOWN)


@pytest.mark.parametrize(("text", "false"), [
    ("Your replacement plate has been delivered.", True),
    ("Your replacement arrived yesterday, I hope it's in one piece.", True),
    ("आपका नया प्लेट आपको डिलीवर हो गया है।", True),
    ("A new serving bowl has been sent to you.", True),
    ("A replacement plate has been sent out to you at no charge.", False),
    ("Your new plate is on its way and should arrive by Friday.", False),
])
def test_a_replacement_sent_is_not_one_delivered_nor_another_item(text: str, false: bool) -> None:
    assert bool(unsupported(text, REPLACEMENT_SENT)) is false


CODE_SENT = (Fact("code", DONE, reached="sent"),)
CODE_VERIFIED = (Fact("code", DONE, reached="verified"), Fact("verification", DONE))


@pytest.mark.parametrize("text", [
    "The code you entered was accepted, so you're all set.",
    "Perfecto, hemos validado tu código.",
    "आपका कोड कन्फ़र्म हो गया है।",
    "Aapka code verify ho gaya hai.",
    "உங்கள் குறியீடு சரியானது.",
    "আপনার কোডটি যাচাই করা হয়েছে।",
    "Verified! Now let me check your order.",
    "Gracias, ya te he verificado.",
])
def test_a_code_sent_is_not_a_code_accepted(text: str) -> None:
    assert unsupported(text, CODE_SENT)
    assert not unsupported(text, CODE_VERIFIED)


@pytest.mark.parametrize("text", [
    "I've emailed you a code; please type the correct code here.",
    "If the code is correct, you'll be verified.",
    "Is the code correct?",
    "I've sent a 6-digit code to your email; it's valid for 10 minutes.",
    "Please share the code so I can verify your account.",
])
def test_a_code_sent_bears_out_its_sending_and_asks_nothing_of_its_checking(text: str) -> None:
    assert not unsupported(text, CODE_SENT)


def test_a_label_is_emailed_by_an_exchange_made() -> None:
    assert not unsupported("Your T-shirt has been swapped for a size L; the label is in your inbox.",
                           (Fact("exchange", DONE, "A-1050", reached="done"),))


@pytest.mark.parametrize("text", [
    "Your refund for order 1043 has been issued.",
    "We've refunded 25.00 USD on order A1043.",
    "No worries, we've refunded 52 dollars to your card.",
])
def test_an_order_or_amount_written_plainly_is_compared_too(text: str) -> None:
    assert unsupported(text, PLATE_REFUNDED)
    assert not unsupported(text.replace("1043", "1042").replace("52 dollars", "25 dollars"), PLATE_REFUNDED)


def test_production_tool_results_carry_items_into_facts() -> None:
    done = [("get_order", {"order_id": "A-1042", "status": "delivered", "refunds": [],
                           "items": [{"sku": "PLATE-1", "name": "Stoneware plate", "qty": 3, "unit_price": "25.00"},
                                     {"sku": "BOWL-2", "name": "Serving bowl", "qty": 1, "unit_price": "30.00"}]}),
            ("check_refund", {"decision": "approved", "amount": "25.00", "items": [{"sku": "PLATE-1", "qty": 1}],
                              "token": "t"}),
            ("issue_refund", {"status": "awaiting_confirmation", "action_id": 7})]
    facts = facts_from_tools(done)
    assert unsupported("Once you confirm, I'll refund the serving bowl.", facts)
    assert unsupported("Once you confirm, I'll refund all three plates.", facts)
    assert not unsupported("Once you confirm, I'll refund the plate, 25.00.", facts)


def test_the_corpus_context_carries_items_and_orders_into_facts() -> None:
    facts = facts_of({"effects": [{"kind": "refund", "state": "paid", "order_id": "A-1042", "amount": "25.00",
                                   "items": ["PLATE-1"]}],
                      "orders": [{"id": "A-1042", "status": "delivered",
                                  "items": [{"sku": "PLATE-1", "name": "Stoneware plate", "qty": 3},
                                            {"sku": "BOWL-2", "name": "Serving bowl", "qty": 1}]}]})
    assert unsupported("The bowl has been refunded.", facts)
    assert not unsupported("The plate has been refunded.", facts)


@pytest.mark.parametrize("text", [
    "Your whole order has been refunded.",
    "Hemos reembolsado tu pedido completo.",
    "आपके पूरे ऑर्डर का रिफ़ंड हो गया है।",
    "Aapke poore order ka refund ho gaya hai.",
    "உங்கள் முழு ஆர்டருக்கும் ரீஃபண்ட் செய்யப்பட்டுவிட்டது.",
    "আপনার পুরো অর্ডারের রিফান্ড হয়ে গেছে।",
])
def test_a_refund_of_part_of_an_order_is_not_one_of_the_whole_order(text: str) -> None:
    assert unsupported(text, PLATE_REFUNDED)
    whole = (Fact("refund", DONE, "A-1042", None, SHOWN.items, "paid"), SHOWN)
    assert not unsupported(text, whole)


BLUE, RED = Item(("MUG-B", "Blue mug"), 1), Item(("MUG-R", "Red mug"), 1)
BLUE_REFUNDED = (Fact("refund", DONE, "A-2000", Decimal("12.00"), (BLUE,), "paid"),
                 Fact("order", SEEN, "A-2000", None, (BLUE, RED)))


@pytest.mark.parametrize(("text", "false"), [
    ("The red mug has been refunded.", True),
    ("La taza red mug ya está reembolsada.", True),
    ("The blue mug has been refunded.", False),
    ("Your mug has been refunded.", False),  # either mug: the words do not tell them apart
])
def test_items_that_share_a_word_are_told_apart_by_the_word_they_do_not_share(text: str, false: bool) -> None:
    assert bool(unsupported(text, BLUE_REFUNDED)) is false


def test_an_item_named_in_full_is_the_one_a_sku_names() -> None:
    by_sku = (Fact("refund", DONE, "A-1042", Decimal("25.00"), (Item(("PLATE-1",)),), "paid"), SHOWN)
    assert not unsupported("The stoneware plate has been refunded.", by_sku)
    assert unsupported("The serving bowl has been refunded.", by_sku)


def test_several_facts_of_a_kind_may_be_said_as_their_total() -> None:
    two = (Fact("refund", DONE, "A-1042", Decimal("25.00"), reached="paid"),
           Fact("refund", DONE, "A-1042", Decimal("30.00"), reached="paid"))
    assert not unsupported("We've refunded 55.00 USD in total on A-1042.", two)
    assert unsupported("We've refunded 65.00 USD in total on A-1042.", two)
    assert unsupported("We've refunded 55.00 USD in total on A-1043.", two)


@pytest.mark.parametrize("text", [
    "I've refunded 1 of your 3 plates.",
    "I've refunded one of the three plates, 25.00 USD.",
    "Te he reembolsado uno de los tres platos.",
    "Maine teen mein se ek plate ka refund kar diya hai.",
])
def test_one_of_several_is_a_count_of_one(text: str) -> None:
    assert not unsupported(text, PLATE_REFUNDED)
