"""Build an exact situation of Super Gang for a test, in one readable call.

    m = situation(gangs=2, round=5, at={"red.killer": "s12"}, heading={"red.killer": "e"},
                  money={0: 120}, owners={"b3": 1}, cops={1: "s14", 2: None})
    roll(m, 3, 4, 1, 6, 2)        # load the dice in the order they are rolled, then play "roll"
    play(m, "move red.killer s15 e")

or, to test what a gang does where its characters stopped, put them there as if they had just
arrived (the main phase of ``turn_of``'s turn):

    m = situation(arrived={"red.trafficker": "b5"}, money={0: 50})
    play(m, "pawns b5 4")

The helper only sets fields of the SuperGangState before anything is played; every outcome then
comes from the rules, with dice and darts loaded through ``Match.force`` as a teacher would.
"""

from __future__ import annotations

from typing import Iterable, Mapping

import pytest

import gangs
from gangs.kernel import Event, IllegalAction, Match
from gangs.supergang.common import CLINIC, DEAD, FREE, PRISON
from gangs.supergang.decisions import Main, PoliceMove, Stage, Start
from gangs.supergang.law import Offence

MATCHES: list[Match] = []
"""Every match built by ``situation`` (the rule-coverage test reads their logs)."""

STATUS = {"free": FREE, "prison": PRISON, "clinic": CLINIC, "dead": DEAD}


def situation(gangs_: int = 2, *, gangs: int | None = None, police: bool = False,
              at: Mapping[str, str] | None = None,
              heading: Mapping[str, str] | None = None,
              arrived: Mapping[str, str] | None = None,
              status: Mapping[str, str] | None = None,
              sentence: Mapping[str, int] | None = None,
              money: Mapping[int, int] | None = None,
              bank: int | None = None,
              owners: Mapping[str, int] | None = None,
              rackets: Mapping[str, int] | None = None,
              pawns: Mapping[int, int] | None = None,
              stock: Mapping[int, int] | None = None,
              records: Mapping[str, Iterable[str]] | None = None,
              served: Iterable[str] = (),
              cops: Mapping[int, str | None] | None = None,
              cops_owner: int | None = None,
              follows: Mapping[str, str] | None = None,
              turn_of: int = 0,
              round: int = 1,
              seed: int = 0,
              **options) -> Match:
    """A match of Super Gang whose state is exactly the one described.

    ``gangs``: how many gangs (2 to 4); ``police``: add the police seat (the last seat).
    ``at``: character id -> node id (``s12``, ``b3``, ``centre``, ``clinic``, ``cemetery``); characters
    not named stay in the centre. ``heading``: character id -> ``n``/``e``/``s``/``w``.
    ``arrived``: character id -> node id, placed as if it had just moved there this turn (the helper
    then starts in the main phase, with no dice left to move). ``status``: character id -> ``free``,
    ``prison``, ``clinic`` or ``dead`` (the place follows: centre, clinic, cemetery); ``sentence``:
    prison turns left. ``money``: gang -> briques; ``bank``: what the bank holds (default: the bank's
    sum less the money given). ``owners`` / ``rackets``: shop id -> gang. ``pawns``: portion index ->
    gang; ``stock``: gang -> unplaced pawns. ``records``: character id -> offence kinds already
    witnessed (by ``cops 1``, at turn 1, where he stands); ``served``: character ids whose lines of
    ``records`` are already served (« Une peine purgée ne compte plus pour une arrestation »).
    ``cops``: pair (1 or 2) -> node id, or None for a pair out of play (hit, restarted by gang 1).
    ``cops_owner``: the gang that bought them.
    ``follows``: character id -> the vamp id it follows (for three turns). ``turn_of``: whose turn
    it is; ``round``: the round number. ``options``: the game's options.
    """
    gangs = gangs if gangs is not None else gangs_
    served = set(served)
    seats = gangs + (1 if police else 0)
    m = gangs_module().new("supergang", players=seats, seed=seed, police_player=police, **options)
    state = m.state
    board = state.board
    for cid, where in (at or {}).items():
        state.at[state.character(cid)] = board.node(where)
    for cid, way in (heading or {}).items():
        state.head[state.character(cid)] = way
    for cid, kind in (status or {}).items():
        c = state.character(cid)
        state.status[c] = STATUS[kind]
        if kind == "prison":
            state.at[c] = board.centre
        elif kind == "clinic":
            state.at[c] = board.clinic
        elif kind == "dead":
            state.at[c] = board.cemetery
    for cid, turns in (sentence or {}).items():
        state.sentence[state.character(cid)] = turns
    given = 0
    for g, amount in (money or {}).items():
        state.money_[g] = amount
        given += amount
    state.bank_ = bank if bank is not None else state.bank_ - given
    for shop, g in (owners or {}).items():
        state.shop_owner[state._shop_index(shop)] = g
    for shop, g in (rackets or {}).items():
        state.racket[state._shop_index(shop)] = g
    for index, g in (pawns or {}).items():
        state.portion[index] = g
    for g, count in (stock or {}).items():
        state.stock[g] = count
    for cid, kinds in (records or {}).items():
        c = state.character(cid)
        for kind in kinds:
            number = len(state.offences)
            state.offences.append(Offence(number, 1, kind, board.name(state.at[c]), (cid,), ("cops 1",),
                                          board.penalties[kind]))
            state.files[c] = state.files[c] + ((number, cid in served),)
    for pair, where in (cops or {}).items():
        i = pair - 1
        if where is None:
            state.cop_state[i], state.cop_by[i], state.cop_at[i] = "hit", 1, board.centre
        else:
            state.cop_state[i], state.cop_at[i], state.cop_by[i] = "board", board.node(where), -1
    if cops_owner is not None:
        state.cops_owner = cops_owner
    for cid, vamp in (follows or {}).items():
        c = state.character(cid)
        state.follows[c], state.spell[c] = state.character(vamp), board.limits["vamp_turns"]
    state.turn_ = round
    n = len(state.ids)
    state.current = turn_of
    state.moved, state.arrived, state.die = [False] * n, [False] * n, [0] * n
    state.cop_die = [0, 0]
    if arrived:
        for cid, where in arrived.items():
            c = state.character(cid)
            state.at[c] = board.node(where)
            state.status[c] = FREE
            state.moved[c] = state.arrived[c] = True
            if board.is_shop(state.at[c]) and state.shop_owner[state.at[c] - board.shop_base] != turn_of:
                state._must_act_in(state.at[c])
        for c in range(n):
            state.moved[c] = True
        state.stage, state.pending = Stage("main", turn_of), Main(turn_of)
    elif police and round >= 3:
        state.stage, state.pending = Stage("police", state.police_seat), PoliceMove(state.police_seat)
    else:
        state.stage, state.pending = Stage("start", turn_of), Start(turn_of)
    MATCHES.append(m)
    return m


def gangs_module():
    """The ``gangs`` package (the keyword ``gangs`` of ``situation`` hides the module's name)."""
    return gangs


def play(m: Match, *actions: str, aim: bool = True) -> list[Event]:
    """Play each notation in turn; return every event they caused. With ``aim``, a dart to aim is aimed at
    the first standing target (a test that is about aiming passes ``aim=False`` and plays ``aim ...``)."""
    events: list[Event] = []
    for action in actions:
        if _forced_cop_move_done(m, action):
            continue
        events.extend(m.play(action))
        while aim and m.state.phase == "aim":
            events.extend(m.play(m.legal_actions()[0]))
    return events


def _forced_cop_move_done(m: Match, notation: str) -> bool:
    """Whether ``notation`` is a cop move the rules already played themselves, the pair's die leaving it that walk
    only (« where no choice matters, do not ask »): the pair stands where the notation says, facing as it says, and
    it is not that pair's move now. A test may still name such a move, as the story it tells."""
    words = notation.split()
    if len(words) < 3 or words[0] != "cop" or words[2] == "stay":
        return False
    pending = m.state.pending
    pair = int(words[1])
    if m.state.phase == "cops" and pending.pair == pair - 1:
        return False
    cops = m.state.cops[pair - 1]
    return cops["position"] == words[2] and (cops["heading"] or "") == (words[3] if len(words) > 3 else "")


def roll(m: Match, *dice: int) -> list[Event]:
    """Load the dice in the order the rules roll them (cop pairs first, then the characters by
    number), then play ``roll``."""
    for value in dice:
        m.force(value)
    return m.play("roll")


def force(m: Match, *outcomes: int | str) -> None:
    """Load chance outcomes: numbers are dice, ``"miss"``, ``"wounded"``, ``"dead"`` are darts."""
    for outcome in outcomes:
        m.force(f"dart {outcome}" if outcome in ("miss", "wounded", "dead") else outcome)


def refused(m: Match, notation: str) -> IllegalAction:
    """Play an illegal notation, check that nothing changed, and return the IllegalAction (its ``rule``
    says which rule forbids it)."""
    before = m.state.to_dict()
    with pytest.raises(IllegalAction) as error:
        m.play(notation)
    assert m.state.to_dict() == before
    return error.value


def legal(m: Match) -> list[str]:
    """The notations of the legal actions now."""
    return [a.notation for a in m.legal_actions()]


def rules(events: Iterable[Event]) -> list[str]:
    """The rule keys of the events."""
    return [e.rule for e in events]


def aimers(m: Match, darts: int) -> list[int]:
    """Who aims each of the next ``darts`` darts (each aimed at the first target listed, and missing)."""
    seen = []
    for _ in range(darts):
        assert m.state.phase == "aim"
        seen.append(m.to_move)
        m.force("dart miss")
        m.play(m.legal_actions()[0])
    return seen
