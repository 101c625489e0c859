"""Fixed replies the bot sends without a model: confirmations, outcomes, handoffs, crisis help.

The words are in supportbot/words/wording.py, in every language we speak; these functions fill them in.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from babel.dates import format_skeleton

from supportbot.core.money.actions import Action
from supportbot.core.money.returns import ReturnSettings, return_fee
from supportbot.core.shop.orders import Order
from supportbot.core.telemetry.satisfaction import TAP_PREFIX
from supportbot.core.types import Button, OutboundButtons, OutboundText
from supportbot.words.edits import confirm_edit
from supportbot.words.wording import TEXTS, date, say

# A caring first reply names a crisis line for the customer's country, chosen by dialling code
# and worded in their language (the catalogue's "crisis:<code>" texts).
CRISIS_LINES = ("44", "1", "91", "34")


def crisis_line(wa_id: str | None, lang: str = "en") -> str:
    for prefix in sorted(CRISIS_LINES, key=len, reverse=True):
        if wa_id and wa_id.startswith(prefix):
            return say(f"crisis:{prefix}", lang)
    return say("crisis:default", lang)


def caring_reply(wa_id: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("caring", lang, line=crisis_line(wa_id, lang)))


def caring_line(lang: str = "en") -> OutboundText:
    """Self-harm read but not certain: one line and the offer of a person, before the task's answer."""
    return OutboundText(say("caring:watch", lang))


HANDOFF_KINDS = ("asked", "risk", "bound", "provider", "menus", "humans")


def handoff_message(kind: str, lang: str = "en") -> OutboundText:
    return OutboundText(say(f"handoff:{kind}", lang) + " " + say("no_repeat", lang))


def in_queue(lang: str = "en") -> OutboundText:
    return OutboundText(say("in_queue", lang))


SAVED = "saved:"  # the catalogue keys of the replies staff send by name (supportbot/ops/saved_replies.py)


def saved_names() -> list[str]:
    return sorted(key.removeprefix(SAVED) for key in TEXTS if key.startswith(SAVED))


def saved_reply(name: str, lang: str = "en") -> OutboundText:
    return OutboundText(say(SAVED + name, lang))


# Babel's locale for each of our languages: Hinglish reads dates as Indian English does.
DATE_LOCALES = {"en": "en", "es": "es", "hi": "hi", "hinglish": "en_IN", "ta": "ta", "bn": "bn"}


def after_hours(opens: datetime | None, lang: str = "en") -> OutboundText:
    """When a person will answer, outside business hours: the next opening in the shop's zone,
    worded as the customer's language writes a weekday, date and time; None: not known."""
    if opens is None:
        return OutboundText(say("after_hours:unknown", lang))
    locale = DATE_LOCALES.get(lang, "en")
    # Babel has no skeleton for date and time together: each as the language writes it, in the shop's zone.
    when = " ".join(format_skeleton(skeleton, opens, tzinfo=opens.tzinfo, locale=locale)
                    for skeleton in ("MMMMEEEEd", "Hm"))
    zone = getattr(opens.tzinfo, "key", None) or opens.tzname() or "UTC"
    return OutboundText(say("after_hours", lang, when=when, zone=zone))


def _items(action: Action, order: Order | None) -> str:
    names = {i.sku: i.name for i in order.items} if order else {}
    return ", ".join(f"{qty} × {names.get(sku, sku)}" for sku, qty in action.items)


def _to(order: Order | None, lang: str) -> str:
    return say("refund_to", lang, method=order.payment_method) if order and order.payment_method else ""


def _money(action: Action, order: Order | None = None, lang: str = "en") -> dict[str, object]:
    return {"amount": action.amount, "currency": action.currency, "order": action.order_id,
            "items": _items(action, order), "to": _to(order, lang)}


def shown(address: dict[str, str]) -> str:
    """The whole address as the customer will see it before confirming: every field, in order."""
    return ", ".join(v for k in ("line1", "city", "postcode", "country") if (v := str(address.get(k) or "").strip()))


def replaceable(action: Action, order: Order | None) -> bool:
    """A refund of named items (not the whole order with its fee) can be a replacement instead."""
    if action.kind != "refund" or order is None or not action.items:
        return False
    prices = {i.sku: i.unit_price for i in order.items}
    return all(sku in prices for sku, _ in action.items) and \
        sum(prices[sku] * qty for sku, qty in action.items) == action.amount


def confirmation(action: Action, order: Order | None, lang: str = "en", *,
                 returns: ReturnSettings) -> OutboundButtons:
    """The question the customer answers; a return states this shop's fee (`returns`), never a default."""
    stated = _stated(action, lang, returns)
    if action.kind == "refund" and replaceable(action, order):
        # The customer chooses: the money back, or the same items sent new (POLICY "Replacements").
        text = say("confirm_refund", lang, **_money(action, order, lang)) + stated + say("or_replacement", lang)
        return OutboundButtons(text, (Button(f"confirm:{action.id}:yes", say("yes", lang)),
                                      Button(f"confirm:{action.id}:no", say("no", lang)),
                                      Button(f"confirm:{action.id}:replace", say("replace_button", lang))))
    if action.kind == "refund":
        text = say("confirm_refund", lang, **_money(action, order, lang)) + stated
    elif action.kind == "replacement":
        text = say("confirm_replacement", lang, **_money(action, order, lang)) + stated
    elif action.kind == "cancel_order":
        text = say("confirm_cancel", lang, **_money(action, order, lang))
    elif action.kind == "return":
        text = say("confirm_return", lang, **(_money(action, order, lang) | {"fee": _fee_note(action, lang, returns)}))
        text += stated
    elif action.kind == "order_edit":
        text = confirm_edit(action, order, lang)
    elif action.kind == "exchange":
        text = say("confirm_exchange", lang, order=action.order_id, swaps=_swaps(action, order),
                   money=_exchange_money(action, lang)) + stated
    elif action.kind == "saved_address":
        text = say("confirm_saved_address", lang, address=shown(action.address or {}))
    elif action.kind == "payment_method":
        text = say("confirm_payment_method", lang, order=action.order_id,
                   method=(action.edit or {}).get("payment_method", ""))
    else:
        # Never a suffix: the customer confirms only an address they have read in full.
        text = say("confirm_address", lang, order=action.order_id, address=shown(action.address or {}))
    return OutboundButtons(text, (Button(f"confirm:{action.id}:yes", say("yes", lang)),
                                  Button(f"confirm:{action.id}:no", say("no", lang))))


def _stated(action: Action, lang: str, returns: ReturnSettings) -> str:
    """The reason class on record, read by code from the customer's words, and what follows from it:
    whether a return pays the fee. A reason outside the classes is never shown as a raw code."""
    if f"because:{action.reason}" not in TEXTS or action.kind not in ("refund", "replacement", "return", "exchange"):
        return ""
    because = say(f"because:{action.reason}", lang)
    if action.kind != "return":  # no return fee on an exchange (POLICY.md, Exchanges): the reason only
        return say("stated:reason", lang, reason=because)
    fee = return_fee(action.reason or "", returns)
    if fee > 0:
        return say("stated:return_fee", lang, reason=because, fee=fee)
    return say("stated:no_fee", lang, reason=because)


def _arrival(days: int) -> dict[str, int]:
    """"It can take {soonest} to {days} days to show": the shop's REFUND_ARRIVAL_DAYS, never a fixed 10."""
    return {"soonest": (days + 1) // 2, "days": days}


def refunded(action: Action, order: Order | None, lang: str = "en", *, arrival_days: int) -> OutboundText:
    return OutboundText(say("refunded", lang, **_money(action, order, lang), **_arrival(arrival_days)))


def order_cancelled(action: Action, order: Order | None, lang: str = "en", *, arrival_days: int) -> OutboundText:
    return OutboundText(say("order_cancelled", lang, **_money(action, order, lang), **_arrival(arrival_days)))


def _fee_note(action: Action, lang: str, returns: ReturnSettings) -> str:
    fee = return_fee(action.reason or "", returns)
    if fee <= 0 or action.amount is None:
        return ""
    return say("return_fee_note", lang, value=action.amount + fee, fee=fee)


def return_started(action: Action, lang: str = "en", *, returns: ReturnSettings) -> OutboundText:
    return OutboundText(say("return_started", lang, **_money(action), days=returns.receive_days))


def return_refunded(order_id: str, amount: object, currency: str, lang: str = "en", *,
                    arrival_days: int) -> OutboundText:
    return OutboundText(say("return_refunded", lang, order=order_id, amount=amount, currency=currency,
                            **_arrival(arrival_days)))


def return_closed(order_id: str, days: int, lang: str = "en") -> OutboundText:
    return OutboundText(say("return_closed", lang, order=order_id, days=days))


def refund_processing(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_processing", lang, **_money(action)))


def waiting_for_approval(action: Action, lang: str = "en") -> OutboundText:
    if action.kind == "exchange":  # its amount is a difference, maybe none: never worded as a refund
        return OutboundText(say("exchange_waiting", lang, order=action.order_id))
    key = "replacement_waiting" if action.kind == "replacement" else "waiting_for_approval"
    return OutboundText(say(key, lang, **_money(action)))


def replaced(action: Action, order: Order | None, ref: str, lang: str = "en") -> OutboundText:
    return OutboundText(say("replaced", lang, **_money(action, order, lang), ref=ref))


def _swaps(action: Action, order: Order | None) -> str:
    names = {i.sku: i.name for i in order.items} if order else {}
    return ", ".join(f"{qty} × {names.get(sku, sku)} → {new}" for sku, qty, new in action.swaps)


def _exchange_money(action: Action, lang: str) -> str:
    """What money moves, as policy priced it: the difference refunded, owed, or none."""
    if action.amount:
        return say("exchange_refund", lang, amount=action.amount, currency=action.currency)
    if action.collect:
        return say("exchange_collect", lang, collect=action.collect, currency=action.currency)
    return say("exchange_even", lang)


def exchanged(action: Action, order: Order | None, ref: str, payment_url: str | None, lang: str = "en", *,
              label_sent: bool = False) -> OutboundText:
    """The shop made the exchange; a refunded difference is said, an owed one comes with the shop's link,
    and the return label only when it was really emailed."""
    text = say("exchanged", lang, order=action.order_id, ref=ref, swaps=_swaps(action, order))
    if label_sent:
        text += say("exchange_label_sent", lang)
    if action.amount:
        text += say("exchange_refunded", lang, amount=action.amount, currency=action.currency)
    if action.collect and payment_url:
        text += say("exchange_pay", lang, collect=action.collect, currency=action.currency, url=payment_url)
    return OutboundText(text)


def exchange_stopped(action: Action, lang: str = "en") -> OutboundText:
    """Decided again (or refused by the shop) and no longer possible: nothing was exchanged."""
    return OutboundText(say("exchange_stopped", lang, order=action.order_id))


def replacement_stopped(action: Action, order: Order | None, lang: str = "en") -> OutboundText:
    """Decided again before sending and found no longer possible: nothing was sent."""
    return OutboundText(say("replacement_stopped", lang, **_money(action, order, lang)))


def refund_rejected(action: Action, reason: str | None, lang: str = "en") -> OutboundText:
    if action.kind == "exchange":
        return OutboundText(say("exchange_rejected", lang, order=action.order_id, why=f" ({reason})" if reason else ""))
    if action.kind == "replacement":
        return OutboundText(say("replacement_rejected", lang, **_money(action),
                                why=f" ({reason})" if reason else ""))
    return OutboundText(say("refund_rejected", lang, **_money(action), why=f" ({reason})" if reason else ""))


def refund_stopped(action: Action, lang: str = "en") -> OutboundText:
    """Decided again before paying and found no longer possible: nothing was paid."""
    return OutboundText(say("refund_stopped", lang, **_money(action)))


def units_taken(order: Order, sku: str, asked: int, ordered: int, refunded: int, pending: int,
                lang: str = "en") -> OutboundText:
    """Why these units cannot be claimed; pending claims are worded as pending, not refunded."""
    item = next((i.name for i in order.items if i.sku == sku), sku)
    return OutboundText(say("units_taken", lang, order=order.id, item=item, asked=asked, ordered=ordered,
                            refunded=refunded, pending=pending))


def refund_not_made(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_not_made", lang, **_money(action)))


def fixed(key: str, lang: str = "en", **fields: object) -> OutboundText:
    """A catalogue text as a message: cancelled, expired, which_order (with its example), ..."""
    return OutboundText(say(key, lang, **fields))


# The policy words its refusals for the model, in English (core/money/refunds.py, cancellations.py and
# address_changes.py); the customer reads them in their language. A refusal with no wording here is
# passed on as it is: honest, if English.
_REFUSALS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"order was cancelled"), "why:cancelled"),
    (re.compile(r"order not yet delivered"), "why:not_delivered"),
    (re.compile(r"outside the (?P<days>\d+)-day refund window \(delivered (?P<date>\d{4}-\d\d-\d\d)\)"),
     "why:window"),
    (re.compile(r"nothing left to refund|nothing to refund for these items"), "why:nothing_left"),
    (re.compile(r"reason '[^']*' is not covered \(covered: (?P<covered>[^)]*)\)"), "why:reason"),
    (re.compile(r"quantity \d+ of \S+ exceeds|asked but only \S+ is left to refund"), "why:too_many"),
    (re.compile(r"item \S+ is not on this order"), "why:not_on_order"),
    (re.compile(r"order already [a-z ]+; it can no longer be cancelled"), "why:cancel_shipped"),
    (re.compile(r"outside the (?P<days>\d+)-day return window"), "why:return_window"),
    (re.compile(r"a return can start once it is delivered"), "why:return_not_delivered"),
    (re.compile(r"order already [a-z ]+; an address can change only before shipping"), "why:shipped"),
    (re.compile(r"items can change only before it ships"), "why:edit_shipped"),
    (re.compile(r"the new items cost (?P<amount>[\d.]+) (?P<currency>[A-Z]{3}) more"), "why:edit_dearer"),
    (re.compile(r"is out of stock"), "why:edit_stock"),
    (re.compile(r"not a variant of the same product|not in the shop's catalogue|is already that variant"),
     "why:edit_variant"),
    (re.compile(r"taking every item off is a cancellation"), "why:edit_everything"),
)


def refusal_reason(refusal: str, lang: str = "en") -> str:
    """The policy's "refused: ..." as the customer reads it, in `lang`, with its facts kept."""
    text = refusal.removeprefix("refused: ")
    for pattern, key in _REFUSALS:
        found = pattern.search(text)
        if found is None:
            continue
        fields: dict[str, object] = dict(found.groupdict())
        if "covered" in fields:
            fields["covered"] = ", ".join(_reason(slug, lang) for slug in str(fields["covered"]).split(", "))
        if "date" in fields:
            day = datetime.fromisoformat(str(fields["date"]))
            fields["date"] = date(day.day, day.month, lang)
        return say(key, lang, **fields)
    # No wording of our own yet: English readers get the policy's words; anyone else a plain
    # "the policy does not allow it" in their language rather than an English sentence.
    return text if lang == "en" else say("why:policy", lang)


def _reason(slug: str, lang: str) -> str:
    """A refund reason's slug ("wrong_item") as the customer reads it; a slug we have no words for as is."""
    return say(f"reason:{slug}", lang) if f"reason:{slug}" in TEXTS else slug.replace("_", " ")


def close_message(outcomes: Sequence[Mapping[str, Any]], lang: str = "en") -> OutboundText:
    """The close after a quiet spell, with what the conversation's actions came to (supportbot/store/staff.py)."""
    summary = "; ".join(_outcome(o, lang) for o in outcomes)
    return OutboundText(say("close", lang, summary=say("so_far", lang, summary=summary) if summary else ""))


def _outcome(action: Mapping[str, Any], lang: str) -> str:
    state = f"state:{action['status']}"
    fields = {"order": action["order_id"], "state": say(state, lang) if state in TEXTS else action["status"]}
    if action["kind"] == "refund":
        return say("summary:refund", lang, amount=action["amount"], currency=action["currency"], **fields)
    if action["kind"] == "saved_address":
        return say("summary:saved_address", lang, state=fields["state"])
    if action["kind"] == "order_edit":
        return say("summary:order_edit", lang, **fields)
    if action["kind"] == "payment_method":
        return say("summary:payment_method", lang, **fields)
    return say("summary:address", lang, **fields)


def carrier_said(left_at: str | None, photo_url: str | None, lang: str) -> str:
    """Where the carrier says it left the parcel and its photo, in the customer's words; "" when it
    said neither. The carrier's text is quoted as data, never read as an instruction."""
    said = ([say("not_received_left_at", lang, left_at=left_at)] if left_at else []) + (
        [say("not_received_photo", lang, url=photo_url)] if photo_url else [])
    return " ".join(said)


def csat_question(ending_id: int, lang: str) -> OutboundButtons:
    """How did we do? Two buttons, in the conversation's language (core/telemetry/satisfaction.py)."""
    return OutboundButtons(say("csat:ask", lang), (Button(f"{TAP_PREFIX}{ending_id}:good", say("csat:good", lang)),
                                                   Button(f"{TAP_PREFIX}{ending_id}:bad", say("csat:bad", lang))))
