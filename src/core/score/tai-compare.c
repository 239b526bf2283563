/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-compare.c: one hand, several tables. Each table scores the hand
 * with its own rules through tai_score_hand(), so a table here says what
 * `taicount score` would say there. */
#include "config.h"

#include <glib/gi18n-lib.h>
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

  /* Kept, to tell which house rule makes a table differ. */
  self->hand = *hand;
  self->stakes = *stakes;
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

const TaiCompareTable *
tai_comparison_get_reference (const TaiComparison *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint t = 0; t < self->tables->len; t++)
    {
      const TaiCompareTable *table = g_ptr_array_index (self->tables, t);

      if (table->valid)
        return table;
    }
  return NULL;
}

/* The rule text of @table's choice for variant @variant (value @value). */
static char *
choice_text (const TaiVariant *variant, const char *value)
{
  for (guint i = 0; variant->values[i] != NULL; i++)
    if (strcmp (variant->values[i], value) == 0)
      /* Translators: a table's house rule, the reason a line or a payment
       * differs in Compare Tables: the rule and the table's choice, "All
       * honours value: 8 tai" (字一色台數：8 台). */
      return g_strdup_printf (C_ ("rule choice", "%1$s: %2$s"), tai_variant_get_name (variant),
                              tai_variant_get_value_name (variant, i));
  return NULL;
}

static void
add_text (GPtrArray *texts, char *text)
{
  for (guint i = 0; text != NULL && i < texts->len; i++)
    if (strcmp (g_ptr_array_index (texts, i), text) == 0)
      g_clear_pointer (&text, g_free);
  if (text != NULL)
    g_ptr_array_add (texts, text);
}

/* What is told apart: a line's tai (@id) or a payment (@from → @to). */
static gint64
measure (const TaiScore *score, const char *id, TaiWind from, TaiWind to)
{
  TaiCompareTable table = { .valid = TRUE, .score = *score };

  return id != NULL ? tai_compare_table_line_tai (&table, id)
                    : tai_compare_table_payment (&table, from, to);
}

/* The house rules of @table that make what is measured differ from the
 * reference: each variant the table plays otherwise is played the
 * reference's way in turn, and named when that alone changes the figure.
 * So a rule is named only where it acts on this hand (MJOnline's streak
 * rule for a dealer on a streak, not for every hand). */
static void
add_choices (const TaiComparison *self, const TaiCompareTable *table,
             const TaiCompareTable *reference, const char *id, TaiWind from, TaiWind to,
             GPtrArray *texts)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (table->rules);
  gint64 here = id != NULL ? tai_compare_table_line_tai (table, id)
                           : tai_compare_table_payment (table, from, to);

  for (guint v = 0; v < tai_ruleset_get_n_variants (ruleset); v++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, v);
      const char *value = tai_rules_get_variant (table->rules, variant->id);
      const char *theirs = tai_rules_get_variant (reference->rules, variant->id);
      g_autoptr (TaiRules) other = NULL;
      TaiScore score;

      if (value == NULL || theirs == NULL || strcmp (value, theirs) == 0)
        continue;
      other = tai_rules_copy (table->rules);
      if (!tai_rules_set_variant (other, variant->id, theirs, NULL))
        continue;
      if (!tai_score_hand (other, &self->hand, &self->stakes, &score, NULL)
          || measure (&score, id, from, to) != here)
        add_text (texts, choice_text (variant, value));
    }
}

GPtrArray *
tai_comparison_line_reasons (const TaiComparison *self, const TaiCompareTable *table,
                             const char *id)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  const TaiCompareTable *reference;
  const TaiLine *line;
  int tai, theirs;

  g_return_val_if_fail (self != NULL && table != NULL && id != NULL, texts);

  reference = tai_comparison_get_reference (self);
  if (reference == NULL || reference == table || !table->valid
      || tai_compare_table_line_tai (table, id) == tai_compare_table_line_tai (reference, id))
    return texts;
  add_choices (self, table, reference, id, TAI_WIND_EAST, TAI_WIND_EAST, texts);
  if (texts->len > 0)
    return texts;

  /* No house rule of the table's says why: the table is another ruleset,
   * whose line is worth another figure or is not played at all. */
  line = tai_comparison_find_line (self, id);
  tai = tai_rules_line_tai_by_id (table->rules, id);
  theirs = tai_rules_line_tai_by_id (reference->rules, id);
  if (line == NULL || tai == theirs)
    return texts;
  if (tai < 0)
    /* Translators: why a line differs at a table of another ruleset:
     * "Any wind pung: not played here". */
    add_text (texts, g_strdup_printf (_("%s: not played here"), tai_line_get_name (line)));
  else if (tai_ruleset_find_line (tai_rules_get_ruleset (table->rules), id)->each)
    /* Translators: why a line differs at a table of another ruleset: its
     * value there for each time it applies, "Wind pung: 1 tai each"
     * (風牌刻：每個 1 台). */
    add_text (texts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$d tai each",
                                                   "%1$s: %2$d tai each", (gulong) tai),
                                      tai_line_get_name (line), tai));
  else
    /* Translators: why a line differs at a table of another ruleset: its
     * value there, "All honours: 8 tai" (字一色：8 台). */
    add_text (texts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$d tai",
                                                   "%1$s: %2$d tai", (gulong) tai),
                                      tai_line_get_name (line), tai));
  return texts;
}

GPtrArray *
tai_comparison_payment_reasons (const TaiComparison *self, const TaiCompareTable *table,
                                TaiWind from, TaiWind to)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  const TaiCompareTable *reference;

  g_return_val_if_fail (self != NULL && table != NULL, texts);

  reference = tai_comparison_get_reference (self);
  if (reference == NULL || reference == table || !table->valid
      || tai_compare_table_payment (table, from, to)
             == tai_compare_table_payment (reference, from, to))
    return texts;
  add_choices (self, table, reference, NULL, from, to, texts);
  if (texts->len > 0)
    return texts;
  /* Another ruleset: the money follows its lines. */
  for (guint i = 0; i < self->differences->len; i++)
    {
      g_autoptr (GPtrArray) lines
          = tai_comparison_line_reasons (self, table, g_ptr_array_index (self->differences, i));

      for (guint l = 0; l < lines->len; l++)
        add_text (texts, g_strdup (g_ptr_array_index (lines, l)));
    }
  return texts;
}

GPtrArray *
tai_comparison_explain (const TaiComparison *self, const char *id, TaiWind from, TaiWind to)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) reasons = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (self != NULL, texts);

  /* Each table's reasons as one text, "" where it has none. */
  for (guint t = 0; t < self->tables->len; t++)
    {
      const TaiCompareTable *table = g_ptr_array_index (self->tables, t);
      g_autoptr (GPtrArray) mine = id != NULL ? tai_comparison_line_reasons (self, table, id)
                                              : tai_comparison_payment_reasons (self, table,
                                                                                from, to);

      g_ptr_array_add (mine, NULL);
      g_ptr_array_add (reasons,
                       g_strjoinv (C_ ("list of house rules", "; "), (char **) mine->pdata));
    }
  /* One sentence a reason, naming every table that shares it. */
  for (guint t = 0; t < self->tables->len; t++)
    {
      const char *reason = g_ptr_array_index (reasons, t);
      g_autoptr (GString) names = g_string_new (NULL);

      if (*reason == '\0')
        continue;
      for (guint o = t; o < self->tables->len; o++)
        {
          const TaiCompareTable *other = g_ptr_array_index (self->tables, o);

          if (o > t && strcmp (g_ptr_array_index (reasons, o), reason) != 0)
            continue;
          if (names->len > 0)
            /* Translators: the separator of a list of tables: 、 in Chinese. */
            g_string_append (names, _(", "));
          g_string_append (names, tai_ruleset_translate (other->name));
          if (o > t)
            {
              g_free (g_ptr_array_index (reasons, o));
              reasons->pdata[o] = g_strdup ("");
            }
        }
      /* Translators: why tables score a line or pay otherwise: the tables,
       * then their house rule, "Gamesofa, Star31 — All honours value: 8
       * tai" (遊戲橘子、明星3缺1——字一色台數：8 台). */
      g_ptr_array_add (texts, g_strdup_printf (C_ ("why tables differ", "%1$s — %2$s"),
                                               names->str, reason));
    }
  return texts;
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
