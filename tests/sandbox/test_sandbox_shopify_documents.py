"""A query text is parsed and validated once per process, not at every request.

The bot sends a handful of fixed query texts with different variables; graphql-core's parse and
validate were four fifths of the Shopify stand-in's CPU in `make eval SHOP=shopify` (issue 29).
Counted here through graphql-core's own classes, so the count holds whoever calls them.
"""

import importlib
from collections import Counter

import pytest
from aiohttp.test_utils import TestClient, TestServer
from graphql.language.parser import Parser

from sandbox.app import SandboxConfig, build_app
from sandbox.shopify_schema import admin_schema

# The module, not the function the package exports under the same name.
validation = importlib.import_module("graphql.validation.validate")
URL = "/admin/api/2025-01/graphql.json"
TOKEN = {"X-Shopify-Access-Token": "shpat_sandbox"}
# A text no other test sends, so an earlier test's requests in this process have not parsed it yet.
ORDERS = 'query($q: String!) { orders(first: 2, query: $q) { nodes { name } } } # counted {n}'
WRONG = "{ orders(first: 1) { nodes { shippedAtCounted } } }"


@pytest.fixture
def counted(monkeypatch) -> Counter[str]:
    admin_schema()  # its SDL parsed once per process, before counting (test_sandbox_shopify.py holds that)
    seen: Counter[str] = Counter()
    parse_document = Parser.parse_document

    def counted_parse(parser: Parser):
        seen["parsed"] += 1
        return parse_document(parser)

    class CountedContext(validation.ValidationContext):
        def __init__(self, *args, **kwargs) -> None:
            seen["validated"] += 1
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(Parser, "parse_document", counted_parse)
    monkeypatch.setattr(validation, "ValidationContext", CountedContext)
    return seen


async def _ask(sandbox: TestClient, query: str, variables: dict) -> dict:
    response = await sandbox.post(URL, json={"query": query, "variables": variables}, headers=TOKEN)
    assert response.status == 200
    return await response.json()


async def test_a_query_text_is_parsed_and_validated_once_for_every_trials_stand_in(counted) -> None:
    query = ORDERS.replace("{n}", "1")
    answers = []
    for _trial in range(2):  # each eval trial builds its own sandbox app
        async with TestClient(TestServer(build_app(SandboxConfig(webhook_url=None)))) as sandbox:
            for name in ("A-1042", "A-1043", "A-1042"):
                answers.append(await _ask(sandbox, query, {"q": f"name:{name}"}))
    assert counted == {"parsed": 1, "validated": 1}
    # The answers still follow each request's variables and carry its cost.
    assert all("errors" not in a and a["extensions"]["cost"]["requestedQueryCost"] > 0 for a in answers)


async def test_a_query_the_schema_refuses_is_refused_every_time(counted) -> None:
    async with TestClient(TestServer(build_app(SandboxConfig(webhook_url=None)))) as sandbox:
        first, again = await _ask(sandbox, WRONG, {}), await _ask(sandbox, WRONG, {})
    assert "Cannot query field 'shippedAtCounted' on type 'Order'" in first["errors"][0]["message"]
    assert again == first
    assert counted == {"parsed": 1, "validated": 1}
