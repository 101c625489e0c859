"""Build shop.json and scenarios/*.json for shop7 and check them against SCENARIO_FORMAT.md / POLICY.md."""
import json, os, re, sys
from collections import Counter
from datetime import date
from decimal import Decimal as D

sys.path.insert(0, os.path.dirname(__file__))
from shop import CUSTOMERS, ORDERS, PRODUCTS, POLICY, NOW, PRICE  # noqa
from articles import ARTICLES  # noqa
import scenarios_en_es, scenarios_hi_hl, scenarios_ta_bn  # noqa

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOP = {"customers": CUSTOMERS, "orders": ORDERS, "articles": ARTICLES, "policy": POLICY, "products": PRODUCTS}
SCEN = scenarios_en_es.SC + scenarios_hi_hl.SC + scenarios_ta_bn.SC

INTENTS = {"order_status", "refund", "return", "address_change", "cancel_order", "account_access",
           "policy_question", "human", "complaint", "other"}
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
TOP = {"id", "intent", "tags", "now", "shop", "customer", "goal", "plan", "staff", "warehouse", "expect",
       "must_not", "reply_facts", "max_turns"}
FACT_KEYS = {"order_id", "sku", "item", "qty", "reason", "line1", "city", "postcode", "country", "email", "remedy",
             "new_sku", "new_variant", "method", "scope", "pays_difference"}
EXPECT = {"refunds", "approvals", "address_changes", "cancellations", "returns", "replacements", "handoff", "verified",
          "exchanges", "order_edits", "payment_method_changes", "saved_address"}
ORD = {o["id"]: o for o in ORDERS}
PHONES = {c["phone"]: c for c in CUSTOMERS}
errors = []


def err(sid, msg):
    errors.append(f"{sid}: {msg}")


def day_n(o):
    return (date.fromisoformat(NOW[:10]) - date.fromisoformat(o["delivered_at"][:10])).days


# ---- shop checks
for o in ORDERS:
    tot = sum(D(i["unit_price"]) * i["qty"] for i in o["items"]) + D(o["delivery_fee"])
    assert f"{tot:.2f}" == o["paid"], o["id"]
    if o["status"] == "delivered": assert o.get("delivered_at"), o["id"]
    if o["status"] in ("shipped", "out_for_delivery", "delivered"): assert o.get("shipped_at"), o["id"]
    assert o["payment_method"] in next(c for c in CUSTOMERS if c["id"] == o["customer"])["payment_methods"]
    for i in o["items"]:
        assert PRICE[i["sku"]] == i["unit_price"]
assert {o["status"] for o in ORDERS} == {"placed", "shipped", "out_for_delivery", "delivered", "cancelled"}
assert len(CUSTOMERS) >= 20 and all(any(o["customer"] == c["id"] for o in ORDERS) for c in CUSTOMERS)
assert len(ARTICLES) >= 12
alltext = "\n".join(a["body"] for a in ARTICLES)
for needle in ["21 days", "28 days", "40.00", "5.50", "18 days", "4 days", "8 days"]:
    assert needle in alltext, needle
for a in ARTICLES:
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", a["slug"]) and "\n## " in a["body"], a["slug"]

# ---- scenario checks
seen = set()
counts = Counter()
kinds = Counter()
for sc in SCEN:
    sid = sc["id"]
    owner = sc.pop("_owner")
    sc["shop"] = SHOP
    if sid in seen: err(sid, "duplicate id")
    seen.add(sid)
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", sid): err(sid, "bad id")
    if set(sc) - TOP: err(sid, f"unknown fields {set(sc) - TOP}")
    if sc["intent"] not in INTENTS: err(sid, "intent")
    lang = sc["customer"]["language"]
    counts[lang] += 1
    kinds[sc["intent"]] += 1
    if f"lang:{lang}" not in sc["tags"]: err(sid, "lang tag")
    c = PHONES.get(sc["customer"]["wa_id"])
    if owner:
        if not c or c["id"] != owner or c["language"] != lang: err(sid, "customer mismatch")
    elif c:
        err(sid, "stranger number is on file")
    ex = sc["expect"]
    if set(ex) != EXPECT: err(sid, f"expect keys {set(ex) ^ EXPECT}")
    for st in sc["plan"]:
        if set(st) - {"intent", "facts", "opening", "say", "confirm", "with_previous"}: err(sid, "plan keys")
        if st["intent"] not in INTENTS: err(sid, "plan intent")
        if set(st["facts"]) - FACT_KEYS: err(sid, f"fact keys {set(st['facts']) - FACT_KEYS}")
        if set(st["opening"]) - set(st["facts"]): err(sid, "opening not in facts")
        if not st["say"].strip(): err(sid, "empty say")
        oid = st["facts"].get("order_id")
        if oid and oid not in ORD: err(sid, f"unknown order {oid}")
        if oid and owner and ORD[oid]["customer"] != owner: err(sid, f"order {oid} not the customer's")
        sku = st["facts"].get("sku")
        if sku and oid and sku not in [i["sku"] for i in ORD[oid]["items"]]: err(sid, f"sku {sku} not in {oid}")
    # end-state consistency with policy numbers
    for r in ex["cancellations"]:
        o = ORD[r["order_id"]]
        if o["status"] != "placed": err(sid, "cancel of non-placed")
        prior = sum(D(x["amount"]) for x in o.get("refunds", []))
        want = f"{D(o['paid']) - prior:.2f}"
        if {"order_id": o["id"], "amount": want} not in ex["refunds"]: err(sid, f"cancel refund should be {want}")
    for r in ex["address_changes"]:
        if ORD[r["order_id"]]["status"] != "placed": err(sid, "address change of non-placed")
    for r in ex["returns"]:
        o = ORD[r["order_id"]]
        if o["status"] != "delivered" or day_n(o) > POLICY["return_window_days"]: err(sid, "return not allowed")
        val = sum(D(PRICE[i["sku"]]) * i["qty"] for i in r["items"])
        if "fee:applies" in sc["tags"]: val -= D(POLICY["return_fee"])
        match = [x for x in ex["refunds"] if x["order_id"] == o["id"]]
        if sc.get("warehouse", {}).get("receives") == "all":
            if not match or match[0]["amount"] != f"{val:.2f}": err(sid, f"return refund should be {val:.2f}")
        elif match: err(sid, "refund without warehouse receipt")
    cancelled_or_returned = {r["order_id"] for r in ex["cancellations"] + ex["returns"]}
    for r in ex["refunds"]:
        o = ORD[r["order_id"]]
        if r["order_id"] in cancelled_or_returned: continue
        if o["status"] != "delivered" or day_n(o) > POLICY["refund_window_days"]: err(sid, "refund not allowed")
        needs_staff = D(r["amount"]) > D(POLICY["refund_auto_limit"]) or bool(o.get("refunds"))
        appr = [a for a in ex["approvals"] if a["order_id"] == o["id"] and a["amount"] == r["amount"]]
        if needs_staff != bool(appr): err(sid, "approval mismatch")
    for r in ex["replacements"]:
        o = ORD[r["order_id"]]
        if o["status"] != "delivered" or day_n(o) > POLICY["refund_window_days"]: err(sid, "replacement not allowed")
        val = sum(D(PRICE[i["sku"]]) * i["qty"] for i in r["items"])
        appr = [a for a in ex["approvals"] if a["order_id"] == o["id"]]
        if (val > D(POLICY["refund_auto_limit"])) != bool(appr): err(sid, "replacement approval mismatch")
    for a in ex["approvals"]:
        want = {"approve": "approved", "reject": "rejected", "none": "pending"}[sc["staff"]["approvals"]]
        if a["decision"] != want: err(sid, "decision vs staff")
    if ex["approvals"] and sc["staff"]["approvals"] == "none": err(sid, "approval needs staff setting")
    for a in sc["reply_facts"]:
        if re.fullmatch(r"\d+\.\d\d|CR-\d+", a) is None and not re.search(r"[A-Z0-9]{5,}", a) and a not in ("28", "75.00", "4.00", "3.00"):
            err(sid, f"reply_fact {a!r} not language-neutral?")
    with open(os.path.join(OUT, "scenarios", sid + ".json"), "w", encoding="utf-8") as f:
        json.dump(sc, f, ensure_ascii=False, indent=1)

# shop fixture alone (same object as in every scenario)
with open(os.path.join(OUT, "shop.json"), "w", encoding="utf-8") as f:
    json.dump(SHOP, f, ensure_ascii=False, indent=1)

for l in LANGS:
    if counts[l] < 11: err("all", f"only {counts[l]} scenarios in {l}")
if errors:
    print("\n".join(errors)); sys.exit(1)
tagc = Counter(t for sc in SCEN for t in sc["tags"] if not t.startswith("lang:"))
print("scenarios", len(SCEN), dict(counts))
print("by intent", dict(sorted(kinds.items())))
print("tags", dict(sorted(tagc.items())))
print("customers", len(CUSTOMERS), "orders", len(ORDERS), "articles", len(ARTICLES),
      "statuses", dict(Counter(o["status"] for o in ORDERS)))
