"""Core values that cross layers: what arrived, what the bot says, and who it says it to.

Channel adapters translate their wire formats into these; the worker and the turn only ever
see these. Pure: stdlib only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any


class MessageKind(StrEnum):
    TEXT = "text"
    INTERACTIVE = "interactive"  # button_reply / list_reply
    BUTTON = "button"  # template quick-reply button
    IMAGE = "image"
    AUDIO = "audio"
    VIDEO = "video"
    DOCUMENT = "document"
    STICKER = "sticker"
    LOCATION = "location"
    CONTACTS = "contacts"
    REACTION = "reaction"
    SYSTEM = "system"  # e.g. the customer changed their number
    UNSUPPORTED = "unsupported"
    UNKNOWN = "unknown"
    INVALID = "invalid"  # a message we could not read (wrong types, too deep): recorded, never answered

    @classmethod
    def parse(cls, value: str | None) -> MessageKind:
        try:
            return cls(value or "unknown")
        except ValueError:
            return cls.UNKNOWN


MEDIA_KINDS = frozenset(
    {
        MessageKind.IMAGE,
        MessageKind.AUDIO,
        MessageKind.VIDEO,
        MessageKind.DOCUMENT,
        MessageKind.STICKER,
        MessageKind.LOCATION,
        MessageKind.CONTACTS,
    }
)
# Kinds a turn answers. Reactions, system notices and unreadable kinds are stored and
# acknowledged to Meta but never answered: a reply to a thumbs-up is noise.
ANSWERED_KINDS = frozenset({MessageKind.TEXT, MessageKind.INTERACTIVE, MessageKind.BUTTON}) | MEDIA_KINDS


@dataclass(frozen=True)
class Contact:
    """Who wrote: a phone number (wa_id), a business-scoped user id, or both (Meta, 2026)."""

    wa_id: str | None = None
    user_id: str | None = None
    name: str | None = None

    @property
    def key(self) -> str | None:
        """The key a conversation is filed under: the business-scoped user id when Meta sends one
        (it does on every message since April 2026, and it stays when a username hides the phone),
        else the phone. Conversations filed under a phone before are kept by ingest_batch
        (supportbot/store/migrations/0030_user_id_first.sql)."""
        return self.user_id or self.wa_id


@dataclass(frozen=True)
class InboundMessage:
    message_id: str
    business_number_id: str | None
    contact: Contact
    kind: MessageKind
    sent_at: datetime | None  # Meta's timestamp; None: unreadable, dated at ingest by the app's clock
    text: str | None = None  # text body, or a media caption
    choice_id: str | None = None  # the id of a tapped button or list row
    raw: dict[str, Any] = field(default_factory=dict)
    served: bool = True  # addressed to a business number we answer for

    @property
    def needs_turn(self) -> bool:
        return self.served and self.contact.key is not None and self.kind in ANSWERED_KINDS


@dataclass(frozen=True)
class DeliveryStatus:
    message_id: str
    status: str  # sent | delivered | read | failed (Meta may add more)
    at: datetime | None  # None: unreadable, dated at ingest by the app's clock
    recipient: str | None
    errors: list[dict[str, Any]] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class InboundBatch:
    """Everything one webhook body carried, already validated item by item."""

    messages: list[InboundMessage] = field(default_factory=list)
    statuses: list[DeliveryStatus] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # items we could not read, for the log
    has_nul: bool = False  # the body carried \u0000, which Postgres text cannot hold: clean it


# Status order for "never regress": a late `delivered` after `read` stays `read`.
STATUS_RANK = {"accepted": 0, "sent": 1, "delivered": 2, "read": 3, "failed": 4}


@dataclass(frozen=True)
class Button:
    id: str
    title: str


@dataclass(frozen=True)
class ListRow:
    id: str
    title: str
    description: str | None = None


@dataclass(frozen=True)
class OutboundText:
    text: str


@dataclass(frozen=True)
class OutboundButtons:
    text: str
    buttons: tuple[Button, ...]


@dataclass(frozen=True)
class OutboundList:
    text: str
    button_label: str
    rows: tuple[ListRow, ...]
    section_title: str = "Options"


@dataclass(frozen=True)
class OutboundTemplate:
    name: str
    language: str = "en"
    parameters: tuple[str, ...] = ()


Outbound = OutboundText | OutboundButtons | OutboundList | OutboundTemplate


def outbound_preview(message: Outbound) -> str:
    """The text a person would read, for transcripts and the terminal chat."""
    match message:
        case OutboundTemplate(name=name, parameters=params):
            return f"[template {name}] " + " | ".join(params)
        case OutboundButtons(text=text, buttons=buttons):
            return text + "  " + " ".join(f"[{b.title}]" for b in buttons)
        case OutboundList(text=text, rows=rows):
            return text + "  " + " ".join(f"[{r.title}]" for r in rows)
        case OutboundText(text=text):
            return text


def outbound_to_json(message: Outbound) -> dict[str, Any]:
    """A journal-friendly form: replays rebuild exactly what was decided."""
    match message:
        case OutboundText(text=text):
            return {"type": "text", "text": text}
        case OutboundButtons(text=text, buttons=buttons):
            return {"type": "buttons", "text": text,
                    "buttons": [{"id": b.id, "title": b.title} for b in buttons]}
        case OutboundList(text=text, button_label=label, rows=rows, section_title=section):
            return {"type": "list", "text": text, "button_label": label, "section_title": section,
                    "rows": [{"id": r.id, "title": r.title, "description": r.description} for r in rows]}
        case OutboundTemplate(name=name, language=language, parameters=params):
            return {"type": "template", "name": name, "language": language, "parameters": list(params)}
    raise TypeError(f"not an outbound message: {message!r}")


def outbound_from_json(data: dict[str, Any]) -> Outbound:
    kind = data["type"]
    if kind == "text":
        return OutboundText(data["text"])
    if kind == "buttons":
        return OutboundButtons(data["text"], tuple(Button(**b) for b in data["buttons"]))
    if kind == "list":
        return OutboundList(data["text"], data["button_label"],
                            tuple(ListRow(**r) for r in data["rows"]), data["section_title"])
    if kind == "template":
        return OutboundTemplate(data["name"], data["language"], tuple(data["parameters"]))
    raise ValueError(f"unknown outbound type {kind!r}")
