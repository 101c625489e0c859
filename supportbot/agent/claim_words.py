"""The morphology the claim reader (supportbot/agent/claim_reading.py) reads clauses with, per language.

Not sentences to match: for each of the six languages, the stems that name an action (its concept),
the auxiliaries and endings that say it is done, under way or still to come, and the words that
deny, suppose, offer or generalise within a clause. A new wording of a claim is caught because its
parts are in these tables, not because the wording is.

Every table holds the languages together: a Hinglish reply borrows English verbs, a Spanish one an
English "email", and scripts never collide. Patterns are matched against text folded as the reader
folds it (NFKC, casefold, amounts as §, order references as #). Latin words are bounded by \b; the
Indic ones are stems and endings, because their words take suffixes.
"""

from __future__ import annotations

# What takes a clause out of the claims, re-exported for the reader (it reads every table from this module).
from supportbot.agent.claim_exclusions import (  # noqa: F401
    ACCEPTED,
    ALTERNATIVE,
    CONFIRMING,
    CUSTOMERS,
    GENERAL,
    IDIOMS,
    IMPERATIVE,
    NEGATION,
    OFFERING,
    PROPOSING,
    REQUEST,
    SUPPOSING,
    WHEN,
)

# --- concepts: an action is named when every group of a row has a hit in the clause ------------

# Already in the inbox: it was sent.
# (The thing may stand between: "ईमेल में कोड आ गया होगा", "ইমেইলে কোড চলে এসেছে", "மின்னஞ்சலில் குறியீடு வந்திருக்கும்".)
_ARRIVED = (r"\b(?:in your (?:inbox|email|mailbox)|en tu (?:correo|bandeja)|email pe aa|"
            r"(?:inbox|email|mail)\s+(?:mein|me|pe|par)\s+(?:hai|hain|(?:\S+\s+)?aa\w*))\b|"
            r"(?:ईमेल|इनबॉक्स|मेल)\s+(?:में|पर)\s+(?:है|हैं|(?:\S+\s+)?आ)|"
            r"(?:ইমেইলে|ইমেলে|ইনবক্সে)\s+(?:\S+\s+)?(?:আছে|চলে|পৌঁছে)|"
            r"(?:மின்னஞ்சலில்|இன்பாக்ஸில்|மெயிலில்)\s+(?:\S+\s+)?(?:இருக்கு|உள்ளது|வந்திரு|வந்துவிட்ட)")
_SEND = (_ARRIVED + r"|\b(?:on (?:its|the) way|en camino|de camino|va camino|raste mein)\b|रास्ते में|வழியில்|পথে|"
         r"\b(?:sent|send|sending|emailed|mailed|e-?mailed|resent|re-sent|dropped|enviad[oa]|envi[éo]|enviar|"
         r"mandad[oa]|mand[éo]|mandando|enviando|escrib\w*|escrit[oa]|wrote|written|"
         r"bhej\w*|bhijwa\w*|email kar|mail kar|lleg(?:ará|ó|a|ado|ando)|"
         r"arriv\w*|headed|heading|(?:went|gone|goes|going)\s+out|(?:envi|mand)ar(?:te|le|les|os)|"
         r"(?:hit|hits|land|lands|reach|reaches)\s+your\s+(?:inbox|email|mailbox)|"
         # What the customer receives was sent: "you'll receive a code", "कोड मिलेगा", "কোড পাবেন".
         # (Tamil's வரும் closes the clause: before a noun it is "that comes", "emails வரும் data".)
         r"receiv\w*|recib\w*|mil\w*)\b|मिल|பெறுவீர்|கிடைக்கும்|வரும்(?=\W*$)|வந்து\s?சேர|পাবেন|পেয়ে|পাবে|"
         r"भेज|भिजवा|मेल कर|ईमेल कर|மெயில் செய்|"
         r"(?:மின்னஞ்சல்|இமெயில்|ஈமெயில்|மெயில்)\s?(?:செய்|பண்ண)|அனுப்ப|পাঠা|পাঠি|ইমেল কর|ইমেইল কর")
_CHANGE = (r"\b(?:chang\w*|updat\w*|modif\w*|correct\w*|moved|edited|cambi\w*|actualiz\w*|corregid[oa]|badal\w*|"
           r"switch\w*|set\b(?:\s\S+){1,4}\sto|new|nuev[oa]s?|naya|nayi|naye|ahora es|now is|is now|"
           r"now\s+(?:reads|shows|says)|ahora\s+(?:dice|figura|aparece)|(?:ya\s+)?qued(?:a|ó|ará)\s+como)\b|"
           r"बदल|अपडेट|नया|नई|नए|नये|மாற்ற|புதுப்பி|அப்டேட்|புதிய|বদল|পরিবর্তন|আপডেট|নতুন")
_ADDRESS = r"\b(?:address|direcci[oó]n|pata|domicilio)\b|पता|पते|एड्रेस|முகவரி|ঠিকানা|অ্যাড্রেস"
_SAVED = (r"\b(?:saved?|default|address book|on file|guardad[oa]|predeterminad[oa]|libreta|por defecto)\b|सेव|சேமி|সেভ|"
          r"डिफ़ॉल्ट|डिफॉल्ट|இயல்புநிலை|டிஃபால்ட்|ডিফল্ট|"
          # The address kept on the account or profile is the saved one.
          r"\b(?:account|profile)\b|\b(?:tu|su) (?:cuenta|perfil)\b|"
          r"अकाउंट|प्रोफ़ाइल|प्रोफाइल|கணக்கில்|சுயவிவர|অ্যাকাউন্ট|প্রোফাইল")

CONCEPTS: dict[str, tuple[tuple[str, ...], ...]] = {
    "refund": ((
        r"\b(?:refund\w*|reimburs\w*|credited|money back|reembols\w*|abonad[oa]s?|abon[éo]|"
        r"abon(?:amos|aremos|aron|aré|ará)|paise wapas|"
        r"paisa wapas)\b|\bmoney\b(?:\s\S+){0,3}\sback\b|§ back|devoluci[oó]n del (?:dinero|importe|pago)|"
        r"\b(?:devuelt[oa]s?|devolv\w*|reintegr\w*)\s(?:\S+\s){0,3}?(?:§|dinero|importe|pago)|"
        r"\b(?:dinero|importe|§)\s(?:\S+\s){0,3}?de vuelta\b|§(?:\s\S+){0,2}\sback\b|\bcredit (?:kar|ho)\w*",
        # Money, a few words, then "back": the words between vary, the parts do not.
        r"(?:\bpaise|\bpaisa|\brupaye|\bamount|§)\s(?:\S+\s){0,4}?(?:wapas|credit)\b",
        r"रिफ़ंड|रिफंड|(?:पैसे|पैसा|रुपये|रुपए|राशि|रकम|§)\s(?:\S+\s){0,4}?(?:वापस|लौटा|जमा|क्रेडिट)",
        r"ரீஃபண்ட|ரீபண்ட|(?:பண\S*|§|ரூபாய்\S*|தொகை\S*|காசு\S*|காச\S*)\s(?:\S+\s){0,4}?திரு(?:ம்ப|ப்பி)|"
        r"রিফান্ড|(?:টাকা|§|অর্থ)\s(?:\S+\s){0,4}?(?:ফেরত|ফিরি)",
        # An amount arriving in the customer's account, card or bank: money given back, whatever the verb.
        r"(?:§|\b(?:receiv\w*|recib\w*|returned|money|dinero|importe|paisa|paise)\b|पैसा|पैसे|रकम|राशि|பணம்|தொகை|টাকা)"
        r"\s(?:\S+\s){0,4}?(?:account|card|bank|visa|mastercard|amex|paypal|upi|wallet|cuenta|tarjeta|banco|khate|"
        r"खाते|अकाउंट|कार्ड|बैंक|கணக்க|வங்கி|கார்டு|অ্যাকাউন্ট|কার্ড|ব্যাংক)|\b(?:receiv\w*|recib\w*) §",
    ),),
    "cancellation": ((r"\b(?:cancel\w*|anul\w*)\b|"
                      r"\b(?:stopp?ed|halted|called off|withdr[ae]wn?|voided|pulled)\s(?:\S+\s){0,2}?(?:order|pedido|#)"
                      r"|"
                      # The order, then its stopping: "the order has been pulled", "ऑर्डर ... रोक दिया गया".
                      r"\b(?:order|pedido|#)\s(?:\S+\s){0,3}?(?:stopped|halted|called off|withdrawn|voided|pulled)\b|"
                      r"\b(?:parad[oa]|detenid[oa]|paramos|paré|detuvimos)\s(?:\S+\s){0,2}?(?:pedido|#)|"
                      r"(?:ऑर्डर|\border\b)\s(?:\S+\s){0,5}?(?:रोक|rok)|"
                      r"रद्द|कैंसल|कैंसिल|ரத்து|கேன்சல|বাতিল|ক্যানসেল",),),
    "return": ((r"\b(?:return|returns|devoluci[oó]n(?! del (?:dinero|importe|pago))|wapsi|return process|"
                r"pickup|pick-up|collection|recogida)\b|पिकअप|பிக்அப்|পিকআপ|"
                r"रिटर्न|वापसी|ரிட்டர்ன|"
                r"திருப்பி அனுப்பும் செயல்|রিটার্ন",),),
    "label": ((r"\b(?:label|labels|etiqueta|etiquetas)\b|लेबल|லேபிள|লেবেল",),),
    "replacement": ((r"\b(?:replacement|replaced|replace|new one|fresh one|another one|another unit|otr[oa] unidad|"
                     r"reemplaz\w*|sustitu\w*|"
                     r"reposici[oó]n|repuestos?|(?:unidad|pieza) nuev[oa]|uno nuevo|una nueva|otro nuevo|"
                     r"nayi?a? (?:item|product|piece)|"
                     r"(?:producto|art[ií]culo|paquete|pedido|env[ií]o) nuev[oa]|nuev[oa] (?:producto|art[ií]culo))\b|"
                     r"(?:नया|नई)\s(?:\S+\s)?(?:प्रोडक्ट|सामान|पीस|चीज़|आइटम|पैकेट)|"
                     r"रिप्लेसमेंट|नया प्रोडक्ट|नया सामान|नई चीज़|"
                     r"ரீப்ளேஸ்மென்ட|மாற்று(?:ப்)?\s?(?:பொருள|ஆர்டர)|புதிய பொருள|புது பொருள|রিপ্লেসমেন্ট|নতুন পণ্য|বদলি",),),
    "exchange": ((r"बदलकर\s+(?:\S+\s)?भेज|\bbadal\s?kar\w*\s+(?:\S+\s)?bhej|"
                  r"\b(?:exchang\w*|swap\w*|intercambi\w*|cambiado la talla|cambio de talla)\b|"
                  # One thing changed with another: "X को Y से बदल दिया", "X ko Y se badal diya", "Y দিয়ে বদলে".
                  r"को\s+(?:\S+\s+){1,3}?से\s+(?:\S+\s+){0,2}?(?:बदल|एक्सचेंज)|"
                  r"\bko\s+(?:\S+\s+){1,3}?se\s+(?:\S+\s+){0,2}?(?:badal|exchange|change|swap)|"
                  r"দিয়ে\s+বদল|"
                  # One thing changed for another ("changed the M for an L", "cambiado ... por unas").
                  r"\b(?:cambi\w*|chang\w*|swap\w*)\s(?:\S+\s){0,6}?(?:por|for)\s(?:una?s?|unos|an?|el|la|los|las|the)\b|"
                  # The size changed: "changed the size", "te cambiamos la talla".
                  r"\b(?:cambi\w*|chang\w*|swap\w*)\s(?:\S+\s){0,2}?(?:size|sizes|talla|tallas)\b|एक्सचेंज|"
                  r"எக்ஸ்சேஞ்ச|এক্সচেঞ্জ|(?:साइज़|साइज|size|সাইজ\S*|அளவ\S*|சைஸ்\S*)\s(?:\S+\s){0,2}?(?:बदल|badal|বদল|மாற்ற|மாத்த|மாத்தி)",),),
    "address_change": ((_ADDRESS,), (_CHANGE,)),
    "saved_address": ((_ADDRESS,), (_SAVED,), (_CHANGE,)),
    # The order, or an order's quantity ("changed the number of plates to 4").
    "order_edit": ((r"\b(?:order|pedido|quantity|qty|number of|cantidad)\b|ऑर्डर|ஆர்டர|অর্ডার|#|मात्रा|क्वांटिटी|"
                    r"எண்ணிக்கை|পরিমাণ",),
                   # The editing verb's stem, in any form ("añadí", "add kar diya", "சேர்த்துவிட்டேன்").
                   (r"\b(?:edit\w*|updat\w*|modif\w*|actualizad[oa]|modificad[oa]|add|added|adding|"
                    r"now includes|now has|now part of|ahora incluye|ya incluye|(?:will )?now (?:have|hold|contain)|"
                    r"ahora (?:es )?parte de|"
                    r"remov\w*|(?:took|taken)\s(?:\S+\s){0,3}?off|off|añad\w*|agreg\w*|quit\w*|"
                    r"elimin\w*|hata\w*|jod\w*|popped|slipped|tossed|included)\b|जोड़|हटा|சேர்த்|சேர்க்க|நீக்க|যোগ|বাদ|"
                    # Its quantity set, the order made N of a thing, the thing now part of it.
                    r"\b(?:quantity|qty|cantidad|part of|forma parte|(?:ka|ki|ke)\s+kar|ka part|ka hissa)\b|मात्रा|संख्या|"
                    # a number made another: "तीन कर दी", "teen kar diye", "তিন করে দিয়েছি"
                    r"\b(?:do|teen|char|chaar|paanch|\d+)\s+kar\s+di\w*|(?:दो|तीन|चार|पाँच|पांच)\s+कर\s+दि|"
                    r"(?:দুই|তিন|চার|পাঁচ)\s+করে\s+দি|সংখ্যা|"
                    r"क्वांटिटी|(?:का|की|के)\s+कर|(?:का|की|के)\s+हिस्सा|எண்ணிக்கை|(?:ஆக|ளாக)\s?மாற்ற|பகுதி|"
                    r"(?<=ின்)\s+அளவு|পরিমাণ|(?:ের|র)\s+কর|অংশ|"
                    # Changed, made fewer or more, taken out, no longer on it ("no longer on your order").
                    r"\b(?:chang\w*|cambi\w*|badal\w*|reduc\w*|increas\w*|lower\w*|aumentad[oa]|now (?:down|up) to|"
                    r"no longer|ya no|bump\w*|rais\w*|trimmed|subid[oa]|sub[íi]|nikal di\w*|badha\w*)\b|"
                    r"बदल|மாற்ற|বদল|পরিবর্তন|সরিয়ে|সরানো|निकाल दि|बढ़ा|உயர்த்த|বাড়ি",),),
    "email": ((r"\b(?:e-?mail\w*|inbox|correo|mail|mailbox)\b|"
               r"ईमेल|(?<!\S)मेल|ইমেল|ইমেইল|மின்னஞ்ச|இமெயில|ஈமெயில|(?<!\S)மெயில",), (_SEND,)),
    "code": ((r"\b(?:code|otp|c[oó]digo|pin)\b|कोड|ओटीपी|குறியீ|கோட|ওটিপি|কোড",), (_SEND,)),
    # Who is verified, and the verifying: "I checked (சரிபார்த்தேன்) your order" verifies no one.
    "verification": ((r"\b(?:you|you're|identity|account|identidad|cuenta|estás|quedas|aap|pehchaan)\b|पहचान|आप|"
                      r"அடையாள|நீங்கள்|পরিচয়|আপনি|আপনাকে",),
                     (r"\b(?:verified|verify|confirmed|verificad[oa]|verification|verificaci[oó]n|confirmad[oa])\b|"
                      r"सत्यापित|वेरिफ़ाई|वेरिफाई|सत्यापन|சரிபார்|যাচাই",),),
}

# --- aspect -----------------------------------------------------------------------------------

# English and Spanish: an auxiliary, or a subject, with a past participle or past form of a doing verb.
_EN_DOING = (r"(?:issued|processed|sent|made|done|paid|completed|approved|started|initiated|created|arranged|"
             r"booked|dispatched|shipped|submitted|emailed|mailed|changed|updated|modified|corrected|moved|"
             r"cancell?ed|refunded|reimbursed|credited|returned|replaced|exchanged|verified|generated|resent|"
             r"re-sent|raised|set up|taken care of|sorted|handled|actioned|put through|gone through|edited|added|"
             r"removed|saved|swapped|confirmed|on its way back|stopped|halted|switched|amended|rerouted|redirected|"
             r"forwarded|posted|packed|logged|scheduled|registered|texted|attached|popped|slipped|tossed|included|withdrawn|"
             r"voided|pulled|bumped|trimmed|boxed)")
DONE = (
    r"\b(?:ha(?:ve|s|d)|'ve|'s|'re|is|are|was|were|been|got|gets|just|already|now|all)\s+(?:\w+\s+){0,3}?"
    + _EN_DOING + r"\b",
    r"\b(?:i|we)\s+(?:\w+\s+)?" + _EN_DOING + r"\b",
    # Any English perfect: "has landed", "have gone out". (A perfect of a thing going wrong is no deed.)
    r"\b(?:has|have|'s|'ve|had)\s+(?:just\s+|already\s+|now\s+)?(?:been\s+)?(?!(?:delayed|declined|rejected|refused|"
    r"denied|expired|failed|requested|asked|been)\b)(?:\w+ed|gone|sent|set|put|made|done|left|come|given|taken)\b",
    # "already" with a participle: "is already packed", "ya está anulado".
    r"\b(?:is|are|was|were|'s|'re)\s+already\s+\w+(?:ed|en)\b|"
    # A short status line ending in its participle ("reembolso aprobado", "pedido # anulado").
    r"^\W*(?:(?:hecho|listo|ok|vale)\s+)?(?:\S+\s+){0,3}?\w+(?:ad|id)[oa]s?\W*$|"
    # Hindi and Hinglish plain perfect after the ergative subject: "हमने ... भेजा है", "maine ... bheja hai".
    r"(?:मैंने|हमने)\s(?:\S+\s){0,6}?\S+(?:ा|ी|े|या|यी|ये)\s+(?:है|हैं|था|थे|थी)(?=[\s।.!?,]|$)|"
    r"\b(?:maine|humne|hamne)\s(?:\S+\s){0,6}?\w+(?:a|i|e|ya|yi|ye)\s+(?:hai|hain|tha|thi|the)\b|"
    r"\b(?:put|pushed|gone|went|got|put it|pushed it)\s(?:\S+\s){0,4}?through\b|\b(?:went|gone)\s+out\b|"
    r"\b(?:está|están)\s+(?:ya\s+)?de vuelta\b|\bnow\s+(?:includes|has|part of)\b|\bahora\s+(?:incluye|es)\b|"
    r"\b(?:is|are)\s+now\s+part of\b",
    r"^\W*" + _EN_DOING + r"\b",
    # A predicate joined to an auxiliary before it ("I've gone ahead and opened a return"): past verb, then object.
    r"^\W*(?:also\s+|then\s+)?\w{3,}ed\s+(?:a|an|the|your|it|them|you)\b",
    _ARRIVED,
    r"\b(?:took|taken)\s(?:\S+\s){0,3}?off\b|\b(?:is|are)\s+(?:now\s+)?off\b|"
    r"\b(?:is|are)\s+now\s+(?:the\s+)?(?:new|updated|changed)\b|\bnow\s+(?:reads|shows|says)\b|"
    r"\bahora\s+(?:dice|figura|aparece)\b",
    r"\b(?:went|came|got|gone|come) (?:through|back|out|off)\b|\b(?:is|are|'s|'re|be) (?:now |already )?(?:back )?"
    r"(?:in|on) your (?:inbox|email|mailbox|account|card|bank)\b",
    # A state word closing the clause, as in a status line ("Cancellation confirmed.", "Reembolso hecho").
    r"\b(?:done|complete|completed|confirmed|sent|processed|issued|approved|cancell?ed|hecho|listo|completad[oa]|"
    r"confirmad[oa]|procesad[oa]|enviad[oa])\W*$|(?:सम्पन्न|संपन्न|পূর্ণ|সম্পন্ন|முடிந்தது|முடிந்துவிட்டது)\W*$",
    r"\bya\s+(?:\w+\s+)?\w+(?:amos|imos|aste|iste)\b|\bya\s+(?:se\s+|te\s+|le\s+)?\w+(?:ó|aron|ieron)\b|"
    r"\bya (?:lo |la )?(?:tienes|tiene|tienen)\b",
    r"\b(?:is|are|'s|'re) (?:now |already )?back\b|"
    r"\b(?:is|are|'s|'re)\s+(?:now\s+|already\s+)?with the (?:courier|carrier)\b",
    # Spanish preterite after an object pronoun ("te escribí", "le envié"); "-ré" is the future.
    r"\b(?:te|le|les|os|se l[oa]s?)\s+\w*(?:[^r\W]é|ó|í|aron|ieron)\b",
    r"\b(?:he|has|ha|hemos|han|habéis|fue|fueron|está|están|estás|estáis|quedó|quedaron|queda|ya|sido)\s+"
    r"(?:\w+\s+){0,2}?(?:\w+(?:ad|id)[oa]s?|hecho|devuelto|puesto|vuelto)\b",
    r"\b(?:acabo|acabamos) de\b|\bya\s+(?:forma parte|incluye|qued(?:a|ó)\s+como)\b",
    # A status line of a noun and its cancelling, no verb ("ऑर्डर रद्द", "Order cancel", "অর্ডার বাতিল"): done.
    r"^\W*(?:\S+\s+){0,2}?(?:cancel|cancell?ed|रद्द|कैंसल|कैंसिल|ரத்து|கேன்சல்|বাতিল|ক্যানসেল)\W*$",
    # Succeeding at the action is doing it: "I managed to cancel it", "pude cancelar".
    r"\b(?:managed|was able|were able|succeeded)\s+to\b|"
    r"\b(?:pude|pudimos|logré|logramos|conseguí|conseguimos)\s+\w+r\b",
    # Spanish preterite of a doing verb ("aprobó", "añadí"), and the irregular light verbs ("hice", "dimos").
    r"\b(?:envi|cancel|reembols|cambi|actualic|actualiz|emit|proces|devolv|mand|abon|aprob|tramit|gestion|complet|"
    r"realiz|inici|gener|agreg|añad|quit|elimin|modific|reemplaz|sustitu|intercambi|acredit|deposit|transfer|pag|anul)"
    r"(?:é|ó|í|aron|ieron)\b|\b(?:hice|hizo|hicimos|hicieron|dimos|dieron|puse|puso|pusimos|pusieron|salió|salieron)\b",
    # Hinglish: a light verb in the perfect.
    r"\b(?:kar|ho|bhej|de|kiya|email kar|send kar|process|bana|ban|badal|aa|mil|pahunch|chala|chale|nikal)\s+"
    r"(?:diya|di|diye|dia|gaya|gayi|gaye|chuka|chuki|chuke|liya|li|liye)\b(?!\s+(?:ja|jaa|jay|jae|sak)\w*)",
    r"\b(?:kiya|bheja|diya|diye|bheje|kari|kardi|kardiya)\s+(?:gaya|gayi|gaye|hai|hain|ja chuka)\b",
    # Any verb compounded with "de" or "le" in the perfect ("mangwa di hai", "nikal liya hai").
    r"\b\w+\s+(?:diya|di|diye|liya|li|liye)\s+(?:hai|hain|tha|thi|the)\b",
    r"\b(?:hua|hui|hue|ho chuka|ho chuki|ho chuke|done hai|ho gaya|ho gayi|ho gaye)\b",
    # Hindi: the perfect of the light verbs (दिया, गया, चुका, हुआ...).
    r"(?:दिया|दी|दिए|दिये|गया|गई|गयी|गए|गये|चुका|चुकी|चुके|हुआ|हुई|हुए|किया)(?=[\sं]|$|[।.!?,])"
    r"(?!\s*(?:जा|सकत|चाह))",
    # Tamil: the passive perfect (-ப்பட்ட-), the first person's past and perfect.
    r"ப்பட்ட|த்தேன்|ந்தேன்|ட்டேன்|ற்றேன்|னேன்|விட்டேன்|விட்டோம்|விட்டது|ுள்ளேன்|ுள்ளோம்|ுள்ளது|த்தோம்|ந்தோம்"
    r"|ினேன்|ினோம்|ந்தது(?!ம்)|முடிந்தது"
    # Spoken Tamil's perfect: "பண்ணிட்டோம்", "ஆயிடுச்சு", "அனுப்பியாச்சு".
    r"|ட்டோம்|டுச்சு|ாச்சு(?=\s|$|[.!?,])|ஆச்சு(?=\s|$|[.!?,])|முடிஞ்சுது|முடிஞ்சிடுச்சு|ியிருக்கேன்|ியிருக்கோம்|ியிருக்கிறோம்"
    r"|ியிருக்கிறேன்|ண்டோம்|ண்டேன்",
    # Bengali: the perfect (-েছে/-েছি), the simple past of the first person (-লাম).
    r"েছ[েিনো]|য়েছ|গেছে|লাম(?=\s|$|[।.!?,])|হলো|হল(?=\s|$|[।.!?,])",
    # Grounding (history told with its day): Tamil's first-person past of செய் ("ரீஃபண்ட் செய்தோம்") and plural
    # perfect ("வந்து சேர்ந்துவிட்டன"), the Hinglish ergative perfect with a time and an order between ("humne
    # pichle hafte order # pe § refund kiya tha").
    r"ய்தோம்|ய்தேன்|விட்டன(?=\s|$|[.!?,])|"
    r"\b(?:maine|humne|hamne)\b(?:\s\S+){0,10}?\s(?:kiya|kiye|kari|bheja|bheje|bheji|diya|diye)\s+(?:hai|hain|tha|thi|the)\b",
)
# A subject that is the action's thing, then its past ("your replacement shipped today"): under a
# "when" the same words are an elliptical passive ("the refund paid when the warehouse has it").
SUBJECT_PAST = (r"\b(?:refund|replacement|return|label|code|email|parcel|money|cancellation|pickup|collection)s?\s+"
                r"(?:just\s+|already\s+)?" + _EN_DOING + r"\b",
                # Spanish: the action's noun and its participle, no verb ("Cancelación hecha", "Reembolso completado",
                # "Recogida de la devolución programada"); a word of no deed ("denegado", "pendiente") says nothing.
                r"\b(?:cancelaci[oó]n|reembolso|devoluci[oó]n|recogida|reposici[oó]n|cambio|direcci[oó]n|etiqueta|"
                r"c[oó]digo)(?:\s+de\s+(?:la|el|tu)\s+\S+)?\s+(?:ya\s+)?(?:hech|completad|realizad|actualizad|"
                r"programad|enviad|procesad|tramitad|cambiad|cancelad|emitid|efectuad|iniciad|gestionad)[oa]s?\b",)
UNDER_WAY = (
    # Any English progressive of ours ("we're getting a new one ready"), but not looking into or waiting on it.
    r"\b(?:i'm|i am|we're|we are)\s+(?:now\s+|already\s+)?(?!(?:checking|looking|reviewing|trying|waiting|asking|"
    r"investigating|wondering|hoping|going|happy|sorry|glad|afraid|unable|able|not|still)\b)\w+ing\b",
    r"\b(?:i'm|i am|we're|we are|they're|it's|is|are)\s+(?:now\s+)?(?:sending|processing|refunding|cancell?ing|"
    r"shipping|dispatching|preparing|issuing|emailing|creating|replacing|returning)\b",
    r"\b(?:being|in progress|under ?way|on (?:its|the|their) way|in process|processing now|is processing|"
    r"en proceso|en camino|de camino|en marcha|se está|estamos procesando|está siendo|ho raha|ho rahi|ho rahe|"
    r"chal raha|"
    r"process mein|raste mein|headed|heading|en route)\b",
    r"\b(?:estoy|estamos|está|están|estás)\s+(?:\w+\s+)?\w+(?:ando|iendo)\b",
    # Spanish "ya" with a verb of coming back or leaving: on its way now ("ya vuelven a tu cuenta").
    r"\bya\s+(?:vuelv\w+|va|van|sale|salen|llega|llegan|regresa\w*)\b",
    # Spanish "te enviamos": a present that is also a preterite; at least under way, never a habit here.
    # "devolvemos"; not the future "enviaremos", nor the perfect's "hemos" ("te hemos enviado" is done).
    r"\b(?:le|te|les|os)\s+(?:\w+\s+)?(?!hemos\b)\w+(?:amos|imos|(?<!r)emos)\b",
    r"\b(?:raha|rahi|rahe)\s+(?:hai|hain|hu|hoon|hun)\b",
    r"(?:रहा|रही|रहे)\s+(?:है|हैं|हूँ|हूं)|रास्ते में|प्रक्रिया में|கொண்டிருக்கிறது|நடைபெறுகிறது|செயல்பாட்டில்|வழியில்|"
    r"হচ্ছে|চলছে|প্রক্রিয়াধীন|পথে|চ্ছ[িেো]|রছ[িেো]|கிறோம்|கிறேன்|கின்றோம்|ப்படுகிறது|ப்படுகின்றன|"
    r"ட்டு இருக்கோம்|ட்டு இருக்கேன்|ட்டிருக்கோம்|ட்டிருக்கேன்",
)
FUTURE = (
    r"\b(?:will|'ll|should|shall|going to|gonna|about to|is set to|expect|you get|you'll get)\b",
    # Spanish futures, "irá" itself among them, and the irregular ones ("saldrá", "pondrá", "hará").
    r"\b\w*(?:aré|ará|aremos|arán|arás|eré|erá|eremos|erán|erás|iré|irá|iremos|irán|irás)\b|"
    r"\b\w+dr(?:á|án|ás|é|emos)\b|\bhar(?:á|án|ás|é|emos)\b",
    r"\b(?:voy|vas|va|vamos|vais|van) a \w+(?:ar|er|ir)\b",
    # Spanish first-person present after an object pronoun: the near future ("y te devuelvo 25,00 €").
    r"\b(?:te|le|les|os)\s+(?:l[oa]s?\s+)?\w{3,}o\b",
    # What reaches the customer, in the present, is still to come ("te llegan las del 40", "you get it Friday").
    r"\b(?:te|le|les|os)\s+(?:l[oa]s?\s+)?llega(?:n)?\b",
    r"\b\w*(?:ega|egi|enge|unga|ungi|oge|ayega|aega|ayegi|ayenge|aenge)\b|\b(?:hoga|hogi|honge|milega|milegi)\b",
    r"(?:गा|गी|गे|एंगे|ेंगे|ेंगी)(?=\s|$|[।.!?,])",
    r"ப்படும்|விடும்|வீர்கள்|ுவோம்|ுவேன்|கிடைக்கும்|வரும்|அனுப்புவோம்|செய்வோம்|துடும்|டுவோம்|டுவேன்|ப்போம்|ப்பேன்",
    # Bengali: -বে/-বেন/-বো, or -ব on a verb ("করব"; "প্রস্তাব" is a noun).
    r"(?:বে|বো|বেন)(?=\s|$|[।.!?,])|(?:কর|দে|দি|পাঠা|নে|পা|চা|হ)ব(?=\s|$|[।.!?,])",
)

# A present passive ("the refund is paid") states a habit under a "when", not an event: there only
# a perfect or a past counts as done.
PRESENT_PASSIVE = r"\b(?:is|are|está|están|es|son)\b"

# --- what takes a clause out of the claims: supportbot/agent/claim_exclusions.py (imported above) ---------

# Where one clause ends and another begins, besides punctuation.
# Not "par"/"पर": more often "on" ("ईमेल पर भेज दिया") than "but".
# "ek aur", "एक और": "one more", not "and".
# "...that you want a refund", "...ki aapko refund chahiye": after a complementizer, the customer's own wish or
# deed, reported; our verb before it does not reach it.
JOINS = (r"\s(?:that|que|ki)\s(?=(?:you|tú|usted|aap|aapko|aapne|aapka|aapki)\b)|\sकि\s(?=आप)",
         r"(?<!\bek)\s(?:and|but|however|though|although|y|pero|aunque|sin embargo|aur|lekin|magar|kintu)\s",
         # A cause is a clause of its own: a negation before it does not reach it ("it won't ship because we
         # cancelled it"), nor after it.
         r"\s(?:because|since|as we|porque|ya que|kyunki|kyonki)\s|\sक्योंकि\s|\sஏனெனில்\s|\sকারণ\s|"
         # Tamil closes its cause: "வரவில்லை என்பதால்", "வந்ததால்" (because it did not / did come).
         r"\s(?:என்பதால்|என்பதனால்|ஆனதால்)\s|(?<=ததால்)\s",
         r"(?<!एक)\s(?:और|लेकिन|मगर|किंतु|ஆனால்|மற்றும்|কিন্তু|এবং|আর)\s",
         # Bengali and Tamil close a concession or a cause on the verb ("না দেখালেও", "না হওয়ায়", "தெரியாவிட்டாலும்").
         r"(?<=লেও)\s|(?<=য়ায়)\s|(?<=থাকায়)\s|(?<=করায়)\s|(?<=ாலும்)\s")

# A sentence that is only a status word ("Done!", "Sent!", "¡Listo!", "हो गया!"): it is said of the thing
# the next sentence names.
BARE_STATUS = (r"^\W*(?:all\s+)?(?:done|sent|sorted|completed?|hecho|listo|enviado|ho gaya|done hai|ho gaya hai)\W*$|"
               r"^\W*(?:हो गया|हो गया है|முடிந்தது|হয়ে গেছে)\W*$",)

# A clause whose subject is a pronoun or left out ("...refund, and it has been sent"; "y ya está en camino"):
# it goes on with the action the clause before it named.
ANAPHORA = (r"^\W*(?:(?:now|already|just|also)\s+)?(?:it|it's|its|they|they're|they've|that|that's|this|which|"
            r"has|have|had|is|are|was|were|been|will|should|ya|se|lo|la|los|las|está|están|estará|fue|fueron|ha|han|"
            r"va|van|woh|wo|vo|ye|yeh|ab)\b",
            r"^\W*(?:वह|वो|यह|ये|अब|அது|அவை|இது|এটা|ওটা|সেটা|এটি|সেটি|তা)(?=\s|$)")

# Something new on its way to the customer is a replacement, unless it is a code, label, email or address.
NEW = (r"\b(?:new|fresh|another|a second|nuev[oa]s?|otr[oa]s?|naya|nayi|naye|dusra|doosra|ek aur)\b|नया|नई|नए|दूसरा|"
       r"एक और|புதிய|புது|இன்னொரு|மற்றொரு|নতুন|আরেকটি|আরেকটা")
SHIPPED = (r"\b(?:shipped|dispatched|ship|ships|dispatch|sent|post|posted|packed|packing|boxed|boxing|"
           r"(?:we're|we are|i'm|i am)\s+(?:shipping|sending|dispatching|posting)|de camino|"
           r"with the (?:courier|carrier)|"
           # Ordered for the customer by us: "we've ordered a new blender for you", "नया मँगवा दिया".
           r"(?:i|we)(?:'ve| have)?\s+(?:just\s+)?ordered|(?:he|hemos|te)\s+pedido|ped(?:í|imos)|mangwa\w*|"
           r"on (?:its|the|their) way|en camino|"
           r"enviad[oa]s?|envi(?:a|o|amos|aremos|aré|ará|arán|ar|arte|arle)|"
           r"mand(?:a|o|amos|aremos|aré|ará|arán|ar|arte|arle)|mandad[oa]s?|raste mein|bhej\w*)\b|"
           r"रास्ते में|डिस्पैच|भेज|ডিসপ্যাচ|পথে|পাঠা|পাঠি|வழியில்|அனுப்ப|பேக் பண்ண|मँगवा|मंगवा|ஆர்டர் செய்|অর্ডার কর")
# Information sent anew is not the item again ("a new tracking number", "un nuevo enlace").
INFORMATION = (r"\b(?:link|tracking|invoice|receipt|number|details|message|password|enlace|factura|recibo|número|"
               r"detalles|mensaje|contraseña)\b",)

# An action's noun that only names a team, a policy or a page ("our returns team", "the refund policy link",
# "equipo de devoluciones", "रिफ़ंड टीम"): a compound's modifier, not the action. Set aside before reading.
MODIFIER = (r"\S+\s+(?:team|department|dept|desk|policy|policies|page|window|form|link|article|section|options|"
            r"rules|terms|guide|टीम|विभाग|डिपार्टमेंट|पॉलिसी|नीति|पेज|लिंक|फॉर्म|குழு\S*|டீம்\S*|கொள்கை\S*|பக்க\S*|"
            r"টিম\S*|বিভাগ\S*|নীতি\S*|পেজ\S*|লিংক\S*|ফর্ম\S*)(?=\s|$|[.,;:!?।])|"
            r"\b(?:equipo|departamento|política|página|plazo|formulario|enlace|artículo|sección)\s+de\s+\S+",)
