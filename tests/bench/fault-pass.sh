#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fault-pass.sh: issue 36's fault and hostile-input pass, run again with
# the same counts, printing what each part found. Not a test: the suite
# runs the same checks with small counts; this runs them long, for a note.
#
#   sh .ci/quickstart shell sh tests/bench/fault-pass.sh [BUILD] [FUZZ_BUILD]
#
# BUILD (default build) is a plain or sanitized build; FUZZ_BUILD, when
# given, is a clang -Dfuzzing=true build whose targets each run for
# FUZZ_SECONDS (default 60). ROUNDS (default 750) is the number of kills.
set -u
build=${1:-build}
fuzz_build=${2:-}
rounds=${ROUNDS:-750}
failed=0

part () { printf '\n== %s\n' "$1"; }
run () {
  # TAP lines and test messages only; a failing test fails the pass.
  "$@" --verbose 2>&1 | grep -E '^(ok|not ok)|^# |kills' || true
  "$@" >/dev/null 2>&1 || { echo "FAILED: $*"; failed=1; }
}

part "kills in the middle of saves ($rounds, SIGKILL at a random moment)"
TAI_CRASH_ROUNDS=$rounds run "$build/tests/core/test-ledger" -p /ledger/file/crash
run "$build/tests/core/test-save-file" -p /save-file/killed-save

part "a full disk (a real full tmpfs, a file size limit, injected ENOSPC/EIO)"
run "$build/tests/core/test-save-file" -p /save-file/full-tmpfs -p /save-file/size-limit \
  -p /save-file/injected-failure
run "$build/tests/core/test-ledger" -p /ledger/file/save-failure

part "a read-only folder and a read-only mount"
run "$build/tests/core/test-save-file" -p /save-file/read-only-folder -p /save-file/read-only-mount

part "two writers of one match"
run "$build/tests/core/test-ledger" -p /ledger/file/changed-on-disk
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  run "$build/tests/gui/test-ledger-race"
else
  echo "(no display: the window's lost save race, test-ledger-race, not run)"
fi

part "hostile files and text given to taicount, strict JSON, hand files, match rules, lesson progress"
if meson test -C "$build" --no-rebuild taicount-hostile-input test-json-strict test-hand-file \
     test-match-rules test-lesson-progress test-set-aside >"$build/fault-files.log" 2>&1; then
  grep -E '^ *[0-9]+/[0-9]+ ' "$build/fault-files.log"
  for log in "$build"/meson-logs/testlog.txt; do
    echo "checks passed: $(grep -c '^ok ' "$log")"
  done
else
  grep -E 'FAIL|ERROR' "$build/fault-files.log"
  failed=1
fi

if [ -n "$fuzz_build" ]; then
  part "fuzzing, ${FUZZ_SECONDS:-60} s a target"
  for target in "$fuzz_build"/tests/fuzz/fuzz-*; do
    [ -x "$target" ] && [ -f "$target" ] || continue
    name=$(basename "$target")
    corpus=tests/fuzz/corpus/${name#fuzz-}
    out=$("$target" -max_total_time="${FUZZ_SECONDS:-60}" -print_final_stats=1 \
            ${corpus:+$( [ -d "$corpus" ] && echo "$corpus")} 2>&1)
    status=$?
    runs=$(echo "$out" | sed -n 's/^stat::number_of_executed_units: *//p')
    echo "$name: ${runs:-?} executions, exit $status"
    [ $status = 0 ] || { echo "$out" | tail -20; failed=1; }
  done
fi

printf '\n== %s\n' "$( [ $failed = 0 ] && echo "fault pass: everything held" || echo "fault pass: FAILURES above")"
exit $failed
