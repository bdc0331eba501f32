"""Super Gang's README says what the code does: its example runs and shows true values, every rule of the
index is listed and marked as printed or house rule, and its tables of the city are board.toml's."""

import re
from pathlib import Path

import pytest

import gangs
from gangs.kernel import TIMEOUT
from gangs.supergang import RULES
from gangs.supergang.board import load_board
from gangs.supergang.common import RECRUIT_PRICES
from gangs.supergang.movement import gangster_walks

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "gangs" / "supergang" / "README.md"
SOURCE = ROOT / "gangs" / "supergang"
RULEBOOK = ROOT.parent / "shared" / "seeds" / "000_07d0fe938fc8e214.txt"


def readme() -> str:
    return README.read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    """The text under ``heading`` (a whole heading line, '## ...'), up to the next heading of its level or above."""
    level = len(heading) - len(heading.lstrip("#"))
    start = text.index(heading + "\n") + len(heading) + 1
    found = re.compile(r"^#{1,%d} " % level, re.M).search(text, start)
    return text[start:found.start() if found else len(text)]


def rows(text: str, first: str = r"[^|]+") -> list[list[str]]:
    """The cells of the table rows of ``text`` whose first cell matches ``first``."""
    found = []
    for line in text.splitlines():
        if re.match(r"^\| (%s) \|" % first, line):
            found.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return found


def check(expression: str, value: str, line: int) -> str:
    """An assert that ``expression`` equals ``value``, saying what the example really gives when it does not."""
    return f"assert (_got := ({expression})) == ({value}), f'README line {line}: the example gives {{_got!r}}'"


def with_checks(block: str, first: int) -> str:
    """The example (its first line is README line ``first``) with each ``expression  # -> value``, or a
    ``# -> value`` line under it, turned into an assert; blank lines above keep README's line numbers."""
    out: list[str] = [""] * (first - 1)
    for number, line in enumerate(block.splitlines(), start=first):
        stripped = line.strip()
        if stripped.startswith("# -> "):
            indent = out[-1][: len(out[-1]) - len(out[-1].lstrip())]
            out[-1] = f"{indent}{check(out[-1].strip(), stripped[5:], number - 1)}"
            out.append("")
        elif "  # -> " in line:
            code, value = line.split("  # -> ", 1)
            indent = code[: len(code) - len(code.lstrip())]
            out.append(f"{indent}{check(code.strip(), value, number)}")
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def test_the_example_runs_and_every_value_it_shows_is_true():
    text = readme()
    found = re.search(r"```python\n(.*?)```", text, re.S)
    block = found.group(1)
    checked = with_checks(block, text.count("\n", 0, found.start(1)) + 1)
    assert checked.count("assert (_got") == block.count("# -> ") >= 10
    namespace: dict = {}
    exec(compile(checked, str(README), "exec"), namespace)
    assert namespace["m"].is_over


def test_every_rule_is_listed_once_and_marked_printed_or_house():
    text = readme()
    rules_part = section(text, "## The rules")
    marked = re.findall(r"^- `([a-z-]+)` \((printed|house rule)\)", rules_part, re.M)
    keys = [key for key, _ in marked]
    assert sorted(keys) == sorted(RULES), "each rule of rules.py has exactly one '- `key` (printed|house rule)' line"
    for key, mark in marked:
        assert (mark == "house rule") == RULES[key].house, f"{key} is marked '{mark}' in the README"


def test_every_house_rule_has_its_reason_in_the_house_rules_section():
    house = section(readme(), "## House rules, and why")
    keys = [cells[0].strip("`") for cells in rows(house, r"`[a-z-]+`")]
    assert sorted(keys) == sorted(k for k, rule in RULES.items() if rule.house)
    assert all(len(cells) == 3 and len(cells[2]) > 40 for cells in rows(house, r"`[a-z-]+`")), "a reason each"


def test_every_rule_key_named_in_brackets_exists():
    text = readme()
    groups = re.findall(r"\[((?:`[a-z-]+`(?:, )?)+)\]", text)
    named = {key for group in groups for key in re.findall(r"`([a-z-]+)`", group)}
    assert named and named <= set(RULES), sorted(named - set(RULES))
    assert all(f"`{key}`" in text for key in RULES)


def test_the_map_of_ids_is_the_board_s():
    board = load_board()
    at = {cell: node for node, cells in board.cells.items() for cell in cells}
    lines = []
    for y in range(board.height):
        row = []
        for x in range(board.width):
            node = at.get((x, y))
            if node is None:
                row.append("~~~")
            elif node >= board.centre:
                row.append({board.centre: "PPP", board.clinic: "KKK", board.cemetery: "XXX"}[node])
            else:
                row.append(board.name(node) + ("*" if node in board.sewers else "=" if node in board.bridges else ""))
        lines.append(" ".join(f"{cell:<4}" for cell in row).rstrip())
    assert "```text\n" + "\n".join(lines) + "\n```" in readme()


def test_the_city_s_figures_are_the_board_s():
    board, text = load_board(), readme()
    city = section(text, "## The city")
    assert f"map of {board.width} × {board.height} cells" in city
    assert f"{board.squares} street squares" in city
    assert f"{len(board.bridges)} bridges ({', '.join(f'`{board.name(n)}`' for n in board.bridges)})" in city
    assert f"{len(board.sewers)} sewer mouths ({', '.join(f'`{board.name(n)}`' for n in board.sewers)})" in city
    assert f"{len(board.shops)} shops" in city and f"{len(board.portions)} portions" in city
    assert f"opens onto the {len(board.doors[board.centre])} squares" in city
    assert f"has {len(board.doors[board.clinic])} doors" in city
    assert f"{sum(s.trafic for s in board.shops)} shops sell trafic pawns" in city
    for role in ("killer", "vamp", "trafficker"):
        assert sum(s.recruits == role for s in board.shops) == 2
    assert {cells[0]: cells[1:] for cells in rows(section(city, "### Districts"), "[a-e]")} == {
        key: [info["name"], info["colour"], str(len(board.district_shops[key]))]
        for key, info in board.districts.items()}


def test_the_shop_table_is_board_toml_s():
    board = load_board()
    table = rows(section(readme(), "### The 36 shops"), r"b\d+")
    expected = []
    for shop in board.shops:
        node = board.shop_base + shop.number - 1
        expected.append([f"b{shop.number}", shop.name, board.districts[shop.district]["name"], str(shop.sigils),
                         str(shop.managers), str(board.prices["shop_sigil" if shop.sigils else "shop"]),
                         "yes" if shop.trafic else "—", shop.recruits or "—",
                         ", ".join(board.name(n) for n in board.doors[node])])
    assert table == expected


def test_prices_bank_limits_and_penalties_are_board_toml_s():
    board, text = load_board(), readme()

    def figures(heading: str) -> dict[str, int]:
        return {cells[0].strip("`"): int(cells[1]) for cells in rows(section(text, heading), r"`?[\w-]+`?")
                if cells[1].isdigit()}

    assert figures("### Prices (`[prices]`, in briques)") == board.prices
    assert figures("### The bank (`[bank]`)") == {str(k): v for k, v in board.bank.items()}
    assert figures("### Limits (`[limits]`)") == board.limits
    assert figures("### Penalties (`[penalties]`, prison turns a cross)") == board.penalties
    house = section(text, "## House rules, and why")
    p = board.penalties
    assert (f"mugging {p['mugging']}, racket {p['racket']}, trafic {p['trafic']}, standing by one's trafic "
            f"{p['standing-by-trafic']}, hold-up {p['holdup']}, shooting "
            f"(settling scores, finishing off) {p['shooting']}, rebellion {p['rebellion']}") in house
    assert f"The bank holds {board.bank[2]} for two gangs" in text
    assert f"{board.bank[2]} briques for two gangs" in house
    prices, limits = board.prices, board.limits
    rules_part = section(text, "## The rules")
    assert f"{prices['shop_income']} a shop, {prices['racket_income']} a racket, {prices['trafic_income']} a pawn" \
        in rules_part
    assert f"up to {prices['mugging']})" in rules_part and f"buy the cops for {prices['cops']} |" in text
    assert f"`buy cops` ({prices['cops']}," in text and f"{limits['tokens']} tokens a gang" in rules_part
    assert f"never beyond the gang's {limits['trafic_pawns']} pawns" in rules_part
    assert f"only while it has fewer than {limits['trafic_pawns']}" in house
    options = gangs.GAMES["supergang"].defaults
    assert f"({options['max_turns']} by default)" in rules_part
    assert f"`dart_hit` ({options['dart_hit']})" in house and f"`dart_dead` ({options['dart_dead']})" in house


def test_notation_lists_every_kind_of_action_and_options_are_the_game_s():
    text = readme()
    notation = section(text, "### Notation")
    written = {re.match(r"[a-z]+", example).group(0)
               for cells in rows(notation, "`[^|]+`") for example in re.findall(r"`([^`]+)`", cells[0])}
    made = set()
    for path in SOURCE.glob("*.py"):
        made |= set(re.findall(r'Action\("([a-z-]+)"', path.read_text(encoding="utf-8")))
    made.add(gangs.GAMES["supergang"].die.kind)             # the dice are the kernel's D6: ``die 1`` to ``die 6``
    made.add(TIMEOUT)                                       # the clock's action takes the kernel's notation
    assert written == made
    prices = ", ".join(str(p) for p in RECRUIT_PRICES[:-1]) + f" or {RECRUIT_PRICES[-1]}"
    most = load_board().prices["trafic_max_buy"]
    pawn_lots = list(range(2, most + 1, 2))
    lots = ", ".join(str(n) for n in pawn_lots[:-1]) + f" or {pawn_lots[-1]}"
    assert prices in notation and prices in text.split("## What is left out")[1]
    assert lots in notation and lots in section(text, "## The rules")
    game = gangs.GAMES["supergang"]
    for name, default in game.defaults.items():
        assert f"`{name}={default!r}`" in text
    assert f"{game.min_players} to {game.max_players} players" in text


def test_on_the_standard_city_every_place_has_a_walk_of_every_length():
    """The README says `stay` is never needed on the standard city (with no shop owned, the fewest walks)."""
    board = load_board()
    assert "On the standard city this never happens" in readme()
    places = [*range(board.squares), *range(board.shop_base, board.centre), board.clinic, board.centre]
    for node in places:
        for heading in ("n", "e", "s", "w", "") if board.is_square(node) else ("",):
            for die in range(1, 7):
                assert gangster_walks(board, node, heading, die, lambda shop: False), (board.name(node), heading, die)


def bullets(text: str) -> dict[str, str]:
    """The rule bullets of the README's rules, key -> its whole text (continuation lines are indented)."""
    found: dict[str, str] = {}
    key = None
    for line in section(text, "## The rules").splitlines():
        start = re.match(r"^- `([a-z-]+)` \((?:printed|house rule)\)", line)
        if start:
            key = start.group(1)
            found[key] = line
        elif key and line.startswith("  "):
            found[key] += " " + line.strip()
        else:
            key = None
    return found


def fragments(quote: str) -> list[str]:
    """The pieces of a « quote » between its [...] cuts, spaces normalised."""
    return [piece.strip() for piece in " ".join(quote.split()).split("[...]") if piece.strip()]


def test_the_quotes_of_printed_rules_are_the_rule_index_s():
    for key, text in bullets(readme()).items():
        quotes = re.findall(r"« (.*?) »", text)
        assert bool(quotes) != RULES[key].house, f"{key}: a printed rule is quoted, a house rule is not"
        french = " ".join(RULES[key].french.split())
        for quote in quotes:
            for piece in fragments(quote):
                assert piece in french, f"{key}: « {piece} » is not in rules.py"


def test_every_other_quote_is_the_rulebook_s():
    if not RULEBOOK.exists():
        pytest.skip("the rulebook is not beside the repository")
    book = " ".join(RULEBOOK.read_text(encoding="utf-8").split()).lower()
    text = readme()
    rest = " ".join(text.split())
    for quoted in bullets(text).values():
        rest = rest.replace(" ".join(quoted.split()), "")
    for quote in re.findall(r"« (.*?) »", rest):
        for piece in fragments(quote):
            assert piece.lower() in book, f"« {piece} » is not in the rulebook"
