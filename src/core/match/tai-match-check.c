/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-check.c: the zero-sum check of a match and of its file. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-json.h"
#include "tai-read-file.h"
#include "tai-match-check.h"
#include "tai-match-object.h"
#include "tai-match-private.h"
#include "tai-score-text.h"

gint64
tai_match_get_balance_sum (TaiMatch *match)
{
  gint64 sum = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), 0);

  for (int seat = 0; seat < 4; seat++)
    sum += tai_match_get_balance (match, seat);
  return sum;
}

/* The sum of the four seats of @object's member @member, or FALSE when it
 * is absent or not four whole numbers (then the file's own loader has the
 * say, and this check has nothing to add). */
static gboolean
sum_of_seats (JsonObject *object, const char *member, gint64 *sum)
{
  static const char *const seats[] = { "east", "south", "west", "north" };
  JsonNode *node = json_object_get_member (object, member);
  JsonObject *by_seat;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  by_seat = json_node_get_object (node);
  *sum = 0;
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      JsonNode *value = json_object_get_member (by_seat, seats[i]);

      if (value == NULL || !JSON_NODE_HOLDS_VALUE (value)
          || json_node_get_value_type (value) != G_TYPE_INT64)
        return FALSE;
      /* Amounts in a sound file are far below 2^53; a wild one must not
       * overflow the sum. */
      if (json_node_get_int (value) > G_MAXINT64 / 8 || json_node_get_int (value) < G_MININT64 / 8)
        return FALSE;
      *sum += json_node_get_int (value);
    }
  return TRUE;
}

static gboolean
fail (GError **error, const char *where, const char *message)
{
  if (where != NULL)
    /* Translators: a file name and a problem found in it. */
    g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("%1$s: %2$s"), where, message);
  else
    g_set_error_literal (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, message);
  return FALSE;
}

gboolean
tai_match_check_file_data (const char *data, gssize length, const char *where, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;

  g_return_val_if_fail (data != NULL, FALSE);

  parser = tai_json_parse (data, length, NULL);
  if (parser == NULL)
    return TRUE;
  return tai_match_check_json (json_parser_get_root (parser), where, error);
}

gboolean
tai_match_check_json_row (JsonNode *row, guint index, const char *where, GError **error)
{
  JsonNode *computed;
  JsonObject *object;
  gint64 sum;

  if (!JSON_NODE_HOLDS_OBJECT (row))
    return TRUE;
  computed = json_object_get_member (json_node_get_object (row), "computed");
  if (computed == NULL || !JSON_NODE_HOLDS_OBJECT (computed))
    return TRUE;
  object = json_node_get_object (computed);
  if (sum_of_seats (object, "changes", &sum) && sum != 0)
    {
      g_autofree char *amount = tai_format_amount (sum);
      g_autofree char *message = g_strdup_printf (
          /* Translators: a match file edited by hand; "row 4" counts
           * the file's rows from 1. */
          _("In row %1$u the four players’ wins and losses add up to %2$s instead of 0, "
            "so someone paid money that nobody received; the file was changed by hand "
            "or by another program."),
          index + 1, amount);
      return fail (error, where, message);
    }
  if (sum_of_seats (object, "balances", &sum) && sum != 0)
    {
      g_autofree char *amount = tai_format_amount (sum);
      g_autofree char *message = g_strdup_printf (
          _("After row %1$u the four players’ balances add up to %2$s instead of 0; the "
            "file was changed by hand or by another program."),
          index + 1, amount);
      return fail (error, where, message);
    }
  return TRUE;
}

gboolean
tai_match_check_json (JsonNode *root, const char *where, GError **error)
{
  JsonNode *hands;
  JsonArray *rows;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return TRUE;
  hands = json_object_get_member (json_node_get_object (root), "hands");
  if (hands == NULL || !JSON_NODE_HOLDS_ARRAY (hands))
    return TRUE;
  rows = json_node_get_array (hands);
  for (guint i = 0; i < json_array_get_length (rows); i++)
    if (!tai_match_check_json_row (json_array_get_element (rows, i), i, where, error))
      return FALSE;
  return TRUE;
}

gboolean
tai_match_check_file (TaiMatch *match, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  const char *path;
  gsize length = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);

  path = tai_match_get_path (match);
  if (path == NULL)
    return TRUE;
  display = g_filename_display_name (path);
  /* The message names the file already. */
  if (!tai_read_file (path, TAI_READ_MAX_MATCH, &data, &length, error))
    return FALSE;
  return tai_match_check_file_data (data, (gssize) length, display, error);
}

const char *
tai_match_get_file_problem (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->file_problem;
}
