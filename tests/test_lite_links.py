"""The JupyterLite site's notebooks keep their links working with no server (``binder/lite/build.py``,
``site_notebook``): a README or file of the repository they link to is shipped in the site at the same place
beside them, and a link to a notebook the site leaves out (it needs pandas) opens the page that says why. No
network here: only the notebooks' rewriting is checked; the built site is opened in ``test_browser_lite.py``."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
KEPT = {"00-start-here.ipynb", "play.ipynb", "street.ipynb", "supergang.ipynb"}
"""The notebooks the site holds today (the others import pandas); the check works for any such set."""


def build_module():
    spec = importlib.util.spec_from_file_location("gangs_lite_build_links", ROOT / "binder" / "lite" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def links(page: str) -> list[str]:
    cells = json.loads(page)["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return re.findall(r"\]\(([^)\s]+)\)", text)


def test_every_link_of_the_site_notebooks_opens_in_the_site(tmp_path):
    build = build_module()
    pages = {nb.name: build.site_notebook(nb, KEPT, tmp_path) for nb in NOTEBOOKS if nb.name in KEPT}
    for name, page in pages.items():
        (tmp_path / name).write_text(page, encoding="utf-8")
    (tmp_path / build.ABOUT).write_text("# This site\n", encoding="utf-8")
    found = [(name, target) for name, page in pages.items() for target in links(page)]
    assert len(found) > 10, "the site's notebooks link almost nothing: this test would check little"
    for name, target in found:
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = target.partition("#")[0]
        assert not path.startswith(".."), f"{name}: {target} leaves the site"
        assert (tmp_path / path).is_file(), f"{name}: {target} is not in the site"
        if path.endswith(".ipynb"):
            assert path in KEPT


def test_a_link_to_a_notebook_left_out_opens_the_page_that_says_why(tmp_path):
    build = build_module()
    start = ROOT / "notebooks" / "00-start-here.ipynb"
    original = links(start.read_text(encoding="utf-8"))
    assert "analyst.ipynb" in original and "../gangs/street/README.md" in original
    rewritten = links(build.site_notebook(start, KEPT, tmp_path))
    assert "analyst.ipynb" not in rewritten and build.ABOUT in rewritten
    assert "gangs/street/README.md" in rewritten
    assert (tmp_path / "gangs" / "street" / "README.md").read_text(encoding="utf-8") == \
        (ROOT / "gangs" / "street" / "README.md").read_text(encoding="utf-8")
