"""The documents say what the code does: the README's example runs, the game README lists the board."""

import re
import subprocess
import sys
from pathlib import Path

import gangs
from gangs.kernel import KERNEL_RULES
from gangs.street.board import load_board

ROOT = Path(__file__).resolve().parent.parent


def test_readme_python_example_runs(tmp_path, monkeypatch):
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    exec(compile(block, "README.md", "exec"), namespace)
    assert (tmp_path / "game.json").exists()
    assert namespace["m"].is_over


def test_readme_record_sample_is_the_example_s_real_record(tmp_path, monkeypatch):
    """The README shows the beginning of the record its example writes: check it is true."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    sample = re.search(r'"steps": \[(.*?)\]', text, re.S).group(1)
    shown = [s for s in re.findall(r'"([^"]+)"', sample) if s != "…"]
    m = gangs.new("street", players=["Alice", "Bruno", "Chloé"], seed=7)
    m.force(6)
    m.play("roll")
    m.run()
    assert m.record.to_dict()["steps"][: len(shown)] == shown
    result = re.search(r'"result": \{"winners": \[(\d+)\], "scores": \[([\d, ]+)\]\}', text)
    assert m.winners == [int(result.group(1))]
    assert m.scores == [int(x) for x in result.group(2).split(",")]


def test_game_readme_lists_every_square_and_card():
    text = (ROOT / "gangs" / "street" / "README.md").read_text(encoding="utf-8")
    board = load_board()
    for square in board.squares:
        assert f"| {square.id} | {square.name} | {square.kind} |" in text
    for card in board.cards:
        assert f"| {card.name} | {card.count} |" in text


def test_every_house_rule_is_explained_in_the_game_readme():
    text = (ROOT / "gangs" / "street" / "README.md").read_text(encoding="utf-8")
    for key in gangs.GAMES["street"].rules.keys() - KERNEL_RULES.keys():
        assert f"`{key}`" in text, f"rule {key} is not mentioned in gangs/street/README.md"


def test_command_line_plays_saves_and_replays(tmp_path):
    path = tmp_path / "g.json"
    played = subprocess.run([sys.executable, "-m", "gangs.cli", "play", "street", "--players", "3", "--seed", "5",
                             "--save", str(path)], capture_output=True, text=True, check=True)
    assert "Winner:" in played.stdout and path.exists()
    replayed = subprocess.run([sys.executable, "-m", "gangs.cli", "replay", str(path)], capture_output=True,
                              text=True, check=True)
    assert replayed.stdout.splitlines()[-1] == played.stdout.splitlines()[-2]
    path.write_text("{not json", encoding="utf-8")
    broken = subprocess.run([sys.executable, "-m", "gangs.cli", "replay", str(path)], capture_output=True, text=True)
    assert broken.returncode == 1 and "not valid JSON" in broken.stderr


def test_benchmark_prints_its_figures():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "throughput.py"), "--games", "5",
                          "--players", "3"], capture_output=True, text=True, check=True).stdout
    assert "decisions/s" in out and "street" in out
