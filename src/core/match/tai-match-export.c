/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-export.c: the CSV exports. The data form (tokens, stable
 * columns) comes from tai_match_to_csv(), so both writers of it agree
 * field for field; the form for people is written here, in the reader's
 * language, with the same cell rules (RFC 4180 quoting, the formula
 * guard). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-match-export.h"
#include "tai-match-summary.h"
#include "tai-save-file.h"

#define UTF8_BOM "\xEF\xBB\xBF"

/* RFC 4180: a cell holding a comma, a quote or a line break is quoted,
 * with its quotes doubled; leading and trailing spaces are quoted too, so
 * that no spreadsheet trims them. A cell a spreadsheet would take for a
 * formula (= + - @, a tab or a carriage return first) gets a leading ',
 * so that it is shown as text and never run: a player called
 * "=HYPERLINK(…)" is a name, not a link. Numbers go through append_int()
 * and keep their sign. */
static void
append_cell (GString *out, const char *text, gboolean first)
{
  g_autofree char *tamed = NULL;
  gboolean quote;

  if (text[0] != '\0' && strchr ("=+-@\t\r", text[0]) != NULL)
    text = tamed = g_strconcat ("'", text, NULL);
  quote = text[0] == ' ' || (text[0] != '\0' && text[strlen (text) - 1] == ' ')
          || strpbrk (text, ",\"\r\n") != NULL;
  if (!first)
    g_string_append_c (out, ',');
  if (!quote)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
append_int (GString *out, gint64 value)
{
  g_string_append_printf (out, ",%" G_GINT64_FORMAT, value);
}

static const char *
person_or_empty (TaiMatch *match, int player)
{
  return player >= 0 && player < 4 ? tai_match_get_player_person (match, player) : "";
}

/* How a win was won, in the words of the window's Record Win dialog (the
 * same message contexts, so the same translations). All eight flowers is
 * named as the table names it: 八仙過海 at a Taiwanese table, 花胡 at a
 * Singapore one. */
static const char *
win_by_words (TaiMatch *match, TaiWinBy by)
{
  const TaiRules *rules = tai_match_get_rules (match);

  switch (by)
    {
    case TAI_WIN_DISCARD:
      return C_ ("won by", "Discard");
    case TAI_WIN_ROBBING_KONG:
      return C_ ("won by", "Robbing a kong");
    case TAI_WIN_EIGHT_FLOWERS:
      if (rules != NULL && !tai_rules_flower_win_is_eight_immortals (rules))
        return _("Eight flowers");
      return C_ ("won by", "Eight flowers");
    case TAI_WIN_SEVEN_ROBS_ONE:
      return C_ ("won by", "Seven robs one");
    case TAI_WIN_SELF_DRAW:
    default:
      return C_ ("won by", "Self-draw");
    }
}

static char *
translated_csv (TaiMatch *match)
{
  GListModel *rows = G_LIST_MODEL (match);
  guint n = g_list_model_get_n_items (rows);
  GString *out = g_string_new (NULL);
  /* Translators: the column headings of the CSV export a person opens in
   * a spreadsheet: the hand number, the prevailing wind, the player who
   * deals, the dealer's streak (連莊), the result, the winner (or the
   * collector of a Singapore collection), how the hand was won, who paid
   * alone (the discarder), the tai paid, and the lines the hand scored
   * (only for a hand entered with its tiles or its sources). */
  const char *const headings[] = {
    C_ ("CSV heading", "Hand"),   C_ ("CSV heading", "Round"),  C_ ("CSV heading", "Dealer"),
    C_ ("CSV heading", "Streak"), C_ ("CSV heading", "Result"), C_ ("CSV heading", "Winner"),
    C_ ("CSV heading", "How"),    C_ ("CSV heading", "From"),   C_ ("CSV heading", "Tai"),
    C_ ("CSV heading", "Lines"),
  };

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    append_cell (out, headings[c], c == 0);
  for (int player = 0; player < 4; player++)
    append_cell (out, tai_match_get_player_name (match, player), FALSE);
  for (int player = 0; player < 4; player++)
    {
      /* Translators: the heading of a player's running balance in the
       * CSV export, after the columns of each row's gains and losses
       * (which are headed by the names alone). */
      g_autofree char *heading = g_strdup_printf (C_ ("CSV heading", "%s’s balance"),
                                                  tai_match_get_player_name (match, player));

      append_cell (out, heading, FALSE);
    }
  append_cell (out, C_ ("CSV heading", "Note"), FALSE);
  g_string_append (out, "\r\n");

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (rows, i);
      int winner = tai_match_hand_get_winner (hand);

      g_string_append_printf (out, "%u", tai_match_hand_get_number (hand));
      append_cell (out, tai_wind_english_name (tai_match_hand_get_round (hand)), FALSE);
      append_cell (out, person_or_empty (match, tai_match_hand_get_dealer (hand)), FALSE);
      append_int (out, tai_match_hand_get_streak (hand));
      switch (tai_match_hand_get_result (hand))
        {
        case TAI_MATCH_RESULT_WIN:
          {
            g_autofree char *lines = tai_match_row_lines_text (match, hand);

            append_cell (out, C_ ("CSV result", "Win"), FALSE);
            append_cell (out, person_or_empty (match, winner), FALSE);
            append_cell (out, win_by_words (match, tai_match_hand_get_win_by (hand)), FALSE);
            append_cell (out, person_or_empty (match, tai_match_hand_get_from (hand)), FALSE);
            append_int (out, tai_match_hand_get_paid_tai (hand));
            append_cell (out, lines != NULL ? lines : "", FALSE);
            break;
          }
        case TAI_MATCH_RESULT_COLLECTION:
          {
            const char *kind = tai_collection_name (tai_match_hand_get_collection (hand));
            /* Translators: a Singapore collection made from the tiles
             * dealt, in the How column of the CSV export: "Bite (dealt)". */
            g_autofree char *how = tai_match_hand_get_dealt (hand)
                                     ? g_strdup_printf (C_ ("CSV", "%s (dealt)"), kind)
                                     : g_strdup (kind);

            append_cell (out, C_ ("CSV result", "Collection"), FALSE);
            append_cell (out, person_or_empty (match, winner), FALSE);
            append_cell (out, how, FALSE);
            g_string_append (out, ",,,");
            break;
          }
        case TAI_MATCH_RESULT_ABANDONED:
          append_cell (out, C_ ("CSV result", "Abandoned"), FALSE);
          g_string_append (out, ",,,,,");
          break;
        case TAI_MATCH_RESULT_DRAW:
        default:
          append_cell (out, C_ ("CSV result", "Exhaustive draw"), FALSE);
          g_string_append (out, ",,,,,");
          break;
        }
      for (int seat = 0; seat < 4; seat++)
        append_int (out, tai_match_hand_get_change (hand, seat));
      for (int seat = 0; seat < 4; seat++)
        append_int (out, tai_match_hand_get_balance (hand, seat));
      append_cell (out, tai_match_hand_get_note (hand), FALSE);
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}

char *
tai_match_to_csv_full (TaiMatch *match, TaiCsvFlags flags, gsize *length)
{
  g_autofree char *csv = NULL;
  char *result;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  csv = (flags & TAI_CSV_TRANSLATED) ? translated_csv (match) : tai_match_to_csv (match);
  result = (flags & TAI_CSV_BOM) ? g_strconcat (UTF8_BOM, csv, NULL) : g_steal_pointer (&csv);
  if (length != NULL)
    *length = strlen (result);
  return result;
}

gboolean
tai_match_export_csv_full (TaiMatch *match, const char *path, TaiCsvFlags flags, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *csv = NULL;
  gsize length = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  csv = tai_match_to_csv_full (match, flags, &length);
  if (!tai_save_file (path, csv, length, 0644, &local))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Could not export the match to %s: %s"),
                   display, local->message);
      return FALSE;
    }
  return TRUE;
}
