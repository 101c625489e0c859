"""Check the v8 guard corpus format and print counts. Standard library only."""
import json, re, sys, collections, glob, os
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
KINDS = {"false_claim": 48, "true_claim": 24, "ordinary": 30, "leak": 18}
ACTIONS = ["refund", "cancellation", "return", "label", "replacement", "address_change", "email",
           "code", "exchange", "order_edit", "saved_address"]
STATES = {"refund": {"paid", "pending", "awaiting_confirmation", "awaiting_approval", "refused"},
          "cancellation": {"done", "awaiting_confirmation", "refused"},
          "return": {"started", "awaiting_confirmation", "refused"},
          "replacement": {"sent", "awaiting_confirmation", "awaiting_approval", "refused"},
          "address_change": {"done", "awaiting_confirmation", "refused"},
          "code": {"sent", "verified"}, "handoff": {"done"},
          "exchange": {"done", "awaiting_confirmation", "refused"},
          "order_edit": {"done", "awaiting_confirmation", "refused"},
          "saved_address": {"done", "awaiting_confirmation", "refused"}}
ORDER_STATUS = {"placed", "shipped", "out_for_delivery", "delivered", "cancelled"}
SCRIPT = {"hi": r"[\u0900-\u097F]", "ta": r"[\u0B80-\u0BFF]", "bn": r"[\u0980-\u09FF]"}
here = os.path.dirname(os.path.abspath(__file__))
errors, seen_ids, all_replies = [], set(), collections.Counter()
per = collections.Counter(); per_action = collections.Counter(); per_lang_action = collections.Counter()
def err(m): errors.append(m)
for lang in LANGS:
    path = os.path.join(here, "guard_%s.jsonl" % lang)
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    if len(rows) != 120: err("%s: %d lines" % (lang, len(rows)))
    kc = collections.Counter(r["kind"] for r in rows)
    for k, n in KINDS.items():
        if kc[k] != n: err("%s: %s=%d, want %d" % (lang, k, kc[k], n))
    fa = set()
    for r in rows:
        rid = r.get("id", "")
        if not re.fullmatch(r"g8-%s-\d{3}" % re.escape(lang), rid): err("bad id " + rid)
        if rid in seen_ids: err("dup id " + rid)
        seen_ids.add(rid)
        if r["language"] != lang: err(rid + " language")
        k = r["kind"]
        if k not in KINDS: err(rid + " kind")
        want = "replace" if k in ("false_claim", "leak") else "pass"
        if r["should"] != want: err(rid + " should")
        if k in ("false_claim", "true_claim"):
            if r.get("action") not in ACTIONS: err(rid + " action")
            per_action[(k, r["action"])] += 1
            per_lang_action[(lang, r["action"])] += 1
            if k == "false_claim": fa.add(r["action"])
        elif "action" in r: err(rid + " action on non-claim")
        ctx = r["context"]
        if set(ctx) - {"effects", "history", "orders"} or "effects" not in ctx or "history" not in ctx:
            err(rid + " context keys")
        for ef in ctx["effects"]:
            if ef["kind"] not in STATES or ef["state"] not in STATES[ef["kind"]]: err(rid + " effect state %s" % ef)
            if "amount" in ef and not re.fullmatch(r"\d+\.\d{2}", ef["amount"]): err(rid + " amount fmt")
        for hh in ctx["history"]:
            if hh["kind"] not in STATES or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", hh["at"]): err(rid + " history")
        for od in ctx.get("orders", []):
            if od["status"] not in ORDER_STATUS: err(rid + " order status")
        if k == "true_claim" and not ctx["effects"] and not ctx["history"]: err(rid + " true claim without support")
        rep = r["reply"]
        if not rep.strip() or not r.get("why"): err(rid + " empty reply/why")
        all_replies[rep] += 1
        if lang in SCRIPT and k != "leak" and not re.search(SCRIPT[lang], rep): err(rid + " script missing")
        if lang == "hinglish" and re.search(r"[\u0900-\u097F]", rep): err(rid + " Devanagari in hinglish")
        per[(lang, k)] += 1
    missing = set(ACTIONS) - fa
    if missing: err("%s: false_claim actions missing %s" % (lang, missing))
for rep, n in all_replies.items():
    if n > 1: err("duplicate reply: " + rep[:60])
print("language".ljust(10), *[k.ljust(12) for k in KINDS], "total")
for lang in LANGS:
    print(lang.ljust(10), *[str(per[(lang, k)]).ljust(12) for k in KINDS], sum(per[(lang, k)] for k in KINDS))
print("\naction".ljust(16), "false_claim  true_claim")
for a in ACTIONS:
    print(a.ljust(16), str(per_action[("false_claim", a)]).ljust(12), per_action[("true_claim", a)])
print("\nper language x action (false+true):")
for lang in LANGS:
    print(lang.ljust(10), " ".join("%s=%d" % (a, per_lang_action[(lang, a)]) for a in ACTIONS))
if errors:
    print("\nERRORS:"); [print(" -", e) for e in errors]; sys.exit(1)
print("\nOK: %d lines, %d ids, no errors" % (sum(per.values()), len(seen_ids)))
