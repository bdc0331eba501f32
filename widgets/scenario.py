"""ScenarioPanel: save and load records, branch at a decision, rerun from there with other dice N
times, and compare the outcomes in a small table with a bar of wins."""

from __future__ import annotations

import base64
from html import escape
from pathlib import Path
from typing import Any, Callable, Mapping

import ipywidgets

import gangs
from gangs.analysis import SimulationError, endings, rerun, summary
from gangs.kernel import IllegalAction, Match, Record
from gangs.kernel.lang import N_, own_language, plural_translator, translator

_ = translator("widgets")
n_ = plural_translator("widgets")

MAX_UPLOAD = 1_000_000
"""The largest record file the app takes, in bytes (a whole game's record is about 16 kB)."""

SHOWN_NAME = 60
"""How many characters of an uploaded file's name a message repeats (what follows is cut, marked ``…``)."""

SHOWN_ERROR = 300
"""How many characters of a refusal a message shows: a record's error may quote what the visitor sent."""

DOWNLOADS = ("always", "over")
"""When a browser panel offers the record: at any time, or only once the game is over."""


class ScenarioPanel(ipywidgets.VBox):
    """Scenario tools for ``match``. ``on_match(callback)`` registers a function called with the new
    match when a record is loaded (a ``widgets.Table`` uses it to follow). Bad input (a missing, broken
    or foreign record, a step out of range) shows a short message and leaves the match as it was.

    ``files`` says where records go. ``"path"`` (a notebook): a File box names a path on the machine
    that runs the kernel, with Save and Load buttons. ``"browser"`` (an app, a public page): the
    record is downloaded by a link (``download``, class ``gangs-download``) and uploaded from the
    visitor's computer (``upload``, a FileUpload of class ``gangs-upload``); no file of the server
    is ever read or written, whatever the page sends, and an uploaded record that names a file (a board's) is
    refused. The link is made when asked for (``prepare_button``, class ``gangs-prepare-download``), since a
    record grows with the game (137 kB at 5 000 decisions): it is not re-sent at every step, and it goes
    away when the match moves on. ``download="over"`` (kept as ``download_when``) offers it only once the
    game is over (the record holds every hand and card drawn: a seated player must not read it during the
    game); ``"always"`` at any time. The widgets of the other way are ``None``. The panel speaks its match's language
    (``match.lang``); a loaded record is told in it.
    """

    def __init__(self, match: Match, path: str = "game.record.json", files: str = "path", download: str = "always",
                 **kwargs: Any) -> None:
        if files not in ("path", "browser"):
            raise ValueError(f"files is 'path' or 'browser', not {files!r}")
        if download not in DOWNLOADS or (files == "path" and download != "always"):
            raise ValueError(f"download is 'always' or, for files='browser', 'over'; not {download!r}")
        self.match = match
        self.files = files
        self.download_when = download
        self._listeners: list[Callable[[Match], None]] = []
        self._prepared: tuple[Match, list, str] | None = None
        self.path = self.save_button = self.load_button = None
        self.download = self.upload = self.prepare_button = None
        if files == "path":
            self.path = ipywidgets.Text(value=path, layout=ipywidgets.Layout(width="320px"))
            self.save_button = ipywidgets.Button(icon="save")
            self.load_button = ipywidgets.Button(icon="folder-open")
            self.save_button.on_click(lambda _click: self.save())
            self.load_button.on_click(lambda _click: self.load())
            record_row = [self.path, self.save_button, self.load_button]
        else:
            self.prepare_button = ipywidgets.Button(icon="download").add_class("gangs-prepare-download")
            self.prepare_button.on_click(lambda _click: self.prepare_download())
            self.download = ipywidgets.HTML().add_class("gangs-download")
            self.upload = ipywidgets.FileUpload(accept=".json", multiple=False, icon="upload").add_class("gangs-upload")
            self.upload.observe(lambda change: self.take_upload(change.new), "value")
            record_row = [self.prepare_button, self.download, self.upload]
        self.step = ipywidgets.IntSlider(min=0, max=match.decisions, value=match.decisions, continuous_update=False,
                                         style={"description_width": "initial"})
        self.runs = ipywidgets.BoundedIntText(value=50, min=1, max=5000)
        self.seed = ipywidgets.IntText(value=1)
        self.rerun_button = ipywidgets.Button(icon="random", button_style="primary")
        self._words = {self.path: N_("File"), self.save_button: N_("Save record"),
                       self.load_button: N_("Load record"), self.upload: N_("Upload record"),
                       self.prepare_button: N_("Prepare download"),
                       self.step: N_("From decision"), self.runs: N_("Runs"), self.seed: N_("First seed"),
                       self.rerun_button: N_("Rerun")}
        self._words.pop(None, None)
        self.progress = ipywidgets.IntProgress(min=0, max=1, value=0, layout=ipywidgets.Layout(width="320px"))
        self.message = ipywidgets.HTML()
        self.results = ipywidgets.HTML()
        self.rows: list[dict[str, Any]] = []
        self.rerun_button.on_click(lambda _click: self.rerun())
        super().__init__([
            ipywidgets.HBox(record_row, layout=ipywidgets.Layout(align_items="center")),
            ipywidgets.HBox([self.step, self.runs, self.seed, self.rerun_button]),
            self.progress, self.message, self.results], **kwargs)
        self.add_class("gangs-scenario")
        self.refresh()

    def __repr__(self) -> str:
        return f"<ScenarioPanel: {self.match!r}>"

    def on_match(self, callback: Callable[[Match], None]) -> None:
        """Call ``callback(match)`` whenever a loaded record replaces the match."""
        self._listeners.append(callback)

    @property
    def lang(self) -> str:
        """The language the panel speaks: its match's."""
        return self.match.lang

    @own_language
    def refresh(self) -> "ScenarioPanel":
        """Follow the match: the "From decision" slider's range (a slider left at the latest decision
        stays there as the game goes on), the download (a link made for an earlier position goes away), and
        the match's language."""
        for widget, message in self._words.items():
            if widget.description != _(message):
                widget.description = _(message)
        at_end = self.step.value == self.step.max
        self.step.max = self.match.decisions
        if at_end or self.step.value > self.step.max:
            self.step.value = self.step.max
        if self.download is not None:
            self._show_download()
        self.rerun_button.disabled = self._withheld()
        return self

    @own_language
    def prepare_download(self) -> None:
        """Make the download link of the match's record as it is now (a browser panel only). With
        ``download="over"``, nothing before the game is over. A record that cannot be written (a text UTF-8
        cannot write) is said so in the message, and no link is made."""
        if self.download is None:
            raise RuntimeError("this panel saves to a path: use its Save button")
        if self._withheld():
            self._show_download()
            return
        try:
            text = self.match.record.to_json(indent=None).encode("utf-8")
        except (UnicodeError, ValueError) as error:
            self._say(_("This record cannot be written: {error}").format(error=_unwritable(error)), bad=True)
            return
        self._prepared = (self.match, self.match.steps, base64.b64encode(text).decode("ascii"))
        self._show_download()

    def _withheld(self) -> bool:
        """Whether the record is kept back for now: offered only once the game is over, which it is not."""
        return self.download_when == "over" and not self.match.is_over

    def _show_download(self) -> None:
        """The download's row as the match stands: the reason it waits, the button that makes the link,
        or the link made for this very position (a reseed alone changes no step, nor what the link replays)."""
        if self._prepared is not None:
            match, steps, _data = self._prepared
            if match is not self.match or steps != self.match.steps:
                self._prepared = None
        offered = self._prepared is None and not self._withheld()
        if self._withheld():
            why = _("The record holds every hand and every card drawn: it can be downloaded once the game is over.")
            self.download.value = f"<span style='color:#555555'>{escape(why)}</span>"
        else:
            self.download.value = "" if offered else _download_link(self.match, self._prepared[2])
        self.prepare_button.layout.display = None if offered else "none"

    def _say(self, text: str, bad: bool = False) -> None:
        colour = "#b3261e" if bad else "#1b5e20"
        self.message.value = f"<span style='color:{colour}'>{escape(_plain(text))}</span>"

    @own_language
    def save(self) -> None:
        """Write the record to the path in the File box (a notebook's panel only)."""
        if self.path is None:
            raise RuntimeError("this panel saves through the browser: use its download link")
        try:
            saved = self.match.record.save(self.path.value)
        except OSError as error:
            self._say(_("Cannot save there: {error}").format(error=error.strerror or error), bad=True)
            return
        except ValueError as error:              # a text UTF-8 cannot write: the old file is kept
            self._say(_("Not saved: {error}").format(error=_clipped(str(error), SHOWN_ERROR)), bad=True)
            return
        self._say(_("Saved {count} decisions to {path}.").format(count=self.match.decisions, path=saved))

    @own_language
    def load(self) -> None:
        """Replace the match by the one the File box's path records (a notebook's panel only); the current
        one is kept if the file is bad."""
        if self.path is None:
            raise RuntimeError("this panel loads through the browser: use its upload button")
        try:
            loaded = gangs.load(Path(self.path.value), lang=self.lang)
        except ValueError as error:
            self._refuse(error)
            return
        self._take(loaded)

    @own_language
    def take_upload(self, value: Any) -> None:
        """Load the record a visitor uploaded (``value``: the FileUpload's value, a tuple of files each
        with its ``name``, ``size`` and ``content`` bytes). Too big, not UTF-8 text (a BOM is allowed), not
        JSON, not a record, or a record that names a file of the server (an option that reads one, whatever
        its value): a message says so, repeating at most a short prefix of what was sent, and the match is
        kept. The upload box is emptied either way."""
        if not value:
            return
        if self.upload is not None:
            self.upload.value = ()
        upload = value[0] if isinstance(value, (tuple, list)) else None
        if not isinstance(upload, Mapping) or not isinstance(upload.get("content"), (bytes, bytearray, memoryview)):
            self._say(_("Not loaded: this is not an uploaded file"), bad=True)
            return
        name, content = _clipped(str(upload.get("name") or _("the file")), SHOWN_NAME), upload["content"]
        try:
            if len(content) > MAX_UPLOAD:
                raise ValueError(_("{name} is too big for a record ({size} MB; the limit is {limit} MB)").format(
                    name=name, size=f"{len(content) / 1e6:.1f}", limit=f"{MAX_UPLOAD / 1e6:g}"))
            try:
                text = bytes(content).decode("utf-8-sig")
            except UnicodeDecodeError:
                raise ValueError(_("{name} is not a text file (not UTF-8)").format(name=name)) from None
            try:
                record = Record.from_json(text)
            except RecursionError:
                raise ValueError(_("{name} is nested too deeply to be a record").format(name=name)) from None
            # a Record, never a path, and no option that reads a file: the server's files stay out of reach
            loaded = gangs.load(record, lang=self.lang, read_files=False)
        except ValueError as error:
            self._refuse(error)
            return
        self._take(loaded)

    def _refuse(self, error: ValueError) -> None:
        self._say(_("Not loaded: {error}").format(error=_clipped(str(error), SHOWN_ERROR)), bad=True)

    def _take(self, loaded: Match) -> None:
        self.match = loaded
        self.step.max = loaded.decisions
        self.step.value = loaded.decisions
        self.refresh()
        self._say(_("Loaded {game}: {count} decisions.").format(game=loaded.game.title, count=loaded.decisions))
        for callback in self._listeners:
            callback(loaded)

    @own_language
    def rerun(self) -> list[dict[str, Any]]:
        """Branch at the chosen decision and play it out ``runs`` times with seeds from ``seed`` on. Not while the
        record is withheld (``download="over"``, the game going on): the reruns play the hidden hands, and their
        results would hint at them."""
        self.refresh()
        if self._withheld():
            self._say(_("Reruns play from the hidden hands: they are open once the game is over."), bad=True)
            return []
        runs, at = self.runs.value, self.step.value
        self.progress.max, self.progress.value = runs, 0

        def tick(done: int) -> None:
            self.progress.value = done

        try:
            self.rows = rerun(self.match, at=at, runs=runs, seed=self.seed.value, progress=tick)
        except IllegalAction as error:
            self._say(error.reason, bad=True)
            return []
        except SimulationError as error:          # a match whose record cannot be written cannot be replayed
            self._say(_("The reruns stopped: {error}").format(error=_clipped(str(error), SHOWN_ERROR)), bad=True)
            return []
        self._say(_rerun_sentence(self.rows, at, self.match.options.get("max_turns")))
        self.results.value = _results_html(summary(self.rows, self.match.players), runs)
        return self.rows


def _download_link(match: Match, data: str) -> str:
    """A link that saves the match's record on the visitor's computer: ``data``, the record's JSON in base64,
    rides in the link."""
    name = f"{match.game.name}.record.json"
    title, link = _("Save the record of this game on your computer"), _("Download record")
    told = n_("({count} decision, {name})", "({count} decisions, {name})", match.decisions).format(
        count=match.decisions, name=name)
    return (f"<a download='{escape(name)}' href='data:application/json;base64,{data}' title='{escape(title)}'>"
            f"{escape(link)}</a> <span style='color:#555555'>{escape(told)}</span>")


def _clipped(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, the cut marked ``…``."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _plain(text: str) -> str:
    """``text`` as the page can be sent it: a character UTF-8 cannot write (a lone surrogate) written as its
    escape, ``\\ud800``."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _unwritable(error: Exception) -> str:
    """Why a record cannot be written, in words."""
    if isinstance(error, UnicodeError):
        return _("it holds a character that UTF-8 cannot write (a lone surrogate)")
    return _clipped(str(error), SHOWN_ERROR)


def _rerun_sentence(rows: list[dict[str, Any]], at: int, cap: int | None) -> str:
    """How many games were played and how they ended: by the rules, or stopped by the round cap."""
    ended = endings(rows)
    if not ended["cap"]:
        return n_("{count} game played from decision {at}: all ended by the rules.",
                  "{count} games played from decision {at}: all ended by the rules.", len(rows)).format(
            count=len(rows), at=at)
    return n_("{count} game played from decision {at}: {rules} ended by the rules, {capped} stopped by the round cap "
              "(max_turns={cap}: the richest when the rounds ran out wins).",
              "{count} games played from decision {at}: {rules} ended by the rules, {capped} stopped by the round "
              "cap (max_turns={cap}: the richest when the rounds ran out wins).", len(rows)).format(
        count=len(rows), at=at, rules=ended["rules"], capped=ended["cap"], cap=cap)


_LEFT = "padding:2px 10px;text-align:left;white-space:nowrap"
_RIGHT = "padding:2px 10px;text-align:right;white-space:nowrap"
_COLUMNS = [(N_("player"), _LEFT), (N_("wins"), _RIGHT), (N_("share"), _LEFT), (N_("by the rules"), _RIGHT),
            (N_("at the cap"), _RIGHT), (N_("mean score"), _RIGHT), (N_("lowest"), _RIGHT), (N_("highest"), _RIGHT)]
"""The results' columns (their headings marked with ``N_``, shown translated) and their styles."""


def _results_html(lines: list[dict[str, Any]], runs: int) -> str:
    """The summary as a table with a bar of wins per player, every cell padded apart."""
    head = "".join(f"<th style='{style}'>{escape(_(title))}</th>" for title, style in _COLUMNS)
    rows = []
    for line in lines:
        share = line["wins"] / runs if runs else 0
        bar = (f"<div style='background:#e4572e;height:10px;width:{100 * share:.0f}px;display:inline-block'></div>"
               f" {100 * share:.0f}%")
        cells = [escape(line["player"]), str(line["wins"]), bar, str(line["by rules"]), str(line["at cap"]),
                 f"{line['mean score']:.1f}", f"{line['lowest']:g}", f"{line['highest']:g}"]
        rows.append("<tr>" + "".join(f"<td style='{style}'>{cell}</td>"
                                     for cell, (_title, style) in zip(cells, _COLUMNS)) + "</tr>")
    return (f"<table class='gangs-results' style='border-collapse:collapse'><tr>{head}</tr>"
            f"{''.join(rows)}</table>")
