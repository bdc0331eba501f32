"""Why, and why not (issue 15): a line of the log opens its rule (key, the rulebook's sentence as printed, the
English gloss, and for a house rule the reason the game's README gives); a click where nothing can be done says
why, naming the rule the game gives (``State.why_illegal``).

The house-rule reader (``gangs.kernel.house``) reads every game's README, whichever way it writes its house
rules (a list of ``**[key] ...**`` items, or a table of ``| `key` | rule | reason |`` rows). The log's front end
(a click, Enter, a second click) is checked in a real browser in ``tests/test_browser_table.py``.
"""

from __future__ import annotations

import pytest

import gangs
from gangs.kernel.house import KERNEL_REASONS, house_reason, house_reasons, read_house_rules
from gangs.manual import numbered

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from ribauds_situations import situation as ribauds_situation  # noqa: E402
from supergang_situations import roll  # noqa: E402
from supergang_situations import situation as supergang_situation  # noqa: E402

from widgets import Table  # noqa: E402
from widgets.event_log import EventLog  # noqa: E402


def centre(table: Table, shape_id: str) -> tuple[float, float]:
    """The centre of the (first) shape of that id in the table's scene."""
    shape = next(s for s in table._scene.shapes() if s.id == shape_id)
    if hasattr(shape, "cx"):
        return shape.cx, shape.cy
    return shape.x + shape.width / 2, shape.y + shape.height / 2


# -- the house rules' reasons ------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_every_house_rule_of_every_game_has_its_reason(key):
    game = gangs.GAMES[key]
    reasons = house_reasons(game)
    missing = [rule.key for rule in game.rules.values() if rule.house and not reasons.get(rule.key)]
    assert not missing, f"{key}'s README gives no reason for the house rules {missing}"
    assert all(len(reasons[rule.key]) > 20 for rule in game.rules.values() if rule.house)
    unknown = set(reasons) - set(game.rules)
    assert not unknown, f"{key}'s README gives reasons for rules it does not have: {sorted(unknown)}"


def test_a_reason_is_the_readme_s_in_plain_text():
    ribauds, street = gangs.GAMES["ribauds"], gangs.GAMES["street"]
    assert house_reason(ribauds, "ecus").startswith("The text keeps them apart (cards cost écus")
    assert house_reason(street, "square-gain") == house_reason(street, "square-tax") == \
        "The rulebook says squares can « gagner de l'argent, en perdre »."
    assert house_reason(gangs.GAMES["chicago"], "second-die").startswith(
        "The rulebook gives a choice of two: « faire avancer un de ses hommes")
    assert house_reason(ribauds, "legal-actions") == KERNEL_REASONS["legal-actions"]
    assert house_reason(ribauds, "cards") is None                   # printed: no reason to give
    assert not any("`" in reason or "**" in reason for reason in house_reasons(street).values())


def test_the_reader_reads_both_ways_of_writing_house_rules_and_only_their_section():
    readme = """# A game

- **[not-here] Outside the section.** Not read.

## House rules, and why

- **[short] One line.** Because of this.
- **[long] A rule written over
  two lines.** Its reason, also
  over two lines.

| key | house rule | reason |
|---|---|---|
| `one`, `two` | Two rules. | One `reason` for both, see [the board](#board). |
| (board) | No key. | Not read. |

## Notation

| `place 3` | put a pawn | not a house rule |
"""
    assert read_house_rules(readme) == {"short": "Because of this.", "long": "Its reason, also over two lines.",
                                        "one": "One reason for both, see the board.",
                                        "two": "One reason for both, see the board."}


# -- a line of the log opens its rule ------------------------------------------------------------------------------
def chicago_lenient_pass() -> gangs.Match:
    """Ana rolls 1 and 2, moves henchman 1 by 2 and keeps the 1, which the earlier reading allowed: the house rule
    ``lenient`` (``reading="lenient"``)."""
    m = gangs.new("chicago", players=["Ana", "Ben"], seed=3, reading="lenient")
    m.force(1).force(2).play("roll")
    m.play("move orange.1 2")
    m.play("pass")
    return m


def test_a_line_of_a_house_rule_opens_its_sentence_gloss_and_reason():
    m = chicago_lenient_pass()
    table = Table(m)
    line = table.event_log.current["lines"][0]
    assert line == ["Ana leaves the 1 unused.", "lenient"]
    rule = m.game.rules["lenient"]
    number = numbered("chicago")["lenient"]
    assert table.event_log.details["lenient"] == {"french": rule.french, "english": rule.english,
                                                     "house": house_reason(m.game, "lenient"), "number": number}
    opened = table.event_log.explain("lenient").splitlines()
    assert opened == ["Rule lenient (house rule)", f"« {rule.french} »", rule.english,
                      "House rule: " + house_reason(m.game, "lenient"), f"In the manual: §{number}"]


def test_a_line_of_a_printed_rule_opens_its_sentence_and_gloss_only():
    m = chicago_lenient_pass()
    table = Table(m)
    printed = next(rule for _, rule in table.event_log.current["lines"] if not m.game.rules[rule].house)
    rule = m.game.rules[printed]
    assert table.event_log.details[printed]["house"] == ""
    assert table.event_log.explain(printed).splitlines() == [f"Rule {printed}", f"« {rule.french} »", rule.english,
                                                             f"In the manual: §{numbered('chicago')[printed]}"]


def test_a_house_rule_without_a_reason_says_so():
    log = EventLog()
    rule = gangs.Rule("made-up", "Une règle.", "A rule.", house=True)
    event = gangs.Event("x", None, "Something.", "made-up")
    log.show([("Start", [event])], {"made-up": rule}, {})
    assert log.explain("made-up").endswith("House rule: the game's README gives no reason for it.")


# -- a click where nothing can be done says why ------------------------------------------------------------------
def prison_situation() -> tuple[gangs.Match, Table]:
    """Red has rolled 3, 4 and 2: the killer (s12) and the trafficker (s30) may move; the vamp is in prison."""
    m = supergang_situation(at={"red.killer": "s12", "red.trafficker": "s30"}, status={"red.vamp": "prison"},
                            sentence={"red.vamp": 2})
    roll(m, 3, 4, 2)
    return m, Table(m)


def test_a_click_on_a_piece_in_prison_says_why_it_cannot_move():
    m, table = prison_situation()
    before, decisions = m.state.to_dict(), m.decisions
    table.click(*centre(table, "char-red.vamp"))
    assert "That piece cannot move now: the red vamp is in prison" in table.message.value
    assert "(rule exact-move)" in table.message.value
    assert m.state.to_dict() == before and m.decisions == decisions
    refusal = m.state.why_illegal(gangs.Action("move", "red.vamp", "s9", "w"))
    assert refusal.rule == "exact-move" and "prison" in refusal.reason


def test_a_click_where_the_picked_piece_cannot_go_names_the_rule():
    m, table = prison_situation()
    decisions = m.decisions
    table.pick("char-red.killer")
    table.click(*centre(table, "s40"))
    assert table.message.value.endswith("Killer cannot go there: the red killer cannot reach square 40 with exactly "
                                        "3 steps, without a U-turn in the street, entering a shop only on the last "
                                        "point and using no passage twice (rule exact-move).</span>")
    assert m.decisions == decisions and table.offer.picked.id == "char-red.killer"


def test_hovering_where_the_picked_piece_cannot_go_says_why_before_the_click():
    """The hover line answers before the click: over a square the picked killer cannot reach it names the rule,
    over one it can reach it says what a click plays, and over the bare margin it says nothing."""
    m, table = prison_situation()
    table.pick("char-red.killer")
    table.hover(*centre(table, "s40"))
    assert "Killer cannot go there: the red killer cannot reach square 40" in table.hover_info.value
    assert "(rule exact-move)" in table.hover_info.value
    reachable = table.offer.picked.actions[0].targets[0]
    table.hover(*centre(table, reachable))
    assert "cannot" not in table.hover_info.value and table.hover_info.value
    table.hover(1, 1)
    assert table.hover_info.value == ""


def test_a_chicago_figure_taken_where_its_dice_do_not_reach_names_the_rule():
    """Chicago's notation counts steps (``move orange.parrain 6``), not squares: the game reads a figure taken to a
    square as the move of the steps that reach it (``State.intent``), and the click says why that move is
    refused, naming the rule, instead of only "click an outlined place"."""
    m = gangs.new("chicago", players=["Ana", "Bot 1"], seed=2)
    table = Table(m, seats=["human", "random"])
    table.play("roll")
    assert {a.notation for a in m.legal_actions()} == {"move orange.parrain 6", "move orange.1 6", "move orange.1 12"}
    table.pick("fig-orange-p")
    square = next(s for s in table._scene.shapes() if s.id == "sq-20")
    x = sum(p[0] for p in square.points) / len(square.points)
    y = sum(p[1] for p in square.points) / len(square.points)
    decisions = m.decisions
    table.click(x, y)
    assert "Orange parrain cannot go there: the dice to play are 6 and 6" in table.message.value
    assert "(rule move-two)" in table.message.value and m.decisions == decisions
    assert m.state.intent("fig-orange-p", "sq-20") == [gangs.Action("move", "orange.parrain", 21)]   # door: sq-0
    assert m.state.taken_to("fig-orange-p", "clinic") is None and m.state.taken_to("dice", "sq-20") is None
    assert all(a not in m.legal_actions() for a in m.state.intent("fig-orange-p", "clinic"))


def test_a_click_on_another_gang_s_piece_says_whose_it_is():
    m, table = prison_situation()
    table.click(*centre(table, "char-green.vamp"))
    assert "That piece cannot move now: the green vamp is not played by Player 1 (red) (rule legal-actions)." \
        in table.message.value


def test_a_click_on_a_square_no_move_reaches_names_the_rule():
    m, table = prison_situation()
    table.unpick()
    table.click(*centre(table, "s40"))
    assert "Not there: the red killer cannot reach square 40" in table.message.value and "(rule exact-move)" in \
        table.message.value


def test_a_click_on_the_bare_board_says_whose_turn_it_is_and_what_is_awaited():
    m, table = prison_situation()
    table.click(1, 1)
    assert "Nothing to do there. Player 1 to move: pick a piece (Killer, Trafficker), outlined on the board" \
        in table.message.value
    m = ribauds_situation(at={"A1": 40, "A2": 100, "B1": 102}, hands={"A": ["cavale"]})
    table = Table(m)
    table.click(1, 1)
    assert "Nothing to do there. Alice to move: pick a piece" in table.message.value


def test_a_click_on_a_piece_no_move_of_this_turn_concerns_says_what_can_be_done():
    m = ribauds_situation(at={"A1": 40, "A2": 100, "B1": 102}, hands={"A": ["cavale"]})
    table = Table(m)
    table.click(*centre(table, "truand-1-1"))                          # Bruno's truand, on Alice's turn
    assert table.message.value.count("That piece cannot move now. Alice to move: pick a piece") == 1


def test_a_refusal_reads_you_for_the_gang_that_tried_and_names_it_for_the_teacher():
    """The same click, seen through red's own eyes: the refusal is worded for its reader (« you »), the teacher's
    names the gang."""
    m, teacher = prison_situation()
    mine = Table(m, viewer=0)
    for table in (teacher, mine):
        table.click(*centre(table, "char-green.vamp"))
    assert "Player 1 (red)" in teacher.message.value and "Player 1" not in mine.message.value
    assert "That piece cannot move now: the green vamp is not one of yours" in mine.message.value
