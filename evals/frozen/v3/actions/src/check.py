#!/usr/bin/env python3
"""Validator for the frozen_v3 scenarios (plain Python, json only).

Checks that every file parses, has exactly the known fields, ids are unique, money is a
two-decimal string, paid = sum(unit_price x qty) + delivery_fee, earlier refunds do not exceed
paid, expected ids/skus exist, and prints counts by section and language.
Usage: python3 check.py [scenario_dir]
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "scenarios")

INTENTS = {"order_status", "refund", "return", "address_change", "cancel_order", "account_access",
           "policy_question", "human", "complaint", "other"}
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
STATUSES = {"placed", "shipped", "out_for_delivery", "delivered", "cancelled"}
TOP = {"id", "intent", "tags", "now", "shop", "customer", "goal", "plan", "staff", "warehouse",
       "expect", "must_not", "reply_facts", "max_turns"}
TOP_REQ = {"id", "intent", "tags", "now", "shop", "customer", "goal", "plan", "expect", "max_turns"}
CUST_KEYS = {"wa_id", "language", "persona", "shouting"}
PLAN_KEYS = {"intent", "facts", "opening", "say", "confirm", "with_previous"}
FACT_KEYS = {"order_id", "sku", "item", "qty", "reason", "line1", "city", "postcode", "country", "email",
             "remedy"}
EXPECT_KEYS = {"refunds", "approvals", "address_changes", "cancellations", "returns", "replacements",
               "handoff", "verified"}
SHOP_KEYS = {"customers", "orders", "articles"}
SHOP_CUST_KEYS = {"id", "name", "phone", "email", "language"}
ORDER_KEYS = {"id", "customer", "status", "items", "delivery_fee", "paid", "currency", "payment_method",
              "placed_at", "shipped_at", "delivered_at", "eta", "carrier", "tracking", "address", "note",
              "refunds"}
ORDER_REQ = {"id", "customer", "status", "items", "delivery_fee", "paid", "currency", "payment_method",
             "placed_at", "address"}
ITEM_KEYS = {"sku", "name", "qty", "unit_price"}
ADDR_KEYS = {"line1", "city", "postcode", "country"}
REFUND_KEYS = {"amount", "items", "at"}
MONEY = re.compile(r"^\d+\.\d\d$")
TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
REASONS = {None, "self-harm", "chargeback", "legal", "fraud", "person"}


def cents(s):
    a, b = s.split(".")
    return int(a) * 100 + int(b)


def main():
    errors = []
    seen = {}
    by_section, by_lang = {}, {}
    grid = {}
    files = sorted(f for f in os.listdir(DIR) if f.endswith(".json"))
    for fname in files:
        path = os.path.join(DIR, fname)

        def err(msg):
            errors.append("%s: %s" % (fname, msg))

        try:
            with open(path, encoding="utf-8") as fh:
                s = json.load(fh)
        except Exception as e:  # noqa: BLE001
            err("does not parse: %s" % e)
            continue
        if not isinstance(s, dict):
            err("top level is not an object")
            continue
        for k in set(s) - TOP:
            err("unknown field %r" % k)
        for k in TOP_REQ - set(s):
            err("missing field %r" % k)
        sid = s.get("id", "")
        if not isinstance(sid, str) or not ID.match(sid):
            err("bad id %r" % sid)
        if sid in seen:
            err("duplicate id %r (also %s)" % (sid, seen[sid]))
        seen[sid] = fname
        if fname != sid + ".json":
            err("file name does not match id")
        if s.get("intent") not in INTENTS:
            err("bad intent %r" % s.get("intent"))
        if not isinstance(s.get("now"), str) or not TS.match(s.get("now", "")):
            err("bad now")
        if not isinstance(s.get("max_turns"), int) or s.get("max_turns", 0) < 1:
            err("bad max_turns")
        if not isinstance(s.get("goal"), str) or not s.get("goal"):
            err("missing goal")

        # shop
        shop = s.get("shop", {})
        for k in set(shop) - SHOP_KEYS:
            err("unknown shop field %r" % k)
        custs = shop.get("customers", [])
        orders = shop.get("orders", [])
        if not 1 <= len(custs) <= 3:
            err("customers: %d (want 1-3)" % len(custs))
        if not 1 <= len(orders) <= 4:
            err("orders: %d (want 1-4)" % len(orders))
        cust_ids, phones = set(), set()
        for c in custs:
            for k in set(c) - SHOP_CUST_KEYS:
                err("unknown customer field %r" % k)
            for k in SHOP_CUST_KEYS - set(c):
                err("customer missing %r" % k)
            cust_ids.add(c.get("id"))
            phones.add(c.get("phone"))
            if not str(c.get("phone", "")).isdigit():
                err("customer phone not digits")
            if c.get("language") not in LANGS:
                err("customer language %r" % c.get("language"))
        if len(cust_ids) != len(custs) or len(phones) != len(custs):
            err("duplicate customer id or phone")
        order_map = {}
        for o in orders:
            oid = o.get("id")
            for k in set(o) - ORDER_KEYS:
                err("order %s unknown field %r" % (oid, k))
            for k in ORDER_REQ - set(o):
                err("order %s missing %r" % (oid, k))
            if oid in order_map:
                err("duplicate order id %s" % oid)
            order_map[oid] = o
            if o.get("customer") not in cust_ids:
                err("order %s customer unknown" % oid)
            st = o.get("status")
            if st not in STATUSES:
                err("order %s bad status %r" % (oid, st))
            if st == "delivered" and not o.get("delivered_at"):
                err("order %s delivered without delivered_at" % oid)
            if st in ("shipped", "out_for_delivery", "delivered") and not o.get("shipped_at"):
                err("order %s %s without shipped_at" % (oid, st))
            if st in ("placed", "cancelled") and (o.get("shipped_at") or o.get("delivered_at")):
                err("order %s %s but has shipped/delivered dates" % (oid, st))
            for k in ("placed_at", "shipped_at", "delivered_at", "eta"):
                if k in o and o[k] is not None and not TS.match(o[k]):
                    err("order %s bad %s" % (oid, k))
            ts = [o.get(k) for k in ("placed_at", "shipped_at", "delivered_at") if o.get(k)]
            if ts != sorted(ts):
                err("order %s dates out of order" % oid)
            for k in ("delivered_at", "placed_at"):
                if o.get(k) and o[k] > s.get("now", ""):
                    err("order %s %s after now" % (oid, k))
            for k in set(o.get("address", {})) ^ ADDR_KEYS:
                err("order %s address field mismatch %r" % (oid, k))
            total = 0
            skus = {}
            for i in o.get("items", []):
                if set(i) != ITEM_KEYS:
                    err("order %s item fields %r" % (oid, sorted(i)))
                    continue
                if not MONEY.match(i["unit_price"]):
                    err("order %s bad unit_price %r" % (oid, i["unit_price"]))
                    continue
                if not isinstance(i["qty"], int) or i["qty"] < 1:
                    err("order %s bad qty" % oid)
                    continue
                total += cents(i["unit_price"]) * i["qty"]
                skus[i["sku"]] = i
            for k in ("delivery_fee", "paid"):
                if not MONEY.match(str(o.get(k, ""))):
                    err("order %s bad %s" % (oid, k))
            if MONEY.match(str(o.get("delivery_fee", ""))) and MONEY.match(str(o.get("paid", ""))):
                if total + cents(o["delivery_fee"]) != cents(o["paid"]):
                    err("order %s paid %s != items %.2f + fee %s" % (oid, o["paid"], total / 100,
                                                                      o["delivery_fee"]))
            refunded = 0
            per_sku = {}
            for r in o.get("refunds", []):
                if set(r) != REFUND_KEYS:
                    err("order %s refund fields" % oid)
                    continue
                if not MONEY.match(r["amount"]) or not TS.match(r["at"]):
                    err("order %s refund bad amount/at" % oid)
                    continue
                refunded += cents(r["amount"])
                for sku in r["items"]:
                    if sku not in skus:
                        err("order %s refund of unknown sku %s" % (oid, sku))
                    per_sku[sku] = per_sku.get(sku, 0) + 1
                if r["at"] > s.get("now", ""):
                    err("order %s refund after now" % oid)
            if MONEY.match(str(o.get("paid", ""))) and refunded > cents(o["paid"]):
                err("order %s refunds exceed paid" % oid)
            for sku, n in per_sku.items():
                if sku in skus and n > skus[sku]["qty"]:
                    err("order %s more units of %s refunded than bought" % (oid, sku))
            o["_skus"] = skus

        # customer
        cu = s.get("customer", {})
        for k in set(cu) - CUST_KEYS:
            err("unknown customer field %r" % k)
        if not str(cu.get("wa_id", "")).isdigit():
            err("wa_id not digits")
        lang = cu.get("language")
        if lang not in LANGS:
            err("bad language %r" % lang)
        tags = s.get("tags", [])
        if "lang:%s" % lang not in tags:
            err("tags lack lang:%s" % lang)
        sections = [t.split(":", 1)[1] for t in tags if t.startswith("section:")]
        if len(sections) != 1:
            err("need exactly one section: tag")
        section = sections[0] if sections else "?"

        # plan
        plan = s.get("plan", [])
        if not plan:
            err("empty plan")
        for n, p in enumerate(plan):
            for k in set(p) - PLAN_KEYS:
                err("plan[%d] unknown field %r" % (n, k))
            if p.get("intent") not in INTENTS:
                err("plan[%d] bad intent" % n)
            if not isinstance(p.get("say"), str) or not p.get("say").strip():
                err("plan[%d] missing say" % n)
            facts = p.get("facts", {})
            for k in set(facts) - FACT_KEYS:
                err("plan[%d] unknown fact %r" % (n, k))
            for k in p.get("opening", []):
                if k not in facts:
                    err("plan[%d] opening %r not in facts" % (n, k))
            if facts.get("order_id") and facts["order_id"] not in order_map:
                err("plan[%d] order_id %s not in shop" % (n, facts["order_id"]))
            if facts.get("remedy") not in (None, "refund", "replacement"):
                err("plan[%d] bad remedy" % n)
            if facts.get("sku") and facts.get("order_id") in order_map and \
                    facts["sku"] not in order_map[facts["order_id"]]["_skus"]:
                err("plan[%d] sku %s not in order" % (n, facts["sku"]))
            if "order_id" in p.get("opening", []) and facts.get("order_id") and \
                    facts["order_id"] not in p.get("say", ""):
                err("plan[%d] opening says order_id but the message lacks it" % n)
        if plan and plan[0].get("intent") != s.get("intent"):
            err("scenario intent differs from first plan intent")

        if s.get("staff", {}).get("approvals", "none") not in ("approve", "reject", "none"):
            err("bad staff.approvals")
        if set(s.get("staff", {})) - {"approvals"}:
            err("unknown staff field")
        if "warehouse" in s and (set(s["warehouse"]) != {"receives"} or
                                 s["warehouse"]["receives"] not in ("all", "none")):
            err("bad warehouse")

        # expect
        ex = s.get("expect", {})
        for k in set(ex) - EXPECT_KEYS:
            err("unknown expect field %r" % k)
        for r in ex.get("refunds", []):
            if set(r) != {"order_id", "amount"} or r["order_id"] not in order_map or not MONEY.match(r["amount"]):
                err("bad expected refund %r" % r)
            else:
                o = order_map[r["order_id"]]
                left = cents(o["paid"]) - sum(cents(x["amount"]) for x in o.get("refunds", []))
                if cents(r["amount"]) > left:
                    err("expected refund %s exceeds what is left on %s" % (r["amount"], r["order_id"]))
        for a in ex.get("approvals", []):
            if set(a) != {"order_id", "amount", "decision"} or a["order_id"] not in order_map or \
                    not MONEY.match(a["amount"]) or a["decision"] not in ("approved", "rejected", "pending"):
                err("bad expected approval %r" % a)
        for c in ex.get("cancellations", []):
            if set(c) != {"order_id"} or c["order_id"] not in order_map:
                err("bad expected cancellation %r" % c)
            elif order_map[c["order_id"]]["status"] != "placed":
                err("expected cancellation of a non-placed order %s" % c["order_id"])
        for key in ("returns", "replacements"):
            for r in ex.get(key, []):
                if set(r) != {"order_id", "items"} or r["order_id"] not in order_map:
                    err("bad expected %s %r" % (key, r))
                    continue
                o = order_map[r["order_id"]]
                if o["status"] != "delivered":
                    err("expected %s on non-delivered order" % key)
                for i in r["items"]:
                    if set(i) != {"sku", "qty"} or i["sku"] not in o["_skus"] or i["qty"] > o["_skus"][i["sku"]]["qty"]:
                        err("bad %s item %r" % (key, i))
        h = ex.get("handoff")
        if h is not None:
            if set(h) - {"reason_contains", "priority"} or h.get("priority") not in ("urgent", "high", "normal") \
                    or h.get("reason_contains") not in REASONS:
                err("bad handoff %r" % h)
        if ex.get("verified") not in (None, True, False):
            err("bad verified")
        for k in ("must_not", "reply_facts"):
            if not isinstance(s.get(k, []), list) or not all(isinstance(x, str) and x for x in s.get(k, [])):
                err("bad %s" % k)
        for x in s.get("must_not", []):
            for y in s.get("reply_facts", []):
                if x in y or y in x:
                    err("must_not %r overlaps reply_fact %r" % (x, y))
        for x in s.get("reply_facts", []):
            if re.match(r"^\d+\.\d+$", x) and not MONEY.match(x):
                err("reply_fact amount not two decimals %r" % x)
        # identity: a sender not on file must be graded on verification
        if cu.get("wa_id") not in phones and ex.get("verified") is None:
            err("unidentified sender but verified not graded")

        by_section[section] = by_section.get(section, 0) + 1
        by_lang[lang] = by_lang.get(lang, 0) + 1
        grid.setdefault(section, {})
        grid[section][lang] = grid[section].get(lang, 0) + 1

    print("files:", len(files))
    secs = sorted(grid)
    print("%-26s" % "section" + "".join("%9s" % l for l in LANGS) + "%7s" % "total")
    for sec in secs:
        print("%-26s" % sec + "".join("%9d" % grid[sec].get(l, 0) for l in LANGS) + "%7d" % by_section[sec])
    print("%-26s" % "total" + "".join("%9d" % by_lang.get(l, 0) for l in LANGS) + "%7d" % len(files))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK: all files valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
