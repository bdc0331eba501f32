"""The table as a player meets it, in a real browser (headless Chromium driven by Playwright, pages
served by Voilà), at 1024 and at 1600 CSS pixels wide.

- The board keeps its aspect ratio and its place: with the side panel showing a long status (a
  Super Gang position after many events, see ``browser_support.busy_match``), hovering the board
  moves neither the canvas nor the table, and a click made without moving the pointer plays the
  action that the hover line named ("Click: <label>" -> "Played <label>: ...").

Each test serves notebooks written in pytest's ``tmp_path`` on a free port of 127.0.0.1; the browser
may reach nothing else. Click-to-repaint times are measured inside the page and printed (median and
p95 at the end of the run), never asserted. On a failure the page errors, a screenshot and the
server's log are printed or saved in ``tmp_path``. Skipped without Chromium (see
``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_table.py -s -q
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

import pytest
from browser_support import (
    RepaintTimes,
    Server,
    arm_repaint_timer,
    artefacts_on_failure,
    busy_match,
    hover_points,
    missing_browser_reason,
    open_tab,
    page_point,
    private_env,
    repaint_time,
    voila_server,
    wait_drawn,
    write_notebook,
)

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)

TABLE = ".gangs-table"
CANVAS = ".gangs-table .gangs-canvas"
STATUS = ".gangs-table .gangs-status"
HOVER = ".gangs-table .gangs-hover"
MESSAGE = ".gangs-table .gangs-message"
BACK = ".gangs-table .gangs-back"
LOAD_TIMEOUT_MS = 60000
WIDTHS = [(1024, 768), (1600, 1000)]
"""The viewports (CSS pixels) every layout test runs in: a small laptop and a wide screen."""

MAX_HOVERS = 14
"""Places hovered at most, looking for one whose hover line names a single action or a piece."""

OFF_THE_BOARD = (1, 1)
"""A viewport point left of every canvas (the page's margin): the pointer rests there between hovers."""

BUSY_TABLE = """from browser_support import busy_match
from widgets import Table

table = Table(busy_match(), seats=["human"] * 3, svg_copy=False)
display(table)"""
"""The notebook cell of the busy position's table: every seat human, so nothing plays by itself."""


@pytest.fixture(scope="module")
def busy_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of a notebook showing ``busy_match()``'s table (each page load: a new kernel)."""
    where = tmp_path_factory.mktemp("busy")
    notebook = write_notebook(where / "busy.ipynb", BUSY_TABLE)
    server = voila_server(notebook, where / "voila.log", private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


BOXES_JS = """(selectors) => selectors.map((selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return [r.left, r.top, r.width, r.height];
})"""
"""JS: the bounding box (left, top, width, height, in viewport pixels) of the first element of each selector."""

CANVAS_SIZE_JS = """(selector) => {
    const el = document.querySelector(selector);
    const c = el.tagName === 'CANVAS' ? el : el.querySelector('canvas');
    const r = c.getBoundingClientRect();
    return {width: c.width, height: c.height, cssWidth: r.width, cssHeight: r.height};
}"""
"""JS: the canvas's buffer size (its width and height attributes) and its size on the page."""

TEXT_SETTLED_JS = """async ([selector, quietMs, timeoutMs]) => {
    const text = () => { const el = document.querySelector(selector); return el ? el.innerText.trim() : null; };
    const start = performance.now();
    let last = text(), since = performance.now();
    while (performance.now() - start < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = text();
        if (now !== last) { last = now; since = performance.now(); }
        else if (performance.now() - since >= quietMs) return last;
    }
    return null;
}"""
"""JS: the text of ``selector`` once it has not changed for ``quietMs`` (null if it kept changing)."""


def settled_text(page: Any, selector: str, quiet_ms: float = 400, timeout_ms: float = 10000) -> str:
    """The text of ``selector`` once it stops changing (a hover is a round trip to the kernel)."""
    found = page.evaluate(TEXT_SETTLED_JS, [selector, quiet_ms, timeout_ms])
    assert found is not None, f"the text of {selector} kept changing for {timeout_ms / 1000:.0f} s"
    return str(found)


def layout(page: Any) -> list:
    """The bounding boxes of the canvas and of the whole table, rounded to 0.5 px."""
    return [[round(v * 2) / 2 for v in box] if box else box for box in page.evaluate(BOXES_JS, [CANVAS, TABLE])]


def assert_keeps_its_aspect(page: Any, where: str) -> None:
    """The canvas on the page has the proportions of its buffer (width and height attributes), within 1 %."""
    size = page.evaluate(CANVAS_SIZE_JS, CANVAS)
    buffer_ratio = size["width"] / size["height"]
    shown_ratio = size["cssWidth"] / size["cssHeight"]
    assert abs(shown_ratio / buffer_ratio - 1) <= 0.01, (
        f"{where}: the board is shown {size['cssWidth']:.0f}x{size['cssHeight']:.0f} px for a "
        f"{size['width']}x{size['height']} canvas (stretched)")


HOVER_LINE = re.compile(r"Click: (?P<what>.+)", re.DOTALL)
PIECE_CARD = re.compile(r"(?P<name>.+?)\s*(·.*|\(.*\))?")
"""A piece's card: its name, then how many moves ("Killer · 5 moves")."""


def what_a_click_does(hover_text: str) -> tuple[str, str] | None:
    """What the hover line promises: ``("play", label)`` for one action, ``("choose", piece name)``
    for a piece ("Click: choose Killer · 5 moves"); None for no promise or for several actions
    ("Click: choose A / B / C"): no single outcome to check."""
    found = HOVER_LINE.fullmatch(hover_text.strip())
    if not found:
        return None
    what = found["what"].strip()
    if " / " in what or re.search(r"\(and \d+ more\)$", what):
        return None
    if what.startswith("choose "):
        card = PIECE_CARD.fullmatch(what[len("choose "):].strip())
        return ("choose", card["name"]) if card else None
    return "play", what


def hover_then_click_in_place(page: Any, points: list[tuple[float, float]], where: str,
                              times: RepaintTimes) -> tuple[str, str]:
    """Hover ``points`` (scene coordinates) one by one, each from a pointer resting off the board:
    every hover must leave the canvas's and the table's boxes as they were and the board's aspect
    ratio true. At the first whose hover line promises one thing, press and release the button
    without moving the pointer; then the table must do what was promised: for one action, the
    message "Played <label>: ..."; for a piece, the Back button. What was promised and done."""
    for x, y in points[:MAX_HOVERS]:
        page.mouse.move(*OFF_THE_BOARD)
        px, py = page_point(page, CANVAS, x, y)
        settled_text(page, HOVER)
        before = layout(page)
        page.mouse.move(px, py)
        hover_text = settled_text(page, HOVER)
        after = layout(page)
        assert after == before, (f"{where}: hovering ({x:.0f}, {y:.0f}) ({hover_text!r}) moved the layout: "
                                 f"canvas and table {before} -> {after}")
        assert_keeps_its_aspect(page, f"{where}, hovering ({x:.0f}, {y:.0f})")
        promise = what_a_click_does(hover_text)
        if promise is None:
            continue
        message_before = page.inner_text(MESSAGE).strip()
        arm_repaint_timer(page, CANVAS)
        page.mouse.down()
        page.mouse.up()
        kind, what = promise
        if kind == "play":
            page.wait_for_function(
                "([selector, before]) => { const el = document.querySelector(selector);"
                " return !!el && el.innerText.trim() !== before && el.innerText.trim() !== ''; }",
                arg=[MESSAGE, message_before], timeout=15000, polling=50)
            message = settled_text(page, MESSAGE, quiet_ms=300)
            assert message.startswith(f"Played {what}:"), (
                f"{where}: the hover said {hover_text!r}, the click without moving gave {message!r}")
        else:
            page.wait_for_selector(BACK, state="visible", timeout=15000)
        ms = repaint_time(page)
        if ms is not None:
            times.add(ms, f"{where}, board click on {what!r}")
        return kind, what
    raise AssertionError(f"{where}: none of {min(len(points), MAX_HOVERS)} places hovered promised one action "
                         "or one piece")


@pytest.mark.parametrize(("width", "height"), WIDTHS, ids=[f"{w}px" for w, _ in WIDTHS])
def test_hover_changes_no_layout_and_a_click_in_place_plays_the_hovered_action(
        browser: Any, busy_server: Server, repaint_times: RepaintTimes, tmp_path: Path, width: int,
        height: int) -> None:
    """Issue 11, point 1. In a ``width``-pixel window, the table of a position whose status is long
    (``busy_match``): the board shows its canvas's aspect ratio (±1 %); hovering places of the board
    changes neither the canvas's box nor the table's; pressing the button where the hover line said
    "Click: <label>", without moving, plays <label>. When the hover line promises a piece ("Click:
    choose ..."), that click selects it (Back appears) and the same check runs on its squares."""
    match = busy_match()
    where = f"{width}px"
    with open_tab(browser, width, height) as tab:
        page = tab.page
        with artefacts_on_failure(page, [busy_server], tab.errors, tmp_path, f"hover-{width}"):
            page.goto(busy_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            page.wait_for_selector(CANVAS, state="attached", timeout=LOAD_TIMEOUT_MS)
            wait_drawn(page, CANVAS, LOAD_TIMEOUT_MS)
            canvas, status = page.evaluate(BOXES_JS, [CANVAS, STATUS])
            beside = status[0] >= canvas[0] + canvas[2] - 1
            print(f"{where}: board {canvas[2]:.0f}x{canvas[3]:.0f} px, status "
                  f"{'beside' if beside else 'under'} it ({status[3]:.0f} px high)")
            assert_keeps_its_aspect(page, where)

            kind, what = hover_then_click_in_place(page, hover_points(match), where, repaint_times)
            if kind == "choose":
                squares = [a for a in match.legal_actions() if a.piece_name == what]
                assert squares, f"{where}: the hover line chose {what!r}, a piece no legal action moves"
                kind, what = hover_then_click_in_place(page, hover_points(match, squares, pieces=False),
                                                       f"{where}, {what} chosen", repaint_times)
                assert kind == "play", f"{where}: after choosing a piece, a square promised {kind} {what!r}"
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
