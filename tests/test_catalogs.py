"""The gettext catalogues are current and complete: every message marked in the sources is in its domain's
``.po`` with a translation, nothing else is, and each ``.mo`` is compiled from its ``.po`` (``make catalogs``)."""

from __future__ import annotations

import pytest

import gangs
from gangs.kernel import catalogs, lang
from gangs.kernel.house import read_house_rules

NOT_TRANSLATED_YET: dict[str, str] = {}
"""The domains whose French is still to come: their test is expected to fail, and turns red once they are done
(then strike them from here)."""


@pytest.mark.parametrize("domain", [
    pytest.param(domain, marks=pytest.mark.xfail(strict=True, reason=NOT_TRANSLATED_YET[domain]))
    if domain in NOT_TRANSLATED_YET else domain
    for domain in catalogs.DOMAINS])
def test_the_catalogue_is_current_and_complete(domain):
    assert catalogs.problems([domain]) == []


def test_an_update_with_nothing_new_changes_no_byte(tmp_path, monkeypatch):
    """``make catalogs`` run twice writes the same bytes (fixed dates, sorted by source): a diff of the
    catalogues shows only what changed in the messages."""
    domain = "street"
    languages = ("en", "fr")
    copies = [tmp_path / code / "LC_MESSAGES" / f"{domain}.po" for code in languages]
    for code, copy in zip(languages, copies):
        copy.parent.mkdir(parents=True)
        copy.write_bytes(catalogs.po_path(domain, code).read_bytes())
    monkeypatch.setattr(catalogs, "po_path", lambda d, lang: tmp_path / lang / "LC_MESSAGES" / f"{d}.po")
    catalogs.update([domain])
    once = [(copy.read_bytes(), copy.with_suffix(".mo").read_bytes()) for copy in copies]
    catalogs.update([domain])
    assert [(copy.read_bytes(), copy.with_suffix(".mo").read_bytes()) for copy in copies] == once
    assert catalogs.problems([domain]) == []


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_each_game_s_house_reasons_and_option_docs_are_in_its_catalogue(key):
    """The texts a game holds as data, not marked with ``_``: its README's house-rule reasons and its options'
    doc lines, extracted into the game's own domain (``catalogs.game_texts``)."""
    game = gangs.GAMES[key]
    extracted = {message.id for message in catalogs.extract(key)}
    reasons = read_house_rules((catalogs.ROOT / "gangs" / key / "README.md").read_text(encoding="utf-8"))
    assert reasons and set(reasons.values()) <= extracted
    assert {option.doc for option in game.options.values()} <= extracted


def test_a_readme_reason_with_no_translation_is_a_problem(monkeypatch):
    """A reason added to a README (here through the reader) is a message the French catalogue lacks, until
    ``make catalogs`` and a translator have been there."""
    added = "A reason written today that nobody has translated."

    def reader(readme: str) -> dict[str, str]:
        return {**read_house_rules(readme), "brand-new": added}

    monkeypatch.setattr(catalogs, "read_house_rules", reader)
    lacks = f"gangs/kernel/locale/fr/LC_MESSAGES/street.po lacks {added!r}: run `make catalogs` and translate it"
    assert lacks in catalogs.problems(["street"])
    monkeypatch.undo()
    assert lacks not in catalogs.problems(["street"])


def test_a_message_with_a_context_is_its_own_message(tmp_path, monkeypatch):
    """``p_(context, message)``: one English word, two translations (« mort », « morte »), each checked."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(locale="fr", domain="demo")
    catalog.add("dead", "mort")
    catalog.add("dead", "morte", context="she")
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fr" / "LC_MESSAGES" / "demo.mo").write_bytes(catalogs._mo_bytes(catalog))
    monkeypatch.setattr(lang, "LOCALE_DIR", tmp_path)
    lang.catalogue.cache_clear()
    try:
        _, p_ = lang.translator("demo"), lang.context_translator("demo")
        with lang.language("fr"):
            assert (_("dead"), p_("she", "dead")) == ("mort", "morte")
        assert p_("she", "dead") == "dead"
    finally:
        lang.catalogue.cache_clear()
    assert catalogs._key(catalog.get("dead", context="she")) == "she|dead"
