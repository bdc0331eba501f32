"""La Street's Prison as a punishment (issue 26, points 13 and 14): a way out of Prison never leads past the square
the prisoner was arrested on, an Embrouille on a prisoner sends him no further back than the Hôpital's exit or his
own way out, and a prisoner freed by an Évasion may buy a Maison from afar though he has one way out."""

from __future__ import annotations

from street_situations import choices, legal, roll, rules, situation

import gangs


def arrested(m, p: int, square: int) -> None:
    """Put ``p`` on ``square`` and send him to Prison by the rules (``send_to_place``), as a Descente de police,
    a Perquisition or a Balance would."""
    m.state.pos[p] = square
    m.state.send_to_place(p, "prison", [], "square-prison")


def test_exit_never_ahead_an_owner_arrested_before_his_maison_restarts_where_he_was_arrested():
    """exit-never-ahead (house rule) + prison-house-exit: « il ne repart pas du Parking — Départ quand il sort de
    prison. À la place, il place son pion sur sa Maison »: the owner of the Penthouse (square 53) arrested on
    square 10 came out on square 53, two squares from the finish, and won 93.6 % of 800 games (issue 26). Being
    punished never pays: he restarts from square 10, where he was arrested, not from Parking."""
    m = situation(2, houses={6: 0})
    arrested(m, 0, 10)
    assert m.state.prison_exits(0) == [10]
    events = roll(m, 4)                          # a 4 lets him out: 10, then 4 squares: 14
    assert rules(events)[:2] == ["roll-and-move", "exit-never-ahead"]
    assert events[1].text == ("Player 1 leaves Prison and restarts from square 10 (Karma), where the trouble "
                              "happened: a property further on would be a step forward.")
    assert m.state.position(0) == 14 and m.state.arrested[0] == -1


def test_exit_never_ahead_a_maison_behind_the_arrest_is_still_the_way_out():
    """prison-house-exit as printed: a Maison behind the square of the arrest is the way out (« il place d'abord
    son pion sur la case Maison, puis il avance »); who owns nothing restarts from Parking (leave-prison)."""
    edited = situation(2, houses={1: 0})
    arrested(edited, 0, 54)                      # Dernier virage: a Maison (48) is behind him
    assert edited.state.prison_exits(0) == [48]
    events = roll(edited, 2)
    assert "prison-house-exit" in rules(events) and edited.state.position(0) == 50
    poor = situation(2)
    arrested(poor, 0, 30)
    assert poor.state.prison_exits(0) == [0]
    events = roll(poor, 4)
    assert "leave-prison" in rules(events) and poor.state.position(0) == 4


def test_exit_never_ahead_a_terrain_owner_chooses_among_his_squares_behind_the_arrest():
    """prison-terrain-exit: « il peut aussi sortir de prison depuis l'une de ses 3 cases Terrain, au choix »:
    arrested on square 20, the Terrain's owner chooses square 14 or square 20 (his squares 25 and 29 lie past it)."""
    m = situation(2, terrain=0)
    arrested(m, 0, 20)
    roll(m, 2)
    assert m.state.phase == "exit" and choices(m) == {"exit 0", "exit 14", "exit 20"}
    events = m.play("exit 20")                   # 20, then 2: square 22, the accident (the street's own danger)
    assert rules(events)[:2] == ["exit-never-ahead", "roll-and-move"] and m.state.position(0) == "Hôpital"


def test_being_denounced_never_sends_an_owner_ahead():
    """balance: « le braquage est stoppé et le joueur qui tentait le braquage va directement en Prison » — the
    Penthouse's owner denounced on square 45 restarts from square 45, not from 53 (« out at square 53, a 2
    finishes »)."""
    m = situation(2, at={0: 43}, houses={6: 0}, hands={1: ["balance"]})
    roll(m, 2)
    m.play("heist")
    m.play("denounce")
    assert m.state.position(0) == "Prison" and m.state.arrested[0] == 45
    roll(m, 5)                                   # Player 2: 0 -> 5
    events = roll(m, 4)                          # out on a 4: from square 45, then 4: square 49
    assert "exit-never-ahead" in rules(events) and m.state.position(0) == 49


def test_embrouille_on_an_owner_in_prison_sends_him_to_restart_from_the_hopital_exit():
    """embrouille-street (issue 26 point 14): the owner of a Maison arrested on square 30 and sent from Prison to
    the Hôpital restarts from the Hôpital's exit (square 14, « il repart depuis la sortie de l'Hôpital »), not
    from Parking, worse than both his own way out (square 30) and the Hôpital's."""
    m = situation(3, at={0: 17}, houses={4: 1})
    arrested(m, 1, 30)
    roll(m, 1, "draw embrouille")                # square 18: Karma, Embrouille
    events = m.play("target 1")
    assert m.state.position(1) == "Hôpital" and m.state.back_to[1] == -1 and m.state.arrested[1] == -1
    assert "Player 2 will restart from the Hôpital's exit on leaving the Hôpital, as from Prison." in [
        e.text for e in events]
    roll(m, 2)                                   # Player 2 leaves the Hôpital on a 2: 14 + 2
    assert m.state.position(1) == 16


def test_house_any_moment_a_prisoner_freed_with_one_exit_may_buy_a_maison_first():
    """house-any-moment (issue 26 point 14): « à n'importe quel moment de la partie, un joueur peut acheter une
    maison pour 200 000 € » — a prisoner who owns nothing, freed by an Évasion in another's turn, with 200 000 €,
    is asked: buy a Maison from afar (then restart from it, never past his arrest), or restart from Parking."""
    m = situation(3, at={0: 42}, money={2: 250000})
    arrested(m, 2, 47)
    roll(m, 1)                                    # square 43: Évasion
    events = m.play("free 2")
    assert m.to_move == 2 and m.state.phase == "exit" and rules(events)[-1] == "house-any-moment"
    assert choices(m) == {"exit 0"} and {"buy house 1", "buy house 6"} <= legal(m)
    events = m.play("buy house 1")               # Studio, square 48, past square 47: he restarts from 47
    assert rules(events) == ["house-anywhere", "exit-never-ahead"] and m.state.position(2) == 47
    assert m.to_move == 1 and m.state.phase == "turn"
    poor = situation(3, at={0: 42}, money={2: 150000})
    arrested(poor, 2, 47)
    roll(poor, 1)
    poor.play("free 2")                          # no Maison within reach: nothing to ask
    assert poor.state.position(2) == 0 and poor.to_move == 1


def test_an_old_prisoner_with_no_arrest_square_keeps_his_maison_exit():
    """A position saved before the arrest square was kept (``arrested`` -1) leaves Prison as printed."""
    m = situation(2, at={0: "prison"}, houses={6: 0})
    assert m.state.arrested[0] == -1 and m.state.prison_exits(0) == [53]
    assert gangs.GAMES["street"].rules["exit-never-ahead"].house
