"""A table server for the tests: started on a loopback port in a thread of its own (its own event loop), with its
rooms in a database the test gives, and stopped with everything it started."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from pathlib import Path
from typing import Iterator


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ServerThread:
    """``gangs.net.server.start`` on 127.0.0.1 in a thread: ``url`` (``ws://127.0.0.1:PORT``), ``tables`` (the
    ``TableServer``), ``call(coroutine)`` and ``run(function, *args)`` to run something on its loop, ``stop()``."""

    def __init__(self, db: Path | str, pace: float = 0.0, port: int | None = None) -> None:
        from gangs.net.server import start

        self.port = port or free_port()
        self.url = f"ws://127.0.0.1:{self.port}"
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="gangs table server", daemon=True)
        self._thread.start()
        self.server, self.tables, self._watcher = self.call(start("127.0.0.1", self.port, db, pace=pace))

    def call(self, coroutine, timeout: float = 30.0):
        """Run ``coroutine`` on the server's loop and give its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def run(self, function, *args):
        """Call ``function(*args)`` on the server's loop (its database is used from that thread only)."""
        async def _call():
            return function(*args)

        return self.call(_call())

    def stop(self) -> None:
        """Stop serving, close the database and end the thread."""
        async def _stop() -> None:
            self._watcher.cancel()
            self.server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.server.wait_closed(), 10)
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()
            self.tables.store.close()

        with contextlib.suppress(Exception):
            self.call(_stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


@contextlib.contextmanager
def table_server(db: Path | str, pace: float = 0.0) -> Iterator[ServerThread]:
    """A running ``ServerThread``, stopped at the end."""
    server = ServerThread(db, pace=pace)
    try:
        yield server
    finally:
        server.stop()
