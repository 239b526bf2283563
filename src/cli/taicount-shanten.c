/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount shanten: how far concealed tiles are from ready. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"

#include "tai-shape.h"

static char *opt_rules = NULL;

static const GOptionEntry shanten_entries[] = {
  { "rules", 'r', 0, G_OPTION_ARG_STRING, &opt_rules,
    N_("Ruleset NAME or file (default: singapore for up to 14 tiles, else taiwan)"),
    N_("NAME") },
  { NULL }
};

int
cmd_shanten (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("TILES — how far a concealed hand is from ready"));
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *canonical = NULL;
  guint8 counts[TAI_N_PLAYING] = { 0 };
  g_auto (TaiNotation) notation = { 0 };
  gboolean has_sets;
  const char *rules_name;
  guint n_sets, n_tiles;
  int shanten, status = EXIT_SCORED;

  g_option_context_set_summary (context,
                                _("Prints the shanten number of the concealed tiles TILES: "
                                  "−1 complete, 0 ready, 1 one tile from ready, and so on."));
  g_option_context_add_main_entries (context, shanten_entries, GETTEXT_PACKAGE);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 2)
    return usage_error (_("shanten needs TILES"));

  /* The tiles may come as one argument or several. Written in the hand
   * notation ("[123m] 456p … + 1m"), the declared sets are sets already,
   * the winning tile is one more concealed tile and bonus tiles, which
   * never change the shape, are left out. */
  text = g_strjoinv (" ", argv + 1);
  has_sets = tai_notation_has_sets (text);
  if (has_sets)
    {
      if (!tai_notation_parse (text, &notation, &error))
        {
          report_invalid (error->message);
          return EXIT_INVALID;
        }
      g_array_append_vals (tiles, notation.loose->data, notation.loose->len);
      g_array_append_vals (tiles, notation.after_plus->data, notation.after_plus->len);
      for (guint i = tiles->len; i-- > 0;)
        if (tai_tile_is_bonus (g_array_index (tiles, TaiTile, i)))
          g_array_remove_index (tiles, i);
      n_tiles = notation_tile_count (&notation);
    }
  else
    {
      if (!tai_tile_list_parse_playing (text, tiles, &error))
        {
          report_invalid (error->message);
          return EXIT_INVALID;
        }
      n_tiles = tiles->len;
    }

  rules_name = opt_rules != NULL ? opt_rules : n_tiles <= 14 ? "singapore" : "taiwan";
  ruleset = load_ruleset (rules_name, &status);
  if (ruleset == NULL)
    return status;
  n_sets = tai_ruleset_get_n_sets (ruleset);
  if (has_sets && notation.n_melds > n_sets)
    {
      g_autofree char *message
          = g_strdup_printf (_("%u declared sets; a %s hand has at most %u"), notation.n_melds,
                             tai_ruleset_get_id (ruleset), n_sets);

      report_invalid (message);
      return EXIT_INVALID;
    }
  if (has_sets)
    {
      for (guint m = 0; m < notation.n_melds; m++)
        {
          TaiTile meld[4];
          guint n = tai_meld_tiles (&notation.melds[m], meld);

          for (guint i = 0; i < n; i++)
            counts[meld[i]]++;
        }
      n_sets -= notation.n_melds;
    }

  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (++counts[t] > TAI_COPIES)
        {
          g_autofree char *message
              = g_strdup_printf (_("a fifth copy of “%s”; there are only four"),
                                 tai_tile_token (t));

          report_invalid (message);
          return EXIT_INVALID;
        }
    }
  if (tiles->len > 3 * n_sets + 2)
    {
      g_autofree char *message
          = g_strdup_printf (_("%u tiles; a %s hand holds at most %u"), tiles->len,
                             tai_ruleset_get_id (ruleset), 3 * n_sets + 2);

      report_invalid (message);
      return EXIT_INVALID;
    }

  if (has_sets)
    {
      TaiHand hand;

      /* The shape is read from the concealed tiles; the sets are written
       * back in their brackets. */
      memset (counts, 0, sizeof counts);
      tai_hand_init (&hand);
      for (guint i = 0; i < tiles->len; i++)
        {
          counts[g_array_index (tiles, TaiTile, i)]++;
          hand.concealed[hand.n_concealed++] = g_array_index (tiles, TaiTile, i);
        }
      memcpy (hand.melds, notation.melds, notation.n_melds * sizeof (TaiMeld));
      hand.n_melds = notation.n_melds;
      canonical = tai_notation_format (&hand);
    }
  else
    canonical = tai_tile_counts_format (counts);
  /* Thirteen Wonders needs every tile concealed. */
  shanten = tai_shape_shanten (counts, n_sets,
                               tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                                   && (!has_sets || notation.n_melds == 0));

  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_string (builder, "tiles", canonical);
      member_int (builder, "shanten", shanten);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      const char *meaning = shanten < 0    ? _("complete")
                            : shanten == 0 ? _("ready")
                                           : _("not ready");

      /* A true minus sign for −1, as the help above writes it. */
      g_autofree char *number = shanten < 0 ? g_strdup_printf ("\u2212%d", -shanten)
                                            : g_strdup_printf ("%d", shanten);

      /* Translators: taicount shanten: the tiles, the shanten number and
       * what it means, "123456789m 5p 234567s: 0 (ready)". */
      g_print (_("%1$s: %2$s (%3$s)\n"), canonical, number, meaning);
    }
  return EXIT_SCORED;
}
