"""Untrusted text is data (invariant 9): wrapped and datamarked before it enters a prompt.

Datamarking (spotlighting): words are joined with a marker the system prompt names, so text
that arrived from a customer, an email or an order note reads as data even when it imitates
an instruction, a system line or a tool result.
"""

from __future__ import annotations

MARK = "\u02c6"  # ˆ, rare in real text


def mark(text: str) -> str:
    return f"«untrusted:{MARK.join(text.split())}»"
