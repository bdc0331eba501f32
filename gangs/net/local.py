"""A table server on this machine's loopback: ``LocalServer()`` inside this process, on a thread of its own (for a
notebook that shows rooms without a terminal, and for tests), listening on a free port (``url``) until ``stop()``;
``serve_process(port, db)``, ``gangs serve`` in a process of its own (for a load benchmark, or a test that kills
it); ``free_port()``."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

from .server import start


class LocalServer:
    """``gangs.net.server.start`` on 127.0.0.1 in a thread: ``url`` (``ws://127.0.0.1:PORT``), ``tables`` (the
    ``TableServer``), ``run(function, *args)`` to call something on its loop (its database is that thread's),
    ``stop()``. ``db``: the rooms' database (``":memory:"``: kept nowhere); ``port``: 0 for a free one."""

    def __init__(self, db: Path | str = ":memory:", pace: float = 0.0, port: int = 0) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="gangs table server", daemon=True)
        self._thread.start()
        self.server, self.tables, self._watcher = self.call(start("127.0.0.1", port, db, pace=pace))
        self.port = next(iter(self.server.sockets)).getsockname()[1]
        self.url = f"ws://127.0.0.1:{self.port}"

    def call(self, coroutine: Any, timeout: float = 30.0) -> Any:
        """Run ``coroutine`` on the server's loop and give its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def run(self, function: Any, *args: Any) -> Any:
        """Call ``function(*args)`` on the server's loop and give its result."""
        async def _call() -> Any:
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

    def __enter__(self) -> "LocalServer":
        return self

    def __exit__(self, *_exc: Any) -> None:
        self.stop()


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve_process(port: int, db: Path | str, log: IO[bytes] | int = subprocess.DEVNULL,
                  timeout: float = 30.0) -> subprocess.Popen:
    """``gangs serve`` on 127.0.0.1:``port`` with the rooms of ``db`` and no pause before a computer's decision, in a
    process of its own (its own session: a signal to it reaches nobody else), its output to ``log``; once it
    accepts connections. RuntimeError if it does not within ``timeout`` seconds (the process is killed)."""
    process = subprocess.Popen([sys.executable, "-m", "gangs.cli", "serve", "--port", str(port), "--db", str(db),
                                "--pace", "0"], stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    process.wait(10)
    raise RuntimeError(f"gangs serve did not start on port {port}")
