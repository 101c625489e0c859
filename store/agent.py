"""One object for everything the tools read and write; each parent is one aggregate's repository."""

from __future__ import annotations

from store.actions import ActionRepository
from store.identity import IdentityRepository
from store.shop import ShopRepository


class AgentRepository(ShopRepository, IdentityRepository, ActionRepository):
    """All three take the same pool; the tool layer sees one `ToolStore`."""
