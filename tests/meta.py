"""Builders for Meta-shaped webhook bodies, so a test reads like the situation it sets up."""

from __future__ import annotations

import itertools
import json
from typing import Any

from supportbot.channels.whatsapp.signature import sign
from tests.clock import TEST_NOW

NUMBER_ID = "100000000000001"
NOW_TS = int(TEST_NOW.timestamp()) - 60  # a minute before the tests' application clock: inside the 24 h window
_ids = itertools.count(1)


def wamid() -> str:
    return f"wamid.TEST{next(_ids):06d}"


def message(kind: str = "text", *, sender: str | None = "15551230001", user_id: str | None = None,
            text: str = "hello", id: str | None = None, ts: int = NOW_TS, **extra: Any) -> dict:
    m: dict[str, Any] = {"id": id or wamid(), "timestamp": str(ts), "type": kind}
    if sender:
        m["from"] = sender
    if user_id:
        m["from_user_id"] = user_id
    if kind == "text":
        m["text"] = {"body": text}
    return m | extra


def status(message_id: str, state: str, *, ts: int = NOW_TS, recipient: str = "15551230001",
           errors: list[dict] | None = None) -> dict:
    s = {"id": message_id, "status": state, "timestamp": str(ts), "recipient_id": recipient}
    return s | ({"errors": errors} if errors else {})


def change(messages: list[dict] = (), statuses: list[dict] = (), *, number_id: str = NUMBER_ID,
           contacts: list[dict] | None = None) -> dict:
    value: dict[str, Any] = {
        "messaging_product": "whatsapp",
        "metadata": {"display_phone_number": "15550000000", "phone_number_id": number_id},
    }
    if messages:
        senders = {(m.get("from"), m.get("from_user_id")) for m in messages}
        value["contacts"] = contacts if contacts is not None else [
            {"profile": {"name": "Test"}} | ({"wa_id": w} if w else {}) | ({"user_id": u} if u else {})
            for w, u in senders]
        value["messages"] = list(messages)
    if statuses:
        value["statuses"] = list(statuses)
    return {"field": "messages", "value": value}


def body(*changes: dict, entries: int = 1) -> dict:
    """A webhook body; with entries=N the changes are spread over N entries."""
    per = max(1, -(-len(changes) // entries))
    return {"object": "whatsapp_business_account", "entry": [
        {"id": "WABA", "changes": list(changes[i:i + per])} for i in range(0, len(changes), per)]}


def signed(document: dict | bytes, secret: str) -> tuple[bytes, dict[str, str]]:
    raw = document if isinstance(document, bytes) else json.dumps(document).encode()
    return raw, {"X-Hub-Signature-256": sign(secret, raw), "Content-Type": "application/json"}
