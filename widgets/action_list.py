"""ActionList: actions as buttons, and those beyond a few in a drop-down with a Play button."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import ipywidgets

from gangs.kernel import Action
from gangs.kernel.lang import plural_translator, translator

_ = translator("widgets")
n_ = plural_translator("widgets")


class ActionList(ipywidgets.VBox):
    """Shows actions as buttons (CSS class ``css``) when there are at most ``max_buttons`` of them,
    else all in one drop-down with a Play button (a wall of buttons helps nobody: the board is the
    way to choose among many places). ``noun``: what the drop-down counts, ``"actions"`` or ``"moves"`` (told in
    the language in force).
    ``play(action)`` is called with the action pressed or picked.

    Buttons are pooled: showing other actions relabels the same buttons, so that a step sends only
    the labels that changed, not new widgets.
    """

    def __init__(self, play: Callable[[Action], Any], max_buttons: int = 12, css: str = "gangs-action",
                 noun: str = "actions", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._play = play
        self.max_buttons = max_buttons
        self.noun = noun
        self._css = css
        self._pool: list[ipywidgets.Button] = []
        self._rest: list[Action] = []
        self.buttons = ipywidgets.Box(layout=ipywidgets.Layout(flex_flow="row wrap"))
        self.more = ipywidgets.Dropdown(layout=ipywidgets.Layout(width="auto", max_width="100%"))
        self.more.add_class("gangs-choices")
        self._go = go = ipywidgets.Button(description=_("Play"), layout=ipywidgets.Layout(width="60px"))
        go.add_class("gangs-play-choice")
        go.on_click(lambda _click: self._play_more())
        self._more_box = ipywidgets.HBox([self.more, go])
        self.shown: tuple[Action, ...] = ()
        self._words: tuple[str, ...] = ()

    def show(self, actions: Sequence[Action]) -> None:
        """Show ``actions`` (none: the list is empty)."""
        actions = tuple(actions)
        words = tuple(action.label for action in actions)
        if actions == self.shown and words == self._words:
            return                              # equal actions may be worded anew: a hand kept is another hand
        self.shown, self._words = actions, words
        first = actions if len(actions) <= self.max_buttons else ()
        while len(self._pool) < len(first):
            button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto", max_width="100%"))
            button.add_class(self._css)
            button.on_click(lambda b: self._play(b.action))
            self._pool.append(button)
        buttons = self._pool[:len(first)]
        for button, action in zip(buttons, first):
            button.action = action
            label = action.label
            if (button.description, button.tooltip) != (label, action.notation):
                button.description, button.tooltip = label, action.notation
        if list(self.buttons.children) != buttons:
            self.buttons.children = buttons
        self._rest = list(actions[len(first):])
        if self._rest:
            options = [(a.label, i) for i, a in enumerate(self._rest)]
            if list(self.more.options) != options:
                self.more.options = options
                self.more.value = 0             # ipywidgets selects nothing, and Play would do nothing
            count = len(self._rest)
            counted = (n_("{count} move", "{count} moves", count) if self.noun == "moves"
                       else n_("{count} action", "{count} actions", count))
            self.more.description = counted.format(count=count)
        children = [self._more_box] if self._rest else ([self.buttons] if buttons else [])
        if list(self.children) != children:
            self.children = children

    def retell(self) -> None:
        """Say the list's own words again in the language in force (the actions' labels come with them)."""
        self._go.description = _("Play")
        self.shown = ()                         # the next ``show`` labels every button again

    def _play_more(self) -> None:
        if self._rest and self.more.value is not None:
            self._play(self._rest[self.more.value])

    def close(self) -> None:
        """Close the list with its pooled buttons and drop-down."""
        for widget in [*self._pool, *self._more_box.children, self._more_box, self.buttons]:
            widget.close()
        super().close()
