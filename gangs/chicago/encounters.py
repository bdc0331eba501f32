"""What happens where a figure stops among others: hostages, the outnumbered, liquidations."""

from __future__ import annotations

from typing import Any

from ..kernel import Event
from ..kernel.tell import M_, Mn_
from .figures import DEAD, FIGURES, GONE, HQ, gang_of, is_parrain


class EncounterRules:
    """The rules of meeting enemies on a square, and of dying, as a mixin of the State."""

    __slots__ = ()

    def arrive(self, figure: int, square: int, events: list[Event]) -> bool:
        """Settle what ``figure`` meets on ``square``; False if it dies there."""
        family = self.owner[gang_of(figure)]
        here = [f for f in self.occupants(square) if f != figure]
        held = next((f for f in here if self.held_by[f] >= 0), None)
        if held is not None:
            self.third_arrival(figure, held, events)
            return True
        enemies = [f for f in here if self.owner[gang_of(f)] != family]
        if not enemies:
            return True
        if len(enemies) >= 2:
            self.outnumbered(figure, square, events)
            return False
        if len(here) > 1:
            self.two_on_one(enemies[0], square, events)
            return True
        self.take_hostage(figure, enemies[0], square, events)
        return True

    def take_hostage(self, kidnapper: int, hostage: int, square: int, events: list[Event]) -> None:
        """« Un truand s'arrêtant sur une case occupée par un truand adverse doit le prendre en otage. Le joueur
        place alors l'otage dans l'aire figurant sur la case. » and « Un parrain seul sur une case peut être
        pris en otage comme un homme de main. »"""
        self.held_by[hostage], self.held_since[hostage] = kidnapper, self.turn_
        rule = "parrain-hostage" if is_parrain(hostage) else "hostage"
        events.append(Event("hostage", self.owner[gang_of(kidnapper)], M_("{figure} takes {hostage} hostage on "
                                                                         "{square}."), rule,
                            {"kidnapper": kidnapper, "hostage": hostage, "square": square, "figure": kidnapper},
                            None, self.voice))

    def outnumbered(self, figure: int, square: int, events: list[Event]) -> None:
        """« Si un truand arrive sur une case occupée par 2 truands adverses, il n'a rien le temps de faire et
        est “liquidé” immédiatement. »"""
        self.liquidate(figure, "outnumbered", M_("{figure} stops among two enemies on {square} and is liquidated."),
                       events, square=square)

    def two_on_one(self, enemy: int, square: int, events: list[Event]) -> None:
        """« Si 2 truands d'un même gang se trouvent sur une case occupée par un truand adverse, ils le
        “liquident”. »"""
        self.liquidate(enemy, "two-on-one", M_("{figure} is liquidated, two to one, on {square}."), events,
                       square=square)

    def third_arrival(self, figure: int, hostage: int, events: list[Event]) -> None:
        """« Si un troisième truand arrive sur cette case, 2 possibilités : il est du même gang que l'otage
        alors le kidnappeur est liquidé, l'otage est donc libéré ou il est du même gang que le kidnappeur
        alors l'otage est liquidé. » (The second case is also « Si 2 truands d'un même gang se trouvent sur
        une case occupée par un truand adverse, ils le “liquident”. ») Allied gangs count as one gang."""
        kidnapper, family = self.held_by[hostage], self.owner[gang_of(figure)]
        square = self.at[hostage]
        if self.owner[gang_of(hostage)] == family:
            self.liquidate(kidnapper, "third-arrival", M_("{figure} is liquidated by {rescuer}, come to free the "
                                                          "hostage."), events, rescuer=figure)
        else:
            self.two_on_one(hostage, square, events)

    def release(self, figure: int, rule: str, events: list[Event], doomed: frozenset[int] = frozenset()) -> None:
        """``figure`` leaves its square or dies: it is no longer a hostage, and its own hostages go free.
        « Si le kidnappeur quitte la case, l'otage est libéré. » A hostage in ``doomed`` (dying in the same shot)
        goes free untold: the story tells his death next."""
        if self.held_by[figure] >= 0:
            self.held_by[figure], self.held_since[figure] = -1, 0
        if figure not in self.held_by:
            return
        for hostage, kidnapper in enumerate(self.held_by):
            if kidnapper == figure:
                self.held_by[hostage], self.held_since[hostage] = -1, 0
                if hostage in doomed:
                    continue
                events.append(Event("free", self.owner[gang_of(hostage)], M_("{figure} is free again."), rule,
                                    {"figure": hostage}, None, self.voice))

    def liquidate(self, figure: int, rule: str, how: str, events: list[Event], doomed: frozenset[int] = frozenset(),
                  **facts: Any) -> None:
        """``figure`` is liquidated (``how``: the message that tells it, marked ``M_``, its ``{figure}`` the
        figure and its other fields ``facts``, e.g. "{figure} is shot dead on {square}." with the square).

        « Les hommes de main liquidés sont retirés du jeu. ils pourront être recrutés ultérieurement. »
        For a parrain see ``parrain_liquidated``. ``doomed``: the figures dying in the same shot (``release``)."""
        gang, square = gang_of(figure), self.at[figure]
        events.append(Event("liquidate", self.owner[gang], how, rule, {"figure": figure, "square": square, **facts},
                            None, self.voice))
        self.release(figure, rule, events, doomed)
        if is_parrain(figure):
            return self.parrain_liquidated(figure, events, doomed)
        self.at[figure] = DEAD
        self.losses[gang] += 1
        self.strand(gang, events)

    def strand(self, gang: int, events: list[Event]) -> None:
        """House rule ``stranded`` (reading ``printed``): « Le parrain ne peut jamais quitter une case sur la quelle
        il se trouve seul. Pour pouvoir repartir, il doit y être rejoint par un de ses hommes de main. » A parrain
        alone in his HQ whose eight henchmen are all dead can never be joined (only a henchman passing the door
        recruits, and the HQ is no square where anyone may liquidate him): his gang is out of the game, and when
        one player's gangs are the last in play, he wins at once."""
        if not self.stranded(gang):
            return
        parrain = gang * FIGURES
        self.at[parrain] = GONE
        events.append(Event("stranded", self.owner[gang], M_(
            "{figure} is alone in his HQ and all his henchmen are dead: nobody can ever join him, and the {colour} "
            "gang is out of the game."), "stranded", {"gang": gang, "figure": parrain, "colour": self.colours[gang]},
            None, self.voice))
        alive = {self.owner[g] for g in range(len(self.owner)) if self.at[g * FIGURES] != GONE}
        if len(alive) == 1:
            self.win(tuple(alive), "stranded", events)

    def parrain_liquidated(self, parrain: int, events: list[Event], doomed: frozenset[int] = frozenset()) -> None:
        """« Si le parrain est liquidé, il regagne son quartier général et tous ses hommes de main sont tués
        (exclus du jeu). Il peut cependant recruter 3 hommes de main. Ceux-ci sont placés avec le parrain
        dans le quartier général. Au tour de jeu suivant le joueur pourra faire repartir normalement ces
        truands du quartier général. » So the parrain and his recruits wait in the HQ until the gang's next
        turn (``regrouping``). He always comes back, whole (a wound of option ``wounded_parrain`` heals), and
        there are always three to recruit: all eight are dead then. Reading ``lenient`` (house rule
        ``wiped-out``): with no henchman of his left in the city or his HQ, he does not come back."""
        gang = gang_of(parrain)
        crew = [h for h in range(parrain + 1, parrain + FIGURES) if self.at[h] >= HQ]
        if gang in self.wounded:
            self.wounded = tuple(g for g in self.wounded if g != gang)
        if not crew and self.options["reading"] == "lenient":
            self.at[parrain] = GONE
            events.append(Event("wiped-out", self.owner[gang], M_(
                "No henchman is left to avenge {figure}: the {colour} gang is wiped out."), "wiped-out",
                {"gang": gang, "figure": parrain, "colour": self.colours[gang]}, None, self.voice))
            return self.last_parrain(events)
        self.at[parrain] = HQ
        if gang not in self.regrouping:
            self.regrouping += (gang,)
        back = list(range(parrain + 1, parrain + 4))
        message = Mn_("{figure} goes back to his HQ; his henchman dies with him, and he recruits 3.",
                      "{figure} goes back to his HQ; his {n} henchmen die with him, and he recruits 3.") \
            if crew else M_("{figure} goes back to his HQ, where he recruits 3.")
        events.append(Event("parrain-liquidated", self.owner[gang], message, "parrain-liquidated",
                            {"figure": parrain, "killed": tuple(crew), "recruits": tuple(back), "n": len(crew)},
                            None, self.voice))
        for h in crew:
            self.release(h, "parrain-liquidated", events, doomed)
            self.at[h] = DEAD
        self.losses[gang] += len(crew)
        for h in back:
            self.at[h] = HQ
        self.recruits[gang] += len(back)

    def stranded(self, gang: int) -> bool:
        """Whether ``gang``'s parrain is alone in his HQ with all eight henchmen dead (reading ``printed``)."""
        parrain = gang * FIGURES
        return self.options["reading"] == "printed" and self.at[parrain] == HQ and \
            not any(self.at[h] >= HQ for h in range(parrain + 1, parrain + FIGURES))

    def crowd(self) -> dict[int, list[int]]:
        """The figures on each occupied ring square, hostages included."""
        crowd: dict[int, list[int]] = {}
        for figure, at in enumerate(self.at):
            if at >= 0:
                if at in crowd:
                    crowd[at].append(figure)
                else:
                    crowd[at] = [figure]
        return crowd

    def occupants(self, square: int) -> list[int]:
        """The figures on ring ``square``, hostages included."""
        at, found, figure = self.at, [], -1
        for _ in range(at.count(square)):
            figure = at.index(square, figure + 1)
            found.append(figure)
        return found

