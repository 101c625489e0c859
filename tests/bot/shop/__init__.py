"""Tests for bot.shop."""
