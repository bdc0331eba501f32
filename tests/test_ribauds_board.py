"""Les Ribauds' Paris as data (issue 13, first part): the quarter boards and the layouts of board.toml build
into maps the rules can play, and a broken board file is refused with its reason."""

import re
from collections import deque

import pytest

from gangs.kernel.boards import tomllib
from gangs.ribauds.board import PER_PAVE, build, load_board, turned

BOARD = load_board()


def standard() -> dict:
    return tomllib.loads(load_board.standard_text())


def test_three_layouts_one_with_the_seine_and_its_bridges():
    assert len(BOARD.layouts) >= 3
    seine = BOARD.layouts["seine"]
    river = [s for s in seine.squares if s.kind in ("seine", "bridge")]
    assert river and {s.row for s in river} == {6}
    assert 2 <= sum(s.kind == "bridge" for s in river) < len(river)


@pytest.mark.parametrize("key", sorted(BOARD.layouts))
def test_every_layout_holds_every_quarter_and_the_same_purses(key):
    layout = BOARD.layouts[key]
    assert {s.quarter for s in layout.squares if s.quarter} == set(BOARD.quarters)
    paves = [s for s in layout.squares if s.kind == "pave"]
    assert layout.purses() == {colour: PER_PAVE * sum(s.colour == colour for s in paves)
                               for colour in ("grey", "violet", "brown")}
    assert len(set(layout.purses().values())) == 1, "as many purses of each colour"
    assert layout.coloured == {colour: tuple(s.id for s in paves if s.colour == colour)
                               for colour in ("grey", "violet", "brown")}, "each colour's pavés, in order"


@pytest.mark.parametrize("key", sorted(BOARD.layouts))
def test_every_square_can_be_reached_from_the_edge_and_the_figures_start_on_streets(key):
    layout = BOARD.layouts[key]
    seen, todo = set(layout.periphery), deque(layout.periphery)
    while todo:
        for there in layout.neighbours(todo.popleft()):
            if there not in seen:
                seen.add(there)
                todo.append(there)
    assert seen == {s.id for s in layout.squares if s.walkable}
    for figure, square in layout.figures.items():
        assert layout.squares[square].kind in ("street", "tile", "bridge"), figure
    assert len(set(layout.figures.values())) == 3


def test_the_seine_is_crossed_only_by_its_bridges():
    layout = BOARD.layouts["seine"]
    river = [s for s in layout.squares if s.row == 6]
    assert all(not s.walkable for s in river if s.kind == "seine")
    for square in layout.squares:
        if square.row == 5:
            assert all(layout.squares[n].row != 6 or layout.squares[n].kind == "bridge"
                       for n in layout.neighbours(square.id)), f"{square} steps into the Seine"
    bridges = [s.id for s in river if s.kind == "bridge"]
    assert all(any(layout.squares[n].row == 5 for n in layout.neighbours(b)) and
               any(layout.squares[n].row == 7 for n in layout.neighbours(b)) for b in bridges)


def test_the_periphery_is_the_edge_s_streets_and_the_figures_step_as_told():
    layout = BOARD.layouts["carre"]
    for square in layout.periphery:
        s = layout.squares[square]
        assert s.kind != "habitation" and (s.row in (0, 11) or s.col in (0, 11))
    corner = layout.at(0, 0).id
    assert len(layout.neighbours(corner, "orthogonal")) == 2 and len(layout.neighbours(corner, "diagonal")) == 1
    middle = layout.at(5, 5).id
    assert len(layout.neighbours(middle, "any")) == 8
    assert BOARD.figure_steps == {"sergent": "orthogonal", "roi": "any", "prevot": "diagonal"}
    assert BOARD.moves == {"grey": 4, "violet": 3, "brown": 2}
    assert BOARD.figure == {"grey": "sergent", "violet": "roi", "brown": "prevot"}


def test_a_quarter_turned_four_times_is_itself():
    rows = BOARD.quarters["halles"][1]
    assert turned(rows, 4) == rows and turned(rows, 1) != rows
    assert turned(rows, 1)[0][-1] == rows[0][0], "a quarter turn clockwise moves the north-west corner north-east"


@pytest.mark.parametrize(("edit", "reason"), [
    (lambda d: d["quarters"][0].update(rows=d["quarters"][0]["rows"][:5]), "6 rows of 6 letters"),
    (lambda d: d["quarters"][0]["rows"].__setitem__(0, ".G.X.."), "6 rows of 6 letters"),
    (lambda d: d["layouts"][0]["quarters"][1].__setitem__(2, 3), "overlaps"),
    (lambda d: d["layouts"][0]["quarters"][0].__setitem__(0, "louvre"), "no quarter 'louvre'"),
    (lambda d: d["layouts"][1].update(seine=2), "the Seine runs through a quarter"),
    (lambda d: d["layouts"][0]["figures"].update(roi=[0, 3]), "plain street"),
    (lambda d: d["purses"].update(per_pave=3), "2 on each pavé"),
    (lambda d: d["figures"]["roi"].update(moves="knight"), "orthogonal, diagonal or any"),
])
def test_a_broken_board_is_refused_with_its_reason(edit, reason):
    data = standard()
    edit(data)
    with pytest.raises(ValueError, match=re.escape(reason)):
        build(data)
