"""The record: asyncpg repositories, one per aggregate, and the SQL migrations (`migrations/`).

Implements the core.ports protocols; SQL errors become values here ("already done"), so nothing
above sees them. Imports the core only; never a channel, the worker, the agent or the words.
"""
