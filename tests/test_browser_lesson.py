"""A learner plays a lesson to its end in a real browser (issue 31): Les Ribauds' first lesson in the Voilà app at
1024×768, as a newcomer plays it: he picks Les Ribauds in the app's bar and presses First lesson (the game the app
opened on leaves the page), reads each note, presses Next, and where a note asks for a move he clicks its
place on the board; once he clicks a wrong place first, and the note answers « Not quite » with the rule of the move
asked, the game unmoved. A ``LessonSession`` of the same lesson in this process says what each note must show.
Skipped without Chromium (see ``browser_support``). Run::

    .venv/bin/python -m pytest tests/test_browser_lesson.py -s -q
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

from gangs.lessons import first_lesson  # noqa: E402
from widgets.lesson import LessonSession  # noqa: E402

LESSON = ".gangs-lesson"
NOTE = f"{LESSON} .gangs-lesson-note"
CANVAS = f"{LESSON} .gangs-canvas"
LOAD_TIMEOUT_MS = 60000


@pytest.fixture(scope="module")
def lesson_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A Voilà server of the app (``notebooks/play.ipynb``)."""
    where = tmp_path_factory.mktemp("lesson")
    server = voila_server(copy_notebooks(where / "notebooks") / "play.ipynb", where / "voila.log",
                          private_env(where / "home")).start()
    try:
        yield server
    finally:
        server.stop()


def _note_says(page: Any, text: str) -> None:
    """Wait until the note shows ``text`` (its words, spaces aside)."""
    page.wait_for_function("([s, want]) => { const n = document.querySelector(s);"
                           " return !!n && n.innerText.split(/\\s+/).join(' ').includes(want); }",
                           arg=[NOTE, " ".join(text.split())], timeout=15000, polling=50)


def _next_is_disabled(page: Any) -> None:
    """Wait until Next is disabled: a note that asks for a move is answered on the board, not skipped."""
    page.wait_for_function("s => { const b = document.querySelector(s); return !!b && b.disabled; }",
                           arg=f"{LESSON} .gangs-lesson-next", timeout=15000, polling=50)


def _click_place(page: Any, mirror: LessonSession, target: str) -> None:
    shapes = mirror.scene.shapes()
    point = steady_point(shapes, target, place_ids(mirror.legal()))
    assert point is not None, f"no point of {target} to click"
    page.mouse.click(*page_point(page, CANVAS, *point))


def test_a_learner_plays_the_first_lesson_of_les_ribauds_to_its_end(browser: Any, lesson_server: Server,
                                                                     tmp_path: Path) -> None:
    mirror = LessonSession(first_lesson("ribauds"))
    wrong_done = False
    with open_tab(browser, 1024, 768) as tab:
        page = tab.page
        with artefacts_on_failure(page, [lesson_server], tab.errors, tmp_path, "lesson"):
            page.goto(lesson_server.url + "/", wait_until="domcontentloaded", timeout=LOAD_TIMEOUT_MS)
            wait_board(page, ".gangs-table .gangs-canvas", LOAD_TIMEOUT_MS)        # the app opens on a game
            options = page.locator(".gangs-game select option").all_inner_texts()
            page.locator(".gangs-game select").select_option(
                label=next(text for text in options if text.replace("\u00a0", " ") == "Les Ribauds"))
            page.click(".gangs-first-lesson")
            wait_board(page, CANVAS, LOAD_TIMEOUT_MS)
            assert page.locator(".gangs-table").count() == 1       # the game it opened on has left the page
            for _ in range(30):
                mirror.settle()
                if mirror.finished:
                    break
                _note_says(page, mirror.text())
                if mirror.asking():
                    _next_is_disabled(page)
                    expected = mirror.expected()
                    if not wrong_done and expected.kind == "run":       # a wrong place first: another run
                        other = next(a for a in mirror.legal() if a.kind == "run" and a.notation != expected.notation)
                        _click_place(page, mirror, other.targets[-1])
                        _note_says(page, "Not quite.")
                        _note_says(page, f"rule {mirror.rule_of_expected()}")
                        assert mirror.position == expected_position(mirror)
                        wrong_done = True
                        page.screenshot(path=str(tmp_path / "lesson-not-quite-1024.png"))
                    if expected.piece:
                        _click_place(page, mirror, expected.piece)
                        mirror.pick(expected.piece)
                    _click_place(page, mirror, expected.targets[-1])
                    assert mirror.play(expected)
                    _note_says(page, mirror.text())                    # what the note says once found
                page.click(f"{LESSON} .gangs-lesson-next")
                mirror.next()
            assert mirror.finished, "the lesson did not end"
            _note_says(page, "The lesson is over.")
            assert wrong_done, "no wrong move was tried"
            assert not tab.errors, "page errors:\n" + "\n".join(tab.errors)


def expected_position(mirror: LessonSession) -> int:
    """The decision the note that asks waits at (a wrong move leaves the game there)."""
    return mirror.shown_note.decision
