/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-check.h: the zero-sum check. Every payment goes from one
 * player to another, so every row's changes and every running balance add
 * up to zero. The ledger computes them again from the hands, so its own
 * numbers always do; a match file, though, also carries the numbers a
 * program wrote, and a file edited by hand may break them. */
#pragma once

#include <json-glib/json-glib.h>

#include "tai-match.h"

G_BEGIN_DECLS

/* The sum of @match's balances now (0 for every sound match). */
gint64 tai_match_get_balance_sum (TaiMatch *match);

/* Checks the "computed" changes and balances written in the match file
 * @data (@length bytes, or −1): each row's must add up to zero. Fails with
 * TAI_MATCH_ERROR_INVALID naming the hand and the sum, in a player's words; a
 * file that is not a match file at all is left to tai_match_load() and
 * passes here. @where (a file name, may be NULL) begins the message. */
gboolean tai_match_check_file_data (const char *data, gssize length, const char *where,
                                    GError **error);
/* The same for the root of a match file already parsed. */
gboolean tai_match_check_json (JsonNode *root, const char *where, GError **error);
/* The same for one row of the file's "hands", the @index-th (from 0). */
gboolean tai_match_check_json_row (JsonNode *row, guint index, const char *where,
                                   GError **error);
/* The same for the file @match was loaded from (TRUE for a match in
 * memory). Reading errors fail with TAI_FILE_ERROR_IO. */
gboolean tai_match_check_file (TaiMatch *match, GError **error);
/* What that check found in the file as @match was loaded from it, checked
 * on the tree the load parsed (reading and parsing the file again for it
 * doubled the time a long match took to open), or NULL. */
const char *tai_match_get_file_problem (TaiMatch *self);

G_END_DECLS
