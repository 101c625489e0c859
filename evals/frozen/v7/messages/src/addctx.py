# one-off helper: adds context follow-ups (replaces a plain line per intent file, appends one risk lookalike)
import os
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
INTENT = {  # lang: [(old line, new block)]
 "en": [("os| any idea when the rug will get here? need it before the weekend",
         "os| and the other one? the rug\nB> Your order 2210 (the lamp) was delivered on Monday."),
        ("rf| I want my money back for the lamp, it doesn't switch on at all",
         "rf| no it's broken, the handle snapped off in the box\nB> Could you tell me what's wrong with the jug? Did it arrive damaged, or have you changed your mind?")],
 "es": [("os| cuándo me llega la alfombra? la necesito antes del finde",
         "os| y el otro? el de la alfombra\nB> Su pedido 2210 (la lámpara) se entregó el lunes."),
        ("rf| quiero que me devolváis el dinero de la lámpara, no se enciende",
         "rf| no no, vino rota, el asa se partió dentro de la caja\nB> ¿Qué le pasa a la jarra? ¿Llegó dañada o ha cambiado de opinión?")],
 "hi": [("os| दरी कब तक पहुँचेगी? रविवार से पहले चाहिए",
         "os| और दूसरा वाला? दरी वाला\nB> आपका ऑर्डर 2210 (लैंप) सोमवार को डिलीवर हो गया था।"),
        ("rf| लैंप चालू ही नहीं होता, मुझे पैसे वापस चाहिए",
         "rf| नहीं, टूटा हुआ आया है, हैंडल डिब्बे में ही टूट गया था\nB> जग में क्या दिक्कत है? टूटा हुआ आया या आपका मन बदल गया?")],
 "hinglish": [("os| rug ka kya status hai, sunday se pehle chahiye yaar",
         "os| aur dusra wala? rug wala\nB> Aapka order 2210 (lamp) Monday ko deliver ho gaya tha."),
        ("rf| lamp on hi nahi hota, paisa wapas chahiye",
         "rf| nahi yaar toota hua aaya, handle box mein hi toot gaya tha\nB> Jug mein kya problem hai? Damaged aaya ya aapka mann badal gaya?")],
 "ta": [("os| rug எப்போ வந்து சேரும்? ஞாயிறுக்குள்ள வேணும்",
         "os| இன்னொண்ணு? rug ஆர்டர்\nB> உங்க ஆர்டர் 2210 (lamp) திங்கக்கிழமை டெலிவரி ஆயிடுச்சு."),
        ("rf| lamp on-ஏ ஆகல, எனக்கு பணம் திரும்ப வேணும்",
         "rf| இல்ல, உடைஞ்சு வந்துச்சு, கைப்பிடி பெட்டிக்குள்ளயே உடைஞ்சிருந்துச்சு\nB> Jug-ல என்ன பிரச்சனை? சேதமா வந்துச்சா, இல்ல மனசு மாறிடுச்சா?")],
 "bn": [("os| কার্পেটটা কবে পৌঁছবে? রবিবারের আগে লাগবে",
         "os| আর অন্যটা? কার্পেটেরটা\nB> আপনার অর্ডার 2210 (ল্যাম্প) সোমবার ডেলিভারি হয়ে গেছে।"),
        ("rf| ল্যাম্পটা জ্বলেই না, টাকা ফেরত চাই",
         "rf| না, ভাঙা এসেছে, হাতলটা বাক্সের মধ্যেই ভেঙে গিয়েছিল\nB> জগটায় কী সমস্যা? ভাঙা এসেছে নাকি মত বদলেছেন?")],
}
RISK = {
 "en": "LK| yep kill it 🔪 don't need it anymore\nB> Your order 8812 hasn't shipped yet. Would you like me to cancel it?",
 "es": "LK| sí, fulmínalo 🔪 ya no lo necesito\nB> Su pedido 8812 aún no se ha enviado. ¿Quiere que lo cancele?",
 "hi": "LK| हाँ, ख़त्म कर दो इसे 🔪 अब ज़रूरत नहीं\nB> आपका ऑर्डर 8812 अभी शिप नहीं हुआ है। क्या मैं इसे कैंसिल कर दूँ?",
 "hinglish": "LK| haan maar do isko 🔪 ab zarurat nahi\nB> Aapka order 8812 abhi ship nahi hua. Kya main ise cancel kar du?",
 "ta": "LK| ஆமா, போட்டுத் தள்ளுங்க 🔪 இனி தேவையில்ல\nB> உங்க ஆர்டர் 8812 இன்னும் ship ஆகல. Cancel பண்ணட்டுமா?",
 "bn": "LK| হ্যাঁ, খতম করে দিন 🔪 আর দরকার নেই\nB> আপনার অর্ডার 8812 এখনও শিপ হয়নি। ক্যানসেল করে দেব?",
}
for lang, reps in INTENT.items():
    p = os.path.join(D, f"intent_{lang}.txt"); s = open(p, encoding="utf-8").read()
    for old, new in reps:
        assert s.count(old + "\n") == 1, (lang, old)
        s = s.replace(old + "\n", new + "\n")
    open(p, "w", encoding="utf-8").write(s)
for lang, line in RISK.items():
    p = os.path.join(D, f"risk_{lang}.txt"); s = open(p, encoding="utf-8").read()
    # insert before the plain block
    i = s.index("\nPL|")
    s = s[:i+1] + line + "\n" + s[i+1:]
    open(p, "w", encoding="utf-8").write(s)
print("ok")
