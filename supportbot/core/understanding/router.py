"""Intent and risk labels for one customer message, offline.

Pure: the classifier arrives already loaded (see `supportbot.core.understanding.classifier`); this module only
normalises text, applies the rule tables and reads the classifier's probabilities.
Rules win over the classifier for risk and for "talk to a person" (DESIGN.md invariant 7).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict

Intent = Literal[
    "order_status", "refund", "return", "address_change", "cancel_order",
    "account_access", "policy_question", "human", "complaint", "other",
]
Risk = Literal["low", "high"]
RiskSignal = Literal["self_harm", "chargeback", "legal", "fraud"]

# The one table from the 27 bitext intents to ours. No bitext intent is a return: `return`
# comes only from RETURN_RULES.
FINE_TO_INTENT: dict[str, Intent] = {
    "track_order": "order_status",
    "delivery_period": "order_status",  # "when will my order arrive" is about an order
    "get_refund": "refund",
    "track_refund": "refund",
    "change_shipping_address": "address_change",
    "set_up_shipping_address": "address_change",
    "cancel_order": "cancel_order",
    "create_account": "account_access",
    "delete_account": "account_access",
    "edit_account": "account_access",
    "recover_password": "account_access",
    "registration_problems": "account_access",
    "switch_account": "account_access",
    "check_refund_policy": "policy_question",
    "check_cancellation_fee": "policy_question",
    "check_payment_methods": "policy_question",
    "delivery_options": "policy_question",
    "contact_human_agent": "human",
    "contact_customer_service": "human",  # asking how to reach staff is asking for staff
    "complaint": "complaint",
    "change_order": "other",
    "place_order": "other",
    "check_invoice": "other",
    "get_invoice": "other",
    "payment_issue": "other",
    "newsletter_subscription": "other",
    "review": "other",
}
UNKNOWN_FINE = "unknown"  # fine_intent when no bitext intent applies (abstained, return rule)
HUMAN_FINE = "contact_human_agent"
ORDER_PLACEHOLDER = "ordref"
# The classifier reads only the start of a long message: its cost grows with length (about
# 2 ms per 1,000 characters) and the request is nearly always up front. Rules read it all.
CLASSIFIED_CHARS = 500


# Patterns run on normalise()d text: lowercase, NFKC, no nuktas, Devanagari chandrabindu as
# anusvara. Latin patterns use \b; Indic ones are substrings, because vowel signs are not \w and
# \b would split words. Self-harm is listed first: it decides the reply (a crisis line first).
# These are the explicit phrasings, each a whole thought (not wanting to live, everyone better
# off without me, asking the bank to reverse the charge, someone used my card). Single words that
# also live in harmless messages — a brother who is a lawyer, a police station as a landmark,
# fraud-proof packaging — are left to the classifier (supportbot/core/understanding/risk.py), which reads them
# in context.
RISK_RULES: dict[RiskSignal, dict[str, tuple[str, ...]]] = {
    "self_harm": {
        "en": (r"\bkill(ing)? my ?self\b", r"\bsuicid", r"\bend(ing)? (my (own )?life|it all)\b",
               r"\btake my (own )?life\b", r"\b(want|wanna|going) to die\b",
               r"\b(do ?n[o']?t|do not|no longer) (want|wanna|wish) to (live|be alive|be here|exist|go on|"
               r"carry on|keep going|wake up)\b",
               r"\bno (reason|point|will) (to|in|of) (live|living|go on|going on|being here|being alive|"
               r"carry on|carrying on|existing|life)\b", r"\bpoint (of|in) (being here|living|going on|"
               r"being alive|existing|my life)\b", r"\bnothing (left )?to live for\b",
               r"\bbetter off (dead|without me)\b", r"\b(hurt|harm|cut)(ing|ting)? my ?self\b",
               r"\bself[- ]?harm", r"\b(want|wanna|wish i could|going) to (disappear|vanish)\b",
               r"\b(disappear|vanish) (forever|for good)\b",
               r"\b(sleep|fall asleep|close my eyes) and (never|not) (wake|open)", r"\bfall asleep forever\b",
               r"\b(think|thinking|thought) (about|of) ending it\b", r"\b(take|taking|swallow) (all )?(my|the) pills\b",
               r"\bnot safe (with|from) myself\b", r"\bwon'?t be (here|around|alive) to (receive|get|use|open|see)\b",
               r"\bno way out for me\b", r"\bnobody needs me\b", r"\bno one needs me\b",
               r"\btired of (everything|it all)\b", r"\bnot going to try any ?more\b",
               r"\bgoing away (for good|forever)\b", r"\b(when|after|once) i'?m gone\b", r"\bbroken inside\b",
               r"\bno hope left\b", r"\b(it'?s|everything is) over for me\b",
               r"\bwant (it all|everything) to (stop|end)\b",
               r"\bgiving (all )?my (things|stuff|belongings) away\b",
               r"\b(won'?t|will not) (be )?need(ing)? (any of it|it any ?more|anything any ?more|anything ever)\b",
               r"\bno one left to use it\b",
                r"\b(don'?t|do not) see (a|any|the) (reason|point) (to|in|of) (keep going|go on|"
               r"going on|carry on|carrying on|live|living|being here)\b",
                r"\bwhat'?s the point of (anything|living|life|"
               r"going on|it all)\b",
                r"\b(don'?t bother|no need|no point)\b[^.?!]{0,40}[,.;]? ?i won'?t be (here|around)\b",
                 r"\b(written|wrote|writing|left) (goodbye )?(letters|a letter|notes|a note) "
               r"(to|for) (my family|everyone|my kids|my children|my parents|my wife|my husband)\b",
               r"\bi won'?t be (here|around|alive) (anymore|any more|much longer|for long)\b",
                r"\b(notice|care|miss me)\b[^.?!]{0,15}\bif i (was|were|am) gone\b",
                 r"\bready to leave (it|this life|this world)\b",
               r"\b(never|not) (to )?wake up (again|ever)\b", r"\bwish i (was|were) (dead|gone|never born)\b",
               r"\b(a|such a|just a) burden (to|on|for) (everyone|everybody|my family|them|all|people)\b",
               r"\btired of (living|existing|being alive|life)\b",
               r"\b(this is )?my (last|final) (message|goodbye)\b",
               r"\bgoodbye (to )?(everyone|everybody|world|cruel world|forever)\b",
               r"\b(can'?t|cannot) (go on|carry on|keep going) (anymore|any more|like this|living)\b",
               r"\bgive up on (life|living|myself)\b", r"\bnot (going to|gonna) be (here|around|alive) "
               r"(much longer|anymore|any more|for long)\b"),
        "hi": ("आत्महत्या", "खुदकुशी", r"मर(ना| जाना) चाहत", "जीना नहीं चाहत", "जान दे द",
               "अपनी जान ले", r"(खुद|अपने आप) को (मार|खत्म|नुकसान|चोट)", "जीना नहीं",
               r"जीने (की|का) (कोई )?(वजह|इच्छा|मन|मतलब|कारण)", r"मेरे बिना (सब |सभी )?(बेहतर|खुश)",
               r"(हमेशा के लिए )?गायब हो जा(ना|ऊं|ऊँ)", r"आंख (ही )?न खुले", "कभी न उठूं", "कभी ना उठूं",
               r"(सब|सबके|सबका) ?(पर|लिए)? बोझ (हूं|हूँ|बन)", r"सब (कुछ )?खत्म कर (दूं|दूँ|दूंगा|दूंगी|देना)",
               r"(आखिरी|अंतिम) (संदेश|मैसेज)", "सबको अलविदा", "जिंदा रहने से थक",
               r"दुनिया में मेरी कोई जगह नहीं", "यहां रहना ही नहीं", "यहाँ रहना ही नहीं",
               r"सारी गोलियां खा", "किसी को मेरी भी नहीं", "किसी को मेरी जरूरत नहीं", "हर चीज से थक",
               "हमेशा के लिए चला जा", "मेरे जाने के बाद", "अंदर से पूरी तरह टूट", "कोई उम्मीद नहीं",
               "जहां से कोई लौटता नहीं", "सब छोड दूं", r"(होने|बढने|जीने|रहने) का (अब )?(कोई )?मतलब नहीं",
               "सारा सामान बांट", "अब किसी चीज की जरूरत नहीं", r"(मैं|में) न रहूं",
               r"(मैं|में) (नहीं|नही) रहूं(गा|गी)", r"रहूं(गा|गी) ही नहीं"),
        "hinglish": (r"\baa?tm(a)?hatya", r"\bkhudk?h?ushi", r"\bmar(na| ja+na) chaht",
                     r"\bj(i+|ee)na nahi?n? chaht", r"\bjaan de du", r"\bkhud ko (maar|khatam|nuksa+n|chot)",
                     r"\bsuicide", r"\bj(i+|ee)ne (ki|ka) (koi )?(wajah|vajah|ichha|mann|man|matlab)",
                     r"\bmere bina (sab )?(behtar|khush)", r"\bgayab ho ja+(na|un|aun|unga|ungi)\b",
                     r"\baankh(ein)? (hi )?na khule", r"\bkabhi na uth", r"\b(sab )?(pe|par|ke liye) bojh\b",
                     r"\bbojh (hoon|hu|ban)", r"\bsab khatam kar (du|doon|dun|dunga|dungi|na)",
                     r"\b(aakhri|akhri|last) (message|msg|sandesh)\b", r"\bsab(ko|se) alvida\b",
                     r"\bzinda (rehne|rahne) se thak", r"\bduniya (mein|me) mera koi",
                     r"\bsaari goliyan kha", r"\bkisi ko meri (bhi )?((zaroorat|jarurat) )?nahi",
                     r"\bhar cheez se thak", r"\bhamesha ke liye chala ja", r"\bmere jaane ke baad\b",
                     r"\bandar se (poori tarah )?toot", r"\bkoi (umeed|ummeed) nahi", r"\bmain na rahun\b",
                     r"\bsaara (saamaan|samaan) baa?nt", r"\bab kisi cheez ki zaroorat nahi",
                     r"\b(aur|ab) (nahi|nahin|nhi) chal (sakta|sakti|paunga|paungi)\b",
                     r"\bhimmat (khatam|khatm|jawab de)", r"\byahan rehna (hi )?nahi",
                      r"\bmain (nahi|nahin|nhi) rah(unga|ungi)\b",
                      r"\brah(unga|ungi) hi nahi"),
        "es": (r"\bquitarme la vida\b", r"\bmatarme\b", r"\bme quiero morir\b",
               r"\bquiero morir", r"\bno quiero (vivir|seguir viviendo|seguir aqu[ií]|estar aqu[ií]|existir|"
               r"despertar)", r"\bacabar con mi vida\b", r"\bhacerme daño\b", r"\bsuicid",
               r"\bno (le )?(veo|encuentro) (el )?sentido a (seguir|vivir|estar aqu[ií]|la vida|nada)",
               r"\bmejor(es)? sin m[ií]\b", r"\b(quiero|quisiera) desaparecer\b", r"\bdesaparecer para siempre\b",
               r"\b(dormir(me)?|dormirme) y no despertar", r"\bno despertar(me)? (nunca|m[aá]s)\b",
               r"\bojal[aá] no despert", r"\b(soy|ser) una carga\b", r"\bnada por lo que vivir\b",
               r"\bcansad[oa] de (vivir|existir|la vida)\b", r"\bacabar con todo\b", r"\birme de este mundo\b",
               r"\b(mi )?[uú]ltimo mensaje\b", r"\badi[oó]s a todos\b", r"\bme despido de todos\b",
               r"\bsobro en (este mundo|la vida)\b",
               r"\bme quiero matar\b", r"\bnadie me necesita\b", r"\bcansad[oa] de todo\b",
               r"\bme voy para siempre\b", r"\bcuando (ya )?no est[eé]\b", r"\brot[oa] por dentro\b",
               r"\bno (me )?queda (ninguna )?esperanza\b", r"\bir(me)? de este mundo\b",
               r"\bregalando todas mis cosas\b", r"\bya no voy a necesitar nada\b",
               r"\bno aguanto (m[aá]s )?(esta|la|mi) vida\b", r"\bsi (yo )?no estuviera\b",
                r"\b(tomarme|tomar) todas (las|mis) pastillas",
                r"\bme estoy haciendo daño\b",
               r"\b(ya|pronto) no estar[eé]\b", r"\bno voy a estar para recibir"),
        "ta": ("தற்கொலை", "சாக விரும்பு", "சாகணும்", "சாகப் போகிறேன்", "உயிரை மாய்த்",
               "வாழ விருப்பமில்லை", "வாழ விரும்பவில்லை", "என்னை நானே காயப்படுத்த", "வாழ பிடிக்கல",
               r"வாழ்(றதுக்கு|வதற்கு) (எந்த )?(காரணம|அர்த்தம)", r"நான் இல்லா(ம|மல்) (எல்லாரும் )?(நல்லா|சந்தோஷ)",
               "மறைஞ்சு போயிட", "எழுந்திருக்காம", "கண் முழிக்காம", "பாரமா இருக்கேன்",
               r"எல்லாத்தையும் முடிச்சு(க்க|ட)", "கடைசி மெசேஜ்", r"எல்லாருக்கும் (குட் ?பை|பை)",
               "உயிரோட இருக்கவே", "எனக்கு இடமே இல்ல",
               "நான் இருக்க மாட்டேன்", "என்னையும் யாருக்கும் தேவையில்ல", "எல்லாத்துலயும் சோர்ந்து",
               "நிரந்தரமா போயிட", "நான் போன பிறகு", "முழுசா உடைஞ்சு", "நம்பிக்கையே இல்ல",
               "திரும்ப வர முடியாத இடத்துக்கு", "பொருட்களை எல்லாம் கொடுத்துட்டேன்",
               "இனி எதுவும் தேவைப்படாது", "தாங்க முடியாது, எல்லாத்தையும்",
               "இங்க இருக்கவே வேண்டாம்", "எல்லா மாத்திரை",
                "தொடர முடியாது"),
        "bn": ("আত্মহত্যা", "মরে যেতে চাই", "মরতে চাই", "বাঁচতে চাই না", "নিজেকে শেষ করে",
               "নিজের ক্ষতি কর", "জীবন শেষ করে", "বাঁচতে ইচ্ছে করে না", r"বেঁচে থাকার (কোনো )?(মানে|কারণ)",
               r"আমি না থাকলে (সবাই )?(ভালো|খুশি)", "হারিয়ে যেতে চাই", "কখনো না উঠি", "চোখ না খুল",
               r"(সবার|সকলের) (কাছে )?বোঝা", r"সব শেষ করে (দিই|দেব|দিতে)", "শেষ মেসেজ", "সবাইকে বিদায়",
               "বেঁচে থাকতে থাকতে ক্লান্ত", "আমার কোনো জায়গা নেই",
                r"(এগিয়ে যাওয়ার|বেঁচে থাকার|থাকার) (কোনো |আর )?মানে", "আমি না থাকলে",
               r"আমি (আর )?থাকব না", "ঘুমের ওষুধ খেয়ে", "আমাকেও কারও দরকার নেই", "সবকিছুতে ক্লান্ত", "চিরদিনের মতো চলে",
               "চিরকালের মতো চলে", "আমি চলে যাওয়ার পরে", "পুরো ভেঙে পড়েছি", "কোনো আশা নেই",
               "যেখান থেকে কেউ ফেরে না", "সব জিনিস বিলিয়ে",
               "আর কিছুর দরকার হবে না", "নিজেকে আবার আঘাত", "নিজেকে আঘাত"),
    },
    "chargeback": {
        "en": (r"\bcharge[- ]?backs?\b",
               r"\bdispute[sd]? (the |this |a |my |that )?(charge|payment|transaction)",
               r"\b(bank|card|paypal|visa|mastercard|amex) (dispute|claim)",
               r"\bdispute[^.?!]{0,20}\b(with|through) (my|the) (bank|card|paypal)",
               r"\b(call|contact|tell|ask|report (it |you |this )?to|complain to) my "
               r"(bank|card issuer|(credit )?card company)\b",
               r"\b(reverse|cancel|pull back|claw back|take back|block|recall) (the |this |my |that |your )?"
               r"(charge|payment|transaction|debit)",
               r"\b(bank|visa|amex|mastercard|card company|card issuer|paypal)\b[^.?!]{0,30}\b(take|claw|pull|get|"
               r"grab)\b[^.?!]{0,15}\b(money|payment|it) back\b",
               r"\b(bank|card company|card issuer|visa|amex)\b[^.?!]{0,30}\b(reverse|pull[^.?!]{0,10}back|"
               r"claw[^.?!]{0,10}back|take[^.?!]{0,10}back|cancel the (charge|payment))"),
        "hi": ("चार्जबैक", r"बैंक[^.?!।]{0,25}(शिकायत|विवाद|डिस्प्यूट|कंप्लेंट)",
               r"(बैंक|कार्ड)[^.?!।]{0,30}(रिवर्स|उलटवा|उलट द|वापस खींच|निकलवा|रद्द करवा|कैंसिल कर)",
               "डिस्प्यूट", r"बैंक[^.?!।]{0,30}(पेमेंट|भुगतान)[^.?!।]{0,5} रोक"),
        "hinglish": (r"\bbank (me|mein|mai|main|se|ko)\b[^.?!]{0,15}"
                     r"\b(complaint|complain|shikayat|dispute)", r"\bcharge ?back",
                     r"\b(bank|card)\b[^.?!]{0,30}\b(reverse|wapas (nikal|khee?ch)|cancel kar(ne|wa))",
                     r"\b(reverse|dispute) (karwa|kar d|daal)"),
        "es": (r"\bcontracargo", r"\bretrocargo",
               r"\b(disputa|reclamaci[oó]n|reclamo|queja)[^.?!]{0,30}\b(banco|tarjeta)\b",
               r"\b(banco|tarjeta)[^.?!]{0,30}\b(disputa|reclam|anul|revert|revier|cancel|desconoc|rechac|rechaz)"
               r"[^.?!]{0,20}\b(cargo|cobro|pago|compra)", r"\bdesconocer (el|este) (cargo|cobro)",
               r"\b(revertir|anular|cancelar) (el|este) (cargo|cobro)[^.?!]{0,30}\b(banco|tarjeta)",
               r"\b(banco|tarjeta)\b[^.?!]{0,30}\bpara que (me )?(devuelvan|reintegren|reviertan|anulen|cancelen)"),
        "ta": ("சார்ஜ்பேக்", r"வங்கி[^.?!]{0,20}(புகார்|தகராறு)", "டிஸ்ப்யூட்",
               r"(பேங்க்|வங்கி|கார்டு)[^.?!]{0,30}(ரிவர்ஸ்|திரும்ப (இழு|எடு)|கேன்சல் பண்ண சொல்)",
               r"பேமெண்ட்டை நிறுத்த"),
        "bn": ("চার্জব্যাক", r"ব্যা(ং|ঙ্)ক[^.?!।]{0,20}(অভিযোগ|বিরোধ|ডিসপিউট)", "ডিসপিউট",
               r"(ব্যা(ং|ঙ্)ক|কার্ড)[^.?!।]{0,30}(রিভার্স|উল্টে|টেনে|বাতিল করতে বল|ফেরত নিয়ে নেব)",
               r"পেমেন্ট আটকে"),
    },
    "legal": {
        "en": (r"\bmy (lawyers?|attorneys?|solicitors?|advocate)\b(?!'s)",
               r"\b(spoken|spoke|talked|talking|talk|speak|speaking|consult|consulted|hire|hired|get|getting|call|"
               r"calling|contact|contacted) (to |with )?(a|an|my) (lawyer|attorney|solicitor)\b",
                r"\blegal (action|notice|route|steps)\b",
               r"\b(sue|sues|sued|suing)\b", r"\blaw ?suits?\b", r"\bsmall claims\b",
               r"\b(take|taking|see|drag) (you|u|this|them|your company)[^.?!]{0,15} "
               r"(to|in) court\b",
               r"\bcourt case\b", r"\b(go|going|goes) to court\b", r"\bconsumer (court|forum)\b", r"\bombudsman\b",
               r"\btrading standards\b",
               r"\bpolice (complaint|report|case)\b", r"\b(report|complain about) (you|this|your \w+) to the police\b"),
        "hi": ("अदालत", "मुकदमा", r"वकील से बात कर", "कानूनी", "केस कर", r"(उपभोक्ता|कंज्यूमर) (फोरम|अदालत)",
               r"(मेरा|मेरे) वकील", r"कोर्ट (में|ले जा|केस|जाऊं|जाएंगे)", r"पुलिस (में|को) (शिकायत|रिपोर्ट)",
               "ई-दाखिल", "ई दाखिल"),
        "hinglish": (r"\b(mera|mere) (vakeel|vakil|wakil|wakeel|lawyer)\b",
                      r"\b(vakeel|vakil|wakil|wakeel|lawyer) se baat kar", r"\bcase (kar|darj|file|thok)",
                     r"\bka+n(oo|u)ni (karwai|karyavahi|action)", r"\bmukad(d)?a?ma\b",
                     r"\badalat\b", r"\blegal (notice|action|route)\b", r"\bconsumer (court|forum)\b",
                     r"\bcourt (mein|me|le ja|jaunga|jaungi|jayenge)",
                      r"\bpolice (complaint|mein complaint|me complaint|case)"),
        "es": (r"\b(mi|nuestro) abogad[oa]\b",
               r"\b(hablar[eé]?|habl[eé]|consultar[eé]?|contratar[eé]?|llamar[eé]?) (con |a )?(un|una|mi) abogad[oa]\b",
               r"\bdemand(ar|aré|are|arlos|arles|aremos)\b",
               r"\b(poner|interponer|presentar) una demanda\b", r"\blos (llevo|llevar[eé]) a juicio\b",
               r"\bacci[oó]n(es)? legal(es)?\b", r"\bdenunci(a|ar|aré|arlos)\b", r"\bv[ií]a legal\b",
               r"\bprofeco\b", r"\b(ir[eé]|voy|vamos|iremos) (al|a los) (juzgado|tribunal(es)?)\b",
                r"\boficina del consumidor\b", r"\ben los tribunales\b", r"\bconsumo\b"),
        "ta": ("வழக்கறிஞர்", r"(என்|எங்க) வக்கீல்", "நீதிமன்றத்துக்கு", "நீதிமன்றத்தில்", "வழக்கு போடு",
               "கேஸ் போடு", "சட்ட நடவடிக்கை", "சட்டப்படி", "லீகல் நோட்டீஸ்", "ஃபோரம்ல புகார்",
               r"(போலீஸ்|காவல் நிலைய)[^.?!]{0,15}புகார்", "கோர்ட்டுல", "கோர்ட்டுக்கு"),
        "bn": (r"আমার (উকিল|আইনজীবী)", "আদালতে", "মামলা করব", "আইনি ব্যবস্থা", r"কোর্টে (দেখা|যাব|মামলা)",
               "লিগ্যাল নোটিশ", "আইনের পথে", "ফোরামে অভিযোগ", r"(থানায়|পুলিশে) অভিযোগ"),
    },
    "fraud": {
        "en": (r"(?<!from )(?<!against )\bfraud(ulent|sters?)?\b(?![- ]?(proof|protection|prevention|detection|"
               r"check))",
               r"\b(this is|it'?s|you'?re|you are|what a|total) (a )?(scam|fraud)\b", r"\bscam(med|mers?)\b",
               r"\bidentity theft\b",
               r"\bunauthori[sz]ed (charge|payment|transaction|purchase|order|debit)",
               r"\b(card|account|identity|details)\b[^.?!]{0,20}\b(stolen|hacked)\b",
               r"\bsomeone (else )?(has )?(used|hacked|stole|is using|charged) my (card|account|details|"
               r"card details|paypal|identity)\b",
               r"\bhacked\b", r"\bstole (my|our)\b",
               r"\b(charge|payment|transaction|debit)s?\b[^.?!]{0,25}\bi (did ?n[o']?t|never|did not) "
               r"(make|made|authori[sz]e|authori[sz]ed|do|did)\b", r"\bi (don'?t|do not) recogni[sz]e\b",
               r"\bi bought nothing\b", r"\bi (didn'?t|did not|never) (buy|order) anything\b",
               r"\bi (did ?n[o']?t|never) (buy|order|purchase) (anything|this|it)\b[^.?!]{0,40}\b(charg|debit|took)",
               r"\b(don'?t|do not) recogni[sz]e (this|the|a|that) (charge|payment|transaction|debit)",
               r"\bin my name without\b", r"\b(call|calling|going to|go to) the (police|cops)\b"),
        "hi": ("धोखाधडी", "धोखा है", r"पुलिस (में|के पास) जा", "फ्रॉड हो", "फ्रॉड है", "एफआईआर", "ठगी", "स्कैम है",
                "साइबर क्राइम",
               r"किसी ने (मेरा|मेरे) (कार्ड|अकाउंट)", r"(कार्ड|अकाउंट)[^.?!।]{0,15}(चोरी|हैक)",
               r"(मैंने|मैने) (कुछ|ये|यह)[^.?!।]{0,10}(नहीं|नही) (खरीदा|किया)[^.?!।]{0,30}(कट|चार्ज|डेबिट)",
               r"(जो|जिसे) (मैंने|मैने) (किया|खरीदा) ही नहीं", r"बिना (इजाजत|अनुमति)[^.?!।]{0,15}ऑर्डर"),
        "hinglish": (r"\bdho(k|kh)(a|e|ebaa?z)\b", r"\bthag(i|a|e)\b",
                     r"\bfir (darj|file|likhwa|karwa)", r"\b(card|account)\b[^.?!]{0,15}\b(chori|hack)",
                     r"\bchor (ho|hai|hain)\b", r"\bfraud (ho|hai|hain|kiya)\b",
                     r"\bkisi ne (mera|mere) (card|account)", r"\bmaine (kuch|ye|yeh)[^.?!]{0,10}\b(nahi|nhi) "
                     r"(kharida|kiya)\b[^.?!]{0,30}\b(kat|charge|debit)", r"\bbina permission\b",
                     r"\b(jo|jise) maine (kiya|kharida) hi nahi"),
        "es": (r"(?<!contra )(?<!contra el )\bfraude\b", r"\bestaf(a|ar|ado|adores)\b(?![^.?!]{0,40}\bde fiar)",
               r"\bme robaron (la|mi) (tarjeta|cuenta)", r"\bcargo no autorizado\b",
               r"\bno reconozco (el|este|un|ese) (cargo|cobro|pago)\b", r"\bque no reconozco\b",
                r"\balguien (ha )?us(ó|o|ado|a) mi "
               r"(tarjeta|cuenta)",
                r"\b(cargo|cobro|pago)\b[^.?!]{0,25}\bque (yo )?no (hice|realic[eé]|reconozco|autoric[eé])",
               r"\bno compr[eé] nada\b[^.?!]{0,30}\b(cobr|carg)", r"\bme (hackearon|piratearon)\b",
               r"\ba mi nombre sin\b", r"\b(llamar[eé]?|llamo|voy a llamar|ir[eé]) a la polic[ií]a\b"),
        "ta": ("மோசடி", "ஏமாற்றி", "ஏமாற்றுகி", "ஏமாற்றுக்கார", "ஏமாற்று வேலை",
               r"யாரோ என் (கார்டை|அக்கவுண்ட்)", r"நான் (பண்ணாத|செய்யாத)",
                r"(கார்டு|அக்கவுண்ட்)[^.?!]{0,15}(திருடு|ஹேக்)",
               r"நான் எதுவு(ம்|மே) வாங்கல", "அனுமதி இல்லாம"),
        "bn": ("প্রতারণা", "প্রতারক", "জালিয়াতি", "জালিয়াত", "ঠকিয়েছ", "ঠকাচ্ছ",
               r"কেউ আমার (কার্ড|অ্যাকাউন্ট)", r"আমি করিনি", r"(কার্ড|অ্যাকাউন্ট)[^.?!।]{0,15}(চুরি|হ্যাক)",
               r"আমি কিছু(ই)? কিনিনি", r"অনুমতি ছাড়া"),
    },
}

HUMAN_RULES: dict[str, tuple[str, ...]] = {
    "en": (r"\b(talk|speak|chat)(ing)? (to|with)\b[^.?!]{0,25}\b(human|person|people|agent|"
           r"representative|rep|someone|somebody|staff|manager|supervisor|operator|advis[oe]r)s?\b",
           r"\b(connect|transfer|put) me (to|with|through)\b",
           r"\b(real|live|actual) (human|person|agent)\b", r"\bhuman (agent|being)\b",
           r"^(a )?(human|agent|representative|operator|person)( please| pls)?[.!?]*$"),
    "hi": (r"(इंसान|इन्सान|व्यक्ति|आदमी|एजेंट|मनुष्य|प्रतिनिधि|कर्मचारी|मैनेजर|किसी) से (बात|संपर्क)",
           "असली इंसान"),
    "hinglish": (r"\b(insaa?n|aadmi|admi|bande?|agent|person|human|kisi|manager|executive|"
                 r"customer care|customer service) (se|say|sey|ko)\b[^.?!]{0,10}"
                 r"\b(baat|bat|connect|milao|jodo)",),
    "es": (r"\b(hablar|comunicarme|conversar|contactar|p[aá]same|transfi[eé]reme|"
           r"ponerme en contacto)\b[^.?!]{0,25}\b(persona|humano|agente|representante|"
           r"asesora?|operadora?|alguien|encargado|gerente|supervisor)\b",
           r"\b(persona|humano) real\b", r"\batenci[oó]n humana\b"),
    "ta": (r"(மனித|நபர|முகவர|ஏஜென்ட|ஏஜெண்ட|ஊழியர)[^.?!]{0,15}பேச",),
    "bn": (r"(মানুষ|ব্যক্তি|এজেন্ট|প্রতিনিধি|কারো|কারও|কর্মী)[^.?!।]{0,15}কথা বল",),
}

# Returns: a wish to send goods back. Money words make it a refund; policy words a question.
RETURN_RULES: dict[str, tuple[str, ...]] = {
    "en": (r"\breturn(ing)? (it|this|these|them|the|my|a|an|one|two|both)\b",
           r"\bsend (it|this|these|them|the \w+|my \w+) back\b", r"\b(want|like|need) to return\b"),
    "hi": ("रिटर्न कर", "वापस भेज"),
    "hinglish": (r"\breturn (karna|karni|karu|karun|karunga|karungi|kar)\b",
                 r"\bwa?apas (bhej|karna)"),
    "es": (r"\bdevolver (el|la|los|las|este|esta|estos|estas|un|una)\b",
           r"\bquiero devolver\b"),
    "ta": ("திருப்பி அனுப்ப",),
    "bn": ("ফেরত পাঠা",),
}
_NOT_RETURN = (r"\b(money|refund|payment|cash|paise|paisa|dinero|reembolso|pago|polic|"
               r"pol[ií]tica)|पैसे|रिफंड|नीति|பண(ம்|த்)|টাকা")

# Asks the English-trained classifier misreads, decided by rule in the router's priority order:
# a question about the rules before money words ("¿cuál es la política de reembolsos?" asks about
# the rule), the account before money. English money-back phrasings are left to the classifier:
# in the bitext data "money back" is as often a question about the guarantee as a request.
POLICY_RULES: dict[str, tuple[str, ...]] = {
    "en": (r"\bpolic(y|ies)\b", r"\bwarrant(y|ies)\b", r"\bguarantee[ds]?\b",
           r"\bgift[- ]?(wrap|wrapping|wrapped|message|note|box|receipt)s?\b",
           r"\bdo you (offer|provide|accept|take|support)\b", r"\bcan i pay (with|by|using|in|via)\b",
           # "can I still change my address after I've ordered?": about when, not a change to make
           # now; with an order named it is a request (the placeholder is ordref).
           r"^(?!.*\bordref\b).*\b(can|could|may) (i|we|you) (still )?(change|update|edit|modify|"
           r"correct)\b[^.?!]{0,40}\b(after|once)\b",
           r"^(?!.*\bordref\b).*\b(until|till|up to) when (can|could) (i|we)\b"),
    "es": (r"\bpol[ií]ticas?\b", r"\bgarant[ií]as?\b",
           r"\b(envolver|envoltorio|envuelto|papel)\b[^.?!]{0,20}\bregalo\b",
           r"\b(aceptan|ofrecen) (pago|pagos|tarjeta|paypal|envoltorio|garant)",
           r"\bpuedo pagar (con|en|por)\b",
           r"^(?!.*\bordref\b).*\b(puedo|se puede) (todav[ií]a |a[uú]n )?(cambiar|modificar|actualizar)\b"
           r"[^.?!]{0,40}\b(despu[eé]s|una vez)\b"),
    "hi": ("नीति", "पॉलिसी", "पालिसी", "वारंटी", "गारंटी", "गिफ्ट रैप", "गिफ्ट पैक"),
    "hinglish": (r"\b(gaaranti|garanti|vaaranti)\b", r"\bgift (pack|wrap)\b"),
    "ta": ("கொள்கை", "உத்தரவாத", "வாரண்டி"),
    "bn": ("নীতি", "ওয়ারেন্টি", "গ্যারান্টি"),
}
ACCOUNT_RULES: dict[str, tuple[str, ...]] = {
    "hi": (r"(अकाउंट|एकाउंट|खाता|खाते)[^.?!।]{0,25}(बंद|डिलीट|हटा|लॉगिन|लॉग इन|पासवर्ड|खुल|खोल|बना)",
           r"(लॉगिन|लॉग इन)[^.?!।]{0,15}नहीं", r"पासवर्ड[^.?!।]{0,10}(भूल|बदल|रीसेट)"),
    "hinglish": (r"\b(account|acount|khata)\b[^.?!]{0,20}\b(band|delete|login|log in|khul|bana|hata)",
                 r"\b(login|log in) (nahi|nahin|nhi|na)\b", r"\bpassword\b[^.?!]{0,10}\b(bhool|bhul)"),
    "es": (r"\bcuenta\b[^.?!]{0,30}\b(entrar|acceder|iniciar sesi[oó]n|contraseña|borrar|eliminar|"
           r"cerrar|bloquead)", r"\b(entrar|acceder|iniciar sesi[oó]n|borrar|eliminar|cerrar|"
           r"darme de baja)\b[^.?!]{0,20}\bcuenta\b", r"\bcontraseña\b"),
}
REFUND_RULES: dict[str, tuple[str, ...]] = {
    "es": (r"\breembols", r"\breintegr",
           r"\b(devolu?ci[oó]n|devuelv\w*|devolver\w*|regres\w*|recuperar)\b[^.?!]{0,25}"
           r"\b(dinero|plata|pago)\b", r"\b(dinero|plata) de vuelta\b"),
    "hi": ("रिफंड", "धनवापसी", r"(पैसे|पैसा|पैसों|रकम|राशि)[^.?!।]{0,15}(वापस|लौटा)"),
    "hinglish": (r"\b(paisa|paise|paisay|pese|paison|rupay|rupaye|rupees|amount)\b[^.?!]{0,15}"
                 r"\b(wa?apas|vapas|lauta|return)", r"\brefund\b[^.?!]{0,15}\b(chahiye|chaiye|"
                 r"chahie|do|de do|dedo|dijiye|karo|kar do|kijiye|milega|mil)\b"),
    "ta": ("ரீஃபண்ட்", "ரிஃபண்ட்", r"பண(ம்|த்)[^.?!]{0,15}திரும்ப"),
    "bn": ("রিফান্ড", r"টাকা[^.?!।]{0,10}ফেরত"),
}
ADDRESS_RULES: dict[str, tuple[str, ...]] = {
    "es": (r"\b(cambi\w*|modific\w*|actualiz\w*|correg\w*|corrij\w*)\b[^.?!]{0,30}\bdirecci[oó]n\b",
           r"\b(nueva|otra) direcci[oó]n\b", r"\bdirecci[oó]n (nueva|equivocada|incorrecta)\b"),
    "hi": (r"पत(ा|े)[^.?!।]{0,15}(बदल|चेंज|अपडेट)", r"(नया|नए|दूसरे) पते"),
    "hinglish": (r"\b(address|pata)\b[^.?!]{0,15}\b(badal|badla|change|update)",
                 r"\bnaye? (address|pate)\b"),
}

# Whole messages made only of these words are pleasantries, not requests.
_GREETING_WORDS = (
    "hi hii hello helo hey heya hiya yo good morning afternoon evening day there thanks thank "
    "you thx ty ok okay cool great perfect cheers that's thats all bye namaste namaskar hola buenos "
    "buenas dias días tardes noches gracias "
    "vanakkam nandri dhanyavad shukriya salaam नमस्ते नमस्कार धन्यवाद शुक्रिया வணக்கம் நன்றி "
    "নমস্কার নমস্তে হ্যালো ধন্যবাদ"
)

# Shop ids (A-1042) and bitext order numbers (6+ digits); bitext invoice ids (#85632) stay.
_ORDER_ID = re.compile(r"\b[a-z]{1,3}-?\d{3,}\b|\b\d{6,}\b")
# Nuktas and Devanagari chandrabindu are typed inconsistently; matching ignores them.
_FOLD = str.maketrans({"\u093c": None, "\u09bc": None, "\u0901": "\u0902",
                       "\u200b": None, "\u200c": None, "\u200d": None, "\ufeff": None})


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_FOLD)


def normalise(text: str) -> str:
    """Lowercase, NFKC, fold Indic spelling variants, and replace order ids by a placeholder."""
    text = _fold(text).lower()
    return " ".join(_ORDER_ID.sub(f" {ORDER_PLACEHOLDER} ", text).split())


def _compile(rules: dict[str, tuple[str, ...]]) -> re.Pattern[str]:
    # Patterns are written lowercase; only fold them (lower() would turn \W into \w).
    return re.compile("|".join(f"(?:{_fold(p)})" for ps in rules.values() for p in ps))


_RISK = tuple((signal, _compile(rules)) for signal, rules in RISK_RULES.items())
_HUMAN = _compile(HUMAN_RULES)
_RETURN = _compile(RETURN_RULES)
_RULED: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    ("policy_question", _compile(POLICY_RULES)), ("account_access", _compile(ACCOUNT_RULES)),
    ("refund", _compile(REFUND_RULES)), ("address_change", _compile(ADDRESS_RULES)))
_NOT_RETURN_RE = re.compile(_fold(_NOT_RETURN))
_GREETINGS = frozenset(_fold(_GREETING_WORDS).split())


def risk_signal(normalised: str) -> RiskSignal | None:
    """The first high-risk signal in normalise()d text, self-harm before the others."""
    for signal, pattern in _RISK:
        if pattern.search(normalised):
            return signal
    return None


def wants_human(normalised: str) -> bool:
    return _HUMAN.search(normalised) is not None


def wants_return(normalised: str) -> bool:
    return _RETURN.search(normalised) is not None and not _NOT_RETURN_RE.search(normalised)


def ruled_intent(normalised: str) -> Intent | None:
    """The intent a rule table decides (policy, account, money back, address), or None."""
    return next((intent for intent, pattern in _RULED if pattern.search(normalised)), None)


def is_pleasantry(normalised: str) -> bool:
    if len(normalised) > 60:  # no run of pleasantries is longer; spare long messages the scan
        return False
    # Drop punctuation and emoji by category: a regex \W would also drop Indic vowel signs.
    kept = "".join(ch for ch in normalised if unicodedata.category(ch)[0] not in "PS")
    return all(word in _GREETINGS for word in kept.split())  # an empty message is one too


class IntentModel(Protocol):
    """A loaded classifier over the bitext fine intents (supportbot.core.understanding.classifier.TextClassifier)."""

    classes: tuple[str, ...]

    def probabilities(self, normalised: str) -> Sequence[float]: ...


class RouterLabels(BaseModel):
    """What the router says about one message. `confidence` is in the intent; `other` is low."""

    model_config = ConfigDict(frozen=True)

    intent: Intent
    fine_intent: str
    risk: Risk
    confidence: float
    risk_reason: RiskSignal | None = None
    language: str | None = None  # the small model's reading; None: code detects it


class RiskModel(Protocol):
    """The risk classifier (supportbot.core.understanding.risk.RiskClassifier): given what the rules found,
    the signal to act on."""

    def signal(self, normalised: str, ruled: RiskSignal | None = None) -> RiskSignal | None: ...


class Router:
    """Labels messages with a loaded classifier plus the rule tables; build once, share.

    Risk: the rule tables, then the risk classifier the artefact carries (`model.risk`, built
    with it by `make`), unless one is given. A model without one (a test stub) has rules only.
    Intent: the rule tables, then the ten-intent model the artefact carries (`model.intents`,
    trained on bitext and our multilingual dev messages), else the fine intent's mapping.
    `fine_intent` refines the intent decided: the bitext model's best reading among its fine intents.
    """

    def __init__(self, model: IntentModel, min_confidence: float = 0.5, risk: RiskModel | None = None,
                 intents: IntentModel | None = None, intent_min_confidence: float = 0.3) -> None:
        unmapped = set(model.classes) - FINE_TO_INTENT.keys()
        if unmapped:
            raise ValueError(f"classifier has intents missing from FINE_TO_INTENT: {unmapped}")
        self._model = model
        self._min_confidence = min_confidence
        self._risk: RiskModel | None = risk if risk is not None else getattr(model, "risk", None)
        self._intents: IntentModel | None = intents if intents is not None else getattr(model, "intents", None)
        # The ten-intent model spreads its probability over ten labels and six languages: a lower
        # bar than the fine model's 27 (chosen on our dev messages, 5-fold).
        self._intent_min_confidence = intent_min_confidence

    def risk(self, normalised: str) -> RiskSignal | None:
        """The high-risk signal in normalise()d text: rules first, then the classifier."""
        ruled = risk_signal(normalised)
        return self._risk.signal(normalised, ruled) if self._risk is not None else ruled

    def classify(self, text: str) -> RouterLabels:
        normalised = normalise(text)
        signal = self.risk(normalised)
        risk: Risk = "high" if signal else "low"
        fine_probabilities = self._model.probabilities(normalised[:CLASSIFIED_CHARS])
        fine, fine_confidence = self._best_of(self._model.classes, fine_probabilities)

        def labelled(intent: Intent, confidence: float) -> RouterLabels:
            # The fine label refines the intent, never contradicts it: the bitext model's best
            # reading among the fine intents of the intent decided (unknown when none maps to it).
            within = [i for i, c in enumerate(self._model.classes) if FINE_TO_INTENT[c] == intent]
            refined = max(within, key=fine_probabilities.__getitem__, default=None)
            return RouterLabels(intent=intent, fine_intent=self._model.classes[refined] if refined is not None
                                else UNKNOWN_FINE, risk=risk, confidence=confidence, risk_reason=signal)

        if wants_human(normalised):
            return labelled("human", 1.0)
        if wants_return(normalised):
            return labelled("return", 1.0)
        ruled = ruled_intent(normalised)
        if ruled is not None:
            return labelled(ruled, 1.0)
        if is_pleasantry(normalised):
            return labelled("other", 0.0)
        if self._intents is not None:
            intent, confidence = self._best(self._intents, normalised)
            bar = self._intent_min_confidence
        else:
            intent, confidence = FINE_TO_INTENT[fine], fine_confidence
            bar = self._min_confidence
        if confidence < bar:
            return labelled("other", confidence)
        return labelled(intent, confidence)  # type: ignore[arg-type]

    @classmethod
    def _best(cls, model: IntentModel, normalised: str) -> tuple[str, float]:
        return cls._best_of(model.classes, model.probabilities(normalised[:CLASSIFIED_CHARS]))

    @staticmethod
    def _best_of(classes: Sequence[str], probabilities: Sequence[float]) -> tuple[str, float]:
        best = max(range(len(probabilities)), key=probabilities.__getitem__)
        return classes[best], float(probabilities[best])
