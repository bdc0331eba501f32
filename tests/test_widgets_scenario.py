"""The scenario panel saves and loads records, reruns from a decision, and never loses the match to
a bad file."""

from __future__ import annotations

import gangs
from widgets.scenario import ScenarioPanel


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


def test_rerun_from_a_decision_shows_the_outcomes():
    m = gangs.new("street", players=3, seed=3)
    m.run(max_steps=30)
    decisions = m.decisions
    panel = ScenarioPanel(m)
    panel.step.value, panel.runs.value, panel.seed.value = 12, 8, 40
    panel.rerun_button.click()
    assert len(panel.rows) == 8 and panel.progress.value == 8
    for name in m.players:
        assert name in panel.results.value
    assert m.decisions == decisions, "reruns leave the match as it was"


def test_a_fixed_path_is_kept_whatever_the_file_box_says(tmp_path):
    secret = tmp_path / "elsewhere.json"
    m = gangs.new("street", players=2, seed=1).run(max_steps=6)
    gangs.new("street", players=2, seed=9).run(max_steps=3).record.save(secret)
    fixed = tmp_path / "app.record.json"
    panel = ScenarioPanel(m, path=str(fixed), choose_path=False)
    assert panel.path.disabled
    panel.path.value = str(secret)                      # what a browser could still send
    panel.save_button.click()
    assert fixed.exists() and gangs.load(fixed).steps == m.steps
    assert gangs.load(secret).steps != m.steps           # not overwritten
    panel.load_button.click()
    assert panel.match.steps == m.steps                  # loaded from the fixed file, not the named one
