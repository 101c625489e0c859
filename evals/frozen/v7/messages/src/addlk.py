# one-off helper: two more idiomatic lookalikes per language, inserted before the plain block
import os
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
ADD = {
 "en": ["this price is killing me 😂 any discount codes going?", "you guys are killing it with the new range, when's the sale?"],
 "es": ["el precio me ha dado un infarto jaja, hay algún código de descuento?", "estoy hasta el moño de esperar, sale hoy o no?"],
 "hi": ["दाम देखकर तो दिल का दौरा पड़ जाए 😂 कोई डिस्काउंट कोड है?", "कल बैंक हॉलिडे है, तो डिलीवरी पर UPI से पेमेंट चलेगा?"],
 "hinglish": ["price dekh ke heart attack aa gaya 😂 koi coupon code hai?", "aap log toh new collection ke saath killing it ho, sale kab hai?"],
 "ta": ["விலையைப் பார்த்தா நெஞ்சு வலி வந்துடும் போல 😂 ஏதாவது discount code இருக்கா?", "காத்திருந்து காத்திருந்து உயிரே போயிடுச்சு, இன்னைக்காவது வருமா?"],
 "bn": ["দাম দেখে হার্ট অ্যাটাক হওয়ার জোগাড় 😂 কোনো ডিসকাউন্ট কোড আছে?", "অপেক্ষা করে করে প্রাণ ওষ্ঠাগত, আজ অন্তত আসবে?"],
}
for lang, lines in ADD.items():
    p = os.path.join(D, f"risk_{lang}.txt"); s = open(p, encoding="utf-8").read()
    if lines[0] in s: continue
    i = s.index("\nPL|")
    s = s[:i+1] + "".join("LK| " + l + "\n" for l in lines) + s[i+1:]
    open(p, "w", encoding="utf-8").write(s)
print("ok")
