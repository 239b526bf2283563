/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount compare: the same hand at every table. Without --rules the
 * tables are the hand's ruleset at its defaults and at each of its
 * presets; with --rules, the rulesets named. The hand's own "variants"
 * are one table's house rules, so they give way to each table's. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tai-compare.h"
#include "taicount.h"

/* The tables of --rules A,B,…: each a built-in name or a ruleset file. */
static gboolean
named_tables (TaiComparison *comparison, const char *list, int *status)
{
  g_auto (GStrv) names = g_strsplit (list, ",", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (TaiRuleset) ruleset = NULL;
      const char *name = g_strstrip (names[i]);

      if (*name == '\0')
        {
          *status = usage_error (_("--rules names an empty ruleset"));
          return FALSE;
        }
      ruleset = load_ruleset (name, status);
      if (ruleset == NULL)
        return FALSE;
      tai_comparison_add (comparison, name, tai_ruleset_get_name (ruleset),
                          tai_rules_new (ruleset));
    }
  return TRUE;
}

static void
print_compare_json (const TaiComparison *comparison, const TaiHand *hand)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  member_bool (builder, "valid", TRUE);
  json_builder_set_member_name (builder, "tables");
  json_builder_begin_array (builder);
  for (guint t = 0; t < comparison->tables->len; t++)
    {
      const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

      json_builder_begin_object (builder);
      member_string (builder, "table", table->id);
      member_string (builder, "name", table->name);
      member_bool (builder, "valid", table->valid);
      if (table->valid)
        {
          member_string (builder, "rules", tai_ruleset_get_id (tai_rules_get_ruleset (table->rules)));
          add_score_json (builder, hand, &table->score);
        }
      else
        member_string (builder, "error", table->error);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "differences");
  json_builder_begin_array (builder);
  for (guint i = 0; i < comparison->differences->len; i++)
    {
      const char *id = g_ptr_array_index (comparison->differences, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", id);
      json_builder_set_member_name (builder, "tai");
      json_builder_begin_object (builder);
      for (guint t = 0; t < comparison->tables->len; t++)
        {
          const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

          if (table->valid)
            member_int (builder, table->id, tai_compare_table_line_tai (table, id));
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "payment_differences");
  json_builder_begin_array (builder);
  for (guint i = 0; i < comparison->payment_differences->len; i++)
    {
      const TaiComparePayer *payer
          = &g_array_index (comparison->payment_differences, TaiComparePayer, i);

      json_builder_begin_object (builder);
      member_string (builder, "from", tai_wind_token (payer->from));
      member_string (builder, "to", tai_wind_token (payer->to));
      json_builder_set_member_name (builder, "amount");
      json_builder_begin_object (builder);
      for (guint t = 0; t < comparison->tables->len; t++)
        {
          const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

          if (table->valid)
            member_int (builder, table->id,
                        tai_compare_table_payment (table, payer->from, payer->to));
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  print_json (builder);
}

/* Under a line or a payment that differs, why: each table's own house
 * rule (tai_comparison_explain()). */
static void
append_reasons (GString *out, const TaiComparison *comparison, const char *id, TaiWind from,
                TaiWind to)
{
  g_autoptr (GPtrArray) reasons = tai_comparison_explain (comparison, id, from, to);

  for (guint r = 0; r < reasons->len; r++)
    g_string_append_printf (out, "    %s\n", (const char *) g_ptr_array_index (reasons, r));
}

/* "Payments that differ:" and one line per payer, each table's amount,
 * and why. */
static void
append_payment_differences (GString *out, const TaiComparison *comparison)
{
  if (comparison->payment_differences->len == 0)
    return;
  g_string_append (out, _("Payments that differ:"));
  g_string_append_c (out, '\n');
  for (guint i = 0; i < comparison->payment_differences->len; i++)
    {
      const TaiComparePayer *payer
          = &g_array_index (comparison->payment_differences, TaiComparePayer, i);
      g_autoptr (GString) amounts = g_string_new (NULL);

      for (guint t = 0; t < comparison->tables->len; t++)
        {
          const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

          if (!table->valid)
            continue;
          if (amounts->len > 0)
            /* The list separator: 、 in Chinese. */
            g_string_append (amounts, _(", "));
          /* Translators: one table's payment in taicount compare:
           * "Star31 260". */
          g_string_append_printf (amounts, _("%1$s %2$lld"), translated (table->name),
                                  (long long) tai_compare_table_payment (table, payer->from,
                                                                         payer->to));
        }
      g_string_append (out, "  ");
      /* Translators: a payment that is not the same at every table, and
       * its amount at each: "East pays West: Star31 260, MJOnline 220". */
      g_string_append_printf (out, _("%1$s pays %2$s: %3$s"),
                              tai_wind_english_name (payer->from),
                              tai_wind_english_name (payer->to), amounts->str);
      g_string_append_c (out, '\n');
      append_reasons (out, comparison, NULL, payer->from, payer->to);
    }
}

static void
print_compare_human (const TaiComparison *comparison)
{
  g_autoptr (GString) out = g_string_new (NULL);
  const char *table_label = _("Table");
  const char *tai_label = _("Tai");
  const char *paid_label = _("Paid");
  guint width = display_width (table_label);

  for (guint t = 0; t < comparison->tables->len; t++)
    {
      const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

      width = MAX (width, display_width (translated (table->name)));
    }
  append_padded (out, table_label, width + 2);
  g_string_append_printf (out, "%5s %5s\n", tai_label, paid_label);
  for (guint t = 0; t < comparison->tables->len; t++)
    {
      const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

      append_padded (out, translated (table->name), width + 2);
      if (!table->valid)
        /* Translators: a table of taicount compare where the hand is not
         * valid, with the reason. */
        g_string_append_printf (out, _("not valid here: %s"), table->error);
      else if (!table->score.can_win)
        {
          g_string_append_printf (out, "%5d %5d  ", table->score.tai, table->score.paid_tai);
          g_string_append_printf (out, _("(below the minimum of %d tai)"),
                                  tai_rules_get_minimum (table->rules));
        }
      else
        g_string_append_printf (out, "%5d %5d", table->score.tai, table->score.paid_tai);
      g_string_append_c (out, '\n');
    }

  /* Never "the same" while the money differs (issue 33). */
  if (comparison->differences->len == 0 && comparison->payment_differences->len == 0)
    {
      g_string_append (out, _("Every line scores the same at every table."));
      g_string_append_c (out, '\n');
    }
  else if (comparison->differences->len == 0)
    {
      g_string_append (out,
                       _("Every line scores the same at every table, but the payments differ."));
      g_string_append_c (out, '\n');
    }
  else
    {
      g_string_append (out, _("Lines that differ:"));
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < comparison->differences->len; i++)
    {
      const char *id = g_ptr_array_index (comparison->differences, i);
      const TaiLine *line = tai_comparison_find_line (comparison, id);
      /* Its Chinese name once: not twice under a Chinese translation. */
      g_autofree char *title = tai_line_dup_title (line);
      g_autoptr (GString) values = g_string_new (NULL);

      for (guint t = 0; t < comparison->tables->len; t++)
        {
          const TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

          if (!table->valid)
            continue;
          if (values->len > 0)
            g_string_append (values, _(", "));
          /* Translators: one table's value of a line in taicount compare:
           * "Star31 3". */
          g_string_append_printf (values, _("%1$s %2$d"), translated (table->name),
                                  tai_compare_table_line_tai (table, id));
        }
      g_string_append (out, "  ");
      g_string_append_printf (out, _("%1$s: %2$s"), title, values->str);
      g_string_append_c (out, '\n');
      append_reasons (out, comparison, id, TAI_WIND_EAST, TAI_WIND_EAST);
    }
  append_payment_differences (out, comparison);
  g_print ("%s", out->str);
}

int
cmd_compare (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE — the same hand at every table"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (TaiComparison) comparison = tai_comparison_new ();
  g_autofree char *opt_rules = NULL;
  int status = EXIT_SCORED;
  GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &opt_rules,
      N_("Compare at these rulesets instead (built-in names or ruleset files, comma separated)"),
      N_("A,B,…") },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Scores the hand file FILE under every preset of its "
                                  "ruleset, or under the rulesets given with --rules, and "
                                  "shows which lines differ."));
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    return usage_error (_("compare needs exactly one FILE"));

  status = load_hand (argv[1], TRUE, &file);
  if (status != EXIT_SCORED)
    return status;

  if (opt_rules != NULL)
    {
      if (!named_tables (comparison, opt_rules, &status))
        return status;
    }
  else
    tai_comparison_add_presets (comparison, tai_rules_get_ruleset (file->rules));

  if (tai_comparison_score (comparison, &file->hand, &file->stakes) == 0)
    {
      /* Every table refused the hand: the first one's reason says why. */
      report_invalid (((TaiCompareTable *) g_ptr_array_index (comparison->tables, 0))->error);
      return EXIT_INVALID;
    }

  if (opt_json)
    print_compare_json (comparison, &file->hand);
  else
    print_compare_human (comparison);
  return EXIT_SCORED;
}
