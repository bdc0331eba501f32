"""Seats at separate screens in a real browser (issue 29): a table server and the Voilà app, both started here on
loopback; three Chromium pages (two players and a spectator), each its own app and kernel, join one room of Les
Ribauds by pasting their links in the Rooms fold and play it to its end (three rounds) by clicking their own action
buttons. Every page shows, at every decision, exactly what the server's view for its viewer holds (its status and
last events as a Python client of the same seat reads them: views checked to hold no other seat's secret by
``test_net_server``), never another seat's; and the time from a click to every page's new view is measured.
Skipped without Chromium (see ``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_rooms.py -s -q
"""

from __future__ import annotations

import statistics
import time
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
)

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)
pytest.importorskip("websockets")

from net_support import ServerThread  # noqa: E402
from test_browser_table import CANVAS, LOAD_TIMEOUT_MS  # noqa: E402

from gangs.net import connect, create_room  # noqa: E402

TABLE = ".gangs-remote-table"
STATUS, EVENTS, ACTIONS = f"{TABLE} .gangs-status", f"{TABLE} .gangs-last-events", f"{TABLE} .gangs-actions button"


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


def _text(page: Any, selector: str) -> str:
    return " ".join(page.inner_text(selector).split())


def _expected(seat: Any) -> tuple[str, str]:
    """What a page of ``seat``'s viewer must show now: its status and last events, as the server's view says."""
    view = seat.view
    return " ".join(view["awaited"].split()), " ".join(" ".join(e["text"] for e in view["log"][-8:]).split())


def _shows(page: Any, seat: Any) -> None:
    """Wait until ``page`` shows the status and last events of ``seat``'s view (15 s at most)."""
    status, events = _expected(seat)
    page.wait_for_function(
        "([s, want, e, events]) => { const a = document.querySelector(s), b = document.querySelector(e);"
        " const flat = (x) => x.innerText.split(/\\s+/).join(' ').trim();"
        " return a && b && flat(a) === want && flat(b) === events; }",
        arg=[STATUS, status, EVENTS, events], timeout=15000, polling=20)


def test_two_players_and_a_spectator_play_les_ribauds_to_its_end_each_seeing_only_his_own(
        browser: Any, servers: tuple[ServerThread, Server], tmp_path: Path) -> None:
    tables, app = servers
    links = create_room(tables.url, "ribauds", ["human", "human"], players=["Ann", "Bob"],
                        options={"max_turns": 3}, grace=600)
    # Python clients of the same seats: what each page must show (a view per viewer, as the server sends it)
    mirrors = [connect(links["seats"][0]), connect(links["seats"][1]), connect(links["spectator"])]
    clicks: list[float] = []
    started: float | None = None
    with open_tab(browser, 1280, 900) as ann, open_tab(browser, 1280, 900) as bob, \
            open_tab(browser, 1280, 900) as watcher:
        tabs = [ann, bob, watcher]
        with artefacts_on_failure(ann.page, [app], ann.errors, tmp_path, "rooms"):
            for tab, link in zip(tabs, (links["seats"][0], links["seats"][1], links["spectator"])):
                _join(tab.page, app, link)
            for _ in range(200):
                decision = max(mirror.message["decision"] for mirror in mirrors)
                for tab, mirror in zip(tabs, mirrors):      # each page shows its own view, and only that
                    mirror.wait(lambda m, d=decision: m["type"] == "view" and m["decision"] >= d, timeout=15)
                    _shows(tab.page, mirror)
                if started is not None:
                    clicks.append(1000 * (time.perf_counter() - started))
                if mirrors[2].view["over"]:
                    break
                mover = mirrors[2].view["to_move"]
                assert watcher.page.locator(ACTIONS).count() == 0 and \
                    tabs[1 - mover].page.locator(ACTIONS).count() == 0     # only the seat to move has buttons
                buttons = tabs[mover].page.locator(ACTIONS)
                tabs[mover].page.wait_for_function("([s, n]) => document.querySelectorAll(s).length === n",
                                                   arg=[ACTIONS, len(mirrors[mover].view["actions"])],
                                                   timeout=15000, polling=20)     # the buttons drawn too
                started = time.perf_counter()
                buttons.nth(0).click()
                mirrors[mover].wait(lambda m, d=decision: m["type"] == "view" and m["decision"] > d, timeout=15)
            assert mirrors[2].view["over"], "the game did not end"
            for tab in tabs:
                assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)
    for mirror in mirrors:
        mirror.close()
    ordered = sorted(clicks)
    print(f"\nrooms: {len(clicks)} clicks, click -> every page's new view: median {statistics.median(clicks):.0f} ms, "
          f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.0f} ms, max {ordered[-1]:.0f} ms")
