"""Tool argument models: the names and arguments are surface (DESIGN.md). Unknown arguments
are refused, so a model told to pass `customer_id` gets a refusal, not another account."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GetOrder(_Args):
    order_id: str = Field(description="The order number, e.g. A-1042")


class ListOrders(_Args):
    pass


class Item(_Args):
    sku: str
    qty: int = Field(ge=1)


class CheckRefund(_Args):
    order_id: str
    items: list[Item] = Field(default_factory=list, description="What to refund; empty with whole_order")
    reason: str = Field(description="damaged, defective, wrong_item, missing_item or not_as_described")
    whole_order: bool = Field(default=False, description="Refund every item and the delivery fee")


class IssueRefund(_Args):
    token: str = Field(description="The token check_refund returned")


class Address(_Args):
    line1: str
    city: str
    postcode: str
    country: str


class ChangeAddress(_Args):
    order_id: str
    address: Address


class ChangeSavedAddress(_Args):
    address: Address = Field(description="The new address to save on the customer's account, in full")


class CancelOrder(_Args):
    order_id: str
    reason: str = ""  # the customer's words, for staff and the trace; policy does not weigh it


class ItemEdit(_Args):
    sku: str = Field(description="The item on the order, by sku")
    qty: int = Field(default=1, description="How many of its units change")
    new_sku: str | None = Field(default=None, description="Another variant of the same product (find_products); "
                                                          "omit to take the units off the order")


class ModifyOrderItems(_Args):
    order_id: str
    changes: list[ItemEdit] = Field(min_length=1, max_length=5)


class ChangePaymentMethod(_Args):
    order_id: str
    method: str = Field(description="How the customer would rather pay, in their words")


class StartReturn(_Args):
    order_id: str
    items: list[Item] = Field(default_factory=list, description="What goes back; empty with whole_order")
    reason: str = Field(description="changed_mind, wrong_size, not_liked, found_cheaper, damaged, defective, "
                                    "wrong_item, not_as_described or other")
    whole_order: bool = Field(default=False, description="Return every item not yet refunded or returned")


class RequestReplacement(_Args):
    order_id: str
    items: list[Item] = Field(description="The units to send new, by sku")
    reason: str = Field(description="damaged, defective, wrong_item, missing_item or not_as_described")


class Swap(_Args):
    sku: str = Field(description="The item on the order, by sku")
    qty: int = Field(default=1, ge=1)
    new_variant: str = Field(description="The sku of the variant it becomes (product_details lists them)")


class ExchangeItems(_Args):
    order_id: str
    items: list[Swap] = Field(min_length=1, description="Each item going back and the variant it becomes")
    reason: str = Field(description="wrong_size, changed_mind, not_liked, damaged, defective, wrong_item, "
                                    "not_as_described or other")


class WhereIsMyRefund(_Args):
    order_id: str | None = Field(default=None, description="One order; none: every refund on the account")


class SearchHelpCentre(_Args):
    query: str


class FindProducts(_Args):
    query: str = Field(description="What the customer asks for: product words and any size, colour or option")


class ProductDetails(_Args):
    product_id: str = Field(description="A product_id find_products returned")


class SendCode(_Args):
    pass


class VerifyCode(_Args):
    code: str


class RequestHuman(_Args):
    # Code reads the reason for risk (supportbot/agent/escalation.py): a blank one is refused, so the model
    # must say why.
    reason: Annotated[str, StringConstraints(strip_whitespace=True, min_length=3, max_length=500)] = Field(
        description="Why a person should take over, in a sentence (e.g. the customer mentions self-harm, "
                    "a chargeback, a lawyer, fraud, or asked for a person)")


Risk = Literal["low", "medium", "high"]
