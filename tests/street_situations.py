"""Build an exact situation of La Street for a test, in one readable call.

    m = situation(players=3, at={0: 17, 1: "prison"}, money={0: 60000}, hands={1: ["balance"]})
    events = roll(m, 2)                  # load a 2, then play "roll"
    assert m.state.position(0) == 19

The helper only sets fields of the StreetState (positions, money, hands, owners, the Karma pile,
whose turn it is) before anything is played; every outcome then comes from the rules, with the
dice and cards loaded through ``Match.force`` like a teacher would. It never fakes an outcome.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

import gangs
from gangs.kernel import Event, Match

MATCHES: list[Match] = []
"""Every match built by ``situation`` (the rule-coverage test reads their logs)."""


def situation(players: int | Sequence[str] = 3, *,
              at: Mapping[int, int | str] | None = None,
              money: Mapping[int, int] | None = None,
              hands: Mapping[int, Iterable[str]] | None = None,
              houses: Mapping[int, int] | None = None,
              terrain: int | None = None,
              skip: Mapping[int, int] | None = None,
              pile: Mapping[str, int] | None = None,
              discard: Mapping[str, int] | None = None,
              turn_of: int = 0,
              round: int = 1,
              seed: int = 0,
              **options) -> Match:
    """A match of La Street whose state is exactly the one described.

    ``at``: player -> a square number (0..55) or a special place key (``"prison"``,
    ``"commissariat"``, ``"hopital"``, ``"maison_de_disques"``, ``"marbella"``, ``"cimetiere"``);
    players not named stay on Parking — Départ (square 0).
    ``money``: player -> euros (others keep 0 €). ``hands``: player -> Karma card keys kept.
    ``houses``: Maison number (1..6) -> owner. ``terrain``: owner of the Terrain.
    ``skip``: player -> turns to miss. ``pile`` / ``discard``: card key -> count; when given,
    it replaces the whole Karma pile / discard (cards not named: 0).
    ``turn_of``: whose turn it is (phase ``turn``, before the roll). ``round``: the round number.
    ``options``: the game's options (``mode``, ``max_turns``, ``karma_return``).
    """
    m = gangs.new("street", players=players, seed=seed, **options)
    state = m.state
    board = state.board
    for p, where in (at or {}).items():
        if isinstance(where, str):
            where = board.places[where].code
        elif not 0 <= where <= board.finish:
            raise ValueError(f"no square {where}")
        state.pos[p] = where
    for p, euros in (money or {}).items():
        state.money_[p] = euros
    for p, cards in (hands or {}).items():
        cards = list(cards)
        for key in cards:
            if key not in board.card_index:
                raise ValueError(f"no Karma card {key!r}")
        state.hands[p] = cards
    for house, owner in (houses or {}).items():
        if house not in board.house_squares:
            raise ValueError(f"no Maison {house}")
        state.house_owner[house] = owner
    if terrain is not None:
        state.terrain_owner = terrain
    for p, turns in (skip or {}).items():
        state.skip[p] = turns
    if pile is not None:
        state.deck = _counts(board, pile)
    if discard is not None:
        state.discard = _counts(board, discard)
    state.current, state.turn_ = turn_of, round
    state.phase, state.pending = "turn", None
    MATCHES.append(m)
    return m


def _counts(board, cards: Mapping[str, int]) -> list[int]:
    counts = [0] * len(board.cards)
    for key, count in cards.items():
        counts[board.card_index[key]] = count
    return counts


def roll(m: Match, *dice: int) -> list[Event]:
    """Load ``dice`` (the move, then any die that follows: Maison de disques, heist, brawl)
    and play ``roll``; the events it caused."""
    return play(m, "roll", *dice)


def play(m: Match, action: str, *outcomes: int | str) -> list[Event]:
    """Load ``outcomes`` (dice as numbers, cards as ``"draw <key>"``), then play ``action``."""
    for outcome in outcomes:
        m.force(outcome)
    return m.play(action)


def rules(events: Iterable[Event]) -> list[str]:
    """The rule keys of ``events``, in order."""
    return [event.rule for event in events]


def legal(m: Match) -> set[str]:
    """The notations of the legal actions of the player to move."""
    return {action.notation for action in m.legal_actions()}


def choices(m: Match) -> set[str]:
    """The notations of what the decision awaited asks, without the standing options that come with it (gifts,
    purchases from afar: house rule ``own-turn``)."""
    return {action.notation for action in m.legal_actions() if not m.state.is_trade(action)}


def code(m: Match, place: str) -> int:
    """The position code of a special place (``state.pos`` holds it for a pawn on that place)."""
    return m.state.board.places[place].code


def pile(m: Match, key: str) -> int:
    """How many copies of Karma card ``key`` are in the pile."""
    return m.state.deck[m.state.board.card_index[key]]


def discarded(m: Match, key: str) -> int:
    """How many copies of Karma card ``key`` are in the discard."""
    return m.state.discard[m.state.board.card_index[key]]


def end(m: Match) -> list[Event]:
    """Nothing to play: the turn ended by itself once its square was resolved (house rule ``own-turn``: gifts and
    purchases from afar come with the player's decisions, never as a question of their own). Checks that the
    turn has passed (the next player's roll is awaited, or the game is over) and returns no event."""
    assert m.state.phase in ("turn", "over"), m.state.phase
    return []
