"""The JupyterLite site (issue 15) works with no network: built by ``binder/lite/build.py`` (what ``make lite``
runs) into pytest's ``tmp_path``, served from it on 127.0.0.1, and opened in headless Chromium (driven by
Playwright) with every request to any other address refused and kept: the start notebook runs in the
browser's Python (Pyodide), its table's board is drawn (by ``widgets.call_canvas``: ipycanvas cannot load
there), and a click on a legal action's place plays it. No request had to leave 127.0.0.1.

The build needs the package registries (PyPI; npm until Pyodide's package is cached in
``GANGS_LITE_CACHE``, default ``~/.cache/gangs-lite``); when they cannot be reached the module is
skipped, saying so. Build time and page times are printed. Run::

    .venv/bin/python -m pytest tests/test_browser_lite.py -s -q
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest
from browser_support import (
    LAB_OVERRIDES,
    ROOT,
    RepaintTimes,
    Server,
    arm_repaint_timer,
    artefacts_on_failure,
    board_click,
    missing_browser_reason,
    page_point,
    repaint_time,
    settled_count,
    settled_pixels,
    wait_board,
    wait_count,
)

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)

BUILD_SCRIPT = ROOT / "binder" / "lite" / "build.py"
NOTEBOOK = "00-start-here.ipynb"
GAME, PLAYERS, SEED = "supergang", ("Player 1", "Bot 1", "Bot 2"), 1
"""The match of the start notebook's table."""

CANVAS = ".gangs-table .gangs-canvas"
LOG_LINES = ".gangs-log li"
MESSAGE = ".gangs-table .gangs-message"
KERNEL_TIMEOUT_MS = 180000
"""Pyodide starts in the page: it loads about 20 MB and every wheel of the site before the first cell runs."""

NETWORK_FAILURES = ("Temporary failure in name resolution", "Name or service not known", "Network is unreachable",
                    "NewConnectionError", "Max retries exceeded", "ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED",
                    "ETIMEDOUT", "network request failed")
"""Words of pip's and npm's errors when a registry cannot be reached."""

KERNEL_READY_JS = """() => {
    const app = window.jupyterapp;
    const panel = app && app.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session
        && panel.sessionContext.session.kernel;
    return !!kernel && panel.sessionContext.isReady && kernel.status === 'idle';
}"""
"""JS: the notebook in front has a kernel, started and idle (Pyodide and its packages loaded)."""

RUN_ALL_JS = """async (timeoutMs) => {
    const run = window.jupyterapp.commands.execute('notebook:run-all-cells');
    const late = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
    return String(await Promise.race([run, late]));
}"""
"""JS: run every cell of the notebook in front, until done (its answer: "true" when no cell failed)."""

TRACEBACKS_JS = """() => Array.from(document.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"]'))
    .map((el) => el.innerText).join('\\n')"""
"""JS: what the notebook's cells wrote on stderr (tracebacks included)."""


def _build_module() -> Any:
    spec = importlib.util.spec_from_file_location("gangs_lite_build", BUILD_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    """The site built from this tree (the build script's own ``build``), and what the build said it holds."""
    output = tmp_path_factory.mktemp("lite") / "site"
    try:
        found = _build_module().build(output)
    except SystemExit as failure:
        text = str(failure)
        if any(words in text for words in NETWORK_FAILURES):
            pytest.skip(f"the Lite site needs the package registries to be built: {text[-600:]}")
        raise
    print(f"Lite site built in {found['seconds']:.0f} s: {found['bytes'] / 1e6:.1f} MB, "
          f"notebooks {found['notebooks']}, left out {sorted(found['left_out'])}")
    return output, found


@pytest.fixture
def served(site: tuple[Path, dict], tmp_path: Path) -> Iterator[Server]:
    """The site served by ``python -m http.server`` on a free port of 127.0.0.1; in the copy under test only,
    the app is exposed to the test (``exposeAppInBrowser``) and JupyterLab has the other browser tests'
    settings (``LAB_OVERRIDES``: every cell rendered, so that nothing scrolls the board away before a click)."""
    root = site[0]
    config_path = root / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    data["exposeAppInBrowser"] = "true"
    data["settingsOverrides"] = {**data.get("settingsOverrides", {}), **LAB_OVERRIDES}
    config_path.write_text(json.dumps(config), encoding="utf-8")

    def command(port: int) -> list[str]:
        return [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(root), str(port)]
    server = Server("lite", command, "/jupyter-lite.json", root, tmp_path / "lite.log").start()
    yield server
    server.stop()


def test_the_site_holds_its_python_and_every_wheel_its_lock_lists(site: tuple[Path, dict]) -> None:
    """The kernel loads Pyodide from the site, its lock lists only wheels the site holds (sha256 matching),
    this package and the widget packages among them; the notebooks that import pandas or matplotlib are left
    out, and the page about the site and the README name them."""
    root, found = site
    config = json.loads((root / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    lock = json.loads((root / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    for name, spec in lock["packages"].items():
        wheel = root / "static" / "pyodide" / spec["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == spec["sha256"], name
        assert set(spec["depends"]) <= set(lock["packages"]), name
    assert {"gangs", "ipywidgets", "anywidget", "micropip", "ipython"} <= set(lock["packages"])
    assert "ipycanvas" not in lock["packages"]
    files = sorted(p.name for p in (root / "files").glob("*.ipynb"))
    assert NOTEBOOK in files and files == found["notebooks"]
    assert "pandas" in found["left_out"]["analyst.ipynb"]
    about = (root / "files" / "ABOUT-THIS-SITE.md").read_text(encoding="utf-8")
    assert all(f"`{name}`" in about for name in found["left_out"])
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    told = readme[readme.index("**JupyterLite"):readme.index("need pandas")]
    kept, left = told[told.index("lacks:"):].split(";", 1)
    assert set(re.findall(r"`([\w-]+)`", kept)) == {Path(name).stem for name in found["notebooks"]}
    assert set(re.findall(r"`([\w-]+)`", left)) == {Path(name).stem for name in found["left_out"]}


def test_the_start_notebook_runs_in_the_browser_draws_the_board_and_plays_a_click(
        browser: Any, served: Server, tmp_path: Path, repaint_times: RepaintTimes) -> None:
    """JupyterLab of the site opens the start notebook, starts Pyodide and runs every cell; the board is drawn
    and a click on a legal action's place plays it (board repainted, event log longer); nothing outside
    127.0.0.1 was asked for, and the page reported no error."""
    started = time.monotonic()
    refused: list[str] = []
    context = browser.new_context(viewport={"width": 1600, "height": 1000})
    context.set_default_timeout(30000)

    def route(route: Any) -> None:
        url = route.request.url
        if url.startswith((f"{served.url}/", f"ws://127.0.0.1:{served.port}/", "data:", "blob:")):
            route.continue_()
        else:
            refused.append(url)
            route.abort()
    context.route("**/*", route)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}\n{error.stack}"))
    try:
        with artefacts_on_failure(page, [served], errors, tmp_path, "lite"):
            page.goto(f"{served.url}/lab/index.html?path={NOTEBOOK}", wait_until="domcontentloaded")
            page.wait_for_function(KERNEL_READY_JS, timeout=KERNEL_TIMEOUT_MS, polling=200)
            print(f"Lite: kernel ready {time.monotonic() - started:.1f} s after opening the page")
            done = page.evaluate(RUN_ALL_JS, KERNEL_TIMEOUT_MS)
            assert done == "true", f"run all cells: {done}\n{page.evaluate(TRACEBACKS_JS)[-3000:]}"
            wait_board(page, CANVAS)
            settled_pixels(page, CANVAS)
            print(f"Lite: every cell run and the board drawn {time.monotonic() - started:.1f} s after opening")

            x, y, label = board_click(GAME, PLAYERS, SEED)
            lines_before = settled_count(page, LOG_LINES)
            px, py = page_point(page, CANVAS, x, y)
            arm_repaint_timer(page, CANVAS)
            page.mouse.click(px, py)
            ms = repaint_time(page)
            assert ms is not None, f"clicking {label!r} on the board at ({x:.0f}, {y:.0f}) repainted nothing"
            repaint_times.add(ms, "board: play", f"JupyterLite, {label!r}")
            wait_count(page, LOG_LINES, f"n > {lines_before}")
            message = page.inner_text(MESSAGE)
            assert message.startswith("Played"), message

            assert not refused, "requests that left 127.0.0.1:\n" + "\n".join(refused)
            assert not errors, "page errors:\n" + "\n".join(errors)
    finally:
        context.close()
    print(f"Lite test: {time.monotonic() - started:.1f} s")
