"""Meta's limits on send bodies, as a table."""

from typing import Any

import pytest

from sandbox.whatsapp_validation import find_violation


def interactive(kind: str, action: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "messaging_product": "whatsapp",
        "to": "15551230001",
        "type": "interactive",
        "interactive": {"type": kind, "body": {"text": "Pick one"}, "action": action, **extra},
    }


def reply_buttons(*titles: str) -> dict[str, Any]:
    return interactive(
        "button",
        {
            "buttons": [
                {"type": "reply", "reply": {"id": f"b{i}", "title": t}}
                for i, t in enumerate(titles)
            ]
        },
    )


def list_rows(*counts: int) -> dict[str, Any]:
    sections = [
        {"title": f"S{s}", "rows": [{"id": f"r{s}-{r}", "title": f"Row {r}"} for r in range(n)]}
        for s, n in enumerate(counts)
    ]
    return interactive("list", {"button": "Options", "sections": sections})


TEXT = {
    "messaging_product": "whatsapp",
    "to": "15551230001",
    "type": "text",
    "text": {"body": "hello"},
}
TEMPLATE = {
    "messaging_product": "whatsapp",
    "to": "15551230001",
    "type": "template",
    "template": {"name": "order_update", "language": {"code": "en"}},
}


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        (TEXT, None),
        ({k: v for k, v in TEXT.items() if k != "type"}, None),
        ({**TEXT, "messaging_product": "sms"}, "messaging_product"),
        ({**TEXT, "to": ""}, "to"),
        ({**TEXT, "text": {"body": ""}}, "text['body']"),
        ({**TEXT, "text": {"body": "x" * 4097}}, "at most 4096"),
        (TEMPLATE, None),
        ({**TEMPLATE, "template": {"name": "order_update"}}, "language"),
        (reply_buttons("Yes", "No", "Maybe"), None),
        (reply_buttons("A", "B", "C", "D"), "1 to 3"),
        (reply_buttons("x" * 20), None),
        (reply_buttons("x" * 21), "at most 20"),
        (reply_buttons("Same", "Same"), "unique"),
        (list_rows(10), None),
        (list_rows(6, 4), None),
        (list_rows(6, 5), "Max rows: 10"),
        (
            interactive(
                "list", {"button": "x" * 21, "sections": [{"rows": [{"id": "a", "title": "A"}]}]}
            ),
            "at most 20",
        ),
        (
            interactive(
                "list", {"button": "Go", "sections": [{"rows": [{"id": "a", "title": "x" * 25}]}]}
            ),
            "at most 24",
        ),
        (interactive("button", {"buttons": []}), "1 to 3"),
        (interactive("product", {}), "unsupported"),
        ({**TEXT, "type": "carrier_pigeon"}, "unsupported"),
    ],
)
def test_find_violation(body: dict[str, Any], problem: str | None) -> None:
    found = find_violation(body)
    if problem is None:
        assert found is None
    else:
        assert found is not None and problem in found
