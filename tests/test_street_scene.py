"""The drawing of La Street: every square, place and pawn has its id; owners and places show."""

from xml.etree import ElementTree

import gangs
from gangs.render import Scene, svg

SVG = "{http://www.w3.org/2000/svg}"


def _match(players=4, seed=3):
    return gangs.new("street", players=["Alice", "Bruno", "Chloé", "Driss"][:players], seed=seed)


def _ids(svg_text):
    root = ElementTree.fromstring(svg_text)
    return {el.get("id"): el for el in root.iter() if el.get("id")}


def test_scene_has_an_id_for_every_square_place_pawn_and_the_die():
    m = _match()
    scene = gangs.GAMES["street"].scene(m.state)
    assert isinstance(scene, Scene)
    ids = scene.ids()
    board = m.state.board
    assert {f"sq-{s.id}" for s in board.squares} <= ids
    assert {f"place-{key}" for key in board.places} <= ids
    assert {f"pawn-{p}" for p in range(4)} <= ids
    assert {f"player-{p}" for p in range(4)} <= ids
    assert "die" in ids


def test_every_action_target_is_a_shape_of_the_scene():
    m = _match()
    m.run(max_steps=80)
    scene = gangs.GAMES["street"].scene(m.state)
    ids = scene.ids()
    cache = m.state.cache
    actions = [a for a in cache.values() if isinstance(a, gangs.Action)]
    actions += [a for value in cache.values() if isinstance(value, (list, tuple)) for a in value
                if isinstance(a, gangs.Action)]
    for action in actions:
        assert set(action.targets) <= ids, action


def test_svg_is_well_formed_and_board_layer_comes_first():
    m = _match()
    text = m._repr_svg_()
    root = ElementTree.fromstring(text)
    groups = [g.get("class") for g in root.findall(f"{SVG}g")]
    assert groups == ["board", "pieces"]
    assert text == m.state._repr_svg_()


def test_pawns_stand_on_their_square_and_in_their_place():
    m = _match()
    state = m.state
    prison = state.board.places["prison"].code
    state.pos = [12, prison, 0, 12]
    ids = _ids(svg(gangs.GAMES["street"].scene(state)))
    square = ids["sq-12"]
    x, y, size = float(square.get("x")), float(square.get("y")), float(square.get("width"))
    for p in (0, 3):
        pawn = ids[f"pawn-{p}"]
        assert x <= float(pawn.get("cx")) <= x + size and y <= float(pawn.get("cy")) <= y + size
    box = ids["place-prison"]
    bx, by = float(box.get("x")), float(box.get("y"))
    pawn = ids["pawn-1"]
    assert bx <= float(pawn.get("cx")) <= bx + float(box.get("width"))
    assert by <= float(pawn.get("cy")) <= by + float(box.get("height"))


def test_owned_properties_are_drawn_in_their_owner_colour():
    from gangs.street.scene import PLAYER_COLOURS

    m = _match()
    state = m.state
    state.house_owner[2] = 1
    state.terrain_owner = 3
    scene = gangs.GAMES["street"].scene(state)
    owned_titles = [s for s in scene.pieces if getattr(s, "title", None) in ("à Bruno", "à Driss")]
    assert sum(1 for s in owned_titles if s.fill == PLAYER_COLOURS[1]) == 1
    assert sum(1 for s in owned_titles if s.fill == PLAYER_COLOURS[3]) == 3


def test_board_layer_does_not_depend_on_the_state():
    m = _match()
    before = gangs.GAMES["street"].scene(m.state).board
    m.run(max_steps=30)
    assert gangs.GAMES["street"].scene(m.state).board == before


def test_the_end_shows_the_boss():
    m = _match(seed=11).run()
    text = m._repr_svg_()
    if m.state.boss is not None:
        assert f"{m.players[m.state.boss]} est le boss de La Street" in text
    stopped = gangs.new("street", players=3, seed=2, max_turns=2).run()
    assert "Partie arrêtée" in stopped._repr_svg_()
