"""The record inspector shows every player's sheet and whatever tables the state gives
(``State.tables()``), row for row, knowing no column of any game, and follows the match."""

from __future__ import annotations

import pytest
from supergang_situations import situation
from you_slips import third_person_slips

import gangs
from widgets.event_log import EventLog
from widgets.inspector import RecordInspector, tables_html


def test_the_tables_are_the_state_s_and_follow_the_match():
    m = gangs.new("supergang", players=3, seed=26)
    inspector = RecordInspector(m)
    assert inspector.tables == m.state.tables() and inspector.rows == []
    assert "Criminal records" in inspector.tables_view.value and "None so far." in inspector.tables_view.value
    seen_rows = False
    for _ in range(12):
        m.run(max_steps=40)
        inspector.refresh()
        assert inspector.tables == m.state.tables()
        (columns, rows), = m.state.tables().values()
        assert inspector.rows == rows
        seen_rows = seen_rows or bool(rows)
        for column in columns if rows else ():
            assert f"<th>{column}</th>" in inspector.tables_view.value
        for gangster in m.state.ids:
            for line in m.state.criminal_record(gangster):
                assert line.kind in inspector.tables_view.value
    assert seen_rows, "the game should have put somebody on record"


def test_any_tables_are_shown_in_order_and_an_empty_one_says_so(monkeypatch):
    m = gangs.new("street", players=2, seed=1)
    tables = {"Hostages": (("hostage", "held by"), [("Vito", "Al <Capone>"), ("Lucky", None)]),
              "Purses": (("thief", "coins"), [])}
    monkeypatch.setattr(type(m.state), "tables", lambda state: tables)
    inspector = RecordInspector(m)
    html = inspector.tables_view.value
    assert inspector.tables == tables and inspector.rows == [("Vito", "Al <Capone>"), ("Lucky", None)]
    assert html.index("Hostages") < html.index("Purses") and html.count("<table>") == 1
    assert "<th>held by</th>" in html and "Al &lt;Capone&gt;" in html and "<td></td>" in html
    assert "None so far." in html.split("Purses")[1]


def test_a_state_without_tables_shows_no_table():
    inspector = RecordInspector(gangs.new("street", players=2, seed=1))
    assert inspector.tables == {} and inspector.rows == [] and inspector.tables_view.value == ""
    assert tables_html({}) == ""


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
    assert inspector.tables == m.state.tables() and panel.step.max == m.decisions
    panel.save_button.click()
    table.undo()
    panel.load_button.click()                    # the loaded match goes to the table, then to the inspector
    assert table.match is panel.match and inspector.match is panel.match
    assert table.match.decisions == 150 and inspector.tables == table.match.state.tables()


def test_the_sheets_say_who_is_wanted_and_the_records_table_which_lines_are_served():
    """arrest: « Les flics arrêtent les gangsters si leur casier n'est plus vierge » ; record-served (house rule):
    « Une peine purgée ne compte plus pour une arrestation. » — the inspector styles neither (a served row is no
    longer greyed): it shows the state's words. The red killer has served his line: « yes », and his card does
    not call him wanted; the green vamp's line is unserved: « no », and « (wanted) » on green's card; the green
    killer, serving his sentence in prison, is not wanted while his line stays « no »."""
    m = situation(records={"red.killer": ["mugging"], "green.vamp": ["holdup"], "green.killer": ["shooting"]},
                  served=["red.killer"], status={"green.killer": "prison"}, sentence={"green.killer": 2})
    inspector = RecordInspector(m)
    served = {(row[0], row[2]): row[-1] for row in inspector.rows}
    assert served == {("Red killer", "mugging"): "yes", ("Green vamp", "holdup"): "no",
                      ("Green killer", "shooting"): "no"}
    assert inspector.tables["Criminal records"][0][-1] == "served"
    html = inspector.tables_view.value
    assert "<td>Red killer</td><td>1</td><td>mugging</td>" in html and "<tr><td>Red killer" in html
    assert html.count("<td>yes</td>") == 1 and html.count("<td>no</td>") == 2
    red, green = (dict(card["rows"]) for card in inspector.sheets.players)
    assert red["Killer"] == "centre" and green["Vamp"] == "centre (wanted)" and green["Killer"] == "prison, 2 turns"
    assert [m.state.wanted(c) for c in ("red.killer", "green.vamp", "green.killer")] == [False, True, False]
    assert "Vamp: centre (wanted)" in inspector.sheets.text and "(wanted)" not in inspector.sheets.text.split("\n\n")[0]

@pytest.mark.parametrize("game", sorted(gangs.GAMES))
def test_a_seat_reads_right_in_its_log_and_the_sheets_and_tables_read_right(game):
    """A seat reads « you » for himself in his log: no log line says "You rolls", "You is" or "You's", and no sheet
    line or table cell does, from the first decision to the end of a whole game."""
    m = gangs.new(game, players=["Bot 1", "Ana", "Bot 2"], seed=4)
    inspector, log = RecordInspector(m), EventLog()
    while True:
        inspector.refresh()
        log.show([(f"Turn {m.state.turn}", [e for e in reversed(m.log) if e.readable_by(1, 3)])], viewer=1)
        cells = [str(cell) for row in inspector.rows for cell in row]
        cells += [str(column) for columns, _ in inspector.tables.values() for column in columns]
        for text in [inspector.sheets.text, log.text, *cells]:
            assert third_person_slips(text) == [], text
        if m.is_over:
            break
        m.run(max_steps=25)
    assert "Ana" in inspector.sheets.text and "You" in log.text
