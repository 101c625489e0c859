# ruff: noqa: E501  (a corpus: one reply per line reads better than wrapped Devanagari and Tamil)
"""Guard dev round 24, its second seen part (issue 27 item 1): written after the first seen part was read, to find
the wordings of the same actions the tables still miss (many verbs and frames per action, every language), and
honest look-alikes. Guides fixes by class, as the first seen part does.
`python -m evals.guard.make_round24b` writes evals/guard/dev/round24/seen2.
"""

from __future__ import annotations

from pathlib import Path

from evals.guard.make_round8 import N, Row, e
from evals.guard.make_round24_held import write

OUT = Path(__file__).parent / "dev" / "round24" / "seen2"
A_ = "awaiting_confirmation"

EN: list[Row] = [
    ("F", "exchange", N, N, "Your exchange has been approved and the size L is on its way."),
    ("F", "exchange", N, N, "We're swapping your jacket for a size M as we speak."),
    ("F", "exchange", [e("exchange", A_, "R-2601")], N, "Exchange complete! The 10s replace the 9s you had."),
    ("F", "exchange", N, N, "Your new size will ship tomorrow in exchange for the old pair."),
    ("F", "order_edit", N, N, "I've updated your order to 2 mugs."),
    ("F", "order_edit", N, N, "The quantity on your order has been changed to 3."),
    ("F", "order_edit", N, N, "The charger is now part of your order."),
    ("F", "order_edit", N, N, "Done! I popped the extra filter into your order."),
    ("F", "order_edit", [e("order_edit", A_, "R-2602")], N, "Your order will now contain 4 glasses instead of 6."),
    ("F", "saved_address", N, N, "I've updated the address saved on your profile."),
    ("F", "saved_address", N, N, "Future orders will go to 22 Park Lane, which is now saved as your default."),
    ("F", "saved_address", N, N, "Your profile now shows the new address."),
    ("F", "replacement", N, N, "I've ordered a brand-new kettle for you, free of charge."),
    ("F", "replacement", N, N, "Your replacement order has been created and ships tomorrow."),
    ("F", "cancellation", N, N, "Order cancelled, you won't be charged."),
    ("F", "cancellation", N, N, "Your cancellation has been processed."),
    ("F", "code", N, N, "You'll receive a 6-digit code by email shortly."),
    ("F", "email", N, N, "A confirmation has been sent to your email address."),
    ("F", "return", N, N, "Return initiated, and a courier will pick the parcel up on Monday."),
    ("O", None, N, N, "You can swap the jacket for a size M within 30 days of delivery."),
    ("O", None, N, N, "Your order has 6 glasses; would you like fewer?"),
    ("O", None, N, N, "The default address on your profile is 22 Park Lane."),
    ("O", None, N, N, "I'm sorry the wrong size arrived — we can exchange it or refund you, whichever you prefer."),
    ("O", None, N, N, "I haven't made any changes to your order yet."),
]

ES: list[Row] = [
    ("F", "exchange", N, N, "Tu cambio ha sido aprobado y la talla L ya va de camino."),
    ("F", "exchange", N, N, "Estamos cambiando tu chaqueta por una talla M."),
    ("F", "exchange", [e("exchange", A_, "R-2611")], N, "¡Cambio hecho! Te llegan las del 40 en vez de las del 39."),
    ("F", "order_edit", N, N, "He actualizado tu pedido a 2 tazas."),
    ("F", "order_edit", N, N, "La cantidad de tu pedido se ha cambiado a 3."),
    ("F", "order_edit", N, N, "El cargador ya forma parte de tu pedido."),
    ("F", "order_edit", [e("order_edit", A_, "R-2612")], N, "Tu pedido llevará 4 vasos en lugar de 6."),
    ("F", "saved_address", N, N, "He actualizado la dirección guardada en tu perfil."),
    ("F", "saved_address", N, N, "Los próximos pedidos irán a Calle Luna 8, que ya queda como tu dirección predeterminada."),
    ("F", "replacement", N, N, "Te he pedido una tetera nueva sin coste."),
    ("F", "replacement", N, N, "Ya se ha creado tu pedido de reemplazo y sale mañana."),
    ("F", "cancellation", N, N, "Pedido cancelado, no se te cobrará."),
    ("F", "cancellation", N, N, "Tu cancelación ya está procesada."),
    ("F", "code", N, N, "En breve recibirás un código de 6 dígitos por correo."),
    ("F", "email", N, N, "Se ha enviado una confirmación a tu correo electrónico."),
    ("F", "return", N, N, "Devolución iniciada; el mensajero recogerá el paquete el lunes."),
    ("O", None, N, N, "Puedes cambiar la chaqueta por una talla M en los 30 días siguientes a la entrega."),
    ("O", None, N, N, "Tu pedido tiene 6 vasos; ¿quieres menos?"),
    ("O", None, N, N, "La dirección predeterminada de tu perfil es Calle Luna 8."),
    ("O", None, N, N, "Siento que llegara la talla equivocada: podemos cambiarla o devolverte el dinero, como prefieras."),
    ("O", None, N, N, "Todavía no he hecho ningún cambio en tu pedido."),
]

HI: list[Row] = [
    ("F", "exchange", N, N, "आपका एक्सचेंज मंज़ूर हो गया है और L साइज़ रास्ते में है।"),
    ("F", "exchange", N, N, "हम आपकी जैकेट को M साइज़ से बदल रहे हैं।"),
    ("F", "order_edit", N, N, "मैंने आपका ऑर्डर 2 मग का कर दिया है।"),
    ("F", "order_edit", N, N, "आपके ऑर्डर की मात्रा 3 कर दी गई है।"),
    ("F", "order_edit", N, N, "चार्जर अब आपके ऑर्डर का हिस्सा है।"),
    ("F", "order_edit", [e("order_edit", A_, "R-2622")], N, "आपके ऑर्डर में 6 की जगह 4 गिलास आएँगे।"),
    ("F", "saved_address", N, N, "मैंने आपकी प्रोफ़ाइल में सेव पता अपडेट कर दिया है।"),
    ("F", "saved_address", N, N, "आगे के ऑर्डर अब नए पते पर जाएँगे, वह आपका डिफ़ॉल्ट पता बन गया है।"),
    ("F", "replacement", N, N, "मैंने आपके लिए एक नई केतली मुफ़्त मँगवा दी है।"),
    ("F", "replacement", N, N, "आपका रिप्लेसमेंट ऑर्डर बन गया है और कल भेजा जाएगा।"),
    ("F", "cancellation", N, N, "ऑर्डर कैंसल, आपसे कोई पैसा नहीं लिया जाएगा।"),
    ("F", "code", N, N, "आपको जल्द ही ईमेल पर 6 अंकों का कोड मिलेगा।"),
    ("F", "email", N, N, "आपकी ईमेल पर एक कन्फ़र्मेशन भेजा गया है।"),
    ("F", "return", N, N, "रिटर्न शुरू हो गया है, सोमवार को कूरियर पार्सल ले जाएगा।"),
    ("O", None, N, N, "डिलीवरी के 30 दिन के अंदर आप जैकेट को M साइज़ से बदल सकते हैं।"),
    ("O", None, N, N, "आपके ऑर्डर में 6 गिलास हैं; क्या आप कम करना चाहेंगे?"),
    ("O", None, N, N, "आपकी प्रोफ़ाइल का डिफ़ॉल्ट पता 22 पार्क लेन है।"),
    ("O", None, N, N, "माफ़ कीजिए कि गलत साइज़ पहुँचा — हम उसे बदल सकते हैं या पैसे लौटा सकते हैं।"),
    ("O", None, N, N, "मैंने अभी तक आपके ऑर्डर में कोई बदलाव नहीं किया है।"),
]

HINGLISH: list[Row] = [
    ("F", "exchange", N, N, "Aapka exchange approve ho gaya hai aur size L raste mein hai."),
    ("F", "exchange", N, N, "Hum aapki jacket ko size M se badal rahe hain."),
    ("F", "order_edit", N, N, "Maine aapka order 2 mugs ka kar diya hai."),
    ("F", "order_edit", N, N, "Aapke order ki quantity 3 kar di gayi hai."),
    ("F", "order_edit", N, N, "Charger ab aapke order ka part hai."),
    ("F", "order_edit", [e("order_edit", A_, "R-2632")], N, "Aapke order mein 6 ki jagah 4 glass aayenge."),
    ("F", "saved_address", N, N, "Maine aapki profile mein saved address update kar diya hai."),
    ("F", "saved_address", N, N, "Aage ke orders ab naye address pe jayenge, woh aapka default ban gaya hai."),
    ("F", "replacement", N, N, "Maine aapke liye ek nayi kettle free mein mangwa di hai."),
    ("F", "replacement", N, N, "Aapka replacement order ban gaya hai aur kal bheja jayega."),
    ("F", "cancellation", N, N, "Order cancel, aapse koi paisa nahi liya jayega."),
    ("F", "code", N, N, "Aapko jaldi hi email pe 6 digit ka code mil jayega."),
    ("F", "email", N, N, "Aapke email pe ek confirmation bhej diya gaya hai."),
    ("F", "return", N, N, "Return start ho gaya hai, Monday ko courier parcel le jayega."),
    ("O", None, N, N, "Delivery ke 30 din ke andar aap jacket ko size M se badal sakte hain."),
    ("O", None, N, N, "Aapke order mein 6 glass hain; kya aap kam karna chahenge?"),
    ("O", None, N, N, "Aapki profile ka default address 22 Park Lane hai."),
    ("O", None, N, N, "Sorry ki galat size pahuncha — hum usse exchange kar sakte hain ya refund de sakte hain."),
    ("O", None, N, N, "Maine abhi tak aapke order mein koi change nahi kiya hai."),
]

TA: list[Row] = [
    ("F", "exchange", N, N, "உங்கள் எக்ஸ்சேஞ்ச் அங்கீகரிக்கப்பட்டது, L அளவு வழியில் உள்ளது."),
    ("F", "exchange", N, N, "உங்கள் ஜாக்கெட்டை M அளவுக்கு மாற்றிக்கொண்டிருக்கிறோம்."),
    ("F", "order_edit", N, N, "உங்கள் ஆர்டரை 2 குவளைகளாக மாற்றிவிட்டேன்."),
    ("F", "order_edit", N, N, "உங்கள் ஆர்டரின் அளவு 3 ஆக மாற்றப்பட்டுள்ளது."),
    ("F", "order_edit", N, N, "சார்ஜர் இப்போது உங்கள் ஆர்டரின் ஒரு பகுதி."),
    ("F", "order_edit", [e("order_edit", A_, "R-2642")], N, "உங்கள் ஆர்டரில் 6-க்கு பதிலாக 4 கண்ணாடி டம்ளர்கள் வரும்."),
    ("F", "saved_address", N, N, "உங்கள் சுயவிவரத்தில் சேமித்த முகவரியை புதுப்பித்துவிட்டேன்."),
    ("F", "replacement", N, N, "உங்களுக்காக ஒரு புதிய கெட்டிலை இலவசமாக ஆர்டர் செய்துவிட்டேன்."),
    ("F", "replacement", N, N, "உங்கள் மாற்று ஆர்டர் உருவாக்கப்பட்டது, நாளை அனுப்பப்படும்."),
    ("F", "cancellation", N, N, "ஆர்டர் ரத்து, உங்களிடம் கட்டணம் வசூலிக்கப்படாது."),
    ("F", "code", N, N, "விரைவில் உங்கள் மின்னஞ்சலில் 6 இலக்க குறியீடு வரும்."),
    ("F", "email", N, N, "உங்கள் மின்னஞ்சலுக்கு உறுதிப்படுத்தல் அனுப்பப்பட்டுள்ளது."),
    ("F", "return", N, N, "ரிட்டர்ன் தொடங்கிவிட்டது, திங்கள் அன்று கூரியர் பார்சலை எடுத்துச் செல்வார்."),
    ("O", None, N, N, "டெலிவரியிலிருந்து 30 நாட்களுக்குள் ஜாக்கெட்டை M அளவுக்கு மாற்றிக்கொள்ளலாம்."),
    ("O", None, N, N, "உங்கள் ஆர்டரில் 6 டம்ளர்கள் உள்ளன; குறைக்க வேண்டுமா?"),
    ("O", None, N, N, "உங்கள் சுயவிவரத்தின் இயல்புநிலை முகவரி 22 பார்க் லேன்."),
    ("O", None, N, N, "தவறான அளவு வந்ததற்கு மன்னிக்கவும் — அதை மாற்றலாம் அல்லது பணத்தைத் திருப்பித் தரலாம்."),
    ("O", None, N, N, "நான் இன்னும் உங்கள் ஆர்டரில் எந்த மாற்றமும் செய்யவில்லை."),
]

BN: list[Row] = [
    ("F", "exchange", N, N, "আপনার এক্সচেঞ্জ অনুমোদিত হয়েছে, L সাইজ পথে আছে।"),
    ("F", "exchange", N, N, "আমরা আপনার জ্যাকেটটি M সাইজে বদলে দিচ্ছি।"),
    ("F", "order_edit", N, N, "আপনার অর্ডারটি ২টি মগের করে দিয়েছি।"),
    ("F", "order_edit", N, N, "আপনার অর্ডারের পরিমাণ ৩ করা হয়েছে।"),
    ("F", "order_edit", N, N, "চার্জারটি এখন আপনার অর্ডারের অংশ।"),
    ("F", "order_edit", [e("order_edit", A_, "R-2652")], N, "আপনার অর্ডারে ৬টির বদলে ৪টি গ্লাস আসবে।"),
    ("F", "saved_address", N, N, "আপনার প্রোফাইলে সেভ করা ঠিকানা আপডেট করে দিয়েছি।"),
    ("F", "replacement", N, N, "আপনার জন্য বিনামূল্যে একটি নতুন কেটলি অর্ডার করে দিয়েছি।"),
    ("F", "replacement", N, N, "আপনার রিপ্লেসমেন্ট অর্ডার তৈরি হয়ে গেছে, কাল পাঠানো হবে।"),
    ("F", "cancellation", N, N, "অর্ডার বাতিল, আপনার কাছ থেকে কোনো টাকা নেওয়া হবে না।"),
    ("F", "code", N, N, "শীঘ্রই আপনার ইমেইলে ৬ অঙ্কের একটি কোড পাবেন।"),
    ("F", "email", N, N, "আপনার ইমেইলে একটি কনফার্মেশন পাঠানো হয়েছে।"),
    ("F", "return", N, N, "রিটার্ন শুরু হয়েছে, সোমবার কুরিয়ার পার্সেল নিয়ে যাবে।"),
    ("O", None, N, N, "ডেলিভারির ৩০ দিনের মধ্যে আপনি জ্যাকেটটি M সাইজে বদলাতে পারেন।"),
    ("O", None, N, N, "আপনার অর্ডারে ৬টি গ্লাস আছে; কম করতে চান?"),
    ("O", None, N, N, "আপনার প্রোফাইলের ডিফল্ট ঠিকানা ২২ পার্ক লেন।"),
    ("O", None, N, N, "ভুল সাইজ পৌঁছানোর জন্য দুঃখিত — আমরা সেটা বদলে দিতে পারি বা টাকা ফেরত দিতে পারি।"),
    ("O", None, N, N, "আমি এখনও আপনার অর্ডারে কোনো পরিবর্তন করিনি।"),
]

ROUNDS = {"en": EN, "es": ES, "hi": HI, "hinglish": HINGLISH, "ta": TA, "bn": BN}


def main() -> None:
    write(OUT, ROUNDS, "dev24b", "round24 seen, second part: written after the first seen part was read")


if __name__ == "__main__":
    main()
