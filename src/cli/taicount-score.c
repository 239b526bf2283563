/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount score: the lines, tai and payments of one hand file. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"

int
cmd_score (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE — score a hand file"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;
  int status;

  g_option_context_set_summary (context,
                                _("Scores the hand file FILE (“-” reads standard input) and "
                                  "prints its lines, tai and payments."));
  add_notation_options (context);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (opt_notation != NULL && argc != 1)
    return usage_error (_("score takes either FILE or --notation, not both"));
  if (opt_notation == NULL && argc != 2)
    return usage_error (_("score needs exactly one FILE"));

  if (opt_notation != NULL)
    status = load_notation (opt_notation, TRUE, &file);
  else
    status = load_hand (argv[1], TRUE, &file);
  if (status != EXIT_SCORED)
    return status;

  if (!tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error))
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
      add_score_json (builder, &file->hand, &score);
      add_near_misses_json (builder, file->rules, &file->hand, &score);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autofree char *heading = ruleset_heading (tai_rules_get_ruleset (file->rules));

      g_string_append_printf (out, "%s\n", heading);
      append_score_table (out, file->rules, &file->hand, &score, "  ");
      append_near_misses (out, file->rules, &file->hand, &score, "  ");
      g_print ("%s", out->str);
    }
  return EXIT_SCORED;
}
