"""`make lite` works as the first command on a fresh clone: in a copy of this tree with no virtual environment,
`make lite` makes its own, installs only the `lite` extra and builds the JupyterLite site, notebooks included.
The dev extra (JupyterLab, which brings jupyter_server) is not there to hide what the `lite` extra lacks.

The build needs the package registries (PyPI; npm until Pyodide's package is cached in ``GANGS_LITE_CACHE``);
when they cannot be reached the test is skipped, saying so. It prints how long the install and the build took."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from test_make_play import installed_closure, project_requirements

ROOT = Path(__file__).resolve().parent.parent

NETWORK_FAILURES = ("Temporary failure in name resolution", "Name or service not known", "Network is unreachable",
                    "NewConnectionError", "Max retries exceeded", "ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED",
                    "ETIMEDOUT", "network request failed")
"""Words of pip's and npm's errors when a registry cannot be reached."""

MAKE_LITE_TIMEOUT = 900
"""Seconds `make lite` may take on a fresh clone: about 40 s to install, 30 s to build, more with cold caches."""


def fresh_clone(destination: Path) -> Path:
    """The files git knows in this tree (tracked, and new ones it does not ignore), as they are now, copied to
    ``destination``: a clone of the working tree, without .venv, build/ or any other ignored file."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            target = destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return destination


def test_the_lite_extra_brings_jupyter_server_which_the_build_needs_to_add_the_notebooks():
    lite = installed_closure(project_requirements({"lite"}))
    assert {"jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyter-server"} <= lite, sorted(lite)
    assert "jupyterlab" not in lite, "the lite extra should not need JupyterLab"
    asked = project_requirements({"lite"})
    assert any(r.name == "jupyterlite-core" and "contents" in r.extras for r in asked), [str(r) for r in asked]


def test_make_lite_builds_the_site_on_a_fresh_clone_with_only_what_it_installs(tmp_path):
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    clone = fresh_clone(tmp_path / "clone")
    assert not (clone / ".venv").exists()
    env = {key: value for key, value in os.environ.items() if key not in ("VIRTUAL_ENV", "PYTHONPATH")}
    started = time.monotonic()
    made = subprocess.run(["make", "lite"], cwd=clone, env=env, capture_output=True, text=True,
                          timeout=MAKE_LITE_TIMEOUT)
    output = made.stdout + made.stderr
    if made.returncode and any(words in output for words in NETWORK_FAILURES):
        pytest.skip(f"make lite needs the package registries: {output[-600:]}")
    assert made.returncode == 0, f"make lite failed on a fresh clone:\n{made.stdout[-3000:]}\n{made.stderr[-3000:]}"
    site = clone / "build" / "lite"
    built = re.search(rf"built {re.escape(str(site))} in (\d+) s", made.stdout)
    assert built, made.stdout[-3000:]
    print(f"make lite on a fresh clone: {time.monotonic() - started:.0f} s, of which the build {built[1]} s "
          f"(the rest: the venv and its install)")

    python = clone / ".venv" / "bin" / "python"
    assert f"+ {python} -m pip wheel" in made.stdout, "the build did not run with the clone's own venv"
    probe = "import importlib.util as u; print([bool(u.find_spec(m)) for m in ('jupyter_server', 'jupyterlab')])"
    found = subprocess.run([str(python), "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    assert found == "[True, False]", "the clone's venv should hold jupyter_server (lite) and no JupyterLab (dev)"
    assert (site / "jupyter-lite.json").is_file()
    notebooks = sorted(p.name for p in (site / "files").glob("*.ipynb"))
    assert "00-start-here.ipynb" in notebooks and "play.ipynb" in notebooks, notebooks
