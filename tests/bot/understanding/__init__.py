"""Tests for bot.understanding."""
