"""Our exceptions. Expected outcomes (a refused refund, an unverified customer) are values, not these.

Hierarchy:

* SupportbotError
  * ProviderError       - the LLM or another provider failed; `retryable` says whether a later try may work
  * PolicyViolation     - a money or identity rule was about to be broken: a bug, never a customer's doing
  * ConfigurationError  - settings that cannot work (a missing key, a model without a price)
"""

from __future__ import annotations


class SupportbotError(Exception):
    """Base class of every exception this project raises on purpose."""


class ProviderError(SupportbotError):
    """A provider (LLM, payments, messaging) failed after our own retries."""

    def __init__(self, message: str, *, retryable: bool, provider: str) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.provider = provider


class PolicyViolation(SupportbotError):
    """Code was about to move money or reveal data against policy, e.g. paying without a valid token."""


class ConfigurationError(SupportbotError):
    """The settings cannot work; raised at startup, not mid-conversation."""
