"""Every fixed text the bot sends, in English, Spanish, Hindi and Hinglish: one catalogue.

A customer who writes in Hindi should not get the confirmation, the handoff or the question for
a missing detail in English. Data only; `say` looks a text up, and a language with no wording
falls back to English.
"""

from __future__ import annotations

LANGUAGES = ("en", "es", "hi", "hinglish")

TEXTS: dict[str, dict[str, str]] = {
    # Replies outside any flow: confirmations, outcomes, handoffs, queue, timers (bot/words/replies.py).
    "caring": {
        "en": "I'm really sorry you're feeling like this. You don't have to go through it alone: please reach "
              "out to {line}. If you are in danger right now, call your local emergency number. A person from "
              "our team will also be with you here shortly.",
        "es": "Siento mucho que te sientas así. No tienes que pasar por esto solo: por favor contacta con "
              "{line}. Si estás en peligro ahora mismo, llama al número de emergencias. Una persona de nuestro "
              "equipo estará contigo aquí enseguida.",
        "hi": "मुझे बहुत दुख है कि आप ऐसा महसूस कर रहे हैं। आप अकेले नहीं हैं: कृपया {line} से संपर्क करें। "
              "अगर आप अभी खतरे में हैं, तो अपने स्थानीय आपातकालीन नंबर पर कॉल करें। हमारी टीम का कोई व्यक्ति भी "
              "जल्द ही यहाँ आपके साथ होगा।",
        "hinglish": "Mujhe bahut afsos hai ki aap aisa mehsoos kar rahe hain. Aap akele nahi hain: please {line} "
                    "se baat kijiye. Agar aap abhi khatre mein hain, to local emergency number par call kijiye. "
                    "Hamari team ka koi insaan bhi jaldi yahin aapke saath hoga.",
    },
    "handoff:asked": {
        "en": "I'm passing you to a person on our team; they'll reply in this chat.",
        "es": "Te paso con una persona de nuestro equipo; te responderá en este chat.",
        "hi": "मैं आपको हमारी टीम के एक व्यक्ति से जोड़ रहा हूँ; वे इसी चैट में जवाब देंगे।",
        "hinglish": "Main aapko hamari team ke ek insaan se jod raha hoon; woh isi chat mein reply karenge.",
    },
    "handoff:risk": {
        "en": "I'm passing this to a person on our team so it gets the right attention; they'll reply here.",
        "es": "Paso esto a una persona de nuestro equipo para que reciba la atención adecuada; te responderá aquí.",
        "hi": "मैं इसे हमारी टीम के एक व्यक्ति को दे रहा हूँ ताकि इस पर सही ध्यान दिया जाए; वे यहीं जवाब देंगे।",
        "hinglish": "Main ise hamari team ke ek insaan ko de raha hoon taaki sahi dhyan mile; woh yahin reply "
                    "karenge.",
    },
    "handoff:bound": {
        "en": "I'm not able to finish this on my own, so I'm passing it to a person on our team; they'll reply "
              "here and can see everything so far.",
        "es": "No puedo terminar esto por mi cuenta, así que se lo paso a una persona de nuestro equipo; te "
              "responderá aquí y verá todo lo hablado.",
        "hi": "मैं इसे अकेले पूरा नहीं कर पा रहा, इसलिए इसे हमारी टीम के एक व्यक्ति को दे रहा हूँ; वे यहीं जवाब "
              "देंगे और अब तक की पूरी बातचीत देख सकते हैं।",
        "hinglish": "Main ise akele poora nahi kar pa raha, isliye team ke ek insaan ko de raha hoon; woh yahin "
                    "reply karenge aur ab tak ki saari baat dekh sakte hain.",
    },
    "handoff:provider": {
        "en": "I'm having trouble on my side right now, so I'm passing you to a person on our team; they'll "
              "reply here and can see everything so far.",
        "es": "Ahora mismo tengo problemas técnicos, así que te paso con una persona de nuestro equipo; te "
              "responderá aquí y verá todo lo hablado.",
        "hi": "अभी मेरी तरफ़ कुछ दिक्कत है, इसलिए मैं आपको हमारी टीम के एक व्यक्ति से जोड़ रहा हूँ; वे यहीं "
              "जवाब देंगे और अब तक की पूरी बातचीत देख सकते हैं।",
        "hinglish": "Abhi meri taraf kuch dikkat hai, isliye main aapko team ke ek insaan se jod raha hoon; woh "
                    "yahin reply karenge aur ab tak ki saari baat dekh sakte hain.",
    },
    "handoff:menus": {
        "en": "A person from our team will take care of that; they'll reply in this chat.",
        "es": "Una persona de nuestro equipo se encargará de eso; te responderá en este chat.",
        "hi": "हमारी टीम का कोई व्यक्ति इसे देखेगा; वे इसी चैट में जवाब देंगे।",
        "hinglish": "Hamari team ka koi insaan ise dekhega; woh isi chat mein reply karenge.",
    },
    "handoff:humans": {
        "en": "Our assistant is paused right now, so a person from our team will reply here.",
        "es": "Nuestro asistente está en pausa ahora mismo, así que una persona del equipo te responderá aquí.",
        "hi": "हमारा असिस्टेंट अभी रुका हुआ है, इसलिए हमारी टीम का कोई व्यक्ति यहाँ जवाब देगा।",
        "hinglish": "Hamara assistant abhi ruka hua hai, isliye team ka koi insaan yahan reply karega.",
    },
    "no_repeat": {
        "en": "You won't need to repeat yourself.",
        "es": "No tendrás que repetir nada.",
        "hi": "आपको कुछ दोहराना नहीं पड़ेगा।",
        "hinglish": "Aapko kuch dobara batana nahi padega.",
    },
    "in_queue": {
        "en": "A person from our team has your conversation and will reply here as soon as they can. You won't "
              "need to repeat yourself.",
        "es": "Una persona de nuestro equipo tiene tu conversación y te responderá aquí en cuanto pueda. No "
              "tendrás que repetir nada.",
        "hi": "हमारी टीम के एक व्यक्ति के पास आपकी बातचीत है और वे जल्द से जल्द यहाँ जवाब देंगे। आपको कुछ "
              "दोहराना नहीं पड़ेगा।",
        "hinglish": "Hamari team ke ek insaan ke paas aapki baat hai aur woh jaldi yahan reply karenge. Aapko "
                    "kuch dobara batana nahi padega.",
    },
    "confirm_refund": {
        "en": "Refund {amount} for {items} on {order}{to}?",
        "es": "¿Reembolsar {amount} por {items} del pedido {order}{to}?",
        "hi": "{order} पर {items} के लिए {amount} का रिफ़ंड करें{to}?",
        "hinglish": "{order} par {items} ke liye {amount} refund karein{to}?",
    },
    "refund_to": {"en": " to {method}", "es": " a {method}", "hi": " ({method} में)", "hinglish": " ({method} mein)"},
    "confirm_address": {
        "en": "Change the delivery address of {order} to: {address}?",
        "es": "¿Cambiar la dirección de entrega de {order} a: {address}?",
        "hi": "क्या {order} का डिलीवरी पता बदलकर यह कर दें: {address}?",
        "hinglish": "Kya {order} ka delivery address badal kar yeh kar dein: {address}?",
    },
    "yes": {"en": "Yes", "es": "Sí", "hi": "हाँ", "hinglish": "Haan"},
    "no": {"en": "No", "es": "No", "hi": "नहीं", "hinglish": "Nahi"},
    "refunded": {
        "en": "Done: {amount} {currency} refunded{to} for {items} on {order}. It can take 5 to 10 days to show.",
        "es": "Hecho: se reembolsaron {amount} {currency}{to} por {items} del pedido {order}. Puede tardar de "
              "5 a 10 días en aparecer.",
        "hi": "हो गया: {order} पर {items} के लिए {amount} {currency} का रिफ़ंड कर दिया गया{to}। इसे दिखने में "
              "5 से 10 दिन लग सकते हैं।",
        "hinglish": "Ho gaya: {order} par {items} ke liye {amount} {currency} refund kar diya{to}. Dikhne mein "
                    "5 se 10 din lag sakte hain.",
    },
    "refund_processing": {
        "en": "Your refund of {amount} {currency} on {order} is processing. I'll confirm here as soon as it's "
              "through.",
        "es": "Tu reembolso de {amount} {currency} del pedido {order} está en proceso. Te lo confirmo aquí en "
              "cuanto esté hecho.",
        "hi": "{order} पर आपका {amount} {currency} का रिफ़ंड प्रोसेस हो रहा है। पूरा होते ही मैं यहाँ बता दूँगा।",
        "hinglish": "{order} par aapka {amount} {currency} ka refund process ho raha hai. Hote hi main yahan "
                    "bata dunga.",
    },
    "waiting_for_approval": {
        "en": "Thanks. A refund of {amount} {currency} on {order} needs a quick check by our team; you'll get "
              "the answer here.",
        "es": "Gracias. Un reembolso de {amount} {currency} del pedido {order} necesita una revisión rápida de "
              "nuestro equipo; tendrás la respuesta aquí.",
        "hi": "धन्यवाद। {order} पर {amount} {currency} के रिफ़ंड की हमारी टीम जल्दी से जाँच करेगी; जवाब यहीं "
              "मिलेगा।",
        "hinglish": "Thank you. {order} par {amount} {currency} ke refund ko hamari team ek baar check karegi; "
                    "jawab yahin milega.",
    },
    "refund_rejected": {
        "en": "Our team looked at the refund of {amount} {currency} on {order} and could not approve it{why}. "
              "Reply here if you'd like to talk to someone.",
        "es": "Nuestro equipo revisó el reembolso de {amount} {currency} del pedido {order} y no pudo "
              "aprobarlo{why}. Responde aquí si quieres hablar con alguien.",
        "hi": "हमारी टीम ने {order} पर {amount} {currency} का रिफ़ंड देखा और उसे मंज़ूर नहीं कर सकी{why}। किसी "
              "से बात करनी हो तो यहाँ जवाब दें।",
        "hinglish": "Hamari team ne {order} par {amount} {currency} ka refund dekha aur approve nahi kar "
                    "payi{why}. Kisi se baat karni ho to yahan reply kijiye.",
    },
    # Decided again just before paying (bot/money/execution.py) and no longer possible: say that
    # nothing was paid and why in plain words, never that a refund happened.
    "refund_stopped": {
        "en": "I checked the refund of {amount} {currency} on {order} again just before paying it, and it is no "
              "longer possible: those items were refunded or are in another refund that is still pending. "
              "Nothing was paid. Reply here if you'd like a person to look at it.",
        "es": "Revisé de nuevo el reembolso de {amount} {currency} del pedido {order} justo antes de pagarlo y ya "
              "no es posible: esos artículos ya se reembolsaron o están en otro reembolso que sigue pendiente. "
              "No se pagó nada. Responde aquí si quieres que una persona lo revise.",
        "hi": "{order} पर {amount} {currency} का रिफ़ंड भेजने से ठीक पहले मैंने उसे फिर से जाँचा, और अब यह संभव नहीं "
              "है: उन चीज़ों का रिफ़ंड हो चुका है या वे किसी और रिफ़ंड में हैं जो अभी लंबित है। कुछ भी भेजा नहीं गया। "
              "अगर आप चाहते हैं कि कोई व्यक्ति इसे देखे तो यहाँ जवाब दें।",
        "hinglish": "{order} par {amount} {currency} ka refund bhejne se theek pehle maine ise dobara check kiya, "
                    "aur ab yeh possible nahi hai: un items ka refund ho chuka hai ya woh kisi aur refund mein hain "
                    "jo abhi pending hai. Kuch bhi bheja nahi gaya. Agar aap chahte hain ki koi insaan ise dekhe "
                    "to yahan reply kijiye.",
    },
    # Units that cannot be claimed (bot/rungs/templated.py): what was refunded and what is only
    # pending are told apart, so a claim waiting for approval is never called a refund.
    "units_taken": {
        "en": "I can't refund {asked} × {item} on {order}: {ordered} ordered, {refunded} already refunded, "
              "{pending} in a refund that is still pending (not paid yet).",
        "es": "No puedo reembolsar {asked} × {item} del pedido {order}: {ordered} pedidos, {refunded} ya "
              "reembolsados, {pending} en un reembolso que sigue pendiente (aún sin pagar).",
        "hi": "मैं {order} पर {asked} × {item} का रिफ़ंड नहीं कर सकता: {ordered} ऑर्डर किए गए, {refunded} का रिफ़ंड "
              "हो चुका है, {pending} एक ऐसे रिफ़ंड में हैं जो अभी लंबित है (अभी भुगतान नहीं हुआ)।",
        "hinglish": "{order} par {asked} × {item} ka refund nahi ho sakta: {ordered} order kiye, {refunded} ka "
                    "refund ho chuka, {pending} ek aise refund mein hain jo abhi pending hai (abhi paise nahi "
                    "gaye).",
    },
    "refund_not_made": {
        "en": "Sorry, the refund of {amount} {currency} on {order} did not go through, and nothing was charged "
              "or paid. A person from our team will sort it out with you here.",
        "es": "Lo siento, el reembolso de {amount} {currency} del pedido {order} no se completó y no se cobró ni "
              "pagó nada. Una persona de nuestro equipo lo resolverá contigo aquí.",
        "hi": "माफ़ कीजिए, {order} पर {amount} {currency} का रिफ़ंड नहीं हो पाया, और कुछ भी काटा या भेजा नहीं "
              "गया। हमारी टीम का कोई व्यक्ति यहीं आपके साथ इसे सुलझाएगा।",
        "hinglish": "Sorry, {order} par {amount} {currency} ka refund nahi ho paya, aur kuch bhi kata ya bheja "
                    "nahi gaya. Hamari team ka koi insaan yahin aapke saath ise theek karega.",
    },
    "cancelled": {
        "en": "Okay, I haven't changed anything.",
        "es": "De acuerdo, no he cambiado nada.",
        "hi": "ठीक है, मैंने कुछ नहीं बदला।",
        "hinglish": "Theek hai, maine kuch nahi badla.",
    },
    "expired": {
        "en": "That request has expired, so nothing was changed. Just ask again if you still want it.",
        "es": "Esa solicitud ha caducado, así que no se cambió nada. Vuelve a pedirlo si aún lo quieres.",
        "hi": "वह अनुरोध समय-सीमा से बाहर हो गया, इसलिए कुछ नहीं बदला। अगर अब भी चाहिए तो फिर से कहें।",
        "hinglish": "Woh request expire ho gayi, isliye kuch nahi badla. Ab bhi chahiye to dobara boliye.",
    },
    "address_changed": {
        "en": "Done: the delivery address is changed.",
        "es": "Hecho: la dirección de entrega está cambiada.",
        "hi": "हो गया: डिलीवरी का पता बदल दिया गया है।",
        "hinglish": "Ho gaya: delivery address badal diya hai.",
    },
    "address_too_late": {
        "en": "Sorry, the order shipped before the change could be made, so the address stays as it was.",
        "es": "Lo siento, el pedido se envió antes de poder hacer el cambio, así que la dirección sigue igual.",
        "hi": "माफ़ कीजिए, बदलाव से पहले ही ऑर्डर भेज दिया गया, इसलिए पता वही रहेगा।",
        "hinglish": "Sorry, change hone se pehle order ship ho gaya, isliye address wahi rahega.",
    },
    "back_with_bot": {
        "en": "You're back with the assistant. Ask me anything about your orders.",
        "es": "Vuelves a hablar con el asistente. Pregúntame lo que quieras sobre tus pedidos.",
        "hi": "आप फिर से असिस्टेंट के साथ हैं। अपने ऑर्डर के बारे में कुछ भी पूछें।",
        "hinglish": "Aap phir se assistant ke saath hain. Apne orders ke baare mein kuch bhi poochiye.",
    },
    "approval_expired": {
        "en": "Sorry, our team couldn't check your refund in time. A person will pick it up and reply here; you "
              "won't need to repeat yourself.",
        "es": "Lo siento, nuestro equipo no pudo revisar tu reembolso a tiempo. Una persona lo retomará y te "
              "responderá aquí; no tendrás que repetir nada.",
        "hi": "माफ़ कीजिए, हमारी टीम समय पर आपका रिफ़ंड नहीं देख पाई। कोई व्यक्ति इसे देखेगा और यहीं जवाब "
              "देगा; आपको कुछ दोहराना नहीं पड़ेगा।",
        "hinglish": "Sorry, hamari team time par aapka refund check nahi kar payi. Koi insaan ise dekhega aur "
                    "yahin reply karega; aapko kuch dobara batana nahi padega.",
    },
    "no_account_menu": {
        "en": "I couldn't find an account for this WhatsApp number, so I can't show orders here.",
        "es": "No encontré una cuenta para este número de WhatsApp, así que no puedo mostrar pedidos aquí.",
        "hi": "इस WhatsApp नंबर का कोई खाता नहीं मिला, इसलिए मैं यहाँ ऑर्डर नहीं दिखा सकता।",
        "hinglish": "Is WhatsApp number ka koi account nahi mila, isliye main yahan orders nahi dikha sakta.",
    },
    "hold_on": {"en": "Checking, one moment…", "es": "Lo estoy comprobando, un momento…",
                "hi": "देख रहा हूँ, एक पल…", "hinglish": "Check kar raha hoon, ek minute…"},
    "nudge": {
        "en": "Are you still there? Reply whenever you're ready, or write \"person\" to reach our team.",
        "es": "¿Sigues ahí? Responde cuando quieras, o escribe \"persona\" para hablar con nuestro equipo.",
        "hi": "क्या आप अभी भी हैं? जब चाहें जवाब दें, या हमारी टीम से बात करने के लिए \"person\" लिखें।",
        "hinglish": "Kya aap abhi bhi hain? Jab ready hon reply kijiye, ya team se baat ke liye \"person\" "
                    "likhiye.",
    },
    "close": {
        "en": "I'll close this chat for now, as it has been quiet. {summary}Write here any time and we'll pick "
              "it up again.",
        "es": "Cierro este chat por ahora, ya que no ha habido respuesta. {summary}Escribe aquí cuando quieras "
              "y lo retomamos.",
        "hi": "बातचीत शांत है, इसलिए मैं अभी यह चैट बंद कर रहा हूँ। {summary}कभी भी यहाँ लिखें, हम फिर से "
              "शुरू करेंगे।",
        "hinglish": "Chat shaant hai, isliye abhi ise band kar raha hoon. {summary}Kabhi bhi yahan likhiye, hum "
                    "phir se shuru karenge.",
    },
    "so_far": {"en": "So far: {summary}. ", "es": "Hasta ahora: {summary}. ", "hi": "अब तक: {summary}। ",
               "hinglish": "Ab tak: {summary}. "},
    # The templated rung's flows: the questions it asks and its answers (bot/rungs/templated.py).
    "which_order": {"en": "Which order is it about? Send the order number, for example {example}.",
                    "es": "¿De qué pedido se trata? Envía el número de pedido, por ejemplo {example}.",
                    "hi": "यह किस ऑर्डर के बारे में है? ऑर्डर नंबर भेजें, जैसे {example}.",
                    "hinglish": "Kaunse order ki baat hai? Order number bhejiye, jaise {example}."},
    "which_item": {"en": "Which item on {order} is it, and how many? For example: one {item}.",
                   "es": "¿Qué artículo de {order} es, y cuántos? Por ejemplo: un {item}.",
                   "hi": "कौन सा सामान ({order}), और कितने? जैसे: एक {item}.",
                   "hinglish": "Kaunsa item ({order}), aur kitne? Jaise: ek {item}."},
    "what_wrong": {"en": "What was wrong with it: broken, faulty, the wrong item, or missing?",
                   "es": "¿Qué le pasó: llegó roto, no funciona, es el artículo equivocado o falta?",
                   "hi": "उसमें क्या गड़बड़ है: टूटा हुआ, खराब, गलत सामान, या गायब?",
                   "hinglish": "Kya problem hai: toota hua, kharab, galat item, ya missing?"},
    "which_order_move": {"en": "Which order should go to a new address? Send the order number, for example {example}.",
                         "es": "¿Qué pedido va a una nueva dirección? Envía el número, por ejemplo {example}.",
                         "hi": "किस ऑर्डर का पता बदलना है? ऑर्डर नंबर भेजें, जैसे {example}.",
                         "hinglish": "Kis order ka address badalna hai? Order number bhejiye, jaise {example}."},
    "new_address": {"en": "What is the new address for {order}? Send it as: street, city, postcode, country.",
                    "es": "¿Cuál es la nueva dirección para {order}? Envíala así: calle, ciudad, código postal, país.",
                    "hi": "नया पता क्या है ({order})? ऐसे भेजें: गली, शहर, पिनकोड, देश।",
                    "hinglish": "Naya address kya hai ({order})? Aise bhejiye: street, city, postcode, country."},
    # One field of a new address the customer's message did not give (bot/understanding/addresses.py).
    "address_postcode": {"en": "What is the postcode of the new address?",
                         "es": "¿Cuál es el código postal de la nueva dirección?",
                         "hi": "नए पते का पिन कोड क्या है?",
                         "hinglish": "Naye address ka pin code kya hai?"},
    "address_line1": {"en": "What is the first line of the new address: flat or house number and street?",
                      "es": "¿Cuál es la primera línea de la nueva dirección: número, piso y calle?",
                      "hi": "नए पते की पहली पंक्ति क्या है: फ़्लैट या मकान नंबर और गली?",
                      "hinglish": "Naye address ki pehli line kya hai: flat ya house number aur street?"},
    "address_city": {"en": "Which city or town is the new address in?",
                     "es": "¿En qué ciudad o localidad está la nueva dirección?",
                     "hi": "नया पता किस शहर या कस्बे में है?",
                     "hinglish": "Naya address kis city ya town mein hai?"},
    "not_sure": {"en": "I'm not sure about that one, so I won't guess. I'm passing it to a person on our team.",
                 "es": "No estoy seguro de eso y no quiero adivinar. Se lo paso a una persona del equipo.",
                 "hi": "मुझे इसका पक्का जवाब नहीं पता, इसलिए अंदाज़ा नहीं लगाऊँगा। मैं इसे हमारी टीम के किसी व्यक्ति को दे रहा हूँ।",
                 "hinglish": "Iska pakka jawab mujhe nahi pata, isliye guess nahi karunga. "
                             "Main ise team ko de raha hoon."},
    "from_help": {"en": "From our help centre", "es": "De nuestro centro de ayuda",
                  "hi": "हमारे सहायता केंद्र से", "hinglish": "Hamare help centre se"},
    # The policy's reason follows: code's own words, so a refusal never reads like a status.
    "cannot_refund": {"en": "I can't refund this: {why}.", "es": "No puedo hacer este reembolso: {why}.",
                      "hi": "मैं इसका रिफ़ंड नहीं कर सकता: {why}.", "hinglish": "Iska refund nahi ho sakta: {why}."},
    # Worded the same whether or not the order exists, so a stranger learns nothing from it. "Inbox",
    # not "email": the code goes only to the address on file, so nobody should type an address here.
    "code_sent": {"en": "To make sure it's you: if {order} is your order, a 6-digit code is on its way to the "
                        "inbox on that account. What is the code?",
                  "es": "Para comprobar que eres tú: si {order} es tu pedido, te llega un código de 6 cifras a la "
                        "bandeja de entrada de esa cuenta. ¿Cuál es el código?",
                  "hi": "यह पक्का करने के लिए कि आप ही हैं: अगर {order} आपका ऑर्डर है, तो उस खाते के इनबॉक्स में "
                        "6 अंकों का कोड भेजा गया है। कोड क्या है?",
                  "hinglish": "Aap hi ho, yeh check karne ke liye: agar {order} aapka order hai, to us account "
                              "ke inbox mein 6-digit code bheja gaya hai. Code kya hai?"},
    # Past the code limit (bot/agent/codes.py): said as it is, still worded for a stranger ("if ...
    # is your order"), with what to do meanwhile.
    "code_limit": {"en": "If {order} is your order, codes for it have already gone to that account's inbox in "
                         "the last hour, so I can't send another for {minutes} minutes. What is the 6-digit code "
                         "in the latest message? Or write \"person\" to reach our team.",
                   "es": "Si {order} es tu pedido, ya se enviaron códigos a la bandeja de entrada de esa cuenta en "
                         "la última hora, así que no puedo enviar otro hasta dentro de {minutes} minutos. ¿Cuál es "
                         "el código de 6 cifras del último mensaje? O escribe \"persona\" para hablar con nuestro "
                         "equipo.",
                   "hi": "अगर {order} आपका ऑर्डर है, तो पिछले एक घंटे में उस खाते के इनबॉक्स में कोड भेजे जा चुके "
                         "हैं, इसलिए मैं {minutes} मिनट तक नया कोड नहीं भेज सकता। सबसे नए संदेश में 6 अंकों का कोड "
                         "क्या है? या हमारी टीम से बात करने के लिए \"person\" लिखें।",
                   "hinglish": "Agar {order} aapka order hai, to pichhle ek ghante mein us account ke inbox mein "
                               "code bheje ja chuke hain, isliye main {minutes} minute tak naya code nahi bhej "
                               "sakta. Latest message mein 6-digit code kya hai? Ya team se baat karne ke liye "
                               "\"person\" likhiye."},
    "code_wrong": {"en": "That code doesn't match. What is the 6-digit code in the latest message in your inbox?",
                   "es": "Ese código no coincide. ¿Cuál es el código de 6 cifras del último mensaje en tu bandeja?",
                   "hi": "यह कोड मेल नहीं खाता। आपके इनबॉक्स के सबसे नए संदेश में 6 अंकों का कोड क्या है?",
                   "hinglish": "Yeh code match nahi hua. Inbox ke latest message mein 6-digit code kya hai?"},
    # No code, no account: the refund waits for one, and the way to a person is named (invariant 7).
    "code_missing": {"en": "Without the code I can't do anything on that order. What is the 6-digit code from "
                           "the account's inbox (check spam too)? Or write \"person\" to reach our team.",
                     "es": "Sin el código no puedo hacer nada con ese pedido. ¿Cuál es el código de 6 cifras de la "
                           "bandeja de entrada de la cuenta (mira también en spam)? O escribe \"persona\" para "
                           "hablar con nuestro equipo.",
                     "hi": "कोड के बिना मैं उस ऑर्डर पर कुछ नहीं कर सकता। खाते के इनबॉक्स (स्पैम भी देखें) में आया "
                           "6 अंकों का कोड क्या है? या हमारी टीम से बात करने के लिए \"person\" लिखें।",
                     "hinglish": "Code ke bina main us order par kuch nahi kar sakta. Account ke inbox (spam bhi "
                                 "dekhiye) mein aaya 6-digit code kya hai? Ya team se baat karne ke liye "
                                 "\"person\" likhiye."},
    "verified": {"en": "Thanks, that's you confirmed.", "es": "Gracias, ya hemos comprobado que eres tú.",
                 "hi": "धन्यवाद, आपकी पहचान हो गई।", "hinglish": "Thanks, aapki pehchaan ho gayi."},
    "no_such_order": {"en": "I couldn't find order {order} on your account.",
                      "es": "No encuentro el pedido {order} en tu cuenta.",
                      "hi": "आपके खाते में ऑर्डर {order} नहीं मिला।",
                      "hinglish": "Aapke account mein order {order} nahi mila."},
    # A parcel marked delivered that the customer never got: the facts, then a person (the carrier's side).
    "not_received": {
        "en": "I'm sorry it hasn't reached you. Our records say: {status} I'm passing this to a person on our "
              "team to check it with the carrier; they'll reply here.",
        "es": "Siento que no te haya llegado. En nuestros datos: {status} Paso esto a una persona de nuestro "
              "equipo para que lo revise con el transportista; te responderá aquí.",
        "hi": "माफ़ कीजिए, यह आप तक नहीं पहुँचा। हमारे रिकॉर्ड में: {status} मैं इसे हमारी टीम के किसी व्यक्ति "
              "को दे रहा हूँ ताकि वे कूरियर से पता करें; वे यहीं जवाब देंगे।",
        "hinglish": "Sorry, yeh aap tak nahi pahuncha. Hamare record mein: {status} Main ise team ko de raha hoon "
                    "taaki woh courier se pata karein; woh yahin reply karenge.",
    },
    # Asked after a refund already made: what was refunded and when, never a new claim.
    "refund_status": {
        "en": "Refunds on {order}: {lines}. They have left us and go back to the original payment method; banks "
              "and card providers can take a few working days to show them. If it still hasn't shown by then, "
              "write \"person\" and our team will check with the payment provider.",
        "es": "Reembolsos del pedido {order}: {lines}. Ya han salido de nuestra parte y vuelven al método de pago "
              "original; el banco puede tardar unos días laborables en mostrarlos. Si pasado ese tiempo no lo "
              "ves, escribe \"persona\" y nuestro equipo lo revisará con el proveedor de pagos.",
        "hi": "ऑर्डर {order} के रिफंड: {lines}। ये हमारी तरफ़ से भेजे जा चुके हैं और उसी भुगतान तरीके में वापस जाते "
              "हैं; बैंक में दिखने में कुछ कार्यदिवस लग सकते हैं। अगर तब तक न दिखे, तो \"person\" लिखें और हमारी "
              "टीम भुगतान प्रदाता से पता करेगी।",
        "hinglish": "Order {order} ke refund: {lines}. Yeh hamari taraf se bhej diye gaye hain aur usi payment "
                    "method mein wapas jaate hain; bank mein dikhne mein kuch working days lag sakte hain. Agar tab "
                    "tak na dikhe, to \"person\" likhiye aur hamari team payment provider se check karegi.",
    },
    "refund_line": {"en": "{amount} {currency} on {date}", "es": "{amount} {currency} el {date}",
                    "hi": "{amount} {currency}, {date} को", "hinglish": "{amount} {currency}, {date} ko"},
    "to_person": {"en": "A person from our team will take care of that and reply here.",
                  "es": "Una persona de nuestro equipo se encargará y responderá aquí.",
                  "hi": "हमारी टीम का कोई व्यक्ति इसे देखेगा और यहीं जवाब देगा।",
                  "hinglish": "Hamari team ka koi insaan ise dekhega aur yahin reply karega."},
    # The output guard's own words (bot/agent/output_guard.py): what it sends instead of a model
    # reply that leaked internals, quoted a raw refusal or claimed an outcome the run did not produce.
    "guard:help": {"en": "I can help with your orders: where they are, refunds for damaged or wrong items, and "
                         "address changes. What can I do for you?",
                   "es": "Puedo ayudarte con tus pedidos: dónde están, reembolsos de artículos dañados o "
                         "equivocados y cambios de dirección. ¿En qué te ayudo?",
                   "hi": "मैं आपके ऑर्डर में मदद कर सकता हूँ: वे कहाँ हैं, टूटे या गलत सामान का रिफ़ंड, और पते में "
                         "बदलाव। मैं आपकी क्या मदद करूँ?",
                   "hinglish": "Main aapke orders mein madad kar sakta hoon: order kahan hai, toote ya galat item "
                               "ka refund, aur address badalna. Bataiye kya madad karun?"},
    # About this reply only: an earlier turn may well have refunded or changed something.
    "guard:nothing_done": {"en": "To be clear: nothing was refunded, changed, cancelled or verified just now.",
                           "es": "Para que quede claro: ahora mismo no se ha reembolsado, cambiado, cancelado ni "
                                 "verificado nada.",
                           "hi": "साफ़ कर दूँ: अभी कोई रिफ़ंड, बदलाव, रद्दीकरण या पहचान की पुष्टि नहीं हुई है।",
                           "hinglish": "Saaf kar doon: abhi koi refund, badlaav, cancel ya verify nahi hua hai."},
    "guard:no_change": {"en": "Nothing was refunded, changed or cancelled just now.",
                        "es": "Ahora mismo no se ha reembolsado, cambiado ni cancelado nada.",
                        "hi": "अभी कोई रिफ़ंड, बदलाव या रद्दीकरण नहीं हुआ है।",
                        "hinglish": "Abhi koi refund, badlaav ya cancel nahi hua hai."},
    "guard:refused_policy": {"en": "I can't do that on this order under our refund and returns policy.",
                             "es": "No puedo hacer eso con este pedido según nuestra política de reembolsos y "
                                   "devoluciones.",
                             "hi": "हमारी रिफ़ंड और वापसी नीति के तहत मैं इस ऑर्डर पर यह नहीं कर सकता।",
                             "hinglish": "Hamari refund aur return policy ke hisaab se main is order par yeh "
                                         "nahi kar sakta."},
    "guard:refused_verify": {"en": "First I need to make sure it's you: send me your order number and I'll email "
                                   "a code to the account's inbox.",
                             "es": "Primero tengo que comprobar que eres tú: envíame el número de pedido y mandaré "
                                   "un código al correo de la cuenta.",
                             "hi": "पहले मुझे पक्का करना होगा कि आप ही हैं: अपना ऑर्डर नंबर भेजें, मैं खाते के ईमेल पर "
                                   "एक कोड भेजूँगा।",
                             "hinglish": "Pehle mujhe confirm karna hoga ki aap hi ho: apna order number bhejiye, "
                                         "main account ke email par code bhejunga."},
    "guard:refused_other": {"en": "I couldn't do that, and nothing was changed.",
                            "es": "No he podido hacerlo y no se ha cambiado nada.",
                            "hi": "मैं यह नहीं कर पाया, और कुछ भी नहीं बदला गया।",
                            "hinglish": "Main yeh nahi kar paya, aur kuch bhi badla nahi gaya."},
}


def say(key: str, lang: str = "en", **fields: object) -> str:
    """The text under `key` in `lang` (English when we have no wording in it), fields filled in."""
    wording = TEXTS[key]
    return wording.get(lang, wording["en"]).format(**fields)
