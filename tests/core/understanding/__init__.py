"""Tests for supportbot.core.understanding."""
