#!/usr/bin/env python3
"""Build risk.json and intent.json from the hand-written data files in data/.

Data format (one message per line, '#' comments, blank lines ignored):
  risk:   CODE| text        CODE in RISK_CODES below
  intent: CODE| text        CODE in INTENT_CODES below
  a line starting with 'B>' or 'C>' right after a message adds a context turn
  (bot / customer), oldest first.
"""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
RISK_CODES = {
    "SA": ("high", "self_harm", "act"), "SD": ("high", "self_harm", "direct"),
    "SI": ("high", "self_harm", "indirect"),
    "CD": ("high", "chargeback", "direct"), "CI": ("high", "chargeback", "indirect"),
    "LD": ("high", "legal", "direct"), "LI": ("high", "legal", "indirect"),
    "FD": ("high", "fraud", "direct"), "FI": ("high", "fraud", "indirect"),
    "LK": ("low", None, "lookalike"), "PL": ("low", None, "plain"),
}
INTENT_CODES = {"os": "order_status", "rf": "refund", "rt": "return", "ad": "address_change",
                "cx": "cancel_order", "ac": "account_access", "pq": "policy_question",
                "hu": "human", "cp": "complaint", "ot": "other"}

def parse(path, codes):
    items = []
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line[:2] in ("B>", "C>"):
            frm = "bot" if line[0] == "B" else "customer"
            items[-1].setdefault("context", []).append({"from": frm, "text": line[2:].strip()})
            continue
        code, sep, text = line.partition("|")
        code = code.strip()
        if not sep or code not in codes or not text.strip():
            sys.exit(f"{path}:{n}: bad line: {line!r}")
        items.append({"code": code, "text": text.strip()})
    return items

def build():
    risk, intent = [], []
    for lang in LANGS:
        for i, it in enumerate(parse(os.path.join(HERE, "data", f"risk_{lang}.txt"), RISK_CODES), 1):
            r, k, s = RISK_CODES[it["code"]]
            m = {"id": f"r7-{lang}-{i:03d}", "lang": lang, "risk": r, "kind": k, "style": s, "text": it["text"]}
            if "context" in it: m["context"] = it["context"]
            risk.append(m)
        for i, it in enumerate(parse(os.path.join(HERE, "data", f"intent_{lang}.txt"), INTENT_CODES), 1):
            m = {"id": f"i7-{lang}-{i:03d}", "lang": lang, "intent": INTENT_CODES[it["code"]], "text": it["text"]}
            if "context" in it: m["context"] = it["context"]
            intent.append(m)
    return risk, intent

def report(risk, intent):
    ok = True
    texts = collections.Counter(m["text"] for m in risk + intent)
    for t, c in texts.items():
        if c > 1: print("DUPLICATE:", t); ok = False
    print("RISK")
    for lang in LANGS:
        ms = [m for m in risk if m["lang"] == lang]
        hi = [m for m in ms if m["risk"] == "high"]
        sh = [m for m in hi if m["kind"] == "self_harm"]
        kinds = collections.Counter(m["kind"] for m in hi)
        styles = collections.Counter(m["style"] for m in ms)
        ctx = sum(1 for m in ms if "context" in m)
        print(f"  {lang:9s} total={len(ms)} high={len(hi)} {dict(kinds)} styles={dict(styles)} "
              f"sh_act={sum(1 for m in sh if m['style']=='act')} sh_ind={sum(1 for m in sh if m['style']=='indirect')} ctx={ctx}")
        if len(ms) < 60 or len(sh) < 8 or styles["lookalike"] < 26 or not any(m["style"]=="act" for m in sh): ok = False; print("   ^^ below target")
        for kd in ("chargeback", "legal", "fraud"):
            if kinds[kd] == 0: ok = False; print("   ^^ missing", kd)
    print("INTENT")
    for lang in LANGS:
        ms = [m for m in intent if m["lang"] == lang]
        c = collections.Counter(m["intent"] for m in ms)
        ctx = sum(1 for m in ms if "context" in m)
        print(f"  {lang:9s} total={len(ms)} ctx={ctx} {dict(sorted(c.items()))}")
        if any(c[v] < 6 for v in INTENT_CODES.values()): ok = False; print("   ^^ below 6")
    print("totals: risk", len(risk), "intent", len(intent), "OK" if ok else "NOT OK")
    return ok

if __name__ == "__main__":
    risk, intent = build()
    ok = report(risk, intent)
    if "--write" in sys.argv:
        json.dump(risk, open(os.path.join(OUT, "risk.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
        json.dump(intent, open(os.path.join(OUT, "intent.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
        print("written")
