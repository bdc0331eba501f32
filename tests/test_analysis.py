"""gangs.analysis: a scenario rerun from one decision, many times, with other dice."""

from __future__ import annotations

import doctest
from concurrent.futures import ThreadPoolExecutor

import pytest

import gangs
import gangs.analysis
from gangs.analysis import rerun, summary, to_frame


def test_the_module_example_is_true():
    assert doctest.testmod(gangs.analysis).failed == 0


def test_reruns_are_reproducible_and_start_from_the_branch():
    m = gangs.new("supergang", players=3, seed=4, max_turns=15)
    m.run(max_steps=60)
    rows = rerun(m, at=40, runs=6, seed=9)
    assert rows == rerun(m, at=40, runs=6, seed=9)
    assert [row["seed"] for row in rows] == list(range(9, 15))
    assert all(row["decisions"] >= 40 and row["rounds"] <= 15 for row in rows)
    assert len({tuple(sorted(row.items())) for row in rows}) > 1, "other dice, other games"
    assert m.decisions == 60, "the match itself is left as it was"


def test_an_executor_gives_the_same_rows_and_progress_is_told():
    m = gangs.new("street", players=3, seed=2)
    done: list[int] = []
    with ThreadPoolExecutor(2) as pool:
        spread = rerun(m, runs=5, seed=3, executor=pool, progress=done.append)
    assert spread == rerun(m, runs=5, seed=3) and done == [1, 2, 3, 4, 5]


def test_summary_counts_wins_and_scores():
    m = gangs.new("street", players=2, seed=5)
    rows = rerun(m, runs=10, seed=0)
    lines = summary(rows, m.players)
    assert [line["player"] for line in lines] == m.players
    assert sum(line["wins"] for line in lines) >= 10
    for line in lines:
        assert line["lowest"] <= line["mean score"] <= line["highest"]
    frame = to_frame(rows)
    assert len(frame) == 10 and "winners" in frame.columns


def test_a_branch_outside_the_match_is_refused():
    m = gangs.new("street", players=2, seed=5)
    with pytest.raises(gangs.IllegalAction, match="branch"):
        rerun(m, at=3, runs=1)
