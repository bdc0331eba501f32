"""The board file: a teacher can copy and edit it, and a broken one is refused with a clear error."""

import re
from pathlib import Path

import pytest

import gangs
from gangs.street.board import CARD_EFFECTS, SENDS_BACK, SQUARE_KINDS, load_board
from gangs.street.karma import _EFFECTS
from gangs.street.squares import _LANDING

STANDARD = Path(gangs.__file__).parent / "street" / "board.toml"


def test_the_rules_know_every_kind_and_effect_the_board_may_use():
    assert set(_LANDING) | {"finish"} == SQUARE_KINDS
    assert set(_EFFECTS) == CARD_EFFECTS


def test_an_edited_copy_of_the_board_is_played_and_recorded(tmp_path):
    text = STANDARD.read_text(encoding="utf-8").replace("amount = 10000\ncol = 1", "amount = 70000\ncol = 1")
    path = tmp_path / "my-board.toml"
    path.write_text(text, encoding="utf-8")
    m = gangs.new("street", players=2, seed=1, board=str(path))
    m.force(1)
    m.play("roll")
    assert m.state.money(0) == 70000                  # square 1 now pays 70 000 €
    assert m.record.options["board"] == str(path)
    m.run()
    again = gangs.load(m.record.to_json())
    assert again.state.to_dict() == m.state.to_dict()
    standard = gangs.new("street", players=2, seed=1)
    standard.force(1)
    standard.play("roll")
    assert standard.state.money(0) == 10000


def test_a_board_edited_during_the_session_is_read_again(tmp_path):
    path = tmp_path / "b.toml"
    path.write_text(STANDARD.read_text(encoding="utf-8"), encoding="utf-8")
    assert load_board(str(path)).prices["heist"] == 50000
    text = STANDARD.read_text(encoding="utf-8").replace("heist = 50000", "heist = 80000")
    path.write_text(text, encoding="utf-8")
    import os
    os.utime(path, ns=(1, 10**18))
    assert load_board(str(path)).prices["heist"] == 80000


@pytest.mark.parametrize("change, message", [
    (('kind = "terrain"', 'kind = "plain"', 1), "3 cases Terrain"),
    (('kind = "karma"', 'kind = "casino"', 1), "unknown kinds of square"),
    (('effect = "gain"', 'effect = "teleport"', 1), "unknown effect"),
    (('exit = 10', 'exit = 99', 1), "exit must be a square"),
    (('key = "balance"', 'key = "mouchard"', 1), "Balance"),
    (('effect = "keep"\ncount = 3', 'effect = "keep"\ncount = 0', 1), "Balance card (a count of 1 or more)"),
    (('stop_from = 30 ', 'stop_from = 0 ', 1), "stop_from"),
    (('stop_again = 5 ', 'stop_again = 0 ', 1), "stop_again"),
    (('terrain = 120000', 'terrain = 0', 1), "prices are whole numbers of euros, 1 or more"),
    (('momo_karma = 10000', 'momo_karma = -5', 1), "momo_karma"),
    (('heist = 50000', 'heist = "lots"', 1), "heist"),
    (('effect = "keep"\ncount = 3', 'effect = "gain"\ncount = 3', 1), "the Balance card is kept in hand"),
])
def test_a_broken_board_is_refused_with_its_reason(tmp_path, change, message):
    """An edited board that breaks the rulebook is refused, naming what is wrong: « 3 cases Terrain »; a
    Balance must be in the deck and held to be played (balance: « Si un joueur possède ou active une Balance
    au bon moment, il peut dénoncer le braquage »), so a deck with none, or whose Balance has another
    effect, is refused; prices are whole euros of 1 or more."""
    old, new, count = change
    path = tmp_path / "broken.toml"
    path.write_text(STANDARD.read_text(encoding="utf-8").replace(old, new, count), encoding="utf-8")
    with pytest.raises(ValueError, match=re.escape(message)):
        gangs.new("street", players=2, board=str(path))


def test_a_missing_or_unreadable_board_is_refused(tmp_path):
    with pytest.raises(ValueError, match="cannot read the board file"):
        gangs.new("street", players=2, board=str(tmp_path / "nowhere.toml"))
    path = tmp_path / "not-toml.toml"
    path.write_text("this is [not toml", encoding="utf-8")
    with pytest.raises(ValueError, match="is not a board"):
        gangs.new("street", players=2, board=str(path))


def test_no_exit_of_the_standard_board_leads_onto_a_square_that_sends_the_pawn_away():
    """safe-exits (house rule): over the whole board file, every square a rule restarts a pawn from (a
    place's exit, a Maison, a Terrain square, a Disque square, Parking) and every die from 1 to 6: the
    square reached never sends the pawn to the Commissariat, the Hôpital, Prison or the Cimetière. An
    edited board.toml that breaks it fails here, naming the exit, the die and the square."""
    board = load_board()
    exits = board.exits()
    assert {0, *board.house_squares.values(), *board.terrain_squares, *board.disc_squares.values()} <= set(exits)
    assert {place.exit for place in board.places.values()} <= set(exits)
    for exit in exits:
        for die in range(1, 7):
            square = board.walk(exit, die)
            assert board.kinds[square] not in SENDS_BACK, f"{exits[exit]}: a {die} leads to square {square}"
    assert board.unsafe_exits() == []


def test_an_edited_board_with_an_unsafe_exit_is_told(tmp_path):
    """safe-exits: a board whose Hôpital exit sits just before the accident square is still played (a
    teacher's choice), but ``unsafe_exits`` names the exit, the die and the square."""
    text = STANDARD.read_text(encoding="utf-8").replace("exit = 14", "exit = 20", 1)
    path = tmp_path / "unsafe.toml"
    path.write_text(text, encoding="utf-8")
    board = load_board(str(path))
    assert (20, 1, 21) in board.unsafe_exits() and (20, 2, 22) in board.unsafe_exits()


def test_unsafe_exits_checks_the_squares_a_pawn_goes_back_to(tmp_path):
    """safe-exits + exit-never-ahead (house rules): a pawn sent to the Hôpital or the Commissariat from a
    square before its exit restarts from that square, so every square 0-13 (Hôpital) and 0-9
    (Commissariat) is a restart square. A board whose square 7 is made a police check is told: from
    square 3, a 4 leads onto it."""
    board = load_board()
    assert set(range(14)) <= set(board.exits())
    text = STANDARD.read_text(encoding="utf-8")
    start = text.index("id = 7\n")
    stop = text.index("[[square]]", start)
    square = re.sub(r'kind = "\w+"', 'kind = "police"', text[start:stop])
    path = tmp_path / "police-on-7.toml"
    path.write_text(text[:start] + square + text[stop:], encoding="utf-8")
    edited = load_board(str(path))
    assert edited.kinds[7] == "police"
    unsafe = edited.unsafe_exits()
    assert {(s, 7 - s, 7) for s in range(1, 7)} <= set(unsafe)
    assert "where a pawn sent to the Hôpital from it restarts" in edited.exits()[3]
