"""Helpers of the real-browser tests (``tests/test_browser*.py``): servers on free local ports,
headless Chromium and its pages, the "canvas drawn" check, the board point of a legal action, the
click-to-repaint times, failure artefacts.

Chromium is Debian's (``apt-get install -y chromium``), at ``/usr/bin/chromium`` unless the
environment variable ``GANGS_CHROMIUM`` names another path (pointing it at a missing file shows
how the tests skip). ``playwright install`` is never needed: Playwright only drives that binary.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
NOTEBOOKS = ROOT / "notebooks"

CHROMIUM = Path(os.environ.get("GANGS_CHROMIUM", "/usr/bin/chromium"))
"""The browser binary the tests drive."""

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage"]
"""Chromium flags that work as root, without a GPU, and keep it off the network."""

HOW_TO_GET_CHROMIUM = (f"{CHROMIUM} not found: the browser tests need Debian's Chromium "
                       "(as root: apt-get update && apt-get install -y chromium; .ci/run does it)")

SERVER_START_TIMEOUT = 60.0
"""Seconds a server may take to answer its readiness URL."""


def missing_browser_reason() -> str | None:
    """Why the browser tests cannot run here (None when they can)."""
    if not CHROMIUM.exists():
        return HOW_TO_GET_CHROMIUM
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[dev]')"
    return None


# -- servers ------------------------------------------------------------------------------------
def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now (the system's choice for port 0)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def copy_notebooks(destination: Path) -> Path:
    """A copy of ``notebooks/`` (without records or checkpoints) at ``destination``: the servers run
    the copy, so that what the notebooks write stays out of the repository."""
    shutil.copytree(NOTEBOOKS, destination,
                    ignore=shutil.ignore_patterns("*.record.json", ".ipynb_checkpoints", "__pycache__"))
    return destination


class Server:
    """A server process in its own process group, its output in ``log_path``.

    ``command(port)`` gives the command line for a port. ``start()`` picks a free port, starts the
    process and waits until ``ready_path`` answers over HTTP; when the process dies first because
    the port was taken in between, it tries again on another port. ``stop()`` ends the whole group.
    """

    def __init__(self, name: str, command: Callable[[int], Sequence[str]], ready_path: str, cwd: Path,
                 log_path: Path, env: dict[str, str] | None = None) -> None:
        self.name = name
        self.command = command
        self.ready_path = ready_path
        self.cwd = cwd
        self.log_path = log_path
        self.env = env
        self.port = 0
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """The server's root URL."""
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        """What the server printed so far."""
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def start(self, timeout: float = SERVER_START_TIMEOUT, attempts: int = 3) -> "Server":
        """Start the server and wait until it is ready; raise RuntimeError (with its log) if not."""
        for attempt in range(attempts):
            self.port = free_port()
            with open(self.log_path, "a", encoding="utf-8") as log:
                log.write(f"--- {self.name}, attempt {attempt + 1}, port {self.port}\n")
                log.flush()
                self.process = subprocess.Popen(list(self.command(self.port)), cwd=self.cwd, env=self.env,
                                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                                start_new_session=True)
            if self._wait_ready(timeout):
                return self
            self.stop()
            if "already in use" not in self.log().lower():
                break
        raise RuntimeError(f"{self.name} did not start (log: {self.log_path}):\n{self.log()[-4000:]}")

    def _wait_ready(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        url = self.url + self.ready_path
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                return False
            try:
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        return True
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.1)
        return False

    def stop(self) -> None:
        """End the server's process group: SIGTERM, then SIGKILL after 5 s."""
        process, self.process = self.process, None
        if process is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
        # Kernels are children of the server, in its group: make sure none outlives it.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)


def write_notebook(path: Path, *cells: str) -> Path:
    """A notebook at ``path`` whose code cells are ``cells`` (no outputs), for a server to run; its
    kernel can import this module (``from browser_support import ...``)."""
    import nbformat

    setup = f"import sys\nsys.path.insert(0, {str(TESTS)!r})"
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code) for code in (setup, *cells)])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, str(path))
    return path


def voila_server(notebook: Path, log_path: Path, env: dict[str, str]) -> Server:
    """A Voilà server for ``notebook`` (not started); a cell that fails shows its traceback in the page."""
    def command(port: int) -> list[str]:
        return [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
                "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", "--show_tracebacks=True"]
    return Server("voila", command, "/voila/static/voila.js", notebook.parent, log_path, env)


LAB_OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"checkForUpdates": False, "fetchNews": "false",
                                                    "doNotDisturbMode": True},
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
    "@jupyterlab/extensionmanager-extension:plugin": {"enabled": False},
}
"""JupyterLab settings that make it deterministic: no news or update pop-ups, every cell rendered
(no virtual scrolling), no autosave, no extension manager asking the network."""


def lab_server(root: Path, token: str, state_dir: Path, log_path: Path, env: dict[str, str]) -> Server:
    """A JupyterLab server on ``root`` (not started); its settings overrides, workspaces and runtime
    files live in ``state_dir``."""
    settings = state_dir / "app-settings"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "overrides.json").write_text(json.dumps(LAB_OVERRIDES, indent=2), encoding="utf-8")
    (state_dir / "user-settings").mkdir(exist_ok=True)
    (state_dir / "workspaces").mkdir(exist_ok=True)

    def command(port: int) -> list[str]:
        return [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ServerApp.ip=127.0.0.1",
                f"--ServerApp.port={port}", "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
                f"--ServerApp.root_dir={root}", "--allow-root", f"--LabApp.app_settings_dir={settings}",
                f"--LabApp.user_settings_dir={state_dir / 'user-settings'}",
                f"--LabApp.workspaces_dir={state_dir / 'workspaces'}", "--LabApp.expose_app_in_browser=True"]
    return Server("jupyter lab", command, f"/api/status?token={token}", root, log_path, env)


def private_env(home: Path) -> dict[str, str]:
    """The environment for a server whose Jupyter files (runtime, config, data, IPython) stay under
    ``home``, so that nothing is written into the user's home."""
    env = dict(os.environ)
    for name, sub in [("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTER_CONFIG_DIR", "config"),
                      ("JUPYTER_DATA_DIR", "data"), ("IPYTHONDIR", "ipython"),
                      ("JUPYTERLAB_WORKSPACES_DIR", "workspaces")]:
        path = home / sub
        path.mkdir(parents=True, exist_ok=True)
        env[name] = str(path)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    env.pop("JUPYTER_TOKEN", None)
    return env


# -- the browser ----------------------------------------------------------------------------------
@dataclass
class Tab:
    """A browser page and the uncaught errors (``pageerror``) it reported."""

    page: Any
    errors: list[str] = field(default_factory=list)


@contextlib.contextmanager
def open_tab(browser: Any, width: int = 1600, height: int = 1000) -> Iterator[Tab]:
    """A fresh page of ``width`` x ``height`` CSS pixels in its own context (the network outside
    127.0.0.1 blocked) that records its page errors; closed at the end of the block."""
    context = browser.new_context(viewport={"width": width, "height": height})
    context.set_default_timeout(30000)
    block_the_network(context)
    page = context.new_page()
    tab = Tab(page)
    page.on("pageerror", lambda error: tab.errors.append(f"{error.name}: {error.message}\n{error.stack}"))
    try:
        yield tab
    finally:
        context.close()


def block_the_network(context: Any) -> None:
    """Abort every request of ``context`` that is not to 127.0.0.1 (CDN fonts, news, updates...)."""
    def route(route: Any) -> None:
        url = route.request.url
        if url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")):
            route.continue_()
        else:
            route.abort()
    context.route("**/*", route)


LAYERS_JS = """(selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const canvases = el.tagName === 'CANVAS' ? [el] : Array.from(el.querySelectorAll('canvas'));
    return canvases.map((c) => {
        if (!c.width || !c.height) return {width: c.width, height: c.height, data: '', blank: true};
        const words = new Uint32Array(c.getContext('2d').getImageData(0, 0, c.width, c.height).data.buffer);
        let hash = 0x811c9dc5, blank = true;
        for (let i = 0; i < words.length; i++) {
            if (words[i]) blank = false;
            hash = Math.imul(hash ^ words[i], 0x01000193) >>> 0;
        }
        return {width: c.width, height: c.height, data: `${c.width}x${c.height}:${hash.toString(16)}`, blank: blank};
    });
}"""
"""JS: the canvases of a widget (its element if it is a <canvas>, else the <canvas> inside), each
with its size, a digest of its pixels (FNV-1a over the RGBA words of ``getImageData``: equal
pixels, equal digests; a PNG from ``toDataURL()`` may differ for the same pixels) and whether every
pixel is blank (transparent black, as a new canvas)."""


def layers(page: Any, selector: str) -> list[dict]:
    """``LAYERS_JS`` run in ``page``: one dict per canvas (empty list if the widget is not there)."""
    return page.evaluate(LAYERS_JS, selector) or []


def pixels(page: Any, selector: str) -> list[str]:
    """The digest of the pixels of each canvas of the widget (see ``LAYERS_JS``)."""
    return [layer["data"] for layer in layers(page, selector)]


def wait_drawn(page: Any, selector: str, timeout_ms: float = 30000) -> list[str]:
    """Wait until some canvas of the widget differs from a blank canvas of its size; its pixels."""
    page.wait_for_function(
        f"(selector) => {{ const found = ({LAYERS_JS})(selector);"
        " return !!found && found.some((layer) => !layer.blank); }",
        arg=selector, timeout=timeout_ms, polling=100)
    return pixels(page, selector)


TRACEBACKS_JS = """() => Array.from(document.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"]'))
    .map((el) => el.innerText).filter((text) => text.includes('Traceback (most recent call last)'))"""
"""JS: the tracebacks of the notebook's failed cells shown in the page."""


def wait_board(page: Any, selector: str, timeout_ms: float = 60000) -> list[str]:
    """Wait until the widget ``selector`` is on the page and drawn (see ``wait_drawn``); its pixels.
    A cell of the notebook that failed first (its traceback in the page) fails at once, with it."""
    page.wait_for_function(f"(selector) => !!document.querySelector(selector) || ({TRACEBACKS_JS})().length > 0",
                           arg=selector, timeout=timeout_ms, polling=100)
    if page.query_selector(selector) is None:
        tracebacks = "\n".join(page.evaluate(TRACEBACKS_JS))
        raise AssertionError(f"a cell of the notebook failed before {selector} was shown:\n{tracebacks[-3000:]}")
    return wait_drawn(page, selector, timeout_ms)


SETTLED_JS = f"""async ([selector, quietMs, timeoutMs]) => {{
    const snap = () => JSON.stringify((({LAYERS_JS})(selector) || []).map((layer) => layer.data));
    const start = performance.now();
    let last = snap(), since = performance.now();
    while (performance.now() - start < timeoutMs) {{
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = snap();
        if (now !== last) {{ last = now; since = performance.now(); }}
        else if (performance.now() - since >= quietMs) return JSON.parse(last);
    }}
    return null;
}}"""
"""JS: wait until the widget's pixels have not changed for ``quietMs``; their digests."""


def settled_pixels(page: Any, selector: str, quiet_ms: float = 300, timeout_ms: float = 15000) -> list[str]:
    """The widget's pixels once they stop changing (a redraw may come in several messages)."""
    found = page.evaluate(SETTLED_JS, [selector, quiet_ms, timeout_ms])
    assert found is not None, f"the pixels of {selector} kept changing for {timeout_ms / 1000:.0f} s"
    return found


ARM_REPAINT_TIMER_JS = """([selector, timeoutMs]) => {
    const el = document.querySelector(selector);
    const canvases = el.tagName === 'CANVAS' ? [el] : Array.from(el.querySelectorAll('canvas'));
    const read = () => canvases.map((c) => new Uint32Array(
        c.getContext('2d').getImageData(0, 0, c.width, c.height).data.buffer));
    const before = read();
    const changed = () => read().some((now, i) => {
        const old = before[i];
        if (now.length !== old.length) return true;
        for (let k = 0; k < now.length; k++) if (now[k] !== old[k]) return true;
        return false;
    });
    window.__gangsRepaint = new Promise((resolve) => {
        const expire = setTimeout(() => resolve(null), timeoutMs);
        document.addEventListener('mousedown', () => {
            const start = performance.now();
            const poll = () => {
                if (changed()) { clearTimeout(expire); resolve(performance.now() - start); }
                else if (performance.now() - start > timeoutMs) resolve(null);
                else requestAnimationFrame(poll);
            };
            requestAnimationFrame(poll);
        }, {once: true, capture: true});
    });
}"""
"""JS: remember the widget's pixels, then at the next mousedown anywhere in the page start polling
them at every animation frame; ``window.__gangsRepaint`` resolves to the milliseconds from the
mousedown to the first changed frame (null if none within ``timeoutMs``)."""


def arm_repaint_timer(page: Any, selector: str, timeout_ms: float = 15000) -> None:
    """Start watching the widget's pixels for the next mousedown (see ``ARM_REPAINT_TIMER_JS``)."""
    page.evaluate(ARM_REPAINT_TIMER_JS, [selector, timeout_ms])


def repaint_time(page: Any) -> float | None:
    """Milliseconds from the mousedown to the repaint, measured in the page after
    ``arm_repaint_timer`` and a click (None: the pixels did not change in time)."""
    return page.evaluate("() => window.__gangsRepaint")


class RepaintTimes:
    """The click-to-repaint times (ms) measured by the browser tests, each with its kind of click
    ("board: play", "button", "Step"...) and what was clicked."""

    def __init__(self) -> None:
        self.times: list[tuple[float, str, str]] = []

    def add(self, ms: float, kind: str, what: str) -> None:
        """Keep one time, and print it."""
        self.times.append((ms, kind, what))
        print(f"click-to-repaint: {ms:.0f} ms ({kind}: {what})")

    def summary(self) -> str:
        """Median and 95th percentile (nearest rank) of all the times kept, then of each kind."""
        if not self.times:
            return "click-to-repaint: no time measured"
        kinds = sorted({kind for _, kind, _ in self.times})
        lines = [_median_p95("every click", [ms for ms, _, _ in self.times])]
        lines += [_median_p95(kind, [ms for ms, k, _ in self.times if k == kind]) for kind in kinds]
        return "click-to-repaint times:\n" + "\n".join(lines)


def _median_p95(name: str, values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, max(0, -(-95 * len(values) // 100) - 1))]
    return (f"  {name}: median {statistics.median(values):.0f} ms, p95 {p95:.0f} ms, max {values[-1]:.0f} ms "
            f"over {len(values)}")


def page_point(page: Any, selector: str, x: float, y: float) -> tuple[float, float]:
    """The page point (viewport coordinates) of the scene point (x, y) on the widget's canvas, after
    scrolling the canvas to the middle of the view: through its bounding box, scaled from the
    canvas's buffer size to its CSS size. Asserts that the canvas is what is under that point."""
    found = page.evaluate("""([selector, x, y]) => {
        const el = document.querySelector(selector);
        const c = el.tagName === 'CANVAS' ? el : el.querySelector('canvas');
        c.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
        const r = c.getBoundingClientRect();
        const px = r.left + x * r.width / c.width, py = r.top + y * r.height / c.height;
        const hit = document.elementFromPoint(px, py);
        return {px: px, py: py, onCanvas: !!hit && (hit === c || el.contains(hit)),
                hit: hit ? hit.outerHTML.slice(0, 200) : null};
    }""", [selector, x, y])
    assert found["onCanvas"], f"the canvas is not under the point ({x}, {y}): {found['hit']}"
    return found["px"], found["py"]


def count(page: Any, selector: str) -> int:
    """How many elements match ``selector`` in ``page``."""
    return int(page.evaluate("(selector) => document.querySelectorAll(selector).length", selector))


def wait_count(page: Any, selector: str, test: str, timeout_ms: float = 15000) -> int:
    """Wait until the number ``n`` of elements matching ``selector`` passes ``test``, a JS
    expression of ``n`` (such as ``"n > 3"``); that number."""
    page.wait_for_function(f"(selector) => {{ const n = document.querySelectorAll(selector).length; return {test}; }}",
                           arg=selector, timeout=timeout_ms, polling=50)
    return count(page, selector)


def settled_count(page: Any, selector: str, quiet_ms: float = 300, timeout_ms: float = 15000) -> int:
    """How many elements match ``selector`` once that number has not changed for ``quiet_ms`` (a
    widget may update in several messages)."""
    found = page.evaluate("""async ([selector, quietMs, timeoutMs]) => {
        const n = () => document.querySelectorAll(selector).length;
        const start = performance.now();
        let last = n(), since = performance.now();
        while (performance.now() - start < timeoutMs) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            const now = n();
            if (now !== last) { last = now; since = performance.now(); }
            else if (performance.now() - since >= quietMs) return last;
        }
        return null;
    }""", [selector, quiet_ms, timeout_ms])
    assert found is not None, f"the number of {selector} kept changing for {timeout_ms / 1000:.0f} s"
    return int(found)


# -- the game -----------------------------------------------------------------------------------------
def shown_legal(match: Any, viewer: Any = "mover") -> list[Any]:
    """The legal actions of ``match`` as a table shows them to ``viewer`` (by default the seat to move, as a table
    seated for him or following him does): with the words of their buttons and pieces (``widgets.words.worded``)."""
    from widgets.words import worded

    return worded(match.state, match.legal_actions(), match.to_move if viewer == "mover" else viewer)


def board_click(game: str, players: Sequence[str], seed: int) -> tuple[float, float, str]:
    """A point (x, y) of the scene of a new match where a click concerns exactly one legal action,
    and that action's label: a steady point (see ``steady_point``) of the first place that only one
    legal action concerns."""
    import gangs

    match = gangs.new(game, players=list(players), seed=seed)
    legal = shown_legal(match)
    shapes = match.game.scene(match.state).shapes()
    clickable = place_ids(legal)
    for action in legal:
        for target in action.targets:
            point = steady_point(shapes, target, clickable)
            if point is not None and [a for a in legal if target in a.targets or target == a.piece] == [action]:
                return point[0], point[1], action.label
    raise AssertionError(f"no point of the {game} board concerns exactly one legal action")


def busy_match(events: int = 6, pieces: int = 2, seeds: Sequence[int] = range(1, 21), limit: int = 1500) -> Any:
    """A Super Gang match (players "Player 1", "Bot 1", "Bot 2") played by random agents up to the first
    position where the last decision told at least ``events`` events (a long status: a duel, an
    arrest...) and at least ``pieces`` pieces can move (so a piece is picked before its square is
    clicked): the side panel is then at its tallest, and a pointer has much to hover. The first
    seed of ``seeds`` that reaches one within ``limit`` decisions."""
    import gangs

    for seed in seeds:
        match = gangs.new("supergang", players=["Player 1", "Bot 1", "Bot 2"], seed=seed)
        for _ in range(limit):
            if match.is_over:
                break
            told = match.events_by_decision()[-1] if match.decisions else []
            movable = {action.piece for action in match.legal_actions() if action.piece}
            if len(told) >= events and len(movable) >= pieces:
                return match
            match.run(max_steps=1)
    raise AssertionError(f"no Super Gang position with {events} events told and {pieces} pieces to move")


def place_ids(actions: Sequence[Any]) -> set[str]:
    """The ids of the shapes a click may concern: the actions' targets and the pieces they move."""
    return {t for action in actions for t in action.targets} | {a.piece for a in actions if a.piece}


def steady_point(shapes: Sequence[Any], shape_id: str, clickable: set[str], margin: float = 4.0,
                 step: float = 2.0) -> tuple[float, float] | None:
    """A scene point of the shape ``shape_id`` where it is the topmost of the ``clickable`` shapes,
    and still is ``margin`` scene pixels away in the four directions (a point that a rounding of
    the canvas's scale cannot move onto a neighbour); scanned outwards from the middle of the upper
    half of the shape: a board that grows under a still pointer brings the scene up under it, so
    another place soonest comes there. None if there is no such point."""
    from gangs.render import ids_at

    def topmost(x: float, y: float) -> str | None:
        return next((i for i in ids_at(shapes, x, y) if i in clickable), None)

    shape = next(s for s in shapes if s.id == shape_id)
    x0, y0, x1, y1 = shape.bounds()
    cx, cy = (x0 + x1) / 2, y0 + 0.25 * (y1 - y0)
    nx, ny = int((x1 - x0) / (2 * step)), int((y1 - y0) / step)
    offsets = sorted(((i, j) for i in range(-nx, nx + 1) for j in range(-ny, ny + 1)),
                     key=lambda ij: ij[0] ** 2 + ij[1] ** 2)
    for i, j in offsets:
        x, y = cx + i * step, cy + j * step
        around = [(x, y), (x - margin, y), (x + margin, y), (x, y - margin), (x, y + margin)]
        if all(topmost(a, b) == shape_id for a, b in around):
            return x, y
    return None


def hover_points(match: Any, actions: Sequence[Any] | None = None, pieces: bool = True) -> list[tuple[float, float]]:
    """Scene points to hover for ``actions`` (default: the legal actions) of ``match``: one steady
    point (see ``steady_point``) per piece they move (unless ``pieces`` is False), then per place
    only one action concerns, then per place of several actions; in each group the lowest on the
    board first."""
    legal = list(match.legal_actions())
    chosen = legal if actions is None else list(actions)
    clickable = place_ids(legal)
    shapes = match.game.scene(match.state).shapes()
    uses: dict[str, int] = {}
    for action in legal:
        for target in set(action.targets):
            uses[target] = uses.get(target, 0) + 1
    targets = list(dict.fromkeys(t for action in chosen for t in action.targets))
    movers = list(dict.fromkeys(a.piece for a in chosen if pieces and a.piece and a.piece not in targets))
    groups = [movers, [t for t in targets if uses.get(t) == 1], [t for t in targets if uses.get(t, 0) > 1]]
    points = []
    for group in groups:
        found = [point for point in (steady_point(shapes, shape_id, clickable) for shape_id in group) if point]
        # The lowest first: a board stretched under the pointer moves them most.
        points += sorted(found, key=lambda point: -point[1])
    return points


@contextlib.contextmanager
def artefacts_on_failure(page: Any, servers: Sequence[Server], errors: Sequence[str], where: Path,
                         name: str) -> Iterator[None]:
    """On an exception in the block: print the page errors seen, save a screenshot of ``page`` in
    ``where`` (of each page, when ``page`` is a list of them), and each server's log, when it is not
    there already; print their paths, and let the exception go on."""
    try:
        yield
    except BaseException:
        for error in errors:
            print(f"page error: {error}")
        saved = []
        pages = page if isinstance(page, (list, tuple)) else [page]
        for k, each in enumerate(pages):
            shot = where / (f"{name}-failure.png" if len(pages) == 1 else f"{name}-failure-{k}.png")
            try:
                each.screenshot(path=str(shot), full_page=True, timeout=10000)
                saved.append(shot)
            except Exception as error:  # noqa: BLE001 - the screenshot must not hide the failure
                print(f"(no screenshot: {error})")
        for server in servers:
            log = server.log_path
            if log.parent != where:
                log = where / f"{name}-{server.name.replace(' ', '-')}.log"
                log.write_text(server.log(), encoding="utf-8")
            saved.append(log)
        for path in saved:
            print(f"failure artefact: {path}")
        raise


# -- the canvas writer, replayed in the browser ----------------------------------------------------------
class CallRecorder:
    """A canvas-like object for ``widgets.canvas``: it records every drawing call and style set as a
    JSON list (``["fill_rect", x, y, w, h]``, ``["set", "line_width", 2]``), for ``REPLAY_JS``."""

    def __init__(self) -> None:
        object.__setattr__(self, "calls", [])

    def __setattr__(self, name: str, value: Any) -> None:
        self.calls.append(["set", name, value])

    def __getattr__(self, name: str) -> Callable[..., None]:
        def record(*args: Any) -> None:
            self.calls.append([name, *[[list(p) for p in arg] if isinstance(arg, list) and arg
                                       and isinstance(arg[0], tuple) else arg for arg in args]])
        return record

    def take(self) -> list:
        """The calls recorded since the last ``take``."""
        calls = list(self.calls)
        self.calls.clear()
        return calls


REPLAY_JS = """([width, height, segments, wholes]) => {
    const styles = {global_alpha: 'globalAlpha', fill_style: 'fillStyle', stroke_style: 'strokeStyle',
        line_width: 'lineWidth', line_cap: 'lineCap', line_join: 'lineJoin', font: 'font',
        text_align: 'textAlign', text_baseline: 'textBaseline'};
    const canvas = () => { const c = document.createElement('canvas'); c.width = width; c.height = height;
                           return c.getContext('2d'); };
    const path = (x, points, close) => { x.beginPath(); x.moveTo(...points[0]);
        for (const p of points.slice(1)) x.lineTo(...p); if (close) x.closePath(); };
    const run = (x, calls) => {
        for (const [name, ...a] of calls) {
            switch (name) {
            case 'set': x[styles[a[0]]] = a[1]; break;
            case 'clear': x.clearRect(0, 0, width, height); break;
            case 'clear_rect': x.clearRect(...a); break;
            case 'fill_rect': x.fillRect(...a); break;
            case 'stroke_rect': x.strokeRect(...a); break;
            case 'fill_circle': x.beginPath(); x.arc(a[0], a[1], a[2], 0, 2 * Math.PI); x.fill(); break;
            case 'stroke_circle': x.beginPath(); x.arc(a[0], a[1], a[2], 0, 2 * Math.PI); x.stroke(); break;
            case 'stroke_line': x.beginPath(); x.moveTo(a[0], a[1]); x.lineTo(a[2], a[3]); x.stroke(); break;
            case 'stroke_lines': path(x, a[0], false); x.stroke(); break;
            case 'fill_polygon': path(x, a[0], true); x.fill(); break;
            case 'stroke_polygon': path(x, a[0], true); x.stroke(); break;
            case 'fill_text': x.fillText(...a); break;
            case 'stroke_text': x.strokeText(...a); break;
            case 'set_line_dash': x.setLineDash(a[0]); break;
            case 'begin_path': x.beginPath(); break;
            case 'move_to': x.moveTo(...a); break;
            case 'arc_to': x.arcTo(...a); break;
            case 'close_path': x.closePath(); break;
            case 'fill': x.fill(); break;
            case 'stroke': x.stroke(); break;
            default: throw new Error('cannot replay ' + name);
            }
        }
    };
    const live = canvas(), whole = canvas(), differs = [];
    segments.forEach((segment, i) => {
        run(live, segment);
        whole.clearRect(0, 0, width, height);
        run(whole, wholes[i]);
        const a = live.getImageData(0, 0, width, height).data, b = whole.getImageData(0, 0, width, height).data;
        let n = 0;
        for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) n++;
        if (n) differs.push([i, n]);
    });
    return differs;
}"""
"""JS: replay on one canvas the ``segments`` of calls one after the other and, after each, compare
its pixels with a fresh canvas on which ``wholes[i]`` is replayed; ``[i, differing bytes]`` for
each segment after which they differ."""


LOBBY_NEW_GAME_JS = """([title, old]) => {
    const message = document.querySelector('.gangs-lobby-message');
    const said = !!message && message.innerText.replace(/\\u00a0/g, ' ').includes(title);
    return said && !old.isConnected;
}"""
"""JS: the Lobby's message names the game ``title`` and the table ``old`` left the page."""


def start_lobby_game(page: Any, title: str, canvas: str, timeout_ms: float = 60000) -> list[str]:
    """Choose the game ``title`` in the app's Lobby, start it, and wait until the new game's table is drawn (its
    pixels). The Lobby may redraw its table when a game is chosen, so the new game is known by the Lobby's message
    naming it, not by the first table leaving the page alone."""
    options = page.locator(".gangs-game select option").all_inner_texts()
    chosen = next(text for text in options if text.replace("\u00a0", " ") == title)
    page.locator(".gangs-game select").select_option(label=chosen)
    first_table = page.query_selector(canvas)
    page.click(".gangs-new-game")
    page.wait_for_function(LOBBY_NEW_GAME_JS, arg=[title, first_table], timeout=timeout_ms, polling=100)
    return wait_board(page, canvas, timeout_ms)
