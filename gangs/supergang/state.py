"""The position of a game of Super Gang: the city, the gangs, the cops, the law and whose decision it is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..kernel import D6, Action, Event, Fields, IllegalAction, State
from ..kernel.lang import formatter, translator
from . import sheets
from .awaited import AwaitedRules
from .board import Board
from .checks import Checks
from .clock import ClockRules
from .common import COLOURS, DEAD, FREE, GONE, PRISON, ROLES, STATUS_NAMES
from .decisions import (
    RECORDS,
    Aim,
    Arrest,
    CopMove,
    Custody,
    Defender,
    Duel,
    Main,
    Over,
    PoliceMove,
    PriceAnswer,
    PriceOffer,
    Resurface,
    Roll,
    Stage,
    Start,
)
from .duel import DuelRules
from .evaluation import evaluation
from .law import Offence, RecordLine
from .places import PlaceRules
from .police import PoliceRules
from .refusals import why_illegal
from .turn import TurnRules

_ = translator("supergang")
f_ = formatter("supergang")

if TYPE_CHECKING:
    from .game import SuperGangGame



class SuperGangState(AwaitedRules, TurnRules, PlaceRules, DuelRules, PoliceRules, ClockRules, Checks, State):
    """A position of Super Gang.

    Seats: the gangs first (``gangs`` of them), then the police seat when ``police_player``.
    Characters are numbered ``3 * gang + role`` (killer, vamp, trafficker) and named by colour,
    ``red.killer``. Readable by name: ``money(gang)``, ``bank``, ``position(character)``,
    ``owner(shop)``, ``racketeer(shop)``, ``characters(gang)``, ``cops``, ``criminal_record(gangster)``,
    ``status(character)``, ``pawns(gang)``, ``dice``. What the position waits on is ``pending``, a named
    record of ``decisions`` (``phase`` is its name); why an action is refused is in ``refusals``.
    """

    FIELDS = Fields(
        const=("game", "names", "options", "board", "gangs", "police_seat", "dart_hit", "dart_dead", "killer_bonus",
               "max_turns", "ids", "voice"),
        value=("bank_", "cops_owner", "turn_", "current", "stage", "pending", "queue", "must_act", "done", "result",
               "jailed", "held", "cop_back"),
        lists=("at", "head", "status", "sentence", "to_prison", "follows", "spell", "files", "fresh", "offences",
               "money_", "stock", "out", "shop_owner", "racket", "portion", "cop_at", "cop_head", "cop_state",
               "cop_by", "die", "cop_die", "moved", "arrived"),
        records=(Offence, *RECORDS),
    )
    """The position's fields: ``clone``, ``to_dict``, ``state_from_dict`` and ``==`` follow from them."""
    __slots__ = FIELDS.all

    def __init__(self, game: "SuperGangGame", board: Board, names: tuple[str, ...],
                 options: Mapping[str, Any]) -> None:
        self.game, self.board, self.names, self.options = game, board, names, options
        self.police_seat: int | None = len(names) - 1 if options["police_player"] else None
        self.gangs = len(names) - (1 if options["police_player"] else 0)
        self.dart_hit, self.dart_dead = options["dart_hit"], options["dart_dead"]
        bonus = options["killer_bonus"]
        self.killer_bonus: int = board.limits["killer_bonus"] if bonus is None else bonus
        self.max_turns = options["max_turns"]
        n = 3 * self.gangs
        self.ids = tuple(f"{COLOURS[c // 3]}.{ROLES[c % 3]}" for c in range(n))
        self.at = [board.centre] * n                     # « départ du centre »
        self.head = [""] * n
        self.status = [FREE] * n
        self.sentence = [0] * n
        self.to_prison = [False] * n
        self.held: tuple[int, ...] = ()                  # in prison for the time quota: no line served at release
        self.follows = [-1] * n                          # the vamp a character follows, or -1
        self.spell = [0] * n
        self.files: list[tuple[tuple[int, bool], ...]] = [()] * n   # (offence number, served)
        self.fresh: list[tuple[int, ...]] = [()] * n                # witnessable where he stands
        self.offences: list[Offence] = []
        self.money_ = [0] * self.gangs                   # « Vous démarrez sans un sou en poche. »
        self.stock = [0] * self.gangs
        self.out = [False] * self.gangs
        self.bank_ = board.bank_for(self.gangs)
        self.shop_owner = [-1] * len(board.shops)
        self.racket = [-1] * len(board.shops)
        self.portion = [-1] * len(board.portions)
        self.cop_at, self.cop_head = [board.centre, board.centre], ["", ""]
        self.cop_state, self.cop_by = ["board", "board"], [-1, -1]
        self.cop_back = ("", "")                         # this turn: "centre" (restarted), "sewer" (brought out)
        self.cops_owner = -1
        self.turn_, self.current = 1, 0
        self.die = [0] * n
        self.cop_die = [0, 0]
        self.moved = [False] * n
        self.arrived = [False] * n
        self.stage = Stage("start", 0)
        self.pending: Any = Start(0)                     # one record of .decisions: what the position waits on
        self.queue: tuple[Arrest, ...] = ()              # arrests waiting to be answered
        self.must_act: tuple[int, ...] = ()              # shops entered where something must be done (sorted)
        self.done: tuple[tuple[str, int], ...] = ()      # (what, node) done this turn, once each (sorted)
        self.result: tuple[int, ...] | None = None
        self.jailed: tuple[int, ...] = (0,) * self.gangs  # each gang's gangsters taken to prison so far (summary_row)

    # -- reading the table ------------------------------------------------------------------------
    @property
    def turn(self) -> int:
        """The round being played, 1 for the first."""
        return self.turn_

    @property
    def bank(self) -> int:
        """What the bank still holds, in briques."""
        return self.bank_

    def money(self, gang: int) -> int:
        """A gang's money, in briques."""
        return self.money_[gang]

    def character(self, name: str | int) -> int:
        """A character's number from its id (``red.killer``) or number; ValueError for no such one."""
        if isinstance(name, int) and 0 <= name < len(self.ids):
            return name
        try:
            return self.ids.index(str(name))
        except ValueError:
            raise ValueError(_("no character {name!r}; the characters are {ids}").format(
                name=name, ids=", ".join(self.ids))) from None

    def characters(self, gang: int) -> list[str]:
        """A gang's characters, by id (the dead included: they may be recruited again)."""
        return [self.ids[c] for c in range(3 * gang, 3 * gang + 3)]

    def position(self, character: str | int) -> str:
        """Where a character is: a node id (``s12``, ``b7``), ``centre``, ``prison``, ``clinic`` or ``cemetery``."""
        c = self.character(character)
        if self.status[c] == PRISON:
            return "prison"
        if self.status[c] == GONE:
            return "gone"
        return self.board.name(self.at[c])

    def heading(self, character: str | int) -> str:
        """The way a character in the street faces (``n``, ``e``, ``s``, ``w``), ``""`` when free."""
        return self.head[self.character(character)]

    def status_of(self, character: str | int) -> str:
        """``free``, ``prison``, ``clinic``, ``dead`` or ``gone``."""
        return STATUS_NAMES[self.status[self.character(character)]]

    def controller(self, character: str | int) -> int:
        """The gang that plays a character now: its own, or its vamp's while it follows her."""
        c = self.character(character)
        return self._ctrl(c)

    def owner(self, shop: str | int) -> int | None:
        """The gang owning a shop (``b7`` or its number 7), None when nobody does."""
        owner = self.shop_owner[self._shop_index(shop)]
        return None if owner < 0 else owner

    def racketeer(self, shop: str | int) -> int | None:
        """The gang whose R token is in a shop, None when none is."""
        gang = self.racket[self._shop_index(shop)]
        return None if gang < 0 else gang

    def pawns(self, gang: int) -> dict[str, int]:
        """A gang's trafic pawns: ``placed`` on the sidewalks and in ``stock``."""
        return {"placed": sum(1 for g in self.portion if g == gang), "stock": self.stock[gang]}

    def tokens_left(self, gang: int) -> int:
        """Racket/property tokens a gang still has in reserve (15 in all)."""
        return self.board.limits["tokens"] - self.shop_owner.count(gang) - self.racket.count(gang)

    @property
    def cops(self) -> list[dict[str, Any]]:
        """The two cop pairs: where each is (node id, or None when out of play), its heading and state
        (``board``, ``hit``: waiting for its shooter's turn, ``sewer``: waiting to be brought out)."""
        return [{"pair": i + 1, "position": self.board.name(self.cop_at[i]) if self.cop_state[i] == "board" else None,
                 "heading": self.cop_head[i], "state": self.cop_state[i],
                 "by": self.cop_by[i] if self.cop_by[i] >= 0 else None} for i in range(2)]

    @property
    def cops_bought_by(self) -> int | None:
        """The gang that bought the cops, or None."""
        return None if self.cops_owner < 0 else self.cops_owner

    @property
    def dice(self) -> dict[str, int]:
        """The dice rolled this turn and not yet used: character id or ``cops 1``/``cops 2`` -> value."""
        shown = {self.ids[c]: v for c, v in enumerate(self.die) if v and not self.moved[c]}
        shown.update({f"cops {i + 1}": v for i, v in enumerate(self.cop_die) if v})
        return shown

    def criminal_record(self, gangster: str | int, unseen: bool = False) -> list[RecordLine]:
        """A gangster's criminal record, in order: each witnessed offence (with ``unseen=True``, those
        nobody saw too) with its turn, kind, place, accomplices, witnesses, sentence and whether it has
        been served. « leur casier judiciaire s'efface » — the dead start again with a clean record."""
        c = self.character(gangster)
        lines = []
        for number, served in self.files[c]:
            o = self.offences[number]
            if o.witnesses or unseen:
                lines.append(RecordLine(o.turn, o.kind, o.place, tuple(a for a in o.authors if a != self.ids[c]),
                                        o.witnesses, o.sentence, served))
        return lines

    def records(self) -> dict[str, list[RecordLine]]:
        """Every gangster's criminal record (witnessed offences), by character id."""
        return {cid: self.criminal_record(c) for c, cid in enumerate(self.ids)}

    def tables(self) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
        """The criminal records (witnessed offences), a row per line of a record, gangster by gangster, in the
        table's words: ``gangs.supergang.sheets.tables``."""
        return sheets.tables(self)

    def summary_row(self) -> dict[str, int]:
        """Super Gang's own columns in ``gangs.analysis.simulate``'s rows, gang by player name: ``offences <name>``,
        the offences its gangsters committed that were witnessed (crosses on their records; each offence once
        however many of them took part, and those of a gangster who died since, whose record was wiped, too);
        ``arrests <name>``, the times one of its gangsters was taken to prison (surrender, custody, or the clinic
        on the way to prison); ``shops <name>`` and ``rackets <name>``, its properties and R tokens at the end;
        ``dead <name>``, its gangsters in the cemetery at the end."""
        gang_of = {cid: c // 3 for c, cid in enumerate(self.ids)}
        witnessed = [0] * self.gangs
        for offence in self.offences:
            if offence.witnesses:
                for g in {gang_of[a] for a in offence.authors}:
                    witnessed[g] += 1
        row: dict[str, int] = {}
        for g in range(self.gangs):
            name = self.names[g]
            row[f"offences {name}"] = witnessed[g]
            row[f"arrests {name}"] = self.jailed[g]
            row[f"shops {name}"] = self.shop_owner.count(g)
            row[f"rackets {name}"] = self.racket.count(g)
            row[f"dead {name}"] = self.status[3 * g:3 * g + 3].count(DEAD)
        return row

    def sheet(self, player: int) -> dict[str, str]:
        """A gang's money, characters and where they are, shops, rackets, pawns and tokens, in words; the police
        seat's sheet tells where the cop pairs are: ``gangs.supergang.sheets.sheet``."""
        return sheets.sheet(self, player)

    def wanted(self, gangster: str | int) -> bool:
        """True when the record holds a witnessed offence not yet served nor being served (« si leur casier n'est
        plus vierge »)."""
        return self._wanted(self.character(gangster))

    def district_owner(self, district: str) -> int | None:
        """The gang owning every shop of a district, or None."""
        owners = {self.shop_owner[n - self.board.shop_base] for n in self.board.district_shops[district]}
        return owners.pop() if len(owners) == 1 and -1 not in owners else None

    @property
    def players(self) -> int:
        """How many seats (gangs, and the police seat)."""
        return len(self.names)

    # -- the decision at hand ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """The kind of decision at hand: ``start``, ``resurface``, ``roll``, ``cops``, ``arrest``, ``main``,
        ``price``, ``accept``, ``police``, ``custody``, ``defender``, ``duel``,
        ``aim`` or ``over`` (see ``decisions``)."""
        return self.pending.phase

    @property
    def duel(self) -> Duel | None:
        """The duel being fought, or None."""
        pending = self.pending
        kind = type(pending)
        return pending if kind is Duel else pending.duel if kind is Aim else None

    # -- the kernel's interface -----------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.pending.to_move

    def legal_actions(self) -> list[Action]:
        maker = _LEGAL.get(type(self.pending))
        return maker(self) if maker else []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        kind = type(self.pending)
        if kind is Roll:
            return D6.outcomes
        if kind is Duel:
            return self._duel_outcomes()
        return []

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        _APPLY[type(self.pending)](self, action, events)
        if self.police_seat is not None and self.result is None and type(self.pending) is not Over:
            self._check_police_victory(events)
        if type(self.pending) is Main:
            self.end_by_itself(events)             # the police seat may win at the next gang's upkeep, as with end
            if self.police_seat is not None and self.result is None and type(self.pending) is not Over:
                self._check_police_victory(events)
        return events

    def why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of the check for the action's kind (see ``refusals``), or: not a decision at hand."""
        return why_illegal(self, action) or self._not_now(action)

    def returns(self) -> list[float]:
        if self.result is None:
            return [0.0] * len(self.names)
        return [1.0 if p in self.result else 0.0 for p in range(len(self.names))]

    def winners(self) -> list[int]:
        return list(self.result) if self.result is not None else []

    def scores(self) -> list[float]:
        scores = [float(m) for m in self.money_]
        return scores + [0.0] if self.police_seat is not None else scores

    def evaluation(self, player: int) -> float:
        """How well ``player`` stands, from 0 (lost) to 1 (won), for the computer players: a gang's gangsters
        (free, in prison, at the clinic, dead; a duel being fought judged by its odds), its best district, its
        shops, rackets, trafic and money, against the best other gang's; the police seat, the share of gangsters
        neutralised (``gangs.supergang.evaluation``)."""
        return evaluation(self, player)

    def __repr__(self) -> str:
        who = ", ".join(f"{COLOURS[g]} {self.money_[g]}" for g in range(self.gangs))
        return f"<SuperGangState turn {self.turn_} {self.phase}: {who}; bank {self.bank_}>"

    # -- helpers for the rules --------------------------------------------------------------------------
    def _shop_index(self, shop: str | int) -> int:
        if isinstance(shop, int) and not isinstance(shop, bool):
            number = shop
        else:
            text = str(shop)
            number = int(text[1:]) if text[:1] == "b" and text[1:].isdigit() else 0
        if not 1 <= number <= len(self.board.shops):
            raise ValueError(_("no shop {shop!r}: name b1 to b{count} or a number").format(
                shop=shop, count=len(self.board.shops)))
        return number - 1

    def _ctrl(self, c: int) -> int:
        leader = self.follows[c]
        return leader // 3 if leader >= 0 else c // 3

    def _wanted(self, c: int) -> bool:
        if self.status[c] == PRISON or self.to_prison[c]:       # serving (or about to): not wanted again
            return False
        offences = self.offences
        return any(not served and offences[number].witnesses for number, served in self.files[c])

    def _mark(self, what: str, node: int) -> None:
        """Note that ``what`` was done at ``node`` this turn (each once per place and turn)."""
        done = (what, node)
        if done not in self.done:
            self.done = tuple(sorted(self.done + (done,)))

    def _must_act_in(self, node: int) -> None:
        """A character entered the shop at ``node``: something must be done there before the turn ends."""
        if node not in self.must_act:
            self.must_act = tuple(sorted(self.must_act + (node,)))

    def _say(self, events: list[Event], kind: str, player: int | None, message: str | tuple[str, str], rule: str, /,
             **facts: Any) -> None:
        """Tell an event: its ``message`` (marked ``M_``) and its ``facts``, worded only when read (``tell``)."""
        events.append(Event(kind, player, message, rule, facts, None, self.voice))


_LEGAL = {Start: SuperGangState._legal_start, Resurface: SuperGangState._legal_resurface,
          CopMove: SuperGangState._legal_cops, Arrest: SuperGangState._legal_arrest, Main: SuperGangState._legal_main,
          PriceOffer: SuperGangState._legal_price, PriceAnswer: SuperGangState._legal_accept,
          PoliceMove: SuperGangState._legal_police, Custody: SuperGangState._legal_custody,
          Aim: SuperGangState._legal_aim, Defender: SuperGangState._legal_defender}
_APPLY = {Start: SuperGangState._on_start, Resurface: SuperGangState._on_resurface, Roll: SuperGangState._on_roll,
          CopMove: SuperGangState._on_cops, Arrest: SuperGangState._on_arrest, Main: SuperGangState._on_main,
          PriceOffer: SuperGangState._on_price, PriceAnswer: SuperGangState._on_accept,
          PoliceMove: SuperGangState._on_police, Custody: SuperGangState._on_custody, Duel: SuperGangState._on_duel,
          Aim: SuperGangState._on_aim, Defender: SuperGangState.choose_defender}
