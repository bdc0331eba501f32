"""The drawing of Super Gang: every square, shop, place, character, cop pair and sidewalk portion has its id;
tokens, pawns and pieces stand where the state puts them; the board layer never changes; the pieces stay small."""

from collections import Counter
from itertools import combinations
from math import hypot
from xml.etree import ElementTree

import pytest
from supergang_situations import situation
from you_slips import third_person_slips

import gangs
from gangs.render import Circle, Scene, Text, svg
from gangs.render.svg import _element
from gangs.supergang.common import CLINIC, DEAD, PRISON
from gangs.supergang.decisions import Duel, Fighter
from gangs.supergang.scene import COP_BLUE, GANG_COLOURS, portion_spot, shop_tile

SVG = "{http://www.w3.org/2000/svg}"
RED, GREEN, YELLOW, VIOLET = (GANG_COLOURS[c] for c in ("red", "green", "yellow", "violet"))


def _match(players=4, seed=3, **options):
    return gangs.new("supergang", players=players, seed=seed, **options)


def _scene(state) -> Scene:
    return gangs.GAMES["supergang"].scene(state)


def _ids(state):
    root = ElementTree.fromstring(svg(_scene(state)))
    return {el.get("id"): el for el in root.iter() if el.get("id")}


def _box(el):
    """(x0, y0, x1, y1) of an SVG rect."""
    x, y = float(el.get("x")), float(el.get("y"))
    return x, y, x + float(el.get("width")), y + float(el.get("height"))


def _centre(el):
    if el.tag == f"{SVG}circle":
        return float(el.get("cx")), float(el.get("cy"))
    x0, y0, x1, y1 = _box(el)
    return (x0 + x1) / 2, (y0 + y1) / 2


def _inside(el, box):
    x, y = _centre(el)
    x0, y0, x1, y1 = box
    return x0 <= x <= x1 and y0 <= y <= y1


def _size(shapes):
    return len("\n".join(map(_element, shapes)))


def test_every_square_shop_place_piece_portion_and_the_dice_has_its_id_once():
    m = _match()
    state = m.state
    scene = _scene(state)
    board = state.board
    counts = Counter(s.id for s in scene.shapes() if s.id)
    expected = {board.name(n) for n in range(board.nodes)}
    expected |= {f"b{i}" for i in range(1, 37)} | {"centre", "clinic", "cemetery", "dice", "cops-1", "cops-2"}
    expected |= {f"char-{cid}" for cid in state.ids}
    expected |= {f"portion-{p.index}" for p in board.portions}
    assert len(board.shops) == 36 and len(state.ids) == 12
    for name in expected:
        assert counts[name] == 1, name
    assert all(n == 1 for n in counts.values()), [k for k, n in counts.items() if n > 1]


@pytest.mark.parametrize("players, police, seed", [(2, False, 1), (3, True, 2), (4, False, 3), (5, True, 4)])
def test_every_action_target_is_a_shape_of_the_scene(players, police, seed):
    m = _match(players, seed, police_player=police)
    kinds = set()
    for _ in range(400):
        if m.is_over:
            break
        ids = _scene(m.state).ids()
        for action in m.state.legal_actions():
            kinds.add(action.kind)
            assert set(action.targets) <= ids, (action, m.state.phase)
        m.run(max_steps=1)
    assert {"roll", "move"} <= kinds


def test_svg_is_well_formed_and_board_layer_comes_first():
    m = _match(5, police_player=True)
    m.run(max_steps=60)
    text = m._repr_svg_()
    root = ElementTree.fromstring(text)
    groups = [g.get("class") for g in root.findall(f"{SVG}g")]
    assert groups == ["board", "pieces"]
    assert text == m.state._repr_svg_()
    assert "Super Gang" in root.find(f"{SVG}title").text


def test_board_layer_does_not_depend_on_the_state():
    m = _match()
    before = _scene(m.state).board
    m.run(max_steps=40)
    after = _scene(m.state)
    assert after.board == before
    assert after.pieces != _scene(_match().state).pieces


def _set_up(state):
    """A busy city: owners, rackets, pawns, a crowded square, a vamped gangster, a prisoner, the wounded, the dead."""
    board = state.board
    state.shop_owner[2] = 1               # b3 to green
    state.shop_owner[6] = 2               # b7 to yellow
    state.racket[4] = 3                   # b5 racketed by violet
    state.portion[0] = 0
    state.portion[5] = 3
    s12, s20 = board.node("s12"), board.node("s20")
    state.at = [s12, s12, board.cemetery, s12, board.node("b3"), board.clinic, board.centre, board.centre,
                board.centre, s20, s20, s20]
    state.status = [0] * 12
    state.status[2], state.status[5], state.status[7] = DEAD, CLINIC, PRISON
    state.sentence[7] = 2
    state.head = ["e", "e", "", "s", "", "", "", "", "", "n", "n", "w"]
    state.follows[3] = 1                  # green.killer follows red.vamp
    state.cop_at, state.cop_head = [s12, s20], ["w", ""]
    return state


def test_pieces_stand_where_the_state_puts_them():
    state = _set_up(_match().state)
    ids = _ids(state)
    s12, s20 = _box(ids["s12"]), _box(ids["s20"])
    for cid in ("red.killer", "red.vamp", "green.killer"):
        assert _inside(ids[f"char-{cid}"], s12), cid
    assert _inside(ids["cops-1"], s12) and _inside(ids["cops-2"], s20)
    for cid in ("violet.killer", "violet.vamp", "violet.trafficker"):
        assert _inside(ids[f"char-{cid}"], s20), cid
    assert _inside(ids["char-green.vamp"], _box(ids["b3"]))
    assert _inside(ids["char-red.trafficker"], _box(ids["cemetery"]))
    assert _inside(ids["char-green.trafficker"], _box(ids["clinic"]))
    centre = _box(ids["centre"])
    for cid in ("yellow.killer", "yellow.vamp", "yellow.trafficker"):
        assert _inside(ids[f"char-{cid}"], centre), cid
    # the prisoner sits in the prison, the right part of the centre, away from the free ones
    assert _centre(ids["char-yellow.vamp"])[0] > _centre(ids["char-yellow.killer"])[0] + 20
    # several pieces on one square stay apart
    spots = {_centre(ids[f"char-{cid}"]) for cid in ("red.killer", "red.vamp", "green.killer")}
    spots.add(_centre(ids["cops-1"]))
    assert len(spots) == 4
    assert ids["char-red.killer"].get("fill") == RED and ids["char-violet.vamp"].get("fill") == VIOLET
    assert ids["cops-1"].get("fill") == COP_BLUE


def test_titles_tell_heading_vamping_and_status():
    state = _set_up(_match().state)
    scene = _scene(state)
    title = {s.id: s.title for s in scene.pieces if s.id}
    assert "heading east" in title["char-red.killer"]
    assert "follows the red vamp" in title["char-green.killer"]
    assert title["char-green.killer"].startswith("Green killer (Player 2): at square 12")
    assert "prison" in title["char-yellow.vamp"] and "dead" in title["char-red.trafficker"]
    assert "clinic" in title["char-green.trafficker"]
    notches = [s for s in scene.pieces if type(s).__name__ == "Polygon" and s.fill == "#ffffff"]
    assert len(notches) == 7              # red.killer, red.vamp, green.killer, three violets, cops 1
    assert any(getattr(s, "text", None) == "♥" for s in scene.pieces)


def test_owners_rackets_and_trafic_pawns_show_in_their_gang_colour():
    state = _set_up(_match().state)
    scene = _scene(state)
    board = state.board
    owned = {s.title: s for s in scene.pieces if s.title and " owned by " in s.title}
    assert set(owned) == {"Parfums owned by Player 2 (green)", "Dépôt owned by Player 3 (yellow)"}
    assert owned["Parfums owned by Player 2 (green)"].stroke == GREEN
    assert owned["Dépôt owned by Player 3 (yellow)"].stroke == YELLOW
    x, y, w, h = shop_tile(board, 2)
    outline = owned["Parfums owned by Player 2 (green)"]
    assert x <= outline.x and outline.x + outline.width <= x + w and y <= outline.y
    racket = [s for s in scene.pieces if s.title and " racketed by " in s.title]
    assert len(racket) == 1 and racket[0].fill == VIOLET and racket[0].title.startswith("Balto racketed by ")
    x, y, w, h = shop_tile(board, 4)
    assert x <= racket[0].cx <= x + w and y <= racket[0].cy <= y + h
    pawns = {(s.cx, s.cy): s.fill for s in scene.pieces if type(s).__name__ == "Circle" and s.r == 4.6}
    assert pawns == {portion_spot(board, 0): RED, portion_spot(board, 5): VIOLET}


def test_the_side_panel_shows_money_bank_round_and_whose_decision():
    m = _match(5, police_player=True)
    m.run(max_steps=80)
    state = m.state
    state.money_[1] = 345
    texts = [s.text for s in _scene(state).pieces if hasattr(s, "text")]
    assert "345 briques" in texts
    assert f"{state.bank} briques" in texts
    assert f"Round {state.turn} of {state.max_turns}" in texts
    who = state.to_move
    assert any(t.startswith(f"{state.names[who]}: ") for t in texts)
    assert all(name in texts for name in state.names[:4])
    assert any("police seat" in t for t in texts)


def test_pieces_layer_stays_small():
    worst = 0
    for players, police, seed in [(4, False, 5), (5, True, 6)]:
        m = _match(players, seed, police_player=police)
        for _ in range(40):
            m.run(max_steps=25)
            worst = max(worst, _size(_scene(m.state).pieces))
            if m.is_over:
                break
    assert worst < 20000
    busy = _set_up(_match().state)
    for i in range(0, 36, 2):
        busy.shop_owner[i] = i % 4
    for i in range(1, 36, 4):
        busy.racket[i] = (i + 1) % 4
    for i in range(0, len(busy.portion), 2):
        busy.portion[i] = i % 4
    assert _size(_scene(busy).pieces) < 20500          # the sheets' names are pieces: the viewer reads « You »


def test_the_end_shows_the_winner():
    m = _match(2, seed=5, max_turns=3).run()
    assert m.is_over
    texts = [s.text for s in _scene(m.state).pieces if hasattr(s, "text")]
    winners = " & ".join(m.state.names[p] for p in m.state.result)
    said = "Winner" if len(m.state.result) == 1 else "Winners"
    assert f"{said}: {winners}!" in texts                   # no verb after the name: it reads for "You" too


def test_the_status_line_reads_for_a_player_called_you():
    """The side panel asks the player to move in words that need no verb after the name."""
    m = gangs.new("supergang", players=["You", "Bot 1"], seed=2)
    seen = set()
    while not m.is_over and m.decisions < 400:
        seen.update(s.text for s in _scene(m.state).pieces if hasattr(s, "text") and s.text.startswith("You"))
        m.run(max_steps=1)
    assert "You: roll the dice" in seen and "You: move and act" in seen
    assert not [text for text in seen if third_person_slips(text)]


def test_a_duel_being_fought_is_ringed_with_a_dashed_line():
    m = _match(players=2, seed=3)
    state = m.state.clone()
    shop = state.board.shop_base + 5
    killer, managers = Fighter("gangster", 0), (Fighter("manager", 0),)
    state.pending = Duel("holdup", shop, (killer,), managers, 0, 1, (killer, *managers), then=state.pending)
    rings = [s for s in _scene(state).pieces if s.title and s.title.startswith("duel at")]
    assert len(rings) == 1 and rings[0].dash and rings[0].points[0] == rings[0].points[-1]
    assert 'stroke-dasharray' in svg(_scene(state))


# -- a crowded place reads at a glance -------------------------------------------------------------------------
def _pieces(scene: Scene):
    """The gangsters' and cop pairs' pieces on the map (the side panel's are not pieces of the map)."""
    return [s for s in scene.pieces if s.id and s.id.startswith(("char-", "cops-"))]


def _covers(piece, x: float, y: float) -> bool:
    """Whether (x, y) lies under ``piece`` or the outline a table draws round it (its stroke and halo, 2 wider)."""
    mark = piece.outline("#000000", 3)
    reach = (mark.stroke_width + 2) / 2
    if isinstance(mark, Circle):
        return hypot(x - mark.cx, y - mark.cy) <= mark.r + reach
    return mark.x - reach <= x <= mark.x + mark.width + reach and mark.y - reach <= y <= mark.y + mark.height + reach


def _shared_area(a, b) -> float:
    (al, at, ar, ab), (bl, bt, br, bb) = a.extent(), b.extent()
    return max(0.0, min(ar, br) - max(al, bl)) * max(0.0, min(ab, bb) - max(at, bt))


def _assert_readable(scene: Scene):
    pieces = _pieces(scene)
    touching = [(a.id, b.id, _shared_area(a, b)) for a, b in combinations(pieces, 2) if _shared_area(a, b) > 1]
    assert not touching, touching
    digits = [s for s in scene.pieces if isinstance(s, Text) and "die" in s.tags]
    for digit in digits:
        left, top, right, bottom = digit.extent()
        points = [(left + (right - left) * i / 3, top + (bottom - top) * j / 3) for i in range(4) for j in range(4)]
        covered = [p.id for p in pieces for x, y in points if _covers(p, x, y)]
        assert not covered, (digit.text, (left, top), covered)
    return pieces, digits


@pytest.mark.parametrize("players, police", [(2, False), (4, False), (5, True)])
def test_at_the_start_no_piece_touches_another_and_no_die_is_covered(players, police):
    """Every piece starts in the centre (12 gangsters and 2 cop pairs with four gangs): rolled, each die of the
    gang to move shows by its piece, clear of every piece and of the outline a table draws round each."""
    m = _match(players, seed=3, police_player=police)
    m.play("roll")
    pieces, digits = _assert_readable(_scene(m.state))
    gangs_ = players - (1 if police else 0)
    assert len(pieces) == 3 * gangs_ + 2 and len(digits) == 3
    assert min(p.r for p in pieces if isinstance(p, Circle)) >= 9.5          # 19 pixels across, at least


def test_three_characters_in_one_shop_and_four_on_a_square_stand_apart():
    m = situation(gangs=2, at={"red.killer": "b3", "red.vamp": "b3", "green.killer": "b3",
                               "red.trafficker": "s20", "green.vamp": "s20", "green.trafficker": "s20"},
                  cops={1: "s20", 2: "b3"})
    m.play("roll")
    pieces, digits = _assert_readable(_scene(m.state))
    assert len(digits) == 3
