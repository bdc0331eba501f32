"""The drawing of Vengeance à Chicago: the ring and the HQs in play, every figure where it stands (hostages in
their square's hostage area), the wheel at the angle of the last spin, whose decision it is, and a shape for
every click target."""

from math import atan2, hypot, pi
from xml.etree import ElementTree

import pytest

import gangs
from gangs.chicago.figures import DEAD, HQ
from gangs.chicago.pending import Spin, Victim
from gangs.chicago.scene import (
    CENTRE_X,
    CENTRE_Y,
    FIRE,
    HEIGHT,
    WIDTH,
    hostage_area,
    hq_box,
    square_angle,
)
from gangs.chicago.tell import square_words
from gangs.kernel.tell import awaited
from gangs.render import Circle, Polygon, Text, png, svg
from gangs.render.geometry import inside_polygon

GAME = gangs.GAMES["chicago"]
NAMES = ["Alice", "Bruno", "Chloé", "Driss"]


def _match(players=4, seed=1, **options):
    return gangs.new("chicago", players=NAMES[:players], seed=seed, **options)


def _shape(scene, ident):
    found = scene.find(ident)
    assert len(found) == 1, f"{ident} is drawn {len(found)} times"
    return found[0]


def _angle_gap(a: float, b: float) -> float:
    return abs((a - b + pi) % (2 * pi) - pi)


def test_the_board_layer_stays_the_same_during_a_game():
    m = _match()
    before = GAME.scene(m.state).board
    m.run(max_steps=150)
    assert GAME.scene(m.state).board == before
    ids = {s.id for s in before if s.id}
    assert {f"sq-{s}" for s in range(m.state.board.squares)} <= ids
    assert "dice" in ids


@pytest.mark.parametrize("players, seed, options", [(4, 3, {}), (2, 4, {}), (2, 5, {"two_gangs": True}),
                                                    (3, 6, {})])
def test_every_target_and_piece_of_every_decision_is_drawn(players, seed, options):
    """The Table resolves a click to a shape id, then to the actions targeting it: each target (a square, an
    HQ, the dice, the wheel, a figure) and each moved piece must be drawn, the piece in the pieces layer."""
    m = _match(players, seed, **options)
    decisions = 0
    while m.state.to_move is not None and decisions < 120:
        scene = GAME.scene(m.state)
        ids, pieces = scene.ids(), {s.id for s in scene.pieces if s.id}
        for action in m.state.legal_actions():
            assert set(action.targets) <= ids, action
            assert action.piece is None or action.piece in pieces, action
        m.run(max_steps=1)
        decisions += 1
    assert decisions > 20


def test_a_hostage_is_drawn_in_its_square_s_hostage_area_and_its_kidnapper_outside_it():
    m = _match()
    state = m.state
    state.at[1], state.at[10] = 20, 20          # Orange henchman 1 holds Blue henchman 1 on square 20
    state.held_by[10] = 1
    scene = GAME.scene(state)
    area = hostage_area(state.board, 20)
    hostage, kidnapper = _shape(scene, "fig-blue-1"), _shape(scene, "fig-orange-1")
    assert inside_polygon(hostage.cx, hostage.cy, area)
    assert not inside_polygon(kidnapper.cx, kidnapper.cy, area)
    assert "held hostage by Alice's orange henchman 1" in hostage.title


def test_up_to_three_figures_share_a_square_inside_its_wedge():
    m = _match()
    state = m.state
    state.at[0] = state.at[1] = state.at[2] = 14
    scene = GAME.scene(state)
    wedge = _shape(scene, "sq-14").points
    spots = [(_shape(scene, f).cx, _shape(scene, f).cy) for f in ("fig-orange-p", "fig-orange-1", "fig-orange-2")]
    assert all(inside_polygon(x, y, wedge) for x, y in spots)
    assert len(set(spots)) == 3


def test_the_parrain_is_bigger_than_his_henchmen_and_tagged_as_parrain():
    scene = GAME.scene(_match().state)
    parrain, henchman = _shape(scene, "fig-green-p"), _shape(scene, "fig-green-4")
    assert isinstance(parrain, Circle) and parrain.r > henchman.r
    assert "parrain" in parrain.tags and "parrain" not in henchman.tags


def test_figures_at_home_stand_in_their_hq_and_the_liquidated_are_not_clickable():
    m = _match()
    state = m.state
    state.at[3], state.at[4] = DEAD, 7
    scene = GAME.scene(state)
    x, y, w, h = hq_box(state.board, state.doors[0])
    for ident in ("fig-orange-p", "fig-orange-1", "fig-orange-8"):
        figure = _shape(scene, ident)
        assert x <= figure.cx <= x + w and y <= figure.cy <= y + h, ident
    ids = scene.ids()
    assert "fig-orange-3" not in ids and "fig-orange-4" in ids
    assert state.at[5] == HQ


def _tip_angles(wheel: Polygon) -> list[float]:
    """The directions of the wheel's two ends (each the middle of its car's two nose corners, its farthest
    points from the centre), the first car's first."""
    assert isinstance(wheel, Polygon)
    far = max(hypot(x - CENTRE_X, y - CENTRE_Y) for x, y in wheel.points)
    tips = [(x, y) for x, y in wheel.points if hypot(x - CENTRE_X, y - CENTRE_Y) > far - 0.5]
    assert len(tips) == 4
    ends = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in (tips[:2], tips[2:])]
    return [atan2(x - CENTRE_X, CENTRE_Y - y) for x, y in ends]


@pytest.mark.parametrize("position", [0, 5, 14, 23])
def test_the_wheel_points_its_cars_at_the_squares_the_last_spin_named(position):
    m = _match()
    state = m.state
    state.spun, state.named = position, state.board.named[position]
    scene = GAME.scene(state)
    angles = _tip_angles(_shape(scene, "wheel"))
    for square, angle in zip(state.named, angles):
        assert _angle_gap(angle, square_angle(state.board, square)) < 0.01, square
    marked = {s.title for s in scene.pieces if s.stroke == FIRE and s.title and s.title.startswith("Named")}
    board = state.board
    assert marked == {f"Named by the wheel: {square_words(board, sq)}, {board.names[sq]}" for sq in state.named}


def test_before_any_spin_the_wheel_rests_between_squares_and_names_none():
    state = _match().state
    scene = GAME.scene(state)
    angle = _tip_angles(_shape(scene, "wheel"))[0]
    step = 2 * pi / state.board.squares
    assert min(_angle_gap(angle, square_angle(state.board, s)) for s in range(state.board.squares)) > step / 4
    assert not [s for s in scene.pieces if s.stroke == FIRE]


@pytest.mark.parametrize("players, options, colours", [
    (2, {}, {"orange", "yellow"}), (3, {}, {"orange", "blue", "yellow"}),
    (4, {}, {"orange", "blue", "yellow", "green"}), (2, {"two_gangs": True}, {"orange", "blue", "yellow", "green"})])
def test_the_hqs_drawn_are_those_of_the_gangs_in_play(players, options, colours):
    scene = GAME.scene(_match(players, **options).state)
    assert {i for i in scene.ids() if i.startswith("hq-")} == {f"hq-{c}" for c in colours}


def test_the_status_says_whose_decision_it_is():
    m = _match()
    state = m.state
    assert awaited(state) == "Orange (Alice): roll the dice"
    state.pending = Spin(1)
    assert awaited(state) == "Blue (Bruno): spin the wheel"
    state.at[19] = state.at[20] = 14
    state.pending = Victim(2, 0, 14, (19, 20), ())
    assert awaited(state) == "Yellow (Chloé): choose the victim"
    assert "The snipers hit square 14" in svg(GAME.scene(state))
    state.pending, state.winners_ = None, (3,)
    assert awaited(state) == "Winner: Driss!"
    assert "Winner: Driss!" in svg(GAME.scene(state))


def test_a_move_shows_its_dice_and_whose_move_it_is():
    m = _match(seed=2)
    m.run(max_steps=1)
    while type(m.state.pending).__name__ != "Move":
        m.run(max_steps=1)
    text = awaited(m.state)
    dice = " and ".join(map(str, m.state.pending.dice))
    assert text.endswith(f"move a figure (dice {dice})") or "extra die" in text


def _pips(scene) -> int:
    """The pips drawn in the dice's tray."""
    tray = _shape(scene, "dice")
    return sum(1 for s in scene.pieces if isinstance(s, Circle) and s.r < 4
               and tray.x <= s.cx <= tray.x + tray.width and tray.y <= s.cy <= tray.y + tray.height)


def test_the_dice_show_the_faces_rolled_with_their_pips():
    m = _match(seed=2)
    assert _pips(GAME.scene(m.state)) == 0 and "ROLL" in svg(GAME.scene(m.state))
    m.run(max_steps=1)
    while type(m.state.pending).__name__ != "Move":
        m.run(max_steps=1)
    assert _pips(GAME.scene(m.state)) == sum(m.state.dice) > 0


def test_every_word_and_number_is_at_least_11_px_and_inside_the_drawing():
    m = _match(seed=7)
    m.run(max_steps=150)
    scene = GAME.scene(m.state, viewer=0)
    for shape in scene.shapes():
        if isinstance(shape, Text):
            assert shape.size >= 11, shape.text
        left, top, right, bottom = shape.extent()
        assert -1 <= left and right <= WIDTH + 1 and -1 <= top and bottom <= HEIGHT + 1, shape


def test_svg_and_png_draw_it():
    m = _match(seed=8)
    m.run(max_steps=60)
    scene = GAME.scene(m.state)
    root = ElementTree.fromstring(svg(scene))
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)) and "wheel" in ids and "dice" in ids
    pytest.importorskip("PIL")
    assert png(scene)[:8] == b"\x89PNG\r\n\x1a\n"
