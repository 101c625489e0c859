"""SUPPORTBOT_ENV: production refuses to serve with sandbox, empty or short secrets, or with an
API base on loopback (issue 13 item 3); the sandbox environment serves the stand-ins as before."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from supportbot.app import cli
from supportbot.app.settings import Settings
from tests.conftest import ROOT

LONG = "x" * 32
REAL = {  # a production deployment as docs/deployment.md describes it
    "whatsapp_app_secret": "0123456789abcdef0123456789abcdef", "whatsapp_verify_token": LONG,
    "whatsapp_token": "EAAG" + "t" * 60, "slack_signing_secret": "fedcba9876543210fedcba9876543210",
    "slack_bot_token": "xoxb-" + "1" * 50, "llm_api_key": "sk-" + "k" * 48, "refund_token_secret": "r" * 64,
    "payments_webhook_secret": "whsec_" + "p" * 40, "shop_webhook_secret": "shsec_" + "s" * 40,
    "whatsapp_api_base": "https://graph.facebook.com", "slack_api_base": "https://slack.com/api/",
    "llm_base_url": "https://api.openai.com/v1", "payments_api_base": "https://api.stripe.com",
    "payments_api_key": "rk_live_" + "k" * 40,
    "smtp_host": "smtp.example.com", "smtp_port": 587, "smtp_username": "bot", "smtp_password": "p" * 40,
    "shop_api_base": "https://shop.example.com",
    "warehouse_api_base": "https://warehouse.example.com", "warehouse_webhook_secret": "whsec_" + "w" * 40,
    "carrier_api_base": "https://carrier.example.com",
}


def production(**overrides: object) -> Settings:
    return Settings(_env_file=None, supportbot_env="production", **(REAL | overrides))


@pytest.fixture(autouse=True)
def _no_env_leaks(monkeypatch):
    # Settings read the environment too: the tests below decide every value themselves.
    for name in list(os.environ):
        if name.startswith(("WHATSAPP_", "SLACK_", "LLM_", "REFUND_", "PAYMENTS_", "EMAIL_", "SMTP_", "SUPPORTBOT_")):
            monkeypatch.delenv(name)


def test_production_is_the_default():
    assert Settings(_env_file=None).supportbot_env == "production"


def test_a_real_production_configuration_serves():
    assert production().refusal() is None


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
])
def test_each_unsafe_value_is_refused_with_its_setting_named(setting, value):
    line = production(**{setting: value}).refusal()
    assert line is not None and "\n" not in line
    assert setting.upper() in line
    if value and ("secret" in setting or "token" in setting):
        assert value not in line  # a secret is named, never printed


def test_the_fallback_key_counts_once_a_fallback_is_configured():
    fallback = {"llm_fallback_base_url": "https://fallback.example.com/v1", "llm_fallback_model": "m"}
    assert "LLM_FALLBACK_API_KEY" in production(**fallback).refusal()
    assert production(**fallback, llm_fallback_api_key="f" * 40).refusal() is None


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
