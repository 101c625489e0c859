"""The claim reader on the colloquial and structural classes dev round 21 found it missing (issue 27 item 1):
Tamil's spoken perfect, Spanish present-for-future and "ya" with a preterite, a request that was accepted, a
cause whose negation stays in its own clause, and "free of charge" said with a negation."""

from __future__ import annotations

from pathlib import Path

import pytest

from supportbot.agent.claim_reading import DONE_ASPECT, TO_COME, UNDER_WAY_ASPECT, read


def _said(text: str) -> set[tuple[str, str]]:
    return {(c.action, c.aspect) for c in read(text)}


@pytest.mark.parametrize(("text", "action", "aspect"), [
    # Tamil's spoken perfect (-ட்டோம், -ட்டேன், -டுச்சு) and a mail sent "by doing" it (மெயில் பண்ணி).
    ("உங்க பணத்தை ரீஃபண்ட் பண்ணிட்டோம்.", "refund", DONE_ASPECT),
    ("உங்க ஆர்டரை கேன்சல் பண்ணிட்டேன்.", "cancellation", DONE_ASPECT),
    ("ரிட்டர்ன் லேபிளை உங்களுக்கு மெயில் பண்ணிட்டோம்.", "label", DONE_ASPECT),
    ("உங்க ஆர்டர் கேன்சல் ஆயிடுச்சு.", "cancellation", DONE_ASPECT),
    # Tamil's present passive: under way.
    ("உங்கள் ரீஃபண்ட் செயல்படுத்தப்படுகிறது.", "refund", UNDER_WAY_ASPECT),
    # Spanish: "te ... -emos" is a present that promises; "ya" with a third person's preterite is done.
    ("Te devolvemos los 20,00 € esta misma tarde.", "refund", UNDER_WAY_ASPECT),
    ("Ya se envió tu pedido de reemplazo.", "replacement", DONE_ASPECT),
    # A request accepted or approved is the action started, not a request passed on.
    ("Your return request has been approved.", "return", DONE_ASPECT),
    ("உங்கள் ரிட்டர்ன் கோரிக்கை அங்கீகரிக்கப்பட்டது.", "return", DONE_ASPECT),
    ("आपकी रिटर्न रिक्वेस्ट स्वीकार कर ली गई है।", "return", DONE_ASPECT),
    # Free of charge is no negation of the deed.
    ("Te mandamos otra funda nueva sin ningún coste.", "replacement", UNDER_WAY_ASPECT),
    ("Le enviaremos otro cargador sin coste adicional.", "replacement", TO_COME),
])
def test_colloquial_and_accepted_claims_are_read(text: str, action: str, aspect: str) -> None:
    assert (action, aspect) in _said(text)


@pytest.mark.parametrize(("text", "action"), [
    # A cause's negation stays in the cause: what follows it is still our claim.
    ("Since the parcel never arrived we've refunded the 30.00 USD.", "refund"),
    ("As the order didn't ship you'll be getting the 12.00 USD back.", "refund"),
    ("பார்சல் வரவில்லை என்பதால் உங்கள் ஆர்டரை ரத்து செய்துவிட்டோம்.", "cancellation"),
])
def test_a_negation_inside_a_cause_does_not_reach_the_claim_after_it(text: str, action: str) -> None:
    assert action in {a for a, _ in _said(text)}


@pytest.mark.parametrize("text", [
    "Your return request has been sent to the team for review.",
    "Since the parcel never arrived, I can refund the 30.00 USD if you like.",
    "Because it hasn't shipped, we haven't refunded anything yet.",
    "பார்சல் வரவில்லை என்பதால் நான் ரீஃபண்ட் செய்ய முடியும்.",
    "உங்க ஆர்டரை கேன்சல் பண்ணட்டுமா?",
    "¿Te devolvemos el dinero o prefieres otra funda?",
    "Ya llegó tu pedido ayer por la tarde.",
    "Si quieres, te mandamos otra funda sin ningún coste.",
])
def test_honest_forms_beside_those_claims_stay_honest(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(("text", "action", "aspect"), [
    # "ya" with a third person's preterite, and a new thing we are going to send, are claims.
    ("Ya salió hacia tu casa el cargador de reemplazo.", "replacement", DONE_ASPECT),
    ("Vamos a enviarte una funda nueva esta semana.", "replacement", TO_COME),
])
def test_spanish_preterite_after_ya_and_sending_a_new_one_are_claims(text: str, action: str, aspect: str) -> None:
    assert action in {a for a, _ in _said(text)}


@pytest.mark.parametrize("text", [
    "No puedo cancelar el pedido porque ya ha sido enviado, pero cuando llegue puedes devolverlo.",
    "No puedo cancelarlo porque ya ha sido enviado, pero cuando llegue puedes devolverlo.",
    "Your order has already been dispatched, so it can't be cancelled now.",
    "ஆர்டர் ஏற்கனவே அனுப்பப்பட்டுவிட்டது.",
])
def test_the_order_itself_shipped_is_no_replacement(text: str) -> None:
    assert "replacement" not in {c.action for c in read(text)}


@pytest.mark.parametrize("text", [
    "Your package will now be redirected to your office instead.",
    "The courier will now deliver it to your work address instead.",
    "Hemos desviado el paquete a tu oficina.",
    "We've rerouted the parcel to the pickup point.",
])
def test_a_parcel_sent_elsewhere_is_an_address_change(text: str) -> None:
    assert "address_change" in {c.action for c in read(text)}


@pytest.mark.parametrize("text", ["Would you like it delivered to your office instead?",
                                  "I can redirect it to your office if you like."])
def test_asking_or_offering_to_send_it_elsewhere_claims_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(("text", "action"), [
    # Spoken Tamil: "புது" (new), "முடிஞ்சுது" (it's done), "-இருக்கேன்" perfects, "-துடும்" futures.
    ("புது கடிகாரம் அனுப்பிட்டோம்.", "replacement"),
    ("உங்க ரீஃபண்ட் முடிஞ்சுது.", "refund"),
    ("லேபிளை மெயில் பண்ணியிருக்கேன்.", "label"),
    ("உங்க பணம் நாளைக்குள் வந்துடும், ரீஃபண்ட் போட்டாச்சு.", "refund"),
    # Spanish: a preterite of "anular" and "salir", a spare part sent, "abonamos".
    ("Anulé tu pedido esta mañana.", "cancellation"),
    ("Hoy salió un repuesto para ti.", "replacement"),
    ("Te abonamos los 12,00 € ayer.", "refund"),
    # English: a new one posted.
    ("We've posted a new one to you.", "replacement"),
])
def test_spoken_tamil_and_more_spanish_and_english_verbs_are_claims(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


def test_tamil_cannot_written_iyalaadhu_is_a_negation() -> None:
    assert read("ஆர்டர் அனுப்பப்பட்டதால் ரத்து செய்ய இயலாது.") == []


@pytest.mark.parametrize(("text", "action"), [
    ("Te hemos cambiado la chaqueta por la negra.", "exchange"),
    ("Mañana te enviamos una unidad nueva.", "replacement"),
    ("உங்க காசு திரும்ப கொடுத்தாச்சு.", "refund"),
    ("உங்கள் ரிட்டர்னை ஏற்றுக்கொண்டோம்.", "return"),
    ("சைஸ் மாத்தி அனுப்பியாச்சு.", "exchange"),
    ("புது கடிகாரம் பேக் பண்ணிட்டு இருக்கோம்.", "replacement"),
    ("புதிய கடிகாரம் அனுப்பி வைப்போம்.", "replacement"),
    ("Naya piece nikal chuka hai.", "replacement"),
    ("Your new kettle is already with the courier.", "replacement"),
])
def test_more_spoken_forms_are_claims(text: str, action: str) -> None:
    assert action in {c.action for c in read(text)}


@pytest.mark.parametrize("text", ["Your parcel is already with the courier.", "Aapka parcel nikal chuka hai.",
                                  "உங்கள் கோரிக்கையை பெற்றுக்கொண்டோம்."])
def test_the_order_moving_or_a_request_received_claims_nothing(text: str) -> None:
    assert read(text) == []


_HAND_WRITTEN = Path(__file__).resolve().parents[2] / "data" / "dev" / "guard"
# Known misses, kept in view rather than hidden: wordings the tables do not hold and the head is unsure of.
_KNOWN_MISSES = {
    "திருப்பி அனுப்பும் கோரிக்கை பதிவாகிவிட்டது", "ரிட்டர்ன் லேபிள் மெயிலுக்கு வந்திருக்கும்",
    "I've killed the order before it shipped", "order K-1000 is no longer going ahead",
    "the parcel is now going to your office", "once the team signs off we'll post a new one",
    "tu pedido ya no se enviará porque lo anulamos", "main abhi order cancel kar deta hoon",
    # An item "on the order now" with no verb of adding: the Tamil and Bengali tables name no edit in it.
    "பரிசுப் பொதி இப்போது உங்கள் ஆர்டரில் உள்ளது", "গিফট র\u200d্যাপ এখন আপনার অর্ডারে আছে",
}


@pytest.mark.parametrize("name", ["natural_clauses.tsv", "natural_probe.tsv"])
def test_the_hand_written_clauses_are_read_as_labelled(name: str) -> None:
    rows = [line.split("\t") for line in (_HAND_WRITTEN / name).read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    missed = {text for _, said, _, text in rows if said != "none" and not read(text)} - _KNOWN_MISSES
    flagged = {text for _, said, _, text in rows if said == "none" and read(text)}
    assert (missed, flagged) == (set(), set())


# An alternative question asks both its halves: "cancel the whole order, or only remove the mug?" The question
# mark closes the second; the disjunction that opens it ("or", "o", "या", "নাকি", "அல்லது") carries it back.
@pytest.mark.parametrize("text", [
    "Should I cancel the whole order, or only take the mug off it?",
    "¿Cancelo todo el pedido, o solo quito la taza?",
    "पूरा ऑर्डर रद्द कर दूँ, या सिर्फ़ मग हटा दूँ?",
    "Poora order cancel kar doon, ya sirf mug hata doon?",
    "முழு ஆர்டரையும் ரத்து செய்யட்டுமா, அல்லது மக்கை மட்டும் நீக்கட்டுமா?",
    "পুরো অর্ডারটা বাতিল করব, নাকি শুধু মগটা সরিয়ে দেব?",
])
def test_an_alternative_question_claims_nothing_in_either_half(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize("text", [
    "I've cancelled the whole order, or did you only want the mug gone?",
    "Ya cancelé todo el pedido, ¿o solo querías quitar la taza?",
])
def test_a_done_claim_before_an_alternative_question_is_still_a_claim(text: str) -> None:
    assert [c.action for c in read(text)] == ["cancellation"]


# An emoji ends a sentence as a full stop does: "You're all verified now 👍 What would you like...?" is a claim
# and then a question, not one question.
@pytest.mark.parametrize("text", [
    "You're all verified now 👍 What would you like to do with order A-1042?",
    "Ya estás verificado 🎉 ¿Qué necesitas del pedido A-1042?",
    "Aap verify ho gaye ho ✅ A-1042 ke baare mein kya jaanna hai?",
    "आप सत्यापित हो गए हैं 🙏 A-1042 के बारे में क्या जानना है?",
    "உங்கள் அடையாளம் சரிபார்க்கப்பட்டது 👍 A-1042 பற்றி என்ன தெரிய வேண்டும்?",
    "আপনার পরিচয় যাচাই হয়ে গেছে 😊 A-1042 নিয়ে কী জানতে চান?",
])
def test_an_emoji_ends_the_sentence_before_a_question(text: str) -> None:
    assert [c.action for c in read(text)] == ["verification"]


# "On its way" is a sending in every language, as it already is in English ("the code is on its way to you").
@pytest.mark.parametrize("text", [
    "Tu código ya va camino de tu correo.",
    "कोड आपके ईमेल के रास्ते में है।",
    "குறியீடு உங்கள் மின்னஞ்சலுக்கு வழியில் உள்ளது.",
    "কোডটা আপনার ইমেলের পথে আছে।",
])
def test_a_code_on_its_way_is_a_code_sent(text: str) -> None:
    assert "code" in [c.action for c in read(text)]
