"""Tests for bot.agent."""
