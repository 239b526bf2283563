#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every fuzz target can report a finding and is run: each
# tests/fuzz/fuzz-*.c is listed in meson.build (so the fuzz suite and the
# corpus replay run it, and .ci/quickstart's fuzz step with them), has a
# seed corpus, and reports through fuzz-common.h's abort() rather than
# g_error() or a breakpoint, whose SIGTRAP libFuzzer does not catch (no
# crash-* file would be written).
import pathlib
import re
import sys

here = pathlib.Path(sys.argv[1])
meson = (here / "meson.build").read_text(encoding="utf-8")
listed = set(re.findall(r"'(fuzz-[a-z-]+)'", re.search(r"fuzz_targets = \[([^\]]*)\]", meson).group(1)))
problems = []
targets = sorted(p for p in here.glob("fuzz-*.c") if p.stem != "fuzz-replay")
for path in targets:
    name = path.stem
    text = path.read_text(encoding="utf-8")
    if name not in listed:
        problems.append(f"{name}: not in fuzz_targets of meson.build, so nothing runs it")
    corpus = here / "corpus" / name
    if not corpus.is_dir() or not any(corpus.iterdir()):
        problems.append(f"{name}: no seed corpus in corpus/{name}")
    for bad in ("g_error (", "G_BREAKPOINT", "g_on_error"):
        if bad in text:
            problems.append(f"{name}: reports with {bad.strip(' (')}, which raises SIGTRAP; use fuzz_fail()")
    if '#include "fuzz-common.h"' not in text or "fuzz_init ()" not in text:
        problems.append(f"{name}: does not include fuzz-common.h and call fuzz_init()")
for name in sorted(listed):
    if not (here / f"{name}.c").exists():
        problems.append(f"{name}: listed in meson.build but has no source")
for p in problems:
    print(p)
print(f"{len(targets)} fuzz targets checked, {len(problems)} problems")
sys.exit(1 if problems or not targets else 0)
