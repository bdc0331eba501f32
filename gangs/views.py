"""One view per seat: everything one viewer of a match may see and do, as plain data that can be sent as JSON.

A screen that reads only ``view(match, viewer)`` cannot show what the viewer may not see, because it never has
it: the other players' hands are not in it, his choices are there only when the decision is his, and his log
holds only the events he may read. The viewer is a player's index, ``SPECTATOR`` (sees what every player
knows), or None: the teacher, who sees everything.

>>> import gangs
>>> m = gangs.new("ribauds", players=2, seed=1)
>>> seen = gangs.view(m, 0)
>>> seen["to_move"] == m.to_move and seen["mine"] == (m.to_move == 0)
True
"""

from __future__ import annotations

import dataclasses
import inspect
from functools import lru_cache
from typing import Any, Sequence

from .kernel import SPECTATOR, Action, Event, IllegalAction, Match, State
from .kernel.lang import check_language, language
from .kernel.limits import shown
from .kernel.tell import action_words
from .render import Scene
from .render.scene import Shape

VIEW_FORMAT = 1
"""The shape of a view this version makes (``view()["format"]``)."""


def view(match: Match, viewer: int | None, lang: str | None = None) -> dict[str, Any]:
    """What ``viewer`` may see and do in ``match`` now, as JSON-able data, in ``lang`` (the match's language by
    default; another one rewords a copy of the match, ``Match.speak``, and leaves the match in its own).

    Its keys: ``format``, ``game`` (the key), ``title``, ``lang``, ``players`` (names), ``viewer``, ``turn``,
    ``over``, ``winners`` and ``scores`` (empty while the game goes on), ``to_move`` (whose decision it is: a
    seat, or None at a chance step and at the end), ``mine`` (the decision is the viewer's: the teacher's, who
    plays every seat at his screen, whenever a seat decides), ``actions`` (his choices, each ``notation``,
    ``label``, ``piece``, ``piece_name`` and ``targets``: none unless ``mine``),
    ``log`` (the events he may read, each ``kind``, ``player``, ``rule``, ``text``, and the ``decision`` that caused
    it, 0 for the start, with its ``turn``: what a log headed by rounds needs), ``sheets`` (each player's
    sheet as he sees it: ``player``, ``name``, ``lines``), ``tables`` (title -> ``columns`` and ``rows``) and
    ``scene`` (the board drawn for him: ``view_scene``)."""
    if lang is not None and lang != match.lang and match.game.narrator is None:
        match = match.branch().speak(lang)          # a game that words its events as they happen: told again
    lang = match.lang if lang is None else check_language(lang)
    with language(lang):
        return view_of(match.state, match.events_by_decision(), viewer, lang, match.decision_turns)


def view_of(state: State, log: Sequence[Sequence[Event]], viewer: int | None, lang: str,
            turns: Sequence[int] | None = None) -> dict[str, Any]:
    """The view of ``state`` after the events ``log`` (the events of each decision, item 0 those before the
    first: ``Match.events_by_decision``; ``turns``, the round of each, ``Match.decision_turns``), for ``viewer``,
    worded in the language in force (``lang`` names it in the view): ``view`` without a Match, for a position of
    one's own (a search, a re-deal)."""
    _check_viewer(viewer, len(state.names))
    game, players = state.game, len(state.names)
    over = state.is_terminal
    to_move = None if over or state.is_chance_node else state.to_move
    mine = to_move is not None and (viewer is None or to_move == viewer)
    return {
        "format": VIEW_FORMAT, "game": game.name, "title": game.title, "lang": lang,
        "players": list(state.names), "viewer": viewer, "turn": state.turn, "over": over,
        "winners": list(state.winners()) if over else [], "scores": list(state.scores()) if over else [],
        "to_move": to_move, "mine": mine,
        "actions": [action_seen(state, a, viewer) for a in state.legal_actions()] if mine else [],
        "log": [dict(event_seen(e, viewer, lang), decision=k, turn=turns[k] if turns is not None else None)
                for k, events in enumerate(log) for e in events if e.readable_by(viewer, players)],
        "sheets": [{"player": p, "name": name, "lines": dict(sheet_seen(state, p, viewer))}
                   for p, name in enumerate(state.names)],
        "tables": {title: {"columns": list(columns), "rows": [list(row) for row in rows]}
                   for title, (columns, rows) in state.tables().items()},
        "scene": view_scene(game.scene(state, viewer)),
    }


def sheet_seen(state: State, player: int, viewer: int | None = None) -> dict[str, str]:
    """``player``'s sheet as ``viewer`` sees it: ``state.sheet(player, viewer)``. A game whose ``sheet`` takes no
    viewer shows no secret on it (its sheets are the same for every viewer)."""
    if viewer is None or not _takes_viewer(type(state)):
        return state.sheet(player)
    return state.sheet(player, viewer)


def action_seen(state: State, action: Action, viewer: int | None = None) -> dict[str, Any]:
    """One choice of ``state`` as ``viewer``'s view holds it: its notation (what is sent back to play it), its
    label, and the piece and places of the board it concerns, worded by the game's narrator."""
    words, piece = action_words(state, action, viewer)
    return {"notation": action.notation, "label": words, "piece": action.piece, "piece_name": piece,
            "targets": list(action.targets)}


def event_seen(event: Event, viewer: int | None = None, lang: str | None = None) -> dict[str, Any]:
    """One event as ``viewer``'s view holds it: what happened, to whom, by which rule, and its sentence as he
    reads it (« you » for himself), in ``lang`` (by default its match's)."""
    return {"kind": event.kind, "player": event.player, "rule": event.rule, "text": event.told(viewer, lang)}


def click(state: State, viewer: int | None, piece: str | None, target: str) -> dict[str, Any]:
    """What a click of ``viewer`` on the shape ``target`` of the board means, with the piece ``piece`` picked (None:
    none), as JSON-able data: ``actions``, the choices it plays (as ``view`` holds them: one plays it, several ask
    which), or none and ``refusal``, why it plays nothing (``rule`` and ``reason``: the game's refusal of the action
    most likely meant, ``State.intent``), or None when it means nothing there. Only the viewer whose decision it is
    (``mine`` in his view) learns what a click would do: for another, a click means nothing, and no refusal tells
    him what the decision's owner holds."""
    _check_viewer(viewer, len(state.names))
    to_move = None if state.is_terminal or state.is_chance_node else state.to_move
    if to_move is None or (viewer is not None and viewer != to_move) or not isinstance(target, str):
        return {"actions": [], "refusal": None}
    legal = state.legal_actions()
    meant = state.intent(piece if isinstance(piece, str) else None, target)
    plays = [a for a in meant if a in legal]
    if plays:
        return {"actions": [action_seen(state, a, viewer) for a in plays], "refusal": None}
    for action in meant:
        try:
            refusal = state.why_illegal(action)
        except IllegalAction as raised:
            refusal = raised
        except Exception:                               # words this game does not read: not meant
            continue
        if isinstance(refusal, IllegalAction) and refusal.rule != "notation":
            return {"actions": [], "refusal": {"rule": refusal.rule, "reason": refusal.reason}}
    return {"actions": [], "refusal": None}


def view_scene(scene: Scene) -> dict[str, Any]:
    """A scene as plain data: its size, background and title, and both layers (``board``, drawn once, and
    ``pieces``), each shape a dict of its ``shape`` (``rect``, ``circle``, ``text``...) and the fields that differ
    from their defaults."""
    return {"width": scene.width, "height": scene.height, "background": scene.background, "title": scene.title,
            "board": [shape_seen(s) for s in scene.board], "pieces": [shape_seen(s) for s in scene.pieces]}


def shape_seen(shape: Shape) -> dict[str, Any]:
    """One shape as plain data (tuples as lists)."""
    seen: dict[str, Any] = {"shape": type(shape).__name__.lower()}
    for f in _fields(type(shape)):
        value = getattr(shape, f.name)
        if f.default is dataclasses.MISSING or value != f.default:
            seen[f.name] = _plain(value)
    return seen


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@lru_cache(maxsize=None)
def _fields(kind: type) -> tuple[dataclasses.Field, ...]:
    return dataclasses.fields(kind)


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
