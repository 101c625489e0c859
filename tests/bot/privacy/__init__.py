"""Tests for bot.privacy."""
