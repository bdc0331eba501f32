"""Hidden information, right (issue 13): for every game with secrets (a State that overrides ``resample``), what
a player may see does not depend on what he may not see.

- ``observation(p)`` and the scene drawn for ``p`` are the same in the position and in any resample of what p
  cannot see (``state.resample(p, rng)``: the other hands and the deck dealt again).
- At a chance node, the outcomes that leave ``p``'s observation the same (another player's card drawn) give
  ``p`` the same events to read and the same scene.
- A Table seated for ``p`` logs only the events ``p`` may read.
"""

from __future__ import annotations

import random

import pytest

import gangs
from gangs.kernel import CHANCE, Match, State
from gangs.render import svg

SECRET_GAMES = [key for key, game in gangs.GAMES.items()
                if type(game.initial_state(["a", "b"], {})).resample is not State.resample]


def seen_events(events, viewer: int) -> list[tuple]:
    """What ``viewer`` reads of ``events``."""
    return [(e.kind, e.player, e.told(viewer), e.rule, dict(e.data)) for e in events if e.readable_by(viewer)]


def walk(key: str, players: int, seed: int, steps: int):
    """The positions of a random game of ``key`` (at most ``steps`` of them)."""
    game = gangs.GAMES[key]
    state = game.initial_state([f"P{i}" for i in range(players)], game.check_options({}))
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            return
        yield state
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)


def test_a_game_with_secrets_is_checked():
    assert "ribauds" in SECRET_GAMES


@pytest.mark.parametrize("key", SECRET_GAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_what_a_player_sees_is_the_same_in_every_resample_of_what_he_cannot(key, players):
    game, rng = gangs.GAMES[key], random.Random(players)
    checked = 0
    for i, state in enumerate(walk(key, players, seed=players, steps=400)):
        if i % 7:
            continue
        for p in range(players):
            twin = state.resample(p, rng)
            assert twin.observation(p) == state.observation(p)
            assert svg(game.scene(twin, p)) == svg(game.scene(state, p)), f"the scene for {p} shows a secret"
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("key", SECRET_GAMES)
def test_a_resample_depends_on_what_the_player_may_know_only(key):
    """Two positions a player cannot tell apart resample, with the same random numbers, to the same position:
    what he cannot see leaves no trace in the deal (a computer player that searches resamples reads nothing
    of it)."""
    checked = 0
    states = [state for seed in (11, 12, 13) for state in walk(key, 3, seed=seed, steps=300)]
    for i, state in enumerate(states):
        if i % 5:
            continue
        for p in range(3):
            twin = state.resample(p, random.Random(i))
            assert twin.observation(p) == state.observation(p)
            assert state.resample(p, random.Random(-i)) == twin.resample(p, random.Random(-i))
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("key", SECRET_GAMES)
def test_chance_a_player_cannot_tell_apart_tells_him_nothing(key):
    game = gangs.GAMES[key]
    hidden = 0
    for state in walk(key, 3, seed=5, steps=300):
        if state.to_move != CHANCE:
            continue
        for p in range(3):
            seen: dict[str, tuple] = {}
            for outcome, _ in state.chance_outcomes():
                after = state.clone()
                events = after.apply(outcome)
                key_ = repr(sorted(after.observation(p).items()))
                told = (seen_events(events, p), svg(game.scene(after, p)))
                if key_ in seen:
                    hidden += 1
                    assert seen[key_] == told, f"player {p} reads or sees which of two hidden outcomes fell"
                seen.setdefault(key_, told)
    assert hidden, "no chance outcome was hidden from anyone: the test checked nothing"


def _rules(log) -> list:
    """The rules of a log's lines, group by group: what it tells, whatever the words."""
    return [[rule for _line, rule in group["lines"]] for group in [*log.past, log.current] if group]


@pytest.mark.parametrize("key", SECRET_GAMES)
def test_a_table_seated_for_a_player_logs_only_what_he_may_read(key):
    from widgets import Table

    match = Match(gangs.GAMES[key], ["P0", "P1"], gangs.GAMES[key].check_options({}), 3)
    secret = [e for e in match.log if e.readers is not None and 0 not in e.readers]
    if not secret:                  # a game whose secrets are never told in the log (La Street: cards face down)
        match.run()
        assert not [e for e in match.log if e.readers is not None], f"{key} tells a secret later in the game"
        seated, teacher = Table(match, viewer=0).event_log, Table(match).event_log
        assert _rules(seated) == _rules(teacher)            # the same events, the seat reading « you » for himself
        assert any("You " in line for group in [*seated.past, seated.current] if group
                   for line, _rule in group["lines"])
        return
    text = repr(Table(match, viewer=0).event_log.current) + repr(Table(match, viewer=0).event_log.past)
    assert all(e.text not in text and e.told(0) not in text for e in secret)
    teacher = Table(match)
    assert any(e.text in repr(teacher.event_log.current) + repr(teacher.event_log.past) for e in secret)
