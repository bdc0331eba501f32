"""The truands' turn: placing one, taking a purse, running, stealing from another truand."""

from __future__ import annotations

from ..kernel import Event
from ..kernel.tell import M_, Mn_
from .pending import Figure, Finish, Rob, Run
from .pieces import COLOURS, RESERVE, TRUANDS
from .routes import endpoints


class ThiefRules:
    """The rules of the truands, as a mixin of the State."""

    __slots__ = ()

    def place(self, square: int, events: list[Event]) -> None:
        """« placer un nouveau truand sur l'une des cases périphériques » (and at the start: « chaque joueur en
        place un sur l'une des cases périphériques de son choix »)."""
        p = self.to_move
        truand = next(t for t in range(p * TRUANDS, p * TRUANDS + TRUANDS) if self.truands[t] == RESERVE)
        self.truands[truand] = square
        rule = "setup" if self.pending is not None else "place"
        if self.must_place[p]:
            self.must_place[p], rule = 0, "sergent"
        events.append(Event("place", p, M_("{player} places truand {number} on {square}."), rule,
                            {"truand": truand, "to": square, "player": p, "number": truand % TRUANDS + 1,
                             "square": square}, None, self.voice))
        self.after_placing(p, rule, events)

    def after_placing(self, p: int, rule: str, events: list[Event]) -> None:
        """The placement was the turn's action (``rule``: ``setup``, ``place`` or ``sergent``): « réorganiser sa main
        (même si l'on a choisi de juste placer un truand) »: no card in this turn, and the hand is put in order."""
        self.window = "placed"
        if rule == "setup":
            self.setup_done(p, events)
        else:
            self.after_action(events)

    def setup_done(self, p: int, events: list[Event]) -> None:
        """``p`` has placed his first truand: he puts his dealt hand in order (``Finish``, when it holds two cards
        or more), then the next player places."""
        self.pending = Finish(p, True)
        if len(self.hands[p]) < 2:
            self.turn_done(events)

    def take(self, truand: int, events: list[Event]) -> None:
        """« prendre un des jetons, de la case occupée [...] et le met dans son escarcelle », then « déplacer son
        truand du nombre de case correspondant au jeton volé ». The last purse of a colour ends the round
        (``last-purse``)."""
        p, square = self.to_move, self.truands[truand]
        self.bind(truand)
        colour = self.layout.squares[square].colour
        self.purses[square] -= 1
        self.loot[p * 3 + COLOURS.index(colour)] += 1
        events.append(Event("take", p, M_("{truand} takes {purse} on {square}."), "take",
                            {"truand": truand, "colour": colour, "purse": colour, "square": square}, None, self.voice))
        self.check_last_purse(colour, events)
        self.start_run(Run(p, truand, self.board.moves[colour], colour, ()), events)

    def bind(self, truand: int) -> None:
        """« on ne peut jouer qu'un seul des truands en place à son tour »: ``truand`` is the one that plays this
        turn (``actor``); the cards that move a truand move that one."""
        self.actor = truand

    def step(self, truand: int, square: int, events: list[Event]) -> None:
        """« le pion part d'une case sans prendre de jeton, il ne peut se déplacer que d'une case. »"""
        p = self.to_move
        self.bind(truand)
        frm, self.truands[truand] = self.truands[truand], square
        events.append(Event("move", p, M_("{truand} steps to {square}."), "no-purse",
                            {"truand": truand, "frm": frm, "to": square, "square": square}, None, self.voice))
        self.arrive(Run(p, truand, 1, "", ()), events)

    def run(self, square: int, events: list[Event]) -> None:
        """« déplacer son truand du nombre de case correspondant au jeton volé et dans la direction souhaitée
        (diagonalement et orthogonalement) », along a path that never passes twice through a square."""
        running: Run = self.pending
        p, truand = running.player, running.truand
        frm, self.truands[truand] = self.truands[truand], square
        stopped = self.layout.squares[square].kind == "habitation"
        message = M_("{truand} runs to {square}, a refuge.") if stopped else M_("{truand} runs to {square}.")
        events.append(Event("move", p, message, "habitation" if stopped else "run",
                            {"truand": truand, "frm": frm, "to": square, "square": square}, None, self.voice))
        self.arrive(running, events)

    def start_run(self, running: Run, events: list[Event]) -> None:
        """The truand is to run: wait for where it stops, unless no path of that length leads anywhere (then
        it stays, and the turn goes on)."""
        self.pending = running
        if not self.runs(running):
            events.append(Event("stay", running.player, Mn_(
                "No path of {n} square is open: the truand stays where it is.",
                "No path of {n} squares is open: the truand stays where it is."), "path",
                {"truand": running.truand, "n": running.steps}, None, self.voice))
            self.after_running(running.player, running.colour, events)

    def runs(self, running: Run) -> tuple[int, ...]:
        """Where the running truand may stop."""
        return endpoints(self.layout, self.truands[running.truand], running.steps, "any", True)

    def arrive(self, running: Run, events: list[Event]) -> None:
        """Where the truand stops: a theft if enemy truands stand there (not in a habitation, and not on a
        player robbed already this turn), else the figure of the purse taken moves, else the turn ends."""
        square = self.truands[running.truand]
        victims = self.victims(running)
        if victims:
            self.pending = Rob(running.player, running.truand, victims, running.colour, running.robbed)
            return
        if self.layout.squares[square].kind == "habitation" and self.enemies_at(running.player, square):
            events.append(Event("refuge", running.player, M_("No theft in a habitation."), "no-theft-at-home", None,
                                None, self.voice))
        self.after_running(running.player, running.colour, events)

    def victims(self, running: Run) -> tuple[int, ...]:
        """The players ``running``'s truand may rob where it stands: « il vole un des jetons à ce joueur »,
        « mais sur des joueurs différents », « aucun vol [...] sur une habitation », and only a player who has a
        purse to lose."""
        square = self.truands[running.truand]
        if self.layout.squares[square].kind == "habitation":
            return ()
        return tuple(q for q in self.enemies_at(running.player, square)
                     if q not in running.robbed and self.loot_points(q, count=True))

    def rob(self, victim: int, colour: str, events: list[Event]) -> None:
        """« il vole un des jetons à ce joueur et repart immédiatement du nombre de cases correspondant au jeton
        volé. » The thief earns an écu (house rule ``ecus``). The run after a theft is a new move (« repart »): its
        path may cross the squares of the move before it. A truand that stepped one square without a purse and
        robs one then moves that purse's figure (« déplacer le pion personnage, de la même couleur »: the colour
        of the purse he runs with)."""
        robbing: Rob = self.pending
        p = robbing.player
        self.loot[victim * 3 + COLOURS.index(colour)] -= 1
        self.loot[p * 3 + COLOURS.index(colour)] += 1
        self.ecus[p] += 1
        rule = "chain" if robbing.robbed else "theft"
        events.append(Event("rob", p, M_("{truand} runs on with {purse} stolen from {victim}."), rule,
                            {"truand": robbing.truand, "victim": victim, "colour": colour, "purse": colour}, None,
                            self.voice))
        self.start_run(Run(p, robbing.truand, self.board.moves[colour], self.running_colour(robbing, colour),
                           robbing.robbed + (victim,)), events)

    def running_colour(self, robbing: Rob, colour: str) -> str:
        """The colour whose figure moves once the thief of ``robbing`` stops, after he stole a ``colour`` purse:
        « déplacer le pion personnage, de la même couleur »: the purse taken at the start of the turn or, after a
        one-square step (no purse taken), the purse that makes the truand run."""
        return robbing.colour or colour

    def after_running(self, player: int, colour: str, events: list[Event]) -> None:
        """« déplacer le pion personnage, de la même couleur, de 2 cases »: the figure of the purse taken at the
        start of the turn; none without a purse."""
        if colour:
            self.pending = Figure(player, self.board.figure[colour])
        else:
            self.after_action(events)

    # -- what the position says ----------------------------------------------------------------------------
    def enemies_at(self, player: int, square: int) -> tuple[int, ...]:
        """The other players with a truand on ``square``."""
        if square not in self.truands:
            return ()
        return tuple(sorted({t // TRUANDS for t, at in enumerate(self.truands) if at == square and t // TRUANDS
                             != player}))

    def purses_left(self, colour: str) -> int:
        """The purses of ``colour`` still on the board."""
        purses = self.purses
        return sum([purses[square] for square in self.layout.coloured.get(colour, ())])

    def loot_points(self, player: int, count: bool = False) -> int:
        """The worth of ``player``'s loot (house rule ``loot-value``), or with ``count`` the number of purses."""
        held = self.loot[player * 3:player * 3 + 3]
        if count:
            return sum(held)
        return sum(n * self.board.value[colour] for n, colour in zip(held, COLOURS))
