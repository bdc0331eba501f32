"""Les Ribauds played as a newcomer plays it, in a real browser (headless Chromium driven by Playwright, the
app served by Voilà), 1024 CSS pixels wide: choose the game in the Lobby, start it, hover an edge square of
the map and click it to place the first truand; the log tells the human ("You") which cards he drew and tells him only
that the bots drew theirs. Skipped without Chromium (see ``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_ribauds.py -s -q
"""

from __future__ import annotations

import random
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
    CANVAS,
    HOVER,
    LOAD_TIMEOUT_MS,
    MESSAGE,
    hover_then_click_in_place,
    settled_text,
    wait_decision,
)

from widgets.lobby import SECRET_SEED_BITS  # noqa: E402

WIDTH, HEIGHT = 1024, 768
PLAYERS = ["Player 1", "Bot 1", "Bot 2"]
"""The Lobby's default seats: one human, two bots."""

SECRET_SEEDS = 25
"""The seed of the app's source of secret seeds: its first draw is the seed of the first game of Les Ribauds."""


@pytest.fixture(scope="module")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of the app (the Lobby of ``notebooks/play.ipynb``) whose secret seeds come from a seeded
    generator, ``SECRET_SEEDS``: the test knows the deal the human plays, which the page keeps secret."""
    where = tmp_path_factory.mktemp("app")
    copy_notebooks(where / "notebooks")
    app = write_notebook(where / "notebooks" / "app.ipynb",
                         "import random\nfrom widgets import Lobby\n\n"
                         "lobby = Lobby(game='supergang', players=3, humans=1,"
                         f" secret_seeds=random.Random({SECRET_SEEDS}))\nlobby")
    server = voila_server(app, where / "voila.log", private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


def new_ribauds_game(page: Any, server: Server) -> Any:
    """Open the app, choose Les Ribauds in the Lobby and start it; the same match, rebuilt from the secret seed the
    app drew (which the page must not name before the game is over)."""
    page.goto(server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
    wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
    seed = int(page.locator(".gangs-lobby input[type=number]").last.input_value())
    start_lobby_game(page, gangs.GAMES["ribauds"].title, CANVAS, LOAD_TIMEOUT_MS)
    message = page.inner_text(".gangs-lobby-message")
    secret = random.Random(SECRET_SEEDS).getrandbits(SECRET_SEED_BITS)
    assert "kept secret" in message and str(secret) not in message and str(secret) not in page.content()
    assert int(page.locator(".gangs-lobby input[type=number]").last.input_value()) == seed
    return gangs.new("ribauds", players=PLAYERS, seed=secret)


def test_a_newcomer_places_his_first_truand_and_reads_only_his_own_cards(
        browser: Any, app_server: Server, repaint_times: RepaintTimes, tmp_path: Path) -> None:
    with open_tab(browser, WIDTH, HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "ribauds"):
            match = new_ribauds_game(page, app_server)

            log = settled_text(page, ".gangs-log")
            mine = [e.told(0) for e in match.log if e.readers == (0,)]
            theirs = [e for e in match.log if e.readers is not None and 0 not in e.readers]
            assert mine and all(text in log for text in mine), log[:500]
            assert all(text.startswith("You ") for text in mine), mine
            assert theirs and not any(e.told(0) in log or e.text in log for e in theirs), (
                "the bots' cards are in the human's log")
            assert "Bot 1 draws a card." in log
            assert "a card." not in log.replace("Bot 1 draws a card.", "").replace("Bot 2 draws a card.", ""), (
                "the human's log tells him he drew a card besides naming it")

            places = match.legal_actions()
            assert {a.kind for a in places} == {"place"}
            kind, what = hover_then_click_in_place(page, hover_points(match, places), f"Ribauds {WIDTH}px",
                                                   repaint_times)
            assert kind == "play" and what.startswith("Place a truand on square ")
            wait_decision(page, "n === 1")
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


SCROLLER_JS = """() => {
    let el = document.querySelector('.gangs-table .gangs-canvas');
    while (el && !(el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== 'visible')) {
        el = el.parentElement;
    }
    return el || document.scrollingElement;
}"""
"""The element that scrolls the board (Voilà's page panel, or the document)."""


def canvas_top(page: Any) -> float:
    """Where the board's top is, in the viewport."""
    return float(page.evaluate("() => document.querySelector('.gangs-table .gangs-canvas')"
                               ".getBoundingClientRect().top"))


def test_a_click_on_a_board_scrolled_half_out_of_view_plays_what_the_hover_promised(
        browser: Any, app_server: Server, tmp_path: Path) -> None:
    """A newcomer at 1024 x 768 scrolls down to read his cards: the board's top is out of view. Hovering an edge
    square at the bottom of the map, then clicking it, places the truand there, and the page does not move
    (ipycanvas focuses the canvas on mousedown, which used to scroll the page before the click was read, so
    that the click landed some 400 pixels off, on another square)."""
    with open_tab(browser, WIDTH, HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "ribauds-scrolled"):
            match = new_ribauds_game(page, app_server)
            page.evaluate("() => document.querySelector('.gangs-table .gangs-canvas')"
                          ".scrollIntoView({block: 'start', behavior: 'instant'})")
            page.evaluate(f"() => {{ ({SCROLLER_JS})().scrollTop += 400; }}")
            top = canvas_top(page)
            assert top < -300, f"the board's top should be out of view, it is at {top}"
            lowest = max(hover_points(match, match.legal_actions(), pieces=False), key=lambda point: point[1])
            canvas = page.locator(CANVAS)
            box = canvas.bounding_box()
            scale = box["width"] / match.game.scene(match.state).width
            x, y = box["x"] + lowest[0] * scale, box["y"] + lowest[1] * scale
            assert 0 < y < HEIGHT, f"the square chosen is out of view: {y}"
            page.mouse.move(x, y)
            promise = settled_text(page, HOVER)
            assert promise.startswith("Click: Place a truand on square "), promise
            page.mouse.down()
            page.mouse.up()
            wait_decision(page, "n === 1")
            message = settled_text(page, MESSAGE, quiet_ms=300)
            assert message.startswith("Played " + promise.removeprefix("Click: ") + ":"), (promise, message)
            assert abs(canvas_top(page) - top) < 1, "the click scrolled the page"
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
