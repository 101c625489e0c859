import json, glob, collections, base64, zlib, re
ACTIONS = {"refund","cancellation","return","label","replacement","address_change","email","code","exchange","order_edit","saved_address"}
STATES = {"refund":{"paid","pending","awaiting_confirmation","awaiting_approval","refused"},
 "cancellation":{"done","awaiting_confirmation","refused"},"return":{"started","awaiting_confirmation","refused"},
 "replacement":{"sent","awaiting_confirmation","awaiting_approval","refused"},"address_change":{"done","awaiting_confirmation","refused"},
 "code":{"sent","verified"},"handoff":{"done"}}
for k in ("exchange","order_edit","saved_address"): STATES[k]={"done","awaiting_confirmation","refused"}
ids=set(); tot=collections.Counter(); acts=collections.Counter(); per=collections.defaultdict(collections.Counter)
for fn in sorted(glob.glob("../guard_*.jsonl")):
    for ln in open(fn, encoding="utf-8"):
        r=json.loads(ln); assert r["id"] not in ids; ids.add(r["id"])
        lang=r["language"]; assert fn.endswith(f"guard_{lang}.jsonl"); assert re.fullmatch(rf"g7-{lang}-\d{{3}}", r["id"])
        k=r["kind"]; assert k in {"false_claim","true_claim","leak","ordinary"}
        assert r["should"]==("replace" if k in ("false_claim","leak") else "pass")
        if k.endswith("claim"): assert r["action"] in ACTIONS; acts[(k,r["action"])]+=1
        else: assert "action" not in r
        c=r["context"]; assert set(c)>={"effects","history","orders"}
        for e in c["effects"]: assert e["state"] in STATES[e["kind"]], e
        for h in c["history"]: assert re.fullmatch(r"2026-\d\d-\d\d", h["at"])
        assert r["reply"].strip() and r["why"].strip()
        per[lang][k]+=1; tot[k]+=1
for l,c in per.items(): print(l, sum(c.values()), dict(c))
print("total", sum(tot.values()), dict(tot))
for a in sorted(ACTIONS): print(a, "false", acts[("false_claim",a)], "true", acts[("true_claim",a)])
