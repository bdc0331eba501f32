"""The Binder files cannot rot: a fresh virtual environment built from ``binder/requirements.txt``
alone (as repo2docker does: pip at the repository's root) runs every notebook top to bottom, and
``binder/postBuild`` gives Binder's Jupyter server the app's kernel settings."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"


def test_binder_pins_every_requirement_and_installs_this_repository():
    lines = [line.strip() for line in (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()]
    wanted = [line for line in lines if line and not line.startswith("#")]
    assert "." in wanted, "the repository itself must be installed"
    for line in wanted:
        assert line == "." or "==" in line, f"not pinned: {line}"
    assert (BINDER / "runtime.txt").read_text(encoding="utf-8").strip().startswith("python-3.")


def test_a_fresh_environment_from_binder_runs_every_notebook(tmp_path):
    if os.environ.get("GANGS_SKIP_BINDER_TEST"):
        pytest.skip("GANGS_SKIP_BINDER_TEST is set")
    env_dir = tmp_path / "binder-env"
    subprocess.run([sys.executable, "-m", "venv", str(env_dir)], check=True)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    install = subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "-q", "-r",
                              str(BINDER / "requirements.txt")], cwd=ROOT, capture_output=True, text=True)
    assert install.returncode == 0, install.stderr[-2000:]
    work = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", work, ignore=shutil.ignore_patterns("*.record.json", ".ipynb_checkpoints"))
    # what the notebooks read beside them in the repository Binder checks out (analyst.ipynb's measured duels)
    shutil.copytree(ROOT / "benchmarks" / "results", tmp_path / "benchmarks" / "results")
    notebooks = sorted(work.glob("*.ipynb"))
    assert notebooks
    for notebook in notebooks:
        run = subprocess.run([str(bin_dir / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                              "--output", str(tmp_path / f"ran-{notebook.name}"), str(notebook)],
                             cwd=work, capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, f"{notebook.name} failed in the Binder environment:\n{run.stderr[-3000:]}"


def test_postbuild_gives_binder_s_server_the_app_s_kernel_settings(tmp_path):
    """repo2docker runs binder/postBuild at the repository's root, the environment's ``jupyter`` on PATH and
    no JUPYTER_CONFIG_DIR: the app's settings (binder/voila.json, what `make app` gives Voilà) land in the
    user's Jupyter config folder as the server's own config; a second run changes nothing, and a config
    already there that says otherwise is kept, the build stopped."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("JUPYTER_")}
    env.update(HOME=str(tmp_path), PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    config = tmp_path / ".jupyter" / "jupyter_server_config.json"
    for _ in range(2):
        run = subprocess.run(["bash", str(BINDER / "postBuild")], cwd=ROOT, env=env, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        assert config.read_bytes() == (BINDER / "voila.json").read_bytes()
    config.write_text('{"ServerApp": {}}', encoding="utf-8")
    run = subprocess.run(["bash", str(BINDER / "postBuild")], cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode != 0 and "exists already" in run.stderr
    assert config.read_text(encoding="utf-8") == '{"ServerApp": {}}'
