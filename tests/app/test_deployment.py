"""SUPPORTBOT_ENV: production refuses to serve with sandbox, empty or short secrets, or with an
API base on loopback (issue 13 item 3); the sandbox environment serves the stand-ins as before."""

from __future__ import annotations

import gc
import os
import socket
import subprocess
import sys
from urllib.parse import urlparse

import pytest

from supportbot.app import cli
from supportbot.app.production import resolve_host
from supportbot.app.settings import Settings
from tests.conftest import ROOT

# Secrets as providers issue them: random, so long and varied (the guard reads them for entropy).
REAL = {  # a production deployment as docs/deployment.md describes it
    "whatsapp_app_secret": "8f3a1c9e27d04b6fa51e0c7d93b2e846",
    "whatsapp_verify_token": "Vq7zK2pX9mWc4RtY8nBf3LhJ6sDg1aEu",
    "whatsapp_token": "EAAGm0PX4ZCpsBAJ7kq2vZBx9WnRT3yUeL8fQhD5cKa1oMiSgNjV6bYtHwEr0lIuzF",
    "slack_signing_secret": "d41f7a0c9b8e2356f1a4c07e9d3b58a2",
    "slack_bot_token": "xoxb-2849137506-5923716048-Zt8QwErTyUiOpAsDfGhJkLx", "llm_api_key":
    "sk-proj-4fTz9QmL2xWcV7bNkR1pHs8dYgJ3aEu6oKi0MnBv", "refund_token_secret":
    "Yk3n9Qz7Vw2Rt5Lp8Xc1Bm4Hf6Jd0Gs3Ka9Ue7Ni2Wo5Pq8Tr1Zy4Ex6Cv0Ab3Dl",
    "payments_webhook_secret": "whsec_7Hq2nX9vLk4pZ1wR8tY3mB6cJ5dF0gS2aE",
    "shop_webhook_secret": "shsec_K8v3Xq1Zp6Lm9Wc2Rt5Yn7Bf4Hj0Ds3Ga",
    "whatsapp_api_base": "https://graph.facebook.com", "slack_api_base": "https://slack.com/api/",
    "llm_base_url": "https://api.openai.com/v1", "payments_api_base": "https://api.stripe.com",
    "payments_api_key": "rk_live_51NzQx8Lk2Vw7Rt4Yp9Bm3Hc6Jf1Dg5Sa0Ke8Ui2Wo",
    "smtp_host": "smtp.example.com", "smtp_port": 587, "smtp_username": "bot",
    "smtp_password": "Qm7Zx2Lk9Vw4Rt1Yp6Bn3Hc8Jf5Dg0Sa",
    "shop_api_base": "https://shop.example.com", "warehouse_api_base": "https://warehouse.example.com",
    "warehouse_webhook_secret": "whsec_P4m8Zx2Qc7Vn1Lk5Rt9Wy3Bh6Jf0Dg2Sa",
    "carrier_api_base": "https://carrier.example.com",
}
# What the public names resolve to (public addresses, written out): the tests use no network; anything
# else goes to the machine's resolver, which reads 127.1 and the host name as the kernel would.
PUBLIC = {"graph.facebook.com": ["157.240.1.35"], "slack.com": ["34.226.36.50"],
          "api.openai.com": ["2606:4700::6810:7b60"], "api.stripe.com": ["93.184.215.14"],
          "smtp.example.com": ["93.184.215.15"], "shop.example.com": ["93.184.215.16"],
          "warehouse.example.com": ["93.184.215.17"], "carrier.example.com": ["93.184.215.18"],
          "fallback.example.com": ["8.8.4.4"], "split.example.com": ["93.184.215.19", "127.0.0.1"],
          "internal-shop.corp": ["10.1.2.3"], "metadata.cloud": ["169.254.169.254"]}


def resolve(host: str) -> list[str]:
    return PUBLIC[host] if host in PUBLIC else resolve_host(host)


def production(**overrides: object) -> Settings:
    return Settings(_env_file=None, supportbot_env="production", **(REAL | overrides))


def refusal(settings: Settings) -> str | None:
    return settings.refusal(resolve=resolve)


@pytest.fixture(autouse=True)
def _no_env_leaks(monkeypatch):
    # Settings read the environment too: the tests below decide every value themselves.
    for name in list(os.environ):
        if name.startswith(("WHATSAPP_", "SLACK_", "LLM_", "REFUND_", "PAYMENTS_", "EMAIL_", "SMTP_", "SUPPORTBOT_")):
            monkeypatch.delenv(name)


def test_production_is_the_default():
    assert Settings(_env_file=None).supportbot_env == "production"


def test_a_real_production_configuration_serves():
    assert refusal(production()) is None


def test_sandbox_defaults_are_refused_in_production_and_named():
    line = Settings(_env_file=None).refusal()
    assert line is not None and "\n" not in line
    for name in ("WHATSAPP_APP_SECRET", "SLACK_SIGNING_SECRET", "REFUND_TOKEN_SECRET", "WHATSAPP_API_BASE",
                 "SLACK_API_BASE", "LLM_BASE_URL", "PAYMENTS_API_BASE", "SMTP_HOST", "SUPPORTBOT_ENV"):
        assert name in line


@pytest.mark.parametrize(("setting", "value"), [
    ("whatsapp_app_secret", ""),
    ("whatsapp_app_secret", "sandbox-app-secret"),
    ("slack_signing_secret", "sandbox-slack-secret"),
    ("refund_token_secret", "sandbox-refund-token-secret"),
    ("payments_webhook_secret", "sandbox-payments-webhook-secret"),  # a forged reversal would skew the rate
    ("payments_webhook_secret", ""),  # a Stripe key without its webhook secret: half a provider
    ("payments_api_key", "rk_test_sandbox-stripe-restricted-key"),
    ("payments_api_key", ""),
    ("refund_token_secret", "r" * 31),  # one byte short
    ("refund_token_secret", "é" * 15 + "r"),  # 31 bytes, 16 characters: bytes count
    ("whatsapp_verify_token", ""),
    ("whatsapp_token", "sandbox-whatsapp-token"),
    ("slack_bot_token", "xoxb-sandbox"),
    ("llm_api_key", "sandbox"),
    ("whatsapp_api_base", "http://127.0.0.1:8081"),
    ("slack_api_base", "http://localhost:8081/api/"),
    ("llm_base_url", "http://[::1]:8081/v1"),
    ("payments_api_base", "http://127.5.0.1/payments"),
    ("smtp_host", "127.0.0.1"),
    ("smtp_host", "localhost"),
    ("smtp_security", "none"),
    ("smtp_password", ""),  # a login without its password: half a provider
    ("shop_api_base", "http://127.0.0.1:8081/shop"),
    ("carrier_api_base", "http://127.0.0.1:8081/carrier"),
    ("llm_fallback_base_url", "http://127.0.0.1:9000/v1"),
    # issue 27 item 6: secrets read for entropy, not only length
    ("refund_token_secret", "r" * 64),
    ("whatsapp_app_secret", " " * 32),
    ("slack_signing_secret", "\t" * 40),
    ("payments_webhook_secret", "whsec_" + "p" * 40),
    ("shop_webhook_secret", "abcd" * 10),  # a short unit repeated
    ("whatsapp_verify_token", "0123456789abcdef0123456789abcdef"),
    # API bases decided on the addresses their names resolve to
    ("payments_api_base", "http://127.1/payments"),
    ("payments_api_base", "http://0x7f000001/payments"),
    ("payments_api_base", "http://2130706433/payments"),
    ("payments_api_base", "http://017700000001/payments"),
    ("payments_api_base", "http://[::ffff:127.0.0.1]/payments"),
    ("payments_api_base", "http://[::ffff:7f00:1]/payments"),
    ("payments_api_base", "http://[0:0:0:0:0:0:0:1]/payments"),
    ("payments_api_base", f"http://{socket.gethostname()}:8081/payments"),
    ("shop_api_base", "http://0/shop"),
    ("shop_api_base", "http://[::]/shop"),
    ("shop_api_base", "http://internal-shop.corp/shop"),  # private, not allowed by name
    ("shop_api_base", "http://10.0.0.5/shop"),
    ("shop_api_base", "http://192.168.1.20/shop"),
    ("warehouse_api_base", "http://169.254.169.254/latest"),  # link-local: the cloud's metadata service
    ("warehouse_api_base", "http://metadata.cloud/latest"),
    ("warehouse_api_base", "http://[fe80::1]/x"),
    ("carrier_api_base", "http://split.example.com/x"),  # one public address does not excuse a loopback one
    ("carrier_api_base", "http://no-such-host.invalid/x"),  # unresolvable: nothing to decide on
])
def test_each_unsafe_value_is_refused_with_its_setting_named(setting, value):
    line = refusal(production(**{setting: value}))
    assert line is not None and "\n" not in line
    assert setting.upper() in line
    if value and ("secret" in setting or "token" in setting):
        assert value not in line  # a secret is named, never printed


def test_the_fallback_key_counts_once_a_fallback_is_configured():
    fallback = {"llm_fallback_base_url": "https://fallback.example.com/v1", "llm_fallback_model": "m"}
    assert "LLM_FALLBACK_API_KEY" in refusal(production(**fallback))
    assert refusal(production(**fallback, llm_fallback_api_key="Fb7Kq2Zx9Lm4Vw1Rt8Yn3Hc6Jd0Gs5Pa")) is None


def test_a_private_address_is_allowed_only_for_a_host_named_in_private_api_hosts():
    internal = {"shop_api_base": "http://internal-shop.corp/shop"}
    assert refusal(production(**internal, private_api_hosts="internal-shop.corp")) is None
    assert "SHOP_API_BASE" in refusal(production(**internal, private_api_hosts="other.corp"))
    # naming a host never excuses loopback or link-local: that is this machine or the cloud's metadata
    for base in ("http://localhost:8081/shop", "http://metadata.cloud/x"):
        named = urlparse(base).hostname
        assert "SHOP_API_BASE" in refusal(production(shop_api_base=base, private_api_hosts=named))


def test_the_sandbox_environment_serves_its_stand_ins():
    assert Settings(_env_file=None, supportbot_env="sandbox").refusal() is None


@pytest.mark.parametrize("command", ["web", "worker"])
def test_the_servers_refuse_to_start_in_production_with_one_line(command, monkeypatch, capsys):
    with pytest.raises(SystemExit) as exited:
        cli.main([command])
    message = str(exited.value.code)
    assert "\n" not in message and "WHATSAPP_APP_SECRET" in message


def test_the_sandbox_command_serves_only_in_the_sandbox_environment(monkeypatch):
    monkeypatch.setenv("SUPPORTBOT_ENV", "production")
    for name, value in REAL.items():
        monkeypatch.setenv(name.upper(), value)
    with pytest.raises(SystemExit) as exited:
        cli.main(["sandbox"])
    assert "SUPPORTBOT_ENV" in str(exited.value.code)


def test_the_web_command_freezes_its_start_up_heap_before_serving(settings, monkeypatch):
    # What start-up imported and built lives as long as the process; left to the collector, each
    # full collection walked it all (~200,000 objects, ~100 ms with the event loop stopped: every
    # webhook in flight waited; bench/ingest.py). Frozen, it is never walked again.
    from aiohttp import web

    frozen_when_served = []
    monkeypatch.setattr(web, "run_app", lambda *a, **k: frozen_when_served.append(gc.get_freeze_count()))
    try:
        cli._web(settings, cli.build_parser().parse_args(["web"]))
    finally:
        gc.unfreeze()
    assert frozen_when_served and frozen_when_served[0] > 10_000


def test_a_web_process_exits_at_once_in_production():
    """The real process, as the Procfile starts it: a non-zero exit and one line on stderr."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("WHATSAPP_", "SLACK_", "LLM_", "REFUND_", "SUPPORTBOT_"))}
    done = subprocess.run([sys.executable, "-m", "supportbot.app.cli", "web", "--port", "1"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "WHATSAPP_APP_SECRET" in lines[0], done.stderr


@pytest.mark.parametrize("command", ["sandbox", "demo", "chat", "eval"])
def test_the_local_commands_use_the_sandbox_when_no_environment_is_named(command, monkeypatch, capsys):
    # `make demo`, then `supportbot chat`: no extra variable to know about; it says what it uses.
    monkeypatch.delenv("SUPPORTBOT_ENV", raising=False)
    args = cli.build_parser().parse_args([command])
    settings = cli.settings_for(args)
    assert settings.supportbot_env == "sandbox" and settings.refusal() is None
    assert "using the local sandbox" in capsys.readouterr().err


def test_production_commands_keep_the_environment_they_are_given(monkeypatch):
    monkeypatch.delenv("SUPPORTBOT_ENV", raising=False)
    assert cli.settings_for(cli.build_parser().parse_args(["worker"])).supportbot_env == "production"


def test_secrets_as_providers_issue_them_pass_the_entropy_reading():
    # 32 random hex characters (Meta's app secret, Slack's signing secret) must never be refused.
    import secrets
    for _ in range(500):
        assert refusal(production(whatsapp_app_secret=secrets.token_hex(16),
                                  refund_token_secret=secrets.token_urlsafe(32))) is None
