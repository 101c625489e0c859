"""Shopify's connections as the stand-in answers them: `nodes`, `edges` with cursors, and `pageInfo`."""

from __future__ import annotations

from typing import Any


def page(rows: list[Any], first: int | None) -> dict[str, Any]:
    page = rows[: first if first is not None else 50]
    cursors = [f"cursor-{i}" for i in range(len(page))]
    return {"nodes": page, "edges": [{"cursor": c, "node": n} for c, n in zip(cursors, page, strict=True)],
            "pageInfo": {"hasNextPage": len(rows) > len(page), "hasPreviousPage": False,
                         "startCursor": cursors[0] if cursors else None,
                         "endCursor": cursors[-1] if cursors else None}}


def connection(rows: list[Any]) -> Any:
    return lambda _info, first=None, **_: page(rows, first)
