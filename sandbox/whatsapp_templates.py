"""The Graph API's template list as Meta serves it: GET /{version}/{WABA-ID}/message_templates.

Fields as Meta documents them (name, language, status, category, id, components with a BODY whose
text holds `{{1}}` placeholders), cursor paging under `paging.cursors` with `paging.next` only when
another page follows, `limit` and `after` in the query. The business's templates start as
DEFAULT_TEMPLATES and are replaced with POST /_sandbox/whatsapp/templates {"templates": [...]}.
"""

import base64
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model
from sandbox.graph_errors import graph_error

DEFAULT_LIMIT, MAX_LIMIT = 25, 100


def _template(name: str, language: str, body: str, status: str = "APPROVED", category: str = "UTILITY"
              ) -> dict[str, Any]:
    return {"name": name, "language": language, "status": status, "category": category,
            "parameter_format": "POSITIONAL", "components": [{"type": "BODY", "text": body}]}


DEFAULT_TEMPLATES: tuple[dict[str, Any], ...] = (
    _template("support_update", "en", "{{1}}"),
    _template("order_update", "en", "Hi {{1}}, there is news about your order {{2}}. Reply here and we will "
                                    "pick it up with you."),
    _template("order_update", "es", "Hola {{1}}, hay novedades sobre tu pedido {{2}}. Responde aquí y lo "
                                    "vemos contigo."),
    _template("spring_sale", "en", "Our spring sale starts today!", status="PENDING", category="MARKETING"),
)


class TemplatesRequest(BaseModel):
    """The business's templates, each as Meta lists one (an `id` is given when missing)."""

    model_config = ConfigDict(extra="forbid")
    templates: list[dict[str, Any]] = Field(default_factory=list)


@dataclass
class TemplateState:
    templates: list[dict[str, Any]] = field(default_factory=list)
    list_requests: int = 0  # pages served: what listing costs, held as a ceiling in tests

    def replace(self, templates: list[dict[str, Any]] | tuple[dict[str, Any], ...]) -> None:
        self.templates = [{"id": str(9_000_000_000_000 + i)} | t for i, t in enumerate(templates, start=1)]

    def reset(self) -> None:
        self.replace(DEFAULT_TEMPLATES)
        self.list_requests = 0


templates_state_key = web.AppKey("sandbox_whatsapp_templates", TemplateState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    state = app[templates_state_key] = TemplateState()
    state.reset()
    app.router.add_get(r"/{version:v\d+\.\d+}/{waba_id:\d+}/message_templates", list_templates)
    app.router.add_post("/_sandbox/whatsapp/templates", set_templates)
    app.router.add_get("/_sandbox/whatsapp/templates", show_templates)


def _cursor(index: int) -> str:
    return base64.urlsafe_b64encode(f"sbx:{index}".encode()).decode()


def _index(cursor: str) -> int | None:
    try:
        return int(base64.urlsafe_b64decode(cursor.encode()).decode().removeprefix("sbx:"))
    except (ValueError, UnicodeDecodeError):
        return None


def _error(status: int, code: int, details: str | None = None) -> web.Response:
    return web.json_response(graph_error(code, "ASandboxTemplates", details), status=status)


async def list_templates(request: web.Request) -> web.Response:
    """One page of the account's templates, oldest first."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return _error(401, 190)
    waba = request.match_info["waba_id"]
    if waba != request.app[config_key].business_account_id:
        return _error(400, 100, f"Unsupported get request. Object with ID '{waba}' does not exist")
    try:
        limit = min(max(int(request.query.get("limit", DEFAULT_LIMIT)), 1), MAX_LIMIT)
    except ValueError:
        return _error(400, 100, "limit must be an integer")
    start = 0
    if "after" in request.query:
        after = _index(request.query["after"])
        if after is None:
            return _error(400, 100, "Invalid cursor")
        start = after + 1
    request.app[templates_state_key].list_requests += 1
    everything = request.app[templates_state_key].templates
    page = everything[start:start + limit]
    body: dict[str, Any] = {"data": page}
    if page:
        body["paging"] = {"cursors": {"before": _cursor(start), "after": _cursor(start + len(page) - 1)}}
        if start + len(page) < len(everything):
            query = request.rel_url.query.copy()
            query["after"] = body["paging"]["cursors"]["after"]
            body["paging"]["next"] = str(request.url.with_query(query))
    return web.json_response(body)


async def set_templates(request: web.Request) -> web.Response:
    state = request.app[templates_state_key]
    state.replace((await read_model(request, TemplatesRequest)).templates)
    return await show_templates(request)


async def show_templates(request: web.Request) -> web.Response:
    """The business's templates and how many list pages were served since the last reset."""
    state = request.app[templates_state_key]
    return web.json_response({"templates": state.templates, "list_requests": state.list_requests})
