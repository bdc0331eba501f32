"""The code stays tidy: ruff (configured in pyproject.toml) finds nothing, and every public name of
the rules package has a docstring."""

import importlib
import inspect
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import gangs

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.skip("ruff is not installed (pip install -e '.[dev]')")
    folders = ["gangs", "widgets", "tests", "benchmarks"]
    result = subprocess.run([ruff, "check", *folders], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _public_objects():
    for module_info in pkgutil.walk_packages(gangs.__path__, "gangs."):
        module = importlib.import_module(module_info.name)
        yield module.__name__, module
        for name, value in vars(module).items():
            if name.startswith("_") or getattr(value, "__module__", None) != module.__name__:
                continue
            if inspect.isclass(value) or inspect.isfunction(value):
                yield f"{module.__name__}.{name}", value
                if inspect.isclass(value):
                    for attr, member in vars(value).items():
                        if not attr.startswith("_") and (inspect.isfunction(member) or isinstance(member, property)):
                            yield f"{module.__name__}.{name}.{attr}", member


def test_every_public_name_has_a_docstring():
    missing = [name for name, obj in _public_objects()
               if not (inspect.getdoc(obj) or "").strip()]
    assert not missing, "no docstring: " + ", ".join(missing)
