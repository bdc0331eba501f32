"""The compiled engine's typed positions (issue 30): each game's state fields held as C members of one extension type,
which every rule method of the state reads and writes in place.

Compiled by Cython as plain Python, ``self.at`` in a method is a Python attribute lookup: the type's dictionary, then
the slot's descriptor, about 70 instructions where the interpreter's own lookup of a slot takes a dozen. So this
rewrites the compiled copy's sources (``compiled.copy_sources``; ``gangs/`` itself is never touched), game by game:

- ``gangs/<game>/_typed_fields.py`` and ``.pxd`` are written: the extension type ``TypedFields``, whose members are the
  fields of the game's state (``State.FIELDS``), each a Python object;
- it becomes the last base of the game's state class, whose ``__slots__`` are then empty (the members hold the
  fields), and the kernel accepts it (``check_slots`` counts an extension type's members as its slots, ``clone``
  makes the copy with the class's own ``__new__``);
- every method of the state's own classes (the state and its mixins) takes ``self`` typed as ``TypedFields``
  (``@cython.locals``), so that Cython reads the members directly.

What the rules do is not changed: the compiled copy's check (``compiled.check``) plays the saved games and random
games of every game with the same legal actions and events as the pure package.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path
from typing import Any

MODULE = "_typed_fields"
"""The module of each game folder, in the compiled copy only, that holds its ``TypedFields``."""
TYPED = "TypedFields"
"""The extension type of a game's state fields."""
TYPING = f"@cython.locals(self={TYPED})"
"""The decorator that types ``self`` in a method."""


class Plan:
    """What to rewrite in one game folder: its state's fields, the state class that takes ``TypedFields`` as a base,
    and the classes whose methods take ``self`` typed, each by the name of its module (``gangs.chicago.turn``)."""

    def __init__(self, game: str, fields: tuple[str, ...], root: Any, typed: dict[str, set[str]]) -> None:
        self.game, self.fields, self.root, self.typed = game, fields, root, typed

    def files(self) -> dict[str, str]:
        """The files this game's ``TypedFields`` is made of, by path under the copy (``gangs/chicago/...``)."""
        members = "".join(f"    cdef public object {name}\n" for name in self.fields)
        folder = f"gangs/{self.game}/{MODULE}"
        return {f"{folder}.pxd": f"cdef class {TYPED}:\n{members}",
                f"{folder}.py": (f'"""The fields of {self.root.__name__}, held as C members (written by '
                                 f'benchmarks/typed_state.py for the compiled copy only)."""\n\n\n'
                                 f"class {TYPED}:\n"
                                 f'    """The fields of a position of this game: {", ".join(self.fields)}."""\n')}

    def rewrite(self, module: str, text: str) -> str:
        """The source ``text`` of ``module`` with its typed classes' methods taking ``self`` typed, and the state
        class given its ``TypedFields`` base (``text`` itself when the module has none of these)."""
        names = self.typed.get(module)
        if not names:
            return text
        lines = text.splitlines(keepends=True)
        tree = ast.parse(text)
        edits: list[tuple[int, int, list[str]]] = []       # (first line, lines replaced, new lines), 0-based
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name in names:
                edits += _class_edits(node, lines, root=node.name == self.root.__name__
                                      and module == self.root.__module__)
        edits.append((_after_future(tree), 0, ["import cython\n",
                                               f"from cython.cimports.gangs.{self.game}.{MODULE} import {TYPED}\n"]))
        for first, replaced, new in sorted(edits, key=lambda edit: edit[0], reverse=True):
            lines[first:first + replaced] = new
        return "".join(lines)


def _class_edits(node: ast.ClassDef, lines: list[str], root: bool) -> list[tuple[int, int, list[str]]]:
    edits = []
    for item in node.body:
        if isinstance(item, ast.FunctionDef) and _takes_self(item):
            indent = " " * item.col_offset
            edits.append((item.lineno - 1, 0, [f"{indent}{TYPING}\n"]))
        if root and isinstance(item, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__slots__"
                                                         for t in item.targets):
            indent = " " * item.col_offset
            edits.append((item.lineno - 1, item.end_lineno - item.lineno + 1,
                           [f"{indent}__slots__ = ()  # the fields are {TYPED}'s members\n"]))
    if root:
        last = node.bases[-1]
        line = lines[last.end_lineno - 1]
        end = len(line.encode()[:last.end_col_offset].decode())
        edits.append((last.end_lineno - 1, 1, [f"{line[:end]}, {TYPED}{line[end:]}"]))
    return edits


_INNER = (ast.GeneratorExp, ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
"""What makes a function inside a method."""


def _takes_self(function: ast.FunctionDef) -> bool:
    """Whether ``function`` is a method called on a position, ``self`` its first argument (not a static or class
    method), with no function inside it: Cython 3 refuses a typed ``self`` that a generator expression, a lambda
    or an inner function reads (« local variable 'self' referenced before assignment »), so such a method keeps
    ``self`` untyped."""
    plain = not any(isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod")
                    for d in function.decorator_list)
    arguments = function.args.posonlyargs + function.args.args
    inner = any(isinstance(node, _INNER) for statement in function.body for node in ast.walk(statement))
    return plain and not inner and bool(arguments) and arguments[0].arg == "self"


def _after_future(tree: ast.Module) -> int:
    """The line (0-based) after the module's docstring and ``from __future__`` imports."""
    line = 0
    for node in tree.body:
        docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and node is tree.body[0]
        if docstring or (isinstance(node, ast.ImportFrom) and node.module == "__future__"):
            line = node.end_lineno
        else:
            break
    return line


def plans(compiled: list[str]) -> dict[str, Plan]:
    """Each game folder's ``Plan``, by folder name, from the pure package's classes: the state classes that declare
    ``FIELDS`` in the compiled modules ``compiled`` (paths ``gangs/<game>/<name>.py``), and the classes of their MROs
    defined in those modules."""
    from gangs.kernel.state import State

    modules = [path[:-3].replace("/", ".") for path in compiled if not path.startswith("gangs/kernel/")]
    by_game: dict[str, list[type]] = {}
    for name in modules:
        for value in vars(importlib.import_module(name)).values():
            if inspect.isclass(value) and issubclass(value, State) and value.__module__ == name \
                    and "FIELDS" in value.__dict__:
                by_game.setdefault(name.split(".")[1], []).append(value)
    found = {}
    for game, states in sorted(by_game.items()):
        roots = [s for s in states if not any(o is not s and issubclass(s, o) for o in states)]
        if len(roots) != 1:
            raise TypeError(f"{game}: one state class declares the fields, and the others derive from it: "
                            f"{[s.__qualname__ for s in roots]}")
        root = roots[0]
        for state in states:
            if state.FIELDS.all != root.FIELDS.all:
                raise TypeError(f"{state.__qualname__} declares other fields than {root.__qualname__}")
        typed: dict[str, set[str]] = {}
        for state in states:
            for klass in state.__mro__:
                if klass.__module__ in modules and klass.__module__.split(".")[1] == game:
                    typed.setdefault(klass.__module__, set()).add(klass.__qualname__)
        found[game] = Plan(game, root.FIELDS.all, root, typed)
    return found


def generated(plans_: dict[str, Plan]) -> dict[str, str]:
    """Every file the plans add to the copy, by path under it."""
    return {path: text for plan in plans_.values() for path, text in plan.files().items()}


def rewritten(plans_: dict[str, Plan], relative: Path, text: str) -> str:
    """The text the copy holds for ``gangs/<relative>``: ``text`` rewritten by its game's plan, if any."""
    parts = relative.with_suffix("").parts
    plan = plans_.get(parts[0]) if len(parts) == 2 and relative.suffix == ".py" else None
    return plan.rewrite(f"gangs.{parts[0]}.{parts[1]}", text) if plan else text
