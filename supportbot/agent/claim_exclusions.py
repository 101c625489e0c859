"""What takes a clause out of the claims, per language (read with supportbot/agent/claim_words.py's tables by
supportbot/agent/claim_reading.py): negation, idioms that hold a negative word, suppositions and "when", asking for
the customer's yes, offers and proposals, rules in general, the customer's own doings, and requests passed on.

Moved out of claim_words.py (over 400 lines with issue 27's third round); claim_words re-exports every table.
"""

from __future__ import annotations

NEGATION = (
    r"\b(?:not|cannot|never|no|nothing|none|neither|nor|nobody|nunca|nada|ningún|ninguna|ninguno|tampoco|nahi|nahin|nhi|"
    r"mat)\b|n't",
    r"नहीं|नही|(?<=\s)मत(?=\s|$)|(?<=\s)न(?=\s)",
    r"இல்லை|வில்லை|ல்லை|மாட்டோம்|மாட்டேன்|மாட்டாது|கூடாது|முடியாது|இயலாது|இயலவில்லை|இன்னும் இல்லை",
    r"(?<=\s)না(?=\s|$|[।.!?,])|(?<=[\u09bc\u09bf\u0987\u09be])নি(?=\s|$|[।.!?,])|নয়|নেই",
)
# (Bengali's -নি follows a verb's vowel or য়: "হয়নি", "করিনি"; "আপনি" is "you".)
# Set phrases with a negation in them that deny nothing ("no problem, your refund has been issued").
IDIOMS = (
    r"\bno (?:problem|worries|worry|prob)\b|\bnot a problem\b|\bno te preocupes\b|\bno se preocupe\b|"
    r"\bno hay problema\b|\b(?:at|for|with) no (?:extra |additional )?(?:charge|cost)\b|\bno (?:extra )?charge\b|"
    r"\bno pasa nada\b|\bsin (?:ning[uú]n |ning[uú]n tipo de )?(?:coste|costo|cargo)s?(?: adicional(?:es)?| extra)?\b|"
    r"\bbina kisi (?:charge|extra charge|cost)\b|बिना किसी (?:शुल्क|चार्ज)|"
    r"\b(?:ningún|sin|ni un) problema\b|\bkoi baat nahi\b|\bkoi baat nahin\b|\bchinta mat karo\b|"
    r"\bchinta na karein\b|\bfikar mat karo\b|\bnever mind\b",
    # Glad to report is no offer: what follows is said to be so ("happy to confirm your refund has gone through").
    r"\b(?:happy|glad|pleased|delighted) to (?:confirm|report|say|let you know|tell you|inform you|share)\b|"
    r"\bme alegra (?:confirmarte|decirte|informarte|contarte)\b",
    r"कोई बात नहीं|चिंता न करें|चिंता मत करें|கவலை வேண்டாம்|கவலைப்பட வேண்டாம்|চিন্তা করবেন না|কোনো সমস্যা নেই",
    # The customer's request as the reason an action was done is no request passed on ("cancelled at your request").
    r"\b(?:at|per|on) your request\b|\bas (?:you )?requested\b|\ba (?:tu|su) petici[oó]n\b|"
    r"\ba petici[oó]n (?:tuya|suya)\b|\b(?:aapki|aapke|apki|apke) request (?:par|pe)\b|"
    r"(?:आपके|आपकी) (?:अनुरोध|रिक्वेस्ट) पर|கோரிக்கையின்படி|கோரிக்கைப்படி|(?:আপনার )?অনুরোধে|অনুরোধ অনুযায়ী",
)
# A supposition: nothing in its clause, or the clause it governs, is said to be so.
SUPPOSING = (
    r"\b(?:if|unless|whether|in case|si|a menos que|agar|yadi)\b",
    # Bengali's conditional is a verb's -লে ("করলে", "দিলে"), not a noun's locative ("ইমেলে").
    # Hindi/Hinglish: a future or subjunctive closed by "then" ("confirm karoge toh", "करेंगे तो").
    r"\b\w+(?:ge|gi|ga|o|e|en)\s+toh\b|\b\w+(?:oge|enge|ogi|egi|ega)\s+to\b|(?:गे|गी|गा|ें|ो)\s+तो(?=\s)|"
    # Tamil -ால் is "if" on a verb ("வந்தால்"); after a verbal noun ("வந்ததால்", "because it came") it is a cause.
    r"अगर|यदि|(?<![^\u0bcd]த)ால்(?=\s|$|[,.])|என்றால்|যদি|(?:কর|দি|পাঠা|হ|পে|নি|চাই|জানা|বল|ফেরত দি)লে(?=\s)",
)
# An alternative question's second half opens with its "or": the question mark that closes it asks the half
# before it too ("cancel the whole order, or only remove the mug?"). Bengali "নাকি", Tamil "அல்லது".
ALTERNATIVE = (
    r"^(?:¿\s*)?(?:or|o|u|ya|ya phir|या|या फिर|अथवा|அல்லது|নাকি|অথবা|বা)(?=\s|,|$)",
)
# A time still to come: what it governs is promised for then, not said to be so now.
WHEN = (
    r"\b(?:once|when|after|then|as soon as|until|cuando|una vez|en cuanto|después de|tras|hasta que|jab|jaise hi|"
    r"ke baad|baad mein|phir|fir)\b",
    # "as soon as": Hindi -ते ही, Hinglish -te hi, Bengali -লেই ("মিলতে ই", "karte hi", "দিলেই").
    r"\b\w+te hi\b|\w+(?:ते|तो)\s+ही(?=\s)|\S+লেই(?=\s)|"
    r"जब|जैसे ही|के बाद|बाद में|फिर|பிறகு|பின்னர்|(?<!இப்)(?<!அப்)(?<!எப்)போது|பின்|ததும்|যখন|পরে",
)
# A condition that is the customer's yes or staff's approval: what it governs has been proposed.
CONFIRMING = (
    r"\b(?:confirm\w*|approv\w*|yes|button|tap|confirm[ae]s?|confirmación|apruebe\w*|aprueba\w*|aprobación|sí|"
    r"botón|haan|ha bolo|approve)\b",
    r"पुष्टि|कन्फर्म|हाँ|हां|बटन|मंज़ूर|मंजूर|உறுதி|ஒப்புத|ஒப்புதல்|பொத்தான|ஆம்|নিশ্চিত|অনুমোদন|বোতাম|হ্যাঁ",
)
# A request to the customer that opens a sentence ("Tap Yes and I'll send 25.00", "पुष्टि करें और..."): with a
# confirming word in it, what the rest of the sentence promises waits on that yes. Imperatives open the clause
# in English and Spanish and close it in the Indic languages.
IMPERATIVE = (
    r"^\W*(?:please\s+|por favor\s+)?(?:tap|press|click|hit|confirm|reply|say|type|pulsa|toca|confirma|responde|"
    r"dime|escribe|presiona|dale)\b",
    r"\b(?:ijiye|iye|karo|dabao|dabaiye)\W*$|(?:िए|िये|ें|ाएँ|ाइए)\W*$|ுங்கள்\W*$|ুন\W*$",
)
# Preparing or proposing an action is the proposal, not the action: what is said done is that it waits for a yes.
PROPOSING = (r"\b(?:prepar\w*|propos\w*|suggest\w*|draft\w*|propuest[oa]|propuse|propus\w*)\b|प्रस्ताव|तैयार|"
             r"முன்மொழி|தயார்|প্রস্তাব|প্রস্তুত",)
# Offers, abilities, wishes and questions ask or propose; they claim nothing.
OFFERING = (
    r"\b(?:can|could|might|would|shall i|shall we|want me|like me|happy to|let me know|puedo|podemos|"
    r"podría|podríamos|puedes|quieres|quiere|quieras|te gustaría|prefieres|sakta|sakti|sakte|chahenge|chahte|"
    r"chahein|kya|help\w*|ayud\w*|madad)\b|\bto (?:decide|consider|review|look into|assess|evaluate)\b|"
    r"\bpara (?:decidir|revisar|valorar|estudiar)\b",
    # A heading or indirect question opening on "how" or "why" ("How you get your money back") tells a way.
    r"^\W*(?:how|why|c[oó]mo|por qu[eé]|kaise|kyun)\b|^\W*(?:कैसे|क्यों|எப்படி|ஏன்|কীভাবে|কেন)(?=\s)",
    r"सकता|सकती|सकते|चाहें|चाहते|क्या|मदद|உதவ|সাহায্য|முடியும்|லாம்(?=\s|$|[.?!,])|ட்டுமா|வேண்டுமா|পারি|পারব|পারেন|চান|কি(?=\s)",
)
# A rule in general ("refunds usually take 5-10 days"): about every case, not this one.
GENERAL = (
    r"\b(?:usually|normally|typically|generally|always|in general|suelen?|normalmente|generalmente|siempre|"
    r"aam taur|hamesha)\b",
    r"\b(?:refunds|returns|cancellations|replacements|labels|codes|exchanges)\s+(?:are|get|take|can|go)\b",
    # A kind of thing, as a bare plural opening the clause ("cancelled orders are refunded in full", "replacement
    # items are sent within two days"): no "your", "the", number or "both" makes them the customer's own.
    r"^\W*(?!(?:your|the|my|our|these|those|both|all|two|three|four|five|their|its)\b)(?:[a-z]+\s+){0,2}?[a-z]{3,}s\s+"
    r"(?:are|get|can be|take)\s+(?!now\b|already\b|being\b|all\b)",
    r"\b(?:los reembolsos|las devoluciones|las cancelaciones|los reemplazos)\s+(?:se|son|pueden|suelen|tardan)\b",
    r"आमतौर|सामान्यतः|हमेशा|பொதுவாக|வழக்கமாக|সাধারণত|সবসময়",
    # A clause ending in an infinitive or verbal noun names a task ("वापसी शुरू करना": to start a return).
    r"\b(?:karna|dena|bhejna|hona)\W*$|(?:करना|देना|भेजना|होना|করা|দেওয়া|পাঠানো|வது)\W*$",
    # A habit in the passive ("भेजा जाता है", "kiya jata hai", "পাঠানো হয়"): how things are done, not a deed.
    r"(?:जाता|जाती|जाते|होता|होती|होते)\s+(?:है|हैं)|\b(?:jata|jati|jate|hota|hoti|hote)\s+(?:hai|hain)\b|"
    r"\S+(?:া|ো)\s+হয়(?=\s|$|[।.!?,])",
    # A rule or policy stated ("... என்பது எங்கள் விதி", "that is our policy").
    r"என்பது(?=\s|$)|\b(?:our|the shop's) (?:policy|rule)\b|\bnuestra (?:política|norma)\b|"
    r"हमारी (?:नीति|पॉलिसी)|\bhamari policy\b|எங்கள் (?:கொள்கை|விதி)|আমাদের নীতি",
)
# The customer's own task or deed: an obligation ("you'll need to send it back", "लौटाना होगा") or a past
# whose agent is the customer (Hindi's ergative "आपने", "you've sent it back", "nos enviaste").
CUSTOMERS = (
    r"\b(?:need to|have to|has to|must|tienes que|tiene que|hay que|debes|debe)\b",
    r"\b\w+(?:na|ni|ne)\s+(?:hoga|hogi|honge|padega|padegi|padenge)\b|(?:ना|नी|ने)\s+(?:होगा|होगी|होंगे|पड़ेगा|पड़ेगी)",
    # Only as the clause's opening: "the robe you returned has been refunded" is still our claim.
    r"^\W*(?:aapne|apne|tumne|aap ne)\b|^\W*(?:आपने|तुमने|आप ने)",
    r"^\W*(?:thanks\W+)?you(?:'ve| have| had)?\s+(?:already\s+|just\s+)?(?:sent|returned|shipped|posted|dropped|mailed|"
    r"paid|bought|ordered|placed|purchased)"
    r"\b(?!\s+(?:a|an|the|your)\s+(?:refund|code|label|replacement))",
    r"^\W*(?:ya\s+)?(?:nos|me)\s+(?:\w+\s+)?\w+(?:aste|iste)\b",
    # The customer as the passive's agent ("cancelled by you", "आपके द्वारा रद्द").
    r"\bby you\b|\bpor (?:ti|usted)\b|\baapke dwara\b|आपके द्वारा|உங்களால்|আপনার দ্বারা",
)
# The object is a request put to someone ("your refund request has been sent to the team").
REQUEST = (r"\b(?:request|requests|solicitud|petici[oó]n|anurodh|ticket)\b|अनुरोध|கோரிக்கை|অনুরোধ",)
# A request accepted or approved is the action granted, no longer a request passed on to someone.
ACCEPTED = (r"\b(?:accepted|approved|granted|aceptad[oa]|aprobad[oa]|accept|approve)\b|स्वीकार|मंज़ूर|मंजूर|अप्रूव|"
            r"ஏற்றுக்கொள்|ஏற்கப்பட்|அங்கீகரி|গ্রহণ|অনুমোদি|মঞ্জুর|অ্যাপ্রুভ",)
