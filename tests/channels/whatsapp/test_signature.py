"""Meta's signature check on its own: an empty app secret verifies nothing (issue 13 item 3)."""

from __future__ import annotations

import hashlib
import hmac

from supportbot.channels.whatsapp.signature import sign, verify_signature

BODY = b'{"object":"whatsapp_business_account","entry":[]}'


def test_a_signature_over_these_bytes_with_the_secret_verifies():
    assert verify_signature("s" * 32, BODY, sign("s" * 32, BODY))


def test_an_empty_app_secret_never_validates_a_signature():
    # Anyone can compute an HMAC with an empty key: with it, every forged body would pass.
    forged = "sha256=" + hmac.new(b"", BODY, hashlib.sha256).hexdigest()
    assert not verify_signature("", BODY, forged)
    assert not verify_signature("", BODY, "sha256=")


def test_a_header_with_characters_no_signature_has_is_refused_not_an_error():
    # The header is the sender's to choose: a non-ASCII one must read as a bad signature (401),
    # never as an exception (500, which Meta's stand-ins and real retries would repeat for days).
    assert not verify_signature("s" * 32, BODY, "sha256=" + "é" * 64)
    assert not verify_signature("s" * 32, BODY, "sha256=" + "\udce9" * 64)
