"""The words that say how far along its ladder a clause puts an action, and how many items (issue 27 item 1).

supportbot/agent/claim_details.py reads clauses with these tables: a claim needs a fact at least as far along
and for as many items. Folded as the claim reader folds (NFKC, casefold, amounts as §, orders as #); Latin
words bounded by \b, Indic ones as stems, as in supportbot/agent/claim_words.py.
"""

from __future__ import annotations

# A return started is the label emailed; received, arrived at the warehouse or completed is a rung further.
# ("wapas", "लौटा", "पूरा" alone are money back and the full amount: "pura payment wapas aayega".)
RETURN_THING = (r"\b(?:return\w*|warehouse|almac[eé]n|devoluci[oó]n|devuelt[oa]s?|wapsi)\b|"
                r"गोदाम|वेयरहाउस|लौटाई हुई|लौटाया हुआ|लौटाए हुए|वापसी|रिटर्न|"
                r"கிடங்க|ரிட்டர்ன|திருப்பி அனுப்பி|গুদাম|ওয়্যারহাউস|রিটার্ন|ফেরত পাঠানো",)
RETURN_RECEIVED = (r"\b(?:received|receiv\w*|(?:got|have)\s(?:\S+\s){0,3}?back|arrived|reached|checked in|inspected|"
                   r"complete|completed|finished|closed|recibid[oa]s?|recibimos|lleg(?:ó|ado|ada|aron)|"
                   r"completad[oa]|finalizad[oa]|finaliz[oó]|cerrad[oa]|terminad[oa]|mil ga\w*|mil chuk\w*|"
                   r"pahunch ga\w*|(?:poor[ai]|pur[ai]|complete) ho (?:ga\w*|chuk\w*))\b|"
                   r"मिल ग|मिल चुक|प्राप्त|पहुँच ग|पहुंच ग|(?:पूरी|पूरा) हो (?:ग|चुक)|"
                   r"கிடைத்த|பெற்றுக்கொண்ட|பெற்றோம்|பெறப்பட்ட|வந்து சேர்|"
                   r"முடிந்த|முடிவடைந்த|பூர்த்தி|পেয়েছি|পেয়েছে|পৌঁছে গেছে|পৌঁছেছে|সম্পন্ন|সম্পূর্ণ|শেষ হয়েছে",)
# A replacement sent is on its way; delivered, arrived or received is a rung further.
DELIVERED = (r"\b(?:delivered|arrived|received|reached you|in your hands|entregad[oa]|lleg(?:ó|ado|ada)|"
             r"recibid[oa]|(?:deliver|mil|pahunch) ho (?:ga|chuk)\w*|(?:mil|pahunch) (?:ga|chuk)\w*)\b|"
             r"डिलीवर हो ग|डिलीवर कर दिया|पहुँच ग|पहुंच ग|मिल ग|டெலிவரி செய்யப்பட்ட|வந்து சேர்ந்த|கிடைத்த|"
             r"ডেলিভারি হয়ে|ডেলিভারি করা হয়েছে|পৌঁছে গেছে|পৌঁছেছে|পেয়ে গেছেন",)
# The customer's code said to be checked ("the code is correct", "hemos validado tu código"): the customer
# verified, not a code sent. The state word follows the code (a predicate); "type the correct code" asks.
CODE_ACCEPTED = (
    r"\b(?:code|otp|pin)\b(?:\s\S+){0,4}?\s(?:is|was|'s|has been|have been)\s(?:now\s|been\s)?"
    r"(?:correct|valid|right|accepted|verified|confirmed|approved|validated)\b"
    r"(?!\s+(?:for|until|till|only|through))|"  # "valid for 10 minutes" is its life, not its check
    r"\b(?:code|otp|pin)\b(?:\s\S+){0,4}?\s(?:checks out|checked out|matched|matches|worked)\b",
    r"\bc[oó]digo\b(?:\s\S+){0,4}?\s(?:es|era|fue|está|ha sido|quedó)\s(?:\S+\s)?"
    r"(?:correcto|v[aá]lido|aceptado|verificado|validado|confirmado)\b|"
    r"\b(?:validado|verificado|confirmado|aceptado|valid[eé]|verifiqu[eé])\s(?:\S+\s){0,2}?c[oó]digo\b",
    r"\b(?:code|otp)\b(?:\s\S+){0,3}?\s(?:sahi|valid|correct|verify|verified|accept|match|confirm)\w*\s"
    r"(?:hai|tha|ho|nikla|kar)\b",
    r"(?:कोड|ओटीपी)(?:\s\S+){0,3}?\s(?:सही|मान्य|सत्यापित|वेरिफ़ाई|वेरिफाई|कन्फ़र्म|कन्फर्म|स्वीकार|मैच)\s?"
    r"(?:है|था|हो|निकला|कर)",
    r"(?:குறியீ|கோட|ஓடிபி)\S*(?:\s\S+){0,3}?\s(?:சரியானது|சரியாக|சரிபார்க்கப்பட்ட|உறுதி\S*ப்பட்ட|ஏற்கப்பட்ட|பொருந்தி)",
    r"(?:কোড|ওটিপি)\S*(?:\s\S+){0,3}?\s(?:সঠিক|যাচাই|ভেরিফাই|মিলে গেছে|নিশ্চিত|গৃহীত)",
    # The check said of the customer, or alone as a status line ("ya te he verificado", "Verified!").
    r"\bte\s(?:he\s|hemos\s)?(?:verificad[oa]|validad[oa]|verifiqu[eé]|verificamos|validamos)\b|"
    r"^\W*(?:verified|verificad[oa]|validad[oa]|सत्यापित|वेरिफाइड|verify ho gaya|சரிபார்க்கப்பட்டது|যাচাইকৃত)\W*$",
)
# A rung past the first said by its participle alone, as a status line is ("Return received!", "your replacement
# arrived yesterday"): the state, said of this case (a present, "the warehouse receives returns", says a habit).
RUNG_REACHED = (r"\b(?:received|arrived|delivered|completed|recibid[oa]s?|entregad[oa]s?|lleg[oó]|llegaron|"
                r"completad[oa])\b",)
# How many, written as a word (one is left out: "one", "una", "एक", "ஒரு", "একটি" are also articles).
COUNTS: dict[int, tuple[str, ...]] = {
    2: ("two", "both", "dos", "ambos", "ambas", "do", "dono", "donon", "दो", "दोनों", "இரண்டு", "இரு", "দুই", "দুটি",
        "দুটো", "দুটোই"),
    3: ("three", "tres", "teen", "teeno", "teenon", "तीन", "तीनों", "மூன்று", "তিন", "তিনটি", "তিনটে"),
    4: ("four", "cuatro", "char", "chaar", "charo", "चार", "चारों", "நான்கு", "চার", "চারটি"),
    5: ("five", "cinco", "paanch", "panch", "पाँच", "पांच", "ஐந்து", "পাঁচ", "পাঁচটি"),
    6: ("six", "seis", "chhe", "छह", "ஆறு", "ছয়", "ছয়টি"),
}
# The whole order, not some of its items ("your whole order has been refunded", "पूरे ऑर्डर का").
WHOLE = (r"\b(?:whole|entire|full|complete)\s+(?:order|purchase)\b|\b(?:everything|all (?:of )?(?:your|the) items)\b|"
         r"\b(?:pedido|compra)\s+(?:completo|completa|entero|entera)\b|\btodo (?:el|tu) pedido\b|"
         r"\b(?:poore|poora|pure|pura|saare|sara|saara|full)\s+order\b|"
         r"(?:पूरे|पूरा|सारे|संपूर्ण)\s+(?:ऑर्डर|आर्डर)|முழு\s?(?:ஆர்டர்|ஆர்டரு)|முழுவதும்|"
         r"(?:পুরো|সম্পূর্ণ|সমস্ত)\s+(?:অর্ডার)",)
# One of a whole: the count after it is the whole the item came from ("one of your three plates", "uno de los
# tres platos"); in Hindi, Tamil and Bengali the one stands by the item itself ("तीन में से एक प्लेट").
PARTITIVE = (r"\b(?:one|1|uno|una|ek)\s+(?:of|out of|among|de|del|de entre|mein se)\s(?:\S+\s)?$",)
