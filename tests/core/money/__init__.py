"""Tests for supportbot.core.money."""
