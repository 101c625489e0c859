"""A prepaid return label for items going back, issued and emailed once (returns and exchanges).

Two journaled steps under the action's key: the warehouse issues the label (a repeated key
answers with the first label), then it is emailed to the address on file, never one typed in the
chat. The email carries its own key, so a crash after the mail provider took it but before the
step was recorded replays the send and the provider does not email the label again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from supportbot.core.journal import Journal
from supportbot.core.money.actions import Action
from supportbot.core.ports import Mailer, ReturnLabel, Warehouse


@dataclass(frozen=True)
class LabelDesk:
    warehouse: Warehouse
    mailer: Mailer
    email_of: Callable[[str], Awaitable[str | None]]  # the customer's address on file


async def send_label(desk: LabelDesk, action: Action, journal: Journal, *, step: str, subject: str,
                     text: Callable[[dict[str, str]], str]) -> dict[str, Any] | None:
    """Label, then email: {"label_id", "label_url", "emailed"}, or None when the warehouse issued none.
    `step` names the journal's steps (`{step}_label`, `{step}_email`), which a replay finds again."""

    async def label() -> dict[str, str] | None:
        made: ReturnLabel | None = await desk.warehouse.create_return(action.idempotency_key, action.order_id,
                                                                      action.items)
        return {"label_id": made.label_id, "label_url": made.label_url} if made else None

    made: dict[str, str] | None = await journal.step(f"{step}_label", label, request={"key": action.idempotency_key})
    if made is None:
        return None

    async def email() -> bool:
        to = await desk.email_of(action.customer_id)
        if not to:
            return False
        return await desk.mailer.send(to, subject, text(made), idempotency_key=f"{action.idempotency_key}:label-email")

    emailed = await journal.step(f"{step}_email", email)
    return {**made, "emailed": bool(emailed)}
