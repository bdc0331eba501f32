"""Les Ribauds' README says what the code does: its example runs and shows true values, every rule of the index
is listed and marked as printed or house rule (each house rule with its reason), and what it says of the board
(quarters, layouts, purses, figures, cards) is board.toml's."""

import re
from collections import deque
from pathlib import Path

from test_supergang_docs import rows, section, with_checks

import gangs
from gangs.kernel.boards import tomllib
from gangs.ribauds import RULES
from gangs.ribauds.board import PAVES, load_board
from gangs.ribauds.pieces import TRUANDS

README = Path(__file__).resolve().parent.parent / "gangs" / "ribauds" / "README.md"
BOARD = load_board()
COMPATIBILITY = {"lenient"}
"""The house rules of a compatibility reading (option ``reading``), which the faithfulness table does not count."""
STEP_WORDS = {"orthogonal": "orthogonally", "any": "both ways", "diagonal": "diagonally"}
"""How the README says each way a figure steps (``board.toml``'s ``moves`` of a figure)."""
NUMBER_WORDS = ("none", "one", "two", "three", "four")


def readme() -> str:
    return README.read_text(encoding="utf-8")


def prose(text: str) -> str:
    """``text`` on one line, its runs of blanks and line breaks made single spaces, without bold marks."""
    return " ".join(text.replace("**", "").split())


def board_section() -> str:
    """The README's section on the board, its lines unindented (its tables sit in a list)."""
    return "\n".join(line.strip() for line in section(readme(), "## The board (house design)").splitlines())


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
    assert set(RULES) <= set(gangs.GAMES["ribauds"].rules), "the game's rule index is the README's"


def test_every_rule_key_named_in_brackets_exists():
    text = re.sub(r"```.*?```|`[^`]*`", "", readme(), flags=re.S)
    named = set(re.findall(r"\[([a-z-]+)\]", text))
    assert named and named <= set(RULES), sorted(named - set(RULES))


def test_the_options_are_the_game_s():
    options = gangs.GAMES["ribauds"].options
    line = prose(re.search(r"^\*\*Options\*\*:(.*?)\n\n", readme(), re.S | re.M).group(1))
    assert f'`layout="{options["layout"].default}"`' in line
    assert ", ".join(f"`{key}`" for key in options["layout"].choices[:-1]) in line
    assert f"or `{options['layout'].choices[-1]}`" in line
    assert f"`max_turns={options['max_turns'].default}`" in line and "`board=None`" in line
    assert f'`reading="{options["reading"].default}"`' in line and '`"lenient"`' in line
    assert options["reading"].choices == ("printed", "lenient")
    assert options["board"].default is None and set(options) == {"layout", "max_turns", "board", "reading"}


def test_the_quarters_are_board_toml_s():
    text = prose(board_section())
    names = [name for name, _ in BOARD.quarters.values()]
    assert len(names) == 4 and "Four quarter boards of 6 × 6 squares" in text
    assert f"{', '.join(names[:-1])} and {names[-1]}." in text
    assert "4 habitations (refuges), and 6 « pavé » streets: 2 of each purse colour" in text
    for key, (_, lines) in BOARD.quarters.items():
        letters = "".join(lines)
        assert len(lines) == 6 and all(len(line) == 6 for line in lines), key
        assert letters.count("#") == 4, key
        assert [letters.count(letter) for letter in PAVES] == [2, 2, 2], key


def test_a_refuge_is_never_more_than_the_steps_the_readme_says():
    said = int(re.search(r"a refuge is never more than (\d+) steps away", prose(readme())).group(1))
    for key, layout in BOARD.layouts.items():
        far = {s.id: 0 for s in layout.squares if s.kind == "habitation"}
        todo = deque(far)
        while todo:
            here = todo.popleft()
            for there in layout.neighbours(here):
                if there not in far:
                    far[there] = far[here] + 1
                    todo.append(there)
        assert len(far) == sum(s.walkable for s in layout.squares), key
        assert max(far.values()) == said, key


def test_the_layouts_table_is_board_toml_s():
    table = rows(board_section(), "`[a-z]+`")
    assert [cells[0] for cells in table] == [f"`{key}`" for key in BOARD.layouts]
    for cells in table:
        layout = BOARD.layouts[cells[0].strip("`")]
        assert cells[1] == layout.name and cells[2] == f"{layout.rows} × {layout.cols}"
    data = {layout["key"]: layout for layout in tomllib.loads(load_board.standard_text())["layouts"]}
    what = {cells[0].strip("`"): cells[3] for cells in table}

    carre = BOARD.layouts["carre"]
    assert what["carre"] == "the quarters touch; the figures start in the middle"
    assert all(s.quarter for s in carre.squares)
    middle = {(carre.rows // 2 - 1, carre.cols // 2 - 1), (carre.rows // 2 - 1, carre.cols // 2),
              (carre.rows // 2, carre.cols // 2 - 1), (carre.rows // 2, carre.cols // 2)}
    assert {(carre.squares[at].row, carre.squares[at].col) for at in carre.figures.values()} <= middle

    seine = BOARD.layouts["seine"]
    bridges = [s for s in seine.squares if s.kind == "bridge"]
    assert what["seine"] == (f"the Seine runs between the north and south quarters, crossed by {len(bridges)} "
                             "bridges, where the figures start")
    river = {s.row for s in seine.squares if s.kind in ("seine", "bridge")}
    assert len(river) == 1
    north = {s.quarter for s in seine.squares if s.quarter and s.row < min(river)}
    south = {s.quarter for s in seine.squares if s.quarter and s.row > min(river)}
    assert len(north) == len(south) == 2 and not north & south
    assert {seine.squares[at].kind for at in seine.figures.values()} == {"bridge"}

    faubourgs = BOARD.layouts["faubourgs"]
    turned = sum(turns % 4 != 0 for _, _, _, turns in data["faubourgs"]["quarters"])
    assert what["faubourgs"] == f"a cross of tiles between the quarters, {NUMBER_WORDS[turned]} of them turned"
    tiles = {(s.row, s.col) for s in faubourgs.squares if s.kind == "tile"}
    assert tiles == {(s.row, s.col) for s in faubourgs.squares
                     if s.row == faubourgs.rows // 2 or s.col == faubourgs.cols // 2}


def test_the_numbers_the_board_section_states_are_board_toml_s():
    text = prose(board_section())
    counts = {tuple(layout.purses().items()) for layout in BOARD.layouts.values()}
    assert len(counts) == 1
    each = set(dict(counts.pop()).values())
    assert len(each) == 1
    per_colour = each.pop()
    assert f"Each layout holds {per_colour} purses of each colour ({3 * per_colour} in all)." in text
    kinds = {s.kind for layout in BOARD.layouts.values() for s in layout.squares}
    assert kinds == {"street", "pave", "habitation", "tile", "bridge", "seine"}
    for layout in BOARD.layouts.values():
        assert set(layout.periphery) == {s.id for s in layout.squares if s.kind in ("street", "pave", "tile", "bridge")
                                         and (s.row in (0, layout.rows - 1) or s.col in (0, layout.cols - 1))}
    moves = ", ".join(f"{colour} {BOARD.moves[colour]}" + (" squares" if i == 0 else "")
                      for i, colour in enumerate(PAVES.values()))
    assert f"Purses move their thief by their colour: {moves} (" in text
    figures = ", ".join(f"the {BOARD.figure_names[BOARD.figure[colour]].split()[1]} ({colour}) "
                        f"{STEP_WORDS[BOARD.figure_steps[BOARD.figure[colour]]]}" for colour in PAVES.values())
    assert f"step as the rulebook says: {figures}." in text
    worth = [BOARD.value[colour] for colour in PAVES.values()]
    assert "As loot a grey purse is worth {} points, a violet {}, a brown {}".format(*worth) in text


def test_the_cards_table_is_board_toml_s():
    text = board_section()
    table = rows(text, "|".join(re.escape(card.name) for card in BOARD.cards))
    assert table == [[card.name, f"`{card.key}`", str(card.count), card.text] for card in BOARD.cards]
    deck = f"{sum(card.count for card in BOARD.cards)} cards of {len(BOARD.cards)} kinds"
    assert deck in prose(text) and deck in prose(section(readme(), "## House rules, and why"))


def test_the_numbers_of_the_house_rules_are_the_code_s():
    reasons = prose(section(readme(), "## House rules, and why"))
    game = gangs.GAMES["ribauds"]
    edges = [len(layout.periphery) for layout in BOARD.layouts.values()]
    assert (f"Four bands of {TRUANDS} truands ({game.max_players * TRUANDS} figures) find room on the edge of every "
            f"layout ({min(edges)} to {max(edges)} squares)") in reasons
    assert f"[players] {game.min_players} to {game.max_players} players." in reasons
    worth = [BOARD.value[colour] for colour in PAVES.values()]
    assert "A purse is worth {} (grey), {} (violet) or {} (brown) points.".format(*worth) in reasons
    state = game.initial_state(["Alice", "Bruno"], {})
    assert f"Each player starts with {state.ecus[0]} écus" in reasons and len(set(state.ecus)) == 1
    state.loot[:3] = [6, 6, 6]
    assert {sum(handful) for handful in state.payments(0)} == {2, 3}
    assert "The Roi's 6 is then two or three purses." in reasons
    assert f"`max_turns={game.options['max_turns'].default}`" in reasons


def test_the_faithfulness_table_counts_every_rule_once_and_a_printed_rule_read_our_way_as_partial():
    """The README's table of how faithful each rule is agrees with the index: faithful and partial rules are the
    printed ones (``house=False``), the house row the ``house=True`` ones, each count is its row's keys, and the
    header's totals are the index's. A printed rule whose reading is explained under « House rules, and why »
    ([last-purse]: « le tour en cours » is the thief's turn) is counted partial, not faithful. The house rule of the
    compatibility reading ([lenient]) is in the index but not in the table, and the README says so."""
    rules_part = section(readme(), "## The rules")
    table = {cells[0].split(":")[0]: cells for cells in rows(rules_part, "(faithful|partial|house|wrong)[^|]*")}
    assert set(table) == {"faithful", "partial", "house", "wrong or missing"}
    keys = {status: re.findall(r"\[([a-z-]+)\]", cells[2]) for status, cells in table.items()}
    for status, cells in table.items():
        assert int(cells[1]) == len(keys[status]) == len(set(keys[status])), status
    printed = {key for key, rule in RULES.items() if not rule.house}
    house = {key for key, rule in RULES.items() if rule.house} - COMPATIBILITY
    assert "The index also holds [lenient], the house rule of the option `reading=\"lenient\"`, which the table " \
           "does not count" in rules_part
    assert set(keys["faithful"]) | set(keys["partial"]) == printed and not set(keys["faithful"]) & set(keys["partial"])
    assert set(keys["house"]) == house and not keys["wrong or missing"]
    assert f"`gangs.GAMES[\"ribauds\"].rules`: {len(printed)} printed rules, {len(house)} house rules" in rules_part
    read_our_way = set(re.findall(r"\[([a-z-]+)\]", section(readme(), "## House rules, and why"))) & printed
    assert "last-purse" in read_our_way and read_our_way <= set(keys["partial"]), sorted(read_our_way)


def test_the_walkthrough_says_the_turn_goes_on_after_a_card_until_the_hand_is_ordered():
    """hand: « réorganiser sa main »: in the README's game, after Alice's Cavale and her step out of the
    habitation, her turn is not over: she is offered ``end`` and the new orders of her three cards, and the
    prose says so (review finding 5)."""
    m = gangs.new("ribauds", players=["Alice", "Bruno"], seed=7, layout="carre")
    for action in ["place 1", "end 2 1 3", "place 48", "end", "take 1", "run 50", "figure 64", "end", "take 1",
                   "run 50", "rob 1 grey", "run 88", "figure 80", "end"]:
        m.play(action)
    m.force("draw sergent").play("card cavale 1 51")
    m.play("step 1 52")
    assert m.to_move == 0 and {a.kind for a in m.legal_actions()} == {"end"} and len(m.legal_actions()) == 6
    text = prose(readme())
    assert "her turn ends (one card played" not in text
    assert "Her turn is not over yet: like every turn it ends with « réorganiser sa main » ([hand])" in text
