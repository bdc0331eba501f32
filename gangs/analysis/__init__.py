"""Many matches at once: whole games by the thousand (``simulate``), a scenario rerun from one decision with
other dice (``rerun``), and their outcomes tabulated (``win_rates`` with a confidence interval).

Each rerun row says how its game ended (``ended``): ``"rules"`` when the rules ended it, ``"cap"``
when the game's ``max_turns`` option stopped it (then "who won" only means "who was ahead when the
rounds ran out").

>>> import gangs
>>> from gangs.analysis import endings, rerun, summary
>>> m = gangs.new("street", players=3, seed=7)
>>> _ = m.run(max_steps=10)
>>> rows = rerun(m, at=10, runs=20, seed=100)
>>> len(rows), list(rows[0])[:7]
(20, ['run', 'seed', 'winners', 'ended', 'rounds', 'decisions', 'score Player 1'])
>>> [column for column in rows[0] if "Player 1" in column]      # the score, the win's share, La Street's own
['score Player 1', 'won Player 1', 'properties Player 1', 'cards Player 1']
>>> sum(line["wins"] for line in summary(rows, m.players)) >= 20
True
>>> endings(rows)                # La Street has no round cap unless one is chosen
{'rules': 20, 'cap': 0}
"""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Any, Callable, Sequence

from ..kernel import Match, replay
from ..kernel.lang import translator
from ..kernel.record import Record
from ..kernel.registry import GAMES, load
from .ending import CAP, RULES, ending
from .rates import wilson, win_rates
from .simulate import SimulationError, execute, make_agent, outcome_row, seat_rng, seats, simulate
from .vitals import vital_statistics

__all__ = ["CAP", "RULES", "SimulationError", "ending", "endings", "make_agent", "rerun", "simulate", "summary",
           "to_frame", "vital_statistics", "wilson", "win_rates"]

_ = translator("kernel")


def _play_out(common: tuple[dict, list[str]], job: tuple[int, int]) -> dict[str, Any]:
    """One rerun: replay the record (a match cut at a decision), new dice from the job's seed, the agents; played
    with its log of facts, never worded: nobody reads it."""
    record, specs = common
    run, seed = job
    match = replay(GAMES[record["game"]], Record.from_dict(record))
    match.reseed(seed)
    match.run(agents=[make_agent(spec, seat_rng(seed, seat)) for seat, spec in enumerate(specs)])
    return outcome_row(match, run, seed)


def rerun(match: Match | Record | dict, at: int | None = None, runs: int = 100, seed: int = 0,
          agents: str | Sequence[str] | None = None, executor: Executor | None = None,
          progress: Callable[[int], None] | None = None, chunk: int | None = None) -> list[dict[str, Any]]:
    """Branch ``match`` at decision ``at`` (its current decision by default) and play it out ``runs`` times
    with new dice (seeds ``seed``, ``seed + 1``...); one row per run, as ``simulate``'s: run, seed, winners
    (names), ended (``"rules"`` or ``"cap"``, see ``ending``), rounds, decisions, each player's final score and
    share of the win, and the game's own columns. ``match``: a ``Match``, or a ``Record`` or the dict a record
    is saved as (``Record.to_dict``), replayed first. ``agents``: who plays the seats from there, by name as in
    ``simulate`` (random by default). ``executor``: any ``concurrent.futures.Executor`` to spread the runs (a
    process pool for speed), sent in chunks of ``chunk`` runs as ``simulate`` does; ``progress`` is called
    with the number of runs done. A run that raises: ``SimulationError`` naming it, with the rows done.
    ``to_frame(rows)`` makes a DataFrame of them."""
    if isinstance(match, (Record, dict)):
        match = load(match)
    if not isinstance(match, Match):
        raise TypeError(_("rerun replays a Match, a Record or a record's dict, not {type}").format(
            type=type(match).__name__))
    start = match.branch(at).record.to_dict()
    specs = seats(agents, len(match.players))
    done = [0]

    def tick(count: int) -> None:
        done[0] += count
        if progress:
            progress(done[0])

    return execute(_play_out, (start, specs), [(i, seed + i) for i in range(runs)], executor, chunk, tick)


def _records(rows) -> Sequence[dict[str, Any]]:
    """Rows as a list of dicts, from a list or from a DataFrame."""
    return rows.to_dict("records") if hasattr(rows, "to_dict") else rows


def endings(rows: Sequence[dict[str, Any]]) -> dict[str, int]:
    """How many runs ended by the rules and how many at the round cap: ``{"rules": n, "cap": m}``; ``rows``:
    a list of rows or ``simulate``'s DataFrame."""
    rows = _records(rows)
    return {RULES: sum(1 for row in rows if row["ended"] == RULES), CAP: sum(1 for row in rows if row["ended"] == CAP)}


def summary(rows: Sequence[dict[str, Any]], players: Sequence[str]) -> list[dict[str, Any]]:
    """Per player: how many runs they won (shared wins count for each winner), of which how many by the
    rules and how many at the round cap (the richest when the rounds ran out), and their mean, lowest
    and highest final score. ``rows``: a list of rows or ``simulate``'s DataFrame."""
    rows = _records(rows)
    lines = []
    for name in players:
        scores = [row[f"score {name}"] for row in rows]
        won = [row for row in rows if name in row["winners"].split(", ")]
        by_rules = sum(1 for row in won if row["ended"] == RULES)
        lines.append({"player": name, "wins": len(won), "by rules": by_rules, "at cap": len(won) - by_rules,
                      "mean score": sum(scores) / len(scores) if scores else 0.0,
                      "lowest": min(scores, default=0), "highest": max(scores, default=0)})
    return lines


def to_frame(rows: Sequence[dict[str, Any]]):
    """The rows as a pandas DataFrame (pandas is in the ``analysis`` extra)."""
    import pandas

    return pandas.DataFrame(list(rows))
