"""The words of Super Gang: its events and its buttons, worded when they are read.

The rules hold no words: an event names its message (marked ``M_``) and its facts (gang and character numbers,
node ids, amounts, duel fighters), an action is its notation. ``SuperGangNarrator`` words them for the one who
reads, in the language in force (``gangs.kernel.tell``): a gang by its player's name and colour ("you" for the
reader), a character as the table says it ("le tueur vert"), a place by ``Board.describe``, an amount in briques,
and French's contracted articles last (``finish``). The phrases shared with the sheets, the scene and the refusals
(``the_character``, ``character_name``...) are in ``words``.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from ..kernel.lang import N_, formatter, translator
from ..kernel.tell import Narrator, Reading, Said, joined
from .board import Board
from .common import CLINIC, COLOURS, DEAD, PRISON, ROLES, briques, counted
from .decisions import Fighter
from .words import (
    OFFENCE_WORDS,
    ROLE_WORDS,
    WAY_WORDS,
    capitalized,
    character_name,
    colour_words,
    contracted,
    crew_name,
    listing,
    portion_words,
    said_of,
    seen_by,
    the_character,
    the_characters,
)

_ = translator("supergang")
f_ = formatter("supergang")


class Table(NamedTuple):
    """What the words of a match need besides its names (``Reading.context``): the ``board`` (its places' names)
    and how many seats are ``gangs`` (a seat beyond them is the police)."""

    board: Board
    gangs: int


# -- the facts in words -------------------------------------------------------------------------------------
def character_of(value: int | str) -> int:
    """A character's number from its number or its id (``red.killer``)."""
    if isinstance(value, int):
        return value
    colour, role = str(value).split(".")
    return 3 * COLOURS.index(colour) + ROLES.index(role)


def _character(value: Any, reading: Reading) -> str:
    return the_character(character_of(value))


def _Character(value: Any, reading: Reading) -> str:
    return capitalized(the_character(character_of(value)))


def _characters(value: Sequence[Any], reading: Reading) -> str:
    return the_characters(character_of(c) for c in value)


def _he(value: Any, reading: Reading) -> str:
    return "she" if character_of(value) % 3 == 1 else "he"


def _him(value: Any, reading: Reading) -> str:
    return "her" if character_of(value) % 3 == 1 else "him"


def _his(value: Any, reading: Reading) -> str:
    return "her" if character_of(value) % 3 == 1 else "his"


def _place(value: Any, reading: Reading) -> str:
    board = reading.context.board
    return board.describe(board.named[value] if isinstance(value, str) else value)


def _amount(value: int, reading: Reading) -> str:
    return briques(value)


def _colour(value: int | str, reading: Reading) -> str:
    return colour_words(COLOURS[value] if isinstance(value, int) else value)


def _Colour(value: int | str, reading: Reading) -> str:
    return capitalized(_colour(value, reading))


def _counting(noun: str):
    def wording(value: Any, reading: Reading) -> str:
        return value if isinstance(value, str) else counted(value, noun)
    return wording


def _who(plural: str, singular: str):
    """A group and the verb agreeing with it, to start a sentence: 'The red vamp puts', 'The red killer and the
    red vamp put'."""
    def wording(group: Sequence[Any], reading: Reading) -> str:
        return capitalized(f"{_characters(group, reading)} {_(plural if len(group) > 1 else singular)}")
    return wording


def called(t: Fighter) -> str:
    """A duel's fighter inside a sentence: 'the red killer', 'manager 1', 'cop 2 of pair 1'."""
    if t.kind == "gangster":
        return the_character(t.number)
    if t.kind == "manager":
        return f_("manager {number}")(number=t.number + 1)
    return f_("cop {number} of pair {pair}")(number=t.number + 1, pair=t.pair + 1)


def _fighter(value: Sequence, reading: Reading) -> str:
    return called(Fighter(*value))


def _side(value: Sequence[Sequence], reading: Reading) -> str:
    return listing(called(Fighter(*t)) for t in value) if value else _("nobody")


def _result(value: Sequence, reading: Reading) -> str:
    """A dart's result said of its target: "morte" for a vamp."""
    t, result = Fighter(*value[0]), value[1]
    return said_of(t.number, result) if t.kind == "gangster" else _(result)


def _kind(value: str, reading: Reading) -> str:
    return _(OFFENCE_WORDS.get(value, value))


def _witnesses(value: Sequence[str], reading: Reading) -> str:
    """Witnesses by their keys (``cops-1``, ``managers-of-b7``: ``police.witness_keys``)."""
    return seen_by(reading.context.board, [w.replace("-", " ") for w in value])


def _things(value: Sequence, reading: Reading) -> str:
    """What an arrest confiscates: (trafic pawns taken, whether the R token goes)."""
    taken, racket = value
    return listing(([counted(taken, "trafic pawn")] if taken else []) + ([_("its R token")] if racket else []))


def _parts(value: Sequence[int], reading: Reading) -> str:
    """What an income pays for: (shops, rackets, trafic pawns)."""
    return ", ".join(counted(n, noun) for n, noun in zip(value, ("shop", "racket", "trafic pawn")) if n)


def _die_of(value: str, reading: Reading) -> str:
    """Whose die shows: ``cops-1`` or a character id."""
    if value.startswith("cops-"):
        return f_("cop pair {pair}")(pair=value[5:])      # French: « la paire de flics 1 », after « le dé de »
    return the_character(character_of(value))


def _district(value: str, reading: Reading) -> str:
    return reading.context.board.districts[value]["name"]


# -- the facts of the refusals (``refusals.FACTS``) ---------------------------------------------------------
_WHERE = {PRISON: N_("in prison"), CLINIC: N_("at the clinic"), DEAD: N_("dead")}


def _where(value: Sequence[int], reading: Reading) -> str:
    """Where a character who cannot move is, said of him: (character, status) -> « en prison », « morte »."""
    c, status = value
    return said_of(c, _WHERE.get(status, N_("out")))


def _to(value: int | str, reading: Reading) -> str:
    """A place a notation names: its node in words, or the word as typed when it names no place."""
    return reading.context.board.describe(value) if isinstance(value, int) else str(value)


def _shops(value: Sequence[int], reading: Reading) -> str:
    return ", ".join(reading.context.board.describe(n) for n in value)


def _ways(value: Sequence[str], reading: Reading) -> str:
    return _(" or ").join(_(WAY_WORDS[h]) if h else "-" for h in value)


def _recruits(value: str, reading: Reading) -> str:
    return _(ROLE_WORDS.get(value, N_("none here")))


def _harm(value: Sequence, reading: Reading) -> str:
    """What a purchase would take from the other gangs: (the gang whose R token goes or -1, ((gang, pawns),
    ...)) -> « le jeton R des verts et 2 pions-trafic des bleus »."""
    racket, pawns = value
    parts = [f_("{gang}'s R token")(gang=colour_words(COLOURS[racket]))] if racket >= 0 else []
    parts += [f_("{gang}'s {pawns}")(gang=colour_words(COLOURS[g]), pawns=counted(n, "trafic pawn")) for g, n in pawns]
    return _(" and ").join(parts)


GANG_FIELDS = frozenset({"gang", "gang2", "payee", "payer", "names", "cops_owner", "deciding"})
"""The facts that are gangs (a seat number): worded "Alice (rouge)", "you" for the reader; a colour given as a
string ("{gang}'s trafic") is worded as the colour; a ``Said`` ("the bank") as its phrase."""


def _winners(value: Sequence[int], reading: Reading) -> str:
    return joined([NARRATOR.seat(p, reading) for p in value])


class SuperGangNarrator(Narrator):
    """How Super Gang words its facts.

    The seats: ``gang`` (the gang that acts, worded with its colour) and ``player`` (a player by his name). The
    other gangs named (``gang2``, ``payee``, ``payer``, ``names``) read "you" for the reader too, and so do the
    ``winners`` (a list, worded in a sentence whose form is the same for all). Characters are numbers or ids
    (``character``, ``Character`` to start a sentence, ``characters``; ``he``, ``his``, ``him`` their pronouns;
    ``mugs``, ``puts``... a group with its verb), places node ids or numbers (``place``, ``place2``, ``shop``),
    colours gang numbers (``p``, ``s``, ``owner``, ``racket``, ``c``, ``g``, ``Colour``), duel fighters ``Fighter``
    tuples (``fighter``, ``side``, ``side2``), counts worded with their noun (``turns``, ``darts``, ``pawns``,
    ``managers``, ``count``). The refusals' facts (``refusals.FACTS``) too: the gang that tried (``gang``), the
    cops' owner and the one deciding (``cops_owner``, ``deciding``: seats), amounts (``money``, ``cops_price``,
    ``recruit_price``), places a notation names (``to``), what a purchase would take (``harm``).
    """

    domain = "supergang"
    seats = frozenset({"gang", "player", "gang2", "payee", "payer", "cops_owner", "deciding"})
    words = {"character": _character, "Character": _Character, "characters": _characters, "he": _he, "him": _him,
             "his": _his, "place": _place, "place2": _place, "shop": _place, "amount": _amount,
             "p": _colour, "s": _colour, "owner": _colour, "racket": _colour, "c": _colour, "g": _colour,
             "Colour": _Colour, "turns": _counting("turn"), "darts": _counting("dart"),
             "pawns": _counting("trafic pawn"), "managers": _counting("manager"), "count": _counting("trafic pawn"),
             "mugs": _who(N_("mug"), N_("mugs")), "puts": _who(N_("put"), N_("puts")),
             "up": _who(N_("hold up"), N_("holds up")), "opens": _who(N_("open"), N_("opens")),
             "comes": _who(N_("come"), N_("comes")), "stands": _who(N_("stand"), N_("stands")),
             "rebels": _who(N_("rebel"), N_("rebels")), "fighter": _fighter, "side": _side, "side2": _side,
             "result": _result, "kind": _kind, "witnesses": _witnesses, "things": _things, "parts": _parts,
             "who": _die_of, "name": _district, "money": _amount, "cops_price": _amount,
             "recruit_price": _amount, "tokens": _counting("token"), "steps": _counting("step"),
             "movers": _characters, "shops": _shops, "where": _where, "to": _to, "ways": _ways,
             "recruits": _recruits, "harm": _harm, "winners": _winners}

    def word(self, field: str, value: Any, reading: Reading) -> str:
        """One fact in words: a gang with its colour ("you" for the reader), else as ``Narrator.word`` (a phrase,
        ``Said``, worded for the same reader and not finished)."""
        if value is None:
            return ""
        if field in GANG_FIELDS and not isinstance(value, Said):
            if field == "names":
                if value and isinstance(value[0], str):          # characters by id ("{kind} by {names}")
                    return _characters(value, reading)
                return _(" and ").join(self.gang(g, reading) for g in value)
            return self.gang(value, reading)
        return super().word(field, value, reading)

    def gang(self, g: int | str, reading: Reading) -> str:
        """A gang in a sentence: its player's name and colour, "you" for the one who reads; a colour as its word."""
        if isinstance(g, str):
            return colour_words(g)
        if g == reading.viewer and g >= 0:
            return _("you")
        table = reading.context
        side = colour_words(COLOURS[g]) if table is None or g < table.gangs else _("the police")
        return f"{reading.names[g]} ({side})"

    def finish(self, text: str) -> str:
        """The first letter a capital, and French's contracted articles ("à le centre" is "au centre")."""
        return contracted(text[:1].upper() + text[1:])

    def refusal(self, message: str | tuple[str, str], facts: Any, reading: Reading) -> str:
        """A refusal's reason, a phrase with French's contracted articles (« à le centre » is « au centre »)."""
        return contracted(super().refusal(message, facts, reading))

    # -- the buttons ----------------------------------------------------------------------------------
    def label(self, state: Any, action: Any, viewer: int | None = None) -> str:
        """The button's words for ``action`` in ``state``, in the language in force: from its kind and arguments,
        the board's names and prices, and the gang whose turn it is (its own characters said without colour)."""
        words = _LABEL_WORDS.get(action.notation)
        if words is not None:
            return _(words)
        wording = _LABELS.get(action.kind)
        if wording is None:
            return action.notation
        return wording(state, action, Reading(state.names, viewer, state.voice.context))

    def piece_name(self, state: Any, piece: str, viewer: int | None = None) -> str:
        """The piece a move moves, in words: the gang's own character by its role ('Killer'), 'Cop pair 1'."""
        if piece.startswith("char-"):
            return character_name(character_of(piece[5:]), state.current)
        if piece.startswith("cops-"):
            return f_("Cop pair {pair}")(pair=piece[5:])
        return piece


# -- the labels -----------------------------------------------------------------------------------------------
def _node(state: Any, name: Any) -> int:
    return state.board.named[str(name)]


def _crew(state: Any, node: int, args: tuple, settle: bool = False) -> tuple[int, ...]:
    """Who takes part in a place action: the crew its notation names, else the whole group there."""
    crew, _rest = state._read_crew(args, settle)
    return tuple(state._group(node)) if crew is None else crew


def _way(head: str) -> str:
    return f_(", heading {way}")(way=_(WAY_WORDS[head])) if head else ""


def _move(state: Any, action: Any, reading: Reading) -> str:
    c, node = character_of(action.args[0]), _node(state, action.args[1])
    head = action.args[2] if len(action.args) > 2 else ""
    return f_("{who} → {place}{way}")(who=character_name(c, state.current), place=state.board.describe(node),
                                     way=_way(head))


def _stay(state: Any, action: Any, reading: Reading) -> str:
    return f_("{name} cannot move: stays")(name=character_name(character_of(action.args[0]), state.current))


def _cop(state: Any, action: Any, reading: Reading) -> str:
    pair = action.args[0]
    if action.args[1] == "stay":
        return f_("Cop pair {pair} cannot move")(pair=pair)
    head = action.args[2] if len(action.args) > 2 else ""
    return f_("Cop pair {pair} → {place}{way}")(pair=pair, place=state.board.describe(_node(state, action.args[1])),
                                               way=_way(head))


def _resurface(state: Any, action: Any, reading: Reading) -> str:
    return f_("Cop pair {pair} → {place} (out of the sewer)")(
        pair=action.args[0], place=state.board.describe(_node(state, action.args[1])))


def _police(state: Any, action: Any, reading: Reading) -> str:
    return _(N_("Move cop pair 1") if action.args[0] == 1 else N_("Move cop pair 2"))


def _withdraw(state: Any, action: Any, reading: Reading) -> str:
    board = state.board
    return f_("Take back the token of {shop}")(shop=board.describe(_node(state, action.args[0])))


def _mug(state: Any, action: Any, reading: Reading) -> str:
    node = _node(state, action.args[0])
    return f_("{crew}: mug a passer-by ({gain})")(crew=crew_name(_crew(state, node, action.args[1:]), state.current),
                                                 gain=briques(state.board.prices["mugging"]))


def _racket(state: Any, action: Any, reading: Reading) -> str:
    node = _node(state, action.args[0])
    return f_("{crew}: racket {name} (5 briques a turn)")(
        crew=crew_name(_crew(state, node, action.args[1:]), state.current), name=state.board.shop(node).name)


def _buy(state: Any, action: Any, reading: Reading) -> str:
    if action.args[0] == "cops":
        return _("Buy the cops (500)")
    board = state.board
    shop = board.shop(_node(state, action.args[0]))
    price = board.prices["shop_sigil" if shop.sigils else "shop"]
    return f_("Buy {name} ({amount})")(name=shop.name, amount=briques(price))


def _holdup(state: Any, action: Any, reading: Reading) -> str:
    board, node = state.board, _node(state, action.args[0])
    shop = board.shop(node)
    crew = crew_name(_crew(state, node, tuple(a for a in action.args[1:] if a != "title")), state.current)
    if "title" in action.args[1:]:
        return f_("{crew}: hold up {name} for its title")(crew=crew, name=shop.name)
    loot = board.prices["holdup_sigil" if shop.sigils else "holdup"]
    return f_("{crew}: hold up {name} for {amount}")(crew=crew, name=shop.name, amount=briques(loot))


def _pawns(state: Any, action: Any, reading: Reading) -> str:
    board, node, lot = state.board, _node(state, action.args[0]), action.args[1]
    cost_each = 0 if state.shop_owner[node - board.shop_base] == state.current else board.prices["trafic_pair"]
    return f_("Buy {lot} trafic pawns ({amount})")(lot=lot, amount=briques(lot // 2 * cost_each))


def _recruit(state: Any, action: Any, reading: Reading) -> str:
    board, node, p = state.board, _node(state, action.args[0]), state.current
    owner = state.shop_owner[node - board.shop_base]
    cost = _("free") if owner == p else _("the owner's price") if owner >= 0 else briques(board.prices["recruit"])
    return f_("Recruit {character} ({cost})")(character=the_character(character_of(action.args[1]), p), cost=cost)


def trafic_label(board: Board, portion: int) -> str:
    """The button laying one trafic pawn on a sidewalk portion."""
    return f_("Lay a trafic pawn on {portion}")(portion=portion_words(board, portion))


def _trafic(state: Any, action: Any, reading: Reading) -> str:
    if len(action.args) > 1:
        return trafic_label(state.board, int(action.args[1]))
    free = state._trafic_portions(_node(state, action.args[0]))
    if len(free) == 1:
        return trafic_label(state.board, free[0])
    return f_("Lay trafic pawns on every free portion ({free})")(free=len(free))


def _settle(state: Any, action: Any, reading: Reading) -> str:
    node, p = _node(state, action.args[0]), state.current
    crew = _crew(state, node, action.args[1:], settle=True)
    whom = state._whom_of(node, action.args[-1])
    return f_("{crew}: settle scores with {characters}")(crew=crew_name(crew, p), characters=the_characters(whom, p))


def _finish(state: Any, action: Any, reading: Reading) -> str:
    p = state.current
    crew = _crew(state, state.board.clinic, action.args[1:])
    return f_("{crew}: finish off {character}")(crew=crew_name(crew, p),
                                               character=the_character(character_of(action.args[0]), p))


def _vamp(state: Any, action: Any, reading: Reading) -> str:
    return f_("Vamp {character}")(character=the_character(character_of(action.args[0]), state.current))


def _defender(state: Any, action: Any, reading: Reading) -> str:
    word = action.args[0]
    q = state.police_seat if word == "police" else COLOURS.index(word)
    return f_("The managers: played by {gang}")(gang=NARRATOR.gang(q, reading))


def _price(state: Any, action: Any, reading: Reading) -> str:
    return f_("Ask {amount}")(amount=briques(action.args[0]))


def _accept(state: Any, action: Any, reading: Reading) -> str:
    answer = state.pending
    return f_("Pay {amount} for {recruit}")(amount=briques(answer.price),
                                            recruit=the_character(answer.recruit, state.current))


def _aim(state: Any, action: Any, reading: Reading) -> str:
    duel = state.pending.duel
    target = next(t for t in state._standing(duel) if state._aim_word(t) == action.args[0])
    return f_("Aim the dart at {fighter}")(fighter=called(target))


def _custody(state: Any, action: Any, reading: Reading) -> str:
    return f_("Take {character} into custody (one turn)")(character=the_character(character_of(action.args[0])))


_LABEL_WORDS = {"roll": N_("Roll the dice"), "end": N_("End the turn"),
                "resign": N_("Give up (the gang leaves the game)"), "surrender": N_("Surrender and serve"),
                "rebel": N_("Rebel: duel with the cops"), "pass": N_("Pass"), "decline": N_("Decline"),
                "refuse": N_("Refuse to sell"), "timeout": N_("Time is up")}
"""The buttons whose words need nothing of the position, by notation (marked with ``N_``, translated when read)."""
_LABELS = {"move": _move, "stay": _stay, "cop": _cop, "resurface": _resurface, "police": _police,
           "withdraw": _withdraw, "mug": _mug, "racket": _racket, "buy": _buy, "holdup": _holdup, "pawns": _pawns,
           "recruit": _recruit, "trafic": _trafic, "settle": _settle, "finish": _finish, "vamp": _vamp,
           "defender": _defender, "price": _price, "accept": _accept, "aim": _aim, "custody": _custody}
"""The buttons worded from the action's arguments and the position."""


NARRATOR = SuperGangNarrator()
"""Super Gang's narrator (``SuperGangGame.narrator``)."""
