"""A fixed-size vector of numbers from any observation (``state.observation(p)``), for the adapters' tensors.

An observation is nested plain data whose shape changes with the position (hands grow, records lengthen), so
its leaves are hashed into ``FEATURES`` slots (the hashing trick): a number adds itself to the slot of its path
(``money_/2``), a word adds 1 to the slot of its path and value (``phase=turn``). The hash is CRC-32, the same in
every process. Two leaves may share a slot; nothing is lost of the observation's strings, which the adapters
give beside the vectors.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

FEATURES = 1024
"""The length of the vector."""


def features(observation: Any, size: int = FEATURES) -> list[float]:
    """The observation's leaves hashed into ``size`` numbers."""
    vector = [0.0] * size
    _walk(observation, 0, vector, size)
    return vector


_STEPS: dict[tuple[int, Any], int] = {}
"""The hash of a path one step longer (the parent path's hash, the key or index): paths repeat from one position
to the next, so each is hashed once."""


def _walk(value: Any, path: int, vector: list[float], size: int) -> None:
    """Add the leaves under ``value``, whose path hashes to ``path``, to ``vector``."""
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, (list, tuple)):
        items = enumerate(value)
    else:
        _leaf(value, path, vector, size)
        return
    steps = _STEPS
    for key, item in items:
        child = steps.get((path, key))
        if child is None:
            child = steps[path, key] = zlib.crc32(f"/{key}".encode(), path)
        if type(item) is int or type(item) is float:
            vector[child % size] += item
        else:
            _walk(item, child, vector, size)


def _leaf(value: Any, path: int, vector: list[float], size: int) -> None:
    """A number adds itself to its path's slot, True adds 1, a word adds 1 to the slot of its path and value."""
    if isinstance(value, (bool, int, float)):
        vector[path % size] += float(value)
    elif value is not None:
        vector[zlib.crc32(f"={value}".encode(), path) % size] += 1.0


def observation_text(observation: Any) -> str:
    """The observation as one line of JSON, keys sorted: equal observations give equal texts."""
    return json.dumps(observation, sort_keys=True, separators=(",", ":"))
