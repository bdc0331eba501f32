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
  (``@cython.locals``), so that Cython reads the members directly;
- the locals that ``typed_locals.WHOLE`` names, in the game's hottest rules, are C integers (``@cython.locals``).

What the rules do is not changed: the compiled copy's check (``compiled.check``) plays the saved games and random
games of every game with the same legal actions and events as the pure package.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path
from typing import Any

from typed_locals import WHOLE

MODULE = "_typed_fields"
"""The module of each game folder, in the compiled copy only, that holds its ``TypedFields``."""
TYPED = "TypedFields"
"""The extension type of a game's state fields."""
TYPING = f"@cython.locals(self={TYPED})"
"""The decorator that types ``self`` in a method."""
INTEGER = "cython.Py_ssize_t"
"""The C type of the locals ``typed_locals.WHOLE`` names."""


class Plan:
    """What to rewrite in one game folder: its state's fields, the state class that takes ``TypedFields`` as a base,
    the classes whose methods take ``self`` typed, and the functions with locals held as C integers (``whole``, as
    ``typed_locals.WHOLE``), each by the name of its module (``gangs.chicago.turn``)."""

    def __init__(self, game: str, fields: tuple[str, ...], root: Any, typed: dict[str, set[str]],
                 whole: dict[str, dict[str, tuple[str, ...]]] | None = None) -> None:
        self.game, self.fields, self.root, self.typed = game, fields, root, typed
        self.whole = whole or {}

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
        """The source ``text`` of ``module`` with its typed classes' methods taking ``self`` typed, the state
        class given its ``TypedFields`` base, and the locals ``whole`` names declared C integers (``text`` itself
        when the module has none of these). ValueError when ``whole`` names a function or a local ``text`` lacks."""
        names, whole = self.typed.get(module, set()), self.whole.get(module, {})
        if not names and not whole:
            return text
        lines = text.splitlines(keepends=True)
        tree = ast.parse(text)
        edits: list[tuple[int, int, list[str]]] = []       # (first line, lines replaced, new lines), 0-based
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name in names:
                edits += _class_edits(node, lines, root=node.name == self.root.__name__
                                      and module == self.root.__module__)
        edits += _whole_edits(module, tree, whole)
        header = ["import cython\n"]
        if names:
            header.append(f"from cython.cimports.gangs.{self.game}.{MODULE} import {TYPED}\n")
        edits.append((_after_future(tree), 0, header))
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
    ``self`` untyped. (Typing ``self`` too where the function inside does not read it, 42 methods more, changed
    the instructions of random games by less than 1 %, for better or worse: not done.)"""
    plain = not any(isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod")
                    for d in function.decorator_list)
    arguments = function.args.posonlyargs + function.args.args
    inner = any(isinstance(node, _INNER) for statement in function.body for node in ast.walk(statement))
    return plain and not inner and bool(arguments) and arguments[0].arg == "self"


def _read_inside(function: ast.FunctionDef) -> set[str]:
    """The names that the functions inside ``function`` (generator expressions, lambdas, inner functions) read from
    it. A generator expression's first iterable (``any(x for x in self.at)``) is read by ``function`` itself, as
    Python does, so it does not count; a name the inner function binds itself is its own."""
    read: set[str] = set()
    for statement in function.body:
        for inner in ast.walk(statement):
            if isinstance(inner, ast.GeneratorExp):
                first, *others = inner.generators
                parts: list[ast.AST] = [inner.elt, *first.ifs, *others]
                own = {n.id for g in inner.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}
            elif isinstance(inner, ast.Lambda):
                parts = [inner.body]
                own = {a.arg for a in inner.args.posonlyargs + inner.args.args + inner.args.kwonlyargs}
            elif isinstance(inner, _INNER):
                parts = list(inner.body)
                own = {n.id for part in parts for n in ast.walk(part)
                       if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
                if not isinstance(inner, ast.ClassDef):
                    own |= {a.arg for a in inner.args.posonlyargs + inner.args.args + inner.args.kwonlyargs}
            else:
                continue
            read |= {n.id for part in parts for n in ast.walk(part) if isinstance(n, ast.Name)} - own
    return read


def _whole_edits(module: str, tree: ast.Module, whole: dict[str, tuple[str, ...]]
                 ) -> list[tuple[int, int, list[str]]]:
    """The decorators that declare C integers the locals ``whole`` names in ``module``'s functions (see ``rewrite``)."""
    functions = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            functions[node.name] = node
        elif isinstance(node, ast.ClassDef):
            functions.update({f"{node.name}.{item.name}": item for item in node.body
                              if isinstance(item, ast.FunctionDef)})
    edits = []
    for name, names in sorted(whole.items()):
        function = functions.get(name)
        if function is None:
            raise ValueError(f"typed_locals.WHOLE: {module} has no function {name}")
        bound, wrong = _own_locals(function)
        inside = _read_inside(function)
        shifted = {n.id for op in ast.walk(function) if isinstance(op, ast.BinOp)
                   and isinstance(op.op, (ast.LShift, ast.Pow)) for n in ast.walk(op) if isinstance(n, ast.Name)}
        for local in names:
            if local not in bound:
                raise ValueError(f"typed_locals.WHOLE: {module}.{name} has no local {local}")
            if local in wrong:
                raise ValueError(f"typed_locals.WHOLE: {module}.{name} gives {local} a bool, a comparison or None")
            if local in inside:     # Cython 3 reads a C local from inside such a function before it is set
                raise ValueError(f"typed_locals.WHOLE: a function inside {module}.{name} reads {local}")
            if local in shifted:    # ``1 << 5 * node`` worked out in C overflows, silently
                raise ValueError(f"typed_locals.WHOLE: {module}.{name} shifts or raises to a power with {local}")
        declared = ", ".join(f"{local}={INTEGER}" for local in names)
        edits.append((function.lineno - 1, 0, [f"{' ' * function.col_offset}@cython.locals({declared})\n"]))
    return edits


def _own_locals(function: ast.FunctionDef) -> tuple[set[str], set[str]]:
    """The names ``function`` itself binds (its arguments, what it assigns, its loops' targets, and those of its
    list, set and dict comprehensions, which Cython writes as loops of the function; not what a generator expression
    or an inner function binds), and those of them it assigns a bool, a comparison or None (an argument's default
    included)."""
    arguments = function.args
    positional = arguments.posonlyargs + arguments.args
    bound = {a.arg for a in positional + arguments.kwonlyargs}
    defaults = list(zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults))
    defaults += [(a, d) for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None]
    wrong = {a.arg for a, default in defaults if _not_whole(default)}

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, _INNER):
                continue
            if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                bound.add(child.id)
            if isinstance(child, (ast.Assign, ast.AnnAssign)) and child.value is not None and _not_whole(child.value):
                targets = child.targets if isinstance(child, ast.Assign) else [child.target]
                wrong.update(t.id for t in targets if isinstance(t, ast.Name))
            visit(child)

    visit(function)
    return bound, wrong


def _not_whole(value: ast.expr) -> bool:
    """Whether ``value`` is plainly no whole number: a bool, None, a comparison, ``not`` or ``and``/``or``."""
    if isinstance(value, ast.Constant):
        return value.value is None or isinstance(value.value, bool)
    return isinstance(value, (ast.Compare, ast.BoolOp)) or (isinstance(value, ast.UnaryOp)
                                                            and isinstance(value.op, ast.Not))


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
        whole = {name: functions for name, functions in WHOLE.items() if name.split(".")[1] == game}
        found[game] = Plan(game, root.FIELDS.all, root, typed, whole)
    unknown = sorted(set(WHOLE) - set(modules))
    if unknown:
        raise ValueError(f"typed_locals.WHOLE names modules that are not compiled: {unknown}")
    return found


def generated(plans_: dict[str, Plan]) -> dict[str, str]:
    """Every file the plans add to the copy, by path under it."""
    return {path: text for plan in plans_.values() for path, text in plan.files().items()}


def rewritten(plans_: dict[str, Plan], relative: Path, text: str) -> str:
    """The text the copy holds for ``gangs/<relative>``: ``text`` rewritten by its game's plan, if any."""
    parts = relative.with_suffix("").parts
    plan = plans_.get(parts[0]) if len(parts) == 2 and relative.suffix == ".py" else None
    return plan.rewrite(f"gangs.{parts[0]}.{parts[1]}", text) if plan else text
