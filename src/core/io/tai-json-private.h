/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json-private.h: shared by the files of io/'s JSON reader only. */
#pragma once

#include <glib.h>

#include "tai-error.h"

G_BEGIN_DECLS

/* How many characters of an offending token a message quotes. */
#define TAI_JSON_QUOTE_MAX 20

/* Checks that @data is RFC 8259 JSON with no member named twice in one
 * object, nested at most 32 deep, its strings free of escapes json-glib
 * would decode into something else; TAI_FILE_ERROR_PARSE "malformed JSON:
 * line N[, in “PATH”]: …" otherwise. White space alone passes. */
gboolean tai_json_check_strict (const char *data, gsize length, GError **error);

/* A stretch of the text: bytes @start up to (not including) @end. */
typedef struct
{
  gsize start;
  gsize end;
} TaiJsonSpan;

/* As tai_json_check_strict(); besides, when @data is an object whose
 * member @member is a list, the span of each of the list's elements is
 * appended to @elements (a GArray of TaiJsonSpan) and the list's own span,
 * brackets included, is put in @list; @list is { 0, 0 } when there is no
 * such list. So that a caller can read a long list an element at a time
 * instead of building json-glib's tree of the whole text at once. */
gboolean tai_json_check_strict_split (const char *data, gsize length, const char *member,
                                      GArray *elements, TaiJsonSpan *list, GError **error);
/* “TOKEN” in curly quotes, cut to TAI_JSON_QUOTE_MAX characters with "…",
 * control characters written as \uXXXX, bytes that are not UTF-8 mended. */
char *tai_json_quote_token (const char *text, gsize length);

G_END_DECLS
