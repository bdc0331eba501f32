"""Each game's rulebook as implemented (issue 31, ``gangs.manual`` and ``gangs manual``): one page per game and
language holding an anchor for every rule key of the index, each printed rule's French sentence and each house
rule's reason, the rules numbered in their sections and the one-page reference linking to them, a picture of the
board, a style for A4 paper; bad input refused. No code of a game's own: every game of ``gangs.GAMES`` is read the
same way."""

from __future__ import annotations

from html import escape
from html.parser import HTMLParser

import pytest

import gangs
from gangs import cli
from gangs.kernel.house import house_reasons
from gangs.kernel.lang import game_text, language
from gangs.manual import manual, numbered, sections

GAMES = sorted(gangs.GAMES)


class _Page(HTMLParser):
    """The ids, the links within the page, and the tags left open of an HTML page."""

    VOID = {"meta", "br", "img", "hr", "link", "input"}

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.open: list[str] = []
        self.in_svg = 0

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        if tag == "svg":
            self.in_svg += 1
        if "id" in found:
            self.ids.append(found["id"])
        if tag == "a" and found.get("href", "").startswith("#"):
            self.links.append(found["href"][1:])
        if tag not in self.VOID and not self.in_svg:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if tag == "svg":
            self.in_svg -= 1
            return
        if self.in_svg:
            return
        assert self.open and self.open[-1] == tag, f"</{tag}> closes <{self.open[-1] if self.open else None}>"
        self.open.pop()


def _read(page: str) -> _Page:
    parsed = _Page()
    parsed.feed(page)
    parsed.close()
    return parsed


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", GAMES)
def test_the_manual_holds_an_anchor_for_every_rule_and_links_only_to_what_it_holds(key, lang):
    page = manual(key, lang)
    parsed = _read(page)
    assert not parsed.open, "tags left open"
    assert len(parsed.ids) == len(set(parsed.ids)), "an id twice"            # the board's shapes' ids included
    assert set(gangs.GAMES[key].rules) <= set(parsed.ids)
    assert parsed.links and set(parsed.links) <= set(parsed.ids)
    assert page.startswith("<!DOCTYPE html>") and f'<html lang="{lang}">' in page


@pytest.mark.parametrize("key", GAMES)
def test_each_printed_rule_is_quoted_and_each_house_rule_gives_its_reason(key):
    game = gangs.GAMES[key]
    for lang in ("en", "fr"):
        page = manual(key, lang)
        with language(lang):
            reasons = house_reasons(game)
            for rule, entry in game.rules.items():
                part = page.split(f'id="{rule}"')[1].split('<div class="rule"')[0]
                assert escape(entry.gloss) in part
                if entry.house:
                    assert "house-mark" in part
                    if reasons.get(rule):
                        assert escape(reasons[rule]) in part
                else:
                    assert escape(entry.french) in part and "house-mark" not in part


@pytest.mark.parametrize("key", GAMES)
def test_the_rules_are_numbered_in_their_sections_in_the_index_s_order(key):
    game = gangs.GAMES[key]
    parts = sections(key)
    keys = [rule for _title, rules in parts for rule in rules]
    assert sorted(keys) == sorted(game.rules) and len(keys) == len(set(keys))
    own = [rule for rule in game.rules if game.rules[rule].domain != "kernel"]
    assert keys[:len(own)] == own                          # the game's own rules in their order, the kernel's last
    assert [title for title, _rules in parts[:-1]] == [title for _first, title in game.sections]
    assert parts[-1][0] is None
    numbers = numbered(key)
    for s, (_title, rules) in enumerate(parts, 1):
        assert [numbers[rule] for rule in rules] == [f"{s}.{r}" for r in range(1, len(rules) + 1)]
    assert game.reference and all(rule in game.rules for rule in game.reference)


@pytest.mark.parametrize("key", GAMES)
def test_the_reference_page_links_each_of_its_rules_with_its_number(key):
    game, page = gangs.GAMES[key], manual(key, "en")
    reference = page.split('id="manual-reference"')[1].split("</section>")[0]
    numbers = numbered(key)
    for rule in game.reference:
        assert f'<a href="#{rule}">{numbers[rule]}</a>' in reference


@pytest.mark.parametrize("key", GAMES)
def test_the_french_page_speaks_french_and_quotes_the_same_sentences(key):
    game = gangs.GAMES[key]
    english, french = manual(key, "en"), manual(key, "fr")
    for _first, title in game.sections:
        with language("fr"):
            told = game_text(game, title)
        assert told != title and escape(told) in french
    assert "Pourquoi" in french and "Why:" not in french
    printed = [entry.french for entry in game.rules.values() if not entry.house]
    assert all(escape(sentence) in english and escape(sentence) in french for sentence in printed)


def test_the_page_prints_on_a4_with_the_reference_alone_and_no_rule_cut():
    page = manual("street")
    assert "@page { size: A4" in page and "@media print" in page
    style = page.split("@media print")[1]
    assert ".reference { break-after: page" in style and "nav { display: none; }" in style
    assert ".rule { margin: 0.7em 0; break-inside: avoid; }" in page


@pytest.mark.parametrize("key", GAMES)
def test_the_board_is_pictured_from_the_game_s_scene(key):
    board = manual(key).split('id="manual-board"')[1]
    assert "<svg" in board and "</svg>" in board


@pytest.mark.parametrize("bad", [None, 3, b"street", "chess", "x" * 10_000, ["street"]])
def test_an_unknown_game_is_refused(bad):
    with pytest.raises(ValueError):
        manual(bad)


@pytest.mark.parametrize("bad", [None, "de", b"en", 1, "EN"])
def test_an_unknown_language_is_refused(bad):
    with pytest.raises(ValueError):
        manual("street", bad)


def test_the_command_writes_the_page_and_says_so_in_its_language(tmp_path, capsys):
    out = tmp_path / "ribauds.html"
    assert cli.main(["manual", "ribauds", "--lang", "fr", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == manual("ribauds", "fr")
    assert "écrites dans" in capsys.readouterr().out
    assert cli.main(["manual", "street"]) == 0
    assert capsys.readouterr().out.startswith("<!DOCTYPE html>")
    assert cli.main(["manual", "street", "--out", str(tmp_path / "no" / "such" / "dir.html")]) == 1
    assert capsys.readouterr().err.startswith("gangs: ")
    with pytest.raises(SystemExit):
        cli.main(["manual", "chess"])


def test_the_module_example_is_true():
    import doctest

    import gangs.manual

    assert doctest.testmod(gangs.manual).failed == 0
