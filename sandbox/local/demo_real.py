"""`supportbot demo --real-model` (`make demo LLM=local`): T-9 against a real model server.

The scripted demo shows the path a model is meant to take. This one puts a real model at
LLM_BASE_URL (the local SmolLM2-135M of `make local-model`, a model far too small for the job)
behind the same stack, so a newcomer sees what the code around a model does when the model
is wrong: it may propose nonsense, invent a refund or echo its instructions, and code still
decides what is paid and what the customer reads. After the conversation the demo prints
what the model proposed at each step and what code did with it.
"""

from __future__ import annotations

import json
import sys

import aiohttp

from sandbox.llm import OWNER as SANDBOX_MODEL_OWNER
from sandbox.local.demo import DEMO_APPROVER, T9_LINES, _explain, _say, prepare
from sandbox.local.stack import Customer, preview, running_stack
from supportbot.app.bootstrap import model_gateway
from supportbot.app.settings import Settings
from supportbot.core.shop.demo_shop import DEMO_PHONE
from supportbot.store.pool import open_connection

STUCK_MARGIN_S = 20.0  # beyond the turn deadline, a customer who has heard nothing is a bug


async def real_model(settings: Settings) -> str:
    """What answers at LLM_BASE_URL, or exit saying why this demo cannot run."""
    async with model_gateway(settings) as gateway:
        server = (await gateway.probe())["primary"]
    if not server.ok:
        sys.exit(f"demo: no model answers at LLM_BASE_URL={settings.llm_base_url} ({server.error});\n"
                 "      start one: make local-model && scripts/local-model-start.sh")
    if server.owners == (SANDBOX_MODEL_OWNER,):
        sys.exit("demo: LLM_BASE_URL is the sandbox's scripted model; `supportbot demo` plays that one")
    return f"{', '.join(server.models)} ({', '.join(server.owners)}) at {settings.llm_base_url}"


async def play_real_demo(settings: Settings) -> None:
    served = await real_model(settings)
    await prepare(settings)
    print(f"demo: T-9 against a real model: {served}.\n"
          "      A tiny model fails at the task; watch what code lets through. Postgres and Redis are\n"
          f"      real; the turn deadline is {settings.turn_deadline_seconds:.0f} s, one model call may take "
          f"{settings.llm_timeout:.0f} s.")
    env = {"BOT_MODE": "full", "SLACK_APPROVER_IDS": DEMO_APPROVER, "LLM_BASE_URL": settings.llm_base_url}
    async with running_stack(env) as stack, aiohttp.ClientSession() as session:
        print(f"demo: web {stack.web_url}, sandbox {stack.sandbox_url}\n")
        customer = Customer(session, stack.sandbox_url, DEMO_PHONE)
        for line in T9_LINES:
            _say("customer", line)
            await customer.say(line)
            replies = await customer.replies(wait=settings.turn_deadline_seconds + STUCK_MARGIN_S)
            if not replies:
                sys.exit(f"demo: the bot said nothing within {settings.turn_deadline_seconds + STUCK_MARGIN_S:.0f} s")
            for reply in replies:
                _say("bot", preview(reply["body"]))
            print()
        await _explain(settings, stack.sandbox_url, session)
        await _model_steps(settings)
    print("\ndemo: done")


async def _model_steps(settings: Settings) -> None:
    """Each model call of the conversation and what code made of it."""
    async with open_connection(settings.database_url) as conn:
        steps = await conn.fetch(
            """SELECT r.seq, r.outcome, s.result FROM steps s JOIN runs r ON r.id = s.run_id
               JOIN conversations c ON c.id = r.conversation_id
               WHERE c.contact_key = $1 AND s.kind = 'llm' ORDER BY r.seq, s.step""", DEMO_PHONE)
        handoffs = await conn.fetch(
            """SELECT h.reason FROM handoffs h JOIN conversations c ON c.id = h.conversation_id
               WHERE c.contact_key = $1 ORDER BY h.id""", DEMO_PHONE)
    print("  the model, call by call (it proposes; code decides):")
    for row in steps:
        result = row["result"] if isinstance(row["result"], dict) else json.loads(row["result"] or "{}")
        if "error" in result:
            said = f"no usable answer ({result['error'][:100]}): code answered without it"
        elif result.get("tool_calls"):
            said = "proposed " + ", ".join(f"{c['name']}({json.dumps(c['arguments'], ensure_ascii=False)[:60]})"
                                           for c in result["tool_calls"])
        else:
            said = f"wrote {(result.get('text') or '')[:100]!r}"
        print(f"    turn {row['seq']}: {said}  [turn outcome: {row['outcome']}]")
    for row in handoffs:
        print(f"  handed to a person, reason: {row['reason']!r}")
