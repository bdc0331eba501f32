"""EventLog: a match's events, newest first, grouped by turn; each line names its rule on hover, and a
click on a line (or Enter on it) opens its rule under it: the key, the rulebook's sentence « as printed »,
the gloss in the language in force and, for a house rule, the reason the game's README gives. A second click
closes it. The log's own words (``words``) are in the language in force when ``show`` is called.

An anywidget (front end in ``event_log.js`` and ``event_log.css``, beside this file). Its state is
split so that a step sends little: ``current`` (the newest turn's lines) changes at every step,
``past`` (the earlier turns shown) only when a turn ends, ``rules`` and ``details`` only when a rule
appears for the first time.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import anywidget
import traitlets

from gangs.kernel import Event
from gangs.kernel.lang import LANGUAGES, current, translator
from gangs.kernel.registry import GAMES

_HERE = Path(__file__).parent
_ = translator("widgets")

MANUAL_EVERY = 1.0
"""Seconds between two manuals a log sends (a page is some hundred kilobytes; a front end may ask without end)."""


def log_words() -> dict[str, str]:
    """The log's own words in the language in force (the front end fills in ``{rule}`` and ``{reason}``)."""
    return {"rule": _("Rule {rule}"), "house_rule": _("Rule {rule} (house rule)"),
            "manual": _("In the manual: §{number}"),
            "house": _("House rule: {reason}"), "no_reason": _("House rule: the game's README gives no reason for it."),
            "empty": _("No events yet."), "click": _("(click: the rule)")}


def _group(heading: str, entries: Iterable[Event | Mapping[str, Any]], viewer: int | None) -> dict:
    return {"heading": heading, "lines": [[entry.told(viewer), entry.rule] if isinstance(entry, Event)
                                          else [entry["text"], entry["rule"]] for entry in entries]}


def _details(entry: Any, reason: str | None, number: str = "") -> dict:
    """What a click on a line of this rule opens: its French sentence (as printed), its gloss (in the language in
    force), the house rule's reason ("" for a printed rule; None for a house rule whose reason is not
    found), and its number in the game's manual ("" when there is none)."""
    house = bool(getattr(entry, "house", False))
    return {"french": getattr(entry, "french", ""), "english": _gloss(entry, ""),
            "house": (reason or None) if house else "", "number": number}


def _gloss(entry: Any, default: str) -> str:
    """A rule's gloss in the language in force (``Rule.gloss``), or its English for an entry with no gloss."""
    return getattr(entry, "gloss", None) or getattr(entry, "english", default)


class EventLog(anywidget.AnyWidget):
    """The event log of a ``widgets.Table``: give it the groups to show with :meth:`show`.

    Synced state: ``current`` and ``past`` are groups ``{"heading": "Turn 3", "lines": [[text,
    rule], ...]}`` (lines newest first; ``past`` newest group first); ``rules`` maps each rule key
    shown to its hover text (the gloss, then the French sentence of the rulebook);
    ``details`` maps it to what a click on its line opens: ``{"french", "english", "house"}``
    (``english``: the gloss in the language in force; ``house``: the reason of a house rule, "" for a printed
    one, None when the README gives none); ``words``: the log's own words (``log_words``).
    """

    _esm = _HERE / "event_log.js"
    _css = _HERE / "event_log.css"
    current = traitlets.Dict().tag(sync=True)
    past = traitlets.List().tag(sync=True)
    rules = traitlets.Dict().tag(sync=True)
    details = traitlets.Dict().tag(sync=True)
    words = traitlets.Dict().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-log")
        self._rules_of: tuple[Mapping[str, Any] | None, str] | None = None
        self._manual: tuple[str, str] | None = None
        self._manual_sent = -MANUAL_EVERY
        self.words = log_words()
        self.on_msg(self._asked)

    def manual_page(self, rule: Any) -> dict[str, str] | None:
        """What the front end opens when a rule's « In the manual » link is pressed: the game's manual in the
        language of the log (``gangs.manual``; ``page`` names it) and the rule to show in it, or None for a rule
        this log has not shown (a front end may send anything)."""
        from gangs.manual import manual

        if self._manual is None or not isinstance(rule, str) or not self.details.get(rule, {}).get("number"):
            return None
        key, lang = self._manual
        return {"type": "manual", "rule": rule, "page": f"{key}/{lang}", "html": manual(key, lang)}

    def _asked(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A view asks for the manual: ``ask`` (a short text) names its question, so that only the view that asked
        opens a tab; ``have``, the pages it already holds (then the answer leaves the page out). A page is sent at
        most once every ``MANUAL_EVERY`` seconds; another question is answered ``refused`` (its tab closes)."""
        if not isinstance(content, dict) or content.get("type") != "manual":
            return
        ask = content.get("ask")
        if not isinstance(ask, str) or not 0 < len(ask) <= 40:
            return                                      # no view could tell the answer is its own
        page = self.manual_page(content.get("rule"))
        have = content.get("have")
        if page is not None and isinstance(have, list) and page["page"] in have[:len(GAMES) * len(LANGUAGES)]:
            self.send({**page, "html": None, "ask": ask})
            return
        now = time.monotonic()
        if page is None or now - self._manual_sent < MANUAL_EVERY:
            self.send({"type": "manual", "ask": ask, "refused": True})
            return
        self._manual_sent = now
        self.send({**page, "ask": ask})

    def show(self, groups: Sequence[tuple[str, Sequence[Event | Mapping[str, Any]]]],
             rules: Mapping[str, Any] | None = None, reasons: Mapping[str, str] | None = None,
             viewer: int | None = None, game: str | None = None) -> None:
        """Show ``groups``, newest first: (heading, entries newest first) each: a view's log entries (``text`` and
        ``rule``, already worded for their reader: ``gangs.views.View.log``), or events, worded for ``viewer`` (« you »
        for himself; None, the teacher, reads every name). ``rules``: the game's rule index (key -> a ``Rule``:
        ``english``, ``french``, ``house``), for the hover texts and the rule a click opens; ``reasons``: the house
        rules' reasons (``gangs.kernel.house.house_reasons``); ``game``: the key of the game whose manual a rule
        links to (``gangs.manual``; None: no link)."""
        from gangs.manual import numbered

        shown = [_group(heading, events, viewer) for heading, events in groups if events]
        numbers = numbered(game) if game in GAMES else {}
        self._manual = (game, current()) if numbers else None
        if self._rules_of is None or rules is not self._rules_of[0] or current() != self._rules_of[1]:
            # another game, or another language: its rules say other things
            self._rules_of, known, details = (rules, current()), {}, {}
        else:
            known, details = dict(self.rules), dict(self.details)
        for group in shown:
            for _, rule in group["lines"]:
                if rule not in known:
                    entry = (rules or {}).get(rule)
                    known[rule] = (f"{_gloss(entry, rule)}\n« {entry.french} »" if entry is not None
                                   and getattr(entry, "french", "") else _gloss(entry, rule))
                    details[rule] = _details(entry, (reasons or {}).get(rule), numbers.get(rule, ""))
        words = log_words()
        with self.hold_sync():
            if words != self.words:
                self.words = words
            if known != self.rules:
                self.rules = known
            if details != self.details:
                self.details = details
            self.current = shown[0] if shown else {}
            self.past = shown[1:]

    def explain(self, rule: str) -> str:
        """What a click on a line of ``rule`` opens, as plain text (the front end shows the same)."""
        entry, words = self.details.get(rule), self.words
        if entry is None:
            return _("{rule}: a rule this log has not shown.").format(rule=rule)
        lines = [words["house_rule" if entry["house"] != "" else "rule"].format(rule=rule)]
        if entry["french"]:
            lines.append(f"« {entry['french']} »")
        if entry["english"]:
            lines.append(entry["english"])
        if entry["house"]:
            lines.append(words["house"].format(reason=entry["house"]))
        elif entry["house"] is None:
            lines.append(words["no_reason"])
        if entry.get("number"):
            lines.append(words["manual"].format(number=entry["number"]))
        return "\n".join(lines)

    @property
    def text(self) -> str:
        """What the log shows, as plain text: each heading, then its lines, newest first."""
        groups = ([self.current] if self.current else []) + list(self.past)
        return "\n".join(f"{group['heading']}\n" + "\n".join(f"  {text}" for text, _ in group["lines"])
                         for group in groups) or self.words["empty"]
