/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount match: a match file's balances, the settle-up at the end of the
 * night and each player's statistics; given several match files, the
 * statistics run over all of them (players known by name). The JSON is
 * documented in data/match-format.md. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "tai-match-check.h"
#include "tai-match-export.h"
#include "tai-read-file.h"
#include "tai-match-stats.h"
#include "tai-score-text.h"
#include "tai-settle.h"
#include "taicount.h"

/* Loads one match file. The ledger computes every total again from the
 * rows, as the window does; when the totals the file carries (written by
 * an older version, or edited) do not add up, *@note says so, and the
 * match is shown all the same, as the window shows it. Returns the exit
 * status on failure (after reporting it). */
static int
load_match (const char *path, TaiMatch **out, char **note)
{
  g_autoptr (GError) error = NULL;

  *out = tai_match_load (path, &error);
  if (*out == NULL)
    {
      if (g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  /* Checked as the file was loaded, on the tree the load parsed. */
  if (tai_match_get_file_problem (*out) != NULL)
    /* Translators: the first %s is the problem found in a match file's
     * stored totals (it names the file). */
    *note = g_strdup_printf (_("%s The totals shown were computed again from the rows."),
                             tai_match_get_file_problem (*out));
  return EXIT_SCORED;
}

static void
count_rows (TaiMatch *match, guint *wins, guint *draws, guint *collections, guint *abandoned)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));

  *wins = *draws = *collections = *abandoned = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), i);

      switch (tai_match_hand_get_result (hand))
        {
        case TAI_MATCH_RESULT_WIN:
          (*wins)++;
          break;
        case TAI_MATCH_RESULT_DRAW:
          (*draws)++;
          break;
        case TAI_MATCH_RESULT_ABANDONED:
          (*abandoned)++;
          break;
        case TAI_MATCH_RESULT_COLLECTION:
        default:
          (*collections)++;
          break;
        }
    }
}

/* Two decimals are what a player reads; more would be noise. */
static double
rounded_average (const TaiPlayerStats *player)
{
  return round (tai_player_stats_get_average_tai (player) * 100) / 100;
}

static gboolean opt_csv = FALSE;
static gboolean opt_csv_translated = FALSE;

static const GOptionEntry match_entries[] = {
  { "csv", 0, 0, G_OPTION_ARG_NONE, &opt_csv,
    N_("Print the rows as CSV data: English tokens, the columns of match-csv.md"), NULL },
  { "csv-translated", 0, 0, G_OPTION_ARG_NONE, &opt_csv_translated,
    N_("Print the rows as CSV for people, in the language of the messages"), NULL },
  { NULL }
};

/* A share, to two decimals (a whole percentage). */
static double
rounded_rate (double share)
{
  return round (share * 100) / 100;
}

/* ---- JSON ---------------------------------------------------------------- */

static void
add_match_json (JsonBuilder *builder, const char *path, TaiMatch *match, const char *note)
{
  TaiTransfer transfers[3];
  guint n = tai_match_settle_up (match, transfers);
  guint wins, draws, collections, abandoned;

  count_rows (match, &wins, &draws, &collections, &abandoned);
  json_builder_begin_object (builder);
  member_string (builder, "file", path);
  member_string (builder, "id", tai_match_get_id (match));
  member_string (builder, "title", tai_match_get_title (match) != NULL ? tai_match_get_title (match) : "");
  member_string (builder, "rules", tai_match_get_rules_name (match));
  json_builder_set_member_name (builder, "players");
  json_builder_begin_object (builder);
  for (int seat = 0; seat < 4; seat++)
    member_string (builder, tai_wind_token (seat), tai_match_get_player_name (match, seat));
  json_builder_end_object (builder);
  member_int (builder, "hands", wins + draws);
  member_int (builder, "wins", wins);
  member_int (builder, "draws", draws);
  member_int (builder, "collections", collections);
  member_int (builder, "abandoned", abandoned);
  json_builder_set_member_name (builder, "balances");
  json_builder_begin_object (builder);
  for (int seat = 0; seat < 4; seat++)
    member_int (builder, tai_wind_token (seat), tai_match_get_balance (match, seat));
  json_builder_end_object (builder);
  member_int (builder, "balance_sum", tai_match_get_balance_sum (match));
  /* Only when the file's own totals were out of date: output of a sound
   * file stays as it was. */
  if (note != NULL)
    member_string (builder, "recomputed", note);
  json_builder_set_member_name (builder, "settle_up");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      member_string (builder, "from", tai_wind_token (transfers[i].from));
      member_string (builder, "to", tai_wind_token (transfers[i].to));
      member_int (builder, "amount", transfers[i].amount);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_player_json (JsonBuilder *builder, const TaiPlayerStats *player)
{
  json_builder_begin_object (builder);
  member_string (builder, "name", player->name);
  member_int (builder, "hands_won", player->hands_won);
  member_int (builder, "self_drawn", player->self_drawn);
  member_int (builder, "dealt_in", player->dealt_in);
  member_int (builder, "hands_played", player->hands_played);
  member_int (builder, "longest_streak", player->longest_streak);
  json_builder_set_member_name (builder, "self_draw_rate");
  json_builder_add_double_value (builder, rounded_rate (tai_player_stats_get_self_draw_rate (player)));
  json_builder_set_member_name (builder, "deal_in_rate");
  json_builder_add_double_value (builder, rounded_rate (tai_player_stats_get_deal_in_rate (player)));
  json_builder_set_member_name (builder, "biggest_hand");
  if (player->biggest_tai < 0)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      member_int (builder, "tai", player->biggest_tai);
      member_string (builder, "match", player->biggest_match_id);
      member_int (builder, "number", player->biggest_number);
      member_int (builder, "amount", player->biggest_amount);
      json_builder_end_object (builder);
    }
  member_int (builder, "tai_of_wins", player->tai_of_wins);
  json_builder_set_member_name (builder, "average_tai");
  json_builder_add_double_value (builder, rounded_average (player));
  member_int (builder, "net", player->net);
  json_builder_set_member_name (builder, "nights");
  json_builder_begin_array (builder);
  for (guint i = 0; i < player->nights->len; i++)
    {
      const TaiNight *night = &g_array_index (player->nights, TaiNight, i);

      json_builder_begin_object (builder);
      member_string (builder, "match", night->match_id);
      member_string (builder, "title", night->title);
      member_int (builder, "net", night->net);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  member_int (builder, "scored_wins", player->scored_wins);
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < player->lines->len; i++)
    {
      const TaiLineCount *line = &g_array_index (player->lines, TaiLineCount, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", line->id);
      member_string (builder, "name", line->name);
      member_string (builder, "native", line->native);
      member_int (builder, "count", line->count);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
print_match_json (char **paths, GPtrArray *matches, GPtrArray *notes,
                  const TaiMatchStats *stats)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  member_bool (builder, "valid", TRUE);
  json_builder_set_member_name (builder, "matches");
  json_builder_begin_array (builder);
  for (guint i = 0; i < matches->len; i++)
    add_match_json (builder, paths[i], g_ptr_array_index (matches, i),
                    g_ptr_array_index (notes, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "statistics");
  json_builder_begin_object (builder);
  member_int (builder, "matches", stats->n_matches);
  member_int (builder, "hands", stats->n_hands);
  member_int (builder, "wins", stats->n_wins);
  member_int (builder, "draws", stats->n_draws);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < stats->players->len; i++)
    add_player_json (builder, g_ptr_array_index (stats->players, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  print_json (builder);
}

/* ---- people ------------------------------------------------------------- */

static void
append_match_human (GString *out, TaiMatch *match)
{
  TaiTransfer transfers[3];
  guint n = tai_match_settle_up (match, transfers);
  guint wins, draws, collections, abandoned, width = 0;
  const char *title = tai_match_get_title (match);
  g_autofree char *sum = human_amount (tai_match_get_balance_sum (match));

  count_rows (match, &wins, &draws, &collections, &abandoned);
  if (title != NULL && *title != '\0')
    /* Translators: a match's title and its ruleset. */
    g_string_append_printf (out, _("%1$s (%2$s)"), title,
                            tai_ruleset_get_display_name (tai_rules_get_ruleset (tai_match_get_rules (match))));
  else
    g_string_append (out, tai_ruleset_get_display_name (tai_rules_get_ruleset (tai_match_get_rules (match))));
  g_string_append_c (out, '\n');
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u hand was played.",
                                            "%u hands were played.", wins + draws),
                          wins + draws);
  g_string_append_c (out, '\n');
  if (draws > 0)
    {
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u hand ended in a draw.",
                                                "%u hands ended in a draw.", draws),
                              draws);
      g_string_append_c (out, '\n');
    }
  /* Said, so that a hand dealt again is seen in the record. */
  if (abandoned > 0)
    {
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "%u hand was abandoned and dealt again.",
                                                "%u hands were abandoned and dealt again.",
                                                abandoned),
                              abandoned);
      g_string_append_c (out, '\n');
    }

  /* Translators: the heading of the balances, with their sum, which is 0
   * for every sound match. */
  g_string_append_printf (out, _("Balances (they add up to %s):"), sum);
  g_string_append_c (out, '\n');
  for (int seat = 0; seat < 4; seat++)
    width = MAX (width, display_width (tai_match_get_player_name (match, seat)));
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *amount = human_amount (tai_match_get_balance (match, seat));

      g_string_append (out, "  ");
      append_padded (out, tai_wind_english_name (seat), 7);
      append_padded (out, tai_match_get_player_name (match, seat), width + 2);
      append_right (out, amount, 8);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, _("Settle up:"));
  g_string_append_c (out, '\n');
  if (n == 0)
    g_string_append_printf (out, "  %s\n", _("Nobody owes anything."));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, transfers[i].amount);
      /* Isolated, so that a right-to-left name cannot turn the sentence
       * around it (tai_text_isolate()). */
      g_autofree char *from = tai_text_isolate (tai_match_get_player_name (match, transfers[i].from));
      g_autofree char *to = tai_text_isolate (tai_match_get_player_name (match, transfers[i].to));

      g_string_append (out, "  ");
      g_string_append_printf (out, _("%1$s pays %2$s %3$s."), from, to, amount);
      g_string_append_c (out, '\n');
    }
}

/* One row of a statistics table, indented: the first cell (a name)
 * left-aligned in @widths[0] + 2 columns, the others right-aligned in
 * theirs, as numbers and the headings over them are. */
static void
append_table_row (GString *out, const char *const *cells, const guint *widths, guint n_cells)
{
  g_string_append (out, "  ");
  append_padded (out, cells[0], widths[0] + 2);
  for (guint c = 1; c < n_cells; c++)
    {
      for (guint pad = display_width (cells[c]); pad < widths[c]; pad++)
        g_string_append_c (out, ' ');
      g_string_append (out, cells[c]);
      g_string_append (out, c + 1 < n_cells ? "  " : "\n");
    }
}

/* The second table: each player's longest dealer streak and the shares
 * of the hands played won by self-draw and dealt in, the columns of the
 * window's second statistics table. */
static void
append_rates_human (GString *out, const TaiMatchStats *stats, guint name_width)
{
  const char *headings[] = {
    C_("statistics", "Player"), C_("statistics", "Longest streak"),
    C_("statistics", "Self-draw rate"), C_("statistics", "Deal-in rate"),
  };
  guint widths[G_N_ELEMENTS (headings)];

  widths[0] = MAX (name_width, display_width (headings[0]));
  for (guint c = 1; c < G_N_ELEMENTS (headings); c++)
    widths[c] = MAX (display_width (headings[c]), 6);
  append_table_row (out, headings, widths, G_N_ELEMENTS (headings));
  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);
      g_autofree char *streak = g_strdup_printf ("%u", player->longest_streak);
      /* Translators: a percentage in taicount match's statistics; %d is a
       * whole number and %% the percent sign. */
      g_autofree char *self_draw = g_strdup_printf (
          _("%d%%"), (int) round (tai_player_stats_get_self_draw_rate (player) * 100));
      g_autofree char *deal_in = g_strdup_printf (
          _("%d%%"), (int) round (tai_player_stats_get_deal_in_rate (player) * 100));
      const char *cells[] = { player->name, streak, self_draw, deal_in };

      append_table_row (out, cells, widths, G_N_ELEMENTS (cells));
    }
}

static void
append_stats_human (GString *out, const TaiMatchStats *stats)
{
  const char *headings[] = {
    /* Translators: column headings of taicount match's statistics; keep
     * them short. */
    C_("statistics", "Player"), C_("statistics", "Won"), C_("statistics", "Self-drawn"),
    C_("statistics", "Dealt in"), C_("statistics", "Biggest"), C_("statistics", "Average"),
    C_("statistics", "Net"),
  };
  guint widths[G_N_ELEMENTS (headings)];

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    widths[c] = MAX (display_width (headings[c]), 6);
  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      widths[0] = MAX (widths[0], display_width (player->name));
    }

  g_string_append (out, _("Statistics:"));
  g_string_append_c (out, '\n');
  append_table_row (out, headings, widths, G_N_ELEMENTS (headings));
  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);
      g_autofree char *biggest = player->biggest_tai >= 0 ? g_strdup_printf ("%d", player->biggest_tai)
                                                         : g_strdup ("-");
      g_autofree char *average = g_strdup_printf ("%.2f", rounded_average (player));
      g_autofree char *net = human_amount (player->net);
      g_autofree char *won = g_strdup_printf ("%u", player->hands_won);
      g_autofree char *self_drawn = g_strdup_printf ("%u", player->self_drawn);
      g_autofree char *dealt_in = g_strdup_printf ("%u", player->dealt_in);
      const char *cells[] = { player->name, won, self_drawn, dealt_in, biggest, average, net };

      append_table_row (out, cells, widths, G_N_ELEMENTS (cells));
    }

  append_rates_human (out, stats, widths[0]);

  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      g_autofree char *name = NULL;

      if (player->lines->len == 0)
        continue;
      name = tai_text_isolate (player->name);
      /* Translators: the heading of how often each line was won by one
       * player: "Lines Ah Ma won:". */
      g_string_append_printf (out, _("Lines %s won:"), name);
      g_string_append_c (out, '\n');
      for (guint l = 0; l < player->lines->len; l++)
        {
          const TaiLineCount *line = &g_array_index (player->lines, TaiLineCount, l);

          const char *shown = translated (line->name);

          g_string_append (out, "  ");
          /* A name that is Chinese already (under zh_TW and zh_CN) is not
           * followed by its Chinese name again (門清自摸 門清自摸), nor by
           * the other script's (门清 門清). */
          if (tai_text_has_han (shown) || line->native == NULL || line->native[0] == '\0')
            /* Translators: "門清自摸：3 次胡牌中 2 次": a line's name (already
             * in Chinese characters here), how many of the player's wins
             * scored with their tiles scored it. */
            g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                      "%1$s: %2$u of %3$u scored win",
                                                      "%1$s: %2$u of %3$u scored wins",
                                                      player->scored_wins),
                                    shown, line->count, player->scored_wins);
          else
            /* Translators: "Dragon pung 三元台: 2 of 3 scored wins". */
            g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                      "%1$s %2$s: %3$u of %4$u scored win",
                                                      "%1$s %2$s: %3$u of %4$u scored wins",
                                                      player->scored_wins),
                                    shown, line->native, line->count, player->scored_wins);
          g_string_append_c (out, '\n');
        }
    }

  if (stats->n_matches > 1)
    {
      g_string_append (out, _("Nights:"));
      g_string_append_c (out, '\n');
      for (guint i = 0; i < stats->players->len; i++)
        {
          const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

          g_autoptr (GString) list = g_string_new (NULL);

          for (guint n = 0; n < player->nights->len; n++)
            {
              const TaiNight *night = &g_array_index (player->nights, TaiNight, n);
              g_autofree char *net = human_amount (night->net);

              if (n > 0)
                /* The list separator of the window's lists: 、 in Chinese. */
                g_string_append (list, _(", "));
              g_string_append_printf (list, "%s %s",
                                      *night->title != '\0' ? night->title : night->match_id, net);
            }
          /* Translators: one player's nights: "Ah Ma: Friday +20, Saturday
           * -60" (full-width ： in Chinese). */
          g_string_append (out, "  ");
          g_string_append_printf (out, _("%1$s: %2$s"), player->name, list->str);
          g_string_append_c (out, '\n');
        }
    }
}

int
cmd_match (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE… — balances, settle-up and statistics of match files"));
  g_autoptr (GPtrArray) matches = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GListStore) store = g_list_store_new (TAI_TYPE_MATCH);
  g_autoptr (TaiMatchStats) stats = NULL;

  g_option_context_set_summary (context,
                                _("Prints the balances of each match file FILE, the fewest "
                                  "payments that settle them, and each player’s statistics "
                                  "over all the files given."));
  g_option_context_add_main_entries (context, match_entries, GETTEXT_PACKAGE);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 2)
    return usage_error (_("match needs at least one FILE"));
  if ((opt_csv || opt_csv_translated) && (argc != 2 || opt_json || (opt_csv && opt_csv_translated)))
    return usage_error (_("--csv and --csv-translated take one FILE, without --json"));

  for (int i = 1; i < argc; i++)
    {
      TaiMatch *match = NULL;
      char *note = NULL;
      int status = load_match (argv[i], &match, &note);

      if (status != EXIT_SCORED)
        return status;
      /* Said on standard error too, so that the text output stays the
       * same and a person still sees it. */
      if (note != NULL)
        g_printerr ("taicount: %s\n", note);
      g_ptr_array_add (matches, match);
      g_ptr_array_add (notes, note);
      g_list_store_append (store, match);
    }
  if (opt_csv || opt_csv_translated)
    {
      /* No byte-order mark: standard output goes to programs and files
       * that a shell names. */
      g_autofree char *csv = tai_match_to_csv_full (g_ptr_array_index (matches, 0),
                                                    opt_csv_translated ? TAI_CSV_TRANSLATED
                                                                       : TAI_CSV_PLAIN,
                                                    NULL);

      g_autoptr (GString) lines = g_string_new (csv);

      /* Lines end in LF on standard output, as every other taicount
       * output does (and a CR would be shown escaped, as every control
       * character from a file is). */
      g_string_replace (lines, "\r\n", "\n", 0);
      g_print ("%s", lines->str);
      return EXIT_SCORED;
    }
  stats = tai_match_stats_new_for_matches (G_LIST_MODEL (store));

  if (opt_json)
    print_match_json (argv + 1, matches, notes, stats);
  else
    {
      g_autoptr (GString) out = g_string_new (NULL);

      for (guint i = 0; i < matches->len; i++)
        {
          if (i > 0)
            g_string_append_c (out, '\n');
          append_match_human (out, g_ptr_array_index (matches, i));
        }
      g_string_append_c (out, '\n');
      append_stats_human (out, stats);
      g_print ("%s", out->str);
    }
  return EXIT_SCORED;
}
