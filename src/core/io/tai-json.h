/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json.h: the one careful way the core reads and writes JSON text.
 *
 * Three parts: the parser (tai_json_parse), one family of field readers
 * shared by every file format (hand file, match file, lessons), and the
 * writer of the layout hand-format.md shows (taicount's output).
 *
 * The rules of the field readers, the same for every format:
 * - an error is TAI_FILE_ERROR_PARSE with the message "PATH: message", where
 *   PATH names the field as a person finds it in the file: "seat",
 *   "melds[1].tiles", "hands[3].tai";
 * - a member written as null is the same as a member left out: absent;
 * - a whole number may be written as an integer or as a real without a
 *   fraction (3 and 3.0 are both 3; 3.5 is refused);
 * - the names of JSON types in messages ("a list", "an object") are
 *   translated, as the rest of the message is;
 * - every string is read by tai_json_node_get_string(), the one place
 *   that decides which decoded strings the core accepts. */
#pragma once

#include <json-glib/json-glib.h>

#include "tai-hand.h"

G_BEGIN_DECLS

/* ---- the parser ---------------------------------------------------- */

/* Parses @data (@length bytes, or NUL-terminated when −1) into a parser
 * holding the root node. The text must be UTF-8 and RFC 8259 JSON, no
 * more (tai-json-strict.c checks it before json-glib sees it): no member
 * named twice in one object (json-glib keeps the last), no hexadecimal,
 * leading zeros, "1.", NaN or Infinity, no comments or single quotes, no
 * raw control character in a string, no second value after the first,
 * nothing nested deeper than 32 (json-glib recurses per level and
 * crashes on hostile nesting). Errors are TAI_FILE_ERROR_PARSE,
 * "malformed JSON: line N: [in “PATH”: ]…", quoting at most 20
 * characters of an offending token; callers put the file name first. */
JsonParser *tai_json_parse (const char *data, gssize length, GError **error);

/* ---- field readers: errors and paths -------------------------------- */

/* Sets @error to TAI_FILE_ERROR_PARSE "PATH: message". */
G_GNUC_PRINTF (3, 4)
void tai_json_set_error (GError **error, const char *path, const char *format, ...);
/* Passes on @local (taking it) with "PATH: " in front, keeping its domain
 * and code: for what another part of the core found wrong in a field. */
void tai_json_prefix_error (GError **error, GError *local, const char *path);
/* "PARENT.NAME", or "NAME" when @parent is NULL or empty (the top level). */
char *tai_json_member_path (const char *parent, const char *name);
/* "PARENT[INDEX]". */
char *tai_json_element_path (const char *parent, guint index);
/* What @node is, in words for a message: "a list", "a string", …
 * (translated; "null" for a JSON null, which is a word of the file). */
const char *tai_json_type_noun (JsonNode *node);
/* The member @name of @object, or NULL when it is absent or null. */
JsonNode *tai_json_get_member (JsonObject *object, const char *name);

/* ---- field readers: one node ---------------------------------------- */

/* Each reads @node, named @path in errors, and returns FALSE with @error
 * set when it is not what is asked for. */
gboolean tai_json_node_get_string (JsonNode *node, const char *path, const char **out,
                                   GError **error);
/* A whole number from @min to @max (see the rule above). */
gboolean tai_json_node_get_int (JsonNode *node, const char *path, int min, int max, int *out,
                                GError **error);
gboolean tai_json_node_get_bool (JsonNode *node, const char *path, gboolean *out,
                                 GError **error);
gboolean tai_json_node_get_object (JsonNode *node, const char *path, JsonObject **out,
                                   GError **error);
gboolean tai_json_node_get_array (JsonNode *node, const char *path, JsonArray **out,
                                  GError **error);
/* "east", "south", "west" or "north". */
gboolean tai_json_node_get_seat (JsonNode *node, const char *path, TaiWind *out,
                                 GError **error);
/* The value of a ruleset variant as the ruleset spells it: a string as it
 * is, a whole number in decimal ("3"), true and false as "on" and "off".
 * Returns a new string, or NULL with @error set. */
char *tai_json_node_dup_variant_value (JsonNode *node, const char *path, GError **error);

/* ---- field readers: one member of an object -------------------------- */

/* Each reads the member @name of @object, an object found at @parent
 * (NULL at the top level); errors name "PARENT.NAME". An absent (or null)
 * member is an error when @required; otherwise the reader returns TRUE and
 * leaves *@out as it was (strings, objects and lists: set to NULL), so
 * that a default set beforehand stays. */
gboolean tai_json_read_string (JsonObject *object, const char *parent, const char *name,
                               gboolean required, const char **out, GError **error);
gboolean tai_json_read_int (JsonObject *object, const char *parent, const char *name,
                            gboolean required, int min, int max, int *out, GError **error);
gboolean tai_json_read_bool (JsonObject *object, const char *parent, const char *name,
                             gboolean required, gboolean *out, GError **error);
gboolean tai_json_read_object (JsonObject *object, const char *parent, const char *name,
                               gboolean required, JsonObject **out, GError **error);
gboolean tai_json_read_array (JsonObject *object, const char *parent, const char *name,
                              gboolean required, JsonArray **out, GError **error);
/* *@present (may be NULL) says whether the member was there. */
gboolean tai_json_read_seat (JsonObject *object, const char *parent, const char *name,
                             gboolean required, gboolean *present, TaiWind *out,
                             GError **error);

/* ---- the writer ------------------------------------------------------ */

/* Members for a JsonBuilder inside an object; a NULL string is null. */
void tai_json_add_string (JsonBuilder *builder, const char *name, const char *value);
void tai_json_add_int (JsonBuilder *builder, const char *name, gint64 value);
void tai_json_add_bool (JsonBuilder *builder, const char *name, gboolean value);
/* A list of the strings of @strv (NULL: an empty list). */
void tai_json_add_strv (JsonBuilder *builder, const char *name, char **strv);
/* The string keys of @table (owned by it), sorted, so that a file written
 * from a hash table holds the same bytes every time. */
GPtrArray *tai_json_sorted_keys (GHashTable *table);

/* @node as text in the layout of hand-format.md, which outside checks
 * compare byte for byte: the top object one member a line, two spaces an
 * indent, lists of plain values on one line, short objects and lists of
 * them on one line ("{ "from": "north", … }"), UTF-8 as it is. No
 * newline at the end. */
char *tai_json_write (JsonNode *node);

G_END_DECLS
