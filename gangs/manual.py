"""A game's rulebook as implemented, on one HTML page that prints well (A4), as Rally the Troops publishes its
games' rules: a one-page reference first (the rules of a turn, the scoring and the end), then every rule of the
index, numbered by section (``Game.sections``) and anchored by its key (``#take``, so that a log line links to it):
the rulebook's sentence as printed (French), its meaning in the language asked for, and, for a house rule, the
reason the game's README gives; a picture of the board, drawn from the game's scene.

>>> from gangs.manual import manual, numbered
>>> page = manual("ribauds", lang="en")
>>> 'id="take"' in page and page.startswith("<!DOCTYPE html>")
True
>>> numbered("ribauds")["take"]
'2.3'
"""

from __future__ import annotations

import random
from functools import lru_cache
from html import escape
from typing import Any

from .kernel.agent import RandomAgent
from .kernel.house import house_reasons
from .kernel.lang import LANGUAGES, game_text, language, translator
from .kernel.registry import GAMES, new
from .render import svg

_ = translator("kernel")

STYLE = """
:root { --ink: #222; --soft: #666; --house: #8a5a00; --line: #d8d2c4; }
body { font-family: Georgia, "DejaVu Serif", serif; color: var(--ink); max-width: 46em; margin: 2em auto;
       padding: 0 1em; line-height: 1.45; }
h1 { font-size: 1.9em; margin-bottom: 0.1em; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.15em; margin-top: 1.6em; }
.subtitle, .note { color: var(--soft); }
nav ol { columns: 2; padding-left: 1.4em; }
a { color: #1f4e8c; }
.rule { margin: 0.7em 0; break-inside: avoid; }
.rule:target { background: #fff6d6; outline: 3px solid #f2c94c; }
.number { font-weight: bold; margin-right: 0.4em; }
.key { font-family: "DejaVu Sans Mono", monospace; font-size: 0.85em; color: var(--soft); }
.printed { font-style: italic; margin: 0.15em 0 0.1em 1.6em; }
.meaning { margin: 0.1em 0 0 1.6em; }
.house-mark { font-family: sans-serif; font-size: 0.75em; background: var(--house); color: white;
              border-radius: 3px; padding: 0 0.35em; margin-left: 0.4em; }
.reason { margin: 0.2em 0 0 1.6em; color: var(--house); }
.reference { border: 2px solid var(--ink); padding: 0.6em 1.2em 0.8em; }
.reference ol { padding-left: 1.4em; margin: 0.3em 0; }
.reference li { margin: 0.15em 0; }
.board svg { max-width: 100%; height: auto; }
@page { size: A4; margin: 15mm 14mm; }
@media print {
  body { max-width: none; margin: 0; font-size: 10.5pt; }
  nav { display: none; }
  a { color: inherit; text-decoration: none; }
  .reference { break-after: page; font-size: 10pt; }
  .board { break-before: page; break-after: page; }
  h2 { break-after: avoid; }
  .rule:target { background: none; outline: none; }
}
"""
"""The page's style: a reading column on screen; on paper, A4, the reference alone on the first page, the board on
a page of its own, no rule cut between two pages."""


def sections(key: str) -> list[tuple[str | None, list[str]]]:
    """The rule index of the game ``key`` in its sections, in order: (title, as marked in the game's catalogue, and
    the rule keys); the kernel's rules last, in a section of their own (title None). A game that names no sections
    (``Game.sections``) has its rules in one, untitled ("")."""
    game = GAMES[key]
    kernel = [rule for rule, entry in game.rules.items() if entry.domain == "kernel"]
    own = [rule for rule in game.rules if rule not in kernel]
    starts = {first: title for first, title in game.sections}
    parts: list[tuple[str | None, list[str]]] = []
    for rule in own:
        if rule in starts or not parts:
            parts.append((starts.get(rule, ""), []))
        parts[-1][1].append(rule)
    return parts + [(None, kernel)]


@lru_cache(maxsize=None)
def numbered(key: str) -> dict[str, str]:
    """Each rule key of the game ``key`` and its number in the manual: ``"2.3"``, the third rule of the second
    section."""
    return {rule: f"{s}.{r}" for s, (_title, rules) in enumerate(sections(key), 1) for r, rule in enumerate(rules, 1)}


def _section_title(game: Any, title: str | None) -> str:
    if title is None:
        return _("The table's own rules")
    return game_text(game, title) if title else _("The rules")


def _rule(game: Any, rule: str, number: str, reasons: dict[str, str]) -> str:
    entry = game.rules[rule]
    house = _("house rule")
    mark = f'<span class="house-mark">{escape(house)}</span>' if entry.house else ""
    lines = [f'<div class="rule" id="{escape(rule)}"><a class="number" href="#{escape(rule)}">{number}</a>'
             f'<span class="key">{escape(rule)}</span>{mark}']
    if entry.house:
        lines.append(f'<div class="meaning">{escape(entry.gloss)}</div>')
        why = reasons.get(rule)
        told = _("Why: {reason}").format(reason=why) if why else _("The README gives no reason for it.")
        lines.append(f'<div class="reason">{escape(told)}</div>')
    else:
        lines.append(f'<div class="printed" lang="fr">«\u00a0{escape(entry.french)}\u00a0»</div>')
        lines.append(f'<div class="meaning">{escape(entry.gloss)}</div>')
    lines.append("</div>")
    return "\n".join(lines)


def _reference(game: Any, numbers: dict[str, str]) -> str:
    items = "".join(f'<li><a href="#{escape(rule)}">{numbers[rule]}</a> {escape(game.rules[rule].gloss)}</li>'
                    for rule in game.reference)
    if not items:
        return ""
    title, note = _("At a glance"), _("A turn, the scoring and the end, in the order a player meets them.")
    return (f'<section class="reference" id="manual-reference"><h2>{escape(title)}</h2>'
            f'<p class="note">{escape(note)}</p><ol>{items}</ol></section>')


def board_picture(key: str, decisions: int = 12, seed: int = 1) -> str:
    """An SVG picture of a game of ``key`` after ``decisions`` random decisions (seeded), as the teacher's view draws
    it: the board with its pieces in play. Its shapes' ids begin with ``board-``, so that none is a rule's key."""
    match = new(key, players=2, seed=seed)
    match.run(agents=[RandomAgent(random.Random(seed + seat)) for seat in range(2)], max_steps=decisions)
    return svg(match.game.scene(match.state, None), id_prefix="board-")


def manual(key: str, lang: str = "en") -> str:
    """The manual of the game ``key`` (a key of ``gangs.GAMES``) in ``lang`` (``"en"`` or ``"fr"``): a whole HTML
    page (see the module's docstring). ValueError for an unknown game or language."""
    if not isinstance(key, str) or key not in GAMES:
        raise ValueError(_("no game {game}; the games are {games}").format(game=repr(key)[:60],
                                                                           games=", ".join(GAMES)))
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ValueError(_("no language {lang}; the languages are {languages}").format(
            lang=repr(lang)[:60], languages=", ".join(LANGUAGES)))
    return _manual(key, lang)


@lru_cache(maxsize=16)
def _manual(key: str, lang: str) -> str:
    game = GAMES[key]
    with language(lang):
        numbers, reasons = numbered(key), house_reasons(game)
        parts = sections(key)
        printed = sum(1 for entry in game.rules.values() if not entry.house)
        house = len(game.rules) - printed
        contents = "".join(f'<li><a href="#manual-section-{s}">{escape(_section_title(game, title))}</a></li>'
                           for s, (title, _rules) in enumerate(parts, 1))
        body = [f'<section id="manual-section-{s}"><h2>{s}. {escape(_section_title(game, title))}</h2>'
                + "\n".join(_rule(game, rule, numbers[rule], reasons) for rule in rules) + "</section>"
                for s, (title, rules) in enumerate(parts, 1)]
        heading = _("{title}: the rules as implemented").format(title=game.title)
        counted = _("{printed} rules as the rulebook prints them (each quoted in French) and {house} house rules, "
                    "which the rulebook does not print, each with its reason. Each rule's number is a link to it: "
                    "this page's address followed by # and the rule's key ({example}).").format(
            printed=printed, house=house, example=f"#{next(iter(game.reference), 'goal')}")
        pictured, seen = _("The board"), _("A game after a few moves, as the table draws it.")
        board = (f'<section class="board" id="manual-board"><h2>{escape(pictured)}</h2>'
                 f'<p class="note">{escape(seen)}</p>{board_picture(key)}</section>')
        contents_title = _("Contents")
        page = [
            "<!DOCTYPE html>", f'<html lang="{lang}"><head><meta charset="utf-8">',
            f"<title>{escape(heading)}</title><style>{STYLE}</style></head><body>",
            f"<h1>{escape(heading)}</h1>", f'<p class="subtitle">{escape(counted)}</p>',
            _reference(game, numbers),
            f'<nav><h2>{escape(contents_title)}</h2><ol>{contents}</ol></nav>',
            *body, board, "</body></html>"]
    return "\n".join(part for part in page if part)
