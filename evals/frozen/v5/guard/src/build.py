import json, os, re, collections, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import TOOL_NAMES
import en, es, hi, hinglish, ta, bn
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = [("en", en), ("es", es), ("hi", hi), ("hinglish", hinglish), ("ta", ta), ("bn", bn)]
tenses = collections.defaultdict(set)
for lang, mod in LANGS:
    with open(os.path.join(OUT, f"guard_{lang}.jsonl"), "w", encoding="utf-8") as fh:
        for i, r in enumerate(mod.B.recs, 1):
            r["id"] = f"g-{lang}-{i:03d}"
            t = r.pop("_tense")
            if r["kind"] == "false_claim": tenses[r["action"]].add(t)
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
print("false-claim tenses:", {a: sorted(t) for a, t in tenses.items()})
