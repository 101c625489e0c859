"""Carrier tracking stand-in: a parcel's scan events and, once delivered, its proof of delivery.

`GET /carrier/v1/tracking/{tracking_number}` -> {"tracking_number", "status", "events": [{"time",
"status", "description", "location"}, ...] newest first, "proof_of_delivery": {"left_at",
"photo_url"?, "lat"?, "lon"?} | null}. Every parcel is seeded from its tracking number (the same
number always answers the same), delivered a few hours before the sandbox clock.

Controls: `POST /_sandbox/carrier/proof {"tracking_number", "left_at", "photo_url", "lat", "lon"}`
sets a parcel's proof of delivery (`"none": true` removes it); `POST /_sandbox/carrier/outage
{"down": true}` makes every tracking call answer 503 until turned off or reset.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model

_LEFT_AT = ("front porch", "with neighbour at no. 14", "in the safe place by the back door", "reception / mailroom",
            "handed to resident")
_DEPOTS = ("Birmingham hub", "Manchester depot", "Bristol depot", "Leeds hub")


@dataclass
class CarrierState:
    proofs: dict[str, dict[str, Any] | None] = field(default_factory=dict)  # set by the control
    down: bool = False

    def reset(self) -> None:
        self.proofs.clear()
        self.down = False


carrier_state_key = web.AppKey("sandbox_carrier", CarrierState)


class Proof(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tracking_number: str = Field(min_length=1)
    none: bool = False
    left_at: str | None = None
    photo_url: str | None = None
    lat: float | None = None
    lon: float | None = None


class Outage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    down: bool = True


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    app[carrier_state_key] = CarrierState()
    app.router.add_get("/carrier/v1/tracking/{tracking_number}", tracking)
    app.router.add_post("/_sandbox/carrier/proof", set_proof)
    app.router.add_post("/_sandbox/carrier/outage", outage)


def seeded_parcel(number: str, now: datetime) -> dict[str, Any]:
    """The parcel's story, the same every time for the same number: collected, hub, out, delivered."""
    digest = hashlib.sha256(number.encode()).digest()
    delivered = (now - timedelta(hours=2 + digest[0] % 20)).replace(microsecond=0)
    depot = _DEPOTS[digest[1] % len(_DEPOTS)]
    steps = [(delivered, "delivered", "Delivered", "Local delivery office"),
             (delivered - timedelta(hours=4), "out_for_delivery", "Out for delivery", "Local delivery office"),
             (delivered - timedelta(hours=14), "in_transit", "Arrived at sorting hub", depot),
             (delivered - timedelta(hours=30), "collected", "Collected from sender", "Shop warehouse")]
    proof: dict[str, Any] = {"left_at": _LEFT_AT[digest[2] % len(_LEFT_AT)]}
    if digest[3] % 2 == 0:  # about half the parcels have a photo and a GPS fix
        proof |= {"photo_url": f"https://carrier.example.com/pod/{number}.jpg",
                  "lat": round(51.0 + digest[4] / 512, 5), "lon": round(-2.0 + digest[5] / 256, 5)}
    return {"tracking_number": number, "status": "delivered", "proof_of_delivery": proof,
            "events": [{"time": t.isoformat().replace("+00:00", "Z"), "status": s, "description": d, "location": loc}
                       for t, s, d, loc in steps]}


async def tracking(request: web.Request) -> web.Response:
    state = request.app[carrier_state_key]
    if state.down:
        return web.json_response({"error": "service unavailable"}, status=503)
    number = request.match_info["tracking_number"]
    now = datetime.fromtimestamp(request.app[config_key].epoch_seconds(), UTC)
    parcel = seeded_parcel(number, now)
    if number in state.proofs:
        parcel["proof_of_delivery"] = state.proofs[number]
    return web.json_response(parcel)


async def set_proof(request: web.Request) -> web.Response:
    ask = await read_model(request, Proof)
    proof = None if ask.none else ask.model_dump(exclude={"tracking_number", "none"}, exclude_none=True)
    request.app[carrier_state_key].proofs[ask.tracking_number] = proof
    return web.json_response({"tracking_number": ask.tracking_number, "proof_of_delivery": proof})


async def outage(request: web.Request) -> web.Response:
    ask = await read_model(request, Outage)
    request.app[carrier_state_key].down = ask.down
    return web.json_response({"down": ask.down})
