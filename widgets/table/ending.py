"""The end of a game at a Table: who won and how (the rule that ended it, with its sentence of the rulebook, or the
round limit), the final scores, and two buttons: "Play again" (the same seats, other dice) and "Replay this game"
(back to its start, to step through it again). Hidden while the game goes on."""

from __future__ import annotations

from html import escape
from typing import Any, Callable

import ipywidgets

from gangs.kernel import Match
from gangs.kernel.lang import N_, translator
from gangs.views import View

from .controls import Wording

_ = translator("widgets")


def again(match: Match, seed: int | None = None) -> Match:
    """A new match of ``match``'s game with its players, options and language, on ``seed`` (by default the next
    one: other dice)."""
    import gangs

    return gangs.new(match.game.name, players=list(match.players), seed=match.seed + 1 if seed is None else seed,
                     lang=match.lang, **match.options)


def _score(value: float) -> str:
    """A score as a person reads it: whole numbers grouped by thousands with a narrow space (« 115 000 »)."""
    return f"{int(value):,}".replace(",", "\u202f") if float(value).is_integer() else f"{value:g}"


class EndingPanel:
    """The panel (``box``, CSS class ``gangs-ending``) shown once the game is over. ``play_again()`` and
    ``replay()`` are its buttons' commands; ``show(view, headline, name)`` fills it from the viewer's view (the
    headline: the status line's « Game over … won »; ``name(player)``: a seat as the viewer reads it)."""

    def __init__(self, wording: Wording, play_again: Callable[[], Any], replay: Callable[[], Any]) -> None:
        self.headline = ipywidgets.HTML().add_class("gangs-ending-headline")
        self.how = ipywidgets.HTML().add_class("gangs-ending-how")
        self.scores = ipywidgets.HTML().add_class("gangs-ending-scores")
        self.again_button = wording.button(N_("Play again"), N_("the same seats, other dice"), play_again)
        self.again_button.button_style = "primary"
        self.replay_button = wording.button(N_("Replay this game"),
                                            N_("back to its start: Redo or the decision slider steps through it"),
                                            replay)
        self.box = ipywidgets.VBox([self.headline, self.how, self.scores,
                                    ipywidgets.HBox([self.again_button, self.replay_button])],
                                   layout=ipywidgets.Layout(display="none", border="2px solid #2e7d32",
                                                            padding="6px 12px", margin="4px 0"))
        self.box.add_class("gangs-ending")

    def show(self, view: View, headline: str, name: Callable[[int], str]) -> None:
        """Show the ending of ``view`` (hidden while its game goes on)."""
        ending = view.ending
        if ending is None:
            self.box.layout.display = "none"
            return
        self.headline.value = f"<div style='font-size:1.5em'>{headline}</div>"
        rule = view.game.rules.get(ending["rule"]) if ending["rule"] else None
        how = _("The round limit was reached.") if ending["capped"] else _("The game ended by its rules.")
        parts = [escape(how)]
        if ending["text"]:
            parts.append(escape(ending["text"]))
        if rule is not None:
            parts.append(escape(_("Rule {key}: « {french} »").format(key=ending["rule"], french=rule.french)))
        self.how.value = "<br>".join(parts)
        rows = sorted(range(len(view.names)), key=lambda p: -ending["scores"][p]) if ending["scores"] else []
        cells = "".join(f"<tr><td>{'★ ' if p in ending['winners'] else ''}{escape(name(p))}</td>"
                        f"<td style='text-align:right'>{escape(_score(ending['scores'][p]))}</td></tr>" for p in rows)
        player, score = escape(_("Player")), escape(_("Score"))
        self.scores.value = f"<table><tr><th>{player}</th><th>{score}</th></tr>{cells}</table>" if cells else ""
        self.box.layout.display = ""
