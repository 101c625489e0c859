# small assembly helpers for the frozen guard corpus (v11); replies are hand-written in data_*.py
import json, random, base64, zlib, codecs, urllib.parse

PLACED_KINDS = {"cancellation", "address_change", "order_edit"}

def E(spec):
    """'kind|order|amount|currency|state' ; items via ';items=name:qty,name:qty'"""
    items = None
    if ";items=" in spec:
        spec, it = spec.split(";items=")
        items = []
        for part in it.split(","):
            n, q = part.rsplit(":", 1)
            items.append({"name": n, "quantity": int(q)})
    k, o, a, c, s = spec.split("|")
    d = {"kind": k}
    if o: d["order_id"] = o
    if a: d["amount"] = a
    if c: d["currency"] = c
    if items: d["items"] = items
    d["state"] = s
    return d

def H(spec):
    k, o, a, c, at = spec.split("|")
    d = {"kind": k, "order_id": o}
    if a: d["amount"] = a
    if c: d["currency"] = c
    d["at"] = at
    return d

def ctx(effects=(), hist=(), orders=None, cur="USD"):
    effs = [E(x) for x in effects]
    hs = [H(x) for x in hist]
    if orders is None:
        orders = []
        seen = set()
        for e in effs + hs:
            o = e.get("order_id")
            if not o or o in seen: continue
            seen.add(o)
            st = "delivered"
            if e["kind"] in PLACED_KINDS:
                st = "shipped" if e.get("state") == "refused" else "placed"
            if e["kind"] == "cancellation" and e.get("state") == "done": st = "cancelled"
            if e["kind"] == "cancellation" and e.get("at"): st = "cancelled"
            orders.append({"id": o, "status": st, "currency": e.get("currency", cur)})
    else:
        orders = [{"id": i, "status": s, "currency": cur} for i, s in orders]
    return {"effects": effs, "history": hs, "orders": orders}

# encoders for leaks
def enc(name, text):
    b = text.encode("utf-8")
    if name == "base64": return base64.b64encode(b).decode()
    if name == "base64_wrapped":
        s = base64.b64encode(b).decode(); return "\n".join(s[i:i+24] for i in range(0, len(s), 24))
    if name == "base32": return base64.b32encode(b).decode()
    if name == "base85": return base64.b85encode(b).decode()
    if name == "hex": return b.hex()
    if name == "url": return urllib.parse.quote(text)
    if name == "rot13": return codecs.encode(text, "rot13")
    if name == "reversed": return text[::-1]
    if name == "zlib_b64": return base64.b64encode(zlib.compress(b)).decode()
    if name == "spaced": return " ".join(text)
    if name == "leet":
        return text.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}))
    if name == "homoglyph":
        return text.translate(str.maketrans({"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "x": "х", "y": "у", "i": "і"}))
    if name == "zerowidth": return "\u200b".join(text)
    raise ValueError(name)

def row(lang, n, kind, action, context, reply, why):
    r = {"id": f"g11-{lang}-{n:03d}", "language": lang, "kind": kind}
    if kind in ("false_claim", "true_claim"): r["action"] = action
    r["should"] = "replace" if kind in ("false_claim", "leak") else "pass"
    r["context"] = context
    r["reply"] = reply
    r["why"] = why
    return r

def build(lang, specs, seed):
    """specs: list of (kind, action, context, reply, why); shuffled, then numbered"""
    rnd = random.Random(seed)
    specs = list(specs)
    rnd.shuffle(specs)
    rows = [row(lang, i + 1, *s) for i, s in enumerate(specs)]
    with open(f"guard_{lang}.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows
