#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# main-thread-io.py: counts the file calls of main-thread-io.sh per step.
import re, sys
P = sys.argv[1]
marks = [l.split() for l in open(P + "/marks")]
lines = open(P + "/strace.log", errors="replace").read().splitlines()
main = None
fds = {}  # fd -> path, for every thread (fds are per process)
pend = {}
rx = re.compile(r'^(\d+)\s+(\d\d:\d\d:\d\d\.\d+)\s+(.*)$')
events = []
for l in lines:
    m = rx.match(l)
    if not m:
        continue
    pid, t, rest = m.groups()
    if main is None:
        main = pid
    # unfinished / resumed
    if rest.endswith("<unfinished ...>"):
        pend[pid] = rest[: -len("<unfinished ...>")]
        continue
    r = re.match(r'<\.\.\. (\w+) resumed>(.*)$', rest)
    if r:
        rest = pend.pop(pid, r.group(1) + "(") + r.group(2)
    s = re.match(r'(\w+)\((.*)\)\s+=\s+(-?\d+)', rest)
    if not s:
        continue
    call, args, ret = s.group(1), s.group(2), int(s.group(3))
    path = None
    if call == "openat":
        pm = re.search(r'"([^"]*)"', args)
        path = pm.group(1) if pm else "?"
        if ret >= 0:
            fds[ret] = path
    elif call == "close":
        fds.pop(int(args.split(",")[0]), None)
        continue
    elif call in ("read", "write", "fsync", "fdatasync"):
        fd = int(args.split(",")[0])
        path = fds.get(fd)
        if path is None:
            continue  # a socket, pipe or eventfd
    else:
        pm = re.search(r'"([^"]*)"', args)
        path = pm.group(1) if pm else "?"
    if path.startswith(("/proc", "/sys", "/dev")):
        continue
    events.append((t, pid, call, path))

def window(a, b):
    return [e for e in events if a <= e[0] < b]

phases = []
for i, (t, name) in enumerate(marks):
    if name.endswith("-done"):
        continue
    end = next((m[0] for m in marks[i + 1:] if m[1] == name + "-done"), None)
    if end:
        phases.append((name, t, end))
verbose = len(sys.argv) > 2
for name, a, b in phases:
    ev = window(a, b)
    # The app's own files (its data folder, the export); the rest is the
    # toolkit's (icons, cursors, the test's keyfile GSettings backend).
    ev = [e for e in ev if "/tai-counter/" in e[3] or "exported" in e[3]]
    on_main = [e for e in ev if e[1] == main]
    counts = {}
    for e in on_main:
        counts[e[2]] = counts.get(e[2], 0) + 1
    others = len(ev) - len(on_main)
    print("%-8s main thread: %3d %s; other threads: %d" % (name, len(on_main),
          " ".join("%s=%d" % kv for kv in sorted(counts.items())), others))
    if verbose:
        for e in on_main:
            print("    ", e[2], e[3])
