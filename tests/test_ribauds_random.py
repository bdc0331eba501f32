"""Random games of Les Ribauds end, and the table stays sound after every single step.

Games for 2, 3 and 4 players on each of the three layouts, some stopped early by ``max_turns``, are played on a
bare State with chance (the cards drawn) sampled here; after every step (decisions and draws alike) the
invariants of the table are checked: the purses of each colour conserved (on the board, in the loot, given to
the Roi), no square below 0 purses and purses on pavés only, every truand in one place (a square anyone may
stand on, the reserve, lost), the cards conserved (hands, deck and discard make the deck's composition), hands
of 3 at most, the figures on the map, a run offered exactly the ends of its simple paths (never a square twice
in one move), no negative loot or écus, and a legal action for whoever decides. Every game ends with its
winners (nobody, when the Prévôt took every band at once); the first game of each table replays from its steps
to the same position.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from ribauds_situations import GAME, purses_in_play

from gangs import CHANCE
from gangs.agents import RandomAgent
from gangs.kernel import Match
from gangs.ribauds.pending import Run
from gangs.ribauds.pieces import LOST, RESERVE

TABLES = [(players, layout) for players in (2, 3, 4) for layout in ("carre", "seine", "faubourgs")]
"""The tables swept: players and layout."""
SEEDS = 3
"""Games per table: the first stopped after 3 rounds, the others played out."""


def check_table(state, start: list[int], composition: Counter) -> None:
    """Every invariant of the position."""
    squares = state.layout.squares
    assert purses_in_play(state) == start, "purses made or lost"
    for square, n in enumerate(state.purses):
        assert 0 <= n <= 2 and (n == 0 or squares[square].kind == "pave"), f"square {square} holds {n} purses"
    for truand, at in enumerate(state.truands):
        assert at in (RESERVE, LOST) or (0 <= at < len(squares) and squares[at].walkable), (truand, at)
    for at in state.figures:
        assert 0 <= at < len(squares) and squares[at].walkable, f"a figure on {at}"
    assert min(state.loot) >= 0 and min(state.ecus) >= 0 and min(state.spent) >= 0
    cards = Counter(key for hand in state.hands for key in hand)
    for key, in_deck, in_discard in zip(state.board.card_keys, state.deck, state.discard):
        assert in_deck >= 0 and in_discard >= 0
        cards[key] += in_deck + in_discard
    assert cards == composition, "cards made or lost"
    assert all(len(hand) <= 3 for hand in state.hands)
    if state.options["max_turns"] is not None:
        assert state.turn <= state.options["max_turns"]


def simple_path_ends(layout, start: int, steps: int) -> set[int]:
    """Where a truand's run of ``steps`` from ``start`` may end, found here by walking the map's rows and
    columns (not the layout's neighbour tables): each step to one of the 8 squares around, on the map and
    not the Seine, never onto a square of the path (the start included); a habitation ends the run."""
    ends: set[int] = set()
    paths = [(start,)]
    for _ in range(steps):
        longer = []
        for path in paths:
            here = layout.squares[path[-1]]
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    row, col = here.row + dr, here.col + dc
                    if (dr, dc) == (0, 0) or not (0 <= row < layout.rows and 0 <= col < layout.cols):
                        continue
                    there = layout.squares[row * layout.cols + col]
                    if there.kind == "seine" or there.id in path:
                        continue
                    if there.kind == "habitation":
                        ends.add(there.id)
                    else:
                        longer.append(path + (there.id,))
        paths = longer
    return ends | {path[-1] for path in paths}


def check_runs(state, known: dict) -> None:
    """The squares a running truand is offered are exactly the ends of its simple paths (no square twice in
    one move)."""
    if type(state.pending) is not Run or state.winners_ is not None:
        return
    start, steps = state.truands[state.pending.truand], state.pending.steps
    key = (state.layout.key, start, steps)
    if key not in known:
        known[key] = simple_path_ends(state.layout, start, steps)
    assert {a.args[0] for a in state.legal_actions()} == known[key], f"run of {steps} from {start}"


def step(state, rng: random.Random) -> tuple[str, list]:
    """One random step (a card drawn by its odds, or a random legal decision): its notation and the events it
    caused."""
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
        action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    else:
        legal = state.legal_actions()
        assert legal, f"no legal action for {state.pending}"
        assert len({a.notation for a in legal}) == len(legal), "two legal actions share a notation"
        action = RandomAgent(rng).choose(state, legal)
    return action.notation, state.apply(action)


@pytest.mark.parametrize("players, layout", TABLES)
def test_random_games_keep_the_table_sound_and_end(players, layout):
    names = [f"Player {k + 1}" for k in range(players)]
    ends: Counter = Counter()
    known: dict = {}
    for seed in range(SEEDS):
        options = GAME.check_options({"layout": layout, "max_turns": 3 if seed == 0 else 100})
        state = GAME.initial_state(names, options)
        start = purses_in_play(state)
        composition = Counter({card.key: card.count for card in state.board.cards})
        rng = random.Random(seed)
        steps: list[str] = []
        events: list = []
        while not state.is_terminal:
            assert len(steps) < GAME.max_decisions * 4, "the game does not end"
            notation, events = step(state, rng)
            steps.append(notation)
            check_table(state, start, composition)
            check_runs(state, known)
        assert state.legal_actions() == []
        assert sorted(p for p, r in enumerate(state.returns()) if r == 1.0) == list(state.winners_)
        assert events[-1].kind == "win"
        if state.winners_:
            assert events[-1].rule == "score"
        else:                                     # the Prévôt took every band at once
            assert events[-1].rule == "prevot-all" and all(state.out)
        ends[events[-2].rule if len(events) > 1 else "score"] += 1
        if seed == 0:
            replayed = Match(GAME, names, options, 0, steps=steps, checked=True)
            assert replayed.state.to_dict() == state.to_dict()
    assert sum(ends.values()) == SEEDS
