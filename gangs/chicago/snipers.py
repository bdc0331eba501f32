"""The Tir squares: hiring the snipers, spinning the wheel, and who dies on the squares it names."""

from __future__ import annotations

from typing import Any

from ..kernel import Event
from ..kernel.tell import M_
from .figures import gang_of, is_parrain
from .pending import Move, Spin, Spinning, Victim


class SniperRules:
    """The rules of the snipers and the wheel, as a mixin of the State."""

    __slots__ = ()

    def hire_snipers(self, gang: int, after: Move, events: list[Event]) -> None:
        """« Le joueur dont un truand s'arrête sur une case TIR engage des “tireurs d'élite”. Il doit alors
        faire tourner la roue. » The roll goes on (``after``) once the shots are settled. A mover liquidated
        where he stops hires nobody."""
        self.pending, self.resume = Spin(gang), after
        events.append(Event("tir", self.owner[gang], M_("{player} hires the snipers: spin the wheel."), "tir",
                            {"gang": gang, "player": self.owner[gang]}, None, self.voice))

    def spin(self, events: list[Event]) -> None:
        """The hiring player spins the wheel (a chance node: ``wheel K``)."""
        gang = self.pending.gang
        self.pending = Spinning(gang)
        events.append(Event("spin", self.owner[gang], M_("{player} spins the wheel."), "tir",
                            {"player": self.owner[gang]}, None, self.voice))

    def wheel(self, position: int, events: list[Event]) -> None:
        """« Lorsqu'elle s'immobilise, la pointe des fusils désigne les victimes. » The two cars name two
        squares (house rule ``wheel``: 24 positions, each as likely, two opposite squares each)."""
        gang = self.pending.gang
        named = self.board.named[position]
        self.spun, self.named = position, named
        events.append(Event("wheel", self.owner[gang], M_("The wheel stops: the cars aim at {square} and {opposite}."),
                            "tir", {"position": position, "named": named, "square": named[0], "opposite": named[1]},
                            None, self.voice))
        self.settle_shots(gang, named, events)

    def settle_shots(self, gang: int, squares: tuple[int, ...], events: list[Event]) -> None:
        """Shoot at each named square in turn, then let the roll go on."""
        for i, square in enumerate(squares):
            if self.winners_ is not None:
                return
            if self.shoot(gang, square, squares[i + 1:], events):
                return
        after, self.resume = self.resume, None
        if self.winners_ is None:
            self.go_on(after, events)

    def shoot(self, gang: int, square: int, later: tuple[int, ...], events: list[Event]) -> bool:
        """Who dies on a named ``square``; True when a player must first choose the victim.

        « Les tireurs d'élite ne liquident jamais un membre du gang qui les a engagés (pas de bavure !). »
        With the ``two_gangs`` option the hiring player's other gang is spared too (one family). « un homme de
        main, dévoué, sert de bouclier à son parrain »: a henchman shields his own parrain only, so a parrain
        whose men are not there is a victim like them (his player chooses)."""
        kind, family = self.board.kinds[square], self.owner[gang]
        here = self.occupants(square)
        if kind == "securite":
            return self.note_shot(gang, M_("Square {number} is a Sécurité square: the snipers cannot shoot there."),
                                  "securite", square, events, number=square)
        targets = [f for f in here if self.owner[gang_of(f)] != family]
        if not targets:
            if not here:
                return self.note_shot(gang, M_("Nobody on {square}."), "shot", square, events)
            # Translators: {of_player} is "de Bruno" or "d'Alice".
            return self.note_shot(gang, M_("Only {player}'s own men stand on {square}: no blunder."), "no-blunder",
                                  square, events, player=family, of_player=family)
        if kind == "danger":
            self.danger(square, targets, events)
            return False
        held = next((f for f in here if self.held_by[f] >= 0), None)
        if held is not None:
            self.shield_hostage(held, family, events)
            return False
        henchmen = [f for f in targets if not is_parrain(f)]
        shielded = {gang_of(f) for f in henchmen}
        exposed = [f for f in targets if is_parrain(f) and gang_of(f) not in shielded]
        candidates = henchmen + exposed
        distinct = sorted({(gang_of(f), is_parrain(f)): f for f in reversed(sorted(candidates))}.values())
        if len(distinct) > 1:
            self.pending = Victim(self.owner[gang_of(distinct[0])], gang, square, tuple(distinct), later)
            return True
        victim = distinct[0]
        if not is_parrain(victim) and any(is_parrain(f) and gang_of(f) == gang_of(victim) for f in targets):
            return self.liquidate(victim, "shield-parrain", M_("{figure} is shot dead on {square}, shielding his "
                                                               "parrain."), events, square=square) or False
        rule = "victim-choice" if len(candidates) > 1 else "shot"
        self.hit(victim, rule, M_("{figure} is shot dead on {square}."), events, square=square)
        return False

    def survives(self, figure: int) -> bool:
        """Option ``wounded_parrain`` (a variant of ours): whether the snipers' hit on ``figure`` only wounds
        him, a parrain not yet wounded since he last left his HQ whole."""
        return is_parrain(figure) and self.options["wounded_parrain"] and gang_of(figure) not in self.wounded

    def hit(self, figure: int, rule: str, how: str, events: list[Event], doomed: frozenset[int] = frozenset(),
            **facts: Any) -> None:
        """The snipers hit ``figure``: he is liquidated (``liquidate``, told by ``how``), unless option
        ``wounded_parrain`` spares him a first time (« the parrain survives a first hit and dies at the
        second »): he stays where he is, wounded, his hostages still held."""
        if not self.survives(figure):
            return self.liquidate(figure, rule, how, events, doomed, **facts)
        gang = gang_of(figure)
        self.wounded += (gang,)
        events.append(Event("wounded", self.owner[gang], M_("{figure} is hit on {square} but survives, wounded: a "
                                                            "second hit will liquidate him."), "wounded-parrain",
                            {"figure": figure, "square": self.at[figure]}, None, self.voice))

    def note_shot(self, gang: int, message: str, rule: str, square: int, events: list[Event], **facts: Any) -> bool:
        """A shot that kills nobody, told by ``message`` (marked ``M_``) with its ``square`` and ``facts``."""
        events.append(Event("miss", self.owner[gang], message, rule, {"square": square, **facts}, None, self.voice))
        return False

    def danger(self, square: int, targets: list[int], events: list[Event]) -> None:
        """« Tous les truands (y compris le parrain) se trouvant sur une case DANGER sont liquidés par le tir
        éventuel des tireurs d'élite. » A parrain falls first: his henchmen there die with him (and he comes
        back with three recruits). A hostage dying there too is not told free first (``doomed``)."""
        doomed = frozenset(f for f in targets if not self.survives(f))
        for figure in sorted(targets, key=lambda f: not is_parrain(f)):
            if self.at[figure] == square and self.winners_ is None:
                self.hit(figure, "danger", M_("{figure} is shot dead on {square}."), events, doomed, square=square)

    def shield_hostage(self, hostage: int, family: int, events: list[Event]) -> None:
        """« Si un otage se trouve sur la case visée par les tireurs d'élite, c'est lui qui est liquidé. » and
        « Cas particulier : si l'otage appartient à la famille ayant engagé les tireurs d'élite, c'est le
        kidnappeur qui est liquidé. L'otage est libéré. »"""
        where = self.at[hostage]
        if self.owner[gang_of(hostage)] == family:
            self.hit(self.held_by[hostage], "hostage-rescued", M_("{figure}, the kidnapper, is shot dead on "
                                                                  "{square}."), events, square=where)
        else:
            self.hit(hostage, "shield-hostage", M_("{figure} is shot dead on {square}: a hostage is the "
                                                   "snipers' shield."), events, square=where)

    def choose_victim(self, victim: int, events: list[Event]) -> None:
        """« Si elle est occupée par plusieurs truands adverses du même gang, le joueur qui les dirige choisit
        la victime (parmi les hommes de main). »"""
        choice: Victim = self.pending
        self.pending = Spinning(choice.gang)
        events.append(Event("victim", choice.player, M_("{player} chooses the victim on {square}."), "victim-choice",
                            {"figure": victim, "player": choice.player, "square": choice.square}, None, self.voice))
        self.hit(victim, "victim-choice", M_("{figure} is shot dead on {square}."), events, square=choice.square)
        self.settle_shots(choice.gang, choice.later, events)

