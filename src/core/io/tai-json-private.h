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
/* “TOKEN” in curly quotes, cut to TAI_JSON_QUOTE_MAX characters with "…",
 * control characters written as \uXXXX, bytes that are not UTF-8 mended. */
char *tai_json_quote_token (const char *text, gsize length);

G_END_DECLS
