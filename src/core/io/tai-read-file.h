/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-read-file.h: the one way the core reads a whole user file (a hand
 * file, a ruleset, a course of lessons, a match).
 *
 * A FIFO, a device, a socket or a folder named where a file is expected
 * is refused at once, without waiting for a writer (opening a FIFO would
 * otherwise hang the program) or reading gigabytes (/dev/zero); so is a
 * file larger than the limit of its kind, before it is read. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest file of each kind: far above any real one (a hand file is a
 * few kilobytes, the built-in rulesets and courses some 30 kB, a match of
 * a thousand hands about 2 MB), far below what would hurt. */
#define TAI_READ_MAX_HAND_FILE (1u << 20)
#define TAI_READ_MAX_RULESET (4u << 20)
#define TAI_READ_MAX_LESSON (16u << 20)
#define TAI_READ_MAX_MATCH (64u << 20)

/* Reads all of @path into a new NUL-terminated *@contents (its length in
 * *@length, which may be NULL), refusing what is not a regular file and
 * what holds more than @max_size bytes. Errors are TAI_FILE_ERROR_IO, a
 * sentence that names the file. */
gboolean tai_read_file (const char *path, gsize max_size, char **contents, gsize *length,
                        GError **error);

/* Opens @path for reading with the same refusals as tai_read_file()
 * (what is not a regular file, what is larger than @max_size), for a
 * reader that stops before the end: the descriptor, to be closed by the
 * caller, or -1 with *@error set. */
int tai_open_file (const char *path, gsize max_size, GError **error);

G_END_DECLS
