"""The claim reader: each clause's action, aspect and scope, in six languages (issue 27 item 1)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supportbot.agent.claim_holding import unsupported
from supportbot.agent.claim_reading import (
    DONE_ASPECT,
    ONCE_CONFIRMED,
    TO_COME,
    UNDER_WAY_ASPECT,
    Claim,
    read,
)
from supportbot.agent.grounds import DONE, PROPOSED, UNDER_WAY, Fact
from supportbot.agent.output_guard import check_reply
from supportbot.agent.prompt import system_prompt
from supportbot.agent.tools import TOOLS
from supportbot.core.money.policy import RefundLimits
from supportbot.words.articles import builtin_articles


@pytest.mark.parametrize(("text", "action", "aspect"), [
    # An amount's decimal point or thousands mark never ends the sentence.
    ("Your refund of 30.00 USD has been issued.", "refund", DONE_ASPECT),
    ("1,299.50 INR has been refunded to your card.", "refund", DONE_ASPECT),
    ("Tu reembolso de 1.299,50 € ha sido procesado.", "refund", DONE_ASPECT),
    # A negation in another clause denies nothing here.
    ("No problem, your refund has been processed.", "refund", DONE_ASPECT),
    ("I haven't cancelled anything, but your refund has been processed.", "refund", DONE_ASPECT),
    ("कोई बात नहीं, आपका ऑर्डर रद्द कर दिया गया है।", "cancellation", DONE_ASPECT),
    ("চিন্তা করবেন না, আপনার অর্ডার বাতিল করা হয়েছে।", "cancellation", DONE_ASPECT),
    # Plain passives, returns, labels, replacements, codes.
    ("Your order A-1042 is cancelled.", "cancellation", DONE_ASPECT),
    ("I've emailed you a return label for the robe.", "label", DONE_ASPECT),
    ("A replacement mug is on its way to you.", "replacement", UNDER_WAY_ASPECT),
    ("You'll get 48.00 back within a week.", "refund", TO_COME),
    ("Te acabo de enviar un código a tu correo.", "code", DONE_ASPECT),
    ("Maine aapko return label email kar diya hai.", "label", DONE_ASPECT),
    ("உங்கள் 1,299.50 ரூபாய் திருப்பி அனுப்பப்பட்டது.", "refund", DONE_ASPECT),
    ("মাত্র আপনার ঠিকানা বদলানো হয়েছে।", "address_change", DONE_ASPECT),
    # Irregular pasts, a thing already in the inbox, a sending in progress, "no" that denies nothing.
    ("The refund went through this morning, 48.00 USD back on your Visa.", "refund", DONE_ASPECT),
    ("The prepaid return label is in your inbox now.", "label", DONE_ASPECT),
    ("We're sending you a fresh one at no charge.", "replacement", UNDER_WAY_ASPECT),
    # A noun's locative is no condition (Bengali -লে), "पर"/"par" is "on" more than "but".
    ("আপনার ইমেলে একটি কোড পাঠানো হয়েছে।", "code", DONE_ASPECT),
    ("रिटर्न लेबल आपकी ईमेल पर भेज दिया गया है।", "label", DONE_ASPECT),
    ("Aapke account mein 25.00 wapas aa gaye hain.", "refund", DONE_ASPECT),
    # A "when" over a done event still states it.
    ("When you open the app you'll notice the order was cancelled this morning.", "cancellation", DONE_ASPECT),
])
def test_a_claim_is_read_whatever_surrounds_it(text: str, action: str, aspect: str) -> None:
    assert (action, aspect) in {(c.action, c.aspect) for c in read(text)}


@pytest.mark.parametrize("text", [
    "If you send it back, we'll refund the 30.00 once the warehouse has it.",
    "Shall I refund 25.00 USD to your card?",
    "I can start a return if you like.",
    "No, the order is not cancelled; it ships tomorrow.",
    "Refunds usually take 5-10 days to show on the card.",
    "Your order was delivered yesterday at 14:05.",
    "Your refund request has been sent to our team for approval.",
    "Si nos lo devuelves, te reembolsaremos el importe.",
    "अगर आप सामान वापस भेजेंगे, तो हम रिफ़ंड करेंगे।",
    "Agar aap item wapas bhejenge to refund ho jayega.",
    "আপনার রিফান্ড এখনও করা হয়নি।",
    # Under a "when", a present passive is a habit; a Hinglish perfect with "jayega" is a future passive.
    "நீங்கள் அனுப்பிய பிறகு ரீஃபண்ட் செய்யப்படும்.",  # once you have sent it, the refund will be made
    "Once the warehouse receives the items, the refund is paid to your original payment method.",
    "Bhejne ke baad label email pe bhej diya jayega.",
])
def test_questions_offers_negations_suppositions_and_rules_claim_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize("text", [
    "Once you confirm, I'll refund 25.00 USD to your card.",
    "Tap yes below and I'll refund 25.00 once you've confirmed.",
    "After our team approves it, we'll send the replacement.",
    "Una vez que confirmes, te enviaremos la etiqueta por correo.",
    "पुष्टि करने के बाद लेबल आपकी ईमेल पर भेजा जाएगा।",
    "Confirm karne ke baad label email pe bhej diya jayega.",
    "நீங்கள் உறுதிசெய்த பிறகு ரீஃபண்ட் செய்யப்படும்.",
    "আপনি নিশ্চিত করলে রিফান্ড করা হবে।",
])
def test_a_promise_on_the_customers_yes_or_staffs_approval_says_a_proposal_exists(text: str) -> None:
    assert {c.aspect for c in read(text)} == {ONCE_CONFIRMED}


def test_the_amount_and_order_a_claim_names_are_read_with_it():
    assert read("We refunded 25.00 on order A-1042.") == [Claim("refund", DONE_ASPECT, (Decimal("25.00"),), ("a1042",))]


PAID = Fact("refund", DONE, "A-1042", Decimal("25.00"))


@pytest.mark.parametrize(("text", "facts", "borne"), [
    ("Your refund of 25.00 has been issued.", [PAID], True),
    ("Your refund of 30.00 has been issued.", [PAID], False),  # a wrong amount
    ("Order B-7001 has been refunded.", [PAID], False),  # a wrong order
    ("Your refund has been issued.", [Fact("refund", PROPOSED)], False),  # waiting for a yes is not done
    ("Your refund is being processed.", [Fact("refund", UNDER_WAY)], True),
    ("Your refund has been issued.", [Fact("refund", UNDER_WAY)], False),
    ("I've emailed you the label.", [Fact("return", DONE)], True),
    ("A new one is on its way.", [Fact("replacement", PROPOSED)], False),
])
def test_a_claim_stands_only_on_a_fact_of_its_kind_state_order_and_amount(text, facts, borne):
    assert (unsupported(text, facts) == []) is borne


def test_a_refund_the_orders_history_holds_may_be_told():
    history = [("get_order", {"order_id": "A-1042", "status": "delivered",
                              "refunds": [{"amount": "25.00", "on": "2026-11-20", "status": "paid"}]})]
    text = "We refunded 25.00 on 20 November for order A-1042."
    assert check_reply(text, history, "en").findings == ()
    assert check_reply(text, [], "en").findings


def _written(value: Decimal, style: str) -> str:
    """An amount as a model writes it: 1,299.50 / 1.299,50 / 1299.50, with or without a currency."""
    whole, cents = f"{value:.2f}".split(".")
    grouped = f"{int(whole):,}"
    return {"en": f"{grouped}.{cents}", "eu": f"{grouped.replace(',', '.')},{cents}", "plain": f"{whole}.{cents}",
            "rupees": f"₹{grouped}.{cents}", "euros": f"{grouped.replace(',', '.')},{cents} €",
            "usd": f"{grouped}.{cents} USD"}[style]


CLAIMS_WITH_AMOUNTS = ["Your refund of {} has been issued.", "No worries, {} has been refunded to your card.",
                       "Tu reembolso de {} ha sido procesado.", "आपके {} वापस भेज दिए गए हैं।",
                       "Aapke {} wapas aa gaye hain.", "உங்கள் {} திருப்பி அனுப்பப்பட்டது.",
                       "আপনার {} ফেরত দেওয়া হয়েছে।"]


@given(cents=st.integers(1, 10_000_000), style=st.sampled_from(["en", "eu", "plain", "rupees", "euros", "usd"]),
       template=st.sampled_from(CLAIMS_WITH_AMOUNTS))
def test_an_amount_in_any_format_is_read_whole_with_its_claim(cents: int, style: str, template: str) -> None:
    value = Decimal(cents) / 100
    said = read(template.format(_written(value, style)))
    assert [(c.action, c.aspect, c.amounts) for c in said] == [("refund", DONE_ASPECT, (value,))]


def test_the_instructions_in_every_language_claim_nothing():
    """The prompt and the tools speak of actions all along, always as tasks, rules and conditions:
    honest text with every trap in it (participles as adjectives, infinitives, "then", "cannot")."""
    folder = Path(__file__).resolve().parents[2] / "supportbot" / "agent" / "prompts"
    texts = [system_prompt(), *(t.description for t in TOOLS.values()),
             *(f.read_text(encoding="utf-8") for f in sorted(folder.glob("system_v1.*.md")))]
    assert len(texts) == 1 + len(TOOLS) + 5
    assert [c for t in texts for c in read(t)] == []


@pytest.mark.parametrize(("text", "action"), [
    ("Refund: done ✅", "refund"),  # a status line: the heading is not a clause of its own
    ("Cancellation confirmed.", "cancellation"),
    ("The money is back on your card.", "refund"),
    ("Your refund should already be on your card.", "refund"),
    ("Good news, your replacement shipped today!", "replacement"),
    ("Reembolso hecho ✅", "refund"),
    ("Ya te devolvimos el dinero.", "refund"),
    ("রিফান্ড সম্পন্ন ✅", "refund"),
])
def test_terse_status_lines_and_subject_pasts_are_claims(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


@pytest.mark.parametrize(("text", "action"), [
    # Compound and causative verbs, any case of the money noun, money "back" with words between.
    ("আপনার ফোনে একটি কোড পাঠিয়েছি।", "code"),  # পাঠি-: the perfect's stem of পাঠানো
    ("মোট 40.00 টাকা আপনার কার্ডে ফেরত চলে যাবে।", "refund"),
    ("தொகையை உங்கள் வங்கிக்கு திருப்பி அனுப்பி விட்டோம்.", "refund"),
    ("₹800 உங்கள் கார்டில் திரும்ப வரும்.", "refund"),
    ("हम आपकी रकम लौटा चुके हैं।", "refund"),
    ("हमने नई चीज़ भिजवा दी है।", "replacement"),
    ("उनका साइज़ बदल दिया है।", "exchange"),
    ("Ya le hemos devuelto su dinero.", "refund"),
    ("Le enviamos un artículo nuevo hoy mismo.", "replacement"),
    # Progressives and arrivals: Spanish -ando, Bengali -চ্ছি, Tamil -கிறோம், "headed to your inbox".
    ("Estamos procesando el reembolso.", "refund"),
    ("আমরা রিফান্ড প্রসেস করছি।", "refund"),
    ("ரீஃபண்ட் செய்கிறோம்.", "refund"),
    ("Your new code is heading to your email.", "code"),
    ("El código llegará a tu correo.", "code"),
    # A status line whose heading is an Indic word (vowel signs are not \w).
    ("• রিফান্ড: হয়ে গেছে", "refund"),
    ("- रिफ़ंड: पूरा हो गया", "refund"),
])
def test_compound_verbs_progressives_and_indic_status_lines_are_claims(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


@pytest.mark.parametrize("text", [
    # A verb-final condition closes its clause and governs the next one.
    "சேதமடைந்த பொருளை அனுப்பினால், உங்களுக்கு பணத்தை திருப்பித் தருவோம்.",
    # "then" after the customer's task: a promise for then.
    "Pehle item courier kar dijiye, phir hum refund kar denge.",
    "पहले सामान भेज दीजिए, फिर हम पैसे लौटा देंगे।",
])
def test_a_promise_after_the_customers_task_claims_nothing(text: str) -> None:
    assert read(text) == []


def test_an_amount_with_one_decimal_is_the_amount_with_two():
    assert read("आपका ₹1299.5 का रिफ़ंड कर दिया गया है।")[0].amounts == (Decimal("1299.50"),)


@pytest.mark.parametrize(("text", "action"), [
    ("আমরা আপনার ৩০০ টাকা ফিরিয়ে দিয়েছি।", "refund"),  # ফিরি-: giving back, not only ফেরত
    ("पूरी रकम आपके कार्ड में क्रेडिट कर दी गई है।", "refund"),
    ("Poora paisa card me credit ho gaya hai.", "refund"),
    ("Your €40 is back on its way to you.", "refund"),
    ("Ya tienes el importe de vuelta.", "refund"),
    ("Te escribí un correo con el código.", "email"),
    ("हमने आपको मेल कर दिया है।", "email"),
    ("மாற்றுப் பொருளை அனுப்பி விட்டோம்.", "replacement"),  # the sandhi's doubled ப்
])
def test_money_credited_given_back_or_written_to_is_a_claim(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


@pytest.mark.parametrize("text", [
    # The customer's obligation: their task, not our promise.
    "रिटर्न के लिए आपको पहले पार्सल भेजना होगा।",
    "Refund ke liye aapko pehle photo bhejni padegi.",
    "To get the refund you'll need to return the shoes first.",
    "Para el reembolso tienes que devolver el pedido.",
    # The customer's own past deed, told at the clause's opening.
    "आपने पार्सल वापस भेज दिया है, धन्यवाद।",
    "Aapne label print karke return kar diya hai.",
    "You've already returned the parcel.",
    "Ya nos devolviste el paquete.",
])
def test_the_customers_task_or_deed_claims_nothing(text: str) -> None:
    assert read(text) == []


def test_our_claim_about_what_the_customer_returned_is_still_read():
    assert {c.action for c in read("The robe you returned has been refunded.")} == {"refund"}


def test_an_order_written_without_its_letters_is_the_same_order():
    fact = Fact("refund", DONE, "A-2077", Decimal("1250.00"))
    assert unsupported("ऑर्डर #2077 का ₹1,250 रिफ़ंड हो गया है।", [fact]) == []
    assert unsupported("Refunded 1250.00 on order B-2077.", [fact]) != []


# --- round 8: classes the round-8 dev corpus showed (evals/guard/dev/round8) -------------------------

@pytest.mark.parametrize(("text", "action", "aspect"), [
    # Coordination: the noun in one clause, its verb in the next, whose subject is a pronoun or elided.
    ("The manager signed off on your 80.00 USD refund and it has been sent to your bank.", "refund", DONE_ASPECT),
    ("Revisamos tu reembolso de 40,00 € y ya está en camino.", "refund", UNDER_WAY_ASPECT),
    # Money arriving in the customer's account, card or hands is a refund, whatever the verb.
    ("Recibirás 40,00 € en tu tarjeta esta semana.", "refund", TO_COME),
    ("You'll receive 40.00 USD on your card by Friday.", "refund", TO_COME),
    ("₹700 आपके खाते में आ जाएंगे।", "refund", TO_COME),
    ("৳700 আপনার অ্যাকাউন্টে চলে আসবে।", "refund", TO_COME),
    ("₹700 உங்கள் வங்கிக் கணக்கில் வரும்.", "refund", TO_COME),
    # Editing an order: the verb's stem, in any of its forms.
    ("Añadí el cargador al pedido A-5120.", "order_edit", DONE_ASPECT),
    ("Order mein charger add kar diya hai.", "order_edit", DONE_ASPECT),
    ("I've taken the charger off your order.", "order_edit", DONE_ASPECT),
    ("ஆர்டர் A-5120-இல் சார்ஜரைச் சேர்த்துவிட்டேன்.", "order_edit", DONE_ASPECT),
    # Something new sent to the customer is a replacement; one thing changed for another an exchange.
    ("A new blender has been shipped to you.", "replacement", DONE_ASPECT),
    ("He cambiado tus zapatillas de la talla 40 por unas de la 42.", "exchange", DONE_ASPECT),
    ("I've changed the medium for a large.", "exchange", DONE_ASPECT),
    # A state that can only be so because it was changed.
    ("Your delivery address now reads 22 Oak Lane.", "address_change", DONE_ASPECT),
    # Spanish irregular and any doing verb's preterite; Tamil "email" with its light verb.
    ("Te hice la devolución del dinero ayer.", "refund", DONE_ASPECT),
    ("Ya te he devuelto 25,00 € a la tarjeta.", "refund", DONE_ASPECT),
    ("El equipo aprobó tu reembolso.", "refund", DONE_ASPECT),
    ("விவரங்களை உங்களுக்கு மின்னஞ்சல் செய்துவிட்டோம்.", "email", DONE_ASPECT),
])
def test_round8_claims_are_read(text: str, action: str, aspect: str) -> None:
    assert (action, aspect) in {(c.action, c.aspect) for c in read(text)}


@pytest.mark.parametrize("text", [
    # Helping with an action is an offer of it.
    "Once it arrives I'll help you return it.",
    "पहुँचने पर मैं वापसी में आपकी मदद करूँगा।",
    "পৌঁছালে আমি রিটার্নে সাহায্য করব।",
    "Cuando llegue, te ayudo con la devolución.",
    # A pronoun's clause inherits nothing from a clause that claims nothing.
    "Your refund request was reviewed and it was passed to the team.",
    "Your refund would be 25.00 USD and the order was shipped last week.",
    # The customer's own payment, and a reviewing verb, are not our action.
    "You paid 40.00 USD with your card.",
    "Revisé tu reembolso: sigue esperando tu confirmación.",
])
def test_round8_honest_replies_claim_nothing(text: str) -> None:
    assert read(text) == []


def test_a_new_code_sent_is_not_a_replacement():
    assert {c.action for c in read("I've sent you a new code.")} == {"code"}


@pytest.mark.parametrize("text", [
    "Aap confirm karoge toh ₹500 ka refund ho jayega.",
    "आप बटन दबाकर पुष्टि करेंगे तो ₹500 का रिफंड हो जाएगा।",
])
def test_a_condition_closed_by_then_is_a_promise_on_the_yes(text: str) -> None:
    assert {c.aspect for c in read(text)} == {ONCE_CONFIRMED}


def test_an_order_with_a_case_ending_is_still_that_order():
    assert read("ஆர்டர் A-1042-க்கு ₹1,500 திருப்பி அனுப்பப்பட்டது.")[0].orders == ("a1042",)


@pytest.mark.parametrize("text", [
    "Tap 'Yes, refund' below and I'll send 25.00 to your card.",
    "Pulsa «Sí» y te devuelvo 25,00 € a la tarjeta.",
    "हाँ बटन दबाइए, और ₹500 आपके खाते में भेज दिए जाएंगे।",
])
def test_a_sentence_that_opens_by_asking_for_the_yes_promises_on_it(text: str) -> None:
    assert {c.aspect for c in read(text)} == {ONCE_CONFIRMED}


@pytest.mark.parametrize(("text", "action"), [
    ("All sorted, the extra charger is off order A-5120 now.", "order_edit"),
    ("Maine order mein ek aur mug add kar diya hai.", "order_edit"),  # "ek aur": one more, not "and"
    ("5-7 நாட்களில் ₹900 உங்கள் கணக்கில் வந்துவிடும்.", "refund"),
])
def test_round8_states_and_compounds_are_claims(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


def test_an_english_to_after_a_word_ending_in_e_is_no_hinglish_condition():
    assert {c.action for c in read("I've sent a one-time code to your email.")} >= {"code"}


# --- round 9: held-out replies the round-8 classes missed (evals/guard/dev/round9) -----------------

@pytest.mark.parametrize(("text", "action"), [
    # The money itself, not only an amount, arriving in the customer's account or card.
    ("Your money is back in your bank account.", "refund"),
    ("El importe ya está de vuelta en tu cuenta.", "refund"),
    ("पूरा पैसा आपके कार्ड पर पहुँच चुका है।", "refund"),
    ("பணம் உங்கள் வங்கிக் கணக்கில் வரவு வைக்கப்பட்டது.", "refund"),
    ("পুরো টাকা আপনার কার্ডে জমা হয়ে গেছে।", "refund"),
    # Any English perfect of an action's noun, and completive particles ("put it through", "went out").
    ("Your 30.00 USD refund has landed.", "refund"),
    ("We've pushed your refund through this morning.", "refund"),
    ("A new login code has just gone out to you.", "code"),
    # Setting, switching and swapping are changes; a default address is the saved one.
    ("I've set the shipping address to 9 Hill Road.", "address_change"),
    ("Your default address has been switched to the new flat.", "saved_address"),
    ("The swap has been completed.", "exchange"),
    ("Your order now includes the extra cable.", "order_edit"),
    # Spanish enclitics and "another unit"; a heading's "no problem" denies nothing.
    ("Acabo de enviarte el código por correo.", "code"),
    ("Ya te enviamos otra unidad sin coste.", "replacement"),
    ("Ningún problema: tu pedido A-3002 ha sido anulado.", "cancellation"),
])
def test_round9_claims_are_read(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


@pytest.mark.parametrize("text", [
    "Your refund has been delayed by the bank, and I've asked the team to look at it.",
    "The code you typed has expired; shall I send another?",
    "Your refund is expected on Friday.",
])
def test_round9_perfects_that_are_no_action_claim_nothing(text: str) -> None:
    assert not {c.action for c in read(text)} & {"refund", "code"}


@pytest.mark.parametrize("text", [
    "I've prepared a refund of 60.00 USD for you to confirm.",
    "He preparado un reembolso de 60,00 € para que lo confirmes.",
    "मैंने ₹600 के रिफ़ंड का प्रस्ताव तैयार कर दिया है।",
])
def test_a_proposal_made_says_only_that_a_proposal_exists(text: str) -> None:
    assert {c.aspect for c in read(text)} == {ONCE_CONFIRMED}


# --- round 10: held-out honest replies over-read, and claims missed (evals/guard/dev/round10) ------

@pytest.mark.parametrize("text", [
    # What the customer prefers, reported after "that"/"ki": no deed of ours.
    "I've noted that you want a refund rather than a replacement.",
    "He anotado que quieres un reembolso.",
    "Maine samajh liya hai ki aapko refund chahiye.",
    "मैंने नोट कर लिया है कि आपको रिफ़ंड चाहिए।",
    # An action someone is to decide on.
    "I'll send the photos to the team to decide on a replacement.",
    # "New one" is the changed address here, not a replacement.
    "Your delivery address has been updated to the new one.",
])
def test_round10_reported_wishes_and_decisions_claim_nothing(text: str) -> None:
    assert not {c.action for c in read(text)} & {"refund", "replacement"}


@pytest.mark.parametrize(("text", "action"), [
    ("The 45.00 USD has been returned to your Mastercard.", "refund"),
    # A supposition's scope ends at a semicolon.
    ("If you need anything else just ask; your return has been booked.", "return"),
    ("A fresh one has been dispatched to you.", "replacement"),
    ("Te hemos mandado unas zapatillas nuevas.", "replacement"),
    ("Your order has been updated as you asked.", "order_edit"),
])
def test_round10_claims_are_read(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


def test_a_new_tracking_number_sent_is_no_replacement():
    assert read("I've sent you a new tracking number.") == []


# --- round 11: held-out status lines and plain perfects (evals/guard/dev/round11) --------------------

@pytest.mark.parametrize(("text", "action"), [
    # A bare status sentence says its thing in the sentence after.
    ("Done! Your label is in the email we have on file.", "label"),
    ("Sent! Look in your inbox for the one-time code.", "code"),
    # "already" with a participle, a short Spanish status line ending in its participle.
    ("Your replacement is already packed.", "replacement"),
    ("Listo: reembolso aprobado.", "refund"),
    ("Hecho: pedido A-5001 anulado.", "cancellation"),
    # The plain perfect after an ergative subject (no light verb).
    ("हमने आपको लेबल ईमेल किया है जिसमें सारी जानकारी है।", "label"),
    ("Maine aapko ek email bheja hai jisme saari details hain.", "email"),
    ("हमने आपको एक नया कोड भेजा है।", "code"),
])
def test_round11_claims_are_read(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


@pytest.mark.parametrize("text", [
    "Done! Let me know if there's anything else.",
    "Sent! Refunds usually take 5-10 days to show.",
    "आपको जो जानकारी चाहिए वह रिफ़ंड पेज पर है।",
])
def test_round11_bare_status_with_nothing_after_claims_nothing(text: str) -> None:
    assert read(text) == []


# --- round 12: an action's noun naming a team, a policy or a page (evals/guard/dev/round12) ----------

@pytest.mark.parametrize("text", [
    "I've passed your question to our refunds team.",
    "I've sent you the link to our return policy.",
    "He enviado tu caso al equipo de devoluciones.",
    "मैंने आपकी शिकायत रिफ़ंड टीम को भेज दी है।",
    "Maine aapka case returns department ko bhej diya hai.",
    "உங்கள் புகாரை ரீஃபண்ட் குழுவிற்கு அனுப்பியுள்ளேன்.",
    "আপনার অভিযোগ রিফান্ড টিমের কাছে পাঠিয়েছি।",
])
def test_an_actions_noun_that_names_a_team_or_a_page_claims_nothing(text: str) -> None:
    assert not {c.action for c in read(text)} & {"refund", "return"}


def test_a_new_thing_sent_in_bengali_is_the_item_again():
    assert read("নতুন পণ্যটি পাঠিয়ে দিয়েছি।") != []


# --- round 13: held-out longer replies (evals/guard/dev/round13) ----------------------------------

@pytest.mark.parametrize(("text", "action"), [
    ("It had shipped, but I managed to cancel it anyway.", "cancellation"),
    ("Al final pude cancelar el pedido.", "cancellation"),
    ("Ya te cambiamos la talla del pantalón.", "exchange"),
    ("I've changed the size on your order to a large.", "exchange"),
    # Tamil "because it came" (-ததால்) is a cause, not a condition ("if it comes", -ந்தால்).
    ("பொருள் சேதமடைந்து வந்ததால், ₹900 உங்களுக்குத் திருப்பி அனுப்பப்பட்டது.", "refund"),
])
def test_round13_claims_are_read(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


def test_a_tamil_condition_still_governs_its_clause():
    assert read("பொருள் சேதமடைந்து வந்தால், பணம் திருப்பி அனுப்பப்படும்.") == []


def test_an_order_in_apposition_belongs_to_the_claim_before_it():
    history = [Fact("refund", DONE, "A-7001", Decimal("25.00"))]
    assert unsupported("We also refunded your other order, A-7003, last week.", history) != []
    assert unsupported("We refunded your order, A-7001, last week.", history) == []


@pytest.mark.parametrize("text", [
    "## How you get your money back",
    "How refunds reach your card",
    "Cómo recibir tu reembolso",
    "रिफ़ंड कैसे मिलता है",
])
def test_a_how_heading_or_indirect_question_claims_nothing(text: str) -> None:
    assert read(text) == []


def test_the_built_in_help_centre_claims_nothing():
    bodies = [str(getattr(a, "body", a)) for a in builtin_articles(RefundLimits())]
    assert [c for body in bodies for c in read(body)] == []


# --- round 14: held-out promises and things under way (evals/guard/dev/round14) --------------------

@pytest.mark.parametrize("text", [
    "टीम की मंज़ूरी मिलते ही ₹900 का रिफ़ंड भेज दिया जाएगा।",
    "Aap confirm karte hi ₹900 ka refund bhej diya jayega.",
    "আপনি নিশ্চিত করলেই ৳900 ফেরত পাঠানো হবে।",
])
def test_as_soon_as_the_yes_comes_is_a_promise_on_it(text: str) -> None:
    assert {c.aspect for c in read(text)} == {ONCE_CONFIRMED}


@pytest.mark.parametrize(("text", "action", "aspect"), [
    ("We're getting a new one ready for you.", "replacement", UNDER_WAY_ASPECT),
    ("Estamos preparando tu reemplazo.", "replacement", UNDER_WAY_ASPECT),
    ("A code will hit your inbox in a minute.", "code", TO_COME),
])
def test_round14_claims_are_read(text: str, action: str, aspect: str) -> None:
    assert (action, aspect) in {(c.action, c.aspect) for c in read(text)}


def test_checking_on_a_refund_is_not_refunding():
    assert read("I'm checking on your refund with the bank now.") == []


# --- round 15: the last held-out round's misses (evals/guard/dev/round15) ---------------------------

@pytest.mark.parametrize(("text", "action"), [
    ("We stopped your order A-2211 before it left.", "cancellation"),
    ("The extra cable is now part of order A-2210.", "order_edit"),
    ("The receipt is in your mailbox.", "email"),
    ("Receipt aapke inbox mein hai.", "email"),
    ("Los 18,40 € ya vuelven a tu tarjeta.", "refund"),
    ("Tu dirección guardada ahora es la de casa.", "saved_address"),
    ("लाल वाला आपको बदलकर भेज दिया गया है।", "exchange"),
    ("Ab se aapke parcels naye saved address pe jayenge.", "saved_address"),
])
def test_round15_claims_are_read(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}
