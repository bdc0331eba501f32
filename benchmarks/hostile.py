"""The hostile run: the kernel and the app tried as a careless or malicious user would, in seven parts.

    .venv/bin/python benchmarks/hostile.py [--quick] [--parts api records ...] [--seed 25] [--jobs 2]

1. ``api``: public calls with odd values (``gangs.new``, ``m.play``, ``m.force``, ``m.undo``, ``m.redo``,
   ``m.branch``, ``m.reseed``, ``m.run``, ``m.state_at``, ``gangs.load``, ``Record.from_json``,
   ``Game.parse_action``, ``state.check``) on every game, at random points of seeded matches. A call succeeds
   or raises its contract's error (``IllegalAction`` for a move, ``RecordError`` for a record, a ``ValueError``
   naming the argument for the rest) with a message of its own that repeats no long input; a refusal leaves the
   state, the record, the log, the undo stack and the loaded dice as they were; a record the match writes
   loads again to the same position; nothing takes more than ``SECONDS`` or ``MEMORY`` (``RLIMIT_AS``).
2. ``records``: records of random games, mutated (steps dropped, doubled, swapped, altered; options, players,
   seed, format changed; text truncated, a BOM, deep nesting...), each given to ``gangs.load``: it loads or
   raises ``RecordError``, whose step, when it names one, is a step of the record (or the missing one after its
   last); a harmless change (a BOM, spaces, another ``result``) loads the same position.
3. ``secrets``: in every game with secrets (a State that overrides ``resample``, as tests/test_hidden_information.py
   finds them), at random points of random games, what each player may see (his observation, every sheet as he
   sees it, the tables, the scene drawn for him (its shapes, and now and then its SVG text), who decides and his
   choices' labels, the refusal of what he types, a loaded card refused, the events he reads of the next step and
   his observation after it) is compared with the same in a position dealt again by ``state.resample(p, rng)``,
   which differs only in what he cannot see (as tests/test_leaks.py deals twins). Each comparison is counted.
   An option value that tells a secret by design (``TELLS_BY_DESIGN``) is not played there.
4. ``uploads``: 27 hostile files given to the app's ``ScenarioPanel(match, files="browser").take_upload``, with an
   audit hook on ``open`` that refuses (and reports) any path the upload named: the match stays as it was unless
   the upload was a valid record, no error escapes, and an upload costs at most ``UPLOAD_MEMORY``.
5. ``replays``: random games of every game and player count, with reseeds and undos, written to JSON and loaded
   back: the same position, record and log.
6. ``hashseeds``: games under three ``PYTHONHASHSEED`` values, each in its own process: the same records and logs.
7. ``simulate``: ``gangs.analysis.simulate`` serially, on a thread pool, a process pool (2 workers) and Dask
   LocalClusters of 1 and 2 workers: the same rows.

Seeded: the same command gives the same calls. Each part runs in its own process (at most ``--jobs`` at once,
``simulate`` alone at the end) and prints its counts, its outcomes and each kind of violation once with the
shortest reproduction found; the run ends with a table and exits 1 if anything was violated. The full budgets are
the figures issue 25 gives; ``--quick`` is a smoke test of a few seconds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import reduce
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gangs  # noqa: E402
from gangs.kernel import CHANCE, Action, IllegalAction, Match, Record, RecordError, State  # noqa: E402
from gangs.kernel.lang import language  # noqa: E402

SECONDS = 5.0
"""The longest any one hostile call, load or upload may take."""

MEMORY = 4 * 2**30
"""The address space a part that takes hostile input may use (``RLIMIT_AS``): past it Python raises MemoryError."""

UPLOAD_MEMORY = 200 * 2**20
"""The most memory (``tracemalloc``'s peak) one upload of at most 1 MB may cost."""

ECHO = 200
"""A message that repeats this many characters of a long text it was given echoes its input."""

FULL = {"api": 21_798, "records": 20_241, "secrets": 167_090, "uploads": 27, "replays": 800, "hashseeds": 80,
        "simulate": 24}
"""The budget of each part (for ``simulate``, the games per game and way): the figures issue 25 gives."""

QUICK = {"api": 300, "records": 300, "secrets": 1_500, "uploads": 27, "replays": 12, "hashseeds": 4, "simulate": 2}

TITLES = {"api": "API calls with odd values", "records": "mutated records", "secrets": "comparisons with a re-deal",
          "uploads": "hostile uploads", "replays": "random games replayed", "hashseeds": "games under 3 hash seeds",
          "simulate": "simulate, games per way"}

HASH_SEEDS = ("0", "1", "4294967295")

HEADER = ("import gangs, pathlib; from functools import reduce; from gangs.kernel import Action\n"
          "class Liar:  # an agent that always chooses the same value\n"
          "    def __init__(self, value): self.value = value\n"
          "    def choose(self, state, legal): return self.value")
"""What every reproduction printed assumes."""


# -- bounds --------------------------------------------------------------------------------------------------------
class Overtime(BaseException):
    """A call took longer than its bound (a BaseException, so that no ``except Exception`` of the code swallows it)."""


@contextmanager
def bounded(seconds: float = SECONDS) -> Iterator[None]:
    """Raise Overtime inside the block once ``seconds`` have passed (SIGALRM: the main thread only)."""

    def ring(_signum: int, _frame: Any) -> None:
        raise Overtime(f"more than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def limit_memory() -> None:
    """Cap this process's address space at ``MEMORY``, so that a call that would take all memory raises instead."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = MEMORY if hard == resource.RLIM_INFINITY else min(MEMORY, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))


# -- tallies -------------------------------------------------------------------------------------------------------
@dataclass
class Tally:
    """What one part counted: how many things were tried, their outcomes, and the violations (each a kind, the
    shortest reproduction of it, and how often it happened)."""

    part: str
    count: int = 0
    outcomes: Counter = field(default_factory=Counter)
    violations: dict[str, dict[str, Any]] = field(default_factory=dict)
    seconds: float = 0.0

    def bad(self, kind: str, repro: str, detail: str = "") -> bool:
        """Note a violation of ``kind``; True when ``repro`` is kept as its shortest reproduction so far."""
        kind = kind[:300]
        seen = self.violations.setdefault(kind, {"times": 0, "repro": repro, "detail": detail})
        seen["times"] += 1
        if seen["times"] == 1 or len(repro) < len(seen["repro"]):
            seen["repro"], seen["detail"] = repro, detail
            return True
        return False

    @property
    def violated(self) -> int:
        """How many violations were found."""
        return sum(v["times"] for v in self.violations.values())

    def to_dict(self) -> dict[str, Any]:
        """The tally as JSON-able data (a part's process sends it so)."""
        return {"part": self.part, "count": self.count, "outcomes": dict(self.outcomes),
                "violations": self.violations, "seconds": self.seconds}


def error_name(error: BaseException) -> str:
    """The error's class and the start of its message."""
    return f"{type(error).__name__}: {str(error)[:120]}"


def echoes(message: str, given: Any) -> bool:
    """Whether ``message`` repeats a long text or bytes it was given (``ECHO`` characters of it)."""
    if isinstance(given, (str, bytes)) and len(given) > 4 * ECHO:
        head = given[:ECHO] if isinstance(given, str) else given[:ECHO].decode("latin-1")
        return head in message or repr(head)[1:-1] in message
    return False


# -- the hostile values --------------------------------------------------------------------------------------------
def big_int() -> int:
    """A whole number of 5 000 digits (over Python's 4 300 digits for text), built from its text."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return int("9" * 5000)
    finally:
        sys.set_int_max_str_digits(before)


def deep_list(depth: int = 100_000) -> list:
    """A list nested ``depth`` deep (its repr overflows the stack)."""
    return reduce(lambda inner, _: [inner], range(depth), [])


class Liar:
    """An agent that always chooses the same ``value``."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def choose(self, state: State, legal: list[Action]) -> Any:
        """The same value, whatever is legal."""
        return self.value


POOL: list[tuple[str, Callable[[], Any]]] = [
    ("None", lambda: None), ("True", lambda: True), ("False", lambda: False), ("-1", lambda: -1), ("0", lambda: 0),
    ("1", lambda: 1), ("3", lambda: 3), ("2**64", lambda: 2**64), ("-2**64", lambda: -2**64), ("10**7", lambda: 10**7),
    ("10**5000 - 1", big_int), ("1 - 10**5000", lambda: -big_int()),
    ("float('nan')", lambda: math.nan), ("float('inf')", lambda: math.inf), ("float('-inf')", lambda: -math.inf),
    ("0.5", lambda: 0.5), ("1e-300", lambda: 1e-300), ("5e-324", lambda: 5e-324), ("1e308", lambda: 1e308),
    ("1j", lambda: 1j), ("b'roll'", lambda: b"roll"), ("bytearray(b'\\xff' * 10)", lambda: bytearray(b"\xff" * 10)),
    ("'x' * 1_000_000", lambda: "x" * 1_000_000), ("'9' * 5000", lambda: "9" * 5000),
    ("'die ' + '9' * 5000", lambda: "die " + "9" * 5000), ("'die -1'", lambda: "die -1"), ("'die 6'", lambda: "die 6"),
    ("'\\ud800'", lambda: "\ud800"), ("'roll \\udcff'", lambda: "roll \udcff"), ("''", lambda: ""),
    ("'   '", lambda: "   "), ("'\\x00'", lambda: "\x00"), ("'3'", lambda: "3"), ("'-0'", lambda: "-0"),
    ("'fr'", lambda: "fr"), ("'\\ufeff{'", lambda: "\ufeff{"), ("'[1]'", lambda: "[1]"),
    ("'{' * 100_000", lambda: "{" * 100_000), ("'[' * 100_000", lambda: "[" * 100_000),
    ("reduce(lambda x, _: [x], range(100_000), [])", deep_list), ("[1, 2, 3]", lambda: [1, 2, 3]),
    ("[None] * 3", lambda: [None] * 3), ("{'a': 1}", lambda: {"a": 1}), ("{}", lambda: {}), ("()", lambda: ()),
    ("object()", lambda: object()), ("...", lambda: ...), ("Action('roll', 2**64)", lambda: Action("roll", 2**64)),
    ("Action('')", lambda: Action("")), ("Action('die', -1)", lambda: Action("die", -1)),
    ("Action('go', 1, True)", lambda: Action("go", 1, True)), ("{0: 1}", lambda: {0: 1}),
]
"""Odd values, each with the Python text that makes it (for the reproductions)."""


def from_pool(rng: random.Random) -> tuple[str, Any]:
    """A hostile value and its text."""
    label, make = rng.choice(POOL)
    return label, make()


def near_valid(rng: random.Random, m: Match) -> tuple[str, Any]:
    """A value close to what the match takes now: one of its legal actions or its notation, misspelt or not."""
    legal = m.legal_actions()
    if not legal:
        return rng.choice([("'roll'", "roll"), ("6", 6), ("'die 6'", "die 6")])
    i = rng.randrange(len(legal))
    notation = legal[i].notation
    texts = [notation, f"  {notation.upper()} ", notation + " 9", notation + "\ud800", notation.replace(" ", "  x ", 1)]
    return rng.choice([(f"m.legal_actions()[{i}]", legal[i]), *((repr(text), text) for text in texts)])


def value(rng: random.Random, m: Match) -> tuple[str, Any]:
    """A hostile value two times in three, else a near-valid one."""
    return from_pool(rng) if rng.random() < 2 / 3 else near_valid(rng, m)


def count_value(rng: random.Random, m: Match, top: int) -> tuple[str, Any]:
    """A hostile value half the time, else a whole number from 0 to ``top`` (often allowed)."""
    if rng.random() < 0.5:
        return from_pool(rng)
    n = rng.randint(0, max(top, 0) + 1)
    return str(n), n


def seat_counts(key: str) -> list[int]:
    """The numbers of players a game starts with (by its defaults)."""
    spec = gangs.GAMES[key]
    counts = []
    for n in range(spec.min_players, spec.max_players + 1):
        try:
            spec.initial_state([f"P{i}" for i in range(n)], spec.check_options({}))
        except ValueError:
            continue
        counts.append(n)
    return counts


def sample_options(rng: random.Random, key: str, players: int) -> dict[str, Any]:
    """Random values among each option's samples (never a file's path), each option set one time in three, that
    the game starts with for ``players`` (none if five draws fail)."""
    spec = gangs.GAMES[key]
    for _ in range(5):
        chosen = {name: rng.choice(option.samples()) for name, option in spec.options.items()
                  if not option.reads_file and rng.random() < 1 / 3}
        try:
            spec.initial_state([f"P{i}" for i in range(players)], spec.check_options(chosen))
        except ValueError:
            continue
        return chosen
    return {}


def call_text(head: str, options: dict[str, Any]) -> str:
    """``head`` followed by ``options`` as keyword arguments, closed."""
    return head + "".join(f", {k}={v!r}" for k, v in options.items()) + ")"


# -- 1. API calls --------------------------------------------------------------------------------------------------
@dataclass
class Call:
    """One public call: what it is (``api``), its text, how to make it, what it may change and which errors its
    contract allows (``expect``); ``names``: words one of which a plain ValueError's message must hold."""

    api: str
    code: str
    run: Callable[[], Any]
    changes: bool = False
    on_state: bool = False
    expect: tuple[type, ...] = (IllegalAction,)
    names: tuple[str, ...] = ()
    given: Any = None
    alone: bool = False


def snapshot(m: Match) -> tuple:
    """What a refusal must leave as it was: the state, the record (written as UTF-8), the log, the decisions, the
    undo stack and the loaded dice."""
    return (m.state.to_dict(), m.record.to_json().encode("utf-8"), len(m.log), m.decisions, m.can_redo,
            tuple(m.forced))


def choose_call(rng: random.Random, m: Match, key: str) -> Call:
    """One public call with an odd value, on ``m`` (a match of ``key``) or on the module."""
    api = rng.choice(["new", "play", "force", "undo", "redo", "branch", "reseed", "run", "state_at", "load",
                      "from_json", "parse_action", "check"])
    if api == "new":
        return _new_call(rng, m, key)
    if api in ("play", "force", "parse_action", "check"):
        label, given = value(rng, m)
        if api == "play":
            return Call("m.play", f"m.play({label})", lambda: m.play(given), changes=True, given=given)
        if api == "force":
            return Call("m.force", f"m.force({label})", lambda: m.force(given), changes=True, given=given)
        if api == "parse_action":
            return Call("Game.parse_action", f"m.game.parse_action(m.state, {label})",
                        lambda: m.game.parse_action(m.state, given), on_state=True, given=given)
        return Call("state.check", f"m.state.check({label})", lambda: m.state.check(given), on_state=True, given=given)
    if api in ("undo", "redo", "branch", "state_at", "reseed"):
        top = {"undo": m.decisions, "redo": m.can_redo, "branch": m.decisions, "state_at": m.decisions,
               "reseed": 99}[api]
        label, given = count_value(rng, m, top)
        method = getattr(m, api)
        if api == "state_at":
            return Call("m.state_at", f"m.state_at({label})", lambda: method(given), expect=(ValueError,),
                        names=("decision",), given=given)
        return Call(f"m.{api}", f"m.{api}({label})", lambda: method(given), changes=api != "branch", given=given)
    if api == "run":
        return _run_call(rng, m)
    if api == "load":
        label, given = rng.choice([from_pool(rng), ("m.record.to_json()", m.record.to_json()),
                                   ("'\\ufeff' + m.record.to_json()", "\ufeff" + m.record.to_json()),
                                   ("m.record.to_dict()", m.record.to_dict())])
        if rng.random() < 0.25:
            lang_label, lang = from_pool(rng)
            return Call("gangs.load", f"gangs.load(m.record.to_json(), lang={lang_label})",
                        lambda: gangs.load(m.record.to_json(), lang=lang), expect=(RecordError, ValueError),
                        names=("lang",), given=lang)
        return Call("gangs.load", f"gangs.load({label})", lambda: gangs.load(given), expect=(RecordError,), given=given,
                    alone=not label.startswith("m."))
    label, given = rng.choice([from_pool(rng), ("m.record.to_json()", m.record.to_json()),
                               ("'\\ufeff' + m.record.to_json()", "\ufeff" + m.record.to_json()),
                               ("m.record.to_json()[:-9]", m.record.to_json()[:-9])])
    return Call("Record.from_json", f"gangs.Record.from_json({label})", lambda: Record.from_json(given),
                expect=(RecordError,), given=given, alone=not label.startswith("m."))


ODD_NAMES = [("['x' * 1_000_000, 'b']", ["x" * 1_000_000, "b"]), ("['\\ud800', 'b']", ["\ud800", "b"]),
             ("[None, 1]", [None, 1]), ("['a', 'a']", ["a", "a"]), ("[b'a', b'b']", [b"a", b"b"]),
             ("['', ' ']", ["", " "]), ("[[1], [2]]", [[1], [2]]), ("['P'] * 10**6", ["P"] * 10**6)]
"""Odd lists of player names, with their texts."""


def _new_call(rng: random.Random, m: Match, key: str) -> Call:
    """``gangs.new`` with one odd argument: the game, the players, the seed, the language or an option."""
    n, seed = len(m.players), rng.randrange(1000)
    which = rng.choice(["game", "players", "players", "names", "seed", "lang", "option", "option", "option"])
    label, given = from_pool(rng)
    args: dict[str, Any] = {"game": key, "players": n, "seed": seed}
    texts = {"game": repr(key), "players": str(n), "seed": str(seed)}
    options: dict[str, Any] = {}
    if which == "names":
        label, given = rng.choice(ODD_NAMES)
        given = list(given)
        which = "players"
    if which in ("game", "players", "seed"):
        args[which], texts[which] = given, label
    elif which == "lang":
        options["lang"] = given
    else:
        names = list(gangs.GAMES[key].options) + ["colour"]
        name = rng.choice(names)
        options[name] = given
    extra = "".join(f", {k}={label}" for k in options)
    code = f"gangs.new({texts['game']}, players={texts['players']}, seed={texts['seed']}{extra})"

    def make() -> Match:
        made = gangs.new(args["game"], players=args["players"], seed=args["seed"], **options)
        odd = {k: v for k, v in options.items() if k in made.game.options}
        if odd:                       # an odd value accepted: the game must still end
            made.run(max_steps=made.game.max_decisions)
            if not made.is_over:
                raise AssertionError(f"accepted {odd!r} and the game is not over after max_decisions "
                                     f"({made.game.max_decisions})")
        snapshot(made)
        return made

    return Call("gangs.new", code, make, expect=(ValueError,), given=given, alone=True)


def _run_call(rng: random.Random, m: Match) -> Call:
    """``m.run`` with odd agents or an odd ``max_steps``."""
    n = len(m.players)
    if rng.random() < 0.5:
        label, given = from_pool(rng)
        return Call("m.run", f"m.run(max_steps={label})", lambda: m.run(max_steps=given), changes=True,
                    expect=(ValueError,), names=("max_steps",), given=given)
    label, given = from_pool(rng)
    steps = rng.randint(0, 4)
    agents_label, agents = rng.choice([
        (label, given), (f"[{label}] * {n}", [given] * n), (f"{{0: {label}}}", {0: given}),
        (f"{{{label}: None}}", None), (f"[Liar({label})] * {n}", [Liar(given)] * n),
        (f"{{{n - 1}: Liar({label})}}", {n - 1: Liar(given)}), ("'x'", "x"), (f"{{{n + 5}: None}}", {n + 5: None})])
    if agents is None:
        try:
            agents = {given: None}
        except TypeError:            # an unhashable value: a dict with it as key cannot be made
            agents_label, agents = f"[{label}]", [given]
    return Call("m.run", f"m.run(agents={agents_label}, max_steps={steps})",
                lambda: m.run(agents=agents, max_steps=steps), changes=True, expect=(ValueError,), names=("agent",),
                given=given)


def judge(tally: Tally, call: Call, repro: str, error: BaseException) -> None:
    """Whether a refusal keeps its call's contract: its error's class and message."""
    if not isinstance(error, call.expect):
        tally.bad(f"{call.api} raises {type(error).__name__} (its contract: "
                  f"{' or '.join(e.__name__ for e in call.expect)})", repro, error_name(error))
        return
    message = str(error)
    tally.outcomes[f"refused ({type(error).__name__})"] += 1
    if not message.strip():
        tally.bad(f"{call.api}: a refusal with no message", repro)
    elif "Exceeds the limit" in message or "integer string conversion" in message:
        tally.bad(f"{call.api}: Python's own number-size ValueError, naming no argument", repro, error_name(error))
    elif (type(error) is ValueError and call.names and not any(w in message.lower() for w in call.names)):
        tally.bad(f"{call.api}: a ValueError that names no argument", repro, error_name(error))
    if echoes(message, call.given):
        tally.bad(f"{call.api}: the refusal repeats a long input", repro, f"{len(message)} characters: {message[:100]}")


def api_calls(budget: int, seed: int) -> Tally:
    """Part 1: ``budget`` public calls with odd values, a batch at a random point of each of many matches."""
    tally, rng = Tally("api"), random.Random(seed)
    keys, match_no = list(gangs.GAMES), 0
    while tally.count < budget:
        key = keys[match_no % len(keys)]
        n, s, k = rng.choice(seat_counts(key)), rng.randrange(10**6), rng.randrange(0, 120)
        match_no += 1
        setup = f"m = gangs.new({key!r}, players={n}, seed={s}); m.run(max_steps={k})"
        m = gangs.new(key, players=n, seed=s).run(max_steps=k)
        done: list[str] = []
        before = snapshot(m)
        for _ in range(rng.randint(8, 30)):
            if tally.count >= budget:
                break
            call = choose_call(rng, m, key)
            tally.count += 1
            repro = call.code if call.alone else "\n".join([setup, *done, call.code])
            state_before = m.state.to_dict() if call.on_state else None
            try:
                with bounded():
                    call.run()
            except Overtime as late:
                tally.bad(f"{call.api} takes {late}", repro)
                break
            except MemoryError:
                tally.bad(f"{call.api} runs out of memory (over {MEMORY >> 30} GB)", repro)
                break
            except AssertionError as endless:
                tally.bad(f"{call.api}: an option's accepted value makes the game endless", repro, str(endless)[:200])
                continue
            except Exception as error:  # noqa: BLE001 - every error is judged: the contract's or a violation
                judge(tally, call, repro, error)
                try:
                    after = snapshot(m)
                except Exception as broken:  # noqa: BLE001
                    tally.bad(f"after a refused {call.api}, the record cannot be written", repro, error_name(broken))
                    break
                if after != before:
                    changed = [name for name, a, b in zip(("state", "record", "log", "decisions", "undone", "forced"),
                                                          before, after) if a != b]
                    tally.bad(f"{call.api} refused after changing the match ({', '.join(changed)})", repro,
                              error_name(error))
                    break
                if state_before is not None and m.state.to_dict() != state_before:
                    tally.bad(f"a refused {call.api} changed the state", repro, error_name(error))
                    break
                continue
            tally.outcomes["succeeded"] += 1
            if call.changes or call.on_state:
                try:
                    after = snapshot(m)
                except Exception as broken:  # noqa: BLE001
                    tally.bad(f"after {call.api} succeeded, the record cannot be written", repro, error_name(broken))
                    break
                if call.on_state and after != before:
                    tally.bad(f"{call.api} (a question) changed the match", repro)
                    break
                if after != before:
                    done.append(call.code)
                    before = after
        else:
            _check_reload(tally, m, "\n".join([setup, *done]))
    return tally


def _check_reload(tally: Tally, m: Match, repro: str) -> None:
    """A record that a match wrote always loads, to the same position."""
    try:
        with bounded():
            loaded = gangs.load(m.record.to_json())
    except (Exception, Overtime) as error:  # noqa: BLE001
        tally.bad("a record the match wrote does not load", repro + "\ngangs.load(m.record.to_json())",
                  error_name(error))
        return
    if loaded.state != m.state:
        tally.bad("a record the match wrote loads to another position", repro + "\ngangs.load(m.record.to_json())")


# -- 2. mutated records --------------------------------------------------------------------------------------------
BIG = "@BIG@"
"""Put in a record where a 5 000-digit number goes: JSON text cannot be made with it (Python refuses to write it),
so it is written in after."""

HOSTILE_JSON = [None, True, False, -1, 0, 1, 0.5, 1e-300, 1e308, 2**64, "", "x" * 100_000, "\ud800", [], {}, [1, 2],
                {"a": 1}, "9" * 5000, BIG]
"""Odd values a record's JSON can hold."""


def base_records(rng: random.Random, count: int) -> list[tuple[str, dict[str, Any]]]:
    """Records of random games of every game, stopped at random points (a few played to the end), each with the
    code that makes its match."""
    records = []
    for i in range(count):
        key = list(gangs.GAMES)[i % len(gangs.GAMES)]
        n, s, k = rng.choice(seat_counts(key)), rng.randrange(10**6), None if i % 10 == 9 else rng.randrange(0, 80)
        options = sample_options(rng, key, n)
        m = gangs.new(key, players=n, seed=s, **options).run(max_steps=k)
        code = call_text(f"gangs.new({key!r}, players={n}, seed={s}", options) + f".run(max_steps={k})"
        if rng.random() < 0.2 and not m.is_over:
            reseed, more = rng.randrange(2**32), rng.randrange(0, 10)
            m.reseed(reseed).run(max_steps=more)
            code += f".reseed({reseed}).run(max_steps={more})"
        records.append((code, m.record.to_dict()))
    return records


def mutate(rng: random.Random, data: dict[str, Any]) -> tuple[Any, str, bool]:
    """A mutation of a record's dict: the record to load (its dict or JSON text), what was done, and whether it is
    harmless (the same match must load)."""
    data = json.loads(json.dumps(data))
    kind = rng.choice(["drop", "dup", "swap", "alter", "insert", "truncate", "extend", "number", "upper",
                       "option", "option", "players", "seed", "format", "game", "reseeds", "result", "text",
                       "text", "text", "harmless"])
    steps = data["steps"]
    i = rng.randrange(len(steps)) if steps else 0
    if kind == "drop" and steps:
        del steps[i]
    elif kind == "dup" and steps:
        steps.insert(i, steps[i])
    elif kind == "swap" and len(steps) > 1:
        j = rng.randrange(len(steps))
        steps[i], steps[j] = steps[j], steps[i]
    elif kind == "alter" and steps:
        steps[i] = rng.choice([rng.choice(steps), *HOSTILE_JSON, "roll", "die 7", "draw", "pass 1", steps[i] + " x"])
    elif kind == "insert":
        steps.insert(i, rng.choice(HOSTILE_JSON + ["roll", "die 1", "end"]))
    elif kind == "truncate":
        del steps[rng.randrange(len(steps) + 1):]
    elif kind == "extend":
        steps.extend(steps[-rng.randint(1, 5):] if steps else ["roll"])
    elif kind == "number" and steps:
        words = steps[i].split(" ")
        numbers = [w for w, word in enumerate(words) if word.lstrip("-").isdigit()]
        if numbers:
            w = rng.choice(numbers)
            words[w] = rng.choice([str(int(words[w]) + 1), str(int(words[w]) - 1), "9" * 5000, "-0", "1e3", "٣"])
            steps[i] = " ".join(words)
    elif kind == "upper" and steps:
        steps[i] = "  " + steps[i].upper() + "\t"
    elif kind == "option":
        names = list(gangs.GAMES[data["game"]].options) + ["colour"]
        name = rng.choice(names)
        if rng.random() < 0.3 and name in data["options"]:
            del data["options"][name]
        else:
            data["options"][name] = rng.choice(HOSTILE_JSON + ["no/such/board.toml", "\x00"])
    elif kind == "players":
        players = data["players"]
        how = rng.choice(["drop", "dup", "add", "odd", "empty", "many", "long"])
        if how == "drop":
            players.pop()
        elif how == "dup":
            players.append(players[0])
        elif how == "add":
            players.append("Extra")
        elif how == "odd":
            players[rng.randrange(len(players))] = rng.choice(HOSTILE_JSON)
        elif how == "empty":
            data["players"] = []
        elif how == "many":
            data["players"] = [f"P{k}" for k in range(100_000)]
        else:
            players[0] = "x" * 200_000
    elif kind == "seed":
        data["seed"] = rng.choice(HOSTILE_JSON + ["7", -2**70])
    elif kind == "format":
        if rng.random() < 0.2:
            del data["format"]
        else:
            data["format"] = rng.choice([0, 2, "1", True, 1.0, None, [1], BIG])
    elif kind == "game":
        data["game"] = rng.choice([k for k in gangs.GAMES if k != data["game"]] + [None, 1, "chess", "", "\ud800"])
    elif kind == "reseeds":
        data["reseeds"] = rng.choice([[[0]], [[0, "x"]], [[10**6, 1]], [[-1, 1]], [[0, 2**70]], "x", [[0, BIG]],
                                      [[len(steps), 1], [0, 2]]])
    elif kind == "result":
        data["result"] = rng.choice([v for v in HOSTILE_JSON if v != BIG])
        return _text(data), "result replaced", True
    elif kind == "harmless":
        return _harmless(rng, data)
    elif kind == "text":
        return _text_mutation(rng, data)
    if rng.random() < 0.3:
        return data, f"{kind} (as a dict)", False
    return _text(data), kind, False


def _text(data: dict[str, Any], indent: int | None = 1) -> str:
    """A record's dict as JSON text, the 5 000-digit numbers written in."""
    return json.dumps(data, indent=indent, ensure_ascii=False).replace(json.dumps(BIG), "9" * 5000)


def _harmless(rng: random.Random, data: dict[str, Any]) -> tuple[str, str, bool]:
    """A change that leaves the record what it was: a BOM, spaces, another indent, another order of its keys."""
    how = rng.choice(["bom", "spaces", "indent", "order", "no reseeds"])
    if how == "bom":
        return "\ufeff" + _text(data), "a BOM before the record", True
    if how == "spaces":
        return " \n\t" + _text(data) + "\n\n", "spaces around the record", True
    if how == "indent":
        return _text(data, indent=None), "written on one line", True
    if how == "order":
        return _text(dict(reversed(list(data.items())))), "its keys in another order", True
    data["reseeds"] = []
    return _text(data), "no reseeds (replaying does not need them)", True


def _text_mutation(rng: random.Random, data: dict[str, Any]) -> tuple[Any, str, bool]:
    """A change of the record's text: cut, a character changed or dropped, wrapped, nested deep, odd literals."""
    text = _text(data)
    at = rng.randrange(len(text))
    how = rng.choice(["cut", "char", "drop", "wrap", "deep", "deep steps", "nan", "tail", "dup key", "bytes"])
    if how == "cut":
        return text[:at], "text cut short", False
    if how == "char":
        return text[:at] + rng.choice('{}[]",:0\\\ud800\x00') + text[at + 1:], "a character changed", False
    if how == "drop":
        return text[:at] + text[at + 1:], "a character dropped", False
    if how == "wrap":
        return f"[{text}]", "wrapped in a list", False
    if how == "deep":
        return "[" * 100_000 + "]" * 100_000, "a list nested 100 000 deep", False
    if how == "deep steps":
        return text.replace('"steps": [', '"steps": [' + "[" * 50_000 + "]" * 50_000 + ",", 1), \
            "a step nested 50 000 deep", False
    if how == "nan":
        return text.replace('"seed": ', '"seed": NaN, "x": ', 1), "a NaN literal", False
    if how == "tail":
        return text + "garbage", "garbage after the record", False
    if how == "dup key":
        return text.replace("{", '{"game": "chess", ', 1), "a key written twice", False
    return text.encode("utf-8"), "bytes, not text", False


REPROS = Path(tempfile.gettempdir()) / "hostile-repros"
"""Where a mutated record too long to print is written, for its reproduction."""


def input_text(mutated: Any) -> tuple[str, Callable[[], None]]:
    """How a reproduction names a mutated record: as a literal when it is short, else by the file it is written to
    (``save()`` writes it, once its reproduction is kept)."""
    if isinstance(mutated, dict) or len(mutated) <= 300:
        return repr(mutated), lambda: None
    raw = mutated if isinstance(mutated, bytes) else mutated.encode("utf-8", "surrogatepass")
    path = REPROS / f"{hashlib.sha1(raw).hexdigest()[:12]}.json"
    read = "read_bytes()" if isinstance(mutated, bytes) else "read_bytes().decode('utf-8', 'surrogatepass')"

    def save() -> None:
        REPROS.mkdir(exist_ok=True)
        path.write_bytes(raw)

    return f"pathlib.Path({str(path)!r}).{read}", save


def mutated_records(budget: int, seed: int) -> Tally:
    """Part 2: ``budget`` mutated records loaded: each loads or raises RecordError naming a step of it."""
    tally, rng = Tally("records"), random.Random(seed)
    records = base_records(rng, min(160, max(8, budget // 100)))
    originals: dict[int, State] = {}
    while tally.count < budget:
        index = rng.randrange(len(records))
        code, record = records[index]
        mutated, how, harmless = mutate(rng, record)
        tally.count += 1
        given, save = input_text(mutated)
        repro = f"# from {code}.record.to_dict(), mutated: {how}\ngangs.load({given})"

        def bad(kind: str, detail: str = "", repro: str = repro, save: Callable[[], None] = save) -> None:
            if tally.bad(kind, repro, detail):
                save()

        try:
            with bounded():
                loaded = gangs.load(mutated)
        except Overtime as late:
            bad(f"gangs.load takes {late} ({how})")
            continue
        except MemoryError:
            bad(f"gangs.load runs out of memory ({how})")
            continue
        except RecordError as error:
            tally.outcomes["refused (RecordError)"] += 1
            if harmless:
                bad(f"a harmless change is refused: {how}", error_name(error))
            steps = _steps_of(mutated)
            if error.step is not None and (steps is None or not 0 <= error.step <= len(steps)):
                bad("RecordError names a step the record does not have",
                    f"step {error.step} of {None if steps is None else len(steps)}")
            if not str(error).strip():
                bad("RecordError with no message")
            if len(str(error)) > 4 * ECHO:
                bad("RecordError repeats its input", f"{len(str(error))} characters: {str(error)[:100]}")
            continue
        except Exception as error:  # noqa: BLE001 - anything but RecordError is a violation
            bad(f"gangs.load raises {type(error).__name__} ({how})", error_name(error))
            continue
        tally.outcomes["loaded"] += 1
        if harmless:
            if index not in originals:
                originals[index] = gangs.load(record).state
            if loaded.state != originals[index]:
                bad(f"a harmless change loads another position: {how}")
    return tally


def _steps_of(mutated: Any) -> list | None:
    """The steps of a mutated record, if it has a list of them."""
    try:
        data = mutated if isinstance(mutated, dict) else json.loads(mutated.lstrip("\ufeff"))
    except (ValueError, RecursionError, TypeError, AttributeError):
        return None
    steps = data.get("steps") if isinstance(data, dict) else None
    return steps if isinstance(steps, list) else None


# -- 3. secrets ----------------------------------------------------------------------------------------------------
TELLS_BY_DESIGN = {"street": {"balance_question": "holders"}}
"""Option values that tell a secret by design, left out of the ``secrets`` part (each game's default is played
instead): La Street's ``balance_question="holders"`` asks only the holders of a Balance, so whose turn it is to
answer (and whether anyone is asked) tells who holds one; its doc and the game's README say so, and
``tests/test_leaks.py`` checks what it shows instead."""


def secret_games() -> list[str]:
    """The games with secrets: their State deals again what a player cannot see (``resample``)."""
    return [key for key, spec in gangs.GAMES.items()
            if type(spec.initial_state(["a", "b"], spec.check_options({}))).resample is not State.resample]


def random_play(state: State, rng: random.Random) -> Action:
    """A random action of ``state``: a chance outcome by its probability, else any legal action."""
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        return rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
    return rng.choice(state.legal_actions())


def read_by(events: list, viewer: int, players: int) -> list[tuple]:
    """What ``viewer`` reads of ``events``."""
    return [(e.kind, e.player, e.text, e.rule, dict(e.data)) for e in events if e.readable_by(viewer, players)]


def told(run: Callable[[], Any], viewer: int | None = None) -> str:
    """What ``run`` answers: ``ok`` or its refusal's words as ``viewer`` reads them (the teacher's by default; any
    other error by its class)."""
    try:
        run()
    except IllegalAction as error:
        return f"refused: {error.told(viewer)} [rule: {error.rule}]"
    except Exception as error:  # noqa: BLE001 - another error is an answer too, compared like one
        return f"error: {type(error).__name__}"
    return "ok"


class Secrets:
    """Part 3's comparisons, counted up to ``budget``."""

    def __init__(self, budget: int, seed: int) -> None:
        self.tally, self.rng, self.budget = Tally("secrets"), random.Random(seed), budget

    def same(self, what: str, mine: Any, its: Any, repro: str) -> None:
        """One comparison: what the viewer is shown in the position and in the re-deal."""
        if self.tally.count >= self.budget:
            return
        self.tally.count += 1
        self.tally.outcomes[what] += 1
        if mine != its:
            self.tally.bad(f"{repro.split(':')[0]}: {what} differs in a re-deal", repro, f"{mine!r}"[:120] + " / "
                           + f"{its!r}"[:120])

    def run(self) -> Tally:
        """Random games of every game with secrets, every player count, compared at random points."""
        games, game_no = secret_games(), 0
        while self.tally.count < self.budget:
            key = games[game_no % len(games)]
            counts = seat_counts(key)
            n = counts[(game_no // len(games)) % len(counts)]
            with language("fr" if game_no % 3 == 2 else "en"):
                self.game(key, n, game_no)
            game_no += 1
        return self.tally

    def game(self, key: str, n: int, game_no: int) -> None:
        """One random game of ``key`` for ``n``, compared at about one position in four."""
        spec, rng = gangs.GAMES[key], self.rng
        chosen = sample_options(rng, key, n)
        for name, value in TELLS_BY_DESIGN.get(key, {}).items():
            if chosen.get(name) == value:
                chosen[name] = spec.options[name].default
        options = spec.check_options(chosen)
        names = [f"P{i}" for i in range(n)]
        state, seen, made = spec.initial_state(names, options), {}, []
        self.notations: list[str] = []
        while not state.is_terminal and self.tally.count < self.budget and len(made) < 400:
            action = random_play(state, rng)
            if rng.random() < 0.25:
                for p in range(n):
                    repro = (f"{key}: game {game_no} ({n} players, options {options!r}), after steps {made[-6:]!r} "
                             f"({len(made)} steps), viewer {p}")
                    self.compare(state, state.resample(p, rng), p, action, seen, repro)
            if state.to_move == CHANCE:
                seen.setdefault(action.kind, set()).add(action.notation)
            made.append(action.notation)
            if state.to_move != CHANCE and action.notation not in self.notations:
                self.notations.append(action.notation)
            state.apply(action)

    def compare(self, state: State, twin: State, p: int, action: Action, seen: dict[str, set], repro: str) -> None:
        """What ``p`` is shown in ``state`` and in ``twin``, which he cannot tell apart, and after ``action``."""
        from gangs.render import svg
        from gangs.views import View, sheet_seen

        spec, n = state.game, len(state.names)

        self.same("observation", state.observation(p), twin.observation(p), repro)
        if self.rng.random() < 0.15:
            mine, its = spec.scene(state, p), spec.scene(twin, p)
            self.same("scene (its shapes)", (mine.title, mine.board, mine.pieces), (its.title, its.board, its.pieces),
                      repro)
            if self.rng.random() < 0.15:
                self.same("scene (SVG text)", svg(mine), svg(its), repro)
        for q in range(n):
            self.same("a sheet as he sees it", sheet_seen(state, q, p), sheet_seen(twin, q, p),
                      repro + f", sheet of {q}")
        self.same("the tables", state.tables(), twin.tables(), repro)
        mine, its = View(state, [[]], p, "en"), View(twin, [[]], p, "en")
        self.same("who decides and his choices", (mine.to_move, [(a.notation, a.label) for a in mine.actions]),
                  (its.to_move, [(a.notation, a.label) for a in its.actions]), repro)
        if state.to_move == p:
            typed = self.rng.choice(sorted(set().union(*seen.values()) | {"aumone", "play aumone", "roll", "x"}))
            typed = self.rng.choice([typed, *self.rng.sample(self.notations, min(3, len(self.notations)))])
            self.same("the refusal of what he types", told(lambda: state.check(typed)), told(lambda: twin.check(typed)),
                      repro + f", typing {typed!r}")
            self._loaded(state, twin, p, action, seen, repro)
        after, twin_after = state.clone(), twin.clone()
        events = after.apply(action)
        try:
            twin_events = twin_after.apply(action.notation)
        except IllegalAction:        # another player's action, or a card of a pile that differs: a public difference
            if state.to_move == p:
                self.same("his own action's legality", "legal", "refused", repro + f", playing {action.notation!r}")
            return
        except Exception as error:  # noqa: BLE001 - a re-deal must be a position the rules play on
            self.tally.bad(f"{repro.split(':')[0]}: a re-deal breaks on an action", repro + f", {action.notation!r}",
                           error_name(error))
            return
        self.same("the events he reads", read_by(events, p, n), read_by(twin_events, p, n),
                  repro + f", then {action.notation!r}")
        self.same("observation after the step", after.observation(p), twin_after.observation(p),
                  repro + f", then {action.notation!r}")

    def _loaded(self, state: State, twin: State, p: int, action: Action, seen: dict[str, set], repro: str) -> None:
        """A card loaded (``m.force``) that cannot come now, then the decision played: the refusal reads the same
        in both positions (it names only what the viewer may know)."""
        after = state.clone()
        after.apply(action)
        if after.to_move != CHANCE:
            return
        kind = after.chance_outcomes()[0][0].kind
        twin_after = twin.clone()
        try:
            twin_after.apply(action.notation)
        except Exception:  # noqa: BLE001 - compared elsewhere
            return
        possible = {o.notation for o, _ in after.chance_outcomes()}
        if twin_after.to_move == CHANCE:
            possible |= {o.notation for o, _ in twin_after.chance_outcomes()}
        candidates = sorted(seen.get(kind, set()) - possible)
        if not candidates:
            return
        loaded = self.rng.choice(candidates)
        answers = []
        for position in (state, twin):
            m = Match(position.game, list(position.names), position.options, 0, initial=position.clone())
            answers.append(told(lambda m=m: m.force(loaded)) + " / " + told(lambda m=m: m.play(action.notation)))
        self.same("a loaded card refused", answers[0], answers[1],
                  repro + f", m.force({loaded!r}) then m.play({action.notation!r})")


def secrets(budget: int, seed: int) -> Tally:
    """Part 3: ``budget`` comparisons of what a player may see with the same in a re-deal."""
    return Secrets(budget, seed).run()


# -- 4. uploads ----------------------------------------------------------------------------------------------------
class Watch:
    """An audit hook on ``open`` (and folder listings) that refuses and notes any path the upload being tried
    named."""

    def __init__(self) -> None:
        self.named: set[str] = set()
        self.opened: list[str] = []
        sys.addaudithook(self.hook)

    def hook(self, event: str, args: tuple) -> None:
        """Refuse opening or listing a watched path (a PermissionError, as the system would)."""
        if not self.named or event not in ("open", "os.listdir", "os.scandir") or not args:
            return
        path = args[0]
        if isinstance(path, int) or path is None:
            return
        where = os.path.abspath(os.fsdecode(path))
        if where in self.named:
            self.opened.append(f"{event} {where}")
            raise PermissionError(13, "refused by hostile.py's audit hook", where)

    def watch(self, data: Any) -> None:
        """Watch every path named in ``data`` (an upload's record)."""
        self.named = {os.path.abspath(text) for text in _texts(data) if 0 < len(text) < 4096 and "\x00" not in text}
        self.opened = []


def _texts(data: Any) -> Iterator[str]:
    """Every text inside JSON-like data."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for k, v in data.items():
            yield from _texts(k)
            yield from _texts(v)
    elif isinstance(data, list):
        for item in data:
            yield from _texts(item)


def file(content: Any, name: str = "game.record.json", size: Any = None) -> tuple[dict[str, Any], ...]:
    """A FileUpload value of one file, as the browser sends it."""
    length = len(content) if isinstance(content, (bytes, str)) else 0
    return ({"name": name, "type": "application/json", "size": length if size is None else size,
             "content": memoryview(content) if isinstance(content, bytes) else content,
             "last_modified": 1_764_530_000_000},)


def uploads_to_try(folder: Path) -> list[tuple[str, Any, str, Any]]:
    """The hostile uploads: what each is, the value, what must happen (``kept``, ``loaded`` or ``either``) and
    the data whose paths are watched."""
    valid = gangs.new("ribauds", players=2, seed=3).run(max_steps=40).record
    text = valid.to_json()
    fifo = folder / "fifo"
    os.mkfifo(fifo)
    names = valid.to_dict()
    names["players"] = ["a" * 495_000, "b" * 495_000]
    surrogate = valid.to_dict()
    surrogate["players"] = ["\ud800", "b"]
    tries = [("a valid record", file(text.encode()), "loaded", None),
             ("a valid record after a BOM", file(b"\xef\xbb\xbf" + text.encode()), "loaded", None),
             ("nothing", (), "kept", None),
             ("a text instead of files", "game.record.json", "kept", None),
             ("content None", file(None), "kept", None),
             ("2 MB", file(b" " * 2_000_000), "kept", None),
             ("non-UTF-8 bytes", file(b"\xff\xfe\x00garbage"), "kept", None),
             ("JSON nested 100 000 deep", file(b"[" * 100_000 + b"]" * 100_000), "kept", None),
             ("a seed of 5 000 digits", file(text.replace(f'"seed": {valid.seed}', '"seed": ' + "9" * 5000).encode()),
              "kept", None),
             ("1 MB of player names", file(json.dumps(names).encode()), "kept", names),
             ("a player named by a lone surrogate", file(json.dumps(surrogate).encode()), "either", surrogate)]
    for key in gangs.GAMES:
        record = gangs.new(key, players=2, seed=1).run(max_steps=5).record.to_dict()
        for path in ("/etc/passwd", str(folder), "/dev/zero", str(fifo)):
            data = dict(record, options=dict(record["options"], board=path))
            tries.append((f"{key}, options.board = {path}", file(json.dumps(data).encode()), "kept", data))
    return tries


def hostile_uploads(budget: int, seed: int) -> Tally:
    """Part 4: the hostile uploads (``budget`` of them at most) given to the app's scenario panel."""
    from widgets.scenario import ScenarioPanel

    tally, watch = Tally("uploads"), Watch()
    with tempfile.TemporaryDirectory() as where:
        probe = Path(where) / "probe.toml"
        probe.write_text("")
        watch.watch({"options": {"board": str(probe)}})
        try:
            probe.read_text()
            tally.bad("the audit hook does not refuse an open of a watched path", f"open({str(probe)!r})")
        except PermissionError:
            pass
        watch.named = set()
        for what, upload, expected, data in uploads_to_try(Path(where))[:budget]:
            tally.count += 1
            m = gangs.new("street", players=2, seed=seed).run(max_steps=6)
            before = snapshot(m)
            panel = ScenarioPanel(m, files="browser")
            followed: list[Match] = []
            panel.on_match(followed.append)
            repro = (f"m = gangs.new('street', players=2, seed={seed}).run(max_steps=6)\n"
                     f"ScenarioPanel(m, files='browser').take_upload(...)  # {what}")
            watch.watch(data)
            tracemalloc.start()
            try:
                with bounded():
                    panel.take_upload(upload)
            except Overtime as late:
                tally.bad(f"the upload of {what} takes {late}", repro)
                continue
            except Exception as error:  # noqa: BLE001 - nothing may escape the panel
                tally.bad(f"the upload of {what} raises {type(error).__name__} out of the panel", repro,
                          error_name(error))
                continue
            finally:
                peak = tracemalloc.get_traced_memory()[1]
                tracemalloc.stop()
                opened, watch.named = list(watch.opened), set()
            if opened:
                tally.bad(f"the upload of {what} makes the server open a path it names", repro, "; ".join(opened))
            if peak > UPLOAD_MEMORY:
                tally.bad(f"the upload of {what} costs {peak >> 20} MB", repro)
            replaced = panel.match is not m
            tally.outcomes["loaded" if replaced else "kept the match"] += 1
            if snapshot(m) != before:
                tally.bad(f"the upload of {what} changed the match it replaced or kept", repro)
            if expected == "kept" and (replaced or followed):
                tally.bad(f"the upload of {what} replaced the match", repro)
            if expected == "loaded" and not replaced:
                tally.bad(f"a valid record ({what}) is refused", repro, _plain(panel.message.value))
            if replaced and (followed != [panel.match]
                             or panel.match.record.to_dict() != Record.from_json(_record_text(upload)).to_dict()):
                tally.bad(f"the upload of {what} loads another match, or tells the listeners wrongly", repro)
            if len(panel.message.value) > 4 * ECHO + 100:
                tally.bad(f"the message after {what} repeats the upload", repro,
                          f"{len(panel.message.value)} characters")
            try:
                panel.refresh()
            except Exception as error:  # noqa: BLE001
                tally.bad(f"after the upload of {what}, the panel cannot be drawn", repro, error_name(error))
    return tally


def _plain(html: str) -> str:
    """An HTML message's text, roughly."""
    return html.split(">", 1)[-1].rsplit("<", 1)[0][:160]


def _record_text(upload: tuple) -> str:
    """The text of an uploaded record (a BOM left out)."""
    return bytes(upload[0]["content"]).decode("utf-8").lstrip("\ufeff")


# -- 5. replays ----------------------------------------------------------------------------------------------------
def replays(budget: int, seed: int) -> Tally:
    """Part 5: ``budget`` random games, with reseeds and undos, written to JSON and loaded back exactly."""
    tally, rng = Tally("replays"), random.Random(seed)
    keys = list(gangs.GAMES)
    for i in range(budget):
        key = keys[i % len(keys)]
        counts = seat_counts(key)
        n, s, lang = counts[(i // len(keys)) % len(counts)], rng.randrange(10**6), "fr" if i % 5 == 4 else "en"
        options = sample_options(rng, key, n)
        repro = [call_text(f"m = gangs.new({key!r}, players={n}, seed={s}, lang={lang!r}", options)]
        tally.count += 1
        m = gangs.new(key, players=n, seed=s, lang=lang, **options)
        for _ in range(rng.randint(0, 3)):
            steps = rng.randrange(0, 150)
            m.run(max_steps=steps)
            repro.append(f"m.run(max_steps={steps})")
            if m.is_over:
                break
            if rng.random() < 0.5:
                reseed = rng.randrange(2**32)
                m.reseed(reseed)
                repro.append(f"m.reseed({reseed})")
            if rng.random() < 0.5 and m.decisions:
                back = rng.randint(1, min(m.decisions, 20))
                m.undo(back)
                repro.append(f"m.undo({back})")
        m.run()
        repro.append("m.run()")
        text = m.record.to_json()
        try:
            loaded = gangs.load(text, lang=lang)
        except RecordError as error:
            tally.bad("a record a match wrote does not load", "\n".join(repro + ["gangs.load(m.record.to_json())"]),
                      error_name(error))
            continue
        same = (loaded.state.to_dict() == m.state.to_dict(), loaded.record.to_json() == text,
                [(e.kind, e.text) for e in loaded.log] == [(e.kind, e.text) for e in m.log],
                Record.from_json(text).to_json() == text)
        if all(same):
            tally.outcomes["replayed exactly"] += 1
        else:
            which = [w for w, ok in zip(("position", "record", "log", "record text"), same) if not ok]
            tally.bad(f"a loaded record gives another {', '.join(which)}", "\n".join(repro + ["gangs.load(...)"]))
    return tally


# -- 6. hash seeds -------------------------------------------------------------------------------------------------
def hashseed_games(count: int, seed: int) -> list[tuple[str, str]]:
    """The games part 6 plays, each with its reproduction and the digest of its record and log (what must not
    depend on ``PYTHONHASHSEED``)."""
    from gangs.agents import GreedyAgent, MCTSAgent

    rng, keys, games = random.Random(seed), list(gangs.GAMES), []
    for i in range(count):
        key = keys[i % len(keys)]
        n, s = rng.choice(seat_counts(key)), rng.randrange(10**6)
        lang = "fr" if i % 3 == 2 else "en"
        m = gangs.new(key, players=n, seed=s, lang=lang)
        if i % 4 == 1:
            agents, steps = [GreedyAgent(s + p) for p in range(n)], None
            text = f"[GreedyAgent({s} + p) for p in range({n})]"
        elif i % 4 == 3:
            agents, steps = [MCTSAgent(playouts=8, rng=s + p) for p in range(n)], 12
            text = f"[MCTSAgent(playouts=8, rng={s} + p) for p in range({n})]"
        else:
            agents, steps, text = None, None, "None"
        m.run(agents=agents, max_steps=steps)
        told_ = m.record.to_json() + "\n" + "\n".join(e.text for e in m.log)
        games.append((f"m = gangs.new({key!r}, players={n}, seed={s}, lang={lang!r}); "
                      f"m.run(agents={text}, max_steps={steps})", hashlib.sha256(told_.encode()).hexdigest()))
    return games


def hash_seeds(budget: int, seed: int) -> Tally:
    """Part 6: ``budget`` games played under each of ``HASH_SEEDS`` in its own process: the same records."""
    tally = Tally("hashseeds")
    runs = {}
    for hash_seed in HASH_SEEDS:
        done = subprocess.run([sys.executable, __file__, "--hash-games", str(budget), "--seed", str(seed)],
                              env=dict(os.environ, PYTHONHASHSEED=hash_seed), capture_output=True, text=True,
                              timeout=1800)
        if done.returncode:
            tally.bad(f"the games under PYTHONHASHSEED={hash_seed} fail", f"PYTHONHASHSEED={hash_seed}",
                      done.stderr[-300:])
            return tally
        runs[hash_seed] = json.loads(done.stdout.splitlines()[-1])
    first = runs[HASH_SEEDS[0]]
    for i, (repro, digest) in enumerate(first):
        tally.count += 1
        differ = [h for h in HASH_SEEDS[1:] if runs[h][i][1] != digest]
        if differ:
            tally.bad("a game's record or log depends on PYTHONHASHSEED",
                      f"PYTHONHASHSEED={differ[0]} vs {HASH_SEEDS[0]}: from gangs.agents import *; {repro}")
        else:
            tally.outcomes[f"identical under {len(HASH_SEEDS)} hash seeds"] += 1
    return tally


# -- 7. simulate ---------------------------------------------------------------------------------------------------
def simulate_ways(budget: int, seed: int) -> Tally:
    """Part 7: ``gangs.analysis.simulate`` five ways, ``budget`` games a game: the same rows every way."""
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    from dask.distributed import Client, LocalCluster

    from gangs.analysis import simulate

    tally = Tally("simulate")
    plans = [(key, seat_counts(key)[0], "greedy,random" if key in ("street", "chicago") else "random")
             for key in gangs.GAMES]
    serial = {}
    for key, n, agents in plans:
        tally.count += budget
        try:
            serial[key] = simulate(key, budget, players=n, agents=agents, seed=seed, progress=False)
        except Exception as error:  # noqa: BLE001 - a game simulate cannot play is reported, the others go on
            tally.bad(f"simulate raises {type(error).__name__} serially", _sim_repro(key, budget, n, agents, seed,
                                                                                     "serially"), error_name(error))
            continue
        tally.outcomes["serial (the reference)"] += 1
    plans = [plan for plan in plans if plan[0] in serial]

    def compare(way: str, executor: Any) -> None:
        for key, n, agents in plans:
            tally.count += budget
            try:
                rows = simulate(key, budget, players=n, agents=agents, seed=seed, executor=executor, progress=False)
            except Exception as error:  # noqa: BLE001
                tally.bad(f"simulate on {way} raises {type(error).__name__}",
                          _sim_repro(key, budget, n, agents, seed, way), error_name(error))
                continue
            if rows.equals(serial[key]):
                tally.outcomes[f"{way}: identical"] += 1
            else:
                tally.bad(f"simulate on {way} gives other rows", _sim_repro(key, budget, n, agents, seed, way))

    with ThreadPoolExecutor(2) as threads:
        compare("a thread pool (2)", threads)
    with ProcessPoolExecutor(2) as processes:
        compare("a process pool (2)", processes)
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            compare(f"Dask ({workers} worker{'s' if workers > 1 else ''})", client.get_executor())
    return tally


def _sim_repro(key: str, runs: int, n: int, agents: str, seed: int, way: str) -> str:
    """The call that shows what ``simulate`` did on ``way``."""
    executor = "None)" if way == "serially" else f"...)  # {way}, against executor=None"
    return (f"from gangs.analysis import simulate\nsimulate({key!r}, {runs}, players={n}, agents={agents!r}, "
            f"seed={seed}, executor={executor}")


# -- the run -------------------------------------------------------------------------------------------------------
PARTS: dict[str, Callable[[int, int], Tally]] = {
    "api": api_calls, "records": mutated_records, "secrets": secrets, "uploads": hostile_uploads,
    "replays": replays, "hashseeds": hash_seeds, "simulate": simulate_ways}
"""Each part by name, in the order they are reported."""

HOSTILE_INPUT = ("api", "records", "uploads")
"""The parts whose process has its memory capped (they feed the code what could take it all)."""


def run_part(name: str, budget: int, seed: int) -> dict[str, Any]:
    """Run one part in a process of its own (its memory capped when it takes hostile input) and read its tally."""
    started = time.perf_counter()
    try:
        command = [sys.executable, __file__, "--worker", name, "--budget", str(budget), "--seed", str(seed)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=3600)
        result = json.loads(done.stdout.splitlines()[-1])
    except (subprocess.TimeoutExpired, json.JSONDecodeError, IndexError) as error:
        stderr = getattr(done, "stderr", "") if "done" in locals() else ""
        tally = Tally(name)
        tally.bad("the part's process died or hung", f"python benchmarks/hostile.py --parts {name}",
                  f"{type(error).__name__}; {stderr[-400:]}")
        result = tally.to_dict()
    result["seconds"] = time.perf_counter() - started
    return result


def spaced(number: int) -> str:
    """A whole number with its thousands set apart by spaces, as the issue writes them (21 798)."""
    return f"{number:,}".replace(",", " ")


def report(result: dict[str, Any]) -> None:
    """Print one part's counts, outcomes and violations (each kind once, with its shortest reproduction)."""
    name = result["part"]
    violated = sum(v["times"] for v in result["violations"].values())
    print(f"\n== {name}: {spaced(result['count'])} {TITLES[name]}, {spaced(violated)} violations "
          f"({result['seconds']:.0f} s, {result.get('cpu', 0):.0f} s of CPU)")
    for outcome, times in sorted(result["outcomes"].items()):
        print(f"   {spaced(times):>8}  {outcome}")
    for kind, seen in sorted(result["violations"].items(), key=lambda item: -item[1]["times"]):
        print(f"   VIOLATION ×{seen['times']}: {kind}")
        if seen["detail"]:
            print(f"      {seen['detail']}")
        for line in seen["repro"].splitlines():
            print(f"      > {line[:300]}")
    sys.stdout.flush()


def main() -> int:
    """Run the parts asked for and print their figures; 1 if anything was violated."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small budgets: a smoke test of a few seconds")
    parser.add_argument("--parts", nargs="*", choices=list(PARTS), default=list(PARTS), help="these parts only")
    parser.add_argument("--seed", type=int, default=25, help="the seed of every random choice (default 25)")
    parser.add_argument("--jobs", type=int, default=2, help="parts run at once (default 2; simulate runs alone)")
    parser.add_argument("--worker", choices=list(PARTS), help=argparse.SUPPRESS)
    parser.add_argument("--budget", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--hash-games", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.hash_games is not None:
        print(json.dumps(hashseed_games(args.hash_games, args.seed)))
        return 0
    if args.worker:
        if args.worker in HOSTILE_INPUT:
            limit_memory()
        sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
        started = time.perf_counter()
        tally = PARTS[args.worker](args.budget, args.seed)
        tally.seconds = time.perf_counter() - started
        result = tally.to_dict()
        result["cpu"] = sum(usage.ru_utime + usage.ru_stime for usage in (
            resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)))
        print(json.dumps(result))
        return 0
    budgets = QUICK if args.quick else FULL
    print(f"hostile run, seed {args.seed}, {'quick' if args.quick else 'full'} budgets; reproductions assume:")
    print("\n".join(f"   {line}" for line in HEADER.splitlines()))
    started = time.perf_counter()
    alone = [p for p in args.parts if p == "simulate"]
    together = [p for p in args.parts if p != "simulate"]
    results = {}
    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futures = {pool.submit(run_part, p, budgets[p], args.seed): p for p in together}
        for future in futures:
            results[futures[future]] = future.result()
            report(results[futures[future]])
    for p in alone:
        results[p] = run_part(p, budgets[p], args.seed)
        report(results[p])
    print(f"\n{'part':<10} {'what':<28} {'count':>9} {'violations':>11}")
    total = 0
    for p in args.parts:
        violated = sum(v["times"] for v in results[p]["violations"].values())
        total += violated
        print(f"{p:<10} {TITLES[p]:<28} {spaced(results[p]['count']):>9} {spaced(violated):>11}")
    cpu = sum(result.get("cpu", 0) for result in results.values())
    print(f"{time.perf_counter() - started:.0f} s in all ({cpu:.0f} s of CPU); "
          f"{'no violation' if not total else f'{spaced(total)} violations'}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
