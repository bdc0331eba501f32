"""The Table playing a seat of a room (issue 29): the same widget as a local table, fed by the views the server sends
that seat (``widgets.table.room``): its board drawn from the view, whose turn it is, who sits where, its pieces to
pick and their places, its actions as buttons and places to click, a gift asked before it is given, another seat's
move outlined, Undo by the room's rule, refusals said (the rules' asked of the server), the log and the ending; the
controls that move a local match are not offered. On a loopback server started by the test, and on a room held in
this process (``net_support.RoomSeat``) where a test leads it to the situation it checks."""

from __future__ import annotations

import random
from html import unescape

import pytest

pytest.importorskip("ipycanvas")
pytest.importorskip("websockets")

from net_support import RoomSeat, table_server  # noqa: E402

from gangs.net import Room, connect, create_room, make_room  # noqa: E402
from gangs.views import scene_of  # noqa: E402
from widgets import RemoteTable, Table  # noqa: E402


def synced(table, other, decision):
    """Both seats hold the view after ``decision`` decisions, and the table shows it."""
    for seat in (table.session.seat, other):
        seat.wait(lambda m: m["type"] == "view" and m["decision"] >= decision, timeout=10)
    table.refresh()


def centre(table, shape_id):
    """A point of the shape ``shape_id`` on the table's board where a click finds it first."""
    shape = next(s for s in table.session.scene.shapes() if s.id == shape_id)
    left, top, right, bottom = shape.extent()
    return next((x, y) for x in range(int(left), int(right) + 1) for y in range(int(top), int(bottom) + 1)
                if table.session.ids_at(x, y)[:1] == [shape_id])


def room_of(game, seed, decisions, players=("Ann", "Bob"), options=None):
    """A room of two human seats held here, led ``decisions`` random decisions on (seeded), and a seat of each."""
    room = Room(make_room(game, list(players), options or {}, ["human", "human"], seed=seed))
    rng = random.Random(seed)
    for _ in range(decisions):
        room.act(room.match.to_move, rng.choice(room.match.legal_actions()).notation)
    told: list = []
    return room, RoomSeat(room, 0, seats=told), RoomSeat(room, 1, seats=told)


HIDDEN = ("step_button", "end_turn_button", "redo_button", "autoplay", "delay", "viewpoint_picker", "dice_row",
          "branch_button", "branch_picker", "seats_box")


def test_the_table_plays_a_room_s_seat_as_a_local_one(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "street", ["human", "human"], players=["Ann", "Bob"])
        seat, bob = connect(links["seats"][0]), connect(links["seats"][1])
        table = Table(seat)
        try:
            synced(table, bob, 0)
            assert type(table) is Table and "Ann (you)" in table.seats_line.value and "Bob" in table.seats_line.value
            view = seat.view
            assert table.board.drawn[1] == scene_of(view["scene"]).pieces    # the pieces as the server drew them
            assert table.board.board == scene_of(view["scene"]).board
            assert all(getattr(table.controls, name).layout.display == "none" for name in HIDDEN)
            assert table.undo_button.layout.display != "none" and table.language_picker.layout.display != "none"
            if view["to_move"] == 1:                          # Bob first: he plays, then it is Ann's turn
                bob.act(bob.view["actions"][0]["notation"])
                synced(table, bob, 1)
            assert seat.view["mine"] and "your" in table.status.value
            labels = [a["label"] for a in seat.view["actions"] if not a["piece"]]
            assert [b.description for b in table.others.buttons.children] == labels
            decision = seat.message["decision"]
            table.others.buttons.children[0].click()                   # a button: sent, played on the server
            synced(table, bob, decision + 1)
            assert seat.message["decision"] > decision and "Played" in table.message.value
            assert seat.view["log"][-1]["text"] in [line[0] for line in table.event_log.current["lines"]]
            while not seat.view["over"] and seat.view["to_move"] != 0:
                bob.act(bob.view["actions"][0]["notation"])
                synced(table, bob, bob.message["decision"])
            targeted = [a for a in seat.view["actions"] if a["targets"] and not a["piece"]]
            assert targeted, "no action of Ann's has a place to click"
            before = seat.message["decision"]
            table.click(*centre(table, targeted[0]["targets"][0]))   # one action there: played; several: a choice
            if table.session.choices is not None:
                table.others.buttons.children[0].click()
            synced(table, bob, before + 1)
            assert seat.message["decision"] > before, table.message.value
        finally:
            table.close()
            seat.close()
            bob.close()


def test_a_refusal_of_the_rules_and_of_the_room_is_said_and_changes_nothing(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "ribauds", ["human", "human"], players=["Ann", "Bob"])
        ann, bob = RemoteTable(links["seats"][0]), RemoteTable(links["seats"][1])
        try:
            synced(ann, bob.seat, 0)
            bob.refresh()
            mover, idle = (ann, bob) if ann.seat.view["mine"] else (bob, ann)
            mover.play("fly to the moon")
            assert "color:#b00020" in mover.message.value and mover.seat.message["decision"] == 0
            idle.play(mover.session.legal()[0].notation)         # not his turn: the room's refusal, in words
            assert "It is not your turn." in idle.message.value
            assert mover.undo_button.disabled
            mover.undo()                                      # nothing of his to take back: the room's rule
            assert "Only your own last decision can be taken back" in mover.controls_message.value
            targets = {t for action in mover.session.legal() for t in action.targets}
            square = next(s.id for s in mover.session.scene.board if (s.id or "").startswith("sq-")
                          and s.id not in targets)
            mover.click(*centre(mover, square))               # a click the rules refuse: asked of the server
            assert "Not there: " in mover.message.value and "(rule place)" in mover.message.value
            assert mover.seat.message["decision"] == 0 and server.tables.rooms[mover.seat.link.room].match \
                .decisions == 0
            assert repr(ann) == "<RemoteTable: Les Ribauds, as Ann sees it>"
            assert repr(ann.match) == f"<room {ann.seat.link.room} of Les Ribauds, as Ann sees it>"
        finally:
            ann.close()
            bob.close()
        assert ann.seat._closing                              # the table joined the room: it left it


def test_a_spectator_and_the_teacher_are_offered_nothing_to_play(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "ribauds", ["human", "human"], players=["Ann", "Bob"])
        watcher, teacher = RemoteTable(links["spectator"]), RemoteTable(links["everyone"])
        try:
            assert watcher.seat.viewer == -1 and not watcher.offer.actions and watcher.undo_button.disabled
            watcher.click(*centre(watcher, "sq-0"))
            assert "Nothing to do there" in watcher.message.value and watcher.seat.message["decision"] == 0
            assert teacher.seat.viewer is None and not teacher.offer.actions and not teacher.offer.pieces
            assert "Only Ann's own link plays this decision: the teacher's sees every hand" in unescape(
                teacher.status.value)
            teacher.click(*centre(teacher, "sq-0"))
            assert teacher.seat.message["decision"] == 0
        finally:
            watcher.close()
            teacher.close()


def test_a_french_room_table_speaks_french_and_switches_to_english(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "street", ["human", "human"], players=["Ann", "Bob"])
        table = RemoteTable(links["seats"][0], lang="fr")
        try:
            assert "Ann (vous)" in table.seats_line.value and "(pas encore là)" in table.seats_line.value
            assert table.view["lang"] == "fr" and table.undo_button.description == "Annuler"
            assert "Tour 1" in table.status.value
            table.undo()                                      # the server's refusal, said in French
            assert "Seule votre dernière décision" in table.controls_message.value
            table.speak("en")                                 # the server tells the room in English from now on
            assert table.view["lang"] == "en" and table.seat.lang == "en" and "Turn 1" in table.status.value
            assert "Ann (you)" in table.seats_line.value and table.undo_button.description == "Undo"
            assert all(entry["text"].isascii() or "é" not in entry["text"] for entry in table.view["log"])
        finally:
            table.close()


def test_a_piece_is_picked_then_one_of_its_places_clicked():
    room, ann, bob = room_of("supergang", 0, 1)
    table = Table(ann if room.match.to_move == 0 else bob)
    pieces = table.offer.pieces
    assert len(pieces) > 1 and table.offer.picked is None
    piece = pieces[0]
    table.click(*centre(table, piece.id))                     # a click on the piece picks it: its places outlined
    assert table.offer.picked is not None and table.offer.picked.id == piece.id
    assert table.offer.moves and table._picked_row.layout.display != "none"
    place = next(iter(table.offer.moves))
    meant = [a for a in piece.actions if place in a.targets]
    before = room.match.decisions
    table.click(*centre(table, place))
    if table.session.choices is not None:                     # several moves to that place: choose one
        table.play(table.session.choices[0])
    assert room.match.decisions == before + 1 and room.match.decision_action(before + 1) in meant


def test_a_gift_is_asked_before_it_is_given():
    room, ann, bob = room_of("street", 0, 2)
    assert room.match.to_move == 1
    table = Table(bob)
    gift = next(a for a in table.session.legal() if a.kind == "give")
    place = next(t for t in gift.targets if any(s.id == t for s in table.session.scene.shapes()))
    before = room.match.decisions
    table.click(*centre(table, place))
    assert room.match.decisions == before and table.session.choices is not None
    assert any(a.kind == "give" for a in table.session.choices) and table.cancel_button.layout.display != "none"
    table.play(next(a for a in table.session.choices if a.kind == "give"))
    assert room.match.decisions == before + 1 and room.match.decision_action(before + 1).kind == "give"


def test_another_seat_s_move_is_outlined_and_its_own_decision_taken_back():
    room, ann, bob = room_of("ribauds", 0, 0)
    mine, theirs = Table(ann), Table(bob)
    assert room.match.to_move == 0 and mine.undo_button.disabled
    mine.play("place 0")
    assert not mine.undo_button.disabled and "Played" in mine.message.value
    assert theirs.session.last_move() == {"sq-0"} and mine.session.last_move() == frozenset()
    assert "Ann places truand 1 on square 0." in theirs.panel.last_events.value
    mine.undo()                                               # her own last decision, no chance since: taken back
    assert room.match.decisions == 0 and mine.undo_button.disabled and theirs.session.last_move() == frozenset()


def test_the_sheets_of_a_room_s_seat_show_his_own_hand_only():
    from widgets import RecordInspector

    room, ann, bob = room_of("ribauds", 3, 12)
    everyone = {sheet["player"]: sheet["lines"]["cards"] for sheet in room.view(None)["view"]["sheets"]}
    table = Table(ann)
    inspector = RecordInspector(table.match)
    table.follow(inspector)
    shown = inspector.sheets.text
    assert everyone[0] in shown and everyone[1] not in shown and "cards in hand" in shown
    for card in everyone[1].split(", "):                      # none of Bob's cards but those Ann holds or saw
        assert card not in shown or card in everyone[0].split(", ") or card in str(ann.view)
    assert inspector.tables == {title: (tuple(t["columns"]), [tuple(r) for r in t["rows"]])
                                for title, t in ann.view["tables"].items()}


def test_a_room_s_turn_clock_is_shown_as_the_server_tells_it():
    room = Room(make_room("supergang", ["Ann", "Bob"], {"time_quota": 60}, ["human", "human"], seed=1))
    seat = room.match.state.clock_seat
    table = Table(RoomSeat(room, seat))
    assert table.clock.running and 59 < table.clock.left <= 60
    shown = table.clock.widget.value
    assert ["Ann", "Bob"][seat] in shown and "left to play this turn" in shown
    assert not table.tick_clock() and room.match.decisions == 0      # the server, not the table, plays timeout
    other = Table(RoomSeat(room, 1 - seat))
    assert other.clock.running and "left to play this turn" in other.clock.widget.value


def test_the_decision_slider_looks_back_at_what_the_seat_saw_and_its_end_plays_on():
    room, ann, bob = room_of("ribauds", 0, 0)
    table = Table(ann)

    def first_move() -> None:
        room.act(room.match.to_move, room.match.legal_actions()[0].notation)
        ann.tell()
    first_move()
    first_move()
    live = ann.message["view"]
    assert table.controls.replay_row.layout.display != "none" and table.replay.max == 2 and table.replay.value == 2
    table.replay.value = 0                                    # the slider: back to the deal
    assert table.session.seen.decisions == 0 and table.match.looking == 0 and not table.offer.actions
    assert table.session.seen.as_dict()["scene"] == room.view_at(0, "en", 0)["view"]["scene"]
    assert "looking back at decision 0" in table.status.value and table.undo_button.disabled
    table.play(room.match.legal_actions()[0].notation)        # nothing is played from the past
    assert room.match.decisions == 2 and "looking back" in table.message.value
    first_move()                                              # the game goes on meanwhile: the slider grows
    assert table.replay.max == 3 and table.session.seen.decisions == 0
    table.replay.value = 3                                    # its end: the game as it is now, to play on
    assert table.match.looking is None and table.session.seen.decisions == 3
    assert bool(table.offer.actions or table.offer.pieces) == (room.match.to_move == 0)
    assert ann.message["view"] != live
    table.session.replay_to(9)                                # past the end: the game as it is now
    assert table.match.looking is None


def test_the_end_of_a_room_s_game_is_shown_without_play_again():
    room, ann, bob = room_of("ribauds", 3, 0, options={"max_turns": 1})
    rng = random.Random(3)
    while not room.match.is_over:
        room.act(room.match.to_move, rng.choice(room.match.legal_actions()).notation)
    ann.tell()
    table = Table(ann)
    assert table.ending.box.layout.display != "none" and "Game over" in table.ending.headline.value
    assert table.ending.again_button.layout.display == "none" and table.ending.replay_button.layout.display != "none"
    assert not table.offer.actions
    table.ending.replay_button.click()                        # "Replay this game": the slider at the deal
    assert table.match.looking == 0 and table.replay.value == 0 and "slider steps through" in \
        table.controls_message.value


@pytest.mark.parametrize("value", [None, 42, b"ws://x", "ws://127.0.0.1:1/room/r#t", object()])
def test_a_table_is_made_of_a_match_or_a_room_s_seat_only(value):
    with pytest.raises(TypeError, match="a Match, or a room's seat"):
        Table(value)


def test_a_room_s_table_holds_no_match_for_other_widgets():
    import gangs
    from widgets import ScenarioPanel

    room, ann, _bob = room_of("ribauds", 0, 0)
    table = Table(ann)
    with pytest.raises(ValueError, match="holds no match"):
        table.follow(ScenarioPanel(gangs.new("ribauds", players=2, seed=1)))
    table.step()
    assert "only the seats' own decisions move the game" in unescape(table.controls_message.value)
    assert room.match.decisions == 0


def _words_now(table):
    """What the Table's three lists must say now (``Panel.show_actions``): the movable pieces' cards (two or more),
    the picked piece's moves, and the actions of no piece, each as its label of this decision."""
    offer = table.session.offer
    pieces = [piece.card for piece in offer.pieces] if len(offer.pieces) > 1 else []
    moves = [action.label for action in offer.picked.actions] if offer.picked else []
    return pieces, moves, [action.label for action in offer.others]


def test_a_button_met_again_says_its_words_of_now():
    """A button whose action comes back equal (the same notation) says its words of this decision: Les Ribauds'
    « End your turn, hand kept: … » names the hand of now once a card is played, and a truand's card counts the
    moves he has now (the buttons once kept the words they had the first time, a stale hand on the screen)."""
    checked = 0
    for seed in range(11, 16):
        room, ann, bob = room_of("ribauds", seed, 0, options={"max_turns": 3})
        tables = [Table(ann), Table(bob)]
        rng = random.Random(seed)
        while not tables[0].session.seen.over:
            for table in tables:
                table.refresh()
                for shown, words in zip(table.panel.lists(), _words_now(table)):
                    buttons = [b.description for b in shown.buttons.children] if shown.children == (
                        shown.buttons,) else []
                    assert buttons == (words if len(words) <= shown.max_buttons else []), seed
                    checked += len(buttons)
            table = tables[tables[0].session.seen.to_move]
            action = rng.choice(table.session.legal())
            if action.piece:                         # as a player plays it: its piece picked, then the move
                table.pick(action.piece)
            table.play(action)
    assert checked > 0
