"""Super Gang speaks the table's language: buttons, sheets, records, the event log and the drawing name
characters, squares and shops as players do ("Killer → Hôtel Régina"), never by an internal id (``red.killer``,
``s32``, ``b12`` are notation only); a move says which piece it moves; the board's small texts stay legible
when a 1024 px window scales the drawing down."""

from __future__ import annotations

import re

import pytest
from supergang_situations import play, roll, situation

import gangs
from gangs.kernel.tell import label
from gangs.supergang.common import ROLES
from gangs.supergang.scene import NAME_SIZE, shop_tile, to_drawing
from gangs.supergang.tell import NARRATOR

ID = re.compile(r"\b[sb]\d+\b|\b(red|green|yellow|violet)\.(killer|vamp|trafficker)\b")
"""An internal id: a square (``s32``), a shop (``b12``) or a character (``red.killer``)."""

PIECE_KINDS = {"move", "stay", "cop", "resurface"}


def _scene(state):
    return gangs.GAMES["supergang"].scene(state)


def _check_pieces(state, action) -> None:
    """A move names the piece it moves, as drawn, and in words: the current gang's own character by its role."""
    if action.kind in ("move", "stay"):
        c = state.character(action.args[0])
        assert action.piece == f"char-{action.args[0]}", action
        piece_name = NARRATOR.piece_name(state, action.piece)
        assert c // 3 == state.current and piece_name == ROLES[c % 3].capitalize(), action
        assert label(state, action).startswith(f"{piece_name} "), action
    elif action.kind in ("cop", "resurface"):
        assert action.piece == f"cops-{action.args[0]}", action
        assert NARRATOR.piece_name(state, action.piece) == f"Cop pair {action.args[0]}", action
    else:
        assert action.piece is None, action


@pytest.mark.parametrize("players, police, seed", [(2, False, 11), (3, True, 12), (4, False, 13), (5, True, 14)])
def test_random_games_label_every_action_in_words_and_name_the_piece_it_moves(players, police, seed):
    m = gangs.new("supergang", players=players, seed=seed, police_player=police, max_turns=30)
    kinds = set()
    while not m.is_over:
        state = m.state
        for action in m.legal_actions():
            kinds.add(action.kind)
            assert not ID.search(m.label(action)), (str(action), m.label(action))
            _check_pieces(state, action)
            if action.kind in ("move", "cop"):
                assert " → " in m.label(action), m.label(action)
        m.run(max_steps=1)
    assert {"move", "cop", "roll"} <= kinds
    for event in m.log:
        assert not ID.search(event.text), event.text


def test_a_move_reads_killer_arrow_place():
    """exact-move: the button of a move names the piece and where it goes, in the words printed on the board."""
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"}, status={"red.vamp": "prison",
                                                                              "red.trafficker": "prison"})
    roll(m, 2)
    labels = {str(a): m.label(a) for a in m.legal_actions() if a.kind == "move"}
    assert labels == {"move red.killer s4 e": "Killer → square 4, heading east",
                      "move red.killer b2": "Killer → Bijouterie Lamarque"}
    move = next(a for a in m.legal_actions() if str(a) == "move red.killer b2")
    assert (move.piece, NARRATOR.piece_name(m.state, move.piece), move.targets) == ("char-red.killer", "Killer",
                                                                                     ("b2",))
    clinic = situation(at={"red.killer": "s46"}, heading={"red.killer": "s"}, status={"red.vamp": "prison",
                                                                                    "red.trafficker": "prison"})
    roll(clinic, 1)
    assert {clinic.label(a) for a in clinic.legal_actions()} == {"Killer → square 51, heading south",
                                                                "Killer → the clinic"}


def test_a_cop_pair_moves_by_its_name():
    """cops-move: « Les flics se déplacent par paire » — each pair is a piece of its own."""
    m = situation(round=5, cops={1: "s1", 2: "s94"}, status={c: "prison" for c in
                                                             ("red.killer", "red.vamp", "red.trafficker")})
    roll(m, 1, 2)
    cops = {str(a): (m.label(a), a.piece, NARRATOR.piece_name(m.state, a.piece)) for a in m.legal_actions()}
    assert cops == {"cop 1 s2 e": ("Cop pair 1 → square 2, heading east", "cops-1", "Cop pair 1"),
                    "cop 1 s16 s": ("Cop pair 1 → square 16, heading south", "cops-1", "Cop pair 1")}


def test_crews_and_targets_are_named_from_the_gang_s_side():
    """settle / recruit: the gang's own characters by role, the others by colour and role."""
    m = situation(gangs=3, arrived={"red.killer": "s12"}, at={"green.vamp": "s12", "yellow.killer": "s12"},
                  round=4)
    labels = [m.label(a) for a in m.legal_actions() if a.kind == "settle"]
    assert "Killer: settle scores with the green vamp and the yellow killer" in labels
    dead = situation(arrived={"red.vamp": "b13"}, status={"red.killer": "dead"}, money={0: 200})
    recruit = [a for a in dead.legal_actions() if a.kind == "recruit"]
    assert [(str(a), dead.label(a)) for a in recruit] == [("recruit b13 red.killer", "Recruit the killer (50 briques)")]


def test_notation_does_not_change():
    """Records still load: the notation keeps its ids, only the words change."""
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"}, status={"red.vamp": "prison",
                                                                              "red.trafficker": "prison"})
    roll(m, 2)
    assert {str(a) for a in m.legal_actions() if a.kind == "move"} == {"move red.killer s4 e", "move red.killer b2"}
    events = play(m, "move red.killer b2")
    assert events[0].text == "The red killer goes from square 2 to Bijouterie Lamarque."
    assert events[0].data.items() >= {"character": "red.killer", "start": "s2", "end": "b2", "steps": 2}.items()


def test_sheets_and_records_show_names():
    """What the inspector shows: where each character stands ('sq 12 →', a shop's short name as printed on its
    card, 'centre'), the shops and rackets by name, and the criminal records in words."""
    m = situation(at={"red.killer": "s12", "red.vamp": "b12"}, heading={"red.killer": "e"},
                  owners={"b12": 0, "b5": 0}, rackets={"b7": 0}, records={"red.killer": ["mugging"]})
    sheet = m.state.sheet(0)
    assert sheet["Killer"].startswith("sq 12 →") and sheet["Vamp"] == "Régina" and sheet["Trafficker"] == "centre"
    assert sheet["shops"] == "Balto, Régina" and sheet["rackets"] == "Dépôt"
    for p in range(2):
        for key, value in m.state.sheet(p).items():
            assert not ID.search(key) and not ID.search(value), (key, value)
    (columns, rows), = m.state.tables().values()
    assert rows and all(not ID.search(str(cell)) for row in rows for cell in row)
    assert rows[0][0] == "Red killer" and rows[0][3] == "square 12" and rows[0][5] == "cop pair 1"
    texts = [s.text for s in _scene(m.state).pieces if hasattr(s, "text")]
    assert "sq 12→" in texts and "Régina" in texts
    assert not [t for t in texts if ID.search(t)]


def test_police_sheet_names_the_squares():
    m = situation(police=True, cops={1: "s40", 2: None})
    assert m.state.sheet(2) == {"cops 1": "sq 40", "cops 2": "knocked out"}


def test_shop_names_and_numbers_are_legible_at_a_small_window_s_scale():
    """A 1024 px window shows the 1120 px drawing at about ×0.88: the texts that matter are at least 11 px in
    scene units (about 10 px on screen); each shop's card prints its short name inside its tile."""
    state = gangs.new("supergang", players=4, seed=1).state
    board = state.board
    scene = _scene(state)
    assert scene.width == 1120
    texts = [s for s in scene.board if type(s).__name__ == "Text"]
    for i, shop in enumerate(board.shops):
        x, y, w, h = shop_tile(board, i)
        name, = [t for t in texts if t.text == shop.short and x <= t.x <= x + w and y <= t.y <= y + h]
        assert name.size >= 11 and name.size == NAME_SIZE and len(shop.short) <= 7, shop
        assert x < name.x - 0.55 * name.size * len(shop.short) / 2 and name.x + 0.55 * name.size * len(
            shop.short) / 2 < x + w, shop
    (left, top), (right, bottom) = to_drawing(board, 0, 0), to_drawing(board, board.width, board.height)
    numbers = [t for t in texts if t.text.isdigit() and left <= t.x <= right and top <= t.y <= bottom]
    assert len(numbers) == board.squares + len(board.shops)
    assert min(t.size for t in numbers) >= 11
    sheet_lines = [t for t in scene.pieces if type(t).__name__ == "Text" and "tokens" in t.text]
    assert len(sheet_lines) == 4 and min(t.size for t in sheet_lines) >= 11
