#!/usr/bin/env python3
"""Writes shop3/shop.json, shop3/scenarios/<id>.json and shop3/retrieval_questions.json from the
hand-written definitions in this folder. Standard library only. It formats, it does not compute:
every amount and expectation comes from scenario_defs.py as written by hand."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import shop_data  # noqa: E402
import scenario_defs  # noqa: E402
import retrieval_defs  # noqa: E402


def dump(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")


def build_scenario(d, shop):
    customer = {"wa_id": d["wa"], "language": d["lang"]}
    if d["persona"]:
        customer["persona"] = d["persona"]
    if d["shouting"]:
        customer["shouting"] = True
    handoff = None
    if d["handoff"]:
        handoff = {"reason_contains": d["handoff"][1], "priority": d["handoff"][0]}
    expect = {
        "refunds": [{"order_id": o, "amount": a} for o, a in d["refunds"]],
        "approvals": [{"order_id": o, "amount": a, "decision": dec} for o, a, dec in d["approvals"]],
        "address_changes": [{"order_id": o, "postcode": p} for o, p in d["addr"]],
        "handoff": handoff,
        "verified": d["verified"],
    }
    return {
        "id": d["id"],
        "intent": d["intent"],
        "tags": d["tags"],
        "now": shop_data.NOW,
        "shop": shop,
        "customer": customer,
        "goal": d["goal"],
        "plan": d["plan"],
        "staff": {"approvals": d["staff"]},
        "expect": expect,
        "must_not": d["must_not"],
        "reply_facts": d["reply_facts"],
        "max_turns": d["max_turns"],
    }


def main():
    shop = shop_data.shop()
    dump(os.path.join(ROOT, "shop.json"), shop)
    sdir = os.path.join(ROOT, "scenarios")
    os.makedirs(sdir, exist_ok=True)
    for name in os.listdir(sdir):
        if name.endswith(".json"):
            os.remove(os.path.join(sdir, name))
    for d in scenario_defs.SCENARIOS:
        dump(os.path.join(sdir, d["id"] + ".json"), build_scenario(d, shop))
    dump(os.path.join(ROOT, "retrieval_questions.json"), {
        "about": ("Help-centre retrieval questions for shop 3 (Resonance Music & Audio). Each question "
                  "paraphrases one article of shop.json in the customer's language (slug = that article) "
                  "or is a near miss that shares words with the articles but is answered by none "
                  "(slug null). Written by an independent helper session that saw only the brief."),
        "questions": retrieval_defs.Q})
    print("wrote shop.json, %d scenarios, %d retrieval questions"
          % (len(scenario_defs.SCENARIOS), len(retrieval_defs.Q)))


if __name__ == "__main__":
    main()
