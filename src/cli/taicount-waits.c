/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount waits: every tile that completes a hand, and what each scores. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"

#include "tai-shape.h"

static int
hand_shanten (const TaiHandFile *file)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (file->rules);
  guint8 counts[TAI_N_PLAYING];
  guint n_sets = tai_ruleset_get_n_sets (ruleset);

  n_sets = file->hand.n_melds < n_sets ? n_sets - file->hand.n_melds : 0;
  tai_hand_count_concealed (&file->hand, FALSE, counts);
  return tai_shape_shanten (counts, n_sets,
                            tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                                && file->hand.n_melds == 0);
}

int
cmd_waits (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE — every tile that completes a hand"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TaiWait *waits = g_new0 (TaiWait, TAI_N_PLAYING);
  guint n_waits;
  int shanten, status;

  g_option_context_set_summary (context,
                                _("Lists every tile that would complete the hand in FILE "
                                  "(its winning tile, if any, is ignored) and what each "
                                  "would score."));
  add_notation_options (context);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (opt_notation != NULL && argc != 1)
    return usage_error (_("waits takes either FILE or --notation, not both"));
  if (opt_notation == NULL && argc != 2)
    return usage_error (_("waits needs exactly one FILE"));

  if (opt_notation != NULL)
    status = load_notation (opt_notation, FALSE, &file);
  else
    status = load_hand (argv[1], FALSE, &file);
  if (status != EXIT_SCORED)
    return status;
  /* The question is what the hand waited on before any winning tile, so
   * the tile itself is ignored; but a "win" that says how the hand wins
   * (with or without a tile) is passed on as has_win, which is how
   * tai_score_waits() learns to score each wait that way rather than on
   * a discard. The scorer never reads the tile here. */
  if (file->win_by_given)
    {
      file->hand.has_win = TRUE;
      file->hand.win_tile = TAI_TILE_NONE;
    }

  shanten = hand_shanten (file);
  n_waits = tai_score_waits (file->rules, &file->hand, &file->stakes, waits, &error);
  if (error != NULL)
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }

  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_bool (builder, "valid", TRUE);
      member_string (builder, "rules", tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      member_int (builder, "shanten", shanten);
      json_builder_set_member_name (builder, "waits");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_waits; i++)
        {
          TaiHand with_win = file->hand;

          json_builder_begin_object (builder);
          member_string (builder, "tile", tai_tile_token (waits[i].tile));
          member_bool (builder, "valid", waits[i].scores);
          if (waits[i].scores)
            {
              with_win.has_win = TRUE;
              with_win.win_tile = waits[i].tile;
              add_score_json (builder, &with_win, &waits[i].score);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autofree char *heading = ruleset_heading (tai_rules_get_ruleset (file->rules));

      g_string_append_printf (out, "%s\n", heading);
      if (n_waits == 0)
        g_string_append_printf (out, _("Not ready: shanten %d.\n"), shanten);
      else
        {
          guint64 mask = 0;
          g_autofree char *tiles = NULL;

          for (guint i = 0; i < n_waits; i++)
            mask |= G_GUINT64_CONSTANT (1) << waits[i].tile;
          tiles = tiles_of_mask (mask);
          g_string_append_printf (out, _("Ready, waiting on %s.\n"), tiles);
        }
      for (guint i = 0; i < n_waits; i++)
        {
          TaiHand with_win = file->hand;

          g_string_append_printf (out, _("Wait %s (%s):\n"), tai_tile_token (waits[i].tile),
                                  tai_tile_english_name (waits[i].tile));
          if (!waits[i].scores)
            {
              g_string_append_printf (out, "  %s\n",
                                      _("completes the shape but is not a valid win"));
              continue;
            }
          with_win.has_win = TRUE;
          with_win.win_tile = waits[i].tile;
          append_score_table (out, file->rules, &with_win, &waits[i].score, "  ");
        }
      g_print ("%s", out->str);
    }
  return EXIT_SCORED;
}
