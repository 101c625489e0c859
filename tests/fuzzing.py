"""Fuzzing what reaches us from outside: signed WhatsApp webhook bodies and signed Slack requests.

Hypothesis draws the cases (strategies below); `run_round` posts them, signed, to the real web
app of a running stack (tests/e2e.py: Postgres, Redis, the sandbox), then runs a burst worker
over whatever was stored. What must hold, whatever arrives:

- no response is 5xx (a 500 makes Meta retry the body for days; Slack shows the staff an error);
- a body whose envelope is Meta's gets 200, and every well-formed message in it is stored,
  whatever else the batch holds (wrong types, missing fields, deep or huge values, odd Unicode);
- no worker job fails on what was stored.

`tests/test_fuzz.py` runs a small seeded round in the suite; `scripts/fuzz.py` runs long ones.
Cases are drawn first (hypothesis runs synchronously) and posted afterwards in the test's event
loop, so a failure is reported with its body rather than shrunk.
"""

from __future__ import annotations

import itertools
import json
import logging
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote_plus, urlencode

from arq.worker import Worker
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from sandbox.slack_requests import signed_headers as slack_headers
from supportbot.app.bootstrap import open_worker_deps
from supportbot.channels.whatsapp.signature import sign
from supportbot.worker.settings import worker_options
from tests import meta

# --- values -------------------------------------------------------------------------------------

# Characters that have broken parsers, databases, masks or Slack markup somewhere.
ODD = ["\x00", "\ud800", "\udfff", "\u202e", "\u200b", "\ufeff", "\U000e0041", "\u2028", "\r\n", "\t",
       "<!channel>", "<http://x.example|fake>", "&amp;", "<@U0APPROVER>", "```", "*_~", "\\", '"', "'",
       "😀", "👍🏽", "\u0301", "नमस्ते", "مرحبا", "ẞ", "İ", "\uffff", "%s%n", "{order}", "${x}",
       "4242 4242 4242 4242", "a@b.co", "+44 7700 900123", "password: x", "A-1042", "123456"]
# Runs that made the old mask rules rescan from every position.
RUNS = ["1", "a", "a.", "1 ", "1-", "a@", "+(1) "]

odd_text = st.one_of(
    st.text(max_size=60),
    st.lists(st.sampled_from(ODD), max_size=8).map("".join),
    st.tuples(st.text(max_size=20), st.sampled_from(ODD), st.text(max_size=20)).map("".join),
)
huge_text = st.tuples(st.sampled_from(RUNS), st.integers(1000, 20_000)).map(lambda t: t[0] * (t[1] // len(t[0])))
any_text = st.one_of(odd_text, odd_text, odd_text, huge_text)

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(-(10**30), 10**30),
                      st.floats(allow_nan=False, allow_infinity=False), odd_text)
json_value = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(odd_text, inner, max_size=4)), max_leaves=12)


def nested(depth: int, leaf: Any = "bottom") -> Any:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"d": value}
    return value


# Deeper than json.dumps can write: a marker string, spelled out as brackets once serialised.
DEEP = re.compile(r'"SBXDEEP:(\d+)"')
deep_value = st.one_of(st.integers(30, 500).map(nested), st.integers(500, 5000).map(lambda n: f"SBXDEEP:{n}"))


def serialised(document: Any, ascii_only: bool) -> bytes:
    text = json.dumps(document, ensure_ascii=ascii_only)
    return DEEP.sub(lambda m: "[" * int(m[1]) + "]" * int(m[1]), text).encode()

# Senders from a small pool, so a round makes few conversations and the worker answers them all.
PHONES = ["15551230001", "15551230002", "447700900555", "919800000001", "15550000077"]
BSUIDS = ["US.13491208655302741918", "IN.9988776655443322110"]
KINDS = ["text", "interactive", "button", "image", "audio", "video", "document", "sticker", "location",
         "contacts", "reaction", "system", "unsupported", "order", "hologram"]


# --- WhatsApp -----------------------------------------------------------------------------------

@dataclass
class Ids:
    """Message ids unique across a whole run, so 'stored' can be checked id by id."""

    run: str
    counter: itertools.count = field(default_factory=lambda: itertools.count(1))

    def next(self) -> str:
        return f"wamid.FUZZ{self.run}.{next(self.counter):07d}"


@st.composite
def valid_message(draw: st.DrawFn, ids: Ids) -> dict[str, Any]:
    """A message Meta could send: any kind, any text, extra fields Meta may add one day."""
    kind = draw(st.sampled_from(KINDS))
    m: dict[str, Any] = {"id": ids.next(), "timestamp": str(meta.NOW_TS - draw(st.integers(0, 3600))),
                         "type": kind}
    who = draw(st.sampled_from(["phone", "phone", "phone", "bsuid", "both"]))
    if who in ("phone", "both"):
        m["from"] = draw(st.sampled_from(PHONES))
    if who in ("bsuid", "both"):
        m["from_user_id"] = draw(st.sampled_from(BSUIDS))
    text = draw(any_text)
    if kind == "text":
        m["text"] = {"body": text}
    elif kind == "interactive":
        reply = draw(st.sampled_from(["button_reply", "list_reply"]))
        m["interactive"] = {"type": reply, reply: {"id": draw(odd_text.filter(bool)), "title": text[:100]}}
    elif kind == "button":
        m["button"] = {"payload": draw(odd_text), "text": text[:100]}
    elif kind in ("image", "video", "document", "sticker", "audio"):
        m[kind] = {"id": "MEDIA1", "mime_type": "image/jpeg"} | ({"caption": text} if draw(st.booleans()) else {})
    elif kind == "location":
        m["location"] = {"latitude": draw(st.floats(-90, 90)), "longitude": draw(st.floats(-180, 180)),
                         "name": text[:200]}
    elif kind == "contacts":
        m["contacts"] = [{"name": {"formatted_name": text[:200]}, "phones": [{"phone": "+1 555 0100"}]}]
    elif kind == "reaction":
        m["reaction"] = {"message_id": "wamid.X", "emoji": draw(st.sampled_from(["👍", "", "\u0301"]))}
    elif kind == "system":
        change = draw(st.sampled_from(["user_changed_number", "customer_identity_changed"]))
        m["system"] = {"body": text[:200], "type": change, "new_wa_id": draw(st.sampled_from(PHONES))}
    elif kind == "unsupported":
        m["errors"] = [{"code": 131051, "title": "Message type unknown"}]
    if draw(st.booleans()):
        m["context"] = {"from": "15550000000", "id": draw(odd_text)}
    for key, value in draw(st.dictionaries(st.sampled_from(["referral", "brand_new", "x", "identity"]),
                                           json_value, max_size=2)).items():
        m[key] = value
    return m


@st.composite
def junk_message(draw: st.DrawFn, ids: Ids) -> Any:
    """What Meta never sends: wrong types, missing fields, deep values, or no message at all."""
    base = draw(valid_message(ids))
    how = draw(st.sampled_from(["field", "field", "missing", "deep", "any"]))
    if how == "any":
        return draw(json_value)
    if how == "missing":
        base.pop(draw(st.sampled_from(sorted(base))), None)
        return base
    if how == "deep":
        base[draw(st.sampled_from(["nested", "text", "context", "from"]))] = draw(deep_value)
        return base
    name = draw(st.sampled_from(["id", "type", "from", "from_user_id", "timestamp", "text", "interactive",
                                 "button", "image"]))
    base[name] = draw(st.one_of(json_value, st.just({"body": ["not", "text"]}), st.just(10**40),
                                st.just("x" * 5000), st.just("\x00"), st.just("\ud800")))
    return base


@st.composite
def valid_status(draw: st.DrawFn, ids: Ids) -> dict[str, Any]:
    s = {"id": ids.next(), "status": draw(st.sampled_from(["sent", "delivered", "read", "failed", "deleted"])),
         "timestamp": str(meta.NOW_TS), "recipient_id": draw(st.sampled_from(PHONES))}
    if s["status"] == "failed":
        s["errors"] = [{"code": 131047, "title": draw(odd_text)}]
    return s


@dataclass
class WebhookCase:
    body: bytes
    expect_ok: bool  # the envelope is Meta's: 200, and every message in `valid` stored
    valid: list[str]  # ids of well-formed messages in it
    label: str


@st.composite
def item_case(draw: st.DrawFn, ids: Ids) -> WebhookCase:
    """Meta's envelope around a mix of well-formed and broken messages, statuses and contacts."""
    valid: list[str] = []
    entries = []
    for _ in range(draw(st.integers(1, 2))):
        changes = []
        for _ in range(draw(st.integers(1, 2))):
            messages: list[Any] = []
            for _ in range(draw(st.integers(0, 4))):
                if draw(st.integers(0, 2)):
                    m = draw(valid_message(ids))
                    valid.append(m["id"])
                else:
                    m = draw(junk_message(ids))
                messages.append(m)
            statuses = [draw(valid_status(ids)) if draw(st.booleans()) else draw(junk_message(ids))
                        for _ in range(draw(st.integers(0, 2)))]
            contacts = [draw(st.one_of(
                st.fixed_dictionaries({"wa_id": st.sampled_from(PHONES), "profile": st.fixed_dictionaries(
                    {"name": any_text})}),
                st.fixed_dictionaries({"user_id": st.sampled_from(BSUIDS), "username": odd_text}),
                json_value)) for _ in range(draw(st.integers(0, 2)))]
            number = draw(st.sampled_from([meta.NUMBER_ID] * 4 + ["999", None, 5, ["x"], {"a": 1}]))
            value: dict[str, Any] = {"messaging_product": "whatsapp",
                                     "metadata": {"display_phone_number": "15550000000", "phone_number_id": number}}
            if messages:
                value["messages"] = messages
            if statuses:
                value["statuses"] = statuses
            if contacts:
                value["contacts"] = contacts
            changes.append({"field": "messages", "value": value})
        entries.append({"id": "WABA", "changes": changes})
    document = {"object": "whatsapp_business_account", "entry": entries}
    # Meta sends UTF-8 and escapes what it must; half a surrogate pair can only travel escaped.
    ascii_only = draw(st.booleans()) or "\\ud" in json.dumps(document)
    return WebhookCase(serialised(document, ascii_only), True, valid, "items")


@st.composite
def envelope_case(draw: st.DrawFn, ids: Ids) -> WebhookCase:
    """A body whose envelope is not Meta's: any status but 5xx, nothing promised about storage."""
    how = draw(st.sampled_from(["json", "shape", "deep", "bytes", "constants", "numbers"]))
    if how == "json":
        raw = json.dumps(draw(json_value)).encode()
    elif how == "shape":
        document = {"object": draw(json_value), "entry": draw(st.one_of(
            json_value, st.lists(st.fixed_dictionaries({"changes": json_value}), max_size=3),
            st.lists(st.fixed_dictionaries({"changes": st.lists(st.fixed_dictionaries(
                {"value": st.fixed_dictionaries({"messages": json_value, "statuses": json_value,
                                                 "contacts": json_value, "metadata": json_value})}),
                max_size=2)}), max_size=2)))}
        raw = json.dumps(document).encode()
    elif how == "deep":
        depth = draw(st.integers(50, 200_000))
        raw = b'{"entry": ' + b"[" * depth + b"]" * depth + b"}"
    elif how == "bytes":
        raw = draw(st.binary(max_size=300))
    elif how == "constants":
        raw = b'{"entry": [{"changes": [{"value": {"messages": [{"id": "x", "n": ' + draw(
            st.sampled_from([b"NaN", b"Infinity", b"-Infinity", b"1e999", b"1" * 5000])) + b"}]}}]}]}"
    else:
        raw = json.dumps({"entry": [{"changes": [{"value": {"metadata": {"phone_number_id": draw(
            st.integers(-(10**20), 10**20))}, "messages": [draw(valid_message(ids))]}}]}]}).encode()
    return WebhookCase(raw, False, [], f"envelope:{how}")


def webhook_cases(ids: Ids) -> st.SearchStrategy[WebhookCase]:
    return st.one_of(item_case(ids), item_case(ids), item_case(ids), envelope_case(ids))


# --- Slack --------------------------------------------------------------------------------------

@dataclass
class SlackCase:
    body: str
    content_type: str
    label: str


RESPONSE_URL = "SBXRESPONSEURL"  # replaced by the sandbox's response_url endpoint when posted
APPROVERS = ["U0APPROVER", "U0SECOND"]
USERS = APPROVERS + ["U0STRANGER", "", "W0GUEST"]
TEAMS = ["T0SANDBOX", "T0SANDBOX", "T0ELSEWHERE", None]
ACTION_IDS = ["refund_approve", "refund_reject", "handoff_take_over", "handoff_hand_back", "handoff_close",
              "suggestion_send", "suggestion_edit", "suggestion_dismiss", "other", ""]
# Form bodies are UTF-8 on the wire: half a surrogate pair cannot travel in one (JSON escapes it).
form_text = odd_text.map(lambda t: t.encode("utf-8", "replace").decode("utf-8"))
ids_like = st.one_of(st.sampled_from(["1", "0", "-1", "99999999999999999999", "1.5", "", "abc", "²"]),
                     odd_text)


@st.composite
def block_action(draw: st.DrawFn) -> SlackCase:
    team = draw(st.sampled_from(TEAMS))
    user = {"id": draw(st.sampled_from(USERS)), "team_id": team}
    payload: dict[str, Any] = {
        "type": draw(st.sampled_from(["block_actions", "block_actions", "view_submission", "shortcut", "x"])),
        "user": draw(st.one_of(st.just(user), json_value)),
        "team": {"id": team} if team else draw(json_value),
        "api_app_id": "A0SANDBOXAPP", "token": "t", "trigger_id": "1.2.3",
        "container": {"type": "message", "message_ts": draw(odd_text), "channel_id": "C0SUPPORT"},
        "channel": {"id": draw(st.sampled_from(["C0SUPPORT", "C0ELSEWHERE"]))},
        "actions": draw(st.one_of(
            st.lists(st.fixed_dictionaries({"action_id": st.sampled_from(ACTION_IDS), "value": ids_like,
                                            "block_id": odd_text, "type": st.just("button")}), max_size=2),
            json_value)),
        "view": draw(st.one_of(st.none(), st.fixed_dictionaries({
            "callback_id": st.sampled_from(["refund_reject_reason", "suggestion_edited", "x"]),
            "private_metadata": odd_text,
            "state": st.just({"values": {name: {name: {"type": "plain_text_input", "value": "no"}}
                                         for name in ("reason", "draft")}})}))),
        "response_url": RESPONSE_URL,
    }
    raw = draw(st.one_of(st.just(json.dumps(payload)), form_text))
    return SlackCase(urlencode({"payload": raw}), "application/x-www-form-urlencoded", "block_action")


@st.composite
def slack_event(draw: st.DrawFn) -> SlackCase:
    event: dict[str, Any] = {
        "type": draw(st.sampled_from(["message", "message", "app_mention", "reaction_added", "x"])),
        "user": draw(st.sampled_from(USERS)), "text": draw(any_text), "channel": "C0SUPPORT",
        "ts": "1764400099.000200", "thread_ts": draw(st.sampled_from(["1764400099.000100", None, "x", ""])),
        "subtype": draw(st.sampled_from([None, None, "thread_broadcast", "message_changed", "bot_message"])),
    }
    for name in ("team", "user_team", "source_team"):
        if (team := draw(st.sampled_from(TEAMS))) is not None:
            event[name] = team
    envelope: dict[str, Any] = {
        "type": draw(st.sampled_from(["event_callback", "event_callback", "url_verification", "app_rate_limited"])),
        "token": "t", "api_app_id": "A0SANDBOXAPP", "event_id": f"Ev{draw(st.integers(0, 10**9))}",
        "event_time": int(time.time()), "challenge": draw(odd_text),
        "event": draw(st.one_of(st.just({k: v for k, v in event.items() if v is not None}), json_value)),
    }
    if (team := draw(st.sampled_from(TEAMS))) is not None:
        envelope["team_id"] = team
    raw = draw(st.one_of(st.just(json.dumps(envelope)), st.just(json.dumps(draw(json_value)))))
    return SlackCase(raw, "application/json", "event")


@st.composite
def slash_command(draw: st.DrawFn) -> SlackCase:
    words = draw(st.sampled_from(["mode", "intents", "queue", "stats", "forget", "help", "", "mode templated",
                                  "mode full", "intents all", "forget C-404"]))
    form = {"token": "t", "team_id": draw(st.sampled_from(["T0SANDBOX", "T0SANDBOX", "T0ELSEWHERE", ""])),
            "channel_id": "C0SUPPORT", "user_id": draw(st.sampled_from(USERS)),
            "command": draw(st.sampled_from(["/supportbot", "/supportbot", "/other"])),
            "text": words + " " + draw(form_text), "response_url": RESPONSE_URL,
            "trigger_id": "1.2.3", "api_app_id": "A0SANDBOXAPP"}
    for key in draw(st.lists(st.sampled_from(sorted(form)), max_size=2)):
        form.pop(key, None)
    return SlackCase(urlencode(form), "application/x-www-form-urlencoded", "command")


slack_cases = st.one_of(block_action(), slack_event(), slash_command())


# --- running ------------------------------------------------------------------------------------

def draw_cases(strategy: st.SearchStrategy[Any], count: int, at: int) -> list[Any]:
    """`count` cases from `strategy`, the same ones for the same seed `at`."""
    drawn: list[Any] = []

    @seed(at)
    @settings(max_examples=count, database=None, deadline=None, phases=("generate",),
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(case: Any) -> None:
        drawn.append(case)

    collect()
    return drawn[:count]


@dataclass
class Tally:
    """What a fuzz run saw; `problems` is empty when every rule held."""

    cases: Counter[str] = field(default_factory=Counter)
    statuses: Counter[int] = field(default_factory=Counter)
    valid_messages: int = 0
    stored: int = 0
    worker_jobs: int = 0
    worker_failures: int = 0
    errors_logged: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.cases.values())

    def summary(self) -> str:
        server = sum(n for s, n in self.statuses.items() if s >= 500)
        return (f"fuzz: {self.total} cases ({', '.join(f'{k} {n}' for k, n in sorted(self.cases.items()))}); "
                f"responses >= 500: {server}; statuses {dict(sorted(self.statuses.items()))}; "
                f"valid messages stored {self.stored}/{self.valid_messages}; worker jobs {self.worker_jobs}, "
                f"failed {self.worker_failures}; errors logged {self.errors_logged}; problems {len(self.problems)}")


class ErrorCounter(logging.Handler):
    """Counts ERROR records (an exception after Slack's ack surfaces only as a log line)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


async def post_webhooks(stack: Any, cases: list[WebhookCase], tally: Tally) -> None:
    url = f"{stack.web_url}/webhooks/whatsapp"
    secret = stack.settings.whatsapp_app_secret
    for case in cases:
        headers = {"X-Hub-Signature-256": sign(secret, case.body), "Content-Type": "application/json"}
        async with stack.session.post(url, data=case.body, headers=headers) as resp:
            status, text = resp.status, await resp.text()
        tally.cases[f"whatsapp {case.label}"] += 1
        tally.statuses[status] += 1
        if status >= 500 or (case.expect_ok and status != 200):
            tally.problems.append(f"webhook {status} {text[:120]!r} for {case.body[:300]!r}")


async def check_stored(db: Any, cases: list[WebhookCase], tally: Tally) -> None:
    wanted = [i for c in cases if c.expect_ok for i in c.valid]
    found = {r["wamid"] for r in await db.fetch("SELECT wamid FROM messages WHERE wamid = ANY($1)", wanted)}
    tally.valid_messages += len(wanted)
    tally.stored += len(found)
    for case in cases:
        missing = [i for i in case.valid if i not in found]
        if case.expect_ok and missing:
            tally.problems.append(f"not stored {missing} from {case.body[:300]!r}")


async def post_slack(stack: Any, cases: list[SlackCase], tally: Tally) -> None:
    url = f"{stack.web_url}/slack/events"
    secret = stack.settings.slack_signing_secret
    for n, case in enumerate(cases):
        body = case.body.replace(RESPONSE_URL, quote_plus(f"{stack.sandbox_url}/_sandbox/slack/response_url/{n}"))
        headers = slack_headers(secret, int(time.time()), body, case.content_type)
        async with stack.session.post(url, data=body.encode(), headers=headers) as resp:
            status, text = resp.status, await resp.text()
        tally.cases[f"slack {case.label}"] += 1
        tally.statuses[status] += 1
        if status >= 500:
            tally.problems.append(f"slack {status} {text[:120]!r} for {case.body[:300]!r}")


async def run_worker(stack: Any, tally: Tally) -> None:
    """A burst worker over everything stored so far; each failed job is a problem."""
    worker = Worker(**worker_options(stack.settings.redis_url, lambda: open_worker_deps(stack.settings),
                                     sweep_every=stack.settings.sweep_interval_seconds, burst=True))
    try:
        await worker.main()
        tally.worker_jobs += worker.jobs_complete + worker.jobs_failed
        tally.worker_failures += worker.jobs_failed
        if worker.jobs_failed:
            tally.problems.append(f"{worker.jobs_failed} worker jobs failed")
            failed = [r for r in await worker.pool.all_job_results() if not r.success]
            tally.problems += [f"job {r.function}{r.args}: {r.result!r}"[:300] for r in failed[:5]]
    finally:
        await worker.close()


async def run_round(stack: Any, db: Any, at: int, webhooks: int, slack: int, tally: Tally) -> None:
    """One seeded round: draw, post, check storage, run the worker."""
    errors = ErrorCounter()
    logging.getLogger().addHandler(errors)
    try:
        ids = Ids(f"{at:x}")
        cases = draw_cases(webhook_cases(ids), webhooks, at)
        await post_webhooks(stack, cases, tally)
        await check_stored(db, cases, tally)
        await post_slack(stack, draw_cases(slack_cases, slack, at), tally)
        await run_worker(stack, tally)
    finally:
        logging.getLogger().removeHandler(errors)
    tally.errors_logged += len(errors.records)
    for record in errors.records[:5]:
        tally.problems.append(f"logged: {record.getMessage()[:200]}")
