"""Tests for bot.telemetry."""
