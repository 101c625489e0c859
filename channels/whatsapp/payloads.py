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
from bot.understanding.invisible import strip_invisible


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


def _message(raw: dict[str, Any], number_id: str | None, contacts: list[ContactPayload],
             served: bool) -> InboundMessage:
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


def parse_webhook(document: Any, served_numbers: Collection[str]) -> InboundBatch:
    """Translate a decoded webhook body; raises ValueError only when the envelope is bad.

    The envelope (entry, changes, value) is walked as plain JSON, which is the hot path's
    cheapest safe way; each message, status and contact is validated by its own model.
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
                    batch.messages.append(_message(raw, number_id, contacts, served))
                except (ValidationError, TypeError) as exc:
                    batch.problems.append(f"message skipped: {_short(exc)}")
            for raw in _items(value, "statuses"):
                try:
                    batch.statuses.append(_status(raw))
                except (ValidationError, TypeError) as exc:
                    batch.problems.append(f"status skipped: {_short(exc)}")
    return batch


def _short(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return str(exc)
