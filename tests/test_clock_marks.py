"""Every test that reads the clock carries `@pytest.mark.clock`, so the moved-clock run
(scripts/moved-clock.sh, `-m clock`) cannot miss it (tests/clock_reads.py finds the readers)."""

from __future__ import annotations

import textwrap

import pytest

from tests.clock_reads import load_all, parse, unmarked_readers


def test_every_test_that_reads_the_clock_is_marked():
    unmarked = unmarked_readers(load_all())
    assert not unmarked, ("these read the clock: mark them @pytest.mark.clock (or the module's pytestmark) so "
                          "the moved-clock run covers them:\n" + "\n".join(unmarked))


def _readers(**sources: str) -> list[str]:
    return unmarked_readers({name: parse(name, textwrap.dedent(text)) for name, text in sources.items()})


@pytest.mark.parametrize("body", [
    "def test_a(now):\n    assert now",  # the fixture
    "from tests.clock import TEST_NOW\ndef test_a():\n    assert TEST_NOW",
    "def test_a(settings):\n    assert settings.supportbot_clock",
    "from datetime import datetime\ndef test_a():\n    assert datetime.now()",
    "import time\ndef test_a():\n    assert time.time()",
    "from datetime import timedelta\nLATER = timedelta(days=1)\ndef _late():\n    return LATER\n"
    "def test_a():\n    assert _late()",  # through a constant and a helper
    "from tests.fake.helpers import OLD\ndef test_a():\n    assert OLD",  # from another tests module
    "from tests.fake import helpers\ndef test_a():\n    assert helpers.OLD",
    "import pytest\n@pytest.fixture\ndef old(now):\n    return now\ndef test_a(old):\n    assert old",
    "class TestA:\n    def test_a(self, now):\n        assert now",
])
def test_a_read_without_the_mark_is_found(body):
    helpers = "from tests.clock import TEST_NOW\nOLD = TEST_NOW\n"
    assert _readers(**{"tests.fake.test_a": body, "tests.fake.helpers": helpers}) == [
        "tests/fake/test_a.py::" + ("TestA::test_a" if "class" in body else "test_a")]


@pytest.mark.parametrize("body", [
    "import pytest\n@pytest.mark.clock\ndef test_a(now):\n    assert now",
    "import pytest\npytestmark = pytest.mark.clock\ndef test_a(now):\n    assert now",
    "import pytest\npytestmark = [pytest.mark.clock]\ndef test_a(now):\n    assert now",
    "def test_a(settings, shop, stack):\n    assert settings.redis_url",  # the harness hands the clock on
    "import asyncio\nasync def test_a():\n    await asyncio.sleep(0)",
])
def test_a_marked_test_or_one_that_reads_no_clock_passes(body):
    assert _readers(**{"tests.fake.test_a": body}) == []
