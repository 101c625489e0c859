"""A trial's listening ports are held from the moment they are chosen until its servers listen.

`supportbot eval --processes 2` lost trials to "Address already in use": a port picked by binding
port 0 and letting it go is free only until the socket closes, and until the trial's server binds it
the other process's next pick, or any outgoing connection (asyncpg's, Redis's, aiohttp's take their
local ports from the same range), may take it.
"""

from __future__ import annotations

import errno
import socket
from dataclasses import replace

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import build_app
from sandbox.config import SandboxConfig
from sandbox.email import outbox_key
from sandbox.local.ports import TrialPorts


def _taken(port: int) -> bool:
    with socket.socket() as other:
        try:
            other.bind(("127.0.0.1", port))
        except OSError as exc:
            assert exc.errno == errno.EADDRINUSE
            return True
        return False


def test_no_one_else_can_bind_a_trials_ports_before_its_servers_listen() -> None:
    with TrialPorts() as ports:
        numbers = [ports.web_port, ports.sandbox_port, ports.smtp_port]
        assert len(set(numbers)) == 3
        assert [_taken(port) for port in numbers] == [True, True, True]


def test_leaving_the_block_unstarted_lets_the_ports_go() -> None:
    with TrialPorts() as ports:
        numbers = [ports.web_port, ports.sandbox_port, ports.smtp_port]
    assert [_taken(port) for port in numbers] == [False, False, False]


async def test_the_servers_listen_on_the_held_ports() -> None:
    with TrialPorts() as ports:
        app = build_app(replace(SandboxConfig(), smtp_socket=ports.smtp))
        server = TestServer(app, port=ports.sandbox_port, socket_factory=ports.factory(ports.sandbox))
        await server.start_server()
        try:
            assert server.port == ports.sandbox_port
            assert app[outbox_key].smtp_port == ports.smtp_port
            async with aiohttp.ClientSession() as session, \
                    session.get(f"http://127.0.0.1:{ports.sandbox_port}/_sandbox/email/sent") as resp:
                assert resp.status == 200
        finally:
            await server.close()


def test_a_socket_is_handed_to_one_server_only() -> None:
    with TrialPorts() as ports:
        factory = ports.factory(ports.web)
        factory("127.0.0.1", ports.web_port, socket.AF_INET)
        with pytest.raises(RuntimeError):
            factory("127.0.0.1", ports.web_port, socket.AF_INET)


def test_a_socket_handed_to_a_server_is_the_servers_to_close() -> None:
    # Closed under a running loop, a listening socket's descriptor would be reused by the next socket
    # while the loop still watched it ("FileNotFoundError" from epoll, a trial lost).
    with TrialPorts() as ports:
        handed = ports.hand(ports.web)
    try:
        assert handed.fileno() >= 0 and ports.sandbox.fileno() == -1 and ports.smtp.fileno() == -1
    finally:
        handed.close()
