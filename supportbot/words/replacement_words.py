"""What the customer reads about a replacement (issue 15.3), in the six languages, by key.

Kept apart from wording.py (merged into its TEXTS there) so the replacement's texts are read and
translated together. The glossary holds here too: the order, refund, team and address words.
"""

from __future__ import annotations

REPLACEMENT_TEXTS: dict[str, dict[str, str]] = {
    # Appended to a refund's confirmation when the items could be replaced instead.
    "or_replacement": {
        "en": " Or reply \"replacement\" to get new ones sent instead of the money back.",
        "es": " O responde \"reemplazo\" para recibir unos nuevos en lugar del reembolso.",
        "hi": " या पैसे की जगह नया सामान चाहिए तो \"रिप्लेसमेंट\" लिखिए।",
        "hinglish": " Ya paise ki jagah naya saaman chahiye to \"replacement\" likhiye.",
        "ta": " அல்லது பணத்திற்குப் பதிலாகப் புதியது வேண்டுமென்றால் \"மாற்று\" என்று எழுதுங்கள்.",
        "bn": " অথবা টাকার বদলে নতুন জিনিস চাইলে \"রিপ্লেসমেন্ট\" লিখুন।",
    },
    "replace_button": {"en": "Replacement", "es": "Reemplazo", "hi": "रिप्लेसमेंट", "hinglish": "Replacement",
                       "ta": "மாற்று", "bn": "রিপ্লেসমেন্ট"},
    "confirm_replacement": {
        "en": "Send a free replacement of {items} on order {order} (worth {amount} {currency}) to the order's "
              "address?",
        "es": "¿Enviamos gratis un reemplazo de {items} del pedido {order} (valor {amount} {currency}) a la "
              "dirección del pedido?",
        "hi": "क्या ऑर्डर {order} के {items} का मुफ़्त रिप्लेसमेंट ({amount} {currency} का) ऑर्डर के पते पर भेज दें?",
        "hinglish": "Kya order {order} ke {items} ka free replacement ({amount} {currency} ka) order ke address "
                    "par bhej dein?",
        "ta": "{order} ஆர்டரின் {items}-க்கு இலவச மாற்றுப் பொருளை ({amount} {currency} மதிப்பு) ஆர்டரின் "
              "முகவரிக்கு அனுப்பலாமா?",
        "bn": "{order} অর্ডারের {items}-এর একটি বিনামূল্যে রিপ্লেসমেন্ট ({amount} {currency} মূল্যের) অর্ডারের "
              "ঠিকানায় পাঠিয়ে দেব?",
    },
    "replaced": {
        "en": "Done: a free replacement of {items} on order {order} is on its way to the order's address "
              "(new order {ref}). Nothing is charged.",
        "es": "Hecho: un reemplazo gratis de {items} del pedido {order} va en camino a la dirección del pedido "
              "(nuevo pedido {ref}). No se cobra nada.",
        "hi": "हो गया: ऑर्डर {order} के {items} का मुफ़्त रिप्लेसमेंट ऑर्डर के पते पर भेजा जा रहा है (नया ऑर्डर "
              "{ref})। कोई पैसा नहीं लिया जाएगा।",
        "hinglish": "Ho gaya: order {order} ke {items} ka free replacement order ke address par aa raha hai "
                    "(naya order {ref}). Koi charge nahi hai.",
        "ta": "முடிந்தது: {order} ஆர்டரின் {items}-க்கான இலவச மாற்றுப் பொருள் ஆர்டரின் முகவரிக்கு "
              "அனுப்பப்படுகிறது (புதிய ஆர்டர் {ref}). எந்தக் கட்டணமும் இல்லை.",
        "bn": "হয়ে গেছে: {order} অর্ডারের {items}-এর বিনামূল্যে রিপ্লেসমেন্ট অর্ডারের ঠিকানায় পাঠানো হচ্ছে "
              "(নতুন অর্ডার {ref})। কোনো টাকা লাগবে না।",
    },
    "replacement_waiting": {
        "en": "Thanks. A replacement of {items} on order {order}, worth {amount} {currency}, needs a quick check "
              "by our team; you'll get the answer here.",
        "es": "Gracias. Un reemplazo de {items} del pedido {order}, con valor de {amount} {currency}, necesita una "
              "revisión rápida de nuestro equipo; tendrás la respuesta aquí.",
        "hi": "धन्यवाद। ऑर्डर {order} के {items} के रिप्लेसमेंट ({amount} {currency} का) की हमारी टीम जल्दी से "
              "जाँच करेगी; जवाब यहीं मिलेगा।",
        "hinglish": "Thank you. Order {order} ke {items} ke replacement ({amount} {currency} ka) ko hamari team "
                    "ek baar check karegi; jawab yahin milega.",
        "ta": "நன்றி. {order} ஆர்டரின் {items}-க்கான மாற்றுப் பொருளை ({amount} {currency} மதிப்பு) எங்கள் குழு "
              "விரைவில் சரிபார்க்கும்; பதில் இங்கேயே வரும்.",
        "bn": "ধন্যবাদ। {order} অর্ডারের {items}-এর রিপ্লেসমেন্ট ({amount} {currency} মূল্যের) আমাদের টিম একবার "
              "দেখে নেবে; উত্তর এখানেই পাবেন।",
    },
    "replacement_stopped": {
        "en": "I checked the replacement of {items} on order {order} again just before sending it, and it is no "
              "longer possible: those items were already refunded or replaced, or are in another claim still "
              "pending. Nothing was sent.",
        "es": "Revisé de nuevo el reemplazo de {items} del pedido {order} justo antes de enviarlo y ya no es "
              "posible: esos artículos ya tuvieron reembolso o reemplazo, o están en otra solicitud pendiente. "
              "No se envió nada.",
        "hi": "ऑर्डर {order} के {items} का रिप्लेसमेंट भेजने से ठीक पहले मैंने उसे फिर से जाँचा, और अब यह संभव नहीं "
              "है: उन चीज़ों का रिफ़ंड या रिप्लेसमेंट पहले ही हो चुका है, या वे किसी और लंबित दावे में हैं। कुछ भी "
              "नहीं भेजा गया।",
        "hinglish": "Order {order} ke {items} ka replacement bhejne se theek pehle maine phir check kiya, aur ab "
                    "yeh possible nahi hai: un items ka refund ya replacement pehle hi ho chuka hai, ya woh kisi "
                    "aur pending claim mein hain. Kuch nahi bheja gaya.",
        "ta": "{order} ஆர்டரின் {items}-க்கான மாற்றுப் பொருளை அனுப்பும் முன் மீண்டும் சரிபார்த்தேன், இப்போது "
              "அது சாத்தியமில்லை: அந்தப் பொருட்களுக்கு ஏற்கனவே ரீஃபண்ட் அல்லது மாற்றுப் பொருள் வழங்கப்பட்டுள்ளது, "
              "அல்லது நிலுவையில் உள்ள வேறு கோரிக்கையில் உள்ளன. எதுவும் அனுப்பப்படவில்லை.",
        "bn": "{order} অর্ডারের {items}-এর রিপ্লেসমেন্ট পাঠানোর ঠিক আগে আবার দেখলাম, এখন আর তা সম্ভব নয়: ওই "
              "জিনিসগুলোর রিফান্ড বা রিপ্লেসমেন্ট আগেই হয়ে গেছে, অথবা সেগুলো অন্য একটি অপেক্ষমাণ দাবিতে আছে। "
              "কিছুই পাঠানো হয়নি।",
    },
    "replacement_rejected": {
        "en": "Our team looked at the replacement of {items} on order {order} but could not approve it{why}. "
              "Nothing was sent.",
        "es": "Nuestro equipo revisó el reemplazo de {items} del pedido {order}, pero no pudo aprobarlo{why}. "
              "No se envió nada.",
        "hi": "हमारी टीम ने ऑर्डर {order} के {items} के रिप्लेसमेंट को देखा, पर उसे मंज़ूर नहीं कर सकी{why}। कुछ "
              "भी नहीं भेजा गया।",
        "hinglish": "Hamari team ne order {order} ke {items} ka replacement dekha, par approve nahi kar payi{why}. "
                    "Kuch nahi bheja gaya.",
        "ta": "{order} ஆர்டரின் {items}-க்கான மாற்றுப் பொருளை எங்கள் குழு பரிசீலித்தது, ஆனால் அதை அங்கீகரிக்க "
              "முடியவில்லை{why}. எதுவும் அனுப்பப்படவில்லை.",
        "bn": "আমাদের টিম {order} অর্ডারের {items}-এর রিপ্লেসমেন্টটি দেখেছে, কিন্তু অনুমোদন করতে পারেনি{why}। "
              "কিছুই পাঠানো হয়নি।",
    },
    "cannot_replace": {"en": "I can't send a replacement: {why}.", "es": "No puedo enviar un reemplazo: {why}.",
                       "hi": "मैं रिप्लेसमेंट नहीं भेज सकता: {why}।", "hinglish": "Replacement nahi bheja ja sakta: {why}.",
                       "ta": "மாற்றுப் பொருளை அனுப்ப முடியாது: {why}.",
                       "bn": "রিপ্লেসমেন্ট পাঠাতে পারছি না: {why}।"},
    # Delivered but not received (core/shop/not_received.py): after the facts, what to check and what follows.
    "not_received_left_at": {
        "en": "The carrier says it left the parcel: {left_at}.",
        "es": "El transportista dice que dejó el paquete: {left_at}.",
        "hi": "कूरियर के अनुसार पार्सल यहाँ छोड़ा गया: {left_at}।",
        "hinglish": "Courier ke hisaab se parcel yahan chhoda gaya: {left_at}.",
        "ta": "கூரியர் பார்சலை விட்ட இடம்: {left_at}.",
        "bn": "কুরিয়ার বলছে পার্সেলটি এখানে রাখা হয়েছে: {left_at}।",
    },
    "not_received_photo": {
        "en": "Their delivery photo: {url}", "es": "Su foto de la entrega: {url}",
        "hi": "डिलीवरी की फ़ोटो: {url}", "hinglish": "Delivery ki photo: {url}",
        "ta": "டெலிவரி புகைப்படம்: {url}", "bn": "ডেলিভারির ছবি: {url}",
    },
    "not_received_check": {
        "en": "Meanwhile, please check with your neighbours and any safe place (porch, bin store, reception).",
        "es": "Mientras tanto, pregunta a tus vecinos y revisa cualquier lugar seguro (portal, cuarto de "
              "basuras, recepción).",
        "hi": "तब तक कृपया अपने पड़ोसियों से पूछ लें और किसी सुरक्षित जगह (दरवाज़े के पास, रिसेप्शन) पर देख लें।",
        "hinglish": "Tab tak please apne padosiyon se pooch lijiye aur koi safe jagah (darwaza, reception) dekh "
                    "lijiye.",
        "ta": "அதுவரை உங்கள் அண்டை வீட்டாரிடம் கேட்டு, பாதுகாப்பான இடங்களில் (வாசல், வரவேற்பறை) பாருங்கள்.",
        "bn": "ততক্ষণ প্রতিবেশীদের জিজ্ঞেস করুন আর কোনো নিরাপদ জায়গায় (দরজার কাছে, রিসেপশনে) দেখে নিন।",
    },
    "not_received_wait": {
        "en": "If it still hasn't turned up by {date}, our team will look at a refund or a replacement.",
        "es": "Si el {date} todavía no ha aparecido, nuestro equipo valorará un reembolso o un reemplazo.",
        "hi": "अगर {date} तक भी नहीं मिलता, तो हमारी टीम रिफ़ंड या रिप्लेसमेंट पर फ़ैसला करेगी।",
        "hinglish": "Agar {date} tak bhi nahi milta, to hamari team refund ya replacement dekhegi.",
        "ta": "{date} வரை கிடைக்கவில்லை என்றால், எங்கள் குழு ரீஃபண்ட் அல்லது மாற்றுப் பொருள் பற்றி முடிவு செய்யும்.",
        "bn": "{date}-এর মধ্যেও না পেলে আমাদের টিম রিফান্ড বা রিপ্লেসমেন্টের বিষয়ে সিদ্ধান্ত নেবে।",
    },
    "not_received_claim": {
        "en": "It has been long enough to open a claim: our team will decide on a refund or a replacement.",
        "es": "Ya ha pasado el tiempo suficiente para abrir una reclamación: nuestro equipo decidirá entre un "
              "reembolso o un reemplazo.",
        "hi": "दावा खोलने लायक समय हो चुका है: हमारी टीम रिफ़ंड या रिप्लेसमेंट पर फ़ैसला करेगी।",
        "hinglish": "Claim kholne jitna time ho gaya hai: hamari team refund ya replacement ka faisla karegi.",
        "ta": "கோரிக்கை தொடங்கப் போதுமான நாட்கள் ஆகிவிட்டன: எங்கள் குழு ரீஃபண்ட் அல்லது மாற்றுப் பொருள் பற்றி "
              "முடிவு செய்யும்.",
        "bn": "দাবি খোলার মতো সময় পেরিয়ে গেছে: আমাদের টিম রিফান্ড বা রিপ্লেসমেন্টের বিষয়ে সিদ্ধান্ত নেবে।",
    },
}
