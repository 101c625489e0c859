"""What the customer reads about returns (issue 15.2), in the six languages; merged into TEXTS."""

from __future__ import annotations

RETURN_TEXTS: dict[str, dict[str, str]] = {
    "confirm_return": {
        "en": "Return {items} from order {order}? We email you a prepaid return label, and when the items reach "
              "our warehouse we refund {amount} {currency}{fee}.",
        "es": "¿Devolver {items} del pedido {order}? Te enviamos por email una etiqueta de devolución prepagada y, "
              "cuando los artículos lleguen a nuestro almacén, te reembolsamos {amount} {currency}{fee}.",
        "hi": "क्या ऑर्डर {order} से {items} वापस करें? हम आपको प्रीपेड रिटर्न लेबल ईमेल करेंगे, और सामान हमारे "
              "वेयरहाउस पहुँचने पर {amount} {currency} का रिफ़ंड करेंगे{fee}।",
        "hinglish": "Kya order {order} se {items} return karein? Hum aapko prepaid return label email karenge, aur "
                    "items hamare warehouse pahunchne par {amount} {currency} refund karenge{fee}.",
        "ta": "{order} ஆர்டரில் இருந்து {items} திருப்பி அனுப்பலாமா? முன்கட்டண திருப்பி அனுப்பும் லேபிளை உங்களுக்கு "
              "மின்னஞ்சல் செய்வோம்; பொருட்கள் எங்கள் கிடங்கை அடைந்ததும் {amount} {currency} ரீஃபண்ட் செய்வோம்{fee}.",
        "bn": "{order} অর্ডার থেকে {items} ফেরত পাঠাবেন? আমরা আপনাকে একটি প্রিপেইড রিটার্ন লেবেল ইমেল করব, আর পণ্যগুলো "
              "আমাদের গুদামে পৌঁছালে {amount} {currency} রিফান্ড করব{fee}।",
    },
    "return_fee_note": {
        "en": " (the items' {value} less the {fee} return fee)",
        "es": " (los {value} de los artículos menos {fee} de gastos de devolución)",
        "hi": " (सामान के {value} में से {fee} रिटर्न शुल्क घटाकर)",
        "hinglish": " (items ke {value} mein se {fee} return fee kaat kar)",
        "ta": " (பொருட்களின் {value} இல் {fee} திருப்பி அனுப்பும் கட்டணம் கழித்து)",
        "bn": " (পণ্যের {value} থেকে {fee} রিটার্ন ফি বাদ দিয়ে)",
    },
    "return_started": {
        "en": "Done: the prepaid return label for order {order} has been sent to your email. Send the items back "
              "within {days} days; we refund {amount} {currency} when they reach our warehouse.",
        "es": "Hecho: la etiqueta de devolución prepagada del pedido {order} se envió a tu email. Devuelve los "
              "artículos en {days} días; te reembolsamos {amount} {currency} cuando lleguen a nuestro almacén.",
        "hi": "हो गया: ऑर्डर {order} का प्रीपेड रिटर्न लेबल आपको ईमेल कर दिया है। सामान {days} दिनों में "
              "वापस भेजें; हमारे वेयरहाउस पहुँचने पर हम {amount} {currency} का रिफ़ंड करेंगे।",
        "hinglish": "Ho gaya: order {order} ka prepaid return label aapke email par bhej diya hai. Items {days} din "
                    "mein wapas bhejiye; warehouse pahunchne par hum {amount} {currency} refund karenge.",
        "ta": "முடிந்தது: {order} ஆர்டருக்கான முன்கட்டண திருப்பி அனுப்பும் லேபிள் உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டது. "
              "{days} நாட்களுக்குள் பொருட்களைத் திருப்பி அனுப்புங்கள்; அவை எங்கள் கிடங்கை அடைந்ததும் {amount} "
              "{currency} ரீஃபண்ட் செய்வோம்.",
        "bn": "হয়ে গেছে: {order} অর্ডারের প্রিপেইড রিটার্ন লেবেল আপনাকে ইমেল করে দিয়েছি। {days} দিনের মধ্যে পণ্যগুলো "
              "ফেরত পাঠান; আমাদের গুদামে পৌঁছালে আমরা {amount} {currency} রিফান্ড করব।",
    },
    "return_stopped": {
        "en": "Sorry, the return for order {order} could no longer be started (those items are already refunded "
              "or in a return), so nothing was changed.",
        "es": "Lo siento, ya no se pudo iniciar la devolución del pedido {order} (esos artículos ya están "
              "reembolsados o en una devolución), así que no se cambió nada.",
        "hi": "माफ़ कीजिए, ऑर्डर {order} की वापसी अब शुरू नहीं हो सकी (वे सामान पहले ही रिफ़ंड हो चुके हैं या वापसी "
              "में हैं), इसलिए कुछ नहीं बदला।",
        "hinglish": "Sorry, order {order} ka return ab shuru nahi ho saka (woh items pehle hi refund ya return mein "
                    "hain), isliye kuch nahi badla.",
        "ta": "மன்னிக்கவும், {order} ஆர்டருக்கான திருப்பி அனுப்புதலை இனி தொடங்க முடியவில்லை (அந்தப் பொருட்கள் ஏற்கெனவே "
              "ரீஃபண்ட் செய்யப்பட்டுள்ளன அல்லது திருப்பி அனுப்புதலில் உள்ளன), எனவே எதுவும் மாற்றப்படவில்லை.",
        "bn": "দুঃখিত, {order} অর্ডারের রিটার্ন আর শুরু করা গেল না (ওই পণ্যগুলো আগেই রিফান্ড হয়েছে বা রিটার্নে আছে), "
              "তাই কিছুই বদলানো হয়নি।",
    },
    "return_refunded": {
        "en": "Your return for order {order} reached our warehouse: {amount} {currency} has been refunded. It can "
              "take 5 to 10 days to show.",
        "es": "Tu devolución del pedido {order} llegó a nuestro almacén: se reembolsaron {amount} {currency}. Puede "
              "tardar de 5 a 10 días en aparecer.",
        "hi": "ऑर्डर {order} की आपकी वापसी हमारे वेयरहाउस पहुँच गई: {amount} {currency} का रिफ़ंड कर दिया गया है। "
              "इसे दिखने में 5 से 10 दिन लग सकते हैं।",
        "hinglish": "Order {order} ka aapka return hamare warehouse pahunch gaya: {amount} {currency} refund kar "
                    "diya hai. Dikhne mein 5 se 10 din lag sakte hain.",
        "ta": "{order} ஆர்டருக்கான உங்கள் திருப்பி அனுப்புதல் எங்கள் கிடங்கை அடைந்தது: {amount} {currency} ரீஃபண்ட் "
              "செய்யப்பட்டது. அது தெரிய 5 முதல் 10 நாட்கள் ஆகலாம்.",
        "bn": "{order} অর্ডারের আপনার রিটার্ন আমাদের গুদামে পৌঁছেছে: {amount} {currency} রিফান্ড করা হয়েছে। এটি দেখা "
              "যেতে 5 থেকে 10 দিন সময় লাগতে পারে।",
    },
    "return_closed": {
        "en": "We have closed the return for order {order}: nothing reached our warehouse within {days} days of "
              "the label, so no refund was made. If you still want to send it back, just ask.",
        "es": "Hemos cerrado la devolución del pedido {order}: no llegó nada a nuestro almacén en {days} días desde "
              "la etiqueta, así que no hubo reembolso. Si aún quieres devolverlo, solo pídelo.",
        "hi": "हमने ऑर्डर {order} की वापसी बंद कर दी है: लेबल के {days} दिनों में हमारे वेयरहाउस कुछ नहीं पहुँचा, "
              "इसलिए कोई रिफ़ंड नहीं हुआ। अगर आप अब भी वापस भेजना चाहते हैं, तो बस कहिए।",
        "hinglish": "Humne order {order} ka return band kar diya hai: label ke {days} din mein warehouse kuch nahi "
                    "pahuncha, isliye refund nahi hua. Agar ab bhi wapas bhejna hai, bas boliye.",
        "ta": "{order} ஆர்டருக்கான திருப்பி அனுப்புதலை மூடிவிட்டோம்: லேபிள் அனுப்பிய {days} நாட்களுக்குள் எங்கள் "
              "கிடங்கிற்கு எதுவும் வரவில்லை, எனவே ரீஃபண்ட் செய்யப்படவில்லை. இன்னும் திருப்பி அனுப்ப விரும்பினால் கேளுங்கள்.",
        "bn": "আমরা {order} অর্ডারের রিটার্ন বন্ধ করেছি: লেবেলের {days} দিনের মধ্যে আমাদের গুদামে কিছুই পৌঁছায়নি, "
              "তাই কোনো রিফান্ড হয়নি। এখনও ফেরত পাঠাতে চাইলে শুধু বলুন।",
    },
    "return_which_order": {
        "en": "Which order would you like to send back? Send the order number, for example {example}.",
        "es": "¿Qué pedido quieres devolver? Envía el número de pedido, por ejemplo {example}.",
        "hi": "आप किस ऑर्डर का सामान वापस भेजना चाहते हैं? ऑर्डर नंबर भेजें, जैसे {example}।",
        "hinglish": "Kaunse order ka saaman wapas bhejna hai? Order number bhejiye, jaise {example}.",
        "ta": "எந்த ஆர்டரைத் திருப்பி அனுப்ப விரும்புகிறீர்கள்? ஆர்டர் எண்ணை அனுப்புங்கள், உதாரணமாக {example}.",
        "bn": "কোন অর্ডারের পণ্য ফেরত পাঠাতে চান? অর্ডার নম্বর পাঠান, যেমন {example}।",
    },
    "return_which_item": {
        "en": "What would you like to send back from {order}, and how many? For example: one {item}.",
        "es": "¿Qué quieres devolver del pedido {order}, y cuántos? Por ejemplo: un {item}.",
        "hi": "वापस भेजने के लिए कौन सा सामान ({order}), और कितने? जैसे: एक {item}।",
        "hinglish": "Wapas bhejne ke liye kaunsa item ({order}), aur kitne? Jaise: ek {item}.",
        "ta": "திருப்பி அனுப்ப எந்தப் பொருள் ({order}), எத்தனை? உதாரணமாக: ஒரு {item}.",
        "bn": "ফেরত পাঠাতে কোন পণ্য ({order}), কয়টি? যেমন: একটি {item}।",
    },
    "return_why": {
        "en": "What happened: did you change your mind or choose the wrong size, or is something wrong with it? "
              "Returns for your own reasons cost a small return fee.",
        "es": "¿Qué le pasó: cambiaste de opinión o elegiste mal la talla, o tiene algún problema? Las "
              "devoluciones por motivos propios tienen un pequeño coste de devolución.",
        "hi": "क्या गड़बड़ है: क्या आपका मन बदल गया या साइज़ गलत चुना, या सामान में कोई खराबी है? अपने कारणों से "
              "वापसी पर एक छोटा रिटर्न शुल्क लगता है।",
        "hinglish": "Kya problem hai: mann badal gaya ya size galat chuna, ya item mein koi kharabi hai? Apne "
                    "kaaran se return par chhoti return fee lagti hai.",
        "ta": "என்ன பிரச்சினை: உங்கள் மனம் மாறியதா, தவறான அளவைத் தேர்ந்தீர்களா, அல்லது பொருளில் குறையா? உங்கள் "
              "சொந்தக் காரணங்களுக்கான திருப்பி அனுப்புதலுக்கு சிறிய கட்டணம் உண்டு.",
        "bn": "সমস্যাটা কী: আপনার মত বদলেছে বা ভুল সাইজ বেছেছেন, নাকি পণ্যে কোনো ত্রুটি আছে? নিজের কারণে ফেরত "
              "পাঠালে একটি ছোট রিটার্ন ফি লাগে।",
    },
    "cannot_return": {
        "en": "Sorry, I can't start a return for that: {why}.",
        "es": "Lo siento, no puedo iniciar una devolución: {why}.",
        "hi": "माफ़ कीजिए, मैं इसकी वापसी शुरू नहीं कर सकता: {why}।",
        "hinglish": "Sorry, main iska return shuru nahi kar sakta: {why}.",
        "ta": "மன்னிக்கவும், இதற்குத் திருப்பி அனுப்புதலைத் தொடங்க முடியாது: {why}.",
        "bn": "দুঃখিত, এটির রিটার্ন শুরু করা যাচ্ছে না: {why}।",
    },
    "why:return_window": {
        "en": "it is past the {days}-day return window",
        "es": "ya pasó el plazo de devolución de {days} días",
        "hi": "{days} दिन की वापसी की समय-सीमा निकल चुकी है",
        "hinglish": "{days} din ki return window nikal chuki hai",
        "ta": "{days} நாள் திருப்பி அனுப்பும் காலக்கெடு முடிந்துவிட்டது",
        "bn": "{days} দিনের রিটার্নের সময়সীমা পেরিয়ে গেছে",
    },
    "why:return_not_delivered": {
        "en": "a return can start only once the order is delivered",
        "es": "una devolución solo puede empezar cuando el pedido se haya entregado",
        "hi": "वापसी ऑर्डर डिलीवर होने के बाद ही शुरू हो सकती है",
        "hinglish": "return order deliver hone ke baad hi shuru ho sakta hai",
        "ta": "ஆர்டர் டெலிவரி ஆன பிறகே திருப்பி அனுப்புதல் தொடங்க முடியும்",
        "bn": "অর্ডার ডেলিভারি হওয়ার পরেই রিটার্ন শুরু করা যায়",
    },
}
