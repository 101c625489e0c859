"""The templated change of the account's saved address: recognised in six languages, asked for in
full, proposed through the agent's own tool (which checks who is asking)."""

from __future__ import annotations

import pytest

from supportbot.core.turn import Reply
from supportbot.core.understanding.asks import wants_saved_address
from supportbot.rungs.address_flow import saved_address_flow
from supportbot.rungs.steps import Proposed


@pytest.mark.parametrize("said", [
    "Please update the address on my account to 9 Quarry Street, Leeds LS9 9QQ",
    "change my saved address", "my default address has changed", "update the address saved on my account",
    "quiero cambiar la dirección guardada en mi cuenta", "account ka address badalna hai",
    "मेरे खाते का पता बदलना है", "என் கணக்கில் உள்ள முகவரியை மாற்ற வேண்டும்",
    "আমার অ্যাকাউন্টের ঠিকানা বদলাতে চাই",
])
def test_the_saved_address_is_recognised_in_six_languages(said):
    assert wants_saved_address(said)


@pytest.mark.parametrize("said", [
    "please deliver A-1044 to 7 Park Lane instead", "cambiar la dirección del pedido A-1044",
    "where is my order?",
])
def test_one_orders_address_is_not_the_saved_one(said):
    assert not wants_saved_address(said)


async def test_the_whole_address_is_asked_for_then_proposed():
    calls = []

    async def run_tool(name, args):
        calls.append((name, args))
        return {"status": "awaiting_confirmation", "action_id": 7}

    asked = await saved_address_flow("change my saved address", "en", "GB", [], run_tool)
    assert isinstance(asked, Reply) and asked.messages[0].text.startswith("What is the new address to save")
    proposed = await saved_address_flow("9 Quarry Street, Leeds, LS9 9QQ, GB", "en", "GB",
                                        ["9 Quarry Street, Leeds, LS9 9QQ, GB"], run_tool)
    assert proposed == Proposed(7)
    assert calls == [("change_saved_address", {"address": {"line1": "9 Quarry Street", "city": "Leeds",
                                                           "postcode": "LS9 9QQ", "country": "GB"}})]
