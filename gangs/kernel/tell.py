"""The narrator: events and actions worded when they are read, for the one who reads, in the language in force.

The rules hold no words. An event names a message (its English, marked ``M_`` for the catalogue, with a field
for each fact: ``M_("{player} gives {amount} to {other}.")``) and its facts (``{"player": 0, "amount": 5000,
"other": 2}``); an action is its notation. A game's narrator (a ``Narrator``, in ``gangs/<game>/tell.py``) words
them when a screen, a log or a test reads them:

- each fact by its field name (``words``: a square number as « la case 14 (Tir) », a card key as its name), and the
  facts that are players (``seats``) by the player's name;
- the player who reads is « you » whatever his name: when a seat of the message is the reader, the narrator reads
  the message's "you" form, which the translator writes in the catalogue under the context ``you:<field>``
  (``msgctxt "you:player"``, ``msgid "{player} rolls a {roll}."``, ``msgstr "You roll a {roll}."``; English has
  its catalogue for these forms only). A message with no such form (none is missing: ``make catalogs`` checks)
  would read the seat as « you »;
- a game's last touch (``finish``): the first letter a capital, French's contracted articles.

Changing the language re-words every event at once: nothing was worded before it was read.
"""

from __future__ import annotations

import string
from functools import lru_cache
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from . import lang as _lang
from .lang import DEFAULT, catalogue, translator

_ = translator("kernel")


def M_(message: str) -> str:
    """Mark ``message`` as a message told later with facts (an event's, a label's): the catalogue holds it and,
    for each of its fields that is a player (``Narrator.seats``), its "you" form. Returns it unchanged."""
    return message


class Reading(NamedTuple):
    """Who reads and what the words need: the players' ``names``, the ``viewer`` (a player, ``SPECTATOR``, or
    None for the teacher) and the game's ``context`` (its board, for the names of its places)."""

    names: tuple[str, ...]
    viewer: int | None
    context: Any = None


class Said:
    """A message and its facts, worded when read: a fact that is a phrase of its own (a card's effect inside the
    sentence that plays it), or a label. ``narrator.say(said.message, said.facts, reading)`` words it."""

    __slots__ = ("message", "facts")

    def __init__(self, message: str | tuple[str, str], facts: Mapping[str, Any] | None = None) -> None:
        self.message, self.facts = message, facts or {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and (self.message, dict(self.facts)) == (other.message, dict(other.facts))

    def __hash__(self) -> int:
        return hash(self.message)

    def __repr__(self) -> str:
        return f"Said({self.message!r}, {dict(self.facts)!r})"


Wording = Callable[[Any, Reading], str]

NARRATORS: dict[str, type] = {}
"""Each catalogue's narrator class, by its domain, as its module defines it (what ``gangs.kernel.catalogs`` reads
the seat fields of, to extract the "you" forms)."""


class Narrator:
    """How a game words its facts. A game subclasses it in its ``tell`` module, sets ``domain`` (its catalogue),
    ``seats`` and ``words``, and overrides ``finish``, ``label`` and ``piece_name`` where it has something to
    say; ``Game.narrator`` is its instance."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        NARRATORS[cls.__dict__.get("domain", cls.domain)] = cls

    domain: str = "kernel"
    seats: frozenset[str] = frozenset({"player"})
    """The fields whose facts are one player (his index)."""
    seat_lists: frozenset[str] = frozenset()
    """The fields whose facts are several players (a tuple of indices, worded as a list: "Alice, you and Bob"); a
    reader among them reads the message's "you" form for that field (French: « Alice, vous et Bob gagnez »)."""
    words: Mapping[str, Wording] = {}
    """How a fact is worded, by its field name: ``words["square"](14, reading)`` -> « la case 14 (Tir) ». A fact
    with no entry is worded by ``str``; a ``Said`` by ``say``."""

    def voice(self, names: Sequence[str], context: Any = None) -> "Voice":
        """What words the events of a match with these player ``names`` (shared by all its events)."""
        return Voice(self, tuple(names), context)

    # -- events and messages ----------------------------------------------------------------------
    def tell(self, event: Any, reading: Reading) -> str:
        """``event`` in words for ``reading``'s viewer."""
        return self.say(event.message, event.facts, reading)

    def say(self, message: str | tuple[str, str], facts: Mapping[str, Any], reading: Reading,
            finished: bool = True) -> str:
        """``message`` with its ``facts`` worded for ``reading``: the "you" form when a seat of it is the reader,
        translated, its fields filled, and, unless it is a phrase inside a sentence (not ``finished``), given its
        last touch (``finish``)."""
        singular = message if isinstance(message, str) else message[0]
        template = None
        viewer = reading.viewer
        if viewer is not None and viewer >= 0:
            for field in fields_of(singular):
                value = facts.get(field)
                if (field in self.seats and value == viewer) or (
                        field in self.seat_lists and isinstance(value, (tuple, list)) and viewer in value):
                    template = self._translate(message, facts, f"you:{field}")
                    break
        if template is None:
            template = self._translate(message, facts, None)
        worded = {field: self.word(field, facts.get(field), reading) for field in fields_of(template)}
        text = template.format_map(worded)
        return self.finish(text) if finished else text

    def word(self, field: str, value: Any, reading: Reading) -> str:
        """One fact in words: a phrase (``Said``) by ``say``, not finished, whatever its field; else by the game's
        ``words`` for its field if it has one; else a seat by name (« you » for the reader), several as a list
        ("Alice, you and Bob"), or ``str``."""
        if isinstance(value, Said):
            return self.say(value.message, value.facts, reading, finished=False)
        wording = self.words.get(field)
        if wording is not None:
            return wording(value, reading)
        if field in self.seats:
            return self.seat(value, reading)
        if field in self.seat_lists:
            return joined([self.seat(p, reading) for p in value or ()])
        return "" if value is None else str(value)

    def seat(self, player: Any, reading: Reading) -> str:
        """A player in words: his name, or « you » for the one who reads."""
        if player == reading.viewer and player is not None and player >= 0:
            return _("you")
        if isinstance(player, int) and 0 <= player < len(reading.names):
            return reading.names[player]
        return str(player)

    def finish(self, text: str) -> str:
        """The last touch of a worded message: its first letter a capital."""
        return text[:1].upper() + text[1:]

    def _translate(self, message: str | tuple[str, str], facts: Mapping[str, Any], context: str | None) -> str | None:
        """The template of ``message`` in the language in force (for ``context``: None when the catalogue has no
        such form)."""
        lang = _lang.current()
        translations = catalogue(self.domain, lang)
        if isinstance(message, str):
            if context is None:
                found = message if lang == DEFAULT else translations.gettext(message)
            else:
                found = translations.pgettext(context, message)
            missing = found is message
        else:
            singular, plural = message
            n = facts.get("n", 1)
            if context is None:
                found = (singular if n == 1 else plural) if lang == DEFAULT else translations.ngettext(
                    singular, plural, n)
            else:
                found = translations.npgettext(context, singular, plural, n)
            missing = found is singular or found is plural
        if missing and (lang != DEFAULT or context is not None):
            if _lang._MISSING is not None:
                _lang._MISSING.add((self.domain, lang, f"{context}|{found}" if context else found))
            if context is not None:
                return None
        return found

    def refusal(self, message: str | tuple[str, str], facts: Mapping[str, Any], reading: Reading) -> str:
        """A refusal's reason (``IllegalAction.told``) in words for ``reading``: ``message`` worded as ``say`` does,
        a phrase without its last touch (a screen shows it inside « Not allowed: … »); a game whose last touch
        is more than a capital letter (French's contracted articles) gives it that part."""
        return self.say(message, facts, reading, finished=False)

    # -- actions ----------------------------------------------------------------------------------
    def label(self, state: Any, action: Any, viewer: int | None = None) -> str:
        """``action`` as a button says it to ``viewer`` in ``state`` (its notation, unless the game words it)."""
        return action.notation

    def piece_name(self, state: Any, piece: str, viewer: int | None = None) -> str:
        """The piece whose shape id is ``piece`` in words ("Killer", "Cop pair 1")."""
        return piece


class Voice:
    """A narrator with the names of one match and its context: what an event needs to be read. ``lang``: the
    language its events are read in (a Match sets its own); None, the language in force."""

    __slots__ = ("narrator", "names", "context", "lang")

    def __init__(self, narrator: Narrator, names: tuple[str, ...], context: Any = None,
                 lang: str | None = None) -> None:
        self.narrator, self.names, self.context, self.lang = narrator, names, context, lang

    def tell(self, event: Any, viewer: int | None = None, lang: str | None = None) -> str:
        """``event`` in words for ``viewer``, in ``lang`` (by default the voice's language, else the language in
        force)."""
        lang = lang or self.lang
        if lang is None or lang == _lang.current():
            return self.narrator.tell(event, Reading(self.names, viewer, self.context))
        with _lang.language(lang):
            return self.narrator.tell(event, Reading(self.names, viewer, self.context))

    def say(self, message: str | tuple[str, str], facts: Mapping[str, Any], viewer: int | None = None) -> str:
        """``message`` with ``facts``, worded for ``viewer`` in the language in force."""
        return self.narrator.say(message, facts, Reading(self.names, viewer, self.context))

    def __reduce__(self):
        return (Voice, (self.narrator, self.names, self.context, self.lang))


@lru_cache(maxsize=4096)
def fields_of(template: str) -> tuple[str, ...]:
    """The names of the fields of a ``str.format`` template, in order, each once (``{args[1]}`` names ``args``)."""
    found: list[str] = []
    try:
        for _literal, field, _spec, _conversion in string.Formatter().parse(template):
            if field:
                name = field.split("[", 1)[0].split(".", 1)[0]
                if name not in found:
                    found.append(name)
    except ValueError:
        return ()
    return tuple(found)


def joined(words: Sequence[str]) -> str:
    """Words in a sentence: ``"Alice"``, ``"Alice and Bob"``, ``"Alice, Bob and Cleo"`` (« et » in French)."""
    words = list(words)
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return _("{names} and {last}").format(names=", ".join(words[:-1]), last=words[-1])


class KernelNarrator(Narrator):
    """How the kernel words its own messages (``State.awaited``'s default): the players by name, « you » for the
    reader, the ``winners`` as a list."""

    domain = "kernel"
    seat_lists = frozenset({"winners"})


KERNEL = KernelNarrator()
"""The narrator of the kernel's messages."""


def reading(state: Any, viewer: int | None = None) -> Reading:
    """How ``viewer`` reads ``state``: its players' names, and the context of its match's voice (its board)."""
    voice = getattr(state, "voice", None)
    return Reading(tuple(state.names), viewer, getattr(voice, "context", None))


def awaited(state: Any, viewer: int | None = None) -> str:
    """What ``state`` waits for (``State.awaited``), in words for ``viewer`` (« you » for himself), in the language
    in force: by its game's narrator, or the kernel's for the kernel's default."""
    from .state import State

    said = state.awaited()
    own = type(state).awaited is not State.awaited
    narrator = (getattr(state.game, "narrator", None) or _PLAIN) if own else KERNEL
    return narrator.say(said.message, said.facts, reading(state, viewer))


def label(state: Any, action: Any, viewer: int | None = None) -> str:
    """``action``'s label for ``viewer`` in ``state``, worded by its game's narrator in the language in force."""
    return action_words(state, action, viewer)[0]


def action_words(state: Any, action: Any, viewer: int | None = None) -> tuple[str, str]:
    """``action``'s label and its piece's name ("" for an action of no piece) for ``viewer`` in ``state``, worded
    by its game's narrator in the language in force (a game with no narrator gives them with its actions)."""
    narrator = getattr(state.game, "narrator", None) or _PLAIN
    return (narrator.label(state, action, viewer),
            narrator.piece_name(state, action.piece, viewer) if action.piece else "")


_PLAIN = Narrator()
"""The narrator of a game that has none: its actions read as their notations."""


def Mn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message counted by its fact ``n`` (singular, plural), told later with facts as ``M_``'s."""
    return (singular, plural)
