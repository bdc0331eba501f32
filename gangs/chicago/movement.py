"""Moving the figures: the dice, the parrain's one die, the crowded square, recruiting, going home."""

from __future__ import annotations

from ..kernel import Event, Refusal
from ..kernel.tell import M_, Mn_
from .figures import DEAD, FIGURES, HQ, gang_of, is_parrain
from .pending import Move, Spin, Spinning, Victim

HOME = -10
"""The destination of a parrain who enters his HQ at the end of his tour."""

GONE_FIGURE = Refusal("liquidated", M_("{figure} is not in play ({where})"))
HELD = Refusal("hostage-held", M_("{figure} is held hostage on square {at} and cannot move while the "
                                     "kidnapper stays"))
ALONE = Refusal("parrain-alone", M_("the parrain is alone on square {at}: one of his henchmen must join him "
                                        "first"))
TWICE = Refusal("move-two", M_("{figure} has moved on this roll already: the other die moves another figure"))
PARRAIN_TOTAL = Refusal("parrain-one-die", M_("the parrain moves one die ({dice}), never the total"))
NOT_DICE = Refusal("move-two", M_("the dice to play are {dice}: a figure moves one of them{total}"))
TOTAL_GONE = Refusal("move-total", M_("one die is played already: the total of both dice moves a henchman only as "
                        "the whole move of a roll"))
FULL = Refusal("crowd", M_("square {at} already holds 3 figures"))
COLOURS = Refusal("crowd", M_("square {at} holds two colours already: a third may not stop there"))
LIKE = Refusal("notation", M_("{figure} stands with {alike}, alike: write the lowest number ({code})"))
OVERSHOOT = Refusal("new-tour", M_("a {need} was rolled, which takes the parrain home: he passes his HQ only when "
                       "no die of the roll does"))
NOT_FORCED = Refusal("new-tour", M_("the parrain passes his HQ only when he must move, and another move is possible "
                                    "now"))
ONE_DIE = Refusal("move-two", M_("with {dice}, moving {figure} by one die would leave the other die to no figure: "
                                  "play the roll as printed, one henchman by the total or two figures by one die each"))
ALONE_HQ = Refusal("parrain-alone", M_("the parrain is alone in his HQ: he leaves it only with one of his henchmen "
                                       "beside him there (a recruit)"))
REGROUP = Refusal("parrain-liquidated", M_("{figure} regroups in the HQ after the parrain's death: the gang leaves "
                                    "it from its next turn"))


class MovementRules:
    """The rules of moving a figure, as a mixin of the State."""

    __slots__ = ()

    # -- where a figure goes ----------------------------------------------------------------------
    def destination(self, figure: int, steps: int) -> tuple[int, bool]:
        """Where ``figure`` stops after ``steps`` (a ring square, or HOME), and whether it passes its
        HQ's door on the way.

        « Les truands partent de leur Quartier Général respectif et se déplacent dans la ville dans le
        sens des aiguilles d'une montre. » Leaving the HQ, the first step is onto the door square. The
        parrain's tour: « La case Quartier Général compte pour un point dans le déplacement. » From
        the square before his door he enters with a 1; a die that goes further passes the door.
        """
        at, n, gang = self.at[figure], self.board.squares, figure // FIGURES
        door = self.doors[gang]
        if at == HQ:
            return (door + steps - 1) % n, False
        walked = (at - door) % n + steps
        if walked == n and figure == gang * FIGURES:
            return HOME, False
        return (at + steps) % n, walked >= n

    def move_refusal(self, figure: int, steps: int, move: Move, crowd: dict[int, list[int]]) -> Refusal | None:
        """Why ``figure`` may not move ``steps`` now, or None. ``crowd``: the figures on each square."""
        return self.figure_refusal(figure, move) or self.steps_refusal(figure, steps, move, crowd)

    def figure_refusal(self, figure: int, move: Move) -> Refusal | None:
        """Why ``figure`` may not move at all on this roll, or None."""
        at, gang = self.at[figure], figure // FIGURES
        if at < HQ:
            return GONE_FIGURE
        if self.held_by[figure] >= 0:
            return HELD
        if figure in move.moved:
            return TWICE
        if at == HQ and gang in self.regrouping:
            return REGROUP
        if figure == gang * FIGURES:
            if at >= 0:
                return ALONE if self.alone(figure) else None
            return ALONE_HQ if self.options["reading"] == "printed" and self.alone(figure) else None
        return LIKE if self.first_alike(figure, move.moved) != figure else None

    def steps_refusal(self, figure: int, steps: int, move: Move, crowd: dict[int, list[int]],
                      end: tuple[int, bool] | None = None) -> Refusal | None:
        """Why ``figure``, free to move, may not move ``steps`` on this roll, or None. ``end``: its
        ``destination``, when the caller has it."""
        at, gang = self.at[figure], figure // FIGURES
        parrain = figure == gang * FIGURES
        if steps not in move.dice:
            if parrain and move.total and steps == sum(move.dice):
                return PARRAIN_TOTAL
            if not move.total and len(move.rolled) == 2 and steps == sum(move.rolled) and move.moved:
                return TOTAL_GONE
            if not (move.total and steps == sum(move.dice)):
                return NOT_DICE
        square, passes = self.destination(figure, steps) if end is None else end
        if square == HOME:
            return None
        if parrain and passes and self.board.squares - (at - self.doors[gang]) % self.board.squares in \
                (move.rolled or move.dice):
            return OVERSHOOT
        here = crowd.get(square)
        if here is None or len(here) == 1:
            return None
        if len(here) >= 3:
            return FULL
        first, second = here[0] // FIGURES, here[1] // FIGURES
        if first != second and gang != first and gang != second:
            return COLOURS
        return None

    def step_choices(self, move: Move, parrain: bool) -> tuple[int, ...]:
        """The distances a figure may move on this roll: each die, and for a henchman their sum."""
        dice = move.dice
        if len(dice) != 2:
            return dice
        low, high = (dice[0], dice[1]) if dice[0] <= dice[1] else (dice[1], dice[0])
        choices = (low,) if low == high else (low, high)
        return choices + (low + high,) if move.total and not parrain else choices

    def moves(self, move: Move) -> list[tuple[int, int]]:
        """Every (figure, steps) the roll allows. « Si le nombre de points obtenu sur les dés est supérieur au
        nombre de cases à parcourir et si le parrain est obligé de se déplacer, il doit effectuer un nouveau tour
        de ville. »: a parrain passes his HQ only when no other move is possible (``forced_new_tour``)."""
        base, found, at, held, crowd = move.gang * FIGURES, [], self.at, self.held_by, self.crowd()
        printed, passing = self.options["reading"] == "printed", []
        choices = (self.step_choices(move, True), self.step_choices(move, False))
        regrouping = move.gang in self.regrouping
        offered: set[int] = set()
        ends: dict[tuple[int, int], int] = {}
        for figure in range(base, base + FIGURES):
            # ``figure_refusal``'s questions, in its order, each asked once here
            where = at[figure]
            if where < HQ or held[figure] >= 0 or figure in move.moved or (where == HQ and regrouping):
                continue
            if figure != base:
                if where in offered:
                    continue  # an alike henchman before him is offered already (``first_alike``)
                offered.add(where)
            elif (where >= 0 or printed) and self.alone(figure):
                continue
            for steps in choices[figure != base]:
                end = self.destination(figure, steps)
                if self.steps_refusal(figure, steps, move, crowd, end) is None:
                    ends[figure, steps] = end[0]
                    if printed and figure == base and end[1]:
                        passing.append((figure, steps))
                    else:
                        found.append((figure, steps))
        if printed and move.total and len(move.dice) == 2:
            return self.printed_choices(move, found, passing, crowd, ends)
        return found or passing

    def printed_choices(self, move: Move, found: list[tuple[int, int]], passing: list[tuple[int, int]],
                        crowd: dict[int, list[int]], ends: dict[tuple[int, int], int]) -> list[tuple[int, int]]:
        """The first decision of a roll, as printed: « faire avancer un de ses hommes de main du nombre de cases
        correspondant au total de points des 2 dés ou faire avancer 2 de ses truands [...] en attribuant à chacun
        le résultat d'un dé ». A figure moves one die only if a second figure can then move the other
        (``starts_pair``); only when no printed choice is possible at all may one figure move one die and the
        other be lost (house rule ``second-die``). ``ends``: where each offer stops."""
        for group in (found, passing):
            kept = [offer for offer in group if offer[1] not in move.dice or self.starts_pair(offer, move, ends, crowd)]
            if kept:
                return kept
        return found or passing

    def starts_pair(self, offer: tuple[int, int], move: Move, ends: dict[tuple[int, int], int],
                    crowd: dict[int, list[int]]) -> bool:
        """Whether, once ``offer`` (figure, one die) is played, another figure can move the other die. A henchman's
        move changes nobody's chances for the worse but on the square where he stops (whoever he meets there, only
        he or enemies die; the snipers he may hire kill only enemies), nor a parrain's who meets fewer than two
        enemies; so a figure that can move the other die now, elsewhere, still can, unless it is the parrain whose
        company leaves. Every other case is played out on a copy of the position (``other_die_open``). ``ends``:
        where each offer stops."""
        figure, steps = offer
        base, at = figure - figure % FIGURES, self.at
        other = move.dice[1] if move.dice[0] == steps else move.dice[0]
        square = ends[offer]
        if square == HOME:
            return True
        here = crowd.get(square)
        family = self.owner[base // FIGURES]
        if figure != base or here is None or sum(self.owner[f // FIGURES] != family for f in here) < 2:
            for (g, s), end in ends.items():
                if s == other and g != figure and (here is None or end != square) and \
                        not (g == base and at[g] == at[figure]):
                    return True
            if figure != base and (figure, other) in ends and (here is None or ends[figure, other] != square) \
                    and any(h != figure and at[h] == at[figure] and self.held_by[h] < 0
                            for h in range(base + 1, base + FIGURES)):
                return True  # an alike henchman beside him takes the other die
        if not any(s == other and g != figure for g, s in ends) and self.touches_nobody(figure, steps, other):
            return False
        twin = self.clone()
        twin.pending = move
        twin.move_figure(figure, steps, [])
        return twin.other_die_open(figure)

    def touches_nobody(self, figure: int, steps: int, other: int) -> bool:
        """Whether moving ``figure`` by ``steps`` can change nothing for the other figures of his gang and the die
        ``other``: he passes no door (no recruit), hires no snipers, and neither stops nor leaves where one of them
        stands or would stop with that die."""
        square, passes = self.destination(figure, steps)
        if passes or self.board.kinds[square] == "tir":
            return False
        base, at = figure - figure % FIGURES, self.at
        for h in range(base, base + FIGURES):
            if h != figure and at[h] >= HQ and \
                    (at[h] == square or self.destination(h, other)[0] in (square, at[figure])):
                return False
        return True

    def other_die_open(self, figure: int) -> bool:
        """After ``figure`` moved one die (on a copy): whether a second figure may move the other, the game is won,
        or the snipers he hired can make it so (a wheel position that frees a figure, or a victim still to choose)."""
        if self.winners_ is not None:
            return True
        pending = self.pending
        kind = type(pending)
        if kind is Move:
            return figure in pending.moved
        if kind is not Spin:
            return kind is Victim
        after: Move = self.resume
        if self.moves(after):
            return True
        targets = self.sniper_targets(after)
        for position in range(self.board.positions if targets else 0):
            if targets.isdisjoint(self.board.named[position]):
                continue
            twin = self.clone()
            twin.pending = Spinning(pending.gang)
            twin.wheel(position, [])
            if twin.other_die_open(figure):
                return True
        return False

    def sniper_targets(self, after: Move) -> set[int]:
        """The squares where shots could let a figure of ``after``'s gang move its die: where one is held hostage (his
        kidnapper may be shot), or where one would stop but the crowd keeps him off (an enemy there may be)."""
        base, crowd, squares = after.gang * FIGURES, self.crowd(), set()
        for figure in range(base, base + FIGURES):
            if self.at[figure] < HQ or figure in after.moved:
                continue
            if self.held_by[figure] >= 0:
                squares.add(self.at[figure])
            elif self.figure_refusal(figure, after) is None:
                squares.update(self.destination(figure, steps)[0] for steps in after.dice
                               if self.steps_refusal(figure, steps, after, crowd) in (FULL, COLOURS))
        return squares

    def forced_new_tour(self, figure: int, steps: int, move: Move) -> bool:
        """Whether moving ``figure`` by ``steps`` is a parrain passing his HQ that this roll does not force: « si le
        parrain est obligé de se déplacer » (reading ``printed``), he is obliged only when no other move is
        possible, and then the decision offers nothing else (``moves``)."""
        return (is_parrain(figure) and self.options["reading"] == "printed" and self.at[figure] >= 0
                and (figure, steps) not in move.offers and self.destination(figure, steps)[1])

    # -- the move itself ---------------------------------------------------------------------------
    def move_figure(self, figure: int, steps: int, events: list[Event]) -> None:
        """Move ``figure`` by ``steps`` (a die, or both for a henchman), then apply what it meets.

        « faire avancer un de ses hommes de main du nombre de cases correspondant au total de points des
        2 dés ou faire avancer 2 de ses truands [...] en attribuant à chacun le résultat d'un dé. »
        """
        move: Move = self.pending
        gang, frm = gang_of(figure), self.at[figure]
        square, passes = self.destination(figure, steps)
        rest = list(move.dice)
        if steps in rest:
            rest.remove(steps)
        else:
            rest = []
        after = Move(gang, tuple(rest), False, move.moved + (figure,), move.double, move.bonus, (), move.rolled)
        rule = ("move-total" if steps not in move.dice else "parrain-one-die" if is_parrain(figure)
                else "move-two")
        if square == HOME:
            return self.home(figure, events)
        self.at[figure] = square
        message = (M_("{figure} leaves the HQ and moves {steps} to {square}.") if frm == HQ else
                   M_("{figure} moves {steps} to {square}."))
        events.append(Event("move", self.owner[gang], message, rule,
                            {"figure": figure, "frm": frm, "to": square, "steps": steps, "square": square},
                            None, self.voice))
        self.release(figure, "hostage-held", events)
        if passes:
            if is_parrain(figure):
                self.new_tour(figure, events)
            else:
                self.recruit(figure, 1, "recruit", events)
        if self.arrive(figure, square, events) and self.winners_ is None and self.board.kinds[square] == "tir":
            return self.hire_snipers(gang, after, events)
        self.go_on(after, events)

    def recruit(self, figure: int, count: int, rule: str, events: list[Event]) -> None:
        """« Lorsqu'un homme de main a effectué un tour complet de la ville et repasse devant son quartier
        général, il peut recruter un nouvel homme de main. Le joueur dirigeant le gang reprend alors une
        figurine précédemment éliminée et la replace dans son Quartier Général. [...] Si aucun homme de
        main de ce gang n'a été liquidé, il ne peut y avoir de recrutement. » Passing the door means
        stepping onto the door square from the ring (a whole tour, since a figure leaves its HQ onto it)."""
        gang = gang_of(figure)
        base = gang * FIGURES
        back = [h for h in range(base + 1, base + FIGURES) if self.at[h] == DEAD][:count]
        for h in back:
            self.at[h] = HQ
        self.recruits[gang] += len(back)
        message = (Mn_("{figure} passed the HQ and recruits {n} liquidated henchman.",
                       "{figure} passed the HQ and recruits {n} liquidated henchmen.") if back else
                   M_("{figure} passed the HQ: no liquidated henchman to recruit."))
        events.append(Event("recruit", self.owner[gang], message, rule,
                            {"figure": figure, "recruits": tuple(back), "n": len(back)}, None, self.voice))

    def new_tour(self, parrain: int, events: list[Event]) -> None:
        """« Si le nombre de points obtenu sur les dés est supérieur au nombre de cases à parcourir et si le
        parrain est obligé de se déplacer, il doit effectuer un nouveau tour de ville. Cependant, son passage
        devant la porte du Quartier Général lui permet de recruter 3 hommes de main précédemment liquidés. »
        He passes it only when he must move (``moves``); the reading ``lenient`` lets him whenever no die of the
        roll takes him home."""
        self.recruit(parrain, 3, "new-tour", events)

    def home(self, parrain: int, events: list[Event]) -> None:
        """« Un parrain ayant effectué sa tournée complète d'inspection de la ville peut rentrer dans son
        Quartier Général. Le nombre de points obtenu sur un des deux dés doit correspondre exactement au
        nombre de cases lui restant à parcourir. » and « Le premier joueur qui parvient à ramener son
        parrain dans son Quartier Général gagne la partie. »"""
        gang = gang_of(parrain)
        frm, self.at[parrain], self.homecoming = self.at[parrain], HQ, gang
        events.append(Event("home", self.owner[gang], M_("{figure} is home after his whole tour."), "home",
                            {"figure": parrain, "frm": frm, "to": HQ}, None, self.voice))
        self.release(parrain, "hostage-held", events)
        self.win((self.owner[gang],), "win-home", events)

    # -- what a figure may do ----------------------------------------------------------------------
    def alone(self, parrain: int) -> bool:
        """« Le parrain ne peut jamais quitter une case sur la quelle il se trouve seul. Pour pouvoir
        repartir, il doit y être rejoint par un de ses hommes de main. »"""
        figures, held, at = self.at, self.held_by, self.at[parrain]
        for h in range(parrain + 1, parrain + FIGURES):
            if figures[h] == at and held[h] < 0:
                return False
        return True

    def first_alike(self, henchman: int, moved: tuple[int, ...] = ()) -> int:
        """The lowest-numbered henchman standing where ``henchman`` stands, free like him and not yet moved
        on this roll (``moved``): alike figures make the same moves, so only the first of them is offered."""
        at, base = self.at[henchman], henchman - henchman % FIGURES
        for h in range(base + 1, henchman):
            if self.at[h] == at and self.held_by[h] < 0 and h not in moved:
                return h
        return henchman
