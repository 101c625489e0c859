"""Tests for bot.rungs."""
