"""The table server's rooms without a network (issue 29): only the seat to move acts, checked by the engine; the
teacher and spectators never act; a player takes back only his own last decision before any chance or another
player's act; a seat whose player is gone past the grace period is played by a computer; every decision is kept in
SQLite and a room reopened is where it was; every message a client sends is read as bounded JSON of known fields,
and anything else is refused, changing nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("websockets")

import gangs  # noqa: E402
from gangs.kernel import SPECTATOR, IllegalAction  # noqa: E402
from gangs.net import (  # noqa: E402
    NetError,
    Room,
    RoomStore,
    make_room,
    parse_link,
    protocol,  # noqa: E402
    room_links,
)
from gangs.net.room import EVERYONE, WATCHER, open_rooms  # noqa: E402


def ribauds_room(store=None, seats=("human", "human", "random"), grace=30.0, seed=5):
    stored = make_room("ribauds", None, {}, list(seats), grace, seed=seed)
    if store is not None:
        store.add(stored)
    return Room(stored, store)


def token(room, held):
    return room.token_of(held)


def first_action(room):
    return room.match.legal_actions()[0].notation


def test_a_room_has_a_secret_token_per_human_seat_one_for_spectators_and_one_for_the_teacher():
    room = ribauds_room()
    assert sorted(v for v in room.tokens.values() if isinstance(v, int)) == [0, 1]
    assert room.viewer_of(token(room, 0)) == 0 and room.viewer_of(token(room, 1)) == 1
    assert room.viewer_of(token(room, WATCHER)) == SPECTATOR and room.viewer_of(token(room, EVERYONE)) is None
    assert len(set(room.tokens)) == 4 and all(len(t) >= 20 for t in room.tokens)
    for bad in (None, 3, b"x", "", "x" * 10000, ["a"], token(room, 0)[:-1]):
        with pytest.raises(NetError) as refused:
            room.viewer_of(bad)
        assert refused.value.code == "token"


def test_only_the_seat_to_move_acts_and_nothing_changes_on_a_refusal():
    room = ribauds_room()
    mover = room.match.to_move
    other = 1 - mover
    record = room.match.record.to_dict()
    for viewer, code in ((other, "not-your-turn"), (SPECTATOR, "seat"), (None, "seat")):
        with pytest.raises(NetError) as refused:
            room.act(viewer, first_action(room))
        assert refused.value.code == code
    with pytest.raises(NetError) as refused:
        room.act(mover, first_action(room), at=room.match.decisions + 1)
    assert refused.value.code == "stale"
    for bad in (None, 7, "", "x" * 201, ["roll"]):
        with pytest.raises(NetError):
            room.act(mover, bad)
    with pytest.raises(IllegalAction):
        room.act(mover, "fly to the moon")
    assert room.match.record.to_dict() == record
    room.act(mover, first_action(room), at=0)
    assert room.match.decisions == 1


def test_a_player_takes_back_only_his_own_last_decision_before_chance_or_another_s_act():
    """« Undo »: Board Game Arena's rule (the issue): a player may take back his own last decision until a die is
    rolled, a card is drawn or another player acts."""
    room = ribauds_room(seats=("human", "human"))
    mover = room.match.to_move
    assert not room.can_undo(mover)                            # nothing played yet
    room.act(mover, first_action(room))
    steps = room.match.steps
    if len(steps) == 1:                                        # no card drawn: his to take back, nobody else's
        assert room.can_undo(mover) and not room.can_undo(1 - mover) and not room.can_undo(None)
        room.undo(mover)
        assert room.match.decisions == 0
    with pytest.raises(NetError):
        room.undo(1 - mover)
    # a decision followed by chance (a card drawn, a die rolled) cannot be taken back
    for _ in range(400):
        if room.match.is_over:
            break
        player, before = room.match.to_move, len(room.match.steps)
        room.act(player, first_action(room))
        if len(room.match.steps) - before > 1:
            assert not room.can_undo(player)
            with pytest.raises(NetError) as refused:
                room.undo(player)
            assert refused.value.code == "undo"
            break
    else:
        pytest.fail("no decision followed by chance in 400")


def test_a_seat_left_empty_is_played_by_a_computer_after_the_grace_period_until_its_player_is_back():
    room = ribauds_room(seats=("human", "human"), grace=10.0)
    start = room.stored.created
    mover = room.match.to_move
    assert not room.played_by_computer(mover, now=start + 5)
    assert room.played_by_computer(mover, now=start + 11)
    assert room.seats_seen(now=start + 11)[mover]["played_by"] == "computer"
    assert room.play_computer(now=start + 11) and room.match.decisions == 1
    room.arrive(0)
    room.arrive(1)
    assert room.computer_to_move(now=start + 100) is None
    assert [s["present"] for s in room.seats_seen()] == [True, True]
    room.leave(1, now=start + 200)
    assert room.present == {0: 1} and not room.played_by_computer(1, now=start + 205)
    assert room.played_by_computer(1, now=start + 211)


def test_every_decision_is_kept_and_a_room_reopened_is_where_it_was(tmp_path):
    store = RoomStore(tmp_path / "rooms.sqlite")
    room = ribauds_room(store)
    while room.match.decisions < 40 and not room.match.is_over:
        mover = room.match.to_move
        if room.computer_to_move(now=room.stored.created) is not None:
            room.play_computer(now=room.stored.created)
        else:
            room.act(mover, first_action(room))
    record = room.match.record.to_dict()
    store.close()
    again = open_rooms(RoomStore(tmp_path / "rooms.sqlite"))[room.id]
    assert again.match.record.to_dict() == record and again.tokens == room.tokens and again.seats == room.seats
    assert again.can_undo(again._movers[-1]) == room.can_undo(room._movers[-1])


def test_a_finished_game_s_record_is_kept(tmp_path):
    store = RoomStore(tmp_path / "rooms.sqlite")
    room = ribauds_room(store, seats=("human", "random"))
    while not room.match.is_over:
        if not room.play_computer(now=room.stored.created + 1000):
            room.act(room.match.to_move, first_action(room))
    kept = store.records()
    assert len(kept) == 1 and gangs.load(kept[0]).record.to_dict() == room.match.record.to_dict()
    with pytest.raises(NetError) as refused:
        room.act(0, "roll")
    assert refused.value.code == "over"


@pytest.mark.parametrize("game, players, options, seats, grace", [
    ("chess", None, {}, ["human", "human"], 30),
    (None, None, {}, ["human", "human"], 30),
    ("ribauds", None, {}, ["human"], 30),                     # too few seats
    ("ribauds", None, {}, ["human"] * 9, 30),                  # too many
    ("ribauds", None, {}, ["random", "greedy"], 30),           # nobody to play
    ("ribauds", None, {}, ["human", "mcts"], 30),              # not a computer the server seats
    ("ribauds", None, {}, "human,human", 30),
    ("ribauds", None, {}, ["human", "human"], -1),
    ("ribauds", None, {}, ["human", "human"], 10 ** 9),
    ("ribauds", None, {}, ["human", "human"], True),
    ("ribauds", None, {"no_such_option": 1}, ["human", "human"], 30),
    ("ribauds", None, [], ["human", "human"], 30),
    ("ribauds", ["A", "B", "C"], {}, ["human", "human"], 30),   # a name per seat
    ("ribauds", ["A", 3], {}, ["human", "human"], 30),
])
def test_a_room_asked_wrong_is_refused(game, players, options, seats, grace):
    with pytest.raises(NetError):
        make_room(game, players, options, seats, grace)


def test_a_room_reads_no_file_an_option_names(tmp_path):
    """A board file a visitor names is never read, even a real one: the option is refused."""
    reading = [(key, name) for key, game in gangs.GAMES.items() for name, option in game.options.items()
               if getattr(option, "reads_file", False)]
    assert {key for key, _name in reading} == set(gangs.GAMES)
    for key, name in reading:
        board = next((Path(gangs.__file__).parent / key).glob("*.toml"))
        copy = tmp_path / board.name
        copy.write_bytes(board.read_bytes())
        with pytest.raises(NetError) as refused:
            make_room(key, None, {name: str(copy)}, ["human", "human"], 30)
        assert refused.value.code == "options"


@pytest.mark.parametrize("text", [
    None, 3, b"\xff\xfe", "", "[]", "null", '"join"', "{", "x" * (protocol.MAX_MESSAGE + 1),
    "[" * 100000, '{"type": "eval"}', '{"type": "join"}', '{"type": "join", "room": 3, "token": "t"}',
    '{"type": "act", "action": "roll", "at": true}', '{"type": "act", "action": "roll", "evil": 1}',
    '{"type": "create", "game": "street"}', '{"type": "act", "action": {"x": 1}}',
    '{"type": "why"}', '{"type": "why", "ids": "sq-1"}', '{"type": "why", "ids": [1]}',
    '{"type": "why", "ids": ["a", "b", "c", "d", "e", "f", "g", "h", "i"]}',
    '{"type": "why", "ids": ["' + "x" * (protocol.LONGEST_ID + 1) + '"]}',
    '{"type": "why", "ids": [], "piece": 7}', '{"type": "why", "ids": [], "piece": "' + "p" * 101 + '"}',
    '{"type": "look"}', '{"type": "look", "decision": "3"}', '{"type": "look", "decision": 1.5}',
    '{"type": "look", "decision": true}',
])
def test_a_message_that_is_not_one_is_refused(text):
    with pytest.raises(NetError) as refused:
        protocol.read(text)
    assert refused.value.code == "message"


def test_a_message_is_read_with_its_fields():
    assert protocol.read(b'{"type": "act", "action": "roll", "at": 3}') == {"type": "act", "action": "roll", "at": 3}
    assert protocol.read('{"type": "ping"}') == {"type": "ping"}
    assert protocol.read('{"type": "why", "piece": null, "ids": ["sq-3"]}') == {"type": "why", "piece": None,
                                                                                "ids": ["sq-3"]}
    assert json.loads(protocol.write(protocol.error("illegal", "non", "rule-x"))) == {
        "type": "error", "code": "illegal", "message": "non", "rule": "rule-x"}


def test_a_link_holds_its_server_room_and_token():
    link = parse_link("ws://127.0.0.1:8765/room/abc_DEF-1#tok_en-9")
    assert (link.url, link.room, link.token) == ("ws://127.0.0.1:8765", "abc_DEF-1", "tok_en-9")
    assert str(link) == "ws://127.0.0.1:8765/room/abc_DEF-1#tok_en-9"
    assert parse_link(" wss://gangs.example.org/room/r#t ").url == "wss://gangs.example.org"
    for bad in (None, 3, "", "http://x/room/r#t", "ws://x/room/r", "ws://x/room/r#t; rm -rf /",
                "ws://x/room/../../etc#t", "ws://x/room/r#" + "t" * 400, "file:///etc/passwd"):
        with pytest.raises(ValueError):
            parse_link(bad)
    links = room_links("ws://h:1/", "r", {"seats": {"0": "a", "2": "b"}, "spectator": "s", "everyone": "e"})
    assert links == {"seats": {0: "ws://h:1/room/r#a", 2: "ws://h:1/room/r#b"}, "spectator": "ws://h:1/room/r#s",
                     "everyone": "ws://h:1/room/r#e"}


def test_rooms_whose_game_is_over_are_kept_open_only_the_newest(tmp_path, monkeypatch):
    """A public server's memory stays bounded: of the rooms whose game is over, the newest KEPT_OVER stay open
    (for their players to see the end), and a server started again opens only those and the rooms in play."""
    from gangs.net import server as serving

    monkeypatch.setattr(serving, "KEPT_OVER", 2)
    store = RoomStore(tmp_path / "rooms.sqlite")
    tables = serving.TableServer(store)
    rooms = []
    for seed in range(4):
        room = ribauds_room(store, seats=("human", "random"), seed=seed)
        room.stored.created += seed                          # oldest first
        while not room.match.is_over:
            if not room.play_computer(now=room.stored.created + 1000):
                room.act(room.match.to_move, first_action(room))
        tables.rooms[room.id] = room
        rooms.append(room)
    playing = ribauds_room(store, seed=9)
    tables.rooms[playing.id] = playing
    tables._close_old_rooms()
    assert set(tables.rooms) == {rooms[2].id, rooms[3].id, playing.id}
    assert len(store.records()) == 4                         # every record kept all the same
    assert set(open_rooms(store, over=2)) == {rooms[2].id, rooms[3].id, playing.id}


def test_a_room_s_turn_clock_plays_timeout_once_the_seat_s_time_is_spent():
    """Super Gang's « quota de temps » (rule time-quota) in a room: the server counts the seat's time as a table at
    one screen does, tells it in each view, and plays ``timeout`` for him once it is spent; no player may."""
    room = Room(make_room("supergang", ["Ann", "Bob"], {"time_quota": 30}, ["human", "human"], seed=1))
    now = [1000.0]
    room.timer.now = lambda: now[0]
    seat = room.match.state.clock_seat
    assert room.clock() == {"seat": seat, "left": 30.0} and room.view(seat)["clock"] == {"seat": seat, "left": 30.0}
    with pytest.raises(NetError) as refused:
        room.act(seat, "timeout")
    assert refused.value.code == "message" and room.match.decisions == 0
    now[0] += 29
    assert room.clock()["left"] == 1.0 and not room.play_clock() and room.match.decisions == 0
    now[0] += 1
    assert room.play_clock() and room.match.decisions == 1
    assert room.match.decision_action(1).notation == "timeout"
    assert [e.rule for e in room.match.events_by_decision()[1]] == ["time-quota"]


def test_a_room_without_a_quota_keeps_no_clock():
    room = Room(make_room("supergang", ["Ann", "Bob"], {}, ["human", "human"], seed=1))
    assert room.clock() is None and not room.play_clock() and room.view(0)["clock"] is None


@pytest.mark.parametrize("decision", [-1, 3, 10**30, None, "0", True])
def test_a_look_back_at_a_decision_not_made_is_refused(decision):
    room = ribauds_room()
    room.act(room.match.to_move, first_action(room))
    with pytest.raises(NetError) as refused:
        room.view_at(0, "en", decision)
    assert refused.value.code == "look"
