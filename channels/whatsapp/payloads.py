"""Meta's WhatsApp webhook body as pydantic models, and its translation into core values.

Every identity field is optional: since 2026 Meta may send a business-scoped `user_id`
(`from_user_id` on messages) and no phone number. Unknown fields are tolerated because Meta
adds them without notice. One malformed message never costs the others: each item is
validated on its own and a failure becomes a `problem`, not an exception.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.types import Contact, DeliveryStatus, InboundBatch, InboundMessage, MessageKind

MAX_TEXT = 4096
"""WhatsApp's own limit on a text message: a longer string in a message is forged or broken, and
every rule that reads it later (the masks, the router, the model) would pay for each extra one."""


class _Tolerant(BaseModel):
    model_config = ConfigDict(extra="allow")


class Profile(_Tolerant):
    name: str | None = None


class ContactPayload(_Tolerant):
    wa_id: str | None = None
    user_id: str | None = None
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
    id: str
    timestamp: str | int | None = None
    type: str | None = None
    from_: str | None = Field(default=None, alias="from")
    from_user_id: str | None = None
    text: Text | None = None
    interactive: Interactive | None = None
    button: TemplateButton | None = None


class StatusPayload(_Tolerant):
    id: str
    status: str
    timestamp: str | int | None = None
    recipient_id: str | None = None
    recipient_user_id: str | None = None
    errors: list[dict[str, Any]] = []


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


def _capped(value: Any) -> tuple[Any, int]:
    """`value` with every string cut to MAX_TEXT characters, and the longest length cut (0: none)."""
    if isinstance(value, str):
        return (value[:MAX_TEXT], len(value)) if len(value) > MAX_TEXT else (value, 0)
    if isinstance(value, dict):
        pairs = {k: _capped(v) for k, v in value.items()}
        return {k: v for k, (v, _) in pairs.items()}, max((n for _, n in pairs.values()), default=0)
    if isinstance(value, list):
        items = [_capped(v) for v in value]
        return [v for v, _ in items], max((n for _, n in items), default=0)
    return value, 0


def _message(raw: dict[str, Any], number_id: str | None, contacts: list[ContactPayload],
             served: bool, careful: bool) -> InboundMessage:
    if careful:
        raw, cut = _capped(raw)
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
        name=sender.profile.name if sender and sender.profile else None,
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
    return InboundMessage(
        message_id=msg.id, business_number_id=number_id, contact=contact, kind=kind,
        sent_at=_when(msg.timestamp), text=text, choice_id=choice, raw=raw, served=served,
    )


def _status(raw: dict[str, Any]) -> DeliveryStatus:
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
    `careful` walks each message for what Meta never sends (strings over MAX_TEXT); the webhook
    passes False when the body's bytes already rule that out (`may_hold_oversized`).
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
            served = number_id in served_numbers
            contacts = []
            for raw_contact in _items(value, "contacts"):
                try:
                    contacts.append(ContactPayload.model_validate(raw_contact))
                except ValidationError as exc:
                    batch.problems.append(f"contact skipped: {_short(exc)}")
            for raw in _items(value, "messages"):
                try:
                    batch.messages.append(_message(raw, number_id, contacts, served, careful))
                except (ValidationError, TypeError) as exc:
                    batch.problems.append(f"message skipped: {_short(exc)}")
            for raw in _items(value, "statuses"):
                try:
                    batch.statuses.append(_status(raw))
                except (ValidationError, TypeError) as exc:
                    batch.problems.append(f"status skipped: {_short(exc)}")
    return batch


def may_hold_oversized(body: bytes) -> bool:
    """False when a raw body is too short to hold a string over MAX_TEXT: a C length check that
    spares the common body the careful walk."""
    return len(body) > MAX_TEXT


def _short(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return str(exc)
