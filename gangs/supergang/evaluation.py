"""How well a seat of Super Gang stands, for the computer players (``SuperGangState.evaluation``).

A gang wins by owning every shop of a district, by being the last gang in play (« Lorsque tous les membres d'un
gang sont morts, celui-ci est éliminé »), or by being the richest when the rounds run out. Random and careless
gangs mostly lose the second way: their gangsters die in hold-ups and settlings. So the evaluation weighs first
the gangsters themselves (free, in prison, at the clinic, dead; wanted by the cops), then the district nearest
to being whole, the shops, rackets and trafic that pay every turn, and the money. A duel being fought is judged
by its odds: each side's chance of being the one left standing, worked out dart by dart (``duel_odds``), so that
a hold-up or a settling is worth what it risks. The police seat (option ``police_player``) wins when every
gangster is at the cemetery, at the clinic or in prison: it weighs how many are.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from .common import CLINIC, DEAD, FREE, GONE, PRISON
from .decisions import Aim, Duel

if TYPE_CHECKING:
    from .state import SuperGangState

LIFE = {FREE: 1.0, PRISON: 0.7, CLINIC: 0.55, DEAD: 0.0, GONE: 0.0}
"""What a gangster is worth to his gang, by where he is (1: free to act). In prison he is safe but idle, and
comes back; at the clinic he can be finished off, and comes back idle too; dead he can only be recruited again
(50 briques and a visit to the right shop)."""
GANGSTER = 160.0
"""A free gangster, in briques: the game is lost with the last one."""
LAST_STANDING = 220.0
"""What having at least one gangster alive is worth more (« celui-ci est éliminé » when all are dead), counted
by the chance of not being wiped out (``SURVIVAL``, by how many are alive)."""
SURVIVAL = (0.0, 0.5, 0.8, 1.0)
WANTED = 0.2
"""A wanted gangster (a witnessed offence not served) is this much of a gangster less: the cops arrest him."""
SENTENCE_TURN = 0.03
"""...and a gangster in prison this much less for each turn still to serve."""
SHOP = 90.0
"""An owned shop: its price and its 10 briques a turn."""
RACKET = 30.0
"""A racketed shop: 5 briques a turn while a gangster of the gang is free."""
PAWN_PLACED = 12.0
PAWN_STOCK = 3.0
"""A trafic pawn on a sidewalk (5 briques a turn), and one waiting in stock."""
DISTRICT = 700.0
"""Owning a whole district wins: a district owned in part is worth this times the share owned, squared."""
SCALE = 350.0
"""A lead of this many briques over the best other gang makes an evaluation of about 0.73 (logistic)."""
POLICE_MARK = 0.6
POLICE_DISTRICT = 0.3
POLICE_SCALE = 0.12
"""For the police seat: a share of the gangsters neutralised of ``POLICE_MARK`` makes an even evaluation, each
``POLICE_SCALE`` more about 0.73; a gang owning much of a district (``POLICE_DISTRICT`` times the square of its
share) lowers it."""


def _chance(x: float) -> float:
    """The logistic, strictly between 0 and 1."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


@lru_cache(maxsize=4096)
def _fresh(a: int, d: int, darts: int, hit: float) -> tuple[float, float]:
    """The chance that the attackers win a duel with ``a`` of them and ``d`` defenders standing, when the
    attackers (first value) or the defenders (second) start a volley of ``darts`` darts each hitting with the
    chance ``hit``: « Et ainsi de suite jusqu'à ce que toutes les cibles d'un des partis soient abattues »."""
    if d <= 0:
        return 1.0, 1.0
    if a <= 0:
        return 0.0, 0.0
    miss = (1.0 - hit) ** darts
    first = sum((1.0 - hit) ** (j - 1) * hit * _volley(a, d - 1, True, darts - j, darts, hit)
                for j in range(1, darts + 1))
    second = sum((1.0 - hit) ** (j - 1) * hit * _volley(a - 1, d, False, darts - j, darts, hit)
                 for j in range(1, darts + 1))
    # X = first + miss * Y ; Y = second + miss * X (a volley that misses hands over to the other side).
    x = (first + miss * second) / (1.0 - miss * miss) if miss < 1.0 else 0.5
    y = second + miss * x
    return x, y


@lru_cache(maxsize=16384)
def _volley(a: int, d: int, attackers: bool, left: int, darts: int, hit: float) -> float:
    """The attackers' chance when one side (``attackers`` or not) still has ``left`` darts of its volley."""
    if d <= 0:
        return 1.0
    if a <= 0:
        return 0.0
    if left <= 0:
        return _fresh(a, d, darts, hit)[1 if attackers else 0]
    miss = 1.0 - hit
    if attackers:
        return hit * _volley(a, d - 1, True, left - 1, darts, hit) + miss * _volley(a, d, True, left - 1, darts, hit)
    return hit * _volley(a - 1, d, False, left - 1, darts, hit) + miss * _volley(a, d, False, left - 1, darts, hit)


def duel_odds(state: "SuperGangState", duel: Duel) -> float:
    """The attackers' chance of winning ``duel`` as it stands: dice still to roll are taken at their mean (the
    killer's bonus counted), the side ahead shooting first with the difference in darts."""
    hit = state.dart_hit
    fallen = {h.fighter for h in duel.down}
    a = sum(1 for t in duel.attackers if t not in fallen)
    d = sum(1 for t in duel.defenders if t not in fallen)
    if duel.kind == "finish":
        darts = duel.left if not duel.dice else duel.totals[0] + 3.5 * len(duel.dice)
        return 1.0 - (1.0 - hit) ** max(0.0, darts) if d else 1.0
    if not duel.dice and duel.darts:
        return _volley(a, d, duel.shooter == "att", duel.left, duel.darts, round(hit, 6))
    bonus = state.killer_bonus
    att, dfn = duel.totals
    for t in duel.dice:
        mean = 3.5 + (bonus if t.kind == "gangster" and t.number % 3 == 0 else 0)
        if t in duel.attackers:
            att += mean
        else:
            dfn += mean
    darts = max(1, min(12, round(abs(att - dfn)) or 1))
    ahead = _chance(0.45 * (att - dfn))
    first = _fresh(a, d, darts, round(hit, 6))
    return ahead * first[0] + (1.0 - ahead) * first[1]


def _duel_of(state: "SuperGangState") -> Duel | None:
    pending = state.pending
    kind = type(pending)
    return pending if kind is Duel else pending.duel if kind is Aim else None


def gangster_values(state: "SuperGangState") -> list[float]:
    """Each character's worth to his gang now (``LIFE``, less for a wanted one or a long sentence); in a duel
    being fought, each fighter's expected worth once it is over: a hit already taken counts as it fell, and
    every fighter of the side that loses falls, dead with the chance ``dart_dead`` (always at the clinic)."""
    values = []
    for c, status in enumerate(state.status):
        value = LIFE[status]
        if status == PRISON:
            value -= SENTENCE_TURN * state.sentence[c]
        elif status == CLINIC and state.to_prison[c]:
            value -= 0.1
        elif status == FREE and state._wanted(c):
            value -= WANTED
        values.append(value)
    duel = _duel_of(state)
    if duel is not None:
        wins = duel_odds(state, duel)
        dead = 1.0 if duel.kind == "finish" else state.dart_dead
        fell = LIFE[DEAD] * dead + LIFE[CLINIC] * (1.0 - dead)
        down = {h.fighter: h.result for h in duel.down}
        for side, lose in ((duel.attackers, 1.0 - wins), (duel.defenders, wins)):
            for t in side:
                if t.kind != "gangster":
                    continue
                c = t.number
                if t in down:
                    values[c] = LIFE[DEAD] if down[t] == "dead" else LIFE[CLINIC]
                else:
                    values[c] = (1.0 - lose) * values[c] + lose * fell
    return values


def gang_worth(state: "SuperGangState", g: int, values: list[float], district: list[float]) -> float:
    """Gang ``g``'s worth, in briques: its gangsters (``values``), the chance it is not wiped out, its money (with the
    income its turn of this round will still collect: ``income_due``, for the gang whose turn it is and those after
    it in the round, so that a position is worth the same just before the end of a turn and just after, whether the
    turn ends by itself or by ``end``), its shops, rackets and trafic pawns, and its best district (``district``:
    the share of each it owns)."""
    if state.out[g]:
        return 0.0
    mine = values[3 * g:3 * g + 3]
    alive = sum(1 for c in range(3 * g, 3 * g + 3) if state.status[c] != DEAD)
    worth = GANGSTER * sum(mine) + LAST_STANDING * SURVIVAL[alive]
    worth += state.money_[g] + (state.income_due(g) if g >= state.current else 0)
    shops = state.shop_owner.count(g)
    worth += SHOP * shops + RACKET * state.racket.count(g)
    worth += PAWN_PLACED * state.portion.count(g) + PAWN_STOCK * state.stock[g]
    worth += DISTRICT * max(district) ** 2 if district else 0.0
    duel = _duel_of(state)
    if duel is not None and duel.kind == "holdup" and not duel.title:
        shop = duel.node - state.board.shop_base
        till = state.board.prices["holdup_sigil" if state.board.shops[shop].sigils else "holdup"]
        if duel.att_player == g:
            worth += duel_odds(state, duel) * till
    return worth


def _districts(state: "SuperGangState") -> dict[int, list[float]]:
    """For each gang, the share of each district's shops it owns."""
    board = state.board
    base = board.shop_base
    owners = state.shop_owner
    shares: dict[int, list[float]] = {g: [] for g in range(state.gangs)}
    for nodes in board.district_shops.values():
        counts: dict[int, int] = {}
        for node in nodes:
            owner = owners[node - base]
            if owner >= 0:
                counts[owner] = counts.get(owner, 0) + 1
        for g in shares:
            shares[g].append(counts.get(g, 0) / len(nodes))
    return shares


def neutralised(state: "SuperGangState", values: list[float]) -> float:
    """The share of the gangsters still in play whom the police hold or need not fear: dead, at the clinic or in
    prison count whole; a free one counts for what he is not worth (a wanted one is half caught)."""
    total, caught = 0, 0.0
    for c, status in enumerate(state.status):
        if status == GONE:
            continue
        total += 1
        caught += 1.0 if status != FREE else max(0.0, 1.0 - values[c]) * 2
    return min(1.0, caught / total) if total else 1.0


def evaluation(state: "SuperGangState", player: int) -> float:
    """``player``'s standing against the best of the others', in (0, 1); his return once over. A gang: its
    worth (``gang_worth``) against the best other gang's, on a logistic of spread ``SCALE``; with a police seat,
    less as the police near catching everyone (``neutralised``). The police seat: the share of gangsters
    neutralised, less the threat of a gang owning most of a district."""
    if state.is_terminal:
        return state.returns()[player]
    values = gangster_values(state)
    districts = _districts(state)
    worths = [gang_worth(state, g, values, districts[g]) for g in range(state.gangs)]
    police = state.police_seat
    caught = neutralised(state, values) if police is not None else 0.0
    if player == police:
        # The police win when everyone is caught; a gang near a whole district may win first.
        threat = max((max(shares) for shares in districts.values()), default=0.0) ** 2
        return _chance((caught - POLICE_MARK - POLICE_DISTRICT * threat) / POLICE_SCALE)
    if state.out[player]:
        return 1e-6                     # out of the game: nothing left to win while the others play on
    others = [w for g, w in enumerate(worths) if g != player]
    best = max(others) if others else 0.0
    value = _chance((worths[player] - best) / SCALE)
    if police is not None:
        value *= 1.0 - 0.8 * caught ** 4
    return min(max(value, 1e-9), 1.0 - 1e-9)
