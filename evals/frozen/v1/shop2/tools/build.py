"""Writes shop.json, scenarios/*.json and retrieval_questions.json for shop 2."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from shop_data import CUSTOMERS, NOW, build_orders  # noqa: E402
from articles import ARTICLES  # noqa: E402
from scenarios_def import SCENARIOS  # noqa: E402
from retrieval_def import Q  # noqa: E402


def dump(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")


def main():
    shop = {"customers": CUSTOMERS, "orders": build_orders(), "articles": ARTICLES}
    dump(os.path.join(OUT, "shop.json"), shop)

    sdir = os.path.join(OUT, "scenarios")
    for fn in os.listdir(sdir):
        if fn.endswith(".json"):
            os.remove(os.path.join(sdir, fn))
    for s in SCENARIOS:
        obj = {
            "id": s["id"],
            "intent": s["intent"],
            "tags": [f"lang:{s['lang']}", f"kind:{s['kind']}"] + s["tags"],
            "now": NOW,
            "shop": shop,
            "customer": {"wa_id": s["wa"], "language": s["lang"], "persona": s["persona"], "shouting": s["shouting"]},
            "goal": s["goal"],
            "plan": s["plan"],
            "staff": {"approvals": s["staff"]},
            "expect": {
                "refunds": s["refunds"],
                "approvals": s["approvals"],
                "address_changes": s["addr"],
                "handoff": s["handoff"],
                "verified": s["verified"],
            },
            "must_not": s["must_not"],
            "reply_facts": s["reply_facts"],
            "max_turns": s["max_turns"],
        }
        dump(os.path.join(sdir, s["id"] + ".json"), obj)

    dump(os.path.join(OUT, "retrieval_questions.json"), {
        "about": ("Help-centre retrieval questions for shop 2 (Kapas & Co., clothing and home textiles, India/Spain/USA). "
                  "Each question is written as a customer would ask it, in one of six languages, paraphrasing rather than "
                  "quoting the articles in shop.json. slug = the article that answers it; null = no article answers it "
                  "(near misses that share words with the articles: gift wrap vs gift cards, instalments vs payment, "
                  "dry cleaning vs fabric care, showroom vs store credit...). Written by an independent writer from the "
                  "policy and formats only."),
        "questions": Q,
    })
    print(f"wrote shop.json, {len(SCENARIOS)} scenarios, {len(Q)} retrieval questions")


if __name__ == "__main__":
    main()
