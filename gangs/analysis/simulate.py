"""Many whole games at once, to a pandas DataFrame: serially, on a process pool or on a Dask cluster.

``simulate("street", 1000, players=4, agents=["mcts", "random", "random", "random"])`` plays 1000 matches
with the seeds ``seed``, ``seed + 1``... and gives one row per match. The rows depend on the seeds only:
each match and each of its computer players is built, inside the worker, from the run's seed and the seat,
so the same seeds give the same rows serially, on a ``ProcessPoolExecutor`` or on a Dask cluster
(``distributed.Client(...).get_executor()``).

Work goes to an executor in *chunks*: consecutive runs sent as one task, so that the cost of a task
(pickling, scheduling) is paid once per chunk, not once per game. A match that raises stops its chunk;
``simulate`` then cancels the chunks not yet started, keeps the rows of every match that finished, and
raises ``SimulationError`` naming the run and its seed, with those rows (``.rows``, ``.frame``). Each match is
played with Python's garbage collector kept off the objects that outlive it (``collector.spare_long_lived``).

A game may add its own columns: when its final ``State`` has a method ``summary_row()`` returning
``{column: number or text}``, those columns join the row (``State.tables()`` is not dumped: a table is
for a person to read beside the board, a row is for counting).
"""

from __future__ import annotations

import importlib
import math
import os
import random
import traceback
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..agents import GreedyAgent, MCTSAgent, RandomAgent
from ..kernel import Match
from ..kernel.lang import DEFAULT, current, language, plural_translator, translator
from ..kernel.limits import is_seed, seed_refusal, shown
from ..kernel.registry import GAMES, new
from .collector import spare_long_lived
from .ending import ending

_ = translator("kernel")
n_ = plural_translator("kernel")

AGENTS = ("random", "greedy", "mcts")
"""The computer players named in an agent spec; ``mcts:N`` sets MCTS's playouts, ``mcts:Ts`` its seconds."""

Row = dict[str, Any]
Job = tuple[int, int]
"""One match to play: its run number and its seed."""


class SimulationError(RuntimeError):
    """A match raised while many were played.

    ``run`` and ``seed``: the match that failed (for a task lost as a whole, a worker that died, the first
    run of that task); ``details``: the error as the worker told it, with its traceback; ``rows``: the rows
    of every match that finished before the simulation stopped, in run order (a list of dicts);
    ``frame``: the same rows as a DataFrame.
    """

    def __init__(self, message: str, run: int, seed: int, details: str, rows: list[Row]) -> None:
        super().__init__(message)
        self.run, self.seed, self.details, self.rows = run, seed, details, rows

    @property
    def frame(self):
        """The rows of the matches that finished, as a pandas DataFrame."""
        import pandas

        return pandas.DataFrame(self.rows)


@dataclass(frozen=True)
class Failure:
    """What a worker sends back about the match that raised (text, so that any error crosses processes)."""

    run: int
    seed: int
    error: str
    details: str


def make_agent(spec: str, rng: random.Random):
    """The computer player a spec names, seeded with ``rng``.

    ``"random"``, ``"greedy"``, ``"mcts"`` (``gangs.agents.mcts.PLAYOUTS``, 300 playouts a decision),
    ``"mcts:500"`` (500 playouts),
    ``"mcts:0.5s"`` (half a second a decision: the rows then depend on the machine), or
    ``"module:Name"``: a class of your own (``module`` a dotted import path), importable by every worker,
    built as ``Name(rng=rng)``.
    ValueError naming the spec when it names no player.
    """
    if not isinstance(spec, str):
        raise ValueError(_("an agent is named by text ({agents}, mcts:N...), not {spec}").format(
            agents=", ".join(AGENTS), spec=repr(spec)))
    name, sep, budget = spec.strip().partition(":")
    if name == "random" and not sep:
        return RandomAgent(rng)
    if name == "greedy" and not sep:
        return GreedyAgent(rng)
    if name == "mcts":
        if not sep:
            return MCTSAgent(rng=rng)
        try:
            if budget.endswith("s"):
                return MCTSAgent(playouts=None, seconds=float(budget[:-1]), rng=rng)
            return MCTSAgent(playouts=int(budget), rng=rng)
        except ValueError as error:
            # Translators: {error} is Python's own reason, in English; leave it out if you like
            raise ValueError(_("agent {spec}: mcts:N takes a number of playouts, mcts:Ts seconds ({error})").format(
                spec=repr(spec), error=error)) from None
    if sep and name not in AGENTS:
        try:
            made = getattr(importlib.import_module(name), budget)
        except (ImportError, AttributeError) as error:
            raise ValueError(_("agent {spec}: cannot import {name} from {module} ({error})").format(
                spec=repr(spec), name=repr(budget), module=repr(name), error=error)) from None
        return made(rng=rng)
    raise ValueError(_("no agent {spec}; the agents are {agents}, mcts:N (playouts), mcts:Ts (seconds) and "
                       "module:Name (a class of your own)").format(spec=repr(spec), agents=", ".join(AGENTS)))


def seat_rng(seed: int, seat: int) -> random.Random:
    """The random generator of the computer player in ``seat`` of the match with ``seed``."""
    return random.Random(f"simulate {seed} seat {seat}")


def play_game(common: tuple[str, list[str], dict[str, Any], list[str]], job: Job) -> Row:
    """One match from start to end: ``common`` is (game key, player names, checked options, agent specs). Nobody
    reads its events: they are facts, never worded."""
    key, names, options, specs = common
    run, seed = job
    match = Match(GAMES[key], names, options, seed)
    match.run(agents=[make_agent(spec, seat_rng(seed, seat)) for seat, spec in enumerate(specs)])
    row: Row = {"run": run, "seed": seed}
    row.update({f"agent {name}": spec for name, spec in zip(names, specs)})
    row.update(outcome_row(match, run, seed))
    return row


def outcome_row(match: Match, run: int, seed: int) -> Row:
    """How a finished ``match`` came out, as one row: run, seed, winners, ended, rounds, decisions, each
    player's score and share of the win, then the game's own columns (``State.summary_row``)."""
    names = match.players
    row: Row = {"run": run, "seed": seed, "winners": ", ".join(names[p] for p in match.winners),
                "ended": ending(match), "rounds": match.state.turn, "decisions": match.decisions}
    row.update({f"score {name}": score for name, score in zip(names, match.scores)})
    share = 1 / len(match.winners) if match.winners else 0.0
    row.update({f"won {name}": share if seat in match.winners else 0.0 for seat, name in enumerate(names)})
    own = getattr(match.state, "summary_row", None)
    if callable(own):
        extra = own()
        clash = sorted(set(extra) & set(row))
        if clash:
            raise ValueError(_("{game}'s summary_row() reuses the columns {columns}").format(
                game=match.game.name, columns=", ".join(map(str, clash))))
        row.update(extra)
    return row


def play_chunk(play: Callable[[Any, Job], Row], common: Any, jobs: Sequence[Job],
               lang: str = DEFAULT) -> tuple[list[Row], Failure | None]:
    """Play ``jobs`` in turn (in a worker): the rows, and the Failure of the match that raised, if one did
    (the chunk stops there). Each match is played with the collector kept off what outlives it
    (``spare_long_lived``). ``lang``: the language of the caller, that a worker does not inherit, in which an
    error raised outside the matches (a game's own columns that clash) is told; the matches speak English, so
    that the rows and their cost depend on the seeds only."""
    rows: list[Row] = []
    with language(lang):
        for run, seed in jobs:
            try:
                with spare_long_lived():
                    rows.append(play(common, (run, seed)))
            except Exception as error:
                return rows, Failure(run, seed, f"{type(error).__name__}: {error}", traceback.format_exc())
    return rows, None


def workers(executor: Executor) -> int:
    """How many tasks ``executor`` runs at once: a pool's ``max_workers``, a Dask client's threads, or else
    this machine's processors."""
    count = getattr(executor, "_max_workers", None)
    if isinstance(count, int) and count > 0:
        return count
    client = getattr(executor, "_client", None)                  # distributed.Client(...).get_executor()
    if client is not None:
        try:
            return max(1, sum(client.nthreads().values()))
        except Exception:
            pass
    return os.cpu_count() or 1


def check_seeds(seed: int, runs: int) -> None:
    """ValueError unless every run's seed, ``seed`` to ``seed + runs - 1``, is a seed (``gangs.kernel.limits``):
    checked before any game is played."""
    for first_or_last in (seed, seed + max(runs - 1, 0)):
        if not is_seed(first_or_last):
            raise ValueError(_("the seeds of the runs go from {seed} to {last}: {why}").format(
                seed=shown(seed), last=shown(seed + max(runs - 1, 0)), why=seed_refusal(first_or_last)))


def chunk_size(runs: int, executor: Executor | None, chunk: int | None = None) -> int:
    """Runs per task: ``chunk`` when given; serially 1 (no task to pay for, and the finest progress); on an
    executor about ``runs / (4 × workers)``, so each worker gets about four tasks, and at least 1."""
    if chunk is not None:
        if isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1:
            raise ValueError(_("chunk is a whole number of runs, at least 1, not {chunk}").format(chunk=repr(chunk)))
        return chunk
    if executor is None:
        return 1
    return max(1, math.ceil(runs / (4 * workers(executor))))


def _lost(what: str, jobs: Sequence[Job], error: str) -> str:
    """The message of a task lost as a whole (its worker died...), naming its runs and seeds."""
    first, last = jobs[0], jobs[-1]
    if first == last:
        return _("{what}run {run} (seed {seed}) was lost: {error}").format(what=what, run=first[0], seed=first[1],
                                                                            error=error)
    return _("{what}runs {first} to {last} (seeds {first_seed} to {last_seed}) were lost: {error}").format(
        what=what, first=first[0], last=last[0], first_seed=first[1], last_seed=last[1], error=error)


def execute(play: Callable[[Any, Job], Row], common: Any, jobs: Sequence[Job], executor: Executor | None = None,
            chunk: int | None = None, tick: Callable[[int], None] | None = None, what: str = "") -> list[Row]:
    """The rows of ``play(common, job)`` for every job, in the order of the jobs, played in chunks serially or
    on ``executor``; ``tick(n)`` after each chunk of ``n`` runs. SimulationError (with the rows done) when a
    match raises or a task is lost; ``what`` names the simulation in its message."""
    size = chunk_size(len(jobs), executor, chunk)
    chunks = [list(jobs[start:start + size]) for start in range(0, len(jobs), size)]
    done: list[Row] = []
    failures: list[tuple[Failure, str]] = []

    def take(rows: list[Row], failure: Failure | None, count: int) -> None:
        done.extend(rows)
        if failure is not None:
            failures.append((failure, _("{what}run {run} (seed {seed}) raised {error}").format(
                what=what, run=failure.run, seed=failure.seed, error=failure.error)))
        elif tick:
            tick(count)

    if executor is None:
        for part in chunks:
            take(*play_chunk(play, common, part, current()), len(part))
            if failures:
                break
    else:
        lang = current()
        pending: dict[Future, list[Job]] = {executor.submit(play_chunk, play, common, part, lang): part
                                            for part in chunks}
        try:
            while pending:
                finished, _running = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    part = pending.pop(future)
                    if future.cancelled():
                        continue
                    try:
                        rows, failure = future.result()
                    except Exception as error:                   # the task itself was lost (a worker died...)
                        rows, failure = [], Failure(part[0][0], part[0][1], f"{type(error).__name__}: {error}",
                                                    "".join(traceback.format_exception(error)))
                        failures.append((failure, _lost(what, part, failure.error)))
                        continue
                    take(rows, failure, len(part))
                if failures:
                    for future in pending:
                        future.cancel()
        finally:
            for future in pending:
                future.cancel()
    done.sort(key=lambda row: row["run"])
    if failures:
        failure, message = min(failures, key=lambda pair: pair[0].run)
        more = len(failures) - 1
        if more:
            # Translators: the English says "more" whatever the count; say it as your language counts
            message += n_(" (and {count} more failed)", " (and {count} more failed)", more).format(count=more)
        # Translators: the English says "runs" whatever the count; say it as your language counts
        message += n_("; {count} runs finished and are kept in this error's rows",
                      "; {count} runs finished and are kept in this error's rows", len(done)).format(count=len(done))
        message += f"\n{failure.details}"
        raise SimulationError(message, failure.run, failure.seed, failure.details, done)
    return done


def seats(specs: str | Sequence[str] | None, players: int) -> list[str]:
    """One agent spec per seat: None is ``random`` everywhere; one spec (or ``"mcts,random"``, comma
    separated) is given to every seat or must name as many agents as there are players."""
    if specs is None:
        specs = ["random"]
    elif isinstance(specs, str):
        specs = [spec.strip() for spec in specs.split(",")]
    elif isinstance(specs, Sequence):
        specs = list(specs)
    else:
        make_agent(specs, random.Random(0))                        # ValueError: an agent is named by text
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        # Translators: the English says "agents" whatever the count; say it as your language counts
        raise ValueError(n_("{count} agents for {players} seats: {specs}; name one per seat, or one for all",
                            "{count} agents for {players} seats: {specs}; name one per seat, or one for all",
                            len(specs)).format(count=len(specs), players=players, specs=repr(specs)))
    for spec in specs:
        make_agent(spec, random.Random(0))                        # ValueError naming a bad spec, before any work
    return specs


def simulate(game: str, runs: int, players: int | Sequence[str] = 2, agents: str | Sequence[str] | None = None,
             seed: int = 0, options: Mapping[str, Any] | None = None, executor: Executor | None = None,
             chunk: int | None = None, progress: bool = True):
    """Play ``runs`` whole matches of ``game`` (a key of ``gangs.GAMES``) and give one row per match, as a
    pandas DataFrame in run order.

    ``players``: how many (named as ``gangs.new`` names them in the language in force: "Player 1"...,
    « Joueur 1 »...), or their names. ``agents``: the computer player of each seat, by name
    (``"random"``, ``"greedy"``, ``"mcts"``, ``"mcts:200"`` for 200 playouts a decision...; see
    ``make_agent``), a list or a comma-separated text; one name serves every seat; random by default.
    ``seed``: run ``i`` is the match with seed ``seed + i``, its agents seeded from that seed and their seat.
    ``options``: the game's options (``GAMES[game].options``). Players, options and agents are checked
    before any match is played: ValueError naming what is wrong.

    ``executor``: any ``concurrent.futures.Executor`` (a ``ProcessPoolExecutor``, a Dask
    ``Client(...).get_executor()``), None to play here. ``chunk``: runs per task (see ``chunk_size``).
    ``progress``: a tqdm bar (``tqdm.auto``: a widget in a notebook, text on stderr in a terminal), advanced
    as chunks finish.

    Columns: ``run``, ``seed``, ``agent <player>`` per seat, ``winners`` (names, comma separated; shared wins
    name each winner), ``ended`` (``"rules"`` or ``"cap"``, see ``ending``), ``rounds``, ``decisions``,
    ``score <player>`` per seat, ``won <player>`` per seat (his share of the win: 1, 1/2 for a win shared by
    two, 0; its mean is his win rate), then the game's own columns (``State.summary_row()``, when it has one).
    A match that raises: SimulationError naming its run and seed, with the finished rows (``.frame``).
    Errors and the progress bar speak the language in force (``with language("fr")``); the rows do not.
    """
    import pandas
    from tqdm.auto import tqdm

    if isinstance(runs, bool) or not isinstance(runs, int) or runs < 0:
        raise ValueError(_("runs is a whole number of matches, not {runs}").format(runs=repr(runs)))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(_("seed is a whole number, not {seed}").format(seed=repr(seed)))
    if options is not None and not isinstance(options, Mapping):
        raise ValueError(_("options are a mapping of names to values, not {options}").format(options=repr(options)))
    check_seeds(seed, runs)
    probe = new(game, players=players, seed=seed, lang=current(), **(options or {}))
    specs = seats(agents, len(probe.players))
    chunk_size(runs, executor, chunk)                              # a bad chunk is refused before any work
    common = (game, probe.players, probe.options, specs)
    jobs = [(run, seed + run) for run in range(runs)]
    # Translators: the unit of the progress bar ("12 game [00:03, 4.0 game/s]")
    with tqdm(total=runs, disable=not progress, desc=game, unit=_("game")) as bar:
        rows = execute(play_game, common, jobs, executor, chunk, bar.update, what=_("{game}: ").format(game=game))
    return pandas.DataFrame(rows)
