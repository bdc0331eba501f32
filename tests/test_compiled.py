"""The optional compiled engine (``benchmarks/compiled.py``, ``make compiled``; issue 30): built here from this tree
into pytest's temporary folder (about 3 minutes on 2 cores), every module on the path of play is compiled, and the
compiled copy plays exactly as the pure package: the saved random games, and random games of other settings and
readings, with the same legal actions at every decision and the same events. The pure package stays the default."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _benchmark(name: str) -> ModuleType:
    """The module ``benchmarks/<name>.py``, loaded by its path (``benchmarks/`` is not put on the import path, where
    its ``png.py`` or ``simulate.py`` would shadow other modules for every test after this one)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


typed_locals = sys.modules["typed_locals"] = _benchmark("typed_locals")   # what typed_state.py imports
typed_state = sys.modules["typed_state"] = _benchmark("typed_state")      # what compiled.py imports
COMPILED = _benchmark("compiled")


def _built_files(folder: Path) -> list[Path]:
    return sorted(path for pattern in ("*.so", "*.pyd", "*.c") for path in folder.rglob(pattern))


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled copy of this tree, built by the build script's own ``build``."""
    before = _built_files(ROOT / "gangs")
    folder = tmp_path_factory.mktemp("compiled")
    COMPILED.build(folder)
    assert _built_files(ROOT / "gangs") == before, "the build wrote into gangs/"
    return folder


def test_every_module_on_the_path_of_play_is_compiled(out: Path) -> None:
    modules = COMPILED.hot_modules()
    assert COMPILED.game_folders() == ["chicago", "ribauds", "street", "supergang"]
    for folder in ("kernel", *COMPILED.game_folders()):
        assert any(path.startswith(f"gangs/{folder}/") for path in modules), folder
    assert "gangs/supergang/turn.py" in modules and "gangs/kernel/state.py" in modules
    assert not any(path.rsplit("/", 1)[1][:-3] in COMPILED.LEFT_PYTHON for path in modules)
    assert COMPILED.not_compiled(out) == []


def test_the_compiled_copy_plays_the_saved_random_games(out: Path) -> None:
    assert COMPILED.saved_games_replay(out)


def test_the_compiled_copy_offers_the_same_actions_and_tells_the_same_events(out: Path) -> None:
    theirs = COMPILED.played_compiled(out)
    assert len(theirs) == len(COMPILED.VARIANTS)
    for (key, players, options), digest in zip(COMPILED.VARIANTS, theirs):
        assert COMPILED.played(key, players, options) == digest, (key, players, options)


def test_check_finds_nothing_to_say_of_a_fresh_build(out: Path) -> None:
    assert COMPILED.check(out) == []


def test_a_second_build_copies_nothing_and_a_file_gone_from_gangs_goes_with_what_was_built_from_it(out: Path) -> None:
    stray = [out / "gangs" / "kernel" / name for name in ("gone.py", "gone.c", "gone.cpython-311-x86_64-linux-gnu.so")]
    for path in stray:
        path.write_text("")
    assert COMPILED.copy_sources(out) == 0
    assert not any(path.exists() for path in stray)
    assert (out / "gangs" / "supergang" / "board.toml").exists()        # data files are copied and kept


def test_a_build_with_other_settings_is_built_again_whole(out: Path) -> None:
    assert not COMPILED.built_otherwise(out)                           # the fixture's build left its settings
    stamp = out / COMPILED.STAMP
    kept = stamp.read_text()
    try:
        stamp.write_text(kept.replace('"fast_getattr": true', '"fast_getattr": false'))
        assert stamp.read_text() != kept and COMPILED.built_otherwise(out)
        stamp.unlink()
        assert COMPILED.built_otherwise(out)                           # settings unknown: built again
    finally:
        stamp.write_text(kept)
    assert not COMPILED.built_otherwise(out)


def test_a_changed_source_is_copied_again(out: Path) -> None:
    copy = out / "gangs" / "kernel" / "dice.py"
    text = copy.read_text()
    copy.write_text(text + "\n# changed\n")
    assert COMPILED.copy_sources(out) == 1
    assert copy.read_text() == text


def test_the_pure_package_stays_the_default(out: Path) -> None:
    script = "import gangs.supergang.turn as t, gangs.kernel.state as s; print(t.__file__, s.__file__)"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    assert all(path.endswith(".py") and path.startswith(str(ROOT / "gangs")) for path in done.stdout.split())


SOURCE = '''"""A mixin and a state."""

from __future__ import annotations

import os


class Rules:
    __slots__ = ()

    def plain(self, n: int) -> int:
        return self.at[n]

    @property
    def first(self) -> int:
        return self.at[0]

    def closes_over_self(self) -> bool:
        return any(self.at[n] for n in range(3))

    @staticmethod
    def helper(n: int) -> int:
        return n


class Position(Rules,
               os.PathLike):
    FIELDS = None
    __slots__ = ("game", "names",
                 "at")

    def size(self) -> int:
        return len(self.at)


class Other:
    def untouched(self) -> None:
        pass
'''


_Root = SimpleNamespace(__name__="Position", __module__="gangs.demo.state")
"""What a plan reads of its root state class: its name and module."""


def test_a_state_s_classes_take_self_typed_and_its_root_takes_the_typed_fields_as_last_base() -> None:
    plan = typed_state.Plan("demo", ("game", "names", "at"), _Root, {"gangs.demo.state": {"Rules", "Position"}})
    text = plan.rewrite("gangs.demo.state", SOURCE)
    compile(text, "state.py", "exec")
    lines = text.splitlines()
    assert lines[3:5] == ["import cython", "from cython.cimports.gangs.demo._typed_fields import TypedFields"]
    typed = [lines[k + 1].strip() for k, line in enumerate(lines) if line.strip() == typed_state.TYPING]
    assert typed == ["def plain(self, n: int) -> int:", "def first(self) -> int:", "def size(self) -> int:"]
    assert "               os.PathLike, TypedFields):" in lines
    assert "    __slots__ = ()  # the fields are TypedFields's members" in lines and '"at")' not in text
    assert lines[lines.index("class Other:") + 1] == "    def untouched(self) -> None:"
    assert plan.rewrite("gangs.demo.board", SOURCE) == SOURCE           # a module with no class of the state
    pxd, py = plan.files()["gangs/demo/_typed_fields.pxd"], plan.files()["gangs/demo/_typed_fields.py"]
    assert pxd.splitlines() == ["cdef class TypedFields:", "    cdef public object game",
                                "    cdef public object names", "    cdef public object at"]
    assert "class TypedFields:" in py


def test_every_game_has_one_state_class_declaring_its_fields_and_its_mixins_typed() -> None:
    plans = typed_state.plans(COMPILED.hot_modules())
    assert sorted(plans) == COMPILED.game_folders()
    import gangs

    for key, game in gangs.GAMES.items():
        state = game.initial_state(["A", "B", "C"][:game.min_players], game.check_options({}))
        plan = plans[type(state).__module__.split(".")[1]]
        assert isinstance(state, plan.root) and plan.fields == type(state).FIELDS.all, key
        assert plan.typed[plan.root.__module__] >= {plan.root.__qualname__}
    assert plans["ribauds"].typed["gangs.ribauds.lenient"] == {"LenientState"}


WHOLE_SOURCE = '''"""Moves on a ring."""

from __future__ import annotations


def ring(start: int, steps: int, size: int = 40) -> int:
    end = (start + steps) % size
    return end


class Rules:
    __slots__ = ()

    @staticmethod
    def lap(walked: int) -> int:
        return walked // 40

    def next_to(self, at: int) -> list[int]:
        return [n for n in (at - 1, at + 1) if n >= 0]

    def crowded(self, at: int, most: int = None) -> bool:
        seen = at > 3
        return any(self.at.count(a) > at for a in self.at) or seen

    def bits(self, node: int) -> int:
        return 1 << 5 * node
'''


def _whole(whole: dict[str, tuple[str, ...]]) -> str:
    plan = typed_state.Plan("demo", ("at",), _Root, {}, {"gangs.demo.ring": whole})
    return plan.rewrite("gangs.demo.ring", WHOLE_SOURCE)


def test_the_locals_named_whole_numbers_are_declared_c_integers_before_their_function() -> None:
    text = _whole({"ring": ("start", "steps", "size", "end"), "Rules.lap": ("walked",),
                   "Rules.next_to": ("at", "n")})                    # n: a list comprehension's, a loop of Cython's
    compile(text, "ring.py", "exec")
    lines = text.splitlines()
    assert lines[3] == "import cython" and "TypedFields" not in text       # no state class here: no cimport
    integer = typed_state.INTEGER
    assert lines[lines.index("def ring(start: int, steps: int, size: int = 40) -> int:") - 1] == \
        f"@cython.locals(start={integer}, steps={integer}, size={integer}, end={integer})"
    lap = lines.index("    def lap(walked: int) -> int:")
    assert lines[lap - 2:lap] == ["    @staticmethod", f"    @cython.locals(walked={integer})"]
    assert lines[lines.index("    def next_to(self, at: int) -> list[int]:") - 1] == \
        f"    @cython.locals(at={integer}, n={integer})"
    assert text.count("@cython.locals") == 3


@pytest.mark.parametrize("whole, why", [
    ({"walk": ("start",)}, "gangs.demo.ring has no function walk"),
    ({"ring": ("finish",)}, "gangs.demo.ring.ring has no local finish"),
    ({"Rules.crowded": ("a",)}, "gangs.demo.ring.Rules.crowded has no local a"),     # the generator's own
    ({"Rules.crowded": ("most",)}, "gives most a bool, a comparison or None"),          # its default is None
    ({"Rules.crowded": ("seen",)}, "gives seen a bool, a comparison or None"),
    ({"Rules.crowded": ("at",)}, "a function inside gangs.demo.ring.Rules.crowded reads at"),
    ({"Rules.bits": ("node",)}, "gangs.demo.ring.Rules.bits shifts or raises to a power with node"),
])
def test_a_whole_number_the_source_lacks_or_that_a_c_integer_would_hold_wrongly_is_refused(
        whole: dict[str, tuple[str, ...]], why: str) -> None:
    with pytest.raises(ValueError, match=why.replace(".", r"\.")):
        _whole(whole)


def test_every_whole_number_of_the_table_is_a_local_of_today_s_sources() -> None:
    plans = typed_state.plans(COMPILED.hot_modules())
    for module, functions in typed_locals.WHOLE.items():
        game, name = module.split(".")[1:]
        text = (ROOT / "gangs" / game / f"{name}.py").read_text(encoding="utf-8")
        written = typed_state.rewritten(plans, Path(game, f"{name}.py"), text)
        assert written.count(typed_state.INTEGER) == sum(map(len, functions.values())), module


_TYPED_ODDLY = """
import gangs
from gangs.kernel import Action, IllegalAction
from gangs.kernel.tell import action_words
odd = (10 ** 30, -10 ** 30, 2 ** 63, 13, 0, -1)
for key, game in sorted(gangs.GAMES.items()):
    for players in sorted({game.min_players, min(4, game.max_players)}):
        match = gangs.new(key, players=players, seed=7)
        for step in range(60):
            state = match.state
            if state.to_move is None:
                break
            for action in state.legal_actions()[:6]:
                for k, arg in enumerate(action.args):
                    if type(arg) is int:
                        for number in odd:
                            args = action.args[:k] + (number,) + action.args[k + 1:]
                            try:
                                said = "legal " + state.check(Action(action.kind, *args)).notation
                            except IllegalAction as error:
                                said = "refused " + str(error)
                            except Exception as error:
                                said = "failed " + type(error).__name__
                            try:
                                label = "labelled " + action_words(state, Action(action.kind, *args))[0]
                            except Exception as error:
                                label = "not labelled " + type(error).__name__
                            print(key, players, step, action.kind, k, number, said, "|", label)
            match.run(max_steps=1)
"""


def test_the_compiled_copy_refuses_huge_and_negative_numbers_typed_into_any_action_as_the_pure_package_does(
        out: Path) -> None:
    """Whole numbers held as C integers (``typed_locals``) never meet what a player types unchecked: each number of
    the first legal actions of random positions of every game, typed as a huge, a negative or an impossible one, is
    accepted or refused with the same words by both engines, and never fails otherwise; and its button's words
    (``action_words``, which ``Match.label`` gives for any action) are the same in both."""
    pure = subprocess.run([sys.executable, "-c", _TYPED_ODDLY], capture_output=True, text=True, check=True, cwd=ROOT)
    compiled = subprocess.run([sys.executable, "-c", _TYPED_ODDLY], env=COMPILED.environment(out),
                              capture_output=True, text=True, check=True, cwd=out)
    tried = pure.stdout.splitlines()
    assert len(tried) > 1000 and not [line for line in tried if " failed " in line]
    assert compiled.stdout.splitlines() == tried


def test_the_compiled_copy_s_positions_hold_their_fields_as_members_of_a_compiled_type(out: Path) -> None:
    script = ("import gangs\n"
              "for key, game in sorted(gangs.GAMES.items()):\n"
              "    state = game.initial_state(['A', 'B', 'C', 'D'][:game.min_players], game.check_options({}))\n"
              "    base = type(state).__mro__[-2]\n"
              "    twin = state.clone()\n"
              "    lists = [name for name in type(state).FIELDS.lists if getattr(twin, name) is getattr(state, name)]\n"
              "    print(key, base.__name__, bool(base.__flags__ & 1 << 9), twin == state, lists,\n"
              "          game.state_from_dict(state.to_dict()) == state)\n")
    done = subprocess.run([sys.executable, "-c", script], env=COMPILED.environment(out), capture_output=True,
                          text=True, check=True, cwd=out)
    rows = [line.split(" ", 1)[1] for line in done.stdout.splitlines()]
    assert len(rows) == 4 and set(rows) == {"TypedFields False True [] True"}, done.stdout
