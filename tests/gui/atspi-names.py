#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""atspi-names.py PID: walks the AT-SPI tree of the program PID, as a
screen reader gets it, and prints every node on show that takes focus or
has an action but no name (or only a type name such as "GtkCheckButton").
Exits 0 when there is none, 1 when there is one, 2 when the program is
not on the accessibility bus. With ATSPI_NAMES_VERBOSE=1 it also lists
every control it found named, with its name. Run by
test-accessible-names.c, whose main loop keeps answering while this
walks."""

import os
import re
import sys
import time

# The test suite runs everything with G_DEBUG=fatal-warnings, which is
# right for the program under test but not for this checker: libatspi
# warns when a call times out on a loaded machine, and a fatal warning
# would end the walk with a trap rather than a finding. The checker runs
# without it (set before GLib is loaded, since GLib reads G_DEBUG once).
if "fatal" in os.environ.get("G_DEBUG", "") and "TAI_PROGRAM_G_DEBUG" not in os.environ:
    _env = dict(os.environ, TAI_PROGRAM_G_DEBUG=os.environ["G_DEBUG"])
    _env["G_DEBUG"] = ",".join(f for f in _env["G_DEBUG"].split(",") if not f.startswith("fatal"))
    os.execve(sys.executable, [sys.executable] + sys.argv, _env)

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# libatspi gives up on a call after 0.8 s; built with the sanitizers and
# sharing the machine with another test, the program can take longer to
# answer. This checks what a screen reader is told, not how fast: up to
# 10 s a call, 30 s for the program to start answering.
Atspi.set_timeout(10000, 30000)

CONTROL_NAMES = []  # the named controls, for ATSPI_NAMES_VERBOSE
TYPE_NAME = re.compile(r"^(Gtk|Adw|Tai)[A-Z][A-Za-z]*$")

# What a user operates. (GTK marks nearly every widget FOCUSABLE, since
# focus may enter it, so that state says nothing here.)
CONTROLS = {
    Atspi.Role.PUSH_BUTTON,
    Atspi.Role.TOGGLE_BUTTON,
    Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON,
    Atspi.Role.COMBO_BOX,
    Atspi.Role.SPIN_BUTTON,
    Atspi.Role.ENTRY,
    Atspi.Role.PASSWORD_TEXT,
    Atspi.Role.SLIDER,
    Atspi.Role.MENU_ITEM,
    Atspi.Role.CHECK_MENU_ITEM,
    Atspi.Role.RADIO_MENU_ITEM,
    Atspi.Role.LINK,
    Atspi.Role.PAGE_TAB,
}
try:
    CONTROLS.add(Atspi.Role.SWITCH)
except AttributeError:
    pass

# Rows are read by their content: one of their first descendants must
# have a name.
ROWS = {Atspi.Role.LIST_ITEM, Atspi.Role.TABLE_ROW, Atspi.Role.TREE_ITEM}

# Containers may carry an action that belongs to what they hold.
CONTAINERS = {
    Atspi.Role.PANEL,
    Atspi.Role.FILLER,
    Atspi.Role.GROUPING,
    Atspi.Role.SCROLL_PANE,
    Atspi.Role.FRAME,
    Atspi.Role.WINDOW,
    Atspi.Role.DIALOG,
    Atspi.Role.LIST,
    Atspi.Role.LIST_BOX,
}


def find_application(pid):
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except GLib.Error:
                pass
        time.sleep(0.2)
    return None


def describe(node):
    return "%s “%s”" % (node.get_role_name(), node.get_name() or "")


def unnamed(name):
    name = (name or "").strip()
    return name == "" or TYPE_NAME.match(name) is not None


def named_inside(node, depth):
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is None:
            continue
        if not unnamed(child.get_name()) or (depth > 1 and named_inside(child, depth - 1)):
            return True
    return False


def walk(node, path, out, counts):
    try:
        states = node.get_state_set()
        if not states.contains(Atspi.StateType.SHOWING):
            return
        counts[0] += 1
        role = node.get_role()
        actionable = "Action" in node.get_interfaces() and node.get_n_actions() > 0
        if role in ROWS:
            if unnamed(node.get_name()) and not named_inside(node, 4):
                out.append(" > ".join(path + [describe(node)]))
        elif (role in CONTROLS or (actionable and role not in CONTAINERS)) and unnamed(
            node.get_name()
        ):
            out.append(" > ".join(path + [describe(node)]))
        elif role in CONTROLS or actionable:
            CONTROL_NAMES.append(describe(node))
        children = [node.get_child_at_index(i) for i in range(node.get_child_count())]
    except GLib.Error as error:
        # A node that went away while it was read (a row recycled).
        print("skipped a node: %s" % error.message)
        return
    for child in children:
        if child is not None:
            walk(child, path + [describe(node)], out, counts)


def main():
    pid = int(sys.argv[1])
    app = find_application(pid)
    if app is None:
        print("process %d is not on the accessibility bus" % pid)
        return 2
    unnamed = []
    counts = [0]
    for i in range(app.get_child_count()):
        window = app.get_child_at_index(i)
        if window is not None:
            walk(window, [], unnamed, counts)
    print("%d nodes on show" % counts[0])
    if os.environ.get("ATSPI_NAMES_VERBOSE"):
        for line in CONTROL_NAMES:
            print("control: " + line)
    for line in unnamed:
        print("no name: " + line)
    return 1 if unnamed or counts[0] == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
