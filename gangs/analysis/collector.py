"""Python's cyclic garbage collector kept off what outlives a game, while many games are played.

A worker playing thousands of games holds many objects that live on from game to game: the modules it imported
(pandas among them) and the tables a game keeps on its board (walks, moves, actions). The collector's full
collections walk every one of them, and a game's own objects (its state, its log) live long enough to bring
those collections on: in a long run of Super Gang, they took about a seventh of the time. Inside
``spare_long_lived()`` the objects that were alive when it began are frozen (``gc.freeze``), so a collection
walks only what the game made; when it ends they are unfrozen (``gc.unfreeze``) and the collector is as it was.
A game's garbage is collected as before: only what was alive before the game is frozen.

Within the block, too, the youngest objects are collected once 20,000 more have been made than freed (``YOUNG``),
not 700 (Python's default): a game's objects are most of them freed with it, and a game of any of the four adds
fewer than that, so that its young collections, which walked each game's log again and again (2 to 5 % of a run
of Super Gang or Chicago), mostly do not happen. What a game leaves to collect is bounded by that count, and is
collected after it, as before.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

YOUNG = 20_000
"""Within ``spare_long_lived()``: the objects made and not freed that bring on a collection of the youngest."""


@contextmanager
def spare_long_lived() -> Iterator[None]:
    """Within the block, the collector leaves alone every object alive when it began, and collects the youngest
    objects once ``YOUNG`` more are made than freed (or the caller's threshold, if higher); after it, they are
    collected as before, with the caller's thresholds. Does nothing when the collector is disabled, or when objects
    are frozen already (by the caller, or by a block this one is nested in), so that their freezing is never undone
    here."""
    if not gc.isenabled() or gc.get_freeze_count():
        yield
        return
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(thresholds[0], YOUNG), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
