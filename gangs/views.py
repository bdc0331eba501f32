"""One view per seat: everything one viewer of a match may see and do, read in parts or as plain data that can be
sent as JSON.

A screen that reads only a ``View`` cannot show what the viewer may not see, because it never has it: the other
players' hands are not in it, his choices are there only when the decision is his, his log holds only the events he
may read, and a click says what it would do only to the one whose decision it is. The viewer is a player's index,
``SPECTATOR`` (sees what every player knows), or None: the teacher, who sees everything and acts for every seat.

``View.of(match, viewer)`` is read in parts, each made when it is first read (a table reads the actions, the scene
and the last turns of the log at each step, not the whole log); ``gangs.view(match, viewer)`` is the whole of it as
JSON-able data (``View.as_dict``), what the table server sends.

>>> import gangs
>>> m = gangs.new("ribauds", players=2, seed=1)
>>> seen = gangs.view(m, 0)
>>> seen["to_move"] == m.to_move and seen["mine"] == (m.to_move == 0)
True
"""

from __future__ import annotations

import dataclasses
import inspect
from functools import cached_property, lru_cache
from typing import Any, Sequence

from .kernel import SPECTATOR, Action, Event, IllegalAction, Match, State
from .kernel.intent import MOST_GUESSES, is_piece
from .kernel.lang import check_language, current, language, translator
from .kernel.limits import shown
from .kernel.tell import action_words, awaited
from .render import Scene
from .render.scene import Shape

_kernel = translator("kernel")

VIEW_FORMAT = 3
"""The shape of a view this version makes (``view()["format"]``): 2 adds ``awaited``, ``may_load`` and
``load_examples``; 3 adds ``decisions``, ``turns``, ``movers``, ``since_mine``, ``last_move`` and ``ending``, and
each action's ``kind`` (what a remote screen needs to be drawn as a local one)."""


class Shown(Action):
    """A legal action as one viewer's view holds it: the action (equal to it, played as it) with the words of its
    button (``label``) and of its piece (``piece_name``), made by the game's narrator for that viewer."""

    __slots__ = ("label", "piece_name")

    label: str
    piece_name: str

    @classmethod
    def of(cls, action: Action, label_: str, piece_name_: str = "") -> "Shown":
        """``action`` with these words."""
        made = cls(action.kind, *action.args, targets=action.targets, piece=action.piece)
        object.__setattr__(made, "label", label_)
        object.__setattr__(made, "piece_name", piece_name_ or action.piece or "")
        return made

    def __reduce__(self):
        return (_shown, (self.kind, self.args, self.targets, self.piece, self.label, self.piece_name))


def _shown(kind: str, args: tuple, targets: tuple, piece: str | None, label_: str, piece_name_: str) -> Shown:
    return Shown.of(Action(kind, *args, targets=targets, piece=piece), label_, piece_name_)


def keeps_secrets(state: State) -> bool:
    """Whether ``state``'s game hides something from its players (a hand, a pile): its State deals again what a
    player cannot see (``State.resample``, which a game with secrets overrides; ``tests/test_leaks.py`` finds the
    same games by their observations)."""
    return type(state).resample is not State.resample


class View:
    """What ``viewer`` may see and do in a position, read in parts (``View.of(match, viewer)``; the module's
    docstring). The facts every reader needs are attributes: ``viewer``, ``lang``, ``names`` (the players),
    ``turn``, ``over``, ``to_move`` (whose decision it is: a seat, or None at a chance step and at the end),
    ``mine`` (the decision is the viewer's: the teacher's whenever a seat decides), ``decisions`` (how many were
    made). The rest is made when first read, in the view's language: ``awaited``, ``actions``, ``scene``, ``sheets``,
    ``tables``, ``log(since)``, ``last_move``, ``click``, ``refusal``."""

    def __init__(self, state: State, log: Sequence[Sequence[Event]], viewer: int | None, lang: str,
                 turns: Sequence[int] | None = None, movers: Sequence[int | None] | None = None,
                 last: Action | None = None) -> None:
        """The view of ``state`` after the events ``log`` (the events of each decision, item 0 those before the
        first: ``Match.events_by_decision``; ``turns``, the round of each, ``Match.decision_turns``; ``movers``, who
        made each, ``Match.decision_movers``; ``last``, the action of the last decision, ``Match.decision_action``),
        for ``viewer``, in ``lang``: for a position of one's own (a search, a re-deal); a match's is ``View.of``."""
        _check_viewer(viewer, len(state.names))
        self._state, self._log, self._turns, self._movers, self._last = state, log, turns, movers, last
        self.viewer, self.lang = viewer, check_language(lang)
        self.names: tuple[str, ...] = tuple(state.names)
        self.turn: int = state.turn
        self.over: bool = state.is_terminal
        self.to_move: int | None = None if self.over or state.is_chance_node else state.to_move
        self.mine: bool = self.to_move is not None and (viewer is None or self.to_move == viewer)
        self.decisions: int = len(log) - 1

    @classmethod
    def of(cls, match: Match, viewer: int | None, lang: str | None = None) -> "View":
        """What ``viewer`` may see and do in ``match`` now, in ``lang`` (the match's language by default; another
        one words the same events in it, leaving the match in its own)."""
        if lang is not None and lang != match.lang and match.game.narrator is None:
            match = match.branch().speak(lang)      # a game that words its events as they happen: told again
        return cls(match.state, match.events_by_decision(), viewer, match.lang if lang is None else lang,
                   match.decision_turns, match.decision_movers,
                   match.decision_action(match.decisions) if match.decisions else None)

    @property
    def game(self):
        """The game (its key is ``game.name``, its title ``game.title``)."""
        return self._state.game

    @cached_property
    def winners(self) -> tuple[int, ...]:
        """The winning players (none while the game goes on)."""
        return tuple(self._state.winners()) if self.over else ()

    @cached_property
    def scores(self) -> tuple[float, ...]:
        """One score per player once the game is over (none before)."""
        return tuple(self._state.scores()) if self.over else ()

    @cached_property
    def ending(self) -> dict[str, Any] | None:
        """How the game ended, once it is over (None before): ``winners`` and ``scores``; ``rule``, the key of the
        rule that ended it (of the last decision's event that stopped the game or named its winners: its ``text``,
        as the viewer reads it); ``capped``, whether it ended at its round limit (``max_turns``) rather than by a
        goal reached (the stop of one of the game's ``cap_rules``). Everything in it is public at the end."""
        if not self.over:
            return None
        events = [e for e in (self._log[-1] if self._log else ()) if e.readable_by(self.viewer, len(self.names))]
        end = next((e for e in reversed(events) if e.kind == "stop"), None) or next(
            (e for e in reversed(events) if e.kind == "win"), None)
        limit = getattr(self._state, "options", {}).get("max_turns")
        capped = bool(limit) and self.turn >= limit and (end is None or end.rule in self.game.cap_rules)
        with language(self.lang):
            text = event_seen(end, self.viewer, self.lang)["text"] if end is not None else ""
        return {"winners": list(self.winners), "scores": list(self.scores), "rule": end.rule if end else None,
                "text": text, "capped": capped}

    @cached_property
    def awaited(self) -> str:
        """What the position waits for, in a sentence for the viewer: whose decision it is and what it is (« you »
        for himself), or who won (``State.awaited``, worded by the game's narrator)."""
        with language(self.lang):
            return awaited(self._state, self.viewer)

    @cached_property
    def actions(self) -> tuple[Shown, ...]:
        """The viewer's choices now, each with its words for him: none unless the decision is his (``mine``)."""
        if not self.mine:
            return ()
        state = self._state
        with language(self.lang):
            return tuple(Shown.of(a, *action_words(state, a, self.viewer)) for a in state.legal_actions())

    @cached_property
    def scene(self) -> Scene:
        """The board drawn for the viewer (his own hand face up, the others' face down)."""
        with language(self.lang):
            return self.game.scene(self._state, self.viewer)

    @cached_property
    def sheets(self) -> tuple[dict[str, Any], ...]:
        """Each player's sheet as the viewer sees it: ``player``, ``name``, ``lines`` (label -> value)."""
        with language(self.lang):
            return tuple({"player": p, "name": name, "lines": dict(sheet_seen(self._state, p, self.viewer))}
                         for p, name in enumerate(self.names))

    @cached_property
    def tables(self) -> dict[str, dict[str, list]]:
        """What lies face up beside the sheets: title -> ``columns`` and ``rows``."""
        with language(self.lang):
            return {title: {"columns": list(columns), "rows": [list(row) for row in rows]}
                    for title, (columns, rows) in self._state.tables().items()}

    @property
    def may_load(self) -> bool:
        """Whether the viewer may load the dice: the teacher always; any viewer of a game that hides nothing (in a
        game with secrets, a loaded card that cannot come would tell what the pile holds)."""
        return self.viewer is None or not keeps_secrets(self._state)

    @property
    def load_examples(self) -> tuple[str, ...]:
        """Outcomes one may load in this game, as examples (``Game.forced_examples``); none unless ``may_load``."""
        return tuple(self.game.forced_examples) if self.may_load else ()

    def log(self, since: int = 0) -> list[dict[str, Any]]:
        """The events the viewer may read that decisions ``since`` and after caused (0, the default: all of them,
        from the start), oldest first, as he reads them: each ``kind``, ``player``, ``rule``, ``text``, the
        ``decision`` that caused it (0 for the start) and its ``turn`` (the round it was made in)."""
        viewer, players, turns = self.viewer, len(self.names), self._turns
        with language(self.lang):
            return [dict(event_seen(e, viewer, self.lang), decision=k, turn=turns[k] if turns is not None else None)
                    for k in range(max(0, since), len(self._log)) for e in self._log[k]
                    if e.readable_by(viewer, players)]

    def mover_of(self, decision: int) -> int | None:
        """Who made decision ``decision`` (None for the start, and when the view was made without its movers)."""
        movers = self._movers
        return movers[decision] if movers is not None and 0 <= decision < len(movers) else None

    @property
    def since_mine(self) -> int:
        """The first decision of what happened since the viewer last decided: his own last decision (what it did
        stays in view while the others play), or the last decision made when he has not decided yet or is no seat
        (the teacher, the spectator); 0 before any decision."""
        viewer = self.viewer
        if isinstance(viewer, int) and self._movers is not None:
            for k in range(self.decisions, 0, -1):
                if self._movers[k] == viewer:
                    return k
        return self.decisions

    def recent(self) -> list[dict[str, Any]]:
        """The events the viewer may read since he last decided (``since_mine``), oldest first, each as ``log``
        gives it with ``mover``, who made its decision: what the other seats did since his own move stays in view
        until he moves again."""
        if not self.decisions:
            return []
        return [dict(entry, mover=self.mover_of(entry["decision"])) for entry in self.log(since=self.since_mine)]

    @cached_property
    def last_move(self) -> frozenset[str]:
        """The piece and places of the last decision, when another seat made it and the viewer may read something it
        did (none otherwise): a screen outlines them, so that each move of the others is seen on the board. Only
        shapes of the viewer's own board are named: where a move was made, never a card he may not see."""
        k, last = self.decisions, self._last
        if k == 0 or last is None or self.mover_of(k) in (None, self.viewer) or not self.log(since=k):
            return frozenset()
        drawn = {shape.id for shape in self.scene.shapes() if shape.id}
        return frozenset({*last.targets, *([last.piece] if last.piece else [])} & drawn)

    def turn_of(self, decision: int) -> int | None:
        """The round decision ``decision`` was made in (0: the start's round), None when the view was made
        without its rounds."""
        return self._turns[decision] if self._turns is not None else None

    def click(self, piece: str | None, target: str) -> dict[str, Any]:
        """What a click on the shape ``target`` means with the piece ``piece`` picked (None: none): ``actions``,
        the choices it plays (one plays it, several ask which), or none and ``refusal``, why it plays nothing
        (``rule`` and ``reason``, worded for the viewer: « you » for himself), or None when it means nothing there.
        Only the viewer whose decision it is learns what a click would do: for another, a click means nothing, and
        no refusal tells him what the decision's owner holds."""
        if not self.mine or not isinstance(target, str):
            return {"actions": [], "refusal": None}
        piece = piece if isinstance(piece, str) else None
        legal = {action: action for action in self.actions}
        plays = [legal[a] for a in self._state.intent(piece, target) if a in legal]
        if plays:
            return {"actions": [action_seen(a) for a in plays], "refusal": None}
        refusal = self.refusal(piece, [target])
        return {"actions": [], "refusal": None if refusal is None else {"rule": refusal.rule,
                                                                        "reason": refusal.told(self.viewer, self.lang)}}

    def meant(self, piece: str | None, ids: Sequence[str]) -> list[Action]:
        """The actions a click on the shapes ``ids`` (topmost first) might have meant with ``piece`` picked, most
        likely first, none of them legal: what the game reads a click on each as (``State.intent``). A click on a
        piece means the piece, not the place under it. None unless the decision is the viewer's."""
        if not self.mine:
            return []
        legal = self.actions
        if ids and is_piece(legal, ids[0]):
            ids = ids[:1]
        guesses: dict[str, Action] = {}
        for shape_id in ids:
            for guess in self._state.intent(piece, shape_id):
                if guess not in legal and len(guesses) < MOST_GUESSES:
                    guesses.setdefault(guess.notation, guess)
        return list(guesses.values())

    def refusal(self, piece: str | None, ids: Sequence[str]) -> IllegalAction | None:
        """Why a click on ``ids`` (topmost first) with ``piece`` picked plays nothing: the game's refusal of the
        action most likely meant (``meant``) that names a rule of the game's own; else the first that says more
        than the kernel's "... is not legal now"; None when the click meant no action, or the decision is not the
        viewer's."""
        told: list[IllegalAction] = []
        for action in self.meant(piece, ids):
            try:
                refused = self._state.why_illegal(action)
            except IllegalAction as raised:
                refused = raised
            except Exception:                       # words the game does not read (another kind of id): not meant
                continue
            if not isinstance(refused, IllegalAction) or refused.rule == "notation":
                continue
            if refused.rule != "legal-actions":
                return refused
            if not refused.reason.endswith(_kernel("{action} is not legal now").format(action="")):
                told.append(refused)
        return told[0] if told else None

    def as_dict(self, log_since: int = 0, board: bool = True) -> dict[str, Any]:
        """The whole view as JSON-able data (for a screen that holds some of it already: ``log_since``, its log only
        from that decision on, ``log(log_since)``; without ``board``, its scene's board layer None). Its keys:
        ``format``, ``game`` (the key), ``title``, ``lang``, ``players`` (names), ``viewer``, ``turn``, ``over``,
        ``winners`` and ``scores`` (empty while the game goes on), ``to_move``, ``mine``, ``awaited`` (what the
        position waits for, in a sentence for him), ``actions`` (each ``notation``, ``label``, ``piece``,
        ``piece_name`` and ``targets``: none unless ``mine``), ``log`` (``log()``), ``sheets``, ``tables``,
        ``may_load`` and ``load_examples``, ``scene`` (the board drawn for him: ``view_scene``), ``decisions`` (how
        many were made), ``turns`` and ``movers`` (the round and the maker of each decision, from ``log_since`` on, as
        the log), ``since_mine``, ``last_move`` (sorted) and ``ending`` (None while the game goes on)."""
        game, since = self.game, max(0, log_since)
        return {
            "format": VIEW_FORMAT, "game": game.name, "title": game.title, "lang": self.lang,
            "players": list(self.names), "viewer": self.viewer, "turn": self.turn, "over": self.over,
            "winners": list(self.winners), "scores": list(self.scores), "to_move": self.to_move, "mine": self.mine,
            "awaited": self.awaited,
            "actions": [action_seen(a) for a in self.actions], "log": self.log(log_since), "sheets": list(self.sheets),
            "tables": self.tables, "may_load": self.may_load, "load_examples": list(self.load_examples),
            "scene": view_scene(self.scene, board), "decisions": self.decisions,
            "turns": list(self._turns[since:]) if self._turns is not None else [],
            "movers": list(self._movers[since:]) if self._movers is not None else [],
            "since_mine": self.since_mine, "last_move": sorted(self.last_move), "ending": self.ending,
        }


def view(match: Match, viewer: int | None, lang: str | None = None) -> dict[str, Any]:
    """What ``viewer`` may see and do in ``match`` now, as JSON-able data, in ``lang`` (the match's language by
    default): ``View.of(match, viewer, lang).as_dict()``, whose docstring lists its keys."""
    return View.of(match, viewer, lang).as_dict()


def view_of(state: State, log: Sequence[Sequence[Event]], viewer: int | None, lang: str,
            turns: Sequence[int] | None = None) -> dict[str, Any]:
    """``view`` without a Match, for a position of one's own (a search, a re-deal): ``View(...).as_dict()``."""
    return View(state, log, viewer, lang, turns).as_dict()


def sheet_seen(state: State, player: int, viewer: int | None = None) -> dict[str, str]:
    """``player``'s sheet as ``viewer`` sees it: ``state.sheet(player, viewer)``. A game whose ``sheet`` takes no
    viewer shows no secret on it (its sheets are the same for every viewer)."""
    if viewer is None or not _takes_viewer(type(state)):
        return state.sheet(player)
    return state.sheet(player, viewer)


def action_seen(action: Action, state: State | None = None, viewer: int | None = None) -> dict[str, Any]:
    """One choice as a view holds it: its notation (what is sent back to play it), its label, and the piece and
    places of the board it concerns. A ``Shown`` action carries its words; another is worded for ``viewer`` by
    ``state``'s narrator."""
    if isinstance(action, Shown):
        words, piece = action.label, action.piece_name
    else:
        words, piece = action_words(state, action, viewer)
    return {"notation": action.notation, "kind": action.kind, "label": words, "piece": action.piece,
            "piece_name": piece, "targets": list(action.targets)}


def event_seen(event: Event, viewer: int | None = None, lang: str | None = None) -> dict[str, Any]:
    """One event as ``viewer``'s view holds it: what happened, to whom, by which rule, and its sentence as he
    reads it (« you » for himself), in ``lang`` (by default its match's)."""
    return {"kind": event.kind, "player": event.player, "rule": event.rule, "text": event.told(viewer, lang)}


def click(state: State, viewer: int | None, piece: str | None, target: str) -> dict[str, Any]:
    """What a click of ``viewer`` on the shape ``target`` of ``state``'s board means with ``piece`` picked:
    ``View.click`` of a view of that position alone."""
    return View(state, [[]], viewer, current()).click(piece, target)


def view_scene(scene: Scene, board: bool = True) -> dict[str, Any]:
    """A scene as plain data: its size, background and title, and both layers (``board``, drawn once, and
    ``pieces``), each shape a dict of its ``shape`` (``rect``, ``circle``, ``text``...) and the fields that differ
    from their defaults. Without ``board``, its board layer is None (for a screen that holds it)."""
    return {"width": scene.width, "height": scene.height, "background": scene.background, "title": scene.title,
            "board": _board_seen(scene.board) if board else None, "pieces": [shape_seen(s) for s in scene.pieces]}


def scene_of(data: Any) -> Scene:
    """The scene that ``view_scene`` wrote as ``data`` (what a screen fed by a server draws): ValueError naming
    what is wrong for data that is no scene (a layer of None is empty)."""
    if not isinstance(data, dict):
        raise ValueError("a scene is an object with its width, height and layers")
    try:
        return Scene(width=float(data["width"]), height=float(data["height"]),
                     board=[shape_of(s) for s in data.get("board") or ()],
                     pieces=[shape_of(s) for s in data.get("pieces") or ()],
                     background=str(data.get("background", "#ffffff")), title=str(data.get("title", "")))
    except (KeyError, TypeError) as error:
        raise ValueError(f"this is no scene: {error}") from None


def shape_of(data: Any) -> Shape:
    """The shape ``shape_seen`` wrote as ``data`` (lists as tuples); ValueError for an unknown kind or field."""
    kinds = _shape_kinds()
    if not isinstance(data, dict) or data.get("shape") not in kinds:
        raise ValueError(f"no shape {shown(data)}")
    kind = kinds[data["shape"]]
    names = {name for name, _default, _required in _writing(kind)[1]}
    fields = {name: _tupled(value) for name, value in data.items() if name != "shape"}
    if not set(fields) <= names:
        raise ValueError(f"a {data['shape']} has no field {shown(sorted(set(fields) - names)[0])}")
    return kind(**fields)


@lru_cache(maxsize=1)
def _shape_kinds() -> dict[str, type]:
    from .render import scene as shapes

    return {kind.__name__.lower(): kind for kind in vars(shapes).values()
            if isinstance(kind, type) and issubclass(kind, Shape) and kind is not Shape}


def _tupled(value: Any) -> Any:
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


_SHAPES_SEEN: dict[int, tuple[Any, dict[str, Any]]] = {}
"""The board layers' shapes written as plain data, by identity: a game draws its board layer once and keeps its
shapes (each held here with its writing, so its ``id`` names it)."""


def _board_seen(board: Any) -> list[dict[str, Any]]:
    """``board``'s shapes as plain data, each written once while the game keeps it (a new dict each time)."""
    if len(_SHAPES_SEEN) > 50000:
        _SHAPES_SEEN.clear()
    seen = []
    for shape in board:
        kept = _SHAPES_SEEN.get(id(shape))
        if kept is None or kept[0] is not shape:
            kept = _SHAPES_SEEN[id(shape)] = (shape, shape_seen(shape))
        seen.append(dict(kept[1]))
    return seen


def shape_seen(shape: Shape) -> dict[str, Any]:
    """One shape as plain data (tuples as lists)."""
    name, fields = _writing(type(shape))
    seen: dict[str, Any] = {"shape": name}
    for field, default, required in fields:
        value = getattr(shape, field)
        if required or value != default:
            seen[field] = _plain(value) if type(value) is tuple else value
    return seen


@lru_cache(maxsize=None)
def _writing(kind: type) -> tuple[str, tuple[tuple[str, Any, bool], ...]]:
    """A shape kind's name and its fields: each name, default, and whether it has none."""
    return kind.__name__.lower(), tuple((f.name, f.default, f.default is dataclasses.MISSING)
                                        for f in dataclasses.fields(kind))


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@lru_cache(maxsize=None)
def _takes_viewer(kind: type) -> bool:
    return "viewer" in inspect.signature(kind.sheet).parameters


def _check_viewer(viewer: Any, players: int) -> None:
    """ValueError unless ``viewer`` is a seat of the match, ``SPECTATOR`` or None."""
    if viewer is None or viewer == SPECTATOR and type(viewer) is int:
        return
    if type(viewer) is not int or not 0 <= viewer < players:
        raise ValueError(f"a viewer is a seat from 0 to {players - 1}, SPECTATOR ({SPECTATOR}) or None (the "
                         f"teacher), not {shown(viewer)}")
