/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-compare.c: one hand, several tables. Each table scores the hand
 * with its own rules through tai_score_hand(), so a table here says what
 * `taicount score` would say there. */
#include "config.h"

#include <string.h>

#include "tai-compare.h"

static void
table_free (gpointer data)
{
  TaiCompareTable *table = data;

  g_free (table->id);
  g_free (table->name);
  g_clear_pointer (&table->rules, tai_rules_free);
  g_free (table->error);
  g_free (table);
}

TaiComparison *
tai_comparison_new (void)
{
  TaiComparison *self = g_new0 (TaiComparison, 1);

  self->tables = g_ptr_array_new_with_free_func (table_free);
  self->differences = g_ptr_array_new ();
  return self;
}

void
tai_comparison_add (TaiComparison *self, const char *id, const char *name, TaiRules *rules)
{
  TaiCompareTable *table;

  g_return_if_fail (self != NULL && id != NULL && rules != NULL);

  table = g_new0 (TaiCompareTable, 1);
  table->id = g_strdup (id);
  table->name = g_strdup (name != NULL ? name : id);
  table->rules = rules;
  g_ptr_array_add (self->tables, table);
}

void
tai_comparison_add_presets (TaiComparison *self, TaiRuleset *ruleset)
{
  g_return_if_fail (self != NULL && ruleset != NULL);

  tai_comparison_add (self, tai_ruleset_get_id (ruleset), tai_ruleset_get_name (ruleset),
                      tai_rules_new (ruleset));
  for (guint i = 0; i < tai_ruleset_get_n_presets (ruleset); i++)
    {
      const TaiPreset *preset = tai_ruleset_get_preset (ruleset, i);
      TaiRules *rules = tai_rules_new (ruleset);

      /* The ruleset checked its presets when it loaded. */
      tai_rules_apply_preset (rules, preset->id, NULL);
      tai_comparison_add (self, preset->id, preset->name, rules);
    }
}

int
tai_compare_table_line_tai (const TaiCompareTable *table, const char *id)
{
  g_return_val_if_fail (table != NULL && id != NULL, 0);

  if (!table->valid)
    return 0;
  for (guint i = 0; i < table->score.n_lines; i++)
    if (strcmp (table->score.lines[i].line->id, id) == 0)
      return table->score.lines[i].tai;
  return 0;
}

static gboolean
listed (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (strcmp (g_ptr_array_index (ids, i), id) == 0)
      return TRUE;
  return FALSE;
}

guint
tai_comparison_score (TaiComparison *self, const TaiHand *hand, const TaiStakes *stakes)
{
  guint n_valid = 0;

  g_return_val_if_fail (self != NULL && hand != NULL && stakes != NULL, 0);

  g_ptr_array_set_size (self->differences, 0);
  for (guint t = 0; t < self->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (self->tables, t);
      g_autoptr (GError) error = NULL;

      g_clear_pointer (&table->error, g_free);
      table->valid = tai_score_hand (table->rules, hand, stakes, &table->score, &error);
      if (table->valid)
        n_valid++;
      else
        table->error = g_strdup (error->message);
    }

  for (guint t = 0; t < self->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (self->tables, t);
      TaiRuleset *ruleset = tai_rules_get_ruleset (table->rules);

      for (guint l = 0; l < tai_ruleset_get_n_lines (ruleset); l++)
        {
          const char *id = tai_ruleset_get_line (ruleset, l)->id;
          gboolean scored = FALSE, differs = FALSE, first_seen = FALSE;
          int first = 0;

          if (listed (self->differences, id))
            continue;
          for (guint o = 0; o < self->tables->len; o++)
            {
              TaiCompareTable *other = g_ptr_array_index (self->tables, o);
              int tai;

              if (!other->valid)
                continue;
              tai = tai_compare_table_line_tai (other, id);
              scored |= tai_score_has_line (&other->score, id);
              if (!first_seen)
                {
                  first = tai;
                  first_seen = TRUE;
                }
              else if (tai != first)
                differs = TRUE;
            }
          if (scored && differs)
            g_ptr_array_add (self->differences, (gpointer) id);
        }
    }
  return n_valid;
}

const TaiLine *
tai_comparison_find_line (const TaiComparison *self, const char *id)
{
  g_return_val_if_fail (self != NULL && id != NULL, NULL);

  for (guint t = 0; t < self->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (self->tables, t);
      const TaiLine *line = tai_ruleset_find_line (tai_rules_get_ruleset (table->rules), id);

      if (line != NULL)
        return line;
    }
  return NULL;
}

gboolean
tai_comparison_line_differs (const TaiComparison *self, const char *id)
{
  g_return_val_if_fail (self != NULL && id != NULL, FALSE);
  return listed (self->differences, id);
}

void
tai_comparison_free (TaiComparison *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->tables);
  g_ptr_array_unref (self->differences);
  g_free (self);
}
