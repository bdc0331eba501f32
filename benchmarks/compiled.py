"""The optional compiled engine (issue 30): the modules that play compiled by Cython, the pure-Python package left as
the default.

    python benchmarks/compiled.py                    # build build/compiled/, check it, measure it
    python benchmarks/compiled.py --no-measure       # build and check only
    PYTHONPATH=build/compiled python benchmarks/analyst_minute.py     # anything, on the compiled engine

What is built: a copy of ``gangs/`` in ``build/compiled/gangs/`` in which the modules on the path of play
(``hot_modules``: every game's rules, and the kernel's state, actions, events, agents, match, dice and fields) are
compiled by Cython from the same source, with Python's semantics (no annotation is read as a C type: a whole
number stays a Python int, but for the locals ``typed_locals`` names), each game's position held in a compiled type
whose members its rules read in place (``typed_state``); the views, words, codecs, the command line and the server
stay Python. ``gangs/`` itself is never touched: an install, Binder and JupyterLite run the pure package. A second
build compiles only what changed since the first, or all of it when Cython's settings (``DIRECTIVES``) changed.

Checked, or this exits with 1: every one of ``hot_modules`` is the compiled one there; the compiled copy plays the
saved random games (``benchmarks/playouts.py``, every game, 2 and 4 players) with the same steps and events; and
random games of every game in other settings and readings (``VARIANTS``) offer the same legal actions at every
decision and make the same events as the pure package's, bit for bit (``played``).

Measured: ``benchmarks/against_cpp.py``'s table played by the pure package, then by the compiled copy (OpenSpiel's
C++ backgammon in the same process each time, so each ratio column is of one run). Printed, never checked: times
vary by 30 % on a shared machine.

Needs Cython and a C compiler (the ``compiled`` extra; gcc and the Python headers are on these machines).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import typed_state

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "compiled"
"""Where the compiled copy goes: ``build/compiled/gangs/``, importable with ``PYTHONPATH=build/compiled``."""

LEFT_PYTHON = {"__init__", "game", "rules", "scene", "tell", "codec", "reading", "words", "sheets"}
"""A game's modules that stay Python: what declares, draws, words and codes it, off the path of play."""
KERNEL = ("state", "action", "event", "agent", "match", "dice", "fields")
"""The kernel's modules on the path of play."""
VARIANTS = (("street", 3, {"mode": "fast", "flow": "asked"}), ("supergang", 3, {}),
            ("supergang", 4, {"reading": "lenient", "police_player": True}), ("chicago", 4, {}),
            ("chicago", 2, {"reading": "lenient"}), ("ribauds", 3, {}), ("ribauds", 4, {"reading": "lenient"}),
            ("ribauds", 2, {"layout": "seine"}))
"""The settings ``check`` plays beside the saved games: game, players, options."""
GAMES_EACH = 10
"""The random games of each of the ``VARIANTS``."""
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False, "fast_getattr": True}
"""Cython's settings: functions stay introspectable (``binding``), annotations are not C types, and an attribute
named in the source is read by the type's own lookup, not through ``getattr`` (``fast_getattr``: 0.5 % fewer
instructions for Les Ribauds, 0.9 % for Chicago, the same results)."""
STAMP = "directives.json"
"""The file in the build's folder that keeps the ``DIRECTIVES`` it was built with: other settings rebuild it all."""


def game_folders() -> list[str]:
    """The folder of every game of ``gangs.GAMES`` (``supergang``...): a game added is compiled with no word here."""
    import gangs

    return sorted({type(game).__module__.split(".")[1] for game in gangs.GAMES.values()})


def hot_modules(root: Path = ROOT) -> list[str]:
    """The modules compiled, as paths under ``root`` (``gangs/supergang/turn.py``...), sorted."""
    found = [f"gangs/kernel/{name}.py" for name in KERNEL]
    for game in game_folders():
        found += [f"gangs/{game}/{path.name}" for path in (root / "gangs" / game).glob("*.py")
                  if path.stem not in LEFT_PYTHON]
    return sorted(found)


def copy_sources(out: Path = OUT) -> int:
    """Make ``out/gangs`` the same tree as ``gangs/`` (built files aside), its positions typed (``typed_state``):
    write what differs, and only that, so that Cython and the compiler redo only what changed, and remove what
    ``gangs/`` no longer has (with what was built from it). Returns the files written."""
    source, copy = ROOT / "gangs", out / "gangs"
    plans = typed_state.plans(hot_modules())
    wanted = {Path(path).relative_to("gangs"): text.encode()
              for path, text in typed_state.generated(plans).items()}
    for path in source.rglob("*"):
        if "__pycache__" not in path.parts and not path.is_dir():
            relative = path.relative_to(source)
            data = path.read_bytes()
            wanted[relative] = typed_state.rewritten(plans, relative, data.decode()).encode() \
                if path.suffix == ".py" else data
    written = 0
    for relative, data in wanted.items():
        target = copy / relative
        if not target.exists() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)              # dated now: newer than what was built from its old text
            written += 1
    for path in list(copy.rglob("*")) if copy.exists() else []:
        if path.is_file() and "__pycache__" not in path.parts:
            relative = path.relative_to(copy)
            stem = relative.with_name(relative.name.split(".", 1)[0] + ".py")
            if relative not in wanted and stem not in wanted:
                path.unlink()
    return written


def build(out: Path = OUT, jobs: int = 2) -> None:
    """Copy the sources into ``out`` and compile ``hot_modules`` there in place (Cython, then the C compiler on
    ``jobs`` processes)."""
    from Cython.Build import cythonize
    from setuptools import setup

    copy_sources(out)
    here = Path.cwd()
    os.chdir(out)
    try:
        extensions = cythonize(hot_modules(out), nthreads=jobs, quiet=True, compiler_directives=DIRECTIVES,
                               force=built_otherwise(out))
        if os.name == "posix":                   # gcc's and clang's warnings on Cython's C are not ours to read
            for extension in extensions:
                extension.extra_compile_args.append("-w")
        setup(name="gangs-compiled", ext_modules=extensions,
              script_args=["--quiet", "build_ext", "--inplace", "--parallel", str(jobs),
                           "--build-temp", str(out / "temp"), "--build-lib", str(out / "temp" / "lib")])
    finally:
        os.chdir(here)
    (out / STAMP).write_text(json.dumps(DIRECTIVES, sort_keys=True))


def built_otherwise(out: Path = OUT) -> bool:
    """Whether what ``out`` holds was built with other ``DIRECTIVES`` than these, or with none known (a first build):
    Cython compiles again only the sources newer than what was built from them, and would keep the old settings."""
    stamp = out / STAMP
    return not stamp.exists() or stamp.read_text() != json.dumps(DIRECTIVES, sort_keys=True)


def environment(out: Path = OUT) -> dict[str, str]:
    """This process's environment with the compiled copy first on the import path."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(out)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    return env


def not_compiled(out: Path = OUT) -> list[str]:
    """The modules of ``hot_modules`` that a Python started on the compiled copy does not load from a compiled file
    (none, once built)."""
    names = [path[:-3].replace("/", ".") for path in hot_modules(out)]
    script = ("import importlib, sys\n"
              f"for name in {names!r}:\n"
              "    module = importlib.import_module(name)\n"
              "    if not module.__file__.endswith(('.so', '.pyd')):\n"
              "        print(name)\n")
    done = subprocess.run([sys.executable, "-c", script], env=environment(out), capture_output=True, text=True,
                          check=True, cwd=out)        # not from ROOT, whose gangs/ would come first
    return done.stdout.split()


def played(key: str, players: int, options: dict, games: int = GAMES_EACH) -> str:
    """The SHA-256 of random games ``0`` to ``games - 1`` of ``key`` (as ``benchmarks/playouts.py`` plays them): every
    list of legal actions offered and every event made, in order."""
    import gangs
    from gangs.kernel.agent import RandomAgent
    from gangs.kernel.match import draw_outcome
    from gangs.kernel.state import CHANCE

    game, sha = gangs.GAMES[key], hashlib.sha256()
    for seed in range(games):
        state = game.initial_state([f"P{p + 1}" for p in range(players)], game.check_options(options))
        dice, agent, decisions = random.Random(seed), RandomAgent(random.Random(f"agents/{seed}")), 0
        while state.to_move is not None and decisions < game.max_decisions:
            if state.to_move == CHANCE:
                action = draw_outcome(state.chance_outcomes(), dice.random())
            else:
                legal = state.legal_actions()
                sha.update(repr(legal).encode())
                action = agent.choose(state, legal)
                decisions += 1
            for event in state._apply(action):
                facts = json.dumps(dict(event.facts), sort_keys=True, default=repr)
                sha.update(f"{event.kind} {event.player} {event.message!r} {event.rule} {event.readers} {facts}\n"
                           .encode())
    return sha.hexdigest()


def played_compiled(out: Path = OUT) -> list[str]:
    """``played`` for each of the ``VARIANTS``, by a Python started on the compiled copy."""
    script = ("import json, sys\n"
              f"sys.path.insert(0, {str(ROOT / 'benchmarks')!r})\n"
              "import compiled\n"
              "print(json.dumps([compiled.played(*variant) for variant in compiled.VARIANTS]))\n")
    done = subprocess.run([sys.executable, "-c", script], env=environment(out), capture_output=True, text=True,
                          check=True, cwd=out)
    return json.loads(done.stdout)


def saved_games_replay(out: Path = OUT) -> bool:
    """Whether the compiled copy plays the saved random games exactly (``benchmarks/playouts.py``, which prints)."""
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "playouts.py")], env=environment(out), cwd=ROOT)
    return done.returncode == 0


def check(out: Path = OUT) -> list[str]:
    """What the compiled copy in ``out`` does otherwise than the pure package (nothing, once built): modules left
    uncompiled, saved games played differently, ``VARIANTS`` played differently."""
    import gangs

    if Path(gangs.__file__).resolve().parent != ROOT / "gangs":
        raise SystemExit(f"this process is not running the pure package of {ROOT} but {gangs.__file__}")
    wrong = [f"not compiled: {name}" for name in not_compiled(out)]
    if not saved_games_replay(out):
        wrong.append("the saved random games are played otherwise (benchmarks/playouts.py above)")
    for (key, players, options), theirs in zip(VARIANTS, played_compiled(out)):
        if played(key, players, options) != theirs:
            wrong.append(f"{key}, {players} players, {options}: other legal actions or events")
    return wrong


def measure(args: list[str], out: Path | None) -> None:
    """``benchmarks/against_cpp.py`` with ``args``, on the compiled copy (``out``) or the pure package (None)."""
    env = environment(out) if out is not None else dict(os.environ)
    subprocess.run([sys.executable, str(ROOT / "benchmarks" / "against_cpp.py"), *args], env=env, cwd=ROOT,
                   check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-measure", action="store_true", help="build and check only")
    parser.add_argument("--seconds", default="2", help="CPU seconds an engine plays a round (against_cpp.py)")
    parser.add_argument("--rounds", default="3", help="rounds of against_cpp.py (the median is printed)")
    parser.add_argument("--jobs", type=int, default=2, help="processes compiling (default 2)")
    args = parser.parse_args()
    if args.jobs < 1:
        parser.error("--jobs is at least 1")
    start = time.perf_counter()
    build(OUT, args.jobs)
    print(f"built {len(hot_modules())} compiled modules in {OUT.relative_to(ROOT)}/ "
          f"in {time.perf_counter() - start:.0f} s")
    wrong = check(OUT)
    if wrong:
        print("the compiled copy is not the pure package:", *wrong, sep="\n  ")
        return 1
    print(f"the compiled copy plays the saved random games, and {GAMES_EACH} random games of each of "
          f"{len(VARIANTS)} other settings, with the same legal actions and events as the pure package")
    if not args.no_measure:
        timing = ["--seconds", args.seconds, "--rounds", args.rounds]
        print("\nthe pure package:")
        measure(timing, None)
        print(f"\ncompiled (PYTHONPATH={OUT.relative_to(ROOT)}):")
        measure(timing, OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
