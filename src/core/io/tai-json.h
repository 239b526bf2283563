/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json.h: the one careful way the core reads JSON text. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Parses @data (@length bytes, or NUL-terminated when −1) into a parser
 * holding the root node. Refuses text that is not UTF-8 and values nested
 * deeper than 32 before json-glib sees them, since json-glib recurses per
 * level and crashes on hostile nesting; a second value after the first
 * at the top level, which json-glib would take (keeping the last) and
 * leak the first; and what is not JSON though json-glib takes it
 * (comments, single-quoted strings). Errors are TAI_ERROR_PARSE,
 * "malformed JSON: …". */
JsonParser *tai_json_parse (const char *data, gssize length, GError **error);

G_END_DECLS
