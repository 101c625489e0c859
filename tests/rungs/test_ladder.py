import pytest

from supportbot.rungs.ladder import automatic, describe, in_force


@pytest.mark.parametrize(("primary", "fallback", "mode"), [
    ("closed", None, "full"),
    ("half_open", None, "full"),          # the probe
    ("open", None, "templated"),
    ("open", "closed", "fallback"),
    ("open", "half_open", "fallback"),
    ("open", "open", "templated"),
    ("closed", "open", "full"),
])
def test_automatic_mode_follows_the_breakers(primary, fallback, mode):
    assert automatic(primary, fallback) == mode


@pytest.mark.parametrize(("floor", "auto", "mode"), [
    (None, "full", "full"),
    ("templated", "full", "templated"),   # the operator's floor holds the bot down
    ("full", "templated", "templated"),   # but never lifts it above what the providers allow
    ("humans", "fallback", "humans"),
    ("small", "fallback", "fallback"),
    ("bogus", "full", "full"),
])
def test_the_safer_of_floor_and_automatic_is_in_force(floor, auto, mode):
    assert in_force(floor, auto) == mode


@pytest.mark.parametrize(("queue", "bar"), [(0, 0.6), (2, 0.6), (6, 0.785), (10, 0.97), (40, 0.97)])
def test_the_escalation_bar_rises_with_the_human_queue(queue, bar):
    from supportbot.agent.gates import escalation_bar
    assert escalation_bar(queue) == bar


@pytest.mark.parametrize(("floor", "auto", "said"), [
    ("full", "full", "Answering with the full model: nothing is held back."),
    ("templated", "full", "Answering with fixed replies from live data, no model, because an operator chose it."),
    ("full", "fallback", "Answering with the second model provider, because the model provider is unhealthy."),
    ("templated", "templated", "Answering with fixed replies from live data, no model, because an operator chose it "
                               "and the model provider is unhealthy."),
    ("menus", "templated", "Answering with menus of buttons, no model, because an operator chose it."),
    (None, "templated", "Answering with fixed replies from live data, no model, because the model provider is "
                        "unhealthy."),
])
def test_the_mode_in_force_is_said_in_plain_words(floor, auto, said):
    assert describe(floor, auto) == said
