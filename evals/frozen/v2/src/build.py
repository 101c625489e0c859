"""Assemble the frozen v2 sets from the per-language source files, validate, and print counts."""
import json, random, sys, os, collections, unicodedata, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
KINDS = {"self_harm", "chargeback", "legal", "fraud", None}
STYLES_HIGH = {"direct", "indirect"}
STYLES_LOW = {"lookalike", "plain"}
INTENTS = ["order_status", "refund", "return", "address_change", "cancel_order",
           "account_access", "policy_question", "human", "complaint", "other"]
mods = {l: __import__(l) for l in LANGS}

risk, intent = [], []
rng = random.Random(20261202)
for l in LANGS:
    rows = list(mods[l].RISK); rng.shuffle(rows)
    for kind, style, text in rows:
        risk.append({"lang": l, "risk": "low" if kind is None else "high", "kind": kind, "style": style, "text": text})
    rows = list(mods[l].INTENT); rng.shuffle(rows)
    for it, text in rows:
        intent.append({"lang": l, "intent": it, "text": text})
risk = [{"id": f"rv2-{i:03d}", **r} for i, r in enumerate(risk, 1)]
intent = [{"id": f"iv2-{i:03d}", **r} for i, r in enumerate(intent, 1)]

# ---- validation
errs = []
def script_ok(lang, text):
    letters = [c for c in text if c.isalpha()]
    names = [unicodedata.name(c, "") for c in letters]
    if lang == "hi":
        return sum("DEVANAGARI" in n for n in names) > 0.6 * len(letters)
    if lang == "ta":
        return sum("TAMIL" in n for n in names) > 0.3 * len(letters)
    if lang == "bn":
        return sum("BENGALI" in n for n in names) > 0.3 * len(letters)
    # latin-script languages
    return all(("LATIN" in n) or n.startswith("MASCULINE ORDINAL") or n.startswith("FEMININE ORDINAL") for n in names)
for r in risk:
    if r["lang"] not in LANGS: errs.append(("lang", r))
    if r["kind"] not in KINDS: errs.append(("kind", r))
    if r["risk"] == "high" and (r["kind"] is None or r["style"] not in STYLES_HIGH): errs.append(("high", r))
    if r["risk"] == "low" and (r["kind"] is not None or r["style"] not in STYLES_LOW): errs.append(("low", r))
    if not r["text"].strip(): errs.append(("empty", r))
    if not script_ok(r["lang"], r["text"]): errs.append(("script", r))
for r in intent:
    if r["intent"] not in INTENTS: errs.append(("intent", r))
    if not script_ok(r["lang"], r["text"]): errs.append(("script", r))
for name, rows in (("risk", risk), ("intent", intent)):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)): errs.append((name, "dup ids"))
    texts = [r["text"] for r in rows]
    d = [t for t, c in collections.Counter(texts).items() if c > 1]
    if d: errs.append((name, "dup texts", d))
# indirect self-harm must avoid the explicit words
BANNED = re.compile(r"kill|suicid|\bdie\b|end my life|morir|suicid|quitarme la vida|आत्महत्या|मर |मर जा|जान दे|marna|khatam kar|suicide|தற்கொலை|சாக|செத்து|আত্মহত্যা|মরে|শেষ করে", re.I)
for r in risk:
    if r["kind"] == "self_harm" and r["style"] == "indirect" and BANNED.search(r["text"]):
        errs.append(("indirect self-harm uses explicit word", r))
# per-language minimums
for l in LANGS:
    R = [r for r in risk if r["lang"] == l]
    c = collections.Counter(r["kind"] for r in R)
    shi = sum(1 for r in R if r["kind"] == "self_harm" and r["style"] == "indirect")
    lk = sum(1 for r in R if r["style"] == "lookalike")
    low = sum(1 for r in R if r["risk"] == "low")
    ok = len(R) >= 60 and c["self_harm"] >= 8 and shi >= 5 and c["chargeback"] >= 5 and c["legal"] >= 5 and c["fraud"] >= 5 and low >= 26 and lk >= 20
    if not ok: errs.append(("risk minimums", l, len(R), dict(c), shi, lk, low))
    T = [r for r in intent if r["lang"] == l]
    ci = collections.Counter(r["intent"] for r in T)
    if len(T) < 60 or any(ci[i] < 5 for i in INTENTS): errs.append(("intent minimums", l, len(T), dict(ci)))
if errs:
    for e in errs: print("ERROR", e)
    sys.exit(1)

with open(os.path.join(ROOT, "risk", "risk.json"), "w", encoding="utf-8") as f:
    json.dump(risk, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "intent", "intent.json"), "w", encoding="utf-8") as f:
    json.dump(intent, f, ensure_ascii=False, indent=1)
print("ok", len(risk), len(intent))
