"""How well a player of La Street stands, for the computer players (``StreetState.evaluation``).

La Street is a race: « le premier joueur qui arrive sur la case La Street — Arrivée a gagné ». So the evaluation
counts, first, how many turns each pawn still needs to reach the finish, on average and how widely that varies
(``race``: a table worked out once per board from its squares, its special places and its Karma pile), and turns
the lead over the best rival into a chance of arriving first. The table plays one pawn alone with the printed
effects: a police check costs the Commissariat's wait for a 2, 4 or 6 and its exit, a RIP square the Cimetière,
a Note de musique the Maison de disques' roll, a Sac d'argent the better of passing and the heist, a Karma square
the average card of the pile.

Money wins too, when the game is stopped (« le joueur qui possède le plus d'argent gagne la partie arrêtée »):
from the round where a stop may be proposed (and as ``max_turns`` nears) the richest's chance weighs more.
The Maisons and the Terrain are ways out of Prison, worth the turns they save there; kept cards save a little.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

from .board import PLACE_BASE, Board, Card

if TYPE_CHECKING:
    from .state import StreetState

EVEN = (2, 4, 6)
HELD = ("commissariat", "hopital")
"""The places that hold a pawn until a 2, 4 or 6 and send it back on its own track (« exit-never-ahead »)."""
LANDING = frozenset({"draw", "heist", "balance"})
"""The phases in which the square the pawn landed on has yet to act (a Karma card to draw, a heist to try; the
heist's own die is one more)."""

TURNS_PER_EURO = 1 / 30000
"""What the first euros are worth in the race: 30 000 € buy about a turn (a Maison on its square, a Terrain tax
that spares a return to Parking)..."""
MONEY_TURNS = 5.0
"""...and all the money in the world, at most this many turns."""
MONEY_SPREAD = 20000
"""In a game stopped now, a lead of this many euros over the next richest would be worth a chance of about 0.73
(the stop must still be agreed, and money changes hands until it is)..."""
ROUND_MONEY = 20000
"""...and each round until a stop may be proposed spreads the fortunes further apart by about this many euros
(a standard deviation: gains, taxes, Karma cards, discs and heists)."""
STOP_WEIGHT = 0.6
"""How much the richest's chance counts once a stop may be proposed: the others must all agree, so it is far from
certain."""
PRISON_RISK = 0.35
"""The chance a pawn goes to Prison again before the end (squares 24 and 47, the Perquisition card): what makes a
Maison, a way out of Prison, worth something before one is in it."""
LATE_PRISON_RISK = 0.05
"""...and once past the Descente de police of square 47, only the Perquisition card is left."""
TERRAIN_WORTH = 100000
"""The Terrain's tax to come, in euros (measured over random games, the Terrain is worth its price)."""
CARD_TURNS = {"avocat": 0.5, "balance": 0.15}
"""A kept card, in turns: an Avocat saves about a turn of waiting; a Balance can stop a rival's heist."""

MONEY_EFFECTS = {"gain": 1, "collect_each": 1, "take": 1, "robin": 1, "lose": -1, "pay_each": -1}
"""The Karma effects that move money, and which way for the drawer (a game of two: one other player)."""

LONG_GAME = 30
"""The round from which the players at a table are taken to find a game long enough to agree to stop it: a stop
may be proposed from the first (``stop_from``), but the others agree when the game drags (80 % of games end
sooner)."""

Dist = tuple[float, float]
"""A number of turns as its mean and the mean of its square."""


class Tables(NamedTuple):
    """What the evaluation reads for one board and mode, worked out once: for each square, the turns a lone pawn
    standing on it still needs (``turns``), the same once it has landed there and the square has acted
    (``landed``), the euros landing there brings (``money``); and the turns from the Maison de disques' roll
    (``record``)."""

    board: Board
    turns: list[Dist]
    landed: list[Dist]
    money: list[float]
    record: Dist


_TABLES: dict[tuple[int, str], Tables] = {}


def race(board: Board, mode: str) -> list[Dist]:
    """For each square (0 to the finish), the turns a lone pawn standing on it still needs to win: their mean and
    the mean of their square, worked out once per board and mode and kept."""
    return _tables(board, mode).turns


def _tables(board: Board, mode: str) -> Tables:
    found = _TABLES.get((id(board), mode))
    if found is None or found.board is not board:
        found = _TABLES[id(board), mode] = _solve(board, mode)
    return found


def _plus(c: float, d: Dist) -> Dist:
    """``c`` turns more than ``d``."""
    return d[0] + c, d[1] + 2 * c * d[0] + c * c


def _mix(parts: list[tuple[float, Dist]]) -> Dist:
    """One of several outcomes, each with its chance."""
    return sum(p * d[0] for p, d in parts), sum(p * d[1] for p, d in parts)


def _until_even(d: Dist) -> Dist:
    """Waiting for a 2, 4 or 6 (a turn each try, 2 on average, 6 for the mean square), then ``d``."""
    return d[0] + 2.0, d[1] + 4.0 * d[0] + 6.0


def _solve(board: Board, mode: str) -> Tables:
    """Value iteration over the squares: ``turns[s] = 1 + what landing costs``, over the six faces."""
    finish = board.finish
    kinds = board.kinds
    places = board.places
    deck = [(card, card.count) for card in board.cards if card.count]
    cards = sum(n for _, n in deck)
    turns: list[Dist] = [(0.0, 0.0) if s == finish else (20.0, 400.0) for s in range(finish + 1)]
    walk = board.walk

    def held(start: int) -> Dist:
        """From the Commissariat, the Hôpital or Prison: wait for a 2, 4 or 6, then move it from ``start``."""
        return _until_even(_mix([(1 / 3, land(walk(start, d), False)) for d in EVEN]))

    def sent(key: str, from_square: int) -> Dist:
        exit = places[key].exit
        return held(from_square if from_square < exit else exit)

    def record_label() -> Dist:
        discs = board.disc_squares
        return _mix([(1 / 6, turns[discs[d]]) for d in EVEN] + [(0.5, turns[places["maison_de_disques"].exit])])

    def land(square: int, karma: bool = True) -> Dist:
        """The turns still needed once the pawn has landed on ``square``, from its next turn."""
        kind = kinds[square]
        if kind == "finish":
            return 0.0, 0.0
        if kind == "police":
            return sent("commissariat", square)
        if kind == "hospital":
            return sent("hopital", square)
        if kind == "prison":
            return held(places["prison"].exit)
        if kind == "rip":
            return _plus(1.0, turns[places["cimetiere"].exit] if mode == "normal" else turns[square])
        if kind == "music":
            return record_label()
        if kind == "bag":
            heist = _mix([(0.5, turns[places["marbella"].exit]), (0.5, _plus(1.0, turns[square]))])
            return heist if heist[0] < turns[square][0] else turns[square]
        if kind == "karma" and karma:
            return _mix([(n / cards, card_cost(card, square)) for card, n in deck])
        return turns[square]

    def card_cost(card: Card, square: int) -> Dist:
        effect = card.effect
        if effect == "forward":
            return land(walk(square, card.amount), False)
        if effect == "back":
            return land(max(0, square - card.amount), False)
        if effect == "parking":
            return turns[0]
        if effect == "place":
            if card.place in HELD:
                return sent(card.place, square)
            if card.place == "prison":
                return held(places["prison"].exit)
            if card.place == "maison_de_disques":
                return record_label()
            return turns[places[card.place].exit]
        return turns[square]

    for _ in range(1000):
        change = 0.0
        for s in range(finish - 1, -1, -1):
            value = _plus(1.0, _mix([(1 / 6, land(walk(s, d))) for d in range(1, 7)]))
            change = max(change, abs(value[0] - turns[s][0]), abs(value[1] - turns[s][1]) / 100)
            turns[s] = value
        if change < 1e-6:
            break
    landed = [land(s) for s in range(finish + 1)]
    money = [landing_money(board, s, landed[s][0] < turns[s][0]) for s in range(finish + 1)]
    return Tables(board, turns, landed, money, record_label())


def landing_money(board: Board, square: int, heist: bool) -> float:
    """The euros a pawn landing on ``square`` wins (or loses) there on average, in a game of two: a gain or a
    tax, a carotte taken, the Maison de disques' discs, a heist when it is worth trying (``heist``), the average
    Karma card of the full pile. A Terrain's tax depends on its owner: ``evaluation`` counts it."""
    info = board.squares[square]
    kind = info.kind
    if kind in ("gain", "carotte"):
        return float(info.amount)
    if kind == "tax":
        return -float(info.amount)
    if kind == "music":
        return disc_money(board)
    if kind == "bag":
        return board.prices["heist"] / 2 if heist else 0.0
    if kind == "karma":
        return karma_money(board, [card.count for card in board.cards])
    return 0.0


def disc_money(board: Board) -> float:
    """The euros the Maison de disques' roll brings on average (a Disque on 2, 4 or 6)."""
    return sum(board.squares[board.disc_squares[d]].amount for d in EVEN) / 6


def karma_money(board: Board, deck: list[int]) -> float:
    """The euros the next Karma card of a pile (``deck``: the count of each card) brings on average, in a game of
    two."""
    total = sum(deck)
    if not total:
        deck, total = [card.count for card in board.cards], board.deck_size
    money = 0.0
    for card, n in zip(board.cards, deck):
        if n:
            sign = MONEY_EFFECTS.get(card.effect, 0)
            money += n * sign * card.amount
    return money / total


def _wait(board: Board, landed: list[Dist], start: int, lawyer: bool) -> Dist:
    """From a place that holds the pawn until a 2, 4 or 6, restarting from ``start`` (with an Avocat, at once if
    that is quicker)."""
    even = _until_even(_mix([(1 / 3, landed[board.walk(start, d)]) for d in EVEN]))
    if not lawyer:
        return even
    freed = _plus(1.0, _mix([(1 / 6, landed[board.walk(start, d)]) for d in range(1, 7)]))
    return freed if freed[0] < even[0] else even


def turns_to_win(state: "StreetState", p: int) -> Dist:
    """The turns ``p``'s pawn still needs to reach the finish, from the start of his next turn (mean, mean
    square): from the square or the special place where it is, with the turns it must miss, an Avocat in hand
    shortening a wait at the Commissariat, the Hôpital or in Prison; from a square whose effect is still to come
    (a Karma card to draw, a heist to try), what landing there costs; at the Maison de disques' roll, what it
    brings; leaving Prison (phase ``exit``), from the
    best of his exits."""
    board = state.board
    tables = _tables(board, state.mode)
    turns, landed = tables.turns, tables.landed
    where = state.pos[p]
    skip = state.skip[p]
    if p == state.current and state.phase == "die" and state.pending.purpose == "record":
        return _plus(skip, tables.record) if skip else tables.record
    if where < PLACE_BASE:
        here = landed[where] if p == state.current and _landing(state) else turns[where]
        return _plus(skip, here) if skip else here
    key = board.place_by_code[where].key
    lawyer = "avocat" in state.hands[p]
    if key in HELD:
        start = state.back_to[p] if state.back_to[p] >= 0 else board.places[key].exit
        found = _wait(board, landed, start, lawyer)
    elif key == "prison" and state.phase == "exit" and state.pending.player == p:
        steps = state.pending.steps if state.pending.then == "move" else 0
        found = min((landed[board.walk(e, steps)] if steps else turns[e] for e in state.prison_exits(p)),
                    key=lambda d: d[0])
    elif key == "prison":
        found = min((_wait(board, landed, start, lawyer) for start in state.prison_exits(p)), key=lambda d: d[0])
    elif key == "cimetiere":
        return _plus(max(skip, 1), turns[board.places[key].exit])
    else:
        found = turns[board.places[key].exit]
    return _plus(skip, found) if skip else found


def _landing(state: "StreetState") -> bool:
    """Whether the square the pawn of the player whose turn it is landed on has yet to act."""
    return state.phase in LANDING or (state.phase == "die" and state.pending.purpose == "heist")


def _before_roll(state: "StreetState") -> bool:
    """Whether the player whose turn it is has yet to roll (or his die is rolling, or an Avocat just freed him
    from Prison and he picks his exit before rolling)."""
    phase = state.phase
    return (phase == "turn" or (phase == "die" and state.pending.purpose == "move")
            or (phase == "exit" and state.pending.then == "lawyer" and state.pending.player == state.current))


def coming_money(state: "StreetState", p: int) -> float:
    """The euros ``p`` wins on average from his next roll: from the square he lands on (a Terrain square owned by
    a rival costs its tax), rolled from his square, or from the exit of the Maison de disques or Marbella; when it
    is his turn and his square has yet to act, from the Karma card he draws (the pile as it is), the heist, the
    Maison de disques' roll or the carotte he takes."""
    board = state.board
    tables = _tables(board, state.mode)
    where = state.pos[p]
    if p == state.current:
        phase = state.phase
        if phase == "die" and state.pending.purpose == "record":
            return disc_money(board)
        if phase == "target":
            return float(state.pending.amount) if state.pending.effect == "take" else 0.0
        if _landing(state):
            if where >= PLACE_BASE:
                return 0.0
            return karma_money(board, state.deck) if phase == "draw" else tables.money[where]
    if where >= PLACE_BASE:
        key = board.place_by_code[where].key
        if key in HELD or key == "prison":
            return 0.0
        where = board.places[key].exit
    money = tables.money
    owner = state.terrain_owner
    tax = board.prices["terrain_tax"] if owner >= 0 and owner != p else 0
    total = 0.0
    for d in range(1, 7):
        square = board.walk(where, d)
        total += money[square] - (tax if board.kinds[square] == "terrain" else 0.0)
    return total / 6


def assets(state: "StreetState", p: int, coming: float) -> float:
    """What ``p`` owns, in turns of the race: his money (with ``coming``, what his next roll brings) and the
    Terrain's tax to come, worth less and less as it grows (it buys a Maison, pays a tax: beyond that, nothing in
    the race); his Maisons and the Terrain as ways out of Prison (the turns they save there, times the chance of
    going there again: in Prison, that is already in his wait); his kept cards."""
    board = state.board
    houses = [sq for h, sq in board.house_squares.items() if state.house_owner[h] == p]
    terrain = state.terrain_owner == p
    money = max(0.0, state.money_[p] + coming + (TERRAIN_WORTH if terrain else 0))
    value = MONEY_TURNS * (1.0 - math.exp(-money / (MONEY_TURNS / TURNS_PER_EURO)))
    where = state.pos[p]
    held = where >= PLACE_BASE and board.place_by_code[where].key in HELD + ("prison",)
    if (houses or terrain) and not (held and board.place_by_code[where].key == "prison"):
        landed = _tables(board, state.mode).landed
        here = state.restart_square(p)             # never ahead of where he would be arrested (exit-never-ahead)
        exits = [min(e, here) for e in houses + (list(board.terrain_squares) if terrain else [])]
        exits += [] if houses else [0]
        saved = _wait(board, landed, 0, False)[0] - min(_wait(board, landed, e, False)[0] for e in exits)
        value += (PRISON_RISK if state.restart_square(p) < board.house_squares[1] else LATE_PRISON_RISK) * saved
    for card in state.hands[p]:
        if not (held and card == "avocat"):        # there, its use is in the wait (``turns_to_win``)
            value += CARD_TURNS.get(card, 0.0)
    return value


def _chance(x: float) -> float:
    """The logistic: a lead ``x`` (in spreads) as a chance, strictly between 0 and 1."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def _normal(x: float) -> float:
    """The chance that a normal variable falls below its mean plus ``x`` standard deviations (logistic fit)."""
    return _chance(1.7 * x)


def _played(state: "StreetState") -> float:
    """The rounds played so far, the player to move's turn counted once he has rolled."""
    return state.turn_ - 1 + (state.current + (0 if _before_roll(state) else 1)) / len(state.names)


def stop_round(state: "StreetState") -> int:
    """The round from which a stop is likely to be agreed: ``stop_from``, or ``LONG_GAME`` if later."""
    return max(state.stop_from, LONG_GAME)


def stop_weight(state: "StreetState", finish: list[tuple[float, float]]) -> float:
    """How much the richest's chance counts: the chance that nobody has arrived when a stop may first be proposed
    (round ``stop_from``), times ``STOP_WEIGHT`` (the others must all agree); with ``max_turns``, the chance that
    nobody has arrived by then (the game is then stopped for sure). ``finish``: each player's rounds to go from
    now, mean and standard deviation."""
    played = _played(state)
    unfinished = 1.0
    for mean, sd in finish:
        unfinished *= _normal((mean - (stop_round(state) - 1 - played)) / (sd + 0.5))
    weight = STOP_WEIGHT * unfinished
    if state.max_turns is not None:
        unfinished = 1.0
        for mean, sd in finish:
            unfinished *= _normal((mean - (state.max_turns - played)) / (sd + 0.5))
        weight = 1.0 - (1.0 - weight) * (1.0 - unfinished)
    return weight


def evaluation(state: "StreetState", player: int) -> float:
    """``player``'s chance of winning, roughly. The race: each player's rounds to go from now (his turns to go,
    and his place in the order of play: the player whose turn it is rolls first, the others in seat order), less
    what he owns in turns (``assets``); his lead over the best of the others, over the spread of both (the square
    root of their variances), on a logistic. The money: his lead over the next richest, counting what each
    player's next roll brings on average, weighed by ``stop_weight``. While a proposal to stop is on the table,
    each player still to answer is taken to agree at even odds. His return once over."""
    if state.is_terminal:
        return state.returns()[player]
    n = len(state.names)
    current = state.current
    coming = [coming_money(state, q) for q in range(n)]
    # Plies before each player's next roll: once the player to move has rolled, his turn counts as played.
    shift = 0 if _before_roll(state) else 1
    lead, spread, finish = [], [], []
    for q in range(n):
        mean, square = turns_to_win(state, q)
        variance = max(0.0, square - mean * mean)
        rounds = mean - 1.0 + ((q - current - shift) % n) / n
        finish.append((rounds, math.sqrt(variance)))
        lead.append(assets(state, q, coming[q]) - rounds)
        spread.append(variance)
    best = max((q for q in range(n) if q != player), key=lambda q: lead[q])
    race = _normal((lead[player] - lead[best]) / math.sqrt(spread[player] + spread[best] + 1.0))
    value = race
    weight = stop_weight(state, finish)
    if weight > 1e-9:
        money = [m + c for m, c in zip(state.money_, coming)]
        richest = max(m for q, m in enumerate(money) if q != player)
        rounds = max(0.0, stop_round(state) - 1 - _played(state))
        if state.max_turns is not None:
            rounds = min(rounds, max(0.0, state.max_turns - _played(state)))
        money_spread = math.sqrt(MONEY_SPREAD ** 2 + 2 * rounds * ROUND_MONEY ** 2)
        value = (1.0 - weight) * race + weight * _chance((money[player] - richest) / money_spread)
    if state.phase == "agree":
        # « Dans ce cas, le joueur qui possède le plus d'argent gagne la partie arrêtée. »
        stopped = 1.0 if state.money_[player] == max(state.money_) else 0.0
        chance = 0.5 ** len(state.pending.asked)
        value = chance * stopped + (1.0 - chance) * value
    return value
