"""Python's cyclic garbage collector kept off what outlives a game, while many games are played.

A worker playing thousands of games holds many objects that live on from game to game: the modules it imported
(pandas among them) and the tables a game keeps on its board (walks, moves, actions). The collector's full
collections walk every one of them, and a game's own objects (its state, its log) live long enough to bring
those collections on: in a long run of Super Gang, they took about a seventh of the time. Inside
``spare_long_lived()`` the objects that were alive when it began are frozen (``gc.freeze``), so a collection
walks only what the game made; when it ends they are unfrozen (``gc.unfreeze``) and the collector is as it was.
A game's garbage is collected as before: only what was alive before the game is frozen.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def spare_long_lived() -> Iterator[None]:
    """Within the block, the collector leaves alone every object alive when it began; after it, they are collected
    as before. Does nothing when the collector is disabled, or when objects are frozen already (by the caller, or
    by a block this one is nested in), so that their freezing is never undone here."""
    if not gc.isenabled() or gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
