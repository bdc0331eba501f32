"""A state's fields, declared once: ``clone``, ``to_dict``, ``state_from_dict`` and equality follow.

A game's State lists its attributes by how they are copied (see ``Fields``). From that the kernel
writes a ``clone`` as fast as a hand-written one (straight attribute copies, no loop, no
``deepcopy``), writes and reads the position as JSON-able data, and compares two positions.
Values inside fields are plain: numbers, text, ``None``, tuples, frozensets, dicts with text keys,
and named records (``NamedTuple`` or frozen dataclass) listed in ``Fields.records``, which are
written as ``{"@": "Exit", "player": 1, ...}`` and read back as the record (a frozenset is written
``{"@": "frozenset", "items": [...]}``). Every class of a state declares ``__slots__``, and its slots
are exactly the declared fields: an attribute that ``clone`` would not copy cannot exist. (The compiled engine
holds them instead as the members of a compiled base, ``benchmarks/typed_state.py``: an extension type's members
count as its slots.)
"""

from __future__ import annotations

import dataclasses
import json
import types
from typing import Any, Callable, Mapping


@dataclasses.dataclass(frozen=True)
class Fields:
    """How a state's attributes are copied and saved.

    - ``const``: fixed for the whole match, shared by every copy and not saved (the game, the
      board, the players' names, the options, caches); ``initial_state`` rebuilds them. Every
      state has ``game``, ``names`` and ``options`` among them.
    - ``value``: an immutable value (a number, a text, a tuple, a frozenset, a named record),
      shared by copies and saved.
    - ``lists``: a flat list of immutable items, copied with ``list.copy`` (a list, never a tuple).
    - ``nested``: a list of lists of immutable items, each inner list copied.
    - ``records``: the named record types (``NamedTuple`` or frozen dataclass) values may hold.
    """

    const: tuple[str, ...] = ()
    value: tuple[str, ...] = ()
    lists: tuple[str, ...] = ()
    nested: tuple[str, ...] = ()
    records: tuple[type, ...] = ()

    def __post_init__(self) -> None:
        names = self.all
        if len(set(names)) != len(names):
            raise TypeError(f"a field is declared twice: {sorted(n for n in names if names.count(n) > 1)}")
        missing = {"game", "names", "options"} - set(self.const)
        if missing:
            raise TypeError(f"every state keeps {', '.join(sorted(missing))} among its const fields")

    @property
    def all(self) -> tuple[str, ...]:
        """Every declared attribute."""
        return self.const + self.value + self.lists + self.nested

    @property
    def saved(self) -> tuple[str, ...]:
        """The attributes written by ``to_dict`` (all but the const ones)."""
        return self.value + self.lists + self.nested

    @property
    def record_types(self) -> dict[str, type]:
        """The named record types by name, for reading them back."""
        return {kind.__name__: kind for kind in self.records}


def make_clone(cls: type, fields: Fields) -> Callable[[Any], Any]:
    """A ``clone`` method for ``cls``: one straight assignment per field (as fast as hand-written)."""
    lines = ["def clone(self):", "    twin = new(self.__class__)"]
    lines += [f"    twin.{name} = self.{name}" for name in fields.const + fields.value]
    lines += [f"    twin.{name} = self.{name}.copy()" for name in fields.lists]      # faster than [:]
    lines += [f"    twin.{name} = [inner.copy() for inner in self.{name}]" for name in fields.nested]
    lines.append("    return twin")
    scope: dict[str, Any] = {"new": cls.__new__}       # object.__new__ but over a compiled base's own
    exec("\n".join(lines), scope)                                   # the way dataclasses writes __init__
    clone = scope["clone"]
    clone.__qualname__ = f"{cls.__qualname__}.clone"
    clone.__doc__ = "An independent copy of this position (its lists copied, its values shared)."
    return clone


def check_slots(cls: type, fields: Fields) -> None:
    """Refuse a state class whose slots and declared fields differ (a field that would not be copied)."""
    slots: set[str] = set()
    for klass in cls.__mro__:
        declared = klass.__dict__.get("__slots__", ())
        slots.update((declared,) if isinstance(declared, str) else declared)
        if _extension(klass):
            slots.update(name for name, value in klass.__dict__.items() if isinstance(value, _MEMBERS))
    missing_slots = [k.__name__ for k in cls.__mro__
                     if k is not object and "__slots__" not in k.__dict__ and not _extension(k)]
    if missing_slots:
        raise TypeError(f"{cls.__name__}: every class of a state declares __slots__ (an attribute outside "
                        f"FIELDS would not be copied); these do not: {', '.join(missing_slots)}")
    if slots != set(fields.all):
        raise TypeError(f"{cls.__name__}: slots not declared as fields: {sorted(slots - set(fields.all))}; "
                        f"fields that are not slots: {sorted(set(fields.all) - slots)}")


_MEMBERS = (types.GetSetDescriptorType, types.MemberDescriptorType)
"""What an extension type's attributes are made of."""


def _extension(klass: type) -> bool:
    """Whether ``klass`` is an extension type (compiled, not a class statement) other than ``object``: its
    attributes, the compiled engine's typed fields (``benchmarks/typed_state.py``), are declared by its members."""
    return klass is not object and not klass.__flags__ & _HEAP_TYPE


_HEAP_TYPE = 1 << 9
"""``Py_TPFLAGS_HEAPTYPE``: set on every class made by a class statement."""


def encode(value: Any) -> Any:
    """A field's value as JSON-able data (tuples and sets as lists, named records as tagged objects)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {"@": type(value).__name__, **{name: encode(item) for name, item in zip(value._fields, value)}}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"@": type(value).__name__,
                **{f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, (list, tuple)):
        return [encode(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return {"@": "frozenset", "items": sorted((encode(item) for item in value), key=json.dumps)}
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise TypeError(f"a state's dict must have text keys: {value!r}")
        return {key: encode(item) for key, item in value.items()}
    raise TypeError(f"a state cannot hold a {type(value).__name__} ({value!r}): use a named record")


def decode(data: Any, records: Mapping[str, type]) -> Any:
    """What ``encode`` wrote, read back: lists as tuples, tagged objects as their named records."""
    if isinstance(data, list):
        return tuple(decode(item, records) for item in data)
    if isinstance(data, dict):
        if data.get("@") == "frozenset":
            return frozenset(decode(item, records) for item in data["items"])
        if "@" in data:
            kind = records[data["@"]]
            return kind(**{key: decode(item, records) for key, item in data.items() if key != "@"})
        return {key: decode(item, records) for key, item in data.items()}
    return data


def write(state: Any, fields: Fields) -> dict[str, Any]:
    """The position as JSON-able data: the game, the players, the options and every saved field."""
    data = {"game": state.game.name, "players": list(state.names), "options": encode(dict(state.options))}
    for name in fields.saved:
        data[name] = encode(getattr(state, name))
    return data


def read_into(state: Any, fields: Fields, data: Mapping[str, Any]) -> None:
    """Set the saved fields of ``state`` (a fresh initial state) from what ``write`` wrote."""
    records = fields.record_types
    for name in fields.value:
        setattr(state, name, decode(data[name], records))
    for name in fields.lists:
        setattr(state, name, [decode(item, records) for item in data[name]])
    for name in fields.nested:
        setattr(state, name, [[decode(item, records) for item in inner] for inner in data[name]])


def key(state: Any, fields: Fields) -> tuple:
    """What two equal positions share: the players, the options and every saved field."""
    return (tuple(state.names), state.options, *(getattr(state, name) for name in fields.saved))

