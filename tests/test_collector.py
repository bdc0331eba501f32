"""The collector kept off what outlives a game (``gangs.analysis.collector``), and simulate's matches played so."""

from __future__ import annotations

import gc
import weakref

import pytest

from gangs.analysis import simulate
from gangs.analysis.collector import YOUNG, spare_long_lived
from gangs.analysis.simulate import play_chunk


class Node:
    """An object that can hold a reference to another, to make a cycle."""

    def __init__(self) -> None:
        self.other: Node | None = None


def dropped_cycle() -> weakref.ref:
    """Make two Nodes that refer to each other, drop them, and return a weak reference to one: it dies only when the
    collector finds the cycle."""
    first, second = Node(), Node()
    first.other, second.other = second, first
    return weakref.ref(first)


def tracked(thing: object) -> bool:
    """Whether a collection walks ``thing`` (``gc.get_objects`` lists no frozen object)."""
    return any(seen is thing for seen in gc.get_objects())


@pytest.fixture(autouse=True)
def nothing_frozen():
    """Each test starts and ends with nothing frozen, the collector on and its thresholds as they were, whatever it
    does."""
    thresholds = gc.get_threshold()
    gc.unfreeze()
    gc.enable()
    yield
    gc.unfreeze()
    gc.enable()
    gc.set_threshold(*thresholds)


def test_what_was_alive_is_left_alone_inside_and_collected_as_before_after():
    before = Node()
    with spare_long_lived():
        assert gc.get_freeze_count() > 0
        assert not tracked(before)
    assert gc.get_freeze_count() == 0
    assert tracked(before)


def test_a_cycle_made_inside_is_collected_inside():
    with spare_long_lived():
        gone = dropped_cycle()
        gc.collect()
        assert gone() is None


def test_the_block_ends_unfrozen_when_it_raises():
    thresholds = gc.get_threshold()
    with pytest.raises(KeyError), spare_long_lived():
        raise KeyError("inside")
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == thresholds


def test_the_youngest_are_collected_less_often_inside_and_as_before_after():
    gc.set_threshold(700, 10, 10)
    with spare_long_lived():
        assert gc.get_threshold() == (YOUNG, 10, 10)
    assert gc.get_threshold() == (700, 10, 10)


def test_a_higher_threshold_of_the_caller_is_kept_inside_and_after():
    gc.set_threshold(5 * YOUNG, 20, 30)
    with spare_long_lived():
        assert gc.get_threshold() == (5 * YOUNG, 20, 30)
    assert gc.get_threshold() == (5 * YOUNG, 20, 30)


def test_garbage_made_inside_is_collected_inside_with_no_collect_asked():
    with spare_long_lived():
        gone = dropped_cycle()
        for _ in range(6 * YOUNG):            # twelve times the threshold: collections come by themselves, the
            dropped_cycle()                   # next generation's among them
        assert gone() is None


def test_a_freezing_made_before_is_never_undone():
    # The freeze count is not compared: a frozen object freed meanwhile (by its reference count) lowers it.
    kept = Node()
    gc.freeze()
    with spare_long_lived():
        inner = Node()
        assert tracked(inner)             # nothing more is frozen inside
    assert gc.get_freeze_count() > 0
    assert not tracked(kept)
    assert tracked(inner)


def test_a_block_inside_another_leaves_the_outer_freezing_alone():
    kept = Node()
    with spare_long_lived():
        with spare_long_lived():
            inner = Node()
            assert tracked(inner)
        assert not tracked(kept)
    assert gc.get_freeze_count() == 0
    assert tracked(kept)


def test_nothing_is_frozen_while_the_collector_is_disabled():
    gc.disable()
    with spare_long_lived():
        assert gc.get_freeze_count() == 0
    assert not gc.isenabled()


def test_each_match_of_a_chunk_is_played_with_what_outlives_it_frozen():
    def play(common, job):
        return {"run": job[0], "frozen": gc.get_freeze_count() > 0}

    rows, failure = play_chunk(play, None, [(0, 5), (1, 6), (2, 7)])
    assert failure is None
    assert [row["frozen"] for row in rows] == [True, True, True]
    assert gc.get_freeze_count() == 0


def test_a_match_that_raises_in_a_chunk_leaves_nothing_frozen():
    def play(common, job):
        raise ValueError("broken")

    rows, failure = play_chunk(play, None, [(0, 5)])
    assert rows == [] and failure.run == 0
    assert gc.get_freeze_count() == 0


def test_simulate_gives_the_same_rows_with_the_collector_disabled():
    spared = simulate("supergang", 3, players=3, seed=11, progress=False)
    gc.disable()
    plain = simulate("supergang", 3, players=3, seed=11, progress=False)
    assert spared.equals(plain)
