"""The tools the model sees, with least privilege: the customer is the session's, never an argument.

Each tool has typed arguments (supportbot/agent/tool_schemas.py), a risk rating, and says whether the
session must be verified. Refusals are short texts the model can act on; another customer's
order answers exactly like a missing one. Results carry references, not PII.

Each tool's handler lives in the module of its action (`orders`, `refunds`, `addresses`,
`cancellations`, `returns`, `replacements`, `exchanges`, `helpcentre`, `catalogue`, `verification`,
`handoff`); what a call runs with is `context`, whose orders it may see `access`. This module is the
registry: the names, descriptions and argument models the model reads, and the one way a proposed call is run.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from pydantic import BaseModel, ValidationError

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import refused
from supportbot.agent.tools.addresses import change_address, change_saved_address
from supportbot.agent.tools.cancellations import cancel_order
from supportbot.agent.tools.catalogue import find_products, product_details
from supportbot.agent.tools.context import ToolContext, ToolServices
from supportbot.agent.tools.exchanges import exchange_items
from supportbot.agent.tools.handoff import request_human
from supportbot.agent.tools.helpcentre import search_help_centre
from supportbot.agent.tools.order_edits import change_payment_method, modify_order_items
from supportbot.agent.tools.orders import get_order, list_orders
from supportbot.agent.tools.refunds import check_refund, issue_refund, where_is_my_refund
from supportbot.agent.tools.replacements import request_replacement
from supportbot.agent.tools.returns import start_return
from supportbot.agent.tools.verification import send_code, verify_code

# What a caller needs to run a tool: the registry, the schemas, and the context a call runs with.
__all__ = ["CARRIES_HELD", "FOUND_AGAIN", "READS_ONLY", "TOOLS", "Tool", "ToolContext", "ToolServices", "run_tool",
           "tool_schemas"]

FOUND_AGAIN = frozenset({"check_refund", "issue_refund"})
"""Tools whose journal record can wait for the next batch (supportbot/core/journal.py `FOUND_AGAIN`):
replayed, they answer as the first call did. check_refund only reads and signs a token whose nonce is
its step key; its record is written before issue_refund acts, so a replay never finds the proposal
it led to. issue_refund's proposal is its record: written under the step's key, a replay's locked
section finds it and answers with it (supportbot/store/actions.py). Their records ride with the next
statement instead of a durable one each (bench/turn_cost.py)."""

READS_ONLY = frozenset({"check_refund"})
"""Tools that act on nothing outside the database (check_refund reads the order and the ledger and signs a
token whose nonce is its step key): the decisions held before them are not written first, but with the next
act's batch (supportbot/core/journal.py `acts`). A worker killed in between decides them again, and a
check_refund asked again answers as the first did: nothing had acted on the first."""

CARRIES_HELD = frozenset({"issue_refund"})
"""Tools whose write carries the decisions held before them (supportbot/core/journal.py `step_carrying`):
issue_refund's proposal writes them in its own statement, and a refusal, which wrote nothing and acted on
nothing, leaves them to be written after it."""

Handler = Callable[[Any, ToolContext], Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    args: type[BaseModel]
    risk: s.Risk
    handler: Handler

    def schema(self) -> dict[str, Any]:
        return {"type": "function", "function": {
            "name": self.name, "description": self.description,
            "parameters": self.args.model_json_schema()}}


TOOLS: dict[str, Tool] = {t.name: t for t in [
    Tool("get_order", "Look up one of the customer's orders.", s.GetOrder, "low", get_order),
    Tool("list_orders", "List the customer's orders, newest first.", s.ListOrders, "low", list_orders),
    Tool("check_refund", "Ask policy whether a refund is allowed and for how much; returns a token "
         "unless refused.", s.CheckRefund, "low", check_refund),
    Tool("issue_refund", "Propose the refund a check_refund token allows; the customer must confirm.",
         s.IssueRefund, "high", issue_refund),
    Tool("change_address", "Propose a new delivery address for an order that has not shipped.",
         s.ChangeAddress, "medium", change_address),
    Tool("change_saved_address", "Propose a new address saved on the customer's account (for orders to come; "
         "no order's delivery address changes); the customer must confirm it in full.",
         s.ChangeSavedAddress, "medium", change_saved_address),
    Tool("cancel_order", "Propose cancelling an order that has not shipped, with everything paid refunded; "
         "the customer must confirm. Shipped orders are refused: offer a return instead.",
         s.CancelOrder, "high", cancel_order),
    Tool("modify_order_items", "Propose changing items of an order that has not shipped: another variant of the "
         "same product (new_sku, from find_products) or units taken off; code prices the difference (money back when "
         "cheaper, no change when dearer); the customer must confirm.", s.ModifyOrderItems, "high", modify_order_items),
    Tool("change_payment_method", "Propose paying an order that has not shipped with another payment method saved "
         "on the customer's account (method: in their words; code picks the saved one, never one not on the account); "
         "the customer must confirm. Where the shop's system cannot, it says so: offer a person.",
         s.ChangePaymentMethod, "medium", change_payment_method),
    Tool("start_return", "Propose returning items of a delivered order (any reason, inside the return window); "
         "the customer must confirm, then a prepaid label is emailed and the refund is paid when the warehouse "
         "receives the items, less the return fee for the customer's own reasons.",
         s.StartReturn, "high", start_return),
    Tool("request_replacement", "Propose sending damaged, defective, wrong or missing items again at no "
         "charge instead of a refund (the customer chooses one or the other); the customer must confirm.",
         s.RequestReplacement, "high", request_replacement),
    Tool("exchange_items", "Propose exchanging delivered items for another variant of the same product (size, "
         "colour), in stock, inside the return window; code prices the difference (a refund to the customer, or a "
         "payment they make on the shop's payment link) and the customer must confirm.",
         s.ExchangeItems, "high", exchange_items),
    Tool("where_is_my_refund", "List the customer's refunds with provider status and the day each should "
         "show by; an overdue one goes to a person.", s.WhereIsMyRefund, "low", where_is_my_refund),
    Tool("search_help_centre", "Search the shop's help-centre articles; answer policy only from them.",
         s.SearchHelpCentre, "low", search_help_centre),
    Tool("find_products", "Search the shop's catalogue (any product, ordered or not): variants, stock and prices; "
         "answer product questions only from it.", s.FindProducts, "low", find_products),
    Tool("product_details", "One catalogue product by the product_id find_products returned: every variant, "
         "its options, price and stock.", s.ProductDetails, "low", product_details),
    Tool("send_code", "Email a one-time code to the email on file for the account.", s.SendCode, "low",
         send_code),
    Tool("verify_code", "Check the one-time code the customer gives.", s.VerifyCode, "low", verify_code),
    Tool("request_human", "Hand the conversation to a person on the team.", s.RequestHuman, "low",
         request_human),
]}


@cache
def _shipped_schemas() -> str:
    return json.dumps([t.schema() for t in TOOLS.values()])


def tool_schemas(descriptions: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """The OpenAI tool definitions, generated from the argument models; a prompt version may word
    the descriptions the model reads (supportbot/core/prompt_version.py), never the arguments or what a tool does.

    The definitions are shared by every turn of the same wording (read them, never change them):
    a turn holds its list through every model wait, and a copy each (about 53 KB) was the largest
    part of what a thousand turns in flight kept (issue 29)."""
    return list(_worded_schemas(tuple(sorted((descriptions or {}).items()))))


@lru_cache(maxsize=32)  # keyed by a prompt version's wording: a handful live at once (a rollout's two)
def _worded_schemas(descriptions: tuple[tuple[str, str], ...]) -> tuple[dict[str, Any], ...]:
    schemas: list[dict[str, Any]] = json.loads(_shipped_schemas())  # a fresh copy to word
    worded = dict(descriptions)
    for schema in schemas:
        if worded.get(schema["function"]["name"]):
            schema["function"]["description"] = worded[schema["function"]["name"]]
    return tuple(schemas)


async def run_tool(name: str, arguments: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    """Validate and run one proposed call; every failure is a refusal the model can read."""
    tool = TOOLS.get(name)
    if tool is None:
        return refused(f"no tool named {name}")
    try:
        args = tool.args.model_validate(arguments)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "arguments"
        return refused(f"invalid arguments for {name}: {where}: {first['msg']}")
    return await tool.handler(args, ctx)
