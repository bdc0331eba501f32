"""Duels with the dart pistol: dice decide the darts, every dart is a chance node (a mixin of SuperGangState)."""

from __future__ import annotations

from ..kernel import D6, Action, Event
from ..kernel.lang import N_
from ..kernel.tell import M_, Said
from .common import CLINIC, DARTS, DEAD
from .decisions import OVER, Aim, Arrest, Duel, Fighter, Hit
from .reading import lenient

DART_RESULTS = (N_("wounded"), N_("dead"))
"""What a dart that hits does, marked for the catalogue."""


DUEL_OVER = {("att", True): M_("The duel is over: {side} win."), ("att", False): M_("The duel is over: {side} wins."),
             ("dfn", True): M_("The duel is over: {side} hold."), ("dfn", False): M_("The duel is over: {side} holds.")}
"""How a duel ends, by the side left standing (attackers or defenders) and whether more than one of them stands."""

class DuelRules:
    """« L'attaquant, puis l'attaqué, lancent le ou les dés correspondant(s) à leur(s) personnage(s). On compare
    les deux totaux. Le plus fort total est le premier tireur, il tire sur les cibles adverses autant de
    fléchettes qu'il y a de points de différence aux dés. »

    The duel is ``state.pending``, a ``Duel`` record: each die and each dart replaces it with the next one.
    Its fighters are ``Fighter`` records: a gangster, a shop's manager (one blue die) or one cop of a pair
    (« une paire de flics lance deux dés »)."""

    __slots__ = ()

    def _start_duel(self, kind: str, node: int, attackers: tuple[Fighter, ...], defenders: tuple[Fighter, ...],
                    att_player: int, dfn_player: int, events: list[Event], title: bool = False) -> None:
        dice = attackers if kind == "finish" else attackers + defenders
        self.pending = Duel(kind, node, attackers, defenders, att_player, dfn_player, dice, then=self.pending,
                            title=title)
        self._say(events, "duel", att_player, M_("Duel: {side} against {side2}."),
                  "duel" if kind != "finish" else "finish-off", side=attackers, side2=defenders,
                  attackers=[self._target(t) for t in attackers], defenders=[self._target(t) for t in defenders])

    def _target(self, t: Fighter) -> str:
        if t.kind == "gangster":
            return self.ids[t.number]
        if t.kind == "manager":
            return f"manager-{t.number + 1}"
        return f"cop-{t.number + 1}-{t.pair + 1}"

    def _duel_outcomes(self) -> list[tuple[Action, float]]:
        duel = self.pending
        if duel.dice:
            return D6.outcomes
        hit = self.dart_hit
        if duel.kind == "finish":
            outcomes = [(DARTS["miss"], 1 - hit), (DARTS["dead"], hit)]
        else:
            dead = hit * self.dart_dead
            outcomes = [(DARTS["miss"], 1 - hit), (DARTS["wounded"], hit - dead), (DARTS["dead"], dead)]
        return [(dart, p) for dart, p in outcomes if p > 0]      # dart_hit=1: a miss is no outcome at all

    def _on_duel(self, action: Action, events: list[Event]) -> None:
        if self.pending.dice:
            self._duel_die(action.args[0], events)
        else:
            self._dart(action.args[0], events)

    def _duel_die(self, value: int, events: list[Event]) -> None:
        """« Ne pas oublier que le tueur dispose d'un bonus de deux points aux dés pour les duels. » The bonus is the
        option ``killer_bonus`` (the board's value, 2, by default)."""
        duel = self.pending
        target, rest = duel.dice[0], duel.dice[1:]
        bonus = self.killer_bonus if target.kind == "gangster" and target.number % 3 == 0 else 0
        att, dfn = duel.totals
        if target in duel.attackers:
            att += value + bonus
        else:
            dfn += value + bonus
        self.pending = duel = duel._replace(dice=rest, totals=(att, dfn))
        self._say(events, "duel-die", None, M_("{fighter} rolls {value}{extra}."),
                  "killer-bonus" if bonus else ("cop-dice" if target.kind == "cop" else "duel"), fighter=target,
                  value=value, extra=Said(M_(" + {bonus} (killer)"), {"bonus": bonus}) if bonus else None, die=value,
                  bonus=bonus)
        if rest:
            return
        if duel.kind == "finish":
            self.pending = duel._replace(darts=att, left=att)
            wounded = duel.defenders[0].number
            self._say(events, "darts", None, M_("{darts} at {character}, who cannot defend {him}self."), "finish-off",
                      darts=att, character=wounded, him=wounded)
            if att == 0:
                self._end_duel("dfn", events)
            return
        if att == dfn:
            self.pending = duel._replace(dice=duel.attackers + duel.defenders, totals=(0, 0))
            self._say(events, "duel-tie", None, M_("{att} against {dfn}: a tie, both sides roll again."), "duel-tie",
                      att=att, dfn=dfn)
            return
        darts = abs(att - dfn)
        self.pending = duel._replace(darts=darts, left=darts, shooter="att" if att > dfn else "dfn")
        first = duel.attackers if att > dfn else duel.defenders
        volley = (M_("{att} against {dfn}: {side} shoot first, {darts} a volley.") if len(first) > 1 else
                  M_("{att} against {dfn}: {side} shoots first, {darts} a volley."))
        self._say(events, "darts", None, volley, "duel-darts", att=att, dfn=dfn, side=first, darts=darts)
        self._take_aim()

    def _standing(self, duel: Duel) -> list[Fighter]:
        """The targets of the side being shot at that still stand."""
        targets = duel.defenders if duel.shooter == "att" else duel.attackers
        fallen = {hit.fighter for hit in duel.down}
        return [t for t in targets if t not in fallen]

    def _take_aim(self) -> None:
        """« il tire sur les cibles adverses autant de fléchettes qu'il y a de points de différence aux dés » — the
        player of the shooting side aims each dart at a standing target of his choice (rule ``dart-aim``); with
        one target left there is nothing to choose."""
        duel = self.pending
        if duel.aim is not None:
            duel = duel._replace(aim=None)
        if duel.kind != "finish" and len(self._standing(duel)) > 1:
            self.pending = Aim(self._dart_player(duel), duel)
        else:
            self.pending = duel

    def _dart_player(self, duel: Duel) -> int:
        """Who aims the next dart (house rule ``dart-aim``): the player of the fighter it is shot for. A volley's
        darts are shot for the shooting side's standing fighters in turn (the first dart for the first, and round
        again), so that where a settling confronts several gangs each gang aims the darts of its own characters
        and its shop's managers (« Chaque joueur peut jouer avec son propre pistolet »); a side of one player aims
        them all. With ``reading="lenient"`` (house rule ``lenient``) the defending side's player aims them all, as
        before issue 26."""
        if duel.shooter == "att":
            return duel.att_player
        if duel.kind != "settle" or lenient(self.options):
            return duel.dfn_player
        fallen = {hit.fighter for hit in duel.down}
        shooting = [t for t in duel.defenders if t not in fallen]
        t = shooting[(duel.darts - duel.left) % len(shooting)]
        if t.kind == "gangster":
            return self._ctrl(t.number)
        return self.shop_owner[duel.node - self.board.shop_base]     # the managers fight for their owner

    def _aim_word(self, t: Fighter) -> str:
        """A target in the notation of ``aim``: ``green.vamp``, ``manager-1``, ``cop-2``."""
        if t.kind == "gangster":
            return self.ids[t.number]
        return f"{t.kind}-{t.number + 1}"

    def _legal_aim(self) -> list[Action]:
        aim = self.pending
        duel = aim.duel
        made, actions = self.board.action_cache, []
        for t in self._standing(duel):
            action = made.get(("aim", t, duel.node))
            if action is None:
                shape = (f"char-{self.ids[t.number]}" if t.kind == "gangster" else
                         self.board.name(duel.node) if t.kind == "manager" else f"cops-{t.pair + 1}")
                action = made["aim", t, duel.node] = Action("aim", self._aim_word(t), targets=(shape,))
            actions.append(action)
        return actions

    def _on_aim(self, action: Action, events: list[Event]) -> None:
        """The shooter aims: the next dart, a chance node, flies at that target."""
        player, duel = self.pending
        target = next(t for t in self._standing(duel) if self._aim_word(t) == action.args[0])
        self.pending = duel._replace(aim=target)
        self._say(events, "aim", player, M_("{player} aims the next dart at {fighter}."), "dart-aim", player=player,
                  fighter=target, target=self._target(target))

    def _dart(self, result: str, events: list[Event]) -> None:
        """« Si le premier tireur n'abat pas toutes les cibles adverses [...] c'est le deuxième tireur qui dispose de
        ce même nombre de fléchettes contre les autres cibles. Et ainsi de suite jusqu'à ce que toutes les cibles
        d'un des partis soient abattues. » « Les cibles tombées face contre terre sont mortes. Les cibles tombées
        face au ciel sont blessées. » Each dart flies at the target its shooter aimed at (``dart-aim``)."""
        duel = self.pending
        shooter = duel.shooter
        standing = self._standing(duel)
        aim = duel.aim if duel.aim in standing else standing[0]
        if result == "miss":
            self._say(events, "dart", None, M_("A dart misses {fighter}."), "duel-darts", fighter=aim, hit="miss")
        else:
            self.pending = duel._replace(down=duel.down + (Hit(aim, result),))
            standing.remove(aim)
            self._say(events, "dart", None, M_("A dart hits {fighter}: {result}."),
                      "finish-off" if duel.kind == "finish" else "dead-or-wounded", fighter=aim, result=(aim, result),
                      hit=result, target=self._target(aim))
            if result == "dead" and aim.kind == "gangster" and aim.number % 3 == 1:
                standing = [t for t in standing if not self._leaves_duel_with_dead_vamp(t, aim.number, events)]
            duel = self.pending
        if not standing:
            self._end_duel(shooter, events)
            return
        left = duel.left - 1
        if left > 0:
            self.pending = duel._replace(left=left)
        elif duel.kind == "finish":
            self._end_duel("dfn", events)
            return
        else:
            self.pending = duel._replace(shooter="dfn" if shooter == "att" else "att", left=duel.darts)
        self._take_aim()

    def _leaves_duel_with_dead_vamp(self, t: Fighter, vamp: int, events: list[Event]) -> bool:
        """« Lors d'un duel entre un gangster vampé et son propre gang, en cas de décès de la vamp, le gangster
        dévampé et sa cible rejoignent leur propre camp. » Her catch drops out of the duel at once."""
        if t.kind != "gangster" or self.follows[t.number] != vamp:
            return False
        duel = self.pending
        self.pending = duel._replace(attackers=tuple(x for x in duel.attackers if x != t),
                                     defenders=tuple(x for x in duel.defenders if x != t))
        self._release(t.number, events, N_("the vamp dies"))
        return True

    def _end_duel(self, winner: str, events: list[Event]) -> None:
        """Apply the fallen: the wounded to the clinic, the dead to the cemetery, fallen cops out of play
        (« un flic valide suit son collègue blessé ou tué »), managers replaced (« considérés comme remplacés
        dès le duel suivant »)."""
        duel = self.pending
        kind = duel.kind
        fallen = {hit.fighter for hit in duel.down}
        standing = [t for t in (duel.attackers if winner == "att" else duel.defenders) if t not in fallen]
        message = DUEL_OVER["att" if winner == "att" else "dfn", len(standing) > 1]
        self._say(events, "duel-over", None, message, "duel-continues", side=tuple(standing), winner=winner,
                  standing=[self._target(t) for t in standing])
        hit_pairs = set()
        for target, result in duel.down:
            if target.kind == "gangster":
                if result == "dead":
                    self._kill(target.number, events)
                else:
                    self._wound(target.number, events, rebel=kind == "rebel")
            elif target.kind == "cop":
                hit_pairs.add(target.pair)
        for i in sorted(hit_pairs):
            shooter = duel.dfn_player if kind == "rebel" else duel.att_player
            self.cop_state[i], self.cop_by[i], self.cop_at[i] = "hit", shooter, self.board.centre
            rule = "police-restart" if self.police_seat is not None else "cops-restart"
            self._say(events, "cops-out", shooter, M_("Cop pair {pair} leaves the game until {player} restarts it "
                                                      "from the centre."), rule, pair=i + 1, player=shooter)
        if kind == "holdup":
            self._holdup_over(duel, winner == "att", events)
        elif kind == "settle" and any(hit.fighter.kind == "manager" for hit in duel.down):
            self._say(events, "managers", None, M_("The fallen managers will be replaced by the next duel."),
                      "managers-replaced")
        self._check_eliminations(events)
        if self.result is not None:
            self.pending = OVER
            return
        self.pending = duel.then
        if type(duel.then) is Arrest:
            self._resume(events)
        elif self.out[self.current]:
            self.end_turn(events)

    def _kill(self, c: int, events: list[Event]) -> None:
        """« Les gangsters tués vont s'allonger au cimitière [sic], on pourra les recruter dans les boutiques ad
        hoc, leur casier judiciaire s'efface. »"""
        self._break_spells(c, events, N_("the vamp dies"))
        self.status[c], self.at[c], self.head[c] = DEAD, self.board.cemetery, ""
        self.files[c], self.fresh[c], self.sentence[c], self.to_prison[c] = (), (), 0, False
        self.arrived[c], self.die[c] = False, 0
        self._say(events, "dead", c // 3, M_("{Character} is dead: to the cemetery, {his} record wiped."), "cemetery",
                  Character=c, his=c, character=self.ids[c])

    def _wound(self, c: int, events: list[Event], rebel: bool = False) -> None:
        """« Un gangster blessé va à la clinique où il reste allongé jusqu'à son prochain tour de jeu » ;
        « Blessé au cours d'une rébellion contre la police, un gangster va à la clinique avant d'aller purger sa
        peine en prison. »"""
        self._break_spells(c, events, N_("the vamp is wounded"))
        self.status[c], self.at[c], self.head[c] = CLINIC, self.board.clinic, ""
        self.fresh[c], self.arrived[c], self.die[c] = (), False, 0
        if rebel:
            self.sentence[c] = self._serve_record(c)
            self.to_prison[c] = True
            self._say(events, "wounded", c // 3, M_("{Character} is wounded: to the clinic, then to prison for "
                                                    "{turns}."), "rebel-wounded", Character=c, turns=self.sentence[c],
                      character=self.ids[c])
        else:
            self._say(events, "wounded", c // 3, M_("{Character} is wounded: to the clinic."), "clinic", Character=c,
                      character=self.ids[c])

    def _break_spells(self, c: int, events: list[Event], why: str) -> None:
        """« en cas de décès de la vamp, le gangster dévampé et sa cible rejoignent leur propre camp »."""
        for f in range(len(self.ids)):
            if self.follows[f] == c:
                self._release(f, events, why)
        if self.follows[c] >= 0:
            self.follows[c], self.spell[c] = -1, 0

