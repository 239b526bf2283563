#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tiles.svg, the Tai Counter tile set, drawn from scratch.

Every tile is an element whose id is its token from hand-format.md ("1m",
"E", "plum", ...); "TOKEN-sideways" is the same tile lying on its side (a
claimed tile in a meld) and "back"/"back-sideways" are face-down tiles.
All lettering is built from stroke paths defined below, so the art needs no
font at run time and looks the same everywhere.

Geometry (SVG user units):
  upright tile  60 x 80: face 58 x 72 at the origin, 6 units of thickness
                below it, a 2-unit shadow to the lower right;
  sideways tile 74 x 66: face 72 x 58, thickness and shadow as above.
The outer extents of every tile are exactly its box, so a renderer may fit
the element's bounding box to the target size.

Run:  python3 generate-tiles.py -o tiles.svg   (or without -o: standard output)
"""

import math
import sys

FACE_W, FACE_H = 58.0, 72.0
THICK = 6.0
SHADOW = 2.0
UP_W, UP_H = FACE_W + SHADOW, FACE_H + THICK + SHADOW      # 60 x 80
SIDE_W, SIDE_H = FACE_H + SHADOW, FACE_W + THICK + SHADOW  # 74 x 66

INK = "#1b2433"
RED = "#c22a2c"
GREEN = "#12704a"
BLUE = "#1d4f96"
IVORY = "#fffcf2"
GOLD = "#d89a1c"

# ---------------------------------------------------------------------------
# Stroke glyphs. Each glyph is a list of strokes in a 100 x 100 box, written
# as absolute path commands (M, L, Q, C). They are drawn with round caps and
# joins; the shapes are simplified so they survive being 10 px tall.
# ---------------------------------------------------------------------------

GLYPHS = {
    # Numerals for the characters suit.
    "1": ["M 6 54 Q 50 44 94 50"],
    "2": ["M 22 30 Q 50 25 78 28", "M 6 76 Q 50 66 94 72"],
    "3": ["M 20 16 Q 50 11 80 14", "M 27 48 Q 50 44 73 46",
          "M 6 84 Q 50 74 94 80"],
    "4": ["M 12 18 L 12 88", "M 12 18 L 88 18 L 88 88",
          "M 12 86 L 88 86", "M 40 20 L 40 44 Q 38 58 24 66",
          "M 61 20 L 61 56 Q 61 64 69 64 L 86 64"],
    "5": ["M 14 14 L 86 14", "M 45 14 L 39 50",
          "M 20 50 L 72 50 L 68 86", "M 6 88 L 94 88"],
    "6": ["M 44 6 L 54 20", "M 8 36 L 92 36",
          "M 36 54 Q 30 72 12 88", "M 62 54 Q 74 70 90 84"],
    "7": ["M 8 48 L 92 36",
          "M 40 8 L 40 74 Q 40 88 56 88 L 84 88 Q 92 88 92 76"],
    "8": ["M 40 20 Q 38 60 10 86", "M 58 18 Q 62 58 92 82"],
    "9": ["M 42 6 Q 42 62 8 90",
          "M 14 36 L 64 34 Q 64 60 64 74 Q 64 88 78 88 L 86 88 Q 94 86 94 74"],
    # 萬: grass radical, the box-and-cross of 禺, its open frame and 厶.
    "wan": ["M 6 12 L 94 12", "M 31 2 L 31 24", "M 69 2 L 69 24",
            "M 22 31 L 22 56", "M 22 31 L 78 31 L 78 56", "M 22 43 L 78 43",
            "M 22 56 L 78 56", "M 50 31 L 50 70",
            "M 11 63 L 11 97",
            "M 11 63 L 89 63 L 89 89 Q 89 98 79 96",
            "M 42 72 L 30 88 L 70 86", "M 62 78 L 72 90"],
    # Winds.
    "east": ["M 10 21 L 90 21", "M 50 4 L 50 97",
             "M 23 32 L 23 64", "M 23 32 L 77 32 L 77 64",
             "M 23 48 L 77 48", "M 23 64 L 77 64",
             "M 45 67 Q 34 84 10 93", "M 55 67 Q 68 84 91 92"],
    "south": ["M 12 14 L 88 14", "M 50 3 L 50 27",
              "M 15 30 L 15 97", "M 15 30 L 85 30 L 85 88 Q 85 97 74 95",
              "M 36 39 L 43 49", "M 64 39 L 57 49",
              "M 29 56 L 71 56", "M 27 73 L 73 73", "M 50 56 L 50 93"],
    "west": ["M 8 12 L 92 12", "M 15 31 L 15 93",
             "M 15 31 L 85 31 L 85 93", "M 15 90 L 85 90",
             "M 39 13 L 39 50 Q 37 62 22 68",
             "M 61 13 L 61 60 Q 61 68 69 68 L 84 68"],
    "north": ["M 36 8 L 36 90", "M 10 40 L 36 40", "M 8 82 L 36 70",
              "M 64 8 L 64 80 Q 64 91 76 91 L 86 91 Q 94 89 94 78",
              "M 64 48 L 90 37"],
    # Dragons.
    "middle": ["M 14 29 L 14 68", "M 14 29 L 86 29 L 86 68",
               "M 14 68 L 86 68", "M 50 4 L 50 97"],
    "fa": ["M 10 10 L 34 10 Q 30 24 8 40", "M 22 20 L 28 27",
           "M 54 8 L 61 16", "M 84 6 L 70 20",
           "M 57 22 Q 73 35 94 41",
           "M 12 50 L 38 50 L 36 61 L 14 61 L 12 74 L 39 74 Q 39 92 29 92",
           "M 58 46 L 58 57 Q 56 63 49 66",
           "M 58 46 L 75 46 L 75 58 Q 75 63 88 63",
           "M 50 72 L 84 72 Q 74 88 48 97", "M 57 78 Q 72 92 93 97"],
    # Flowers.
    "plum": ["M 4 34 L 38 34", "M 21 6 L 21 97",
             "M 21 37 Q 15 60 3 74", "M 24 45 L 34 56",
             "M 55 4 Q 51 16 42 23", "M 52 13 L 93 13",
             "M 50 28 L 45 77",
             "M 50 28 L 84 28 Q 84 60 82 89 Q 80 97 71 93",
             "M 39 53 L 95 53", "M 43 77 L 90 77",
             "M 63 36 L 68 45", "M 61 60 L 66 69"],
    "orchid": ["M 8 9 L 92 9", "M 32 2 L 32 20", "M 68 2 L 68 20",
               "M 10 25 L 10 98", "M 10 25 L 33 25 L 33 44 L 10 44",
               "M 10 34 L 33 34",
               "M 90 25 L 90 91 Q 90 98 81 96",
               "M 67 25 L 90 25", "M 67 25 L 67 44 L 90 44",
               "M 67 34 L 90 34",
               "M 35 55 L 65 55", "M 50 48 L 50 97",
               "M 38 61 L 38 77", "M 38 61 L 62 61 L 62 77",
               "M 38 69 L 62 69", "M 38 77 L 62 77",
               "M 46 81 L 36 92", "M 54 81 L 65 92"],
    "chrysanthemum": ["M 8 11 L 92 11", "M 32 2 L 32 22", "M 68 2 L 68 22",
                      "M 37 26 Q 31 40 17 50",
                      "M 30 36 L 84 36 Q 84 80 80 92 Q 76 98 65 94",
                      "M 33 63 L 73 63", "M 52 43 L 52 94",
                      "M 40 49 L 44 56", "M 65 49 L 60 56",
                      "M 49 67 Q 43 80 31 88", "M 55 67 Q 62 79 73 86"],
    "bamboo": ["M 26 6 Q 20 22 7 34", "M 18 23 L 44 23", "M 30 28 L 30 96",
               "M 71 6 Q 65 22 52 34", "M 63 23 L 94 23",
               "M 79 28 L 79 86 Q 79 96 68 92"],
    # Seasons.
    "spring": ["M 22 15 L 78 15", "M 26 29 L 74 29", "M 9 43 L 91 43",
               "M 50 3 Q 46 44 9 70", "M 54 44 Q 70 62 93 70",
               "M 32 58 L 32 96", "M 32 58 L 68 58 L 68 96",
               "M 32 77 L 68 77", "M 32 94 L 68 94"],
    "summer": ["M 8 7 L 92 7", "M 48 7 L 44 16",
               "M 28 17 L 28 56", "M 28 17 L 72 17 L 72 56",
               "M 28 30 L 72 30", "M 28 43 L 72 43", "M 28 56 L 72 56",
               "M 44 60 Q 36 72 22 78",
               "M 38 68 L 72 68 Q 60 86 22 97",
               "M 44 78 Q 64 92 94 96"],
    "autumn": ["M 36 5 Q 26 12 8 14", "M 5 33 L 42 33", "M 24 14 L 24 97",
               "M 22 38 Q 16 59 3 71", "M 27 45 L 40 57",
               "M 57 25 L 62 42", "M 90 21 L 81 41",
               "M 72 6 Q 72 60 49 95", "M 72 55 Q 80 79 95 93"],
    "winter": ["M 46 4 Q 36 20 14 33", "M 38 18 L 78 18 Q 63 41 20 59",
               "M 44 29 Q 64 49 93 55",
               "M 43 66 L 57 75", "M 36 83 L 58 95"],
    # Western digits for the bonus tiles.
    "d1": ["M 34 26 L 56 10 L 56 92"],
    "d2": ["M 22 30 Q 24 8 50 8 Q 78 8 78 32 Q 78 52 22 92 L 82 92"],
    "d3": ["M 22 18 Q 38 6 54 8 Q 78 10 76 30 Q 74 48 46 50",
           "M 46 50 Q 80 52 80 72 Q 78 94 50 94 Q 32 94 20 84"],
    "d4": ["M 64 94 L 64 8 L 16 68 L 88 68"],
}


def fmt(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def map_path(d, x, y, w, h):
    """Maps a glyph path from its 100 x 100 box into the box (x, y, w, h)."""
    out = []
    toks = d.split()
    i = 0
    coord_index = 0
    while i < len(toks):
        t = toks[i]
        if t.isalpha():
            out.append(t)
            coord_index = 0
        else:
            v = float(t)
            if coord_index % 2 == 0:
                out.append(fmt(x + v * w / 100.0))
            else:
                out.append(fmt(y + v * h / 100.0))
            coord_index += 1
        i += 1
    return " ".join(out)


def glyph(name, x, y, w, h, color, width, engrave=True):
    """The strokes of a glyph placed in a box, with a faint carved edge."""
    d = " ".join(map_path(s, x, y, w, h) for s in GLYPHS[name])
    parts = []
    if engrave:
        # A light rim below and to the right reads as an engraved groove.
        parts.append('<path d="%s" transform="translate(0.35,0.45)" '
                     'stroke="#ffffff" stroke-opacity="0.9" stroke-width="%s" '
                     'fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
                     % (d, fmt(width)))
    parts.append('<path d="%s" stroke="%s" stroke-width="%s" fill="none" '
                 'stroke-linecap="round" stroke-linejoin="round"/>'
                 % (d, color, fmt(width)))
    return "\n".join(parts)


def circle(cx, cy, r, fill="none", stroke=None, sw=None, extra=""):
    s = '<circle cx="%s" cy="%s" r="%s" fill="%s"' % (fmt(cx), fmt(cy), fmt(r), fill)
    if stroke:
        s += ' stroke="%s" stroke-width="%s"' % (stroke, fmt(sw))
    return s + extra + "/>"


def path(d, fill="none", stroke=None, sw=None, extra=""):
    s = '<path d="%s" fill="%s"' % (d, fill)
    if stroke:
        s += (' stroke="%s" stroke-width="%s" stroke-linecap="round" '
              'stroke-linejoin="round"' % (stroke, fmt(sw)))
    return s + extra + "/>"


def ellipse(cx, cy, rx, ry, angle, fill, stroke=None, sw=None):
    s = ('<ellipse cx="0" cy="0" rx="%s" ry="%s" fill="%s"'
         % (fmt(rx), fmt(ry), fill))
    if stroke:
        s += ' stroke="%s" stroke-width="%s"' % (stroke, fmt(sw))
    return s + ' transform="translate(%s,%s) rotate(%s)"/>' % (
        fmt(cx), fmt(cy), fmt(angle))


# ---------------------------------------------------------------------------
# Suits.
# ---------------------------------------------------------------------------

def face_characters(n):
    # The numeral sits in the upper part, 萬 in red beneath it.
    boxes = {
        1: (7, 9, 44, 22), 2: (9, 5, 40, 25), 3: (9, 3, 40, 29),
    }
    bx, by, bw, bh = boxes.get(n, (10, 3, 38, 29))
    out = [glyph(str(n), bx, by, bw, bh, INK, 4.8)]
    out.append(glyph("wan", 7, 35, 44, 33, RED, 3.4))
    return "\n".join(out)


def dot(cx, cy, r, color):
    """One coin of the dots suit: a coloured disc, an ivory ring, a centre."""
    return "\n".join([
        circle(cx, cy, r, color),
        circle(cx, cy, r * 0.70, "none", IVORY, r * 0.17),
        circle(cx, cy, r * 0.36, color),
        circle(cx, cy, r * 0.13, IVORY),
    ])


def face_dots(n):
    B, R, G = BLUE, RED, GREEN
    layouts = {
        2: [(29, 20, 12, G), (29, 52, 12, B)],
        3: [(14, 14, 9.5, B), (29, 36, 9.5, R), (44, 58, 9.5, G)],
        4: [(17, 21, 10.5, B), (41, 21, 10.5, G),
            (17, 51, 10.5, G), (41, 51, 10.5, B)],
        5: [(15, 15, 9.5, B), (43, 15, 9.5, G), (29, 36, 9.5, R),
            (15, 57, 9.5, G), (43, 57, 9.5, B)],
        6: [(18, 14, 8.6, G), (40, 14, 8.6, G),
            (18, 38, 8.6, R), (40, 38, 8.6, R),
            (18, 58, 8.6, R), (40, 58, 8.6, R)],
        7: [(12, 11, 6.8, G), (29, 18, 6.8, G), (46, 25, 6.8, G),
            (18, 43, 8, R), (40, 43, 8, R), (18, 61, 8, R), (40, 61, 8, R)],
        8: [(18, 11, 7.4, B), (40, 11, 7.4, B), (18, 27.7, 7.4, B),
            (40, 27.7, 7.4, B), (18, 44.3, 7.4, B), (40, 44.3, 7.4, B),
            (18, 61, 7.4, B), (40, 61, 7.4, B)],
        9: [(12, 13, 7.5, B), (29, 13, 7.5, B), (46, 13, 7.5, B),
            (12, 36, 7.5, R), (29, 36, 7.5, R), (46, 36, 7.5, R),
            (12, 59, 7.5, G), (29, 59, 7.5, G), (46, 59, 7.5, G)],
    }
    if n == 1:
        return big_dot()
    return "\n".join(dot(*d) for d in layouts[n])


def big_dot():
    """The 1 of dots: one large ornamented coin."""
    cx, cy = 29.0, 36.0
    out = [circle(cx, cy, 24, GREEN),
           circle(cx, cy, 21.2, IVORY),
           circle(cx, cy, 20.2, "none", BLUE, 1.2)]
    # A ring of petals between the rims.
    for k in range(12):
        a = k * math.pi / 6
        px, py = cx + 15.5 * math.cos(a), cy + 15.5 * math.sin(a)
        out.append(ellipse(px, py, 3.6, 2.0, math.degrees(a), BLUE))
    out.append(circle(cx, cy, 11.5, RED))
    out.append(circle(cx, cy, 8.3, "none", IVORY, 1.6))
    out.append(circle(cx, cy, 4.2, GREEN))
    out.append(circle(cx, cy, 1.6, IVORY))
    return "\n".join(out)


def stick(cx, cy, h, color, angle=0.0, w=8.4):
    """One bamboo stick: two rounded segments meeting at a node. Drawn as
    strokes in absolute coordinates (no transform), so the tile's bounding
    box stays exact."""
    dark = {GREEN: "#0b4f33", RED: "#8e1b1e", BLUE: "#123a70"}[color]
    light = {GREEN: "#4fae7e", RED: "#e0666a", BLUE: "#5b86c8"}[color]
    a = math.radians(angle)
    ux, uy = -math.sin(a), math.cos(a)      # along the stick, downwards
    px, py = math.cos(a), math.sin(a)       # across it
    half = h / 2 - w / 2

    def at(t, s=0.0):
        return cx + ux * t + px * s, cy + uy * t + py * s

    def seg(t0, t1, s0=0.0, s1=None):
        if s1 is None:
            s1 = s0
        x0, y0 = at(t0, s0)
        x1, y1 = at(t1, s1)
        return "M %s %s L %s %s" % (fmt(x0), fmt(y0), fmt(x1), fmt(y1))

    segments = seg(-half, -1.0) + " " + seg(1.0, half)
    parts = [path(segments, stroke=dark, sw=w),
             path(segments, stroke=color, sw=w - 1.5),
             # A lighter band down one side gives the stem its roundness.
             path(seg(-half + 1.2, -2.4, -w * 0.16) + " " + seg(2.4, half - 1.2, -w * 0.16),
                  stroke=light, sw=w * 0.22),
             # The node where the segments meet, a little wider than the stem.
             path(seg(0, 0, -(w / 2 + 0.5), w / 2 + 0.5), stroke=dark, sw=2.0)]
    return "\n".join(parts)


def face_bamboo(n):
    G, R = GREEN, RED
    H = 29
    layouts = {
        2: [(29, 19, H, G), (29, 53, H, G)],
        3: [(29, 19, H, G), (18, 53, H, G), (40, 53, H, G)],
        4: [(18, 19, H, G), (40, 19, H, G), (18, 53, H, G), (40, 53, H, G)],
        5: [(13, 19, H, G), (45, 19, H, G), (29, 36, H, R),
            (13, 53, H, G), (45, 53, H, G)],
        6: [(13, 19, H, G), (29, 19, H, G), (45, 19, H, G),
            (13, 53, H, G), (29, 53, H, G), (45, 53, H, G)],
        7: [(29, 12.5, 19, R, 0, 7.6),
            (13, 35.5, 20, G, 0, 7.6), (29, 35.5, 20, G, 0, 7.6), (45, 35.5, 20, G, 0, 7.6),
            (13, 58.5, 20, G, 0, 7.6), (29, 58.5, 20, G, 0, 7.6), (45, 58.5, 20, G, 0, 7.6)],
        9: [(13, 13, 20, G, 0, 7.6), (29, 13, 20, R, 0, 7.6), (45, 13, 20, G, 0, 7.6),
            (13, 36, 20, G, 0, 7.6), (29, 36, 20, R, 0, 7.6), (45, 36, 20, G, 0, 7.6),
            (13, 59, 20, G, 0, 7.6), (29, 59, 20, R, 0, 7.6), (45, 59, 20, G, 0, 7.6)],
    }
    if n == 1:
        return bird()
    if n == 8:
        # Two rows of four leaning sticks, a peak above and a valley below.
        out = []
        xs = (9.5, 22, 36, 48.5)
        for i, x in enumerate(xs):
            a = 16 if i % 2 == 0 else -16
            out.append(stick(x, 19, 28, G, a if i < 2 else -a, 7.0))
            out.append(stick(x, 53, 28, G, -a if i < 2 else a, 7.0))
        return "\n".join(out)
    return "\n".join(stick(*s) for s in layouts[n])


def bird():
    """The 1 of bamboo: a bird perched on a bamboo stem."""
    out = []
    # The perch.
    out.append(path("M 6 64 Q 30 58 54 62", stroke="#6b4a22", sw=3))
    out.append(path("M 40 61 L 44 55", stroke="#6b4a22", sw=2))
    # Tail feathers fanning down to the right, each ending in an eye.
    for (ex, ey, col) in ((53, 44, BLUE), (52, 55, GREEN), (46, 64, BLUE)):
        out.append(path("M 34 40 Q %s %s %s %s" % (fmt((34 + ex) / 2 + 2), fmt((40 + ey) / 2 - 5), fmt(ex), fmt(ey)),
                        stroke=col, sw=3.2))
        out.append(circle(ex, ey, 3.4, RED, IVORY, 0.9))
    # Body.
    out.append(path("M 15 26 Q 11 42 22 51 Q 33 58 41 47 Q 47 36 37 29 "
                    "Q 26 22 15 26 Z", GREEN, "#0b4f33", 0.8))
    # Breast.
    out.append(path("M 15 29 Q 13 43 23 50 Q 19 39 22 30 Z", RED))
    # Wing.
    out.append(path("M 23 33 Q 34 27 42 37 Q 37 47 27 46 Q 29 40 23 33 Z",
                    BLUE, "#123a70", 0.6))
    out.append(path("M 28 37 Q 34 36 38 40 M 29 42 Q 33 41 36 43",
                    stroke="#ffffff", sw=0.8, extra=' stroke-opacity="0.7"'))
    # Legs.
    out.append(path("M 26 52 L 25 60 M 32 53 L 34 60", stroke="#6b4a22", sw=1.6))
    # Head, beak, eye and crest.
    out.append(circle(17, 20, 7.4, GREEN, "#0b4f33", 0.8))
    out.append(path("M 10.5 18 L 3.5 21.5 L 10.5 24 Z", GOLD, "#8a5a0a", 0.6))
    out.append(circle(16.2, 19, 2.4, IVORY))
    out.append(circle(15.8, 19, 1.2, INK))
    for (x, y) in ((16, 7), (20.5, 6.5), (24.5, 9)):
        out.append(path("M 18 13 L %s %s" % (fmt(x), fmt(y)), stroke=RED, sw=1.3))
        out.append(circle(x, y, 1.6, RED))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Honours.
# ---------------------------------------------------------------------------

def face_wind(name):
    return glyph(name, 7, 9, 44, 54, INK, 5.0)


def face_red():
    return glyph("middle", 8, 8, 42, 56, RED, 5.6)


def face_green():
    return glyph("fa", 6, 9, 46, 54, GREEN, 4.3)


def face_white():
    # The white dragon: a blue frame with a fine inner rule.
    out = ['<rect x="9" y="9" width="40" height="54" rx="2.5" fill="none" '
           'stroke="%s" stroke-width="4"/>' % BLUE,
           '<rect x="15" y="15" width="28" height="42" rx="1" fill="none" '
           'stroke="%s" stroke-width="1.4"/>' % BLUE]
    for (x, y) in ((15, 15), (43, 15), (15, 57), (43, 57)):
        out.append(circle(x, y, 1.9, BLUE))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Bonus tiles: a numeral, the Chinese name, and a small picture.
# ---------------------------------------------------------------------------

def blossom(cx, cy, r, petal, centre):
    out = []
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        out.append(circle(cx + r * 0.52 * math.cos(a), cy + r * 0.52 * math.sin(a),
                          r * 0.5, petal))
    out.append(circle(cx, cy, r * 0.3, centre))
    return "\n".join(out)


def leaf(x, y, angle, length, width, color):
    """A pointed leaf from (x, y) pointing along angle (degrees)."""
    l, w = length, width
    return ('<path d="M 0 0 Q %s %s %s 0 Q %s %s 0 0 Z" fill="%s" '
            'transform="translate(%s,%s) rotate(%s)"/>'
            % (fmt(l * 0.45), fmt(-w), fmt(l), fmt(l * 0.45), fmt(w), color,
               fmt(x), fmt(y), fmt(angle)))


def pic_plum():
    out = [path("M 5 67 Q 18 58 26 48 Q 35 36 53 30", stroke="#5a3a1e", sw=2.6),
           path("M 26 48 Q 34 52 45 51", stroke="#5a3a1e", sw=1.8),
           path("M 17 58 Q 12 50 13 43", stroke="#5a3a1e", sw=1.5)]
    pink, dark = "#e3587a", "#f6d44c"
    out.append(blossom(27, 45, 8.5, pink, dark))
    out.append(blossom(46, 32, 7.0, pink, dark))
    out.append(blossom(13, 42, 5.5, pink, dark))
    out.append(circle(46, 51, 2.6, pink))
    out.append(circle(38, 60, 2.2, pink))
    return "\n".join(out)


def pic_orchid():
    g = "#2f8a43"
    out = [path("M 29 68 Q 12 52 5 35", stroke=g, sw=2.1),
           path("M 29 68 Q 22 48 31 31", stroke=g, sw=2.1),
           path("M 30 68 Q 46 54 54 42", stroke=g, sw=2.1),
           path("M 29 68 Q 40 60 52 63", stroke=g, sw=1.8),
           path("M 28 68 Q 18 62 8 63", stroke=g, sw=1.8)]
    for (cx, cy, s) in ((15, 40, 1.0), (40, 36, 1.15)):
        for k in range(5):
            a = -90 + k * 72
            out.append(ellipse(cx + 4.2 * s * math.cos(math.radians(a)),
                               cy + 4.2 * s * math.sin(math.radians(a)),
                               4.6 * s, 2.2 * s, a, "#8f4fb0"))
        out.append(circle(cx, cy, 1.8 * s, "#f6d44c"))
    return "\n".join(out)


def pic_chrysanthemum():
    out = [path("M 30 53 Q 31 61 28 68", stroke="#2f8a43", sw=2.2)]
    out.append(leaf(29, 62, -150, 16, 5, "#2f8a43"))
    out.append(leaf(30, 60, -25, 15, 5, "#2f8a43"))
    cx, cy = 30, 42
    for k in range(18):
        a = k * 20
        out.append(ellipse(cx + 8 * math.cos(math.radians(a)),
                           cy + 8 * math.sin(math.radians(a)),
                           6.2, 2.3, a, "#e5a11d", "#a86a08", 0.5))
    for k in range(10):
        a = k * 36 + 18
        out.append(ellipse(cx + 4 * math.cos(math.radians(a)),
                           cy + 4 * math.sin(math.radians(a)),
                           4, 1.9, a, "#f3c441", "#a86a08", 0.4))
    out.append(circle(cx, cy, 2.6, "#b5651d"))
    return "\n".join(out)


def pic_bamboo():
    g, dark = "#2f8a43", "#1d5e2b"
    out = []
    for (x0, x1, top) in ((19, 21, 28), (33, 32, 36)):
        out.append(path("M %s 68 L %s %s" % (fmt(x0), fmt(x1), fmt(top)),
                        stroke=g, sw=3.6))
        for y in range(top + 9, 68, 10):
            out.append(path("M %s %s L %s %s" % (fmt(x0 - 2.4 + (x1 - x0) * (68 - y) / (68 - top)), fmt(y),
                                                 fmt(x0 + 2.4 + (x1 - x0) * (68 - y) / (68 - top)), fmt(y)),
                            stroke=dark, sw=1.2))
    for (x, y, a) in ((21, 34, -150), (21, 34, -115), (32, 42, -40),
                      (32, 42, -10), (21, 48, -170), (33, 54, 10)):
        out.append(leaf(x, y, a, 15, 3.6, dark if a < -100 else g))
    return "\n".join(out)


def pic_spring():
    g = "#3f9a3a"
    out = [path("M 6 66 Q 29 58 52 66", "#9c7a4a"),
           path("M 29 62 Q 29 50 28 40", stroke=g, sw=2.2),
           leaf(29, 50, -150, 17, 5.5, g),
           leaf(29, 46, -35, 18, 5.5, "#5cb347"),
           leaf(28, 40, -95, 9, 3.5, "#5cb347")]
    out.append(blossom(44, 36, 7, "#f08aa5", "#f6d44c"))
    out.append(blossom(14, 32, 5, "#f08aa5", "#f6d44c"))
    return "\n".join(out)


def pic_summer():
    out = [circle(42, 35, 6, "#f0a21c")]
    for k in range(8):
        a = k * math.pi / 4
        out.append(path("M %s %s L %s %s" % (
            fmt(42 + 8.5 * math.cos(a)), fmt(35 + 8.5 * math.sin(a)),
            fmt(42 + 11.5 * math.cos(a)), fmt(35 + 11.5 * math.sin(a))),
            stroke="#f0a21c", sw=1.6))
    # A lotus on the water.
    out.append(path("M 6 62 Q 11 59 16 62 Q 21 65 26 62 Q 31 59 36 62 "
                    "Q 41 65 46 62 Q 51 59 54 61", stroke=BLUE, sw=1.5))
    out.append(path("M 8 68 Q 13 65 18 68 Q 23 71 28 68 Q 33 65 38 68 "
                    "Q 43 71 48 68", stroke=BLUE, sw=1.2))
    for (a, rx) in ((-60, 8), (-120, 8), (-90, 9), (-30, 6.5), (-150, 6.5)):
        out.append(ellipse(20 + 6 * math.cos(math.radians(a)),
                           54 + 6 * math.sin(math.radians(a)),
                           rx, 3.4, a, "#ec7fa0", "#b84466", 0.6))
    return "\n".join(out)


def pic_autumn():
    out = [path("M 46 33 m -8 0 a 8 8 0 1 0 8 -8 a 6 6 0 1 1 -8 8 Z",
                "#e7b43c")]
    # A maple leaf: five pointed lobes round a stem.
    cx, cy = 24, 50
    pts = []
    for k in range(10):
        a = math.radians(-90 + k * 36)
        r = 14 if k % 2 == 0 else 6
        if k in (4, 6):
            r = 11
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    d = "M " + " L ".join("%s %s" % (fmt(x), fmt(y)) for x, y in pts) + " Z"
    out.append(path(d, "#d2491f", "#9a2f12", 1.0))
    out.append(path("M 24 50 L 24 67 M 24 53 L 16 45 M 24 53 L 32 45 M 24 50 L 24 40",
                    stroke="#9a2f12", sw=0.9))
    return "\n".join(out)


def pic_winter():
    out = []
    cx, cy, r = 29, 47, 16
    arms = []
    for k in range(6):
        a = math.radians(-90 + k * 60)
        ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
        arms.append("M %s %s L %s %s" % (fmt(cx), fmt(cy), fmt(ex), fmt(ey)))
        for f in (0.55, 0.8):
            bx, by = cx + r * f * math.cos(a), cy + r * f * math.sin(a)
            for s in (-1, 1):
                b = a + s * math.radians(45)
                arms.append("M %s %s L %s %s" % (fmt(bx), fmt(by),
                            fmt(bx + 4.5 * (1.1 - f) * 2 * math.cos(b) * 0.8),
                            fmt(by + 4.5 * (1.1 - f) * 2 * math.sin(b) * 0.8)))
    out.append(path(" ".join(arms), stroke="#3a7bc8", sw=2.0))
    out.append(circle(cx, cy, 2.6, "#3a7bc8"))
    return "\n".join(out)


BONUS = {
    "plum": (1, "plum", RED, pic_plum),
    "orchid": (2, "orchid", RED, pic_orchid),
    "chrysanthemum": (3, "chrysanthemum", RED, pic_chrysanthemum),
    "bamboo": (4, "bamboo", RED, pic_bamboo),
    "spring": (1, "spring", BLUE, pic_spring),
    "summer": (2, "summer", BLUE, pic_summer),
    "autumn": (3, "autumn", BLUE, pic_autumn),
    "winter": (4, "winter", BLUE, pic_winter),
}


def face_bonus(token):
    n, gname, color, pic = BONUS[token]
    out = [pic()]
    out.append(glyph("d%d" % n, 4, 4, 14, 19, color, 3.2))
    out.append(glyph(gname, 28, 4, 25, 25, INK, 2.9))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Animals (Singapore rules).
# ---------------------------------------------------------------------------

def face_cat():
    fur, dark = "#d8832f", "#8c4a12"
    out = [
        # Tail curling round the side.
        path("M 40 62 Q 54 60 52 46 Q 51 38 45 36", stroke=fur, sw=4.2),
        path("M 40 62 Q 54 60 52 46 Q 51 38 45 36", stroke=dark, sw=0.8,
             extra=' stroke-dasharray="3 3"'),
        # Body.
        path("M 17 64 Q 12 46 21 36 L 37 36 Q 46 46 41 64 Z", fur, dark, 1.0),
        path("M 23 64 Q 21 52 29 44 Q 37 52 35 64 Z", "#f6e3c8"),
        # Head and ears.
        path("M 15 15 L 18 4 L 25 11 Z M 43 15 L 40 4 L 33 11 Z", fur, dark, 1.0),
        path("M 17.5 12 L 18.7 7 L 22 10 Z M 40.5 12 L 39.3 7 L 36 10 Z", "#f2a3a8"),
        '<ellipse cx="29" cy="22" rx="15" ry="12.5" fill="%s" stroke="%s" '
        'stroke-width="1"/>' % (fur, dark),
        path("M 22 11 L 24 15 M 29 10 L 29 15 M 36 11 L 34 15", stroke=dark, sw=1.2),
        '<ellipse cx="29" cy="28" rx="7" ry="5" fill="#f6e3c8"/>',
        '<ellipse cx="23" cy="21" rx="2.4" ry="3" fill="#5aa04a"/>',
        '<ellipse cx="35" cy="21" rx="2.4" ry="3" fill="#5aa04a"/>',
        '<ellipse cx="23" cy="21" rx="0.9" ry="2.4" fill="%s"/>' % INK,
        '<ellipse cx="35" cy="21" rx="0.9" ry="2.4" fill="%s"/>' % INK,
        path("M 27.4 26 L 30.6 26 L 29 27.8 Z", "#d45a6a"),
        path("M 29 27.8 Q 27 30 25 29 M 29 27.8 Q 31 30 33 29", stroke=INK, sw=0.7),
        path("M 21 27 L 10 25 M 21 29 L 10 30 M 37 27 L 48 25 M 37 29 L 48 30",
             stroke=INK, sw=0.6),
        # Paws.
        '<ellipse cx="24" cy="64" rx="4" ry="2.4" fill="#f6e3c8" stroke="%s" '
        'stroke-width="0.8"/>' % dark,
        '<ellipse cx="34" cy="64" rx="4" ry="2.4" fill="#f6e3c8" stroke="%s" '
        'stroke-width="0.8"/>' % dark,
    ]
    return "\n".join(out)


def face_rat():
    fur, dark = "#8b8f9a", "#4b4f5a"

    # Drawn in a small box and enlarged by 1.12 about the face's middle;
    # the coordinates are mapped here rather than with a transform so the
    # tile's bounding box stays exact.
    def p(d):
        return map_path(d, -0.6, -7.04, 112, 112)

    def c(x, y):
        return -0.6 + 1.12 * x, -7.04 + 1.12 * y

    out = [
        path(p("M 46 50 Q 52 44 50 32 Q 47 24 40 25"), stroke="#c98f94", sw=2.2),
        path(p("M 12 48 Q 8 46 5 47 Q 9 40 18 35 Q 28 30 40 34 Q 50 38 50 48 "
               "Q 48 57 36 57 L 18 57 Q 12 55 12 48 Z"), fur, dark, 1.1),
        path(p("M 14 50 Q 24 54 36 54 Q 44 53 46 48"), stroke="#c4c7cf", sw=1.5),
        circle(*c(21, 34), 6.9, fur, dark, 1.1),
        circle(*c(21, 34), 4.2, "#f0b3b8"),
        circle(*c(12.5, 42), 1.9, INK),
        circle(*c(13, 41.5), 0.7, "#ffffff"),
        circle(*c(5, 47), 1.7, "#d45a6a"),
        path(p("M 7 47 L 2.5 43.5 M 7 48 L 2.5 49 M 8 49 L 3.5 52.5"), stroke=INK, sw=0.6),
        path(p("M 20 57 L 18 61 M 38 57 L 40 61"), stroke="#c98f94", sw=2.0),
    ]
    return "\n".join(out)


def face_rooster():
    out = [
        # Tail: arching dark feathers.
        path("M 34 40 Q 40 14 54 22", stroke="#1b5e3a", sw=3.4),
        path("M 35 42 Q 46 22 55 34", stroke="#203a78", sw=3.2),
        path("M 36 44 Q 50 34 53 48", stroke="#1b5e3a", sw=3.0),
        # Legs.
        path("M 24 55 L 22 64 L 18 66 M 22 64 L 25 66 M 31 55 L 32 64 L 28 66 "
             "M 32 64 L 35 66", stroke=GOLD, sw=1.6),
        # Body.
        path("M 14 30 Q 10 44 18 52 Q 28 60 38 50 Q 44 42 36 36 Q 26 32 22 26 Z",
             "#c8541f", "#7d2f0c", 1.0),
        path("M 22 40 Q 30 38 36 44 Q 30 52 22 48 Z", "#e39a2a"),
        # Neck and head.
        path("M 13 32 Q 10 20 16 15 Q 22 12 24 18 L 23 30 Z", "#d8782a",
             "#7d2f0c", 0.9),
        # Comb and wattle.
        path("M 14 14 Q 13 8 16 9 Q 17 4 20 7 Q 23 4 24 9 Q 26 11 23 15 Z", RED),
        path("M 12 22 Q 10 27 13 28 Q 15 26 14 22 Z", RED),
        path("M 13 17 L 7 19.5 L 13 21 Z", GOLD, "#8a5a0a", 0.5),
        circle(17, 17.5, 1.3, INK),
    ]
    return "\n".join(out)


def face_centipede():
    body, dark, leg = "#9a3b1b", "#5a1d08", "#e0a830"
    # Segments along an S-curve from the head (top) to the tail (bottom).
    pts = []
    for k in range(12):
        t = k / 11.0
        y = 12 + 52 * t
        x = 29 + 13 * math.sin(t * 2 * math.pi * 0.9)
        pts.append((x, y))
    out = []
    for i, (x, y) in enumerate(pts):
        if i + 1 < len(pts):
            nx, ny = pts[i + 1]
        else:
            px, py = pts[i - 1]
            nx, ny = 2 * x - px, 2 * y - py
        dx, dy = nx - x, ny - y
        n = math.hypot(dx, dy)
        ux, uy = -dy / n, dx / n
        ll = 7.5
        out.append(path("M %s %s L %s %s M %s %s L %s %s" % (
            fmt(x), fmt(y), fmt(x + ux * ll), fmt(y + uy * ll + 1.5),
            fmt(x), fmt(y), fmt(x - ux * ll), fmt(y - uy * ll + 1.5)),
            stroke=leg, sw=1.1))
    for i, (x, y) in enumerate(pts):
        r = 4.4 if i > 0 else 5.0
        if i > 8:
            r = 4.4 - (i - 8) * 0.6
        out.append(circle(x, y, r, body, dark, 0.8))
    hx, hy = pts[0]
    out.append(path("M %s %s Q %s %s %s %s M %s %s Q %s %s %s %s" % (
        fmt(hx - 2), fmt(hy - 4), fmt(hx - 6), fmt(hy - 9), fmt(hx - 11), fmt(hy - 8),
        fmt(hx + 2), fmt(hy - 4), fmt(hx + 6), fmt(hy - 9), fmt(hx + 11), fmt(hy - 8)),
        stroke=dark, sw=1.1))
    out.append(circle(hx - 2, hy - 1, 1.0, leg))
    out.append(circle(hx + 2, hy - 1, 1.0, leg))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# The tile body.
# ---------------------------------------------------------------------------

def frame(fw, fh, face_down=False):
    """Shadow, thickness and face of a tile whose face is fw x fh."""
    top_fill = "url(#back-face)" if face_down else "url(#ivory-face)"
    mid = "#1f6a4a" if face_down else "#e2d5b4"
    low = "#efe6cf" if face_down else "#2b7a56"
    r = 6
    out = [
        '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="#000000" '
        'fill-opacity="0.20"/>' % (fmt(SHADOW), fmt(SHADOW), fmt(fw), fmt(fh + THICK), r),
        '<rect x="0" y="0" width="%s" height="%s" rx="%s" fill="%s"/>'
        % (fmt(fw), fmt(fh + THICK), r, low),
        '<rect x="0" y="0" width="%s" height="%s" rx="%s" fill="%s"/>'
        % (fmt(fw), fmt(fh + THICK * 0.5), r, mid),
        '<rect x="0" y="0" width="%s" height="%s" rx="%s" fill="%s"/>'
        % (fmt(fw), fmt(fh), r, top_fill),
        '<rect x="0.4" y="0.4" width="%s" height="%s" rx="%s" fill="none" '
        'stroke="%s" stroke-width="0.8"/>'
        % (fmt(fw - 0.8), fmt(fh - 0.8), r - 0.4,
           "#17563b" if face_down else "#bcae8b"),
        '<rect x="1.6" y="1.6" width="%s" height="%s" rx="%s" fill="none" '
        'stroke="#ffffff" stroke-opacity="%s" stroke-width="1"/>'
        % (fmt(fw - 3.2), fmt(fh - 3.2), r - 1.4, "0.25" if face_down else "0.85"),
    ]
    if face_down:
        # A quiet lattice so the back reads as a back, not a blank face.
        cx, cy = fw / 2, fh / 2
        s = min(fw, fh) * 0.22
        out.append('<rect x="5" y="5" width="%s" height="%s" rx="3.5" fill="none" '
                   'stroke="#9fd1b6" stroke-opacity="0.45" stroke-width="1"/>'
                   % (fmt(fw - 10), fmt(fh - 10)))
        out.append(path("M %s %s L %s %s L %s %s L %s %s Z" % (
            fmt(cx), fmt(cy - s), fmt(cx + s), fmt(cy), fmt(cx), fmt(cy + s),
            fmt(cx - s), fmt(cy)), "none", "#9fd1b6", 1.2,
            extra=' stroke-opacity="0.5"'))
        out.append(circle(cx, cy, s * 0.35, "#9fd1b6", extra=' fill-opacity="0.45"'))
    return "\n".join(out)


SUITS = [("m", face_characters), ("p", face_dots), ("s", face_bamboo)]
WINDS = [("E", "east"), ("S", "south"), ("W", "west"), ("N", "north")]
ANIMALS = [("cat", face_cat), ("rat", face_rat), ("rooster", face_rooster),
           ("centipede", face_centipede)]


def all_faces():
    """(token, svg) for every tile, in the order of TaiTile."""
    faces = []
    for suit, fn in SUITS:
        for n in range(1, 10):
            faces.append(("%d%s" % (n, suit), fn(n)))
    for tok, name in WINDS:
        faces.append((tok, face_wind(name)))
    faces.append(("C", face_red()))
    faces.append(("F", face_green()))
    faces.append(("P", face_white()))
    for tok in ("plum", "orchid", "chrysanthemum", "bamboo",
                "spring", "summer", "autumn", "winter"):
        faces.append((tok, face_bonus(tok)))
    for tok, fn in ANIMALS:
        faces.append((tok, fn()))
    return faces


def main():
    faces = all_faces()
    cols = 9
    cell_w, cell_h = 66.0, 86.0
    side_cell_w, side_cell_h = 80.0, 72.0
    side_cols = 8
    up_rows = (len(faces) + 1 + cols - 1) // cols
    side_rows = (len(faces) + 1 + side_cols - 1) // side_cols
    side_top = up_rows * cell_h + 10
    doc_w = max(cols * cell_w, side_cols * side_cell_w)
    doc_h = side_top + side_rows * side_cell_h

    out = []
    out.append('<?xml version="1.0" encoding="UTF-8"?>')
    out.append('<!-- SPDX-License-Identifier: GPL-3.0-or-later -->')
    out.append('<!-- Generated by generate-tiles.py; edit that, not this. -->')
    out.append('<svg xmlns="http://www.w3.org/2000/svg" '
               'xmlns:xlink="http://www.w3.org/1999/xlink" '
               'width="%s" height="%s" viewBox="0 0 %s %s">'
               % (fmt(doc_w), fmt(doc_h), fmt(doc_w), fmt(doc_h)))
    out.append('<defs>')
    out.append('<linearGradient id="ivory-face" x1="0" y1="0" x2="1" y2="1">'
               '<stop offset="0" stop-color="#fffef9"/>'
               '<stop offset="0.6" stop-color="#faf4e4"/>'
               '<stop offset="1" stop-color="#efe5cc"/></linearGradient>')
    out.append('<linearGradient id="back-face" x1="0" y1="0" x2="1" y2="1">'
               '<stop offset="0" stop-color="#3f9c72"/>'
               '<stop offset="1" stop-color="#24704f"/></linearGradient>')
    out.append('<g id="frame-up">%s</g>' % frame(FACE_W, FACE_H))
    out.append('<g id="frame-side">%s</g>' % frame(FACE_H, FACE_W))
    for tok, svg in faces:
        out.append('<g id="face-%s">\n%s\n</g>' % (tok, svg))
    out.append('</defs>')

    def up_pos(i):
        return (i % cols) * cell_w + 3, (i // cols) * cell_h + 3

    def side_pos(i):
        return (i % side_cols) * side_cell_w + 3, side_top + (i // side_cols) * side_cell_h + 3

    for i, (tok, _) in enumerate(faces):
        x, y = up_pos(i)
        out.append('<g id="%s" transform="translate(%s,%s)">'
                   '<use xlink:href="#frame-up"/><use xlink:href="#face-%s"/></g>'
                   % (tok, fmt(x), fmt(y), tok))
    x, y = up_pos(len(faces))
    out.append('<g id="back" transform="translate(%s,%s)">%s</g>'
               % (fmt(x), fmt(y), frame(FACE_W, FACE_H, True)))
    for i, (tok, _) in enumerate(faces):
        x, y = side_pos(i)
        # The face turns a quarter to the left; the thickness stays below.
        out.append('<g id="%s-sideways" transform="translate(%s,%s)">'
                   '<use xlink:href="#frame-side"/>'
                   '<use xlink:href="#face-%s" transform="translate(0,%s) rotate(-90)"/></g>'
                   % (tok, fmt(x), fmt(y), tok, fmt(FACE_W)))
    x, y = side_pos(len(faces))
    out.append('<g id="back-sideways" transform="translate(%s,%s)">%s</g>'
               % (fmt(x), fmt(y), frame(FACE_H, FACE_W, True)))
    out.append('</svg>')
    text = "\n".join(out) + "\n"
    if len(sys.argv) == 3 and sys.argv[1] == "-o":
        with open(sys.argv[2], "w", encoding="utf-8") as f:
            f.write(text)
    elif len(sys.argv) == 1:
        sys.stdout.write(text)
    else:
        sys.exit("usage: generate-tiles.py [-o FILE]")


if __name__ == "__main__":
    main()
