"""A player called "You" (the Lobby's and the start notebook's human seat) is told in the second person."""

from __future__ import annotations

import pytest
from reference_game import ReferenceGame

import gangs
from gangs import Event
from gangs.kernel.words import base_form, second_person, third_person_slips


@pytest.mark.parametrize("third, base", [("rolls", "roll"), ("has", "have"), ("is", "are"), ("goes", "go"),
                                         ("passes", "pass"), ("reaches", "reach"), ("tries", "try"),
                                         ("its", "its"), ("will", "will"), ("cannot", "cannot")])
def test_base_form_of_a_third_person_verb(third, base):
    assert base_form(third) == base


@pytest.mark.parametrize("text, told", [
    ("You rolls a 4 and moves to square 4 (Amende).", "You roll a 4 and move to square 4 (Amende)."),
    ("Amende: You has nothing to pay (no debts).", "Amende: You have nothing to pay (no debts)."),
    ("You (red) is out of the game.", "You (red) are out of the game."),
    ("You (red) takes its racket token back and places it.", "You (red) take its racket token back and place it."),
    ("Bot 1 gives 5 000 € to You.", "Bot 1 gives 5 000 € to You."),
    ("You's pawn goes back.", "Your pawn goes back."),
    ("Bot 1 plays a Balance and denounces You's heist!", "Bot 1 plays a Balance and denounces your heist!"),
    ("Bot 1 gives 5 000 € to You and leaves.", "Bot 1 gives 5 000 € to You and leaves."),
    ("Bot 1 takes 5 € from You and then moves.", "Bot 1 takes 5 € from You and then moves."),
    ("You rolls a 6 and Bot 1 pays 5 € and leaves.", "You roll a 6 and Bot 1 pays 5 € and leaves."),
    ("You rolls a 3: it takes a 2, 4 or 6, so You stays.", "You roll a 3: it takes a 2, 4 or 6, so You stay."),
    ("You rolls a 6 and reaches the finish. You bounces back.", "You roll a 6 and reach the finish. You bounce back."),
    ("Bot 1 and You tie with 4 and roll again.", "Bot 1 and You tie with 4 and roll again."),
    ("You holds no Avocat card or is not in prison.", "You hold no Avocat card or are not in prison."),
    ("it is not among You's choices now", "it is not among your choices now"),
    ("Youssef rolls a 4.", "Youssef rolls a 4."),
])
def test_second_person_changes_only_what_you_do(text, told):
    assert second_person(text) == told


def test_an_event_about_you_reads_in_the_second_person():
    assert Event("move", 0, "You rolls a 6.", "roll").text == "You roll a 6."
    assert Event("move", 0, "Alice rolls a 6.", "roll").text == "Alice rolls a 6."


@pytest.mark.parametrize("text, slips", [
    ("You rolls a 4 and moves.", ["You rolls", "You … and moves"]),
    ("You (red) is out; You's money goes back.", ["You (red) is", "You's"]),
    ("Bot 1 gives You cards and leaves.", []),
    ("You roll a 4 and move.", []),
])
def test_third_person_slips_lists_what_second_person_would_change(text, slips):
    assert third_person_slips(text) == slips
    assert third_person_slips(second_person(text)) == []


@pytest.mark.parametrize("game", ["reference", *gangs.GAMES])
@pytest.mark.parametrize("seat", [0, 2])
def test_no_event_of_a_whole_game_says_you_with_a_third_person_verb(game, seat):
    names = ["Bot 1", "Bot 2", "Bot 3"]
    names[seat] = "You"
    rules = ReferenceGame() if game == "reference" else gangs.GAMES[game]
    m = gangs.Match(rules, names, rules.check_options({}), seed=3)
    m.run()
    told = [e.text for e in m.log if "You" in e.text]
    assert told
    for text in told:
        assert third_person_slips(text) == [], text


def test_a_refusal_about_you_reads_in_the_second_person():
    error = gangs.IllegalAction("it is not among You's choices now: You holds no Avocat card", "lawyer")
    assert error.reason == "it is not among your choices now: You hold no Avocat card" and error.rule == "lawyer"
    assert gangs.IllegalAction("Alice holds no Avocat card").reason == "Alice holds no Avocat card"


@pytest.mark.parametrize("game", ["reference", *gangs.GAMES])
def test_no_label_of_a_whole_game_says_you_s(game):
    """A button's label names a player by name alone ("Denounce the heist by You"), never "You's"."""
    rules = ReferenceGame() if game == "reference" else gangs.GAMES[game]
    m = gangs.Match(rules, ["Bot 1", "You", "Bot 2"], rules.check_options({}), seed=5)
    labels = set()
    while not m.is_over and m.decisions < 600:
        labels.update(action.label for action in m.legal_actions())
        m.run(max_steps=1)
    assert not [label for label in labels if "You's" in label or third_person_slips(label)]
