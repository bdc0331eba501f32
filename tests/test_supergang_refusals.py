"""Legality has one source per action kind: the check that keeps an action out of ``legal_actions`` is the
one that names the rule of its refusal (``gangs/supergang/checks.py``, ``refusals.py``).

Random games are played on a bare State; at each decision of the main phase (and at the start of a turn,
for ``buy cops``) every listed action passes its check, and a sample of well-formed actions seen elsewhere
is listed exactly when its check allows it. Every refusal names a rule of the index and reads as a sentence
(its template filled in).
"""

from __future__ import annotations

import random

import pytest
from supergang_situations import refused as refusal_of
from supergang_situations import roll, situation

import gangs
from gangs import CHANCE
from gangs.kernel import parse_notation
from gangs.supergang.decisions import Main, Start
from gangs.supergang.refusals import why_illegal

GAME = gangs.GAMES["supergang"]
CHECKED = {"move", "stay", "end", "withdraw", "mug", "racket", "buy", "holdup", "pawns", "trafic", "recruit",
           "settle", "finish", "vamp"}
"""The kinds of action a check answers for (``buy cops`` included, through ``buy``)."""


def _play(players: int, police: bool, seed: int, rounds: int):
    """A random game of ``rounds`` rounds: yield each position where the gang to move decides its turn."""
    names = [f"p{k}" for k in range(players)]
    state = GAME.initial_state(names, GAME.check_options({"police_player": police, "max_turns": rounds}))
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            if type(state.pending) in (Main, Start):
                yield state, rng
            action = rng.choice(state.legal_actions())
        state.apply(action)


@pytest.mark.parametrize("players, police", [(2, False), (3, False), (4, False), (4, True)])
def test_an_action_is_listed_exactly_when_its_check_allows_it(players, police):
    pool: list[str] = []
    seen: set[str] = set()
    compared = refused = 0
    for seed in range(12):
        for state, rng in _play(players, police, seed, rounds=12):
            legal = state.legal_actions()
            for action in legal:
                if action.notation not in seen:
                    seen.add(action.notation)
                    pool.append(action.notation)
                if action.kind in CHECKED:
                    assert why_illegal(state, action) is None, (action, state.phase)
            listed = {a.notation for a in legal}
            for notation in rng.sample(pool, min(10, len(pool))):
                action = parse_notation(notation)
                if action.kind not in CHECKED or notation in listed:
                    continue
                if action.notation != "buy cops" and type(state.pending) is not Main:
                    continue
                error = why_illegal(state, action)
                if error is None:          # a crew or a choice of whom typed, not listed: accepted as typed
                    assert state.accept_unlisted(action) is not None, f"{notation} is allowed but refused"
                    continue
                assert error.rule in GAME.rules and "{" not in str(error), error
                compared += 1
                refused += error.rule != "legal-actions"
    assert compared > 500 and refused > compared // 4          # most refusals name a rule of the text


def test_a_refusal_reads_as_a_sentence_naming_the_place_and_the_gang():
    """acts-on-arrival: « Il n'opère que sur son lieu d'arrivée » — said with the place and the gang's name."""
    m = gangs.new("supergang", players=["Alice", "Bruno"], seed=26)
    m.play("roll")
    with pytest.raises(gangs.IllegalAction) as error:
        m.play("mug s12")
    assert error.value.rule == "acts-on-arrival"
    assert str(error.value).startswith("no character of Alice (red) has stopped at square 12 this turn")


def test_a_refused_cop_move_names_its_reason():
    """cops-move: « Les flics se déplacent par paire, chaque paire selon le chiffre d'un dé bleu » and cops-start
    (« Ils démarrent et se déplacent comme les gangsters »): a cop move that is no walk of the pending pair says why
    — no such pair, not the pair to move, no such place, a heading the walk cannot end on, a stay with a walk open."""
    m = situation(round=5, cops={1: "s8", 2: "s94"})
    roll(m, 1, 1)
    said = {n: refusal_of(m, n) for n in ("cop 3 s7", "cop 2 s7", "cop 1 s99", "cop 1 s7 n", "cop 1 s30", "cop 1 stay")}
    assert {n: r.rule for n, r in said.items()} == {
        "cop 3 s7": "cops-move", "cop 2 s7": "cops-move", "cop 1 s99": "notation", "cop 1 s7 n": "cops-start",
        "cop 1 s30": "cops-start", "cop 1 stay": "cops-move"}
    assert said["cop 3 s7"].reason == "there is no cop pair 3: the cops are pairs 1 and 2"
    assert said["cop 2 s7"].reason == "cop pair 1 is the one to move now, not pair 2"
    assert said["cop 1 s99"].reason == "s99 is no place of the board"
    assert said["cop 1 s7 n"].reason == "cop pair 1 reaches square 7 with exactly 1 step heading west only"
    assert said["cop 1 s30"].reason == ("cop pair 1 cannot reach square 30 with exactly 1 step, without a U-turn in "
                                        "the street")
    assert said["cop 1 stay"].reason == "cop pair 1 has a walk of exactly 1 step: it must take one"
    shop = refusal_of(m, "cop 1 b5")                 # « Ils ne peuvent traverser une boutique »: only to arrest there
    assert shop.rule == "cops-no-shops" and shop.reason == ("cop pair 1 goes into Bar-tabac Le Balto only to arrest "
                                                            "someone there")
