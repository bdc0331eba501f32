"""Viewpoints (issue 15): the Table shows the board, the log and a followed inspector's sheets through one
viewer's eyes: everyone (the teacher), a player, or the spectator (``gangs.SPECTATOR``: what every player knows);
with several human seats sharing the screen, the human to move.

Situations are built exactly (``tests/ribauds_situations.py``, ``tests/street_situations.py``); the hands are
the secrets of Les Ribauds (« 3 cartes action » in each hand) and La Street (kept Karma cards: « une Balance
discrète »).
"""

from __future__ import annotations

import pytest

import gangs
from gangs import SPECTATOR
from gangs.kernel import Event

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from ribauds_situations import situation as ribauds_situation  # noqa: E402
from street_situations import situation as street_situation  # noqa: E402

from widgets import RecordInspector, Table  # noqa: E402
from widgets.table import FOLLOW  # noqa: E402

ALICE = ["cavale", "planque", "aumone"]
BRUNO = ["sergent", "roi", "echange"]


def ribauds_table(**kwargs) -> tuple[gangs.Match, Table]:
    """Alice (to move, truand 1 on square 40, two cards) and Bruno (truand 1 on 102, three cards)."""
    m = ribauds_situation(at={"A1": 40, "B1": 102}, hands={"A": ALICE[:2], "B": BRUNO})
    return m, Table(m, **kwargs)


def texts(table: Table) -> list[str]:
    """Every line of the table's log."""
    groups = ([table.event_log.current] if table.event_log.current else []) + list(table.event_log.past)
    return [text for group in groups for text, _ in group["lines"]]


def card_faces(scene) -> set[str]:
    """The action cards drawn face up in a Les Ribauds scene (their shapes' ids, ``card-<key>``)."""
    return {shape.id[5:] for shape in scene.shapes() if shape.id and shape.id.startswith("card-")}


def words(scene) -> str:
    """Every text and title of a scene, as one string."""
    return " | ".join(str(getattr(shape, "text", "")) + " " + str(getattr(shape, "title", ""))
                      for shape in scene.shapes())


def test_the_spectator_is_exported_and_is_no_player():
    assert gangs.SPECTATOR == gangs.kernel.SPECTATOR == -1 and "SPECTATOR" in gangs.__all__


def test_a_spectator_reads_public_events_and_the_public_side_of_a_secret():
    """A secret told to one player is no spectator's; "Bruno draws a card." told to every player but Bruno
    (Bruno reads which card) is known to every player, so to the spectator, given the number of players."""
    public = Event("roll", 0, "Alice rolls 4.", "roll")
    secret = Event("drawn", 1, "Bruno draws Cavale.", "cards", readers=(1,))
    side = Event("draw", 1, "Bruno draws a card.", "cards", readers=(0, 2))
    whisper = Event("show", 1, "Bruno shows Alice his card.", "cards", readers=(0,))
    assert public.readable_by(SPECTATOR) and public.readable_by(SPECTATOR, 3)
    assert not secret.readable_by(SPECTATOR, 3) and secret.readable_by(1) and secret.readable_by(None)
    assert side.readable_by(SPECTATOR, 3) and not side.readable_by(SPECTATOR)   # without the count: unsure
    assert not side.readable_by(SPECTATOR, 4)                                     # player 3 was not told
    assert not whisper.readable_by(SPECTATOR, 3) and whisper.readable_by(0)


@pytest.mark.parametrize("key", ["ribauds", "street"])
def test_a_spectator_s_observation_names_no_hand(key):
    m = (ribauds_situation(hands={"A": ALICE, "B": BRUNO}) if key == "ribauds"
         else street_situation(2, hands={0: ["balance"], 1: ["avocat", "balance"]}))
    seen = m.state.observation(SPECTATOR)
    assert seen["hands"] == [len(hand) for hand in m.state.hands] and isinstance(seen["deck"], int)
    assert m.state.observation(0)["hands"][0] == list(m.state.hands[0]) or key == "street"   # his own row, in order


def test_a_ribauds_log_seen_by_everyone_a_player_and_the_spectator():
    """The deal: each player reads the cards he draws; the others read that he drew (« 3 cartes action »)."""
    m = gangs.new("ribauds", players=["Alice", "Bruno"], seed=3)
    teacher, seated, spectator = Table(m), Table(m, viewer=0), Table(m, viewer=SPECTATOR)
    drawn = [e for e in m.log if e.kind == "drawn"]
    told = [e for e in m.log if e.kind == "draw"]
    assert len(drawn) == len(told) == 6
    assert {e.text for e in drawn + told} <= set(texts(teacher))
    assert {e.told(0) for e in drawn if e.readers == (0,)} <= set(texts(seated))     # « You draw Planque. »
    assert not {e.told(0) for e in drawn if e.readers != (0,)} & set(texts(seated))
    assert not {e.text for e in drawn if e.readers != (0,)} & set(texts(seated))
    assert not {e.text for e in drawn} & set(texts(spectator))
    assert {e.text for e in told} <= set(texts(spectator))          # "Alice draws a card.": every player knows


def test_a_ribauds_board_seen_by_everyone_a_player_and_the_spectator():
    m, _ = ribauds_table()
    game = m.game
    teacher, alice, bruno = (game.scene(m.state, v) for v in (None, 0, 1))
    assert card_faces(teacher) == set(ALICE[:2])                    # the deciding player's hand, face up
    assert card_faces(alice) == set(ALICE[:2]) and card_faces(bruno) == set(BRUNO)
    spectator = game.scene(m.state, SPECTATOR)
    # On the players' sheets: for Alice, Bruno's cards are backs; for the spectator, everybody's are.
    assert "Bruno's 3 cards, face down" in words(alice) and "Alice's 2 cards, face down" not in words(alice)
    assert "Bruno's 3 cards, face down" in words(spectator) and "Alice's 2 cards, face down" in words(spectator)
    assert not any(f"hand: {name}" in words(spectator) for name in ("Cavale", "Planque", "Sergent"))


def test_a_ribauds_spectator_sees_no_card_face_under_the_map():
    """Nor does a hot-seat table while a computer seat plays (it shows the spectator's view)."""
    m, table = ribauds_table(viewer=FOLLOW, seats=["human", "random"])
    table.play("step 1 52")
    table.play("end")
    assert table.viewer == SPECTATOR and card_faces(table._scene) == set()
    assert card_faces(m.game.scene(m.state, SPECTATOR)) == set()


def test_the_table_draws_the_board_through_its_viewer_s_eyes():
    m, table = ribauds_table(viewer=1)
    assert card_faces(table._scene) == set(BRUNO) and "YOUR HAND" in words(table._scene)
    table.viewer = 0
    assert card_faces(table._scene) == set(ALICE[:2])
    table.viewer = None
    assert "Bruno's 3 cards, face down" not in words(table._scene)


def test_the_viewpoint_drop_down_follows_table_viewer_and_sets_it():
    m, table = ribauds_table()
    picker = table.viewpoint_picker
    assert [label for label, _ in picker.options] == ["Everyone (the teacher's view)", "Alice (player 1)",
                                                      "Bruno (player 2)", "Spectator (what every player knows)",
                                                      "Follows the player to move"]
    assert table.viewer is None and picker.value == "everyone"
    table.viewer = 1
    assert picker.value == "1"
    picker.value = "spectator"
    assert table.viewer == SPECTATOR and table.viewpoint == SPECTATOR
    picker.value = FOLLOW
    assert table.viewpoint == FOLLOW and table.viewer == m.to_move == 0
    with pytest.raises(ValueError, match="viewer"):
        table.viewer = 2


def test_the_default_viewpoint_follows_the_seats_given():
    m, _ = ribauds_table()
    assert Table(m).viewer is None                                   # no seats given: the teacher's table
    assert Table(m, seats=["random", "human"]).viewer == 1           # a lone human: his seat
    assert Table(m, seats=["random", "random"]).viewer is None       # no human: everyone
    hot = Table(m, seats=["human", "human"])
    assert hot.viewpoint == FOLLOW and hot.viewpoint_picker.value == FOLLOW
    assert Table(m, viewer=SPECTATOR, seats=["human", "human"]).viewer == SPECTATOR   # asked for: kept


def test_a_hot_seat_table_shows_the_hand_of_the_human_to_move():
    """Two humans share the screen: each sees his own hand when it is his turn, never the other's."""
    m, table = ribauds_table(seats=["human", "human"])
    assert table.viewer == 0 and card_faces(table._scene) == set(ALICE[:2])
    assert "Bruno's 3 cards, face down" in words(table._scene)
    assert table.play("step 1 52") and table.viewer == 0               # Alice's action; her turn goes on
    assert table.play("end") and m.to_move == 1
    assert table.viewer == 1 and card_faces(table._scene) == set(BRUNO)
    assert "Alice's 2 cards, face down" in words(table._scene)
    assert table.viewpoint_picker.value == FOLLOW


def test_a_following_table_shows_nobody_s_hand_while_a_computer_plays():
    m, table = ribauds_table(viewer=FOLLOW, seats=["human", "random"])
    assert table.viewer == 0
    table.play("step 1 52")
    table.play("end")
    assert m.to_move == 1 and table.viewer == SPECTATOR
    assert "Bruno's 3 cards, face down" in words(table._scene) and "Alice's 2 cards, face down" in words(table._scene)
    assert table.play("end") is False and "Bruno to move" in table.message.value     # nothing for the human


def test_the_sheets_of_a_followed_inspector_hide_another_s_kept_cards():
    """La Street: kept cards are face down (« une Balance discrète »): a sheet names them to their owner and to
    the teacher only; the others and the spectator read how many."""
    m = street_situation(["Ana", "Ben"], hands={0: ["balance"], 1: ["avocat", "balance"]})
    table, inspector = Table(m, viewer=0), RecordInspector(m)
    table.follow(inspector)
    cards = [dict(player["rows"])["cards"] for player in inspector.sheets.players]
    assert cards == ["Balance", "2 face down"] and inspector.sheets.players[0]["viewer"]
    table.viewer = SPECTATOR
    assert [dict(player["rows"])["cards"] for player in inspector.sheets.players] == ["1 face down", "2 face down"]
    table.viewer = None
    assert [dict(player["rows"])["cards"] for player in inspector.sheets.players] == ["Balance", "Avocat, Balance"]
    assert "Balance" not in str(RecordInspector(m, viewer=SPECTATOR).sheets.text)


def test_a_game_whose_sheet_takes_no_viewer_shows_the_same_sheets_to_every_viewer():
    m = gangs.new("chicago", players=["Ana", "Ben"], seed=3)
    rows = [RecordInspector(m, viewer=v).sheets.players for v in (None, 0, SPECTATOR)]
    assert [[p["rows"] for p in r] for r in rows] == [[p["rows"] for p in rows[0]]] * 3


def _clickable_point(table: Table) -> tuple[float, float]:
    """The middle of a place the board offers to click now (a card, a truand, a square)."""
    from gangs.render import Circle, Rect

    for shape in table._scene.shapes():
        if shape.id in table.offer.places and isinstance(shape, (Rect, Circle)):
            return ((shape.x + shape.width / 2, shape.y + shape.height / 2) if isinstance(shape, Rect)
                    else (shape.cx, shape.cy))
    raise AssertionError("the board offers no place to click")


def test_through_another_player_s_eyes_the_board_offers_nothing_and_says_why():
    """Alice (a human seat) is to move; seen through Bruno's eyes, the board shows Bruno's hand, not hers: it
    offers nothing to click (no outline, no card, no button), and the status, the hover line and a click say
    why in a sentence. Her own viewpoint and everyone's play as before."""
    m, table = ribauds_table(viewer=0, seats=["human", "random"])
    x, y = _clickable_point(table)
    table.viewer = 1
    said = "Alice is looking through Bruno's eyes: choose Alice's own viewpoint (or Everyone) to play."
    assert not table.offer.places and not table.offer.pieces and not table.offer.others
    assert not any(listing.shown for listing in (table.pieces, table.moves, table.others))
    assert said in table.status.value.replace("&#x27;", "'")
    table.hover(x, y)
    assert said in table.hover_info.value.replace("&#x27;", "'")
    table.click(x, y)
    assert said in table.message.value.replace("&#x27;", "'") and m.decisions == 0
    table.hover(None, None)
    assert table.hover_info.value == ""
    for mover_s_own in (0, None):
        table.viewer = mover_s_own
        assert table.offer.places and "eyes" not in table.status.value
        table.hover(x, y)
        assert table.hover_info.value.startswith("<span") and "eyes" not in table.hover_info.value


def test_the_player_to_move_is_told_to_choose_his_own_viewpoint_in_his_language():
    m = gangs.new("ribauds", ["Ana", "Bot 1", "Bot 2"], seed=3)
    table = Table(m, seats=["human", "random", "random"], viewer=1)
    said = "Ana is looking through Bot 1's eyes: choose Ana's own viewpoint (or Everyone) to play."
    assert said in table.status.value.replace("&#x27;", "'") and not table.offer.places
    table.speak("fr")
    assert ("Ana regarde par les yeux de Bot 1 : choisissez le point de vue de Ana (ou « Tout le monde ») pour "
            "jouer.") in table.status.value.replace("&#x27;", "'")
    table.speak("en")
    table.viewer = SPECTATOR                            # the spectator's view plays for nobody either
    said = "Ana is looking through the spectator's eyes: choose Ana's own viewpoint (or Everyone) to play."
    assert said in table.status.value.replace("&#x27;", "'") and not table.offer.places
