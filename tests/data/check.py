#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks of the project's data and desktop integration that no validator
tool covers. Usage: check.py CHECK SOURCE_ROOT [BUILD_ROOT]. Each check
prints what it looked at and exits non-zero, naming every problem, when
something is wrong."""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

APP_ID = "io.github.taicounter.TaiCounter"
DEVEL_ID = APP_ID + ".Devel"
PAGES = ["Score", "Tables", "Lessons", "Match", "Practice"]
problems = []


def problem(message):
    problems.append(message)
    print("FAIL: " + message)


def source_files(root, dirs, suffixes):
    """Yields paths relative to root under the given top-level dirs."""
    for top in dirs:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames
                                 if d == ".ci" or not d.startswith(("build", "_build", ".",
                                                                     "corpus", "subprojects")))
            for name in sorted(filenames):
                if name.endswith(suffixes):
                    yield os.path.relpath(os.path.join(dirpath, name), root)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def potfiles_entries(root):
    entries = []
    for line in read(os.path.join(root, "po", "POTFILES.in")).splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            entries.append(line)
    return entries


# A C call of a gettext macro, or a translatable property in a .ui file.
C_GETTEXT = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|g_dngettext|g_dpgettext2|ngettext)\s*\(\s*"')
UI_TRANSLATABLE = re.compile(r'translatable\s*=\s*"(?:yes|true|1)"')


def check_potfiles(root, build):
    """Every source with translatable strings is in POTFILES.in, and every
    entry there exists (xgettext stops at a missing one)."""
    entries = potfiles_entries(root)
    listed = set(entries)
    if len(listed) != len(entries):
        problem("po/POTFILES.in lists a file twice")
    for entry in entries:
        if not os.path.exists(os.path.join(root, entry)):
            problem("po/POTFILES.in lists %s, which does not exist" % entry)
    if entries != sorted(entries):
        problem("po/POTFILES.in is not sorted")
    checked = 0
    for path in source_files(root, ["src", "ui"], (".c", ".h", ".ui")):
        text = read(os.path.join(root, path))
        pattern = UI_TRANSLATABLE if path.endswith(".ui") else C_GETTEXT
        checked += 1
        if pattern.search(text) and path not in listed:
            problem("%s has translatable strings but is not in po/POTFILES.in" % path)
    for path in source_files(root, ["data"], (".desktop.in", ".metainfo.xml.in", ".gschema.xml")):
        checked += 1
        if path not in listed:
            problem("%s is translatable but not in po/POTFILES.in" % path)
    # Ruleset and lesson files carry their own translatable names and texts.
    for path in source_files(root, [os.path.join("data", "rules"), os.path.join("data", "lessons")],
                             (".xml",)):
        if path.endswith(".gresource.xml"):
            continue
        checked += 1
        if path not in listed:
            problem("%s is translatable but not in po/POTFILES.in" % path)
    print("checked %d source files against %d POTFILES.in entries" % (checked, len(entries)))


# The keywords of meson's "glib" gettext preset.
XGETTEXT_ARGS = ["--from-code=UTF-8", "--add-comments", "--keyword=_", "--keyword=N_",
                 "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dcgettext:2",
                 "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3"]


def check_pot(root, build):
    """xgettext extracts every file of POTFILES.in without a warning, so
    `ninja tai-counter-pot` works and no file is read as the wrong
    language (an XML file without ITS rules would be read as C)."""
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "tai-counter.pot")
        env = dict(os.environ, GETTEXTDATADIRS=os.path.join(root, "data", "gettext"))
        result = subprocess.run(["xgettext"] + XGETTEXT_ARGS +
                                ["--directory=" + root, "--files-from=" +
                                 os.path.join(root, "po", "POTFILES.in"), "-o", pot],
                                capture_output=True, text=True, env=env)
        if result.returncode != 0 or result.stderr.strip():
            problem("xgettext on po/POTFILES.in: " + result.stderr.strip())
            return
        text = read(pot)
        count = text.count("\nmsgid ") - 1
        for wanted in ["Tai Counter", "Keyboard Shortcuts"]:
            if 'msgid "%s"' % wanted not in text and 'msgid "_%s"' % wanted not in text:
                problem("the template lacks the string %r" % wanted)
        print("xgettext extracted %d strings" % count)


SPDX = "SPDX-License-Identifier: GPL-3.0-or-later"
# Files whose format allows a comment carry the SPDX line themselves; the
# others (JSON, images) carry it in a FILE.license file beside them, as the
# REUSE specification does.
COMMENTED = (".c", ".h", ".ui", ".css", ".svg", ".xml", ".in", ".its", ".loc", ".py", ".sh",
             ".md", ".1", "meson.build", "meson_options.txt", ".editorconfig", ".clang-format")


def check_spdx(root, build):
    checked = 0
    for path in source_files(root, ["."], COMMENTED + (".json", ".png")):
        if path.startswith("tests" + os.sep) and path.endswith((".json", ".png")):
            continue  # Test inputs and expected outputs are data, not sources.
        checked += 1
        if path.endswith((".json", ".png")):
            license_file = os.path.join(root, path + ".license")
            if not os.path.exists(license_file) or SPDX not in read(license_file):
                problem("%s has no %s.license file with the SPDX line" % (path, path))
            continue
        head = "\n".join(read(os.path.join(root, path)).splitlines()[:5])
        if SPDX not in head:
            problem("%s does not start with the line “%s”" % (path, SPDX))
    for dirpath, _, filenames in os.walk(os.path.join(root, ".ci")):
        for name in filenames:
            path = os.path.relpath(os.path.join(dirpath, name), root)
            checked += 1
            if SPDX not in "\n".join(read(os.path.join(root, path)).splitlines()[:5]):
                problem("%s has no SPDX line" % path)
    print("checked %d files for the SPDX line" % checked)


def build_app_id(build):
    """The application id the build in BUILD was configured with (its
    config.h): the release's, or the development profile's."""
    try:
        m = re.search(r'^#define APP_ID "([^"]+)"', read(os.path.join(build, "config.h")), re.M)
    except (OSError, TypeError):
        m = None
    return m.group(1) if m else APP_ID


# The GNOME runtime the manifests build on: Flathub's GNOME 49 (GTK 4.20,
# libadwaita 1.8), above the floor the code is pinned to.
RUNTIME_VERSION = "49"


def check_manifest(root, name, app_id):
    """The checks both manifests share; returns the tai-counter module, or
    None when the manifest cannot be read."""
    path = os.path.join(root, "flatpak", name)
    try:
        manifest = json.loads(read(path))
    except (OSError, ValueError) as e:
        problem("flatpak manifest %s does not parse: %s" % (name, e))
        return None
    if manifest.get("id", manifest.get("app-id")) != app_id:
        problem("%s names app id %r, not %s" % (name, manifest.get("id"), app_id))
    if manifest.get("command") != "tai-counter":
        problem("%s runs %r, not tai-counter" % (name, manifest.get("command")))
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problem("%s does not use the GNOME runtime and SDK" % name)
    if manifest.get("runtime-version") != RUNTIME_VERSION:
        problem("%s targets runtime version %r, not the GNOME %s runtime"
                % (name, manifest.get("runtime-version"), RUNTIME_VERSION))
    args = manifest.get("finish-args", [])
    for wanted in ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"]:
        if wanted not in args:
            problem("%s: finish-args lack %s" % (name, wanted))
    for forbidden in ["--filesystem=host", "--filesystem=home", "--share=network"]:
        if forbidden in args:
            problem("%s: finish-args ask for %s, which the app does not need" % (name, forbidden))
    modules = manifest.get("modules", [])
    ours = [m for m in modules if isinstance(m, dict) and m.get("name") == "tai-counter"]
    if not ours or ours[-1].get("buildsystem") != "meson":
        problem("%s does not build tai-counter with meson as its last module" % name)
        return None
    if modules[-1] is not ours[-1]:
        problem("tai-counter is not the last module of %s" % name)
    module = ours[-1]
    if not isinstance(module.get("sources"), list) or len(module["sources"]) != 1:
        problem("%s: the tai-counter module should have exactly one source" % name)
        return None
    print("%s: %s, %s %s" % (name, manifest.get("id"), manifest.get("runtime"),
                             manifest.get("runtime-version")))
    return module


def profile_option(module):
    profiles = [o.split("=", 1)[1] for o in module.get("config-opts", [])
                if o.startswith("-Dprofile=")]
    return profiles[-1] if profiles else "default"


def check_flatpak(root, build):
    """The release manifest builds a pinned commit of the repository; the
    .Devel one builds the local tree under the development profile."""
    module = check_manifest(root, APP_ID + ".json", APP_ID)
    if module is not None:
        source = module["sources"][0]
        if source.get("type") != "git" or \
                source.get("url") != "https://github.com/taicounter/tai-counter.git":
            problem("the release manifest builds from %r, not the project's git repository"
                    % source)
        # A commit, not a branch or a tag that could move: release tooling
        # writes the new one in when it tags a release.
        if not re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")):
            problem("the release manifest's git source is not pinned to a commit (%r)"
                    % source.get("commit"))
        for moving in ["branch", "tag"]:
            if moving in source and "commit" not in source:
                problem("the release manifest follows a %s instead of a commit" % moving)
        if profile_option(module) != "default":
            problem("the release manifest builds the %r profile" % profile_option(module))
    module = check_manifest(root, DEVEL_ID + ".json", DEVEL_ID)
    if module is not None:
        source = module["sources"][0]
        if source.get("type") != "dir" or source.get("path") != "..":
            problem("the .Devel manifest does not build the local tree (a dir source, path ..)")
        if profile_option(module) != "development":
            problem("the .Devel manifest does not configure -Dprofile=development")
    for name in [APP_ID + ".json", DEVEL_ID + ".json"]:
        license_file = os.path.join(root, "flatpak", name + ".license")
        if not os.path.exists(license_file):
            problem("flatpak/%s has no .license file" % name)


def check_profile(root, build):
    """-Dprofile=development, as the .Devel manifest builds, names the
    program io.github.taicounter.TaiCounter.Devel and gives its window the
    devel style class; the default profile is the release."""
    options = read(os.path.join(root, "meson_options.txt"))
    m = re.search(r"option\(\s*'profile'\s*,(.*?)\)\s*$", options, re.S | re.M)
    if not m:
        problem("meson_options.txt has no profile option")
    else:
        body = m.group(1)
        if "type: 'combo'" not in body or \
                not re.search(r"choices:\s*\[\s*'default'\s*,\s*'development'\s*\]", body) or \
                not re.search(r"value:\s*'default'", body):
            problem("the profile option should be a combo of default and development, "
                    "default by default")
    window = read(os.path.join(root, "src", "app", "tai-window.c"))
    if not re.search(r'if \(IS_DEVEL\)\s*'
                     r'gtk_widget_add_css_class \(GTK_WIDGET \(self\), "devel"\);', window):
        problem("src/app/tai-window.c does not add the devel style class under IS_DEVEL")
    if build is None:
        return
    try:
        info = json.loads(read(os.path.join(build, "meson-info", "intro-buildoptions.json")))
        profile = [o["value"] for o in info if o["name"] == "profile"][0]
    except (OSError, ValueError, IndexError, KeyError):
        problem("the build in %s does not know the profile option" % build)
        return
    config = read(os.path.join(build, "config.h"))
    wanted = {"default": (APP_ID, "0"), "development": (DEVEL_ID, "1")}[profile]
    if build_app_id(build) != wanted[0]:
        problem("a %s build has APP_ID %s, not %s" % (profile, build_app_id(build), wanted[0]))
    if not re.search(r"^#define IS_DEVEL %s$" % wanted[1], config, re.M):
        problem("a %s build does not define IS_DEVEL %s in config.h" % (profile, wanted[1]))
    # The files a desktop (and Flatpak's export) finds by the app id.
    desktop = os.path.join(build, "data", wanted[0] + ".desktop")
    metainfo = os.path.join(build, "data", wanted[0] + ".metainfo.xml")
    schema = os.path.join(build, "data", "gschemas.compiled")
    for path in [desktop, metainfo, schema]:
        if not os.path.exists(path):
            problem("the build has no %s" % os.path.relpath(path, build))
            return
    if not re.search(r"^Icon=%s$" % re.escape(wanted[0]), read(desktop), re.M):
        problem("%s does not name the icon %s" % (os.path.basename(desktop), wanted[0]))
    tree = ET.parse(metainfo).getroot()
    if tree.findtext("id") != wanted[0] or tree.findtext("launchable") != wanted[0] + ".desktop":
        problem("%s names %s and launches %s" % (os.path.basename(metainfo), tree.findtext("id"),
                                                 tree.findtext("launchable")))
    if shutil.which("gsettings") is None:
        print("gsettings is not installed; the compiled schema is not looked into")
        return
    result = subprocess.run(["gsettings", "--schemadir", os.path.dirname(schema), "list-keys",
                             wanted[0]], capture_output=True, text=True)
    if result.returncode != 0 or "window-width" not in result.stdout:
        problem("the build's compiled schemas have no schema %s: %s"
                % (wanted[0], result.stderr.strip()))
    print("profile %s: %s" % (profile, wanted[0]))


def check_metainfo(root, build):
    """What appstreamcli accepts but the issue asks for: a description,
    screenshots that exist in the tree, and release notes."""
    path = os.path.join(root, "data", APP_ID + ".metainfo.xml.in")
    tree = ET.parse(path).getroot()
    if tree.findtext("id") != APP_ID:
        problem("metainfo id is %r" % tree.findtext("id"))
    if len(tree.findall("description/p")) < 1:
        problem("metainfo has no description")
    shots = tree.findall("screenshots/screenshot/image")
    if not shots:
        problem("metainfo has no screenshots")
    for shot in shots:
        name = shot.text.strip().rsplit("/", 1)[-1]
        if not os.path.exists(os.path.join(root, "data", "screenshots", name)):
            problem("screenshot %s is not in data/screenshots" % name)
    releases = tree.findall("releases/release")
    if not releases:
        problem("metainfo has no releases")
    for release in releases:
        if release.find("description") is None:
            problem("release %s has no release notes" % release.get("version"))
    version = None
    meson = read(os.path.join(root, "meson.build"))
    m = re.search(r"version:\s*'([^']+)'", meson)
    if m:
        version = m.group(1)
    if releases and version and releases[0].get("version") != version:
        problem("the newest release in the metainfo is %s but the project is %s"
                % (releases[0].get("version"), version))
    launchable = tree.findtext("launchable")
    if launchable != APP_ID + ".desktop":
        problem("metainfo launchable is %r" % launchable)
    # The developer by id (AppStream 1.0), not the deprecated bare name.
    developer = tree.find("developer")
    if tree.find("developer_name") is not None:
        problem("metainfo uses <developer_name>; write "
                "<developer id=…><name>…</name></developer>")
    if developer is None or developer.get("id") != "io.github.taicounter" or \
            not (developer.findtext("name") or "").strip():
        problem("metainfo has no <developer id=\"io.github.taicounter\"> with a <name>")
    # The description covers every page of the window, the practice table
    # and its advisor.
    description = " ".join(" ".join(el.itertext()) for el in tree.findall("description/*"))
    for page in PAGES:
        if not re.search(r"\b%s:" % page, description):
            problem("the metainfo's description has no item for the %s page" % page)
    for words in ["practice table", "advisor"]:
        if words not in description:
            problem("the metainfo's description does not mention the %s" % words)
    if releases:
        check_about(root, releases[0])
    print("metainfo: %d screenshots, %d releases" % (len(shots), len(releases)))


def c_string_argument(source, prop):
    """The translatable string literal given for PROP in a g_object_new()
    call: "prop", _("…" "…")."""
    m = re.search(r'"%s",\s*(?:/\*.*?\*/\s*)?_\(((?:\s*"(?:[^"\\]|\\.)*")+)\s*\)'
                  % re.escape(prop), source, re.S)
    if not m:
        return None
    return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))


def release_markup(release):
    """A release's notes as AdwAboutDialog's release-notes markup."""
    parts = []
    for el in release.find("description"):
        if el.tag == "p":
            parts.append("<p>%s</p>" % " ".join("".join(el.itertext()).split()))
        elif el.tag in ("ul", "ol"):
            parts.append("<%s>%s</%s>" % (el.tag, "".join(
                "<li>%s</li>" % " ".join("".join(li.itertext()).split()) for li in el), el.tag))
    return "".join(parts)


def check_about(root, newest):
    """The About dialog says what the metainfo says: its release notes are
    the newest release's, and its comments name every page and the advisor."""
    source = read(os.path.join(root, "src", "app", "tai-application.c"))
    notes = c_string_argument(source, "release-notes")
    if notes is None:
        problem("src/app/tai-application.c gives About no translatable release-notes")
    elif notes != release_markup(newest):
        problem("About's release notes differ from the metainfo's release %s:\n  %s\n  %s"
                % (newest.get("version"), notes, release_markup(newest)))
    comments = c_string_argument(source, "comments")
    if comments is None:
        problem("src/app/tai-application.c gives About no translatable comments")
    else:
        for word in PAGES + ["advisor"]:
            if word not in comments:
                problem("About's comments do not mention %s" % word)


SVG = "{http://www.w3.org/2000/svg}"


def check_icons(root, build):
    base = os.path.join(root, "data", "icons", "hicolor")
    for sub, size, symbolic in [("scalable", 128, False), ("symbolic", 16, True)]:
        name = APP_ID + ("-symbolic" if symbolic else "") + ".svg"
        path = os.path.join(base, sub, "apps", name)
        if not os.path.exists(path):
            problem("icon %s is missing" % os.path.relpath(path, root))
            continue
        svg = ET.parse(path).getroot()
        if svg.get("viewBox") != "0 0 %d %d" % (size, size):
            problem("%s: viewBox should be 0 0 %d %d" % (name, size, size))
        for element in svg.iter():
            tag = element.tag.replace(SVG, "")
            if tag in ("text", "image", "use", "tspan"):
                problem("%s uses <%s>; icons must be plain shapes" % (name, tag))
            if symbolic and element.get("stroke") not in (None, "none"):
                problem("%s: symbolic icons are recoloured by fill, so no strokes" % name)
    print("checked the scalable and symbolic app icons")


def check_resources(root, build):
    """Every .ui template and style sheet in ui/ and src/app is bundled, and
    every bundled file exists; a file left out of ui/tai-counter.gresource.xml
    would only fail when the window runs."""
    listing = os.path.join(root, "ui", "tai-counter.gresource.xml")
    bundled = [f.text for f in ET.parse(listing).getroot().iter("file")]
    if len(set(bundled)) != len(bundled):
        problem("ui/tai-counter.gresource.xml lists a file twice")
    # The bundle's source directories, in the order ui/meson.build gives them.
    dirs = ["ui", os.path.join("src", "app")]
    for name in bundled:
        if not any(os.path.exists(os.path.join(root, d, name)) for d in dirs):
            problem("ui/tai-counter.gresource.xml lists %s, which is in neither ui/ nor src/app/"
                    % name)
    count = 0
    for d in dirs:
        for path in source_files(root, [d], (".ui", ".css")):
            rel = os.path.relpath(os.path.join(root, path), os.path.join(root, d))
            count += 1
            if rel not in bundled:
                problem("%s is not in the resource bundle (add it to ui/tai-counter.gresource.xml)"
                        % path)
    for needed in ["tai-window.ui", "tai-shortcuts-dialog.ui", "style.css"]:
        if needed not in bundled:
            problem("the resource bundle lacks %s" % needed)
    # GtkApplication would load this path as a GtkShortcutsWindow (deprecated
    # in GTK 4.18); Keyboard Shortcuts is an AdwDialog of the window's own.
    if "gtk/help-overlay.ui" in bundled:
        problem("the resource bundle has gtk/help-overlay.ui; Keyboard Shortcuts is "
                "tai-shortcuts-dialog.ui")
    print("checked %d ui files against %d bundled resources" % (count, len(bundled)))


def check_schema(root, build):
    """Every GSettings key is used: its name is written, as a string, in the
    sources of the window. A key nothing reads would keep a second store of
    something the program keeps elsewhere (as lesson-progress did once the
    lessons kept their progress in a file of their own)."""
    schema = os.path.join(root, "data", APP_ID + ".gschema.xml")
    keys = [k.get("name") for k in ET.parse(schema).getroot().iter("key")]
    named = set()
    for path in source_files(root, ["src"], (".c", ".h", ".ui")):
        named.update(re.findall(r'"([a-z0-9-]+)"', read(os.path.join(root, path))))
    for key in keys:
        if key not in named:
            problem("the GSettings key %s is not used in src/ (remove it from %s.gschema.xml)"
                    % (key, APP_ID))
    print("checked %d GSettings keys against the sources" % len(keys))


def check_po(root, build):
    linguas = []
    for line in read(os.path.join(root, "po", "LINGUAS")).splitlines():
        line = line.split("#", 1)[0].strip()
        linguas += line.split()
    for lang in linguas:
        po = os.path.join(root, "po", lang + ".po")
        if not os.path.exists(po):
            problem("po/LINGUAS names %s but po/%s.po does not exist" % (lang, lang))
            continue
        result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                                capture_output=True, text=True)
        print("%s: %s" % (lang, result.stderr.strip()))
        if result.returncode != 0:
            problem("msgfmt --check failed for po/%s.po" % lang)
    for name in sorted(os.listdir(os.path.join(root, "po"))):
        if name.endswith(".po") and name[:-3] not in linguas:
            problem("po/%s exists but its language is not in po/LINGUAS" % name)
    print("checked %d translations" % len(linguas))


def check_install(root, build):
    """`meson install` puts every piece of the desktop integration where
    desktops look for it."""
    with tempfile.TemporaryDirectory() as destdir:
        result = subprocess.run(["meson", "install", "-C", build, "--no-rebuild", "--quiet",
                                 "--destdir", destdir], capture_output=True, text=True)
        if result.returncode != 0:
            problem("meson install failed:\n" + result.stdout + result.stderr)
            return
        files = set()
        for dirpath, _, filenames in os.walk(destdir):
            for name in filenames:
                files.add(os.path.join(dirpath, name)[len(destdir):])
        wanted = []
        app_id = build_app_id(build)
        # A build with -Dgui=false installs only the library's users.
        if os.path.exists(os.path.join(build, "src", "app", "tai-counter")):
            wanted += ["/bin/tai-counter",
                       "/share/applications/%s.desktop" % app_id,
                       "/share/metainfo/%s.metainfo.xml" % app_id,
                       "/share/glib-2.0/schemas/%s.gschema.xml" % app_id,
                       "/share/icons/hicolor/scalable/apps/%s.svg" % app_id,
                       "/share/icons/hicolor/symbolic/apps/%s-symbolic.svg" % app_id,
                       "/share/icons/hicolor/48x48/apps/%s.png" % app_id]
        if os.path.exists(os.path.join(root, "src", "cli", "taicount.c")):
            wanted += ["/bin/taicount", "/share/man/man1/taicount.1"]
        for want in wanted:
            if not any(f.endswith(want) for f in files):
                problem("meson install does not install …%s" % want)
        # Nothing of the other profile's: the two install side by side.
        other = DEVEL_ID if app_id == APP_ID else APP_ID
        for f in files:
            name = os.path.basename(f)
            if name.startswith(other + ".") or name.startswith(other + "-"):
                if not name.startswith(app_id + ".") and not name.startswith(app_id + "-"):
                    problem("a %s build installs %s" % (app_id, f))
        print("meson install put %d files in place" % len(files))


def check_program(root, build):
    """The window program's command line: --version, --help, and a clear
    refusal of an unknown option, none of which needs a display."""
    program = os.path.join(build, "src", "app", "tai-counter")
    if not os.path.exists(program):
        print("the window is not built (-Dgui=false); nothing to check")
        return
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    version = re.search(r"version:\s*'([^']+)'", read(os.path.join(root, "meson.build"))).group(1)
    result = subprocess.run([program, "--version"], capture_output=True, text=True, env=env)
    if result.returncode != 0 or result.stdout.strip() != "tai-counter " + version:
        problem("tai-counter --version printed %r (status %d)"
                % (result.stdout + result.stderr, result.returncode))
    result = subprocess.run([program, "--help"], capture_output=True, text=True, env=env)
    if result.returncode != 0 or "FILE.json" not in result.stdout:
        problem("tai-counter --help does not describe its FILE.json argument")
    result = subprocess.run([program, "--no-such-option"], capture_output=True, text=True,
                            env=env)
    if result.returncode == 0 or "no-such-option" not in result.stdout + result.stderr:
        problem("tai-counter accepted an unknown option (status %d)" % result.returncode)
    print("checked tai-counter --version, --help and a bad option")


def check_man(root, build):
    """taicount's manual page: groff reads it without a warning, its
    version is the project's, and it describes every command taicount
    lists in its usage, with every option each command's --help lists."""
    page_path = os.path.join(root, "data", "taicount.1")
    page = read(page_path)
    groff = shutil.which("groff")
    if groff is None:
        problem("groff is not installed (.ci/packages lists groff-base)")
    else:
        result = subprocess.run([groff, "-man", "-ww", "-rCHECKSTYLE=3", "-z", page_path],
                                capture_output=True, text=True)
        if result.returncode != 0 or result.stderr.strip():
            problem("groff warns about data/taicount.1:\n" + result.stderr.strip())
    version = re.search(r"version:\s*'([^']+)'", read(os.path.join(root, "meson.build"))).group(1)
    th = re.search(r"^\.TH\s+TAICOUNT\s+1\s+\S+\s+\"Tai Counter ([^\"]+)\"", page, re.M)
    if not th or th.group(1) != version:
        problem("data/taicount.1's .TH line should say \"Tai Counter %s\"" % version)
    # The page as text, with groff's escapes for - and spaces undone.
    text = re.sub(r"\\f[BIRP]|\\&|\\\||\\c", "", page).replace("\\-", "-").replace("\\~", " ")
    commands = []
    taicount = os.path.join(build, "src", "cli", "taicount") if build else None
    if taicount and os.path.exists(taicount):
        env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
        usage = subprocess.run([taicount, "--help"], capture_output=True, text=True, env=env)
        block = usage.stdout.split("Commands:", 1)[-1].split("\n\n", 1)[0]
        commands = re.findall(r"^  ([a-z]+) ", block, re.M)
        if not commands:
            problem("taicount --help lists no commands:\n" + usage.stdout)
        for command in commands:
            # An entry of COMMANDS: a .TP tag that starts with the command.
            if not re.search(r"^\.TP\n(?:\.B[IR]? )?%s\b" % command, text, re.M):
                problem("data/taicount.1 has no entry for the command %s" % command)
            if not re.search(r"^\.B %s$" % command, text, re.M):
                problem("data/taicount.1's SYNOPSIS does not show the command %s" % command)
            result = subprocess.run([taicount, command, "--help"], capture_output=True, text=True,
                                    env=env)
            for option in sorted(set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", result.stdout))):
                if option not in text:
                    problem("data/taicount.1 does not describe %s %s" % (command, option))
    else:
        print("taicount is not built; its commands are not compared with the page")
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "\"EXIT STATUS\""]:
        if not re.search(r"^\.SH %s$" % section, page, re.M):
            problem("data/taicount.1 has no %s section" % section)
    for status in "012":
        if not re.search(r"^\.TP\n\.B %s$" % status, page, re.M):
            problem("data/taicount.1 does not describe exit status %s" % status)
    print("checked data/taicount.1 against %d commands" % len(commands))


def check_threads(root, build):
    """The window's code runs work in a thread through tai_worker_run(),
    never g_task_run_in_thread(), whose worker can drop the last reference
    to a task's source object (a page of a closed window) off the main
    thread (src/app/tai-worker.h)."""
    checked = 0
    for path in source_files(root, [os.path.join("src", "app")], (".c",)):
        checked += 1
        text = read(os.path.join(root, path))
        for number, line in enumerate(text.splitlines(), 1):
            if "g_task_run_in_thread" in line and not line.lstrip().startswith(("*", "/*")):
                problem("%s:%d runs a task with g_task_run_in_thread(); use tai_worker_run()"
                        % (path, number))
    print("checked %d files of src/app for tasks run in threads" % checked)


CHECKS = {
    "threads": check_threads,
    "man": check_man,
    "profile": check_profile,
    "program": check_program,
    "potfiles": check_potfiles,
    "pot": check_pot,
    "spdx": check_spdx,
    "flatpak": check_flatpak,
    "metainfo": check_metainfo,
    "icons": check_icons,
    "resources": check_resources,
    "po": check_po,
    "schema": check_schema,
    "install": check_install,
}


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in CHECKS:
        print("usage: check.py {%s} SOURCE_ROOT [BUILD_ROOT]" % ",".join(CHECKS), file=sys.stderr)
        return 2
    root = sys.argv[2]
    build = sys.argv[3] if len(sys.argv) > 3 else None
    CHECKS[sys.argv[1]](root, build)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
