#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs an AT-SPI test (tests/gui/meson.build) with LeakSanitizer's full
# unwinding on malloc when, and only when, leaks are checked: the
# suppression that needs it (GTK's AT-SPI cache; lsan.supp) names a
# function that fast unwinding cannot see through the system's GLib, and
# full unwinding makes a sanitizer build about three times slower. With leaks
# off, fast unwinding only shortens the allocation stacks of an ASan report;
# what ASan finds stays the same.
#
# ASan checks leaks unless told otherwise, so only detect_leaks=0 (the last
# one given wins, as in ASan) turns this off.
leaks=1
old_ifs=$IFS
IFS=:
for option in ${ASAN_OPTIONS:-}; do
  case $option in
    detect_leaks=0|detect_leaks=false) leaks=0 ;;
    detect_leaks=*) leaks=1 ;;
  esac
done
IFS=$old_ifs
if [ "$leaks" = 1 ]; then
  LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}fast_unwind_on_malloc=0"
  # A test that names its depth (TAI_LSAN_DEPTH, tests/gui/meson.build)
  # unwinds only that many frames: enough for its suppression's frame,
  # and far cheaper (test-table-page under ASan: 43 s with fast
  # unwinding, over 670 s with all 30 frames, about 230 s with 8).
  if [ -n "${TAI_LSAN_DEPTH:-}" ]; then
    LSAN_OPTIONS="$LSAN_OPTIONS:malloc_context_size=$TAI_LSAN_DEPTH"
  fi
  export LSAN_OPTIONS
fi
exec "$@"
