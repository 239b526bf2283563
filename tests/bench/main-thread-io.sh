#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# main-thread-io.sh: file I/O on the window's main thread, measured (issue
# 32 item 3). Starts BINARY under strace -f in a fresh set of XDG folders
# holding two custom rulesets, and drives it the way a player would, with
# ../shared/tools/drive/gui copied to build/tools (clicks at the places of
# a 960x720 window at 1280x900: a change of layout moves them; its Xvfb
# must not share a display number with another session, whose abstract X
# socket a chroot still sees):
#   switch to a custom ruleset in House Rules, rename one, delete one,
#   export the rules, start a match on a custom ruleset, record 3 draws.
# Each step is marked in build/probe/marks; main-thread-io.py counts the
# app's own file calls (its data folder, the export) per step, on the main
# thread and on the others. Run inside the build environment:
#   sh .ci/quickstart shell bash tests/bench/main-thread-io.sh build/src/app/tai-counter
#   python3 tests/bench/main-thread-io.py build/probe
top=$(cd "$(dirname "$0")/../.." && pwd)
P=$top/build/probe
rm -rf $P; mkdir -p $P/data/tai-counter/rulesets $P/config $P/state $P/cache
export XDG_DATA_HOME=$P/data XDG_CONFIG_HOME=$P/config XDG_STATE_HOME=$P/state XDG_CACHE_HOME=$P/cache
for n in friday sunday; do
  N=$(echo $n | sed 's/./\U&/')
  sed "6s/id=\"taiwan\"/id=\"$n-table\"/; 9s|<name>.*</name>|<name>$N table</name>|" $top/data/rules/taiwan.xml > $P/data/tai-counter/rulesets/$n-table.xml
done
export GSETTINGS_SCHEMA_DIR=$top/build/data
G=$top/build/tools/drive/gui
mark () { echo "$(date +%H:%M:%S.%6N) $1" >> $P/marks; }
rm -f $top/exported.xml
BIN=$(readlink -f "$1")
$G start strace -f -tt -o $P/strace.log -e trace=openat,read,write,fsync,fdatasync,rename,renameat,renameat2,unlink,unlinkat,close $BIN
. /tmp/gui-default/env; export DISPLAY
sleep 3
mark start
$G key ctrl+comma; sleep 3
mark switch
$G click 640 187; sleep 1.5
$G click 654 333; sleep 3
mark switch-done
$G move 480 500; for i in $(seq 60); do xdotool click 5; done; sleep 1.5
$G shot $P/p1.png
mark rename
$G click 656 643; sleep 1.5
$G click 480 354; sleep 0.3; $G key ctrl+a; $G type "Sunday night"; sleep 0.5
$G shot $P/p2a.png
$G click 545 414; sleep 3
mark rename-done
$G shot $P/p2.png
mark delete
$G click 697 643; sleep 1.5
$G shot $P/p3.png
$G click 563 413; sleep 3
mark delete-done
$G shot $P/p4.png
mark export
$G click 471 499; sleep 2.5
$G type "exported"; $G key Return; sleep 3
mark export-done
$G shot $P/p5.png
$G click 736 47; sleep 1.5
$G key alt+4 ; sleep 2.5
$G press "New Match" button 1; sleep 2
$G click 522 259; sleep 1.5
$G click 423 408; sleep 1.5
mark new-match
$G click 657 167; sleep 3
mark new-match-done
$G shot $P/p6.png
mark record
for i in 1 2 3; do $G press "Draw" button 1; sleep 1.5; done
sleep 2
mark record-done
$G shot $P/p7.png
$G stop
ls $P/state/tai-counter/matches $P/data/tai-counter/matches 2>/dev/null
ls $P/data/tai-counter/rulesets
find $P / -xdev -name exported.xml 2>/dev/null | head -3
find $top -maxdepth 1 -name "exported*" -delete
