"""The shapes' geometry (gangs.render): the box of each kind, the pixels it paints, the hit test of a
click, the outline that marks it, and what both writers share (the font, each kind's cap and join)."""

from __future__ import annotations

import pytest

from gangs.render import FONT_FAMILY, Circle, Line, Polygon, Polyline, Rect, Scene, Shape, Text, ids_at, svg
from gangs.render.geometry import CHAR_WIDTH, SLACK, inside_polygon, near_segment, overlap


def test_each_kind_gives_the_box_of_its_outline():
    assert Rect(10, 20, 30, 40).extent() == (10, 20, 40, 60)
    assert Circle(50, 50, 5).extent() == (45, 45, 55, 55)
    assert Line(30, 5, 10, 25).extent() == (10, 5, 30, 25)
    assert Polyline(((0, 9), (4, 1), (8, 5))).extent() == (0, 1, 8, 9)
    assert Polygon(((2, 2), (6, 2), (4, 7))).extent() == (2, 2, 6, 7)
    left, top, right, bottom = Text(100, 50, "abcd", size=10, anchor="end").extent()
    assert (left, right) == (100 - 4 * CHAR_WIDTH * 10, 100) and (top, bottom) == (42, 52.5)
    assert Text(100, 50, "abcd", size=10, anchor="start").extent()[0] == 100
    with pytest.raises(TypeError):
        Shape(id="ghost").extent()


def test_bounds_hold_the_stroke_and_a_generous_text_box():
    x0, y0, x1, y1 = Rect(10, 10, 20, 20, stroke="#000", stroke_width=4).bounds()
    assert x0 <= 8 and y0 <= 8 and x1 >= 32 and y1 >= 32
    assert Rect(10, 10, 20, 20, fill="#000").bounds() == (8, 8, 32, 32)      # no stroke: two pixels spare
    text = Text(100, 50, "WWWW", size=10, anchor="middle", fill="#000")
    tx0, ty0, tx1, ty1 = text.bounds()
    left, top, right, bottom = text.extent()
    assert tx0 < left and tx1 > right and ty0 < top and ty1 > bottom
    assert all(isinstance(v, int) for v in (tx0, ty0, tx1, ty1))
    outlined = Text(100, 50, "WWWW", size=10, fill="#000", stroke="#fff", stroke_width=2).bounds()
    assert outlined[0] <= tx0 - 10 and outlined[3] >= ty1 + 10                # a mitred glyph corner reaches far


def test_a_click_hits_the_topmost_ids_under_it():
    shapes = [Rect(0, 0, 100, 100, id="square"), Circle(50, 50, 10, id="pawn"), Rect(0, 0, 5, 5)]
    assert ids_at(shapes, 50, 50) == ["pawn", "square"]
    assert ids_at(shapes, 90, 90) == ["square"]
    assert ids_at(shapes, 200, 200) == []
    assert ids_at([Rect(0, 0, 9, 9, id="a"), Circle(4, 4, 2, id="a")], 4, 4) == ["a"]     # each id once


def test_each_kind_says_whether_a_point_is_on_it():
    street = Polyline(((0, 0), (100, 0)), id="street")
    assert street.contains(50, SLACK) and not street.contains(50, 20)
    assert Polyline(((0, 0), (100, 0)), stroke_width=30).contains(50, 14)     # half a wide stroke
    closed = Polyline(((0, 0), (40, 0), (0, 40)), fill="#000")
    assert closed.contains(10, 10) and not Polyline(((0, 0), (40, 0), (0, 40))).contains(10, 10)
    assert Polygon(((0, 0), (10, 0), (0, 10)), id="t").contains(2, 2)
    assert not Polygon(((0, 0), (10, 0), (0, 10)), id="t").contains(9, 9)
    assert Line(0, 0, 10, 10).contains(5, 6) and not Line(0, 0, 10, 10).contains(5, 12)
    assert Circle(0, 0, 5, stroke_width=4).contains(6.9, 0) and not Circle(0, 0, 5).contains(6, 0)
    assert Rect(0, 0, 10, 10).contains(10, 10) and not Rect(0, 0, 10, 10).contains(10.5, 5)
    label = Text(100, 50, "abcd", size=10, anchor="end", id="label")
    assert label.contains(90, 47) and not label.contains(110, 47)
    assert not Shape(id="ghost").contains(0, 0)


def test_the_plane_helpers():
    assert near_segment(5, 1, (0, 0), (10, 0), 1) and not near_segment(12, 0, (0, 0), (10, 0), 1)
    assert near_segment(0, 0, (0, 0), (0, 0), 0)                              # a segment of no length
    assert inside_polygon(1, 1, ((0, 0), (4, 0), (4, 4), (0, 4))) and not inside_polygon(5, 1, ((0, 0), (4, 0), (4, 4)))
    assert overlap((0, 0, 10, 10), (5, 5, 15, 15)) and not overlap((0, 0, 10, 10), (10, 0, 20, 10))


def test_an_outline_marks_a_shape_without_filling_it():
    for shape in (Rect(0, 0, 10, 10, fill="#fff"), Circle(5, 5, 3, fill="#fff"),
                  Line(0, 0, 9, 9, stroke="#000", dash=3),
                  Polyline(((0, 0), (5, 5)), stroke="#000"), Polygon(((0, 0), (5, 0), (0, 5)), fill="#fff"),
                  Text(5, 5, "ab", fill="#000")):
        mark = shape.outline("#ffbf00", 3)
        assert mark.fill is None and mark.stroke == "#ffbf00" and mark.stroke_width >= 3
        assert getattr(mark, "dash", 0) == 0
        left, top, right, bottom = shape.extent()
        m_left, m_top, m_right, m_bottom = mark.extent()
        assert m_left <= left and m_top <= top and m_right >= right and m_bottom >= bottom
    assert isinstance(Text(5, 5, "ab").outline("#000", 3), Rect)
    assert Shape().outline("#000", 3) is None


def test_both_writers_share_the_font_and_each_kind_s_cap_and_join():
    scene = Scene(100, 100, board=[Line(0, 0, 9, 9, stroke="#000"), Polyline(((0, 0), (5, 5)), stroke="#000"),
                                   Polygon(((0, 0), (5, 0), (0, 5)), stroke="#000"), Rect(0, 0, 5, 5, stroke="#000")])
    text = svg(scene)
    assert f'font-family="{FONT_FAMILY}"' in text
    assert '<line x1="0" y1="0" x2="9" y2="9" stroke-linecap="round"' in text
    assert 'stroke-linejoin="round" stroke-linecap="round"' in text.split("<polyline")[1].split("/>")[0]
    polygon = text.split("<polygon")[1].split("/>")[0]
    assert 'stroke-linejoin="round"' in polygon and "linecap" not in polygon
    assert "linecap" not in text.split("<rect x=")[1] and "linejoin" not in text.split("<rect x=")[1]
    assert (Line.CAP, Polyline.JOIN, Polygon.JOIN, Rect.CAP, Rect.JOIN) == ("round", "round", "round", "butt", "miter")


def test_the_svg_writer_refuses_an_unknown_shape():
    with pytest.raises(TypeError):
        svg(Scene(10, 10, board=[Shape(id="ghost")]))


def test_filled_and_stroked_treat_none_as_no_paint():
    assert Rect(0, 0, 1, 1, fill="#000").filled and not Rect(0, 0, 1, 1, fill="none").filled
    assert not Rect(0, 0, 1, 1).stroked and Rect(0, 0, 1, 1, stroke="#000").stroked
