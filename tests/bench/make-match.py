#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""make-match.py: writes a match file of N hands in the current format
(data/match-format.md, version 1), for measuring how the window copes
with a long evening (issue 36 item 7, issue 37 item 3).

    tests/bench/make-match.py N DIR

writes DIR/tai-counter/matches/bench-N.json, so that XDG_DATA_HOME=DIR opens it as
the newest match. The rows are a plausible Taiwanese evening: wins by
discard and by self-draw, by every seat, with draws between, each with
its own time; the computed fields are left out, as the loader computes
everything again."""

import json
import os
import sys

SEATS = ["east", "south", "west", "north"]


def hand(i):
    kind = i % 7
    time = "2026-11-30T%02d:%02d:%02dZ" % (19 + (i // 3600) % 5, (i // 60) % 60, i % 60)
    if kind == 6:
        return {"result": "draw", "time": time, "note": ""}
    winner = SEATS[i % 4]
    if kind % 2 == 0:
        return {"result": "win", "winner": winner, "by": "self-draw", "from": None,
                "tai": 1 + i % 9, "bao": None, "ping_hu": False, "note": "", "time": time}
    return {"result": "win", "winner": winner, "by": "discard",
            "from": SEATS[(i + 1 + i % 3) % 4], "tai": 1 + i % 11, "bao": None,
            "ping_hu": False, "note": "", "time": time}


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-match.py N DIR")
    n = int(sys.argv[1])
    folder = os.path.join(sys.argv[2], "tai-counter", "matches")
    os.makedirs(folder, exist_ok=True)
    match = {
        "format": "tai-counter-match",
        "version": 1,
        "id": "bench-%d" % n,
        "title": "A long evening (%d hands)" % n,
        "created": "2026-11-30T19:00:00Z",
        "players": {"east": "Ah Ma", "south": "Ben", "west": "Cheng", "north": "Dora"},
        "rules": "taiwan",
        "stakes": {"base": 100, "per_tai": 20},
        "hands": [hand(i) for i in range(n)],
    }
    path = os.path.join(folder, "bench-%d.json" % n)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(match, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(path)


if __name__ == "__main__":
    main()
