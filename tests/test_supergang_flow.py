"""Super Gang asks only what changes the game (issue 26, point 19).

- A heading matters only by the steps it leaves next turn (« Un personnage n'a pas le droit de faire demi-tour dans la
  rue »): a move whose heading leaves fewer or the same next steps than another move to the same place is not listed
  (it stays legal typed, so that old records replay).
- A cop pair whose die leaves it one walk takes it without asking (« il joue d'abord les flics »: the player moves the
  cops, but where there is one way there is nothing to decide).
- The managers of a free shop held up by one robber: the player chosen to play them would only roll their dice (a
  lone target is never aimed at), so nobody is asked.
- House rule ``own-racket``: a gang entering a shop it rackets itself is never made to hold it up.
- House rule ``end-by-itself`` (issue 26, points 18 and 19): when ``end`` is all that is left to do, the turn ends by
  itself; a turn with nothing to decide is one click, its roll (option ``ask_end=True`` asks ``end``, as before).
"""

from __future__ import annotations

import pytest
from supergang_situations import force, legal, play, refused, roll, situation

import gangs
from gangs.kernel.errors import RecordError

FAR = {1: "s94", 2: "s93"}
OTHERS = {"status": {"red.vamp": "prison", "red.trafficker": "prison"},
          "sentence": {"red.vamp": 9, "red.trafficker": 9}}


def test_a_free_heading_is_listed_instead_of_a_heading_it_includes():
    """sewers: a sewer jump leaves the heading free; a walk ending on the same mouth facing north allows only some
    of those steps: only the free end is listed, the other is legal typed."""
    m = situation(round=1, **OTHERS)
    roll(m, 6)                                   # six steps from the centre: s7 by the sewers, or facing north
    moves = [a for a in legal(m) if a.split()[:3] == ["move", "red.killer", "s7"]]
    assert moves == ["move red.killer s7"]
    typed = m.play("move red.killer s7 n")       # still a walk of exactly six: accepted as typed
    assert m.state.heading("red.killer") == "n" and typed[0].rule == "exact-move"


def test_every_listed_move_leaves_a_different_choice_of_next_steps():
    """At each place the listed headings differ in the steps they allow next, and none allows less than another."""
    m = situation(round=1)
    roll(m, 6, 5, 3)
    board = m.state.board
    seen: dict[tuple[str, str], list[set]] = {}
    for action in m.legal_actions():
        if action.kind == "move":
            who, where = action.args[0], action.args[1]
            head = action.args[2] if len(action.args) > 2 else ""
            seen.setdefault((who, where), []).append(set(board.onward[board.node(where), head]))
    for steps in seen.values():
        for i, mine in enumerate(steps):
            assert not any(mine <= other for j, other in enumerate(steps) if j != i)


def test_a_cop_pair_with_one_walk_takes_it_unasked():
    """cops-move: pair 1 on s79 facing north with a 1 has one walk, to s73: it is taken; pair 2 is asked."""
    m = situation(round=5, cops={1: "s79", 2: "s1"}, **{"status": {c: "prison" for c in
                                                                    ("red.killer", "red.vamp", "red.trafficker")},
                                                         "sentence": {c: 9 for c in
                                                                      ("red.killer", "red.vamp", "red.trafficker")}})
    m.state.cop_head[0] = "n"
    events = roll(m, 1, 1)
    assert [e.kind for e in events] == ["die", "die", "cops"] and m.state.cops[0]["position"] == "s73"
    assert m.state.phase == "cops" and set(legal(m)) == {"cop 2 s2 e", "cop 2 s16 s"}


def test_one_robber_the_managers_player_is_not_asked():
    """managers-defender: red's killer alone holds up a free shop with two other gangs in play: the next seat plays
    the managers; with two robbers red chooses (their darts may be aimed at either)."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "b1"}, cops=FAR)
    force(m, 6, 1, "dead")
    events = play(m, "holdup b1")
    assert m.state.phase == "main" and [e.player for e in events if e.kind == "managers"] == [1]
    two = situation(gangs=3, round=5, arrived={"red.killer": "b1", "red.vamp": "b1"}, cops=FAR)
    play(two, "holdup b1 red.killer+red.vamp")
    assert legal(two) == ["defender green", "defender yellow"]


def test_own_racket_no_hold_up_is_owed_in_ones_own_racket():
    """own-racket (house rule): red's killer enters b6, which red rackets, with no money: a hold-up is possible but
    not owed, the turn may end; he may still hold it up."""
    m = situation(round=5, arrived={"red.killer": "b6"}, rackets={"b6": 0}, cops=FAR)
    assert "holdup b6" in legal(m) and "end" in legal(m)
    play(m, "end")
    assert m.state.current == 1 and m.state.racketeer("b6") == 0


def test_own_racket_a_purchase_is_still_owed():
    """shop-must-act: with 50 briques he can buy the shop he rackets; something is owed there, as printed."""
    m = situation(round=5, arrived={"red.killer": "b6"}, rackets={"b6": 0}, money={0: 50}, cops=FAR)
    assert "end" not in legal(m) and "buy b6" in legal(m)
    assert refused(m, "end").rule == "shop-must-act"


def test_another_gangs_racket_still_owes_its_hold_up():
    """shop-must-act: in green's racket with no money, the hold-up is the act owed (« braquage » is printed)."""
    m = situation(round=5, arrived={"red.killer": "b6"}, rackets={"b6": 1}, cops=FAR)
    assert legal(m) == ["holdup b6"]


def test_end_by_itself_the_last_move_ends_the_turn():
    """end-by-itself (house rule): red's killer, the only one free, makes his move onto a square where nothing can
    be done (the bank is dry: no mugging): ``end`` is all that is left, so the turn ends at once — the prisoners
    serve their turn and green rolls — with no ``end`` step in the record."""
    m = situation(round=1, bank=0, **OTHERS)
    roll(m, 1)
    move = legal(m)[0]
    events = play(m, move)
    assert m.state.current == 1 and m.state.phase == "start" and legal(m) == ["roll"]
    assert m.state.sentence[1] == 8 and [e.kind for e in events][0] == "move"
    assert m.record.steps[-1] == move and "end" not in m.record.steps


def test_end_by_itself_asked_with_ask_end():
    """end-by-itself: with ``ask_end=True`` (the flow of every record written before the option) the same move
    leaves red's turn waiting for ``end``."""
    m = situation(round=1, bank=0, ask_end=True, **OTHERS)
    roll(m, 1)
    play(m, legal(m)[0])
    assert m.state.current == 0 and m.state.phase == "main" and legal(m) == ["end"]
    play(m, "end")
    assert m.state.current == 1 and m.state.sentence[1] == 8


def test_end_by_itself_after_the_last_act():
    """end-by-itself: red's killer stopped on s12; he mugs a passer-by, the one act there: the turn ends, the mugging
    paid, and green's turn begins. Before the act the turn waits (``end`` is not all that is left)."""
    m = situation(round=1, arrived={"red.killer": "s12"}, **OTHERS)
    assert legal(m) == ["mug s12", "end"]
    play(m, "mug s12")
    assert m.state.money(0) == 10 and m.state.current == 1 and m.state.phase == "start"


def test_end_by_itself_a_turn_with_nothing_to_decide_is_its_roll():
    """end-by-itself: a gang with nobody free and no cops to move (round 2) decides nothing: its roll ends its turn.
    ``resign``, always accepted and never listed, does not keep the turn open."""
    m = situation(round=2, status={c: "prison" for c in ("red.killer", "red.vamp", "red.trafficker")},
                  sentence={c: 9 for c in ("red.killer", "red.vamp", "red.trafficker")})
    play(m, "roll")
    assert m.state.current == 1 and m.state.phase == "start" and m.record.steps == ["roll"]


def test_end_by_itself_the_police_seat_moves_next():
    """end-by-itself with the police seat: red's last move ends its turn and the police seat, from round 3, decides
    before green's turn."""
    m = situation(round=3, bank=0, police=True, cops={1: "s94", 2: "s93"}, **OTHERS)
    play(m, "pass")                              # the police seat before red's turn
    roll(m, 1)
    play(m, legal(m)[0])
    assert m.state.current == 1 and m.state.phase == "police" and m.to_move == 2


def test_end_by_itself_a_record_replays_without_its_end_steps():
    """A new match's record, whose turns end by themselves, loads to the same position; the same steps with
    ``ask_end=True`` stop at the first turn that wanted ``end``."""
    match = gangs.new("supergang", players=2, seed=3, max_turns=5)
    match.run()
    record = match.record.to_dict()
    assert record["options"]["ask_end"] is False
    assert gangs.load(record).state == match.state
    record["options"]["ask_end"] = True
    with pytest.raises(RecordError):
        gangs.load(record)


def test_end_by_itself_a_position_is_worth_the_same_just_before_and_after_the_end():
    """end-by-itself and the computer players: « On est tenu de réclamer ses revenus à chaque tour » — the income a
    turn will collect counts in the evaluation before the turn ends, so that a move that ends the turn by itself is
    not preferred to one that leaves an act to play for the income it pays at once."""
    m = situation(round=5, arrived={"red.killer": "b3"}, owners={"b3": 0, "b7": 1}, rackets={"b1": 0}, cops=FAR,
                  ask_end=True)
    assert legal(m) == ["end"] and m.state.income_due(0) == 15 and m.state.income_due(1) == 10
    before = [m.state.evaluation(p) for p in (0, 1)]
    play(m, "end")
    assert m.state.current == 1 and m.state.money(0) == 15
    assert [m.state.evaluation(p) for p in (0, 1)] == pytest.approx(before, abs=1e-12)
