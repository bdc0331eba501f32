"""OptionControls: one control per declared option of a game (``Game.options``), and their values.

A drop-down for an option with ``choices``, a check box for a ``bool``, a bounded number box for an
``int`` or ``float`` (with a "None" check box beside it when the option is ``optional``), a text
box for a ``str``. An option that reads a file (``reads_file``: a board file) gets no control: a
public page must never read a path its visitor names. Each control is described by the option's
doc line, in the panel's language (``lang``, ``speak``: the game's catalogue translates it, see
``gangs.kernel.lang.game_text``). Nothing is checked here: ``values()`` goes to ``Game.check_options``.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from gangs.kernel import Game, Option
from gangs.kernel.lang import check_language, current, game_text, language, translator

_ = translator("widgets")

NUMBER_LIMIT = 10**9
"""The bound a number box takes on a side where its option has none."""


def _number_box(option: Option) -> ipywidgets.Widget:
    default = option.default if option.default is not None else (option.minimum or 0)
    low = -NUMBER_LIMIT if option.minimum is None else option.minimum
    high = NUMBER_LIMIT if option.maximum is None else option.maximum
    if option.type is int:
        return ipywidgets.BoundedIntText(value=default, min=int(low), max=int(high))
    step = 0.05 if high - low <= 1 else 1.0
    return ipywidgets.BoundedFloatText(value=default, min=low, max=high, step=step)


def _control(option: Option) -> ipywidgets.Widget:
    if option.choices is not None:
        return ipywidgets.Dropdown(options=[(str(choice), choice) for choice in option.choices],
                                   value=option.default)
    if option.type is bool:
        return ipywidgets.Checkbox(value=option.default, indent=False)
    if option.type in (int, float):
        return _number_box(option)
    return ipywidgets.Text(value=option.default or "")


class OptionControls(ipywidgets.VBox):
    """The controls of ``game``'s options, a row each (control, "None" box if optional, doc line), in ``lang``
    (the language in force by default). ``controls``: name -> control; ``nones``: name -> the "None" check box
    of an optional option."""

    def __init__(self, game: Game, lang: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-options")
        self.game = game
        self.lang = check_language(lang or current())
        self.controls: dict[str, ipywidgets.Widget] = {}
        self.nones: dict[str, ipywidgets.Checkbox] = {}
        self.docs: dict[str, ipywidgets.HTML] = {}
        rows = []
        for name, option in game.options.items():
            if option.reads_file:
                continue
            control = _control(option)
            control.description = name
            control.layout = ipywidgets.Layout(width="260px")
            control.style = {"description_width": "110px"}
            control.add_class(f"gangs-option-{name}")
            self.controls[name] = control
            row = [control]
            if option.optional and option.choices is None and option.type is not str:
                none = ipywidgets.Checkbox(value=option.default is None, indent=False,
                                           layout=ipywidgets.Layout(width="70px"))
                none.observe(lambda change, box=control: setattr(box, "disabled", change["new"]), "value")
                control.disabled = none.value
                self.nones[name] = none
                row.append(none)
            self.docs[name] = ipywidgets.HTML(layout=ipywidgets.Layout(flex="1 1 auto"))
            rows.append(ipywidgets.HBox([*row, self.docs[name]]))
        self.children = rows
        self.speak(self.lang)

    def speak(self, lang: str) -> "OptionControls":
        """Say the doc lines and the "None" boxes in ``lang`` (a ValueError naming the languages for one there is
        not); the values are kept."""
        self.lang = check_language(lang)
        with language(lang):
            for name, control in self.controls.items():
                doc = game_text(self.game, self.game.options[name].doc)
                control.tooltip = doc
                self.docs[name].value = f"<span style='color:#666666; font-size:12px'>{escape(doc)}</span>"
                if name in self.nones:
                    # Translators: the box that sets an option to None (its doc line names None's meaning)
                    self.nones[name].description = _("None")
                    self.nones[name].tooltip = _("Ticked: the option is None, as its doc line says")
        return self

    def values(self) -> dict[str, Any]:
        """The value of each control, name -> value (None where the "None" box is ticked, or an
        empty text of an optional option)."""
        values: dict[str, Any] = {}
        for name, control in self.controls.items():
            value = control.value
            if (name in self.nones and self.nones[name].value) or (
                    value == "" and self.game.options[name].optional):
                value = None
            values[name] = value
        return values

    def set(self, **values: Any) -> "OptionControls":
        """Show these values (None ticks the "None" box); names without a control are refused."""
        for name, value in values.items():
            if name not in self.controls:
                raise ValueError(f"no control for the option {name!r} of {self.game.name}")
            if name in self.nones:
                self.nones[name].value = value is None
            if value is not None:
                self.controls[name].value = value
        return self

