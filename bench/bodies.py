"""Webhook bodies for the ingest bench: built and signed before timing, one request per file line."""

from __future__ import annotations

import random
import time
from pathlib import Path

from tests.meta import body, change, message, signed, status

SECRET = "bench-app-secret"
PATH = "/webhooks/whatsapp"
TEXTS = (
    "Hi, where is my order? It was due yesterday.",
    "One of the plates arrived broken, can I get a refund?",
    "Can I change the delivery address to my office?",
    "hello",
    "I'd like to cancel order A-1042 please",
    "Thanks! That's all.",
    "Do you ship to Ireland?",
    "The tracking link doesn't work",
)


def build_message_bodies(count: int, senders: int, seed: int = 7, prefix: str = "wamid.BENCHIN"
                         ) -> tuple[list[bytes], list[str]]:
    """`count` signed webhook bodies, each one text message with its own wamid, random sender."""
    rng = random.Random(seed)
    base_ts = int(time.time()) - 3600
    lines, wamids = [], []
    for i in range(count):
        k = rng.randrange(senders)
        sender = f"4477{k:08d}"
        wamid = f"{prefix}{i:09d}"
        msg = message(sender=sender, text=TEXTS[rng.randrange(len(TEXTS))], id=wamid,
                      ts=base_ts + i // 200)
        doc = body(change([msg], contacts=[{"profile": {"name": f"Customer {k}"}, "wa_id": sender}]))
        raw, headers = signed(doc, SECRET)
        lines.append(headers["X-Hub-Signature-256"].encode() + b"\t" + raw)
        wamids.append(wamid)
    return lines, wamids


def build_status_bodies(count: int, senders: int, block: int = 500, prefix: str = "wamid.BENCHOUT"
                        ) -> tuple[list[bytes], list[tuple[str, str]], list[tuple[str, str]]]:
    """Signed bodies with one status each: per outbound message sent, delivered and read, the three
    interleaved in blocks as Meta's callbacks for many messages would be. Also returns the outbound
    rows (wamid, recipient) to insert first and each body's (wamid, status)."""
    outbound = -(-count // 3)
    base_ts = int(time.time()) - 1800
    lines, out_rows, keys = [], [], []
    for start in range(0, outbound, block):
        ids = range(start, min(start + block, outbound))
        for n in ids:
            out_rows.append((f"{prefix}{n:09d}", f"4477{n % senders:08d}"))
        for step, state in enumerate(("sent", "delivered", "read")):
            for n in ids:
                wamid, recipient = out_rows[n]
                doc = body(change(statuses=[status(wamid, state, ts=base_ts + n // 100 + step,
                                                   recipient=recipient)]))
                raw, headers = signed(doc, SECRET)
                lines.append(headers["X-Hub-Signature-256"].encode() + b"\t" + raw)
                keys.append((wamid, state))
    return lines[:count], out_rows, keys[:count]


def write_bodies(path: Path, lines: list[bytes]) -> None:
    # One request per line: signature, a tab, the JSON body (json.dumps escapes newlines and tabs).
    with path.open("wb") as f:
        for line in lines:
            f.write(line + b"\n")


def read_requests(path: Path) -> list[bytes]:
    """Whole HTTP/1.1 requests, ready to write to a socket."""
    out = []
    with path.open("rb") as f:
        for line in f:
            sig, raw = line.rstrip(b"\n").split(b"\t", 1)
            out.append(b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       b"Content-Type: application/json\r\nX-Hub-Signature-256: " + sig +
                       b"\r\nContent-Length: " + str(len(raw)).encode() + b"\r\n\r\n" + raw)
    return out
