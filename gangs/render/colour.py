"""Colour distance as the eye sees it: sRGB hex colours in CIE L*a*b* (D65) and the CIEDE2000 difference.

ΔE00 about 1 is the smallest difference a person notices side by side; 20 and more reads at a glance as another
colour. The tests hold the outlines away from the boards' fills and the seats' colours from each other with it.
"""

from __future__ import annotations

from math import atan2, cos, degrees, exp, hypot, radians, sin, sqrt

_WHITE = (0.95047, 1.0, 1.08883)
"""The D65 white point in XYZ."""


def rgb(colour: str) -> tuple[int, int, int]:
    """The red, green and blue (0-255) of a ``#rrggbb`` or ``#rgb`` colour."""
    text = colour.lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def _linear(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(colour: str) -> tuple[float, float, float]:
    """The CIE L*a*b* coordinates of an sRGB colour (D65 white)."""
    r, g, b = (_linear(v) for v in rgb(colour))
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
           0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: str, second: str) -> float:
    """The CIEDE2000 difference between two sRGB colours."""
    return delta_e_lab(lab(first), lab(second))


def delta_e_lab(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """The CIEDE2000 difference between two L*a*b* colours (Sharma, Wu and Dalal's formulation, 2005)."""
    (l1, a1, b1), (l2, a2, b2) = first, second
    c_mean = (hypot(a1, b1) + hypot(a2, b2)) / 2
    g = 0.5 * (1 - sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = hypot(a1, b1), hypot(a2, b2)
    h1 = degrees(atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = degrees(atan2(b2, a2)) % 360 if c2 else 0.0
    dl, dc = l2 - l1, c2 - c1
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1 if abs(h2 - h1) <= 180 else h2 - h1 - 360 if h2 > h1 else h2 - h1 + 360
    dh_big = 2 * sqrt(c1 * c2) * sin(radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if not c1 * c2:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * cos(radians(h_mean - 30)) + 0.24 * cos(radians(2 * h_mean))
         + 0.32 * cos(radians(3 * h_mean + 6)) - 0.20 * cos(radians(4 * h_mean - 63)))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    r_t = (-2 * sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7))
           * sin(radians(60 * exp(-(((h_mean - 275) / 25) ** 2)))))
    return sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh_big / s_h) ** 2
                + r_t * (dc / s_c) * (dh_big / s_h))
