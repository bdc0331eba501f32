"""The drawing of La Street: every square, place and pawn has its id; owners and places show."""

import re
from xml.etree import ElementTree

import pytest
from you_slips import third_person_slips

import gangs
from gangs.kernel.lang import language
from gangs.render import Circle, Scene, Text, svg
from gangs.street.pending import Brawl
from gangs.street.scene import FADED, INK, WIDTH, pawn_mark

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
    owned_titles = [s for s in scene.pieces if getattr(s, "title", None) in ("owned by Bruno", "owned by Driss")]
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
        assert f"Boss of La Street: {m.players[m.state.boss]}!" in text
    stopped = gangs.new("street", players=3, seed=2, max_turns=2).run()
    assert "Game stopped, the richest wins" in stopped._repr_svg_()
    stopped.lang = "fr"
    assert "Partie arrêtée, le plus riche gagne" in stopped._repr_svg_()


def _die_pips(state) -> list[Circle]:
    """The pips drawn inside the die's box (top right, 56 pixels square)."""
    x = WIDTH - 84
    return [s for s in gangs.GAMES["street"].scene(state).pieces
            if isinstance(s, Circle) and x <= s.cx <= x + 56 and 18 <= s.cy <= 18 + 56]


def test_right_after_a_6_the_die_shows_the_6_rolled():
    """roll-and-move: a 6 is rolled and the square is resolved; the die used to show one grey pip (a 1)
    there. The turn ends by itself (own-turn): the six pips of the face rolled stay, faded, under the next
    player's call to roll, until the next roll shows its own face in ink."""
    m = _match()
    m.state.pos[0] = 1
    m.force("die 6")
    before = m.state.clone()
    before.apply("roll")
    assert before.phase == "die"
    m.play("roll")                                                       # the turn ends by itself: the next roll
    assert m.state.phase == "turn" and m.state.current == 1 and m.state.last_roll == 6
    pips = _die_pips(m.state)
    assert len(pips) == 6 and {pip.fill for pip in pips} == {FADED}
    m.force("die 3")
    m.play("roll")                                                       # square 3 pays: the next turn again
    assert m.state.last_roll == 3 and [pip.fill for pip in _die_pips(m.state)] == [FADED] * 3


def test_in_a_brawl_the_die_shows_the_last_roll_in_ink():
    """bagarre: « Tous les joueurs présents sur cette case relancent le dé. » The die shows each fighter's
    roll as it comes."""
    state = _match().state
    state.pos = [12, 12, 12, 0]
    state.phase, state.pending, state.last_roll = "bagarre", Brawl(12, (0, 1, 2), (6, 4)), 4
    pips = _die_pips(state)
    assert len(pips) == 4 and {pip.fill for pip in pips} == {INK}
    state.pending = Brawl(12, (0, 1, 2), ())
    assert _die_pips(state) == []                                          # a brawl's first roll is awaited


def _scene_texts(state, viewer=None) -> list[str]:
    scene = gangs.GAMES["street"].scene(state, viewer)
    return ([s.text for s in scene.pieces if isinstance(s, Text)]
            + [s.title for s in scene.pieces if getattr(s, "title", None)])


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_the_scene_says_you_to_its_viewer(seat):
    """The status line asks the viewer in the infinitive ("You: roll the die"), the end names the boss without a
    verb: no text puts a verb after "You", and the others read the viewer's name."""
    names = ["Bot 1", "Bot 2", "Bot 3"]
    m = gangs.new("street", players=names, seed=seat)
    seen, others = set(), set()
    while True:
        for text in _scene_texts(m.state, seat):
            if "You" in text or "you" in text:
                seen.add(text)
                assert not re.search(r"\b[Yy]ou [a-z]", text) and not third_person_slips(text), text
        others.update(_scene_texts(m.state, (seat + 1) % 3))
        if m.is_over:
            break
        m.run(max_steps=1)
    assert any(text.startswith("You: ") for text in seen)
    assert any(text in ("Boss of La Street: you!", "Game stopped, the richest wins: you.") for text in seen) or (
        m.winners != [seat])
    assert f"{names[seat]}: roll the die" in others


@pytest.mark.parametrize("seat", [0, 1])
def test_the_french_scene_says_vous_to_its_viewer(seat):
    """In French the status line reads « À vous : lancer le dé » for the viewer, and a player named "You" is no
    special case: the others read his name."""
    names = ["Bot 1", "Bot 2", "Bot 3"]
    names[seat] = "You"
    m = gangs.new("street", players=names, seed=seat, lang="fr")
    seen, others = set(), set()
    while True:
        with language("fr"):
            texts = _scene_texts(m.state, seat)
            others.update(_scene_texts(m.state, (seat + 1) % 3))
        assert not any("You :" in text for text in texts), texts
        seen.update(texts)
        if m.is_over:
            break
        m.run(max_steps=1)
    assert "À vous : lancer le dé" in seen and "À You : lancer le dé" in others


def test_pawns_of_players_with_one_initial_show_different_marks():
    """"Bot 1" and "Bot 2" share an initial: their pawns show "B1" and "B2"; "You" is « Y », in every language
    and for every viewer (a pawn is known by its player's name)."""
    m = gangs.new("street", players=["You", "Bot 1", "Bot 2"], seed=1)
    scene = m.game.scene(m.state, 0)
    marks = {s.text for s in scene.pieces if isinstance(s, Text) and s.text in ("Y", "B1", "B2")}
    assert marks == {"Y", "B1", "B2"}
    with language("fr"):
        assert pawn_mark("You") == "Y"
