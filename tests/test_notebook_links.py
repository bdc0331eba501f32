"""The notebooks' Markdown links lead somewhere: every relative target exists; the start notebook links the rest."""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
START = NOTEBOOKS / "00-start-here.ipynb"

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
"""An inline Markdown link or image, ``[text](target)`` or ``[text](target "title")``: its target."""

FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
"""A fenced code block, where brackets are code, not links."""

FILE_NAMED = re.compile(r"[\w./-]*(?:\.ipynb|README\.md)\b")
"""A notebook or a README named in the text."""


def markdown(notebook: Path) -> str:
    """The notebook's Markdown cells, one after the other, fenced code left out."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return FENCE.sub("", "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown"))


def relative_targets(text: str) -> list[str]:
    """The link targets in ``text`` that are files beside the notebook (no scheme, no bare ``#anchor``)."""
    targets = [t.split("#")[0] for t in LINK.findall(text)]
    return [t for t in targets if t and not re.match(r"[a-z][a-z0-9+.-]*:", t, re.I)]


ALL = sorted(NOTEBOOKS.glob("*.ipynb"))


@pytest.mark.parametrize("notebook", ALL, ids=lambda p: p.name)
def test_every_relative_link_leads_to_a_file(notebook):
    missing = [t for t in relative_targets(markdown(notebook)) if not (NOTEBOOKS / t).exists()]
    assert not missing, f"{notebook.name} links to files that do not exist: {missing}"


@pytest.mark.parametrize("notebook", ALL, ids=lambda p: p.name)
def test_notebooks_and_readmes_are_named_by_a_link(notebook):
    """A newcomer can click to another notebook or a game's README wherever one is named, never only read its path."""
    unlinked = FILE_NAMED.findall(LINK.sub("", markdown(notebook)))
    assert not unlinked, f"{notebook.name} names without a link: {unlinked}"


def test_the_start_notebook_ends_by_linking_every_other_notebook():
    cells = json.loads(START.read_text(encoding="utf-8"))["cells"]
    last = "".join(cells[-1]["source"])
    assert cells[-1]["cell_type"] == "markdown" and last.startswith("## Where next")
    linked = {Path(t).name for t in relative_targets(last)}
    assert {p.name for p in ALL} - {START.name} <= linked


def test_the_link_reader_finds_what_a_reader_would_click():
    text = ('[a](chicago.ipynb) [b](../gangs/street/README.md#rules "the rules") ![c](img.png) [d](https://x.org) '
            "[e](#top)")
    assert relative_targets(text) == ["chicago.ipynb", "../gangs/street/README.md", "img.png"]
    assert FILE_NAMED.findall(LINK.sub("", "see `gangs/street/README.md` or [x](play.ipynb)")) == [
        "gangs/street/README.md"]
