"""The frame every game draws round its board, drawn once, from facts: the header (the deciding seat's dot, what the
position waits for in words, the round), each seat's card (its shell: shadow, box, colour stripe and dot, the name as
the viewer reads it, a winner's star, the deciding outline, a player out faded, a value at its top right) and a
hand of cards (the viewer's own face up, the others' as backs).

A game gives the geometry (``HeaderPlace``, ``CardPlace``: each keeps its layout) and the colours (``Colours``); it
draws its board, its pieces, the inside of its cards and its dice. The words come from the state
(``State.awaited``, worded by ``gangs.kernel.tell.awaited``) and the game's narrator (« you » for the viewer); what a
viewer may not see is decided here, once (``sees``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..kernel.lang import translator
from ..kernel.tell import KERNEL, awaited, reading
from .scene import Circle, Rect, Shape, Text

_ = translator("kernel")

WINNER = "#b03a2e"
"""The ink of a winner's name and star."""
STAR = "#d9a521"
"""The star of the header once the game is over."""
SHADOW = "#000000"


@dataclass(frozen=True)
class Colours:
    """A seat's colours: its ``fill`` (the dot, the stripe, the deciding outline) and its ``dark`` (the card's
    outline, words written in its colour)."""

    fill: str
    dark: str


@dataclass(frozen=True)
class HeaderPlace:
    """Where a game writes its header: the sentence at (``x``, ``y``) (its baseline, ``anchor``, ``size``, cut at
    ``limit`` characters), the deciding seat's dot centred at ``dot`` (None: no dot), the round line at
    ``rounds`` (``rounds_anchor``, ``rounds_size``)."""

    x: float
    y: float
    rounds: tuple[float, float]
    anchor: str = "start"
    size: float = 13.5
    limit: int = 64
    dot: tuple[float, float] | None = None
    dot_r: float = 6.5
    rounds_anchor: str = "end"
    rounds_size: float = 11.0
    muted: str = "#76694f"
    ink: str = "#1e1b16"


@dataclass(frozen=True)
class CardPlace:
    """A seat's card: its box (``x``, ``y``, ``width``, ``height``, corners ``rx``), its ``paper``, whether it has a
    ``shadow`` and a colour ``stripe`` down its left edge, its dot (``dot``: centre from the corner, radius
    ``dot_r``; None for none), where the name is written (``name``: from the corner, ``name_anchor``,
    ``name_size``, cut at ``name_limit``), and the top-right value's baseline (``value_y``, ``value_size``).
    ``outline``/``deciding_width``: the box's stroke width, and the deciding seat's."""

    x: float
    y: float
    width: float
    height: float
    rx: float = 10.0
    paper: str = "#fbf6ea"
    shadow: bool = True
    stripe: bool = True
    dot: tuple[float, float] | None = (20.0, 17.0)
    dot_r: float = 7.0
    dot_stroke: str | None = "#1e1b16"
    name: tuple[float, float] = (32.0, 21.5)
    name_anchor: str = "start"
    name_size: float = 12.5
    name_limit: int = 17
    value_y: float = 21.5
    value_size: float = 12.5
    outline: float = 1.3
    deciding_width: float = 3.5
    ink: str = "#1e1b16"
    faded: str = "#efe6cf"


def short(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis ending it when cut."""
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


def sees(viewer: int | None, player: int) -> bool:
    """Whether ``viewer`` (a player, ``SPECTATOR``, None for the teacher) sees ``player``'s secrets (his hand):
    the teacher and the player himself only."""
    return viewer is None or viewer == player


def seat_name(state: Any, player: int, viewer: int | None) -> str:
    """Player ``player``'s name as ``viewer`` reads it on a card: his name, or for the viewer himself « You », as
    his game's narrator says it (whatever his name: a player called "You" reads « You » once)."""
    if viewer is None or viewer != player:
        return state.names[player]
    narrator = getattr(state.game, "narrator", None) or KERNEL
    return narrator.finish(narrator.seat(player, reading(state, viewer)))


def deciding(state: Any) -> int | None:
    """The player the position waits for (the fact ``player`` of ``State.awaited``), None once it is over."""
    if state.is_terminal:
        return None
    player = state.awaited().facts.get("player")
    return player if isinstance(player, int) and 0 <= player < len(state.names) else None


def rounds_words(state: Any, note: str | None = None) -> str:
    """The round line: « Round 4 », « Round 4 of 12 » with the ``max_turns`` option, after a game's ``note``."""
    limit = state.options.get("max_turns") if hasattr(state, "options") else None
    if limit:
        rounds = _("Round {round} of {last}").format(round=state.turn, last=limit)
    else:
        rounds = _("Round {round}").format(round=state.turn)
    return _("{note} · {rounds}").format(note=note, rounds=rounds) if note else rounds


def header(state: Any, viewer: int | None, place: HeaderPlace, colour: str, seat: Colours | None,
           seat_title: str = "", note: str | None = None, strong: bool = False) -> list[Shape]:
    """The header: what the position waits for in ``colour`` (« you » for the ``viewer``), the deciding seat's dot
    (``seat``'s colours, ``seat_title`` its hover text; a star once the game is over), and the round line after a
    game's ``note`` (``strong``: in bold red, as a last round is)."""
    shapes: list[Shape] = [Text(place.x, place.y, short(awaited(state, viewer), place.limit), size=place.size,
                                anchor=place.anchor, weight="bold", fill=colour)]
    if place.dot is not None:
        x, y = place.dot
        if seat is not None:
            shapes.append(Circle(x, y, place.dot_r, fill=seat.fill, stroke=place.ink, stroke_width=1.2,
                                 title=seat_title or None))
        elif state.is_terminal:
            shapes.append(Text(x, y + 5, "★", size=15, fill=STAR))
    shapes.append(Text(*place.rounds, rounds_words(state, note), size=place.rounds_size, anchor=place.rounds_anchor,
                       weight="bold" if strong else "normal", fill=WINNER if strong else place.muted))
    return shapes


def shell(place: CardPlace, colours: Colours, *, deciding: bool = False, id: str | None = None,
          tags: tuple[str, ...] = (), title: str = "") -> list[Shape]:
    """A seat's card without its words: shadow, box (outlined in the seat's colour when ``deciding``), stripe and
    dot. ``card`` draws it; a game whose cards stay all game draws it once in its board layer and passes
    ``card(..., drawn=True)`` what changes."""
    x, y, w, h = place.x, place.y, place.width, place.height
    shapes: list[Shape] = []
    if place.shadow:
        shapes.append(Rect(x + 2, y + 3, w, h, rx=place.rx, fill=SHADOW, opacity=0.15))
    shapes.append(Rect(x, y, w, h, rx=place.rx, fill=place.paper, stroke=colours.fill if deciding else colours.dark,
                       stroke_width=place.deciding_width if deciding else place.outline, id=id, tags=tags,
                       title=title or None))
    if place.stripe:
        shapes.append(Rect(x, y + 10, 6, h - 20, rx=3, fill=colours.fill))
    if place.dot is not None:
        shapes.append(Circle(x + place.dot[0], y + place.dot[1], place.dot_r, fill=colours.fill,
                             stroke=place.dot_stroke, stroke_width=1.3 if place.dot_stroke else 1.0))
    return shapes


def card(state: Any, player: int, viewer: int | None, place: CardPlace, colours: Colours, content: Sequence[Shape] = (),
         *, deciding: bool = False, winner: bool = False, out: bool = False, title: str = "", id: str | None = None,
         tags: tuple[str, ...] = (), value: str | None = None, value_fill: str | None = None,
         value_title: str | None = None, banner: str | None = None, banner_title: str | None = None,
         name: str | None = None, drawn: bool = False) -> list[Shape]:
    """A seat's card for ``viewer``: its shell (``shell``; already ``drawn`` in the board layer, only the
    ``deciding`` seat's outline over it), the ``player``'s name as the viewer reads it, or ``name`` in its place,
    a star before a ``winner``'s, ``value`` at its top right, the game's ``content`` inside it, and for a player
    ``out`` the card faded under an optional ``banner``. ``id``/``tags``/``title`` go to the box (what a click
    finds)."""
    x, y, w, h = place.x, place.y, place.width, place.height
    if not drawn:
        shapes = shell(place, colours, deciding=deciding, id=id, tags=tags, title=title)
    elif deciding:
        shapes = [Rect(x, y, w, h, rx=place.rx, stroke=colours.fill, stroke_width=place.deciding_width)]
    else:
        shapes = []
    label = ("★ " if winner else "") + short(name if name is not None else seat_name(state, player, viewer),
                                             place.name_limit)
    nx = x + w - place.name[0] if place.name_anchor == "end" else x + place.name[0]
    shapes.append(Text(nx, y + place.name[1], label, size=place.name_size, anchor=place.name_anchor, weight="bold",
                       fill=WINNER if winner else place.ink))
    if value is not None:
        shapes.append(Text(x + w - 10, y + place.value_y, value, size=place.value_size, anchor="end", weight="bold",
                           fill=value_fill or colours.dark, title=value_title))
    shapes += content
    if out:
        shapes.append(Rect(x, y, w, h, rx=place.rx, fill=place.faded, opacity=0.55))
        if banner:
            shapes += [Rect(x + 8, y + h / 2 - 12, w - 16, 22, rx=3, fill=place.paper, stroke=WINNER, stroke_width=2,
                            title=banner_title),
                       Text(x + w / 2, y + h / 2 + 3.5, banner, size=11.5, weight="bold", fill=WINNER)]
    return shapes


def hand(cards: Sequence[Any], holder: int, viewer: int | None, faces: Callable[[Sequence[Any]], list[Shape]],
         backs: Callable[[int], list[Shape]]) -> list[Shape]:
    """``holder``'s ``cards`` as ``viewer`` may see them: their faces (``faces(cards)``) for the holder and the
    teacher; for anyone else their backs (``backs(count)``), which are told how many cards there are, never
    which."""
    return faces(cards) if sees(viewer, holder) else backs(len(cards))
