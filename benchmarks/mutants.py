"""How many small bugs the tests catch: mutation testing with mutmut, run by `make mutants`.

    python benchmarks/mutants.py [--part kernel] [--sample 100] [--seed 17] [--only '*Match*redo*']

A mutant is the code with one small change (``<=`` made ``<``, a number plus one, a string altered, an
argument dropped). It is killed when some test fails on it and survives when every test passes: a
survivor is behaviour that no test pins down. The score is killed / (killed + survived), mutants that no
test runs counted as survived.

The parts, their tests, the sample size and the seed are in pyproject.toml, [tool.gangs.mutants]. Each
part runs in its own copy of the working tree (gangs/, tests/, pyproject.toml and the folders its tests also
read, its ``also_copy``) under .venv/mutants/PART, never in the tree itself; mutmut makes and tries the mutants on
at most two processes (the machine is shared); on each mutant it runs only the part's tests that call the
function mutated; the copy is kept until the next run, so that ``cd .venv/mutants/PART &&
../../bin/mutmut browse`` shows every mutant. The sample is drawn with the seed from the sorted names of
all the part's mutants, so two runs on the same code try the same mutants. ``--only`` keeps the mutants
whose name matches a pattern (mutmut names them module.xǁClassǁmethod__mutmut_N or module.x_function__mutmut_N),
to try every mutant of the functions a change touched.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

try:
    import tomllib
except ModuleNotFoundError:                      # Python 3.10: pyproject's tomli
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
COPIES = ROOT / ".venv" / "mutants"
PROCESSES = min(2, os.cpu_count() or 1)          # mutants made and tried at once: the machine is shared
CAUGHT = {"killed", "timeout", "segfault", "caught by type check"}
MISSED = {"survived", "no tests"}


class Survivor(NamedTuple):
    """A mutant that no test failed on: where it is and what it changed."""

    name: str
    status: str
    path: str
    line: int
    before: str
    after: str


def settings() -> dict:
    """The [tool.gangs.mutants] table of pyproject.toml: seed, sample, and the parts' mutmut settings."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["gangs"]["mutants"]


def mutmut_table(part: dict) -> str:
    """A part's settings as the [tool.mutmut] table of its copy (test paths with a * expanded, sorted)."""
    lines = ["", "[tool.mutmut]"]
    for key, value in part.items():
        if key == "pytest_add_cli_args_test_selection":
            value = [name for arg in value
                     for name in (sorted(glob.glob(arg, root_dir=ROOT)) if "*" in arg and "/" in arg else [arg])]
        lines.append(f"{key} = {json.dumps(value)}")       # strings, lists of strings: JSON is TOML here
    return "\n".join(lines) + "\n"


def make_copy(name: str, part: dict) -> Path:
    """A fresh copy of gangs/, tests/, the folders the part's tests also read (its ``also_copy``, which mutmut
    copies again beside the mutants) and pyproject.toml (with the part's [tool.mutmut]) for one part."""
    copy = COPIES / name
    shutil.rmtree(copy, ignore_errors=True)
    copy.mkdir(parents=True)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
    for folder in ("gangs", "tests", *part.get("also_copy", ())):
        shutil.copytree(ROOT / folder, copy / folder, ignore=skip)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (copy / "pyproject.toml").write_text(pyproject + mutmut_table(part), encoding="utf-8")
    return copy


def generate(copy: Path) -> list[str]:
    """Have mutmut write the mutants of the copy (no test run); their names, sorted. Runs in its own
    process: mutmut keeps its settings and state in module globals, read from the working folder."""
    os.chdir(copy)
    from mutmut.__main__ import create_mutants
    from mutmut.mutation.trampoline import set_mutant_under_test
    from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir

    set_mutant_under_test("mutant_generation")
    copy_src_dir()
    copy_also_copy_files()
    create_mutants(PROCESSES)
    names = []
    for meta in sorted((copy / "mutants").rglob("*.py.meta")):
        names.extend(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])
    return sorted(names)


def function_start(source: str, qualified: list[str]) -> int:
    """The line where mutmut's text of the function ``Class.method`` or ``function`` begins: its first
    decorator's, else its ``def``, or the first of the comment lines just above at its indent."""
    body = ast.parse(source).body
    node = None
    for name in qualified:
        node = next(n for n in body if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                    and n.name == name)
        body = node.body
    lines = source.splitlines()
    first = min([node.lineno] + [d.lineno for d in node.decorator_list]) - 1
    indent = lines[first][:len(lines[first]) - len(lines[first].lstrip())]
    start = first
    while start > 0 and (not lines[start - 1].strip() or lines[start - 1].startswith(indent + "#")):
        start -= 1
    while start < first and not lines[start].strip():
        start += 1
    return start + 1


def where(name: str, diff: str, copy: Path) -> tuple[str, int, str, str]:
    """The file, line and change (line before, line after) of a mutant, from mutmut's diff of its function."""
    module, _, mangled = name.rpartition(".")
    path = module.replace(".", "/") + ".py"
    mangled = re.sub(r"__mutmut_\d+$", "", mangled)
    qualified = mangled[1:].split("ǁ")[1:] if mangled.startswith("xǁ") else [mangled[2:]]
    source = (copy / path).read_text(encoding="utf-8")
    start = function_start(source, qualified)
    removed, added, line, first = [], [], 0, None
    for text in diff.splitlines():
        if text.startswith(("---", "+++")):
            continue
        if text.startswith("@@"):
            line = int(re.match(r"@@ -(\d+)", text).group(1))
        elif text.startswith("-"):
            first = line if first is None else first
            removed.append(text[1:].strip())
            line += 1
        elif text.startswith("+"):
            first = line if first is None else first
            added.append(text[1:].strip())
        else:
            line += 1
    line = start + (first or 1) - 1
    lines = source.splitlines()
    if removed and (line > len(lines) or lines[line - 1].strip() != removed[0]):   # not where expected:
        twins = [n for n, text in enumerate(lines, 1) if text.strip() == removed[0]]       # the nearest twin
        line = min(twins, key=lambda n: abs(n - line), default=line)
    return path, line, " / ".join(removed), " / ".join(added)


def survivors(copy: Path, names: list[str]) -> list[Survivor]:
    """Where each surviving mutant of ``names`` is and what it changed (run in the copy's own process)."""
    os.chdir(copy)
    from mutmut.mutation.diff_apply import find_mutant, get_diff_for_mutant

    found = []
    for name in names:
        data = find_mutant(name)
        status_code = data.exit_code_by_key[name]
        status = "no tests" if status_code in (5, 33) else "survived"
        found.append(Survivor(name, status, *where(name, get_diff_for_mutant(name, path=data.path), copy)))
    return found


def results(copy: Path) -> dict[str, str]:
    """Each mutant's status as `mutmut results --all true` gives it."""
    out = subprocess.run([sys.executable, "-m", "mutmut", "results", "--all", "true"], cwd=copy,
                         capture_output=True, text=True, check=True).stdout
    return dict(line.strip().rsplit(": ", 1) for line in out.splitlines() if ": " in line)


def in_copy(task: str, copy: Path, names: list[str] | None = None) -> object:
    """Run ``generate`` or ``survivors`` in a child process (mutmut's globals stay out of this one)."""
    out = subprocess.run([sys.executable, __file__, "--in-copy", task, str(copy)], input=json.dumps(names),
                         capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"mutmut failed to {task} in {copy}:\n{out.stdout}\n{out.stderr}")
    return json.loads(out.stdout.splitlines()[-1])


def run_part(name: str, part: dict, sample: int, seed: int, only: list[str] | None = None) -> tuple[int, int]:
    """Mutate one part, run its tests on a sample of its mutants (of those matching ``only``, if given), print
    the score and the survivors; return (caught, tried)."""
    started = time.monotonic()
    copy = make_copy(name, part)
    every = in_copy("generate", copy)
    if only:
        every = [mutant for mutant in every if any(fnmatch.fnmatchcase(mutant, pattern) for pattern in only)]
        if not every:
            print(f"{name}: no mutant matches {' or '.join(only)}\n", flush=True)
            return 0, 0
    chosen = sorted(random.Random(seed).sample(every, sample)) if 0 < sample < len(every) else every
    print(f"{name}: trying {len(chosen)} of {len(every)} mutants (seed {seed}) in {copy.relative_to(ROOT)}",
          flush=True)
    run = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", str(PROCESSES), *chosen],
                         cwd=copy, capture_output=True, text=True)
    status = results(copy)
    counts: dict[str, int] = {}
    for mutant in chosen:
        counts[status.get(mutant, "not checked")] = counts.get(status.get(mutant, "not checked"), 0) + 1
    if counts.get("not checked") == len(chosen):
        sys.exit(f"mutmut ran no mutant of {name}:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}")
    caught = sum(n for s, n in counts.items() if s in CAUGHT)
    missed = sum(n for s, n in counts.items() if s in MISSED)
    left = [mutant for mutant in chosen if status.get(mutant) in MISSED]
    found = [Survivor(*row) for row in in_copy("survivors", copy, left)] if left else []
    print(f"{name}: score {100 * caught / max(caught + missed, 1):.1f} % ({caught} killed of {caught + missed}; "
          + ", ".join(f"{n} {s}" for s, n in sorted(counts.items())) + f") in {time.monotonic() - started:.0f} s")
    for survivor in sorted(found, key=lambda s: (s.path, s.line)):
        note = "  [no test runs it]" if survivor.status == "no tests" else ""
        print(f"  {survivor.path}:{survivor.line}: {survivor.before}  ->  {survivor.after}{note}")
    print(flush=True)
    return caught, caught + missed


def main(argv: list[str] | None = None) -> None:
    """Score every part (or one) and print the survivors."""
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["--in-copy"]:
        task, copy = argv[1], Path(argv[2])
        answer = generate(copy) if task == "generate" else survivors(copy, json.loads(sys.stdin.read()))
        print(json.dumps(answer))
        return
    table = settings()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", action="append", choices=sorted(table["parts"]),
                        help="a part to mutate (again for several; default: every part)")
    parser.add_argument("--sample", type=int, default=table["sample"], help="mutants tried per part (0: all)")
    parser.add_argument("--seed", type=int, default=table["seed"], help="seed of the sample")
    parser.add_argument("--only", action="append", metavar="PATTERN",
                        help="only the mutants whose name matches (again for several), e.g. '*Match*redo*'")
    args = parser.parse_args(argv)
    if args.sample < 0:
        parser.error("--sample must be 0 (all) or more")
    for name in args.part or list(table["parts"]):
        run_part(name, table["parts"][name], args.sample, args.seed, args.only)


if __name__ == "__main__":
    main()
