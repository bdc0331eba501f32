"""SvgCopy: the board as SVG beside the live canvas, so that it still shows after a kernel restart.

Canvas pixels are drawing messages, never saved in a notebook; the SVG is widget state, saved with
it. The copy is two SVGs of the same size laid one over the other: the board layer, sent once,
and the pieces layer, sent when the pieces change. Both travel gzip-compressed as binary state
(an SVG of pieces shrinks about six times) and are unpacked by the browser (``svg_copy.js``).
"""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import anywidget
import traitlets

_HERE = Path(__file__).parent


def pack(text: str) -> bytes:
    """``text`` as gzip bytes, the same bytes for the same text (no time stamp inside)."""
    return gzip.compress(text.encode("utf-8"), compresslevel=6, mtime=0)


def unpack(data: bytes) -> str:
    """The text that :func:`pack` packed."""
    return gzip.decompress(data).decode("utf-8") if data else ""


class SvgCopy(anywidget.AnyWidget):
    """Two SVG layers (``board`` under ``pieces``), each stored gzip-compressed; ``width`` in pixels
    is the most the copy takes (it shrinks to fit a narrower page); ``caption``: a line over it that
    says it is a snapshot, not the live board."""

    _esm = _HERE / "svg_copy.js"
    _css = _HERE / "svg_copy.css"
    board = traitlets.Bytes(b"").tag(sync=True)
    pieces = traitlets.Bytes(b"").tag(sync=True)
    width = traitlets.Int(0).tag(sync=True)
    caption = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-svg")
        self._texts = ("", "")

    def show(self, board: str, pieces: str, width: int, caption: str = "") -> None:
        """Show the SVG texts ``board`` and ``pieces`` ("" for none) under ``caption``; only what changed
        is sent."""
        if (board, pieces) == self._texts and (width, caption) == (self.width, self.caption):
            return
        with self.hold_sync():
            if board != self._texts[0]:
                self.board = pack(board) if board else b""
            if pieces != self._texts[1]:
                self.pieces = pack(pieces) if pieces else b""
            self.width = width
            self.caption = caption
        self._texts = (board, pieces)

    @property
    def text(self) -> str:
        """The two SVG layers given to the last ``show``, board first ("" when hidden)."""
        return self._texts[0] + self._texts[1]
