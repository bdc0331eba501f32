"""A record a visitor uploads to the app's scenario panel: it never makes the server open a file it names, it may
start with a BOM, and a refusal repeats only a short prefix of what was sent."""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import pytest

import gangs
from widgets.scenario import SHOWN_ERROR, SHOWN_NAME, ScenarioPanel

_WATCHED: list[tuple[set[str], list[str]]] = []
"""While an upload is watched: the paths it must not open, and those it tried to. An audit hook cannot be
removed, so the one below is added once and does nothing while this list is empty."""

_FILE_EVENTS = ("open", "os.listdir", "os.scandir")


def _audit(event: str, args: tuple) -> None:
    """Refuse (and note) the opening of a watched path: a pipe would block, /dev/zero fill the memory."""
    if not _WATCHED or event not in _FILE_EVENTS or not args or not isinstance(args[0], (str, bytes, os.PathLike)):
        return
    forbidden, opened = _WATCHED[-1]
    path = os.fsdecode(args[0])
    if path in forbidden or os.path.abspath(path) in forbidden:
        opened.append(path)
        raise PermissionError(f"the test forbids opening {path}")


sys.addaudithook(_audit)


@contextmanager
def forbidding(path: str) -> Iterator[list[str]]:
    """Within the block, opening ``path`` (as given, absolute, or its real path) is noted in the list yielded
    and refused."""
    opened: list[str] = []
    _WATCHED.append(({path, os.path.abspath(path), os.path.realpath(path)}, opened))
    try:
        yield opened
    finally:
        _WATCHED.pop()


def _upload(panel: ScenarioPanel, content: bytes, name: str = "game.record.json") -> None:
    """Hand the panel's FileUpload a file the way the browser does (ipywidgets 8)."""
    panel.upload.set_state({"value": [{"name": name, "type": "application/json", "size": len(content),
                                       "content": memoryview(content), "last_modified": 1_764_530_000_000}]})


FILE_OPTIONS = [(key, name) for key, game in gangs.GAMES.items() for name, option in game.options.items()
                if option.reads_file]
"""Every game's every option that reads a file."""

NAMED = ["a system file", "a folder", "an endless device", "a named pipe", "a relative path", "a board file",
         "a list"]


def _named(kind: str, folder: Path) -> Any:
    """The value of a file option of kind ``kind``; a board file, its relative path and the pipe are in ``folder``."""
    if kind == "a named pipe":
        os.mkfifo(folder / "board.fifo")
    return {"a system file": "/etc/passwd", "a folder": "/", "an endless device": "/dev/zero",
            "a named pipe": str(folder / "board.fifo"), "a relative path": "board.toml",
            "a board file": str(folder / "board.toml"), "a list": [str(folder / "board.toml")]}[kind]


def test_every_game_has_a_file_option_to_try():
    assert {key for key, _name in FILE_OPTIONS} == set(gangs.GAMES)


@pytest.mark.parametrize("kind", NAMED)
@pytest.mark.parametrize("key, option", FILE_OPTIONS)
def test_an_uploaded_record_that_names_a_file_opens_nothing_and_is_refused(key, option, kind, tmp_path, monkeypatch):
    """Issue 25, point 1: a record whose board is a path was read by the app's server (a pipe blocked the kernel,
    /dev/zero raised MemoryError, the error told whether a path exists). Whatever the value, the path is never
    opened, the record is refused with a message saying why, and the match is kept."""
    shutil.copy(Path(gangs.__file__).parent / key / "board.toml", tmp_path / "board.toml")
    monkeypatch.chdir(tmp_path)
    value = _named(kind, tmp_path)
    m = gangs.new(key, players=gangs.GAMES[key].min_players, seed=1).run(max_steps=3)
    before = m.state.to_dict()
    record = m.record.to_dict()
    record["options"][option] = value
    panel = ScenarioPanel(m, files="browser")
    with forbidding(value[0] if isinstance(value, list) else value) as opened:
        _upload(panel, json.dumps(record).encode("utf-8"))
    assert opened == [], f"the server opened {opened}"
    assert "Not loaded" in panel.message.value and f"may not name a file (option {option})" in panel.message.value
    assert panel.match is m and m.state.to_dict() == before and panel.upload.value == ()


def test_a_record_naming_no_file_still_loads():
    m = gangs.new("street", players=2, seed=3).run(max_steps=12)
    assert m.options["board"] is None
    panel = ScenarioPanel(gangs.new("street", players=2, seed=1), files="browser")
    _upload(panel, m.record.to_json().encode("utf-8"))
    assert "Loaded La Street: 12 decisions." in panel.message.value and panel.match.steps == m.steps


def test_an_upload_may_start_with_a_bom():
    """Issue 25, point 9: a record saved by an editor that starts UTF-8 with a byte order mark was refused."""
    m = gangs.new("ribauds", players=2, seed=4).run(max_steps=15)
    panel = ScenarioPanel(gangs.new("street", players=2, seed=1), files="browser")
    _upload(panel, b"\xef\xbb\xbf" + m.record.to_json().encode("utf-8"))
    assert "Loaded Les Ribauds: 15 decisions." in panel.message.value
    assert panel.match.state.to_dict() == m.state.to_dict()


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b" " * 1_000_001])
def test_a_refusal_names_only_the_start_of_a_long_file_name(content):
    """Issue 25, point 9: the message repeats at most SHOWN_NAME characters of the file's name."""
    m = gangs.new("street", players=2, seed=6)
    panel = ScenarioPanel(m, files="browser")
    _upload(panel, content, name="x" * 10_000 + ".json")
    assert "Not loaded" in panel.message.value and panel.match is m
    assert max(len(run) for run in re.findall("x+", panel.message.value)) < SHOWN_NAME


def test_a_refusal_shows_only_the_start_of_what_the_record_holds():
    """Issue 25, point 9: a record's error may quote a step the visitor wrote; the panel shows a short prefix."""
    m = gangs.new("street", players=2, seed=6)
    record = m.record.to_dict()
    record["steps"] = ["z" * 100_000]
    panel = ScenarioPanel(m, files="browser")
    _upload(panel, json.dumps(record).encode("utf-8"))
    assert "Not loaded" in panel.message.value and "z" * SHOWN_ERROR not in panel.message.value
    assert len(panel.message.value) < 2 * SHOWN_ERROR


def test_a_file_name_the_page_cannot_write_is_shown_escaped():
    """A lone surrogate in the file's name (JavaScript strings may hold one) is shown as its escape, so the
    message can be sent to the page."""
    panel = ScenarioPanel(gangs.new("street", players=2, seed=6), files="browser")
    _upload(panel, b"\xff\xfe", name="mine\ud800.json")
    assert "mine\\ud800.json is not a text file" in panel.message.value
    panel.message.value.encode("utf-8")


@pytest.mark.parametrize("value", ["game.record.json", ({"name": "x.json", "content": None},), (7,), [{"name": 1}],
                                   ({"content": "{}"},)])
def test_an_upload_that_is_not_a_file_is_refused_and_keeps_the_match(value):
    match = gangs.new("street", players=2, seed=1).run(max_steps=3)
    panel = ScenarioPanel(match, files="browser")
    panel.take_upload(value)
    assert panel.match is match and "Not loaded" in panel.message.value
