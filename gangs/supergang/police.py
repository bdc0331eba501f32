"""The cops and the law: moving the pairs, witnesses, arrests, buying the cops, the police seat
(a mixin of SuperGangState)."""

from __future__ import annotations

from itertools import compress

from ..kernel import Action, Event
from ..kernel.lang import N_
from ..kernel.tell import M_, Said
from .common import CLINIC, COLOURS, DEAD, FREE, PASS, PRISON, REBEL, SURRENDER
from .decisions import Arrest, Custody, Fighter, PoliceMove, Resurface, Stage, Start
from .law import Offence
from .movement import cop_walks, same_for_cops
from .reading import lenient


def witness_keys(witnesses: tuple[str, ...]) -> tuple[str, ...]:
    """Witnesses as an event's facts: keys of no space (``cops-1``, ``managers-of-b7``)."""
    return tuple([w.replace(" ", "-") for w in witnesses])


def _anywhere(node: int) -> bool:
    """Every end of a cop walk, shops included (which are kept is asked afterwards)."""
    return True


COP_NAMES = ("cops 1", "cops 2")
"""The cop pairs as witnesses on a criminal record."""


class PoliceRules:
    """« Les flics se déplacent par paire, chaque paire selon le chiffre d'un dé bleu. »"""

    __slots__ = ()

    # -- offences and witnesses ---------------------------------------------------------------------
    def _commit(self, kind: str, authors: list[int], node: int, events: list[Event], standing: bool = False) -> None:
        """An offence goes on file for each author; cops who see the place testify at once, others may while
        the authors stay there (« Un délit est constatable tant que le gangster se trouve sur la case de ce
        délit »)."""
        board = self.board
        witnesses = tuple([COP_NAMES[i] for i in range(2) if self._cop_sees(i, node)])
        number = len(self.offences)
        ids = self.ids
        offence = Offence(number, self.turn_, kind, board.node_names[node], tuple([ids[c] for c in authors]),
                          witnesses, board.penalties[kind])
        self.offences.append(offence)
        for c in authors:
            self.files[c] = self.files[c] + ((number, False),)
            if not witnesses:
                self.fresh[c] = self.fresh[c] + (number,)
        gang = COLOURS[self._ctrl(authors[0])] if authors else ""
        if witnesses:
            names = tuple([self.ids[c] for c in authors])
            what = (Said(M_("{names} standing by {gang}'s trafic"), {"names": names, "gang": gang}) if standing else
                    Said(M_("{kind} by {names}"), {"kind": kind, "names": names}))
            self._say(events, "witness", None, M_("{witnesses} {what}: a cross on the record ({turns}{each})."),
                      "trafic-offence" if kind in ("trafic", "standing-by-trafic") else "witness",
                      witnesses=witness_keys(witnesses), what=what, turns=offence.sentence,
                      each=Said(M_(" each")) if len(authors) > 1 else None, offence=number)
        elif standing:
            self._say(events, "offence", None, M_("{stands} by {gang}'s trafic: an offence, unseen for now."),
                      "trafic-offence", stands=tuple(authors), gang=gang, offence=number)

    def _cop_sees(self, i: int, node: int) -> bool:
        """« Ils témoignent de tous les délits commis sur une case voisine de la leur. Un délit commis dans une
        boutique n'est visible que d'une case ayant accès à cette boutique »."""
        if self.cop_state[i] != "board":
            return False
        where = self.cop_at[i]
        return where == node or where in self.board.seen_from[node]

    def _cops_see(self, events: list[Event]) -> None:
        """Cops testify to every fresh offence of a gangster still standing where he did it."""
        fresh, status = self.fresh, self.status
        if not any(fresh):
            return
        cop_at, cop_state, sight = self.cop_at, self.cop_state, self.board.sight
        watching = [(COP_NAMES[i], sight[cop_at[i]]) for i in range(2) if cop_state[i] == "board"]   # as _cop_sees
        if not watching:
            return
        at = self.at
        for c in compress(range(len(fresh)), fresh):            # those with fresh offences, read as the loop goes
            if status[c] != FREE:
                continue
            node = at[c]
            seers = ()
            for name, seen in watching:
                if node in seen:
                    seers += (name,)
            if not seers:
                continue
            for number in self.fresh[c]:
                o = self.offences[number]
                self.offences[number] = Offence(o.number, o.turn, o.kind, o.place, o.authors, seers, o.sentence)
                for author in o.authors:
                    a = self.ids.index(author)
                    self.fresh[a] = tuple(n for n in self.fresh[a] if n != number)
                self._say(events, "witness", None, M_("{witnesses} {character} where {he} committed {kind} (turn "
                                                      "{turn}): a cross on the record."), "witness-while-there",
                          witnesses=witness_keys(seers), character=c, he=c, kind=o.kind, turn=o.turn, offence=number)

    def _managers_testify(self, node: int, robbers: set[str], events: list[Event]) -> None:
        """« Lorsqu'ils survivent à un braquage, les gérants témoignent de tous les délits observés : croix sur le
        casier judiciaire. »"""
        board = self.board
        name, seer = board.name(node), f"managers of {board.name(node)}"
        robbers = {r for r in robbers if self.status[self.ids.index(r)] != DEAD}      # the dead's record is wiped
        offences, turn = self.offences, self.turn_
        first = len(offences)
        while first and offences[first - 1].turn == turn:       # the offences are filed in order: this turn's last
            first -= 1
        for number in range(first, len(offences)):
            o = offences[number]
            if o.place == name and seer not in o.witnesses and robbers & set(o.authors):
                self.offences[number] = Offence(o.number, o.turn, o.kind, o.place, o.authors,
                                                o.witnesses + (seer,), o.sentence)
                for author in o.authors:
                    a = self.ids.index(author)
                    self.fresh[a] = tuple(n for n in self.fresh[a] if n != number)
                self._say(events, "witness", None, M_("The managers of {place} survive and testify against "
                                                      "{characters} ({kind})."), "managers-testify", place=node,
                          kind=o.kind, characters=tuple([a for a in o.authors if a in robbers]), offence=number)

    def _serve_record(self, c: int) -> int:
        """« Tous les gangsters participant à un délit (en cas de témoignage), écopent chacun des peines encourues
        par leur(s) délit(s). Il n'y a pas de confusion de peine. » The sentence is the sum of the witnessed
        lines not yet served; they become served at the release (``serve_prison_turn``)."""
        offences = self.offences
        return sum(offences[n].sentence for n, served in self.files[c] if not served and offences[n].witnesses)

    # -- moving the cops -----------------------------------------------------------------------------
    def _arrest_possible(self, node: int) -> bool:
        """Whether cops ending at ``node`` would arrest someone there: a free gangster wanted or caught in the act,
        or a wounded one wanted."""
        at, status = self.at, self.status
        if node not in at:
            return False
        for c in range(len(at)):
            if at[c] == node:
                if status[c] == FREE and (self._wanted(c) or self.fresh[c]):
                    return True
                if status[c] == CLINIC and self._wanted(c):
                    return True
        return False

    def _legal_cops(self) -> list[Action]:
        """Every walk of the pair's die (``cop_walks``), a shop or the clinic only where it would arrest someone. The
        moves from a place, heading and die are kept on the board, in order, with the shops among them; only the
        arrests are asked afresh."""
        i = self.pending.pair
        board, made = self.board, self.board.action_cache
        start, heading, die = self.cop_at[i], self.cop_head[i], self.cop_die[i]
        key = ("cop moves", i, start, heading, die)
        moves = made.get(key)
        if moves is None:           # the street's moves, then (node, move) where the cops would have to arrest
            ends = same_for_cops(board, sorted(cop_walks(board, start, heading, die, _anywhere)))
            moves = made[key] = (tuple(self._cop_move(i, node, head) for node, head in ends if node < board.squares),
                                 tuple((node, self._cop_move(i, node, head)) for node, head in ends
                                       if node >= board.squares))
        street, elsewhere = moves
        actions = list(street)
        if elsewhere:
            actions += [action for node, action in elsewhere if self._arrest_possible(node)]
        if actions:
            return actions
        stay = made.get(("cop stay", i))
        if stay is None:
            stay = made["cop stay", i] = Action("cop", i + 1, "stay", piece=f"cops-{i + 1}")
        return [stay]

    def _only_cop_move(self) -> Action | None:
        """The pending pair's one move when its die leaves it no other (``_legal_cops``), else None; the kept list
        of its street moves answers first, so that a pair with a choice costs no second listing."""
        i = self.pending.pair
        moves = self.board.action_cache.get(("cop moves", i, self.cop_at[i], self.cop_head[i], self.cop_die[i]))
        if moves is not None and len(moves[0]) > 1:
            return None
        actions = self._legal_cops()
        return actions[0] if len(actions) == 1 else None

    def _typed_cop_move(self, action: Action) -> Action | None:
        """A cop move the list leaves out because another heading on the same square allows the same next steps
        (``same_for_cops``): legal as typed (a record of the old list replays)."""
        i = self.pending.pair
        args = action.args
        if len(args) not in (2, 3) or args[0] != i + 1:
            return None
        try:
            node = self.board.node(str(args[1]))
        except ValueError:
            return None
        head = str(args[2]) if len(args) > 2 else ""
        if node >= self.board.squares or (node, head) not in cop_walks(self.board, self.cop_at[i], self.cop_head[i],
                                                                        self.cop_die[i], _anywhere):
            return None
        return self._cop_move(i, node, head)

    def _refuse_cop_move(self, args: tuple) -> tuple[str, dict] | None:
        """Why ``cop <pair> <place> [heading]`` is not a move of the pending pair: the name of the refusal (in
        ``refusals``) and its facts; None when no reason is found. « Les flics se déplacent par paire, chaque paire
        selon le chiffre d'un dé bleu. » « Ils démarrent et se déplacent comme les gangsters »."""
        i = self.pending.pair
        pair = args[0] if args else None
        if pair not in (1, 2):
            return "no-pair", {"pair": pair}
        if pair != i + 1:
            return "other-pair", {"pair": pair, "moving": i + 1}
        facts = {"pair": pair, "steps": self.cop_die[i]}
        if len(args) < 2:
            return None
        if args[1] == "stay":
            return ("cop-must-walk", facts) if self._legal_cops()[0].args[1] != "stay" else None
        board = self.board
        try:
            node = board.node(str(args[1]))
        except (KeyError, ValueError):
            return "no-place", {"to": str(args[1])}
        facts["to"] = node
        ends = cop_walks(board, self.cop_at[i], self.cop_head[i], self.cop_die[i], _anywhere)
        heads = sorted({h for n, h in ends if n == node})
        if not heads:
            return "cop-no-walk", facts
        if node >= board.squares:
            return "cop-no-arrest", facts
        head = str(args[2]) if len(args) > 2 else ""
        if head not in heads:
            facts["ways"] = tuple(heads)
            return "cop-heading", facts
        return None

    def _cop_move(self, i: int, node: int, head: str) -> Action:
        """Cop pair ``i`` walks to ``node``, heading ``head`` (``cop 1 s20 e``)."""
        made = self.board.action_cache
        action = made.get(("cop", i, node, head))
        if action is None:
            name = self.board.name(node)
            args = (i + 1, name, head) if head else (i + 1, name)
            action = made["cop", i, node, head] = Action("cop", *args, targets=(name,), piece=f"cops-{i + 1}")
        return action

    def _on_cops(self, action: Action, events: list[Event]) -> None:
        """« Ils démarrent et se déplacent comme les gangsters » ; « Les flics tombés dans les égouts sont retirés
        du jeu » ; « Les flics arrêtent les gangsters si leur casier n'est plus vierge ou en cas de flagrant délit.
        Ils doivent aboutir sur la case du gangster fautif. »"""
        if action.kind == "timeout":
            self.time_up(events)
            return
        name, mover, pairs = self.stage
        i = self.pending.pair
        self.stage = Stage(name, mover, pairs[1:])
        self.cop_die[i] = 0
        board = self.board
        if action.args[1] == "stay":
            self._resume(events)
            return
        start, node = self.cop_at[i], board.named[action.args[1]]
        self.cop_at[i], self.cop_head[i] = node, action.args[2] if len(action.args) > 2 else ""
        events.append(Event("cops", mover, M_("Cop pair {pair} goes from {place} to {place2}."),
                            "police-player" if name == "police" else "cops-move",
                            {"pair": i + 1, "place": start, "place2": node, "start": board.node_names[start],
                             "end": board.node_names[node]}, None, self.voice))
        if node in board.sewer_set:
            self.cop_state[i], self.cop_by[i] = "sewer", mover
            self._say(events, "sewer", mover, M_("Cop pair {pair} falls into the sewer: {player} brings it out next "
                                                 "turn."), "cops-sewer", pair=i + 1, player=mover)
            self._resume(events)
            return
        self._cops_see(events)
        arrests: dict[int, list[int]] = {}
        for c in range(len(self.ids)) if node in self.at else ():
            if self.at[c] != node or not self._wanted(c):
                continue
            if self.status[c] == CLINIC and not self.to_prison[c]:
                self.sentence[c] = self._serve_record(c)
                self.to_prison[c] = True
                self._say(events, "arrest", c // 3, M_("Cop pair {pair} arrests {character} at the clinic, without "
                                                       "resistance: prison next turn, {turns}."), "clinic-arrest",
                          pair=i + 1, character=self.ids[c], turns=self.sentence[c])
            elif self.status[c] == FREE:
                arrests.setdefault(c // 3, []).append(c)
        if arrests:
            self.queue = self.queue + tuple(Arrest(g, i, node, tuple(cs)) for g, cs in sorted(arrests.items()))
            for g, cs in sorted(arrests.items()):
                self._say(events, "arrest", g, M_("Cop pair {pair} arrests {characters}."), "arrest", pair=i + 1,
                          characters=[self.ids[c] for c in cs])
        if name == "police" and not self.queue and self._custody_targets(node):
            self.pending = Custody(mover, node)           # « elle peut emmener [...] en garde à vue »
            return
        self._resume(events)

    # -- arrests -------------------------------------------------------------------------------------
    def _legal_arrest(self) -> list[Action]:
        return [SURRENDER, REBEL]

    def _on_arrest(self, action: Action, events: list[Event]) -> None:
        """« Les gangsters arrêtés peuvent : obtempérer et purger leur peine ; se rebeller, alors il y a duel. »
        « En cas d'arrestation, les pions-trafic retournent à la banque. (Idem en cas de racket). »"""
        arrest = self.pending
        g, i, node = arrest.gang, arrest.pair, arrest.node
        chars = tuple(c for c in arrest.gangsters if self.status[c] == FREE and self.at[c] == node)
        self._confiscate(g, node, events)
        if not chars:
            self._resume(events)
            return
        if action.kind == "surrender":
            for c in chars:
                self._imprison(c, self._serve_record(c), events, "surrender")
            self._resume(events)
            return
        self._say(events, "rebel", g, M_("{rebels} against cop pair {pair}!"), "rebel", rebels=chars, pair=i + 1)
        witnesses = (f"cops {i + 1}",)
        number = len(self.offences)
        self.offences.append(Offence(number, self.turn_, "rebellion", self.board.name(node),
                                     tuple(self.ids[c] for c in chars), witnesses, self.board.penalties["rebellion"]))
        for c in chars:
            self.files[c] = self.files[c] + ((number, False),)
        cops = (Fighter("cop", 0, i), Fighter("cop", 1, i))
        self._start_duel("rebel", node, cops, tuple(Fighter("gangster", c) for c in chars), self.stage.mover, g,
                         events)

    def _confiscate(self, g: int, node: int, events: list[Event]) -> None:
        board = self.board
        portions = board.portions_at[node] if board.is_square(node) else board.portions_of[node]
        taken = [k for k in portions if self.portion[k] == g]
        for k in taken:
            self.portion[k] = -1
        racket = board.is_shop(node) and self.racket[node - board.shop_base] == g
        if racket:
            self.racket[node - board.shop_base] = -1
        if taken or racket:
            many = len(taken) > 1 or (taken and racket)
            message = (M_("{Colour} loses {things} at {place}: they go back to the bank.") if many else
                       M_("{Colour} loses {things} at {place}: it goes back to the bank."))
            self._say(events, "confiscate", g, message, "trafic-offence", Colour=g, things=(len(taken), racket),
                      place=node, taken=len(taken))

    def _imprison(self, c: int, turns: int, events: list[Event], how: str) -> None:
        self._break_spells(c, events, N_("the vamp is arrested"))
        self.status[c], self.at[c], self.head[c], self.sentence[c] = PRISON, self.board.centre, "", turns
        self._count_jailed(c)
        self.fresh[c], self.arrived[c], self.die[c] = (), False, 0
        rule = "custody" if how == "custody" else "surrender"
        self._say(events, "prison", c // 3, M_("{Character} goes to prison for {turns}."), rule, Character=c,
                  character=self.ids[c], turns=turns)

    def _count_jailed(self, c: int) -> None:
        """One more of gangster ``c``'s gang taken to prison (``jailed``, for ``summary_row``)."""
        g = c // 3
        self.jailed = self.jailed[:g] + (self.jailed[g] + 1,) + self.jailed[g + 1:]

    # -- buying the cops, the sewers --------------------------------------------------------------------------
    def buy_cops(self, p: int, events: list[Event]) -> None:
        """« Lorsqu'arrive son tour de jouer, un joueur peut acheter les flics. [...] les flics peuvent s'acheter
        500 briques, c'est leur propriétaire qui les jouera avant chaque joueur pour le reste de la partie »."""
        price = self.board.prices["cops"]
        self.money_[p] -= price
        self.bank_ += price
        self.cops_owner = p
        self._say(events, "buy-cops", p, M_("{gang} buys the cops for {amount}: from now on the {p} gang moves the "
                                            "cops before every turn."), "buy-cops", gang=p, amount=price, p=p)
        pairs = self._pairs_to_move()
        if self.turn_ >= 4 and pairs:             # « il joue d'abord les flics »: this turn too
            self.stage = Stage("bought", p, pairs)
            self._roll(pairs, (), events)

    def _legal_resurface(self) -> list[Action]:
        seat = self.pending.seat if type(self.pending) is PoliceMove else self.current
        made, board = self.board.action_cache, self.board
        actions = []
        for i in range(2):
            if self.cop_state[i] == "sewer" and self._brings_out(i, seat):
                for s in board.sewers:
                    action = made.get(("resurface", i, s))
                    if action is None:
                        action = made["resurface", i, s] = Action("resurface", i + 1, board.name(s),
                                                                  targets=(board.name(s),), piece=f"cops-{i + 1}")
                    actions.append(action)
        return actions

    def _on_resurface(self, action: Action, events: list[Event]) -> None:
        """« c'est le joueur qui les y a poussés qui les fait ressortir au tour suivant, de l'égout de son choix »."""
        if action.kind == "timeout":
            self.time_up(events)
            return
        i, node = action.args[0] - 1, self.board.node(action.args[1])
        self.cop_state[i], self.cop_at[i], self.cop_head[i], self.cop_by[i] = "board", node, "", -1
        if not lenient(self.options):             # its move: no die moves it again (but before issue 26)
            self.cop_back = self.cop_back[:i] + ("sewer",) + self.cop_back[i + 1:]
        who = self.to_move
        self._say(events, "resurface", who, M_("Cop pair {pair} comes out of the sewer at {place}."), "cops-sewer",
                  pair=i + 1, place=node)
        if type(self.pending) is Resurface and not self._legal_resurface():
            self.stage, self.pending = Stage("start", self.current), Start(self.current)

    # -- the police seat ----------------------------------------------------------------------------------------
    def _legal_police(self) -> list[Action]:
        """« A l'aide d'un dé, il joue un groupe de policiers, à son choix, avant le tour de chaque joueur. »"""
        from .turn import POLICE_CHOICES

        actions = self._legal_resurface()
        actions += [POLICE_CHOICES[i] for i in self._pairs_to_move()]
        return actions + [PASS]

    def _on_police(self, action: Action, events: list[Event]) -> None:
        if action.kind == "resurface":
            self._on_resurface(action, events)
            return
        if action.kind == "pass":
            self._say(events, "police-pass", self.police_seat, M_("The police stay put."), "police-player")
            self._after_police(events)
            return
        i = action.args[0] - 1
        self.stage = Stage("police", self.police_seat, (i,))
        self._roll((i,), (), events)

    def _custody_targets(self, node: int) -> list[int]:
        if node in self.board.sewers:
            return []
        return [c for c in range(len(self.ids)) if self.at[c] == node and self.status[c] == FREE
                and not self._wanted(c) and not self.fresh[c]]

    def _legal_custody(self) -> list[Action]:
        node = self.pending.node
        return [Action("custody", self.ids[c], targets=(f"char-{self.ids[c]}",))
                for c in self._custody_targets(node)] + [PASS]

    def _on_custody(self, action: Action, events: list[Event]) -> None:
        """« elle peut emmener n'importe quel gangster innocent en garde à vue, pour un tour de prison, d'où il
        ressort ensuite au hasard des dés »."""
        if action.kind == "custody":
            self._imprison(self.character(action.args[0]), 1, events, "custody")
        self._after_police(events)
