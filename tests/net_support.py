"""A table server for the tests (``gangs.net.local.LocalServer``: a loopback port, a thread of its own, stopped
with everything it started) and a free port for one started as a process."""

from __future__ import annotations

import contextlib
import socket
from pathlib import Path
from typing import Iterator

from gangs.net.local import LocalServer as ServerThread

__all__ = ["ServerThread", "free_port", "table_server"]


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def table_server(db: Path | str, pace: float = 0.0) -> Iterator[ServerThread]:
    """A running server, stopped at the end."""
    with ServerThread(db, pace=pace) as server:
        yield server
