"""Fixed wording the bot sends without a model: confirmations, outcomes, handoffs, crisis help.

Every text exists in English, Spanish, Hindi and Hinglish: a customer who writes in Hindi should
not get the refund confirmation, the handoff or the queue message in English. A language we
have no wording for falls back to English.
"""

from __future__ import annotations

from bot.actions import Action
from bot.orders import Order
from bot.types import Button, OutboundButtons, OutboundText

LANGUAGES = ("en", "es", "hi", "hinglish")

# A caring first reply with a crisis line for the customer's country, chosen by dialling code.
CRISIS_LINES = {
    "44": "Samaritans on 116 123 (free, any time)",
    "1": "the 988 Suicide & Crisis Lifeline (call or text 988)",
    "91": "Tele-MANAS on 14416 (free, any time)",
    "34": "the Línea 024 (call 024, free, any time)",
}
DEFAULT_CRISIS = "your local emergency number, or a crisis line in your country"

TEXTS: dict[str, dict[str, str]] = {
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
        "en": "Change the delivery address of {order} to the address ending {postcode}?",
        "es": "¿Cambiar la dirección de entrega de {order} a la dirección que termina en {postcode}?",
        "hi": "क्या {order} का डिलीवरी पता बदलकर {postcode} वाला पता कर दें?",
        "hinglish": "Kya {order} ka delivery address {postcode} wale address par badal dein?",
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
}


def say(key: str, lang: str = "en", **fields: object) -> str:
    """The text under `key` in `lang` (English when we have no wording in it), fields filled in."""
    wording = TEXTS[key]
    return wording.get(lang, wording["en"]).format(**fields)


def crisis_line(wa_id: str | None) -> str:
    for prefix in sorted(CRISIS_LINES, key=len, reverse=True):
        if wa_id and wa_id.startswith(prefix):
            return CRISIS_LINES[prefix]
    return DEFAULT_CRISIS


def caring_reply(wa_id: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("caring", lang, line=crisis_line(wa_id)))


HANDOFF_KINDS = ("asked", "risk", "bound", "provider", "menus", "humans")


def handoff_message(kind: str, lang: str = "en") -> OutboundText:
    return OutboundText(say(f"handoff:{kind}", lang) + " " + say("no_repeat", lang))


def in_queue(lang: str = "en") -> OutboundText:
    return OutboundText(say("in_queue", lang))


def _items(action: Action, order: Order | None) -> str:
    names = {i.sku: i.name for i in order.items} if order else {}
    return ", ".join(f"{qty} × {names.get(sku, sku)}" for sku, qty in action.items)


def _to(order: Order | None, lang: str) -> str:
    return say("refund_to", lang, method=order.payment_method) if order and order.payment_method else ""


def _money(action: Action, order: Order | None = None, lang: str = "en") -> dict[str, object]:
    return {"amount": action.amount, "currency": action.currency, "order": action.order_id,
            "items": _items(action, order), "to": _to(order, lang)}


def confirmation(action: Action, order: Order | None, lang: str = "en") -> OutboundButtons:
    if action.kind == "refund":
        text = say("confirm_refund", lang, **_money(action, order, lang))
    else:
        postcode = (action.address or {}).get("postcode", "?")
        text = say("confirm_address", lang, order=action.order_id, postcode=postcode)
    return OutboundButtons(text, (Button(f"confirm:{action.id}:yes", say("yes", lang)),
                                  Button(f"confirm:{action.id}:no", say("no", lang))))


def refunded(action: Action, order: Order | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("refunded", lang, **_money(action, order, lang)))


def refund_processing(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_processing", lang, **_money(action)))


def waiting_for_approval(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("waiting_for_approval", lang, **_money(action)))


def refund_rejected(action: Action, reason: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_rejected", lang, **_money(action), why=f" ({reason})" if reason else ""))


def refund_not_made(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_not_made", lang, **_money(action)))


def fixed(key: str, lang: str = "en") -> OutboundText:
    """One of the texts without fields: cancelled, expired, address_changed, back_with_bot, ..."""
    return OutboundText(say(key, lang))


def close_message(summary: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("close", lang, summary=say("so_far", lang, summary=summary) if summary else ""))
