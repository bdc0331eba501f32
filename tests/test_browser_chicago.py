"""Vengeance à Chicago played as a newcomer plays it, in a real browser (headless Chromium driven by
Playwright, the page served by Voilà), 1024 CSS pixels wide: choose the game in the app's Lobby and roll;
then, on a table with loaded dice and wheel, roll, hover a henchman in his HQ and click him, hover the Tir
square he may reach and click it, then hover the wheel and click it to hire the snipers. Every hover's
"Click: ..." line must be what the click then does, the board must keep its place, and the log must tell
the wheel's shot. Skipped without Chromium (see ``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_chicago.py -s -q
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest
from browser_support import (
    RepaintTimes,
    Server,
    artefacts_on_failure,
    copy_notebooks,
    hover_points,
    missing_browser_reason,
    open_tab,
    private_env,
    start_lobby_game,
    voila_server,
    wait_board,
    write_notebook,
)

import gangs

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)

from test_browser_table import (  # noqa: E402  (after the skip: it needs Playwright)
    ACTIONS,
    BACK,
    CANVAS,
    LOAD_TIMEOUT_MS,
    LOG_LINES,
    PIECES,
    hover_then_click_in_place,
    settled_text,
    shown,
    wait_decision,
)

WIDTH, HEIGHT = 1024, 768
PLAYERS, SEED = ["Player 1", "Bot 1"], 5
LOADED = (3, 5, "wheel 4")
"""The dice (3 and 5) and the wheel's position (squares 4 and 28) the table's notebook loads."""

CHICAGO_TABLE = f"""import gangs
from widgets import Table

m = gangs.new("chicago", players={PLAYERS!r}, seed={SEED})
for outcome in {LOADED!r}:
    m.force(outcome)
table = Table(m, seats=["human", "human"], svg_copy=False)
display(table)"""
"""The notebook cell of the table: the loaded dice and wheel, every seat human (nothing plays by itself)."""


def staged() -> gangs.Match:
    """The table's match, the same in Python: to find where to hover and what each click must do."""
    match = gangs.new("chicago", players=PLAYERS, seed=SEED)
    for outcome in LOADED:
        match.force(outcome)
    return match


@pytest.fixture(scope="module")
def chicago_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of the table's notebook (each page load: a new kernel)."""
    where = tmp_path_factory.mktemp("chicago")
    notebook = write_notebook(where / "chicago.ipynb", CHICAGO_TABLE)
    server = voila_server(notebook, where / "voila.log", private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of a copy of the app, ``notebooks/play.ipynb``."""
    where = tmp_path_factory.mktemp("app")
    server = voila_server(copy_notebooks(where / "notebooks") / "play.ipynb", where / "voila.log",
                          private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


def test_the_lobby_offers_the_game_and_its_table_rolls(browser: Any, app_server: Server, tmp_path: Path) -> None:
    """The app's Lobby lists Vengeance à Chicago; a new game of it draws the city, offers the roll, and after
    the roll one card per figure that may move."""
    with open_tab(browser, WIDTH, HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "lobby"):
            page.goto(app_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            start_lobby_game(page, gangs.GAMES["chicago"].title, CANVAS, LOAD_TIMEOUT_MS)
            page.wait_for_function(f"() => Array.from(document.querySelectorAll({ACTIONS!r}))"
                                   ".some((el) => el.innerText.trim() === 'Roll the dice')",
                                   timeout=LOAD_TIMEOUT_MS, polling=100)
            page.locator(ACTIONS).filter(has_text="Roll the dice").first.click()
            wait_decision(page, "n === 1")
            cards = shown(page, PIECES)
            assert cards and all(card.startswith("Orange ") for card in cards), cards
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def test_a_henchman_then_his_tir_square_then_the_wheel_by_hover_and_click(
        browser: Any, chicago_server: Server, repaint_times: RepaintTimes, tmp_path: Path) -> None:
    """Roll (a 3 and a 5), then on the board: the henchman waiting in the orange HQ, the Tir square a 3
    takes him to, and the wheel, each hovered before it is clicked; the log tells the shot at squares 4
    and 28."""
    match = staged()
    where = f"Chicago {WIDTH}px"
    with open_tab(browser, WIDTH, HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [chicago_server], tab.errors, tmp_path, "chicago"):
            page.goto(chicago_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            assert shown(page, ACTIONS) == ["Roll the dice"]
            page.locator(ACTIONS).first.click()
            match.play("roll")
            wait_decision(page, "n === 1")

            henchman = [a for a in match.legal_actions() if a.piece == "fig-orange-1"]
            kind, what = hover_then_click_in_place(page, hover_points(match, henchman), where, repaint_times)
            assert (kind, what) == ("choose", "Orange henchman 1"), (kind, what)
            page.wait_for_selector(BACK, state="visible", timeout=15000)

            to_tir = [a for a in henchman if a.notation == "move orange.1 3"]
            assert to_tir[0].targets == ("sq-2",) and match.state.board.kinds[2] == "tir"
            kind, what = hover_then_click_in_place(page, hover_points(match, to_tir, pieces=False), where,
                                                   repaint_times)
            assert (kind, what) == ("play", match.label(to_tir[0], 0))
            match.play(to_tir[0])
            wait_decision(page, "n === 2")

            spin = match.legal_actions()
            assert [a.notation for a in spin] == ["spin"]
            kind, what = hover_then_click_in_place(page, hover_points(match, spin), where, repaint_times)
            assert (kind, what) == ("play", "Spin the wheel")
            events = [event.text for event in match.play("spin")]
            wait_decision(page, "n === 3")
            log = settled_text(page, ".gangs-log")
            assert events[1] in log, f"the log does not tell {events[1]!r}: {log[:400]!r}"
            assert "square 4 (Danger) and square 28 (Danger)" in events[1]
            assert page.locator(LOG_LINES).count() >= len(match.log)
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
