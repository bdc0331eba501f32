"""The table as a player meets it, in a real browser (headless Chromium driven by Playwright, pages
served by Voilà); issue 11, points 1, 3, 6 and 8.

- The board keeps its aspect ratio and its place (point 1), at 1024 and at 1600 CSS pixels wide, with the
  status line and the hover line over it (read while pointing at the board, wherever the side panel goes):
  with the side panel showing many events (a Super Gang position after many events, see
  ``browser_support.busy_match``), hovering the board moves neither the canvas nor the table, and
  a click made without moving the pointer does what the hover line said ("Click: <label>" ->
  "Played <label>: ..."; "Click: choose <piece>" -> the piece picked, Back shown).
- In the app (``notebooks/play.ipynb``, 1024 px wide): a move is a piece, then its square (point 3):
  one card per movable piece, never a button per move, and a second choice only where a square
  means two headings; while a bot is to move the status says "Bot 1 to move: Step to let it play"
  and the human is offered nothing (point 8); records are downloaded by a link and uploaded by a
  file upload, never through a path on the server (point 6).

Each test serves notebooks from pytest's ``tmp_path`` on a free port of 127.0.0.1; the browser may
reach nothing else. Click-to-repaint times are measured inside the page and printed (median and
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
    board_click,
    busy_match,
    copy_notebooks,
    hover_points,
    missing_browser_reason,
    open_tab,
    page_point,
    place_ids,
    private_env,
    repaint_time,
    settled_pixels,
    shown_legal,
    steady_point,
    voila_server,
    wait_board,
    write_notebook,
)

import gangs
from gangs.manual import numbered

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)

TABLE = ".gangs-table"
CANVAS = ".gangs-table .gangs-canvas"
STATUS = ".gangs-table .gangs-status"
HOVER = ".gangs-table .gangs-hover"
LAST_EVENTS = ".gangs-table .gangs-last-events"
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

table = Table(busy_match(pieces=3), seats=["human"] * 3, svg_copy=False, max_buttons=60)
display(table)"""
"""The notebook cell of the busy position's table: every seat human, so nothing plays by itself; up to 60
moves of a piece listed as buttons, so that the side panel grows taller than the board beside it (the
case of point 1, where a board stretched to the panel moved under the pointer)."""


@pytest.fixture(scope="module")
def busy_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of a notebook showing ``busy_match(pieces=3)``'s table (each page load: a new kernel)."""
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


PANEL_BESIDE_AND_TALLER_JS = f"""() => {{
    const [board, panel] = ({BOXES_JS})([{CANVAS!r}, '.gangs-table .gangs-side']);
    return !!board && !!panel && panel[0] >= board[0] + board[2] - 1 && panel[3] > board[3];
}}"""
"""JS: the side panel (``.gangs-side``) is beside the board and taller than it."""

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


def hover_then_click_in_place(page: Any, points: list[tuple[float, float]], where: str, times: RepaintTimes,
                              panels: list[bool] | None = None) -> tuple[str, str]:
    """Hover ``points`` (scene coordinates) one by one, each from a pointer resting off the board:
    every hover must leave the canvas's and the table's boxes as they were and the board's aspect
    ratio true. At the first whose hover line promises one thing, press and release the button
    without moving the pointer; then the table must do what was promised: for one action, the
    message "Played <label>: ..."; for a piece, the Back button. What was promised and done.
    ``panels`` (if given) gets, for each hover, whether the side panel was beside the board and
    taller than it (the case where a board stretched to the panel moved under the pointer)."""
    for x, y in points[:MAX_HOVERS]:
        page.mouse.move(*OFF_THE_BOARD)
        px, py = page_point(page, CANVAS, x, y)
        settled_text(page, HOVER)
        before = layout(page)
        page.mouse.move(px, py)
        hover_text = settled_text(page, HOVER)
        after = layout(page)
        if panels is not None:
            panels.append(bool(page.evaluate(PANEL_BESIDE_AND_TALLER_JS)))
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
            times.add(ms, "board: play" if kind == "play" else "board: pick a piece", f"{where}, {what!r}")
        return kind, what
    raise AssertionError(f"{where}: none of {min(len(points), MAX_HOVERS)} places hovered promised one action "
                         "or one piece")


@pytest.mark.parametrize(("width", "height"), WIDTHS, ids=[f"{w}px" for w, _ in WIDTHS])
def test_hover_changes_no_layout_and_a_click_in_place_plays_the_hovered_action(
        browser: Any, busy_server: Server, repaint_times: RepaintTimes, tmp_path: Path, width: int,
        height: int) -> None:
    """Issue 11, point 1. In a ``width``-pixel window, the table of a position whose last decision told many
    events (``busy_match``): the status and the hover line are over the board; the board shows its canvas's
    aspect ratio (±1 %); hovering places of the board changes neither the canvas's box nor the table's;
    pressing the button where the hover line said "Click: <label>", without moving, plays <label>. When the
    hover line promises a piece ("Click: choose ..."), that click selects it (Back appears) and the same check
    runs on its squares."""
    match = busy_match(pieces=3)
    where = f"{width}px"
    with open_tab(browser, width, height) as tab:
        page = tab.page
        with artefacts_on_failure(page, [busy_server], tab.errors, tmp_path, f"hover-{width}"):
            page.goto(busy_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            canvas, events, status, hover = page.evaluate(BOXES_JS, [CANVAS, LAST_EVENTS, STATUS, HOVER])
            beside = events[0] >= canvas[0] + canvas[2] - 1
            print(f"{where}: board {canvas[2]:.0f}x{canvas[3]:.0f} px, the last events "
                  f"{'beside' if beside else 'under'} it ({events[3]:.0f} px high)")
            for name, box in (("status", status), ("hover line", hover)):
                assert box[1] + box[3] <= canvas[1] + 1, (
                    f"{where}: the {name} is not over the board (its box {box}, the board's {canvas})")
            assert_keeps_its_aspect(page, where)

            panels: list[bool] = []
            kind, what = hover_then_click_in_place(page, hover_points(match), where, repaint_times, panels)
            if kind == "choose":
                squares = [a for a in shown_legal(match) if a.piece_name == what]
                assert squares, f"{where}: the hover line chose {what!r}, a piece no legal action moves"
                kind, what = hover_then_click_in_place(page, hover_points(match, squares, pieces=False),
                                                       f"{where}, {what} chosen", repaint_times, panels)
                assert kind == "play", f"{where}: after choosing a piece, a square promised {kind} {what!r}"
            print(f"{where}: side panel beside the board and taller at {sum(panels)} of {len(panels)} hovers")
            if width >= 1600:           # the side panel beside the board (its last events scroll in a capped box)
                assert beside, f"{where}: the side panel is not beside the board: the case of point 1 was not tested"
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


# -- the app: a piece then its square, the bots' turns, records through the browser ---------------------
APP = "play.ipynb"
APP_GAME, APP_PLAYERS, APP_SEED = "supergang", ["Player 1", "Bot 1", "Bot 2"], 1
"""The app's first game: the Lobby's defaults (one human, two bots, seed 1)."""

APP_WIDTH, APP_HEIGHT = 1024, 768
"""The app is played in the small window (the layout tests run at both sizes)."""

PIECES = ".gangs-table .gangs-piece"
ACTIONS = ".gangs-table .gangs-action"
CHOICES_JS = """() => Array.from(document.querySelectorAll('.gangs-table .gangs-choices select'))
    .filter((select) => select.getClientRects().length > 0)
    .flatMap((select) => Array.from(select.options).map((option) => option.text.replace(/\u00a0/g, ' ').trim()))"""
"""JS: the options of the shown drop-downs of moves (a piece with more moves than buttons lists them there),
with the no-break spaces ipywidgets writes in them read as spaces."""
LOG_LINES = ".gangs-log li"


@pytest.fixture(scope="module")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of a copy of the app, ``notebooks/play.ipynb`` (each page load: a new kernel)."""
    where = tmp_path_factory.mktemp("app")
    notebook = copy_notebooks(where / "notebooks") / APP
    server = voila_server(notebook, where / "voila.log", private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


def open_app(page: Any, server: Server) -> None:
    """Load the app in ``page`` and wait until its board is drawn."""
    page.goto(server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
    wait_board(page, CANVAS, LOAD_TIMEOUT_MS)


VISIBLE_TEXTS_JS = """(selector) => Array.from(document.querySelectorAll(selector))
    .filter((el) => el.getClientRects().length > 0).map((el) => el.innerText.trim())"""
"""JS: the texts of the elements of ``selector`` that are shown (laid out on the page)."""


def shown(page: Any, selector: str) -> list[str]:
    """The texts of the shown elements of ``selector``."""
    return list(page.evaluate(VISIBLE_TEXTS_JS, selector))


DECISION_JS = """() => {
    for (const slider of document.querySelectorAll('.gangs-table .widget-slider')) {
        const label = slider.querySelector('.widget-label');
        const readout = slider.querySelector('.widget-readout');
        if (label && readout && label.innerText.trim() === 'decision') return Number(readout.innerText.trim());
    }
    return null;
}"""
"""JS: the decision the table shows (its replay slider's readout), null if there is no such slider."""


def decision(page: Any) -> int:
    """How many decisions the table's match has made (its replay slider's readout)."""
    found = page.evaluate(DECISION_JS)
    assert found is not None, "the table's replay slider ('decision') is not on the page"
    return int(found)


def wait_decision(page: Any, test: str, timeout_ms: float = 15000) -> int:
    """Wait until the table's decision ``n`` passes ``test`` (a JS expression of ``n``); that decision,
    once the status shows it (the page has stopped changing)."""
    page.wait_for_function(f"() => {{ const n = ({DECISION_JS})(); return n !== null && ({test}); }}",
                           timeout=timeout_ms, polling=50)
    settled_text(page, STATUS, quiet_ms=250)
    return decision(page)


MOVER = re.compile(r"Turn \d+: (?:(?P<you>your move)|(?P<name>.+?) to move\b)")
YOU = "you"
"""What ``mover`` says when the status tells the human it is his move ("Turn 3: your move.")."""


def mover(page: Any) -> str | None:
    """Who the status says is to move: a seat's name, ``YOU`` for the human who reads it (None: it names nobody,
    as at the end)."""
    found = MOVER.search(page.inner_text(STATUS))
    return (YOU if found["you"] else found["name"]) if found else None


def autoplay_off(page: Any) -> None:
    """Turn the app's Auto-play off (it starts on where computer seats play), so that the bots wait for Step."""
    toggle = page.locator(f"{TABLE} .gangs-autoplay")
    toggle.wait_for(state="visible", timeout=15000)
    if "mod-active" in (toggle.get_attribute("class") or ""):
        toggle.click()
        page.wait_for_function(f"() => !document.querySelector('{TABLE} .gangs-autoplay').classList"
                               ".contains('mod-active')", timeout=15000, polling=50)


def play_own_turn(page: Any, limit: int = 60) -> int:
    """Play the human's turn as he does, by his own buttons (Step and End turn are not his): the first action
    shown, or the first piece's card, until another seat is to move; the decision reached."""
    for _ in range(limit):
        if mover(page) != YOU:
            return decision(page)
        at = decision(page)
        actions, listed = page.locator(f"{ACTIONS}:visible"), page.locator(f"{TABLE} .gangs-play-choice:visible")
        if actions.count():
            actions.first.click()
            wait_decision(page, f"n > {at}")
        elif listed.count():                    # more moves than buttons: the list's first, and its Play
            listed.first.click()
            wait_decision(page, f"n > {at}")
        else:
            page.locator(f"{PIECES}:visible").first.click()
            page.wait_for_selector(f"{ACTIONS}:visible, {TABLE} .gangs-play-choice:visible", timeout=15000)
        settled_text(page, STATUS)
    raise AssertionError(f"the human's turn did not end in {limit} clicks")


def press(page: Any, selector: str, kind: str, what: str, times: RepaintTimes) -> None:
    """Click the shown element of ``selector`` and keep the click-to-repaint time (of that ``kind``), if
    the board changed."""
    arm_repaint_timer(page, CANVAS)
    page.locator(selector).locator("visible=true").first.click()
    ms = repaint_time(page)
    if ms is not None:
        times.add(ms, kind, what)


def test_a_move_is_a_piece_then_its_square_and_a_heading_a_second_click(
        browser: Any, app_server: Server, repaint_times: RepaintTimes, tmp_path: Path) -> None:
    """Issue 11, point 3, in the app at 1024 px. After the roll, Super Gang's hundreds of moves are one
    card per movable piece (its name and its number of moves) and no other button; a card picks its
    piece (Back appears, only that piece's moves are listed, the outlines change), Back puts it down;
    on the board, a click on a piece picks it and a click on one of its squares plays the move; where
    one square means two headings, the click offers just those two, and one of them is played."""
    match = gangs.new(APP_GAME, players=APP_PLAYERS, seed=APP_SEED)
    where = f"app {APP_WIDTH}px"
    with open_tab(browser, APP_WIDTH, APP_HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "pieces"):
            open_app(page, app_server)
            roll = shown_legal(match)
            assert shown(page, PIECES) == [], "pieces offered before the roll"
            assert shown(page, ACTIONS) == [action.label for action in roll]
            press(page, ACTIONS, "button", f"{where}, {roll[0].label!r}", repaint_times)
            match.play(roll[0])
            wait_decision(page, "n === 1")

            # One card per piece, none per move.
            legal = shown_legal(match)
            moves: dict[str, list] = {}
            for action in legal:
                if action.piece:
                    moves.setdefault(action.piece_name, []).append(action)
            cards = shown(page, PIECES)
            print(f"{where}: {len(legal)} moves after the roll, offered as the cards {cards}")
            assert len(cards) == len(moves) >= 2, cards
            for name, actions in moves.items():
                assert any(card.startswith(name) and f"{len(actions)} move" in card for card in cards), (
                    f"no card says {name} and its {len(actions)} moves: {cards}")
            assert shown(page, ACTIONS) == [a.label for a in legal if not a.piece]

            # A card picks its piece: Back, only its moves listed, other outlines; Back puts it down.
            name, actions = max(moves.items(), key=lambda item: len(item[1]))
            page.mouse.move(*OFF_THE_BOARD)
            outlines = settled_pixels(page, CANVAS)
            press(page, f"{PIECES}:has-text('{name}')", "piece card", f"{where}, {name!r}", repaint_times)
            page.wait_for_selector(BACK, state="visible", timeout=15000)
            listed = shown(page, ACTIONS) or page.evaluate(CHOICES_JS)    # buttons, or one drop-down for many
            assert listed and set(listed) <= {a.label for a in actions}, f"the moves listed for {name}: {listed}"
            assert settled_pixels(page, CANVAS) != outlines, f"picking {name} changed no outline"
            page.click(BACK)
            page.wait_for_selector(BACK, state="hidden", timeout=15000)
            assert shown(page, ACTIONS) == [a.label for a in legal if not a.piece]
            assert len(shown(page, PIECES)) == len(moves)

            # On the board: the piece, then a square where it has two headings.
            kind, picked = hover_then_click_in_place(page, hover_points(match, actions), where, repaint_times)
            assert (kind, picked) == ("choose", name), f"{where}: hovering {name}'s piece promised {kind} {picked!r}"
            shapes = match.game.scene(match.state).shapes()
            by_square: dict[str, list] = {}
            for action in actions:
                for target in action.targets:
                    by_square.setdefault(target, []).append(action)
            square, point = next(((square, point) for square, both in by_square.items() if len(both) >= 2
                                  for point in [steady_point(shapes, square, place_ids(legal))] if point),
                                 (None, None))
            assert point is not None, f"no square where {name} has two headings"
            headings = [a.label for a in by_square[square]]
            page.mouse.move(*OFF_THE_BOARD)
            px, py = page_point(page, CANVAS, *point)
            page.mouse.move(px, py)
            hover_text = settled_text(page, HOVER)
            assert all(label in hover_text for label in headings[:3]), (
                f"hovering {square} says {hover_text!r}, not {headings}")
            page.mouse.down()
            page.mouse.up()
            page.wait_for_function(f"() => ({VISIBLE_TEXTS_JS})({ACTIONS!r}).length === {len(headings)}",
                                   timeout=15000, polling=50)
            assert sorted(shown(page, ACTIONS)) == sorted(headings), "the headings offered"
            assert decision(page) == 1, "a click on a square of two headings played one"
            press(page, f"{ACTIONS}:has-text('{headings[-1]}')", "button", f"{where}, heading {headings[-1]!r}",
                  repaint_times)
            wait_decision(page, "n === 2")
            assert settled_text(page, MESSAGE).startswith(f"Played {headings[-1]}:")
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def test_a_bot_to_move_is_said_and_stepped_and_offers_nothing_to_the_human(
        browser: Any, app_server: Server, repaint_times: RepaintTimes, tmp_path: Path) -> None:
    """Issue 11, point 8, in the app at 1024 px, Auto-play off. Once You's turn is over (his own
    clicks: the first action or piece shown, as End turn is not his), while each bot is to move the
    status says "<bot> to move: Step to let it play", no action or piece button is shown and a
    click on the board plays nothing; Step plays the bot's decisions one at a
    time, both bots in turn, until You is to move again and has buttons of its own."""
    where = f"app {APP_WIDTH}px"
    with open_tab(browser, APP_WIDTH, APP_HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "bots"):
            open_app(page, app_server)
            autoplay_off(page)
            assert mover(page) == YOU and shown(page, ACTIONS), "the human has nothing to do at the start"
            assert page.locator(f"{TABLE} .gangs-end-turn").is_disabled(), "End turn offered on his own turn"
            dice = board_click(APP_GAME, APP_PLAYERS, APP_SEED)
            play_own_turn(page)
            page.wait_for_function(f"() => !/Turn \\d+: your move/.test("
                                   f"document.querySelector({STATUS!r}).innerText)", timeout=30000, polling=50)
            settled_text(page, STATUS)
            bots_seen = []
            for _ in range(200):
                bot = mover(page)
                if bot == YOU or bot is None:
                    break
                bots_seen.append(bot)
                status = page.inner_text(STATUS)
                assert f"{bot} to move: Step to let it play" in status, status
                assert shown(page, ACTIONS) == [] and shown(page, PIECES) == [], (
                    f"{bot} to move, yet the human is offered {shown(page, PIECES) + shown(page, ACTIONS)}")
                if len(bots_seen) == 1:      # the board is not the human's while a bot is to move
                    at = decision(page)
                    page.mouse.click(*page_point(page, CANVAS, dice[0], dice[1]))
                    page.wait_for_function(f"() => document.querySelector({MESSAGE!r}).innerText.includes("
                                           f"{bot + ' to move'!r})", timeout=15000, polling=50)
                    assert decision(page) == at, "a board click played while a bot was to move"
                at = decision(page)
                press(page, f"{TABLE} .gangs-step", "Step", f"{where}, for {bot}", repaint_times)
                wait_decision(page, f"n === {at + 1}")
            assert {"Bot 1", "Bot 2"} <= set(bots_seen), f"the bots seen to move: {sorted(set(bots_seen))}"
            assert mover(page) == YOU, f"after the bots' turns: {page.inner_text(STATUS)!r}"
            assert shown(page, ACTIONS) or shown(page, PIECES), "the human is to move and offered nothing"
            print(f"{where}: {len(bots_seen)} bot decisions stepped, none offered to the human")
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def upload_file(page: Any, path: Path) -> None:
    """Upload ``path`` as a visitor does: click the upload button, pick the file in the chooser that opens."""
    with page.expect_file_chooser(timeout=15000) as chooser:
        page.click(".gangs-upload")
    chooser.value.set_files(str(path))


def test_app_records_are_downloaded_and_uploaded_through_the_browser(
        browser: Any, app_server: Server, tmp_path: Path) -> None:
    """Issue 11, point 6, in the app at 1024 px. The "Save, load, rerun" tab has a "Prepare download" button
    and a file upload button (it opens the browser's file chooser), and no box for a path on the server.
    The button makes the link (issue 25, point 10: the record is not re-sent at every step), which downloads
    the record of the game played (it loads, with as many decisions and the same last events); a record
    uploaded from the visitor's computer replaces the game at the table; a file that is not a record is
    refused with a message and the game kept."""
    with open_tab(browser, APP_WIDTH, APP_HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "records"):
            open_app(page, app_server)
            autoplay_off(page)
            play_own_turn(page)
            played = decision(page)
            page.get_by_text("Save, load, rerun", exact=True).click()
            prepare = page.locator(".gangs-prepare-download")
            prepare.wait_for(state="visible", timeout=15000)
            upload = page.locator(".gangs-upload")
            upload.wait_for(state="visible", timeout=15000)
            assert page.locator(".gangs-scenario input[type=text]").count() == 0, "a path box in the app"
            link = page.locator(".gangs-download a[download]")
            assert link.count() == 0, "the record is in the page before it is asked for"
            prepare.click()
            link.wait_for(state="visible", timeout=15000)
            assert not prepare.is_visible(), "the link is made: nothing left to prepare"
            assert (link.get_attribute("href") or "").startswith("data:"), "the record is not in the link itself"

            page.wait_for_function("([n]) => document.querySelector('.gangs-download').innerText"
                                   ".includes(`${n} decision`)", arg=[played], timeout=15000, polling=50)
            with page.expect_download(timeout=15000) as download:
                link.click()
            saved = tmp_path / "downloaded.record.json"
            download.value.save_as(saved)
            loaded = gangs.load(saved)
            assert (loaded.game.name, loaded.players, loaded.decisions) == (APP_GAME, APP_PLAYERS, played)
            told = page.inner_text(LAST_EVENTS)
            assert all(event.text in told for event in loaded.events_by_decision()[-1]), (
                "the downloaded record's last events are not those the table shows")

            other = gangs.new(APP_GAME, players=["Ann", "Ben", "Cid"], seed=5)
            other.run(max_steps=30)
            record = other.record.save(tmp_path / "other.record.json")
            upload_file(page, record)
            page.wait_for_function("() => document.querySelector('.gangs-lobby-message').innerText"
                                   ".includes('Loaded a record')", timeout=15000, polling=50)
            assert wait_decision(page, "n === 30") == 30
            assert mover(page) == other.players[other.to_move], page.inner_text(STATUS)

            broken = tmp_path / "notes.json"
            broken.write_text("these are not the moves of a game", encoding="utf-8")
            upload_file(page, broken)
            page.wait_for_function("() => document.querySelector('.gangs-scenario').innerText.includes('Not loaded')",
                                   timeout=15000, polling=50)
            assert decision(page) == 30 and mover(page) == other.players[other.to_move], "a bad file changed the game"
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


WHY = ".gangs-log .gangs-log-why"


def test_a_log_line_opens_its_rule_and_a_second_click_or_enter_closes_it(
        browser: Any, app_server: Server, tmp_path: Path) -> None:
    """Issue 15, in the app at 1024 px. A click on a line of the log opens its rule under it (the key, the
    rulebook's sentence « as printed », the English gloss, and for a house rule the README's reason); a second
    click closes it; Enter on the focused line opens and closes it too; its « In the manual » link opens the game's
    manual (issue 31) in a tab of its own, at the rule. The lone human's table shows his viewpoint (the "Viewpoint"
    drop-down reads Player 1)."""
    rules = gangs.GAMES[APP_GAME].rules
    with open_tab(browser, APP_WIDTH, APP_HEIGHT) as tab:
        page = tab.page
        with artefacts_on_failure(page, [app_server], tab.errors, tmp_path, "why"):
            open_app(page, app_server)
            assert page.locator(".gangs-viewpoint select").input_value() == "Player 1 (player 1)"
            autoplay_off(page)
            play_own_turn(page)
            line = page.locator(LOG_LINES).first
            key = line.get_attribute("data-rule")
            rule = rules[key]
            line.click()
            page.wait_for_selector(WHY, state="visible", timeout=15000)
            text = " ".join(page.inner_text(WHY).split())
            assert text.startswith(f"Rule {key}") and f"« {' '.join(rule.french.split())} »" in text, text
            assert " ".join(rule.english.split()) in text and (("House rule: " in text) == rule.house), text
            number = numbered(APP_GAME)[key]
            with page.context.expect_page(timeout=15000) as opened:     # the manual, in a tab of its own, at the rule
                page.click(f"{WHY} .gangs-log-manual", timeout=15000)
            manual_tab = opened.value
            manual_tab.wait_for_function("(key) => location.protocol === 'blob:' && location.hash === '#' + key "
                                         "&& !!document.getElementById(key)", arg=key, timeout=15000)
            shown = " ".join(manual_tab.inner_text(f'[id="{key}"]').split())
            assert shown.startswith(number) and " ".join(rule.english.split()) in shown, shown
            assert page.locator(WHY).is_visible()                       # the line stays open behind it
            manual_tab.close()
            page.locator(LOG_LINES).first.click()
            page.wait_for_selector(WHY, state="detached", timeout=15000)
            page.locator(LOG_LINES).first.focus()
            page.keyboard.press("Enter")
            page.wait_for_selector(WHY, state="visible", timeout=15000)
            page.keyboard.press("Enter")
            page.wait_for_selector(WHY, state="detached", timeout=15000)
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
