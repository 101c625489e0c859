"""Recorded model calls: what a run asked its model and what came back, masked, to replay exactly.

A recording holds, per trial, each chat-completions request and response in order, with the
customer turn it was made in. Personal data is masked with the bot's own rules
(supportbot/core/privacy/pii.py: emails, phones, one-time codes) plus the scenario's names and
addresses, but each value gets a numbered placeholder (``⟪code-1⟫``) instead of a bare label. A
replay masks the live request the same way and compares it with the recorded one; the recorded
answer gets the live values back for its placeholders. So a code sent by email, which differs on
every run, is ``⟪code-1⟫`` in both, and the model's `verify_code` call carries the live code.

Two things differ between runs of the same conversation and are not personal: row ids (each trial
starts its sequences at its own offset, evals/runner.py) and refund tokens (signed with a fresh
nonce). Ids are written relative to the trial's offset (``⟪id-3⟫``); tokens are numbered like PII.
Pure: no I/O but reading and writing the recording's files.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evals.scenario import Scenario
from supportbot.core.privacy.pii import mask
from supportbot.core.privacy.untrusted import MARK

PLACEHOLDER = re.compile(r"⟪([a-z]+)-(\d+)⟫")
# A refund token (supportbot/core/money/tokens.py): base64url body "." base64url MAC.
_TOKEN = re.compile(r"(?<![\w-])[A-Za-z0-9_-]{24,}\.[A-Za-z0-9_-]{20,}(?![\w-])")
_LONG_NUMBER = re.compile(r"(?<!\d)\d{9,}(?!\d)")  # a trial's row ids start far from 0 (evals/runner.py)
MANIFEST = "manifest.json"


def placeholder(kind: str, n: int) -> str:
    return f"⟪{kind}-{n}⟫"


@dataclass
class Pseudonyms:
    """One trial's masking: the same value gets the same placeholder every time it appears."""

    known: dict[str, str] = field(default_factory=dict)  # literal text -> kind (names, addresses)
    ids: range | None = None  # the trial's row ids (evals/runner.py); None: ids are left alone
    _values: dict[tuple[str, str], str] = field(default_factory=dict)  # (kind, value) -> placeholder
    _live: dict[str, str] = field(default_factory=dict)  # placeholder -> value
    _counts: dict[str, int] = field(default_factory=dict)
    _known: re.Pattern[str] | None = None

    @classmethod
    def for_scenario(cls, scenario: Scenario, ids: range | None) -> Pseudonyms:
        """The scenario's own personal data by name: masking by pattern cannot know a name."""
        known: dict[str, str] = {scenario.customer.wa_id: "phone"}
        for c in scenario.shop.customers:
            known[c.name] = "name"
            known.update({part: "name" for part in c.name.split() if len(part) >= 3})
            if c.phone:
                known[c.phone] = "phone"
            if c.address:
                known.update({c.address.line1: "address", c.address.city: "address"})
        for o in scenario.shop.orders:
            known.update({o.address.line1: "address", o.address.city: "address", o.address.postcode: "address"})
        return cls(known={k: v for k, v in known.items() if k.strip()}, ids=ids)

    def _known_words(self) -> re.Pattern[str]:
        """The known names and addresses as whole words ("Ben" is not in "Benefit"), longest first
        ("Asha Rao" before "Asha")."""
        if self._known is None:
            words = "|".join(re.escape(k) for k in sorted(self.known, key=len, reverse=True))
            self._known = re.compile(rf"(?<!\w)(?:{words})(?!\w)")
        return self._known

    def _name(self, kind: str, value: str) -> str:
        if (kind, value) not in self._values:
            self._counts[kind] = n = self._counts.get(kind, 0) + 1
            self._values[kind, value] = placeholder(kind, n)
            self._live[placeholder(kind, n)] = value
        return self._values[kind, value]

    def _relative_id(self, match: re.Match[str]) -> str:
        value = int(match.group())
        if self.ids is not None and value in self.ids:
            return placeholder("id", value - self.ids.start)
        return match.group()

    def mask_text(self, text: str) -> str:
        text = text.replace(MARK, " ")  # datamarked words read as words, as pii.mask does
        if self.known:
            text = self._known_words().sub(lambda m: self._name(self.known[m.group()], m.group()), text)
        text = _TOKEN.sub(lambda m: self._name("token", m.group()), text)
        text = _LONG_NUMBER.sub(self._relative_id, text)  # before phones: an id is 11+ digits
        return mask(text, self._name)

    def mask(self, value: Any) -> Any:
        """Every string inside JSON-like data masked (dict keys are field names, left as they are)."""
        if isinstance(value, str):
            return self.mask_text(value)
        if isinstance(value, dict):
            return {k: self.mask(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.mask(v) for v in value]
        return value

    def unmask(self, value: Any) -> Any:
        """Recorded data with this run's values in its placeholders. A placeholder this run has not
        seen (the model wrote a number of its own) stays, and is claimed so the numbering keeps step."""
        if isinstance(value, str):
            return PLACEHOLDER.sub(self._live_value, value)
        if isinstance(value, dict):
            return {k: self.unmask(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.unmask(v) for v in value]
        return value

    def _live_value(self, match: re.Match[str]) -> str:
        kind, n = match.group(1), int(match.group(2))
        if kind == "id" and self.ids is not None:
            return str(self.ids.start + n)
        text = match.group()
        if text not in self._live:
            self._counts[kind] = max(self._counts.get(kind, 0), n)
            self._live[text] = text
            self._values[kind, text] = text
        return self._live[text]


def first_difference(recorded: Any, live: Any, path: str = "") -> str | None:
    """Where two JSON values first differ and how, or None when they are equal."""
    if isinstance(recorded, dict) and isinstance(live, dict):
        for key in list(recorded) + [k for k in live if k not in recorded]:
            where = f"{path}.{key}" if path else key
            if key not in live:
                return f"{where}: recorded, missing now"
            if key not in recorded:
                return f"{where}: new, not in the recording ({_short(live[key])})"
            if (found := first_difference(recorded[key], live[key], where)) is not None:
                return found
        return None
    if isinstance(recorded, list) and isinstance(live, list):
        for i, (a, b) in enumerate(zip(recorded, live, strict=False)):
            if (found := first_difference(a, b, f"{path}[{i}]")) is not None:
                return found
        if len(recorded) != len(live):
            return f"{path}: {len(recorded)} items recorded, {len(live)} now"
        return None
    if recorded == live and type(recorded) is type(live):
        return None
    if isinstance(recorded, str) and isinstance(live, str):
        at = next((i for i, (a, b) in enumerate(zip(recorded, live, strict=False)) if a != b),
                  min(len(recorded), len(live)))
        return (f"{path}: differs at character {at}: recorded {_short(recorded[max(0, at - 20):at + 40])}, "
                f"now {_short(live[max(0, at - 20):at + 40])}")
    return f"{path}: recorded {_short(recorded)}, now {_short(live)}"


def _short(value: Any, width: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= width else text[: width - 1] + "…"


@dataclass(frozen=True)
class Where:
    """A call's place in a run, as a divergence names it."""

    scenario: str
    trial: int
    turn: int
    call: int
    part: str = ""  # "customer": a call of the LLM customer's, not the bot's

    def __str__(self) -> str:
        return (f"scenario {self.scenario}, trial {self.trial}, turn {self.turn}, "
                f"{f'{self.part} ' if self.part else ''}call {self.call}")


def trial_file(directory: Path, scenario: str, trial: int, part: str = "") -> Path:
    return directory / scenario / f"{trial}{f'.{part}' if part else ''}.jsonl"


def write_calls(directory: Path, scenario: str, trial: int, calls: list[dict[str, Any]], part: str = "") -> None:
    """One JSON line per call. Each request after the first keeps only what changed since the one
    before (the messages after those it shares, the tools when new): the system prompt and the tool
    schemas, most of every request, are written once, so recordings stay small enough to commit."""
    path = trial_file(directory, scenario, trial, part)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines, before = [], None
    for call in calls:
        request = call["request"]
        lines.append(json.dumps({**call, "request": _delta(before, request)}, ensure_ascii=False, sort_keys=True))
        before = request
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def read_calls(directory: Path, scenario: str, trial: int, part: str = "") -> list[dict[str, Any]] | None:
    """The trial's recorded calls, or None when the recording has no such trial."""
    path = trial_file(directory, scenario, trial, part)
    if not path.exists():
        return None
    calls, before = [], None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            call = json.loads(line)
            call["request"] = before = _whole(before, call["request"])
            calls.append(call)
    return calls


SAME = "(as in the call before)"


def _delta(before: dict[str, Any] | None, request: Any) -> Any:
    if before is None or not isinstance(request, dict) or not isinstance(request.get("messages"), list):
        return request
    old, new = before.get("messages") or [], request["messages"]
    kept = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
    out = {**request, "messages": new[kept:], "messages_kept": kept}
    if "tools" in request and request["tools"] == before.get("tools"):
        out["tools"] = SAME
    return out


def _whole(before: dict[str, Any] | None, stored: Any) -> Any:
    if not isinstance(stored, dict) or "messages_kept" not in stored:
        return stored
    assert before is not None, "a recording's first request is written whole"
    whole = {k: v for k, v in stored.items() if k != "messages_kept"}
    whole["messages"] = before["messages"][:stored["messages_kept"]] + stored["messages"]
    if stored.get("tools") == SAME:
        whole["tools"] = before["tools"]
    return whole
