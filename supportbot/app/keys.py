"""Typed keys for what the web app owns (aiohttp AppKey): one place, no string lookups."""

from __future__ import annotations

import asyncpg
from aiohttp import web

from supportbot.app.settings import Settings
from supportbot.ops.desk import Desk
from supportbot.store.inbox import InboxWriter
from supportbot.worker.queue import OneTripQueue

settings_key = web.AppKey("settings", Settings)
pool_key = web.AppKey("pool", asyncpg.Pool)
lent_pool_key = web.AppKey("lent_pool", asyncpg.Pool)  # a pool the app borrows instead of opening one
arq_key = web.AppKey("arq", OneTripQueue)
inbox_key = web.AppKey("inbox", InboxWriter)
desk_key = web.AppKey("desk", Desk)
