"""More of the claim reader's tables (supportbot/agent/claim_reading.py), beside supportbot/agent/claim_words.py: the
words that say one thing was put in place of another, that a state is now another, or that a pronoun takes its thing
from the clause before. Found by guard dev round 24 (issue 27 item 1) on the newer actions (exchange, order edit, saved
address); matched against text folded as the reader folds it, as claim_words.py's tables are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# "Instead of", "in place of": with a verb of ours that sends or switches, one thing for another is an exchange
# ("we've shipped the black strap instead of the brown one"); an order that now holds one thing in place of
# another has been edited ("आपके ऑर्डर में अब एक की जगह दो तकिए हैं").
SUBSTITUTING = (r"\b(?:instead of|in place of|in exchange for|en lugar de|en vez de|ki jagah|ke badle|ke bajaye|"
                r"ki bajaye)\b|"
                r"की जगह|के बजाय|के बदले|பதிலாக|க்குப்\s?பதில|க்கு\s?பதில|(?:ের|র|টির|টার|টা)\s+বদলে|পরিবর্তে",)
SWAPPING = (r"\b(?:sent|send|sending|shipped|shipping|dispatched|switched|swapped|changed|put|enviad[oa]s?|envi[éo]|"
            r"enviamos|enviaremos|mandad[oa]s?|mand[éo]|mandamos|cambi\w*|sustitu\w*|bhej\w*|badal\w*|switch\w*|"
            r"(?:te|le)\s+llega(?:n|rá|rán)?)\b|"
            r"भेज|बदल|அனுப்ப|அனுப்பி|மாற்றி|மாற்ற|পাঠা|পাঠি|বদলে দি|বদল কর",)
# What went wrong, reported ("sent the brown one instead of the black one by mistake"): no exchange of ours.
# An apology anywhere in the sentence says the same ("we sent the blue one instead of the black one — sorry").
MISTAKE = (r"\b(?:by mistake|mistakenly|wrongly|in error|by error|por error|por equivocación|equivocadamente|"
           r"galti se|galati se|sorry|apolog\w*|mix-?up|lo siento|perd[oó]n\w*|disculp\w*)\b|गलती से|ग़लती से|माफ़|माफ|"
           r"क्षमा|தவறுதலாக|தவறாக|மன்னிக்க|ভুল করে|ভুলবশত|ভুলে|দুঃখিত",)
# "Now" and "from now on", not "still" ("ab bhi", "এখনও", "இப்போதும்"): with "instead of" or an address and no verb
# of doing, a state that is now another says it was changed ("Ab aapka default address Pune wala hai").
NOW = (r"\bnow\b|\bfrom now on\b|\bahora\b(?!\s+mismo)|\ba partir de ahora\b|\bab\b(?!\s+(?:bhi|tak)\b)|"
       r"(?<!\S)अब(?!\s+(?:भी|तक))(?=\s)|இப்போது(?!ம்)|இனி|এখন(?!ও)",)
# An order that now holds only so many of a thing, or so many fewer or more ("ya lleva solo una lámpara",
# "में अब सिर्फ़ एक लैंप है", "এখন শুধু একটি ল্যাম্প"): its items were changed. "Only" and a number, in either
# order (Tamil: "ஒரு ... மட்டும்").
_ONE = r"(?:(?:one|just one|un|una|uno|ek|\d+)\b|एक|ஒரு|ஒன்று|একটি|একটা|এক)"
ONLY_SO_MANY = (rf"\b(?:only|just|solo|sólo|sirf|bas|nomás)\s+(?:\S+\s+)?{_ONE}|(?:सिर्फ़|सिर्फ|केवल|শুধু|কেবল)\s+(?:\S+\s+)?"
                rf"(?:{_ONE})|(?:ஒரே\s+)?ஒரு\s(?:\S+\s)?(?:\S+\s)?மட்டும்|"
                # so many fewer or more: "one lamp fewer", "una lámpara menos"
                rf"\b(?:{_ONE})\s+(?:\S+\s+)?(?:(?:fewer|less|more|menos|más|kam|zyada)\b|कम|ज़्यादा|ज्यादा|अधिक|"
                r"குறைவு|அதிகம்|কম|বেশি)",)
ALREADY_NOW = (r"\bya\b",)
STILL = (r"\b(?:still|currently|todavía|aún|abhi|ab bhi)\b|अभी|अब भी|இன்னும்|இப்போதும்|তখনও|এখনও",)
# A pronoun object takes its thing from the clause before ("there's an email for you — we sent it an hour ago").
# (After another word: a clause's first "it" is its subject, "it has already shipped".)
OBJECT = (r"(?<=\w\s)(?:it|them|lo|la|los|las|use|ise|usko|isko)\b|(?<!\S)(?:उसे|इसे|उन्हें)(?=\s)|"
          r"அதை|அவற்றை|সেটা|এটা|ওটা|সেটি|এটি",)
# A thing no longer on the order was taken off it: the negation is the change ("ya no está en tu pedido").
# (Not "not yet": "अब तक", "ab tak".)
NO_LONGER = (r"\bno longer\b|\bnot\b.*\b(?:anymore|any more)\b|\bya no\b|(?<!\S)अब(?!\s+(?:तक|भी))\s.*नहीं|"
             r"\bab\b(?!\s+(?:tak|bhi))\s.*\b(?:nahi|nahin)\b|இனி\s.*(?:இல்லை|கிடையாது)|(?:আর|এখন)\s.*(?:নেই|নয়)",)
# The order's or the parcel's journey (shipped, sent, delivered): its news, which the meaning head must not read as a
# cancellation or an edit of ours ("Tu pedido ya ha sido entregado", "आपका ऑर्डर भेजा जा चुका है").
PARCEL = (r"\b(?:order|parcel|package|shipment|pedido|paquete|env[ií]o|parcel)\b|ऑर्डर|पार्सल|पैकेज|ஆர்டர|பார்சல்|"
          r"অর্ডার|পার্সেল|#",)
JOURNEY = (r"\b(?:ship\w*|dispatch\w*|sent|deliver\w*|out for delivery|entreg\w*|enviad[oa]|despachad[oa]|en reparto|"
           r"bhej\w*|deliver|pahunch\w*)\b|भेजा|भेज दिया|शिप|डिलीवर|पहुँच|पहुंच|அனுப்பப்பட்ட|டெலிவரி|வந்து சேர்ந்த|"
           r"পাঠানো|শিপ|ডেলিভারি|পৌঁছ",)
# A price stated ("the price is now 20.00 instead of 25.00"): a reported fact, which the meaning head must not read
# as money given back.
PRICE = (r"\b(?:price|prices|priced|costs?|precio|precios|cuesta|cuestan|valor|keemat|daam|price)\b|कीमत|क़ीमत|दाम|"
         r"விலை|দাম|মূল্য",)

# The parcel sent somewhere else is the address changed, even with no word for an address ("redirected to your
# office", "will now deliver it to your work instead", "desviado a tu oficina").
REDIRECTED = (r"\b(?:redirect\w*|re-?rout\w*|redirig\w*|desvi[aóé]\w*)\b|"
              r"\b(?:deliver\w*|send|sent|ship\w*|going|goes|entreg\w*|envi\w*|llev\w*)\b(?:\s\S+){1,6}?\s"
              r"(?:instead|en su lugar|en vez de \S+)\W*$",)


def apologies(cut: Sequence[tuple[str, bool, int]], mistake: re.Pattern[str]) -> list[bool]:
    """For each clause (text, asks, place in its sentence), whether its sentence holds an apology or a mistake owned."""
    marks: list[bool] = []
    for i, (_, _, place) in enumerate(cut):
        if place == 0:
            end = next((j for j in range(i + 1, len(cut)) if cut[j][2] == 0), len(cut))
            said = any(mistake.search(c) for c, _, _ in cut[i:end])
        marks.append(said)
    return marks

