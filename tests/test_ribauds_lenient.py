"""Les Ribauds' option ``reading``: ``"printed"`` (the default: the rules of issue 26) and ``"lenient"`` (the rules
of 24a9e53, before issue 26). A record written then does not name the option, is refused by the printed rules at
its second placement of the setup, and replays with the lenient ones (``Option.earlier``), so that a record that a
match wrote always loads (house rule ``lenient``).

``tests/data/ribauds_old.json`` holds four records written by the code of 24a9e53: seeded games of 2, 3 and 4
players (random and greedy agents) that play up to three cards a turn, every kind of card (Échange, Cavale,
Planque, the Sergent's), a placement after a card, a theft after a one-square step, the Sergent's placement, and
end by the last purse of a colour and by the Prévôt, each with the final position and the result that code gave.
The situations use the ``carre`` layout of ``ribauds_situations.py`` (square ``12 * row + col``; the Sergent
starts on 66, the Roi on 77, the Prévôt on 78)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ribauds_situations import legal_of, loot_of, play, refused, rules, situation, targets, where

import gangs
from gangs.kernel import RecordError
from gangs.render import Text
from gangs.ribauds.board import load_board
from gangs.ribauds.lenient import LenientState
from gangs.ribauds.pending import Figure, Finish
from gangs.ribauds.pieces import LOST, RESERVE

OLD = json.loads((Path(__file__).parent / "data" / "ribauds_old.json").read_text(encoding="utf-8"))["games"]
FINAL = ("truands", "purses", "loot", "spent", "ecus", "figures", "hands", "deck", "discard", "out", "must_place")
"""The fields of the final position each saved game gives."""


def final_position(m) -> dict:
    """The final position of ``m`` as the saved games write it."""
    s = m.state
    found = {name: [list(hand) for hand in s.hands] if name == "hands" else list(getattr(s, name)) for name in FINAL}
    return {**found, "turn": s.turn_, "winners": list(s.winners_ or ())}


def lenient(players: int = 2, **kwargs):
    """A situation of ``ribauds_situations`` played with ``reading="lenient"``."""
    return situation(players, reading="lenient", **kwargs)


# -- the records of 24a9e53 --------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", OLD, ids=[f"seed{g['seed']}-{len(g['record']['players'])}p" for g in OLD])
def test_a_record_of_24a9e53_loads_as_lenient_and_replays_exactly(game):
    """lenient: a record written before the option (no ``reading`` in its options) loads with the lenient rules,
    to the same final position and result; saved again it names ``reading="lenient"`` and loads again."""
    record = game["record"]
    assert "reading" not in record["options"]
    m = gangs.load(record)
    assert isinstance(m.state, LenientState) and m.state.options["reading"] == "lenient"
    assert final_position(m) == game["final"]
    saved = m.record.to_dict()
    assert saved["result"] == record["result"] and saved["steps"] == record["steps"]
    assert saved["options"]["reading"] == "lenient"
    again = gangs.load(saved)
    assert final_position(again) == game["final"] and again.record.to_dict()["result"] == record["result"]


def test_a_record_of_24a9e53_naming_the_lenient_reading_replays_exactly():
    """lenient: a saved record with ``reading="lenient"`` named in its options replays to the same end."""
    game = OLD[0]
    record = dict(game["record"], options=dict(game["record"]["options"], reading="lenient"))
    assert final_position(gangs.load(record)) == game["final"]


@pytest.mark.parametrize("game", OLD, ids=[f"seed{g['seed']}" for g in OLD])
def test_a_record_of_24a9e53_read_as_printed_is_refused_at_its_second_placement(game):
    """hand: the printed rules ask the first player to put his dealt hand in order after his first placement;
    the old record places the second player's truand there, and RecordError names that step."""
    record = dict(game["record"], options=dict(game["record"]["options"], reading="printed"))
    with pytest.raises(RecordError) as error:
        gangs.load(record)
    step = error.value.step
    assert record["steps"][step].startswith("place ")
    assert [s.split()[0] for s in record["steps"][:step]].count("place") == 1
    assert f"step {step}" in str(error.value) and "[rule: hand]" in str(error.value)


def test_a_new_match_plays_printed_and_its_record_names_it():
    """A new match plays ``reading="printed"`` and its record says so (so it never loads as lenient)."""
    m = gangs.new("ribauds", players=3, seed=4)
    assert m.state.options["reading"] == "printed" and type(m.state).__name__ == "RibaudsState"
    m.run()
    saved = m.record.to_dict()
    assert saved["options"]["reading"] == "printed"
    assert gangs.load(saved).state == m.state


def test_a_lenient_match_s_record_loads_lenient():
    """A match played with ``reading="lenient"`` names it, and its record loads to the same position."""
    m = gangs.new("ribauds", players=4, seed=5, reading="lenient")
    m.run()
    saved = m.record.to_dict()
    assert saved["options"]["reading"] == "lenient" and gangs.load(saved).state == m.state


# -- the lenient rules, each built as a situation ---------------------------------------------------------------
def test_lenient_cards_a_turn_are_priced_by_how_many_were_played():
    """cards: « la 1ère, de sa main ne coûte rien, la 2ème 1 écu, la 3ème 2 écus », read (lenient) as the first,
    second and third card played in one turn, named without a place; a fourth is refused."""
    m = lenient(at={"A1": 42, "B1": 143}, hands={"A": ["aumone", "cavale", "pied-de-biche"]})
    assert "card aumone" in legal_of(m, "card") and "card 1 aumone" not in legal_of(m, "card")
    m.force("draw aumone")
    play(m, "card aumone")                                    # free: 2 + 2 écus
    assert m.state.ecus[0] == 4 and m.state.played == 1
    m.force("draw roi")
    play(m, "card cavale 1 43")                               # the second: 1 écu
    assert m.state.ecus[0] == 3 and where(m, "A1") == [43]
    m.force("draw planque")
    play(m, "card pied-de-biche 31")                          # the third: 2 écus
    assert m.state.ecus[0] == 1 and loot_of(m, "A") == (0, 0, 1) and m.state.played == 3
    error = refused(m, "card aumone", "lenient")
    assert "three cards" in error.reason


def test_lenient_the_next_card_s_price_is_refused_without_its_ecus():
    """cards (lenient): the second card of a turn costs 1 écu; with none, it is refused, naming its price."""
    m = lenient(at={"A1": 42, "B1": 143}, hands={"A": ["cavale", "planque"]}, ecus={"A": 0})
    m.force("draw aumone")
    play(m, "card cavale 1 43")
    assert m.state.ecus[0] == 0 and legal_of(m, "card") == set()
    error = refused(m, "card aumone", "cards")
    assert "costs 1 écu(s); you have 0" in error.told(0)
    assert "costs 1 écu(s); Alice has 0" in error.reason


def test_lenient_a_card_named_by_its_place_or_an_end_with_an_order_is_refused():
    """cards (lenient): the hand has no order: a card is named without a place, and the turn ends with ``end``
    alone."""
    m = lenient(at={"A1": 42, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    assert "place" in refused(m, "card 1 aumone", "lenient").reason
    play(m, "step 1 43")
    assert type(m.state.pending) is Finish and legal_of(m, "end") == {"end"}
    assert "end alone" in refused(m, "end 2 1", "lenient").reason


def test_lenient_a_card_before_placing_and_after_it():
    """turn, cards (lenient): « à tout moment de son tour »: a player with no truand in Paris may play a card,
    then place a truand, then play another card."""
    m = lenient(at={"B1": 143}, hands={"A": ["aumone"]})
    assert legal_of(m, "card") == {"card aumone"}
    m.force("draw cavale")
    play(m, "card aumone")
    assert m.state.pending is None and targets(m, "place")
    events = play(m, "place 0")
    assert "place" in rules(events) and type(m.state.pending) is Finish
    assert "card cavale 1 1" in legal_of(m, "card")         # the second card of the turn, after the placement
    m.force("draw roi")
    play(m, "card cavale 1 1")
    assert where(m, "A1") == [1] and m.state.ecus[0] == 3


def test_lenient_a_card_before_the_action_binds_no_truand():
    """take, cards (lenient): a Cavale before the action moves truand 1, and truand 2 still takes a purse (no
    truand plays the turn alone)."""
    m = lenient(at={"A1": 42, "A2": 100, "B1": 143}, hands={"A": ["cavale"]})
    m.force("draw aumone")
    play(m, "card cavale 1 43")
    assert m.state.actor == -1 and "take 2" in {a.notation for a in m.legal_actions()}
    play(m, "take 2")
    assert loot_of(m, "A") == (0, 0, 1)


def test_lenient_echange_swaps_with_the_lowest_numbered_player_s_truand():
    """cards (echange, lenient): « Un de vos truands change de place avec un truand adverse voisin »: one play per
    square, naming nobody; where two players' truands stand, it swaps with the lowest-numbered player's."""
    m = lenient(3, at={"A1": 66, "B1": 67, "C1": 67}, hands={"A": ["echange"]})
    assert legal_of(m, "card") == {"card echange 1 67"}
    m.force("draw aumone")
    play(m, "card echange 1 67")
    assert where(m, "A1", "B1", "C1") == [67, 66, 67]


def test_lenient_purses_are_worth_two_three_and_four():
    """loot-value (lenient): the worth 24a9e53's board gave the purses (grey 2, violet 3, brown 4; the rulebook
    prints none): the score, and the Roi's handfuls worth 6 (from which none could be kept back), count these
    values; the packaged board itself is left as printed."""
    m = lenient(at={"A1": 42, "B1": 143}, loot={"A": (1, 0, 0), "B": (1, 1, 1)})
    assert m.state.board.value == {"grey": 2, "violet": 3, "brown": 4}
    assert m.state.scores() == [7.0, 14.0]                   # 2 + 5 and 9 + 5
    assert m.state.payments(1) == [(0, 1, 1), (1, 0, 1)]
    printed = situation(at={"A1": 42, "B1": 143}, loot={"A": (1, 0, 0), "B": (1, 1, 1)})
    assert printed.state.scores() == [9.0, 14.0] and printed.state.payments(1) == [(1, 0, 1), (1, 1, 0)]
    assert load_board(None).value == {"grey": 4, "violet": 3, "brown": 2}


def test_lenient_the_last_purse_ends_the_game_with_the_round():
    """last-purse (lenient): « on fini le tour en cours », the « tour » read as the round: after Alice takes the
    last grey purse, Bruno plays his turn, and the game ends when the round does."""
    m = lenient(at={"A1": 1, "B1": 143})
    greys = [s.id for s in m.state.layout.squares if s.colour == "grey"]
    for square in greys:
        m.state.purses[square] = 1 if square == 1 else 0
    events = play(m, "take 1")
    assert "last-purse" in rules(events) and "round is the last" in events[-1].text and m.state.last_round
    play(m, f"run {min(targets(m, 'run'))}")
    play(m, f"figure {min(targets(m, 'figure'))}")
    assert not m.is_over and m.to_move == 1                  # Bruno still plays his turn
    play(m, "step 1 142")
    assert m.is_over


def test_lenient_a_theft_after_a_one_square_step_moves_no_figure():
    """figure (lenient): after a one-square step no figure moves, even when the truand robs a purse and runs
    on with it."""
    m = lenient(at={"A1": 66, "B1": 67}, loot={"B": (1, 0, 0)})
    play(m, "step 1 67", "rob 2 grey")
    play(m, f"run {min(targets(m, 'run'))}")
    assert loot_of(m, "A") == (1, 0, 0) and type(m.state.pending) is not Figure
    assert m.to_move == 1                                    # no figure, no card in hand: Bruno's turn


def test_lenient_the_sergent_s_victim_places_at_once_and_that_ends_his_turn():
    """sergent (lenient): Alice sends the Sergent onto her own only truand with a card: her next action is the
    new truand's placement, in this same turn, and it ends her turn (no card after it)."""
    m = lenient(at={"A1": 64, "B1": 143}, hands={"A": ["sergent", "aumone"]})
    m.force("draw cavale")
    events = play(m, "card sergent 64")
    assert "sergent" in rules(events) and m.state.must_place == [1, 0] and m.to_move == 0
    assert {a.kind for a in m.legal_actions()} == {"place"}
    events = play(m, "place 0")
    assert "sergent" in rules(events) and m.state.must_place == [0, 0] and m.to_move == 1
    assert where(m, "A1", "A2", "A3") == [LOST, 0, RESERVE]


def test_lenient_the_hand_under_the_map_tells_the_next_card_s_price():
    """cards (lenient): the hand under the map tells the price of the next card of the turn, not of a place."""
    m = lenient(at={"A1": 42, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    texts = [s.text for s in gangs.GAMES["ribauds"].scene(m.state, 0).shapes() if isinstance(s, Text)]
    assert any("next card free" in text for text in texts) and "place 1 · free" not in texts
    m.force("draw roi")
    play(m, "card aumone")
    texts = [s.text for s in gangs.GAMES["ribauds"].scene(m.state, 0).shapes() if isinstance(s, Text)]
    assert any("next card 1 écu" in text for text in texts)

