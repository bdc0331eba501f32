"""*La Course*: a one-die race, the reference game and the template of a new game (see gangs/README.md).

Its rulebook is made up for the template, but every rule is quoted in French as a real one would be,
printed or house. It is not in ``gangs.GAMES``: tests start it with ``match()`` below, or with
``Match(ReferenceGame(), names, game.check_options({...}), seed)``.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from gangs.kernel import CHANCE, D6, Action, Event, Fields, Game, IllegalAction, Match, Refusal, State
from gangs.kernel.codec import Kind, numbers
from gangs.kernel.options import Option, max_turns_option, option_index
from gangs.kernel.rules import Rule, rule_index, with_kernel_rules
from gangs.kernel.tell import M_, Narrator, Reading, Said
from gangs.render import Circle, Rect, Scene, Text, frame
from gangs.render.frame import CardPlace, Colours, HeaderPlace

RULES = rule_index(
    Rule("setup", "Chaque joueur pose son pion sur la case Départ.", "Every pawn starts on square 0."),
    Rule("turn-order", "On joue chacun son tour, dans l'ordre des places ; qui doit passer son tour le passe.",
         "Players take turns in seat order; a player who must miss a turn misses it."),
    Rule("roll", "À son tour, on lance le dé et on avance son pion d'autant de cases.", "Roll the die, move that far."),
    Rule("six", "Sur un 6, le joueur choisit : avancer de 6 cases et relancer, ou rester sur place.",
         "On a 6: go (move 6 and roll again) or stop (stay put; the turn ends)."),
    Rule("police", "Le pion qui s'arrête sur une case Police (5, 10, 15…) recule de 3 cases.",
         "A pawn that stops on a Police square (every fifth) goes back 3 squares."),
    Rule("bump", "Le pion qui s'arrête sur la case d'un autre le bouscule : le joueur bousculé choisit de "
         "reculer d'une case ou de passer son prochain tour.",
         "Stopping on another pawn bumps it: its player steps back a square or misses the next turn."),
    Rule("finish", "Le premier pion sur la case Arrivée gagne ; un dé trop fort s'arrête à l'Arrivée.",
         "The first pawn on the last square wins; a roll past it stops there."),
    Rule("exact-finish", "Avec l'arrivée exacte, un dé trop fort laisse le pion sur place.",
         "Option exact_finish: a roll past the last square leaves the pawn where it is.", house=True),
    Rule("stopped-game", "Après max_turns tours, la course s'arrête : le pion le plus avancé gagne, ex æquo "
         "compris.", "After max_turns rounds the race stops; the furthest pawns win.", house=True),
    domain="reference",
)
"""The rule index: key -> the rulebook's sentence and its English gloss."""


class Rolling(NamedTuple):
    """Pending: ``player``'s die is rolling (a chance node)."""

    player: int


class Six(NamedTuple):
    """Pending: ``player`` rolled a 6 and chooses ``go`` or ``stop``."""

    player: int


class Bump(NamedTuple):
    """Pending: ``player``'s pawn was bumped by ``mover``'s and ``player`` chooses ``back`` or ``wait``; then
    ``mover`` rolls again (``again``: he had chosen ``go``) or his turn ends."""

    player: int
    mover: int
    again: bool


class RaceNarrator(Narrator):
    """How the race words its events and actions when they are read (a real game's is its ``tell.py``).

    The race has no catalogue (it is no game of ``gangs.GAMES``): its messages read as written, and it names no
    field a seat (``seats``), so every reader reads every player by name. A real game names its seats, and its
    catalogue holds each message's "you" form (``gangs.kernel.tell``)."""

    domain = "reference"
    seats = frozenset()
    words = {"player": lambda p, reading: reading.names[p], "other": lambda p, reading: reading.names[p],
             "winners": lambda ps, reading: " and ".join(reading.names[p] for p in ps)}
    LABELS = {"roll": M_("Roll the die"), "go": M_("Go: move 6, roll again"), "stop": M_("Stop here"),
              "back": M_("Step back a square"), "wait": M_("Miss your next turn")}

    def label(self, state: State, action: Action, viewer: int | None = None) -> str:
        """The button's words: one per kind of action."""
        message = self.LABELS.get(action.kind)
        return self.say(message, {}, Reading(state.names, viewer)) if message else action.notation


NARRATOR = RaceNarrator()
ROLL = Action("roll", targets=("die",))
CHOICES = {type(None): ("roll",), Six: ("go", "stop"), Bump: ("back", "wait"), Rolling: ()}
"""The kinds of action each pending decision allows (None pending: the start of a turn)."""
RULE_OF = {"roll": "roll", "go": "six", "stop": "six", "back": "bump", "wait": "bump"}
"""The rule that says when each kind of action is played."""
PENDING_RULE = {Six: "six", Bump: "bump", Rolling: "chance"}
"""The rule that a pending decision applies."""
PASSES_THE_FINISH = Refusal("exact-finish", M_("6 squares would take {player} past the Arrivée"))
"""A refusal is a constant, made once: its reason a message whose facts (``{player}``) come when it is raised, worded
by the voice only when somebody reads it (a real game names the player a seat: « you » for him)."""


class ReferenceState(State):
    """A position of the race: ``pos`` (each pawn's square), ``current`` (whose turn), ``pending`` (None, or
    what is awaited: Rolling, Six, Bump), ``last`` (the last die), ``skip`` (turns to miss), ``winners_``."""

    FIELDS = Fields(const=("game", "names", "options", "voice"),
                    value=("current", "turn_", "pending", "last", "winners_"), lists=("pos", "skip"),
                    records=(Rolling, Six, Bump))
    __slots__ = FIELDS.all

    @property
    def to_move(self) -> int | None:
        """Who decides now: the player of the pending decision, CHANCE while a die rolls, None when over."""
        if self.winners_ is not None:
            return None
        if self.pending is None:
            return self.current
        return CHANCE if type(self.pending) is Rolling else self.pending.player

    @property
    def turn(self) -> int:
        """The round being played, 1 for the first."""
        return self.turn_

    def legal_actions(self) -> list[Action]:
        """What the pending decision offers and ``_refusal`` lets through (one check lists and refuses)."""
        waiting = type(self.pending)
        if self.to_move in (None, CHANCE):
            return []
        if self.pending is None:
            return [ROLL]
        at, end = self.pos[self.pending.player], self.options["track"]
        offers = ([Action("go", targets=(f"sq-{min(at + 6, end)}",)), Action("stop", targets=(f"sq-{at}",))]
                  if waiting is Six else
                  [Action("back", targets=(f"sq-{at - 1}",)), Action("wait", targets=(f"sq-{at}",))])
        return [action for action in offers if self._refusal(action) is None]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """A rolling die gives 1 to 6, each 1/6."""
        return D6.outcomes if self.to_move == CHANCE else []

    def _refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` cannot be played now, or None when it can."""
        kind, allowed = action.kind, CHOICES[type(self.pending)]
        if kind not in RULE_OF:
            return Refusal("legal-actions", f"the race has no action {kind!r} (roll, go, stop, back, wait)")
        if action.args:
            return Refusal("notation", f"{kind} takes no argument")
        if kind not in allowed:
            now = " or ".join(allowed) or "the die rolls"
            return Refusal(PENDING_RULE.get(type(self.pending), RULE_OF[kind]), f"{kind} is not a choice now ({now})")
        if kind == "go" and self.options["exact_finish"] and self.pos[self.current] + 6 > self.options["track"]:
            return PASSES_THE_FINISH
        return None

    def why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of ``action``, naming its rule, with the facts its reason names, worded when read."""
        refusal = self._refusal(action) or Refusal("legal-actions", f"{action} is not legal now")
        return refusal.error({"player": self.current}, self.voice)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        kind, p = action.kind, self.current
        if kind == "die":
            self.roll(action.args[0], events)
        elif kind == "roll":
            self.pending = Rolling(p)
            self._say(events, "roll", p, M_("{player} rolls the die."), "roll", player=p)
        elif kind in ("go", "stop"):
            self.six(kind == "go", events)
        else:
            self.bump(kind == "back", events)
        return events

    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 for the others."""
        return [1.0 if p in (self.winners_ or ()) else 0.0 for p in range(len(self.names))]

    def scores(self) -> list[float]:
        """How far each pawn went."""
        return [float(square) for square in self.pos]

    # -- the rules, one function each -------------------------------------------------------------
    def roll(self, face: int, events: list[Event]) -> None:
        """« À son tour, on lance le dé et on avance son pion d'autant de cases. » A 6 asks first (``six``)."""
        p, self.last = self.current, face
        self._say(events, "die", p, M_("{player} rolls a {roll}."), "roll", player=p, roll=face)
        if face == 6:
            self.pending = Six(p)
        else:
            self._move(p, face, False, events)

    def six(self, go: bool, events: list[Event]) -> None:
        """« Sur un 6, le joueur choisit : avancer de 6 cases et relancer, ou rester sur place. »"""
        p = self.current
        if go:
            self._move(p, 6, True, events)
        else:
            self._say(events, "stop", p, M_("{player} stays on square {square}."), "six", player=p, square=self.pos[p])
            self.end_turn(events)

    def police(self, p: int, events: list[Event]) -> None:
        """« Le pion qui s'arrête sur une case Police (5, 10, 15…) recule de 3 cases. »"""
        self.pos[p] -= 3
        self._say(events, "move", p, M_("Police! {player} goes back to square {to}."), "police", player=p,
                  frm=self.pos[p] + 3, to=self.pos[p])

    def bump(self, back: bool, events: list[Event]) -> None:
        """« Le pion qui s'arrête sur la case d'un autre le bouscule : le joueur bousculé choisit de reculer d'une
        case ou de passer son prochain tour. » The square stepped back to has no effect."""
        b, mover, again = self.pending
        if back:
            self.pos[b] -= 1
            self._say(events, "move", b, M_("{player} steps back to square {to}."), "bump", player=b,
                      frm=self.pos[b] + 1, to=self.pos[b])
        else:
            self.skip[b] += 1
            self._say(events, "wait", b, M_("{player} will miss the next turn."), "bump", player=b)
        self._then(mover, again, events)

    def finish(self, p: int, events: list[Event]) -> None:
        """« Le premier pion sur la case Arrivée gagne. »"""
        self.winners_, self.pending = (p,), None
        self._say(events, "win", p, M_("{player} reaches the Arrivée and wins!"), "finish", player=p)

    def stopped_game(self, events: list[Event]) -> None:
        """« Après max_turns tours, la course s'arrête : le pion le plus avancé gagne, ex æquo compris. »"""
        self.winners_ = tuple(p for p, square in enumerate(self.pos) if square == max(self.pos))
        self._say(events, "stop", None, M_("Round {round} is over: {winners} win."), "stopped-game",
                  round=self.turn_, winners=self.winners_)

    def end_turn(self, events: list[Event]) -> None:
        """« On joue chacun son tour, dans l'ordre des places ; qui doit passer son tour le passe. »"""
        self.pending, p = None, self.current
        while True:
            p = (p + 1) % len(self.names)
            if p == 0:
                if self.turn_ == self.options["max_turns"]:
                    return self.stopped_game(events)
                self.turn_ += 1
            if not self.skip[p]:
                break
            self.skip[p] -= 1
            self._say(events, "skip", p, M_("{player} misses this turn."), "turn-order", player=p)
        self.current = p

    def _move(self, p: int, steps: int, again: bool, events: list[Event]) -> None:
        frm, end = self.pos[p], self.options["track"]
        if frm + steps > end and self.options["exact_finish"]:
            self._say(events, "stay", p, M_("{player} needs exactly {n}."), "exact-finish", player=p, n=end - frm)
            return self.end_turn(events)
        self.pos[p] = min(frm + steps, end)
        self._say(events, "move", p, M_("{player} moves to square {to}."), "six" if again else "roll", player=p,
                  frm=frm, to=self.pos[p])
        if self.pos[p] == end:
            return self.finish(p, events)
        if self.pos[p] % 5 == 0:
            self.police(p, events)
        bumped = [q for q, square in enumerate(self.pos) if q != p and square == self.pos[p]]
        if bumped:
            self.pending = Bump(bumped[0], p, again)
            self._say(events, "bump", p, M_("{player} bumps {other}."), "bump", player=p, other=bumped[0],
                      square=self.pos[p], bumped=bumped[0])
        else:
            self._then(p, again, events)

    def _say(self, events: list[Event], kind: str, who: int | None, message: str, rule: str, **facts: Any) -> None:
        """Tell an event of ``who``: its message (marked ``M_``) and its facts, worded only when it is read."""
        events.append(Event(kind, who, message, rule, facts, None, self.voice))

    def _then(self, p: int, again: bool, events: list[Event]) -> None:
        """After a move: ``p`` rolls again (he had chosen ``go``), or the turn ends."""
        if again:
            self.pending = Rolling(p)
        else:
            self.end_turn(events)

    # -- what the table shows -------------------------------------------------------------------------
    def awaited(self) -> Said:
        """What the race waits for, as facts (the frame's header words it): whose roll, a 6's choice, a bumped
        pawn's choice; the winners once over. The one who decides is the fact ``player``."""
        if self.winners_ is not None:
            return Said(M_("{winners} won the race"), {"winners": self.winners_})
        waiting = type(self.pending)
        if waiting is Rolling:
            return Said(M_("The die rolls for {player}…"), {"player": self.pending.player})
        if waiting is Six:
            return Said(M_("{player}: a 6! go on or stop?"), {"player": self.pending.player})
        if waiting is Bump:
            return Said(M_("{player}: bumped by {other}, step back or miss a turn?"),
                        {"player": self.pending.player, "other": self.pending.mover})
        return Said(M_("{player}: roll the die"), {"player": self.current})

    def sheet(self, player: int) -> dict[str, str]:
        """Where the pawn is, and a turn to miss."""
        return {"square": f"{self.pos[player]} of {self.options['track']}",
                "misses": "the next turn" if self.skip[player] else "nothing"}

    def tables(self) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
        """The standings: every player's square and what is left to go, the leader first."""
        end = self.options["track"]
        rows = [(self.names[p], self.pos[p], end - self.pos[p]) for p in sorted(range(len(self.pos)),
                                                                                key=lambda p: -self.pos[p])]
        return {"Standings": (("player", "square", "to go"), rows)}

    def observation(self, player: int) -> dict[str, Any]:
        """Everything: a race hides nothing (a game with hands or a deck removes them here)."""
        return self.to_dict()


class ReferenceGame(Game):
    """*La Course*: the first pawn on the Arrivée wins."""

    name = "reference"
    title = "La Course"
    min_players, max_players = 2, 4
    options = option_index(
        Option("track", 20, "the number of the Arrivée square", type=int, minimum=8, maximum=40),
        Option("exact_finish", False, "True: a roll past the Arrivée leaves the pawn where it is", type=bool),
        max_turns_option(None, "None, or the rounds after which the furthest pawn wins", maximum=100),
    )
    rules = with_kernel_rules(RULES)
    cap_rules = frozenset({"stopped-game"})
    narrator = NARRATOR
    forced_examples = ("6", "3")
    max_decisions = 2_000

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> ReferenceState:
        """« Chaque joueur pose son pion sur la case Départ. »"""
        state = object.__new__(ReferenceState)
        state.game, state.names, state.options = self, tuple(players), self.check_options(options)
        state.voice = NARRATOR.voice(state.names)
        state.current, state.turn_, state.pending, state.last, state.winners_ = 0, 1, None, None, None
        state.pos, state.skip = [0] * len(players), [0] * len(players)
        return state

    def action_kinds(self, state: ReferenceState) -> list[Kind]:
        """The action codes' declaration (``gangs.kernel.codec``): a race's five words, and the die's faces."""
        return [*(Kind(word) for word in ("roll", "go", "stop", "back", "wait")), Kind("die", numbers(1, 6))]

    def scene(self, state: ReferenceState, viewer: int | None = None) -> Scene:
        """The frame's header (what is awaited, the round), the track in rows of ten (ids ``sq-N``), the pawns
        (``pawn-P``, the viewer's ringed), the ``die`` and a card per player (``card-P``: the frame's shell, the
        square inside it)."""
        end = state.options["track"]
        corner = [(20 + 50 * (s % 10), TOP + 50 * (s // 10)) for s in range(end + 1)]
        low = TOP + 50 * (end // 10 + 1)
        scene = Scene(520, low + 130, title=self.title)
        for s, (x, y) in enumerate(corner):
            kind = "Départ" if s == 0 else "Arrivée" if s == end else "Police" if s % 5 == 0 else ""
            scene.board += [Rect(x, y, 44, 44, 6, id=f"sq-{s}", title=f"{s} {kind}".strip(), stroke="#333",
                                 fill="#8ecae6" if kind == "Police" else "#f4f1de"), Text(x + 22, y + 16, str(s))]
        for p, s in enumerate(state.pos):
            scene.pieces.append(Circle(corner[s][0] + 10 + 8 * p, corner[s][1] + 32, 7, id=f"pawn-{p}",
                                       title=state.names[p], fill=PAWNS[p].fill, stroke="#000",
                                       stroke_width=3 if p == viewer else 1))
        scene.pieces += [Rect(20, low, 40, 40, 6, id="die", title="the die", fill="#fff", stroke="#333"),
                         Text(40, low + 27, str(state.last or "-"), size=20)]
        deciding = frame.deciding(state)
        seat = PAWNS[deciding] if deciding is not None else None
        scene.pieces += frame.header(state, viewer, HEADER, "#333" if seat is None else seat.dark, seat)
        for p in range(len(state.names)):
            place = CardPlace(20 + 125 * p, low + 55, 115, 62, name_limit=10)
            inside = [Text(place.x + 14, place.y + 46, f"square {state.pos[p]}", size=11, anchor="start", fill="#333")]
            scene.pieces += frame.card(state, p, viewer, place, PAWNS[p], inside, id=f"card-{p}",
                                       deciding=p == deciding, winner=p in (state.winners_ or ()))
        return scene


TOP = 60
"""The track's top, under the frame's header."""
HEADER = HeaderPlace(38, 38, rounds=(500, 38), dot=(24, 33))
"""Where the frame writes the race's header."""
PAWNS = (Colours("#e63946", "#9d1d27"), Colours("#1e88e5", "#0d4f8c"), Colours("#43a047", "#1f6323"),
         Colours("#f9c80e", "#8a6d00"))
"""Each player's colours: his pawn, the dot and stripe of his card."""


def match(players: int = 2, seed: int = 0, **options: Any) -> Match:
    """A match of the race between P1, P2...: how tests start one."""
    game = ReferenceGame()
    return Match(game, [f"P{i + 1}" for i in range(players)], game.check_options(options), seed)
