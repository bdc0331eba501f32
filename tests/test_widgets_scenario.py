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
    """The record inside the panel's download link, asked for as the visitor does (Prepare download)."""
    panel.prepare_button.click()
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
    assert "Not loaded: no such file: " in panel.message.value and "notebooks/x.json" in panel.message.value
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
    assert "gangs-prepare-download" in panel.prepare_button._dom_classes
    assert _downloaded(panel) == m.record.to_dict()
    assert "download='street.record.json'" in panel.download.value and "(5 decisions" in panel.download.value
    assert panel.prepare_button.layout.display == "none", "the link is there: nothing to prepare"
    m.run(max_steps=3)
    panel.refresh()
    assert panel.download.value == "" and panel.prepare_button.layout.display is None, "a link of decision 5"
    assert _downloaded(panel) == m.record.to_dict() and len(_downloaded(panel)["steps"]) == len(m.steps)
    made, decisions = m.steps, m.decisions
    m.undo(1).play(next(a for a in m.legal_actions() if a != made[len(m.steps)]))
    panel.refresh()
    assert m.decisions == decisions, "as many decisions, another last one: the link goes too"
    assert panel.download.value == ""
    assert _downloaded(panel) == m.record.to_dict()


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


def _sent(panel: ScenarioPanel) -> str:
    """Everything the panel's widgets hold for the page (every widget's state in the tree, as JSON), the models'
    ids left out (they differ from one panel to the next)."""
    import ipywidgets

    def tree(widget: ipywidgets.Widget) -> list[ipywidgets.Widget]:
        found = [widget]
        for name in widget.keys:
            value = getattr(widget, name)
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, ipywidgets.Widget):
                    found += tree(item)
        return found

    states = [widget.get_state() for widget in tree(panel)]
    return re.sub(r"IPY_MODEL_[0-9a-f]+", "IPY_MODEL", json.dumps(states, default=str))


def test_a_long_match_puts_its_record_in_no_widget_until_the_download_is_asked_for():
    """Issue 25, point 10: the link was re-sent whole at every step (137 kB a step at 5 000 decisions). Now what
    the panel holds after a refresh does not grow with the game; the record is in the link once asked for."""
    short = gangs.new("chicago", players=4, seed=10, max_turns=300).run(max_steps=10)
    m = gangs.new("chicago", players=4, seed=10, max_turns=300).run(max_steps=1500)
    panel = ScenarioPanel(m, files="browser")
    m.run(max_steps=1000)
    panel.refresh()
    assert m.decisions == 2500 and not m.is_over
    record = m.record.to_json(indent=None).encode("utf-8")
    sent = _sent(panel)
    assert "data:" not in sent and base64.b64encode(record[:300]).decode("ascii") not in sent
    assert abs(len(sent) - len(_sent(ScenarioPanel(short, files="browser")))) < 20, "it grows with the game"
    assert _downloaded(panel) == m.record.to_dict()
    assert base64.b64encode(record[:300]).decode("ascii") in _sent(panel)


@pytest.mark.parametrize("game", ["ribauds", "street"])
def test_a_game_with_secrets_offers_its_record_once_it_is_over_and_shows_no_draw_before(game):
    """Issue 25, point 5: the record holds every hand and card drawn. With download="over" the panel offers it
    once the game is over, and says why before; until then it shows the same as for a game dealt otherwise
    (another seed, as many decisions), and no card drawn, even when asked for the link."""
    m = gangs.new(game, players=3, seed=2).run(max_steps=30)
    redealt = gangs.new(game, players=3, seed=3).run(max_steps=30)
    assert not m.is_over and not redealt.is_over and m.steps != redealt.steps
    panel, other = ScenarioPanel(m, files="browser", download="over"), ScenarioPanel(redealt, files="browser",
                                                                                   download="over")
    panel.prepare_download()
    assert "downloaded once the game is over" in panel.download.value and "every card drawn" in panel.download.value
    assert panel.prepare_button.layout.display == "none"
    assert _sent(panel) == _sent(other)
    draws = {step.notation for step in m.steps if step.notation.startswith("draw ")}
    assert draws and not any(draw in _sent(panel) for draw in draws)
    m.run()
    panel.refresh()
    assert m.is_over and panel.prepare_button.layout.display is None and "once the game" not in panel.download.value
    assert _downloaded(panel) == m.record.to_dict()


def test_when_the_record_is_offered_is_checked():
    m = gangs.new("street", players=2, seed=1)
    for files, download in (("browser", "never"), ("path", "over")):
        with pytest.raises(ValueError, match="download"):
            ScenarioPanel(m, files=files, download=download)


def test_a_match_whose_record_cannot_be_written_shows_its_panel_and_says_so(tmp_path):
    """Issue 25, point 8: a lone surrogate in a name ("Bo\\ud800b") made the panel fail to build. A panel
    built for any match shows; asked for the record, it says that it cannot be written, and saves nothing."""
    from gangs.kernel import Match

    options = gangs.new("street", players=2, seed=1).options
    m = Match(gangs.GAMES["street"], ["Bo\ud800b", "Al"], options, seed=1).run(max_steps=4)
    panel = ScenarioPanel(m, files="browser")
    panel.prepare_button.click()
    assert "This record cannot be written: it holds a character that UTF-8 cannot write" in panel.message.value
    assert panel.download.value == "" and "data:" not in _sent(panel)
    panel.runs.value = 2
    panel.rerun_button.click()
    assert "The reruns stopped: run 0 (seed 1) raised" in panel.message.value and panel.rows == []
    _sent(panel).encode("utf-8")                         # all the page is sent can be written
    saved = ScenarioPanel(m, path=str(tmp_path / "x.record.json"))
    saved.save_button.click()
    assert "Not saved: " in saved.message.value and "cannot be written" in saved.message.value
    assert list(tmp_path.iterdir()) == []
