"""The risk phrase rules: the explicit phrasings of self-harm, chargeback, legal and fraud, six languages."""

from __future__ import annotations

from supportbot.core.understanding.labels import RiskSignal
from supportbot.core.understanding.normalisation import compile_rules

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
               r"\bgive up on (life|living|myself)\b",
               r"\b(cut|cutting|slit|slashed) (my )?(wrists?|arms|veins)\b", r"\bstarted cutting (again|myself)\b",
               r"\b(took|swallowed|taken|downed) (all )?(the |my )?(sleeping )?(pills|tablets)\b",
               r"\boverdos(e|ed)\b", r"\bnot (going to|gonna) be (here|around|alive) "
               r"(much longer|anymore|any more|for long)\b"),
        "hi": ("आत्महत्या", "खुदकुशी", r"मर(ना| जाना) चाहत", "जीना नहीं चाहत", r"(?<!लिए )(?<!लिए तो )जान दे द",
               "नींद की गोलियां खा", r"(कलाई|नस|नसें) काट",
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
                     r"\bneend ki goliy?a?n? kha", r"\b(apne|apna) (haath|hath|kalai) kaat", r"\b(kalai|nas) kaat",
                     r"\bj(i+|ee)na nahi?n? chaht", r"(?<!liye )(?<!liye to )(?<!liye toh )\bjaan de du",
                     r"\bkhud ko (maar|khatam|nuksa+n|chot)",
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
               r"\bme (volv[ií] a )?cort(é|e|o|ar) (los brazos|las venas|las muñecas)",
               r"\bme volv[ií] a cortar\b", r"\bme (hice|hago) daño a prop[oó]sito\b",
               r"\bme tom[eé] todas (las|mis) pastillas\b", r"\bsobredosis\b",
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
        "ta": ("தற்கொலை", "சாக விரும்பு", r"மாத்திரைகளை(யும்)? விழுங்கி", "கையை அறுத்துக்கொண்", "சாகணும்",
               "சாகப் போகிறேன்", "உயிரை மாய்த்",
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
        "bn": ("আত্মহত্যা", "মরে যেতে চাই", r"ঘুমের ওষুধ[^.?!।]{0,20}খে", "নিজের হাত কেট", "মরতে চাই", "বাঁচতে চাই না",
               "নিজেকে শেষ করে",
               "নিজের ক্ষতি কর", "জীবন শেষ করে", "বাঁচতে ইচ্ছে করে না", r"বেঁচে থাকার (কোনো )?(মানে|কারণ)",
               r"আমি না থাকলে (সবাই )?(ভালো|খুশি)", "হারিয়ে যেতে চাই", "কখনো না উঠি", "চোখ না খুল",
               r"(সবার|সকলের) (কাছে )?বোঝা", r"সব শেষ করে (দিই|দেব|দিতে)", "শেষ মেসেজ", "সবাইকে বিদায়",
               "বেঁচে থাকতে থাকতে ক্লান্ত", "আমার কোনো জায়গা নেই",
                r"(এগিয়ে যাওয়ার|বেঁচে থাকার|থাকার) (কোনো |আর )?মানে", "আমি না থাকলে",
               r"আমি (আর )?থাকব না", "ঘুমের ওষুধ খেয়ে", "আমাকেও কারও দরকার নেই", "সবকিছুতে ক্লান্ত",
               "চিরদিনের মতো চলে",
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
               r"\bmy (lawer|laywer|lawyar|attorn?ey|atorn?ey|attorny|atorny|solicter|sollicitor)s?\b(?!'s)",
               r"\b(spoken|spoke|talked|talking|talk|speak|speaking|consult|consulted|hire|hired|get|getting|call|"
               r"calling|contact|contacted) (to |with )?(a|an|my) (lawyer|attorney|solicitor)\b",
                r"\blegal (action|notice|route|steps)\b",
               r"\b(sue|sues|sued|suing)\b", r"\blaw ?suits?\b", r"\bsmall claims\b",
               r"\b(take|taking|see|drag) (you|u|this|them|your company)[^.?!]{0,15} "
               r"(to|in) court\b",
               r"\bcourt case\b", r"\b(go|going|goes) to court\b", r"\bconsumer (court|forum)\b", r"\bombudsman\b",
               r"\btrading standards\b",
               r"\bpolice (complaint|report|case)\b", r"\b(report|complain about) (you|this|your \w+) to the police\b"),
        "hi": (r"अदालत (ले जा|तक ले|में (मिल|देख|घसीट|केस|मुकदमा))", r"अदालत जा(ऊं|एंगे|ना पडेगा)", "मुकदमा",
               r"वकील से बात कर", "कानूनी", "केस कर", r"(उपभोक्ता|कंज्यूमर) (फोरम|अदालत)",
               r"(मेरा|मेरे) वकील", r"कोर्ट (में|ले जा|केस|जाऊं|जाएंगे)", r"पुलिस (में|को) (शिकायत|रिपोर्ट)",
               "ई-दाखिल", "ई दाखिल", "लीगल नोटिस", "कानूनी नोटिस", r"वकील से[^.?!।]{0,20}नोटिस"),
        "hinglish": (r"\b(mera|mere) (vakeel|vakil|wakil|wakeel|lawyer)\b",
                      r"\b(vakeel|vakil|wakil|wakeel|lawyer) se baat kar", r"\bcase (kar|darj|file|thok)",
                     r"\bka+n(oo|u)ni (karwai|karyavahi|action)", r"\bmukad(d)?a?ma\b",
                     r"\badalat (mein|me) (milte|milenge|dekh|case|ghasit|le ja)",
                     r"\badalat (le ja|jaunga|jaungi|jayenge)",
                     r"\blegal (notice|action|route)\b", r"\bconsumer (court|forum)\b",
                     r"\bcourt (mein|me) (milte|milenge|dekh|case|ghasit|le ja)",
                     r"\bcourt (le ja|jaunga|jaungi|jayenge)",
                      r"\bpolice (complaint|mein complaint|me complaint|case)"),
        "es": (r"\b(mi|nuestro) abogad?[oa]\b", r"\bburofax\b",
               r"\b(hablar[eé]?|habl[eé]|consultar[eé]?|contratar[eé]?|llamar[eé]?) (con |a )?(un|una|mi) abogad[oa]\b",
               r"\bdemand(ar|aré|are|arlos|arles|aremos)\b",
               r"\b(poner|interponer|presentar) una demanda\b", r"\blos (llevo|llevar[eé]) a juicio\b",
               r"\bacci[oó]n(es)? legal(es)?\b", r"\bdenunci(a|ar|aré|arlos)\b", r"\bv[ií]a legal\b",
               r"\bprofeco\b", r"\b(ir[eé]|voy|vamos|iremos) (al|a los) (juzgado|tribunal(es)?)\b",
                r"\boficina del consumidor\b", r"\ben los tribunales\b", r"\bconsumo\b"),
        "ta": ("வழக்கறிஞர்", r"(என்|எங்க) வக்கீல்", "நீதிமன்றத்துக்கு", r"நீதிமன்றத்தில் (சந்தி|பார்|வழக்கு)",
               "வழக்கு போடு",
               "கேஸ் போடு", "சட்ட நடவடிக்கை", "சட்டப்படி", "லீகல் நோட்டீஸ்", "ஃபோரம்ல புகார்",
               r"(போலீஸ்|காவல் நிலைய)[^.?!]{0,15}புகார்", "கோர்ட்டுல", "கோர்ட்டுக்கு"),
        "bn": (r"আমার (উকিল|আইনজীবী)", r"উকিলের মাধ্যমে", r"আদালতে (যাব|দেখা|মামলা|নিযে যাব|টেনে)", "মামলা করব",
               "আইনি ব্যবস্থা", r"কোর্টে (দেখা|যাব|মামলা)",
               "লিগ্যাল নোটিশ", "আইনের পথে", "ফোরামে অভিযোগ", r"(থানায়|পুলিশে) অভিযোগ"),
    },
    "fraud": {
        "en": (r"(?<!from )(?<!against )(?<!scared of )(?<!afraid of )(?<!worried about )(?<!scared of online )"
               r"(?<!afraid of online )(?<!worried about online )\bfraud(ulent|sters?)?\b(?! se da?rr?)"
               r"(?![- ]?(proof|protection|prevention|detection|"
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
               r"\bin my name without\b", r"\b(call|calling|going to|go to) the (police|cops)\b",
               r"\b(someone|somebody) (got into|logged into|broke into|accessed|has accessed) my account\b",
               r"\bmy account('s)? (email|e-mail|password|phone number) (was|has been|got) changed\b",
               r"\b(someone|somebody) changed the (email|e-mail|password|phone number) on my account\b"),
        "hi": (r"धोखाधडी(?! से डर)", "धोखा है", r"पुलिस (में|के पास) जा", "फ्रॉड हो", "फ्रॉड है", "एफआईआर", "ठगी",
               "स्कैम है",
                "साइबर क्राइम",
               r"किसी ने (मेरा|मेरे) (कार्ड|अकाउंट|खाते)", r"(कार्ड|अकाउंट)[^.?!।]{0,15}(चोरी|हैक)",
               r"(मैंने|मैने) (कुछ|ये|यह)[^.?!।]{0,10}(नहीं|नही) (खरीदा|किया)[^.?!।]{0,30}(कट|चार्ज|डेबिट)",
               r"(जो|जिसे) (मैंने|मैने) (किया|खरीदा) ही नहीं", r"बिना (इजाजत|अनुमति)[^.?!।]{0,15}ऑर्डर"),
        "hinglish": (r"\bdho(k|kh)(a|e|ebaa?z)\b", r"\bthag(i|a|e)\b",
                     r"\bfir (darj|file|likhwa|karwa)", r"\b(card|account)\b[^.?!]{0,15}\b(chori|hack)",
                     r"\bchor (ho|hai|hain)\b", r"\bfraud (ho|hai|hain|kiya)\b",
                     r"\bkisi ne (mera|mere) (card|account)", r"\bmaine (kuch|ye|yeh)[^.?!]{0,10}\b(nahi|nhi) "
                     r"(kharida|kiya)\b[^.?!]{0,30}\b(kat|charge|debit)", r"\bbina permission\b",
                     r"\b(jo|jise) maine (kiya|kharida) hi nahi"),
        "es": (r"(?<!contra )(?<!contra el )(?<!miedo el )(?<!miedo al )(?<!miedo del )\bfraude\b",
               r"\bestaf(a|ar|ado|adores)\b(?![^.?!]{0,40}\bde fiar)",
               r"\bme robaron (la|mi) (tarjeta|cuenta)", r"\bcargo no autorizado\b",
               r"\bno reconozco (el|este|un|ese) (cargo|cobro|pago)\b", r"\bque no reconozco\b",
                r"\balguien (ha )?us(ó|o|ado|a) mi "
               r"(tarjeta|cuenta)",
                r"\b(cargo|cobro|pago)\b[^.?!]{0,25}\bque (yo )?no (hice|realic[eé]|reconozco|autoric[eé])",
               r"\bno compr[eé] nada\b[^.?!]{0,30}\b(cobr|carg)", r"\bme (hackearon|piratearon)\b",
               r"\ba mi nombre sin\b", r"\bcambiaron el (email|correo|e-mail) de mi cuenta\b",
               r"\balguien (entr[oó]|ha entrado|se meti[oó]) en mi cuenta\b",
               r"\b(llamar[eé]?|llamo|voy a llamar|ir[eé]) a la polic[ií]a\b"),
        "ta": (r"மோசடி(?! பயம)", "ஏமாற்றி", "ஏமாற்றுகி", "ஏமாற்றுக்கார", "ஏமாற்று வேலை",
               r"யாரோ என் (கார்டை|அக்கவுண்ட்|கணக்கி)", r"நான் (பண்ணாத|செய்யாத)",
                r"(கார்டு|அக்கவுண்ட்)[^.?!]{0,15}(திருடு|ஹேக்)",
               r"நான் எதுவு(ம்|மே) வாங்கல", "அனுமதி இல்லாம"),
        "bn": (r"প্রতারণা(?!র ভয)", "প্রতারক", "জালিয়াতি", "জালিয়াত", "ঠকিয়েছ", "ঠকাচ্ছ",
               r"কেউ আমার (কার্ড|অ্যাকাউন্ট)", r"আমি করিনি", r"(কার্ড|অ্যাকাউন্ট)[^.?!।]{0,15}(চুরি|হ্যাক)",
               r"আমি কিছু(ই)? কিনিনি", r"অনুমতি ছাড়া"),
    },
}


_RISK = tuple((signal, compile_rules(rules)) for signal, rules in RISK_RULES.items())


def risk_signal(normalised: str) -> RiskSignal | None:
    """The first high-risk signal in normalise()d text, self-harm before the others."""
    for signal, pattern in _RISK:
        if pattern.search(normalised):
            return signal
    return None
