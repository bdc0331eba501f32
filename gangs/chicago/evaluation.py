"""How well a player of Vengeance à Chicago stands, for the computer players (``ChicagoState.evaluation``).

« Le premier parrain qui rentre dans son quartier général a gagné » — or the last parrain alive. So the
evaluation counts, for each gang, how far its parrain is on his tour, and what keeps him going and alive: a
henchman at his side (« Le parrain ne peut jamais quitter une case sur la quelle il se trouve seul », and a
henchman shields him from the snipers and from a lone kidnapper), his not being a hostage, his not being stranded
(alone with no henchman of his able to join him on one roll, or alone in his HQ) nor wounded, the kind of square he
stands on (Danger: everyone dies there when it is named; Sécurité: the snipers never shoot there), the henchmen
still in play (they escort him, shield him and take hostages), and the hostages each
side holds. A player leading two gangs (option ``two_gangs``) counts the better of the two.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .figures import DEAD, FIGURES, GONE, HQ

if TYPE_CHECKING:
    from .state import ChicagoState

ESCORT = 7.0
"""A parrain in the city with a henchman of his on his square, in squares of his tour: he can leave it, and no
lone enemy can take him; alone, he waits for one to come."""
HOSTAGE = 12.0
"""A parrain held hostage, in squares: he cannot move, and his kidnapper's gang decides when that ends."""
DANGER = 3.0
"""A parrain on a Danger square, for each other gang that may name it (everyone there dies, parrain included)."""
SAFETY = 1.0
"""A parrain on a Sécurité square: the snipers never shoot there."""
STRANDED = 10.0
"""A parrain alone with none of his free henchmen able to reach him on one roll (within 12 squares behind him, or in
the HQ while he is within 12 squares of its door), or alone in his HQ: he may wait there for many rounds."""
WOUND = 4.0
"""A wounded parrain (option ``wounded_parrain``): the snipers' next hit liquidates him."""
HENCHMAN = 1.5
"""A henchman in the city or in the HQ (an escort, a kidnapper, and what a liquidated parrain comes back with)."""
HELD = 2.5
"""A hostage held, for the kidnapper's gang (and as much less for the hostage's)."""
WIPED_OUT = -40.0
"""A gang whose parrain is gone for good."""
SCALE = 7.0
"""A lead of this many squares over the best other player makes an evaluation of about 0.73 (logistic)."""


def gang_worth(state: "ChicagoState", gang: int) -> float:
    """Gang ``gang``'s standing, in squares of its parrain's tour: how far he is on it (0 in the HQ), with his
    escort, his being a hostage, his square's kind, the henchmen in play and the hostages held either way."""
    base = gang * FIGURES
    at = state.at
    where = at[base]
    if where == GONE:
        return WIPED_OUT
    held_by = state.held_by
    worth = float(state.tour(gang))
    if where == HQ and not any(at[h] == HQ for h in range(base + 1, base + FIGURES)):
        worth -= STRANDED
    if gang in state.wounded:
        worth -= WOUND
    if where >= 0:
        escorted = any(at[h] == where and held_by[h] < 0 for h in range(base + 1, base + FIGURES))
        worth += ESCORT if escorted else 0.0
        if not escorted and not reachable(state, gang, where):
            worth -= STRANDED
        if held_by[base] >= 0:
            worth -= HOSTAGE
        kind = state.board.kinds[where]
        if kind == "danger":
            worth -= DANGER * (len(state.owner) - 1)
        elif kind == "securite":
            worth += SAFETY
    for h in range(base + 1, base + FIGURES):
        if at[h] != DEAD:
            worth += HENCHMAN
            if held_by[h] >= 0:
                worth -= HELD
    for kidnapper in held_by:
        if kidnapper >= 0 and kidnapper // FIGURES == gang:
            worth += HELD
    return worth


def reachable(state: "ChicagoState", gang: int, where: int) -> bool:
    """Whether a free henchman of ``gang`` could join its parrain on ``where`` with one roll (12 squares at most:
    from behind him on the ring, or from the HQ while he is within 12 squares of its door)."""
    base, n = gang * FIGURES, state.board.squares
    near_door = (where - state.doors[gang]) % n < 12
    for h in range(base + 1, base + FIGURES):
        at = state.at[h]
        if (at == HQ and near_door) or (at >= 0 and state.held_by[h] < 0 and 0 < (where - at) % n <= 12):
            return True
    return False


def evaluation(state: "ChicagoState", player: int) -> float:
    """``player``'s best gang (``gang_worth``) against the best gang of the others, on a logistic of spread
    ``SCALE`` squares, in (0, 1); his return once over."""
    if state.is_terminal:
        return state.returns()[player]
    best = [-math.inf] * len(state.names)
    for gang, owner in enumerate(state.owner):
        best[owner] = max(best[owner], gang_worth(state, gang))
    mine = best[player]
    other = max(w for p, w in enumerate(best) if p != player)
    x = max(-30.0, min(30.0, (mine - other) / SCALE))
    return 1.0 / (1.0 + math.exp(-x))
