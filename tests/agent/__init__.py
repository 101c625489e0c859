"""Tests for supportbot.agent."""
