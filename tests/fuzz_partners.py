"""Fuzzing the partners' webhooks (payments, shop, warehouse, Shopify) against the running stack.

What must hold, whatever arrives, signed or not: no response is 5xx, and a signed, well-formed event
gets 200. Strategies reuse the odd values of tests/fuzzing.py; cases are drawn first and posted after,
as there.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from sandbox.payments import sign_event
from supportbot.channels.shop.shopify_webhook import TOPICS as SHOPIFY_TOPICS
from supportbot.channels.shop.shopify_webhook import sign as shopify_sign
from tests import meta
from tests.fuzzing import ODD, Tally, deep_value, draw_cases, json_value, serialised

HOOKS = {"payments": ("Stripe-Signature", "payments_webhook_secret", "refund.failed", "id"),
         "shop": ("Shop-Signature", "shop_webhook_secret", "order.shipped", "order_id"),
         "warehouse": ("Warehouse-Signature", "warehouse_webhook_secret", "return.received", "id")}
# Shopify signs differently (a base64 HMAC of the body, no timestamp) and names the event in headers.
SHOPIFY = "shopify"
FUZZED = {*HOOKS, SHOPIFY}
HUGE_T = ["9" * 400, "-" + "9" * 400, "²", "١٢٣", "1e9", "", " 1", "0x10", str(10**12 + 1)]


@dataclass
class PartnerCase:
    hook: str
    body: bytes
    signing: str  # "good", "none", or a hostile header value
    expect_ok: bool
    label: str


@st.composite
def partner_case(draw: st.DrawFn) -> PartnerCase:
    hook = draw(st.sampled_from(sorted(HOOKS)))
    _, _, kind, key = HOOKS[hook]
    good = {"id": f"evt_{draw(st.integers(0, 10**6))}", "type": kind,
            "data": {"object": {key: draw(st.sampled_from(["A-1042", "re_1", "ret_1", "X-404"]))}}}
    how = draw(st.sampled_from(["good", "field", "field", "deep", "json", "bytes", "constants"]))
    expect_ok = how == "good"
    if how == "good":
        document: Any = good
    elif how == "field":
        where = draw(st.sampled_from(["id", "type", "data", "object", "key"]))
        junk = draw(st.one_of(json_value, st.sampled_from(ODD), st.just(10**40), st.just(["A-1042"]),
                              st.just("x" * 5000)))
        document = good
        if where in ("id", "type", "data"):
            document[where] = junk
        elif where == "object":
            document["data"]["object"] = junk
        else:
            document["data"]["object"][key] = junk
    elif how == "deep":
        document = good | {"data": {"object": {key: draw(deep_value)}}}
    elif how == "json":
        document = draw(json_value)
    if how == "bytes":
        body = draw(st.binary(max_size=300))
    elif how == "constants":
        body = json.dumps(good).replace('"evt_', draw(st.sampled_from(["NaN", "1e999", "Infinity"])) + ' "').encode()
    else:
        body = serialised(document, ascii_only=draw(st.booleans()) or "\\ud" in json.dumps(document))
    signing = draw(st.sampled_from(["good", "good", "good", "none", "stale"] + [f"t={t},v1=00" for t in HUGE_T]))
    if signing != "good":
        expect_ok = False
    return PartnerCase(hook, body, signing, expect_ok, f"{hook} {how}")


@st.composite
def shopify_case(draw: st.DrawFn) -> PartnerCase:
    """A Shopify event: its body as for the others, its topic and webhook id headers odd too."""
    good = {"id": draw(st.integers(1, 10**9)), "order_id": draw(st.integers(1, 10**9)), "name": "#A-1043.1",
            "status": draw(st.sampled_from(["success", "cancelled", "open"])), "tracking_company": "Royal Mail",
            "tracking_number": "RM555GB", "line_items": [{"sku": "BOWL-1", "quantity": 1}]}
    how = draw(st.sampled_from(["good", "field", "field", "deep", "json", "bytes", "constants", "topic", "id"]))
    document: Any = dict(good)
    if how == "field":
        where = draw(st.sampled_from(sorted(good)))
        document[where] = draw(st.one_of(json_value, st.sampled_from(ODD), st.just(10**40), st.just("x" * 5000)))
    elif how == "deep":
        document["line_items"] = draw(deep_value)
    elif how == "json":
        document = draw(json_value)
    if how == "bytes":
        body = draw(st.binary(max_size=300))
    elif how == "constants":
        body = json.dumps(good).replace('"name"', draw(st.sampled_from(["NaN", "1e999", "Infinity"])) + ', "n"'
                                        ).encode()
    else:
        body = serialised(document, ascii_only=draw(st.booleans()) or "\\ud" in json.dumps(document))
    topic = draw(st.sampled_from(sorted(SHOPIFY_TOPICS))) if how != "topic" else draw(st.sampled_from(
        ["", "x" * 5000, "fulfillments/create\t", "orders/", "app/uninstalled"]))
    webhook_id = f"b5-{draw(st.integers(0, 10**6))}" if how != "id" else draw(st.sampled_from(["", "x" * 5000]))
    signing = draw(st.sampled_from(["good", "good", "good", "none", "garbage", "=" * 400, "9" * 400]))
    # An unknown topic, signed, is acknowledged and ignored as Shopify expects; only its body must not crash.
    expect_ok = signing == "good" and how in ("good", "topic") and topic in SHOPIFY_TOPICS
    return PartnerCase(SHOPIFY, body, f"{signing}|{topic}|{webhook_id}", expect_ok, f"{SHOPIFY} {how}")


def _shopify_headers(stack: Any, case: PartnerCase) -> dict[str, str]:
    signing, topic, webhook_id = case.signing.split("|", 2)
    headers = {"Content-Type": "application/json", "X-Shopify-Topic": topic, "X-Shopify-Webhook-Id": webhook_id,
               "X-Shopify-Shop-Domain": "sandbox.myshopify.com"}
    if signing == "good":
        headers["X-Shopify-Hmac-Sha256"] = shopify_sign(stack.settings.shopify_webhook_secret, case.body)
    elif signing != "none":
        headers["X-Shopify-Hmac-Sha256"] = signing
    return headers


async def post_partner_events(stack: Any, count: int, at: int, tally: Tally) -> None:
    for case in [*draw_cases(partner_case(), count, at), *draw_cases(shopify_case(), max(1, count // 3), at)]:
        if case.hook == SHOPIFY:
            async with stack.session.post(f"{stack.web_url}/webhooks/shopify", data=case.body,
                                          headers=_shopify_headers(stack, case)) as resp:
                status, text = resp.status, await resp.text()
            _tally(tally, case, status, text)
            continue
        header_name, secret_name, _, _ = HOOKS[case.hook]
        secret = getattr(stack.settings, secret_name)
        headers = {"Content-Type": "application/json"}
        if case.signing == "good":
            headers[header_name] = sign_event(secret, meta.NOW_TS, case.body)
        elif case.signing == "stale":
            headers[header_name] = sign_event(secret, meta.NOW_TS - 3600, case.body)
        elif case.signing != "none":
            headers[header_name] = case.signing
        async with stack.session.post(f"{stack.web_url}/webhooks/{case.hook}", data=case.body,
                                      headers=headers) as resp:
            status, text = resp.status, await resp.text()
        _tally(tally, case, status, text)


def _tally(tally: Tally, case: PartnerCase, status: int, text: str) -> None:
    tally.cases[case.label] += 1
    tally.statuses[status] += 1
    if status >= 500 or (case.expect_ok and status != 200):
        tally.problems.append(f"{case.hook} {status} {text[:120]!r} ({case.signing[:40]}) for {case.body[:300]!r}")
