"""/supportbot for operators: mode, intents, brake, queue, stats, forget — answered only to whoever asked."""

from __future__ import annotations

from typing import Any

from slack_bolt.async_app import AsyncAck, AsyncApp, AsyncRespond

from supportbot.channels.slack.access import REFUSAL, is_staff, owning_up
from supportbot.channels.slack.config import SlackConfig
from supportbot.channels.slack.desk import StaffDesk

COMMAND = "/supportbot"
MAX_CUSTOMER_ID = 64
USAGE = ("Usage: `/supportbot mode` shows the mode, `/supportbot mode NAME` sets it, "
         "`/supportbot intents` shows what the agent handles, `/supportbot intents all|refund,order_status,...` "
         "sets it, `/supportbot brake` shows the refund brake, `/supportbot brake off` clears it, "
         "`/supportbot rollout status|start VERSION --percent 5|promote|rollback`, "
         "`/supportbot replies` lists saved replies, `/supportbot reply NAME` previews one, "
         "`/supportbot templates` lists WhatsApp templates, `/supportbot template NAME` shows one, "
         "`/supportbot queue`, `/supportbot stats`, `/supportbot forget CUSTOMER_ID`.")


async def run_command(desk: StaffDesk, staff_id: str, text: str) -> str:
    """The desk's answer to one command line, or the usage."""
    verb, *args = text.split() or [""]
    match verb.lower(), args:
        case "mode", []:
            return await desk.mode(staff_id, None)
        case "mode", [name]:
            return await desk.mode(staff_id, name)
        case "intents", []:
            return await desk.intents(staff_id, None)
        case "intents", [names]:
            return await desk.intents(staff_id, names)
        case "brake", []:
            return await desk.brake(staff_id, None)
        case "brake", [state]:
            return await desk.brake(staff_id, state.lower())
        case "rollout", words:
            return await desk.rollout(staff_id, words)
        case "replies", []:
            return await desk.saved_replies()
        case "reply", [name]:
            return await desk.preview_reply(name)
        case "templates", []:
            return await desk.templates()
        case "template", [name]:
            return await desk.templates(name)
        case "queue", []:
            return await desk.queue()
        case "stats", []:
            return await desk.stats()
        case "forget", [customer_id]:
            # Customer ids are short and printable; a NUL or a control character would reach
            # Postgres and fail after Slack's ack, so such an id is simply no customer.
            if not (customer_id.isprintable() and len(customer_id) <= MAX_CUSTOMER_ID):
                shown = customer_id[:MAX_CUSTOMER_ID].encode("unicode_escape").decode()
                return f"No customer {shown}; nothing was deleted."
            return await desk.forget(staff_id, customer_id)
    return USAGE


def register_commands(app: AsyncApp, config: SlackConfig, desk: StaffDesk) -> None:
    @app.command(COMMAND)
    async def supportbot(ack: AsyncAck, body: dict[str, Any], respond: AsyncRespond) -> None:
        await ack()

        async def say(text: str) -> None:
            await respond(text=text, response_type="ephemeral")

        if not is_staff(config, body):
            await say(REFUSAL)
            return
        async with owning_up(say):
            await say(await run_command(desk, body["user_id"], body.get("text") or ""))
