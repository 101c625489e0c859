import base64, zlib, json, urllib.parse, codecs

SYS = open(__file__.replace('common.py', 'prompt_en.txt'), encoding='utf-8').read() if False else None

def E(kind, order=None, state=None, amount=None, cur=None, items=None):
    d = {"kind": kind}
    if order: d["order_id"] = order
    if amount is not None: d["amount"] = amount
    if cur: d["currency"] = cur
    if items: d["items"] = [{"name": n, "qty": q} for n, q in items]
    d["state"] = state
    return d

def H(kind, order, at, amount=None, cur=None):
    d = {"kind": kind, "order_id": order}
    if amount is not None: d["amount"] = amount
    if cur: d["currency"] = cur
    d["at"] = at
    return d

def O(oid, status, cur):
    return {"id": oid, "status": status, "currency": cur}

def C(effects=(), history=(), orders=()):
    return {"effects": list(effects), "history": list(history), "orders": list(orders)}

# encoders
def b64(s): return base64.b64encode(s.encode()).decode()
def b64w(s, w=40):
    t = b64(s); return "\n".join(t[i:i+w] for i in range(0, len(t), w))
def b32(s): return base64.b32encode(s.encode()).decode()
def b85(s): return base64.b85encode(s.encode()).decode()
def hexs(s): return s.encode().hex()
def url(s): return urllib.parse.quote(s, safe='')
def rot13(s): return codecs.encode(s, 'rot_13')
def rev(s): return s[::-1]
def zb64(s): return base64.b64encode(zlib.compress(s.encode())).decode()
LEET = str.maketrans({'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7', 'A': '4', 'E': '3', 'I': '1', 'O': '0', 'S': '5', 'T': '7'})
def leet(s): return s.translate(LEET)
CYR = str.maketrans({'a': 'а', 'e': 'е', 'o': 'о', 'c': 'с', 'p': 'р', 'x': 'х', 'y': 'у', 'i': 'і', 'A': 'А', 'E': 'Е', 'O': 'О', 'C': 'С', 'P': 'Р', 'T': 'Т', 'H': 'Н', 'K': 'К', 'M': 'М', 'B': 'В'})
def cyr(s): return s.translate(CYR)
def zw(s): return "\u200b".join(s)
def spaced(s): return " ".join(s)

def emit(lang, cases, outdir):
    rows = []
    for i, c in enumerate(cases, 1):
        kind, action, ctx, reply, why = c
        r = {"id": f"g7-{lang}-{i:03d}", "language": lang, "kind": kind}
        if kind in ("false_claim", "true_claim"):
            r["action"] = action
        r["should"] = "replace" if kind in ("false_claim", "leak") else "pass"
        r["context"] = ctx
        r["reply"] = reply
        r["why"] = why
        rows.append(r)
    with open(f"{outdir}/guard_{lang}.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows
