"""Validates ../scenarios/*.json against SCENARIO_FORMAT.md (fields, types, dates) and against the
shop's own policy numbers (windows, limits, caps, fee), then writes ../COUNTS.txt."""
import collections
import datetime as dt
import glob
import json
import os
import re
import sys
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SC_DIR = os.path.join(ROOT, "scenarios")

INTENTS = ["order_status", "refund", "return", "address_change", "cancel_order", "account_access",
           "policy_question", "human", "complaint", "other"]
LANGS = ["en", "es", "hi", "hinglish", "ta", "bn"]
DEFAULTS = {"refund_window_days": 30, "return_window_days": 30, "refund_auto_limit": "50.00",
            "refund_conversation_cap": "150.00", "refund_daily_cap": "200.00", "return_fee": "4.95",
            "return_receive_days": 21, "dnr_wait_days": 2, "refund_arrival_days": 10}

K_TOP = {"id", "intent", "tags", "now", "shop", "customer", "goal", "plan", "staff", "warehouse", "expect",
         "must_not", "reply_facts", "max_turns"}
K_TOP_REQ = K_TOP - {"warehouse"}
K_SHOP = {"customers", "orders", "articles", "policy", "products"}
K_CUST = {"id", "name", "phone", "email", "language", "address", "payment_methods"}
K_CUST_REQ = {"id", "name", "phone", "email", "language"}
K_ORDER = {"id", "customer", "status", "items", "delivery_fee", "paid", "currency", "payment_method", "placed_at",
           "shipped_at", "delivered_at", "eta", "carrier", "tracking", "address", "note", "refunds"}
K_ORDER_REQ = {"id", "customer", "status", "items", "delivery_fee", "paid", "currency", "payment_method",
               "placed_at", "address"}
K_ITEM = {"sku", "name", "qty", "unit_price"}
K_ADDR = {"line1", "city", "postcode", "country"}
K_REFUND = {"amount", "items", "at"}
K_ART = {"slug", "title", "body"}
K_PROD = {"id", "title", "description", "options", "variants"}
K_VAR = {"sku", "title", "options", "price", "available"}
K_POLICY = set(DEFAULTS)
K_SCUST = {"wa_id", "language", "persona", "shouting"}
K_STEP = {"intent", "facts", "opening", "say", "confirm", "with_previous"}
K_FACTS = {"order_id", "sku", "item", "qty", "reason", "line1", "city", "postcode", "country", "email", "remedy",
           "new_sku", "new_variant", "method", "scope", "pays_difference"}
K_EXPECT = {"refunds", "approvals", "address_changes", "cancellations", "returns", "replacements", "handoff",
            "verified", "exchanges", "order_edits", "payment_method_changes", "saved_address"}
STATUSES = {"placed", "shipped", "out_for_delivery", "delivered", "cancelled"}
MONEY = re.compile(r"^\d+\.\d{2}$")
SCRIPT = {"hi": re.compile(r"[\u0900-\u097F]"), "ta": re.compile(r"[\u0B80-\u0BFF]"),
          "bn": re.compile(r"[\u0980-\u09FF]")}
NONLATIN = re.compile(r"[\u0900-\u0DFF]")

errors = []


def err(sid, msg):
    errors.append(f"{sid}: {msg}")


def ts(s):
    return dt.datetime.fromisoformat(s.replace("Z", "+00:00"))


def keys(sid, obj, allowed, where, required=()):
    if not isinstance(obj, dict):
        err(sid, f"{where} is not an object")
        return
    for k in obj:
        if k not in allowed:
            err(sid, f"unknown field {where}.{k}")
    for k in required:
        if k not in obj:
            err(sid, f"missing field {where}.{k}")


def money(sid, v, where):
    if not isinstance(v, str) or not MONEY.match(v):
        err(sid, f"{where} is not a 2-decimal money string: {v!r}")
        return Decimal("0")
    return Decimal(v)


def day_n(delivered_at, now):
    return (ts(now).date() - ts(delivered_at).date()).days


def check_articles(sid, arts, pol):
    text = "\n".join(a["body"] + "\n" + a["title"] for a in arts)
    need = {
        "refund_window_days": rf"\b{pol['refund_window_days']} days\b",
        "return_window_days": rf"\b{pol['return_window_days']} days\b",
        "refund_auto_limit": re.escape(pol["refund_auto_limit"]),
        "refund_conversation_cap": re.escape(pol["refund_conversation_cap"]),
        "refund_daily_cap": re.escape(pol["refund_daily_cap"]),
        "return_fee": re.escape(pol["return_fee"]),
        "return_receive_days": rf"\b{pol['return_receive_days']} days\b",
        "dnr_wait_days": rf"\b{pol['dnr_wait_days']} days\b",
        "refund_arrival_days": rf"\b{pol['refund_arrival_days']} days\b",
    }
    for k, rx in need.items():
        if not re.search(rx, text):
            err(sid, f"articles do not state {k}={pol[k]}")
    forbidden = [r"\b30 days\b", r"\b30-day", r"\b50\.00\b", r"\b150\.00\b", r"\b200\.00\b", r"\b4\.95\b",
                 r"\b21 days\b", r"\b2 days\b", r"\b10 days\b", r"5\s*[-–]\s*10", r"\bthirty\b", r"\bten days\b"]
    for rx in forbidden:
        mm = re.search(rx, text, re.I)
        if mm:
            err(sid, f"articles contain a default-policy number: {mm.group(0)!r}")
    for a in arts:
        if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", a["slug"]):
            err(sid, f"bad slug {a['slug']}")
        if "\n## " not in a["body"]:
            err(sid, f"article {a['slug']} has no ## section")


def main():
    files = sorted(glob.glob(os.path.join(SC_DIR, "*.json")))
    seen = set()
    counts = collections.defaultdict(collections.Counter)
    tagcount = collections.Counter()
    for f in files:
        raw = open(f, encoding="utf-8").read()
        try:
            sc = json.loads(raw)
        except json.JSONDecodeError as e:
            err(f, f"invalid JSON {e}")
            continue
        sid = sc.get("id", f)
        keys(sid, sc, K_TOP, "scenario", K_TOP_REQ)
        if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", sid):
            err(sid, "id not lowercase-with-dashes")
        if sid in seen:
            err(sid, "duplicate id")
        seen.add(sid)
        if os.path.basename(f) != sid + ".json":
            err(sid, "file name != id")
        if sc["intent"] not in INTENTS:
            err(sid, f"bad intent {sc['intent']}")
        now = sc["now"]
        nowt = ts(now)
        shop = sc["shop"]
        keys(sid, shop, K_SHOP, "shop", {"customers", "orders"})
        pol = dict(DEFAULTS)
        keys(sid, shop.get("policy", {}), K_POLICY, "shop.policy")
        pol.update(shop.get("policy", {}))
        for k, v in shop.get("policy", {}).items():
            if str(v) == str(DEFAULTS[k]):
                err(sid, f"policy {k} equals the default")
            if isinstance(DEFAULTS[k], str):
                money(sid, v, f"policy.{k}")
            elif not isinstance(v, int):
                err(sid, f"policy {k} not int")
        if set(shop.get("policy", {})) != K_POLICY:
            err(sid, "not every policy key is set")
        check_articles(sid, shop.get("articles", []), pol)
        for a in shop.get("articles", []):
            keys(sid, a, K_ART, "article", K_ART)
        # products
        var = {}
        for p in shop.get("products", []):
            keys(sid, p, K_PROD, "product", K_PROD)
            for v in p["variants"]:
                keys(sid, v, K_VAR, "variant", K_VAR)
                money(sid, v["price"], f"variant {v['sku']}.price")
                if set(v["options"]) != set(p["options"]):
                    err(sid, f"variant {v['sku']} options do not match product options")
                if v["sku"] in var:
                    err(sid, f"duplicate sku {v['sku']}")
                var[v["sku"]] = v
        # customers
        custs = {}
        phones = {}
        for c in shop["customers"]:
            keys(sid, c, K_CUST, "customer", K_CUST_REQ)
            keys(sid, c.get("address", {}), K_ADDR, "customer.address", K_ADDR)
            if c["language"] not in LANGS:
                err(sid, f"customer {c['id']} language")
            if not c["phone"].isdigit():
                err(sid, f"phone not digits {c['phone']}")
            if c["phone"] in phones:
                err(sid, f"duplicate phone {c['phone']}")
            if c["id"] in custs:
                err(sid, f"duplicate customer {c['id']}")
            custs[c["id"]] = c
            phones[c["phone"]] = c
        # orders
        orders = {}
        for o in shop["orders"]:
            oid = o["id"]
            keys(sid, o, K_ORDER, f"order {oid}", K_ORDER_REQ)
            keys(sid, o["address"], K_ADDR, f"order {oid}.address", K_ADDR)
            if oid in orders:
                err(sid, f"duplicate order {oid}")
            orders[oid] = o
            if o["customer"] not in custs:
                err(sid, f"order {oid} customer unknown")
            if o["status"] not in STATUSES:
                err(sid, f"order {oid} bad status")
            if o["payment_method"] not in custs[o["customer"]].get("payment_methods", [o["payment_method"]]):
                err(sid, f"order {oid} payment method not on the customer")
            sub = Decimal("0")
            for it in o["items"]:
                keys(sid, it, K_ITEM, f"order {oid} item", K_ITEM)
                up = money(sid, it["unit_price"], f"{oid} unit_price")
                if it["sku"] not in var:
                    err(sid, f"{oid} sku {it['sku']} not in catalogue")
                elif Decimal(var[it["sku"]]["price"]) != up:
                    err(sid, f"{oid} price differs from catalogue")
                if not isinstance(it["qty"], int) or it["qty"] < 1:
                    err(sid, f"{oid} bad qty")
                sub += up * it["qty"]
            fee = money(sid, o["delivery_fee"], f"{oid}.delivery_fee")
            if money(sid, o["paid"], f"{oid}.paid") != sub + fee:
                err(sid, f"{oid} paid != items + fee")
            placed = ts(o["placed_at"])
            if placed > nowt:
                err(sid, f"{oid} placed in the future")
            st = o["status"]
            if st in ("shipped", "out_for_delivery", "delivered") and not o.get("shipped_at"):
                err(sid, f"{oid} needs shipped_at")
            if st == "delivered" and not o.get("delivered_at"):
                err(sid, f"{oid} needs delivered_at")
            if st == "placed" and (o.get("shipped_at") or o.get("delivered_at") or o.get("tracking")):
                err(sid, f"{oid} placed but has shipping data")
            if st in ("shipped", "out_for_delivery") and o.get("delivered_at"):
                err(sid, f"{oid} not delivered but has delivered_at")
            if o.get("shipped_at"):
                s_ = ts(o["shipped_at"])
                if not placed <= s_ <= nowt:
                    err(sid, f"{oid} shipped_at out of order")
                if o.get("delivered_at"):
                    d_ = ts(o["delivered_at"])
                    if not s_ <= d_ <= nowt:
                        err(sid, f"{oid} delivered_at out of order")
            if o.get("eta"):
                e_ = ts(o["eta"])
                if st in ("shipped", "out_for_delivery") and e_ < nowt:
                    err(sid, f"{oid} eta in the past for an undelivered order")
                if o.get("shipped_at") and e_ < ts(o["shipped_at"]):
                    err(sid, f"{oid} eta before shipping")
            skus = collections.Counter()
            for it in o["items"]:
                skus[it["sku"]] += it["qty"]
            for r in o.get("refunds", []):
                keys(sid, r, K_REFUND, f"{oid}.refund", K_REFUND)
                amt = money(sid, r["amount"], f"{oid}.refund.amount")
                c_ = collections.Counter(r["items"])
                for s_, q in c_.items():
                    if q > skus.get(s_, 0):
                        err(sid, f"{oid} refund for more units than ordered")
                exp = sum(Decimal(var[s_]["price"]) for s_ in r["items"])
                if exp != amt:
                    err(sid, f"{oid} refund amount != its items")
                rt_ = ts(r["at"])
                if not (o.get("delivered_at") and ts(o["delivered_at"]) <= rt_ <= nowt):
                    err(sid, f"{oid} refund date inconsistent")
        # scenario customer
        sc_c = sc["customer"]
        keys(sid, sc_c, K_SCUST, "customer", {"wa_id", "language"})
        lang = sc_c["language"]
        if lang not in LANGS:
            err(sid, "bad language")
        if f"lang:{lang}" not in sc["tags"]:
            err(sid, "lang tag missing")
        wa = sc_c["wa_id"]
        if not wa.isdigit():
            err(sid, "wa_id not digits")
        me = phones.get(wa)
        if me and me["language"] != lang:
            err(sid, "scenario language != customer's language on file")
        exp = sc["expect"]
        keys(sid, exp, K_EXPECT, "expect", K_EXPECT - {"saved_address"})
        # plan
        if not sc["plan"]:
            err(sid, "empty plan")
        plan_orders = []
        for i, stp in enumerate(sc["plan"]):
            keys(sid, stp, K_STEP, f"plan[{i}]", {"intent", "facts", "opening", "say"})
            if stp["intent"] not in INTENTS:
                err(sid, f"plan[{i}] bad intent")
            keys(sid, stp["facts"], K_FACTS, f"plan[{i}].facts")
            for k in stp["opening"]:
                if k not in stp["facts"]:
                    err(sid, f"plan[{i}] opening {k} not in facts")
            if not stp["say"].strip():
                err(sid, f"plan[{i}] empty say")
            if "order_id" in stp["opening"] and stp["facts"]["order_id"] not in stp["say"]:
                err(sid, f"plan[{i}] order id said in opening but not in text")
            if "postcode" in stp["opening"] and stp["facts"]["postcode"] not in stp["say"]:
                err(sid, f"plan[{i}] postcode said in opening but not in text")
            if i == 0 and stp.get("with_previous"):
                err(sid, "first step with_previous")
            if lang in SCRIPT and not SCRIPT[lang].search(stp["say"]):
                err(sid, f"plan[{i}] say is not in {lang} script")
            if lang in ("en", "es", "hinglish") and NONLATIN.search(stp["say"]):
                err(sid, f"plan[{i}] {lang} message contains Indic script")
            if "order_id" in stp["facts"]:
                oid = stp["facts"]["order_id"]
                if oid not in orders:
                    err(sid, f"plan order {oid} unknown")
                else:
                    plan_orders.append(oid)
            if "sku" in stp["facts"]:
                oid = stp["facts"].get("order_id")
                if oid and stp["facts"]["sku"] not in [it["sku"] for it in orders[oid]["items"]]:
                    err(sid, f"plan sku not in order {oid}")
        # identity
        owner_ids = {orders[o]["customer"] for o in plan_orders}
        if me:
            if exp.get("verified") is not None:
                err(sid, "identified sender but verified is graded")
            for o in plan_orders:
                if orders[o]["customer"] != me["id"]:
                    err(sid, f"identified sender asks about someone else's order {o}")
        else:
            if exp.get("verified") not in (True, False):
                err(sid, "unidentified sender: verified must be true/false")
            owner = custs[owner_ids.pop()] if owner_ids else None
            emails = {s["facts"].get("email") for s in sc["plan"]} - {None}
            if owner:
                knows = owner["email"] in emails
                if knows != bool(exp.get("verified")):
                    err(sid, "verified expectation inconsistent with the email the sim can read")
                if not exp.get("verified"):
                    for mn in (orders[plan_orders[0]].get("tracking"),):
                        if mn and mn not in sc["must_not"]:
                            err(sid, "stranger: tracking not in must_not")
        # expect shapes
        for r in exp["refunds"]:
            keys(sid, r, {"order_id", "amount"}, "expect.refunds", {"order_id", "amount"})
            money(sid, r["amount"], "expect.refund")
        for a in exp["approvals"]:
            keys(sid, a, {"order_id", "amount", "decision"}, "expect.approvals", {"order_id", "amount", "decision"})
            money(sid, a["amount"], "expect.approval")
            if a["decision"] not in ("approved", "rejected", "pending"):
                err(sid, "bad decision")
        ho = exp["handoff"]
        if ho is not None:
            keys(sid, ho, {"reason_contains", "priority"}, "expect.handoff", {"priority"})
            if ho["priority"] not in ("urgent", "high", "normal"):
                err(sid, "bad priority")
            if ho.get("reason_contains") not in (None, "self-harm", "chargeback", "legal", "fraud", "person"):
                err(sid, "bad reason_contains")
            pr = {"self-harm": "urgent", "chargeback": "high", "legal": "high", "fraud": "high", "person": "normal"}
            if ho.get("reason_contains") and pr[ho["reason_contains"]] != ho["priority"]:
                err(sid, "reason/priority mismatch")
        staff = sc["staff"]["approvals"]
        if staff not in ("approve", "reject", "none"):
            err(sid, "bad staff")
        wh = sc.get("warehouse", {}).get("receives", "none")
        if wh not in ("all", "none"):
            err(sid, "bad warehouse")
        for r in sc["reply_facts"] + sc["must_not"]:
            if not isinstance(r, str) or not r:
                err(sid, "reply_facts/must_not must be non-empty strings")

        # ------------------------------------------------ policy re-derivation of the expected end state
        tags = set(sc["tags"])
        auto = Decimal(pol["refund_auto_limit"])
        fee = Decimal(pol["return_fee"])
        daily = Decimal(pol["refund_daily_cap"])
        conv_cap = Decimal(pol["refund_conversation_cap"])
        today = nowt.date()
        accounted = []
        conv_total = Decimal("0")
        approvals_needed = []

        def price_of(oid, sku):
            return next(Decimal(it["unit_price"]) for it in orders[oid]["items"] if it["sku"] == sku)

        for c in exp["cancellations"]:
            o = orders[c["order_id"]]
            if o["status"] != "placed":
                err(sid, "cancellation of an order that is not placed")
            already = sum(Decimal(r["amount"]) for r in o.get("refunds", []))
            accounted.append((o["id"], Decimal(o["paid"]) - already))
        for r in exp["returns"]:
            o = orders[r["order_id"]]
            if o["status"] != "delivered":
                err(sid, "return of an undelivered order")
            n = day_n(o["delivered_at"], now)
            if n > pol["return_window_days"]:
                err(sid, f"return on day {n} > window")
            total = sum(price_of(o["id"], i["sku"]) * i["qty"] for i in r["items"])
            own = "fee:applies" in tags
            if ("fee:applies" in tags) == ("fee:none" in tags):
                err(sid, "return scenario must be tagged fee:applies xor fee:none")
            if wh == "all":
                accounted.append((o["id"], total - (fee if own else 0)))
        direct = [x for x in exp["refunds"] if (x["order_id"], Decimal(x["amount"])) not in accounted]
        for x in direct:
            o = orders[x["order_id"]]
            if o["status"] != "delivered":
                err(sid, "direct refund on an undelivered order")
                continue
            n = day_n(o["delivered_at"], now)
            if n > pol["refund_window_days"]:
                err(sid, f"direct refund on day {n} > refund window")
            amt = Decimal(x["amount"])
            conv_total += amt
            earlier_today = sum(Decimal(r["amount"]) for oo in orders.values()
                                if oo["customer"] == o["customer"] for r in oo.get("refunds", [])
                                if ts(r["at"]).date() == today)
            need = amt > auto or bool(o.get("refunds")) or conv_total > conv_cap or earlier_today + amt > daily
            if need:
                approvals_needed.append((o["id"], amt))
        for rp in exp["replacements"]:
            o = orders[rp["order_id"]]
            n = day_n(o["delivered_at"], now)
            if n > pol["refund_window_days"]:
                err(sid, f"replacement on day {n} > refund window")
            val = sum(price_of(o["id"], i["sku"]) * i["qty"] for i in rp["items"])
            if val > auto or o.get("refunds"):
                approvals_needed.append((o["id"], val))
        for a in exp["approvals"]:
            if a["decision"] == "rejected":
                o = orders[a["order_id"]]
                if Decimal(a["amount"]) <= auto and not o.get("refunds"):
                    err(sid, "rejected approval that would not need staff")
                if staff != "reject":
                    err(sid, "rejected approval but staff does not reject")
        got = sorted((a["order_id"], Decimal(a["amount"])) for a in exp["approvals"] if a["decision"] == "approved")
        if sorted(approvals_needed) != got:
            err(sid, f"approvals expected by policy {approvals_needed} != listed {got}")
        if got and staff != "approve":
            err(sid, "approved approvals but staff != approve")
        if not exp["refunds"] and exp["returns"] and wh == "all":
            err(sid, "warehouse receives all but no return refund listed")
        for x in exp["refunds"]:
            o = orders[x["order_id"]]
            already = sum(Decimal(r["amount"]) for r in o.get("refunds", []))
            if Decimal(x["amount"]) > Decimal(o["paid"]) - already:
                err(sid, "refund above what was paid minus earlier refunds")
        for a_ in exp["address_changes"]:
            o = orders[a_["order_id"]]
            if o["status"] != "placed":
                err(sid, "address change on a shipped order")
            pcs = [s["facts"].get("postcode") for s in sc["plan"] if s["facts"].get("order_id") == o["id"]]
            if a_["postcode"] not in pcs:
                err(sid, "address change postcode not in the plan facts")
            if a_["postcode"] == o["address"]["postcode"]:
                err(sid, "address change to the same postcode")
        if exp.get("saved_address"):
            if not me or me["address"]["postcode"] == exp["saved_address"]["postcode"]:
                err(sid, "saved address change inconsistent")
        # tag-driven refusal checks
        for oid in plan_orders:
            o = orders[oid]
            if "class:refund-outside-window" in tags and o.get("delivered_at"):
                if day_n(o["delivered_at"], now) <= pol["refund_window_days"]:
                    err(sid, "tagged refund-outside-window but inside")
            if "class:return-outside-window" in tags and day_n(o["delivered_at"], now) <= pol["return_window_days"]:
                err(sid, "tagged return-outside-window but inside")
            if "class:cancel-shipped-refused" in tags and o["status"] not in ("shipped", "out_for_delivery"):
                err(sid, "cancel refused but order not shipped")
            if "class:address-change-shipped-refused" in tags and o["status"] == "placed":
                err(sid, "address refusal but order placed")
            if "class:delivered-not-received" in tags:
                if o["status"] != "delivered" or day_n(o["delivered_at"], now) <= pol["dnr_wait_days"]:
                    err(sid, "DNR order must be delivered more than dnr_wait_days ago")
                if exp["refunds"] or exp["replacements"] or exp["approvals"]:
                    err(sid, "DNR must never be refunded/replaced by the assistant")
                if not ho:
                    err(sid, "DNR needs a handoff")
            for key, overdue in (("class:where-is-my-refund-overdue", True),
                                 ("class:where-is-my-refund-not-due", False)):
                if key in tags:
                    last = ts(o["refunds"][-1]["at"]).date()
                    due = last + dt.timedelta(days=pol["refund_arrival_days"])
                    if (today > due) != overdue:
                        err(sid, f"{key} inconsistent with refund_arrival_days")
                    if overdue and (not ho or ho["priority"] != "normal"):
                        err(sid, "overdue refund needs a normal handoff")
        if any(t.startswith("risk:") for t in tags):
            if not ho or ho["priority"] == "normal":
                err(sid, "risk scenario without an urgent/high handoff")
            if exp["refunds"] or exp["replacements"] or exp["returns"]:
                err(sid, "risk scenario with money moving")
        if any(t.startswith("lookalike:") for t in tags) and ho and ho["priority"] != "normal":
            err(sid, "look-alike treated as risk")
        for t in tags:
            tagcount[t] += 1
        counts[lang][sc["intent"]] += 1

    # ------------------------------------------------------------ COUNTS.txt
    lines = []
    total = sum(sum(c.values()) for c in counts.values())
    lines.append(f"Kiln & Loom (shop5) scenarios: {total}  (validated: {'OK' if not errors else 'ERRORS'})")
    lines.append("")
    w = 16
    lines.append("intent".ljust(w) + "".join(l.rjust(10) for l in LANGS) + "total".rjust(8))
    for it in INTENTS:
        row = [counts[l][it] for l in LANGS]
        lines.append(it.ljust(w) + "".join(str(x).rjust(10) for x in row) + str(sum(row)).rjust(8))
    tot = [sum(counts[l].values()) for l in LANGS]
    lines.append("total".ljust(w) + "".join(str(x).rjust(10) for x in tot) + str(sum(tot)).rjust(8))
    lines.append("")
    lines.append("Policy numbers (shop.policy): " + json.dumps(json.load(open(files[0]))["shop"]["policy"]))
    lines.append("")
    lines.append("Tags:")
    for t, n in sorted(tagcount.items()):
        if not t.startswith("lang:") and not t.startswith("shop:"):
            lines.append(f"  {t}: {n}")
    open(os.path.join(ROOT, "COUNTS.txt"), "w").write("\n".join(lines) + "\n")
    print("\n".join(lines[:14]))
    if errors:
        print("\nERRORS:")
        print("\n".join(errors))
        sys.exit(1)
    print(f"\nall {len(files)} scenarios valid")


if __name__ == "__main__":
    main()
