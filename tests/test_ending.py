"""The end of a game (issue 28, point 9): the view says who won, by which rule or at the round limit, and the final
scores; the Table shows it in a panel beside the board with "Play again" (the same seats, other dice) and "Replay
this game" (back to its start), hidden while the game goes on."""

import pytest

import gangs
from gangs.views import View

ipywidgets = pytest.importorskip("ipywidgets")

from widgets import Lobby, Table  # noqa: E402
from widgets.table.ending import again  # noqa: E402


def _played(key, seed=1, **options):
    match = gangs.new(key, players=["Ann", "Bot"], seed=seed, **options)
    match.run(max_steps=20000)
    assert match.is_over
    return match


@pytest.mark.parametrize("key", list(gangs.GAMES))
def test_each_game_s_ending_names_its_winners_its_rule_and_its_scores(key):
    for options in ({}, {"max_turns": 3}):
        match = _played(key, **options)
        ending = View.of(match, 0).ending
        assert ending["winners"] == match.winners and ending["scores"] == match.scores
        assert ending["rule"] in match.game.rules and ending["text"]
        if options:                                 # stopped at three rounds: the round limit, by its rule
            assert ending["capped"] and ending["rule"] in match.game.cap_rules
    assert View.of(gangs.new(key, players=["Ann", "Bot"], seed=1), 0).ending is None


def test_a_goal_reached_is_no_round_limit():
    match = _played("supergang", seed=1)
    ending = View.of(match, None).ending
    assert ending["rule"] == "goal" and not ending["capped"]


def test_the_table_shows_the_ending_beside_the_board_only_once_the_game_is_over():
    match = gangs.new("street", players=["Ann", "Bot"], seed=2, max_turns=3)
    table = Table(match, seats=["human", "random"])
    assert table.ending.box.layout.display == "none" and table.ending.box in table.panel.box.children
    match.run(max_steps=20000)
    table.refresh()
    assert table.ending.box.layout.display == ""
    assert "won" in table.ending.headline.value and "The round limit was reached." in table.ending.how.value
    assert "Rule max-turns: «" in table.ending.how.value
    assert "You" in table.ending.scores.value and "Bot" in table.ending.scores.value     # his own seat: « You »
    decisions = match.decisions
    table.replay_game()
    assert table.match is match and match.decisions == 0 and match.can_redo == decisions
    assert table.ending.box.layout.display == "none"


def test_play_again_starts_the_same_seats_with_other_dice():
    match = _played("ribauds", seed=4, max_turns=3)
    table = Table(match, seats=["human", "random"])
    table.play_again()
    new = table.match
    assert new is not match and new.decisions == 0 and new.seed == match.seed + 1
    assert (new.players, new.options, new.game.name) == (match.players, match.options, "ribauds")
    assert [table.seat(p) for p in range(2)] == ["human", "random"]
    assert again(match, seed=9).seed == 9


def test_the_lobby_s_play_again_is_its_new_game():
    lobby = Lobby(game="street", players=3, humans=1)
    first = lobby.table.match
    lobby.table.play_again()
    assert lobby.table.match is not first and lobby.table.match.players == first.players


def test_the_french_ending_speaks_french():
    match = gangs.new("street", players=["Ann", "Bot"], seed=2, max_turns=3, lang="fr")
    match.run(max_steps=20000)
    table = Table(match, seats=["human", "random"])
    how = table.ending.how.value
    assert "La limite de tours est atteinte." in how and "Règle max-turns" in how
    assert table.ending.again_button.description == "Rejouer"


def test_the_scores_are_written_as_a_person_reads_them():
    match = _played("street", seed=2)
    table = Table(match, seats=["human", "random"])
    best = max(match.scores)
    assert best >= 1000 and f"{int(best):,}".replace(",", "\u202f") in table.ending.scores.value
    assert str(int(best)) not in table.ending.scores.value
