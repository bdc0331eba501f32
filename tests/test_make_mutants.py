"""`make mutants` (issue 17) without running the mutation tool: the target exists, installs the `mutants`
extra before it runs benchmarks/mutants.py, is not part of `make test`, and the runner's settings in
pyproject.toml name files that exist. Make's commands are read with `make -n -B` and a virtual environment
that does not exist yet (as on a fresh clone): printed, none run."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:                      # Python 3.10: pyproject's tomli
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def dry_run(target: str, venv: Path) -> list[str]:
    """The commands `make TARGET` would run on a fresh clone."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    out = subprocess.run(["make", "-n", "-B", target, f"VENV={venv}"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()


def runner():
    """benchmarks/mutants.py as a module (its functions, not its run)."""
    spec = importlib.util.spec_from_file_location("mutants_runner", ROOT / "benchmarks" / "mutants.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def extras_installed(lines: list[str]) -> set[str]:
    """The extras of this project that the pip install lines ask for."""
    return {name.strip() for line in lines if "pip install" in line
            for group in re.findall(r"\.\[([^\]]*)\]", line) for name in group.split(",")}


def test_make_mutants_installs_the_mutants_extra_then_runs_the_runner(tmp_path):
    lines = dry_run("mutants", tmp_path / "fresh-venv")
    assert any(line.endswith(f"-m venv {tmp_path / 'fresh-venv'}") for line in lines), lines
    assert "mutants" in extras_installed(lines), lines
    install = next(i for i, line in enumerate(lines) if "pip install" in line)
    run = next(i for i, line in enumerate(lines) if "benchmarks/mutants.py" in line)
    assert install < run
    assert any(r.startswith("mutmut") for r in PYPROJECT["project"]["optional-dependencies"]["mutants"])


def test_make_test_and_ci_run_no_mutants(tmp_path):
    lines = dry_run("test", tmp_path / "fresh-venv")
    assert not any("mutants" in line or "mutmut" in line for line in lines), lines
    assert "mutants" not in extras_installed(lines)
    assert not any(r.startswith("mutmut") for r in PYPROJECT["project"]["optional-dependencies"]["dev"])
    assert "mutants" not in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_every_part_mutates_existing_modules_and_runs_existing_tests():
    table = PYPROJECT["tool"]["gangs"]["mutants"]
    assert table["sample"] >= 0 and isinstance(table["seed"], int)
    assert {"kernel", "street"} <= set(table["parts"])
    for name, part in table["parts"].items():
        mutated = [path for pattern in part["only_mutate"] for path in ROOT.glob(pattern)]
        assert any(path.suffix == ".py" for path in mutated), name
        written = tomllib.loads(runner().mutmut_table(part))["tool"]["mutmut"]
        tests = [arg for arg in written["pytest_add_cli_args_test_selection"] if arg.startswith("tests/")]
        assert tests and all((ROOT / test.partition("::")[0]).is_file() for test in tests), (name, tests)
    assert "gangs/street/scene.py" in table["parts"]["street"]["do_not_mutate"]


def test_the_copies_are_out_of_the_tree_under_an_ignored_folder():
    copies = runner().COPIES.relative_to(ROOT)
    assert copies.parts[0] == ".venv"
    assert ".venv/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert "mutants/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


def test_a_survivor_is_told_by_its_file_line_and_change(tmp_path):
    """mutmut's diff numbers the lines of the function's text, which begins at the comment above it (or at
    its first decorator)."""
    source = "\n".join(['"""A module."""', "", "", "class Till:", '    """Money."""', "", "    @property",
                        "    def x(self):", "        return 1", "", "    # -- paying --", "    def pay(self, price):",
                        '        """Pay."""', "        if self.money >= price:", "            return True",
                        "        return False", ""])
    (tmp_path / "shop").mkdir()
    (tmp_path / "shop" / "till.py").write_text(source, encoding="utf-8")
    assert runner().function_start(source, ["Till", "x"]) == 7
    assert runner().function_start(source, ["Till", "pay"]) == 11
    diff = "\n".join(["--- shop/till.py", "+++ shop/till.py", "@@ -1,6 +1,6 @@", " # -- paying --",
                      " def pay(self, price):", '     """Pay."""', "-    if self.money >= price:",
                      "+    if self.money > price:", "         return True", "     return False"])
    where = runner().where("shop.till.xǁTillǁpay__mutmut_3", diff, tmp_path)
    assert where == ("shop/till.py", 14, "if self.money >= price:", "if self.money > price:")
    assert source.splitlines()[13].strip() == "if self.money >= price:"


@pytest.mark.parametrize("name", sorted(PYPROJECT["tool"]["gangs"]["mutants"]["parts"]))
def test_every_selected_test_loads_from_what_mutmut_copies(name, tmp_path):
    """A part's tests run in ``mutants/`` of its copy, which holds only what mutmut copies there: the source
    paths, tests/, pyproject.toml and the part's ``also_copy``. Every selected test is collected from there (a
    test that reads a file left out, as tests/test_street_policies.py reads benchmarks/street_policies.py, fails
    here as it fails under mutmut on a fresh clone)."""
    module = runner()
    module.COPIES = tmp_path / "copies"
    part = PYPROJECT["tool"]["gangs"]["mutants"]["parts"][name]
    copy = module.make_copy(name, part)
    mutants = copy / "mutants"
    for path in [*part["source_paths"], "tests", "pyproject.toml", *part.get("also_copy", ())]:
        if (copy / path).is_dir():
            shutil.copytree(copy / path, mutants / path)
        elif (copy / path).is_file():
            shutil.copy2(copy / path, mutants / path)
    selection = tomllib.loads(module.mutmut_table(part))["tool"]["mutmut"]["pytest_add_cli_args_test_selection"]
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                          *selection], cwd=mutants, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    collected = int(re.search(r"(\d+)(?:/\d+)? tests? (?:collected|selected)", out.stdout).group(1))
    assert collected > 50, out.stdout[-500:]
