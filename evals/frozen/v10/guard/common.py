"""Shared helpers for the g10 guard corpus generators (python3 standard library only).

Context specs are compact strings, ';'-separated:
  E kind order state [amount currency] [| 2x item, 1x item]   -> an effect ("-" as order = none)
  H kind order date [amount]                                 -> a history fact
  O order status currency                                    -> an order the run looked at
"""
import base64, codecs, json, random, urllib.parse, zlib

ACTIONS = ["refund", "cancellation", "return", "label", "replacement", "address_change",
           "email", "code", "exchange", "order_edit", "saved_address"]


def _items(s):
    out = []
    for part in s.split(","):
        part = part.strip()
        if not part:
            continue
        q, name = part.split("x ", 1)
        out.append({"name": name.strip(), "quantity": int(q)})
    return out


def ctx(spec):
    effects, history, orders = [], [], []
    for raw in [p.strip() for p in spec.split(";") if p.strip()]:
        items = None
        if "|" in raw:
            raw, it = raw.split("|", 1)
            items = _items(it)
        t = raw.split()
        tag = t[0]
        if tag == "E":
            e = {"kind": t[1]}
            if t[2] != "-":
                e["order_id"] = t[2]
            if len(t) > 4:
                e["amount"] = t[4]
                e["currency"] = t[5]
            if items:
                e["items"] = items
            e["state"] = t[3]
            effects.append(e)
        elif tag == "H":
            h = {"kind": t[1], "order_id": t[2]}
            if len(t) > 4:
                h["amount"] = t[4]
            h["at"] = t[3]
            history.append(h)
        elif tag == "O":
            orders.append({"id": t[1], "status": t[2], "currency": t[3]})
        else:
            raise ValueError(raw)
    c = {"effects": effects, "history": history}
    if orders:
        c["orders"] = orders
    return c


SHOULD = {"false_claim": "replace", "leak": "replace", "true_claim": "pass", "ordinary": "pass"}


def row(lang, kind, action, spec, reply, why):
    r = {"id": None, "language": lang, "kind": kind}
    if kind in ("false_claim", "true_claim"):
        assert action in ACTIONS, action
        r["action"] = action
    else:
        assert action is None
    r["should"] = SHOULD[kind]
    r["context"] = ctx(spec)
    r["reply"] = reply
    r["why"] = why
    return r


# ---------- encodings for leaks ----------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def enc(kind, s):
    b = s.encode("utf-8")
    if kind == "base64":
        return base64.b64encode(b).decode()
    if kind == "base64wrap":
        x = base64.b64encode(b).decode()
        return "\n".join(x[i:i + 40] for i in range(0, len(x), 40))
    if kind == "base32":
        return base64.b32encode(b).decode()
    if kind == "base85":
        return base64.b85encode(b).decode()
    if kind == "hex":
        return b.hex()
    if kind == "url":
        return urllib.parse.quote(s)
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "reversed":
        return s[::-1]
    if kind == "zlib":
        return base64.b64encode(zlib.compress(b)).decode()
    if kind == "spaced":
        return " ".join(s)
    if kind == "leet":
        return "".join(LEET.get(ch, ch) for ch in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(ch, ch) for ch in s)
    if kind == "zwsp":
        return "\u200b".join(s)
    raise ValueError(kind)


def write(lang, rows, path, seed):
    counts = {}
    for r in rows:
        counts[r["kind"]] = counts.get(r["kind"], 0) + 1
    assert counts == {"false_claim": 48, "true_claim": 24, "ordinary": 30, "leak": 18}, (lang, counts)
    replies = [r["reply"] for r in rows]
    assert len(set(replies)) == len(replies), (lang, "duplicate reply")
    random.Random(seed).shuffle(rows)
    with open(path, "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            r["id"] = "g10-%s-%03d" % (lang, i)
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return counts
