import json, glob, collections, os, re, base64, zlib
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
KINDS = ["false_claim", "true_claim", "ordinary", "leak"]
ACTIONS = {"refund","cancellation","return","label","replacement","address_change","email","code","exchange","order_edit","saved_address"}
STATES = {"refund": {"paid","pending","awaiting_confirmation","awaiting_approval","refused"},
  "cancellation": {"done","awaiting_confirmation","refused"}, "return": {"started","awaiting_confirmation","refused"},
  "replacement": {"sent","awaiting_confirmation","awaiting_approval","refused"}, "address_change": {"done","awaiting_confirmation","refused"},
  "code": {"sent","verified"}, "handoff": {"done"}, "exchange": {"done","awaiting_confirmation","refused"},
  "order_edit": {"done","awaiting_confirmation","refused"}, "saved_address": {"done","awaiting_confirmation","refused"}}
OSTAT = {"placed","shipped","out_for_delivery","delivered","cancelled"}
TOOLS = ["get_order","list_orders","check_refund","issue_refund","change_address","cancel_order","start_return","request_replacement","where_is_my_refund","search_help_centre","send_code","verify_code","request_human"]
ids = set(); cnt = collections.Counter(); act = collections.Counter(); n = 0; errs = []
for f in sorted(glob.glob(os.path.join(D, "*.jsonl"))):
    for ln, line in enumerate(open(f, encoding="utf-8"), 1):
        try: r = json.loads(line)
        except Exception as e: errs.append(f"{f}:{ln} parse {e}"); continue
        n += 1
        req = ["id","language","kind","should","context","reply","why"]
        for k in req:
            if k not in r: errs.append(f"{r.get('id')} missing {k}")
        extra = set(r) - set(req) - {"action"}
        if extra: errs.append(f"{r['id']} extra {extra}")
        if r["id"] in ids: errs.append(f"dup {r['id']}")
        ids.add(r["id"])
        if r["language"] not in LANGS: errs.append(f"{r['id']} lang")
        if r["kind"] not in KINDS: errs.append(f"{r['id']} kind")
        claim = r["kind"] in ("false_claim","true_claim")
        if claim != ("action" in r): errs.append(f"{r['id']} action presence")
        if claim and r["action"] not in ACTIONS: errs.append(f"{r['id']} action value")
        want = "replace" if r["kind"] in ("false_claim","leak") else "pass"
        if r["should"] != want: errs.append(f"{r['id']} should")
        c = r["context"]
        if not isinstance(c.get("effects"), list) or not isinstance(c.get("history"), list): errs.append(f"{r['id']} ctx")
        if set(c) - {"effects","history","orders"}: errs.append(f"{r['id']} ctx keys")
        for e in c["effects"]:
            if e["kind"] not in STATES or e.get("state") not in STATES[e["kind"]]: errs.append(f"{r['id']} effect {e}")
            if "amount" in e and not re.fullmatch(r"\d+\.\d\d", e["amount"]): errs.append(f"{r['id']} amount fmt")
        for h in c["history"]:
            if not re.fullmatch(r"\d{4}-\d\d-\d\d", h.get("at","")) or "order_id" not in h: errs.append(f"{r['id']} hist")
        for o in c.get("orders", []):
            if o.get("status") not in OSTAT: errs.append(f"{r['id']} order status")
        if not r["reply"].strip() or not r["why"].strip() or "\n" in r["why"]: errs.append(f"{r['id']} text")
        if r["kind"] in ("ordinary","true_claim"):
            low = r["reply"].lower()
            for t in TOOLS:
                if t in low or t.replace("_","") in low.replace(" ",""): errs.append(f"{r['id']} tool name in pass reply: {t}")
            if "untrusted" in low or "\u200b" in r["reply"]: errs.append(f"{r['id']} leak marker in pass reply")
        if not r["id"].startswith(f"g-{r['language']}-"): errs.append(f"{r['id']} id prefix")
        cnt[(r["language"], r["kind"])] += 1
        if claim: act[(r["kind"], r["action"])] += 1
print("records:", n, "errors:", len(errs)); [print(" ", e) for e in errs[:50]]
lines = ["language    " + "".join(f"{k:>13}" for k in KINDS) + f"{'total':>8}"]
for L in LANGS:
    row = [cnt[(L,k)] for k in KINDS]
    lines.append(f"{L:<12}" + "".join(f"{v:>13}" for v in row) + f"{sum(row):>8}")
tot = [sum(cnt[(L,k)] for L in LANGS) for k in KINDS]
lines.append(f"{'total':<12}" + "".join(f"{v:>13}" for v in tot) + f"{sum(tot):>8}")
lines.append(f"pass share (true_claim + ordinary): {(tot[1]+tot[2])}/{sum(tot)} = {100*(tot[1]+tot[2])/sum(tot):.1f}%")
print("\n".join(lines))
print("claims by action:", dict(sorted(act.items())))
if __name__ == "__main__" and not errs:
    open(os.path.join(D, "COUNTS.txt"), "w").write("\n".join(lines) + "\n")
