"""What staff read in Slack about WhatsApp templates: the list, and why a message was or was not sent.

Staff-facing English, like the cards (supportbot/words/cards.py); the template bodies are the
business's own words, shown as Meta holds them.
"""

from __future__ import annotations

from supportbot.core.templates import MessageTemplate, approved

HOW = "In a thread you have taken over, write `supportbot template NAME` to send one."


def _fields(template: MessageTemplate, fields: dict[str, tuple[str, ...]]) -> str:
    named = fields.get(template.name, ())
    shown = [f"{{{{{n}}}}} = {named[n - 1] if n <= len(named) else 'not named'}"
             for n in range(1, template.positions + 1)]
    return f" ({', '.join(shown)})" if shown else ""


def listing(templates: list[MessageTemplate], fields: dict[str, tuple[str, ...]]) -> str:
    """Each approved template per language with its body and what fills each placeholder."""
    sendable = sorted(approved(templates), key=lambda t: (t.name, t.language))
    if not sendable:
        return "The business has no approved WhatsApp templates: nothing can reach a customer after 24 hours."
    lines = [f"• `{t.name}` ({t.language}, {t.category.lower()}): {t.body}{_fields(t, fields)}" for t in sendable]
    others = len(templates) - len(sendable)
    tail = [f"{others} more not approved (pending, rejected or paused)."] if others else []
    return "\n".join(["Approved WhatsApp templates:", *lines, *tail, HOW])


def names(templates: list[MessageTemplate]) -> str:
    found = sorted({t.name for t in approved(templates)})
    return ", ".join(f"`{n}`" for n in found) if found else "none is approved"


def free_text_refused(templates: list[MessageTemplate] | None) -> str:
    """Why a staff reply did not go out after the customer's 24-hour window closed, and what can."""
    can = (f"Templates that can be sent: {names(templates)}. {HOW}" if templates is not None
           else "The template list could not be read just now; `/supportbot templates` lists them.")
    return ("Not sent: the customer last wrote more than 24 hours ago, and WhatsApp lets a business "
            f"send only an approved template after that. {can}")


def template_sent(template: MessageTemplate, body: str) -> str:
    return f"Sent template `{template.name}` ({template.language}): {body}"


def template_refused(name: str, reason: str) -> str:
    return f"Template `{name}` not sent: {reason}."
