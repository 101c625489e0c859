"""What production refuses to serve with: secrets anyone could know or guess, and API bases that reach
this machine or a private network instead of the provider.

A forged webhook verifies a phone and a forged refund token moves money, so a weak secret is a reason
not to start; an API base on loopback is the sandbox's stand-in (a production process once paid through
it with `127.1`). Names are decided on the addresses they resolve to, never on how they are spelt:
`127.1`, `0x7f000001`, `2130706433`, `[::ffff:127.0.0.1]` and the machine's host name are all loopback.
"""

from __future__ import annotations

import ipaddress
import math
import socket
from collections import Counter
from collections.abc import Callable, Collection
from urllib.parse import urlparse

# Shorter than this is guessable or a placeholder; Meta's app secret and Slack's signing secret
# are 32 characters, access tokens and API keys longer.
MIN_SECRET_BYTES = 32
# 32 random hex characters carry about 110 bits by this count (their letters' frequencies), random
# alphanumerics more; 32 identical characters carry 0 and "whsec_" plus 40 p's about 25.
MIN_SECRET_BITS = 80

Resolver = Callable[[str], list[str]]


def weak_secret(value: str) -> str | None:
    """Why this secret is one anyone could know or guess, or None."""
    if not value:
        return "is empty"
    if "sandbox" in value.lower():
        return "is a sandbox default"
    if len(value.encode()) < MIN_SECRET_BYTES:
        return f"is shorter than {MIN_SECRET_BYTES} bytes"
    if _repeats(value) or _entropy_bits(value) < MIN_SECRET_BITS:
        return "has too little entropy (repeated or patterned characters)"
    return None


def _entropy_bits(value: str) -> float:
    """Length times the Shannon entropy of its own characters' frequencies: what a guesser who saw
    its alphabet would need at most."""
    counts, n = Counter(value), len(value)
    return -n * sum(c / n * math.log2(c / n) for c in counts.values())


def _repeats(value: str) -> bool:
    """A short unit said again ("abcd" * 10, a hex alphabet twice) is as strong as the unit."""
    n = len(value)
    return any(n % unit == 0 and value == value[:unit] * (n // unit) for unit in range(1, n // 2 + 1))


def resolve_host(host: str) -> list[str]:
    """Every address the machine's resolver gives for `host` (the way a client will connect)."""
    return sorted({str(info[4][0]) for info in socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)})


def exposed_base(url: str, resolve: Resolver, private_hosts: Collection[str] = ()) -> str | None:
    """Why an API base cannot be a production service (no host, unresolvable, this machine, link-local,
    a private network not named in `private_hosts`), or None."""
    host = (urlparse(url).hostname or "").rstrip(".").lower()
    if not host:
        return "has no host"
    try:
        addresses = [ipaddress.ip_address(a.split("%", 1)[0]) for a in resolve(host)]
    except (OSError, UnicodeError, ValueError):
        return "does not resolve"
    if not addresses:
        return "does not resolve"
    for address in addresses:
        # IPv4 inside IPv6 is the IPv4 address for these purposes (3.11 does not look inside).
        if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
            address = address.ipv4_mapped
        if address.is_loopback or address.is_unspecified:
            return f"points at this machine ({address}, the sandbox)"
        if address.is_link_local or address.is_multicast or address.is_reserved:
            return f"points at a link-local or reserved address ({address})"
        if (address.is_private or not address.is_global) and host not in private_hosts:
            return f"points at a private address ({address}; name the host in PRIVATE_API_HOSTS if meant)"
    return None
