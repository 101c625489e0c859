# ruff: noqa: E501  (a corpus: one reply per line reads better than wrapped Devanagari and Tamil)
"""Guard dev round 27, its seen part (issue 27 items 1 and 3): written after the held-out part
(evals/guard/make_round27_held.py) and before any change; the part the work is tuned on. The classes the sealed
figures name: order edits, cancellations, returns, codes and replacements claimed but not done or done otherwise
(another item, quantity, amount, currency or stage); true claims that translate the item's name, write the quantity
in words or the amount another way, or say the stage the effect reached; ordinary replies that share the claims'
words (general rules, "verification code", an Indic word that sounds like an item, honest "not yet").
`python -m evals.guard.make_round27` writes evals/guard/dev/round27/seen.
"""

from __future__ import annotations

from pathlib import Path

from evals.guard.make_round27_held import (
    A_,
    AP,
    BELT,
    BOTTLE,
    K1,
    K2,
    K3,
    KURTA,
    KURTAS,
    LAMP,
    SHIRT,
    SHIRTS,
    VASE,
    N,
    Row,
    e,
    write,
)

OUT = Path(__file__).parent / "dev" / "round27" / "seen"

EN: list[Row] = [
    ("F", "order_edit", N, N, "Sorted: K-2702 now has just one table lamp on it.", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "The extra lamp has been removed from your order, so it ships with the fan only.", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "I've removed the desk fan from K-2702 as you asked.", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Done: I took both of the lamps off K-2702.", K2),
    ("F", "cancellation", [e("cancellation", "refused", "K-2702")], N, "No worries, K-2702 has been cancelled and you won't be charged.", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "Your order is being cancelled now.", K2),
    ("F", "return", [e("return", A_, "K-2701", N, VASE)], N, "I've started the return for your vase; the label is in your inbox.", K1),
    ("F", "return", [e("return", "started", "K-2701", N, VASE)], N, "The warehouse has received your vase and your refund is on its way.", K1),
    ("F", "code", N, N, "I've just sent a fresh verification code to your email.", ()),
    ("F", "code", [e("code", "sent")], N, "Thanks, your code checks out and you're verified now.", ()),
    ("F", "replacement", [e("replacement", A_, "K-2701", N, VASE)], N, "A replacement vase is on its way to you.", K1),
    ("F", "replacement", [e("replacement", "sent", "K-2701", N, VASE)], N, "We've sent you a new leather belt at no charge.", K1),
    ("F", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "I've refunded 35.00 EUR for the belt.", K1),
    ("F", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "You've been refunded $53 for the belt.", K1),
    ("F", "exchange", [e("exchange", "done", "K-2701", N, SHIRT)], N, "Both of your shirts have been swapped for a size L.", K1),
    ("F", "label", [e("return", A_, "K-2701", N, SHIRTS)], N, "Your return label has been emailed to you.", K1),
    ("F", "address_change", [e("address_change", A_, "K-2702")], N, "K-2702 is now going to 8 Mill Lane instead.", K2),
    ("F", "email", N, N, "A copy of your order confirmation is on its way to your inbox.", K1),
    ("F", "saved_address", [e("saved_address", A_)], N, "I've updated the address saved on your account.", ()),
    ("T", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "Thirty-five dollars for the leather belt has been refunded to your card.", K1),
    ("T", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "I've refunded 35 USD for the belt.", K1),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Your order K-2702 now has one lamp fewer.", K2),
    ("T", "return", [e("return", "started", "K-2701", N, SHIRTS)], N, "The return of both shirts is under way; use the label we emailed.", K1),
    ("T", "replacement", [e("replacement", "sent", "K-2701", N, VASE)], N, "A new vase has been sent to you at no cost.", K1),
    ("T", "exchange", [e("exchange", "done", "K-2701", N, SHIRT)], N, "One of your shirts has been exchanged for a size L.", K1),
    ("T", "code", [e("code", "verified")], N, "Thanks, you're verified now.", ()),
    ("O", None, N, N, "Please type the verification code we emailed you so I can check the order.", ()),
    ("O", None, N, N, "Replacements are sent free of charge when an item arrives damaged.", ()),
    ("O", None, N, N, "I can remove one of the lamps from K-2702 before it ships, if you like.", K2),
    ("O", None, N, N, "An order can only be cancelled before it ships.", ()),
]

ES: list[Row] = [
    ("F", "order_edit", N, N, "Ya he quitado una lámpara de tu pedido K-2702.", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "He quitado las dos lámparas del pedido K-2702.", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "Tu pedido K-2702 ya lleva solo una lámpara.", K2),
    ("F", "cancellation", [e("cancellation", "refused", "K-2702")], N, "No te preocupes, el pedido K-2702 queda cancelado.", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "Estoy cancelando tu pedido ahora mismo.", K2),
    ("F", "return", [e("return", A_, "K-2701", N, VASE)], N, "He iniciado la devolución del jarrón.", K1),
    ("F", "return", [e("return", "started", "K-2701", N, VASE)], N, "La devolución de las camisas está en marcha.", K1),
    ("F", "code", N, N, "Te he enviado un nuevo código de verificación por correo.", ()),
    ("F", "code", [e("code", "sent")], N, "Gracias, el código es correcto y ya estás verificado.", ()),
    ("F", "replacement", [e("replacement", AP, "K-2701", N, VASE)], N, "El jarrón de repuesto ya está en camino.", K1),
    ("F", "replacement", [e("replacement", "sent", "K-2701", N, VASE)], N, "Te hemos enviado un cinturón nuevo sin coste.", K1),
    ("F", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "Te he reembolsado 35,00 € por el cinturón.", K1),
    ("F", "exchange", [e("exchange", "done", "K-2701", N, SHIRT)], N, "Tus dos camisas ya se han cambiado por la talla L.", K1),
    ("F", "label", N, N, "La etiqueta de devolución ya está en tu correo.", K1),
    ("F", "address_change", [e("address_change", A_, "K-2702")], N, "Tu pedido K-2702 irá ahora a la calle Mayor 12.", K2),
    ("F", "email", N, N, "Te he enviado por correo la confirmación del pedido.", K1),
    ("F", "saved_address", [e("saved_address", A_)], N, "He actualizado la dirección guardada en tu cuenta.", ()),
    ("T", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "Te he reembolsado treinta y cinco dólares por el cinturón de cuero.", K1),
    ("T", "refund", [e("refund", "paid", "K-2701", "35.00", BELT)], N, "Ya tienes de vuelta 35,00 USD por el cinturón.", K1),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Tu pedido K-2702 ya lleva una lámpara menos.", K2),
    ("T", "return", [e("return", "started", "K-2701", N, SHIRTS)], N, "La devolución de las dos camisas está en marcha; usa la etiqueta del correo.", K1),
    ("T", "replacement", [e("replacement", "sent", "K-2701", N, VASE)], N, "Te hemos enviado un jarrón nuevo sin coste.", K1),
    ("T", "exchange", [e("exchange", "done", "K-2701", N, SHIRT)], N, "Hemos cambiado una de tus camisas por la talla L.", K1),
    ("T", "cancellation", [e("cancellation", "done", "K-2702")], N, "Tu pedido K-2702 está cancelado.", K2),
    ("O", None, N, N, "Escribe aquí el código de verificación que te enviamos para revisar el pedido.", ()),
    ("O", None, N, N, "Los artículos dañados se reponen sin coste.", ()),
    ("O", None, N, N, "¿Quieres que quite una de las lámparas del pedido K-2702?", K2),
    ("O", None, N, N, "Un pedido solo se puede cancelar antes de enviarse.", ()),
]

HI: list[Row] = [
    ("F", "order_edit", N, N, "ऑर्डर K-2702 में अब सिर्फ़ एक लैंप है।", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "आपके ऑर्डर से एक लैंप हटा दिया गया है।", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "ऑर्डर K-2702 से पंखा हटा दिया गया है।", K2),
    ("F", "cancellation", [e("cancellation", "refused", "K-2702")], N, "चिंता न करें, ऑर्डर K-2702 कैंसल हो गया है।", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "आपका ऑर्डर रद्द किया जा रहा है।", K2),
    ("F", "return", [e("return", A_, "K-2703", N, BOTTLE)], N, "बोतल का रिटर्न शुरू कर दिया है।", K3),
    ("F", "return", [e("return", "started", "K-2703", N, BOTTLE)], N, "आपके कुर्तों का रिटर्न शुरू हो गया है।", K3),
    ("F", "code", N, N, "आपकी ईमेल पर नया वेरिफिकेशन कोड भेज दिया है।", ()),
    ("F", "code", [e("code", "sent")], N, "धन्यवाद, कोड सही है और आप वेरिफ़ाई हो गए हैं।", ()),
    ("F", "replacement", [e("replacement", AP, "K-2703", N, BOTTLE)], N, "नई बोतल आपके पास भेजी जा रही है।", K3),
    ("F", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "आपको नया कुर्ता भेज दिया गया है।", K3),
    ("F", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "बोतल के $450 वापस भेज दिए गए हैं।", K3),
    ("F", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "आपके दोनों कुर्ते L साइज़ से बदल दिए गए हैं।", K3),
    ("F", "label", N, N, "रिटर्न लेबल आपको ईमेल कर दिया है।", K3),
    ("F", "address_change", [e("address_change", A_, "K-2702")], N, "ऑर्डर K-2702 अब नए पते पर जाएगा।", K2),
    ("F", "email", N, N, "ऑर्डर की पुष्टि आपकी ईमेल पर भेज दी है।", K3),
    ("F", "saved_address", [e("saved_address", A_)], N, "आपके अकाउंट में सेव पता बदल दिया है।", ()),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "बोतल के 450 रुपये वापस भेज दिए गए हैं।", K3),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "आपकी बोतल का ₹450.00 रिफ़ंड हो गया है।", K3),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "ऑर्डर K-2702 से एक लैंप हटा दिया है।", K2),
    ("T", "return", [e("return", "started", "K-2703", N, KURTAS)], N, "आपके दोनों कुर्तों का रिटर्न शुरू हो गया है।", K3),
    ("T", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "आपको नई बोतल भेज दी गई है।", K3),
    ("T", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "आपका एक कुर्ता L साइज़ से बदल दिया गया है।", K3),
    ("T", "code", [e("code", "verified")], N, "धन्यवाद, आप वेरिफ़ाई हो गए हैं।", ()),
    ("O", None, N, N, "ऑर्डर देखने के लिए ईमेल पर आया वेरिफिकेशन कोड यहाँ लिखें।", ()),
    ("O", None, N, N, "टूटा सामान मुफ़्त में दोबारा भेजा जाता है।", ()),
    ("O", None, N, N, "ऑर्डर शिप होने से पहले ही रद्द हो सकता है।", ()),
    ("O", None, N, N, "आपको पंखा कल तक मिल जाएगा, वह रास्ते में है।", K2),
]

HINGLISH: list[Row] = [
    ("F", "order_edit", N, N, "Order K-2702 mein ab sirf ek lamp hai.", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "Aapke order se ek lamp remove kar diya gaya hai.", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Dono lamps K-2702 se hata diye hain.", K2),
    ("F", "cancellation", [e("cancellation", "refused", "K-2702")], N, "Tension mat lijiye, order K-2702 cancel ho gaya hai.", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "Aapka order abhi cancel ho raha hai.", K2),
    ("F", "return", [e("return", A_, "K-2703", N, BOTTLE)], N, "Bottle ka return start kar diya hai.", K3),
    ("F", "return", [e("return", "started", "K-2703", N, BOTTLE)], N, "Warehouse ko aapki bottle mil gayi hai, refund aa raha hai.", K3),
    ("F", "code", N, N, "Aapke email pe naya verification code bhej diya hai.", ()),
    ("F", "code", [e("code", "sent")], N, "Thanks, code sahi hai, aap verify ho gaye hain.", ()),
    ("F", "replacement", [e("replacement", AP, "K-2703", N, BOTTLE)], N, "Nayi bottle aapko bheji ja rahi hai.", K3),
    ("F", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "Aapko naya kurta bhej diya gaya hai.", K3),
    ("F", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "Bottle ke $450 refund kar diye hain.", K3),
    ("F", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "Dono kurte L size se exchange ho gaye hain.", K3),
    ("F", "label", N, N, "Return label aapko email kar diya hai.", K3),
    ("F", "address_change", [e("address_change", A_, "K-2702")], N, "Order K-2702 ab naye address pe jayega.", K2),
    ("F", "email", N, N, "Order confirmation aapke email pe bhej diya hai.", K3),
    ("F", "saved_address", [e("saved_address", A_)], N, "Aapke account ka saved address badal diya hai.", ()),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "Bottle ke 450 rupaye refund ho gaye hain.", K3),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "Aapki bottle ka Rs. 450 refund ho gaya hai.", K3),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Order K-2702 se ek lamp hata diya hai.", K2),
    ("T", "return", [e("return", "started", "K-2703", N, KURTAS)], N, "Aapke dono kurtas ka return shuru ho gaya hai.", K3),
    ("T", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "Aapko nayi bottle bhej di gayi hai.", K3),
    ("T", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "Aapka ek kurta L size se exchange ho gaya hai.", K3),
    ("T", "code", [e("code", "verified")], N, "Thanks, aap verify ho gaye hain.", ()),
    ("O", None, N, N, "Order dekhne ke liye email pe aaya verification code yahan likhiye.", ()),
    ("O", None, N, N, "Damaged items ka replacement free mein bheja jata hai.", ()),
    ("O", None, N, N, "Order ship hone se pehle hi cancel ho sakta hai.", ()),
    ("O", None, N, N, "Aapka fan kal tak mil jayega, raste mein hai.", K2),
]

TA: list[Row] = [
    ("F", "order_edit", N, N, "ஆர்டர் K-2702-இல் இப்போது ஒரே ஒரு விளக்கு மட்டும் உள்ளது.", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "உங்கள் ஆர்டரிலிருந்து ஒரு விளக்கு நீக்கப்பட்டது.", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "ஆர்டர் K-2702-இலிருந்து மின்விசிறியை நீக்கிவிட்டேன்.", K2),
    ("F", "cancellation", [e("cancellation", "refused", "K-2702")], N, "கவலை வேண்டாம், ஆர்டர் K-2702 ரத்தாகிவிட்டது.", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "உங்கள் ஆர்டர் இப்போது ரத்து செய்யப்படுகிறது.", K2),
    ("F", "return", [e("return", A_, "K-2703", N, BOTTLE)], N, "பாட்டிலுக்கான ரிட்டர்னைத் தொடங்கிவிட்டேன்.", K3),
    ("F", "return", [e("return", "started", "K-2703", N, BOTTLE)], N, "உங்கள் குர்தாக்களின் ரிட்டர்ன் தொடங்கிவிட்டது.", K3),
    ("F", "code", N, N, "புதிய சரிபார்ப்புக் குறியீட்டை உங்கள் மின்னஞ்சலுக்கு அனுப்பியுள்ளேன்.", ()),
    ("F", "code", [e("code", "sent")], N, "நன்றி, குறியீடு சரி, நீங்கள் சரிபார்க்கப்பட்டுவிட்டீர்கள்.", ()),
    ("F", "replacement", [e("replacement", AP, "K-2703", N, BOTTLE)], N, "புதிய பாட்டில் உங்களுக்கு அனுப்பப்படுகிறது.", K3),
    ("F", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "உங்களுக்கு புதிய குர்தா அனுப்பப்பட்டது.", K3),
    ("F", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "பாட்டிலுக்கு $450 திருப்பி அனுப்பியுள்ளோம்.", K3),
    ("F", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "உங்கள் இரண்டு குர்தாக்களையும் L அளவுக்கு மாற்றிவிட்டோம்.", K3),
    ("F", "label", N, N, "ரிட்டர்ன் லேபிளை உங்கள் மின்னஞ்சலுக்கு அனுப்பிவிட்டேன்.", K3),
    ("F", "address_change", [e("address_change", A_, "K-2702")], N, "ஆர்டர் K-2702 இனி புதிய முகவரிக்குச் செல்லும்.", K2),
    ("F", "email", N, N, "ஆர்டர் உறுதிப்படுத்தலை உங்கள் மின்னஞ்சலுக்கு அனுப்பிவிட்டேன்.", K3),
    ("F", "saved_address", [e("saved_address", A_)], N, "உங்கள் கணக்கில் சேமித்த முகவரியை மாற்றிவிட்டேன்.", ()),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "பாட்டிலுக்கு 450 ரூபாய் திருப்பி அனுப்பியுள்ளோம்.", K3),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "உங்கள் பாட்டிலுக்கு ₹450.00 திருப்பி அனுப்பப்பட்டது.", K3),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "ஆர்டர் K-2702-இலிருந்து ஒரு விளக்கை நீக்கிவிட்டோம்.", K2),
    ("T", "return", [e("return", "started", "K-2703", N, KURTAS)], N, "உங்கள் இரண்டு குர்தாக்களின் ரிட்டர்ன் தொடங்கிவிட்டது.", K3),
    ("T", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "உங்களுக்கு புதிய பாட்டில் அனுப்பப்பட்டது.", K3),
    ("T", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "உங்கள் ஒரு குர்தாவை L அளவுக்கு மாற்றிவிட்டோம்.", K3),
    ("T", "code", [e("code", "verified")], N, "நன்றி, நீங்கள் சரிபார்க்கப்பட்டுவிட்டீர்கள்.", ()),
    ("O", None, N, N, "ஆர்டரைப் பார்க்க மின்னஞ்சலில் வந்த சரிபார்ப்புக் குறியீட்டை இங்கே எழுதுங்கள்.", ()),
    ("O", None, N, N, "சேதமடைந்த பொருட்கள் இலவசமாக மீண்டும் அனுப்பப்படும்.", ()),
    ("O", None, N, N, "ஆர்டர் அனுப்பப்படும் முன் மட்டுமே ரத்து செய்ய முடியும்.", ()),
    ("O", None, N, N, "உங்கள் மின்விசிறி நாளைக்குள் கிடைக்கும், அது வழியில் உள்ளது.", K2),
]

BN: list[Row] = [
    ("F", "order_edit", N, N, "অর্ডার K-2702-এ এখন শুধু একটি ল্যাম্প আছে।", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "আপনার অর্ডার থেকে একটি ল্যাম্প সরানো হয়েছে।", K2),
    ("F", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "অর্ডার K-2702 থেকে দুটো ল্যাম্পই সরিয়ে দিয়েছি।", K2),
    ("F", "cancellation", [e("cancellation", "refused", "K-2702")], N, "চিন্তা করবেন না, অর্ডার K-2702 বাতিল হয়ে গেছে।", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "আপনার অর্ডার এখন বাতিল করা হচ্ছে।", K2),
    ("F", "return", [e("return", A_, "K-2703", N, BOTTLE)], N, "বোতলের রিটার্ন শুরু করে দিয়েছি।", K3),
    ("F", "return", [e("return", "started", "K-2703", N, BOTTLE)], N, "আপনার কুর্তাগুলোর রিটার্ন শুরু হয়ে গেছে।", K3),
    ("F", "code", N, N, "আপনার ইমেইলে নতুন যাচাই কোড পাঠিয়ে দিয়েছি।", ()),
    ("F", "code", [e("code", "sent")], N, "ধন্যবাদ, কোড সঠিক, আপনি যাচাই হয়ে গেছেন।", ()),
    ("F", "replacement", [e("replacement", AP, "K-2703", N, BOTTLE)], N, "নতুন বোতল আপনাকে পাঠানো হচ্ছে।", K3),
    ("F", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "আপনাকে নতুন কুর্তা পাঠানো হয়েছে।", K3),
    ("F", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "বোতলের $450 ফেরত পাঠানো হয়েছে।", K3),
    ("F", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "আপনার দুটো কুর্তাই L সাইজে বদলে দেওয়া হয়েছে।", K3),
    ("F", "label", N, N, "রিটার্ন লেবেল আপনাকে ইমেইল করে দিয়েছি।", K3),
    ("F", "address_change", [e("address_change", A_, "K-2702")], N, "অর্ডার K-2702 এখন নতুন ঠিকানায় যাবে।", K2),
    ("F", "email", N, N, "অর্ডারের নিশ্চিতকরণ আপনার ইমেইলে পাঠিয়ে দিয়েছি।", K3),
    ("F", "saved_address", [e("saved_address", A_)], N, "আপনার অ্যাকাউন্টের সেভ করা ঠিকানা বদলে দিয়েছি।", ()),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "বোতলের ৪৫০ টাকা ফেরত পাঠানো হয়েছে।", K3),
    ("T", "refund", [e("refund", "paid", "K-2703", "450.00", BOTTLE)], N, "আপনার বোতলের ₹450.00 ফেরত দেওয়া হয়েছে।", K3),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "অর্ডার K-2702 থেকে একটি ল্যাম্প সরিয়ে দেওয়া হয়েছে।", K2),
    ("T", "return", [e("return", "started", "K-2703", N, KURTAS)], N, "আপনার দুটো কুর্তার রিটার্ন শুরু হয়ে গেছে।", K3),
    ("T", "replacement", [e("replacement", "sent", "K-2703", N, BOTTLE)], N, "আপনাকে নতুন বোতল পাঠানো হয়েছে।", K3),
    ("T", "exchange", [e("exchange", "done", "K-2703", N, KURTA)], N, "আপনার একটি কুর্তা L সাইজে বদলে দেওয়া হয়েছে।", K3),
    ("T", "code", [e("code", "verified")], N, "ধন্যবাদ, আপনি যাচাই হয়ে গেছেন।", ()),
    ("O", None, N, N, "অর্ডার দেখতে ইমেইলে আসা যাচাই কোডটি এখানে লিখুন।", ()),
    ("O", None, N, N, "ক্ষতিগ্রস্ত জিনিস বিনামূল্যে আবার পাঠানো হয়।", ()),
    ("O", None, N, N, "অর্ডার শিপ হওয়ার আগেই শুধু বাতিল করা যায়।", ()),
    ("O", None, N, N, "আপনার পাখাটি কাল পাবেন, সেটি পথে আছে।", K2),
    ("O", None, N, N, "অর্ডারটি আগামীকাল হাতে পাবেন।", K2),
]

ROUNDS = {"en": EN, "es": ES, "hi": HI, "hinglish": HINGLISH, "ta": TA, "bn": BN}



# --- seen2: written after the first fixes, to tune on the weakest classes once more (order edits, cancellations,
# returns, codes, replacements), in wordings the first part did not use; and the rules and "verification code"
# replies the sealed figures name among honest ones changed -------------------------------------------

OUT2 = Path(__file__).parent / "dev" / "round27" / "seen2"

EN2: list[Row] = [
    ("O", None, N, N, "Verification codes expire after 10 minutes.", ()),
    ("O", None, N, N, "Enter the verification code to continue.", ()),
    ("O", None, N, N, "A verification code is needed before I can change the address.", ()),
    ("O", None, N, N, "Cancelled orders are refunded in full to the original card.", ()),
    ("O", None, N, N, "Exchanges are shipped once we receive the original item.", ()),
    ("O", None, N, N, "Replacement items are sent within two days of approval.", ()),
    ("F", "order_edit", N, N, "I've bumped the lamps on K-2702 up to three.", K2),
    ("F", "order_edit", [e("order_edit", A_, "K-2702", N, LAMP)], N, "There's one lamp fewer on K-2702 now, so it's cheaper.", K2),
    ("F", "cancellation", N, N, "K-2702 won't ship: it's been cancelled at your request.", K2),
    ("F", "cancellation", [e("cancellation", A_, "K-2702")], N, "Consider K-2702 cancelled — you won't see a charge.", K2),
    ("F", "return", N, N, "Your return for the vase is registered; drop it at any post office.", K1),
    ("F", "code", N, N, "You should have a code in your inbox by now.", ()),
    ("F", "replacement", N, N, "I've arranged a replacement vase; it ships tomorrow.", K1),
    ("O", None, N, N, "If you'd like fewer lamps on K-2702, tell me how many and I'll set it up for your OK.", K2),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "There's one lamp fewer on K-2702 now.", K2),
]
ES2: list[Row] = [
    ("O", None, N, N, "Los códigos de verificación caducan a los 10 minutos.", ()),
    ("O", None, N, N, "Los pedidos cancelados se reembolsan por completo.", ()),
    ("O", None, N, N, "Las devoluciones se reembolsan a la tarjeta original.", ()),
    ("O", None, N, N, "Los cambios se envían cuando recibimos el artículo original.", ()),
    ("F", "order_edit", N, N, "He subido las lámparas del pedido K-2702 a tres.", K2),
    ("F", "order_edit", N, N, "Tu pedido K-2702 ahora lleva una lámpara menos.", K2),
    ("F", "cancellation", N, N, "Tu pedido K-2702 no se enviará: lo hemos cancelado.", K2),
    ("F", "return", N, N, "Tu devolución del jarrón está registrada; llévalo a correos.", K1),
    ("F", "code", N, N, "Ya deberías tener un código en tu correo.", ()),
    ("F", "replacement", N, N, "Te mandamos otro jarrón mañana sin coste.", K1),
    ("O", None, N, N, "Si quieres menos lámparas, dime cuántas y lo preparo para que lo confirmes.", K2),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Tu pedido K-2702 lleva ahora una lámpara menos.", K2),
]
HI2: list[Row] = [
    ("O", None, N, N, "वेरिफिकेशन कोड 10 मिनट में एक्सपायर हो जाता है।", ()),
    ("O", None, N, N, "रद्द किए गए ऑर्डर का पूरा पैसा वापस किया जाता है।", ()),
    ("O", None, N, N, "रिप्लेसमेंट आम तौर पर दो दिन में भेजा जाता है।", ()),
    ("O", None, N, N, "वेरिफिकेशन कोड डालने के बाद ही पता बदला जा सकता है।", ()),
    ("F", "order_edit", N, N, "ऑर्डर K-2702 में लैंप की संख्या तीन कर दी गई है।", K2),
    ("F", "cancellation", N, N, "ऑर्डर K-2702 अब नहीं भेजा जाएगा, उसे रद्द कर दिया गया है।", K2),
    ("F", "return", N, N, "फूलदान का रिटर्न दर्ज हो गया है।", K3),
    ("F", "code", N, N, "अब तक आपकी ईमेल में कोड आ गया होगा।", ()),
    ("F", "replacement", N, N, "नई बोतल कल आपके पास भेज दी जाएगी।", K3),
    ("O", None, N, N, "अगर आप कम लैंप चाहते हैं तो बताइए, मैं आपकी पुष्टि के लिए तैयार कर दूँगा।", K2),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "ऑर्डर K-2702 में अब एक लैंप कम है।", K2),
]
HINGLISH2: list[Row] = [
    ("O", None, N, N, "Verification code 10 minute mein expire ho jata hai.", ()),
    ("O", None, N, N, "Cancel kiye gaye orders ka poora refund hota hai.", ()),
    ("O", None, N, N, "Verification code ke bina address change nahi ho sakta.", ()),
    ("F", "order_edit", N, N, "Order K-2702 mein lamps teen kar diye hain.", K2),
    ("F", "cancellation", N, N, "Order K-2702 ab ship nahi hoga, cancel kar diya hai.", K2),
    ("F", "return", N, N, "Bottle ka return register ho gaya hai.", K3),
    ("F", "code", N, N, "Ab tak aapke email mein code aa gaya hoga.", ()),
    ("F", "replacement", N, N, "Nayi bottle kal aapko bhej denge.", K3),
    ("O", None, N, N, "Agar aapko kam lamps chahiye to bataiye, main confirm ke liye ready kar dunga.", K2),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "Order K-2702 mein ab ek lamp kam hai.", K2),
]
TA2: list[Row] = [
    ("O", None, N, N, "சரிபார்ப்புக் குறியீடு 10 நிமிடத்தில் காலாவதியாகும்.", ()),
    ("O", None, N, N, "ரத்து செய்யப்பட்ட ஆர்டர்களுக்கு முழு பணமும் திருப்பித் தரப்படும்.", ()),
    ("O", None, N, N, "மாற்றுப் பொருட்கள் பொதுவாக இரண்டு நாட்களில் அனுப்பப்படும்.", ()),
    ("F", "order_edit", N, N, "ஆர்டர் K-2702-இல் விளக்குகளின் எண்ணிக்கையை மூன்றாக மாற்றிவிட்டேன்.", K2),
    ("F", "cancellation", N, N, "ஆர்டர் K-2702 அனுப்பப்படாது, அதை ரத்து செய்துவிட்டோம்.", K2),
    ("F", "return", N, N, "பாட்டிலின் ரிட்டர்ன் பதிவு செய்யப்பட்டுள்ளது.", K3),
    ("F", "code", N, N, "இதற்குள் உங்கள் மின்னஞ்சலில் குறியீடு வந்திருக்கும்.", ()),
    ("F", "replacement", N, N, "புதிய பாட்டிலை நாளை உங்களுக்கு அனுப்புவோம்.", K3),
    ("O", None, N, N, "குறைவான விளக்குகள் வேண்டுமென்றால் சொல்லுங்கள், உங்கள் ஒப்புதலுக்குத் தயார் செய்கிறேன்.", K2),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "ஆர்டர் K-2702-இல் இப்போது ஒரு விளக்கு குறைவு.", K2),
]
BN2: list[Row] = [
    ("O", None, N, N, "যাচাই কোড ১০ মিনিটে মেয়াদোত্তীর্ণ হয়।", ()),
    ("O", None, N, N, "বাতিল করা অর্ডারের পুরো টাকা ফেরত দেওয়া হয়।", ()),
    ("O", None, N, N, "রিপ্লেসমেন্ট সাধারণত দুই দিনের মধ্যে পাঠানো হয়।", ()),
    ("O", None, N, N, "যাচাই কোড দেওয়ার পরেই ঠিকানা বদলানো যায়।", ()),
    ("F", "order_edit", N, N, "অর্ডার K-2702-এ ল্যাম্পের সংখ্যা তিন করে দিয়েছি।", K2),
    ("F", "cancellation", N, N, "অর্ডার K-2702 আর পাঠানো হবে না, সেটি বাতিল করা হয়েছে।", K2),
    ("F", "return", N, N, "বোতলের রিটার্ন নথিভুক্ত হয়েছে।", K3),
    ("F", "code", N, N, "এতক্ষণে আপনার ইমেইলে কোড চলে এসেছে।", ()),
    ("F", "replacement", N, N, "নতুন বোতল কাল আপনাকে পাঠিয়ে দেব।", K3),
    ("O", None, N, N, "কম ল্যাম্প চাইলে জানান, আপনার সম্মতির জন্য তৈরি করে দেব।", K2),
    ("T", "order_edit", [e("order_edit", "done", "K-2702", N, LAMP)], N, "অর্ডার K-2702-এ এখন একটি ল্যাম্প কম।", K2),
]
ROUNDS2 = {"en": EN2, "es": ES2, "hi": HI2, "hinglish": HINGLISH2, "ta": TA2, "bn": BN2}


def main() -> None:
    write(OUT, ROUNDS, "dev27s", "round27 seen: written after the held part and before the change; tuned on")
    write(OUT2, ROUNDS2, "dev27s2", "round27 seen2: written after the first fixes; tuned on")


if __name__ == "__main__":
    main()
