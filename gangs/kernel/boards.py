"""Boards are data: a TOML file in the game's package (or a teacher's edited copy), read and built once."""

from __future__ import annotations

import sys
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable, TypeVar

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

B = TypeVar("B")


def board_loader(package: str, build: Callable[[dict[str, Any]], B],
                 filename: str = "board.toml") -> Callable[[str | None], B]:
    """A game's board loader: ``load()`` gives the board shipped as ``filename`` in ``package``,
    ``load(path)`` the one in a teacher's copy. ``build`` turns the parsed TOML into the game's
    board tables; it runs once per distinct text, so every match of the same board shares them
    (their precomputed neighbours and paths included). A file that cannot be read raises OSError;
    a text that is not TOML, or not a board, raises ValueError (or the KeyError/TypeError of
    ``build``)."""

    @lru_cache(maxsize=1)
    def standard_text() -> str:
        return resources.files(package).joinpath(filename).read_text(encoding="utf-8")

    @lru_cache(maxsize=16)
    def built(text: str) -> B:
        return build(tomllib.loads(text))

    def load(path: str | None = None) -> B:
        text = standard_text() if path is None else Path(path).read_text(encoding="utf-8")
        return built(text)

    load.__doc__ = f"The board of {package}: the standard one, or the one in the file at ``path``."
    load.standard_text = standard_text          # type: ignore[attr-defined]
    return load
