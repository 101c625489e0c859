"""What the carrier says about a delivered parcel, as get_order gives it to the model (issue 15.5).

Its scans and where it left the parcel are the carrier's words: data, marked untrusted like a
customer's (invariant 9). A carrier that does not answer leaves them out; the order's own facts stand.
"""

from __future__ import annotations

from typing import Any

from supportbot.core.ports import Carrier, ParcelTracking
from supportbot.core.privacy.untrusted import mark
from supportbot.core.shop.orders import Order


def _tracking_reference(tracking: ParcelTracking) -> dict[str, Any]:
    """The carrier's scans and proof of delivery; its words are data (invariant 9), so marked.
    Scan places and the drop's GPS fix stay out: they are the customer's address by other means,
    and the model gets the address only as a reference (the templated reply and staff see them)."""
    proof = tracking.proof
    return {
        "events": [{"time": e.time, "status": e.status, "description": mark(e.description) if e.description else ""}
                   for e in tracking.events],
        "proof_of_delivery": None if proof is None else {
            "left_at": mark(proof.left_at) if proof.left_at else None, "photo_url": proof.photo_url},
    }


async def carrier_tracking(carrier: Carrier | None, order: Order) -> dict[str, Any] | str:
    """What the carrier says about a delivered parcel; its outage only leaves this out."""
    if carrier is None or not order.tracking:
        return "unavailable: answer from the order's own facts"
    tracking = await carrier.tracking(order.tracking)
    return "unavailable: answer from the order's own facts" if tracking is None else _tracking_reference(tracking)

