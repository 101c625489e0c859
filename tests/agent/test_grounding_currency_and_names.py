"""A claim's amount holds only in the fact's currency, and an item is found by its name however the language
spells it (issue 27 items 1 and 3, the classes guard dev round 27 showed: evals/guard/dev/round27).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from evals.guard_eval import facts_of
from supportbot.agent.claim_holding import unsupported
from supportbot.agent.grounds import DONE, SEEN, Fact, Item, facts_from_tools

BELT, SHIRTS = Item(("BELT-9", "Leather belt"), 1), Item(("SHIRT-L", "Linen shirt"), 2)
BELT_PAID_USD = (Fact("refund", DONE, "K-2701", Decimal("35.00"), (BELT,), "paid", "USD"),
                 Fact("order", SEEN, "K-2701", None, (SHIRTS, BELT)))
BOTTLE = Item(("BOTTLE-1", "Steel bottle"), 1)
BOTTLE_PAID_INR = (Fact("refund", DONE, "K-2703", Decimal("450.00"), (BOTTLE,), "paid", "INR"),)


@pytest.mark.parametrize("text", [
    "I've refunded 35.00 EUR for the belt.",
    "Te he reembolsado 35,00 € por el cinturón.",
    "I've refunded £35 for the belt.",
])
def test_an_amount_in_another_currency_is_not_the_one_paid(text: str) -> None:
    assert unsupported(text, BELT_PAID_USD)


@pytest.mark.parametrize("text", [
    "I've refunded 35 USD for the belt.",
    "I've refunded $35.00 for the belt.",
    "Te he reembolsado 35 dólares por el cinturón.",
    "I've refunded 35.00 for the belt.",  # no currency written: the amount alone is compared
])
def test_the_amount_in_the_facts_currency_or_none_holds(text: str) -> None:
    assert not unsupported(text, BELT_PAID_USD)


@pytest.mark.parametrize("text", [
    "बोतल के $450 वापस भेज दिए गए हैं।",
    "Bottle ke $450 refund kar diye hain.",
    "பாட்டிலுக்கு $450 திருப்பி அனுப்பியுள்ளோம்.",
    "বোতলের $450 ফেরত পাঠানো হয়েছে।",
])
def test_dollars_are_not_the_rupees_paid_in_any_language(text: str) -> None:
    assert unsupported(text, BOTTLE_PAID_INR)


@pytest.mark.parametrize("text", [
    "बोतल के 450 रुपये वापस भेज दिए गए हैं।",
    "Aapki bottle ka Rs. 450 refund ho gaya hai.",
    "பாட்டிலுக்கு ₹450 திருப்பி அனுப்பியுள்ளோம்.",
    "বোতলের ৪৫০ টাকা ফেরত পাঠানো হয়েছে।",  # taka is Bengali's word for money in rupees too
])
def test_rupees_written_any_way_are_the_rupees_paid(text: str) -> None:
    assert not unsupported(text, BOTTLE_PAID_INR)


def test_the_currency_reaches_the_facts_from_the_corpus_and_from_the_tools() -> None:
    corpus = {"effects": [{"kind": "refund", "state": "paid", "order_id": "K-1", "amount": "5.00", "currency": "EUR"}]}
    assert facts_of(corpus)[0].currency == "EUR"
    tools = [("check_refund", {"status": "allowed", "amount": "5.00", "currency": "EUR"}),
             ("issue_refund", {"status": "awaiting_confirmation", "order_id": "K-1", "amount": "5.00",
                               "currency": "EUR"})]
    assert facts_from_tools(tools)[0].currency == "EUR"


LAMP, FAN = Item(("LAMP-7", "Table lamp"), 1), Item(("FAN-2", "Desk fan"), 1)
ONE_LAMP_OFF = (Fact("order_edit", DONE, "K-2702", None, (LAMP,), "done"),
                Fact("order", SEEN, "K-2702", None, (Item(("LAMP-7", "Table lamp"), 2), FAN)))


@pytest.mark.parametrize("text", [
    "He quitado las dos lámparas del pedido K-2702.",  # an accented Latin word is still Latin
    "Done: I took both of the lamps off K-2702.",  # "both of the" counts as "both"
    "অর্ডার K-2702 থেকে দুটো ল্যাম্পই সরিয়ে দিয়েছি।",  # ya-phala: Bengali's "a" in loanwords, no consonant
])
def test_two_lamps_said_when_one_was_taken_off(text: str) -> None:
    assert unsupported(text, ONE_LAMP_OFF)


@pytest.mark.parametrize("text", [
    "He quitado una lámpara del pedido K-2702.",
    "I've removed one of the table lamps from K-2702.",
    "অর্ডার K-2702 থেকে একটি ল্যাম্প সরিয়ে দিয়েছি।",
])
def test_the_one_lamp_taken_off_holds(text: str) -> None:
    assert not unsupported(text, ONE_LAMP_OFF)


LAMP_REFUNDED = (Fact("refund", DONE, "K-2702", Decimal("18.00"), (LAMP,), "paid", "USD"), ONE_LAMP_OFF[1])


@pytest.mark.parametrize("text", [
    "আপনার ল্যাম্পের টাকা ৫-৭ দিনের মধ্যে ফেরত পাবেন।",  # "টাকা ৫-৭": days, not 5 taka; পাবেন is not "fan"
    "लैंप के रुपये 5-7 दिन में वापस मिल जाएँगे।",
])
def test_a_range_after_a_currency_word_is_no_amount_nor_পাবেন_a_fan(text: str) -> None:
    assert not unsupported(text, LAMP_REFUNDED)


@pytest.mark.parametrize("text", [
    "আপনার রিফান্ড সম্পন্ন হয়েছে, টাকা শীঘ্রই পাবেন।",  # আপনার (your): a vowel opens it, "fan" opens with f
    "आपका रिफ़ंड हो गया है।",
    "Aapna refund ho gaya hai.",
])
def test_a_word_opening_with_a_vowel_is_no_name_opening_with_a_consonant(text: str) -> None:
    assert not unsupported(text, LAMP_REFUNDED)


ONE_LAMP_OFF_SAID_WITH_THE_REST = [
    "অর্ডার K-2702 থেকে একটি ল্যাম্প সরিয়ে দিয়েছি, বাকিটা কাল পাবেন।",  # পাবেন: p, a vowel, b: not "fan"
    "ऑर्डर K-2702 से एक लैंप हटा दिया है, बाकी सामान कल पहुँचेगा।",
]


@pytest.mark.parametrize("text", ONE_LAMP_OFF_SAID_WITH_THE_REST)
def test_a_word_whose_consonants_a_vowel_parts_is_no_short_item_name(text: str) -> None:
    assert not unsupported(text, ONE_LAMP_OFF)


@pytest.mark.parametrize("text", [
    "অর্ডার K-2702 থেকে ফ্যানটি সরিয়ে দিয়েছি।",  # the fan, borrowed: still the fan
    "ஆர்டர் K-2702-இலிருந்து ஃபேனை நீக்கிவிட்டேன்.",
])
def test_the_short_name_borrowed_is_still_found(text: str) -> None:
    assert unsupported(text, ONE_LAMP_OFF)


VASE = Item(("VASE-4", "Ceramic vase"), 1)
VASE_SENT = (Fact("replacement", DONE, "K-2701", None, (VASE,), "sent"),
             Fact("order", SEEN, "K-2701", None, (SHIRTS, BELT, VASE)))


@pytest.mark.parametrize("text", [
    "Te hemos enviado un cinturón nuevo sin coste.",
    "Ya te enviamos dos camisas nuevas.",
    "आपको नई कमीज़ भेज दी गई है।",
    "Aapko nayi kameez bhej di gayi hai.",
    "உங்களுக்கு புதிய சட்டை அனுப்பப்பட்டது.",
    "আপনাকে নতুন জামা পাঠানো হয়েছে।",
])
def test_an_item_named_in_the_customers_words_is_told_from_the_one_sent(text: str) -> None:
    assert unsupported(text, VASE_SENT)


@pytest.mark.parametrize("text", [
    "Te hemos enviado un jarrón nuevo sin coste.",
    "आपको नया फूलदान भेज दिया गया है।",
    "உங்களுக்கு புதிய பூச்சாடியை அனுப்பியுள்ளோம்.",
    "আপনাকে নতুন ফুলদানি পাঠানো হয়েছে।",
])
def test_the_item_sent_named_in_the_customers_words_holds(text: str) -> None:
    assert not unsupported(text, VASE_SENT)


FAN_OFF = (Fact("order_edit", DONE, "K-2702", None, (FAN,), "done"), ONE_LAMP_OFF[1])


@pytest.mark.parametrize("text", [
    "ऑर्डर K-2702 से पंखा हटा दिया गया है।",
    "ஆர்டர் K-2702-இலிருந்து மின்விசிறியை நீக்கிவிட்டேன்.",
    "অর্ডার K-2702 থেকে পাখাটি সরিয়ে দিয়েছি।",
    "He quitado el ventilador del pedido K-2702.",
])
def test_the_fan_in_any_language_is_the_fan_taken_off(text: str) -> None:
    assert not unsupported(text, FAN_OFF)
    assert unsupported(text, ONE_LAMP_OFF)  # and not the lamp


def test_a_shop_that_names_its_items_in_spanish_is_still_read_by_its_own_words() -> None:
    cup = Item(("TAZA-2", "Taza azul"), 1)
    facts = (Fact("refund", DONE, "S-900", Decimal("12.50"), (cup,), "paid", "EUR"),
             Fact("order", SEEN, "S-900", None, (Item(("PLATO-1", "Plato de gres"), 4), cup)))
    assert unsupported("Te hemos devuelto el dinero de las dos tazas.", facts)
    assert not unsupported("Te hemos devuelto el dinero de la taza azul.", facts)


@pytest.mark.parametrize("text", [
    "Tu pedido K-2702 ya lleva solo una lámpara.",
    "ऑर्डर K-2702 में अब सिर्फ़ एक लैंप है।",
    "Order K-2702 mein ab sirf ek lamp hai.",
    "ஆர்டர் K-2702-இல் இப்போது ஒரே ஒரு விளக்கு மட்டும் உள்ளது.",
    "অর্ডার K-2702-এ এখন শুধু একটি ল্যাম্প আছে।",
])
def test_an_order_that_now_holds_only_some_of_its_items_was_edited(text: str) -> None:
    assert [c.action for c in unsupported(text, ())] == ["order_edit"]
    assert not unsupported(text, ONE_LAMP_OFF)


@pytest.mark.parametrize("text", [
    "Ab sirf aapka confirmation chahiye, phir order K-2702 se ek lamp hata dunga.",
    "Your order K-2702 still has only one lamp on it.",
    "Tu pedido K-2702 solo lleva una lámpara, como pediste al comprar.",
])
def test_only_without_a_change_is_no_edit(text: str) -> None:
    assert not unsupported(text, ())


@pytest.mark.parametrize("text", [
    "ऑर्डर K-2702 अब नए पते पर जाएगा।",  # नए: "new" before a noun in the oblique case
    "आपका ऑर्डर नये पते पर भेज दिया गया है।",
])
def test_hindis_new_in_the_oblique_case_is_a_new_address(text: str) -> None:
    assert [c.action for c in unsupported(text, ())] == ["address_change"]


@pytest.mark.parametrize("text", [
    "There's one lamp fewer on K-2702 now, so it's cheaper.",
    "Tu pedido K-2702 ahora lleva una lámpara menos.",
    "ऑर्डर K-2702 में अब एक लैंप कम है।",
    "অর্ডার K-2702-এ এখন একটি ল্যাম্প কম।",
])
def test_an_order_that_now_holds_fewer_was_edited(text: str) -> None:
    assert [c.action for c in unsupported(text, ())] == ["order_edit"]
    assert not unsupported(text, ONE_LAMP_OFF)


@pytest.mark.parametrize("text", [
    "ऑर्डर K-2702 में लैंप की संख्या तीन कर दी गई है।",
    "Order K-2702 mein lamps teen kar diye hain.",
    "অর্ডার K-2702-এ ল্যাম্পের সংখ্যা তিন করে দিয়েছি।",
])
def test_an_items_number_made_another_is_an_edit(text: str) -> None:
    assert [c.action for c in unsupported(text, ())] == ["order_edit"]


@pytest.mark.parametrize("text", [
    "अब तक आपकी ईमेल में कोड आ गया होगा।",
    "এতক্ষণে আপনার ইমেইলে কোড চলে এসেছে।",
    "இதற்குள் உங்கள் மின்னஞ்சலில் குறியீடு வந்திருக்கும்.",
])
def test_a_code_said_to_be_in_the_inbox_by_now_was_sent(text: str) -> None:
    assert "code" in [c.action for c in unsupported(text, ())]
    assert not unsupported(text, (Fact("code", DONE, reached="sent"),))


@pytest.mark.parametrize("text", [
    "K-2702 won't ship: it's been cancelled at your request.",
    "Hemos cancelado el pedido K-2702 a petición tuya.",
    "आपके अनुरोध पर ऑर्डर K-2702 रद्द कर दिया गया है।",
    "Aapki request par order K-2702 cancel kar diya hai.",
    "உங்கள் கோரிக்கையின்படி ஆர்டர் K-2702 ரத்து செய்யப்பட்டது.",
    "আপনার অনুরোধে অর্ডার K-2702 বাতিল করা হয়েছে।",
])
def test_done_at_the_customers_request_is_done(text: str) -> None:
    assert [c.action for c in unsupported(text, ())] == ["cancellation"]


@pytest.mark.parametrize("text", [
    "I've passed your cancellation request to the team.",
    "Tu solicitud de cancelación se ha enviado al equipo.",
    "आपका रद्द करने का अनुरोध टीम को भेज दिया गया है।",
])
def test_a_request_passed_on_is_still_no_claim(text: str) -> None:
    assert not unsupported(text, ())


@pytest.mark.parametrize("text", [
    "Cancelled orders are refunded in full to the original card.",
    "Replacement items are sent within two days of approval.",
    "Damaged parcels get replaced at no cost.",
])
def test_a_rule_about_a_kind_of_thing_is_no_claim(text: str) -> None:
    assert not unsupported(text, ())


@pytest.mark.parametrize("text", [
    "Your cancelled orders are refunded in full.",
    "Both lamps are removed from K-2702.",
    "The two shirts are exchanged for a size L.",
    "Items K-2701 and K-2702 are cancelled.",
])
def test_the_customers_own_things_are_still_claims(text: str) -> None:
    assert unsupported(text, ())


@pytest.mark.parametrize(("language", "text"), [
    ("en", "We're shipping you another vase."),
    ("es", "Un nuevo jarrón va de camino."),
    ("hi", "आपको एक और फूलदान भेज रहे हैं।"),
    ("ta", "இன்னொரு பூச்சாடியை அனுப்புகிறோம்."),
    # (Bengali "আরেকটি ফুলদানি পাঠাচ্ছি" is read so by the words, but the meaning head reads no assertion: left to
    # the head's next rebuild.)
])
def test_another_of_the_item_on_its_way_is_a_replacement(language: str, text: str) -> None:
    assert [c.action for c in unsupported(text, ())] == ["replacement"]
    assert not unsupported(text, VASE_SENT)


def test_an_order_that_will_now_have_another_number_is_an_edit() -> None:
    assert [c.action for c in unsupported("K-2702 will now have three lamps.", ())] == ["order_edit"]


@pytest.mark.parametrize(("text", "action"), [
    ("Cancelación hecha: K-2702.", "cancellation"),
    ("Reembolso completado para K-2701.", "refund"),
    ("Dirección actualizada para K-2702.", "address_change"),
    ("Recogida de la devolución programada para mañana.", "return"),
    ("Return pickup scheduled for tomorrow.", "return"),
])
def test_an_action_named_with_its_participle_and_no_verb_is_said_done(text: str, action: str) -> None:
    assert [c.action for c in unsupported(text, ())] == [action]


@pytest.mark.parametrize("text", [
    "Reembolso denegado: el pedido está fuera de plazo.",
    "Cancelación pendiente de tu confirmación.",
    "Return pickup available on weekdays.",
])
def test_an_action_named_with_a_word_of_no_deed_is_no_claim(text: str) -> None:
    assert not unsupported(text, ())
