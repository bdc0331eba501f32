"""Super Gang's own columns in gangs.analysis.simulate's rows (``SuperGangState.summary_row``), and the option
``killer_bonus`` (« Ne pas oublier que le tueur dispose d'un bonus de deux points aux dés pour les duels. »)."""

from __future__ import annotations

import pytest
from supergang_situations import force, play, roll, rules, situation

import gangs
from gangs.analysis.simulate import make_agent, seat_rng, simulate
from gangs.supergang.law import Offence

GREEN = ("green.killer", "green.vamp", "green.trafficker")
LOCKED_GREEN = {"status": dict.fromkeys(GREEN, "prison"), "sentence": dict.fromkeys(GREEN, 9)}
"""Green's gangsters serving a long sentence: they roll no die, and the cops move alone."""


def test_summary_row_counts_what_the_table_shows_gang_by_gang():
    """A built table: Red owns b1 and b2 and rackets b3; Yellow rackets b4 and b5; Green owns b7. Red's killer has
    two witnessed crosses, Red's killer and vamp share a third offence (one offence for the gang), and one of his
    offences nobody saw; Green's trafficker has one cross; Green's killer and vamp and Red's trafficker are
    dead. Nobody has been taken to prison yet."""
    m = situation(gangs=3, round=5, at={"red.killer": "s12", "red.vamp": "s12"},
                  status={"green.killer": "dead", "green.vamp": "dead", "red.trafficker": "dead"},
                  owners={"b1": 0, "b2": 0, "b7": 1}, rackets={"b3": 0, "b4": 2, "b5": 2},
                  records={"red.killer": ["mugging", "racket"], "green.trafficker": ["mugging"]})
    state = m.state
    shared = len(state.offences)
    state.offences.append(Offence(shared, 4, "holdup", "s12", ("red.killer", "red.vamp"), ("cops 2",), 2))
    state.offences.append(Offence(shared + 1, 4, "mugging", "s12", ("red.killer",), (), 1))      # unseen
    row = state.summary_row()
    assert row == {
        "offences Player 1": 3, "arrests Player 1": 0, "shops Player 1": 2, "rackets Player 1": 1,
        "dead Player 1": 1,
        "offences Player 2": 1, "arrests Player 2": 0, "shops Player 2": 1, "rackets Player 2": 0,
        "dead Player 2": 2,
        "offences Player 3": 0, "arrests Player 3": 0, "shops Player 3": 0, "rackets Player 3": 2,
        "dead Player 3": 0,
    }


def test_summary_row_counts_an_arrest_when_the_gangster_goes_to_prison():
    """surrender: « Les gangsters arrêtés peuvent obtempérer et purger leur peine » — the red killer, wanted,
    is arrested by cop pair 1 and surrenders: one arrest for Red; his two crosses stay counted."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging", "holdup"]},
                  cops={1: "s13", 2: "s94"}, **LOCKED_GREEN)
    assert m.state.summary_row()["arrests Player 1"] == 0
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    assert rules(play(m, "surrender")) == ["surrender"]
    row = m.state.summary_row()
    assert (row["arrests Player 1"], row["offences Player 1"]) == (1, 2)
    assert row["arrests Player 2"] == 0                     # green's gangsters were put in prison by the helper


@pytest.mark.parametrize("players, options", [(2, {}), (4, {}), (3, {"police_player": True})])
def test_summary_row_of_a_finished_random_game_agrees_with_the_table(players, options):
    """At the end of a random game: the offences are at least those on the criminal records (``tables()``; the
    dead's records are wiped, the row still counts them) and exactly the witnessed offences the log told; the
    arrests are the log's 'prison' events; shops, rackets and dead are what the sheets and statuses show."""
    m = gangs.new("supergang", players=players, seed=3, **options).run()
    state = m.state
    assert m.is_over
    row = state.summary_row()
    columns, lines = state.tables()["Criminal records"]
    told = {e.data["offence"] for e in m.log if e.kind == "witness"}
    told |= {o.number for o in state.offences if o.kind == "rebellion"}     # witnessed by the cops they fight
    for g in range(state.gangs):
        name, colour = state.names[g], ("Red", "Green", "Yellow", "Violet")[g]
        on_records = {(line[1], line[2], line[3]) + tuple(sorted((line[0], *line[4].split(", "))))
                      for line in lines if line[0].startswith(colour + " ")}
        assert row[f"offences {name}"] >= len(on_records)
        assert row[f"offences {name}"] == len({n for n in told
                                               if any(state.character(a) // 3 == g for a in state.offences[n].authors)})
        assert row[f"arrests {name}"] == sum(1 for e in m.log if e.kind == "prison"
                                             and state.character(e.data["character"]) // 3 == g)
        sheet = state.sheet(g)
        for key in ("shops", "rackets"):
            assert row[f"{key} {name}"] == (0 if sheet[key] == "none" else len(sheet[key].split(", ")))
        assert row[f"dead {name}"] == sum(1 for cid in state.characters(g) if state.status_of(cid) == "dead")
    if state.police_seat is not None:
        assert not any(column.endswith(state.names[state.police_seat]) for column in row)


def test_summary_row_joins_simulate_rows():
    frame = simulate("supergang", 2, players=2, seed=11, progress=False)
    agents = [make_agent("random", seat_rng(11, seat)) for seat in range(2)]
    final = gangs.new("supergang", players=2, seed=11).run(agents=agents).state
    assert frame.iloc[0][list(final.summary_row())].tolist() == list(final.summary_row().values())


def test_killer_bonus_option_defaults_to_the_boards_two_points():
    """killer-bonus: « un bonus de deux points aux dés » — the option's default (None) is the board's value."""
    game = gangs.GAMES["supergang"]
    assert game.options["killer_bonus"].default is None
    assert gangs.new("supergang", players=2, seed=0).state.killer_bonus == 2
    assert gangs.new("supergang", players=2, seed=0, killer_bonus=5).state.killer_bonus == 5
    for bad in (-1, 7, 1.5, "2", True):
        with pytest.raises(ValueError, match="killer_bonus"):
            gangs.new("supergang", players=2, seed=0, killer_bonus=bad)


@pytest.mark.parametrize("bonus, red_total, rule", [(0, 3, "duel"), (2, 5, "killer-bonus"), (None, 5, "killer-bonus")])
def test_killer_bonus_option_is_what_the_killer_adds_in_a_duel(bonus, red_total, rule):
    """killer-bonus with ``killer_bonus=0`` the red killer's 3 stays 3 and loses to the green vamp's 4; with 2 (or
    the default) it is 5 and wins."""
    m = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops={1: "s94", 2: "s80"},
                  killer_bonus=bonus)
    force(m, 3, 4, "wounded")
    events = play(m, "settle s12 green")
    first = [e for e in events if e.kind == "duel-die"][0]
    assert first.rule == rule and first.data.items() >= {"die": 3, "bonus": red_total - 3}.items()
    assert first.text == ("The red killer rolls 3." if bonus == 0 else "The red killer rolls 3 + 2 (killer).")
    darts = next(e for e in events if e.kind == "darts")
    if bonus == 0:
        assert darts.text == "3 against 4: the green vamp shoots first, 1 dart a volley."
        assert m.state.status_of("red.killer") == "clinic"
    else:
        assert darts.text == "5 against 4: the red killer shoots first, 1 dart a volley."
        assert m.state.status_of("green.vamp") == "clinic"


def test_killer_bonus_option_counts_in_the_evaluation_of_a_duel():
    """The computer players judge a duel to come by the same bonus: without it the killer's side is worse off."""
    from gangs.supergang.evaluation import duel_odds

    odds = {}
    for bonus in (0, 2, 6):
        m = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops={1: "s94", 2: "s80"},
                      killer_bonus=bonus)
        state = m.state.clone()
        state.apply("settle s12 green")                 # the duel opens: every die still to roll
        odds[bonus] = duel_odds(state, state.duel)
    assert odds[0] < odds[2] < odds[6]
