"""Meta's WhatsApp webhook body as pydantic models, and its translation into core values.

Every identity field is optional: since 2026 Meta may send a business-scoped `user_id`
(`from_user_id` on messages) and no phone number. Unknown fields are tolerated because Meta
adds them without notice. One malformed message never costs the others: each item is
validated on its own and a failure becomes a `problem`, not an exception.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from supportbot.core.types import Contact, DeliveryStatus, InboundBatch, InboundMessage, MessageKind
from supportbot.core.understanding.invisible import strip_invisible

MAX_TEXT = 4096
"""WhatsApp's own limit on a text message: a longer string in a message is forged or broken, and
every rule that reads it later (the masks, the router, the model) would pay for each extra one."""
MAX_DEPTH = 32
"""Meta's message objects nest a few levels; deeper ones are forged, and every walk over them
later (storage, the scrub, the trace) would need the stack to match."""
MAX_ID = 256
"""Ids and phone keys are indexed in Postgres, whose index rows stop near 2,700 bytes; Meta's are
under 100 characters."""
_SURROGATE = re.compile("[\ud800-\udfff]")
PRUNE_DEPTH = 100
"""Deeper than this, a body's values are cut before json reads it (`pruned`): Python's json gives
up near 1,000 levels for the whole body, which would cost every message in it."""
_JSON_TOKENS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class Unreadable(ValueError):
    """One item of a body that cannot be stored as it is (too deep)."""


def _plain(value: str) -> str:
    if "\x00" in value or _SURROGATE.search(value):
        raise ValueError("NUL or half a surrogate pair in an id")
    return value


Id = Annotated[str, Field(max_length=MAX_ID, pattern=r"^[^\x00]*$")]
"""Meta's ids and phone keys: short, and nothing Postgres cannot hold in an index. Checked in
pydantic's core, as `_plain` does (no NUL; half a surrogate pair is not a valid string there):
a Python validator per id was a call back into Python for each, on the webhook's hot path."""


class _Tolerant(BaseModel):
    model_config = ConfigDict(extra="allow")


class Profile(_Tolerant):
    name: str | None = None


class ContactPayload(_Tolerant):
    wa_id: Id | None = None
    user_id: Id | None = None
    profile: Profile | None = None


class Text(_Tolerant):
    body: str = ""


class Reply(_Tolerant):
    id: str
    title: str | None = None


class Interactive(_Tolerant):
    type: str | None = None
    button_reply: Reply | None = None
    list_reply: Reply | None = None


class TemplateButton(_Tolerant):
    payload: str | None = None
    text: str | None = None


class MessagePayload(_Tolerant):
    id: Id
    timestamp: str | int | None = None
    type: str | None = None
    from_: Id | None = Field(default=None, alias="from")
    from_user_id: Id | None = None
    text: Text | None = None
    interactive: Interactive | None = None
    button: TemplateButton | None = None


class StatusPayload(_Tolerant):
    id: Id
    status: Id
    timestamp: str | int | None = None
    recipient_id: Id | None = None
    recipient_user_id: Id | None = None
    errors: list[dict[str, Any]] = Field(default_factory=list)  # a literal [] default is deep-copied per status


def _when(timestamp: str | int | None) -> datetime | None:
    """Meta's time; None when it sent none we can read (the ingest then dates it by the app's clock)."""
    try:
        return datetime.fromtimestamp(int(timestamp), UTC)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError, OSError):
        return None


def _caption(raw: dict[str, Any], kind: MessageKind) -> str | None:
    media = raw.get(kind.value)
    if isinstance(media, dict) and isinstance(media.get("caption"), str):
        return media["caption"]
    return None


def _storable(value: Any, depth: int = 0) -> tuple[Any, int]:
    """`value` as Postgres can hold it and later walks can afford: strings cut to MAX_TEXT
    characters, halves of surrogate pairs (which JSON may spell, UTF-8 cannot) replaced by U+FFFD,
    in keys too; and the longest length cut (0: none). Raises Unreadable past MAX_DEPTH."""
    if isinstance(value, str):
        if _SURROGATE.search(value):
            value = _SURROGATE.sub("\ufffd", value)
        return (value[:MAX_TEXT], len(value)) if len(value) > MAX_TEXT else (value, 0)
    if isinstance(value, dict | list):
        if depth >= MAX_DEPTH:
            raise Unreadable(f"nested deeper than {MAX_DEPTH} levels")
        if isinstance(value, list):
            items = [_storable(v, depth + 1) for v in value]
            return [v for v, _ in items], max((n for _, n in items), default=0)
        pairs = [(_storable(k)[0], _storable(v, depth + 1)) for k, v in value.items()]
        return {k: v for k, (v, _) in pairs}, max((n for _, (_, n) in pairs), default=0)
    return value, 0


def _message(raw: dict[str, Any], number_id: str | None, contacts: list[ContactPayload],
             served: bool, careful: bool) -> InboundMessage:
    if careful:
        raw, cut = _storable(raw)
        if cut:  # kept and marked: the turn answers what fits, and staff can see it was cut
            raw = {**raw, "supportbot": {"truncated_from": cut}}
    msg = MessagePayload.model_validate(raw)
    kind = MessageKind.parse(msg.type)
    # The contacts array names the sender; match on either identifier, else take the only one.
    sender = next(
        (c for c in contacts
         if (msg.from_ and c.wa_id == msg.from_) or (msg.from_user_id and c.user_id == msg.from_user_id)),
        contacts[0] if len(contacts) == 1 else None,
    )
    contact = Contact(
        wa_id=msg.from_ or (sender.wa_id if sender else None),
        user_id=msg.from_user_id or (sender.user_id if sender else None),
        name=strip_invisible(sender.profile.name) if sender and sender.profile else None,
    )
    text, choice = None, None
    if kind is MessageKind.TEXT and msg.text:
        text = msg.text.body
    elif kind is MessageKind.INTERACTIVE and msg.interactive:
        reply = msg.interactive.button_reply or msg.interactive.list_reply
        if reply:
            choice, text = reply.id, reply.title
    elif kind is MessageKind.BUTTON and msg.button:
        choice, text = msg.button.payload, msg.button.text
    else:
        text = _caption(raw, kind)
    # Hidden characters go here, at ingest: the store, the model, the journal and Slack see none.
    return InboundMessage(
        message_id=msg.id, business_number_id=number_id, contact=contact, kind=kind,
        sent_at=_when(msg.timestamp), text=strip_invisible(text), choice_id=choice, raw=raw, served=served,
    )


def _invalid(raw: Any, number_id: str | None, served: bool, problem: str) -> InboundMessage | None:
    """What is recorded of a message we cannot read: its id (so Meta's retry of it is dropped)
    and the reason, never answered; None when it has no id we could store either."""
    message_id = raw.get("id") if isinstance(raw, dict) else None
    try:
        message_id = _plain(message_id) if isinstance(message_id, str) and 0 < len(message_id) <= MAX_ID else None
    except ValueError:
        message_id = None
    if message_id is None:
        return None
    return InboundMessage(message_id=message_id, business_number_id=number_id, contact=Contact(),
                          kind=MessageKind.INVALID, sent_at=None, raw={"id": message_id, "problem": problem},
                          served=served)


def _status(raw: dict[str, Any], careful: bool) -> DeliveryStatus:
    if careful:
        raw, _ = _storable(raw)
    st = StatusPayload.model_validate(raw)
    return DeliveryStatus(
        message_id=st.id, status=st.status, at=_when(st.timestamp),
        recipient=st.recipient_id or st.recipient_user_id, errors=st.errors, raw=raw,
    )


def _items(container: Any, name: str) -> list[Any]:
    items = container.get(name) if isinstance(container, dict) else None
    if items is None:
        return []
    if not isinstance(items, list):
        raise ValueError(f"{name}: not a list")
    return items


def parse_webhook(document: Any, served_numbers: Collection[str], *, careful: bool = True) -> InboundBatch:
    """Translate a decoded webhook body; raises ValueError only when the envelope is bad.

    The envelope (entry, changes, value) is walked as plain JSON, which is the hot path's
    cheapest safe way; each message, status and contact is validated by its own model.
    `careful` walks each item for what Meta never sends and Postgres cannot hold (`_storable`); the
    webhook passes False when the body's bytes already rule that out (`is_unusual`). A message
    that cannot be read is recorded as invalid when it has a usable id, so one bad message never
    costs the others and a retry of it is dropped.
    """
    if not isinstance(document, dict):
        raise ValueError("body is not a JSON object")
    batch = InboundBatch()
    for entry in _items(document, "entry"):
        for change in _items(entry, "changes"):
            value = change.get("value") if isinstance(change, dict) else None
            if not isinstance(value, dict):
                continue
            metadata = value.get("metadata")
            number_id = metadata.get("phone_number_id") if isinstance(metadata, dict) else None
            if not isinstance(number_id, str):
                number_id = None
            served = number_id in served_numbers
            contacts = []
            for raw_contact in _items(value, "contacts"):
                try:
                    contacts.append(ContactPayload.model_validate(_storable(raw_contact)[0] if careful
                                                                  else raw_contact))
                except (ValidationError, Unreadable) as exc:
                    batch.problems.append(f"contact skipped: {_short(exc)}")
            for raw in _items(value, "messages"):
                try:
                    batch.messages.append(_message(raw, number_id, contacts, served, careful))
                except (ValidationError, TypeError, Unreadable) as exc:
                    invalid = _invalid(raw, number_id, served, _short(exc))
                    batch.problems.append(f"message {'recorded as invalid' if invalid else 'skipped'}: "
                                          f"{_short(exc)}")
                    if invalid:
                        batch.messages.append(invalid)
            for raw in _items(value, "statuses"):
                try:
                    batch.statuses.append(_status(raw, careful))
                except (ValidationError, TypeError, Unreadable) as exc:
                    batch.problems.append(f"status skipped: {_short(exc)}")
    return batch


def pruned(body: bytes, depth: int = PRUNE_DEPTH) -> bytes:
    """The body with every value that starts deeper than `depth` replaced by null, strings left
    alone. A message that held one is then still too deep for `_storable` (depth > MAX_DEPTH) and
    is recorded as invalid, and the rest of its batch can be read. Linear: one regex pass."""
    parts, level, kept_to, cut_at = [], 0, 0, -1
    for token in _JSON_TOKENS.finditer(body):
        bracket = token.group()
        if bracket in (b"[", b"{"):
            level += 1
            if level == depth + 1:
                cut_at = token.start()
        elif bracket in (b"]", b"}"):
            if level == depth + 1 and cut_at >= 0:
                parts += [body[kept_to:cut_at], b"null"]
                kept_to, cut_at = token.end(), -1
            level -= 1
    parts.append(body[kept_to:])
    return b"".join(parts)


def has_envelope(document: Any) -> bool:
    """Whether a decoded body has Meta's envelope: entry[].changes[].value as objects."""
    entries = document.get("entry") if isinstance(document, dict) else None
    for entry in entries if isinstance(entries, list) else []:
        changes = entry.get("changes") if isinstance(entry, dict) else None
        for change in changes if isinstance(changes, list) else []:
            if isinstance(change, dict) and isinstance(change.get("value"), dict):
                return True
    return False


def is_unusual(body: bytes) -> bool:
    """False when a raw body cannot hold what the careful walk looks for: a string over MAX_TEXT
    (the body is shorter), nesting past MAX_DEPTH (too few brackets) or half a surrogate pair
    (no escape starting one). Three scans in C spare the common body the walk."""
    return (len(body) > MAX_TEXT or body.count(b"{") + body.count(b"[") > MAX_DEPTH
            or b"\\ud" in body or b"\\uD" in body)


def _short(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return str(exc)
