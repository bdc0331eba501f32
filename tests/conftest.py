"""Fixtures shared by the real-browser tests (``tests/test_browser*.py``): one headless Chromium for
the whole run, a fresh page per test, and the click-to-repaint times gathered over every test and
printed (median and 95th percentile) at the end. Nothing here starts unless a test asks for it."""

from __future__ import annotations

import os
from typing import Any, Iterator

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, RepaintTimes, Tab, open_tab


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Headless Chromium, launched once per module (its config and cache out of the home). Not once per
    session: Playwright's sync API keeps an asyncio loop running while it is open, and the tests after the
    browser modules (auto-play, ``asyncio.run``) need none running."""
    from playwright.sync_api import sync_playwright

    home = tmp_path_factory.mktemp("chromium-home")
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_CACHE_HOME": str(home / "cache")}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True,
                                             env=env)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    """A fresh 1600 x 1000 page that records its page errors."""
    with open_tab(browser) as tab:
        yield tab


@pytest.fixture(scope="session")
def repaint_times() -> Iterator[RepaintTimes]:
    """The click-to-repaint times of every browser test; their median and p95 printed at the end."""
    times = RepaintTimes()
    yield times
    print(f"\n{times.summary()}")
