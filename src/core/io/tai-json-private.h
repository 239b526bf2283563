/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json-private.h: shared by the files of the JSON reader only. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Checks @data against RFC 8259 beyond what json-glib does: no key twice
 * in one object, numbers as JSON writes them (no 0x10, 01, 1., NaN), the
 * words true, false and null only, one value. TAI_FILE_ERROR_PARSE with
 * the line and the key or token (at most 20 characters of it). @data has
 * passed tai-json.c's shape check (UTF-8, escapes, depth). */
gboolean tai_json_check_strict (const char *data, gsize length, GError **error);

G_END_DECLS
