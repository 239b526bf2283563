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
  const char *rules_name;
  guint n_sets;
  int shanten, status = EXIT_SCORED;

  g_option_context_set_summary (context,
                                _("Prints the shanten number of the concealed tiles TILES: "
                                  "−1 complete, 0 ready, 1 one tile from ready, and so on."));
  g_option_context_add_main_entries (context, shanten_entries, GETTEXT_PACKAGE);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 2)
    return usage_error (_("shanten needs TILES"));

  /* The tiles may come as one argument or several. */
  text = g_strjoinv (" ", argv + 1);
  if (!tai_tile_list_parse_playing (text, tiles, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }

  rules_name = opt_rules != NULL ? opt_rules : tiles->len <= 14 ? "singapore" : "taiwan";
  ruleset = load_ruleset (rules_name, &status);
  if (ruleset == NULL)
    return status;
  n_sets = tai_ruleset_get_n_sets (ruleset);

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

  shanten = tai_shape_shanten (counts, n_sets,
                               tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE);
  canonical = tai_tile_counts_format (counts);

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

      g_print ("%s: %d (%s)\n", canonical, shanten, meaning);
    }
  return EXIT_SCORED;
}
