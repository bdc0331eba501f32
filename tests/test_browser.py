"""The notebook's table in a real browser: headless Chromium, driven by Playwright, plays Super Gang.

- Voilà (the main test) serves ``notebooks/00-start-here.ipynb``: the board is drawn, a click on a
  legal action's place on the board plays it (pixels and event log change), buttons play (a
  piece's card, then one of its moves), Undo takes it back, and a reload draws the board again.
- Voilà serves the app, ``notebooks/play.ipynb``: the Lobby's controls are the game's declared
  options, rebuilt when another game is picked, and a new game takes the value chosen.
- JupyterLab (a smoke test) opens the same notebook, runs every cell, and takes one board click.
- The canvas writer's repaint of only what changed gives, pixel for pixel, a whole redraw: its
  drawing calls over random games are replayed on plain canvases in the page.

The table's layout at two window widths, its pieces and squares, the bots' turns and the app's
records are tested in ``tests/test_browser_table.py``; the browser and the click-to-repaint times
are shared through ``tests/conftest.py``.

Each test serves a copy of ``notebooks/`` from pytest's ``tmp_path`` (the notebook writes a record
file next to itself) on a free port of 127.0.0.1; the browser may reach nothing else. The time from
a click to the repaint of the canvas is measured inside the page and printed, never asserted. On a
failure the page errors, a screenshot and the server's log are printed or saved in ``tmp_path``.

Needs Debian's Chromium at ``/usr/bin/chromium`` (``apt-get install -y chromium``, as ``.ci/run``
does; ``GANGS_CHROMIUM`` names another binary); without it the tests are skipped. Run::

    .venv/bin/python -m pytest tests/test_browser.py -s -q
"""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Any

import pytest
from browser_support import (
    LAYERS_JS,
    REPLAY_JS,
    CallRecorder,
    RepaintTimes,
    Tab,
    arm_repaint_timer,
    artefacts_on_failure,
    board_click,
    copy_notebooks,
    lab_server,
    missing_browser_reason,
    page_point,
    private_env,
    repaint_time,
    settled_count,
    settled_pixels,
    voila_server,
    wait_board,
    wait_count,
    wait_drawn,
)

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)

NOTEBOOK = "00-start-here.ipynb"
GAME, PLAYERS, SEED = "supergang", ("Player 1", "Bot 1", "Bot 2"), 1
"""The match of the notebook's table (its 4th cell)."""

TABLE = ".gangs-table"
CANVAS = ".gangs-table .gangs-canvas"
LOG_LINES = ".gangs-log li"
MESSAGE = ".gangs-message"
STATUS = ".gangs-table .gangs-status"
LOAD_TIMEOUT_MS = 60000
STEPS_TIMED = 10
"""Step clicks whose click-to-repaint times the Voilà test keeps (printed with the others at the end)."""


@pytest.fixture(scope="module")
def board_point() -> tuple[float, float, str]:
    """A scene point of the notebook's match where a click plays exactly one legal action, and its label."""
    return board_click(GAME, PLAYERS, SEED)


def pointer_off_the_board(page: Any) -> None:
    """Rest the pointer on the table's status text. Under the pointer, a place that an action concerns
    is outlined (hover), and scrolling the page can bring any place under a pointer left on the
    canvas: pixels are compared with the pointer away from it."""
    page.hover(STATUS)


def click_board(page: Any, x: float, y: float, what: str, where: str, times: RepaintTimes) -> None:
    """Click the scene point (x, y) of the table's canvas and keep the click-to-repaint time
    measured in the page; fail if the canvas did not change."""
    px, py = page_point(page, CANVAS, x, y)
    arm_repaint_timer(page, CANVAS)
    page.mouse.click(px, py)
    ms = repaint_time(page)
    assert ms is not None, f"clicking {what!r} on the board at ({x:.0f}, {y:.0f}) repainted nothing"
    times.add(ms, "board: play", f"{where}, {what!r}")


def test_voila_table_draws_plays_clicks_and_buttons_undoes_and_redraws_on_reload(
        tmp_path: Path, tab: Tab, board_point: tuple[float, float, str], repaint_times: RepaintTimes) -> None:
    """Voilà serves the start notebook; in the browser the Super Gang table (a) draws its board,
    (b) plays the legal action under a board click (canvas repainted, event log longer, no
    "Nothing to do there"), (c) plays by buttons (a piece's card, then the first move listed), (d)
    takes it back with Undo (log and board as before), then times the Step clicks of ten presses (the human's own
    decisions played by his first button: Step is not offered on them), (e) draws the
    same board again after a reload (a new kernel); no page error."""
    started = time.monotonic()
    page = tab.page
    notebook = copy_notebooks(tmp_path / "notebooks") / NOTEBOOK
    server = voila_server(notebook, tmp_path / "voila.log", private_env(tmp_path / "home")).start()
    try:
        with artefacts_on_failure(page, [server], tab.errors, tmp_path, "voila"):
            page.goto(server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)

            # (a) the board is drawn
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            start_board = settled_pixels(page, CANVAS)
            print(f"Voilà: board drawn {time.monotonic() - started:.1f} s after the server start")

            # (b) a legal action clicked on the board
            x, y, label = board_point
            lines_before = settled_count(page, LOG_LINES)
            click_board(page, x, y, label, "Voilà", repaint_times)
            wait_count(page, LOG_LINES, f"n > {lines_before}")
            lines_played = settled_count(page, LOG_LINES)
            message = page.inner_text(MESSAGE)
            assert "Nothing to do there" not in message, message
            pointer_off_the_board(page)
            played_board = settled_pixels(page, CANVAS)
            assert played_board != start_board

            # (c) buttons: the card of a piece (when pieces are offered), then the first action listed
            card = page.locator(f"{TABLE} .gangs-piece").locator("visible=true")
            if card.count():
                card.first.click()
            button = page.locator(f"{TABLE} .gangs-action:not([disabled])").locator("visible=true").first
            if button.count():
                button_label = button.inner_text()
            else:               # a piece of many moves lists them in a drop-down, with its Play button
                choices = page.locator(f"{TABLE} .gangs-choices select").locator("visible=true").first
                choices.select_option(index=0)
                button_label = choices.locator("option").first.inner_text()
                button = page.locator(f"{TABLE} .gangs-play-choice").locator("visible=true").first
            arm_repaint_timer(page, CANVAS)
            button.click()
            ms = repaint_time(page)
            if ms is not None:
                repaint_times.add(ms, "button", f"Voilà, {button_label!r}")
            page.wait_for_function(
                "([selector, n]) => document.querySelectorAll(selector).length !== n",
                arg=[LOG_LINES, lines_played], timeout=15000, polling=50)
            pointer_off_the_board(page)
            moved_board = settled_pixels(page, CANVAS)
            assert ms is not None or moved_board != played_board, f"button {button_label!r} changed nothing"

            # (d) Undo takes the button's action back
            page.click(".gangs-undo")
            pointer_off_the_board(page)
            wait_count(page, LOG_LINES, f"n === {lines_played}")
            page.wait_for_function(
                f"([selector, before]) => {{ const found = ({LAYERS_JS})(selector);"
                " return !!found && found.length > 0 && found[0].data === before; }",
                arg=[CANVAS, played_board[0]], timeout=15000, polling=50)

            # Step, ten times: the computer plays one decision each; the times of those that repainted, kept
            for _ in range(STEPS_TIMED):
                if page.locator(f"{TABLE} .gangs-step").is_disabled():     # the human's own decision: his buttons
                    page.locator(f"{TABLE} .gangs-action:visible, {TABLE} .gangs-piece:visible").first.click()
                    settled_pixels(page, CANVAS)
                    continue
                arm_repaint_timer(page, CANVAS)
                page.click(f"{TABLE} .gangs-step")
                ms = repaint_time(page)
                if ms is not None:
                    repaint_times.add(ms, "Step", "Voilà")
                settled_pixels(page, CANVAS)

            # (e) a reload: a new kernel, a new view, the same board
            page.reload(wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            assert settled_pixels(page, CANVAS) == start_board, "after a reload the board is not the start board"

            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
    finally:
        server.stop()
    print(f"Voilà test: {time.monotonic() - started:.1f} s")


LOBBY_MESSAGE_HAS_JS = """(text) => {
    const message = document.querySelector('.gangs-lobby-message');
    return !!message && message.innerText.includes(text);
}"""
"""JS: the Lobby's message says ``text``."""


def test_voila_app_offers_the_game_s_declared_options_and_plays_with_them(tmp_path: Path, tab: Tab) -> None:
    """Voilà serves the app (``notebooks/play.ipynb``): the Lobby shows a control per declared option of
    the game (none for the board file), rebuilds them when another game is picked, and a new game
    takes the chosen value and draws its board; no page error."""
    page = tab.page
    notebook = copy_notebooks(tmp_path / "notebooks") / "play.ipynb"
    server = voila_server(notebook, tmp_path / "voila.log", private_env(tmp_path / "home")).start()
    try:
        with artefacts_on_failure(page, [server], tab.errors, tmp_path, "voila-app"):
            page.goto(server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            assert page.locator(".gangs-lobby .gangs-option-dart_hit input").is_hidden()   # folded away
            page.click(".gangs-lobby .gangs-fold-options")
            page.wait_for_selector(".gangs-lobby .gangs-option-dart_hit input", timeout=LOAD_TIMEOUT_MS)
            assert page.locator(".gangs-option-police_player input[type=checkbox]").count() == 1
            assert page.locator("[class*=gangs-option-board]").count() == 0

            page.select_option(".gangs-game select", label="La Street")
            page.wait_for_selector(".gangs-option-mode select", timeout=15000)
            assert page.locator(".gangs-option-dart_hit").count() == 0
            assert page.locator("[class*=gangs-option-board]").count() == 0
            page.select_option(".gangs-option-mode select", label="fast (RIP costs a turn)")
            page.click(".gangs-new-game")
            page.wait_for_function(LOBBY_MESSAGE_HAS_JS, arg="mode='fast'", timeout=15000, polling=100)
            assert "La Street" in page.inner_text(".gangs-lobby-message")
            wait_drawn(page, CANVAS, LOAD_TIMEOUT_MS)
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
    finally:
        server.stop()


KERNEL_CONNECTED_JS = """() => {
    const app = window.jupyterapp;
    const panel = app && app.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session
        && panel.sessionContext.session.kernel;
    return !!kernel && kernel.connectionStatus === 'connected' && panel.sessionContext.isReady;
}"""
"""JS: the notebook in front has a kernel and is connected to it (not only "idle" in the toolbar)."""

RUN_ALL_JS = """async (timeoutMs) => {
    const run = window.jupyterapp.commands.execute('notebook:run-all-cells');
    const late = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
    return String(await Promise.race([run, late]));
}"""
"""JS: run every cell of the notebook in front, until done (its answer) or ``timeoutMs``."""


def test_jupyterlab_runs_the_notebook_and_plays_a_board_click(
        tmp_path: Path, tab: Tab, board_point: tuple[float, float, str], repaint_times: RepaintTimes) -> None:
    """JupyterLab (smoke test) opens the start notebook, connects its kernel and runs every cell;
    the table's board is drawn and a click on a legal action's place plays it (canvas repainted,
    event log longer); no page error."""
    started = time.monotonic()
    page = tab.page
    root = copy_notebooks(tmp_path / "notebooks")
    token = secrets.token_hex(16)
    server = lab_server(root, token, tmp_path / "lab", tmp_path / "lab.log", private_env(tmp_path / "home")).start()
    try:
        with artefacts_on_failure(page, [server], tab.errors, tmp_path, "lab"):
            page.goto(f"{server.url}/lab/tree/{NOTEBOOK}?token={token}", wait_until="domcontentloaded",
                      timeout=LOAD_TIMEOUT_MS)
            page.wait_for_function(KERNEL_CONNECTED_JS, timeout=LOAD_TIMEOUT_MS, polling=100)
            done = page.evaluate(RUN_ALL_JS, LOAD_TIMEOUT_MS)
            assert done == "true", f"run all cells: {done}"
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            settled_pixels(page, CANVAS)
            print(f"JupyterLab: board drawn {time.monotonic() - started:.1f} s after the server start")

            x, y, label = board_point
            lines_before = settled_count(page, LOG_LINES)
            click_board(page, x, y, label, "JupyterLab", repaint_times)
            wait_count(page, LOG_LINES, f"n > {lines_before}")
            message = page.inner_text(f"{TABLE} {MESSAGE}")
            assert "Nothing to do there" not in message, message

            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
    finally:
        server.stop()
    print(f"JupyterLab test: {time.monotonic() - started:.1f} s")


def _layer_story(game: str, seed: int, steps: int) -> tuple[float, float, list[list], list[list]]:
    """A random game's layers as the Table repaints them, recorded: for the pieces and the highlight
    layer in turn, each step (and a hover over one of its places) is one segment of calls made by
    the Table's way (``dirty_boxes`` then ``redraw_boxes``, or the whole layer), paired with the
    calls of a whole redraw of the same shapes."""
    import gangs
    from widgets.canvas import HOVER, Pen, dirty_boxes, draw_shapes, highlights, redraw_boxes

    match = gangs.new(game, players=3, seed=seed)
    scenes = []
    for _ in range(steps):
        scene = match.game.scene(match.state)
        targets = sorted({t for action in match.legal_actions() for t in action.targets})
        marks = highlights(scene.shapes(), set(targets))
        scenes.append((list(scene.pieces), marks))
        if targets:
            scenes.append((list(scene.pieces), marks + highlights(scene.shapes(), {targets[len(targets) // 2]},
                                                                 colour=HOVER, width=5)))
        if match.is_over:
            break
        match.run(max_steps=1)
    live, segments, wholes, partial = CallRecorder(), [], [], 0
    for layer in (0, 1):
        pen, shown = Pen(live), None
        live.clear()
        for shapes in (scene[layer] for scene in scenes):
            boxes = None if shown is None else dirty_boxes(shown, shapes)
            if boxes is None:
                live.clear()
                draw_shapes(live, shapes, pen)
            else:
                partial += bool(boxes)
                redraw_boxes(live, shapes, boxes, pen)
            shown = shapes
            segments.append(live.take())
            whole = CallRecorder()
            draw_shapes(whole, shapes)
            wholes.append(whole.take())
    assert partial > len(segments) // 4, "too few steps repainted only their boxes to test them"
    return scene_size(game), segments, wholes


def scene_size(game: str) -> tuple[int, int]:
    """The canvas size of ``game``'s board."""
    import gangs

    match = gangs.new(game, players=3, seed=0)
    scene = match.game.scene(match.state)
    return int(scene.width), int(scene.height)


@pytest.mark.parametrize("game", ["supergang", "street"])
def test_repainting_only_what_changed_gives_the_pixels_of_a_whole_redraw(browser: Any, game: str) -> None:
    """The Table repaints a layer by clearing the boxes around what changed and painting there again
    (``widgets.canvas.dirty_boxes``, ``redraw_boxes``). In Chromium's canvas, with its anti-aliasing,
    the pixels after each of 60 random steps (and a hover) of each layer must be exactly those of the
    whole layer drawn afresh."""
    (width, height), segments, wholes = _layer_story(game, seed=11, steps=60)
    page = browser.new_page()
    try:
        differs = page.evaluate(REPLAY_JS, [width, height, segments, wholes])
    finally:
        page.close()
    assert differs == [], f"{len(differs)} of {len(segments)} repaints differ from a whole redraw: {differs[:5]}"
