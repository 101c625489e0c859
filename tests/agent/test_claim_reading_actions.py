"""The claim reader on the actions dev round 24 found read least well (issue 27 item 1): one thing sent or held in
place of another (an exchange, an order's contents edited), a saved address that "is now" another, an order named
only by its reference, inflected Tamil nouns, "now" words that hold "when", Spanish "voy a", a pronoun that takes
its thing from the clause before, and the honest look-alikes: a mistake reported, habits and policies stated."""

from __future__ import annotations

import pytest

from supportbot.agent import claim_reading
from supportbot.agent.claim_holding import unsupported
from supportbot.agent.claim_meaning import Reading
from supportbot.agent.claim_reading import DONE_ASPECT, TO_COME, UNDER_WAY_ASPECT, read
from supportbot.agent.grounds import DONE, Fact


def _said(text: str) -> set[tuple[str, str]]:
    return {(c.action, c.aspect) for c in read(text)}


@pytest.mark.parametrize(("text", "action", "aspect"), [
    # One thing sent in place of another is an exchange, in every language's "instead of".
    ("We've shipped the black strap instead of the brown one.", "exchange", DONE_ASPECT),
    ("Te hemos enviado la negra en lugar de la marrón.", "exchange", DONE_ASPECT),
    ("मैंने छोटे साइज़ की जगह बड़ा साइज़ भेज दिया है।", "exchange", DONE_ASPECT),
    ("Maine red ki jagah black colour bhej diya hai.", "exchange", DONE_ASPECT),
    ("சிவப்பு நிறத்துக்குப் பதிலாக கருப்பு நிறத்தை அனுப்பிவிட்டோம்.", "exchange", DONE_ASPECT),
    ("লালের বদলে কালো রঙেরটা পাঠিয়ে দিয়েছি।", "exchange", DONE_ASPECT),
    # An order that now holds one quantity in place of another has been edited.
    ("आपके ऑर्डर में अब एक की जगह दो तकिए हैं।", "order_edit", DONE_ASPECT),
    ("Aapke order mein ab 1 ki jagah 2 pillows hain.", "order_edit", DONE_ASPECT),
    ("உங்கள் ஆர்டரில் இப்போது ஒன்றுக்கு பதிலாக இரண்டு தலையணைகள் உள்ளன.", "order_edit", DONE_ASPECT),
    ("আপনার অর্ডারে এখন একটির বদলে দুটি বালিশ আছে।", "order_edit", DONE_ASPECT),
    # An order named by its reference alone is still the order edited.
    ("The spare filter was added to R-7710 this morning.", "order_edit", DONE_ASPECT),
    # Tamil nouns inflect: ஆர்டரில், ஆர்டரிலிருந்து are the order.
    ("உங்கள் ஆர்டரிலிருந்து ஒரு குவளையை நீக்கிவிட்டோம்.", "order_edit", DONE_ASPECT),
    ("உங்கள் ஆர்டரில் சார்ஜரைச் சேர்த்துள்ளோம்.", "order_edit", DONE_ASPECT),
    # A saved address that is now another, or is another from now on, has been changed.
    ("The default address on your account is now 9 Hill Street.", "saved_address", DONE_ASPECT),
    ("A partir de ahora tu dirección guardada es la de Madrid.", "saved_address", DONE_ASPECT),
    ("अब आपके अकाउंट का डिफ़ॉल्ट पता दिल्ली वाला है।", "saved_address", DONE_ASPECT),
    ("Ab aapka saved address Delhi wala hai.", "saved_address", DONE_ASPECT),
    ("இனி உங்கள் சேமித்த முகவரி சென்னை முகவரி.", "saved_address", DONE_ASPECT),
    ("এখন থেকে আপনার সেভ করা ঠিকানা ঢাকার ঠিকানা।", "saved_address", DONE_ASPECT),
    # Tamil's "now" (இப்போது, அப்போதே) holds போது ("when") and promises nothing for later.
    ("நான் இப்போது உங்கள் மின்னஞ்சலுக்கு குறியீட்டை அனுப்புகிறேன்.", "code", UNDER_WAY_ASPECT),
    # Spanish "voy a" is the first person's near future, as "vamos a" is the plural's.
    ("Voy a cancelar tu pedido ahora mismo.", "cancellation", TO_COME),
    # A pronoun takes its thing from the clause before: "an email ... we sent it".
    ("There's a confirmation email for you — we sent it an hour ago.", "email", DONE_ASPECT),
    # An order's quantity set, or the order made N of a thing, is the order edited.
    ("We've changed the quantity on order R-7710 to 4.", "order_edit", DONE_ASPECT),
    ("मैंने आपका ऑर्डर 3 कप का कर दिया है।", "order_edit", DONE_ASPECT),
    ("Maine aapka order 3 cups ka kar diya hai.", "order_edit", DONE_ASPECT),
    ("உங்கள் ஆர்டரை 3 கோப்பைகளாக மாற்றிவிட்டோம்.", "order_edit", DONE_ASPECT),
    ("আপনার অর্ডারটি ৩টি কাপের করে দিয়েছি।", "order_edit", DONE_ASPECT),
    ("La cantidad del pedido se ha cambiado a 4.", "order_edit", DONE_ASPECT),
    # A thing that is now part of the order was added.
    ("Ab cover bhi aapke order ka part hai.", "order_edit", DONE_ASPECT),
    ("कवर अब आपके ऑर्डर का हिस्सा है।", "order_edit", DONE_ASPECT),
    ("கவர் இப்போது உங்கள் ஆர்டரின் ஒரு பகுதி.", "order_edit", DONE_ASPECT),
    ("কভারটি এখন আপনার অর্ডারের অংশ।", "order_edit", DONE_ASPECT),
    ("La funda ya forma parte de tu pedido.", "order_edit", DONE_ASPECT),
    # An order that will hold one quantity in place of another.
    ("Tu pedido traerá 2 cojines en lugar de 3.", "order_edit", TO_COME),
    ("आपके ऑर्डर में 3 की जगह 2 कुशन आएँगे।", "order_edit", TO_COME),
    ("আপনার অর্ডারে ৩টির বদলে ২টি কুশন আসবে।", "order_edit", TO_COME),
    # A new item ordered for the customer, or a replacement order made, is the replacement.
    ("We've ordered a new blender for you at no cost.", "replacement", DONE_ASPECT),
    ("मैंने आपके लिए नया ब्लेंडर मँगवा दिया है।", "replacement", DONE_ASPECT),
    ("Aapka replacement order ban gaya hai.", "replacement", DONE_ASPECT),
    ("உங்கள் மாற்று ஆர்டர் உருவாக்கப்பட்டுள்ளது.", "replacement", DONE_ASPECT),
    ("আপনার জন্য একটি নতুন ব্লেন্ডার অর্ডার করে দিয়েছি।", "replacement", DONE_ASPECT),
    # A status line with no verb: the order cancelled.
    ("ऑर्डर रद्द, कोई शुल्क नहीं लगेगा।", "cancellation", DONE_ASPECT),
    ("Order cancel, koi charge nahi lagega.", "cancellation", DONE_ASPECT),
    ("ஆர்டர் ரத்து, கட்டணம் எதுவும் இல்லை.", "cancellation", DONE_ASPECT),
    ("অর্ডার বাতিল, কোনো চার্জ লাগবে না।", "cancellation", DONE_ASPECT),
    # A code or an email the customer will receive has been, or will be, sent.
    ("आपको ईमेल पर एक कोड मिलेगा।", "code", TO_COME),
    ("Aapko email pe ek code mil jayega.", "code", TO_COME),
    ("உங்கள் மின்னஞ்சலில் ஒரு குறியீடு வரும்.", "code", TO_COME),
    ("আপনার ইমেইলে একটি কোড পাবেন।", "code", TO_COME),
    # A quantity changed, a thing no longer on the order, an order now down to one: the order edited.
    ("I changed the number of plates to 4.", "order_edit", DONE_ASPECT),
    ("The vase is no longer on your order.", "order_edit", DONE_ASPECT),
    ("El jarrón ya no está en tu pedido.", "order_edit", DONE_ASPECT),
    ("फूलदान अब आपके ऑर्डर में नहीं है।", "order_edit", DONE_ASPECT),
    ("Your order is now down to two plates.", "order_edit", DONE_ASPECT),
    ("আপনার অর্ডার থেকে ফুলদানিটি সরিয়ে দিয়েছি।", "order_edit", DONE_ASPECT),
    # The address on the account or profile is the saved one.
    ("The address on your profile now reads 3 Mill Lane.", "saved_address", DONE_ASPECT),
    # One thing changed with another ("X को Y से बदल दिया", "X দিয়ে বদলে দিয়েছি") is an exchange.
    ("मैंने आपके जूतों को 41 नंबर से बदल दिया है।", "exchange", DONE_ASPECT),
    ("Maine aapke shoes ko 41 number se badal diya hai.", "exchange", DONE_ASPECT),
    ("আপনার জুতো জোড়া ৪১ নম্বর দিয়ে বদলে দিয়েছি।", "exchange", DONE_ASPECT),
    # An order withdrawn is cancelled.
    ("We've withdrawn your order.", "cancellation", DONE_ASPECT),
    # A label that is in the customer's email was sent.
    ("লেবেলটি আপনার ইনবক্সে আছে।", "label", DONE_ASPECT),
    ("रिटर्न लेबल आपके ईमेल में है।", "label", DONE_ASPECT),
    # A supposition that opens the sentence governs what is to come, not a perfect after it.
    ("Si te hace falta algo más me avisas, ya he sacado el jarrón de tu pedido.", "order_edit", DONE_ASPECT),
    # A predicate joined to an auxiliary before it ("I've gone ahead and opened a return").
    ("We've gone ahead and booked a return for the boots.", "return", DONE_ASPECT),
    # A Bengali concession or cause closes on its verb: its negation stays in it.
    ("অ্যাপে এখনও না দেখালেও আপনার অর্ডার বাতিল হয়ে গেছে।", "cancellation", DONE_ASPECT),
    ("জুতো ফিট না হওয়ায় আমি রিটার্ন শুরু করে দিয়েছি।", "return", DONE_ASPECT),
    ("மின்னஞ்சல் இன்னும் வராவிட்டாலும் உங்கள் ஆர்டர் ரத்து செய்யப்பட்டுவிட்டது.", "cancellation", DONE_ASPECT),
    # A word or two between "से" and its verb.
    ("मैंने आपके जूतों को 41 नंबर से पहले ही बदल दिया है।", "exchange", DONE_ASPECT),
    # What reaches the customer in the Spanish present is to come.
    ("Te llegan las botas del 38 en lugar de las del 37.", "exchange", TO_COME),
    # A size changed with the size inflected or two words between.
    ("আমরা আপনার জুতো ৪১ সাইজে বদলে দিচ্ছি।", "exchange", UNDER_WAY_ASPECT),
    ("Hum aapke shoes size 41 se badal rahe hain.", "exchange", UNDER_WAY_ASPECT),
])
def test_actions_are_read(text: str, action: str, aspect: str) -> None:
    assert (action, aspect) in _said(text)


@pytest.mark.parametrize("text", [
    # A mistake reported is what went wrong, not a deed claimed.
    "Sorry, we sent the brown strap instead of the black one by mistake.",
    "माफ़ कीजिए, गलती से काले की जगह भूरा पट्टा भेज दिया गया।",
    # Offers and questions with "instead of".
    "I can send the black strap instead of a refund if you like.",
    "Would you prefer a refund instead of an exchange?",
    # A saved address that is still the same was not changed.
    "Your saved address is still 9 Hill Street.",
    "Aapka saved address ab bhi Delhi wala hai.",
    # A habit ("is done", "is sent") and a policy state rules in general.
    "ख़राब सामान का रिफंड पाँच दिन में किया जाता है।",
    "Damaged items ka exchange free mein kiya jata hai.",
    "ভাঙা পণ্যের রিপ্লেসমেন্ট বিনামূল্যে পাঠানো হয়।",
    "ரிட்டர்ன் லேபிள் மின்னஞ்சலில் அனுப்பப்படும் என்பது எங்கள் விதி.",
    # The order's contents now, with no change in them.
    "Your order R-7710 currently has one filter and two mugs.",
    "आपके ऑर्डर में 3 कप हैं।",
    "I can see your order arrived with 2 mugs instead of 3.",
    # A code asked about, or its arrival denied.
    "क्या आपको कोड मिला?",
    "Aapko code nahi mila?",
    # Not yet, or an item no longer in stock: no change of ours.
    "फूलदान अब तक आपके ऑर्डर से नहीं हटाया गया है।",
    "The vase is no longer in stock.",
    "You can return your order up to 30 days after delivery.",
    # The order's journey (shipped, sent, delivered) is its news, not a cancellation or an edit of ours.
    "Tu pedido ya ha sido entregado.",
    "आपका ऑर्डर भेजा जा चुका है।",
    "உங்கள் ஆர்டர் அனுப்பப்பட்டுவிட்டது.",
    "Aapka parcel deliver ho chuka hai.",
    # The customer's own deed, said in the passive.
    "Your order was cancelled by you on Monday, so there is nothing to refund.",
    "यह ऑर्डर आपके द्वारा रद्द किया गया था।",
    # Information on the order, a price stated, a wrong item sent with an apology.
    "Your order now has a tracking number.",
    "The price is now 20.00 USD instead of 25.00 USD.",
    "We sent the blue one instead of the black one — sorry about that mix-up.",
    # "I looked into your order" edits nothing.
    "I've looked into your order and it ships tomorrow.",
])
def test_honest_look_alikes_claim_nothing(text: str) -> None:
    assert read(text) == []


def test_a_swap_that_was_done_bears_out_the_item_replaced() -> None:
    """"Replaced" names the exchange as well as a free replacement: an exchange done bears it out."""
    said = "The size 9 has replaced the size 8 on your order — the exchange is done."
    assert unsupported(said, [Fact("exchange", DONE, "R-7710")]) == []
    assert unsupported(said, []) != []


@pytest.mark.parametrize(("text", "action"), [
    ("Your order has been delivered to the front desk.", "cancellation"),
    ("आपका ऑर्डर भेजा जा चुका है।", "order_edit"),
    ("The price is now 20.00 USD instead of 25.00 USD.", "refund"),
])
def test_a_sure_head_does_not_make_news_or_prices_a_deed(text: str, action: str, monkeypatch) -> None:
    """However sure the meaning head is, the order's journey is its news and a price is no money back."""
    sure = Reading("done", 0.99, action, 0.99)
    monkeypatch.setattr(claim_reading, "read_clauses", lambda texts: [sure for _ in texts])
    assert read(text) == []
