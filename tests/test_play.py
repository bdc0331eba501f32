"""`make play` opens JupyterLab on the start notebook: start the server exactly as the Makefile
does (without a browser) and check where it lands."""

import shlex
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _play_command() -> list[str]:
    dry = subprocess.run(["make", "-n", "play"], cwd=ROOT, capture_output=True, text=True)
    lines = [line for line in dry.stdout.splitlines() if "jupyter lab" in line]
    assert lines, f"make play does not start JupyterLab:\n{dry.stdout}"
    words = shlex.split(lines[-1])
    words[0] = str(Path(sys.executable).parent / "jupyter")
    return words


def test_make_play_opens_the_start_notebook(tmp_path):
    pytest.importorskip("jupyterlab")
    port = _free_port()
    command = _play_command() + ["--no-browser", "--allow-root", f"--port={port}", "--ServerApp.ip=127.0.0.1",
                                 "--ServerApp.port_retries=0", "--IdentityProvider.token=test"]
    log = (tmp_path / "lab.log").open("w")
    server = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(120):
            assert server.poll() is None, (tmp_path / "lab.log").read_text()
            try:
                urllib.request.urlopen(f"{base}/api/status?token=test", timeout=1)
                break
            except OSError:
                time.sleep(0.25)
        opener = urllib.request.build_opener(urllib.request.HTTPRedirectHandler())
        landing = opener.open(f"{base}/?token=test", timeout=10)
        assert landing.url.startswith(f"{base}/lab/tree/notebooks/00-start-here.ipynb")
        notebook = urllib.request.urlopen(f"{base}/api/contents/notebooks/00-start-here.ipynb?token=test&content=0",
                                          timeout=10)
        assert notebook.status == 200
    finally:
        server.terminate()
        server.wait(timeout=20)
        log.close()
