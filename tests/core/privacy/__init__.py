"""Tests for supportbot.core.privacy."""
