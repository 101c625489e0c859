"""Tests for supportbot.rungs."""
