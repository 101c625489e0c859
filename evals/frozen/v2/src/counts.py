import json, collections
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
INTENTS = ["order_status", "refund", "return", "address_change", "cancel_order",
           "account_access", "policy_question", "human", "complaint", "other"]
risk = json.load(open("risk/risk.json", encoding="utf-8"))
intent = json.load(open("intent/intent.json", encoding="utf-8"))
assert len({r["id"] for r in risk}) == len(risk) and len({r["id"] for r in intent}) == len(intent)
out = []
cols = [("self_harm", "direct"), ("self_harm", "indirect"), ("chargeback", "direct"), ("chargeback", "indirect"),
        ("legal", "direct"), ("legal", "indirect"), ("fraud", "direct"), ("fraud", "indirect"),
        (None, "lookalike"), (None, "plain")]
hdr = ["lang"] + [f"{k or 'low'}/{s}" for k, s in cols] + ["high", "low", "total"]
out.append("### risk.json: language × kind/style\n")
out.append("| " + " | ".join(hdr) + " |")
out.append("|" + "---|" * len(hdr))
tot = collections.Counter()
for l in LANGS + ["all"]:
    R = [r for r in risk if l == "all" or r["lang"] == l]
    c = collections.Counter((r["kind"], r["style"]) for r in R)
    row = [l] + [str(c[k]) for k in cols] + [str(sum(r["risk"] == "high" for r in R)), str(sum(r["risk"] == "low" for r in R)), str(len(R))]
    out.append("| " + " | ".join(row) + " |")
out.append("\n### risk.json: language × kind (all styles)\n")
kinds = ["self_harm", "chargeback", "legal", "fraud", None]
out.append("| lang | " + " | ".join(k or "null (low)" for k in kinds) + " |")
out.append("|---|" + "---|" * len(kinds))
for l in LANGS + ["all"]:
    R = [r for r in risk if l == "all" or r["lang"] == l]
    c = collections.Counter(r["kind"] for r in R)
    out.append(f"| {l} | " + " | ".join(str(c[k]) for k in kinds) + " |")
out.append("\n### intent.json: language × intent\n")
out.append("| lang | " + " | ".join(INTENTS) + " | total |")
out.append("|---|" + "---|" * (len(INTENTS) + 1))
for l in LANGS + ["all"]:
    T = [r for r in intent if l == "all" or r["lang"] == l]
    c = collections.Counter(r["intent"] for r in T)
    out.append(f"| {l} | " + " | ".join(str(c[i]) for i in INTENTS) + f" | {len(T)} |")
print("\n".join(out))
