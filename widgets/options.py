"""OptionControls: one control per declared option of a game (``Game.options``), and their values.

A drop-down for an option with ``choices``, a check box for a ``bool``, a bounded number box for an
``int`` or ``float`` (with a "None" check box beside it when the option is ``optional``), a text
box for a ``str``. An option that reads a file (``reads_file``: a board file) gets no control: a
public page must never read a path its visitor names. Each control is described by the option's
doc line, in the panel's language (``lang``, ``speak``: the game's catalogue translates it, see
``gangs.kernel.lang.game_text``). Nothing is checked here: ``values()`` goes to ``Game.check_options``.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

import ipywidgets

from gangs.kernel import Game, Option
from gangs.kernel.lang import N_, check_language, current, game_text, language, translator

_ = translator("widgets")

LABELS = {
    "police_player": N_("Police played by a seat"), "dart_hit": N_("Chance a dart hits"),
    "dart_dead": N_("Chance a hit kills"), "killer_bonus": N_("Killer's duel bonus"),
    "time_quota": N_("Seconds a turn"), "max_turns": N_("Rounds at most"), "ask_forced": N_("Ask forced moves"),
    "reading": N_("Rules read"), "ask_end": N_("Ask to end the turn"), "mode": N_("Game speed"),
    "karma_return": N_("Used Karma cards"), "stop_from": N_("Stop proposed from round"),
    "balance_question": N_("Heist question to"), "flow": N_("Turn flow"), "two_gangs": N_("Two gangs each"),
    "wounded_parrain": N_("Wounded parrain (variant)"), "layout": N_("Quarters"),
}
"""Each option's label, as a person reads it (an option not listed is labelled by its name, spaced)."""

CHOICE_WORDS = {
    "printed": N_("as printed"), "lenient": N_("as earlier versions"), "normal": N_("normal"),
    "fast": N_("fast (RIP costs a turn)"), "discard": N_("wait for the pile to run out"),
    "pile": N_("back into the pile at once"), "everyone": N_("every player"), "holders": N_("the holders only"),
    "standing": N_("standing (asked less)"), "asked": N_("asked (every step)"), "carre": N_("square (carré)"),
    "seine": N_("the Seine and its bridges"), "faubourgs": N_("the faubourgs"),
}
"""The words of the options' choices (a choice not listed is shown as it is)."""

NONE_WORDS = {"killer_bonus": N_("as printed"), "time_quota": N_("no limit"), "max_turns": N_("no limit"),
              "stop_from": N_("the board's round")}
"""What the box that gives an optional option no value says (what None means for it)."""

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


def _choice_words(option: Option) -> list[tuple[str, Any]]:
    """An option's choices as a drop-down's (words, value), in the language in force."""
    return [(_(CHOICE_WORDS[choice]) if choice in CHOICE_WORDS else str(choice), choice)
            for choice in option.choices or ()]


def readable(doc: str, name: str, option: Option) -> str:
    """An option's doc line as the panel shows it: its choices' codes and ``None`` in the words their controls
    show (« as printed », « no limit »), not as Python writes them."""
    for choice in option.choices or ():
        if isinstance(choice, str) and choice in CHOICE_WORDS:
            words = "« " + _(CHOICE_WORDS[choice]) + " »"
            doc = re.sub(rf"'{re.escape(choice)}'|\b{re.escape(choice)}(?=\s?:)", words, doc)
    if option.optional:
        none = _(NONE_WORDS[name]) if name in NONE_WORDS else _("none")
        doc = re.sub(r"\bNone\b", "« " + none + " »", doc)
    return doc


def label(name: str) -> str:
    """An option's label in the language in force (``LABELS``; else its name, spaced)."""
    return _(LABELS[name]) if name in LABELS else name.replace("_", " ").capitalize()


def _control(option: Option) -> ipywidgets.Widget:
    if option.choices is not None:
        return ipywidgets.Dropdown(options=_choice_words(option), value=option.default)
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
            control.layout = ipywidgets.Layout(width="auto", min_width="260px")
            control.style = {"description_width": "initial"}
            control.add_class(f"gangs-option-{name}")
            self.controls[name] = control
            row = [control]
            if option.optional and option.choices is None and option.type is not str:
                none = ipywidgets.Checkbox(value=option.default is None, indent=False,
                                           layout=ipywidgets.Layout(width="auto"))
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
                option = self.game.options[name]
                doc = readable(game_text(self.game, option.doc), name, option)
                control.description = label(name)
                control.tooltip = doc
                if option.choices is not None:
                    value = control.value
                    control.options = _choice_words(option)
                    control.value = value
                self.docs[name].value = f"<span style='color:#666666; font-size:12px'>{escape(doc)}</span>"
                if name in self.nones:
                    # Translators: the box that gives an option no value (its doc line says what that means)
                    self.nones[name].description = _(NONE_WORDS[name]) if name in NONE_WORDS else _("none")
                    self.nones[name].tooltip = _("Ticked: the option takes no value, as its doc line says")
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

