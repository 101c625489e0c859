"""Tests for supportbot.core.shop."""
