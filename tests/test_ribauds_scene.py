"""The drawing of Les Ribauds: the map of each layout (a square shape per square, the quarters named), the purses
left on the pavés, the truands and the three figures, each player's loot, écus, band and cards (the others'
face down), whose decision it is, and a shape for every click target."""

from xml.etree import ElementTree

import pytest
from ribauds_situations import play, situation

from gangs.kernel import CHANCE, Match
from gangs.kernel.lang import language
from gangs.kernel.tell import awaited
from gangs.render import Circle, Text, png, svg
from gangs.ribauds.game import RibaudsGame
from gangs.ribauds.pending import Figure, Racket, Rob
from gangs.ribauds.pieces import LOST, RESERVE, truand_id
from gangs.ribauds.scene import HEIGHT, SQ, WIDTH, square_box

GAME = RibaudsGame()
NAMES = ["Alice", "Bruno", "Chloé", "Driss"]


def _match(layout="seine", players=3, seed=1):
    return Match(GAME, NAMES[:players], GAME.check_options({"layout": layout}), seed)


def _square_under(layout, x, y):
    return next(s.id for s in layout.squares if square_box(layout, s.id)[0] <= x <= square_box(layout, s.id)[0] + SQ
                and square_box(layout, s.id)[1] <= y <= square_box(layout, s.id)[1] + SQ)


def _shape(scene, ident):
    found = scene.find(ident)
    assert len(found) == 1, f"{ident} is drawn {len(found)} times"
    return found[0]


@pytest.mark.parametrize("layout", ["carre", "seine", "faubourgs"])
def test_the_board_layer_stays_the_same_during_a_game_and_draws_every_square(layout):
    m = _match(layout)
    before = GAME.scene(m.state).board
    m.run(max_steps=80)
    assert GAME.scene(m.state, 1).board == before
    squares = m.state.layout.squares
    ids = {s.id for s in before if s.id}
    assert {f"sq-{s.id}" for s in squares} <= ids
    words = {s.text for s in before if isinstance(s, Text)}
    assert {name.upper() for name, _ in m.state.board.quarters.values()} <= words


@pytest.mark.parametrize("layout, players, seed", [("carre", 2, 3), ("seine", 3, 4), ("faubourgs", 4, 5)])
def test_every_target_and_piece_of_every_decision_is_drawn(layout, players, seed):
    """The Table resolves a click to a shape id, then to the actions targeting it: each target (a square, a
    player's purses of a colour, a card) and each moved piece (a truand, a figure) must be drawn, the piece in
    the pieces layer."""
    m = _match(layout, players, seed)
    decisions, kinds = 0, set()
    while m.state.to_move is not None and decisions < 150:
        for viewer in {None, m.state.to_move} - {CHANCE}:
            scene = GAME.scene(m.state, viewer)
            ids, pieces = scene.ids(), {s.id for s in scene.pieces if s.id}
            for action in m.state.legal_actions():
                kinds.add(action.kind)
                assert set(action.targets) <= ids, (viewer, action)
                assert action.piece is None or action.piece in pieces, (viewer, action)
        m.run(max_steps=1)
        decisions += 1
    assert decisions > 40
    assert {"place", "take", "run", "figure", "card"} <= kinds


def test_the_purses_drawn_are_the_purses_left_on_each_square():
    m = _match("carre", seed=7).run(max_steps=60)
    state = m.state
    scene = GAME.scene(state)
    drawn: dict[int, int] = {}
    for shape in scene.pieces:
        if "purse" in shape.tags:
            square = _square_under(state.layout, shape.cx, shape.cy)
            drawn[square] = drawn.get(square, 0) + 1
            assert shape.tags[1] == state.layout.squares[square].colour
    assert drawn == {square: n for square, n in enumerate(state.purses) if n}
    assert sum(state.purses) < 48


def test_truands_stand_on_their_square_or_in_their_player_s_reserve_and_the_lost_are_not_drawn():
    m = _match("seine", players=2, seed=2).run(max_steps=30)
    state = m.state
    state.truands[:3] = [14, 14, RESERVE]
    state.truands[3:] = [14, LOST, RESERVE]
    scene = GAME.scene(state)
    spots = set()
    for ident in (truand_id(0, 1), truand_id(0, 2), truand_id(1, 1)):
        token = _shape(scene, ident)
        assert _square_under(state.layout, token.cx, token.cy) == 14, ident
        spots.add((token.cx, token.cy))
    assert len(spots) == 3
    reserve = _shape(scene, truand_id(0, 3))
    assert reserve.cx > WIDTH / 2 + 100 and reserve in scene.pieces
    assert truand_id(1, 2) not in scene.ids()
    assert isinstance(_shape(scene, "fig-sergent"), type(_shape(scene, "fig-roi")))


def test_another_player_s_hand_is_drawn_face_down_and_one_s_own_face_up():
    m = _match("seine", players=3, seed=3).run(max_steps=20)
    state = m.state
    assert all(len(hand) == 3 for hand in state.hands)
    mine = GAME.scene(state, 0)
    names = {state.board.card_names[key] for key in state.hands[1]}
    texts = [s.text for s in mine.shapes() if isinstance(s, Text)]
    assert not any(name in text for name in names - {state.board.card_names[k] for k in state.hands[0]}
                   for text in texts)
    assert "3 cards in hand" in texts
    assert {f"card-{key}" for key in state.hands[0]} <= mine.ids()
    teacher = GAME.scene(state)
    told = " ".join(s.text for s in teacher.shapes() if isinstance(s, Text))
    assert all(state.board.card_names[key] in told for hand in state.hands for key in hand)


def test_a_racket_s_choices_target_the_payer_s_purses():
    state = _match("carre").run(max_steps=30).state
    state.loot[3:6] = [2, 1, 1]
    state.pending = Racket(0, (1,))
    actions = state.legal_actions()
    assert len(actions) > 1 and {a.kind for a in actions} == {"pay"}
    scene = GAME.scene(state)
    assert {t for a in actions for t in a.targets} <= scene.ids()
    assert "Bruno gives the Roi" in " ".join(s.text for s in scene.pieces if isinstance(s, Text))


def test_whose_decision_is_said_in_words():
    state = _match("carre").run(max_steps=30).state
    state.pending = Figure(1, "prevot")
    assert awaited(state) == "Bruno: move the Prévôt 2 squares"
    state.pending = Rob(0, 0, (1, 2), "grey", ())
    assert awaited(state) == "Alice: rob a purse from Bruno or Chloé"
    state.pending = Racket(0, (2,))
    assert awaited(state) == "Chloé gives the Roi purses worth 6"
    state.pending, state.winners_ = None, (1,)
    assert awaited(state) == "Winner: Bruno!"


def test_the_loot_boxes_count_each_colour_and_the_figures_have_their_own_shapes():
    state = _match("faubourgs", players=4, seed=9).run(max_steps=50).state
    state.loot[3:6] = [2, 0, 1]
    scene = GAME.scene(state)
    for colour, count in zip(("grey", "violet", "brown"), (2, 0, 1)):
        box = _shape(scene, f"loot-1-{colour}")
        assert f"purses: {count}," in box.title
    shapes = {len(_shape(scene, f"fig-{f}").points) for f in ("sergent", "roi", "prevot")}
    assert shapes == {4, 8}
    assert not isinstance(_shape(scene, "fig-roi"), Circle)


def test_the_scene_fits_a_browser_and_renders_as_svg_and_png():
    state = _match("faubourgs", players=4, seed=2).run(max_steps=60).state
    scene = GAME.scene(state, 2)
    assert 680 <= WIDTH <= 740 and scene.height == HEIGHT
    assert all(s.size >= 11 for s in scene.shapes() if isinstance(s, Text))
    ElementTree.fromstring(svg(scene))
    assert png(scene).startswith(b"\x89PNG")


def test_the_out_banner_names_the_band_with_no_gendered_word():
    """prevot: « la partie est terminé pour ce joueur qui est éliminé »: the OUT banner over a sheet and its tooltip
    say that the player's band is out, in both languages, with no word that takes the player's gender (as the log
    does: « la bande d'Alice est éliminée »), and to the eliminated player himself in the second person."""
    m = situation(at={"A1": 14, "B1": 102}, loot={"B": (0, 0, 1)})
    play(m, "take 1", "run 0", "figure 102")
    assert m.state.out == [0, 1] and m.is_over

    def told(viewer):
        scene = GAME.scene(m.state, viewer)
        return [s.title for s in scene.shapes() if getattr(s, "title", None) and "Prévôt took" in s.title]

    assert told(0) == told(None) == ["Bruno's band is out: the Prévôt took one of its truands"]
    assert told(1) == ["Your band is out: the Prévôt took one of its truands"]
    m.state.names = ("Alice", "You")
    assert told(0) == ["You's band is out: the Prévôt took one of its truands"]   # a player called You: a name
    with language("fr"):
        for names, said in [(("Bruno", "Alice"), "La bande d'Alice est éliminée"),
                            (("Alice", "Bruno"), "La bande de Bruno est éliminée")]:
            m.state.names = names
            words = [getattr(s, "title", None) or getattr(s, "text", "") for s in GAME.scene(m.state, 0).shapes()]
            assert f"{said}\u00a0: le Prévôt a pris un de ses truands" in words
            assert "HORS JEU · prise du Prévôt" in words
            assert not [w for w in words if w and ("éliminé " in w + " " or "pris par" in w)], words
            assert m.state.sheet(1)["hors jeu"] == "bande prise par le Prévôt"
