"""Many matches at once: whole games by the thousand (``simulate``), a scenario rerun from one decision with
other dice (``rerun``), and their outcomes tabulated.

Each rerun row says how its game ended (``ended``): ``"rules"`` when the rules ended it, ``"cap"``
when the game's ``max_turns`` option stopped it (then "who won" only means "who was ahead when the
rounds ran out").

>>> import gangs
>>> from gangs.analysis import endings, rerun, summary
>>> m = gangs.new("street", players=3, seed=7)
>>> _ = m.run(max_steps=10)
>>> rows = rerun(m, at=10, runs=20, seed=100)
>>> len(rows), sorted(rows[0])
(20, ['decisions', 'ended', 'rounds', 'run', 'score Player 1', 'score Player 2', 'score Player 3', 'seed', 'winners'])
>>> sum(line["wins"] for line in summary(rows, m.players)) >= 20
True
>>> endings(rows)                # La Street has no round cap unless one is chosen
{'rules': 20, 'cap': 0}
"""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Any, Callable, Sequence

from ..kernel import Match, replay
from ..kernel.record import Record
from ..kernel.registry import GAMES
from .ending import CAP, RULES, ending
from .simulate import SimulationError, execute, make_agent, simulate

__all__ = ["CAP", "RULES", "SimulationError", "ending", "endings", "make_agent", "rerun", "simulate", "summary",
           "to_frame"]


def _play_out(record: dict, seed: int, run: int, agents_seed: int) -> dict[str, Any]:
    """One rerun: replay ``record`` (a match cut at a decision), new dice from ``seed``, random agents."""
    from ..agents import RandomAgent

    match = replay(GAMES[record["game"]], Record.from_dict(record))
    match.reseed(seed)
    match.run(agents=[RandomAgent(agents_seed * 1000 + p) for p in range(len(match.players))])
    row: dict[str, Any] = {"run": run, "seed": seed, "winners": ", ".join(match.players[p] for p in match.winners),
                           "ended": ending(match), "rounds": match.state.turn, "decisions": match.decisions}
    row.update({f"score {name}": score for name, score in zip(match.players, match.scores)})
    return row


def _rerun_game(record: dict, job: tuple[int, int]) -> dict[str, Any]:
    run, seed = job
    return _play_out(record, seed, run, seed)


def rerun(match: Match, at: int | None = None, runs: int = 100, seed: int = 0, executor: Executor | None = None,
          progress: Callable[[int], None] | None = None, chunk: int | None = None) -> list[dict[str, Any]]:
    """Branch ``match`` at decision ``at`` (its current decision by default) and play it out ``runs`` times
    with new dice (seeds ``seed``, ``seed + 1``...) and random players; one row per run: run, seed,
    winners (names), ended (``"rules"`` or ``"cap"``, see ``ending``), rounds, decisions and each player's
    final score. ``executor``: any ``concurrent.futures.Executor`` to spread the runs (a process pool for
    speed), sent in chunks of ``chunk`` runs as ``simulate`` does; ``progress`` is called with the number of
    runs done. A run that raises: ``SimulationError`` naming it, with the rows done."""
    start = match.branch(at).record.to_dict()
    done = [0]

    def tick(count: int) -> None:
        done[0] += count
        if progress:
            progress(done[0])

    return execute(_rerun_game, start, [(i, seed + i) for i in range(runs)], executor, chunk, tick)


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
