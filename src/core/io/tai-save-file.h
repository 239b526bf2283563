/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-save-file.h: the one way the program saves a user's file (a hand,
 * an exported ruleset, a match, the autosave).
 *
 * The new contents go to a temporary file in the same folder; every write,
 * the fsync and the close are checked, and only then is the temporary file
 * renamed over the old one and the folder synced. On any error the old
 * file is untouched and the temporary file is removed, so a full disk or a
 * read-only folder never empties a file that was there before. A process
 * killed in the middle leaves a temporary file named
 * ".NAME.PID.tai-tmp-XXXXXX"; tai_save_file_clean_stale() removes those
 * whose process is gone. The program sweeps its own folders so when it
 * reads them (matches, lesson progress, custom rulesets, the hand's
 * autosave), and the first save into any folder in a run sweeps that
 * folder, so that a folder the user saves hands or exports into is kept
 * clean too. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Replaces @path with @length bytes of @data. A new file gets @mode (less
 * the umask); an existing one keeps its own permissions. A symbolic link
 * is followed, so the file it points to is replaced and the link stays.
 * The first save into a folder in this process then removes the stale
 * temporary files there (tai_save_file_clean_stale()): call it off the
 * main thread, as any file I/O.
 * Errors are TAI_FILE_ERROR_IO, with a message saying what failed in a
 * player's words and no file name (the caller's sentence names the file). */
gboolean tai_save_file (const char *path, const void *data, gsize length, int mode,
                        GError **error);

/* Removes the temporary files that a save killed in the middle left in
 * @dir: those of a process that no longer runs, or older than a day. Never
 * touches another file. Returns how many were removed. */
guint tai_save_file_clean_stale (const char *dir);

/* Sets aside a file that holds nothing this version can read, so that
 * the next start does not stumble on it again and it is kept whole for
 * whoever wants to mend it: renames @path to PATH.bad, or PATH.bad-2,
 * PATH.bad-3 … when an earlier file was set aside under that name (one
 * set aside is never overwritten). Returns the new path, or NULL with
 * errno set. */
char *tai_save_file_set_aside (const char *path);

/* TRUE when @name (a file name without folder) is one of our temporary
 * files, so that a folder listing can skip it. */
gboolean tai_save_file_is_temporary (const char *name);

G_END_DECLS
