"""What happens where a figure stops among others: hostages, the outnumbered, liquidations."""

from __future__ import annotations

from ..kernel import Event
from .words import DEAD, FIGURES, GONE, HQ, gang_of, is_parrain, square_words


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
        events.append(Event("hostage", self.owner[gang_of(kidnapper)],
                            f"{self.figure_words(kidnapper)} takes {self.figure_words(hostage)} hostage on "
                            f"{square_words(self.board, square)}.", rule,
                            {"kidnapper": kidnapper, "hostage": hostage, "square": square}))

    def outnumbered(self, figure: int, square: int, events: list[Event]) -> None:
        """« Si un truand arrive sur une case occupée par 2 truands adverses, il n'a rien le temps de faire et
        est “liquidé” immédiatement. »"""
        self.liquidate(figure, "outnumbered", f"stops among two enemies on {square_words(self.board, square)} "
                       "and is liquidated", events)

    def two_on_one(self, enemy: int, square: int, events: list[Event]) -> None:
        """« Si 2 truands d'un même gang se trouvent sur une case occupée par un truand adverse, ils le
        “liquident”. »"""
        self.liquidate(enemy, "two-on-one", f"is liquidated, two to one, on {square_words(self.board, square)}",
                       events)

    def third_arrival(self, figure: int, hostage: int, events: list[Event]) -> None:
        """« Si un troisième truand arrive sur cette case, 2 possibilités : il est du même gang que l'otage
        alors le kidnappeur est liquidé, l'otage est donc libéré ou il est du même gang que le kidnappeur
        alors l'otage est liquidé. » (The second case is also « Si 2 truands d'un même gang se trouvent sur
        une case occupée par un truand adverse, ils le “liquident”. ») Allied gangs count as one gang."""
        kidnapper, family = self.held_by[hostage], self.owner[gang_of(figure)]
        square = self.at[hostage]
        if self.owner[gang_of(hostage)] == family:
            self.liquidate(kidnapper, "third-arrival", f"is liquidated by {self.figure_words(figure)}, come to free "
                           "the hostage", events)
        else:
            self.two_on_one(hostage, square, events)

    def release(self, figure: int, rule: str, events: list[Event]) -> None:
        """``figure`` leaves its square or dies: it is no longer a hostage, and its own hostages go free.
        « Si le kidnappeur quitte la case, l'otage est libéré. »"""
        if self.held_by[figure] >= 0:
            self.held_by[figure], self.held_since[figure] = -1, 0
        if figure not in self.held_by:
            return
        for hostage, kidnapper in enumerate(self.held_by):
            if kidnapper == figure:
                self.held_by[hostage], self.held_since[hostage] = -1, 0
                events.append(Event("free", self.owner[gang_of(hostage)],
                                    f"{self.figure_words(hostage)} is free again.", rule, {"figure": hostage}))

    def liquidate(self, figure: int, rule: str, how: str, events: list[Event]) -> None:
        """``figure`` is liquidated (``how``: the rest of the sentence after its name, e.g. "is shot dead on
        square 4 (Danger)").

        « Les hommes de main liquidés sont retirés du jeu. ils pourront être recrutés ultérieurement. »
        For a parrain see ``parrain_liquidated``."""
        gang, square = gang_of(figure), self.at[figure]
        events.append(Event("liquidate", self.owner[gang], f"{self.figure_words(figure)} {how}.",
                            rule, {"figure": figure, "square": square}))
        self.release(figure, rule, events)
        if is_parrain(figure):
            return self.parrain_liquidated(figure, events)
        self.at[figure] = DEAD
        self.losses[gang] += 1

    def parrain_liquidated(self, parrain: int, events: list[Event]) -> None:
        """« Si le parrain est liquidé, il regagne son quartier général et tous ses hommes de main sont tués
        (exclus du jeu). Il peut cependant recruter 3 hommes de main. Ceux-ci sont placés avec le parrain
        dans le quartier général. Au tour de jeu suivant le joueur pourra faire repartir normalement ces
        truands du quartier général. » So the parrain and his recruits wait in the HQ until the gang's next
        turn (``regrouping``). House rule (``wiped-out``): with no henchman of his left in the city or his
        HQ, he does not come back."""
        gang = gang_of(parrain)
        crew = [h for h in range(parrain + 1, parrain + FIGURES) if self.at[h] >= HQ]
        if not crew:
            self.at[parrain] = GONE
            events.append(Event("wiped-out", self.owner[gang], f"No henchman is left to avenge "
                                f"{self.figure_words(parrain)}: the {self.colours[gang]} gang is wiped out.",
                                "wiped-out", {"gang": gang}))
            return self.last_parrain(events)
        self.at[parrain] = HQ
        if gang not in self.regrouping:
            self.regrouping += (gang,)
        back = list(range(parrain + 1, parrain + 4))
        dead = "his henchman dies" if len(crew) == 1 else f"his {len(crew)} henchmen die"
        events.append(Event("parrain-liquidated", self.owner[gang], f"{self.figure_words(parrain)} goes back to "
                            f"his HQ; {dead} with him, and he recruits 3.", "parrain-liquidated",
                            {"figure": parrain, "killed": crew, "recruits": back}))
        for h in crew:
            self.release(h, "parrain-liquidated", events)
            self.at[h] = DEAD
        self.losses[gang] += len(crew)
        for h in back:
            self.at[h] = HQ
        self.recruits[gang] += len(back)

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
        return [figure for figure, at in enumerate(self.at) if at == square]

