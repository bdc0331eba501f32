"""ScenarioPanel: save and load records, branch at a decision, rerun from there with other dice N
times, and compare the outcomes in a small table with a bar of wins."""

from __future__ import annotations

import base64
from html import escape
from pathlib import Path
from typing import Any, Callable

import ipywidgets

import gangs
from gangs.analysis import endings, rerun, summary
from gangs.kernel import IllegalAction, Match, Record
from gangs.kernel.lang import N_, own_language, plural_translator, translator
from gangs.kernel.words import to_you

_ = translator("widgets")
n_ = plural_translator("widgets")

MAX_UPLOAD = 1_000_000
"""The largest record file the app takes, in bytes (a whole game's record is about 16 kB)."""


class ScenarioPanel(ipywidgets.VBox):
    """Scenario tools for ``match``. ``on_match(callback)`` registers a function called with the new
    match when a record is loaded (a ``widgets.Table`` uses it to follow). Bad input (a missing, broken
    or foreign record, a step out of range) shows a short message and leaves the match as it was.

    ``files`` says where records go. ``"path"`` (a notebook): a File box names a path on the machine
    that runs the kernel, with Save and Load buttons. ``"browser"`` (an app, a public page): the
    record is downloaded by a link (``download``, class ``gangs-download``) and uploaded from the
    visitor's computer (``upload``, a FileUpload of class ``gangs-upload``); no file of the server
    is ever read or written, whatever the page sends. The widgets of the other way are ``None``. The panel
    speaks its match's language (``match.lang``); a loaded record is told in it.
    """

    def __init__(self, match: Match, path: str = "game.record.json", files: str = "path", **kwargs: Any) -> None:
        if files not in ("path", "browser"):
            raise ValueError(f"files is 'path' or 'browser', not {files!r}")
        self.match = match
        self.files = files
        self._listeners: list[Callable[[Match], None]] = []
        self.path = self.save_button = self.load_button = None
        self.download = self.upload = None
        if files == "path":
            self.path = ipywidgets.Text(value=path, layout=ipywidgets.Layout(width="320px"))
            self.save_button = ipywidgets.Button(icon="save")
            self.load_button = ipywidgets.Button(icon="folder-open")
            self.save_button.on_click(lambda _click: self.save())
            self.load_button.on_click(lambda _click: self.load())
            record_row = [self.path, self.save_button, self.load_button]
        else:
            self.download = ipywidgets.HTML().add_class("gangs-download")
            self.upload = ipywidgets.FileUpload(accept=".json", multiple=False, icon="upload").add_class("gangs-upload")
            self.upload.observe(lambda change: self.take_upload(change.new), "value")
            record_row = [self.download, self.upload]
        self.step = ipywidgets.IntSlider(min=0, max=match.decisions, value=match.decisions, continuous_update=False,
                                         style={"description_width": "initial"})
        self.runs = ipywidgets.BoundedIntText(value=50, min=1, max=5000)
        self.seed = ipywidgets.IntText(value=1)
        self.rerun_button = ipywidgets.Button(icon="random", button_style="primary")
        self._words = {self.path: N_("File"), self.save_button: N_("Save record"),
                       self.load_button: N_("Load record"), self.upload: N_("Upload record"),
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
        stays there as the game goes on), the download link's record, and the match's language."""
        for widget, message in self._words.items():
            if widget.description != _(message):
                widget.description = _(message)
        at_end = self.step.value == self.step.max
        self.step.max = self.match.decisions
        if at_end or self.step.value > self.step.max:
            self.step.value = self.step.max
        if self.download is not None:
            self.download.value = _download_link(self.match)
        return self

    def _say(self, text: str, bad: bool = False) -> None:
        colour = "#b3261e" if bad else "#1b5e20"
        self.message.value = f"<span style='color:{colour}'>{escape(text)}</span>"

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
        with its ``name``, ``size`` and ``content`` bytes). Too big, not UTF-8 text, not JSON or not a
        record: a message says so and the match is kept. The upload box is emptied either way."""
        if not value:
            return
        upload = value[0]
        name, content = str(upload.get("name") or _("the file")), upload.get("content", b"")
        if self.upload is not None:
            self.upload.value = ()
        try:
            if max(len(content), int(upload.get("size") or 0)) > MAX_UPLOAD:
                raise ValueError(_("{name} is too big for a record ({size} MB; the limit is {limit} MB)").format(
                    name=name, size=f"{len(content) / 1e6:.1f}", limit=f"{MAX_UPLOAD / 1e6:g}"))
            try:
                text = bytes(content).decode("utf-8")
            except UnicodeDecodeError:
                raise ValueError(_("{name} is not a text file (not UTF-8)").format(name=name)) from None
            try:
                record = Record.from_json(text)
            except RecursionError:
                raise ValueError(_("{name} is nested too deeply to be a record").format(name=name)) from None
            # a Record, never a path: the server's files stay out of reach
            loaded = gangs.load(record, lang=self.lang)
        except ValueError as error:
            self._refuse(error)
            return
        self._take(loaded)

    def _refuse(self, error: ValueError) -> None:
        self._say(_("Not loaded: {error}").format(error=error), bad=True)

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
        """Branch at the chosen decision and play it out ``runs`` times with seeds from ``seed`` on."""
        self.refresh()
        runs, at = self.runs.value, self.step.value
        self.progress.max, self.progress.value = runs, 0

        def tick(done: int) -> None:
            self.progress.value = done

        try:
            self.rows = rerun(self.match, at=at, runs=runs, seed=self.seed.value, progress=tick)
        except IllegalAction as error:
            self._say(error.reason, bad=True)
            return []
        self._say(_rerun_sentence(self.rows, at, self.match.options.get("max_turns")))
        self.results.value = _results_html(summary(self.rows, self.match.players), runs)
        return self.rows


def _download_link(match: Match) -> str:
    """A link that saves the match's record on the visitor's computer (the record rides in the link)."""
    data = base64.b64encode(match.record.to_json(indent=None).encode("utf-8")).decode("ascii")
    name = f"{match.game.name}.record.json"
    title, link = _("Save the record of this game on your computer"), _("Download record")
    told = n_("({count} decision, {name})", "({count} decisions, {name})", match.decisions).format(
        count=match.decisions, name=name)
    return (f"<a download='{escape(name)}' href='data:application/json;base64,{data}' title='{escape(title)}'>"
            f"{escape(link)}</a> <span style='color:#555555'>{escape(told)}</span>")


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
        cells = [escape(to_you(line["player"])), str(line["wins"]), bar, str(line["by rules"]), str(line["at cap"]),
                 f"{line['mean score']:.1f}", f"{line['lowest']:g}", f"{line['highest']:g}"]
        rows.append("<tr>" + "".join(f"<td style='{style}'>{cell}</td>"
                                     for cell, (_title, style) in zip(cells, _COLUMNS)) + "</tr>")
    return (f"<table class='gangs-results' style='border-collapse:collapse'><tr>{head}</tr>"
            f"{''.join(rows)}</table>")
