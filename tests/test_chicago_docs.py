"""Vengeance à Chicago's README says what the code does: its example runs and shows true values, every rule of
the index is listed and marked as printed or house rule (each house rule with its reason), and its table of
the board is board.toml's."""

import re
from pathlib import Path

from test_supergang_docs import rows, section, with_checks

from gangs.chicago import RULES
from gangs.chicago.board import KIND_NAMES, load_board

README = Path(__file__).resolve().parent.parent / "gangs" / "chicago" / "README.md"


def readme() -> str:
    return README.read_text(encoding="utf-8")


def test_the_example_runs_and_every_value_it_shows_is_true():
    text = readme()
    found = re.search(r"```python\n(.*?)```", text, re.S)
    block = found.group(1)
    checked = with_checks(block, text.count("\n", 0, found.start(1)) + 1)
    assert checked.count("assert (_got") == block.count("# -> ") >= 10
    namespace: dict = {}
    exec(compile(checked, str(README), "exec"), namespace)
    assert namespace["m"].is_over


def test_every_printed_rule_has_its_line_and_every_house_rule_its_reason():
    text = readme()
    rules_part = section(text, "## The rules")
    printed = re.findall(r"^- \[([a-z-]+)\] ", rules_part, re.M)
    assert sorted(printed) == sorted(k for k, rule in RULES.items() if not rule.house)
    house_line = re.search(r"^House rules: (.*)$", rules_part, re.M).group(1)
    assert sorted(re.findall(r"\[([a-z-]+)\]", house_line)) == sorted(k for k, rule in RULES.items() if rule.house)
    reasons = section(text, "## House rules, and why")
    for key, rule in RULES.items():
        if rule.house:
            assert f"**[{key}]" in reasons, f"house rule {key} has no reason in the README"


def test_every_rule_key_named_in_brackets_exists():
    prose = re.sub(r"`[^`]*`|```.*?```", "", readme(), flags=re.S)
    named = set(re.findall(r"\[([a-z-]+)\]", prose))
    assert named and named <= set(RULES), sorted(named - set(RULES))


def test_the_board_table_is_board_toml_s():
    board = load_board()
    prose = " ".join(readme().split())
    table = {cells[0]: cells[1:] for cells in rows(section(readme(), "## The board (house design)"),
                                                  "from the door|kind|street")}
    quarter = len(table["from the door"])
    assert table["from the door"] == [str(k) for k in range(quarter)]
    assert table["kind"] == [KIND_NAMES[board.kinds[k]].replace(" à signaler", "") for k in range(quarter)]
    assert table["street"] == list(board.names[:quarter])
    assert f"{board.squares} squares" in prose and f"{board.positions} positions" in prose
    kinds = [board.kinds.count(kind) for kind in ("tir", "danger", "securite", "rien")]
    assert "{} Tir, {} Danger, {} Sécurité, {} Rien à signaler".format(*kinds) in prose
    doors = ", ".join(f"{hq.colour} on {'square ' if i == 0 else ''}{hq.door}" for i, hq in enumerate(board.hqs))
    assert doors in prose
    assert all(b == (a + board.squares // 2) % board.squares for a, b in board.named)
