"""gangs.analysis.simulate: whole games by the run, the same rows serially, on a process pool and on a Dask
cluster; bad names refused before any work; a match that raises named, the finished rows kept; the CLI."""

from __future__ import annotations

import contextlib
import logging
import os
import random
import sys
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

import pandas
import pytest

import gangs
from gangs.agents import RandomAgent
from gangs.analysis import SimulationError, endings, rerun, simulate, summary
from gangs.analysis.simulate import chunk_size, seat_rng, workers
from gangs.cli import main
from gangs.kernel.lang import language, missing_translations

AGENTS = ["greedy", "random"]


class FusedAgent(RandomAgent):
    """A random player whose fuse, lit or not by its seed, makes its first decision raise: a match that fails
    inside a worker, found there by name (``test_simulate:FusedAgent``: this module, on the workers' path)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.lit = _lit(rng)

    def choose(self, state, legal):
        if self.lit:
            raise RuntimeError("the fuse burnt down")
        return super().choose(state, legal)


class DyingAgent(FusedAgent):
    """A random player that, its fuse lit, ends the worker process it plays in: the task is lost, not failed."""

    def choose(self, state, legal):
        if self.lit:
            os._exit(3)
        return super().choose(state, legal)


FUSED = f"{__name__}:FusedAgent"


def _lit(rng: random.Random) -> bool:
    """Whether a fuse is lit, read from a copy of ``rng``: unlit, the agent plays as RandomAgent(rng) would."""
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy.random() < 0.15


class NoWork(Executor):
    """An executor that fails the test if any work reaches it."""

    def submit(self, fn, /, *args, **kwargs):
        raise AssertionError("work was sent before the arguments were checked")


@pytest.fixture(scope="module")
def serial() -> pandas.DataFrame:
    return simulate("street", 8, players=2, agents=AGENTS, seed=30, progress=False)


def test_a_row_per_game_with_its_seed_agents_winners_scores_and_ending(serial):
    assert list(serial["run"]) == list(range(8)) and list(serial["seed"]) == list(range(30, 38))
    assert list(serial.columns[:4]) == ["run", "seed", "agent Player 1", "agent Player 2"]
    assert set(serial["agent Player 1"]) == {"greedy"} and set(serial["agent Player 2"]) == {"random"}
    assert {"winners", "ended", "rounds", "decisions", "score Player 1", "score Player 2"} <= set(serial.columns)
    for row in serial.to_dict("records"):                # each row is the match that seed plays
        match = gangs.new("street", players=2, seed=row["seed"])
        assert row["winners"] in ("Player 1", "Player 2", "Player 1, Player 2")
        assert match.players == ["Player 1", "Player 2"] and row["decisions"] > 0
    assert endings(serial) == {"rules": 8, "cap": 0}
    assert sum(line["wins"] for line in summary(serial, ["Player 1", "Player 2"])) >= 8


def test_the_same_seeds_give_the_same_rows_whatever_the_chunks(serial):
    assert serial.equals(simulate("street", 8, players=2, agents="greedy,random", seed=30, progress=False))
    with ThreadPoolExecutor(3) as pool:
        assert serial.equals(simulate("street", 8, players=2, agents=AGENTS, seed=30, executor=pool, chunk=3,
                                      progress=False))
    later = simulate("street", 3, players=2, agents=AGENTS, seed=35, progress=False)
    assert later.drop(columns="run").equals(serial.iloc[5:].reset_index(drop=True).drop(columns="run"))


def test_the_same_rows_on_a_process_pool(serial):
    with ProcessPoolExecutor(2) as pool:
        assert serial.equals(simulate("street", 8, players=2, agents=AGENTS, seed=30, executor=pool,
                                      progress=False))


def test_the_same_rows_on_a_dask_local_cluster(serial):
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                       silence_logs=logging.ERROR)
    with cluster, distributed.Client(cluster, timeout=30) as client:
        executor = client.get_executor()
        assert chunk_size(8, executor) == 1                     # 2 workers: about 8 / (4 x 2) runs a task
        assert serial.equals(simulate("street", 8, players=2, agents=AGENTS, seed=30, executor=executor,
                                      progress=False))


class Cluster(NoWork):
    """What ``simulate`` reads of a Dask ``Client(...).get_executor()``: its client's threads per worker."""

    class _Client:
        def nthreads(self):
            return {"tcp://a": 4, "tcp://b": 4}

    _client = _Client()


def test_chunks_are_about_a_quarter_of_a_workers_share():
    with ThreadPoolExecutor(2) as pool:
        assert chunk_size(1000, pool) == 125 and chunk_size(3, pool) == 1 and chunk_size(1000, pool, 7) == 7
    assert workers(Cluster()) == 8 and chunk_size(1000, Cluster()) == 32
    assert chunk_size(1000, None) == 1
    with pytest.raises(ValueError, match="chunk"):
        chunk_size(10, None, 0)


@pytest.mark.parametrize("agents, words", [
    (["greedy", "genius"], ["'genius'", "random, greedy, mcts"]),
    ("mcts:lots", ["'mcts:lots'", "playouts"]),
    ("mcts:0", ["'mcts:0'", "playouts"]),
    ("no_such_module:Agent", ["'no_such_module:Agent'", "cannot import"]),
    (["random"] * 3, ["3 agents for 2 seats"]),
])
def test_a_bad_agent_is_refused_by_name_before_any_work(agents, words):
    with pytest.raises(ValueError) as refusal:
        simulate("street", 4, players=2, agents=agents, executor=NoWork(), progress=False)
    assert all(word in str(refusal.value) for word in words), str(refusal.value)


@pytest.mark.parametrize("options, words", [
    ({"mode": "quick"}, ["option mode", "'normal' or 'fast'"]),
    ({"colour": "red"}, ["no option colour"]),
])
def test_a_bad_option_is_refused_by_the_game_before_any_work(options, words):
    with pytest.raises(ValueError) as refusal:
        simulate("street", 4, players=2, options=options, executor=NoWork(), progress=False)
    assert all(word in str(refusal.value) for word in words), str(refusal.value)


def test_bad_players_and_games_are_refused_before_any_work():
    with pytest.raises(ValueError, match="2 to"):
        simulate("street", 4, players=9, executor=NoWork(), progress=False)
    with pytest.raises(ValueError, match="no game 'poker'"):
        simulate("poker", 4, executor=NoWork(), progress=False)


def test_runs_whose_seeds_would_pass_the_largest_seed_are_refused_before_any_work():
    from gangs.kernel.limits import MAX_SEED

    with pytest.raises(ValueError, match=f"from {MAX_SEED - 1} to {MAX_SEED + 2}"):
        simulate("street", 4, seed=MAX_SEED - 1, executor=NoWork(), progress=False)
    assert len(simulate("street", 2, seed=MAX_SEED - 1, progress=False)) == 2      # the last seed is a seed


def _first_fused(runs: int, seed: int) -> int:
    """The first run whose agents light a fuse (FusedAgent in both seats)."""
    return next(run for run in range(runs) if any(_lit(seat_rng(seed + run, seat)) for seat in (0, 1)))


@pytest.mark.parametrize("workers", [0, 2])
def test_a_match_that_raises_is_named_and_the_finished_rows_are_kept(workers):
    fused = _first_fused(12, seed=60)
    assert 0 < fused < 11, "the test needs runs before and after the failing one"
    clean = simulate("street", 12, players=2, seed=60, progress=False)
    with ProcessPoolExecutor(workers) if workers else contextlib.nullcontext() as pool:
        with pytest.raises(SimulationError) as failure:
            simulate("street", 12, players=2, agents=FUSED, seed=60, executor=pool, progress=False)
    error = failure.value
    assert (error.run, error.seed) == (fused, 60 + fused)
    assert f"run {fused} (seed {60 + fused}) raised RuntimeError: the fuse burnt down" in str(error)
    assert "the fuse burnt down" in error.details and "Traceback" in error.details
    done = error.frame
    assert fused not in set(done["run"]) and len(done) == len(error.rows)
    if not workers:                                     # serially: every run before the failing one, no other
        assert list(done["run"]) == list(range(fused))
    assert set(done["agent Player 1"]) == {FUSED}
    for row in done.to_dict("records"):                 # the kept rows are the games those seeds play
        assert row["winners"] == clean.loc[row["run"], "winners"]
        assert row["decisions"] == clean.loc[row["run"], "decisions"]


def test_a_worker_that_dies_loses_its_runs_by_name_and_the_finished_rows_are_kept():
    clean = simulate("street", 12, players=2, seed=60, progress=False)
    with ProcessPoolExecutor(2) as pool:
        with pytest.raises(SimulationError) as failure:
            simulate("street", 12, players=2, agents=f"{__name__}:DyingAgent", seed=60, executor=pool,
                     chunk=1, progress=False)
    error = failure.value
    assert f"street: run {error.run} (seed {error.seed}) was lost: BrokenProcessPool" in str(error)
    assert error.run <= _first_fused(12, seed=60)
    for row in error.rows:
        assert row["decisions"] == clean.loc[row["run"], "decisions"]


def test_a_game_may_add_its_own_columns(monkeypatch):
    state_class = type(gangs.new("street", players=2, seed=0).state)
    monkeypatch.setattr(state_class, "summary_row", lambda state: {"final turn": state.turn}, raising=False)
    frame = simulate("street", 3, players=2, progress=False)
    assert list(frame["final turn"]) == list(frame["rounds"])
    monkeypatch.setattr(state_class, "summary_row", lambda state: {"rounds": 0}, raising=False)
    with pytest.raises(SimulationError, match="reuses the columns rounds"):
        simulate("street", 1, players=2, progress=False)


def test_progress_is_a_bar_on_stderr_only_when_asked(capsys):
    simulate("street", 2, players=2, progress=False)
    assert capsys.readouterr().err == ""
    simulate("street", 2, players=2, progress=True)
    assert "2/2" in capsys.readouterr().err


def test_rerun_still_counts_its_progress_run_by_run_in_chunks():
    m = gangs.new("street", players=2, seed=2)
    done: list[int] = []
    with ThreadPoolExecutor(2) as pool:
        rows = rerun(m, runs=6, seed=1, executor=pool, chunk=4, progress=done.append)
    assert rows == rerun(m, runs=6, seed=1) and sorted(done) == done and done[-1] == 6 and len(done) == 2


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_the_cli_writes_the_rows_and_a_summary_line(capsys, tmp_path, suffix):
    if suffix == ".parquet":
        pytest.importorskip("pyarrow")
    path = tmp_path / f"runs{suffix}"
    assert main(["simulate", "street", "-n", "6", "--players", "2", "--agents", "greedy,random", "--seed", "30",
                 "--workers", "2", "-o", "mode=normal", "--out", str(path)]) == 0
    captured = capsys.readouterr()
    assert "6/6" in captured.err
    line, = captured.out.strip().splitlines()
    assert line.startswith("6 games of La Street in ") and "Player 1 (greedy)" in line and "Player 2 (random)" in line
    expected = simulate("street", 6, players=2, agents=AGENTS, seed=30, progress=False)
    if suffix == ".csv":
        back = pandas.read_csv(path, keep_default_na=False)
    else:
        back = pandas.read_parquet(path)
    pandas.testing.assert_frame_equal(back, expected, check_dtype=False)


def test_the_cli_refuses_a_bad_agent_and_a_bad_suffix(capsys, tmp_path):
    assert main(["simulate", "street", "-n", "2", "--agents", "genius"]) == 2
    assert "no agent 'genius'" in capsys.readouterr().err
    assert main(["simulate", "street", "-n", "2", "--out", str(tmp_path / "runs.xlsx")]) == 2
    assert ".csv or .parquet" in capsys.readouterr().err
    for count in ("0", "65", "100000"):                    # a pool starts all its processes at once
        assert main(["simulate", "street", "-n", "2", "--workers", count]) == 2
        assert "--workers is from 1 to 64" in capsys.readouterr().err


# -- in French -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("settings, english, french", [
    ({"agents": ["greedy", "genius"]}, "no agent 'genius'; the agents are random, greedy, mcts",
     "pas d'agent 'genius' ; les agents sont random, greedy, mcts"),
    ({"agents": "mcts:lots"}, "agent 'mcts:lots': mcts:N takes a number of playouts",
     "agent 'mcts:lots' : mcts:N prend un nombre de simulations (au moins 1)"),
    ({"agents": "no_such_module:Agent"}, "cannot import 'Agent' from 'no_such_module'",
     "impossible d'importer 'Agent' depuis 'no_such_module'"),
    ({"agents": ["random"] * 3}, "3 agents for 2 seats: ['random', 'random', 'random']; name one per seat",
     "3 agents pour 2 places : ['random', 'random', 'random'] ; nommez-en un par place"),
    ({"agents": 7}, "an agent is named by text (random, greedy, mcts, mcts:N...), not 7",
     "un agent se nomme par un texte (random, greedy, mcts, mcts:N...), pas 7"),
    ({"options": {"colour": "red"}}, "street has no option colour; its options are mode, ",
     "street n'a pas d'option colour ; ses options sont mode, "),
    ({"options": {"mode": "quick"}}, "option mode must be 'normal' or 'fast', not 'quick'",
     "l'option mode doit être 'normal' ou 'fast', pas 'quick'"),
    ({"options": [1]}, "options are a mapping of names to values, not [1]",
     "les options sont un dictionnaire de noms et de valeurs, pas [1]"),
    ({"chunk": 0}, "chunk is a whole number of runs, at least 1, not 0",
     "chunk est un nombre entier de parties, au moins 1, pas 0"),
    ({"seed": "x"}, "seed is a whole number, not 'x'", "seed est un nombre entier, pas 'x'"),
    ({"players": 9}, "La Street is for 2 to", "La Street se joue"),
])
def test_a_refusal_speaks_the_language_in_force(settings, english, french):
    arguments = {"players": 2, "executor": NoWork(), "progress": False, **settings}
    with pytest.raises(ValueError) as refusal:
        simulate("street", 4, **arguments)
    assert english in str(refusal.value)
    with missing_translations() as missing, language("fr"), pytest.raises(ValueError) as refusal:
        simulate("street", 4, **arguments)
    assert french in str(refusal.value) and missing == set(), (str(refusal.value), missing)


def test_a_match_that_raises_is_named_in_french_and_its_rows_kept():
    fused = _first_fused(12, seed=60)
    with language("fr"), pytest.raises(SimulationError) as failure:
        simulate("street", 12, players=2, agents=FUSED, seed=60, progress=False)
    message = str(failure.value).splitlines()[0]
    assert message == (f"street : la partie {fused} (graine {60 + fused}) a levé RuntimeError: the fuse burnt down ; "
                       f"{fused} parties terminées sont gardées dans les lignes de cette erreur")
    assert len(failure.value.rows) == fused
    assert list(failure.value.frame.columns[2:4]) == ["agent Joueur 1", "agent Joueur 2"]   # names as gangs.new's


def test_a_worker_speaks_the_language_of_the_simulation(monkeypatch):
    """A thread or a process does not inherit the language: the simulation sends it with each task."""
    state_class = type(gangs.new("street", players=2, seed=0).state)
    monkeypatch.setattr(state_class, "summary_row", lambda state: {"rounds": 0}, raising=False)
    with language("fr"), ThreadPoolExecutor(2) as pool, pytest.raises(SimulationError) as failure:
        simulate("street", 2, players=2, executor=pool, chunk=1, progress=False)
    assert "ValueError: summary_row() de street reprend les colonnes rounds" in str(failure.value)
    assert "; 0 partie terminée est gardée" in str(failure.value)
    with ThreadPoolExecutor(2) as pool, pytest.raises(SimulationError) as failure:
        simulate("street", 2, players=2, executor=pool, chunk=1, progress=False)
    assert "ValueError: street's summary_row() reuses the columns rounds" in str(failure.value)
    assert "; 0 runs finished and are kept in this error's rows" in str(failure.value)


def test_the_progress_bar_counts_games_or_parties(capsys):
    simulate("street", 2, players=2, progress=True)
    english = capsys.readouterr().err
    with language("fr"):
        simulate("street", 2, players=2, progress=True)
    french = capsys.readouterr().err
    assert "game" in english and "partie" not in english
    assert "partie" in french and "game" not in french and "2/2" in french


def test_the_cli_refuses_a_bad_agent_in_french(capsys):
    assert main(["simulate", "street", "-n", "2", "--agents", "genius", "--lang", "fr"]) == 2
    assert capsys.readouterr().err.startswith("gangs: pas d'agent 'genius' ; les agents sont ")


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))
