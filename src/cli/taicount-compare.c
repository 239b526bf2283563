/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount compare: the same hand at every table. Without --rules the
 * tables are the hand's ruleset at its defaults and at each of its
 * presets; with --rules, the rulesets named. The hand's own "variants"
 * are one table's house rules, so they give way to each table's. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "taicount.h"

typedef struct
{
  char *id;         /* the "table" of the JSON: a ruleset id, a preset id or a --rules name */
  char *name;       /* English, as the ruleset file gives it */
  TaiRules *rules;
  gboolean valid;
  char *error;
  TaiScore score;
} Table;

static void
table_free (gpointer data)
{
  Table *table = data;

  g_free (table->id);
  g_free (table->name);
  g_clear_pointer (&table->rules, tai_rules_free);
  g_free (table->error);
  g_free (table);
}

static Table *
table_new (const char *id, const char *name, TaiRules *rules)
{
  Table *table = g_new0 (Table, 1);

  table->id = g_strdup (id);
  table->name = g_strdup (name);
  table->rules = rules;
  return table;
}

/* The tai of line @id at @table: 0 when it did not score there. */
static int
line_tai (const Table *table, const char *id)
{
  for (guint i = 0; i < table->score.n_lines; i++)
    if (strcmp (table->score.lines[i].line->id, id) == 0)
      return table->score.lines[i].tai;
  return 0;
}

/* Every line id that scored at some table and not the same at all, in
 * the order of the first table's ruleset (then of the next ones), which
 * is also the order the lines print in. */
static GPtrArray *
differing_lines (GPtrArray *tables)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint t = 0; t < tables->len; t++)
    {
      Table *table = g_ptr_array_index (tables, t);
      TaiRuleset *ruleset = tai_rules_get_ruleset (table->rules);

      for (guint l = 0; l < tai_ruleset_get_n_lines (ruleset); l++)
        {
          const char *id = tai_ruleset_get_line (ruleset, l)->id;
          gboolean seen = FALSE, scored = FALSE, differs = FALSE;
          int first = 0;
          guint n_valid = 0;

          for (guint i = 0; i < ids->len && !seen; i++)
            seen = strcmp (g_ptr_array_index (ids, i), id) == 0;
          if (seen)
            continue;
          for (guint o = 0; o < tables->len; o++)
            {
              Table *other = g_ptr_array_index (tables, o);
              int tai;

              if (!other->valid)
                continue;
              tai = line_tai (other, id);
              scored |= tai != 0 || tai_score_has_line (&other->score, id);
              if (n_valid++ == 0)
                first = tai;
              else if (tai != first)
                differs = TRUE;
            }
          if (scored && differs)
            g_ptr_array_add (ids, (gpointer) id);
        }
    }
  return ids;
}

static const TaiLine *
find_line (GPtrArray *tables, const char *id)
{
  for (guint t = 0; t < tables->len; t++)
    {
      Table *table = g_ptr_array_index (tables, t);
      const TaiLine *line = tai_ruleset_find_line (tai_rules_get_ruleset (table->rules), id);

      if (line != NULL)
        return line;
    }
  return NULL;
}

/* The tables of --rules A,B,…: each a built-in name or a ruleset file. */
static gboolean
named_tables (GPtrArray *tables, const char *list, int *status)
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
      g_ptr_array_add (tables, table_new (name, tai_ruleset_get_name (ruleset),
                                          tai_rules_new (ruleset)));
    }
  return TRUE;
}

/* The hand's ruleset at its defaults, then at each preset. */
static void
preset_tables (GPtrArray *tables, TaiRuleset *ruleset)
{
  g_ptr_array_add (tables, table_new (tai_ruleset_get_id (ruleset), tai_ruleset_get_name (ruleset),
                                      tai_rules_new (ruleset)));
  for (guint i = 0; i < tai_ruleset_get_n_presets (ruleset); i++)
    {
      const TaiPreset *preset = tai_ruleset_get_preset (ruleset, i);
      TaiRules *rules = tai_rules_new (ruleset);

      /* The ruleset checked its presets when it loaded. */
      tai_rules_apply_preset (rules, preset->id, NULL);
      g_ptr_array_add (tables, table_new (preset->id, preset->name, rules));
    }
}

static void
print_compare_json (GPtrArray *tables, GPtrArray *differences, const TaiHand *hand)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  member_bool (builder, "valid", TRUE);
  json_builder_set_member_name (builder, "tables");
  json_builder_begin_array (builder);
  for (guint t = 0; t < tables->len; t++)
    {
      Table *table = g_ptr_array_index (tables, t);

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
  for (guint i = 0; i < differences->len; i++)
    {
      const char *id = g_ptr_array_index (differences, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", id);
      json_builder_set_member_name (builder, "tai");
      json_builder_begin_object (builder);
      for (guint t = 0; t < tables->len; t++)
        {
          Table *table = g_ptr_array_index (tables, t);

          if (table->valid)
            member_int (builder, table->id, line_tai (table, id));
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  print_json (builder);
}

static void
print_compare_human (GPtrArray *tables, GPtrArray *differences)
{
  g_autoptr (GString) out = g_string_new (NULL);
  const char *table_label = _("Table");
  const char *tai_label = _("Tai");
  const char *paid_label = _("Paid");
  guint width = display_width (table_label);

  for (guint t = 0; t < tables->len; t++)
    {
      Table *table = g_ptr_array_index (tables, t);

      width = MAX (width, display_width (translated (table->name)));
    }
  append_padded (out, table_label, width + 2);
  g_string_append_printf (out, "%5s %5s\n", tai_label, paid_label);
  for (guint t = 0; t < tables->len; t++)
    {
      Table *table = g_ptr_array_index (tables, t);

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

  if (differences->len == 0)
    {
      g_string_append (out, _("Every line scores the same at every table."));
      g_string_append_c (out, '\n');
    }
  else
    {
      g_string_append (out, _("Lines that differ:"));
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < differences->len; i++)
    {
      const char *id = g_ptr_array_index (differences, i);
      const TaiLine *line = find_line (tables, id);
      gboolean first = TRUE;

      g_string_append_printf (out, "  %s %s:", translated (line->name), line->native);
      for (guint t = 0; t < tables->len; t++)
        {
          Table *table = g_ptr_array_index (tables, t);

          if (!table->valid)
            continue;
          g_string_append (out, first ? " " : ", ");
          /* Translators: one table's value of a line in taicount compare:
           * "Star31 3". */
          g_string_append_printf (out, _("%1$s %2$d"), translated (table->name),
                                  line_tai (table, id));
          first = FALSE;
        }
      g_string_append_c (out, '\n');
    }
  g_print ("%s", out->str);
}

int
cmd_compare (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE — the same hand at every table"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GPtrArray) tables = g_ptr_array_new_with_free_func (table_free);
  g_autoptr (GPtrArray) differences = NULL;
  g_autofree char *opt_rules = NULL;
  const char *first_error = NULL;
  guint n_valid = 0;
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
      if (!named_tables (tables, opt_rules, &status))
        return status;
    }
  else
    preset_tables (tables, tai_rules_get_ruleset (file->rules));

  for (guint t = 0; t < tables->len; t++)
    {
      Table *table = g_ptr_array_index (tables, t);
      g_autoptr (GError) error = NULL;

      table->valid = tai_score_hand (table->rules, &file->hand, &file->stakes, &table->score,
                                     &error);
      if (!table->valid)
        {
          table->error = g_strdup (error->message);
          if (first_error == NULL)
            first_error = table->error;
        }
      else
        n_valid++;
    }
  if (n_valid == 0)
    {
      report_invalid (first_error);
      return EXIT_INVALID;
    }

  differences = differing_lines (tables);
  if (opt_json)
    print_compare_json (tables, differences, &file->hand);
  else
    print_compare_human (tables, differences);
  return EXIT_SCORED;
}
