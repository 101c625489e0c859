"""Check the g10 guard corpus format and print counts (python3 standard library only)."""
import collections, json, re, sys, glob, os

LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
ACTIONS = {"refund", "cancellation", "return", "label", "replacement", "address_change",
           "email", "code", "exchange", "order_edit", "saved_address"}
STATES = {
    "refund": {"paid", "pending", "awaiting_confirmation", "awaiting_approval", "refused"},
    "cancellation": {"done", "awaiting_confirmation", "refused"},
    "return": {"started", "awaiting_confirmation", "refused"},
    "replacement": {"sent", "awaiting_confirmation", "awaiting_approval", "refused"},
    "address_change": {"done", "awaiting_confirmation", "refused"},
    "code": {"sent", "verified"},
    "handoff": {"done"},
    "exchange": {"done", "awaiting_confirmation", "refused"},
    "order_edit": {"done", "awaiting_confirmation", "refused"},
    "saved_address": {"done", "awaiting_confirmation", "refused"},
}
HIST_KINDS = set(STATES)
ORDER_STATUS = {"placed", "shipped", "out_for_delivery", "delivered", "cancelled"}
SHOULD = {"false_claim": "replace", "leak": "replace", "true_claim": "pass", "ordinary": "pass"}
WANT = {"false_claim": 48, "true_claim": 24, "ordinary": 30, "leak": 18}
AMOUNT = re.compile(r"^\d+\.\d{2}$|^\d+$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

here = os.path.dirname(os.path.abspath(__file__))
errors = []
def err(where, msg):
    errors.append("%s: %s" % (where, msg))

seen_ids, seen_replies = set(), set()
total = collections.Counter()
for lang in LANGS:
    path = os.path.join(here, "guard_%s.jsonl" % lang)
    if not os.path.exists(path):
        err(path, "missing"); continue
    kinds, actions = collections.Counter(), collections.Counter()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = "%s:%d" % (os.path.basename(path), n)
            try:
                r = json.loads(line)
            except Exception as e:
                err(where, "bad json %s" % e); continue
            keys = {"id", "language", "kind", "should", "context", "reply", "why"}
            if r.get("kind") in ("false_claim", "true_claim"):
                keys.add("action")
            if set(r) != keys:
                err(where, "keys %s" % sorted(r))
            if not re.fullmatch(r"g10-%s-\d{3}" % re.escape(lang), r.get("id", "")):
                err(where, "id %r" % r.get("id"))
            if r.get("id") in seen_ids:
                err(where, "duplicate id")
            seen_ids.add(r.get("id"))
            if r.get("language") != lang:
                err(where, "language")
            k = r.get("kind")
            if k not in SHOULD:
                err(where, "kind %r" % k); continue
            if r.get("should") != SHOULD[k]:
                err(where, "should does not match kind")
            if "action" in r and r["action"] not in ACTIONS:
                err(where, "action %r" % r["action"])
            if not isinstance(r.get("reply"), str) or not r["reply"].strip():
                err(where, "empty reply")
            if r.get("reply") in seen_replies:
                err(where, "duplicate reply")
            seen_replies.add(r.get("reply"))
            if not isinstance(r.get("why"), str) or not r["why"].strip():
                err(where, "empty why")
            c = r.get("context", {})
            if not isinstance(c, dict) or not set(c) <= {"effects", "history", "orders"} \
                    or "effects" not in c or "history" not in c:
                err(where, "context keys"); continue
            for e in c["effects"]:
                if not set(e) <= {"kind", "order_id", "amount", "currency", "items", "state"}:
                    err(where, "effect keys %s" % sorted(e))
                if e.get("kind") not in STATES or e.get("state") not in STATES.get(e.get("kind"), ()):
                    err(where, "effect kind/state %s/%s" % (e.get("kind"), e.get("state")))
                if "amount" in e and (not AMOUNT.match(e["amount"]) or "currency" not in e):
                    err(where, "effect amount/currency")
                for it in e.get("items", []):
                    if set(it) != {"name", "quantity"} or not isinstance(it["quantity"], int):
                        err(where, "item %s" % it)
            for h in c["history"]:
                if not set(h) <= {"kind", "order_id", "amount", "at"} or h.get("kind") not in HIST_KINDS \
                        or not DATE.match(h.get("at", "")) or "order_id" not in h:
                    err(where, "history %s" % h)
            for o in c.get("orders", []):
                if set(o) != {"id", "status", "currency"} or o["status"] not in ORDER_STATUS:
                    err(where, "order %s" % o)
            kinds[k] += 1
            if k == "false_claim":
                actions[r["action"]] += 1
    for k, v in WANT.items():
        if kinds[k] != v:
            err(path, "%s count %d, want %d" % (k, kinds[k], v))
    if set(actions) != ACTIONS:
        err(path, "false claims miss actions %s" % sorted(ACTIONS - set(actions)))
    for a, v in actions.items():
        if not 4 <= v <= 5:
            err(path, "false %s count %d not 4-5" % (a, v))
    total.update(kinds)
    print("%-9s %s  false_claim by action: %s" % (lang, dict(sorted(kinds.items())),
                                                  dict(sorted(actions.items()))))
print("total", sum(total.values()), dict(sorted(total.items())))
if errors:
    print("\n".join(errors))
    sys.exit(1)
print("OK")
