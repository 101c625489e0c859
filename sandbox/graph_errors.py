"""Meta Graph API error bodies, shaped like the ones graph.facebook.com returns."""

from typing import Any

# code -> (title, details) as Meta's Cloud API error-code reference words them.
KNOWN_ERRORS: dict[int, tuple[str, str]] = {
    2: ("Service temporarily unavailable", "Service temporarily unavailable."),
    4: ("Application request limit reached", "Too many API calls by the app."),
    100: ("Invalid parameter", "Invalid parameter."),
    190: ("Invalid OAuth access token - Cannot parse access token", ""),
    80007: ("Rate limit issues", "The WhatsApp Business Account has reached its rate limit."),
    130429: ("Rate limit hit", "Cloud API message throughput has been reached."),
    131000: ("Something went wrong", "Message failed to send due to an unknown error."),
    131005: ("Access denied", "Permission is either not granted or has been removed."),
    131008: ("Required parameter is missing", "A required parameter is missing."),
    131009: ("Parameter value is not valid", "One or more parameter values are invalid."),
    131026: ("Message undeliverable", "Message Undeliverable."),
    131047: (
        "Re-engagement message",
        "Message failed to send because more than 24 hours have passed since the customer "
        "last replied to this number.",
    ),
    131048: (
        "Spam rate limit hit",
        "Message failed to send because there are restrictions on "
        "how many messages can be sent from this phone number.",
    ),
    131056: (
        "(Business Account, Consumer Account) pair rate limit hit",
        "Too many messages sent from the sender phone number to the same recipient phone number "
        "in a short period of time.",
    ),
}


def graph_error(code: int, fbtrace_id: str, details: str | None = None) -> dict[str, Any]:
    """Meta's error object for `code`; `details` overrides the stock explanation."""
    title, stock_details = KNOWN_ERRORS.get(code, ("Sandbox fault", "Injected by the sandbox."))
    error: dict[str, Any] = {
        "message": f"(#{code}) {title}" if code != 190 else title,
        "type": "OAuthException",
        "code": code,
    }
    # Meta puts error_data on Cloud API (WhatsApp) errors, not on token errors.
    if code != 190:
        error["error_data"] = {
            "messaging_product": "whatsapp",
            "details": details if details is not None else stock_details,
        }
    error["fbtrace_id"] = fbtrace_id
    return {"error": error}
