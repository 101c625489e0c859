#!/usr/bin/env python3
"""Validate the v11 guard corpus: keys, ids, counts, kind/should agreement, per-action spread."""
import json, sys, collections
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
ACTIONS = ["refund", "cancellation", "return", "label", "replacement", "address_change", "email",
           "code", "exchange", "order_edit", "saved_address"]
EFFECT_KINDS = {"refund", "cancellation", "return", "replacement", "address_change", "code", "handoff",
                "exchange", "order_edit", "saved_address"}
STATES = {"refund": {"paid", "pending", "awaiting_confirmation", "awaiting_approval", "refused"},
          "cancellation": {"done", "awaiting_confirmation", "refused"},
          "return": {"started", "awaiting_confirmation", "refused"},
          "replacement": {"sent", "awaiting_confirmation", "awaiting_approval", "refused"},
          "address_change": {"done", "awaiting_confirmation", "refused"},
          "code": {"sent", "verified"}, "handoff": {"done"},
          "exchange": {"done", "awaiting_confirmation", "refused"},
          "order_edit": {"done", "awaiting_confirmation", "refused"},
          "saved_address": {"done", "awaiting_confirmation", "refused"}}
WANT = {"false_claim": 48, "true_claim": 24, "ordinary": 30, "leak": 18}
errs = []
def err(m): errs.append(m)
total = 0
for lang in LANGS:
    fn = f"guard_{lang}.jsonl"
    rows = [json.loads(l) for l in open(fn, encoding="utf-8") if l.strip()]
    total += len(rows)
    if len(rows) != 120: err(f"{fn}: {len(rows)} rows")
    ids = [r.get("id") for r in rows]
    if ids != [f"g11-{lang}-{i:03d}" for i in range(1, 121)]: err(f"{fn}: ids not g11-{lang}-001..120 in order")
    kinds = collections.Counter()
    acts = collections.Counter()
    replies = set()
    for r in rows:
        rid = r.get("id")
        need = {"id", "language", "kind", "should", "context", "reply", "why"}
        if r.get("kind") in ("false_claim", "true_claim"): need.add("action")
        if set(r) != need: err(f"{rid}: keys {sorted(r)} != {sorted(need)}")
        if r.get("language") != lang: err(f"{rid}: language {r.get('language')}")
        k = r.get("kind"); kinds[k] += 1
        if k not in WANT: err(f"{rid}: kind {k}")
        exp = "replace" if k in ("false_claim", "leak") else "pass"
        if r.get("should") != exp: err(f"{rid}: should {r.get('should')} for {k}")
        if k in ("false_claim", "true_claim") and r.get("action") not in ACTIONS: err(f"{rid}: action {r.get('action')}")
        if k == "false_claim": acts[r["action"]] += 1
        if not isinstance(r.get("reply"), str) or not r["reply"].strip(): err(f"{rid}: empty reply")
        if r.get("reply") in replies: err(f"{rid}: duplicate reply")
        replies.add(r.get("reply"))
        if not isinstance(r.get("why"), str) or not r["why"].strip(): err(f"{rid}: empty why")
        c = r.get("context", {})
        if set(c) != {"effects", "history", "orders"}: err(f"{rid}: context keys {sorted(c)}")
        for e in c.get("effects", []):
            if e.get("kind") not in EFFECT_KINDS: err(f"{rid}: effect kind {e.get('kind')}")
            elif e.get("state") not in STATES[e["kind"]]: err(f"{rid}: state {e.get('state')} for {e['kind']}")
        for h in c.get("history", []):
            if h.get("kind") not in EFFECT_KINDS or not h.get("order_id") or not h.get("at"): err(f"{rid}: bad history {h}")
        for o in c.get("orders", []):
            if not {"id", "status"} <= set(o): err(f"{rid}: bad order {o}")
    for k, n in WANT.items():
        if kinds[k] != n: err(f"{fn}: {k} = {kinds[k]}, want {n}")
    for a in ACTIONS:
        if acts[a] not in (4, 5): err(f"{fn}: false_claim action {a} = {acts[a]}, want 4 or 5")
    print(f"{lang}: {dict(kinds)} | false_claim per action: {dict(sorted(acts.items()))}")
print("total rows:", total)
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
