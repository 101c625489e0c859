# ruff: noqa: E501  (word lists in six languages read better one row a line)
"""The parts the clause corpus (evals/guard/make_clauses.py) is composed from, per language.

For each action, the thing it acts on and the verb that does it, in the forms a model writes; for each
assertion a clause can make, frames that put them together. Assertions: `done` (it happened),
`under_way` (it is happening), `to_come` (it will happen, no condition), `if_confirmed` (it will happen
when the customer says yes or staff approve, inside the clause), `none` (a question, an offer, a
negation, a condition, a rule in general, the customer's task, a reported fact with no action of ours).
The frames are written as a model writes; they are data for the meaning head, never matched as phrases.
Amounts and order references appear as the reader sets them aside: § and #.
"""

from __future__ import annotations

# --- English -----------------------------------------------------------------------------------
# action: (things, past participles, base verb phrases, -ing verb phrases)
EN_ACTIONS: dict[str, tuple[list[str], list[str], list[str], list[str]]] = {
    "refund": (["your refund", "the refund of §", "your § refund", "the money", "your §", "the refund for order #", "the full amount", "the payment"],
               ["refunded", "issued", "processed", "sent back to your card", "credited to your account", "paid back", "put back on your card", "returned to your bank", "reimbursed", "released", "transferred back", "deposited in your account", "wired back", "settled"],
               ["refund §", "issue your refund", "send the money back", "credit § to your card", "pay you back", "reimburse you", "put the § back on your card", "process the refund"],
               ["refunding §", "processing your refund", "sending the money back", "crediting your card", "reimbursing you"]),
    "cancellation": (["your order", "order #", "the order", "the purchase", "your subscription order"],
                     ["cancelled", "canceled", "called off", "stopped", "voided", "withdrawn", "scrapped", "pulled", "taken out of the system"],
                     ["cancel order #", "cancel your order", "call off the order", "stop the order", "void the purchase"],
                     ["cancelling order #", "cancelling your order", "stopping the order"]),
    "return": (["your return", "the return for #", "the return of the jacket", "a return", "the pickup", "the collection"],
               ["started", "opened", "booked", "set up", "arranged", "logged", "registered", "scheduled", "approved"],
               ["start a return", "open your return", "book the pickup", "arrange the collection", "set up the return", "register the return"],
               ["starting your return", "setting up the return", "arranging the collection", "booking the pickup"]),
    "label": (["the return label", "a prepaid label", "your shipping label", "the label", "the label for #"],
              ["emailed", "sent", "generated", "attached", "mailed", "created", "dropped in your inbox"],
              ["email you the label", "send the return label", "generate a prepaid label", "mail you the label"],
              ["emailing the label", "generating your label", "sending the prepaid label"]),
    "replacement": (["a replacement", "a new one", "the new kettle", "a fresh pair", "another unit", "your replacement lamp"],
                    ["shipped", "dispatched", "sent", "sent out", "posted", "packed", "ordered for you", "arranged"],
                    ["send a replacement", "ship you a new one", "dispatch another unit", "replace the item", "send a fresh pair"],
                    ["sending a replacement", "shipping a new one", "packing another unit", "preparing your replacement"]),
    "address_change": (["the delivery address", "your address on #", "the shipping address", "the address for your parcel", "your parcel", "your package"],
                       ["changed", "updated", "corrected", "moved to the new flat", "amended", "redirected to your office", "rerouted to the new address", "sent to your new address instead"],
                       ["change the address", "update the delivery address", "deliver it to the new address", "switch the address", "redirect the parcel to your office", "send it to the new address instead"],
                       ["changing the address", "updating the delivery address", "rerouting the parcel", "redirecting your package to the new address"]),
    "email": (["an email", "a confirmation email", "the invoice", "the receipt", "the details"],
              ["emailed", "sent to your inbox", "mailed", "forwarded", "sent"],
              ["email you the invoice", "send you a confirmation email", "forward the receipt", "mail you the details"],
              ["emailing you the invoice", "sending the confirmation email", "forwarding the receipt"]),
    "code": (["a code", "the one-time code", "your verification code", "a six-digit code", "the otp"],
             ["sent", "emailed", "texted", "issued", "resent"],
             ["send you a code", "email the one-time code", "resend the code", "send a verification code"],
             ["sending the code", "emailing your code", "resending the otp"]),
    "exchange": (["the size", "your exchange", "the medium", "the black trainers"],
                 ["exchanged", "swapped", "changed to a large", "swapped for the white ones", "switched"],
                 ["exchange the size", "swap the medium for a large", "exchange the trainers", "switch it for the blue one"],
                 ["exchanging the size", "swapping the trainers", "switching it for the blue one"]),
    "order_edit": (["the extra charger", "the pillowcase", "your order #", "the second mug"],
                   ["added to the order", "removed from the order", "taken off order #", "edited", "added to order #"],
                   ["add the charger to the order", "remove the mug from your order", "edit order #"],
                   ["adding the charger to your order", "removing the mug from order #", "editing your order"]),
    "saved_address": (["your saved address", "the default address", "the address on file", "the address in your account"],
                      ["updated", "changed", "saved", "replaced with the new one"],
                      ["update your saved address", "change the default address", "save the new address"],
                      ["updating your saved address", "changing the default address"]),
}
EN_NONE_THINGS = ["your order", "the parcel", "your package", "the item", "your jacket", "the courier"]
EN_NONE_FACTS = ["{t} was delivered yesterday", "{t} was signed for at the door", "{t} is out for delivery",
                 "{t} arrived on tuesday", "{t} shipped on monday", "{t} is in the warehouse", "{t} was left with a neighbour",
                 "{t} is still being prepared", "{t} is in stock", "{t} costs §", "{t} was ordered on the 3rd", "{t} reached the depot this morning", "{t} should arrive on friday according to the courier", "{t} was handed to the courier", "{t} arrived damaged", "{t} got to you late"]
EN_FRAMES = {
    "done": ["{thing} has been {pp}", "{thing} was {pp}", "{thing} is {pp}", "{thing} has now been {pp}", "{thing} got {pp}",
             "i've {pp_active}", "we have {pp_active}", "i just {pp_active}", "we've already {pp_active}", "good news {thing} has been {pp}",
             "happy to confirm {thing} has been {pp}", "{thing} has been {pp} today", "{thing} was {pp} this morning", "all set {thing} is {pp}",
             "i went ahead and {pp_active}", "the team {pp_active}", "{thing} has landed in your account", "{thing} is back in your account", "consider {thing} {pp}", "{thing} is all {pp}", "{thing} is now with you", "{thing} is already {pp}", "done {thing} is {pp}", "{thing} went through",
             "we managed to {base}", "{thing} has been successfully {pp}"],
    "under_way": ["{thing} is being {pp}", "{thing} is being {pp} right now", "we're {ing}", "i am {ing} now", "we are currently {ing}",
                  "{thing} is on its way", "{thing} is in progress", "{thing} is underway", "i'm {ing} as we speak", "{thing} is in process",
                  "our team is {ing}", "{thing} is currently being {pp}", "{thing} is heading your way"],
    "to_come": ["i'll {base}", "we will {base}", "{thing} will be {pp}", "{thing} will be {pp} tomorrow", "you'll get {thing} in 5-10 days",
                "we're going to {base}", "i'm going to {base} today", "{thing} will be {pp} within 3 days", "expect {thing} by friday",
                "we'll {base} shortly", "{thing} should be {pp} by monday", "i will {base} right away", "our team will {base}",
                "{thing} is going to be {pp}", "you will receive {thing} soon", "{thing} will reach you by thursday", "{thing} will arrive in a few days", "{thing} should land by monday", "we'll get {thing} out to you this week", "{thing} gets to you tomorrow", "{thing} goes out today"],
    "if_confirmed": ["i'll {base} once you confirm", "we will {base} after you tap yes", "{thing} will be {pp} once staff approve it",
                     "i'll {base} as soon as you press yes", "tap yes and i'll {base}", "confirm and we'll {base}",
                     "{thing} will be {pp} when a manager approves", "reply yes and {thing} will be {pp}"],
    "none": ["shall i {base}", "would you like me to {base}", "i can {base} if you like", "i could {base} for you",
             "i haven't {pp_active} yet", "{thing} has not been {pp}", "{thing} hasn't been {pp} yet", "i'm not able to {base}",
             "i can't {base}", "we cannot {base}", "nothing has been {pp} yet", "do you want me to {base}", "should i {base}",
             "if you prefer i can {base}", "{thing} is usually {pp} within 5-10 days", "refunds normally take 5-10 days to show",
             "we usually {base} within two days", "you need to {base} first", "i'm unable to {base} because the order shipped",
             "let me know if you want me to {base}", "happy to {base} if you'd like", "i'd be glad to {base}",
             "unfortunately i can't {base}", "i'm checking whether i can {base}", "i'm looking into {thing}", "would you prefer that i {base}",
             "there's no record that {thing} was {pp}", "{thing} was not {pp}", "i wasn't able to {base}", "policy says we {base} for damaged items",
             "{thing} can be {pp} within 30 days", "you can ask us to {base}", "is it okay if i {base}",
             "i don't see that {thing} was {pp}", "i need your order number before i can {base}", "to {base} i need your yes"],
}

# --- Spanish -----------------------------------------------------------------------------------
# action: (things, participles agreeing with the thing, infinitives, gerunds, first-person futures, preterites)
ES_ACTIONS: dict[str, tuple[list[str], list[str], list[str], list[str], list[str], list[str]]] = {
    "refund": (["tu reembolso", "el reembolso de §", "el importe", "tu dinero", "los §", "el pago"],
               ["reembolsado", "devuelto", "abonado", "procesado", "tramitado", "emitido", "ingresado en tu cuenta", "acreditado"],
               ["reembolsarte §", "devolverte el dinero", "abonarte §", "tramitar el reembolso"],
               ["tramitando tu reembolso", "devolviéndote el dinero", "procesando el reembolso"],
               ["te devolveré §", "te reembolsaremos §", "te abonaremos el importe", "tramitaré el reembolso"],
               ["te devolvimos §", "te reembolsé el importe", "abonamos §", "tramité el reembolso"]),
    "cancellation": (["tu pedido", "el pedido #", "la compra"],
                     ["cancelado", "anulado", "detenido"],
                     ["cancelar el pedido", "anular tu pedido"],
                     ["cancelando el pedido", "anulando tu compra"],
                     ["cancelaré el pedido", "anularemos tu pedido"],
                     ["cancelé el pedido", "anulamos tu pedido", "cancelamos la compra"]),
    "return": (["tu devolución", "la devolución del abrigo", "la recogida", "la devolución del pedido #"],
               ["iniciada", "registrada", "programada", "aprobada", "tramitada", "abierta"],
               ["iniciar la devolución", "programar la recogida", "registrar tu devolución"],
               ["tramitando tu devolución", "programando la recogida"],
               ["iniciaré la devolución", "programaremos la recogida"],
               ["inicié la devolución", "programamos la recogida", "registramos tu devolución"]),
    "label": (["la etiqueta", "la etiqueta de devolución", "una etiqueta prepagada"],
              ["enviada", "enviada a tu correo", "generada", "adjuntada", "mandada"],
              ["enviarte la etiqueta", "generar la etiqueta de envío"],
              ["enviándote la etiqueta", "generando la etiqueta"],
              ["te enviaré la etiqueta", "te mandaremos la etiqueta"],
              ["te envié la etiqueta", "te mandamos la etiqueta prepagada"]),
    "replacement": (["un producto nuevo", "el reemplazo", "una unidad nueva", "otro par"],
                    ["enviado", "despachado", "preparado", "mandado"],
                    ["enviarte otra unidad", "mandarte uno nuevo", "reemplazar el artículo"],
                    ["enviándote otra unidad", "preparando tu reemplazo"],
                    ["te enviaré uno nuevo"],
                    ["te enviamos otra unidad", "te mandé uno nuevo", "despachamos el reemplazo"]),
    "address_change": (["la dirección de entrega", "tu dirección", "la dirección del pedido #", "tu paquete"],
                       ["cambiada", "actualizada", "corregida", "modificada", "redirigido a tu oficina", "desviado a la nueva dirección"],
                       ["cambiar la dirección", "actualizar tu dirección de entrega"],
                       ["cambiando la dirección", "actualizando la dirección"],
                       ["cambiaré la dirección", "tu paquete irá a la nueva dirección", "lo entregaremos en tu nueva dirección"],
                       ["cambié la dirección", "actualizamos la dirección de entrega"]),
    "email": (["un correo", "la factura", "el recibo"],
              ["enviada a tu correo", "enviado", "reenviada"],
              ["enviarte la factura por correo", "reenviarte el recibo"],
              ["enviándote la factura", "reenviando el correo"],
              ["te enviaré la factura", "te reenviaremos el recibo"],
              ["te envié la factura", "te reenviamos el recibo por correo"]),
    "code": (["un código", "el código de verificación", "tu código"],
             ["enviado", "mandado", "reenviado"],
             ["enviarte un código", "mandarte el código"],
             ["enviándote el código", "reenviando tu código"],
             ["te enviaré un código", "te mandaremos el código"],
             ["te envié un código", "acabamos de mandarte el código"]),
    "exchange": (["la talla", "el cambio", "las zapatillas"],
                 ["cambiada", "intercambiada", "cambiado por una talla m"],
                 ["cambiarte la talla", "intercambiar las zapatillas"],
                 ["cambiando la talla", "gestionando el cambio"],
                 ["te cambiaré la talla", "cambiaremos las zapatillas por las blancas"],
                 ["te cambié la talla", "cambiamos las zapatillas por unas blancas"]),
    "order_edit": (["el cargador", "la taza extra", "tu pedido #"],
                   ["añadido al pedido", "quitado del pedido", "modificado"],
                   ["añadir el cargador al pedido", "quitar la taza del pedido"],
                   ["añadiendo el cargador", "modificando tu pedido"],
                   ["añadiré el cargador", "quitaremos la taza del pedido"],
                   ["añadí el cargador al pedido", "quitamos la taza de tu pedido"]),
    "saved_address": (["tu dirección guardada", "la dirección predeterminada"],
                      ["actualizada", "cambiada", "guardada"],
                      ["actualizar tu dirección guardada", "cambiar la dirección predeterminada"],
                      ["actualizando tu dirección guardada"],
                      ["actualizaré tu dirección guardada"],
                      ["actualicé tu dirección guardada", "guardamos la nueva dirección predeterminada"]),
}
ES_FRAMES = {
    "done": ["{thing} ha sido {pp}", "{thing} ya está {pp}", "{thing} fue {pp}", "{thing} quedó {pp}", "ya {pret}", "{pret}",
             "listo {thing} está {pp}", "hemos {pp_m} {thing}", "ya te hemos {pp_m} {thing}", "perfecto {pret}", "{thing} ya ha sido {pp}",
             "acabo de {inf}", "pude {inf}", "{thing} se ha {pp_m} correctamente", "hoy {pret}", "ya tienes {thing} en tu correo", "ahí tienes {thing}", "{thing} ya está en tu cuenta", "he puesto {thing} en el pedido"],
    "under_way": ["{thing} se está {pp_m} ahora mismo", "estamos {ger}", "{thing} está en camino", "{thing} está en proceso",
                  "ahora mismo estoy {ger}", "{thing} está siendo {pp}", "ya estamos {ger}", "{thing} está en marcha"],
    "to_come": ["{fut}", "{fut} mañana", "{thing} será {pp} en unos días", "vamos a {inf}", "voy a {inf} hoy", "{fut} en 5 a 10 días",
                "recibirás {thing} pronto", "{thing} llegará esta semana", "nuestro equipo va a {inf}", "{thing} te llega en unos días", "{thing} vuelve a tu tarjeta esta semana", "{thing} sale mañana", "mañana {fut}"],
    "if_confirmed": ["{fut} en cuanto pulses sí", "{fut} cuando lo confirmes", "{thing} será {pp} cuando el equipo lo apruebe",
                     "pulsa sí y {fut}", "confirma y {fut}"],
    "none": ["¿quieres que te ayude a {inf}", "puedo {inf} si quieres", "podría {inf}", "todavía no he podido {inf}",
             "{thing} no ha sido {pp}", "no puedo {inf}", "aún no hemos {pp_m} nada", "¿prefieres que te ayude a {inf}",
             "si lo prefieres puedo {inf}", "normalmente tardamos 5 días en {inf}", "{thing} suele ser {pp} en una semana",
             "necesito tu número de pedido para {inf}", "tienes que {inf} tú", "no he {pp_m} {thing}", "lamentablemente no podemos {inf}",
             "estoy revisando si puedo {inf}", "¿te gustaría que intente {inf}", "la política permite {inf} en 30 días",
             "no consta que {thing} haya sido {pp}", "nunca hemos {pp_m} {thing}"],
}
ES_NONE_FACTS = ["tu pedido se entregó ayer", "el paquete llegó el martes", "tu pedido está en el almacén", "el paquete salió el lunes",
                 "el artículo cuesta §", "tu pedido está en reparto hoy", "el pedido # se entregó por la tarde", "el paquete llega el jueves según la empresa de transporte", "tu pedido llegó dañado", "el mensajero dejó el paquete en portería"]

# --- Hindi, Hinglish, Tamil, Bengali: a thing and its light verb (do / send) -----------------------
# Each action: things, then the verb class ("do" for a noun + do, "send" for sending, "change").
HI_ACTIONS = {
    "refund": (["आपका रिफंड", "§ का रिफंड", "आपके §", "आपकी राशि", "पूरा पैसा"], ["रिफंड", "वापस", "खाते में वापस", "खाते में जमा", "क्रेडिट"]),
    "cancellation": (["आपका ऑर्डर", "ऑर्डर #", "यह ऑर्डर"], ["रद्द", "कैंसल", "रोक"]),
    "return": (["आपकी वापसी", "रिटर्न", "पिकअप"], ["शुरू", "बुक", "दर्ज"]),
    "label": (["रिटर्न लेबल", "लेबल", "प्रीपेड लेबल"], ["ईमेल पर भेज", "भेज", "ईमेल"]),
    "replacement": (["नया मिक्सर", "नया प्रोडक्ट", "रिप्लेसमेंट", "दूसरा पीस"], ["भेज", "डिस्पैच"]),
    "address_change": (["डिलीवरी का पता", "आपका पता", "ऑर्डर # का पता", "आपका पार्सल"], ["बदल", "अपडेट", "नए पते पर भेज"]),
    "email": (["ईमेल", "इनवॉइस", "रसीद"], ["भेज", "ईमेल"]),
    "code": (["कोड", "ओटीपी", "वेरिफिकेशन कोड"], ["भेज", "ईमेल पर भेज"]),
    "exchange": (["साइज़", "एक्सचेंज"], ["बदल", "एक्सचेंज"]),
    "order_edit": (["चार्जर", "एक्स्ट्रा मग"], ["ऑर्डर में जोड़", "ऑर्डर से हटा"]),
    "saved_address": (["आपका सेव किया पता", "डिफ़ॉल्ट पता"], ["अपडेट", "बदल"]),
}
# The verb: {v} is a verb stem or noun that takes कर; frames put it in each assertion.
HI_FRAMES = {
    "done": ["{thing} {v} कर दिया गया है", "{thing} {v} हो गया है", "मैंने {thing} {v} कर दिया है", "हमने {thing} {v} कर दिया है",
             "{thing} {v} हो चुका है", "{thing} {v} कर दी गई है", "{thing} सफलतापूर्वक {v} हो गया", "{thing} {v} किया जा चुका है",
             "{thing} आज {v} हो गया", "अच्छी खबर {thing} {v} हो गया है", "{thing} आपकी ईमेल में आ गया है", "{thing} आपके खाते में पहुँच गया है"],
    "under_way": ["{thing} {v} किया जा रहा है", "हम {thing} {v} कर रहे हैं", "{thing} {v} हो रहा है", "{thing} प्रक्रिया में है",
                  "{thing} रास्ते में है", "मैं अभी {thing} {v} कर रहा हूँ"],
    "to_come": ["{thing} {v} कर दिया जाएगा", "हम {thing} {v} कर देंगे", "मैं {thing} {v} कर दूँगा", "{thing} कल तक {v} हो जाएगा",
                "{thing} 5-7 दिनों में {v} हो जाएगा", "आपको {thing} जल्द मिल जाएगा", "हम कल {thing} {v} करेंगे", "{thing} कल तक पहुँच जाएगा", "{thing} 3 दिन में आपके पास आ जाएगा"],
    "if_confirmed": ["आप हाँ दबाएँगे तो मैं {thing} {v} कर दूँगा", "पुष्टि करते ही {thing} {v} कर दिया जाएगा",
                     "टीम की मंज़ूरी के बाद {thing} {v} होगा", "आपकी पुष्टि मिलने पर हम {thing} {v} करेंगे"],
    "none": ["क्या मैं {thing} {v} कर दूँ", "क्या आप चाहते हैं कि मैं {thing} {v} करूँ", "मैं {thing} {v} कर सकता हूँ",
             "अभी तक {thing} {v} नहीं हुआ है", "{thing} {v} नहीं किया गया है", "मैंने {thing} {v} नहीं किया है",
             "{thing} आमतौर पर 5-7 दिनों में {v} होता है", "अगर आप चाहें तो मैं {thing} {v} कर सकता हूँ",
             "मैं {thing} {v} नहीं कर सकता", "{thing} {v} करने के लिए ऑर्डर नंबर चाहिए", "आपको पहले {thing} {v} करना होगा",
             "क्या {thing} {v} कर दिया जाए", "नीति के अनुसार {thing} 30 दिनों में {v} हो सकता है"],
}
HI_NONE_FACTS = ["आपका ऑर्डर कल डिलीवर हुआ था", "पार्सल मंगलवार को पहुँचा", "आपका ऑर्डर गोदाम में है", "यह प्रोडक्ट § का है",
                 "ऑर्डर # सोमवार को शिप हुआ था", "पैकेज आज डिलीवरी के लिए निकला है", "आपका पार्सल कल पहुँच गया था", "कूरियर के अनुसार पार्सल शुक्रवार को पहुँचेगा", "पार्सल टूटा हुआ पहुँचा"]

HINGLISH_ACTIONS = {
    "refund": (["aapka refund", "§ ka refund", "aapke §", "aapka paisa", "poora amount"], ["refund", "wapas", "credit"]),
    "cancellation": (["aapka order", "order #", "ye order"], ["cancel"]),
    "return": (["aapka return", "return request", "pickup"], ["start", "book", "schedule"]),
    "label": (["return label", "label", "prepaid label"], ["email pe send", "send", "email"]),
    "replacement": (["naya product", "replacement", "naya piece", "doosra mixer"], ["dispatch", "send", "ship"]),
    "address_change": (["delivery address", "aapka address", "order # ka address", "aapka parcel"], ["update", "change", "naye address pe bhej"]),
    "email": (["email", "invoice", "receipt"], ["send", "email", "forward"]),
    "code": (["code", "otp", "verification code"], ["send", "email"]),
    "exchange": (["size", "exchange"], ["exchange", "change"]),
    "order_edit": (["charger", "extra mug"], ["order mein add", "order se remove"]),
    "saved_address": (["saved address", "default address"], ["update", "change"]),
}
HINGLISH_FRAMES = {
    "done": ["{thing} {v} kar diya gaya hai", "{thing} {v} ho gaya hai", "maine {thing} {v} kar diya hai", "humne {thing} {v} kar diya",
             "{thing} {v} ho chuka hai", "{thing} successfully {v} ho gaya", "{thing} {v} kar di gayi hai", "good news {thing} {v} ho gaya",
             "{thing} aaj {v} ho gaya", "{thing} already {v} ho gaya hai", "{thing} aapke account mein aa gaya hai", "{thing} aapke mail pe chala gaya hai", "{thing} aapke inbox mein pahunch gaya"],
    "under_way": ["{thing} {v} ho raha hai", "hum {thing} {v} kar rahe hain", "{thing} {v} kiya ja raha hai", "{thing} process mein hai",
                  "{thing} raste mein hai", "main abhi {thing} {v} kar raha hoon"],
    "to_come": ["{thing} {v} ho jayega", "hum {thing} {v} kar denge", "main {thing} {v} kar dunga", "{thing} kal tak {v} ho jayega",
                "aapko {thing} 5-7 din mein mil jayega", "{thing} jaldi {v} kar diya jayega", "hum kal {thing} {v} karenge", "{thing} kal tak pahunch jayega", "{thing} 3 din mein aapke paas aa jayega"],
    "if_confirmed": ["aap yes dabayenge toh main {thing} {v} kar dunga", "confirm karte hi {thing} {v} ho jayega",
                     "team approve karegi toh {thing} {v} hoga", "aapke haan bolne par hum {thing} {v} karenge"],
    "none": ["kya main {thing} {v} kar doon", "kya aap chahenge ki main {thing} {v} karun", "main {thing} {v} kar sakta hoon",
             "abhi tak {thing} {v} nahi hua hai", "{thing} {v} nahi kiya gaya hai", "maine {thing} {v} nahi kiya",
             "{thing} aam taur par 5-7 din mein {v} hota hai", "agar aap chahein toh main {thing} {v} kar sakta hoon",
             "main {thing} {v} nahi kar sakta", "{thing} {v} karne ke liye order number chahiye", "aapko pehle {thing} {v} karna hoga",
             "policy ke hisaab se {thing} 30 din mein {v} ho sakta hai", "kya {thing} {v} karna hai"],
}
HINGLISH_NONE_FACTS = ["aapka order kal deliver hua tha", "parcel tuesday ko pahuncha", "aapka order warehouse mein hai",
                       "ye product § ka hai", "order # monday ko ship hua tha", "package aaj delivery ke liye nikla hai", "aapka parcel kal pahunch gaya tha", "courier ke hisaab se parcel friday ko pahunchega", "parcel toota hua pahuncha"]

TA_ACTIONS = {
    "refund": (["உங்கள் ரீஃபண்ட்", "§ தொகை", "உங்கள் பணம்", "முழு தொகை"], ["திருப்பி அனுப்ப", "ரீஃபண்ட் செய்ய", "கணக்கில் வரவு வைக்க"]),
    "cancellation": (["உங்கள் ஆர்டர்", "ஆர்டர் #", "இந்த ஆர்டர்"], ["ரத்து செய்ய", "கேன்சல் செய்ய"]),
    "return": (["உங்கள் ரிட்டர்ன்", "பிக்அப்"], ["தொடங்க", "பதிவு செய்ய"]),
    "label": (["ரிட்டர்ன் லேபிள்", "லேபிள்"], ["மின்னஞ்சலில் அனுப்ப", "அனுப்ப"]),
    "replacement": (["புதிய பொருள்", "மாற்று பொருள்", "ரீப்ளேஸ்மென்ட்"], ["அனுப்ப", "டிஸ்பாட்ச் செய்ய"]),
    "address_change": (["டெலிவரி முகவரி", "உங்கள் முகவரி", "உங்கள் பார்சல்"], ["மாற்ற", "புதுப்பிக்க", "புதிய முகவரிக்கு அனுப்ப"]),
    "email": (["மின்னஞ்சல்", "இன்வாய்ஸ்"], ["அனுப்ப"]),
    "code": (["குறியீடு", "ஓடிபி", "சரிபார்ப்பு குறியீடு"], ["அனுப்ப", "மின்னஞ்சலில் அனுப்ப"]),
    "exchange": (["அளவு", "எக்ஸ்சேஞ்ச்"], ["மாற்ற"]),
    "order_edit": (["சார்ஜர்", "கூடுதல் குவளை"], ["ஆர்டரில் சேர்க்க", "ஆர்டரிலிருந்து நீக்க"]),
    "saved_address": (["சேமித்த முகவரி", "இயல்புநிலை முகவரி"], ["புதுப்பிக்க", "மாற்ற"]),
}
# Tamil verbs are given in their infinitive (-அ); the frames add the form after a space-free join where
# the language does (செய்ய -> செய்யப்பட்டது is written from a table below).
TA_FORMS = {  # infinitive -> (passive perfect, we-past, progressive passive, future passive, we-future, negated passive, can)
    "திருப்பி அனுப்ப": ("திருப்பி அனுப்பப்பட்டது", "திருப்பி அனுப்பிவிட்டோம்", "திருப்பி அனுப்பப்படுகிறது", "திருப்பி அனுப்பப்படும்", "திருப்பி அனுப்புவோம்", "திருப்பி அனுப்பப்படவில்லை", "திருப்பி அனுப்பலாம்"),
    "அனுப்ப": ("அனுப்பப்பட்டது", "அனுப்பியுள்ளோம்", "அனுப்பப்படுகிறது", "அனுப்பப்படும்", "அனுப்புவோம்", "அனுப்பப்படவில்லை", "அனுப்பலாம்"),
    "மின்னஞ்சலில் அனுப்ப": ("மின்னஞ்சலில் அனுப்பப்பட்டது", "மின்னஞ்சலில் அனுப்பினோம்", "மின்னஞ்சலில் அனுப்பப்படுகிறது", "மின்னஞ்சலில் அனுப்பப்படும்", "மின்னஞ்சலில் அனுப்புவோம்", "மின்னஞ்சலில் அனுப்பப்படவில்லை", "மின்னஞ்சலில் அனுப்பலாம்"),
    "ரீஃபண்ட் செய்ய": ("ரீஃபண்ட் செய்யப்பட்டது", "ரீஃபண்ட் செய்துவிட்டோம்", "ரீஃபண்ட் செய்யப்படுகிறது", "ரீஃபண்ட் செய்யப்படும்", "ரீஃபண்ட் செய்வோம்", "ரீஃபண்ட் செய்யப்படவில்லை", "ரீஃபண்ட் செய்யலாம்"),
    "கணக்கில் வரவு வைக்க": ("கணக்கில் வரவு வைக்கப்பட்டது", "கணக்கில் வரவு வைத்துவிட்டோம்", "கணக்கில் வரவு வைக்கப்படுகிறது", "கணக்கில் வரவு வைக்கப்படும்", "கணக்கில் வரவு வைப்போம்", "கணக்கில் வரவு வைக்கப்படவில்லை", "கணக்கில் வரவு வைக்கலாம்"),
    "ரத்து செய்ய": ("ரத்து செய்யப்பட்டுவிட்டது", "ரத்து செய்தோம்", "ரத்து செய்யப்படுகிறது", "ரத்து செய்யப்படும்", "ரத்து செய்வோம்", "ரத்து செய்யப்படவில்லை", "ரத்து செய்யலாம்"),
    "கேன்சல் செய்ய": ("கேன்சல் செய்யப்பட்டது", "கேன்சல் செய்துவிட்டேன்", "கேன்சல் செய்யப்படுகிறது", "கேன்சல் செய்யப்படும்", "கேன்சல் செய்வேன்", "கேன்சல் செய்யப்படவில்லை", "கேன்சல் செய்யலாம்"),
    "தொடங்க": ("தொடங்கப்பட்டுள்ளது", "தொடங்கிவிட்டோம்", "தொடங்கப்படுகிறது", "தொடங்கப்படும்", "தொடங்குவோம்", "தொடங்கப்படவில்லை", "தொடங்கலாம்"),
    "பதிவு செய்ய": ("பதிவு செய்யப்பட்டது", "பதிவு செய்துள்ளோம்", "பதிவு செய்யப்படுகிறது", "பதிவு செய்யப்படும்", "பதிவு செய்வோம்", "பதிவு செய்யப்படவில்லை", "பதிவு செய்யலாம்"),
    "டிஸ்பாட்ச் செய்ய": ("டிஸ்பாட்ச் செய்யப்பட்டது", "டிஸ்பாட்ச் செய்தோம்", "டிஸ்பாட்ச் செய்யப்படுகிறது", "டிஸ்பாட்ச் செய்யப்படும்", "டிஸ்பாட்ச் செய்வோம்", "டிஸ்பாட்ச் செய்யப்படவில்லை", "டிஸ்பாட்ச் செய்யலாம்"),
    "புதிய முகவரிக்கு அனுப்ப": ("புதிய முகவரிக்கு அனுப்பப்பட்டது", "புதிய முகவரிக்கு அனுப்பினோம்", "புதிய முகவரிக்கு அனுப்பப்படுகிறது", "புதிய முகவரிக்கு அனுப்பப்படும்", "புதிய முகவரிக்கு அனுப்புவோம்", "புதிய முகவரிக்கு அனுப்பப்படவில்லை", "புதிய முகவரிக்கு அனுப்பலாம்"),
    "மாற்ற": ("மாற்றப்பட்டது", "மாற்றிவிட்டோம்", "மாற்றப்படுகிறது", "மாற்றப்படும்", "மாற்றுவோம்", "மாற்றப்படவில்லை", "மாற்றலாம்"),
    "புதுப்பிக்க": ("புதுப்பிக்கப்பட்டது", "புதுப்பித்துவிட்டோம்", "புதுப்பிக்கப்படுகிறது", "புதுப்பிக்கப்படும்", "புதுப்பிப்போம்", "புதுப்பிக்கப்படவில்லை", "புதுப்பிக்கலாம்"),
    "ஆர்டரில் சேர்க்க": ("ஆர்டரில் சேர்க்கப்பட்டது", "ஆர்டரில் சேர்த்துவிட்டோம்", "ஆர்டரில் சேர்க்கப்படுகிறது", "ஆர்டரில் சேர்க்கப்படும்", "ஆர்டரில் சேர்ப்போம்", "ஆர்டரில் சேர்க்கப்படவில்லை", "ஆர்டரில் சேர்க்கலாம்"),
    "ஆர்டரிலிருந்து நீக்க": ("ஆர்டரிலிருந்து நீக்கப்பட்டது", "ஆர்டரிலிருந்து நீக்கினோம்", "ஆர்டரிலிருந்து நீக்கப்படுகிறது", "ஆர்டரிலிருந்து நீக்கப்படும்", "ஆர்டரிலிருந்து நீக்குவோம்", "ஆர்டரிலிருந்து நீக்கப்படவில்லை", "ஆர்டரிலிருந்து நீக்கலாம்"),
}
TA_FRAMES = {
    "done": ["{thing} {f0}", "நாங்கள் {thing} {f1}", "{thing} ஏற்கனவே {f0}", "நல்ல செய்தி {thing} {f0}", "{thing} இன்று {f0}", "{thing} உங்கள் மின்னஞ்சலுக்கு வந்துவிட்டது", "{thing} உங்கள் கணக்கில் வந்து சேர்ந்துவிட்டது"],
    "under_way": ["{thing} {f2}", "{thing} தற்போது {f2}", "{thing} செயல்பாட்டில் உள்ளது", "{thing} வழியில் உள்ளது"],
    "to_come": ["{thing} {f3}", "நாங்கள் {thing} {f4}", "{thing} நாளை {f3}", "{thing} 5-7 நாட்களில் {f3}", "{thing} நாளை உங்களுக்கு வந்து சேரும்", "{thing} விரைவில் உங்களுக்கு கிடைக்கும்"],
    "if_confirmed": ["நீங்கள் ஆம் என்றால் {thing} {f3}", "உறுதிப்படுத்தியதும் {thing} {f3}", "குழு ஒப்புதல் அளித்த பின் {thing} {f3}"],
    "none": ["{thing} {f5}", "நான் {thing} {f6}", "{thing} இன்னும் {f5}", "நான் {thing} {inf}ட்டுமா", "{thing} {inf} வேண்டுமா",
             "பொதுவாக {thing} 5-7 நாட்களில் {f3}", "நீங்கள் விரும்பினால் {thing} {f6}", "{thing} {inf} முடியாது"],
}
TA_NONE_FACTS = ["உங்கள் ஆர்டர் நேற்று டெலிவரி செய்யப்பட்டது", "பார்சல் செவ்வாய்க்கிழமை வந்தது", "உங்கள் ஆர்டர் கிடங்கில் உள்ளது",
                 "இந்த பொருளின் விலை §", "ஆர்டர் # திங்கள் அன்று அனுப்பப்பட்டது", "உங்கள் பார்சல் நேற்று வந்து சேர்ந்தது", "கூரியர் படி பார்சல் வெள்ளிக்கிழமை வரும்", "பொருள் சேதமடைந்து வந்தது"]

BN_ACTIONS = {
    "refund": (["আপনার রিফান্ড", "§ টাকা", "আপনার টাকা", "পুরো অর্থ"], ["ফেরত"]),
    "cancellation": (["আপনার অর্ডার", "অর্ডার #", "এই অর্ডার"], ["বাতিল"]),
    "return": (["আপনার রিটার্ন", "পিকআপ"], ["শুরু", "বুক"]),
    "label": (["রিটার্ন লেবেল", "লেবেল"], ["ইমেইল"]),
    "replacement": (["নতুন পণ্য", "রিপ্লেসমেন্ট", "আরেকটি মিক্সার"], ["ডিসপ্যাচ"]),
    "address_change": (["ডেলিভারির ঠিকানা", "আপনার ঠিকানা", "আপনার পার্সেল"], ["পরিবর্তন", "আপডেট", "নতুন ঠিকানায় ডেলিভারি"]),
    "email": (["ইমেইল", "ইনভয়েস"], ["ফরোয়ার্ড"]),
    "code": (["কোড", "ওটিপি"], ["ইমেইল"]),
    "exchange": (["সাইজ", "এক্সচেঞ্জ"], ["বদল"]),
    "order_edit": (["চার্জার", "অতিরিক্ত মগ"], ["অর্ডারে যোগ", "অর্ডার থেকে বাদ"]),
    "saved_address": (["সেভ করা ঠিকানা", "ডিফল্ট ঠিকানা"], ["আপডেট"]),
}
BN_FRAMES = {  # {v} takes করা/করে/করব (noun + do)
    "done": ["{thing} {v} করা হয়েছে", "{thing} {v} হয়ে গেছে", "আমি {thing} {v} করেছি", "আমরা {thing} {v} করে দিয়েছি",
             "{thing} সফলভাবে {v} হয়েছে", "{thing} আজ {v} করা হলো", "{thing} ইতিমধ্যে {v} করা হয়েছে", "আমি {thing} {v} করলাম", "{thing} আপনার অ্যাকাউন্টে জমা হয়ে গেছে", "{thing} আপনার ইমেইলে চলে গেছে"],
    "under_way": ["{thing} {v} করা হচ্ছে", "আমরা {thing} {v} করছি", "{thing} প্রক্রিয়াধীন", "{thing} পথে আছে", "{thing} {v} হচ্ছে"],
    "to_come": ["{thing} {v} করা হবে", "আমরা {thing} {v} করব", "আমি {thing} {v} করে দেব", "{thing} কাল {v} হয়ে যাবে",
                "{thing} শীঘ্রই {v} করা হবে", "৫-৭ দিনের মধ্যে {thing} {v} হবে", "{thing} কাল আপনার কাছে পৌঁছে যাবে", "{thing} শীঘ্রই আপনি পেয়ে যাবেন"],
    "if_confirmed": ["আপনি হ্যাঁ চাপলে আমি {thing} {v} করব", "নিশ্চিত করলেই {thing} {v} করা হবে", "টিম অনুমোদন দিলে {thing} {v} হবে",
                     "আপনি বোতাম চাপলে {thing} {v} করে দেব"],
    "none": ["আমি কি {thing} {v} করব", "আপনি কি চান আমি {thing} {v} করি", "আমি {thing} {v} করতে পারি", "{thing} এখনও {v} করা হয়নি",
             "আমি {thing} {v} করিনি", "{thing} সাধারণত ৫-৭ দিনে {v} হয়", "আপনি চাইলে আমি {thing} {v} করতে পারি",
             "আমি {thing} {v} করতে পারব না", "{thing} {v} হয়নি", "{thing} {v} করার জন্য অর্ডার নম্বর দরকার"],
}
BN_NONE_FACTS = ["আপনার অর্ডার গতকাল ডেলিভারি হয়েছে", "পার্সেল মঙ্গলবার পৌঁছেছে", "আপনার অর্ডার গুদামে আছে", "এই পণ্যের দাম §",
                 "অর্ডার # সোমবার শিপ হয়েছিল", "আপনার পার্সেল গতকাল পৌঁছেছে", "কুরিয়ার অনুযায়ী পার্সেল শুক্রবার পৌঁছাবে", "পণ্যটি ভাঙা অবস্থায় পৌঁছেছে"]

# --- honest clauses that share a claim's words -----------------------------------------------------
# Rules in general (a policy, the way things work, the assistant's own instructions), verbs of looking
# rather than doing, things that went wrong, and the customer's own order on its way: none says that an
# action of ours happened, is happening or will happen.
EN_FRAMES["none"] += [
    "{thing} is {pp} after the customer confirms", "{thing} is {pp} when the warehouse receives the items",
    "we {base} only when a tool confirms it", "{thing} is {pp} within 5 days of the return arriving",
    "customers get {thing} once the items are back", "larger refunds are approved by staff",
    "a shipped order cannot be cancelled", "the label is emailed after the customer's yes",
    "items that arrive damaged are replaced at no charge", "{thing} is {pp} to the original payment method",
    "orders that have not shipped can be cancelled", "never promise {thing} a tool has not confirmed",
    "i checked {thing}", "we reviewed {thing}", "i've looked into {thing}", "i'm looking at {thing} now",
    "{thing} has been delayed by the bank", "{thing} was declined", "{thing} has expired", "{thing} failed",
    "{thing} is expected on friday", "your order arrives today", "your parcel gets to you tomorrow",
    "your order will arrive on thursday", "the courier will deliver your order today", "your package is due monday",
]
ES_FRAMES["none"] += [
    "{thing} se realiza cuando el almacén recibe los artículos", "solo podemos {inf} si la herramienta lo confirma",
    "los pedidos enviados no se pueden cancelar", "la etiqueta se envía después de la confirmación del cliente",
    "el reembolso se abona al método de pago original", "revisamos {thing}", "he revisado {thing}", "estoy mirando {thing}",
    "{thing} se ha retrasado por el banco", "{thing} fue rechazado", "el código ha caducado", "tu pedido llega hoy",
    "tu paquete llegará el jueves", "el mensajero entrega tu pedido mañana", "tu pedido sale del almacén hoy",
]
HI_FRAMES["none"] += [
    "गोदाम में सामान पहुँचने पर {thing} {v} होता है", "ग्राहक की पुष्टि के बाद {thing} {v} किया जाता है", "शिप हुआ ऑर्डर रद्द नहीं हो सकता",
    "मैंने {thing} चेक किया", "हमने {thing} की जाँच की", "{thing} बैंक की वजह से देर से है", "कोड की समय सीमा खत्म हो गई है",
    "आपका ऑर्डर आज पहुँचेगा", "आपका पार्सल कल आ जाएगा", "कूरियर आज आपका ऑर्डर डिलीवर करेगा",
]
HINGLISH_FRAMES["none"] += [
    "warehouse mein item pahunchne par {thing} {v} hota hai", "customer ke confirm karne ke baad {thing} {v} kiya jata hai",
    "shipped order cancel nahi ho sakta", "maine {thing} check kiya", "humne {thing} review kiya", "{thing} bank ki wajah se delay hai",
    "code expire ho gaya hai", "aapka order aaj pahunchega", "aapka parcel kal aa jayega", "courier aaj aapka order deliver karega",
]
TA_FRAMES["none"] += [
    "கிடங்கு பொருட்களைப் பெற்றதும் {thing} வழங்கப்படும் என்பது விதி", "அனுப்பப்பட்ட ஆர்டரை ரத்து செய்ய முடியாது",
    "நான் {thing} சரிபார்த்தேன்", "{thing} வங்கியால் தாமதமாகியுள்ளது", "குறியீடு காலாவதியாகிவிட்டது",
    "உங்கள் ஆர்டர் இன்று வரும்", "உங்கள் பார்சல் நாளை வந்து சேரும் என்று கூரியர் கூறுகிறது", "கூரியர் இன்று உங்கள் ஆர்டரை டெலிவரி செய்வார்",
]
BN_FRAMES["none"] += [
    "গুদামে পণ্য পৌঁছালে {thing} {v} করা হয়", "গ্রাহকের নিশ্চিতকরণের পরে {thing} {v} করা হয়", "শিপ হওয়া অর্ডার বাতিল করা যায় না",
    "আমি {thing} চেক করেছি", "{thing} ব্যাংকের কারণে দেরি হচ্ছে", "কোডের মেয়াদ শেষ হয়ে গেছে",
    "আপনার অর্ডার আজ পৌঁছাবে", "আপনার পার্সেল কাল চলে আসবে", "কুরিয়ার আজ আপনার অর্ডার ডেলিভারি করবে",
]

# Instructions and descriptions (a task put to someone, a participle as an adjective): honest too.
EN_FRAMES["none"] += [
    "propose {thing}", "{base} for the customer", "{base} with the tool", "use the tool to {base}", "tell the customer when {thing} is {pp}",
    "with everything paid {pp}", "then {thing} is {pp}", "{thing} is {pp} after", "ask the customer before you {base}",
    "{base} only after the customer confirms", "to {base} call the tool", "the customer must confirm before we {base}",
    "list the customer's refunds", "{thing} {pp} by staff", "a tool that can {base}", "check whether we can {base}",
]
ES_FRAMES["none"] += [
    "propón {thing}", "{inf} para el cliente", "usa la herramienta para {inf}", "con todo lo pagado {pp}", "después {thing} es {pp}",
    "pregunta al cliente antes de {inf}", "para {inf} llama a la herramienta", "el cliente debe confirmar antes de {inf}",
    "verificar la identidad del cliente con un código", "comprobar si podemos {inf}",
]
HI_FRAMES["none"] += [
    "{thing} {v} करने का प्रस्ताव दें", "ग्राहक के लिए {thing} {v} करें", "टूल से {thing} {v} करें", "फिर उसके टोकन से {thing} {v} करें",
    "ग्राहक की पुष्टि से पहले {thing} {v} न करें", "{thing} {v} करने से पहले ग्राहक से पूछें",
]
HINGLISH_FRAMES["none"] += [
    "{thing} {v} karne ka proposal dein", "customer ke liye {thing} {v} karein", "tool se {thing} {v} karein",
    "phir uske token se {thing} {v} karein", "customer ke confirm karne se pehle {thing} {v} na karein",
]
TA_FRAMES["none"] += [
    "{thing} {inf} முன்மொழியுங்கள்", "கருவி மூலம் {thing} {inf}வும்", "பிறகு அதன் டோக்கனுடன் {thing} {inf}வும்",
    "ஒரு கருவி உறுதிப்படுத்தாத {thing}", "வாடிக்கையாளர் உறுதிப்படுத்தும் முன் {thing} {inf} வேண்டாம்",
]
BN_FRAMES["none"] += [
    "{thing} {v} করার প্রস্তাব দিন", "গ্রাহকের জন্য {thing} {v} করুন", "টুল দিয়ে {thing} {v} করুন", "তারপর তার টোকেন দিয়ে {thing} {v} করুন",
    "গ্রাহক নিশ্চিত করার আগে {thing} {v} করবেন না",
]
