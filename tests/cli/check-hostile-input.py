#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""taicount under hostile input, printed as TAP.

A FIFO, /dev/zero, a folder or an oversized file given as a hand file, a
ruleset or a match fails at once with a message and exit status 2 (it
used to hang, or read gigabytes). A hand or match file whose strings hold
a lone surrogate escape, an octal escape or a NUL is refused, and every
byte taicount prints, on either stream, is valid UTF-8 (it used to echo
the undecodable bytes). The rules of a hand file written "taiwan\\u0000…"
no longer score as Taiwanese rules.
"""

import json
import os
import subprocess
import sys
import tempfile
import time

TAICOUNT = sys.argv[1]
results = []


def run(args, stdin=None, timeout=10):
    start = time.monotonic()
    try:
        p = subprocess.run([TAICOUNT] + args, stdin=stdin, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, b"", b"timed out", timeout
    return p.returncode, p.stdout, p.stderr, time.monotonic() - start


def check(name, ok, detail=""):
    results.append((name, ok, detail))


def utf8(data):
    try:
        data.decode("utf-8", errors="strict")
        return True
    except UnicodeDecodeError:
        return False


HAND = {
    "rules": "taiwan", "seat": "south", "round": "east", "dealer": "east", "streak": 0,
    "hand": "234m 11s 999s 45m CCC EEEE",
    "win": {"tile": "3m", "by": "discard", "from": "north"},
}

with tempfile.TemporaryDirectory() as tmp:
    fifo = os.path.join(tmp, "fifo.json")
    os.mkfifo(fifo)
    big = os.path.join(tmp, "big.json")
    with open(big, "w") as f:
        f.truncate(200 * 1024 * 1024)

    # Not files, or too big: exit 2 at once, with a message.
    for what, path in (("a FIFO", fifo), ("/dev/zero", "/dev/zero"), ("a folder", tmp),
                       ("a 200 MB file", big)):
        for cmd in (["score", path], ["waits", path], ["rules", path], ["match", path]):
            status, out, err, took = run(cmd)
            check(f"taicount {cmd[0]} on {what}: exit 2 at once with a message",
                  status == 2 and took < 5 and len(err.strip()) > 0 and utf8(err),
                  f"status {status}, {took:.1f} s, {err[:200]!r}")
    with open("/dev/zero", "rb") as zero:
        status, out, err, took = run(["score", "-"], stdin=zero)
    check("taicount score - from /dev/zero: exit 2 at once",
          status == 2 and took < 5 and utf8(err), f"status {status}, {took:.1f} s, {err[:200]!r}")

    # Strings that do not decode to UTF-8, in every string a hand file has.
    text = json.dumps(HAND, ensure_ascii=False)
    for label, escape in (("a lone surrogate", "\\ud800"), ("an octal escape", "\\777"),
                          ("a NUL", "\\u0000"), ("a lone low surrogate", "\\udc00")):
        for field, value in (("rules", "taiwan"), ("seat", "south"), ("hand", "234m")):
            bad = text.replace(f'"{value}', f'"{value}{escape}', 1)
            path = os.path.join(tmp, "bad.json")
            with open(path, "w", encoding="utf-8") as f:
                f.write(bad)
            for json_flag in ([], ["--json"]):
                status, out, err, took = run(["score"] + json_flag + [path])
                check(f"{label} in \"{field}\"{' (--json)' if json_flag else ''}: refused, output UTF-8",
                      status == 1 and utf8(out) and utf8(err),
                      f"status {status}, {out[:200]!r} {err[:200]!r}")

    # "taiwan\u0000singapore" is not Taiwanese rules.
    nul = dict(HAND)
    path = os.path.join(tmp, "nul.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(nul).replace('"taiwan"', '"taiwan\\u0000singapore"'))
    status, out, err, took = run(["score", "--json", path])
    check("rules \"taiwan\\u0000…\" does not score", status == 1 and b'"valid": false' in out,
          f"status {status}, {out[:300]!r}")

    # A match file with a player named with a lone surrogate.
    match = {"format": "tai-counter-match", "version": 1, "rules": "taiwan",
             "players": {"east": "A", "south": "S", "west": "W", "north": "N"}, "hands": []}
    path = os.path.join(tmp, "match.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(match).replace('"A"', '"A\\ud800x"'))
    for json_flag in ([], ["--json"]):
        status, out, err, took = run(["match"] + json_flag + [path])
        check(f"a match with a lone surrogate in a name{' (--json)' if json_flag else ''}: "
              "refused, output UTF-8",
              status == 1 and utf8(out) and utf8(err), f"status {status}, {out[:200]!r} {err[:200]!r}")

    # Terminal escapes in a file never reach the terminal (issue 36): a
    # player named with ESC, a C1 CSI and a carriage return is shown with
    # them as \uXXXX text, and the JSON still reads back the same name.
    hostile = "Ann\x1b[2J\u009b31m\rBob\x07"
    match = {"format": "tai-counter-match", "version": 1, "rules": "taiwan",
             "title": "Friday\x1b]0;pwned\x07",
             "players": {"east": hostile, "south": "S", "west": "W", "north": "N"},
             "hands": [{"result": "win", "winner": "east", "by": "self-draw", "tai": 3}]}
    path = os.path.join(tmp, "escapes.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(match, ensure_ascii=False))
    for json_flag in ([], ["--json"]):
        status, out, err, took = run(["match"] + json_flag + [path])
        raw = [b for b in (b"\x1b", b"\x07", b"\r", "\u009b".encode()) if b in out or b in err]
        ok = status == 0 and not raw and utf8(out)
        if ok and json_flag:
            names = json.loads(out)["matches"][0]["players"]
            ok = names["east"] == hostile
        elif ok:
            ok = b"Ann\\u001b[2J\\u009b31m\\u000dBob\\u0007" in out
        check(f"control characters in a match{' (--json)' if json_flag else ''}: escaped",
              ok, f"status {status}, raw {raw}, {out[:300]!r} {err[:200]!r}")

    # --rules through a symlink loop says so, not "unknown ruleset".
    loop_a, loop_b = os.path.join(tmp, "a.xml"), os.path.join(tmp, "b.xml")
    os.symlink(loop_b, loop_a)
    os.symlink(loop_a, loop_b)
    for rules in (loop_a, "a.xml"):
        p = subprocess.run([TAICOUNT, "shanten", "--rules", rules, "123m 456p 789s EE CC"],
                           capture_output=True, cwd=tmp, timeout=10)
        check(f"--rules {rules}: a symlink loop is named as such",
              p.returncode == 2 and b"unknown ruleset" not in p.stderr
              and b"symbolic links" in p.stderr, f"{p.returncode} {p.stderr[:300]!r}")

print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} {name}")
    if not ok:
        print(f"# {detail}")
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
