"""CallCanvas: a layered board canvas drawn by the browser itself, for where ipycanvas cannot load.

ipycanvas needs numpy and Pillow, which JupyterLite's Python (Pyodide, offline) does not have. The
Table then draws on a ``CallCanvas``: the same drawing calls as on an ``ipycanvas.MultiCanvas``
(``widgets.canvas`` writes them, shape for shape), recorded as JSON and replayed on ``<canvas>``
layers by ``call_canvas.js``. Clicks and pointer moves come back in the scene's coordinates, as
ipycanvas gives them, so the Table resolves them to shape ids and actions by the same code
(``gangs.render.ids_at``, ``widgets.choices.meaning``).

Like ipycanvas, the pixels are not widget state: a new view (a reload, a second display) says it is
ready (``on_client_ready``) and the Table draws every layer again. ``hold_canvas()`` sends the calls
made inside it as one message when it ends; outside it, each call is sent at once.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, Callable, Iterator

import anywidget
import traitlets

_HERE = Path(__file__).parent

CALLS = frozenset({"fill_rect", "stroke_rect", "fill_circle", "stroke_circle", "stroke_line", "fill_polygon",
                   "stroke_lines", "stroke_polygon", "fill_text", "stroke_text", "begin_path", "move_to", "arc_to",
                   "close_path", "fill", "stroke", "clear", "clear_rect", "set_line_dash"})
"""The ipycanvas drawing methods a layer records (those ``widgets.canvas`` and the Table call)."""

STYLES = frozenset({"fill_style", "stroke_style", "line_width", "global_alpha", "line_cap", "line_join", "font",
                    "text_align", "text_baseline"})
"""The ipycanvas style attributes a layer records."""

_held: list[int] = [0]
"""How many ``hold_canvas`` blocks are open (calls wait for the outermost one to end)."""

_waiting: list["CallCanvas"] = []
"""The canvases with calls to send when the outermost ``hold_canvas`` block ends."""


@contextlib.contextmanager
def hold_canvas() -> Iterator[None]:
    """Send the drawing calls made in the block, on every CallCanvas, as one message each at its end."""
    _held[0] += 1
    try:
        yield
    finally:
        _held[0] -= 1
        if not _held[0]:
            while _waiting:
                _waiting.pop(0).flush()


def _plain(value: Any) -> Any:
    """A call's argument as JSON: point lists (lists of tuples) as lists of lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


class Layer:
    """One layer of a CallCanvas: the ipycanvas drawing methods and style attributes of ``CALLS`` and
    ``STYLES``, each recorded as ``[layer, name, *args]`` (a style as ``[layer, "set", name, value]``)."""

    def __init__(self, owner: "CallCanvas", index: int) -> None:
        object.__setattr__(self, "_owner", owner)
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_closed", False)

    def __getattr__(self, name: str) -> Callable[..., None]:
        if name not in CALLS:
            raise AttributeError(name)

        def record(*args: Any) -> None:
            self._record([name, *[_plain(arg) for arg in args]])
        return record

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in STYLES:
            raise AttributeError(f"a CallCanvas layer has no style {name!r}")
        self._record(["set", name, value])

    def _record(self, call: list) -> None:
        if self._closed:
            raise RuntimeError("this layer's canvas is closed")
        self._owner.record([self._index, *call])

    def close(self) -> None:
        """Refuse every later drawing call on this layer (its canvas is being closed)."""
        object.__setattr__(self, "_closed", True)


class CallCanvas(anywidget.AnyWidget):
    """``layers`` stacked canvases of ``width`` x ``height`` pixels, indexed like an ipycanvas MultiCanvas
    (``canvas[0]`` is the lowest), with its mouse handlers (scene coordinates) and ``on_client_ready``."""

    _esm = _HERE / "call_canvas.js"
    width = traitlets.Int(0).tag(sync=True)
    height = traitlets.Int(0).tag(sync=True)
    layers = traitlets.Int(1).tag(sync=True)

    def __init__(self, n_canvases: int = 3, width: int = 700, height: int = 500, **kwargs: Any) -> None:
        super().__init__(width=width, height=height, layers=n_canvases, **kwargs)
        self._layers = [Layer(self, k) for k in range(n_canvases)]
        self._calls: list[list] = []
        self._handlers: dict[str, list[Callable[..., Any]]] = {}
        self.on_msg(self._on_message)

    def __getitem__(self, index: int) -> Layer:
        return self._layers[index]

    def record(self, call: list) -> None:
        """Keep one call (``[layer, name, *args]``) to send: now, or when ``hold_canvas`` ends."""
        self._calls.append(call)
        if _held[0]:
            if self not in _waiting:
                _waiting.append(self)
        else:
            self.flush()

    def flush(self) -> None:
        """Send the calls kept so far to every view, as one message."""
        if self._calls:
            calls, self._calls = self._calls, []
            self.send({"calls": calls})

    def on_mouse_down(self, callback: Callable[[float, float], Any]) -> None:
        """Call ``callback(x, y)`` (scene coordinates) when a mouse button is pressed on the canvas."""
        self._handlers.setdefault("mouse_down", []).append(callback)

    def on_mouse_move(self, callback: Callable[[float, float], Any]) -> None:
        """Call ``callback(x, y)`` (scene coordinates) when the pointer moves over the canvas."""
        self._handlers.setdefault("mouse_move", []).append(callback)

    def on_mouse_out(self, callback: Callable[[float, float], Any]) -> None:
        """Call ``callback(x, y)`` when the pointer leaves the canvas (where it left)."""
        self._handlers.setdefault("mouse_out", []).append(callback)

    def on_client_ready(self, callback: Callable[[], Any]) -> None:
        """Call ``callback()`` when a view of the canvas starts, blank: it must be drawn again."""
        self._handlers.setdefault("client_ready", []).append(callback)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        callbacks = self._handlers.get(content.get("event") if isinstance(content, dict) else None, [])
        if not callbacks:
            return
        args = () if content["event"] == "client_ready" else (float(content["x"]), float(content["y"]))
        for callback in callbacks:
            callback(*args)
