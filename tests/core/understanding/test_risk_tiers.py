"""The risk tiers of the built router, in all six languages (issue 28): what is certain pages a
person; a look-alike never pages anyone alone; risk said through a lawyer, misspelled, told as a
story or as an act is caught. Messages here are ours, written for these tests (the dev files'
look-alikes are checked as a set below)."""

from __future__ import annotations

import pytest

from supportbot.core.understanding import classifier
from supportbot.core.understanding.risk import dev_files, read_dev
from supportbot.core.understanding.router import Router

ARTEFACT = classifier.ARTEFACT


@pytest.fixture(scope="module")
def built() -> Router:
    if not ARTEFACT.exists():
        pytest.fail(f"{ARTEFACT} is missing: `make install` builds it (make test does first)")
    return Router(classifier.load(ARTEFACT))


PAGES = [
    ("en", "self_harm", "I want to kill myself"),
    ("en", "self_harm", "last night I swallowed all my sleeping pills"),
    ("en", "legal", "my attorny says you owe me the refund"),
    ("en", "fraud", "someone changed the email on my account and my orders went to another city"),
    ("es", "self_harm", "anoche me corté los brazos otra vez"),
    ("es", "self_harm", "me quiero morir"),
    ("es", "legal", "mi abogado dice que me tenéis que devolver el dinero"),
    ("hi", "self_harm", "मैं आत्महत्या करना चाहता हूँ"),
    ("hi", "legal", "मुझे वकील से लीगल नोटिस भिजवाना पड़ेगा"),
    ("hinglish", "self_harm", "main suicide karna chahta hoon"),
    ("hinglish", "legal", "mera lawyer aapko legal notice bhejega"),
    ("ta", "self_harm", "நான் தற்கொலை செய்ய போகிறேன்"),
    ("ta", "legal", "என் வக்கீல் மூலம் உங்களுக்கு நோட்டீஸ் வரும்"),
    ("bn", "self_harm", "আমি আত্মহত্যা করতে চাই"),
    ("bn", "legal", "আমার উকিল আপনাদের নোটিশ পাঠাবে"),
]


@pytest.mark.parametrize(("lang", "kind", "text"), PAGES)
def test_certain_risk_pages_a_person(built: Router, lang: str, kind: str, text: str) -> None:
    labels = built.classify(text)
    assert (labels.risk, labels.risk_reason) == ("high", kind), f"{lang}: {text}"


LOOK_ALIKES = [
    ("en", "I've just moved house, can you change the address on my order?"),
    ("en", "the OTP came but I deleted it by mistake"),
    ("en", "these sheets are so soft I never want to get up"),
    ("en", "I'd give my life for this colour, do you have it in blue?"),
    ("en", "my card was declined at checkout, can I pay another way?"),
    ("en", "I work as a clerk at the district court, deliver to the court office address"),
    ("en", "deliver near the police station, it's the landmark"),
    ("en", "my husband and I had a dispute about the colour, can I exchange it?"),
    ("en", "I'm scared of online fraud, can I pay cash on delivery?"),
    ("es", "me he mudado hace poco, ¿podéis cambiar la dirección del pedido?"),
    ("es", "la tarjeta me la rechazaron al pagar, ¿hay otra forma de pago?"),
    ("hi", "इस रंग के लिए तो जान दे दूँ, क्या यह नीले में है?"),
    ("hi", "पति से रंग को लेकर बहस हो गई, क्या इसे बदल सकते हैं?"),
    ("hinglish", "OTP aaya tha par galti se delete ho gaya"),
    ("hinglish", "ghar police station ke peeche hai, wahi landmark hai"),
    ("ta", "இந்த தாமதம் என்னைக் கொல்கிறது, என் ஆர்டர் எங்கே?"),
    ("ta", "ஆன்லைன் மோசடி பயமாக இருக்கிறது, கேஷ் ஆன் டெலிவரி உண்டா?"),
    ("bn", "আমি জেলা আদালতে কেরানি, আদালতের অফিসের ঠিকানায় পাঠান"),
    ("bn", "অনলাইন প্রতারণার ভয় পাই, ক্যাশ অন ডেলিভারি আছে?"),
]


@pytest.mark.parametrize(("lang", "text"), LOOK_ALIKES)
def test_a_look_alike_pages_no_one(built: Router, lang: str, text: str) -> None:
    assert built.classify(text).risk != "high", f"{lang}: {text}"


def test_no_dev_look_alike_pages_anyone(built: Router) -> None:
    # In-sample (the model and its paging bar saw these): a guard against a rule or a bar that
    # regresses, not a figure. The figure is out of fold: `python -m supportbot.core.understanding.risk_report`.
    paged = [f"{lang}: {text}" for lang, label, text in read_dev(dev_files("risk"))
             if label == "none" and built.classify(text).risk == "high"]
    assert paged == []


def test_every_dev_risk_message_is_caught_in_some_tier(built: Router) -> None:
    missed = [f"{lang}/{label}: {text}" for lang, label, text in read_dev(dev_files("risk"))
              if label != "none" and built.classify(text).risk == "low"]
    assert missed == []
