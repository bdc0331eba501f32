"""Why an action is not legal: each refusal names its rule, and one check per action kind says which applies.

The checks (``_refuse_move``, ``_refuse_mug``, ``_refuse_buy_cops``... in ``checks``) return ``None``
when the action is allowed and a ``Refusal`` when it is not; ``legal_actions`` lists an action only when
its check allows it, and ``why_illegal`` asks the same check for the refusal. A refusal is a constant
whose reason is a message (marked ``M_``) naming facts of the position (``FACTS``): ``told`` reads them only
when a player asks why (the checks run for every listed action, so they read nothing), and the narrator words
them when the refusal is read, « you » for the gang that tried.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..kernel import Action, IllegalAction, Refusal
from ..kernel.tell import M_, fields_of
from .decisions import CopMove, Main, Roll

if TYPE_CHECKING:
    from .state import SuperGangState


def told(refusal: Refusal, state: "SuperGangState", c: int = -1, node: int = -1, **known: Any) -> IllegalAction:
    """The IllegalAction for ``refusal`` (the kernel's ``Refusal``, a message whose ``{fields}`` are facts of the
    position, see ``FACTS``), with the facts it names for character ``c`` and place ``node``: worded by the
    position's voice when read, « you » for the gang that tried."""
    facts = {field: known[field] if field in known else FACTS[field](state, c, node)
             for field in fields_of(refusal.reason)}
    return refusal.error(facts, state.voice)


# -- whose decision it is ------------------------------------------------------------------------------------
COPS_FIRST = Refusal("cops-first", M_("the cops move first: « il joue d'abord les flics, puis ses personnages »"))
NOT_FOR_SALE = Refusal("police-not-for-sale", M_("with a police seat the cops are not for sale"))
COPS_SOLD = Refusal("buy-cops", M_("the cops already belong to {cops_owner}"))
COPS_AT_START = Refusal("buy-cops", M_("the cops are bought at the start of one's turn, before the dice"))
COPS_PRICE = Refusal("buy-cops", M_("the cops cost {cops_price}: {gang} has {money} (no loans)"))

# -- moving ---------------------------------------------------------------------------------------------------
NOT_PLAYED = Refusal("legal-actions", M_("{character} is not played by {gang}"))
NOT_FREE = Refusal("exact-move", M_("{character} is {where} and does not move"))
MOVED = Refusal("exact-move", M_("{character} has already moved this turn"))
NO_DIE = Refusal("exact-move", M_("{character} has no die to play this turn"))
U_TURN = Refusal("no-u-turn", M_("{character} would have to turn back in the street to reach {to}"))
NO_WALK = Refusal("exact-move", M_("{character} cannot reach {to} with exactly {steps}, without a U-turn in the "
                     "street, entering a shop only on the last point and using no passage twice"))
MUST_WALK = Refusal("exact-move", M_("{character} has a walk of exactly {steps}: « il peut et doit avancer »"))
MUST_MOVE = Refusal("exact-move", M_("the turn cannot end: {movers} must still move (« il peut et doit avancer »)"))
MUST_ACT = Refusal("shop-must-act", M_("the turn cannot end: something must be done in {shops}"))

# -- moving the cops -------------------------------------------------------------------------------------------
COP_REFUSALS = {
    "no-pair": Refusal("cops-move", M_("there is no cop pair {pair}: the cops are pairs 1 and 2")),
    "other-pair": Refusal("cops-move", M_("cop pair {moving} is the one to move now, not pair {pair}")),
    "no-place": Refusal("notation", M_("{to} is no place of the board")),
    "cop-must-walk": Refusal("cops-move", M_("cop pair {pair} has a walk of exactly {steps}: it must take one")),
    "cop-no-walk": Refusal("cops-start", M_("cop pair {pair} cannot reach {to} with exactly {steps}, without a U-turn "
                                           "in the street")),
    "cop-no-arrest": Refusal("cops-no-shops", M_("cop pair {pair} goes into {to} only to arrest someone there")),
    "cop-heading": Refusal("cops-start", M_("cop pair {pair} reaches {to} with exactly {steps} heading {ways} only")),
}
"""Why a cop move is refused (``_refuse_cop_move``), by name."""

# -- acting where one stopped ---------------------------------------------------------------------------------
TOO_MANY_WORDS = Refusal("notation", M_("this action takes no such word"))
NOT_ARRIVED = Refusal("acts-on-arrival", M_("no character of {gang} has stopped at {place} this turn"))
ONCE_A_STOP = Refusal("one-duel-per-place", M_("each kind of action is done once per place and turn, and this one "
                         "was done at {place}"))
MUG_IN_STREET = Refusal("mugging", M_("passers-by are mugged in the street, not in {place}"))
BANK_DRY = Refusal("bank-limit", M_("the bank is dry: mugging pays nothing"))
NOT_A_SHOP = Refusal("legal-actions", M_("{place} is not a shop"))
NOT_VIRGIN = Refusal("racket", M_("{place} is not virgin: only a virgin shop is racketed"))
NO_TOKEN = Refusal("tokens-limit", M_("no racket/property token left: withdraw one first"))
ROBBED = Refusal("no-buy-after-holdup", M_("a gang cannot buy a shop it has just held up"))
OWNED = Refusal("buy", M_("{place} already belongs to {owner}"))
NO_LOANS = Refusal("no-loans", M_("{gang} has {money}: not enough"))
HOLDUP_ONCE = Refusal("holdup-once", M_("this gang already held up this shop this turn"))
OWN_SHOP = Refusal("holdup", M_("a gang does not hold up its own shop"))
NO_TITLE = Refusal("holdup-title", M_("only another gang's shop is held up for its title"))
TRUCE_DUEL = Refusal("truce", M_("no duel during the first {truce} rounds (round {round})"))
TRUCE_VAMP = Refusal("truce", M_("no vamping during the first {truce} rounds"))
TRUCE_BUY = Refusal("truce", M_("gangs do no harm to each other during the first {truce} rounds: buying {place} "
                                "would take {harm}"))
POLICE_HERE = Refusal("no-shooting-before-police", M_("nobody shoots in front of the police"))
ONE_DUEL = Refusal("one-duel-per-place", M_("only one duel per place and turn"))
NOBODY_TO_FIGHT = Refusal("confront", M_("name whom to confront at {place}"))
NOT_THERE_TO_FIGHT = Refusal("confront", M_("only characters of other gangs standing free at {place} are confronted"))
NAME_CREW = Refusal("crew", M_("several characters of {gang} stopped at {place}: name who takes part "
                       "(« seul ou à plusieurs »), e.g. {example}"))
NOT_IN_CREW = Refusal("crew", M_("only characters of {gang} that stopped at {place} this turn take part there"))
NOT_WOUNDED = Refusal("finish-off", M_("{character} is not lying wounded at the clinic"))
OWN_GANG = Refusal("legal-actions", M_("{character} belongs to {gang}"))
NO_VAMP_HERE = Refusal("vamp", M_("none of {gang}'s vamps has stopped at {place} this turn"))
WOUNDED_NO_VAMP = Refusal("clinic-no-vamp", M_("{character} lies wounded at the clinic: « un blessé n'est pas "
                                                "vampable »"))
NOT_VAMPABLE = Refusal("vamp", M_("{character} is not a free gangster of another gang standing at {place}"))
ALREADY_VAMPED = Refusal("vamp", M_("{character} already follows a vamp"))
ONLY_TRAFFICKER = Refusal("trafic-only-trafficker", M_("only a trafficker traffics"))
NO_TRAFIC_SOLD = Refusal("trafic-buy", M_("{place} sells no trafic pawns: only a shop marked for trafic does"))
ONE_PURCHASE = Refusal("trafic-buy", M_("no more than ten pawns at once: one purchase a stop"))
LOT = Refusal("trafic-buy", M_("pawns are sold by two, at most {most} at once"))
PAWN_LIMIT = Refusal("trafic-limit", M_("{gang} would have more than {limit} trafic pawns"))
PAWNS_PRICE = Refusal("no-loans", M_("{gang} has {money}: not enough (no loans)"))
NO_STOCK = Refusal("trafic-place", M_("{gang} has no trafic pawn in stock"))
NO_PORTION = Refusal("trafic-place", M_("no free portion of sidewalk by {place} takes a pawn of {gang}"))
NOT_RECRUITING = Refusal("recruit-dead", M_("{place} recruits nobody"))
ASKED = Refusal("recruit-price", M_("the owner has already been asked this turn"))
NOT_A_RECRUIT = Refusal("recruit-dead", M_("a recruit is one of {gang}'s dead, of the role the shop offers "
                           "({recruits})"))
RECRUIT_PRICE = Refusal("recruit", M_("a recruit costs {recruit_price}: no loans"))
TOKENS_LEFT = Refusal("tokens-limit", M_("{gang} still has {tokens}: a token is taken back only to place "
                         "a new one when none is left"))
NO_TOKEN_WANTED = Refusal("tokens-limit", M_("a token is taken back only to mark a new racket or property (« s'il "
                             "veut marquer une nouvelle propriété »), and no group of {gang} stands where it could"))
NOT_YOUR_TOKEN = Refusal("tokens-limit", M_("{gang} has no token in {place}"))

FACTS: dict[str, Callable[["SuperGangState", int, int], Any]] = {
    "gang": lambda s, c, node: s.current,
    "money": lambda s, c, node: s.money_[s.current],
    "tokens": lambda s, c, node: s.tokens_left(s.current),
    "round": lambda s, c, node: s.turn_,
    "truce": lambda s, c, node: s.board.limits["truce_turns"],
    "movers": lambda s, c, node: tuple(s._unmoved()),
    "shops": lambda s, c, node: tuple(n for n in s.must_act if s._owed(n, s._actions_at(n))),
    "cops_owner": lambda s, c, node: s.cops_owner,
    "cops_price": lambda s, c, node: s.board.prices["cops"],
    "recruit_price": lambda s, c, node: s.board.prices["recruit"],
    "most": lambda s, c, node: s.board.prices["trafic_max_buy"],
    "limit": lambda s, c, node: s.board.limits["trafic_pawns"],
    "character": lambda s, c, node: c,
    "where": lambda s, c, node: (c, s.status[c]),
    "die": lambda s, c, node: s.die[c],
    "steps": lambda s, c, node: s.die[c],
    "place": lambda s, c, node: node,
    "owner": lambda s, c, node: s.shop_owner[node - s.board.shop_base],
    "recruits": lambda s, c, node: s.board.shop(node).recruits,
    "example": lambda s, c, node: "+".join(s.ids[g] for g in s._group(node)),
    "harm": lambda s, c, node: _harm(s, node),
}
"""The facts a refusal's reason may name, read from the position (``c``: the character, ``node``: the place), as
plain values the narrator words (``tell.SuperGangNarrator``): gangs and characters by number, places by node."""


def _harm(state: "SuperGangState", node: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    """What a purchase of the shop at ``node`` would take from the other gangs: the gang whose R token is there
    (-1: none of another's) and, for each other gang with trafic pawns beside it, the gang and how many."""
    board, p = state.board, state.current
    racket = state.racket[node - board.shop_base]
    portion = state.portion
    pawns = tuple((g, sum(1 for i in board.portions_of[node] if portion[i] == g))
                  for g in sorted({portion[i] for i in board.portions_of[node]} - {-1, p}))
    return (racket if racket >= 0 and racket != p else -1), pawns


# -- reading an illegal action: which check answers for it ---------------------------------------------------
def why_illegal(state: "SuperGangState", action: Action) -> IllegalAction | None:
    """The refusal of the check for ``action``'s kind, as an IllegalAction naming its rule; None when no
    check refuses it (it is then simply not one of the decisions at hand)."""
    kind, args = action.kind, action.args
    if action.notation == "buy cops":
        refusal = state._refuse_buy_cops()
        return told(refusal, state) if refusal else None
    if kind in ("move", "stay") and type(state.pending) in (Roll, CopMove):
        return told(COPS_FIRST, state)
    if kind == "cop" and type(state.pending) is CopMove:
        found = state._refuse_cop_move(args)
        return told(COP_REFUSALS[found[0]], state, **found[1]) if found else None
    read = _READERS.get(kind)
    if read is None or type(state.pending) is not Main:
        return None
    try:
        return read(state, args)
    except (IndexError, TypeError):           # words missing or too many: not an action of this kind at all
        return None
    except ValueError as error:
        return IllegalAction(str(error), "notation")


def _move(state: "SuperGangState", args: tuple) -> IllegalAction | None:
    c = state.character(args[0])
    to = str(args[1]) if len(args) > 1 else "?"
    refusal = state._refuse_move(c, to, str(args[2]) if len(args) > 2 else "")
    return told(refusal, state, c, to=_place_named(state, to)) if refusal else None


def _place_named(state: "SuperGangState", name: str) -> int | str:
    """The place a notation names, its node (worded « la case 12 », « Hôtel Régina »), or as typed when it names
    none."""
    try:
        return state.board.node(name)
    except (KeyError, ValueError, TypeError):
        return name


def _stay(state: "SuperGangState", args: tuple) -> IllegalAction | None:
    c = state.character(args[0])
    refusal = state._refuse_stay(c)
    return told(refusal, state, c) if refusal else None


def _end(state: "SuperGangState", args: tuple) -> IllegalAction | None:
    refusal = state._refuse_end()
    return told(refusal, state) if refusal else None


def _withdraw(state: "SuperGangState", args: tuple) -> IllegalAction | None:
    s = state._shop_index(args[0])
    refusal = state._refuse_withdraw(s)
    return told(refusal, state, node=state.board.shop_base + s) if refusal else None


Reader = Callable[["SuperGangState", tuple], "IllegalAction | None"]


def _place(check: Callable[..., Refusal | None], first: Callable[..., Refusal | None] | None = None,
           crewed: bool = False) -> Reader:
    """The reader of an action done at a place (its first word): ``first``, a check of the turn (the truce),
    then the group that stopped there, then (``crewed``) who takes part, then ``check`` with the group and the
    action's other words."""

    def read(state: "SuperGangState", args: tuple) -> IllegalAction | None:
        refusal = first(state) if first is not None else None
        if refusal is not None:
            return told(refusal, state)
        node = state.board.node(str(args[0]))
        group = state._group(node)
        rest = args[1:]
        if not group:
            refusal = NOT_ARRIVED
        elif crewed:
            crew, rest = state._read_crew(rest, check is _settle)
            refusal = check(state, node, group, *rest) or state._refuse_crew(group, crew)
        else:
            refusal = check(state, node, group, *rest)
        return told(refusal, state, node=node) if refusal else None

    return read


def _finish(state: "SuperGangState", args: tuple) -> IllegalAction | None:
    """Finishing off: the truce, then the attackers at the clinic, then who takes part, the duel and its target."""
    refusal = state._refuse_duel_now()
    if refusal is not None:
        return told(refusal, state)
    target, node = state.character(args[0]), state.board.clinic
    group = state._group(node)
    if not group:
        refusal = NOT_ARRIVED
    else:
        crew, rest = state._read_crew(args[1:])
        refusal = (TOO_MANY_WORDS if rest else None) or state._refuse_crew(group, crew) or \
            state._refuse_finish(node, target)
    return told(refusal, state, target, node) if refusal else None


def _settle(state: "SuperGangState", node: int, group: list[int], whom: Any = None, *more: Any) -> Refusal | None:
    if whom is None or more:
        return NOBODY_TO_FIGHT
    return state._refuse_settle(node, state._whom_of(node, whom))


def _holdup(state: "SuperGangState", node: int, group: list[int], title: Any = None, *more: Any) -> Refusal | None:
    if title not in (None, "title") or more:
        return TOO_MANY_WORDS
    return state._refuse_holdup(node, title == "title")


def _alone(check: Callable[["SuperGangState", int], Refusal | None]) -> Callable[..., Refusal | None]:
    """A check of an action with no word after who takes part."""
    return lambda s, node, group, *more: TOO_MANY_WORDS if more else check(s, node)


def _recruit(state: "SuperGangState", node: int, group: list[int], name: Any = None) -> Refusal | None:
    return state._refuse_recruit(node, state.character(name) if name is not None else -1)


def _vamp(state: "SuperGangState", args: tuple) -> IllegalAction | None:
    """Vamping: the truce, then the target (« un blessé n'est pas vampable »), then the vamp where he stands."""
    refusal = state._refuse_vamp_now()
    if refusal is not None:
        return told(refusal, state)
    target = state.character(args[0])
    node = state.at[target]
    group = state._group(node)
    refusal = state._refuse_vamp_target(node, target) or (state._refuse_vamping(node, group) if group
                                                           else NOT_ARRIVED)
    return told(refusal, state, target, node) if refusal else None


def _duel_now(state: "SuperGangState") -> Refusal | None:
    return state._refuse_duel_now()


_READERS = {
    "move": _move,
    "stay": _stay,
    "end": _end,
    "withdraw": _withdraw,
    "mug": _place(_alone(lambda s, node: s._refuse_mug(node)), crewed=True),
    "racket": _place(_alone(lambda s, node: s._refuse_racket(node)), crewed=True),
    "buy": _place(lambda s, node, group: s._refuse_buy(node)),
    "holdup": _place(_holdup, _duel_now, crewed=True),
    "pawns": _place(lambda s, node, group, lot=None: s._refuse_pawns(node, group, lot)),
    "trafic": _place(lambda s, node, group, portion=None: s._refuse_trafic(node, group, portion)),
    "recruit": _place(_recruit),
    "settle": _place(_settle, _duel_now, crewed=True),
    "finish": _finish,
    "vamp": _vamp,
}
"""For each kind of main-phase action: how its words are read and which check answers for it."""
