#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one GUI test on a virtual X server and a session bus of its own, with
# XDG folders of its own, so that GUI tests can run side by side: none sees
# another's windows, keyboard focus, pointer, AT-SPI bus or saved files.
# Before this the whole GUI suite shared the display xvfb-run gave it and
# ran one test at a time, which made it most of CI's time.
#
# Without Xvfb (a desktop without it installed) the test runs on the
# display it was given, or says in TAP that it has none and is skipped.
#
# Usage: own-display.sh COMMAND [ARGS...]
if ! command -v Xvfb >/dev/null 2>&1 || ! command -v dbus-run-session >/dev/null 2>&1; then
  exec "$@"
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/tai-gui-XXXXXX") || exit 1
xvfb=
cleanup () {
  [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null
  rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# -displayfd makes the server pick a free display number itself and write
# it once it accepts connections: no race between tests starting together,
# unlike xvfb-run -a, which picks the number before the server starts.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$scratch/display" \
  >"$scratch/xvfb.log" 2>&1 &
xvfb=$!
tries=0
while ! grep -q '^[0-9]' "$scratch/display" 2>/dev/null; do
  if ! kill -0 "$xvfb" 2>/dev/null || [ "$tries" -ge 200 ]; then
    echo "own-display.sh: Xvfb did not start:" >&2
    cat "$scratch/xvfb.log" >&2
    exit 1
  fi
  tries=$((tries + 1))
  sleep 0.05
done
DISPLAY=:$(head -n 1 "$scratch/display")
export DISPLAY
unset WAYLAND_DISPLAY

mkdir -m 700 "$scratch/runtime"
export XDG_RUNTIME_DIR="$scratch/runtime"
export XDG_CONFIG_HOME="$scratch/config"
export XDG_CACHE_HOME="$scratch/cache"
export XDG_DATA_HOME="$scratch/data"
export XDG_STATE_HOME="$scratch/state"

# The bus and the services it starts (the AT-SPI registry says hello on
# its standard output) write to a log, not into the test's TAP stream:
# only the test itself gets the standard output it was given (fd 3).
dbus-run-session -- sh -c 'exec "$@" >&3 3>&-' sh "$@" 3>&1 >"$scratch/bus.log"
status=$?
if [ "$status" -ne 0 ] && [ -s "$scratch/bus.log" ]; then
  echo "own-display.sh: what the session bus and its services wrote:" >&2
  cat "$scratch/bus.log" >&2
fi
exit "$status"
