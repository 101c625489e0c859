import pytest

from bot.demo_shop import demo_shop
from store.pool import open_connection
from store.shop import seed
from tests.e2e import running


@pytest.fixture
async def shop(db, settings):
    async with open_connection(settings.database_url) as conn:
        await seed(conn, demo_shop(settings.supportbot_clock))


@pytest.fixture
async def stack(settings, ports, db, redis, shop):
    async with running(settings, ports) as stack:
        yield stack


@pytest.fixture
async def agent(settings, ports, db, redis, shop):
    """The stack with the LLM agent on (the scripted model answers)."""
    full = settings.model_copy(update={"bot_mode": "full"})
    async with running(full, ports) as stack:
        yield stack
