#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a blind player gets: starts tai-counter with the accessibility bus
on, shows every page and the window's dialogs through AT-SPI actions (as a
screen reader user would) and fails on any control a screen reader would
announce without a name, or by a widget class name ("GtkImage").

    check-accessible.py PROGRAM

Runs under a display and a session bus (the gui suite's xvfb-run and
dbus-run-session); without pyatspi or a display it is skipped (77)."""
import ctypes
import faulthandler
import os
import signal
import subprocess
import sys
import tempfile
import time

# The test suite runs everything with G_DEBUG=fatal-warnings, which is
# right for the program under test but not for this checker: libatspi
# warns when a call times out on a loaded machine, and a fatal warning
# killed the checker mid-walk, leaving the program it started holding the
# test's output open until meson's timeout. The checker runs without it
# (before GLib is loaded, since GLib reads G_DEBUG once) and hands the
# original on to the program it starts.
if "fatal" in os.environ.get("G_DEBUG", "") and "TAI_PROGRAM_G_DEBUG" not in os.environ:
    _env = dict(os.environ, TAI_PROGRAM_G_DEBUG=os.environ["G_DEBUG"])
    _env["G_DEBUG"] = ",".join(f for f in _env["G_DEBUG"].split(",") if not f.startswith("fatal"))
    os.execve(sys.executable, [sys.executable] + sys.argv, _env)

try:
    import pyatspi
    from gi.repository import Atspi
except ImportError:
    print("pyatspi is not installed")
    sys.exit(77)

# libatspi gives up on a call after 0.8 s. Built with the sanitizers and
# sharing the machine with another test, the program can take longer to
# answer one (opening a dialog from the main menu did): this checks what
# a screen reader is told, not how fast, so it waits up to 10 s a call
# and 30 s for the program to start answering.
Atspi.set_timeout(10000, 30000)

# Tables, Lessons and House Rules are walked by test-accessible-names
# (atspi-names.py) in more of their states.
PAGES = ["Score", "Match", "Practice"]
# Roles a player can operate: each must say what it is.
CONTROLS = {
    "push button", "toggle button", "check box", "radio button", "spin button",
    "combo box", "text", "entry", "password text", "slider", "switch", "page tab", "link",
}
# A row or cell is read out by its contents when it has no name of its own:
# it needs a named or texted descendant.
CONTAINERS = {"list item", "tree item", "table cell", "table row"}


def label_of(acc):
    """The control's name, or else the text its contents say."""
    name = (acc.name or "").strip()
    if name:
        return name
    for _, node in nodes(acc):
        said = (node.name or "").strip() or text_of(node).strip()
        if said:
            return said
    return ""


def text_of(acc):
    try:
        text = acc.queryText()
        return text.getText(0, text.characterCount)
    except Exception:
        return ""


def says_something(acc):
    for _, node in nodes(acc):
        if (node.name or "").strip() or text_of(node).strip():
            return True
    return False


def wait_for(what, timeout=15.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = what()
        if found:
            return found
        time.sleep(0.2)
    return None


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.childCount and "tai-counter" in (app.name or ""):
            return app
    return None


def showing(acc):
    try:
        states = acc.getState()
        return states.contains(pyatspi.STATE_SHOWING) or states.contains(pyatspi.STATE_VISIBLE)
    except Exception:
        return False


def nodes(acc, path=()):
    yield path, acc
    try:
        count = acc.childCount
    except Exception:
        return
    for i in range(min(count, 2000)):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None and showing(child):
            yield from nodes(child, path + (child,))


def where(path):
    names = [f"{a.getRoleName()} {a.name!r}" for a in path if a.name]
    return " > ".join(names[-3:]) if names else "(top)"


def unnamed(root, context):
    problems = []
    checked = 0
    for path, acc in nodes(root):
        try:
            role = acc.getRoleName()
            name = (acc.name or "").strip()
        except Exception:
            continue
        if role in CONTAINERS:
            if not name and not says_something(acc):
                problems.append(f"{context}: a {role} that says nothing, in {where(path[:-1])}")
            continue
        if role not in CONTROLS:
            continue
        checked += 1
        # An insensitive control is announced too, and needs its name.
        if not name or (name.startswith("Gtk") or name.startswith("Adw")) and " " not in name:
            problems.append(f"{context}: a {role} without a name, in {where(path[:-1])}")
    print(f"{context}: {checked} controls")
    return problems


def act(root, name, role=None):
    """Does the first action of the first showing control called @name."""
    for path, acc in nodes(root):
        try:
            if (role is None or acc.getRoleName() == role) and label_of(acc) == name:
                action = acc.queryAction()
                if action.nActions:
                    action.doAction(0)
                    return True
        except Exception:
            continue
    return False


# Controls that must be reachable at all, not only named when present:
# libadwaita 1.7's AdwSpinRow is left out of the tree, spin button and
# all, unless its role is changed (src/app/widgets/tai-spin-row.c).
REACHABLE = {
    "Score": [("spin button", "Dealer streak"), ("spin button", "Base"),
              ("spin button", "Per tai")],
}


def missing(root, page):
    """The REACHABLE controls of @page that are not in the tree. A spin
    row's button is named by the row's title and then its subtitle."""
    found = [(node.getRoleName(), (node.name or "").strip()) for _, node in nodes(root)]
    return [f"{page} page: no {role} called {name!r} for a screen reader to reach"
            for role, name in REACHABLE.get(page, [])
            if not any(r == role and (n == name or n.startswith(name + " ")) for r, n in found)]


def pages_check(app):
    problems = []
    for page in PAGES:
        if page != "Score" and not act(app, page, "page tab"):
            problems.append(f"no page tab called {page!r} to show the page with")
            continue
        time.sleep(1.5)
        problems += unnamed(app, f"{page} page")
        problems += missing(app, page)
    return problems


# The main menu's items, in order. GTK 4.18 gives a popover menu's items
# no name over AT-SPI (their label is a relation the bridge does not read
# into the name), so they are found by their place.
MAIN_MENU = ["House Rules", "Keyboard Shortcuts", "Help", "About Tai Counter"]
DIALOGS = ["Keyboard Shortcuts", "Help", "About Tai Counter"]


def dialog_check(app, menu_item):
    if not act(app, "Main Menu", "toggle button"):
        return ["no Main Menu button"]
    time.sleep(0.8)
    items = [a for _, a in nodes(app) if a.getRoleName() == "menu item"]
    if len(items) != len(MAIN_MENU):
        return [f"the main menu has {len(items)} items, not {len(MAIN_MENU)}"]
    try:
        items[MAIN_MENU.index(menu_item)].queryAction().doAction(0)
    except Exception as e:
        return [f"{menu_item!r} in the main menu cannot be activated: {e}"]
    time.sleep(1.5)
    if not any(a.getRoleName() in ("dialog", "alert") for _, a in nodes(app)):
        return [f"{menu_item!r} opened no dialog"]
    return unnamed(app, f"{menu_item} dialog")


class Stuck(Exception):
    pass


def stuck(signum, frame):
    raise Stuck()


def die_with_parent():
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


class BusProblem(str):
    """A session that failed because the accessibility bus did not answer,
    not because of a control: tried once more in a fresh start."""


def session(program_path, env, check, attempt=1):
    problems = one_session(program_path, env, check)
    if attempt == 1 and any(isinstance(p, BusProblem) for p in problems):
        print(f"the accessibility bus failed ({problems[0]}); starting the program again", flush=True)
        return session(program_path, env, check, attempt=2)
    return problems


def one_session(program_path, env, check):
    print(f"starting {os.path.basename(program_path)}")
    # Killed by the kernel if this checker dies, whatever kills it: an
    # orphan would hold the test's output open until meson gives up.
    program = subprocess.Popen([program_path], env=env, preexec_fn=die_with_parent)
    # An AT-SPI call to a program that stopped answering waits for ever:
    # a session has two minutes.
    signal.signal(signal.SIGALRM, stuck)
    signal.alarm(120)
    try:
        app = wait_for(find_app, 90)
        if app is None:
            return [BusProblem("tai-counter never showed on the accessibility bus")]
        time.sleep(1.5)
        return check(app)
    except Stuck:
        return [BusProblem("the accessibility bus stopped answering")]
    finally:
        signal.alarm(0)
        program.terminate()
        try:
            program.wait(10)
        except subprocess.TimeoutExpired:
            program.kill()


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        print("no display")
        return 77
    # Whatever blocks for good (an AT-SPI call inside C, where SIGALRM
    # cannot reach) ends the test with every thread's traceback, well
    # before meson's timeout would end it with nothing said.
    sys.stdout.reconfigure(line_buffering=True)
    faulthandler.dump_traceback_later(int(os.environ.get("CHECK_ACCESSIBLE_LIMIT", "540")), exit=True)
    home = tempfile.mkdtemp(prefix="check-accessible-")
    env = dict(os.environ)
    env.pop("TAI_PROGRAM_G_DEBUG", None)
    if "TAI_PROGRAM_G_DEBUG" in os.environ:
        env["G_DEBUG"] = os.environ["TAI_PROGRAM_G_DEBUG"]
    env.update(XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_STATE_HOME=os.path.join(home, "state"), GSETTINGS_BACKEND="memory",
               GTK_A11Y="atspi")
    # The registry and the accessibility bus are started by the first
    # program that asks; a program started before they answer gets no
    # bridge, so they are asked for first.
    pyatspi.Registry.getDesktop(0)
    time.sleep(1)
    problems = []
    # The pages, then each dialog in a fresh start (a dialog's close
    # button and the window's are both called Close).
    problems += session(sys.argv[1], env, pages_check)
    for menu_item in DIALOGS:
        problems += session(sys.argv[1], env, lambda app, item=menu_item: dialog_check(app, item))
    for problem in problems:
        print("FAIL:", problem)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
