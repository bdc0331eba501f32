"""The app (``notebooks/play.ipynb`` in Voilà) as a newcomer meets it, in headless Chromium at three window sizes
(1024×768, 800×600, 1600×1000): it opens on the board (its top edge near the top of the page, the options folded
away), the board is never taller than the window, and the lines a player reads (whose turn, what a click would
do) and what he may do (the side panel's actions, beside the board) stay in view while he points at the board's
lowest squares. On his own decision, Step and End turn are not offered. A game over shows its ending beside the
board, with Play again and Replay this game. Screenshots of each size are saved in the test's folder (``-s``
prints where) and on failure. Skipped without Chromium (see ``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_app.py -s -q
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest
from browser_support import (
    Server,
    artefacts_on_failure,
    copy_notebooks,
    missing_browser_reason,
    open_tab,
    private_env,
    voila_server,
    wait_board,
    write_notebook,
)

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)

from test_browser_table import CANVAS, HOVER, LOAD_TIMEOUT_MS, STATUS  # noqa: E402  (needs Playwright)

SIZES = [(1024, 768), (800, 600), (1600, 1000)]
SIDE, ACTIONS = ".gangs-table .gangs-side", ".gangs-table .gangs-side .gangs-actions"

RECT_JS = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, width: r.width,
            pageTop: r.top + window.scrollY}; }"""


@pytest.fixture(scope="module")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of a copy of the app."""
    where = tmp_path_factory.mktemp("app")
    server = voila_server(copy_notebooks(where / "notebooks") / "play.ipynb", where / "voila.log",
                          private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


def _rect(page: Any, selector: str) -> dict:
    return page.evaluate(RECT_JS, selector)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_app_opens_on_the_board_which_fits_the_window_and_keeps_its_lines_in_view(
        browser: Any, app_server: Server, tmp_path: Path, size: tuple[int, int]) -> None:
    width, height = size
    with open_tab(browser, width, height) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "app"):
            page.goto(app_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            page.wait_for_timeout(300)
            board = _rect(page, CANVAS)
            page.screenshot(path=str(tmp_path / f"app-{width}x{height}.png"))
            print(f"\n{width}x{height}: board top edge at {board['pageTop']:.0f} px on the page, "
                  f"{board['width']:.0f}×{board['height']:.0f} px; screenshot {tmp_path}/app-{width}x{height}.png")
            assert board["pageTop"] < 260                       # the bar and the folds only above it
            assert page.locator(".gangs-lobby-folds .gangs-options").is_hidden()    # the options folded away
            assert board["height"] <= height - 150              # the board fits the window's height
            # point at the board's lowest squares: the board scrolled to the window's bottom
            page.evaluate(f"() => document.querySelector({CANVAS!r}).scrollIntoView({{block: 'end'}})")
            page.wait_for_timeout(200)
            board = _rect(page, CANVAS)
            page.mouse.move(board["left"] + board["width"] / 2, board["bottom"] - 5)
            page.wait_for_timeout(200)
            for line in (STATUS, HOVER):
                shown = _rect(page, line)
                assert shown["top"] >= -1 and shown["bottom"] <= height + 1, (line, shown)
            # what to do: the side panel's actions beside the board, their first line in view with its lowest squares
            side, actions = _rect(page, SIDE), _rect(page, ACTIONS)
            print(f"  side panel at x {side['left']:.0f}, its actions {actions['top']:.0f}–{actions['bottom']:.0f} px "
                  f"in the window (board {board['top']:.0f}–{board['bottom']:.0f})")
            assert side["left"] >= board["right"] - 1 and side["top"] < board["bottom"]
            assert 0 <= actions["top"] and actions["top"] + 24 <= height, actions
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def test_on_a_narrow_window_the_board_takes_the_width_and_the_side_panel_goes_under_it(
        browser: Any, app_server: Server, tmp_path: Path) -> None:
    """At 640 px (too narrow for a board of 480 px and the side panel beside it) the board takes the page's width,
    within the window's height, and the side panel (the actions) stands under it."""
    with open_tab(browser, 640, 800) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "narrow"):
            page.goto(app_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            page.wait_for_timeout(300)
            board, side = _rect(page, CANVAS), _rect(page, SIDE)
            page.screenshot(path=str(tmp_path / "app-640x800.png"))
            print(f"\n640x800: board {board['width']:.0f}×{board['height']:.0f} px, side panel under it at "
                  f"{side['top']:.0f} px")
            assert board["width"] >= 560 and board["height"] <= 800 - 150
            assert side["top"] >= board["bottom"] - 1
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def test_step_and_end_turn_are_not_offered_on_the_player_s_own_decision(
        browser: Any, app_server: Server, tmp_path: Path) -> None:
    """The app's Super Gang: the human's own decision first; Step and End turn would play it at random for him."""
    with open_tab(browser, 1024, 768) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "own"):
            page.goto(app_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            page.wait_for_function(f"() => document.querySelector({STATUS!r}).innerText.includes('your move')",
                                   timeout=LOAD_TIMEOUT_MS, polling=100)
            assert page.locator(".gangs-table .gangs-step").is_disabled()
            assert page.locator(".gangs-table .gangs-end-turn").is_disabled()
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def test_the_projector_toggle_draws_the_board_larger_and_the_text_at_least_20_px(
        browser: Any, app_server: Server, tmp_path: Path) -> None:
    """On a class's screen (1600×1000) the Projector toggle grows the board past its own size (still within the
    window's height) and sets the status, hover and last events lines at 20 px or more."""
    with open_tab(browser, 1600, 1000) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "projector"):
            page.goto(app_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            before = _rect(page, CANVAS)
            page.click(".gangs-table .gangs-projector-toggle")
            page.wait_for_function(f"(w) => document.querySelector({CANVAS!r}).getBoundingClientRect().width > w + 20",
                                   arg=before["width"], timeout=15000, polling=100)
            after = _rect(page, CANVAS)
            page.screenshot(path=str(tmp_path / "projector-1600x1000.png"))
            print(f"\nprojector: board {before['width']:.0f} → {after['width']:.0f} px wide, "
                  f"{after['height']:.0f} px tall; screenshot {tmp_path}/projector-1600x1000.png")
            assert after["height"] <= 1000 - 150
            side = _rect(page, SIDE)
            assert side["left"] >= after["right"] - 1 and side["top"] < after["bottom"]    # beside the board
            for line in (STATUS, HOVER, ".gangs-table .gangs-last-events"):
                size = page.evaluate("(s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize)", line)
                assert size >= 20, (line, size)
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


ENDED_APP = """from widgets import Lobby
lobby = Lobby(game="street", players=2, humans=1)
lobby.table.match.run(max_steps=20000)
lobby.table.refresh()
display(lobby)"""
"""The app's Lobby with its game of La Street played to its end (the bot and the human's seat played at random)."""


@pytest.fixture(scope="module")
def ended_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of the app whose game is over (each page load: a new kernel)."""
    where = tmp_path_factory.mktemp("ended")
    server = voila_server(write_notebook(where / "ended.ipynb", ENDED_APP), where / "voila.log",
                          private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


ENDING = ".gangs-table .gangs-ending"


def test_the_end_of_a_game_is_shown_beside_the_board_with_play_again_and_replay(
        browser: Any, ended_server: Server, tmp_path: Path) -> None:
    """Issue 28, point 9: a game over shows who won, how and the scores beside the board, in view at 1024×768;
    "Replay this game" goes back to its start (the panel hides), and after a reload "Play again" deals a new
    game at the same seats (the panel hides, the status names the next mover)."""
    with open_tab(browser, 1024, 768) as tab:
        page = tab.page
        with artefacts_on_failure(page, [ended_server], tab.errors, tmp_path, "ending"):
            for button in (".gangs-replay-this-game", ".gangs-play-again"):
                page.goto(ended_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
                wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
                page.wait_for_selector(ENDING, state="visible", timeout=LOAD_TIMEOUT_MS)
                shown = _rect(page, ENDING)
                assert shown["top"] < 768 and shown["left"] >= _rect(page, CANVAS)["left"]
                text = page.inner_text(ENDING)
                assert "won" in text and "Rule " in text and "Score" in text
                assert page.locator(f"{ENDING} table tr").count() == 3        # a heading and one row per player
                assert "Game over" in page.inner_text(STATUS)
                page.screenshot(path=str(tmp_path / "ending-1024x768.png"))
                page.click(f"{ENDING} {button}")
                page.wait_for_selector(ENDING, state="hidden", timeout=15000)
                page.wait_for_function(f"() => {{ const line = document.querySelector({STATUS!r});"
                                       f" return line && line.innerText && !line.innerText.includes('Game over'); }}",
                                       timeout=15000, polling=100)     # after Play again: the Lobby's new table
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
