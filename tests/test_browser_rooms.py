"""Seats at separate screens in a real browser (issue 29): a table server and the Voilà app, both started here on
loopback; three Chromium pages 1024×768 (two players and a spectator), each its own app and kernel, join one room of
Les Ribauds by pasting their links in the Rooms fold and play it to its end (three rounds) as players do: a piece
picked on the board, then its place clicked (a button where the click offers a choice, or the action has no place).
Every page shows, at every decision, exactly what the server's view for its viewer holds (its status and last events
as a Python client of the same seat reads them: views checked to hold no other seat's secret by ``test_net_server``);
no page's text names a card of another hand (the teacher's view says which), each player's page names his own; the
time from a click to every page's new view is measured; at the end Ann's page replays the game from its deal.
Skipped without Chromium (see ``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_rooms.py -s -q
"""

from __future__ import annotations

import json
import re
import statistics
import time
from html import unescape
from pathlib import Path
from typing import Any, Iterator

import pytest
from browser_support import (
    Server,
    artefacts_on_failure,
    copy_notebooks,
    missing_browser_reason,
    open_tab,
    page_point,
    place_ids,
    private_env,
    steady_point,
    voila_server,
    wait_board,
)

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)
pytest.importorskip("websockets")

from net_support import ServerThread  # noqa: E402
from test_browser_table import CANVAS, LOAD_TIMEOUT_MS  # noqa: E402

from gangs.net import connect, create_room  # noqa: E402
from widgets.table.room import RemoteSession  # noqa: E402

TABLE = ".gangs-room-table"
STATUS, EVENTS = f"{TABLE} .gangs-status", f"{TABLE} .gangs-last-events"
ACTIONS = f"{TABLE} .gangs-side button.gangs-action, {TABLE} .gangs-side .gangs-piece, {TABLE} .gangs-side select"
GAME = ".gangs-game-box"


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerThread, Server]]:
    """The table server and a Voilà server of the app allowed to follow links to it."""
    where = tmp_path_factory.mktemp("rooms")
    tables = ServerThread(where / "rooms.sqlite")
    env = {**private_env(where / "home"), "GANGS_SERVERS": tables.url}
    app = voila_server(copy_notebooks(where / "notebooks") / "play.ipynb", where / "voila.log", env).start()
    try:
        yield tables, app
    finally:
        app.stop()
        tables.stop()


def _join(page: Any, app: Server, link: str) -> None:
    page.goto(app.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
    wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
    page.click(".gangs-fold-rooms")
    page.fill(".gangs-rooms .widget-text input", link)
    page.click(".gangs-rooms .gangs-join-a-room")
    page.wait_for_selector(f"{TABLE} canvas", timeout=LOAD_TIMEOUT_MS)


def _flat(text: str) -> str:
    return " ".join(text.split())


def _expected(seat: Any) -> tuple[str, str]:
    """What a page of ``seat``'s viewer must show now: the status and the last events the Table makes of the view
    the server sent that viewer (a ``RemoteSession`` of a Python client of the same seat)."""
    session = RemoteSession(seat)
    session.settle()
    status = _flat(re.sub("<[^>]+>", "", unescape(session.status())))
    events = _flat(" ".join(f"{name} {' '.join(texts)}" for name, texts in session.last_events()))
    return status, events


def _shows(page: Any, seat: Any) -> None:
    """Wait until ``page`` shows the status and last events of ``seat``'s view (15 s at most)."""
    status, events = _expected(seat)
    page.wait_for_function(
        "([s, want, e, events]) => { const a = document.querySelector(s), b = document.querySelector(e);"
        " const flat = (x) => x.innerText.split(/\\s+/).join(' ').trim();"
        " return a && b && flat(a) === want && flat(b) === events; }",
        arg=[STATUS, status, EVENTS, events], timeout=15000, polling=20)


def _hidden_cards(viewer: int, teacher: Any, seat: Any) -> tuple[set[str], set[str]]:
    """The other seats' cards (the teacher's view names every hand) that ``seat``'s view never names, and the
    viewer's own cards."""
    sheets = teacher.view["sheets"]
    own = set(sheets[viewer]["lines"]["cards"].split(", ")) - {""}
    seen = json.dumps(seat.view, ensure_ascii=False)
    others = {card for sheet in sheets if sheet["player"] != viewer for card in sheet["lines"]["cards"].split(", ")}
    return {card for card in others - own if card and card not in seen}, own


def _click_scene(page: Any, shapes: list, shape_id: str, clickable: set[str]) -> None:
    point = steady_point(shapes, shape_id, clickable)
    assert point is not None, f"no point of {shape_id} to click"
    page.mouse.click(*page_point(page, f"{TABLE} canvas", *point))


def _play_first(page: Any, seat: Any) -> None:
    """Play the seat's first action on its page as a player does: its piece picked on the board (unless it is the
    lone one, picked already), then its place clicked, and its button pressed when the click offers a choice; an
    action of no place by its button."""
    session = RemoteSession(seat)
    session.settle()
    action = session.legal()[0]
    shapes = session.scene.shapes()
    clickable = place_ids(session.legal())
    if not action.targets:
        page.locator(f"{TABLE} .gangs-side button", has_text=action.label).first.click()
        return
    if action.piece and (session.offer.picked is None or session.offer.picked.id != action.piece):
        _click_scene(page, shapes, action.piece, clickable)
        session.pick(action.piece)
        page.wait_for_function("([s, want]) => document.querySelector(s).innerText.includes(want)",
                               arg=[f"{TABLE} .gangs-side", session.offer.picked.name + ": click"], timeout=15000)
    point, meant = _most_precise_click(session, shapes, action, clickable)
    page.mouse.click(*page_point(page, f"{TABLE} canvas", *point))
    if len(meant) > 1 or (meant and meant[0].kind in session.match.game.asked_kinds):
        page.locator(f"{TABLE} .gangs-side button.gangs-action", has_text=action.label).first.click()


def _most_precise_click(session: Any, shapes: list, action: Any, clickable: set[str]) -> tuple[tuple[float, float],
                                                                                                 tuple]:
    """Where a player clicks to play ``action``, its piece picked: of the places it concerns (a card in the hand
    may be one, meaning every move of the card, a square another), the one whose click means the fewest actions,
    ``action`` among them (a choice of buttons, not a drop-down of them all); the point and what it means."""
    best = None
    for target in action.targets:
        if not any(shape.id == target for shape in shapes):
            continue
        point = steady_point(shapes, target, clickable)
        if point is None:
            continue
        meant = session.meaning_at(*point).actions
        if action.notation in [a.notation for a in meant] and (best is None or len(meant) < len(best[1])):
            best = point, meant
    assert best is not None, f"no place to click for {action.label}"
    return best


def test_two_players_and_a_spectator_play_les_ribauds_to_its_end_each_seeing_only_his_own(
        browser: Any, servers: tuple[ServerThread, Server], tmp_path: Path) -> None:
    tables, app = servers
    links = create_room(tables.url, "ribauds", ["human", "human"], players=["Ann", "Bob"],
                        options={"max_turns": 3}, grace=600)
    # Python clients of the same seats: what each page must show (a view per viewer, as the server sends it)
    mirrors = [connect(links["seats"][0]), connect(links["seats"][1]), connect(links["spectator"])]
    teacher = connect(links["everyone"])
    clicks: list[float] = []
    own_shown = 0
    started: float | None = None
    with open_tab(browser, 1024, 768) as ann, open_tab(browser, 1024, 768) as bob, \
            open_tab(browser, 1024, 768) as watcher:
        tabs = [ann, bob, watcher]
        with artefacts_on_failure([tab.page for tab in tabs], [app], ann.errors, tmp_path, "rooms"):
            for tab, link in zip(tabs, (links["seats"][0], links["seats"][1], links["spectator"])):
                _join(tab.page, app, link)
            for _ in range(300):
                decision = max(mirror.message["decision"] for mirror in mirrors)
                for tab, mirror in zip(tabs, mirrors):      # each page shows its own view, and only that
                    mirror.wait(lambda m, d=decision: m["type"] == "view" and m["decision"] >= d, timeout=15)
                    _shows(tab.page, mirror)
                if started is not None:
                    clicks.append(1000 * (time.perf_counter() - started))
                teacher.wait(lambda m, d=decision: m["type"] == "view" and m["decision"] >= d, timeout=15)
                for viewer, tab in enumerate(tabs[:2]):     # no card of another hand on a page, but his own
                    hidden, own = _hidden_cards(viewer, teacher, mirrors[viewer])
                    text = tab.page.inner_text(GAME)
                    assert not [card for card in hidden if card in text], (viewer, decision)
                    own_shown += all(card in text for card in own)
                if decision == 8:                            # a look at each player's screen, mid-game
                    for name, tab in (("ann", ann), ("bob", bob)):
                        tab.page.screenshot(path=str(tmp_path / f"room-{name}-1024.png"))
                if mirrors[2].view["over"]:
                    break
                mover = mirrors[2].view["to_move"]
                assert watcher.page.locator(ACTIONS).count() == 0 and \
                    tabs[1 - mover].page.locator(ACTIONS).count() == 0     # only the seat to move is offered moves
                started = time.perf_counter()
                _play_first(tabs[mover].page, mirrors[mover])
                mirrors[mover].wait(lambda m, d=decision: m["type"] == "view" and m["decision"] > d, timeout=15)
            assert mirrors[2].view["over"], "the game did not end"
            for tab in tabs:                     # the ending panel is filled beside the status: waited for
                tab.page.wait_for_function("([s]) => document.querySelector(s).innerText.includes('Game over')",
                                           arg=[f"{TABLE} .gangs-ending"], timeout=15000)
            ann.page.click(f"{TABLE} .gangs-replay-this-game")          # the game looked back at from its deal
            ann.page.wait_for_function("([s]) => document.querySelector(s).innerText.includes("
                                       "'looking back at decision 0')", arg=[STATUS], timeout=15000)
            for tab in tabs:
                assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
    for mirror in (*mirrors, teacher):
        mirror.close()
    assert own_shown >= len(clicks)                       # each player's own cards are on his page
    ordered = sorted(clicks)
    print(f"\nrooms: {len(clicks)} decisions by clicks on the board and buttons, the last click -> every page's "
          f"new view: median {statistics.median(clicks):.0f} ms, p95 {ordered[int(0.95 * (len(ordered) - 1))]:.0f} "
          f"ms, max {ordered[-1]:.0f} ms")
