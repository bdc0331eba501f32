"""Build the JupyterLite site of the notebooks into ``build/lite/``: ``make lite``, or ``python binder/lite/build.py``.

The site is static files only: any static host serves it, and once loaded it asks nothing of any
other host. Python runs in the browser (Pyodide, through jupyterlite-pyodide-kernel), and every
file the page loads is in the site:

- Pyodide's core (``pyodide.mjs``, ``pyodide.asm.*``, ``python_stdlib.zip``) from the npm package
  ``pyodide@PYODIDE_VERSION`` (``npm pack``), under ``static/pyodide/``;
- beside it, the wheels the kernel and the notebooks load: this package (``pip wheel``), the widget
  packages at the versions Binder pins (``binder/requirements.txt``), micropip, IPython and what they
  need, all pure-Python wheels from PyPI (``pip download``); Pyodide's ``pyodide-lock.json`` is
  rewritten to list exactly these wheels, with their sha256 and their dependencies as Pyodide reads
  them (markers of the ``emscripten`` platform), so that nothing is looked for on a CDN;
- the front-end extensions of the kernel and of the widgets, from the same wheels;
- the notebooks whose imports the site can satisfy (``runnable``): a notebook that imports pandas
  or matplotlib (no build of them for Pyodide is on PyPI) is left out and named in
  ``ABOUT-THIS-SITE.md``, a page of the site.

The kernel starts with every wheel loaded (``loadPyodideOptions.packages``) and never falls back to
PyPI (``disablePyPIFallback``). The build needs the registries (pip resolves on PyPI, and builds this
package's wheel with setuptools from it); what it downloads (Pyodide's npm package, the wheels) is kept
in ``GANGS_LITE_CACHE`` (default ``~/.cache/gangs-lite``) and not fetched again. It lives in ``binder/``
because it is the other way of publishing the notebooks, beside Binder's files.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "build" / "lite"
WORK = ROOT / "build" / "lite-work"
CACHE = Path(os.environ.get("GANGS_LITE_CACHE", Path.home() / ".cache" / "gangs-lite"))
NOTEBOOKS = ROOT / "notebooks"
START = "00-start-here.ipynb"

PYODIDE_VERSION = "314.0.6"
"""The Pyodide that jupyterlite-pyodide-kernel 0.8.6 is made for (its ``PYODIDE_VERSION``)."""

PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
"""The files of the npm package ``pyodide`` that the site serves."""

KERNEL = "jupyterlite-pyodide-kernel==0.8.6"
"""The kernel's Python package, whose wheel holds its front-end extension and its own wheels (piplite...)."""

PROJECT_FILES = ["pyproject.toml", "README.md", "LICENSE", "gangs", "widgets"]
"""What the wheel of this package is built from."""

PINNED_FROM_BINDER = ["ipywidgets", "jupyterlab_widgets", "widgetsnbextension", "anywidget"]
"""The packages taken at the version ``binder/requirements.txt`` pins, so that Lite and Binder show the same widgets."""

KERNEL_NEEDS = ["micropip", "packaging", "comm", "ipython", "jedi"]
"""What the kernel loads as it starts (its worker: micropip, then ipykernel's shim, comm, IPython, jedi)."""

EXTENSIONS = ["jupyterlab_widgets", "anywidget"]
"""The wheels, besides the kernel's, whose front-end extensions the site serves (none is taken from the
environment that builds it)."""

APPS = ["lab", "notebooks", "tree"]
"""JupyterLite's applications in the site: JupyterLab, the one-notebook view and its file tree."""

PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
                   "os_name": "posix", "implementation_name": "cpython", "platform_python_implementation": "CPython"}
"""The environment markers Pyodide's Python answers (its version comes from the lock)."""

SETTINGS = {
    "@jupyterlab/apputils-extension:notification": {"checkForUpdates": False, "fetchNews": "false"},
}
"""JupyterLab settings of the site: it never asks the network for news or updates."""


def run(*command: str | Path, cwd: Path = ROOT) -> None:
    """Run ``command``; stop the build with its output if it fails."""
    print("+", " ".join(str(part) for part in command), flush=True)
    try:
        done = subprocess.run([str(part) for part in command], cwd=cwd, capture_output=True, text=True)
    except FileNotFoundError:
        raise SystemExit(f"{command[0]} is not installed: the build needs it (npm: apt-get install -y npm)") from None
    if done.returncode:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(map(str, command))}\n{done.stdout[-3000:]}"
                         f"\n{done.stderr[-3000:]}")


def canonical(name: str) -> str:
    """A package name as PEP 503 normalises it (``Prompt_Toolkit`` -> ``prompt-toolkit``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def binder_pins() -> dict[str, str]:
    """The ``name==version`` lines of ``binder/requirements.txt``, by canonical name."""
    pins = {}
    for line in (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if "==" in line and not line.lstrip().startswith("#"):
            pins[canonical(line.split("==")[0].strip())] = line.strip()
    return pins


# -- Pyodide's core ------------------------------------------------------------------------------
def pyodide_core(destination: Path) -> dict:
    """Pyodide's core files in ``destination`` (the npm package, packed once into the cache); its lock."""
    archive = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not archive.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", "--loglevel=error", f"pyodide@{PYODIDE_VERSION}", cwd=CACHE)
    destination.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tar:
        for name in PYODIDE_CORE:
            source = tar.extractfile(f"package/{name}")
            if source is None:
                raise SystemExit(f"{archive} has no {name}")
            (destination / name).write_bytes(source.read())
    return json.loads((destination / "pyodide-lock.json").read_text(encoding="utf-8"))


# -- the wheels ----------------------------------------------------------------------------------
def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """A wheel's name, version, ``Requires-Dist`` lines and top-level import names."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_path = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = archive.read(meta_path).decode("utf-8")
    fields = [line.split(":", 1) for line in meta.split("\n\n")[0].splitlines() if ":" in line]
    name = next(value.strip() for key, value in fields if key == "Name")
    version = next(value.strip() for key, value in fields if key == "Version")
    requires = [value.strip() for key, value in fields if key == "Requires-Dist"]
    tops = sorted({n.split("/")[0].removesuffix(".py") for n in names
                   if ".dist-info/" not in n and ".data/" not in n.split("/")[0] + "/"
                   and (n.endswith(".py") or "/" in n)})
    return name, version, requires, [top for top in tops if top.isidentifier()]


def pyodide_depends(requires: list[str], python: str) -> list[str]:
    """The canonical names of the requirements that apply in Pyodide (no extra, its platform and Python)."""
    from packaging.requirements import Requirement

    environment = {**PYODIDE_MARKERS, "python_version": ".".join(python.split(".")[:2]),
                   "python_full_version": python, "extra": ""}
    wanted = []
    for line in requires:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            wanted.append(canonical(requirement.name))
    return sorted(set(wanted))


def project_wheel(destination: Path) -> Path:
    """This repository as a wheel (the package and the widgets, with their data files), built from a copy of
    its sources: setuptools writes its own ``build/`` beside them, which another build of the tree may share."""
    source = WORK / "source"
    for name in PROJECT_FILES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            source.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, source / name)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", destination, source)
    return next(destination.glob("gangs-*.whl"))


def download_wheels(requirements: list[str], lock: dict, python: str) -> Path:
    """Pure-Python wheels of ``requirements`` and of all they need, from PyPI into the cache (pip's
    resolver, for Pyodide's Python; the packages Pyodide's lock lists at the versions it lists)."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    constraints = WORK / "constraints.txt"
    pinned = {canonical(r.split("==")[0]) for r in requirements if "==" in r}
    constraints.write_text("".join(f"{name}=={spec['version']}\n" for name, spec in sorted(lock["packages"].items())
                                   if spec["file_name"].endswith("-none-any.whl") and name not in pinned),
                           encoding="utf-8")
    tag = f"pyemscripten_{lock['info']['abi_version']}_wasm32"
    run(sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:", "--platform", tag,
        "--python-version", ".".join(python.split(".")[:2]), "--implementation", "cp", "-c", constraints,
        "-d", folder, *requirements)
    return folder


def closure(roots: list[str], wheels: dict[str, dict]) -> list[str]:
    """The canonical names reachable from ``roots`` through the wheels' Pyodide dependencies."""
    seen, todo = [], [canonical(root) for root in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in wheels:
            raise SystemExit(f"no wheel for {name}: it is needed in the site")
        seen.append(name)
        todo += wheels[name]["depends"]
    return sorted(seen)


def lock_entry(wheel: Path, depends: list[str], imports: list[str], name: str, version: str) -> dict:
    """The pyodide-lock.json entry of a wheel served beside the lock (its sha256 is the file's)."""
    return {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False, "shared_library": False}


def ship_wheels(pyodide_dir: Path, lock: dict, roots: list[str], sources: list[Path],
                pins: dict[str, str]) -> list[str]:
    """Copy beside the lock the wheels (from ``sources``) that ``roots`` need in Pyodide, and rewrite the
    lock to list exactly them: nothing in the site points elsewhere. Of several versions of one package in
    the cache, the one the lock lists, else the one ``pins`` (``name==version`` by canonical name) asks
    for, else the newest. The canonical names shipped."""
    from packaging.version import Version

    python = lock["info"]["python"]
    found: dict[str, dict] = {}
    for wheel in sources:
        name, version, requires, imports = wheel_metadata(wheel)
        key = canonical(name)
        known = lock["packages"].get(key) or {}
        wanted = known.get("version") or pins.get(key, "==").split("==")[1]
        if key in found and (found[key]["version"] == wanted
                             or (version != wanted and Version(version) < Version(found[key]["version"]))):
            continue
        found[key] = {"wheel": wheel, "name": key, "version": version, "depends": pyodide_depends(requires, python),
                      "imports": known.get("imports") or imports}
    shipped = closure(roots, found)
    packages = {}
    for key in shipped:
        item = found[key]
        target = pyodide_dir / item["wheel"].name
        shutil.copyfile(item["wheel"], target)
        packages[key] = lock_entry(target, [d for d in item["depends"] if d in shipped], item["imports"], key,
                                   item["version"])
    lock["packages"] = packages
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    return shipped


# -- the notebooks -------------------------------------------------------------------------------
def notebook_imports(notebook: Path) -> set[str]:
    """The top-level modules a notebook's code cells import (cells that are not Python are skipped)."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    modules = set()
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        try:
            python = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
            tree = ast.parse("\n".join(python))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                modules.add(node.module.split(".")[0])
    return modules


def runnable(importable: set[str]) -> tuple[list[Path], dict[str, list[str]]]:
    """The notebooks whose imports are all ``importable`` (or the standard library), and the others
    with the modules they lack."""
    kept, left_out = [], {}
    for notebook in sorted(NOTEBOOKS.glob("*.ipynb")):
        imports = notebook_imports(notebook)
        missing = sorted(m for m in imports if m not in importable and m not in sys.stdlib_module_names)
        if missing:
            left_out[notebook.name] = missing
        else:
            kept.append(notebook)
    return kept, left_out


MARKDOWN_LINK = re.compile(r"\]\(([^)\s]+)\)")
"""A Markdown link's target: ``[text](target)``."""

ABOUT = "ABOUT-THIS-SITE.md"


def site_notebook(notebook: Path, kept: set[str], contents: Path) -> str:
    """``notebook`` as the site holds it, every link of its Markdown cells opening in the site: a file of the
    repository it links to (``../gangs/street/README.md``) is copied into ``contents`` at the same place beside the
    notebooks' folder (``gangs/street/README.md``) and the link made to point there; a link to a notebook the site
    leaves out points to ``ABOUT-THIS-SITE.md``, which says why it is not here. Web links are left as they are."""
    data = json.loads(notebook.read_text(encoding="utf-8"))

    def target_in_site(found: re.Match) -> str:
        target = found.group(1)
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            return found.group(0)
        path, _hash, anchor = target.partition("#")
        if path.endswith(".ipynb") and "/" not in path:
            return found.group(0) if path in kept else f"]({ABOUT})"
        source = (notebook.parent / path).resolve()
        if not source.is_file() or ROOT not in source.parents:
            return found.group(0)
        inside = source.relative_to(ROOT)
        (contents / inside).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, contents / inside)
        return f"]({inside.as_posix()}{'#' + anchor if anchor else ''})"

    for cell in data["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            cell["source"] = MARKDOWN_LINK.sub(target_in_site, text).splitlines(keepends=True)
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def about_page(kept: list[Path], left_out: dict[str, list[str]], shipped: list[str]) -> str:
    """The site's ``ABOUT-THIS-SITE.md``: what it holds and which notebooks are not in it, and why."""
    lines = ["# This site", "",
             f"Python runs in your browser (Pyodide {PYODIDE_VERSION}); no server runs "
             "the notebooks and the page needs no other host once loaded.", "",
             "Notebooks here: " + ", ".join(f"`{nb.name}`" for nb in kept) + ".", ""]
    if left_out:
        lines += ["Not here, because they import packages the site does not hold (pandas, matplotlib and numpy have "
                  "no build for Pyodide on PyPI); run them with `make play` or on Binder:", ""]
        lines += [f"- `{name}`: needs {', '.join(f'`{m}`' for m in missing)}" for name, missing in left_out.items()]
        lines += [""]
    lines += ["The boards are drawn without ipycanvas (it needs numpy and Pillow), by the `widgets` package's own "
              "canvas widget (`widgets.call_canvas`).", "",
              "Python packages in the site: " + ", ".join(shipped) + "."]
    return "\n".join(lines) + "\n"


# -- the build -------------------------------------------------------------------------------
def build(output: Path = OUTPUT) -> dict:
    """Build the site into ``output``; what it holds (notebooks, left out, wheels, size in bytes, seconds)."""
    started = time.monotonic()
    shutil.rmtree(WORK, ignore_errors=True)
    (WORK / "wheels").mkdir(parents=True)
    pyodide_dir = WORK / "static" / "pyodide"
    lock = pyodide_core(pyodide_dir)
    python = lock["info"]["python"]
    pins = binder_pins()
    ours = project_wheel(WORK / "wheels")
    wanted = [pins.get(canonical(name), name) for name in PINNED_FROM_BINDER] + KERNEL_NEEDS
    folder = download_wheels(wanted, lock, python)
    run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "-d", folder, KERNEL)
    kernel_wheel = folder / f"jupyterlite_pyodide_kernel-{KERNEL.split('==')[1]}-py3-none-any.whl"
    roots = ["gangs", *PINNED_FROM_BINDER, *KERNEL_NEEDS]
    sources = [ours, *sorted(folder.glob("*.whl"))]
    shipped = ship_wheels(pyodide_dir, lock, roots, [w for w in sources if w != kernel_wheel], pins)

    importable = {imp for w in pyodide_dir.glob("*.whl") for imp in wheel_metadata(w)[3]}
    kept, left_out = runnable(importable)
    contents = WORK / "contents"
    contents.mkdir()
    for notebook in kept:
        page = site_notebook(notebook, {nb.name for nb in kept}, contents)
        (contents / notebook.name).write_text(page, encoding="utf-8")
    (contents / ABOUT).write_text(about_page(kept, left_out, shipped), encoding="utf-8")
    (WORK / "overrides.json").write_text(json.dumps(SETTINGS, indent=2), encoding="utf-8")
    kernel_settings = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": shipped}}
    (WORK / "jupyter-lite.json").write_text(json.dumps({"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel_settings}}}, indent=2),
        encoding="utf-8")
    extensions = [str(kernel_wheel)] + [str(w) for w in pyodide_dir.glob("*.whl")
                                         if any(w.name.startswith(e + "-") for e in EXTENSIONS)]
    config = {"LiteBuildConfig": {"ignore_sys_prefix": True, "federated_extensions": extensions, "apps": APPS,
                                  "no_sourcemaps": True, "no_unused_shared_packages": True,
                                  "contents": [str(contents)], "settings_overrides": [str(WORK / "overrides.json")],
                                  "output_dir": str(output), "cache_dir": str(WORK / ".cache")}}
    (WORK / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    shutil.rmtree(output, ignore_errors=True)
    run(Path(sys.executable).parent / "jupyter", "lite", "build", "--lite-dir", WORK, cwd=WORK)
    check_offline(output)
    size = sum(p.stat().st_size for p in output.rglob("*") if p.is_file())
    return {"notebooks": [nb.name for nb in kept], "left_out": left_out, "wheels": shipped, "bytes": size,
            "seconds": time.monotonic() - started}


def check_offline(output: Path) -> None:
    """Stop the build if the site's Pyodide is not its own: the kernel's URL, its lock and every wheel it lists."""
    config = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    url = kernel.get("pyodideUrl", "")
    if not url.startswith("./") or not (output / url).is_file():
        raise SystemExit(f"the site's Pyodide is not in the site: pyodideUrl={url!r}")
    folder = (output / url).parent
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    for name, spec in lock["packages"].items():
        wheel = folder / spec["file_name"]
        if not wheel.is_file():
            raise SystemExit(f"{name}: {spec['file_name']} is listed in the lock but not in the site")
        if hashlib.sha256(wheel.read_bytes()).hexdigest() != spec["sha256"]:
            raise SystemExit(f"{name}: the sha256 of {wheel.name} is not the lock's")


def main() -> None:
    """Build the site and say what it holds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where to build the site (default: build/lite)")
    output = parser.parse_args().output
    found = build(output)
    print(f"built {output} in {found['seconds']:.0f} s: {found['bytes'] / 1e6:.1f} MB")
    print("notebooks:", ", ".join(found["notebooks"]))
    for name, missing in found["left_out"].items():
        print(f"left out: {name} (needs {', '.join(missing)})")


if __name__ == "__main__":
    main()
