"""Build an exact situation of Les Ribauds for a test, in one readable call.

    m = situation(at={"A1": 100, "B1": 102}, loot={"B": (1, 0, 0)}, hands={"A": ["cavale"]})
    m.play("take 1")                 # Alice's truand 1 takes a brown purse on square 100 ...

Players are Alice, Bruno, Claire and Denis, named by their initial (``"A"`` is player 0); a truand is its
player's initial and its number (``"A1"``, ``"B3"``). A truand goes on a square (its id) or is ``"reserve"``
or ``"lost"``; truands not named stay in their reserve. The helper only sets fields of the RibaudsState (the
truands, purses, loot, écus, figures, hands and deck, whose turn it is) after the deal and before anything is
played, with the setup over; every outcome then comes from the rules, with the cards drawn loaded through
``Match.force`` as a teacher would. It never fakes an outcome.

Landmarks of the ``carre`` layout (12 x 12, square ``12 * row + col``; G grey, V violet, B brown pavé,
# habitation):

      0.   1G   2.   3#   4.   5.   6.   7.   8#   9.  10V  11.
     12.  13.  14B  15.  16.  17V  18G  19.  20.  21.  22.  23.
     24#  25.  26.  27.  28.  29.  30.  31B  32.  33#  34.  35.
     36.  37.  38.  39V  40.  41#  42.  43.  44.  45G  46.  47#
     48B  49.  50.  51#  52.  53.  54#  55.  56V  57.  58.  59.
     60.  61.  62G  63.  64.  65.  66.  67.  68.  69.  70B  71.
     72V  73.  74.  75.  76#  77.  78.  79.  80.  81B  82.  83.
     84.  85.  86G  87.  88.  89.  90.  91#  92.  93.  94.  95G
     96.  97#  98.  99. 100B 101. 102. 103. 104V 105. 106# 107.
    108B 109. 110. 111. 112. 113. 114# 115. 116. 117. 118. 119.
    120. 121. 122# 123. 124V 125# 126. 127G 128. 129. 130B 131.
    132. 133G 134. 135. 136. 137. 138. 139. 140. 141# 142. 143V

The figures start on 66 (the Sergent), 77 (the Roi) and 78 (the Prévôt).
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

import pytest

from gangs.kernel import Event, IllegalAction, Match
from gangs.ribauds.game import RibaudsGame
from gangs.ribauds.pieces import COLOURS, FIGURES, LOST, RESERVE, TRUANDS

GAME = RibaudsGame()
"""Les Ribauds (not in ``gangs.GAMES`` yet)."""
NAMES = ("Alice", "Bruno", "Claire", "Denis")
"""The players, named by their initials in a situation."""
MATCHES: list[Match] = []
"""Every match built by ``situation`` or ``new_match`` (a rule-coverage test reads their logs)."""
PLACES = {"reserve": RESERVE, "lost": LOST}
"""The places off the board, by the name a test gives them."""


def new_match(players: int = 2, seed: int = 0, **options: object) -> Match:
    """A fresh match (the cards dealt from ``seed``, the setup's placements to come); ``options``: the
    game's (``layout`` defaults to ``carre``)."""
    options = {"layout": "carre", **options}
    m = Match(GAME, list(NAMES[:players]), GAME.check_options(options), seed)
    MATCHES.append(m)
    return m


def player(m: Match, initial: str) -> int:
    """The player an initial names; ValueError for a player not at this table."""
    names = [name[0] for name in m.state.names]
    if initial not in names:
        raise ValueError(f"no player {initial!r} at this table ({', '.join(names)})")
    return names.index(initial)


def truand(m: Match, code: str) -> int:
    """The truand index of a code such as ``B2``; ValueError for a code the table does not name."""
    if len(code) != 2 or code[1] not in "123":
        raise ValueError(f"a truand is a player's initial and 1, 2 or 3, not {code!r}")
    return player(m, code[0]) * TRUANDS + int(code[1]) - 1


def situation(players: int = 2, *,
              at: Mapping[str, int | str] | None = None,
              loot: Mapping[str, Sequence[int]] | None = None,
              ecus: Mapping[str, int] | None = None,
              figures: Mapping[str, int] | None = None,
              purses: Mapping[int, int] | None = None,
              hands: Mapping[str, Iterable[str]] | None = None,
              current: str = "A",
              seed: int = 0,
              **options: object) -> Match:
    """A match of Les Ribauds whose state is exactly the one described, the setup over.

    ``at``: truand code -> square, ``"reserve"`` or ``"lost"``. ``loot``: initial -> grey, violet and brown
    purses held. ``ecus``: initial -> écus (2 otherwise). ``figures``: figure (sergent, roi, prevot) -> square.
    ``purses``: square -> purses left there (the others as at the start). ``hands``: initial -> card keys (the
    other hands are empty; the deck holds every card not in a hand). ``current``: whose turn it is.
    ``options``: the game's (``layout``, ``max_turns``).
    """
    m = new_match(players, seed, **options)
    state = m.state
    state.truands = [RESERVE] * (TRUANDS * players)
    for code, where in (at or {}).items():
        state.truands[truand(m, code)] = PLACES[where] if isinstance(where, str) else _square(m, where)
    for initial, counts in (loot or {}).items():
        state.loot[player(m, initial) * 3:player(m, initial) * 3 + 3] = list(counts)
    for initial, amount in (ecus or {}).items():
        state.ecus[player(m, initial)] = amount
    for figure, where in (figures or {}).items():
        state.figures[FIGURES.index(figure)] = _square(m, where)
    for square, count in (purses or {}).items():
        state.purses[_square(m, square)] = count
    state.hands = [[] for _ in range(players)]
    for initial, cards in (hands or {}).items():
        state.hands[player(m, initial)] = list(cards)
    keys = state.board.card_keys
    state.deck = [card.count - sum(hand.count(card.key) for hand in state.hands) for card in state.board.cards]
    if min(state.deck) < 0:
        raise ValueError(f"the hands hold more cards than the deck has: {dict(zip(keys, state.deck))}")
    state.discard = [0] * len(keys)
    state.current, state.pending, state.played = player(m, current), None, 0
    return m


def _square(m: Match, square: int) -> int:
    if not 0 <= square < len(m.state.layout.squares):
        raise ValueError(f"no square {square} on this layout")
    return square


def where(m: Match, *codes: str) -> list[int]:
    """Where each named truand is (a square, RESERVE or LOST)."""
    return [m.state.truands[truand(m, code)] for code in codes]


def loot_of(m: Match, initial: str) -> tuple[int, int, int]:
    """The grey, violet and brown purses a player holds."""
    p = player(m, initial)
    return tuple(m.state.loot[p * 3:p * 3 + 3])


def figure_at(m: Match, figure: str) -> int:
    """The square of a figure (sergent, roi, prevot)."""
    return m.state.figures[FIGURES.index(figure)]


def play(m: Match, *actions: str) -> list[Event]:
    """Play ``actions`` in turn; every event they caused."""
    events: list[Event] = []
    for action in actions:
        events += m.play(action)
    return events


def rules(events: Iterable[Event]) -> list[str]:
    """The rule keys of ``events``, in order."""
    return [event.rule for event in events]


def legal(m: Match) -> set[str]:
    """The notations of the legal actions of the player to move."""
    return {action.notation for action in m.legal_actions()}


def legal_of(m: Match, kind: str) -> set[str]:
    """The notations of the legal actions of one kind (``run``, ``figure``, ``card``...)."""
    return {action.notation for action in m.legal_actions() if action.kind == kind}


def targets(m: Match, kind: str) -> set[int]:
    """The squares offered by the legal actions of one kind whose last word is a square (``run``, ``figure``,
    ``place``, ``step``)."""
    return {int(action.args[-1]) for action in m.legal_actions() if action.kind == kind}


def snapshot(m: Match) -> dict:
    """The whole position as data (to check that a refusal changed nothing)."""
    return m.state.to_dict()


def refused(m: Match, action: str, rule: str) -> IllegalAction:
    """Play ``action``, which must be refused by ``rule`` and change nothing (neither the position nor the log)."""
    before, log = snapshot(m), len(m.log)
    with pytest.raises(IllegalAction) as error:
        m.play(action)
    assert error.value.rule == rule, error.value
    assert snapshot(m) == before and len(m.log) == log
    return error.value


def purses_in_play(state) -> list[int]:
    """The grey, violet and brown purses on the board, in every loot and given to the Roi (conserved)."""
    players = len(state.names)
    return [sum(n for square, n in enumerate(state.purses) if state.layout.squares[square].colour == colour)
            + sum(state.loot[p * 3 + c] for p in range(players)) + state.spent[c]
            for c, colour in enumerate(COLOURS)]
