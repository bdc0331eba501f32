"""The record inspector shows every player's sheet and every criminal record, row for row what the
state says, and follows the match."""

from __future__ import annotations

import gangs
from widgets.inspector import RecordInspector


def _expected_rows(state) -> list[tuple]:
    return [(gangster, line.turn, line.kind, line.place, ", ".join(line.accomplices) or "—",
             ", ".join(line.witnesses) or "—", line.sentence, "yes" if line.served else "no")
            for gangster in state.ids for line in state.criminal_record(gangster)]


def test_the_rows_are_the_criminal_records_and_follow_the_match():
    m = gangs.new("supergang", players=3, seed=26)
    inspector = RecordInspector(m)
    assert inspector.rows == [] and "Every record is clean" in inspector.records.value
    seen_rows = False
    for _ in range(12):
        m.run(max_steps=40)
        inspector.refresh()
        assert inspector.rows == _expected_rows(m.state)
        seen_rows = seen_rows or bool(inspector.rows)
        for gangster in m.state.ids:
            for line in m.state.criminal_record(gangster):
                assert line.kind in inspector.records.value
    assert seen_rows, "the game should have put somebody on record"


def test_every_player_has_a_sheet_in_both_games():
    for game, players in (("street", 3), ("supergang", 4)):
        m = gangs.new(game, players=players, seed=5)
        m.run(max_steps=60)
        inspector = RecordInspector(m)
        cards = inspector.sheets.players
        assert [card["name"] for card in cards] == m.players
        assert [dict(card["rows"]) for card in cards] == [m.state.sheet(p) for p in range(players)]
        assert [card["to_move"] for card in cards] == [p == m.to_move for p in range(players)]
        for p, name in enumerate(m.players):
            assert name in inspector.sheets.text and all(value in inspector.sheets.text
                                                         for value in m.state.sheet(p).values())
    street = RecordInspector(gangs.new("street", players=2, seed=1))
    assert street.records.value == "" and street.rows == []


def test_the_police_seat_has_a_sheet_too():
    m = gangs.new("supergang", players=4, seed=2, police_player=True)
    sheet = m.state.sheet(3)
    assert set(sheet) == {"cops 1", "cops 2"}
    assert "cops 1" in RecordInspector(m).sheets.text


def test_the_winners_cards_are_marked_when_the_game_is_over():
    m = gangs.new("street", players=3, seed=2, mode="fast").run()
    cards = RecordInspector(m).sheets.players
    assert [card["winner"] for card in cards] == [p in m.winners for p in range(3)]
    assert not any(card["to_move"] for card in cards)


def test_a_table_keeps_the_inspector_and_the_panel_in_step(tmp_path):
    from widgets import ScenarioPanel, Table

    m = gangs.new("supergang", players=3, seed=26)
    table = Table(m)
    inspector, panel = RecordInspector(m), ScenarioPanel(m, path=str(tmp_path / "t.record.json"))
    table.follow(inspector, panel)
    for _ in range(150):
        table.step()
    assert inspector.rows == _expected_rows(m.state) and panel.step.max == m.decisions
    panel.save_button.click()
    table.undo()
    panel.load_button.click()                    # the loaded match goes to the table, then to the inspector
    assert table.match is panel.match and inspector.match is panel.match
    assert table.match.decisions == 150
