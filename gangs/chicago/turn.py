"""The turn: rolling the two dice, the double's extra die, whose turn is next, and how the game ends."""

from __future__ import annotations

from ..kernel import Event
from ..kernel.tell import M_, Mn_
from .figures import FIGURES, GONE, HQ
from .pending import Move, Rolling

WON = {
    "stopped-game": Mn_("Round {round} was the last one: the game stops, and {players} wins with the parrain "
                        "furthest on his tour ({walked} of {squares} squares).",
                        "Round {round} was the last one: the game stops, and {players} win, their parrains "
                        "furthest on their tours ({walked} of {squares} squares)."),
    "deadlock": Mn_("No gang can move any figure any more, whatever the dice: the game stops, and {players} wins "
                    "with the parrain furthest on his tour ({walked} of {squares} squares).",
                    "No gang can move any figure any more, whatever the dice: the game stops, and {players} win, "
                    "their parrains furthest on their tours ({walked} of {squares} squares)."),
    "stranded": Mn_("{players} wins the game: no other gang is left in play!", "{players} win the game: no other "
                    "gang is left in play!"),
    "last-parrain": Mn_("{players} wins the game: the last parrain alive!", "{players} win the game: the last parrain "
                        "alive!"),
}
"""How the game's end is told, by the rule that ends it (counted by the winners); a parrain home: ``HOME_WON``."""
HOME_WON = Mn_("{players} wins the game!", "{players} win the game!")


class TurnRules:
    """The rules of the turn and of winning, as a mixin of the State."""

    __slots__ = ()

    def roll(self, events: list[Event]) -> None:
        """« A son tour, chaque joueur lance les 2 dés. » (Each die is its own chance node.)"""
        gang = self.current
        self.pending = Rolling(gang, None, False)
        events.append(Event("roll", self.owner[gang], M_("{player} ({colour}) rolls the dice."), "roll",
                            {"player": self.owner[gang], "colour": self.colours[gang]}, None, self.voice))

    def die(self, face: int, events: list[Event]) -> None:
        """A die lands: the first of two waits for the second; then the player moves."""
        rolling: Rolling = self.pending
        gang, player = rolling.gang, self.owner[rolling.gang]
        if rolling.bonus:
            self.dice = (face,)
            events.append(Event("die", player, M_("{player} rolls a {face} for the extra move."), "double",
                                {"dice": (face,), "player": player, "face": face}, None, self.voice))
            return self.start(Move(gang, (face,), False, (), False, True, (), (face,)), events)
        if rolling.first is None:
            self.pending, self.dice = Rolling(gang, face, False), (face,)
            return
        dice = (rolling.first, face)
        self.dice = dice
        double = dice[0] == dice[1]
        message = (M_("{player} rolls {first} and {second} (a double).") if double else
                   M_("{player} rolls {first} and {second}."))
        events.append(Event("die", player, message, "roll",
                            {"dice": dice, "player": player, "first": dice[0], "second": dice[1]}, None, self.voice))
        self.start(Move(gang, dice, True, (), double, False, (), dice), events)

    def start(self, move: Move, events: list[Event]) -> None:
        """« Il est obligé de déplacer au moins un de ses truands, s'il en a la possibilité. » A roll that
        moves nobody is lost (and may show that nobody can ever move again: ``deadlock``)."""
        if self.open_move(move):
            return
        if self.stranded(move.gang):
            self.strand(move.gang, events)
            return None if self.winners_ is not None else self.end_turn(events)
        player = self.owner[move.gang]
        message = (M_("{player} can move no figure with {first} and {second}.") if len(move.dice) == 2 else
                   M_("{player} can move no figure with {first}."))
        events.append(Event("no-move", player, message, "must-move",
                            {"player": player, "first": move.dice[0], "second": move.dice[-1]}, None, self.voice))
        if self.deadlocked():
            return self.deadlock(events)
        self.roll_done(move, events)

    def go_on(self, after: Move, events: list[Event]) -> None:
        """After a figure's move and its consequences: the other die, if it can move someone, else the end of
        the roll."""
        if self.winners_ is not None:
            return
        if self.at[after.gang * FIGURES] == GONE and self.options["reading"] == "printed":
            return self.end_turn(events)  # stranded by this move: the gang is out (house rule ``stranded``)
        if after.dice:
            if self.open_move(after):
                return
            self.lose_die(after, events)
        self.roll_done(after, events)

    def lose_die(self, after: Move, events: list[Event]) -> None:
        """House rule ``second-die``: « faire avancer 2 de ses truands [...] en attribuant à chacun le résultat
        d'un dé » — when no other figure can move the other die, it is lost (nothing else can be done with it)."""
        player = self.owner[after.gang]
        events.append(Event("lost-die", player, M_("No other figure can move the {face}: it is lost."), "second-die",
                            {"dice": after.dice, "face": after.dice[0]}, None, self.voice))

    def open_move(self, move: Move) -> bool:
        """Wait for the player to move with ``move``'s dice, its allowed moves worked out once; False (and
        nothing awaited) when no figure can move."""
        offers = tuple(self.moves(move))
        self.pending = Move(move.gang, move.dice, move.total, move.moved, move.double, move.bonus, offers,
                            move.rolled)
        return bool(offers)

    def pass_die(self, events: list[Event]) -> None:
        """Reading ``lenient`` (the house rule of earlier versions): the player keeps the other die."""
        move: Move = self.pending
        player = self.owner[move.gang]
        events.append(Event("pass", player, M_("{player} leaves the {face} unused."), "lenient",
                            {"player": player, "face": move.dice[0]}, None, self.voice))
        self.roll_done(move, events)

    def roll_done(self, move: Move, events: list[Event]) -> None:
        """« Un joueur qui obtient un double effectue ses déplacements et en applique les conséquences. Puis il
        relance 1 seul dé, bénéficiant ainsi d'un déplacement supplémentaire. »"""
        if move.double and not move.bonus:
            self.pending = Rolling(move.gang, None, True)
            player = self.owner[move.gang]
            events.append(Event("double", player, M_("{player} rolled a double: one more die."), "double",
                                {"player": player}, None, self.voice))
            return
        self.end_turn(events)

    def end_turn(self, events: list[Event]) -> None:
        """« Chaque joueur, à son tour, déplace 1 ou 2 de ses truands. » Gangs play in seat order; a wiped-out
        gang plays no more."""
        self.pending, gangs = None, len(self.owner)
        gang = self.current
        for _turn in range(gangs):
            gang = (gang + 1) % gangs
            if gang == 0:
                if self.turn_ == self.options["max_turns"]:
                    return self.stopped_game(events)
                self.turn_ += 1
            if self.at[gang * FIGURES] != GONE:
                break
        self.current = gang
        if gang in self.regrouping:
            self.regrouping = tuple(g for g in self.regrouping if g != gang)

    # -- the end -------------------------------------------------------------------------------------
    def win(self, players: tuple[int, ...], rule: str, events: list[Event]) -> None:
        """The game ends: ``players`` win, the story saying how (``rule``: win-home, last-parrain, deadlock,
        stopped-game)."""
        self.winners_, self.pending, self.resume = tuple(sorted(players)), None, None
        walked = max((self.tour(g) for g, p in enumerate(self.owner) if p in self.winners_), default=0)
        events.append(Event("win", None, WON.get(rule, HOME_WON), rule,
                            {"winners": self.winners_, "players": self.winners_, "n": len(self.winners_),
                             "round": self.turn_, "walked": walked, "squares": self.board.squares},
                            None, self.voice))

    def last_parrain(self, events: list[Event]) -> None:
        """« Si un seul parrain reste en vie, son gang remporte immédiatement la victoire. » With two gangs a
        player, the last family with a parrain alive wins."""
        alive = {self.owner[g] for g in range(len(self.owner)) if self.at[g * FIGURES] != GONE}
        if len(alive) == 1:
            self.win(tuple(alive), "last-parrain", events)

    def tour(self, gang: int) -> int:
        """How far the gang's parrain is on his tour: the squares walked since his door (1 on the door
        square), 0 in the HQ, the whole ring once he came home, -1 when gone."""
        if self.homecoming == gang:
            return self.board.squares
        at = self.at[gang * FIGURES]
        if at == GONE:
            return -1
        if at == HQ:
            return 0
        return (at - self.doors[gang]) % self.board.squares + 1

    def furthest(self) -> tuple[int, ...]:
        """The players whose parrain is furthest on his tour (ties included)."""
        best = {}
        for gang, player in enumerate(self.owner):
            best[player] = max(best.get(player, -1), self.tour(gang))
        top = max(best.values())
        return tuple(p for p, value in best.items() if value == top)

    def deadlocked(self) -> bool:
        """Whether no gang could move any figure whatever the dice (nothing can change any more)."""
        regrouping, self.regrouping = self.regrouping, ()
        try:
            return self.nobody_can_move()
        finally:
            self.regrouping = regrouping

    def nobody_can_move(self) -> bool:
        """Whether no gang could move any figure whatever the dice, counting the HQ open to all."""
        crowd = self.crowd()
        for gang in range(len(self.owner)):
            if self.at[gang * FIGURES] == GONE:
                continue
            for steps in range(1, 13):
                probe = Move(gang, (steps,), False, (), False, False)
                for figure in range(gang * FIGURES, gang * FIGURES + FIGURES):
                    if self.at[figure] >= HQ and (steps <= 6 or figure % FIGURES) and \
                            self.move_refusal(figure, steps, probe, crowd) is None:
                        return False
        return True

    def deadlock(self, events: list[Event]) -> None:
        """House rule: « Si plus aucun gang ne peut déplacer un truand, quels que soient les dés, la partie
        s'arrête : le parrain le plus avancé dans sa tournée gagne. »"""
        self.win(self.furthest(), "deadlock", events)

    def stopped_game(self, events: list[Event]) -> None:
        """House rule (option ``max_turns``): « Après max_turns tours, la partie s'arrête : le parrain le plus
        avancé dans sa tournée gagne, ex æquo compris. »"""
        self.win(self.furthest(), "stopped-game", events)
