"""Super Gang's time quota (issue 26, point 17), rule ``time-quota``: « Il est recommandé d'imposer un quota de temps à
chaque joueur pour le déplacement de l'ensemble de ses personnages. Au delà de ce temps (quatre minutes en tournoi),
tout personnage non déplacé va passer le prochain tour en prison. »

The option ``time_quota`` (seconds, ``None`` by default) says the table plays with a clock; the clock plays
``timeout``, never listed, accepted only while the clock runs (``state.clock_seat``).
"""

from __future__ import annotations

import pytest
from supergang_situations import legal, play, refused, roll, situation

import gangs
from gangs import IllegalAction

GREEN = ("green.killer", "green.vamp", "green.trafficker")


def locked(*names: str) -> dict:
    """Gangsters serving a long sentence: they roll no die."""
    return {"status": {n: "prison" for n in names}, "sentence": {n: 9 for n in names}}


def test_time_quota_is_an_option_off_by_default_and_bounded():
    """time-quota: no clock by default; 30 to 1800 seconds (240 in a tournament)."""
    game = gangs.GAMES["supergang"]
    assert game.options["time_quota"].default is None
    assert gangs.new("supergang", players=2, seed=0, time_quota=240).options["time_quota"] == 240
    for wrong in (29, 1801, 2.5):
        with pytest.raises(ValueError):
            gangs.new("supergang", players=2, seed=0, time_quota=wrong)


def test_time_quota_timeout_is_refused_without_the_option_and_never_listed():
    """No clock, no timeout; with a clock it is accepted though not listed (nobody chooses it)."""
    m = situation(round=5, at={"red.killer": "s12"}, heading={"red.killer": "e"}, cops={1: "s94", 2: "s93"})
    assert refused(m, "timeout").rule == "time-quota" and m.state.clock_seat is None
    timed = situation(round=5, cops={1: "s94", 2: "s93"}, time_quota=240)
    assert timed.state.clock_seat == 0 and "timeout" not in legal(timed)
    assert gangs.kernel.TIMEOUT == "timeout"      # the notation the Table plays


def test_time_quota_characters_not_moved_spend_the_next_turn_in_prison():
    """The killer moved in time; the vamp and the trafficker did not: they miss red's next turn and leave the centre
    with their dice at the one after. The killer may still mug where he stopped; the clock no longer runs."""
    m = situation(round=5, at={"red.killer": "s11"}, heading={"red.killer": "e"}, cops={1: "s94", 2: "s93"},
                  time_quota=240, **locked(*GREEN))
    roll(m, 1, 1, 1, 2, 3)                       # the cops, then red's three
    play(m, "cop 1 s79 n", "cop 2 s92 w", "move red.killer s12 e")
    events = play(m, "timeout")
    assert [e.rule for e in events][0] == "time-quota"
    assert events[0].text == ("Time is up for Player 1 (red): the red vamp and the red trafficker, not moved, spend "
                              "the next turn in prison.")
    assert [m.state.status_of(c) for c in ("red.killer", "red.vamp", "red.trafficker")] == ["free", "prison", "prison"]
    assert legal(m) == ["mug s12", "end"] and m.state.clock_seat is None
    play(m, "end")
    while m.state.current == 1:
        play(m, legal(m)[0])
    events = play(m, "roll")                     # red's next turn: the cops' dice and the killer's only
    assert [e.data["who"] for e in events if e.kind == "die" and "." in e.data["who"]] == ["red.killer"]
    while m.state.current == 0:
        play(m, legal(m)[0])
    while m.state.current == 1:
        play(m, legal(m)[0])
    assert m.state.status_of("red.vamp") == "free" and m.state.position("red.vamp") == "centre"


def test_time_quota_prison_serves_no_line_of_the_record():
    """The clock's turn in prison is no sentence: a wanted gangster comes out still wanted."""
    m = situation(round=5, at={"red.killer": "s11"}, heading={"red.killer": "e"}, records={"red.vamp": ["holdup"]},
                  cops={1: "s94", 2: "s93"}, time_quota=240, **locked(*GREEN))
    roll(m, 1, 1, 1, 2, 3)
    play(m, "timeout")                           # before the cops even moved
    assert m.state.status_of("red.vamp") == "prison" and not m.state.criminal_record("red.vamp")[0].served
    for _ in range(200):
        if m.state.status_of("red.vamp") == "free":
            break
        play(m, legal(m)[0])
    assert m.state.status_of("red.vamp") == "free" and m.state.wanted("red.vamp")
    assert not m.state.criminal_record("red.vamp")[0].served


def test_time_quota_the_clock_waits_while_another_seat_decides():
    """An arrest is answered by the arrested gang: the clock of the gang whose turn it is does not run, and
    timeout is refused until its own decisions come back."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, time_quota=240,
                  **locked("green.vamp", "green.trafficker", "red.vamp", "red.trafficker"))
    roll(m, 1, 1, 1)                             # the cops, then the green killer, still to move
    play(m, "cop 1 s12 w")
    assert m.state.phase == "arrest" and m.to_move == 0 and m.state.clock_seat is None
    with pytest.raises(IllegalAction) as refusal:
        m.play("timeout")
    assert refusal.value.rule == "time-quota"
    play(m, "surrender")
    assert m.state.clock_seat == 1


def test_time_quota_a_record_with_a_timeout_replays():
    """The notation ``timeout`` goes into the record like any decision and replays."""
    m = gangs.new("supergang", players=2, seed=4, time_quota=60)
    m.play("roll")
    m.play("timeout")
    again = gangs.load(m.record.to_json())
    assert again.state == m.state and [s.notation for s in again.steps if s.notation == "timeout"] == ["timeout"]


def test_time_quota_the_clock_stops_once_every_character_has_moved():
    """« pour le déplacement de l'ensemble de ses personnages »: every red character has arrived, so the clock stops;
    timeout is refused, and cannot dodge « il doit obligatoirement y faire quelque chose »."""
    m = situation(round=5, arrived={"red.killer": "b5", "red.vamp": "s10", "red.trafficker": "s20"},
                  money={0: 50}, time_quota=240, cops={1: "s94", 2: "s80"})
    assert m.state.phase == "main" and m.state.clock_seat is None
    assert refused(m, "timeout").rule == "time-quota"
    assert refused(m, "end").rule == "shop-must-act"
    assert m.state.current == 0


def test_time_quota_a_timeout_leaves_the_moved_characters_their_acts_and_duties():
    """The killer walked into Bar-tabac Le Balto... (b7); the time runs out before the vamp and the trafficker move:
    they go to prison, and the killer must still do something in the shop (shop-must-act)."""
    m = situation(round=5, at={"red.killer": "s11"}, heading={"red.killer": "e"}, cops={1: "s94", 2: "s93"},
                  money={0: 50}, time_quota=240, **locked(*GREEN))
    roll(m, 1, 1, 3, 2, 3)
    play(m, "cop 1 s79 n", "cop 2 s92 w", "move red.killer b7")
    assert m.state.clock_seat == 0
    play(m, "timeout")
    assert [m.state.status_of(c) for c in ("red.killer", "red.vamp", "red.trafficker")] == ["free", "prison", "prison"]
    assert m.state.current == 0 and m.state.phase == "main" and m.state.clock_seat is None
    assert "end" not in legal(m) and refused(m, "end").rule == "shop-must-act"
    assert any(a.endswith(" b7") for a in legal(m))


def test_time_quota_a_timeout_with_nothing_left_to_do_ends_the_turn():
    """The bank is dry (no mugging): once the late characters are in prison only ``end`` is left, and the turn ends
    by itself."""
    m = situation(round=5, at={"red.killer": "s11"}, heading={"red.killer": "e"}, cops={1: "s94", 2: "s93"},
                  time_quota=240, bank=0, **locked(*GREEN))
    roll(m, 1, 1, 1, 2, 3)
    play(m, "cop 1 s79 n", "cop 2 s92 w", "move red.killer s12 e")
    play(m, "timeout")
    assert m.state.current == 1 and m.state.status_of("red.killer") == "free"


def test_time_quota_a_timeout_before_the_dice_jails_every_free_character_and_the_cops_still_move():
    """Time runs out at the start of the turn: the three red characters, none moved, go to prison; the turn goes on
    unclocked, the dice are rolled for the cops only, and red still moves them."""
    m = situation(round=5, cops={1: "s94", 2: "s93"}, time_quota=240, **locked(*GREEN))
    assert m.state.phase == "start" and m.state.clock_seat == 0
    events = play(m, "timeout")
    assert events[0].text == ("Time is up for Player 1 (red): the red killer, the red vamp and the red trafficker, "
                              "not moved, spend the next turn in prison.")
    assert m.state.phase == "start" and m.state.clock_seat is None and m.state.current == 0
    events = roll(m, 1, 1)
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-1", "cops-2"]
    assert m.state.phase == "cops" and m.to_move == 0


def test_time_quota_no_clock_for_a_gang_with_no_character_to_move():
    """Every red and green gangster is in prison: red still brings the cops out of the sewer, but has no character
    to move, so its clock does not run and timeout is refused (no « every character has moved » said falsely)."""
    red = ("red.killer", "red.vamp", "red.trafficker")
    m = situation(ask_end=True, round=5, cops={1: "s8", 2: "s94"}, time_quota=240, **locked(*red, *GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 s7 w", "cop 2 s79 n", "end")
    roll(m, 1)
    play(m, "cop 2 s73 n", "end")
    assert m.state.phase == "resurface" and m.state.clock_seat is None
    assert refused(m, "timeout").rule == "time-quota"


def test_time_quota_a_timeout_while_the_cops_come_out_of_the_sewer_jails_the_late_and_the_cops_still_come_out():
    """Red pushed pair 1 into the sewer (s7) and has its killer free: the time runs out while red chooses the sewer
    mouth. The killer goes to prison; red still brings pair 1 out, unclocked, and the turn goes on."""
    m = situation(ask_end=True, round=5, cops={1: "s8", 2: "s94"}, time_quota=240,
                  **locked("red.vamp", "red.trafficker", *GREEN))
    roll(m, 1, 1, 2)
    play(m, "cop 1 s7 w", "cop 2 s79 n", "move red.killer s24 n", "end")
    roll(m, 1)
    play(m, "cop 2 s73 n", "end")
    assert m.state.phase == "resurface" and m.state.clock_seat == 0
    events = play(m, "timeout")
    assert events[0].text == "Time is up for Player 1 (red): the red killer, not moved, spends the next turn in prison."
    assert m.state.status_of("red.killer") == "prison" and m.state.phase == "resurface"
    assert m.state.clock_seat is None and m.state.cop_state[0] == "sewer"
    play(m, "resurface 1 s7")
    assert m.state.phase == "start" and m.state.cop_state == ["board", "board"]
