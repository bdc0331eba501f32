"""Each game's ``State.evaluation``, what the computer players of gangs.agents maximise: a number in [0, 1],
strictly between 0 and 1 while the game goes on and exactly the player's return once it is over; it prefers the
obviously better position (more money, a parrain further on his tour, more loot, a gangster alive...); and a
GreedyAgent driven by it beats a RandomAgent in more than half of a few seeded games of two."""

from __future__ import annotations

import random

import pytest
from chicago_situations import situation as chicago
from ribauds_situations import situation as ribauds
from street_situations import situation as street
from supergang_situations import situation as supergang

import gangs
from gangs.agents import GreedyAgent, RandomAgent

SETTINGS = {
    "street": [{"players": n} for n in range(2, 7)] + [{"players": 3, "mode": "fast", "max_turns": 20}],
    "supergang": [{"players": n} for n in range(2, 5)] + [{"players": n, "police_player": True} for n in (3, 4, 5)],
    "chicago": [{"players": n} for n in range(2, 5)] + [{"players": 2, "two_gangs": True}],
    "ribauds": [{"players": n, "layout": layout} for n in range(2, 5) for layout in ("carre", "seine", "faubourgs")],
}
"""Every player count of each game, and the options that change who wins or how."""


def play_through(key: str, options: dict, seed: int, stops: int = 12):
    """A random game of ``key`` played to its end, and copies of positions met on the way."""
    options = dict(options)
    players = options.pop("players")
    m = gangs.new(key, players=players, seed=seed, **options)
    rng = random.Random(seed)
    seen = []
    for _ in range(stops):
        m.run(max_steps=rng.randint(1, 40))
        seen.append(m.state.clone())
        if m.is_over:
            break
    m.run()
    return m, seen


@pytest.mark.parametrize("key", sorted(SETTINGS))
def test_evaluation_is_a_chance_and_the_return_at_the_end(key):
    for i, options in enumerate(SETTINGS[key]):
        m, seen = play_through(key, options, seed=i)
        for state in seen:
            for p in range(len(state.names)):
                value = state.evaluation(p)
                assert 0.0 <= value <= 1.0, (key, options, p, value)
                if state.is_terminal:
                    assert value == state.returns()[p]
                else:
                    assert 0.0 < value < 1.0, (key, options, p, value, state)
        assert m.is_over
        end = m.state
        assert [end.evaluation(p) for p in range(len(end.names))] == end.returns()


# -- La Street ------------------------------------------------------------------------------------------------------
def test_street_prefers_money_a_pawn_further_on_and_a_maison():
    """« le premier joueur qui arrive sur la case La Street — Arrivée a gagné »; money and a Maison (a way out of
    Prison) count too."""
    base = street(2, at={0: 10, 1: 10}, money={0: 30000, 1: 30000}).state
    richer = base.clone()
    richer.money_[0] += 50000
    assert richer.evaluation(0) > base.evaluation(0) > richer.evaluation(1)
    further = street(2, at={0: 50, 1: 10}, money={0: 30000, 1: 30000}).state
    assert further.evaluation(0) > base.evaluation(0)
    assert further.evaluation(0) + further.evaluation(1) == pytest.approx(1.0)
    prison = street(2, at={0: "prison", 1: 10}, money={0: 30000, 1: 30000}).state
    owner = street(2, at={0: "prison", 1: 10}, money={0: 30000, 1: 30000}, houses={5: 0}).state
    assert owner.evaluation(0) > prison.evaluation(0)


def test_street_a_proposal_to_stop_is_worth_more_to_the_richest():
    """« le joueur qui possède le plus d'argent gagne la partie arrêtée »: with a proposal on the table the
    richest stands better than before it."""
    m = street(2, at={0: 20, 1: 22}, money={0: 90000, 1: 10000}, round=31)
    before = m.state.evaluation(0)
    m.play("stop")
    assert m.state.phase == "agree"
    assert m.state.evaluation(0) > before


# -- Super Gang -----------------------------------------------------------------------------------------------------
def test_supergang_prefers_gangsters_alive_shops_and_money():
    """A gang is eliminated when all its members are dead; a whole district wins; money wins on time."""
    base = supergang(gangs=2, round=5).state
    dead = supergang(gangs=2, round=5, status={"red.killer": "dead"}).state
    assert dead.evaluation(0) < base.evaluation(0) < dead.evaluation(1)
    richer = base.clone()
    richer.money_[0] += 100
    assert richer.evaluation(0) > base.evaluation(0)
    shops = supergang(gangs=2, round=5, owners={"b1": 0, "b2": 0, "b3": 0, "b4": 0, "b9": 0}).state
    scattered = supergang(gangs=2, round=5, owners={"b1": 0, "b5": 0, "b15": 0, "b17": 0, "b23": 0}).state
    assert shops.evaluation(0) > scattered.evaluation(0) > base.evaluation(0)


def test_supergang_police_seat_wants_gangsters_neutralised():
    """« Ce joueur a gagné dès que tous les gangsters se retrouvent au cimetière, à l'hôpital ou en prison. »"""
    free = supergang(gangs=2, police=True, round=5).state
    caught = supergang(gangs=2, police=True, round=5,
                       status={"red.killer": "prison", "red.vamp": "dead", "green.killer": "clinic",
                               "green.trafficker": "prison"}, sentence={"red.killer": 3, "green.trafficker": 3}).state
    police = free.police_seat
    assert caught.evaluation(police) > free.evaluation(police)
    assert caught.evaluation(0) < free.evaluation(0)


def test_supergang_a_duel_is_judged_by_its_odds():
    """A hold-up being fought puts the gangsters in it at risk: two killers against one manager stand better than
    a vamp alone against two managers."""
    odds = []
    for crew, shop in (("red.killer", "b1"), ("red.vamp", "b2")):
        m = supergang(gangs=2, round=5, arrived={crew: shop}, money={0: 0})
        m.play(f"holdup {shop}")
        odds.append(m.state.evaluation(0))
    assert odds[0] > odds[1]


# -- Vengeance à Chicago --------------------------------------------------------------------------------------------
def test_chicago_prefers_a_parrain_further_on_his_tour_and_escorted():
    """« Le premier parrain qui rentre dans son quartier général a gagné »; « Le parrain ne peut jamais quitter
    une case sur la quelle il se trouve seul »."""
    near = chicago(2, at={"orange.parrain": 5, "orange.1": 5}).state
    far = chicago(2, at={"orange.parrain": 40, "orange.1": 40}).state
    alone = chicago(2, at={"orange.parrain": 40, "orange.1": 30}).state
    assert far.evaluation(0) > alone.evaluation(0)
    assert far.evaluation(0) > near.evaluation(0)
    assert far.evaluation(1) < near.evaluation(1)
    hostage = chicago(2, at={"orange.parrain": 40, "yellow.1": 40}, held={"orange.parrain": "yellow.1"}).state
    assert hostage.evaluation(0) < alone.evaluation(0)


def test_chicago_two_gangs_counts_the_better_gang():
    """With ``two_gangs`` a player wins as soon as either of his parrains is home."""
    one = chicago(2, at={"orange.parrain": 40, "orange.1": 40}, two_gangs=True).state
    assert one.evaluation(0) > 0.5 > one.evaluation(1)


# -- Les Ribauds ----------------------------------------------------------------------------------------------------
def test_ribauds_prefers_loot_and_fears_the_prevot():
    """« Le joueur le plus riche remporte la partie »; « Si le pion "Prévôt" arrive sur une case occupée par un
    pion, ce joueur est éliminé »."""
    base = ribauds(2, at={"A1": 52, "B1": 100}, figures={"prevot": 143}, layout="carre").state
    richer = base.clone()
    richer.loot[0:3] = [1, 1, 1]
    assert richer.evaluation(0) > base.evaluation(0) > richer.evaluation(1)
    near = ribauds(2, at={"A1": 52, "B1": 100}, figures={"prevot": 26}, layout="carre").state
    assert near.evaluation(0) < base.evaluation(0)


# -- the computer player it drives ----------------------------------------------------------------------------------
GAMES_OF_TWO = {"street": range(20), "supergang": range(8), "chicago": range(10), "ribauds": range(8)}
"""The seeds of the games each greedy player plays against a random one (seats alternating)."""


@pytest.mark.parametrize("key", sorted(GAMES_OF_TWO))
def test_greedy_beats_random_in_more_than_half_of_the_games(key):
    wins = 0.0
    seeds = GAMES_OF_TWO[key]
    for seed in seeds:
        me = seed % 2
        seats = [RandomAgent(seed + 1000), RandomAgent(seed + 1001)]
        seats[me] = GreedyAgent(seed)
        m = gangs.new(key, players=2, seed=seed).run(agents=seats)
        winners = m.winners
        wins += (1.0 / len(winners) if me in winners else 0.0) if winners else 0.5
    assert wins > len(seeds) / 2, (key, wins, len(seeds))
