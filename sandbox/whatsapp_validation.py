"""Checks a Cloud API send body the way Meta does, returning the violation Meta would report."""

import re
from typing import Any

# A business-scoped user id: two capital letters for the country, a dot, letters and digits
# (US.13491208655302741918). A parent id (across a business portfolio) has the same form with
# ENT after the country (US.ENT.…).
BSUID = re.compile(r"[A-Z]{2}\.(?:ENT\.)?[A-Za-z0-9]+")

# Meta's documented limits for the message types the bot sends.
TEXT_BODY_MAX = 4096
INTERACTIVE_BODY_MAX = 1024
HEADER_FOOTER_MAX = 60
REPLY_BUTTONS_MAX = 3
BUTTON_TITLE_MAX = 20
BUTTON_ID_MAX = 256
LIST_ROWS_MAX = 10
LIST_SECTIONS_MAX = 10
LIST_BUTTON_MAX = 20
ROW_TITLE_MAX = 24
ROW_DESCRIPTION_MAX = 72
ROW_ID_MAX = 200
SECTION_TITLE_MAX = 24

# Media and other types are accepted with a shallow check: the bot does not send them.
OTHER_TYPES = {"image", "audio", "video", "document", "sticker", "location", "contacts", "reaction"}


def find_violation(body: Any) -> str | None:
    """What Meta would reject in this send body, or None when it is valid."""
    if not isinstance(body, dict):
        return "Request body must be a JSON object"
    if body.get("messaging_product") != "whatsapp":
        return "Param messaging_product must be 'whatsapp'"
    problem = _recipient_violation(body)
    if problem:
        return problem
    kind = body.get("type", "text")
    if kind == "text":
        return _text_violation(body.get("text"))
    if kind == "interactive":
        return _interactive_violation(body.get("interactive"))
    if kind == "template":
        return _template_violation(body.get("template"))
    if kind in OTHER_TYPES:
        return None if isinstance(body.get(kind), dict) else f"Param {kind} is required"
    return f"Param type has an unsupported value: {kind!r}"


def _recipient_violation(body: dict[str, Any]) -> str | None:
    """`to` (a phone number) or `recipient` (a business-scoped user id); `to` wins when both are
    given, as Meta's Cloud API does since usernames (2026)."""
    if "to" in body:
        to = body["to"]
        if not isinstance(to, str) or not to.lstrip("+").isdigit():
            return "Param to must be a phone number or WhatsApp ID"
        return None
    if "recipient" in body:
        recipient = body["recipient"]
        if not isinstance(recipient, str) or not BSUID.fullmatch(recipient):
            return "Param recipient must be a business-scoped user ID"
        return None
    return "Param to or recipient is required"


def _length_violation(value: Any, name: str, maximum: int) -> str | None:
    if not isinstance(value, str) or not value.strip():
        return f"Param {name} is required and must be a non-empty string"
    if len(value) > maximum:
        return f"Param {name} must be at most {maximum} characters long (got {len(value)})"
    return None


def _text_violation(text: Any) -> str | None:
    if not isinstance(text, dict):
        return "Param text is required"
    return _length_violation(text.get("body"), "text['body']", TEXT_BODY_MAX)


def _template_violation(template: Any) -> str | None:
    if not isinstance(template, dict):
        return "Param template is required"
    if not isinstance(template.get("name"), str) or not template["name"]:
        return "Param template['name'] is required"
    language = template.get("language")
    if not isinstance(language, dict) or not isinstance(language.get("code"), str):
        return "Param template['language']['code'] is required"
    return None


def _interactive_violation(interactive: Any) -> str | None:
    if not isinstance(interactive, dict):
        return "Param interactive is required"
    kind = interactive.get("type")
    if kind not in ("button", "list"):
        return f"Param interactive['type'] has an unsupported value: {kind!r}"
    body = interactive.get("body")
    problem = _length_violation(
        body.get("text") if isinstance(body, dict) else None,
        "interactive['body']['text']",
        INTERACTIVE_BODY_MAX,
    )
    if problem:
        return problem
    for part in ("header", "footer"):
        section = interactive.get(part)
        if section is None:
            continue
        if not isinstance(section, dict):
            return f"Param interactive['{part}'] must be an object"
        if part == "footer" or section.get("type", "text") == "text":
            name = f"interactive['{part}']['text']"
            problem = _length_violation(section.get("text"), name, HEADER_FOOTER_MAX)
            if problem:
                return problem
    action = interactive.get("action")
    if not isinstance(action, dict):
        return "Param interactive['action'] is required"
    if kind == "button":
        return _buttons_violation(action.get("buttons"))
    return _list_violation(action)


def _buttons_violation(buttons: Any) -> str | None:
    if not isinstance(buttons, list) or not 1 <= len(buttons) <= REPLY_BUTTONS_MAX:
        return f"Param interactive['action']['buttons'] must have 1 to {REPLY_BUTTONS_MAX} buttons"
    ids: set[str] = set()
    titles: set[str] = set()
    for i, button in enumerate(buttons):
        name = f"interactive['action']['buttons'][{i}]"
        if not isinstance(button, dict) or button.get("type") != "reply":
            return f"Param {name}['type'] must be 'reply'"
        reply = button.get("reply")
        if not isinstance(reply, dict):
            return f"Param {name}['reply'] is required"
        problem = _length_violation(
            reply.get("title"), f"{name}['reply']['title']", BUTTON_TITLE_MAX
        ) or _length_violation(reply.get("id"), f"{name}['reply']['id']", BUTTON_ID_MAX)
        if problem:
            return problem
        if reply["id"] in ids or reply["title"] in titles:
            return "Buttons must have unique ids and titles"
        ids.add(reply["id"])
        titles.add(reply["title"])
    return None


def _list_violation(action: dict[str, Any]) -> str | None:
    problem = _length_violation(
        action.get("button"), "interactive['action']['button']", LIST_BUTTON_MAX
    )
    if problem:
        return problem
    sections = action.get("sections")
    if not isinstance(sections, list) or not 1 <= len(sections) <= LIST_SECTIONS_MAX:
        return f"Param interactive['action']['sections'] must have 1 to {LIST_SECTIONS_MAX} items"
    row_ids: set[str] = set()
    for s, section in enumerate(sections):
        name = f"interactive['action']['sections'][{s}]"
        if not isinstance(section, dict):
            return f"Param {name} must be an object"
        # A title is only mandatory when there is more than one section.
        if len(sections) > 1 or "title" in section:
            problem = _length_violation(section.get("title"), f"{name}['title']", SECTION_TITLE_MAX)
            if problem:
                return problem
        rows = section.get("rows")
        if not isinstance(rows, list) or not rows:
            return f"Param {name}['rows'] must have at least 1 row"
        for r, row in enumerate(rows):
            problem = _row_violation(row, f"{name}['rows'][{r}]")
            if problem:
                return problem
            if row["id"] in row_ids:
                return "Row ids must be unique across sections"
            row_ids.add(row["id"])
    if len(row_ids) > LIST_ROWS_MAX:
        return f"Total row count exceeded. Max rows: {LIST_ROWS_MAX} (got {len(row_ids)})"
    return None


def _row_violation(row: Any, name: str) -> str | None:
    if not isinstance(row, dict):
        return f"Param {name} must be an object"
    problem = _length_violation(row.get("id"), f"{name}['id']", ROW_ID_MAX) or _length_violation(
        row.get("title"), f"{name}['title']", ROW_TITLE_MAX
    )
    if problem:
        return problem
    description = row.get("description")
    if description is not None and (
        not isinstance(description, str) or len(description) > ROW_DESCRIPTION_MAX
    ):
        return f"Param {name}['description'] must be at most {ROW_DESCRIPTION_MAX} characters long"
    return None
