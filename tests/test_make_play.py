"""`make play` alone runs every notebook: each module a notebook imports is the standard library, this
repository's own (`gangs`, `widgets`), or installed by the extras that the Makefile's play target asks pip
for (their dependencies included). The extras are read from `make -n play` and pyproject.toml, never
written here; Binder pins every package they name. As root (how many containers run) `make play` passes
JupyterLab `--allow-root`, and JupyterLab then starts."""

from __future__ import annotations

import ast
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import urllib.request
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

try:
    import tomllib
except ModuleNotFoundError:                      # Python 3.10: pyproject's tomli
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
OWN = {"gangs", "widgets"}


def notebook_imports(notebook: Path) -> set[str]:
    """The top-level modules that a notebook's code cells import (IPython's % and ! lines left out)."""
    modules: set[str] = set()
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        lines = "".join(cell["source"]).splitlines()
        code = "\n".join(line for line in lines if not line.lstrip().startswith(("%", "!")))
        for node in ast.walk(ast.parse(code)):
            if isinstance(node, ast.Import):
                modules.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules.add(node.module.split(".")[0])
    return modules


def play_extras(tmp_path: Path) -> set[str]:
    """The extras of this project that `make play` installs on a fresh clone, as make itself says
    (`make -n -B play` with a virtual environment that does not exist yet: commands printed, none run)."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    dry = subprocess.run(["make", "-n", "-B", "play", f"VENV={tmp_path / 'fresh-venv'}"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    installs = [line for line in dry.splitlines() if "pip install" in line]
    assert installs, f"make play installs nothing?\n{dry}"
    extras = {name.strip() for line in installs for group in re.findall(r"\.\[([^\]]*)\]", line)
              for name in group.split(",")}
    assert extras, f"make play installs no extra of this project:\n{dry}"
    return extras


def project_requirements(extras: set[str]) -> list[Requirement]:
    """What pyproject.toml asks for: the base dependencies and those of ``extras`` (an extra naming this
    project again, as ``gangs[notebook]``, is followed)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, optional = canonicalize_name(project["name"]), project.get("optional-dependencies", {})
    wanted = [Requirement(text) for text in project.get("dependencies", [])]
    todo, seen = list(extras), set()
    while todo:
        extra = todo.pop()
        if extra in seen:
            continue
        seen.add(extra)
        assert extra in optional, f"make play installs the extra {extra!r}, which pyproject.toml does not declare"
        for requirement in map(Requirement, optional[extra]):
            if canonicalize_name(requirement.name) == name:
                todo.extend(requirement.extras)
            else:
                wanted.append(requirement)
    return [r for r in wanted if r.marker is None or r.marker.evaluate({"extra": ""})]


def installed_closure(requirements: list[Requirement]) -> set[str]:
    """Every distribution pip installs for ``requirements`` (names normalised), read from the metadata of
    the distributions installed here."""
    found: set[str] = set()
    seen: set[tuple[str, frozenset[str]]] = set()           # a name asked again with other extras is read again
    todo = [(r.name, frozenset(r.extras)) for r in requirements]
    while todo:
        name, extras = todo.pop()
        key = canonicalize_name(name)
        if (key, extras) in seen:
            continue
        seen.add((key, extras))
        found.add(key)
        try:
            needs = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            continue                                  # not installed here: its own dependencies unknown
        for text in needs:
            requirement = Requirement(text)
            if requirement.marker is None or any(requirement.marker.evaluate({"extra": extra})
                                                 for extra in {"", *extras}):
                todo.append((requirement.name, frozenset(requirement.extras)))
    return found


def unmet(modules: set[str], distributions: set[str]) -> dict[str, list[str]]:
    """The modules that are neither the standard library, nor this project's, nor provided by one of
    ``distributions``: module -> the distributions that would provide it ([] when none is installed)."""
    providers = metadata.packages_distributions()
    missing = {}
    for module in sorted(modules - OWN - set(sys.stdlib_module_names)):
        names = [canonicalize_name(d) for d in providers.get(module, [])]
        if not set(names) & distributions:
            missing[module] = names
    return missing


def test_every_module_a_notebook_imports_is_installed_by_make_play(tmp_path):
    installed = installed_closure(project_requirements(play_extras(tmp_path)))
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    assert notebooks
    for notebook in notebooks:
        assert not unmet(notebook_imports(notebook), installed), f"{notebook.name} imports what `make play` " \
            f"does not install: {unmet(notebook_imports(notebook), installed)}"


def test_the_check_would_catch_a_module_that_make_play_leaves_out():
    bare = installed_closure(project_requirements(set()))
    assert unmet({"pandas", "json", "gangs"}, bare) == {"pandas": ["pandas"]}
    assert unmet({"pandas"}, installed_closure(project_requirements({"analysis"}))) == {}


def test_binder_pins_every_package_make_play_asks_for(tmp_path):
    lines = (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines()
    pinned = {canonicalize_name(line.split("==")[0]) for line in lines if "==" in line and not line.startswith("#")}
    asked = {canonicalize_name(r.name) for r in project_requirements(play_extras(tmp_path))}
    assert asked <= pinned, f"not pinned in binder/requirements.txt: {sorted(asked - pinned)}"


def make_dry_run(target: str, tmp_path: Path, env: dict[str, str] | None = None) -> list[str]:
    """The commands `make -n -B TARGET` prints on a fresh clone (a virtual environment that does not exist yet)."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    return subprocess.run(["make", "-n", "-B", target, f"VENV={tmp_path / 'fresh-venv'}"], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True).stdout.splitlines()


def lab_command(tmp_path: Path, env: dict[str, str] | None = None) -> list[str]:
    """The `jupyter lab` command line of `make play`, its program the `jupyter` of this environment."""
    lines = [line for line in make_dry_run("play", tmp_path, env) if "/bin/jupyter lab" in line]
    assert len(lines) == 1, f"make play should start JupyterLab once: {lines}"
    return [str(Path(sys.executable).parent / "jupyter"), *shlex.split(lines[0])[1:]]


def test_make_play_allows_root_exactly_when_run_as_root(tmp_path):
    """`id -u` says who runs make: a shim on PATH answers 0 (root) or 1000 (anyone else)."""
    answers = {}
    for uid in (0, 1000):
        shims = tmp_path / f"uid-{uid}"
        shims.mkdir()
        (shims / "id").write_text(f"#!/bin/sh\necho {uid}\n", encoding="utf-8")
        (shims / "id").chmod(0o755)
        env = {**os.environ, "PATH": f"{shims}{os.pathsep}{os.environ['PATH']}"}
        answers[uid] = "--allow-root" in lab_command(tmp_path, env)
    assert answers == {0: True, 1000: False}
    app = [line for line in make_dry_run("app", tmp_path) if "/bin/voila" in line]
    assert len(app) == 1 and "--allow-root" not in app[0], "Voilà runs as root without asking, and knows no such flag"


def test_make_play_starts_jupyterlab_as_root(tmp_path):
    """As root (how many containers, and CI, run), the command `make play` ends with starts JupyterLab: it
    answers on a loopback port with a token, then is stopped."""
    if os.geteuid() != 0:
        pytest.skip("not running as root")
    from browser_support import Server, copy_notebooks, private_env

    work = tmp_path / "clone"
    copy_notebooks(work / "notebooks")
    token = "make-play-as-root"
    command = lab_command(tmp_path)

    def server_command(port: int) -> list[str]:
        return [*command, "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
                "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}"]
    server = Server("jupyter lab", server_command, f"/api/status?token={token}", work, tmp_path / "lab.log",
                    private_env(tmp_path / "home"))
    try:
        server.start()
        with urllib.request.urlopen(f"{server.url}/lab/tree/notebooks/00-start-here.ipynb?token={token}",
                                    timeout=30) as page:
            assert page.status == 200
    finally:
        server.stop()
    assert "Running as root is not recommended" not in server.log()
