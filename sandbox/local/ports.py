"""Listening ports held from the moment they are chosen until a server listens on them.

`free_port()` (sandbox/local/stack.py) binds port 0 and lets the socket go: the number is free only
until then. A server started a moment later can find it taken by another process's pick or by any
outgoing connection, whose local ports the kernel takes from the same range (`supportbot eval
--processes 2` lost trials to "Address already in use"). A port bound here stays bound, so neither
can take it; the server is handed the bound socket itself (aiohttp's `socket_factory`, asyncio's
`create_server(sock=...)`), never its number to bind again.
"""

from __future__ import annotations

import socket
from collections.abc import Callable


def held_socket() -> socket.socket:
    """A socket bound to a port the kernel picked on 127.0.0.1; the port is ours until it closes."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind(("127.0.0.1", 0))
    except OSError:
        sock.close()
        raise
    return sock


def port_of(sock: socket.socket) -> int:
    return int(sock.getsockname()[1])


class TrialPorts:
    """The web app's, the stand-ins' and the SMTP stand-in's ports of one in-process stack.

    A context manager: on exit it closes the sockets no server took (a stack that failed to start).
    A socket handed to a server is the server's to close: closing it under a running event loop
    would leave the loop watching a file descriptor the next socket reuses.
    """

    def __init__(self) -> None:
        self.web, self.sandbox, self.smtp = held_socket(), held_socket(), held_socket()
        self.web_port, self.sandbox_port, self.smtp_port = map(port_of, (self.web, self.sandbox, self.smtp))
        self._handed: set[int] = set()  # id() of the sockets a server took

    def hand(self, sock: socket.socket) -> socket.socket:
        """`sock`, now a server's to close; once only."""
        if id(sock) in self._handed:
            raise RuntimeError(f"port {port_of(sock)} was already handed to a server")
        self._handed.add(id(sock))
        return sock

    def factory(self, sock: socket.socket) -> Callable[[str, int, socket.AddressFamily], socket.socket]:
        """aiohttp's TestServer(socket_factory=...): the held socket, once."""
        return lambda host, port, family: self.hand(sock)

    def close(self) -> None:
        for sock in (self.web, self.sandbox, self.smtp):
            if id(sock) not in self._handed:
                sock.close()

    def __enter__(self) -> TrialPorts:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
