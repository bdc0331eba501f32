"""The Table keeps each seat's secrets (issue 25, points 4, 5 and the widget side of 6 and 7).

- It acts only for the seat it is viewed from: through another player's eyes, or the spectator's, whatever is
  typed, clicked or stepped for the human to move gets one refusal, and the screen is the same as at a re-deal
  of what the viewer cannot see (Les Ribauds' hands, La Street's kept Avocat and Balance). Everyone's view acts
  for whoever is to move.
- "Load the dice" is offered to everyone's view only in a game with secrets; a loaded card refused tells the
  mover nothing of the pile.
- A fair table (the app's) locks each human's own viewpoint, and the human seats, until the game is over.
- Every bad text typed shows a short message and changes nothing.

Situations are built exactly (``tests/ribauds_situations.py``, ``tests/street_situations.py``); a re-deal is the
same situation with the hidden cards changed.
"""

from __future__ import annotations

import pytest

import gangs
from gangs import SPECTATOR
from gangs.kernel import Match

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from ribauds_situations import situation as ribauds_situation  # noqa: E402
from street_situations import roll  # noqa: E402
from street_situations import situation as street_situation  # noqa: E402

from widgets import Lobby, Table  # noqa: E402
from widgets.table import FOLLOW, keeps_secrets  # noqa: E402

BRUNO = ["sergent", "roi", "echange"]
ERROR = "color:#b00020"


def screen(table: Table) -> dict:
    """Everything the table shows: lines, messages, buttons and lists, the board and the log, its controls."""
    scene = table._scene
    return {"status": table.status.value, "hover": table.hover_info.value, "last": table.last_events.value,
            "messages": {where: widget.value for where, widget in table._messages().items()},
            "actions": [type(row).__name__ for row in table.actions.children], "picked": table.picked_info.value,
            "listed": [[a.notation for a in listing.shown] for listing in (table.pieces, table.moves, table.others)],
            "offer": table.offer, "scene": (scene.title, scene.board, scene.pieces),
            "log": (table.event_log.current, table.event_log.past),
            "viewpoint": (table.viewpoint_picker.options, table.viewpoint_picker.value),
            "dice": (table.dice_row.layout.display, table.loaded.value),
            "disabled": (table.step_button.disabled, table.undo_button.disabled, table.redo_button.disabled)}


def ribauds_twins() -> list[Match]:
    """Alice to move (truand 1 on square 40) with two cards, Bruno with three: two deals that differ in
    Alice's hand (and so in the deck) only."""
    return [ribauds_situation(at={"A1": 40, "B1": 102}, hands={"A": hand, "B": BRUNO})
            for hand in (["cavale", "planque"], ["aumone", "roi"])]


def street_lawyer_twins() -> list[Match]:
    """Ana in Prison, to move, with an Avocat kept face down (« Carte Avocat : à son tour, sortir [...] de la
    Prison »), or a Balance instead."""
    return [street_situation(["Ana", "Ben"], at={0: "prison"}, hands={0: [card]}) for card in ("avocat", "balance")]


def street_balance_twins() -> list[Match]:
    """Ana's heist is asked of Ben (« il peut dénoncer le braquage »), who keeps a Balance, or an Avocat."""
    twins = []
    for card in ("balance", "avocat"):
        m = street_situation(["Ana", "Ben"], at={0: 17}, hands={1: [card]})
        roll(m, 2)
        m.play("heist")
        twins.append(m)
    return twins


def typed_plays(twins: list[Match]) -> list[str]:
    """What the mover might type: every action legal in either twin (his card plays among them), every card
    named alone and after "card", and a few that no rule reads."""
    keys = [card.key for card in twins[0].state.board.cards]
    legal = sorted({a.notation for m in twins for a in m.legal_actions()})
    return legal + keys + [f"card {key}" for key in keys] + ["card", "card aumone 999", "denounce", "lawyer", "zzz"]


def refusal(table: Table) -> str:
    """The sentence of the notation box's message, as shown."""
    return table.notation_message.value.replace("&#x27;", "'")


CASES = {"ribauds": (ribauds_twins, "Alice", [1, SPECTATOR], ["Bruno", "the spectator"]),
         "street lawyer": (street_lawyer_twins, "Ana", [1, SPECTATOR], ["Ben", "the spectator"]),
         "street balance": (street_balance_twins, "Ben", [0, SPECTATOR], ["Ana", "the spectator"])}


@pytest.mark.parametrize("case", CASES)
def test_from_another_viewpoint_every_card_play_of_the_mover_gets_one_refusal(case):
    """Whatever is typed for the human to move, through the eyes of another player or of the spectator, nothing
    is played, the refusal is one sentence naming whose eyes are shown, and the screen is the same at a re-deal
    of the mover's hidden cards."""
    make, mover, viewers, eyes = CASES[case]
    for viewer, seen in zip(viewers, eyes):
        twins = make()
        before = [m.state.to_dict() for m in twins]
        tables = [Table(m, viewer=viewer, seats=["human", "human"]) for m in twins]
        said = f"{mover} is looking through {seen}'s eyes: choose {mover}'s own viewpoint (or Everyone) to play."
        assert screen(tables[0]) == screen(tables[1])
        assert not tables[0].offer.places and not any(listing.shown for listing in (tables[0].pieces,
                                                                                        tables[0].moves,
                                                                                        tables[0].others))
        for text in typed_plays(twins):
            for table in tables:
                table.notation.value = text
                table.notation_button.click()
            assert [refusal(table) for table in tables] == [f"<span style='{ERROR}'>{said}</span>"] * 2, text
            assert screen(tables[0]) == screen(tables[1]), text
        for table in tables:                          # Step and End turn would play a random move for him
            table.step()
            assert said in table.controls_message.value.replace("&#x27;", "'")
            table.end_turn()
        assert screen(tables[0]) == screen(tables[1])
        assert [m.state.to_dict() for m in twins] == before and [m.decisions for m in twins] == [
            twins[0].decisions] * 2


@pytest.mark.parametrize("case", CASES)
def test_a_click_anywhere_from_another_viewpoint_reads_the_same_at_a_re_deal(case):
    make, _mover, viewers, _eyes = CASES[case]
    for viewer in viewers:
        twins = make()
        tables = [Table(m, viewer=viewer, seats=["human", "human"]) for m in twins]
        points = [shape for shape in tables[0]._scene.shapes() if shape.id and hasattr(shape, "x")][::7]
        for shape in points:
            for table in tables:
                table.hover(shape.x + 1, shape.y + 1)
                table.click(shape.x + 1, shape.y + 1)
            assert screen(tables[0]) == screen(tables[1]) and tables[0].message.value, shape.id
        assert [m.decisions for m in twins] == [twins[0].decisions] * 2


def test_the_spectator_s_view_lists_no_card_play_of_the_mover():
    """With the spectator's viewpoint the board shows Alice's cards face down: no button plays them."""
    m = ribauds_twins()[0]
    assert any(action.kind == "card" for action in m.legal_actions())
    table = Table(m, viewer=SPECTATOR)
    assert not table.offer.others and not table.offer.pieces and not table.others.shown
    assert not table.play(next(a for a in m.legal_actions() if a.kind == "card")) and m.decisions == 0


def test_everyone_s_view_and_the_mover_s_own_act_for_the_mover():
    for viewer in (None, 0):
        m = ribauds_twins()[0]
        table = Table(m, viewer=viewer)
        assert table.offer.places and not table._looking_elsewhere()
        table.notation.value = "card aumone"
        table.notation_button.click()
        said = refusal(table)                                       # his own hand: he may be told
        assert "'aumone' is not a card of" in said                 # « your hand » to her, her name to the teacher
        assert ("your hand" in said) is (viewer == 0) and ("Alice's hand" in said) is (viewer is None)
        assert table.play("card cavale 1 27") and m.decisions == 1


def test_following_the_player_to_move_acts_for_the_human_to_move():
    m = ribauds_twins()[0]
    table = Table(m, viewer=FOLLOW, seats=["human", "human"])
    assert table.viewer == 0 and table.play("card cavale 1 27")


@pytest.mark.parametrize("make", [ribauds_twins, street_lawyer_twins])
def test_load_the_dice_is_offered_to_everyone_s_view_only_in_a_game_with_secrets(make):
    m = make()[0]
    assert keeps_secrets(m)
    teacher = Table(m)
    assert teacher.dice_row.layout.display != "none"
    for viewer in (0, 1, SPECTATOR, FOLLOW):
        table = Table(m, viewer=viewer, seats=["human", "human"])
        assert table.dice_row.layout.display == "none", viewer
        assert not table.load_dice("die 3" if m.game.name == "street" else "draw aumone") and m.forced == []
        assert "Only everyone's view loads the dice" in table.dice_message.value.replace("&#x27;", "'")
    assert teacher.load_dice("die 3" if m.game.name == "street" else "draw aumone") and len(m.forced) == 1


@pytest.mark.parametrize("key", ["chicago", "supergang"])
def test_a_game_that_hides_nothing_loads_the_dice_from_every_view(key):
    m = gangs.new(key, players=["Ann", "Bob", "Cy"], seed=2)
    assert not keeps_secrets(m)
    table = Table(m, viewer=1)
    assert table.dice_row.layout.display != "none" and table.load_dice(m.game.forced_examples[0])


def test_a_loaded_card_refused_tells_the_mover_nothing_of_the_pile():
    """La Street, « il pioche une carte Karma »: the teacher loads an Avocat, which neither pile holds; Ana, to
    move, rolls onto the Karma square and reads the same refusal whatever the pile holds."""
    tables = []
    for pile in ({"baskets": 2, "amende": 1}, {"balance": 1, "heritage": 2}):
        m = street_situation(["Ana", "Ben"], at={0: 1}, pile=pile)
        table = Table(m)
        assert table.load_dice("die 1") and table.load_dice("draw avocat")
        table.viewer = 0
        assert not table.play("roll") and m.decisions == 0
        tables.append(table)
    said = tables[0].message.value
    assert said.startswith(f"<span style='{ERROR}'>Not allowed: ") and "avocat" in said
    assert not any(card in said for card in ("baskets", "amende", "balance", "heritage", "possible"))
    assert screen(tables[0]) == screen(tables[1])


# -- a fair table: the app's ----------------------------------------------------------------------------------

def fair_ribauds(seats: list[str]) -> tuple[Match, Table]:
    m = ribauds_situation(at={"A1": 40, "B1": 102}, hands={"A": ["cavale", "planque"], "B": BRUNO})
    return m, Table(m, seats=seats, fair=True)


def test_a_fair_table_locks_a_lone_human_s_viewpoint_until_the_game_is_over():
    m = gangs.new("ribauds", players=["Alice", "Bruno"], seed=3, max_turns=1)
    table = Table(m, seats=["human", "random"], fair=True)
    assert table.locked and table.viewer == 0 and table.viewpoint_picker.disabled
    for picked in ("everyone", "1", "spectator", FOLLOW):
        table.viewpoint_picker.value = picked         # what a page may send though the drop-down is disabled
        assert table.viewer == 0 and table.viewpoint_picker.value == "0"
        assert "Each human sees through his own eyes" in table.controls_message.value
    with pytest.raises(ValueError, match="fair"):
        table.viewer = None
    m.run()
    table.refresh()
    assert m.is_over and not table.locked and not table.viewpoint_picker.disabled
    table.viewpoint_picker.value = "everyone"         # the game is over: every hand may be read
    assert table.viewer is None
    table.undo()                                      # back in the game: back to his own eyes
    assert not m.is_over and table.locked and table.viewer == 0 and table.viewpoint_picker.value == "0"


def test_a_fair_table_keeps_its_human_seats_while_the_game_is_on():
    m, table = fair_ribauds(["human", "random"])
    table.seats[1].value = "human"                   # a visitor who saw nothing more would still see Bruno's hand
    assert table.seats[1].value == "random" and "human seats stay" in table.controls_message.value
    table.seats[0].value = "random"
    assert table.seats[0].value == "human" and table.viewer == 0
    table.seats[1].value = "greedy"                  # one computer for another: nothing to hide
    assert table.seats[1].value == "greedy" and table.locked


def test_a_fair_hot_seat_follows_the_human_to_move_only():
    m, table = fair_ribauds(["human", "human"])
    assert table.locked and table.viewpoint == FOLLOW and table.viewer == 0
    table.viewpoint_picker.value = "1"
    assert table.viewer == 0 and table.viewpoint == FOLLOW
    assert table.play("step 1 52") and table.play("end")
    assert table.viewer == 1 and table.viewpoint_picker.value == FOLLOW


def test_a_fair_table_of_a_game_without_secrets_or_without_humans_is_free():
    m = gangs.new("chicago", players=["Ann", "Bob"], seed=1)
    table = Table(m, seats=["human", "random"], fair=True)
    assert not table.locked and not table.viewpoint_picker.disabled
    table.viewer = None
    assert table.viewer is None
    _m, bots = fair_ribauds(["random", "random"])
    assert not bots.locked and bots.viewer is None
    bots.seats[0].value = "human"                    # who watched every hand sits down at none
    assert bots.seats[0].value == "random"


# -- the app --------------------------------------------------------------------------------------------------

def test_in_the_app_a_human_reads_no_hand_but_his_own_and_no_record_until_the_end():
    lobby = Lobby(game="ribauds", players=3, humans=1, seed=3)
    table = lobby.table
    assert table.fair and table.locked and table.viewer == 0 and table.viewpoint_picker.disabled
    table.viewpoint_picker.value = "everyone"
    assert table.viewer == 0 and lobby.inspector.viewer == 0
    assert table.dice_row.layout.display == "none"
    lobby.panel.prepare_download()
    assert "href" not in lobby.panel.download.value    # the record holds the bots' hands
    lobby.humans.value = 2
    lobby.new_game()
    assert lobby.table.locked and lobby.table.viewpoint == FOLLOW
    lobby.table.viewpoint_picker.value = "everyone"
    assert lobby.table.viewpoint == FOLLOW


def test_in_the_app_bots_among_themselves_and_a_game_without_secrets_show_everything():
    lobby = Lobby(game="ribauds", players=2, humans=0, seed=3)
    assert not lobby.table.locked and lobby.table.viewer is None
    lobby.panel.prepare_download()
    assert "href" in lobby.panel.download.value
    lobby = Lobby(game="supergang", players=3, humans=1, seed=3)
    assert not lobby.table.locked
    lobby.table.viewpoint_picker.value = "everyone"
    assert lobby.table.viewer is None
    lobby.panel.prepare_download()
    assert "href" in lobby.panel.download.value


# -- bad input ------------------------------------------------------------------------------------------------

BAD_TEXTS = ["play " + "9" * 5000, "x" * 1_000_000, "card " + "9" * 4301, "\x00\x01\x02", "card caf\udce9",
             "b'\\xff\\xfe'"]
BAD_THINGS = [b"end", bytearray(b"roll"), memoryview(b"roll"), b"x" * 1_000_000, None, 12]


@pytest.mark.parametrize("viewer", [None, 0])
def test_every_bad_text_typed_shows_a_short_message_and_changes_nothing(viewer):
    m = ribauds_twins()[0]
    table = Table(m, viewer=viewer)
    before = m.state.to_dict()
    for text in BAD_TEXTS:
        table.notation.value = ""
        table.notation_message.value = ""
        table.notation.value = text
        table.notation_button.click()
        said = table.notation_message.value
        assert said.startswith(f"<span style='{ERROR}'>") and len(said) < 400, repr(text[:20])
        said.encode("utf-8")                                 # a message the page can be sent
    for thing in BAD_THINGS:
        table.message.value = ""
        assert table.play(thing) is False
        assert table.message.value.startswith(f"<span style='{ERROR}'>") and len(table.message.value) < 400
    for outcome in ("die " + "9" * 5000, "x" * 1_000_000, "draw caf\udce9", 10**5000, b"die 3"):
        if viewer is None:
            assert not table.load_dice(outcome)
            said = table.dice_message.value
            assert said.startswith(f"<span style='{ERROR}'>") and len(said) < 400
    assert m.state.to_dict() == before and m.decisions == 0 and m.forced == []


def test_a_notation_of_5000_digits_is_refused_with_a_message_in_a_game_of_numbers():
    m = gangs.new("supergang", players=["Ann", "Bob", "Cy"], seed=1)
    table = Table(m)
    table.notation.value = "play " + "9" * 5000
    table.notation_button.click()
    assert "at most 200 characters" in table.notation_message.value and m.decisions == 0


def test_whatever_reading_a_typed_text_raises_is_told_and_changes_nothing(monkeypatch):
    """Python refuses to read a number of more than 4 300 digits with a bare ValueError: whatever reading a typed
    notation or outcome raises besides the rules' refusal reaches the box as a message, and nothing is played."""
    m = gangs.new("supergang", players=["Ann", "Bob", "Cy"], seed=1)
    table = Table(m)
    big = "9" * 4301

    def unreadable(*_args):
        return int(big)

    monkeypatch.setattr(type(m.game), "parse_action", unreadable)
    monkeypatch.setattr(type(m.game), "forced_notation", unreadable)
    table.notation.value = "play " + big[:100]
    table.notation_button.click()
    assert table.notation_message.value.startswith(f"<span style='{ERROR}'>That text cannot be read: Exceeds")
    assert len(table.notation_message.value) < 200 and m.decisions == 0
    assert not table.load_dice("die " + big[:100]) and "cannot be read" in table.dice_message.value
    assert m.forced == [] and m.decisions == 0
    assert table.play(m.legal_actions()[0])             # what the table offers is no typed text: played as ever
