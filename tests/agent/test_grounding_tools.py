"""The production tools' results ground the guard's facts: a proposal says its order and items (issue 27 item 1)."""

from __future__ import annotations

import pytest

from supportbot.agent.claim_holding import unsupported
from supportbot.agent.grounds import facts_from_tools
from supportbot.agent.tools import run_tool
from tests.agent import test_tools as harness
from tests.agent.test_tools import NOW, conversation, ctx
from tests.quality import inbound

sandbox, services = harness.sandbox, harness.services  # the tool tests' fixtures
PHONE = "15551230001"  # C-1's WhatsApp number: verified by the phone


@pytest.mark.clock
@pytest.mark.parametrize("tool", ["start_return", "request_replacement"])
async def test_a_proposal_grounds_claims_to_its_order_and_items(services, db, tool: str) -> None:
    cid = await conversation(db, PHONE)
    await inbound(db, cid, NOW, "One of the plates arrived broken")
    context = ctx(services, cid, phone_customer="C-1")
    shown = await run_tool("get_order", {"order_id": "A-1042"}, context)
    proposed = await run_tool(tool, {"order_id": "A-1042", "items": [{"sku": "PLATE-1", "qty": 1}],
                                     "reason": "damaged"}, context)
    assert proposed["status"] == "awaiting_confirmation", proposed
    facts = facts_from_tools([("get_order", shown), (tool, proposed)])
    promise = "Once you confirm, I'll " + ("start the return" if tool == "start_return" else "send a replacement")
    assert not unsupported(f"{promise} for one plate on A-1042.", facts)
    assert unsupported(f"{promise} for order A-1043.", facts)
    assert unsupported(f"{promise} for all three plates.", facts)
