"""La Street's evaluation (gangs/street/evaluation.py) and messages that mutation testing (`make mutants --part
street`) found no test to pin: each test here kills mutants that survived every other test of the street part.

mutmut runs on a mutant only the tests that called the mutated function in its first pass, and the evaluation's
tables are worked out once per board (a match's actions once per board, table of names and language). So each test
seats a table of names of its own, and a test of the tables plays on a board of its own: the standard board's text
with a comment naming the test (a distinct text is a distinct board), so the tables are worked out inside it.
"""

from __future__ import annotations

import re

import pytest
from street_situations import situation

from gangs import CHANCE
from gangs.street.board import load_board
from gangs.street.evaluation import LATE_PRISON_RISK, PRISON_RISK, _played, _tables, assets, coming_money, turns_to_win

SPECIAL = {"police", "hospital", "prison", "rip", "music", "bag", "finish"}
"""The kinds of square that act once a pawn lands there, in the evaluation's tables."""


def own_board(tmp_path, tag: str, keep: tuple[str, ...] = ()) -> str:
    """The path of a copy of the standard board, distinct from every other by a comment naming ``tag``; with
    ``keep``, its Karma pile holds those cards alone (every other card's count is 0)."""
    text = load_board.standard_text()
    if keep:
        blocks = text.split("[[card]]")
        for i, block in enumerate(blocks[1:], start=1):
            if not any(f'key = "{key}"' in block for key in keep):
                blocks[i] = re.sub(r"^count = \d+$", "count = 0", block, flags=re.MULTILINE)
        text = "[[card]]".join(blocks)
    path = tmp_path / "board.toml"
    path.write_text(f"{text}\n# {tag}\n", encoding="utf-8")
    return str(path)


def go(state, *notations: str):
    """Play on ``state`` each action or chance outcome named (``"roll"``, ``"die 2"``...), in order."""
    for notation in notations:
        offered = [o for o, _ in state.chance_outcomes()] if state.to_move == CHANCE else state.legal_actions()
        state.apply(next(action for action in offered if action.notation == notation))
    return state


# -- the tables of the race (``_solve``) ----------------------------------------------------------------------------
def test_a_note_de_musique_costs_the_maison_de_disques_roll(tmp_path):
    """« a Note de musique the Maison de disques' roll »: landing on one is worth exactly the roll."""
    m = situation(["Music A", "Music B"], board=own_board(tmp_path, "music"))
    board = m.state.board
    tables = _tables(board, m.state.mode)
    music = [s for s in range(board.finish + 1) if board.kinds[s] == "music"]
    assert music
    for s in music:
        assert tables.landed[s] == tables.record
        assert tables.landed[s] != tables.turns[s]


def test_the_hospital_square_holds_the_pawn_and_sends_it_back(tmp_path):
    """The Hôpital holds a pawn until a 2, 4 or 6 (2 turns on average) and sends it back to its exit, behind the
    square: landing there costs more than a turn over standing on it."""
    m = situation(["Hospital A", "Hospital B"], board=own_board(tmp_path, "hospital"))
    board = m.state.board
    tables = _tables(board, m.state.mode)
    (square,) = [s for s in range(board.finish + 1) if board.kinds[s] == "hospital"]
    assert board.places["hopital"].exit < square
    assert tables.landed[square][0] > tables.turns[square][0] + 1.0


def test_a_move_back_card_lands_the_pawn_that_many_squares_back_and_never_behind_parking(tmp_path):
    """« Embouteillage : recule de 3 cases. » With the Embouteillages and the Balance alone in the pile, landing
    on a Karma square is worth standing 3 squares back (no card drawn there; or on Parking — Départ from square 2)
    for an Embouteillage, and staying there for the Balance (a card kept)."""
    m = situation(["Back A", "Back B"], board=own_board(tmp_path, "back", keep=("embouteillage", "balance")))
    board = m.state.board
    backs, balances = (board.cards[board.card_index[key]].count for key in ("embouteillage", "balance"))
    assert backs == 2 and board.deck_size == backs + balances
    tables = _tables(board, m.state.mode)
    checked = []
    for s in range(board.finish + 1):
        back = max(0, s - 3)
        if board.kinds[s] == "karma" and board.kinds[back] not in SPECIAL:
            for i in range(2):
                expected = (backs * tables.turns[back][i] + balances * tables.turns[s][i]) / board.deck_size
                assert tables.landed[s][i] == pytest.approx(expected), s
            checked.append(s)
    assert 2 in checked and any(board.kinds[s - 3] == "karma" for s in checked if s >= 3)


# -- a position's turns to go and money to come ---------------------------------------------------------------------
def test_turns_missed_at_the_maison_de_disques_roll_cost_that_many_turns():
    """From the Maison de disques' roll, the turns to miss come on top of what the roll brings."""
    m = situation(["Record A", "Record B"], at={0: 5})
    state = go(m.state.clone(), "roll", "die 3")
    assert state.phase == "die" and state.pending.purpose == "record"
    missing = state.clone()
    missing.skip[0] = 2
    free, late = turns_to_win(state, 0), turns_to_win(missing, 0)
    assert late[0] == pytest.approx(free[0] + 2)
    assert late[1] == pytest.approx(free[1] + 4 * free[0] + 4)


def test_while_the_heist_die_rolls_the_pawn_is_worth_the_heist():
    """While the heist's own die rolls, the bag has yet to act: the pawn is worth what trying the heist costs, as
    when he chose to, and his next roll brings half the heist's prize (a 2, 4 or 6)."""
    m = situation(["Heist A", "Heist B"], at={0: 17})
    choosing = go(m.state.clone(), "roll", "die 2")
    assert choosing.phase == "heist"
    rolling = go(choosing.clone(), "heist", "silent")
    assert rolling.phase == "die" and rolling.pending.purpose == "heist" and rolling.to_move == CHANCE
    tables = _tables(rolling.board, rolling.mode)
    assert tables.landed[19][0] < tables.turns[19][0]          # trying is worth it: choosing is worth the heist
    assert turns_to_win(rolling, 0) == turns_to_win(choosing, 0) == tables.landed[19]
    assert coming_money(rolling, 0) == rolling.board.prices["heist"] / 2


def test_a_take_card_brings_its_amount_while_its_target_is_chosen():
    """« Coup de pression : prends 10 000 € au joueur de ton choix. » While the drawer picks whom, his money to
    come is the 10 000 €; while he picks whom an Embrouille sends to the Hôpital, nothing."""
    m = situation(["Take A", "Take B", "Take C"], at={0: 1}, money={1: 30000, 2: 30000})
    state = go(m.state.clone(), "roll", "die 1", "draw pression")
    assert state.phase == "target" and state.pending.effect == "take"
    assert coming_money(state, 0) == 10000
    state = go(m.state.clone(), "roll", "die 1", "draw embrouille")
    assert state.phase == "target" and state.pending.effect == "hospital"
    assert coming_money(state, 0) == 0.0


def test_a_karma_card_to_draw_is_worth_the_pile_as_it_is():
    """When a Karma card is to be drawn, the money to come is the average card of the pile as it is: a pile of
    Amendes alone costs 10 000 €."""
    m = situation(["Draw A", "Draw B"], at={0: 1}, money={0: 50000}, pile={"amende": 3})
    state = go(m.state.clone(), "roll", "die 1")
    assert state.phase == "draw" and state.to_move == CHANCE
    assert coming_money(state, 0) == -10000


def test_a_maison_is_worth_more_before_the_last_descente_de_police():
    """A Maison is a way out of Prison, worth the turns it saves there times the chance of going there again:
    PRISON_RISK before the Descente de police of square 47, LATE_PRISON_RISK once past it (on the Maison squares).
    Its way out never leads past the square of the arrest (exit-never-ahead): from square 46 it saves the walk
    from Parking to 46, more than from square 10; on square 48 it is the Maison itself."""
    def worth(square: int) -> float:
        names = [f"Risk {square} A", f"Risk {square} B"]
        owner = situation(names, at={0: square}, houses={1: 0}).state
        none = situation(names, at={0: square}).state
        return assets(owner, 0, 0.0) - assets(none, 0, 0.0)

    early, before, late = worth(10), worth(46), worth(48)
    assert 0 < early < before
    assert before / late == pytest.approx((PRISON_RISK / LATE_PRISON_RISK) * saved(46) / saved(48))


def saved(square: int) -> float:
    """The turns a way out of Prison on ``square`` saves over Parking (``assets``' measure)."""
    from gangs.street.evaluation import _wait

    board = situation(["Saved A", "Saved B"]).state.board
    landed = _tables(board, "normal").landed
    return _wait(board, landed, 0, False)[0] - _wait(board, landed, square, False)[0]


# -- the rounds and the order of play -------------------------------------------------------------------------------
def test_the_rounds_played_count_a_turn_once_its_player_has_rolled():
    """Rounds played so far: in round 12 before the third player rolls, 11 and 2/3; once he has rolled, 12."""
    m = situation(["Played A", "Played B", "Played C"], turn_of=2, round=12, at={2: 17})
    before = m.state.clone()
    assert _played(before) == pytest.approx(11 + 2 / 3)
    rolled = go(before.clone(), "roll", "die 2")
    assert rolled.phase == "heist"
    assert _played(rolled) == pytest.approx(12)


def test_the_player_to_move_rolls_first_then_the_others_in_seat_order():
    """Pawns on the same square: the player to move stands best, then the next in seat order; once he has rolled
    (onto a Sac d'argent, where he stops to choose), the next player rolls first."""
    m = situation(["Order A", "Order B", "Order C"], at={0: 17, 1: 17, 2: 17}, turn_of=1)
    state = m.state
    assert state.evaluation(1) > state.evaluation(2) > state.evaluation(0)
    rolled = go(state.clone(), "roll", "die 2")
    assert rolled.phase == "heist" and rolled.pos[1] == 19
    assert rolled.evaluation(2) > rolled.evaluation(0)


def test_a_turn_to_miss_puts_a_pawn_a_round_behind_as_much_as_half_a_round_of_order_in_a_game_of_two():
    """In a game of two, the player to move is half a round ahead of the other on the same square. With a turn to
    miss he is half a round behind: the other stands as well as when it is his own turn to move."""
    names = ["Half A", "Half B"]
    missing = situation(names, at={0: 17, 1: 17}, skip={0: 1}, turn_of=0).state
    second = situation(names, at={0: 17, 1: 17}, turn_of=1).state
    assert missing.evaluation(1) > 0.5
    assert missing.evaluation(1) == pytest.approx(second.evaluation(1), rel=1e-9)


def test_each_player_still_to_answer_a_stop_agrees_at_even_odds():
    """While a proposal to stop is on the table, each player still to answer is taken to agree at even odds: the
    richest's shortfall from a sure win grows by half as much again with one more player to answer."""
    m = situation(["Stop A", "Stop B", "Stop C"], at={0: 20, 1: 22, 2: 21}, money={0: 90000, 1: 10000, 2: 5000},
                  round=31)
    m.play("stop")
    two = m.state.clone()
    assert two.phase == "agree" and len(two.pending.asked) == 2
    m.play("agree")
    one = m.state.clone()
    assert one.phase == "agree" and len(one.pending.asked) == 1
    assert (1 - two.evaluation(0)) / (1 - one.evaluation(0)) == pytest.approx(1.5)


# -- messages told in French ----------------------------------------------------------------------------------------
def test_a_heist_that_succeeds_is_told_in_french():
    m = situation(["Butin", "Voisin"], at={0: 17}, money={0: 5000}, lang="fr")
    m.force(2)
    m.play("roll")
    m.play("heist")
    m.force(2)
    events = m.play("silent")
    assert events[-1].text == "Butin part à Marbella avec le butin."


def test_paying_all_one_has_is_told_in_french():
    m = situation(["Fauché", "Voisin"], at={0: 1}, money={0: 4000}, lang="fr")
    m.force(1)
    m.force("draw amende")
    events = m.play("roll")
    assert events[-1].text == "Fauché paie tout ce qui reste, 4\u202f000 € (pas de dettes)."


def test_agreeing_to_stop_is_told_in_french():
    m = situation(["Arrêt A", "Arrêt B", "Arrêt C"], money={0: 10000, 1: 70000, 2: 30000}, turn_of=2, round=30,
                  lang="fr")
    m.play("stop")
    events = m.play("agree")
    assert [event.text for event in events] == ["Arrêt A accepte d'arrêter."]
