from shop import CUST, NOW

H_NORMAL = {"reason_contains": None, "priority": "normal"}
H_PERSON = {"reason_contains": "person", "priority": "normal"}
H_URGENT = {"reason_contains": "self-harm", "priority": "urgent"}
H_LEGAL = {"reason_contains": "legal", "priority": "high"}
H_CHARGEBACK = {"reason_contains": "chargeback", "priority": "high"}
H_FRAUD = {"reason_contains": "fraud", "priority": "high"}


def ret(order_id, *items):
    return {"order_id": order_id, "items": [{"sku": s, "qty": q} for s, q in items]}


rep = ret


def step(intent, facts, opening, say, confirm=True, with_previous=False):
    return {"intent": intent, "facts": facts, "opening": opening, "say": say, "confirm": confirm,
            "with_previous": with_previous}


EXPECT_KEYS = ["refunds", "approvals", "address_changes", "cancellations", "returns", "replacements",
               "exchanges", "order_edits", "payment_method_changes"]


def S(sid, intent, tags, cust, lang, goal, plan, staff="none", warehouse=None, expect=None, must_not=None,
      reply_facts=None, wa_id=None, persona=None, shouting=False, max_turns=8):
    expect = dict(expect or {})
    full = {k: expect.pop(k, []) for k in EXPECT_KEYS}
    full["saved_address"] = expect.pop("saved_address", None)
    full["handoff"] = expect.pop("handoff", None)
    full["verified"] = expect.pop("verified", None)
    assert not expect, (sid, expect)
    # a step sent in the same message as the previous one carries the same text
    for i, st in enumerate(plan):
        if st["with_previous"] and not st["say"]:
            st["say"] = plan[i - 1]["say"]
    c = CUST[cust] if cust else None
    customer = {"wa_id": wa_id or c["phone"], "language": lang}
    if persona or c:
        customer["persona"] = persona or f"{c['name']}, writing from the phone number on the account; email {c['email']}."
    if shouting:
        customer["shouting"] = True
    sc = {"id": sid, "intent": intent, "tags": tags, "now": NOW, "shop": None, "customer": customer,
          "goal": goal, "plan": plan, "staff": {"approvals": staff}}
    if warehouse:
        sc["warehouse"] = {"receives": warehouse}
    sc["expect"] = full
    sc["must_not"] = must_not or []
    sc["reply_facts"] = reply_facts or []
    if max_turns == 8 and (len(plan) > 1 or (c is None)):
        max_turns = 10  # room for a second ask or for the one-time code
    sc["max_turns"] = max_turns
    sc["_owner"] = cust
    return sc
