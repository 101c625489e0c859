"""Transactional email (one-time codes, return labels) over SMTP with `aiosmtplib`.

SMTP has no idempotency key, so a step's key becomes the message's `Message-ID` (a hash of it:
the key names a conversation's run and step, not for a mailbox to read). A send that timed out
after the server took it and is tried again carries the same Message-ID, which mailboxes collapse
into one; the step journal keeps a recorded send from being tried at all (invariant 6).
Outcomes are values: True when the server accepted the message, False otherwise.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from typing import Literal

import aiosmtplib

Security = Literal["starttls", "tls", "none"]


@dataclass(frozen=True)
class SmtpSettings:
    host: str
    port: int
    sender: str
    username: str = ""
    password: str = ""
    security: Security = "starttls"
    timeout: float = 5.0


def message_id(key: str, sender: str) -> str:
    """The same key always gives the same Message-ID, at the sender's domain."""
    domain = sender.rpartition("@")[2] or "localhost"
    return f"<{hashlib.sha256(key.encode()).hexdigest()[:32]}@{domain}>"


class SmtpMailer:
    def __init__(self, settings: SmtpSettings) -> None:
        self._s = settings

    def compose(self, to: str, subject: str, text: str, idempotency_key: str | None) -> EmailMessage:
        message = EmailMessage()
        message["From"], message["To"], message["Subject"] = self._s.sender, to, subject
        message["Date"] = formatdate(localtime=False)
        message["Message-ID"] = (message_id(idempotency_key, self._s.sender) if idempotency_key
                                 else make_msgid(domain=self._s.sender.rpartition("@")[2] or None))
        message.set_content(text)
        return message

    async def send(self, to: str, subject: str, text: str, idempotency_key: str | None = None) -> bool:
        s = self._s
        try:
            await aiosmtplib.send(self.compose(to, subject, text, idempotency_key), hostname=s.host, port=s.port,
                                  username=s.username or None, password=s.password or None,
                                  use_tls=s.security == "tls", start_tls=s.security == "starttls",
                                  timeout=s.timeout)
        except (aiosmtplib.SMTPException, OSError, TimeoutError):
            return False
        return True

    async def check(self) -> str:
        """EHLO and NOOP, no mail: `supportbot doctor`'s read-only question."""
        s = self._s
        client = aiosmtplib.SMTP(hostname=s.host, port=s.port, use_tls=s.security == "tls",
                                 start_tls=s.security == "starttls", timeout=s.timeout)
        async with client:
            if s.username:
                await client.login(s.username, s.password)
            await client.noop()
            return f"{s.host}:{s.port} answers EHLO and NOOP" + (" (logged in)" if s.username else "")
