"""The business's approved WhatsApp message templates: which one to send, in which language, with
which parameters. Pure.

Meta lists templates per WhatsApp Business Account (GET /{WABA-ID}/message_templates); a template
is one (name, language) pair, and only an APPROVED one may be sent, which is the only message
WhatsApp lets a business start after a customer's 24-hour window has closed. Body placeholders are
positional (`{{1}}`, `{{2}}`): the template itself does not say what each one holds, so the shop
names it (WHATSAPP_TEMPLATE_PARAMETERS, `order_update=customer_name,order_id`) and the facts come
from the conversation (supportbot/store/template_facts.py). A parameter that cannot be filled is a
refusal, never a blank or a guess sent to a customer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PLACEHOLDER = re.compile(r"\{\{\s*(\d+)\s*\}\}")
# Meta has no Hinglish: its speakers write in Latin letters, so they get the English template.
_META_LANGUAGE = {"hinglish": "en"}


def meta_language(language: str) -> str:
    """The code Meta approves templates in for one of our languages."""
    return _META_LANGUAGE.get(language, language)


@dataclass(frozen=True)
class MessageTemplate:
    """One template in one language, as the Graph API lists it (the BODY component's text)."""

    name: str
    language: str  # Meta's code: en, en_US, es_MX, hi...
    status: str  # APPROVED, PENDING, REJECTED, PAUSED, DISABLED
    category: str  # UTILITY, MARKETING, AUTHENTICATION
    body: str

    @property
    def approved(self) -> bool:
        return self.status == "APPROVED"

    @property
    def positions(self) -> int:
        """How many body parameters a send must carry: the highest `{{n}}`."""
        return max((int(n) for n in PLACEHOLDER.findall(self.body)), default=0)


@dataclass(frozen=True)
class Unreachable:
    """The template list could not be read (network, token, Meta's error): nothing to choose from."""

    detail: str


@dataclass(frozen=True)
class Chosen:
    """A template ready to send: its language and the body parameters in order."""

    template: MessageTemplate
    parameters: tuple[str, ...]


@dataclass(frozen=True)
class Refused:
    """Why a template cannot be sent to this customer now; nothing was sent."""

    reason: str


def parse_fields(text: str) -> dict[str, tuple[str, ...]]:
    """"order_update=customer_name,order_id; delay=order_id,eta" as the field behind each position.
    Raises ValueError on a part it cannot read."""
    fields: dict[str, tuple[str, ...]] = {}
    for part in filter(None, (p.strip() for p in text.split(";"))):
        name, sep, names = part.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"template parameters: cannot read {part!r} (like 'order_update=customer_name,order_id')")
        fields[name.strip().lower()] = tuple(n.strip().lower() for n in names.split(",") if n.strip())
    return fields


def approved(templates: list[MessageTemplate]) -> list[MessageTemplate]:
    return [t for t in templates if t.approved]


def in_language(versions: list[MessageTemplate], language: str | None) -> MessageTemplate | None:
    """The version for the customer's language (`es` takes `es` first, then `es_MX`), or the only one."""
    if len(versions) == 1:
        return versions[0]
    wanted = meta_language(language or "")
    exact = [t for t in versions if t.language.lower() == wanted]
    regional = [t for t in versions if t.language.lower().split("_")[0] == wanted]
    found = exact or regional
    return found[0] if found else None


def choose(templates: list[MessageTemplate], name: str, language: str | None,
           positions: dict[str, tuple[str, ...]], facts: dict[str, str]) -> Chosen | Refused:
    """The template `name` in the customer's language, its parameters filled from `facts`."""
    versions = [t for t in approved(templates) if t.name == name]
    if not versions:
        others = sorted({t.name for t in approved(templates)})
        return Refused(f"there is no approved template {name!r}" +
                       (f" (approved: {', '.join(others)})" if others else " (none is approved)"))
    template = in_language(versions, language)
    if template is None:
        return Refused(f"{name!r} is not approved in the customer's language ({language}); it is in "
                       f"{', '.join(sorted(t.language for t in versions))}")
    named = positions.get(name, ())
    parameters: list[str] = []
    for position in range(1, template.positions + 1):
        field = named[position - 1] if position <= len(named) else None
        if field is None:
            return Refused(f"{{{{{position}}}}} of {name!r} is not named: set WHATSAPP_TEMPLATE_PARAMETERS "
                           f"(e.g. {name}=customer_name,order_id)")
        value = facts.get(field, "").strip()
        if not value:
            return Refused(f"{{{{{position}}}}} of {name!r} is the {field}, which this conversation does not know")
        parameters.append(value)
    return Chosen(template, tuple(parameters))


def filled(template: MessageTemplate, parameters: tuple[str, ...]) -> str:
    """The body as the customer reads it, for the thread and transcripts."""
    return PLACEHOLDER.sub(lambda m: parameters[int(m[1]) - 1] if int(m[1]) <= len(parameters) else m[0],
                           template.body)
