"""The model is told the customer's language by name, for every language we speak."""

from __future__ import annotations

import pytest

from supportbot.agent.prompt import LANGUAGE_NAMES, build_messages
from supportbot.core.language import LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_session_names_the_language_to_answer_in(lang):
    state = build_messages([], (), [], verified=True, customer_name="Asha Rao", language=lang)[1]["content"]
    assert f"preferred language {lang} ({LANGUAGE_NAMES[lang]})" in state
