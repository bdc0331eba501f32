"""gangs.analysis: a scenario rerun from one decision, many times, with other dice."""

from __future__ import annotations

import doctest
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

import gangs
import gangs.analysis
from gangs.analysis import ending, endings, rerun, summary, to_frame, win_rates
from gangs.analysis.ending import without_cap
from gangs.kernel import Match
from gangs.kernel.lang import language, missing_translations


def test_the_module_example_is_true():
    assert doctest.testmod(gangs.analysis).failed == 0


def test_reruns_are_reproducible_and_start_from_the_branch():
    m = gangs.new("supergang", players=3, seed=4, max_turns=15)
    m.run(max_steps=60)
    rows = rerun(m, at=40, runs=6, seed=9)
    assert rows == rerun(m, at=40, runs=6, seed=9)
    assert [row["seed"] for row in rows] == list(range(9, 15))
    assert all(row["decisions"] >= 40 and row["rounds"] <= 15 for row in rows)
    assert len({tuple(sorted(row.items())) for row in rows}) > 1, "other dice, other games"
    assert m.decisions == 60, "the match itself is left as it was"


def test_an_executor_gives_the_same_rows_and_progress_is_told():
    m = gangs.new("street", players=3, seed=2)
    done: list[int] = []
    with ThreadPoolExecutor(2) as pool:
        spread = rerun(m, runs=5, seed=3, executor=pool, progress=done.append)
    assert spread == rerun(m, runs=5, seed=3) and done == [1, 2, 3, 4, 5]


def test_summary_counts_wins_and_scores():
    m = gangs.new("street", players=2, seed=5)
    rows = rerun(m, runs=10, seed=0)
    lines = summary(rows, m.players)
    assert [line["player"] for line in lines] == m.players
    assert sum(line["wins"] for line in lines) >= 10
    for line in lines:
        assert line["lowest"] <= line["mean score"] <= line["highest"]
        assert line["by rules"] + line["at cap"] == line["wins"]
    frame = to_frame(rows)
    assert len(frame) == 10 and {"winners", "ended"} <= set(frame.columns)


def test_a_branch_outside_the_match_is_refused():
    m = gangs.new("street", players=2, seed=5)
    with pytest.raises(gangs.IllegalAction, match="branch"):
        rerun(m, at=3, runs=1)


def _same_steps(match: Match, **options) -> Match:
    """``match``'s steps played again under other options."""
    return Match(match.game, match.players, {**match.options, **options}, match.seed, steps=match.steps)


def test_a_game_stopped_by_max_turns_ended_at_the_cap():
    street = gangs.new("street", players=2, seed=5, max_turns=3).run()
    supergang = gangs.new("supergang", players=3, seed=5, max_turns=2).run()
    assert street.log[-1].rule == "max-turns" and "after 3 rounds" in street.log[-1].text
    assert supergang.log[-1].rule == "max-turns"
    assert ending(street) == ending(supergang) == "cap"


def test_a_winner_in_the_last_round_ended_by_the_rules():
    won = gangs.new("street", players=2, seed=5).run()            # no cap: someone reaches Arrivée
    assert won.log[-1].rule == "boss" and ending(won) == "rules"
    last_round = _same_steps(won, max_turns=won.state.turn)      # the same game, capped at its last round
    assert last_round.is_over and last_round.state.turn == last_round.options["max_turns"]
    assert last_round.log[-1].rule == "boss" and ending(last_round) == "rules"
    later = _same_steps(won, max_turns=won.state.turn + 5)
    assert ending(later) == "rules"


@pytest.mark.parametrize("key", [key for key, game in gangs.GAMES.items() if game.cap_rules])
def test_a_game_s_cap_rules_tell_its_ending_as_a_replay_without_the_cap_does(key, monkeypatch):
    """A game's ``cap_rules`` name its cap's own stop: an ending read from them is the one the replay finds."""
    game = gangs.GAMES[key]
    assert game.cap_rules <= set(game.rules)
    capped = 0
    for players, cap, seed in [(2, 1, 0), (2, 2, 1), (3, 3, 2), (2, 5, 3), (3, 1, 4), (2, 4, 5)]:
        match = gangs.new(key, players=players, seed=seed, max_turns=cap).run(max_steps=20000)
        if not match.is_over or match.state.turn < cap:
            continue
        told = any(event.rule in game.cap_rules for event in match.events_by_decision()[-1])
        capped += told
        uncapped = Match(without_cap(game), match.players, {**match.options, "max_turns": None}, match.seed,
                         steps=match.steps)
        assert told == (not uncapped.is_over) and ending(match) == ("cap" if told else "rules")
    assert capped
    with monkeypatch.context() as patched:                   # read from the events: no match is played again
        patched.setattr(sys.modules["gangs.analysis.ending"], "Match", None)
        match = gangs.new(key, players=2, seed=0, max_turns=1).run(max_steps=20000)
        assert ending(match) == "cap"


def test_a_match_still_going_has_no_ending():
    with pytest.raises(ValueError, match="not over"):
        ending(gangs.new("street", players=2, seed=5))


def test_every_rerun_row_says_how_its_game_ended_and_the_summary_counts_both():
    m = gangs.new("supergang", players=3, seed=4, max_turns=3)
    rows = rerun(m, runs=4, seed=1)
    assert [row["ended"] for row in rows] == ["cap"] * 4 and all(row["rounds"] == 3 for row in rows)
    assert endings(rows) == {"rules": 0, "cap": 4}
    lines = summary(rows, m.players)
    assert all(line["by rules"] == 0 and line["at cap"] == line["wins"] for line in lines)
    free = rerun(gangs.new("street", players=3, seed=2), runs=4, seed=1)
    assert endings(free) == {"rules": 4, "cap": 0}
    assert sum(line["by rules"] for line in summary(free, ["Player 1", "Player 2", "Player 3"])) >= 4


def test_a_rerun_starts_as_well_from_a_record_or_its_dict():
    m = gangs.new("street", players=3, seed=6)
    m.run(max_steps=30)
    rows = rerun(m, runs=4, seed=2)
    assert rerun(m.record, runs=4, seed=2) == rows
    assert rerun(m.record.to_dict(), runs=4, seed=2) == rows


def test_a_rerun_may_name_its_players_agents():
    m = gangs.new("street", players=2, seed=8)
    m.run(max_steps=10)
    greedy = rerun(m, runs=3, seed=1, agents="greedy")
    assert greedy == rerun(m, runs=3, seed=1, agents=["greedy", "greedy"])
    assert greedy != rerun(m, runs=3, seed=1)
    with pytest.raises(ValueError, match="agent"):
        rerun(m, runs=1, agents="clever")


@pytest.mark.parametrize("bad", [None, 3, b"{}", "street"])
def test_a_rerun_of_something_else_is_refused(bad):
    with pytest.raises(TypeError, match="a Match, a Record or a record's dict"):
        rerun(bad, runs=1)


def test_a_broken_record_is_refused_by_name():
    with pytest.raises(gangs.RecordError):
        rerun({"format": 1, "game": "chess", "players": ["a", "b"], "steps": []}, runs=1)


def test_the_refusals_of_the_analysis_speak_the_language_in_force():
    m = gangs.new("street", players=2, seed=5)
    frame = to_frame(rerun(m, runs=2, seed=0))
    refusals = [(lambda: rerun(3, runs=1), TypeError, "rerun replays a Match, a Record or a record's dict, not int",
                 "rerun rejoue un Match, un Record ou le dict d'un record, pas int"),
                (lambda: ending(m), ValueError, "the match is not over: it has no ending yet",
                 "la partie n'est pas terminée : elle n'a pas encore de fin"),
                (lambda: win_rates(frame, by="colour"), ValueError, "by is 'seat' or 'agent', not 'colour'",
                 "by vaut 'seat' ou 'agent', pas 'colour'"),
                (lambda: win_rates(frame[["run"]]), ValueError, "these rows have no 'won <player>' columns: pass "
                 "rows of gangs.analysis.simulate", "ces lignes n'ont pas de colonnes 'won <joueur>' : passez des "
                 "lignes de gangs.analysis.simulate")]
    for call, error, english, french in refusals:
        with pytest.raises(error) as refusal:
            call()
        assert str(refusal.value) == english
        with missing_translations() as missing, language("fr"), pytest.raises(error) as refusal:
            call()
        assert str(refusal.value) == french and missing == set()
