#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Copies a desktop file, metainfo or GSettings schema template with the
release's application id replaced by another (the development profile's,
io.github.taicounter.TaiCounter.Devel): the dotted id wherever it stands
(so the schema's enum ids follow), and the schema path /io/github/
taicounter/TaiCounter/ by one of its own, so that the two profiles keep
their settings apart. Usage: rename-app-id.py INPUT OUTPUT BASE_ID APP_ID"""

import re
import sys


def main():
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    source, output, base_id, app_id = sys.argv[1:]
    with open(source, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(re.escape(base_id) + r"(?![A-Za-z0-9_])", app_id, text)
    base_path = "/" + base_id.replace(".", "/") + "/"
    text = text.replace(base_path, "/" + app_id.replace(".", "/") + "/")
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
