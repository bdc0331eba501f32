"""Build an exact situation of Vengeance à Chicago for a test, in one readable call.

    m = situation(players=2, at={"orange.3": 12, "yellow.parrain": 14}, held={"yellow.parrain": "orange.3"})
    roll(m, 2, 5)                      # load the two dice, then play "roll"
    m.play("move orange.3 2")          # orange.3 stops on 14 ...

Figures are named as in the notation (``orange.parrain``, ``orange.3``); places are a ring square (0..47)
or ``"hq"``, ``"dead"``, ``"gone"``. Figures not named stay in their HQ. The helper only sets fields of
the ChicagoState (where each figure is, who holds whom, whose turn it is, the round) before anything is
played; every outcome then comes from the rules, with the dice and the wheel loaded through
``Match.force`` as a teacher would. It never fakes an outcome.

Landmarks (board.toml): doors orange 0, blue 12, yellow 24, green 36 (with 2 players the gangs are orange
and yellow; with ``two_gangs`` player 0 leads orange and yellow, player 1 blue and green). Kinds repeat
every 12 squares from each door, ``SRTRDTSRDTRR``: Sécurité 0, 6; Tir 2, 5, 9; Danger 4, 8; Rien 1, 3, 7,
10, 11 (plus 12, 24, 36). The wheel at position k names squares k and k + 24.
"""

from __future__ import annotations

from typing import Iterable, Mapping

import gangs
from gangs.chicago.figures import DEAD, GONE, HQ, figure_code, gang_of
from gangs.kernel import Event, Match

MATCHES: list[Match] = []
"""Every match built by ``situation`` (a rule-coverage test may read their logs)."""

PLACES = {"hq": HQ, "dead": DEAD, "gone": GONE}
"""The places off the ring, by the name a test gives them."""


def situation(players: int = 2, *,
              at: Mapping[str, int | str] | None = None,
              held: Mapping[str, str] | None = None,
              current: str | int = 0,
              round: int = 1,
              seed: int = 0,
              names: list[str] | None = None,
              lang: str = "en",
              **options) -> Match:
    """A match of Vengeance à Chicago whose state is exactly the one described.

    ``at``: figure code -> ring square (0..47) or ``"hq"`` / ``"dead"`` / ``"gone"``.
    ``held``: hostage's code -> its kidnapper's code (both must stand on one ring square); the hostage
    was taken in round ``round``. ``current``: the gang to roll, by colour or index. ``round``: the
    round number. ``names``: the players' names (else "Player 1"...); ``lang``: the match's language.
    ``options``: the game's options (``two_gangs``, ``max_turns``, ``reading``, ``wounded_parrain``).
    """
    m = gangs.new("chicago", players=names or players, seed=seed, lang=lang, **options)
    state = m.state
    for code, where in (at or {}).items():
        state.at[figure(m, code)] = PLACES[where] if isinstance(where, str) else _square(m, where)
    for code, kidnapper in (held or {}).items():
        hostage, k = figure(m, code), figure(m, kidnapper)
        if state.at[hostage] < 0 or state.at[hostage] != state.at[k]:
            raise ValueError(f"{code} and {kidnapper} must stand on one ring square")
        state.held_by[hostage], state.held_since[hostage] = k, round
    state.current = current if isinstance(current, int) else state.colours.index(current)
    state.turn_ = round
    MATCHES.append(m)
    return m


def _square(m: Match, square: int) -> int:
    if not 0 <= square < m.state.board.squares:
        raise ValueError(f"no ring square {square}")
    return square


def figure(m: Match, code: str) -> int:
    """The figure index of a code such as ``orange.3``; ValueError for a code the game does not name."""
    found = m.state.figure_of(code)
    if found is None:
        raise ValueError(f"no figure {code!r} in this game")
    return found


def where(m: Match, *codes: str) -> list[int]:
    """Where each named figure stands (a ring square, or HQ / DEAD / GONE)."""
    return [m.state.at[figure(m, code)] for code in codes]


def holder(m: Match, code: str) -> str | None:
    """The code of the figure holding ``code`` hostage, or None."""
    k = m.state.held_by[figure(m, code)]
    if k < 0:
        return None
    return figure_code(m.state.colours[gang_of(k)], k)


def roll(m: Match, first: int, second: int, *more: int | str) -> list[Event]:
    """Load the two dice (and ``more`` outcomes that follow: a bonus die, ``"wheel K"``), then play ``roll``;
    the events it caused."""
    for outcome in (first, second, *more):
        m.force(outcome)
    return m.play("roll")


def play(m: Match, action: str, *outcomes: int | str) -> list[Event]:
    """Load ``outcomes`` (a die as a number, the wheel as ``"wheel K"``), then play ``action``."""
    for outcome in outcomes:
        m.force(outcome)
    return m.play(action)


def spin(m: Match, position: int) -> list[Event]:
    """Load the wheel at ``position`` and play ``spin``."""
    return play(m, "spin", f"wheel {position}")


def rules(events: Iterable[Event]) -> list[str]:
    """The rule keys of ``events``, in order."""
    return [event.rule for event in events]


def legal(m: Match) -> set[str]:
    """The notations of the legal actions of the player to move."""
    return {action.notation for action in m.legal_actions()}


def snapshot(m: Match) -> dict:
    """The whole position as data (to check that a refusal changed nothing)."""
    return m.state.to_dict()
