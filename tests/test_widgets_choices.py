"""What a table offers and what a click means (widgets.choices): pure functions of actions and ids."""

import pytest

from gangs.kernel import Action
from gangs.render import Rect
from widgets.choices import choice, group_by_piece, hover_text, meaning, offer
from widgets.words import Shown


def shown(kind: str, *args, label: str, piece_name: str = "", **where) -> Shown:
    """An action as a table shows it: with the words its game's narrator gives its button and its piece."""
    return Shown.of(Action(kind, *args, **where), label, piece_name)


KILLER_32_N = shown("move", "killer", 32, "n", label="Killer → square 32, heading north", targets=("s32",),
                    piece="char-killer", piece_name="Killer")
KILLER_32_W = shown("move", "killer", 32, "w", label="Killer → square 32, heading west", targets=("s32",),
                    piece="char-killer", piece_name="Killer")
KILLER_40 = shown("move", "killer", 40, label="Killer → square 40", targets=("s40",), piece="char-killer",
                  piece_name="Killer")
VAMP_40 = shown("move", "vamp", 40, label="Vamp → square 40", targets=("s40",), piece="char-vamp",
                piece_name="Vamp")
MUG = shown("mug", 12, label="Vamp: mug a passer-by", targets=("s12",))
END = shown("end", label="End the turn")
LEGAL = [KILLER_32_N, KILLER_32_W, MUG, KILLER_40, VAMP_40, END]


def test_actions_are_grouped_by_the_piece_they_move_in_the_order_met():
    pieces, others = group_by_piece(LEGAL)
    assert [(p.id, p.name, p.actions) for p in pieces] == [
        ("char-killer", "Killer", (KILLER_32_N, KILLER_32_W, KILLER_40)), ("char-vamp", "Vamp", (VAMP_40,))]
    assert others == (MUG, END)
    assert pieces[0].card == "Killer · 3 moves" and pieces[1].card == "Vamp · 1 move"


def test_with_no_piece_picked_the_pieces_and_the_other_places_are_offered():
    shown = offer(LEGAL)
    assert shown.picked is None and shown.actions == (MUG, END)
    assert shown.places == {"char-killer", "char-vamp", "s12"}          # not the moves' squares


def test_a_picked_piece_offers_its_places_and_the_other_pieces():
    shown = offer(LEGAL, "char-killer")
    assert shown.picked.id == "char-killer" and shown.actions == (MUG, END, KILLER_32_N, KILLER_32_W, KILLER_40)
    assert shown.places == {"s32", "s40", "s12", "char-vamp"}
    assert offer(LEGAL, "char-nobody").picked is None                    # a piece that cannot move: none


def test_a_lone_movable_piece_is_picked_whatever_was_asked():
    assert offer([VAMP_40, END]).picked.id == "char-vamp"
    assert offer([VAMP_40, END], "char-killer").picked.id == "char-vamp"


def test_a_click_picks_the_piece_under_it_first_when_none_is_picked():
    shown = offer(LEGAL)
    assert meaning(shown, ["char-vamp", "s40"]).pick == "char-vamp"
    assert meaning(shown, ["s40"]).actions == ()                          # a move's square, no piece picked
    assert meaning(shown, ["label", "s12"]).actions == (MUG,)            # ids that concern nothing are skipped
    assert not meaning(shown, ["nowhere"])


def test_with_a_piece_picked_its_places_come_before_a_piece_standing_there():
    shown = offer(LEGAL, "char-killer")
    what = meaning(shown, ["char-vamp", "s40"])
    assert what.actions == (KILLER_40,) and what.at == "s40"
    assert meaning(shown, ["s32"]).actions == (KILLER_32_N, KILLER_32_W)
    assert meaning(shown, ["char-vamp"]).pick == "char-vamp"             # another piece: picked instead
    assert meaning(shown, ["char-killer"]).pick is None                  # the picked piece itself: nothing


def test_a_choice_offers_just_the_actions_one_click_meant():
    shown = choice([KILLER_32_N, KILLER_32_W])
    assert shown.pieces == () and shown.actions == (KILLER_32_N, KILLER_32_W) and shown.places == {"s32"}
    assert meaning(shown, ["s32"]).actions == (KILLER_32_N, KILLER_32_W)


def test_the_hover_line_says_what_a_click_would_do():
    shown = offer(LEGAL, "char-killer")
    assert hover_text(shown, meaning(shown, ["s40"])) == "Click: Killer → square 40"
    assert hover_text(shown, meaning(shown, ["char-vamp"])) == "Click: choose Vamp · 1 move"
    assert hover_text(shown, meaning(shown, ["s32"])) == (
        "Click: choose Killer → square 32, heading north / Killer → square 32, heading west")
    assert hover_text(shown, meaning(shown, ["nowhere"])) == ""


def test_the_moves_of_the_picked_piece_are_the_places_it_may_go():
    assert offer(LEGAL).moves == frozenset()
    assert offer(LEGAL, "char-killer").moves == {"s32", "s40"}
    assert offer(LEGAL, "char-vamp").moves == {"s40"}


def test_a_picked_piece_s_places_are_outlined_in_full_and_the_others_faintly():
    """« 110 places outlined for one vamp »: once a piece is picked, where it may go stands out; the other pieces
    and the places of the other actions stay clickable, outlined thin and translucent, without a halo."""
    canvas = pytest.importorskip("widgets.canvas")
    ids = ("s32", "s40", "s12", "char-vamp", "char-killer")
    shapes = [Rect(10 * k, 0, 10, 10, id=i) for k, i in enumerate(ids)]
    where = {10 * k - 1: i for k, i in enumerate(ids)}
    picked = offer(LEGAL, "char-killer")
    marks = canvas.offer_outlines(shapes, set(picked.places) - {"char-killer"}, picked.moves, "char-killer", "s40")
    full = {where[m.x] for m in marks if m.stroke == canvas.HIGHLIGHT and m.opacity > canvas.FAINT}
    faint = {where[m.x] for m in marks if m.stroke == canvas.HIGHLIGHT and m.opacity == canvas.FAINT}
    assert full == {"s32", "s40"} and faint == {"s12", "char-vamp"}
    assert all(m.stroke_width < 3 for m in marks if m.opacity == canvas.FAINT)
    assert [m.stroke for m in marks[-4:]] == [canvas.halo(canvas.PICKED), canvas.PICKED,
                                              canvas.halo(canvas.HOVER), canvas.HOVER]
    unpicked = offer(LEGAL)
    marks = canvas.offer_outlines(shapes, set(unpicked.places), unpicked.moves, None, None)
    assert not [m for m in marks if m.opacity == canvas.FAINT]
    assert len([m for m in marks if m.stroke == canvas.HIGHLIGHT]) == len(unpicked.places)
