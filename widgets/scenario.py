"""ScenarioPanel: save and load records, branch at a decision, rerun from there with other dice N
times, and compare the outcomes in a small table and a bar chart."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any, Callable

import ipywidgets

import gangs
from gangs.analysis import rerun, summary
from gangs.kernel import IllegalAction, Match, RecordError


class ScenarioPanel(ipywidgets.VBox):
    """Scenario tools for ``match``. ``on_match(callback)`` registers a function called with the new
    match when a record is loaded (a ``widgets.Table`` uses it to follow). Bad input (a missing, broken
    or foreign file, a step out of range) shows a short message and leaves the match as it was.
    ``choose_path=False`` keeps the file ``path`` whatever the File box says (it is shown disabled): a
    public page (the Lobby's app) must not write or read a path its visitor names."""

    def __init__(self, match: Match, path: str = "game.record.json", choose_path: bool = True,
                 **kwargs: Any) -> None:
        self.match = match
        self._listeners: list[Callable[[Match], None]] = []
        self._fixed_path = None if choose_path else path
        self.path = ipywidgets.Text(value=path, description="File", disabled=not choose_path,
                                    layout=ipywidgets.Layout(width="320px"))
        self.save_button = ipywidgets.Button(description="Save record", icon="save")
        self.load_button = ipywidgets.Button(description="Load record", icon="folder-open")
        self.step = ipywidgets.IntSlider(description="From decision", min=0, max=match.decisions,
                                         value=match.decisions, continuous_update=False,
                                         style={"description_width": "initial"})
        self.runs = ipywidgets.BoundedIntText(value=50, min=1, max=5000, description="Runs")
        self.seed = ipywidgets.IntText(value=1, description="First seed")
        self.rerun_button = ipywidgets.Button(description="Rerun", icon="random", button_style="primary")
        self.progress = ipywidgets.IntProgress(min=0, max=1, value=0, layout=ipywidgets.Layout(width="320px"))
        self.message = ipywidgets.HTML()
        self.results = ipywidgets.HTML()
        self.rows: list[dict[str, Any]] = []
        self.save_button.on_click(lambda _: self.save())
        self.load_button.on_click(lambda _: self.load())
        self.rerun_button.on_click(lambda _: self.rerun())
        super().__init__([
            ipywidgets.HBox([self.path, self.save_button, self.load_button]),
            ipywidgets.HBox([self.step, self.runs, self.seed, self.rerun_button]),
            self.progress, self.message, self.results], **kwargs)
        self.add_class("gangs-scenario")

    def __repr__(self) -> str:
        return f"<ScenarioPanel: {self.match!r}>"

    def on_match(self, callback: Callable[[Match], None]) -> None:
        """Call ``callback(match)`` whenever a loaded record replaces the match."""
        self._listeners.append(callback)

    def refresh(self) -> "ScenarioPanel":
        """Follow the match's length (the step slider's range)."""
        self.step.max = self.match.decisions
        if self.step.value > self.step.max:
            self.step.value = self.step.max
        return self

    def _path(self) -> str:
        """The file to save to and load from: the fixed one, or the File box's (a browser can change a
        disabled box's value through its widget model, so a fixed path is never read from it)."""
        return self.path.value if self._fixed_path is None else self._fixed_path

    def _say(self, text: str, bad: bool = False) -> None:
        colour = "#b3261e" if bad else "#1b5e20"
        self.message.value = f"<span style='color:{colour}'>{escape(text)}</span>"

    def save(self) -> None:
        """Write the record to the file named."""
        try:
            saved = self.match.record.save(self._path())
        except OSError as error:
            self._say(f"Cannot save there: {error.strerror or error}", bad=True)
            return
        self._say(f"Saved {self.match.decisions} decisions to {saved}.")

    def load(self) -> None:
        """Replace the match by the one the file records (the current one is kept if the file is bad)."""
        try:
            loaded = gangs.load(Path(self._path()))
        except RecordError as error:
            where = f" (step {error.step})" if getattr(error, "step", None) is not None else ""
            self._say(f"Not loaded{where}: {error}", bad=True)
            return
        self.match = loaded
        self.refresh()
        self.step.value = loaded.decisions
        self._say(f"Loaded {loaded.game.title}: {loaded.decisions} decisions.")
        for callback in self._listeners:
            callback(loaded)

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
        self._say(f"{runs} games played from decision {at}.")
        self.results.value = _results_html(summary(self.rows, self.match.players), runs)
        return self.rows


def _results_html(lines: list[dict[str, Any]], runs: int) -> str:
    """The summary as a table with a bar of wins per player."""
    rows = []
    for line in lines:
        share = line["wins"] / runs if runs else 0
        bar = (f"<div style='background:#e4572e;height:10px;width:{200 * share:.0f}px;display:inline-block'></div>"
               f" {100 * share:.0f}%")
        rows.append(f"<tr><td>{escape(line['player'])}</td><td>{line['wins']}</td><td>{bar}</td>"
                    f"<td>{line['mean score']:.1f}</td><td>{line['lowest']:g}</td><td>{line['highest']:g}</td></tr>")
    head = "<tr><th>player</th><th>wins</th><th></th><th>mean score</th><th>lowest</th><th>highest</th></tr>"
    return f"<table class='gangs-results'>{head}{''.join(rows)}</table>"
