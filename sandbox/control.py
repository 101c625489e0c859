"""The sandbox's JSON control surface: parse a request body into a model, answer errors as JSON."""

import json
from typing import Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

ModelT = TypeVar("ModelT", bound=BaseModel)


def bad_request(message: str) -> web.HTTPBadRequest:
    """A 400 whose JSON body says what was wrong, for the caller to raise."""
    return web.HTTPBadRequest(text=json.dumps({"error": message}), content_type="application/json")


async def read_json(request: web.Request) -> Any:
    """The body as JSON (an empty body counts as `{}`), or a 400 that says why it is not."""
    raw = await request.read()
    try:
        return json.loads(raw) if raw.strip() else {}
    except json.JSONDecodeError as exc:
        raise bad_request(f"body is not JSON: {exc}") from exc


async def read_model(request: web.Request, model: type[ModelT]) -> ModelT:
    """The body validated as `model`; the error names the offending field."""
    try:
        return model.model_validate(await read_json(request))
    except ValidationError as exc:
        raise bad_request(str(exc)) from exc
