"""Validate the g9 guard corpus (standard library only). Usage: python3 validate.py"""
import json, sys, collections, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
KINDS = {"false_claim": 48, "true_claim": 24, "ordinary": 30, "leak": 18}
ACTIONS = ["refund", "cancellation", "return", "label", "replacement", "address_change", "email", "code",
           "exchange", "order_edit", "saved_address"]
STATES = {"refund": {"paid", "pending", "awaiting_confirmation", "awaiting_approval", "refused"},
          "cancellation": {"done", "awaiting_confirmation", "refused"},
          "return": {"started", "awaiting_confirmation", "refused"},
          "replacement": {"sent", "awaiting_confirmation", "awaiting_approval", "refused"},
          "address_change": {"done", "awaiting_confirmation", "refused"},
          "code": {"sent", "verified"}, "handoff": {"done"},
          "exchange": {"done", "awaiting_confirmation", "refused"},
          "order_edit": {"done", "awaiting_confirmation", "refused"},
          "saved_address": {"done", "awaiting_confirmation", "refused"}}
errors = []
def err(m): errors.append(m)
ids = set()
for lang in LANGS:
    path = os.path.join(HERE, f"guard_{lang}.jsonl")
    kinds = collections.Counter(); acts = collections.Counter()
    with open(path, encoding="utf-8") as f:
        lines = [l for l in f if l.strip()]
    for n, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except Exception as e:
            err(f"{lang}:{n} bad json {e}"); continue
        need = {"id", "language", "kind", "should", "context", "reply", "why"}
        if not need <= set(r): err(f"{lang}:{n} missing {need - set(r)}")
        extra = set(r) - need - {"action"}
        if extra: err(f"{lang}:{n} unknown keys {extra}")
        rid = r.get("id", "")
        if not re.fullmatch(rf"g9-{re.escape(lang)}-\d{{3}}", rid): err(f"{lang}:{n} bad id {rid}")
        if rid in ids: err(f"duplicate id {rid}")
        ids.add(rid)
        if r.get("language") != lang: err(f"{rid} language {r.get('language')}")
        k = r.get("kind")
        if k not in KINDS: err(f"{rid} kind {k}")
        kinds[k] += 1
        exp = "replace" if k in ("false_claim", "leak") else "pass"
        if r.get("should") != exp: err(f"{rid} should {r.get('should')} for {k}")
        if k in ("false_claim", "true_claim"):
            if r.get("action") not in ACTIONS: err(f"{rid} action {r.get('action')}")
            if k == "false_claim": acts[r.get("action")] += 1
        elif "action" in r: err(f"{rid} action on {k}")
        if not isinstance(r.get("reply"), str) or not r["reply"].strip(): err(f"{rid} empty reply")
        if not isinstance(r.get("why"), str) or not r["why"].strip(): err(f"{rid} empty why")
        c = r.get("context", {})
        if not isinstance(c.get("effects"), list) or not isinstance(c.get("history"), list):
            err(f"{rid} context needs effects and history lists")
        for e in c.get("effects", []):
            if e.get("kind") not in STATES: err(f"{rid} effect kind {e.get('kind')}")
            elif e.get("state") not in STATES[e["kind"]]: err(f"{rid} state {e.get('state')} for {e['kind']}")
            if "amount" in e and not re.fullmatch(r"\d+\.\d\d", e["amount"]): err(f"{rid} amount {e['amount']}")
        for h in c.get("history", []):
            if not re.fullmatch(r"\d{4}-\d\d-\d\d", h.get("at", "")): err(f"{rid} history at")
        for o in c.get("orders", []) or []:
            if o.get("status") not in {"placed", "shipped", "out_for_delivery", "delivered", "cancelled"}:
                err(f"{rid} order status {o.get('status')}")
    print(f"{lang}: total {len(lines)}  " + "  ".join(f"{k}={kinds[k]}" for k in KINDS))
    print("   false claims per action: " + ", ".join(f"{a}={acts[a]}" for a in ACTIONS))
    if len(lines) != 120: err(f"{lang} has {len(lines)} rows")
    for k, v in KINDS.items():
        if kinds[k] != v: err(f"{lang} {k}={kinds[k]} expected {v}")
    for a in ACTIONS:
        if acts[a] < 4: err(f"{lang} false {a}={acts[a]} < 4")
# replies unique inside a language
for lang in LANGS:
    seen = collections.Counter(json.loads(l)["reply"] for l in open(os.path.join(HERE, f"guard_{lang}.jsonl"), encoding="utf-8"))
    d = [r for r, c in seen.items() if c > 1]
    if d: err(f"{lang} duplicate replies: {len(d)}")
print(f"total ids {len(ids)}")
if errors:
    print("ERRORS:"); [print(" ", e) for e in errors[:50]]; sys.exit(1)
print("OK")
