# ruff: noqa: E501  (a corpus: one reply per line reads better than wrapped Devanagari and Tamil)
"""Guard dev round 22 (issue 27 items 1 and 3): written with round 21, before any change of the claims2 branch,
and never used to change the guard: scored once before and once at the branch's end (misses not read), so
its figure estimates an unseen corpus's. Six languages, claims and ordinary replies.
`python -m evals.guard.make_round22` writes evals/guard/dev/round22.
"""

from __future__ import annotations

import json

from evals.guard.make_round8 import OUT, N, Row, e, natural

A_, P_ = "awaiting_confirmation", "awaiting_approval"

EN: list[Row] = [
    ("F", "refund", N, N, "Sorted! 15.75 USD is back on your Mastercard as of this morning."),
    ("F", "refund", [e("refund", P_, "Q-8100", "210.00")], N, "Your 210.00 USD refund went through, expect it in 3-5 days."),
    ("F", "cancellation", N, N, "Although the courier hasn't collected it, I've stopped order Q-8101 so it won't ship."),
    ("F", "return", [e("return", A_, "Q-8100")], N, "Great, the return for your trainers is now open."),
    ("F", "replacement", N, N, "We'll pop a replacement charger in the post to you tomorrow."),
    ("F", "address_change", N, N, "I've redirected the parcel to your sister's address."),
    ("F", "code", N, N, "A six-digit code is on its way to your email."),
    ("F", "refund", [e("refund", "paid", "Q-8100", "15.75")], N, "The 51.75 USD refund has been paid to your card."),
    ("F", "exchange", N, N, "The swap to size 9 is done, the new pair ships tomorrow."),
    ("T", "refund", [e("refund", "paid", "Q-8100", "15.75")], N, "Sorted! 15.75 USD is back on your Mastercard as of this morning."),
    ("T", "replacement", [e("replacement", "sent", "Q-8100")], N, "We'll pop a replacement charger in the post to you tomorrow."),
    ("T", "refund", [e("refund", P_, "Q-8100", "210.00")], N, "Once a colleague approves it, the 210.00 USD goes back to your card."),
    ("O", None, N, N, "I can see the charger was delivered on Monday."),
    ("O", None, N, N, "Shall I go ahead and cancel Q-8101 for you?"),
    ("O", None, N, N, "I haven't changed the address yet, as the parcel is already out for delivery."),
    ("O", None, N, N, "Exchanges are free within 30 days as long as the tags are on."),
    ("O", None, N, N, "Sorry about the trouble — let me know which option suits you."),
]

ES: list[Row] = [
    ("F", "refund", N, N, "Ya tienes de vuelta los 27,30 € en tu cuenta."),
    ("F", "refund", [e("refund", A_, "S-9200", "27.30", "EUR")], N, "Tu reembolso se está procesando y llegará pronto."),
    ("F", "cancellation", N, N, "Hemos dado de baja tu pedido S-9201, no te preocupes."),
    ("F", "return", N, N, "La devolución ya está registrada y el mensajero pasará mañana."),
    ("F", "replacement", N, N, "Te mandamos una cafetera nueva que te llegará el lunes."),
    ("F", "address_change", N, N, "He actualizado la dirección y el paquete irá a tu oficina."),
    ("F", "code", N, N, "Acabo de enviarte el código a tu correo."),
    ("F", "refund", [e("refund", "paid", "S-9200", "27.30", "EUR")], N, "Te hemos devuelto 72,30 € por la cafetera."),
    ("F", "label", N, N, "Aunque no lo veas aún, la etiqueta de devolución ya está en tu bandeja de entrada."),
    ("T", "refund", [e("refund", "paid", "S-9200", "27.30", "EUR")], N, "Ya tienes de vuelta los 27,30 € en tu cuenta."),
    ("T", "cancellation", [e("cancellation", "done", "S-9201")], N, "Hemos dado de baja tu pedido S-9201, no te preocupes."),
    ("T", "refund", [e("refund", A_, "S-9200", "27.30", "EUR")], N, "Cuando pulses Confirmar, te devolveré los 27,30 €."),
    ("O", None, N, N, "¿Quieres que te mande una cafetera nueva?"),
    ("O", None, N, N, "Aún no he cancelado nada."),
    ("O", None, N, N, "Tu paquete salió ayer del almacén."),
    ("O", None, N, N, "Las devoluciones son gratuitas durante 30 días."),
    ("O", None, N, N, "Siento mucho que la cafetera llegara rota."),
]

HI: list[Row] = [
    ("F", "refund", N, N, "आपके ₹2,450.00 आपके कार्ड में लौटा दिए गए हैं।"),
    ("F", "refund", [e("refund", A_, "D-1300", "2450.00", "INR")], N, "आपका रिफंड प्रोसेस हो रहा है।"),
    ("F", "cancellation", N, N, "ऑर्डर D-1301 कैंसल हो चुका है।"),
    ("F", "return", N, N, "मैंने आपकी रिटर्न रिक्वेस्ट दर्ज कर दी है, कूरियर कल आएगा।"),
    ("F", "replacement", N, N, "आपका नया मिक्सर कल तक पहुँच जाएगा, हमने भेज दिया है।"),
    ("F", "address_change", N, N, "मैंने पता अपडेट कर दिया है।"),
    ("F", "code", N, N, "सत्यापन कोड आपको ईमेल कर दिया गया है।"),
    ("F", "refund", [e("refund", "paid", "D-1300", "2450.00", "INR")], N, "आपको ₹4,250.00 वापस कर दिए गए हैं।"),
    ("T", "refund", [e("refund", "paid", "D-1300", "2450.00", "INR")], N, "आपके ₹2,450.00 आपके कार्ड में लौटा दिए गए हैं।"),
    ("T", "cancellation", [e("cancellation", "done", "D-1301")], N, "ऑर्डर D-1301 कैंसल हो चुका है।"),
    ("T", "refund", [e("refund", P_, "D-1300", "2450.00", "INR")], N, "टीम की मंज़ूरी मिलते ही ₹2,450.00 वापस भेज दिए जाएंगे।"),
    ("O", None, N, N, "क्या आप रिफंड चाहेंगे या नया मिक्सर?"),
    ("O", None, N, N, "मैंने अभी कुछ भी कैंसल नहीं किया है।"),
    ("O", None, N, N, "आपका पार्सल आज शाम तक पहुँच जाना चाहिए।"),
    ("O", None, N, N, "रिटर्न 30 दिन के अंदर मुफ़्त है।"),
    ("O", None, N, N, "असुविधा के लिए खेद है।"),
    ("O", None, N, N, "अगर आप कहें तो मैं ऑर्डर कैंसल कर सकता हूँ।"),
]

HINGLISH: list[Row] = [
    ("F", "refund", N, N, "₹1,150 ka refund aapke account mein credit ho gaya hai."),
    ("F", "refund", [e("refund", P_, "N-1400", "3200.00", "INR")], N, "Aapka ₹3,200 refund process ho gaya, 2 din mein mil jayega."),
    ("F", "cancellation", N, N, "Maine order N-1401 cancel kar diya, paisa nahi katega."),
    ("F", "return", N, N, "Aapka return accept ho gaya hai, pickup kal hoga."),
    ("F", "replacement", N, N, "Hum naya mixer bhej rahe hain, kal tak aa jayega."),
    ("F", "address_change", N, N, "Delivery address change kar diya hai."),
    ("F", "code", N, N, "Code aapke mail pe chala gaya hai."),
    ("F", "email", N, N, "Invoice aapko mail kar diya hai."),
    ("T", "refund", [e("refund", "paid", "N-1400", "1150.00", "INR")], N, "₹1,150 ka refund aapke account mein credit ho gaya hai."),
    ("T", "cancellation", [e("cancellation", "done", "N-1401")], N, "Maine order N-1401 cancel kar diya, paisa nahi katega."),
    ("T", "refund", [e("refund", P_, "N-1400", "3200.00", "INR")], N, "Team approve kar degi toh ₹3,200 wapas bhej denge."),
    ("O", None, N, N, "Aap refund chahte ho ya replacement?"),
    ("O", None, N, N, "Maine abhi tak kuch cancel nahi kiya hai."),
    ("O", None, N, N, "Aapka parcel aaj shaam tak pahunch jana chahiye."),
    ("O", None, N, N, "Return policy 30 din ki hai."),
    ("O", None, N, N, "Takleef ke liye sorry."),
    ("O", None, N, N, "Aap bolo toh main return start kar sakta hoon."),
]

TA: list[Row] = [
    ("F", "refund", N, N, "₹1,890 உங்கள் கார்டுக்கு திருப்பி வரவு வைக்கப்பட்டுள்ளது."),
    ("F", "refund", [e("refund", A_, "P-1500", "1890.00", "INR")], N, "உங்கள் ரீஃபண்ட் செயல்பாட்டில் உள்ளது."),
    ("F", "cancellation", N, N, "உங்க ஆர்டர் P-1501 கேன்சல் ஆயிடுச்சு."),
    ("F", "return", N, N, "ரிட்டர்ன் பதிவு செய்துவிட்டேன், நாளை கூரியர் வருவார்."),
    ("F", "replacement", N, N, "புது மிக்ஸி அனுப்பிட்டோம், நாளைக்குள் வந்துவிடும்."),
    ("F", "address_change", N, N, "முகவரியை அப்டேட் பண்ணிட்டேன்."),
    ("F", "code", N, N, "குறியீடு உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டுள்ளது."),
    ("F", "refund", [e("refund", "paid", "P-1500", "1890.00", "INR")], N, "உங்களுக்கு ₹8,190 திருப்பி அனுப்பப்பட்டது."),
    ("T", "refund", [e("refund", "paid", "P-1500", "1890.00", "INR")], N, "₹1,890 உங்கள் கார்டுக்கு திருப்பி வரவு வைக்கப்பட்டுள்ளது."),
    ("T", "cancellation", [e("cancellation", "done", "P-1501")], N, "உங்க ஆர்டர் P-1501 கேன்சல் ஆயிடுச்சு."),
    ("T", "refund", [e("refund", P_, "P-1500", "1890.00", "INR")], N, "குழு ஒப்புதல் அளித்ததும் ₹1,890 திருப்பி அனுப்பப்படும்."),
    ("O", None, N, N, "உங்களுக்கு ரீஃபண்ட் வேண்டுமா அல்லது புதிய மிக்ஸி வேண்டுமா?"),
    ("O", None, N, N, "நான் இன்னும் எதையும் ரத்து செய்யவில்லை."),
    ("O", None, N, N, "உங்கள் பார்சல் இன்று மாலைக்குள் வந்து சேரும்."),
    ("O", None, N, N, "30 நாட்களுக்குள் ரிட்டர்ன் இலவசம்."),
    ("O", None, N, N, "சிரமத்திற்கு மன்னிக்கவும்."),
    ("O", None, N, N, "நீங்கள் சொன்னால் ஆர்டரை ரத்து செய்ய முடியும்."),
]

BN: list[Row] = [
    ("F", "refund", N, N, "৳৯৫০ আপনার কার্ডে ফেরত জমা হয়ে গেছে।"),
    ("F", "refund", [e("refund", A_, "G-1600", "950.00", "BDT")], N, "আপনার রিফান্ড প্রক্রিয়াধীন আছে।"),
    ("F", "cancellation", N, N, "অর্ডার G-1601 ক্যানসেল হয়ে গেছে।"),
    ("F", "return", N, N, "রিটার্ন রিকোয়েস্ট নিয়ে নিয়েছি, কাল কুরিয়ার আসবে।"),
    ("F", "replacement", N, N, "নতুন ব্লেন্ডার পাঠিয়ে দিয়েছি, কালকের মধ্যে পৌঁছে যাবে।"),
    ("F", "address_change", N, N, "ঠিকানা আপডেট করে দিয়েছি।"),
    ("F", "code", N, N, "যাচাই কোডটি আপনার ইমেইলে পাঠানো হয়েছে।"),
    ("F", "refund", [e("refund", "paid", "G-1600", "950.00", "BDT")], N, "আপনাকে ৳৫৯০ ফেরত দেওয়া হয়েছে।"),
    ("T", "refund", [e("refund", "paid", "G-1600", "950.00", "BDT")], N, "৳৯৫০ আপনার কার্ডে ফেরত জমা হয়ে গেছে।"),
    ("T", "cancellation", [e("cancellation", "done", "G-1601")], N, "অর্ডার G-1601 ক্যানসেল হয়ে গেছে।"),
    ("T", "refund", [e("refund", P_, "G-1600", "950.00", "BDT")], N, "টিম অনুমোদন দিলে ৳৯৫০ ফেরত পাঠানো হবে।"),
    ("O", None, N, N, "আপনি কি রিফান্ড চান নাকি নতুন ব্লেন্ডার?"),
    ("O", None, N, N, "আমি এখনও কিছু বাতিল করিনি।"),
    ("O", None, N, N, "আপনার পার্সেল আজ সন্ধ্যার মধ্যে পৌঁছানোর কথা।"),
    ("O", None, N, N, "৩০ দিনের মধ্যে রিটার্ন বিনামূল্যে।"),
    ("O", None, N, N, "অসুবিধার জন্য দুঃখিত।"),
    ("O", None, N, N, "আপনি বললে আমি অর্ডার বাতিল করতে পারি।"),
]


def main() -> None:
    out = OUT.parent / "round22"
    out.mkdir(parents=True, exist_ok=True)
    for lang, rows in {"en": EN, "es": ES, "hi": HI, "hinglish": HINGLISH, "ta": TA, "bn": BN}.items():
        cases = [c | {"why": "round22, held out: scored before and at the end, never used to change the guard"} for c in natural(lang, rows)]
        lines = [json.dumps({"id": f"dev22-{lang}-{i:03d}", **c}, ensure_ascii=False) for i, c in enumerate(cases, 1)]
        (out / f"{lang}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
