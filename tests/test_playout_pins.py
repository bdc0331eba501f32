"""Saved random games (``benchmarks/playouts.py``): every game for 2 and 4 players, 12 random games each, plays the
same steps and makes the same events as when the digests were saved. A change made for speed changes no game; a
change of the rules, made on purpose, saves them again (``python benchmarks/playouts.py --save``)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("playouts", ROOT / "benchmarks" / "playouts.py")
PLAYOUTS = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(PLAYOUTS)
SAVED = json.loads(PLAYOUTS.DIGESTS.read_text())


def test_every_setting_is_saved():
    assert sorted(SAVED) == sorted(f"{key}/{players}" for key, players in PLAYOUTS.settings())


@pytest.mark.parametrize("key,players", PLAYOUTS.settings())
def test_the_saved_random_games_play_the_same_steps_and_events(key, players):
    assert PLAYOUTS.digest(key, players) == SAVED[f"{key}/{players}"], (
        f"{key} for {players} no longer plays its saved games: run benchmarks/playouts.py --diff on a --dump made "
        "before the change to see where")


def test_a_line_names_the_step_and_every_fact_of_its_events():
    first = list(PLAYOUTS.lines("street", 2, 0))[:12]
    steps = [line for line in first if not line.startswith("  ")]
    events = [line for line in first if line.startswith("  ")]
    assert steps and events
    assert all(line.split(" ", 1)[0].lstrip("-").isdigit() for line in steps)      # who acted (chance: CHANCE, -1)
    assert all(line.rstrip().endswith("}") for line in events)                      # the facts, as JSON
