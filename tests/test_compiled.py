"""The optional compiled engine (``benchmarks/compiled.py``, ``make compiled``; issue 30): built here from this tree
into pytest's temporary folder (about 3 minutes on 2 cores), every module on the path of play is compiled, and the
compiled copy plays exactly as the pure package: the saved random games, and random games of other settings and
readings, with the same legal actions at every decision and the same events. The pure package stays the default."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_SPEC = importlib.util.spec_from_file_location("compiled", ROOT / "benchmarks" / "compiled.py")
COMPILED = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(COMPILED)


def _built_files(folder: Path) -> list[Path]:
    return sorted(path for pattern in ("*.so", "*.pyd", "*.c") for path in folder.rglob(pattern))


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled copy of this tree, built by the build script's own ``build``."""
    before = _built_files(ROOT / "gangs")
    folder = tmp_path_factory.mktemp("compiled")
    COMPILED.build(folder)
    assert _built_files(ROOT / "gangs") == before, "the build wrote into gangs/"
    return folder


def test_every_module_on_the_path_of_play_is_compiled(out: Path) -> None:
    modules = COMPILED.hot_modules()
    assert COMPILED.game_folders() == ["chicago", "ribauds", "street", "supergang"]
    for folder in ("kernel", *COMPILED.game_folders()):
        assert any(path.startswith(f"gangs/{folder}/") for path in modules), folder
    assert "gangs/supergang/turn.py" in modules and "gangs/kernel/state.py" in modules
    assert not any(path.rsplit("/", 1)[1][:-3] in COMPILED.LEFT_PYTHON for path in modules)
    assert COMPILED.not_compiled(out) == []


def test_the_compiled_copy_plays_the_saved_random_games(out: Path) -> None:
    assert COMPILED.saved_games_replay(out)


def test_the_compiled_copy_offers_the_same_actions_and_tells_the_same_events(out: Path) -> None:
    theirs = COMPILED.played_compiled(out)
    assert len(theirs) == len(COMPILED.VARIANTS)
    for (key, players, options), digest in zip(COMPILED.VARIANTS, theirs):
        assert COMPILED.played(key, players, options) == digest, (key, players, options)


def test_check_finds_nothing_to_say_of_a_fresh_build(out: Path) -> None:
    assert COMPILED.check(out) == []


def test_a_second_build_copies_nothing_and_a_file_gone_from_gangs_goes_with_what_was_built_from_it(out: Path) -> None:
    stray = [out / "gangs" / "kernel" / name for name in ("gone.py", "gone.c", "gone.cpython-311-x86_64-linux-gnu.so")]
    for path in stray:
        path.write_text("")
    assert COMPILED.copy_sources(out) == 0
    assert not any(path.exists() for path in stray)
    assert (out / "gangs" / "supergang" / "board.toml").exists()        # data files are copied and kept


def test_a_build_with_other_settings_is_built_again_whole(out: Path) -> None:
    assert not COMPILED.built_otherwise(out)                           # the fixture's build left its settings
    stamp = out / COMPILED.STAMP
    kept = stamp.read_text()
    try:
        stamp.write_text(kept.replace('"fast_getattr": true', '"fast_getattr": false'))
        assert stamp.read_text() != kept and COMPILED.built_otherwise(out)
        stamp.unlink()
        assert COMPILED.built_otherwise(out)                           # settings unknown: built again
    finally:
        stamp.write_text(kept)
    assert not COMPILED.built_otherwise(out)


def test_a_changed_source_is_copied_again(out: Path) -> None:
    copy = out / "gangs" / "kernel" / "dice.py"
    text = copy.read_text()
    copy.write_text(text + "\n# changed\n")
    assert COMPILED.copy_sources(out) == 1
    assert copy.read_text() == text


def test_the_pure_package_stays_the_default(out: Path) -> None:
    script = "import gangs.supergang.turn as t, gangs.kernel.state as s; print(t.__file__, s.__file__)"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    assert all(path.endswith(".py") and path.startswith(str(ROOT / "gangs")) for path in done.stdout.split())
