"""The app does not keep a kernel for every visit. Voilà starts a kernel at each load of the app's page; the page
asks for its shutdown as it closes, but a visit that sends no such word (a closed laptop, a lost connection, a
killed tab, a robot that only reads the page) used to leave its kernel for good: 38 loads, 38 kernels, 2.4 GB.
The settings `make app` gives Voilà, which binder/postBuild gives Binder's Jupyter server, shut down a kernel that
no page has been connected to for a while, and keep every kernel a page still holds.

The visits are real: the page is loaded over HTTP (Voilà runs the notebook in a new kernel), the kernel's websocket
is opened and asked for its ``kernel_info``, as the page's script does, then closed without a word. Voilà runs on
127.0.0.1 with a token, with the app's own settings but the culler's times shortened, and is stopped at the end."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from browser_support import Server, copy_notebooks, private_env

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "app-kernels-test"
VISITS = 20
"""Page loads in the live test: one that stays open, the others closed without a word."""
AT_ONCE = 2
"""Visits under way at the same time (the machine has two cores)."""
IDLE_TIMEOUT, INTERVAL = 3, 1
"""The culler's times in the live test, in seconds (the app's own are minutes)."""
SETTLE_TIMEOUT = 30.0
"""Seconds the culler is given, after the last visit, to shut down every kernel no page holds."""


def app_command(tmp_path: Path) -> list[str]:
    """The Voilà command line of `make app` on a fresh clone (`make -n -B app`), its program the `voila` of this
    environment."""
    dry = subprocess.run(["make", "-n", "-B", "app", f"VENV={tmp_path / 'fresh-venv'}"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout.splitlines()
    lines = [line for line in dry if "/bin/voila" in line]
    assert len(lines) == 1, f"make app should start Voilà once: {dry}"
    return [str(Path(sys.executable).parent / "voila"), *shlex.split(lines[0])[1:]]


def voila_config(command: list[str]) -> dict:
    """The configuration Voilà reads for ``command`` from its ``voila.json`` files (``--Voila.config_file_paths``,
    relative to the repository, where make runs it), merged in Voilà's order; {} when it names none."""
    paths = [arg.split("=", 1)[1] for arg in command if arg.startswith("--Voila.config_file_paths=")]
    config: dict = {}
    for folder in paths:
        path = ROOT / folder / "voila.json"
        if path.is_file():
            for section, values in json.loads(path.read_text(encoding="utf-8")).items():
                config.setdefault(section, {}).update(values)
    return config


def kernel_pids(server_pid: int) -> set[int]:
    """The kernels the server started: its child processes running ipykernel (read from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            command = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if ppid == server_pid and b"ipykernel" in command:
            found.add(int(entry.name))
    return found


def kernel_alive(server: Server, kernel_id: str) -> bool:
    """Whether the server still has the kernel ``kernel_id`` (its REST API: 200, or 404 once shut down)."""
    try:
        with urllib.request.urlopen(f"{server.url}/api/kernels/{kernel_id}?token={TOKEN}", timeout=10) as answer:
            return answer.status == 200
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


def kernel_info(socket: Any) -> dict:
    """Ask a kernel for its ``kernel_info`` over the page's websocket protocol; its reply's content."""
    msg_id = uuid.uuid4().hex
    socket.send(json.dumps({"header": {"msg_id": msg_id, "msg_type": "kernel_info_request", "username": "test",
                                       "session": uuid.uuid4().hex, "date": "", "version": "5.3"},
                            "parent_header": {}, "metadata": {}, "content": {}, "channel": "shell", "buffers": []}))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        message = json.loads(socket.recv())
        if message.get("parent_header", {}).get("msg_id") == msg_id and message["channel"] == "shell":
            return message["content"]
    raise AssertionError("the kernel did not answer kernel_info")


def visit(server: Server) -> tuple[str, Any]:
    """Load the app's page and connect to its kernel as the page does: (the kernel's id, the open websocket)."""
    import websocket

    with urllib.request.urlopen(f"{server.url}/?token={TOKEN}", timeout=120) as page:
        html = page.read().decode("utf-8")
    found = re.search(r'"kernelId": "([0-9a-f-]{36})"', html)
    assert found, f"no kernel in the app's page:\n{html[-2000:]}"
    kernel_id = found[1]
    socket = websocket.create_connection(f"ws://127.0.0.1:{server.port}/api/kernels/{kernel_id}/channels"
                                         f"?token={TOKEN}", timeout=30)
    assert kernel_info(socket)["status"] == "ok"
    return kernel_id, socket


def test_the_app_and_binder_cull_a_kernel_no_page_holds_and_keep_those_a_page_holds(tmp_path):
    settings = voila_config(app_command(tmp_path)).get("MappingKernelManager", {})
    assert 0 < settings.get("cull_idle_timeout", 0) <= 600, f"make app culls no idle kernel: {settings}"
    assert 0 < settings.get("cull_interval", 0) <= settings["cull_idle_timeout"], settings
    assert settings.get("cull_connected") is False and settings.get("cull_busy", False) is False, settings

    home = tmp_path / "home"
    env = private_env(home)
    built = subprocess.run(["bash", str(ROOT / "binder" / "postBuild")], cwd=ROOT, env=env, capture_output=True,
                           text=True)
    assert built.returncode == 0, built.stderr
    shown = subprocess.run([str(Path(sys.executable).parent / "jupyter"), "server", "--show-config-json"], cwd=home,
                           env=env, capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0, shown.stderr[-2000:]
    assert json.loads(shown.stdout)["MappingKernelManager"] == settings, "Binder's server culls otherwise"
    again = subprocess.run(["bash", str(ROOT / "binder" / "postBuild")], cwd=ROOT, env=env, capture_output=True,
                           text=True)
    assert again.returncode == 0, f"postBuild run twice: {again.stderr}"


def test_twenty_visits_leave_only_the_kernel_of_the_page_still_open(tmp_path):
    pytest.importorskip("websocket", reason="websocket-client (a jupyter_server dependency) is not installed")
    command = app_command(tmp_path)
    assert voila_config(command).get("MappingKernelManager", {}).get("cull_idle_timeout"), \
        "make app culls no idle kernel"
    work = tmp_path / "clone"
    copy_notebooks(work / "notebooks")
    (work / "binder").mkdir()
    (work / "binder" / "voila.json").write_bytes((ROOT / "binder" / "voila.json").read_bytes())

    def server_command(port: int) -> list[str]:
        return [*command, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0",
                f"--token={TOKEN}", f"--MappingKernelManager.cull_idle_timeout={IDLE_TIMEOUT}",
                f"--MappingKernelManager.cull_interval={INTERVAL}"]
    server = Server("voila app", server_command, "/voila/static/voila.js", work, tmp_path / "voila.log",
                    private_env(tmp_path / "home"))
    started = time.monotonic()
    server.start()
    try:
        assert server.process is not None
        kept_id, kept = visit(server)

        def closed_visit(_: int) -> tuple[str, int]:
            kernel_id, socket = visit(server)
            socket.close()
            return kernel_id, len(kernel_pids(server.process.pid))
        with ThreadPoolExecutor(AT_ONCE) as pool:
            visits = list(pool.map(closed_visit, range(VISITS - 1)))
        closed = [kernel_id for kernel_id, _ in visits]
        peak = max(count for _, count in visits)
        assert len(set(closed)) == VISITS - 1, "every visit should have its own kernel"

        deadline = time.monotonic() + SETTLE_TIMEOUT
        # the culler ends a kernel's process first and forgets the kernel once its shutdown is done: wait for both
        while time.monotonic() < deadline and (len(kernel_pids(server.process.pid)) > 1
                                                or any(kernel_alive(server, kernel_id) for kernel_id in closed)):
            time.sleep(0.5)
        left = kernel_pids(server.process.pid)
        print(f"{VISITS} visits in {time.monotonic() - started:.0f} s: at most {peak} kernels at once, "
              f"{len(left)} left")
        assert len(left) == 1, f"{len(left)} kernels left after {VISITS} visits, {VISITS - 1} of them closed"
        assert kernel_alive(server, kept_id), "the kernel of the page still open was shut down"
        assert not any(kernel_alive(server, kernel_id) for kernel_id in closed)
        assert kernel_info(kept)["status"] == "ok", "the page still open lost its kernel"
        kept.close()
    finally:
        server.stop()
    assert "Culling 'idle' kernel" in server.log()
