"""Plays a WhatsApp customer: builds Meta's webhook for a message, signs it, posts it to our app."""

import json
from dataclasses import dataclass
from typing import Any, Literal

import aiohttp
from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field, model_validator

from sandbox.config import SandboxConfig, config_key
from sandbox.control import bad_request, read_model
from sandbox.delivery import deliver, undeliverable
from sandbox.whatsapp import WhatsAppState, whatsapp_state_key
from sandbox.whatsapp_webhooks import (
    BusinessNumber,
    interactive_message,
    message_webhook,
    signed_headers,
    text_message,
)


class InboundRequest(BaseModel):
    """A customer action to turn into a signed webhook: text, a tapped reply, or a raw body."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    from_: str | None = Field(None, alias="from")
    user_id: str | None = None  # a username-only customer: business-scoped user id, no phone
    username: str | None = None  # their handle, as Meta puts it in contacts[].profile
    text: str | None = None
    interactive_id: str | None = None
    interactive_type: Literal["button_reply", "list_reply"] | None = None
    title: str | None = None
    name: str = "Sandbox Customer"
    payload: dict[str, Any] | None = None
    phone_number_id: str | None = None

    @model_validator(mode="after")
    def one_kind(self) -> "InboundRequest":
        given = [k for k in ("text", "interactive_id", "payload") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of text, interactive_id, payload")
        return self


@dataclass(frozen=True)
class Offer:
    """A reply button or list row the bot sent, found by its id."""

    message: dict[str, Any]  # the /_sandbox/whatsapp/sent record that carried it
    kind: Literal["button_reply", "list_reply"]
    title: str


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register POST /_sandbox/whatsapp/inbound (after whatsapp.add_routes: it shares the state)."""
    app.router.add_post("/_sandbox/whatsapp/inbound", post_inbound)


def find_offer(sent: list[dict[str, Any]], reply_id: str, who: str | None) -> Offer | None:
    """The latest message sent (to `who`, a phone or a user id, if given) offering `reply_id`."""
    for record in reversed(sent):
        if who and who not in (record["to"], record.get("user_id")):
            continue
        action = (record["body"].get("interactive") or {}).get("action") or {}
        for button in action.get("buttons") or []:
            reply = button.get("reply") or {}
            if reply.get("id") == reply_id:
                return Offer(record, "button_reply", reply.get("title", reply_id))
        for section in action.get("sections") or []:
            for row in section.get("rows") or []:
                if row.get("id") == reply_id:
                    return Offer(record, "list_reply", row.get("title", reply_id))
    return None


def customer_webhook(
    state: WhatsAppState, config: SandboxConfig, inbound: InboundRequest, wamid: str
) -> dict[str, Any]:
    """Meta's webhook body for a customer's text or tapped reply."""
    number = BusinessNumber(
        inbound.phone_number_id or config.phone_number_id, config.display_phone_number
    )
    now = config.epoch_seconds()
    if inbound.text is not None:
        if not inbound.from_ and not inbound.user_id:
            raise bad_request("from or user_id is required with text")
        message = text_message(inbound.from_, wamid, now, inbound.text, inbound.user_id)
        return message_webhook(number, inbound.from_, inbound.name, message, inbound.user_id, inbound.username)
    assert inbound.interactive_id is not None
    # Unless told otherwise, answer the latest message that offered this id, like a real tap.
    offer = find_offer(state.sent, inbound.interactive_id, inbound.from_ or inbound.user_id)
    wa_id = inbound.from_ or (offer.message["to"] if offer and not inbound.user_id else None)
    user_id = inbound.user_id or (offer.message.get("user_id") if offer and not inbound.from_ else None)
    if not wa_id and not user_id:
        raise bad_request("from or user_id is required: no sent message offers that interactive_id")
    kind = inbound.interactive_type or (offer.kind if offer else "button_reply")
    title = inbound.title or (offer.title if offer else inbound.interactive_id)
    context = {"from": config.display_phone_number, "id": offer.message["id"]} if offer else None
    message = interactive_message(wa_id, wamid, now, (kind, inbound.interactive_id, title), context, user_id)
    return message_webhook(number, wa_id, inbound.name, message, user_id, inbound.username)


async def post_inbound(request: web.Request) -> web.Response:
    """Sign a customer's message like Meta and post it to our web app's webhook."""
    state = request.app[whatsapp_state_key]
    config = request.app[config_key]
    inbound = await read_model(request, InboundRequest)
    if not config.webhook_url:
        return undeliverable("webhook_url")
    wamid: str | None = None
    if inbound.payload is not None:
        payload = inbound.payload
    else:
        wamid = state.new_wamid()
        payload = customer_webhook(state, config, inbound, wamid)
    raw = json.dumps(payload).encode()
    try:
        delivery = await deliver(
            request.app, config.webhook_url, raw, signed_headers(config.app_secret, raw)
        )
    except (aiohttp.ClientError, TimeoutError) as exc:
        return undeliverable("webhook_url", exc)
    answer: dict[str, Any] = {"status": delivery.status, "body": delivery.body}
    if wamid is not None:
        answer["wamid"] = wamid
        state.inbound.append(_as_shown(payload, wamid, delivery.status))
    return web.json_response(answer)


def _as_shown(payload: dict[str, Any], wamid: str, status: int) -> dict[str, Any]:
    """The customer's side of the chat: who wrote what (a tap shows its title), and our app's answer."""
    message = payload["entry"][0]["changes"][0]["value"]["messages"][0]
    if message["type"] == "text":
        text = message["text"]["body"]
    else:
        inter = message["interactive"]
        text = inter[inter["type"]]["title"]
    # A username-only customer has no phone: their business-scoped user id stands in for it.
    return {"from": message.get("from") or message.get("from_user_id"), "id": wamid, "type": message["type"],
            "text": text, "webhook_status": status}
