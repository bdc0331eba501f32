"""The gettext catalogues are current and complete: every message marked in the sources is in its domain's
``.po`` with a translation, nothing else is, and each ``.mo`` is compiled from its ``.po`` (``make catalogs``)."""

from __future__ import annotations

import pytest

from gangs.kernel import catalogs

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
    copy = tmp_path / "fr" / "LC_MESSAGES" / f"{domain}.po"
    copy.parent.mkdir(parents=True)
    copy.write_bytes(catalogs.po_path(domain, "fr").read_bytes())
    monkeypatch.setattr(catalogs, "po_path", lambda d, lang: tmp_path / lang / "LC_MESSAGES" / f"{d}.po")
    catalogs.update([domain])
    once = copy.read_bytes(), copy.with_suffix(".mo").read_bytes()
    catalogs.update([domain])
    assert (copy.read_bytes(), copy.with_suffix(".mo").read_bytes()) == once
    assert catalogs.problems([domain]) == []
