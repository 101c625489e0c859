"""Tests for bot.money."""
