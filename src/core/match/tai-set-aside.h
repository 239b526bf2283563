/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-set-aside.h: the match files set aside as NAME.json.bad (or
 * NAME.json.bad-2 …) because they could not be read, kept until the player
 * acts on them: listed with why, tried again, or removed. Each call reads
 * or writes files: the window calls them from a worker thread. */
#pragma once

#include "tai-ledger.h"

G_BEGIN_DECLS

/* Every set-aside file in @dir (TaiSetAside, by file name), each read
 * again for its reason and, when the file still shows one, the match's
 * title. A folder that cannot be read lists nothing. */
GPtrArray *tai_set_aside_list (const char *dir);

/* Reads @bad_path again; when it now holds a readable match, gives it its
 * name back (NAME.json, or NAME-2.json … when that is taken: nothing is
 * overwritten) and returns the match, saved there. Otherwise NULL with
 * @error saying why, and the file stays as it was. */
TaiMatch *tai_set_aside_try_again (const char *bad_path, GError **error);

/* Deletes the set-aside file @bad_path (and only a set-aside file). */
gboolean tai_set_aside_remove (const char *bad_path, GError **error);

/* TRUE when @name is what a set-aside match file is called. */
gboolean tai_set_aside_is_name (const char *name);

G_END_DECLS
