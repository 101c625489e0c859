"""The labels the router gives one message: its intent, its risk and the signal behind that risk.

The offline classifier reads the 27 Bitext intents ("fine" intents); `FINE_TO_INTENT` maps each to
one of ours. Every router (supportbot/core/understanding/router.py, supportbot/agent/small_router.py)
answers with `RouterLabels`.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict

Intent = Literal[
    "order_status", "refund", "return", "address_change", "cancel_order",
    "account_access", "policy_question", "human", "complaint", "other",
]
# high: a person is paged (urgent for self-harm); watch: the signal is not certain, so the
# customer's task goes on and staff see the conversation flagged (self-harm adds one caring line).
Risk = Literal["low", "watch", "high"]
RiskSignal = Literal["self_harm", "chargeback", "legal", "fraud"]

# The one table from the 27 bitext intents to ours. No bitext intent is a return: `return`
# comes only from RETURN_RULES.
FINE_TO_INTENT: dict[str, Intent] = {
    "track_order": "order_status",
    "delivery_period": "order_status",  # "when will my order arrive" is about an order
    "get_refund": "refund",
    "track_refund": "refund",
    "change_shipping_address": "address_change",
    "set_up_shipping_address": "address_change",
    "cancel_order": "cancel_order",
    "create_account": "account_access",
    "delete_account": "account_access",
    "edit_account": "account_access",
    "recover_password": "account_access",
    "registration_problems": "account_access",
    "switch_account": "account_access",
    "check_refund_policy": "policy_question",
    "check_cancellation_fee": "policy_question",
    "check_payment_methods": "policy_question",
    "delivery_options": "policy_question",
    "contact_human_agent": "human",
    "contact_customer_service": "human",  # asking how to reach staff is asking for staff
    "complaint": "complaint",
    "change_order": "other",
    "place_order": "other",
    "check_invoice": "other",
    "get_invoice": "other",
    "payment_issue": "other",
    "newsletter_subscription": "other",
    "review": "other",
}


class RiskReading(NamedTuple):
    """The risk read in one message: its kind, and whether it is certain enough to page a person."""

    kind: RiskSignal
    certain: bool

    @property
    def risk(self) -> Risk:
        return "high" if self.certain else "watch"


UNKNOWN_FINE = "unknown"  # fine_intent when no bitext intent applies (abstained, return rule)
HUMAN_FINE = "contact_human_agent"


class RouterLabels(BaseModel):
    """What the router says about one message. `confidence` is in the intent; `other` is low."""

    model_config = ConfigDict(frozen=True)

    intent: Intent
    fine_intent: str
    risk: Risk
    confidence: float
    risk_reason: RiskSignal | None = None
    language: str | None = None  # the small model's reading; None: code detects it
