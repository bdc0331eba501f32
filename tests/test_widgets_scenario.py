"""The scenario panel saves and loads records (a notebook through a path, an app through the browser),
reruns from a decision, and never loses the match to a bad file."""

from __future__ import annotations

import base64
import json
import re

import pytest

import gangs
from widgets.scenario import MAX_UPLOAD, ScenarioPanel


def _upload(panel: ScenarioPanel, content: bytes, name: str = "game.record.json") -> None:
    """Hand the panel's FileUpload a file the way the browser does (ipywidgets 8: the JSON state of its
    value, the content a binary buffer)."""
    panel.upload.set_state({"value": [{"name": name, "type": "application/json", "size": len(content),
                                       "content": memoryview(content), "last_modified": 1_764_530_000_000}]})


def _downloaded(panel: ScenarioPanel) -> dict:
    """The record inside the panel's download link."""
    found = re.search(r"href='data:application/json;base64,([A-Za-z0-9+/=]+)'", panel.download.value)
    assert found, panel.download.value
    return json.loads(base64.b64decode(found.group(1)).decode("utf-8"))


def test_save_then_load_gives_the_same_match_and_tells_the_listeners(tmp_path):
    m = gangs.new("supergang", players=3, seed=8, max_turns=10)
    m.run(max_steps=50)
    panel = ScenarioPanel(m, path=str(tmp_path / "a.record.json"))
    followed = []
    panel.on_match(followed.append)
    panel.save_button.click()
    assert "Saved 50 decisions" in panel.message.value
    panel.load_button.click()
    assert panel.match is not m and panel.match.state.to_dict() == m.state.to_dict()
    assert followed == [panel.match] and panel.step.max == 50
    assert panel.download is None and panel.upload is None


def test_a_broken_missing_or_foreign_file_changes_nothing(tmp_path):
    m = gangs.new("street", players=3, seed=1)
    m.run(max_steps=20)
    before = m.state.to_dict()
    panel = ScenarioPanel(m)
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": "world"}', encoding="utf-8")
    for path in (broken, tmp_path / "missing.json", foreign):
        panel.path.value = str(path)
        panel.load_button.click()
        assert "Not loaded" in panel.message.value
        assert panel.match is m and m.state.to_dict() == before
    panel.path.value = str(tmp_path / "no" / "such" / "folder" / "x.json")
    panel.save_button.click()
    assert "Cannot save" in panel.message.value


def test_a_missing_file_is_named_as_text():
    panel = ScenarioPanel(gangs.new("street", players=2, seed=1), path="notebooks/x.json")
    panel.load_button.click()
    assert "Not loaded: no such file: notebooks/x.json" in panel.message.value
    assert "PosixPath" not in panel.message.value


def test_rerun_from_a_decision_shows_the_outcomes_and_how_the_games_ended():
    m = gangs.new("street", players=3, seed=3)
    m.run(max_steps=30)
    decisions = m.decisions
    panel = ScenarioPanel(m)
    panel.step.value, panel.runs.value, panel.seed.value = 12, 8, 40
    panel.rerun_button.click()
    assert len(panel.rows) == 8 and panel.progress.value == 8
    for name in m.players:
        assert name in panel.results.value
    assert "8 games played from decision 12: all ended by the rules." in panel.message.value
    assert m.decisions == decisions, "reruns leave the match as it was"


def test_games_stopped_by_the_round_cap_are_counted_apart():
    m = gangs.new("supergang", players=3, seed=3, max_turns=2)
    panel = ScenarioPanel(m)
    panel.runs.value = 3
    panel.rerun_button.click()
    assert "0 ended by the rules, 3 stopped by the round cap (max_turns=2" in panel.message.value
    assert "at the cap" in panel.results.value and "by the rules" in panel.results.value


def test_the_results_table_pads_every_header_and_cell():
    m = gangs.new("street", players=2, seed=3)
    panel = ScenarioPanel(m)
    panel.runs.value = 2
    panel.rerun_button.click()
    cells = re.findall(r"<(t[hd]) style='([^']*)'>", panel.results.value)
    assert len(cells) == 8 * 3
    assert all("padding:2px 10px" in style for _, style in cells)


def test_the_from_decision_slider_follows_the_game_unless_moved_back():
    m = gangs.new("street", players=2, seed=4)
    panel = ScenarioPanel(m)
    m.run(max_steps=6)
    panel.refresh()
    assert panel.step.max == panel.step.value == 6
    m.run(max_steps=4)
    panel.refresh()
    assert panel.step.value == 10
    panel.step.value = 3                       # the user picks an earlier decision: it stays
    m.run(max_steps=2)
    panel.refresh()
    assert (panel.step.value, panel.step.max) == (3, 12)
    m.undo(11)
    panel.refresh()
    assert (panel.step.value, panel.step.max) == (1, 1)


def test_the_files_mode_is_checked():
    with pytest.raises(ValueError, match="files"):
        ScenarioPanel(gangs.new("street", players=2, seed=1), files="server")


def test_the_browser_panel_downloads_the_record_by_a_link_that_follows_the_match():
    m = gangs.new("street", players=2, seed=6).run(max_steps=5)
    panel = ScenarioPanel(m, files="browser")
    assert panel.path is None and panel.save_button is None and panel.load_button is None
    assert "gangs-download" in panel.download._dom_classes and "gangs-upload" in panel.upload._dom_classes
    assert (panel.upload.accept, panel.upload.multiple) == (".json", False)
    assert "download='street.record.json'" in panel.download.value
    assert _downloaded(panel) == m.record.to_dict()
    m.run(max_steps=3)
    panel.refresh()
    assert _downloaded(panel) == m.record.to_dict() and len(_downloaded(panel)["steps"]) == len(m.steps)


def test_an_uploaded_record_replaces_the_match_and_tells_the_listeners():
    m = gangs.new("street", players=2, seed=6)
    other = gangs.new("supergang", players=3, seed=2).run(max_steps=20)
    panel = ScenarioPanel(m, files="browser")
    followed = []
    panel.on_match(followed.append)
    _upload(panel, other.record.to_json().encode("utf-8"))
    assert "Loaded Super Gang: 20 decisions." in panel.message.value
    assert followed == [panel.match] and panel.match.state.to_dict() == other.state.to_dict()
    assert panel.step.value == panel.step.max == 20
    assert panel.upload.value == (), "emptied: the same file can be uploaded again"
    assert _downloaded(panel) == other.record.to_dict()


@pytest.mark.parametrize("content, says", [
    (b"{not json", "not valid JSON"),
    (b'{"hello": "world"}', "unknown record format"),
    (b"[1, 2, 3]", "a record is a JSON object"),
    (b"\xff\xfe\x00garbage", "not a text file (not UTF-8)"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b" " * (MAX_UPLOAD + 1), "too big"),
])
def test_a_bad_upload_says_why_and_keeps_the_match(content, says):
    m = gangs.new("street", players=2, seed=6).run(max_steps=4)
    before = m.state.to_dict()
    panel = ScenarioPanel(m, files="browser")
    _upload(panel, content, name="mine.json")
    assert "Not loaded" in panel.message.value and says in panel.message.value
    assert panel.match is m and m.state.to_dict() == before and panel.upload.value == ()


def test_the_browser_panel_reads_and_writes_no_file_of_the_server(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    secret = tmp_path / "secret.record.json"
    gangs.new("street", players=2, seed=9).run(max_steps=3).record.save(secret)
    m = gangs.new("street", players=2, seed=1).run(max_steps=6)
    panel = ScenarioPanel(m, path=str(secret), files="browser")
    for content in (json.dumps(str(secret)), json.dumps(secret.name), str(secret)):   # a path, as JSON or not
        _upload(panel, content.encode("utf-8"))
        assert "Not loaded" in panel.message.value and panel.match is m
    panel.refresh()
    with pytest.raises(RuntimeError):
        panel.save()
    with pytest.raises(RuntimeError):
        panel.load()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["secret.record.json"]
