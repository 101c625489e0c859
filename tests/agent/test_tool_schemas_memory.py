"""What a turn held in flight keeps of the tool definitions (issue 29: RSS with 1,000 turns held).

A turn keeps its tool list from the model loop's start to its end, through every model wait; the
definitions themselves are the same for every turn of a prompt version, so they are shared, and
a turn holds only its own list of references to them.
"""

from __future__ import annotations

import gc
import tracemalloc

from supportbot.agent.tools import TOOLS, tool_schemas

TURNS = 200
BYTES_PER_TURN = 1024
"""A list of references to the shared definitions (~16 tools): a few hundred bytes. A copy of the
definitions per turn (what `json.loads` per call made) is about 53 KB."""


def _retained_per_turn(descriptions: dict[str, str] | None) -> float:
    tool_schemas(descriptions)  # the first call of a version builds what every turn shares
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        held = [tool_schemas(descriptions) for _ in range(TURNS)]
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert len(held) == TURNS
    return (after - before) / TURNS


def test_a_turn_held_keeps_references_to_the_shared_definitions_not_a_copy():
    assert _retained_per_turn(None) < BYTES_PER_TURN
    assert _retained_per_turn({"get_order": "Worded by a prompt version."}) < BYTES_PER_TURN


def test_a_versions_wording_reaches_its_turns_and_no_other_versions():
    name = next(iter(TOOLS))
    shipped = {s["function"]["name"]: s["function"]["description"] for s in tool_schemas()}
    worded = {s["function"]["name"]: s["function"]["description"] for s in tool_schemas({name: "Reworded."})}
    assert worded[name] == "Reworded." and shipped[name] == TOOLS[name].description
    assert {k: v for k, v in worded.items() if k != name} == {k: v for k, v in shipped.items() if k != name}
    # The shipped definitions are not changed by a version's wording, before or after it was asked for.
    assert {s["function"]["name"]: s["function"]["description"] for s in tool_schemas()} == shipped
    assert [s["function"]["name"] for s in tool_schemas({name: "Reworded."})] == list(TOOLS)
