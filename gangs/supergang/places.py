"""What a gang does where its characters stop: mugging, racket, buying, hold-ups, settling scores,
trafic, recruiting, vamping and finishing off (a mixin of SuperGangState)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Sequence

from ..kernel import Action, Event, IllegalAction
from ..kernel.tell import M_, Said
from .checks import TRAFFICKER, VAMP
from .common import COLOURS, DECLINE, FREE, RECRUIT_PRICES, REFUSE, ROLES
from .decisions import Defender, Duel, Fighter, Main, PriceAnswer, PriceOffer
from .refusals import why_illegal


class PlaceRules:
    """Rules of acting on arrival (« Il n'opère que sur son lieu d'arrivée »)."""

    __slots__ = ()

    # -- who acts, and what they may do -----------------------------------------------------------
    def _group(self, node: int) -> list[int]:
        """The current gang's characters that arrived at ``node`` this turn: they act together
        (« seul ou à plusieurs ») and share every offence."""
        p, arrived, status, follows = self.current, self.arrived, self.status, self.follows
        return [c for c, where in enumerate(self.at) if where == node and arrived[c] and status[c] == FREE
                and (c if follows[c] < 0 else follows[c]) // 3 == p]   # _ctrl(c) == p

    def _place_actions(self, found: dict[int, list[Action]] | None = None) -> list[Action]:
        """What the gang may do where its characters arrived, and the tokens it may take back; ``found`` (if given)
        receives the actions of each place (``_actions_at``)."""
        actions: list[Action] = []
        groups = self._arrived_groups()
        if not groups:                                        # no group anywhere: no token wanted (_token_wanted)
            return actions
        made = self.board.action_cache
        for node in sorted(groups) if len(groups) > 1 else groups:
            here = self._actions_at(node, groups[node], made)
            if found is not None:
                found[node] = here
            actions.extend(here)
        if self._in_a_shop(groups) and self._refuse_withdrawing() is None:
            for s in range(len(self.board.shops)):
                if self._refuse_withdraw(s) is None:
                    action = made.get(("withdraw", s))
                    if action is None:
                        name = f"b{s + 1}"
                        action = made["withdraw", s] = Action("withdraw", name, targets=(name,))
                    actions.append(action)
        return actions

    def _has_place_action(self) -> bool:
        """Whether ``_place_actions`` lists anything: asked place by place, up to the first that offers an action."""
        groups = self._arrived_groups()
        if not groups:
            return False
        made = self.board.action_cache
        for node, group in groups.items():
            if self._actions_at(node, group, made):
                return True
        if self._in_a_shop(groups) and self._refuse_withdrawing() is None:
            for s in range(len(self.board.shops)):
                if self._refuse_withdraw(s) is None:
                    return True
        return False

    def _in_a_shop(self, groups: dict[int, list[int]]) -> bool:
        """Whether one of the ``groups`` (``_arrived_groups``) stopped in a shop: a token is taken back only where one
        could then be placed (``_token_wanted``), which is in a shop, so that elsewhere the tokens in reserve need no
        counting (``_refuse_withdrawing``)."""
        return any(map(self.board.is_shop, groups))

    def _arrived_groups(self) -> dict[int, list[int]]:
        """Each place where characters of the current gang arrived this turn, free: its group (``_group``)."""
        p, at, arrived, status, follows = self.current, self.at, self.arrived, self.status, self.follows
        groups: dict[int, list[int]] = {}
        if True in arrived:
            vamped = max(follows) >= 0
            for c in range(len(at)) if vamped else range(3 * p, 3 * p + 3):   # none vamped: the gang's own three
                if arrived[c] and status[c] == FREE and (not vamped or (c if follows[c] < 0 else follows[c]) // 3 == p):
                    group = groups.get(at[c])                 # (the last test is _ctrl(c) == p)
                    if group is None:
                        groups[at[c]] = [c]
                    else:
                        group.append(c)
        return groups

    def _actions_at(self, node: int, group: list[int] | None = None, made: dict | None = None) -> list[Action]:
        """What the group that stopped at ``node`` (``_group(node)``, if not given) may do there: each action its
        check allows. The actions themselves (their notation, label and targets) are kept on the board under what
        makes them: only the checks are asked afresh."""
        if group is None:
            group = self._group(node)
        if not group:
            return []
        board, p = self.board, self.current
        if made is None:
            made = board.action_cache
        name = board.node_names[node]
        here = (name,)
        actions: list[Action] = []
        single = len(group) == 1
        crews = self._crews(group)
        if node < board.squares:
            if self._refuse_mug(node) is None:
                for crew in crews:
                    key = ("mug", node, crew, single, p)
                    action = made.get(key)
                    if action is None:
                        action = made[key] = Action("mug", name, *self._crew_word(group, crew), targets=here)
                    actions.append(action)
        elif node < board.centre:
            self._shop_actions(node, group, crews, single, actions, made)
        if self._refuse_trafic(node, group) is None:
            self._trafic_actions(node, actions, made)
        if self.at.count(node) == len(group):     # nobody but the group: no one to shoot at, finish off or vamp
            return actions
        standing = None
        if self._refuse_shooting(node) is None:
            standing = self._standing_at(node)
            self._shooting_actions(node, group, crews, single, standing, actions, made)
        if self._refuse_vamping(node, group) is None:
            for t in standing if standing is not None else self._standing_at(node):
                if self._refuse_vamp_target(node, t) is None:
                    key = ("vamp", t, p, node)
                    action = made.get(key)
                    if action is None:
                        action = made[key] = Action("vamp", self.ids[t], targets=(f"char-{self.ids[t]}", name))
                    actions.append(action)
        return actions

    def _shop_actions(self, node: int, group: list[int], crews: Sequence[tuple[int, ...]], single: bool,
                      actions: list[Action], made: dict) -> None:
        """What ``_actions_at`` lists in a shop: racket, buy, hold-ups, trafic pawns and recruits, each where its
        check allows it."""
        board, p = self.board, self.current
        name = board.node_names[node]
        here = (name,)
        s = node - board.shop_base
        shop = board.shops[s]
        if self._refuse_racket(node) is None:
            for crew in crews:
                key = ("racket", node, crew, single, p)
                action = made.get(key)
                if action is None:
                    action = made[key] = Action("racket", name, *self._crew_word(group, crew), targets=here)
                actions.append(action)
        if self._refuse_buy(node) is None:
            action = made.get(("buy", node))
            if action is None:
                action = made["buy", node] = Action("buy", name, targets=here)
            actions.append(action)
        if self._refuse_holdup(node, False) is None:
            title = self._refuse_holdup(node, True) is None
            for crew in crews:
                key = ("holdup", node, crew, single, p)
                action = made.get(key)
                if action is None:
                    action = made[key] = Action("holdup", name, *self._crew_word(group, crew), targets=here)
                actions.append(action)
                if title:
                    key = ("holdup title", node, crew, single, p)
                    action = made.get(key)
                    if action is None:
                        action = made[key] = Action("holdup", name, *self._crew_word(group, crew), "title",
                                                    targets=here)
                    actions.append(action)
        if self._refuse_pawns_here(node, group) is None:
            cost_each = 0 if self.shop_owner[s] == p else board.prices["trafic_pair"]
            for lot in range(2, board.prices["trafic_max_buy"] + 1, 2):
                if self._refuse_lot(node, lot) is None:
                    key = ("pawns", node, lot, cost_each)
                    action = made.get(key)
                    if action is None:
                        action = made[key] = Action("pawns", name, lot, targets=here)
                    actions.append(action)
        if shop.recruits:
            c = 3 * p + ROLES.index(shop.recruits)
            if self._refuse_recruit(node, c) is None:
                key = ("recruit", node, c)
                action = made.get(key)
                if action is None:
                    action = made[key] = Action("recruit", name, self.ids[c], targets=here)
                actions.append(action)

    def _trafic_actions(self, node: int, actions: list[Action], made: dict) -> None:
        """The trafic ``_actions_at`` lists once its check allows it: one button for one free portion, else every
        free portion at once and each alone."""
        name = self.board.node_names[node]
        free = self._trafic_portions(node)
        if len(free) == 1:                  # one free portion: one button (``trafic s12 11`` is typed)
            key = ("trafic one", node, free[0])
            action = made.get(key)
            if action is None:
                action = made[key] = Action("trafic", name, targets=(name, f"portion-{free[0]}"))
            actions.append(action)
            return
        key = ("trafic all", node, tuple(free))
        action = made.get(key)
        if action is None:
            action = made[key] = Action("trafic", name, targets=(name,) + tuple(f"portion-{i}" for i in free))
        actions.append(action)
        for i in free:
            action = made.get(("trafic", node, i))
            if action is None:
                action = made["trafic", node, i] = Action("trafic", name, i, targets=(f"portion-{i}",))
            actions.append(action)

    def _shooting_actions(self, node: int, group: list[int], crews: Sequence[tuple[int, ...]], single: bool,
                          standing: list[int], actions: list[Action], made: dict) -> None:
        """The duels ``_actions_at`` lists where shooting is allowed: settling scores with each choice of the other
        gangs' characters standing there, and at the clinic finishing off each wounded one."""
        board, p = self.board, self.current
        name = board.node_names[node]
        here = (name,)
        status, follows = self.status, self.follows
        enemies = [t for t in standing if status[t] == FREE and (t if follows[t] < 0 else follows[t]) // 3 != p]
        if enemies:
            for whom in self._whoms(enemies):
                if self._refuse_settle_with(node, whom) is None:
                    word = self._whom_word(node, whom)
                    for crew in crews:
                        key = ("settle", node, crew, single, p, whom, word)
                        action = made.get(key)
                        if action is None:
                            action = made[key] = Action(
                                "settle", name, *self._crew_word(group, crew), word,
                                targets=here + tuple(f"char-{self.ids[t]}" for t in whom))
                        actions.append(action)
        if node == board.clinic:
            for t in standing:
                if self._refuse_finish_target(t) is None:
                    for crew in crews:
                        key = ("finish", t, crew, single, p)
                        action = made.get(key)
                        if action is None:
                            action = made[key] = Action("finish", self.ids[t], *self._crew_word(group, crew),
                                                        targets=(f"char-{self.ids[t]}", name))
                        actions.append(action)

    # -- what each action needs (None: allowed; else the why.Refusal naming the rule) ------------------------------
    def _standing_at(self, node: int) -> list[int]:
        """Every character at ``node`` (the free, the wounded at the clinic, the dead at the cemetery), in order."""
        return [c for c, where in enumerate(self.at) if where == node]

    def _fighters(self, node: int, gang: int) -> list[int]:
        return [c for c in range(len(self.ids)) if self.status[c] == FREE and self.at[c] == node
                and self._ctrl(c) == gang]

    def _crews(self, group: list[int]) -> Sequence[tuple[int, ...]]:
        """« seul ou à plusieurs » — the crews listed for a group: every part of it when it has at most three
        characters (each alone, each pair, all); beyond, each alone and the whole group (any other part of it is
        typed: ``accept_unlisted``)."""
        if len(group) <= SMALL_GROUP:
            parts = _PARTS.get(tuple(group))
            return _parts(group) if parts is None else parts
        return [(c,) for c in group] + [tuple(group)]

    def _crew_word(self, group: list[int], crew: tuple[int, ...]) -> tuple[str, ...]:
        """The notation's word naming who takes part: none when the group is one character."""
        return () if len(group) == 1 else ("+".join(self.ids[c] for c in crew),)

    def _whoms(self, enemies: list[int]) -> Sequence[tuple[int, ...]]:
        """« le ou les personnage(s) présent(s) qu'il décide d'affronter » — the confrontations listed: every choice
        when at most three characters stand there (each alone, each pair, all); beyond, each gang's characters
        together, each character alone, everybody together (any other choice is typed)."""
        if len(enemies) <= SMALL_GROUP:
            return _parts(enemies)
        gangs: dict[int, list[int]] = {}
        for t in enemies:
            gangs.setdefault(self._ctrl(t), []).append(t)
        found = [tuple(ts) for ts in gangs.values()]
        found += [(t,) for ts in gangs.values() if len(ts) > 1 for t in ts]
        if len(gangs) > 1:
            found.append(tuple(enemies))
        return found

    def _whom_of(self, node: int, word: object) -> tuple[int, ...]:
        """Whom a settling confronts: a gang's colour (all its characters there), or character ids joined by ``+``."""
        if word in COLOURS[:self.gangs]:
            return tuple(self._fighters(node, COLOURS.index(word)))
        return self._crew_of(word)

    def _whom_word(self, node: int, whom: tuple[int, ...]) -> str:
        """The word naming ``whom``: the gang's colour when it is all of that gang's characters there."""
        q = self._ctrl(whom[0])
        if list(whom) == self._fighters(node, q):
            return COLOURS[q]
        return "+".join(self.ids[t] for t in whom)

    def _trafficker(self, group: list[int]) -> int:
        """« Seul le trafiquant peut trafiquer » — the trafficker of the group who lays: the gang's own, else the
        one a vamp brought along."""
        own = 3 * self.current + TRAFFICKER
        return own if own in group else next(c for c in group if c % 3 == TRAFFICKER)

    def _trafic_portions(self, node: int) -> list[int]:
        """« un pion-trafic et un seul par portion vide touchant la case où il s'est arrêté » ; in his own shop,
        « sur chaque portion de trottoir bordant la boutique » ; never beside another gang's shop."""
        board, p = self.board, self.current
        if board.is_square(node):
            candidates = board.portions_at[node]
        elif board.is_shop(node) and self.shop_owner[node - board.shop_base] == p:
            candidates = board.portions_of[node]
        else:
            return []
        base, owners = board.shop_base, self.shop_owner
        free = []
        for i in candidates:
            if self.portion[i] >= 0:
                continue
            bordering = [owners[s - base] for s in board.portions[i].shops]
            if any(o >= 0 and o != p for o in bordering) and p not in bordering:
                continue
            free.append(i)
        return free

    def _crew_of(self, word: object) -> tuple[int, ...]:
        """The characters one word names: ids joined by ``+`` (ValueError for a name that is no character)."""
        return tuple(sorted({self.character(name) for name in str(word).split("+")}))

    def _read_crew(self, words: tuple, settle: bool = False) -> tuple[tuple[int, ...] | None, tuple]:
        """Who takes part, named by the first word holding character ids, and the other words (None when nobody
        is named). For ``settle`` the last such word names whom the crew confronts: a crew is named only when two
        such words are given."""
        if settle:
            return (self._crew_of(words[0]), words[1:]) if len(words) > 1 else (None, words)
        named = [i for i, w in enumerate(words) if "." in str(w)]
        if not named:
            return None, words
        i = named[0]
        return self._crew_of(words[i]), words[:i] + words[i + 1:]

    def _typed_place_action(self, action: Action) -> Action | None:
        """« seul ou à plusieurs » — a crew, or a choice of whom to confront, typed though not listed (beyond three
        characters the list offers each alone and all; any order of ids), or the only free portion of a trafic
        named: the same action, written as the listing writes it, when its checks allow it; None otherwise
        (``why_illegal`` then says why)."""
        kind, args = action.kind, action.args
        if type(self.pending) is not Main or not args or why_illegal(self, action) is not None:
            return None
        if kind == "trafic" and len(args) == 2:         # the only free portion, named (listed as ``trafic s12``)
            return Action("trafic", *args, targets=(f"portion-{args[1]}",))
        if kind not in ("mug", "racket", "holdup", "settle", "finish"):
            return None
        try:
            node = self.board.clinic if kind == "finish" else self.board.node(str(args[0]))
            group = self._group(node)
            crew, rest = self._read_crew(args[1:], kind == "settle")
        except ValueError:
            return None
        crew = tuple(group) if crew is None else crew
        word = self._crew_word(group, crew)
        here = (self.board.name(node),)
        if kind == "settle":
            whom = self._whom_of(node, rest[0])
            return Action("settle", args[0], *word, self._whom_word(node, whom),
                          targets=here + tuple(f"char-{self.ids[t]}" for t in whom))
        if kind == "finish":
            return Action("finish", args[0], *word, targets=(f"char-{args[0]}",) + here)
        return Action(kind, args[0], *word, *rest, targets=here)

    # -- doing it ---------------------------------------------------------------------------------------
    def _on_place_action(self, action: Action, events: list[Event]) -> None:
        kind, args = action.kind, action.args
        if kind == "withdraw":
            self.withdraw_token(self.current, self._shop_index(args[0]), events)
            return
        if kind in ("vamp", "finish"):
            target = self.character(args[0])
            node = self.at[target] if kind == "vamp" else self.board.clinic
        else:
            node = self.board.named[args[0]]
        if node in self.must_act:
            self.must_act = tuple([n for n in self.must_act if n != node])
        group = self._group(node)
        crew, rest = self._read_crew(args[1:], kind == "settle")
        crew = list(crew) if crew is not None else group
        if kind == "mug":
            self.mug(crew, node, events)
        elif kind == "racket":
            self.racket_shop(crew, node, events)
        elif kind == "buy":
            self.buy_shop(group, node, events)
        elif kind == "holdup":
            self.hold_up(crew, node, "title" in rest, events)
        elif kind == "pawns":
            self.buy_pawns(group, node, args[1], events)
        elif kind == "trafic":
            self.lay_trafic(self._trafficker(group), node, events, args[1] if len(args) > 1 else None)
        elif kind == "recruit":
            self.recruit(node, self.character(args[1]), events)
        elif kind == "settle":
            self.settle_scores(crew, node, self._whom_of(node, rest[0]), events)
        elif kind == "vamp":
            self.vamp(group, target, events)
        elif kind == "finish":
            self.finish_off(crew, target, events)

    def mug(self, group: list[int], node: int, events: list[Event]) -> None:
        """« A l'arrêt dans une case rue, on peut si on le désire, attaquer un touriste [...] cela rapporte 10
        briques, versées par la banque à l'agresseur. »"""
        p = self.current
        paid = min(self.board.prices["mugging"], self.bank_)
        self.bank_ -= paid
        self.money_[p] += paid
        self._mark("mug", node)
        rule = "mugging" if paid == self.board.prices["mugging"] else "bank-limit"
        self._say(events, "mug", p, M_("{mugs} a passer-by on {place}: {amount} from the bank."), rule,
                  mugs=tuple(group), place=self.board.node_names[node], amount=paid)
        self._commit("mugging", group, node, events)

    def racket_shop(self, group: list[int], node: int, events: list[Event]) -> None:
        """« Il suffit d'entrer dans une boutique encore vierge et d'y déposer un jeton R à la couleur de son
        gang. »"""
        p = self.current
        self.racket[node - self.board.shop_base] = p
        self._mark("racket", node)
        self._say(events, "racket", p, M_("{puts} {p}'s R token in {place}: 5 briques a turn."), "racket",
                  puts=tuple(group), p=p, place=node, shop=self.board.node_names[node])
        self._commit("racket", group, node, events)

    def buy_shop(self, group: list[int], node: int, events: list[Event]) -> None:
        """« Lorsqu'on pénètre dans une boutique, on peut l'acheter : 50 briques les boutiques ordinaires, 100
        briques les boutiques à un ou deux sigles. » « On peut acheter une boutique rackettée, dans ce cas le
        pion-racket disparaît. »"""
        p, board = self.current, self.board
        s = node - board.shop_base
        price = board.prices["shop_sigil" if board.shops[s].sigils else "shop"]
        self.money_[p] -= price
        self.bank_ += price
        rule = "buy"
        if self.racket[s] >= 0:
            self._say(events, "racket-gone", self.racket[s], M_("{s}'s R token leaves {place}."), "racket-buyable",
                      s=self.racket[s], place=node)
            self.racket[s] = -1
            rule = "racket-buyable"
        self._set_owner(s, p, events)
        self._say(events, "buy", p, M_("{gang} buys {place} for {amount}."), rule, gang=p, place=node,
                  shop=board.node_names[node], amount=price)
        self._check_district(p, events)

    def _set_owner(self, s: int, gang: int, events: list[Event]) -> None:
        """« En cas d'acquisition ou de changement de propriété tous les pions-trafic bordant une boutique
        prennent la couleur du nouveau propriétaire. »"""
        self.shop_owner[s] = gang
        recoloured = removed = 0
        room = self.board.limits["trafic_pawns"] - self.stock[gang] - self.portion.count(gang)
        for i in self.board.portions_of[self.board.shop_base + s]:
            if self.portion[i] >= 0 and self.portion[i] != gang:
                self.stock[self.portion[i]] += 1
                if recoloured < room:
                    self.portion[i] = gang
                    recoloured += 1
                else:
                    self.portion[i] = -1
                    removed += 1
        if removed:
            back = (M_("{pawns} beside the shop goes back to their gang: {gang} has no more than {trafic_pawns}.")
                    if removed == 1 else
                    M_("{pawns} beside the shop go back to their gang: {gang} has no more than {trafic_pawns}."))
            self._say(events, "pawns-back", gang, back, "trafic-limit", pawns=removed, gang=COLOURS[gang],
                      trafic_pawns=self.board.limits["trafic_pawns"])
        if recoloured:
            take = (M_("{pawns} beside {shop} takes {gang}'s colour.") if recoloured == 1 else
                    M_("{pawns} beside {shop} take {gang}'s colour."))
            self._say(events, "recolour", gang, take, "trafic-follows-owner", pawns=recoloured,
                      shop=self.board.shop_base + s, gang=COLOURS[gang], count=recoloured)

    def hold_up(self, group: list[int], node: int, title: bool, events: list[Event]) -> None:
        """« Une boutique ordinaire est défendue par un gérant [...] Une boutique à sigle(s) est défendue par deux
        gérants. Le braquage implique un duel contre ce ou ces gérants. » The owner plays the managers; else the
        racketeer; else another player the attacker chooses (``choose_defender``)."""
        p, board = self.current, self.board
        s = node - board.shop_base
        shop, owner, racket = board.shops[s], self.shop_owner[s], self.racket[s]
        self._mark("duel", node)
        defend = (M_("{up} {place} for {what}; {managers} defends it.") if shop.managers == 1 else
                  M_("{up} {place} for {what}; {managers} defend it."))
        self._say(events, "holdup", p, defend, "holdup", up=tuple(group), place=node,
                  what=Said(M_("its title") if title else M_("the till")), managers=shop.managers,
                  shop=board.node_names[node], title=title)
        self._commit("holdup", group, node, events)
        if owner >= 0:
            self._managers_fight(group, node, title, owner, "managers", events)
        elif racket >= 0 and racket != p:
            self._managers_fight(group, node, title, racket, "managers-racketeer", events)
        else:
            others = self._defenders(p)
            if len(others) == 1 or (len(group) == 1 and not self.options["ask_forced"]):
                self._managers_fight(group, node, title, self._first_after(p, others), "managers-defender", events)
            else:
                self.pending = Defender(p, node, tuple(group), title)

    def _first_after(self, p: int, others: list[int]) -> int:
        """The defender chosen when the choice changes nothing (one robber: the managers' player rolls their dice and
        has no dart to aim, since a single target is never aimed at): the next of ``others`` after ``p`` in seat
        order."""
        return min(others, key=lambda q: (q - p) % len(self.names))

    def _defenders(self, p: int) -> list[int]:
        """« l'attaquant choisit un défenseur parmi les autres joueurs » — every other player still in play, the
        police seat included; never the attacker himself."""
        others = [q for q in range(self.gangs) if q != p and not self.out[q]]
        if self.police_seat is not None:
            others.append(self.police_seat)
        return others

    def _defender_word(self, q: int) -> str:
        return "police" if q == self.police_seat else COLOURS[q]

    def _legal_defender(self) -> list[Action]:
        made, actions = self.board.action_cache, []
        for q in self._defenders(self.pending.gang):
            key = ("defender", q, q < self.gangs)
            action = made.get(key)
            if action is None:
                action = made[key] = Action("defender", self._defender_word(q),
                                            targets=(f"gang-{q}",) if q < self.gangs else ())
            actions.append(action)
        return actions

    def choose_defender(self, action: Action, events: list[Event]) -> None:
        """« En cas d'absence de propriétaire ou de pion-racket, ou si c'est lui-même qui rackette ce lieu,
        l'attaquant choisit un défenseur parmi les autres joueurs, ce dernier "défendra" les intérêts de la
        boutique, sans profit ni préjudice personnel pour lui. »"""
        choice = self.pending
        q = next(q for q in self._defenders(choice.gang) if self._defender_word(q) == action.args[0])
        self.pending = Main(choice.gang)
        self._managers_fight(list(choice.crew), choice.node, choice.title, q, "managers-defender", events)

    def _managers_fight(self, group: list[int], node: int, title: bool, defender: int, rule: str,
                        events: list[Event]) -> None:
        """The managers, played by ``defender``, fight the robbers."""
        p = self.current
        self._say(events, "managers", defender, M_("The managers are played by {gang}."), rule, gang=defender)
        managers = tuple(Fighter("manager", k) for k in range(self.board.shop(node).managers))
        self._start_duel("holdup", node, tuple(Fighter("gangster", c) for c in group), managers, p, defender, events,
                         title=title)

    def _holdup_over(self, duel: Duel, won: bool, events: list[Event]) -> None:
        """« Si cette boutique n'appartient à personne c'est la banque qui paie, si cette boutique appartient à un
        gang, c'est celui-ci qui paie. » « Si l'attaquant réussit un braquage pour la propriété, la boutique passe
        à sa couleur. » « Si le braquage réussit, le pion-racket du défenseur est retiré. » « Lorsqu'ils
        survivent à un braquage, les gérants témoignent de tous les délits observés »."""
        board, p = self.board, self.current
        node = duel.node
        s = node - board.shop_base
        dead_managers = sum(1 for hit in duel.down if hit.fighter.kind == "manager" and hit.result == "dead")
        if dead_managers < len([t for t in duel.defenders if t.kind == "manager"]):
            self._managers_testify(node, {self.ids[t.number] for t in duel.attackers if t.kind == "gangster"}, events)
        if not won:
            return
        self._mark("robbed", node)
        owner, racket = self.shop_owner[s], self.racket[s]
        if duel.title and owner >= 0:
            self._say(events, "title", p, M_("{place} passes from {owner} to {p}."), "holdup-title", place=node,
                      owner=owner, p=p, shop=board.node_names[node])
            self._set_owner(s, p, events)
            self._check_district(p, events)
        else:
            loot = board.prices["holdup_sigil" if board.shops[s].sigils else "holdup"]
            if owner >= 0:
                paid = min(loot, self.money_[owner])
                self.money_[owner] -= paid
                payer: int | Said = owner
            else:
                paid = min(loot, self.bank_)
                self.bank_ -= paid
                payer = Said(M_("the bank"))
            self.money_[p] += paid
            rule = "holdup-payer" if paid == loot or owner >= 0 else "bank-limit"
            self._say(events, "loot", p, M_("The hold-up pays {amount}, from {payer}."), rule, amount=paid, payer=payer)
        if racket >= 0 and racket != p and self.shop_owner[s] != racket:
            self.racket[s] = -1
            self._say(events, "racket-gone", racket, M_("{racket}'s R token is taken out of {place}."),
                      "managers-racketeer", racket=racket, place=node)

    def buy_pawns(self, group: list[int], node: int, lot: int, events: list[Event]) -> None:
        """« Il achète les pions-trafic dans les boutiques marquées, au prix de 5 briques les deux, mais il ne
        peut en acheter plus de dix à la fois. » « à la banque quand la boutique n'appartient à personne ; au
        propriétaire de la boutique s'il y en a un ; les pions-trafic sont gratuits pour les propriétaires »."""
        p, board = self.current, self.board
        owner = self.shop_owner[node - board.shop_base]
        cost = 0 if owner == p else lot // 2 * board.prices["trafic_pair"]
        self.money_[p] -= cost
        if owner >= 0:
            self.money_[owner] += cost
            payee: int | Said = owner if owner != p else Said(M_("nobody (his own shop)"))
        else:
            self.bank_ += cost
            payee = Said(M_("the bank"))
        self.stock[p] += lot
        self._mark("pawns", node)
        self._say(events, "pawns", p, M_("{gang} buys {lot} trafic pawns for {amount}, paid to {payee}."),
                  "trafic-payee" if owner >= 0 else "trafic-buy", gang=p, lot=lot, amount=cost, payee=payee)

    def lay_trafic(self, trafficker: int, node: int, events: list[Event], portion: int | None = None) -> None:
        """« Le trafiquant peut déposer un pion-trafic et un seul par portion vide touchant la case où il s'est
        arrêté. » « Seul le trafiquant peut trafiquer. » « Poser des trafics [...] constitue un délit. » — on one
        portion he chooses, or on every free one his stock allows; the trafficker alone is its author, once per
        place and turn (``trafic-once``)."""
        p = self.current
        portions = [portion] if portion is not None else self._trafic_portions(node)[: self.stock[p]]
        for i in portions:
            self.portion[i] = p
        self.stock[p] -= len(portions)
        rule = "trafic-place" if self.board.is_square(node) else "trafic-own-shop"
        self._say(events, "trafic", p, M_("{Character} lays {count} by {place}."), rule, Character=trafficker,
                  count=len(portions), place=node, portions=tuple(portions))
        self._file_trafic(trafficker, node, events)

    def _file_trafic(self, t: int, node: int, events: list[Event]) -> None:
        """One act, one cross (house rule ``trafic-once``): laying trafic where the trafficker already stands by
        his own files no second line; the line of standing by, if any, becomes the line of laying."""
        name, turn, me = self.board.name(node), self.turn_, self.ids[t]
        for number, _shops in self.files[t]:
            o = self.offences[number]
            if o.turn != turn or o.place != name or o.kind not in ("trafic", "standing-by-trafic"):
                continue
            if o.kind == "trafic":
                return
            if o.authors == (me,):
                self.offences[number] = replace(o, kind="trafic")
                self._say(events, "offence", t // 3, M_("{Character} stood by the gang's trafic and now lays some: one "
                                                        "act, one line on the record (trafic)."), "trafic-once",
                          Character=t, offence=number)
                return
            self.offences[number] = replace(o, authors=tuple(a for a in o.authors if a != me))
            self.files[t] = tuple(f for f in self.files[t] if f[0] != number)
            self.fresh[t] = tuple(n for n in self.fresh[t] if n != number)
            break
        self._commit("trafic", [t], node, events)

    def _stand_by_trafic(self, node: int, p: int, party: list[int], events: list[Event]) -> None:
        """« stationner sur une case bordée de trafics à soi constitue un délit »."""
        board, portion = self.board, self.portion
        if p in portion and board.is_square(node):
            for i in board.portions_at[node]:
                if portion[i] == p:
                    self._commit("standing-by-trafic", party, node, events, standing=True)
                    return

    def recruit(self, node: int, c: int, events: list[Event]) -> None:
        """« Un personnage coûte 50 briques ; il est gratuit pour le propriétaire de la boutique. » « Le
        propriétaire d'un lieu de recrutement est libre de fixer ses prix, voire même de refuser »."""
        p, board = self.current, self.board
        owner = self.shop_owner[node - board.shop_base]
        if owner == p:
            self._join(c, node, 0, events)
        elif owner < 0:
            self._join(c, node, board.prices["recruit"], events)
        else:
            self._say(events, "ask", p, M_("{gang} asks {gang2} the price of {character} in {place}."),
                      "recruit-price", gang=p, gang2=owner, character=c, place=node)
            self.pending = PriceOffer(owner, node, c)

    def _join(self, c: int, node: int, price: int, events: list[Event], payee: int = -1) -> None:
        """« Tout recruté est opérationnel immédiatement. »"""
        p = self.current
        self.money_[p] -= price
        if payee >= 0:
            self.money_[payee] += price
        else:
            self.bank_ += price
        self.status[c], self.at[c], self.head[c] = FREE, node, ""
        self.arrived[c] = self.moved[c] = True
        self.follows[c], self.spell[c], self.files[c], self.fresh[c] = -1, 0, (), ()
        self._say(events, "recruit", p, M_("{gang} recruits {character} in {place} for {amount}; {he} starts with a "
                                           "clean record."), "recruit", gang=p, character=self.ids[c], place=node,
                  amount=price, he=c)

    def _legal_price(self) -> list[Action]:
        """« Le propriétaire d'un lieu de recrutement est libre de fixer ses prix » — a few amounts suggested; any
        other is typed (``typed_price``)."""
        return [_PRICES[k] for k in RECRUIT_PRICES] + [REFUSE]

    def typed_price(self, action: Action) -> Action:
        """« libre de fixer ses prix » — any whole number of briques, 0 or more, typed by the owner."""
        args = action.args
        if len(args) != 1 or type(args[0]) is not int or args[0] < 0:
            raise IllegalAction(M_("{action} is no price: a price is one whole number of briques, 0 or more (« "
                                   "libre de fixer ses prix »)"), "recruit-price", {"action": action.notation},
                                self.voice)
        return _PRICES.get(args[0]) or Action("price", args[0])

    def _on_price(self, action: Action, events: list[Event]) -> None:
        offer = self.pending
        owner, node, c = offer.owner, offer.node, offer.recruit
        p = self.current
        self._mark("recruit", node)
        if action.kind == "refuse":
            self._say(events, "refuse", owner, M_("{gang} refuses to sell {character}."), "recruit-price", gang=owner,
                      character=c)
            self._resume(events)
            return
        price = action.args[0]
        self._say(events, "price", owner, M_("{gang} asks {amount} for {character}."), "recruit-price", gang=owner,
                  amount=price, character=c)
        self.pending = PriceAnswer(p, node, c, price, owner)

    def _legal_accept(self) -> list[Action]:
        return ([ACCEPT] if self.money_[self.current] >= self.pending.price else []) + [DECLINE]

    def _on_accept(self, action: Action, events: list[Event]) -> None:
        answer = self.pending
        p, c, price, owner = answer.buyer, answer.recruit, answer.price, answer.owner
        if action.kind == "accept":
            self._join(c, answer.node, price, events, payee=owner)
        else:
            self._say(events, "decline", p, M_("{gang} does not pay {amount}."), "recruit-price", gang=p, amount=price)
        self._resume(events)

    def settle_scores(self, crew: list[int], node: int, whom: tuple[int, ...], events: list[Event]) -> None:
        """« Le règlement de compte sert à éliminer un ou plusieurs personnages des gangs adverses. » « il ne peut
        faire qu'un jet de dé(s) contre le ou les personnage(s) présent(s) qu'il décide d'affronter » « En cas de
        règlement de compte dans une boutique, les gérants interviennent uniquement si un gangster propriétaire
        de cette boutique est présent. » The crew confronts the characters it chose; the shop's managers join
        the side of their owner's gangsters, if any take part."""
        p, board = self.current, self.board
        defenders = tuple(Fighter("gangster", t) for t in whom)
        rule = "settling"
        owner = self.shop_owner[node - board.shop_base] if board.is_shop(node) else -1
        if owner >= 0 and owner != p and any(self._ctrl(t) == owner for t in whom):
            defenders += tuple(Fighter("manager", k) for k in range(board.shop(node).managers))
            rule = "settling-managers"
        attackers = tuple(Fighter("gangster", c) for c in crew)
        if owner == p:
            attackers += tuple(Fighter("manager", k) for k in range(board.shop(node).managers))
            rule = "settling-managers"
        self._mark("duel", node)
        self._say(events, "settle", p, M_("{opens} fire on {characters} at {place}."), rule, opens=tuple(crew),
                  characters=tuple(whom), place=board.node_names[node])
        self._commit("shooting", crew, node, events)
        self._start_duel("settle", node, attackers, defenders, p, self._ctrl(whom[0]), events)

    def vamp(self, group: list[int], target: int, events: list[Event]) -> None:
        """House rule ``vamp`` (the text's own section is lost): the gangster where she stops follows her for
        three turns, played by her gang and earning for it. « A la clinique, un blessé n'est pas vampable »."""
        p = self.current
        vamp = next(c for c in group if c % 3 == VAMP and c // 3 == p)
        turns = self.board.limits["vamp_turns"]
        self.follows[target], self.spell[target] = vamp, turns
        self.arrived[target] = self.moved[target] = True
        self.head[target] = self.head[vamp]
        self._mark("vamp", self.at[target])
        self._say(events, "vamp", p, M_("{Character} vamps {character}: {he} follows her for {turns} turns."), "vamp",
                  Character=vamp, character=target, he=target, turns=str(turns), vamp=self.ids[vamp],
                  target=self.ids[target])

    def _release(self, c: int, events: list[Event], why: str) -> None:
        leader = self.follows[c]
        self.follows[c], self.spell[c] = -1, 0
        self._say(events, "unvamp", c // 3, M_("{Character} leaves {character} and goes back to {c}: {why}."),
                  "vamp-release" if "dies" in why else "vamp", Character=c, character=leader, c=c // 3,
                  why=Said(why), gangster=self.ids[c])

    def finish_off(self, group: list[int], target: int, events: list[Event]) -> None:
        """« On peut venir achever un blessé à la clinique : le jet de dés de l'attaquant détermine le nombre de
        fléchettes à tirer sur la cible de blessé qui ne se défend pas »."""
        p, node = self.current, self.board.clinic
        self._mark("duel", node)
        self._say(events, "finish", p, M_("{comes} to finish off {character} at the clinic."), "finish-off",
                  comes=tuple(group), character=target, target=self.ids[target])
        self._commit("shooting", group, node, events)
        self._start_duel("finish", node, tuple(Fighter("gangster", c) for c in group), (Fighter("gangster", target),),
                         p, target // 3, events)

    def withdraw_token(self, p: int, s: int, events: list[Event]) -> None:
        """« Lorsqu'un joueur n'a plus de jeton racket-propriété en réserve, il doit supprimer un racket ou une
        propriété quelque part s'il veut marquer une nouvelle propriété. »"""
        what = Said(M_("property") if self.shop_owner[s] == p else M_("racket"))
        if self.shop_owner[s] == p:
            self.shop_owner[s] = -1
        if self.racket[s] == p:
            self.racket[s] = -1
        self._say(events, "withdraw", p, M_("{gang} takes the {p} {what} token back from {place}."), "tokens-limit",
                  gang=p, p=p, what=what, place=self.board.shop_base + s, shop=f"b{s + 1}")


_PRICES = {k: Action("price", k) for k in RECRUIT_PRICES}
"""The prices suggested to a recruiting shop's owner."""
ACCEPT = Action("accept")

SMALL_GROUP = 3
"""Up to this many characters, the list offers every part of a group (at most 7 buttons); beyond, the parts not
listed are typed."""


def _parts(items: list[int]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty part of ``items``, in a stable order: each alone, then each pair, ..., then all (kept, per
    list of items, in ``_PARTS``)."""
    key = tuple(items)
    parts = _PARTS.get(key)
    if parts is None:
        parts = _PARTS[key] = tuple(part for size in range(1, len(key) + 1) for part in combinations(key, size))
    return parts


_PARTS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
"""The parts of each group seen (at most 3 of at most 12 characters: a few hundred lists)."""
