"""The offline router: mapping table, rule tables in six languages, classifier accuracy."""

import csv
from pathlib import Path
from typing import get_args

import pytest

from supportbot.core.language import LANGUAGES
from supportbot.core.understanding import classifier
from supportbot.core.understanding.router import (
    FINE_TO_INTENT,
    HUMAN_RULES,
    RISK_RULES,
    Intent,
    RiskSignal,
    Router,
    normalise,
    wants_human,
)

DATA = Path(__file__).resolve().parents[3] / "data" / "bitext" / "customer_support_training.csv"


@pytest.fixture(scope="session")
def model(tmp_path_factory: pytest.TempPathFactory) -> classifier.TextClassifier:
    # Trained fresh (about 3 s) so the tests judge this code, not a stale artefact; the round
    # trip through save/load is the one production uses.
    path = tmp_path_factory.mktemp("router") / "router.pkl"
    classifier.save(classifier.train(DATA), path)
    return classifier.load(path)


@pytest.fixture(scope="session")
def router(model: classifier.TextClassifier) -> Router:
    return Router(model)


def _bitext_intents() -> list[str]:
    with open(DATA, encoding="utf-8", newline="") as f:
        return sorted({row["intent"] for row in csv.DictReader(f)})


def test_the_data_has_27_fine_intents_and_the_table_maps_exactly_those() -> None:
    assert len(_bitext_intents()) == 27
    assert sorted(FINE_TO_INTENT) == _bitext_intents()


@pytest.mark.parametrize("fine", _bitext_intents())
def test_each_fine_intent_maps_to_a_router_intent(fine: str) -> None:
    assert FINE_TO_INTENT[fine] in get_args(Intent)


def test_every_router_intent_is_reachable() -> None:
    # `return` has no bitext intent: only the return rule produces it.
    assert set(FINE_TO_INTENT.values()) | {"return"} == set(get_args(Intent))


@pytest.mark.parametrize("signal", get_args(RiskSignal))
def test_every_risk_signal_has_rules_in_all_six_languages(signal: str) -> None:
    assert set(RISK_RULES[signal]) == set(LANGUAGES)


def test_human_rules_cover_at_least_english_hindi_hinglish_spanish() -> None:
    assert {"en", "hi", "hinglish", "es"} <= set(HUMAN_RULES)


HIGH_RISK = [
    # (language, text, signal)
    ("en", "I want to kill myself", "self_harm"),
    ("en", "honestly I don't want to live anymore", "self_harm"),
    ("en", "refund me now or I'm filing a chargeback", "chargeback"),
    ("en", "I'm going to dispute this charge with my card company", "chargeback"),
    ("en", "my lawyer will be in touch", "legal"),
    ("en", "I'll take you to court over this", "legal"),
    ("en", "I will sue your company", "legal"),
    ("en", "this is a scam, I'm calling the police", "fraud"),
    ("en", "someone used my card, it was stolen", "fraud"),
    ("hi", "मैं आत्महत्या कर लूंगा", "self_harm"),
    ("hi", "मैं अपनी जान दे दूँगा", "self_harm"),  # chandrabindu spelling of दूंगा
    ("hi", "मैं बैंक में शिकायत करूंगा", "chargeback"),
    ("hi", "मैं आप पर मुकदमा करूंगा", "legal"),
    ("hi", "यह धोखाधड़ी है, मैं पुलिस में जाऊंगा", "fraud"),  # ड़ with a nukta
    ("hinglish", "main khudkushi kar lunga", "self_harm"),
    ("hinglish", "main marna chahta hoon", "self_harm"),
    ("hinglish", "main ab jeena nahi chahta", "self_harm"),  # "jeena", the usual spelling
    ("hinglish", "main bank mein complaint karunga", "chargeback"),
    ("hinglish", "main case kar dunga", "legal"),
    ("hinglish", "vakil se baat karunga", "legal"),
    ("hinglish", "tum log dhokebaaz ho", "fraud"),
    ("es", "quiero quitarme la vida", "self_harm"),
    ("es", "me quiero morir", "self_harm"),
    ("es", "voy a pedir un contracargo", "chargeback"),
    ("es", "pondré una reclamación en mi banco", "chargeback"),
    ("es", "los voy a demandar", "legal"),
    ("es", "esto es una estafa", "fraud"),
    ("ta", "நான் தற்கொலை செய்து கொள்வேன்", "self_harm"),
    ("ta", "வங்கியில் புகார் செய்வேன்", "chargeback"),
    ("ta", "நான் நீதிமன்றத்துக்கு போவேன்", "legal"),
    ("ta", "இது மோசடி", "fraud"),
    ("bn", "আমি আত্মহত্যা করব", "self_harm"),
    ("bn", "আমি ব্যাংকে অভিযোগ করব", "chargeback"),
    ("bn", "আমি আদালতে মামলা করব", "legal"),
    ("bn", "এটা প্রতারণা, আমি পুলিশে যাব", "fraud"),
    # Self-harm outranks the rest: it decides the reply (a crisis line first).
    ("en", "you scammed me and I want to end my life", "self_harm"),
]


@pytest.mark.parametrize(("language", "text", "signal"), HIGH_RISK)
def test_high_risk_phrases_are_flagged_with_their_signal(
    router: Router, language: str, text: str, signal: str
) -> None:
    labels = router.classify(text)
    assert (labels.risk, labels.risk_reason) == ("high", signal)


def test_the_high_risk_table_covers_each_signal_in_each_language() -> None:
    covered = {(language, signal) for language, _, signal in HIGH_RISK}
    assert covered == {(lang, sig) for lang in LANGUAGES for sig in get_args(RiskSignal)}


BENIGN_LOOK_ALIKES = [
    # Each shares a word or a prefix with a high-risk rule and must stay low risk.
    "I'm dying to get my order",  # "dying to": eagerness; no pattern has "dying" on purpose
    "kill the subscription",  # kill, but not oneself
    "this wait is killing me",  # frustration, not self-harm
    "my phone died, sorry for the late reply",
    "is the suede jacket back in stock?",  # \bsue\b must not match suede
    "the scampi bowl set arrived",  # \bscam must not match scampi
    "do you sell tennis court shoes?",  # court alone is not legal
    "can I pay by bank transfer?",  # a bank without a dispute or complaint
    "my bank declined the payment",
    "बैंक ट्रांसफर से पेमेंट किया है",  # Hindi: paid by bank transfer
    "fir se order karna hai",  # Hinglish "fir" = again, not an FIR
    "phone ka case order kiya tha",  # a phone case, not a court case
    "me muero por recibir mi pedido",  # Spanish "dying to get my order"
    "hay mucha demanda de este plato",  # demanda = demand, not a lawsuit
    "வழக்கமான டெலிவரி எப்போது வரும்?",  # வழக்கமான (usual) shares a prefix with வழக்கு (lawsuit)
    "ஏமாற்றம் அடைந்தேன்",  # disappointed; shares a stem with ஏமாற்றி (cheated)
    "ব্যাংক ট্রান্সফারে টাকা দিয়েছি",  # Bengali: paid by bank transfer
]


@pytest.mark.parametrize("text", BENIGN_LOOK_ALIKES)
def test_benign_look_alikes_stay_low_risk(router: Router, text: str) -> None:
    labels = router.classify(text)
    assert (labels.risk, labels.risk_reason) == ("low", None)


HUMAN_REQUESTS = [
    ("en", "I want to talk to a person"),
    ("en", "can I speak with a real human please"),
    ("en", "connect me to an agent"),
    ("en", "Human!"),
    ("en", "I want to talk to a person about my refund"),  # the rule beats the refund words
    ("hi", "मुझे किसी इंसान से बात करनी है"),
    ("hi", "किसी एजेंट से बात कराइए"),
    ("hinglish", "mujhe insaan se baat karni hai"),
    ("hinglish", "kisi agent se baat karao"),
    ("hinglish", "customer care se baat karni hai"),
    ("es", "quiero hablar con una persona"),
    ("es", "pásame con un agente, por favor"),
    ("es", "necesito hablar con alguien real"),
    ("ta", "நான் ஒரு மனிதருடன் பேச வேண்டும்"),
    ("bn", "আমি একজন মানুষের সাথে কথা বলতে চাই"),
]


@pytest.mark.parametrize(("language", "text"), HUMAN_REQUESTS)
def test_human_requests_route_to_human_by_rule(router: Router, language: str, text: str) -> None:
    assert wants_human(normalise(text))
    labels = router.classify(text)
    assert (labels.intent, labels.confidence) == ("human", 1.0)
    assert labels.fine_intent in FINE_TO_INTENT  # the bitext model's reading, whatever the rule decided


@pytest.mark.parametrize("text", [
    "the delivery person was rude",  # a person, but nobody asked to talk to one
    "can the courier leave it with someone next door?",
    "I spoke to my neighbour and she has the parcel",
])
def test_mentions_of_people_are_not_human_requests(text: str) -> None:
    assert not wants_human(normalise(text))


def test_a_human_request_keeps_its_risk(router: Router) -> None:
    labels = router.classify("I want to speak to a manager, this is fraud")
    assert (labels.intent, labels.risk, labels.risk_reason) == ("human", "high", "fraud")


SHOP_PHRASINGS = [
    ("where is my order A-1043", "order_status"),
    ("when will A-1043 get here", "order_status"),
    ("has my bowl shipped yet?", "order_status"),
    ("mera A-1043 order kahan pahuncha?", "order_status"),
    ("¿cuándo llega mi pedido A-1043?", "order_status"),
    ("refund the broken plate from A-1042", "refund"),
    ("two plates in A-1042 arrived cracked", "refund"),
    ("quiero un reembolso del plato roto", "refund"),
    ("I want to send the bowl back", "return"),
    ("quiero devolver el jarrón", "return"),
    ("please return my money for A-1042", "refund"),  # money words keep it off `return`
    ("I changed my mind, cancel A-1043", "cancel_order"),
    ("update the delivery address on A-1043 to 5 Oak Street", "address_change"),
    ("what is your return policy", "policy_question"),  # policy words keep it off `return`
    ("the driver was rude", "complaint"),
]


@pytest.mark.parametrize(("text", "intent"), SHOP_PHRASINGS)
def test_shop_phrasings_land_on_the_right_intent(router: Router, text: str, intent: str) -> None:
    labels = router.classify(text)
    assert labels.intent == intent
    assert labels.risk == "low"


def test_shop_phrasings_are_not_training_examples() -> None:
    trained = {normalise(text) for text, _ in classifier.SHOP_EXAMPLES}
    assert not trained & {normalise(text) for text, _ in SHOP_PHRASINGS}


@pytest.mark.parametrize("text", [
    "hi", "Hello!", "good morning 👋", "thanks", "namaste", "hola", "नमस्ते", "வணக்கம்", "",
    "asdfgh", "qwerty uiop", "lorem ipsum dolor", "what's the weather today",
])
def test_greetings_and_gibberish_are_other_with_low_confidence(router: Router, text: str) -> None:
    labels = router.classify(text)
    assert (labels.intent, labels.risk) == ("other", "low")
    assert labels.confidence < 0.5


@pytest.mark.parametrize(("text", "expected"), [
    ("Where is A-1042?", "where is ordref ?"),
    ("order a1042 and 3707955617", "order ordref and ordref"),
    ("invoice #85632", "invoice #85632"),  # bitext invoice ids are not orders
    ("ＷＨＥＲＥ  is   it", "where is it"),  # NFKC folds full-width letters
    ("ख़ुदकुशी", "खुदकुशी"),  # nukta dropped, precomposed or not
    ("कहाँ", "कहां"),  # chandrabindu folded to anusvara
    ("ab\u200dc", "abc"),  # zero-width joiner
])
def test_normalise(text: str, expected: str) -> None:
    assert normalise(text) == expected


def test_fine_intent_is_always_the_bitext_models_reading(router: Router) -> None:
    # The fine intent is measured against bitext labels, so it is never blanked by a rule or an
    # abstention: a rule decides `intent`, the bitext model still names its best fine intent.
    texts = [t for t, _ in SHOP_PHRASINGS] + [t for _, t in HUMAN_REQUESTS] + BENIGN_LOOK_ALIKES
    for text in texts:
        assert router.classify(text).fine_intent in FINE_TO_INTENT, text


def test_router_refuses_a_model_with_unmapped_intents() -> None:
    class Stub:
        classes = ("track_order", "teleport_order")

        def probabilities(self, normalised: str) -> list[float]:
            return [0.5, 0.5]

    with pytest.raises(ValueError, match="teleport_order"):
        Router(Stub())


def test_a_long_message_is_classified_by_its_start_and_checked_for_risk_throughout(
    router: Router
) -> None:
    text = "where is my order A-1043? " + "it was meant to be a present. " * 150
    labels = router.classify(text + "I will call my bank for a chargeback")
    assert (labels.intent, labels.risk_reason) == ("order_status", "chargeback")


def test_held_out_accuracy_meets_target() -> None:
    accuracy, n = classifier.held_out_accuracy(DATA, seed=0)
    assert n == 452
    assert accuracy >= 0.995


def test_the_whole_router_keeps_the_accuracy_on_the_held_out_split(
    model: classifier.TextClassifier, router: Router
) -> None:
    # Rules and abstention must not cost the classifier its accuracy on in-domain text.
    assert model.held_out_seed == 0
    held = classifier.held_out_examples(DATA, seed=0)
    right = sum(router.classify(text).fine_intent == fine for text, fine in held)
    assert right / len(held) >= 0.995
    assert all(router.classify(text).risk == "low" for text, _ in held)


def test_the_artefact_round_trip_scores_identically(
    model: classifier.TextClassifier, tmp_path: Path
) -> None:
    classifier.save(model, tmp_path / "copy.pkl")
    copy = classifier.load(tmp_path / "copy.pkl")
    text = normalise("where is my order A-1043")
    assert copy.classes == model.classes
    assert list(copy.probabilities(text)) == list(model.probabilities(text))


# Asks the English-trained classifier misreads (it sent "quiero que me devuelvan el dinero" to
# cancel_order and "mera paisa wapas karo" to order_status): the rule tables decide them, in the
# style of the "talk to a person" rules. Several paraphrases each, none of them training text.
RULED_PHRASINGS = [
    # money back, in the languages the classifier was not trained on
    ("es", "Hola, quiero que me devuelvan el dinero del pedido A-1042", "refund"),
    ("es", "devuélvanme mi dinero, el plato llegó roto", "refund"),
    ("es", "necesito recuperar mi dinero del pedido A-1042", "refund"),
    ("es", "quiero mi dinero de vuelta", "refund"),
    ("es", "me pueden reembolsar la taza rota?", "refund"),
    ("hi", "मेरे पैसे वापस कर दीजिए, A-1042, एक प्लेट, टूट कर आया", "refund"),
    ("hi", "मुझे रिफंड चाहिए, A-1042", "refund"),
    ("hi", "मेरा पैसा लौटा दो", "refund"),
    ("hi", "कृपया मेरी रकम वापस करें", "refund"),
    ("hinglish", "Mera paisa wapas karo, A-1049", "refund"),
    ("hinglish", "mere paise wapas kar do please", "refund"),
    ("hinglish", "A-1049 ka refund chahiye, lamp kharab hai", "refund"),
    ("hinglish", "paisa vapas chahiye mujhe", "refund"),
    ("ta", "எனக்கு என் பணத்தை திருப்பி கொடுங்கள்", "refund"),
    ("bn", "আমার টাকা ফেরত দিন, A-1042", "refund"),
    # questions about the rules, not requests to act on an order
    ("en", "What is your policy on changing the delivery address after I order?", "policy_question"),
    ("en", "what's the policy for address changes?", "policy_question"),
    ("en", "Can I still change my delivery address after I've ordered?", "policy_question"),
    ("en", "could I update the shipping address once the order is placed?", "policy_question"),
    ("en", "Do you offer gift wrapping and a gift message?", "policy_question"),
    ("en", "can you gift wrap my order?", "policy_question"),
    ("en", "is gift wrap available?", "policy_question"),
    ("en", "what is the warranty on the lamp?", "policy_question"),
    ("en", "does the teapot come with a guarantee?", "policy_question"),
    ("en", "Can I pay with bitcoin or other crypto?", "policy_question"),
    ("en", "do you accept paypal", "policy_question"),
    ("es", "¿Cuál es la política de garantía? ¿Tienen garantía de dos años?", "policy_question"),
    ("es", "¿cuál es la política de reembolsos?", "policy_question"),  # policy beats money words
    ("es", "¿hacen envoltorio para regalo?", "policy_question"),
    ("es", "¿puedo cambiar la dirección después de hacer el pedido?", "policy_question"),
    ("hi", "आपकी रिफंड नीति क्या है?", "policy_question"),
    ("hi", "क्या लैंप पर वारंटी है?", "policy_question"),
    ("hinglish", "refund policy kya hai?", "policy_question"),
    ("hinglish", "lamp pe warranty hai kya?", "policy_question"),
    # a new delivery address
    ("es", "hola, necesito cambiar la dirección del pedido A-1044", "address_change"),
    ("es", "Quiero cambiar la dirección de entrega del pedido A-1044", "address_change"),
    ("es", "¿pueden enviar A-1044 a mi nueva dirección?", "address_change"),
    ("es", "me mudé, hay que actualizar la dirección de envío", "address_change"),
    ("hi", "A-1044 का पता बदलना है", "address_change"),
    ("hi", "मेरे ऑर्डर का डिलीवरी पता बदल दीजिए", "address_change"),
    ("hinglish", "A-1044 ka address badalna hai", "address_change"),
    ("hinglish", "mera delivery address change karna hai", "address_change"),
    # the account, not an order
    ("hi", "मुझे अपना अकाउंट बंद करवाना है", "account_access"),
    ("hi", "मैं अपने अकाउंट में लॉगिन नहीं कर पा रही हूँ", "account_access"),
    ("hi", "मेरा पासवर्ड भूल गया", "account_access"),
    ("hi", "मेरा खाता डिलीट कर दो", "account_access"),
    ("hinglish", "mera account login nahi ho raha", "account_access"),
    ("hinglish", "mera account band kar do", "account_access"),
    ("hinglish", "password bhool gaya, login nahi hota", "account_access"),
    ("es", "no puedo entrar en mi cuenta", "account_access"),
    ("es", "quiero eliminar mi cuenta", "account_access"),
    ("es", "olvidé mi contraseña", "account_access"),
]


@pytest.mark.parametrize(("language", "text", "intent"), RULED_PHRASINGS)
def test_rule_tables_decide_asks_the_classifier_misreads(
    router: Router, language: str, text: str, intent: str
) -> None:
    labels = router.classify(text)
    assert (labels.intent, labels.risk) == (intent, "low")


@pytest.mark.parametrize(("text", "intent"), [
    # requests to act stay requests: an order to act on, or no question about the rule
    ("please change the address of A-1044 to 7 Park Lane, Leeds, LS2 9JT, GB", "address_change"),
    ("can I change the delivery address of A-1044?", "address_change"),
    ("I changed my mind, cancel A-1043", "cancel_order"),
    ("quiero cancelar mi pedido", "cancel_order"),
    ("मेरा ऑर्डर रद्द करें", "cancel_order"),
    ("mera order kahan hai", "order_status"),
    ("¿dónde está mi pedido A-1043?", "order_status"),
    ("I want to talk to a person about my refund policy", "human"),  # the way out still wins
    ("quiero devolver el jarrón", "return"),
    ("¿cuál es la política para cambiar la dirección?", "policy_question"),  # the rule, not a change
])
def test_rule_tables_leave_other_asks_alone(router: Router, text: str, intent: str) -> None:
    assert router.classify(text).intent == intent
