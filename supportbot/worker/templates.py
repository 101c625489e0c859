"""Staff and WhatsApp's 24-hour window: an approved template sent from a handoff thread, and a
free-text reply held back once the window has closed, the thread told why and what can be sent.

Each runs once per Slack event: the job id and the outbox key are the event's (invariant 2),
and the thread note is claimed under the event too, so a retried job neither sends nor says twice.
"""

from __future__ import annotations

from typing import Any

from supportbot.core.language import spoken
from supportbot.core.templates import Refused, Unreachable, choose, filled
from supportbot.core.types import OutboundTemplate
from supportbot.core.window import window_open
from supportbot.words.template_notes import free_text_refused, template_refused, template_sent
from supportbot.worker.delivery import send_once
from supportbot.worker.deps import Deps
from supportbot.worker.promises import responded


async def note_in_thread(deps: Deps, conversation_id: int, event_id: str, text: str) -> None:
    """Tell the conversation's open handoff thread, once per Slack event."""
    handoff = await deps.staff.open_handoff(conversation_id)
    if handoff is None or not handoff["slack_ts"] or not await deps.staff.first_time(f"note:{event_id}"):
        return
    await deps.poster.post_in_thread(handoff["slack_ts"], text)


async def window_closed(deps: Deps, conversation_id: int, event_id: str) -> bool:
    """True when the customer's window has closed: the reply is not sent and the thread says why."""
    to = await deps.runs.recipient(conversation_id)
    if window_open(to.last_inbound_at, deps.now()):
        return False
    found = await deps.list_templates() if deps.list_templates else Unreachable("no template list")
    await note_in_thread(deps, conversation_id, event_id,
                         free_text_refused(None if isinstance(found, Unreachable) else found))
    return True


async def send_template(ctx: dict[str, Any], conversation_id: int, name: str, event_id: str) -> str:
    """`supportbot template NAME` from a taken-over thread: that template, in the customer's language,
    its parameters filled from the conversation (supportbot/core/templates.py), or the reason not."""
    deps: Deps = ctx["deps"]
    found = await deps.list_templates() if deps.list_templates else Unreachable("no template list")
    if isinstance(found, Unreachable):
        await note_in_thread(deps, conversation_id, event_id,
                             template_refused(name, f"the template list could not be read ({found.detail})"))
        return "unreachable"
    to = await deps.runs.recipient(conversation_id)
    facts = await deps.template_facts.facts(conversation_id) if deps.template_facts else {}
    choice = choose(found, name, spoken(to.language), deps.template_fields, facts)
    if isinstance(choice, Refused):
        await note_in_thread(deps, conversation_id, event_id, template_refused(name, choice.reason))
        return "refused"
    message = OutboundTemplate(name, choice.template.language, choice.parameters)
    outcome = await send_once(deps, to, conversation_id, None, f"slack:{event_id}", message)
    if "rejected" in outcome:
        why = f"WhatsApp refused it ({outcome['rejected']}: {outcome['detail']})"
        await note_in_thread(deps, conversation_id, event_id, template_refused(name, why))
        return "rejected"
    await responded(deps, conversation_id)
    await note_in_thread(deps, conversation_id, event_id,
                         template_sent(choice.template, filled(choice.template, choice.parameters)))
    return "sent"
