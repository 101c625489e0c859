"""Webhook bodies Meta posts to a WhatsApp business app, and Meta's request signature."""

import hashlib
import hmac
from dataclasses import dataclass
from typing import Any

# Meta names the WhatsApp Business Account in entry[].id; the bot does not look at it.
WABA_ID = "200000000000001"


@dataclass(frozen=True)
class BusinessNumber:
    """The business phone number a webhook is about (value.metadata)."""

    phone_number_id: str
    display_phone_number: str


def signed_headers(app_secret: str, raw_body: bytes) -> dict[str, str]:
    """Headers Meta sends: the HMAC-SHA256 of the raw body under the app secret."""
    digest = hmac.new(app_secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return {
        "Content-Type": "application/json",
        "User-Agent": "facebookexternalua",
        "X-Hub-Signature-256": f"sha256={digest}",
    }


def _webhook(number: BusinessNumber, value: dict[str, Any]) -> dict[str, Any]:
    metadata = {
        "display_phone_number": number.display_phone_number,
        "phone_number_id": number.phone_number_id,
    }
    change = {
        "value": {"messaging_product": "whatsapp", "metadata": metadata, **value},
        "field": "messages",
    }
    return {"object": "whatsapp_business_account", "entry": [{"id": WABA_ID, "changes": [change]}]}


def message_webhook(
    number: BusinessNumber,
    wa_id: str | None,
    name: str,
    message: dict[str, Any],
    user_id: str | None = None,
    username: str | None = None,
) -> dict[str, Any]:
    """A customer's message as Meta delivers it; a username-only customer has a business-scoped
    `user_id` and no `wa_id`, and their handle as `profile.username`."""
    contact: dict[str, Any] = {"profile": {"name": name} | ({"username": username} if username else {})}
    if wa_id:
        contact["wa_id"] = wa_id
    if user_id:
        contact["user_id"] = user_id
    return _webhook(number, {"contacts": [contact], "messages": [message]})


def text_message(
    wa_id: str | None, wamid: str, timestamp: int, text: str, user_id: str | None = None
) -> dict[str, Any]:
    """messages[] entry for a text message: `from` is the phone, `from_user_id` the user id."""
    message: dict[str, Any] = {
        "id": wamid,
        "timestamp": str(timestamp),
        "text": {"body": text},
        "type": "text",
    }
    if wa_id:
        message["from"] = wa_id
    if user_id:
        message["from_user_id"] = user_id
    return message


def interactive_message(
    wa_id: str | None,
    wamid: str,
    timestamp: int,
    reply: tuple[str, str, str],
    context: dict[str, str] | None,
    user_id: str | None = None,
) -> dict[str, Any]:
    """messages[] entry for a tapped reply button or list row; reply is (kind, id, title)."""
    kind, reply_id, title = reply
    message: dict[str, Any] = {
        "id": wamid,
        "timestamp": str(timestamp),
        "type": "interactive",
        "interactive": {"type": kind, kind: {"id": reply_id, "title": title}},
    }
    if wa_id:
        message["from"] = wa_id
    if user_id:
        message["from_user_id"] = user_id
    # Meta ties a reply to the message that carried the buttons.
    if context:
        message["context"] = context
    return message


def status_webhook(
    number: BusinessNumber,
    wamid: str,
    status: str,
    timestamp: int,
    recipient_id: str | None,
    recipient_user_id: str | None = None,
) -> dict[str, Any]:
    """A delivery status for a message the business sent; a send to a business-scoped user id
    comes back with `recipient_user_id` and no phone number."""
    entry: dict[str, Any] = {"id": wamid, "status": status, "timestamp": str(timestamp)}
    if recipient_id:
        entry["recipient_id"] = recipient_id
    if recipient_user_id:
        entry["recipient_user_id"] = recipient_user_id
    # Meta attaches conversation and pricing to sent/delivered, not to read.
    if status != "read":
        who = recipient_id or recipient_user_id
        conversation: dict[str, Any] = {"id": f"conv-{who}", "origin": {"type": "service"}}
        if status == "sent":
            conversation["expiration_timestamp"] = str(timestamp + 24 * 3600)
        entry["conversation"] = conversation
        entry["pricing"] = {"billable": True, "pricing_model": "CBP", "category": "service"}
    return _webhook(number, {"statuses": [entry]})
