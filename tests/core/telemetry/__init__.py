"""Tests for supportbot.core.telemetry."""
