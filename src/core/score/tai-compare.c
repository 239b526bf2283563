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
  self->payment_differences = g_array_new (FALSE, FALSE, sizeof (TaiComparePayer));
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

gint64
tai_compare_table_payment (const TaiCompareTable *table, TaiWind from, TaiWind to)
{
  g_return_val_if_fail (table != NULL, 0);

  if (!table->valid)
    return 0;
  for (guint i = 0; i < table->score.n_payments; i++)
    if (table->score.payments[i].from == from && table->score.payments[i].to == to)
      return table->score.payments[i].amount;
  return 0;
}

static gboolean
payer_listed (GArray *payers, TaiWind from, TaiWind to)
{
  for (guint i = 0; i < payers->len; i++)
    {
      const TaiComparePayer *p = &g_array_index (payers, TaiComparePayer, i);

      if (p->from == from && p->to == to)
        return TRUE;
    }
  return FALSE;
}

/* Every payer at any valid table whose amount is not the same at every
 * valid table. */
static void
find_payment_differences (TaiComparison *self)
{
  g_array_set_size (self->payment_differences, 0);
  for (guint t = 0; t < self->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (self->tables, t);

      if (!table->valid)
        continue;
      for (guint i = 0; i < table->score.n_payments; i++)
        {
          TaiComparePayer payer = { table->score.payments[i].from, table->score.payments[i].to };
          gint64 amount = table->score.payments[i].amount;
          gboolean differs = FALSE;

          if (payer_listed (self->payment_differences, payer.from, payer.to))
            continue;
          for (guint o = 0; o < self->tables->len && !differs; o++)
            {
              TaiCompareTable *other = g_ptr_array_index (self->tables, o);

              differs = other->valid
                        && tai_compare_table_payment (other, payer.from, payer.to) != amount;
            }
          if (differs)
            g_array_append_val (self->payment_differences, payer);
        }
    }
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
  find_payment_differences (self);
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
  g_array_unref (self->payment_differences);
  g_free (self);
}
