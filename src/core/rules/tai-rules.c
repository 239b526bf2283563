/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-rules.c: a ruleset with a table's variant choices resolved into
 * per-line tai, ready for the scorer. */
#include "config.h"

#include "tai-ruleset-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Rules: a ruleset with choices */

int
tai_rules_resolve_line_tai (const TaiRules *self, guint i)
{
  const TaiLine *line = self->ruleset->lines->pdata[i];
  int v = self->ruleset->line_variant[i];
  const char *value;
  gint64 number;

  if (v < 0)
    return line->tai;
  value = self->values[v];
  if (strcmp (value, "off") == 0)
    return -1;
  if (g_ascii_string_to_signed (value, 10, 0, MAX_TAI, &number, NULL))
    return (int) number;
  return line->tai;
}

static int
numeric_variant (const TaiRules *self, const char *id, int fallback)
{
  const char *value = tai_rules_get_variant (self, id);
  gint64 number;

  if (value != NULL && g_ascii_string_to_signed (value, 10, 0, MAX_TAI, &number, NULL))
    return (int) number;
  return fallback;
}

void
tai_rules_resolve_limits (TaiRules *self)
{
  self->minimum = numeric_variant (self, "minimum", self->ruleset->minimum);
  self->cap = numeric_variant (self, "cap", self->ruleset->cap);
}

TaiRules *
tai_rules_new (TaiRuleset *ruleset)
{
  TaiRules *self;

  g_return_val_if_fail (ruleset != NULL, NULL);

  self = g_new0 (TaiRules, 1);
  self->ruleset = tai_ruleset_ref (ruleset);
  self->values = g_new0 (const char *, MAX (ruleset->variants->len, 1));
  self->line_tai = g_new0 (int, MAX (ruleset->lines->len, 1));
  for (guint v = 0; v < ruleset->variants->len; v++)
    self->values[v] = ((TaiVariant *) ruleset->variants->pdata[v])->default_value;
  for (guint i = 0; i < ruleset->lines->len; i++)
    self->line_tai[i] = tai_rules_resolve_line_tai (self, i);
  tai_rules_resolve_limits (self);
  return self;
}

TaiRules *
tai_rules_copy (const TaiRules *self)
{
  TaiRules *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_new0 (TaiRules, 1);
  copy->ruleset = tai_ruleset_ref (self->ruleset);
  copy->values = g_memdup2 (self->values, sizeof (char *) * MAX (self->ruleset->variants->len, 1));
  copy->line_tai = g_memdup2 (self->line_tai, sizeof (int) * MAX (self->ruleset->lines->len, 1));
  copy->minimum = self->minimum;
  copy->cap = self->cap;
  return copy;
}

void
tai_rules_free (TaiRules *self)
{
  if (self == NULL)
    return;
  tai_ruleset_unref (self->ruleset);
  g_free (self->values);
  g_free (self->line_tai);
  g_free (self);
}

TaiRuleset *
tai_rules_get_ruleset (const TaiRules *self)
{
  return self->ruleset;
}

gboolean
tai_rules_set_variant (TaiRules *self, const char *id, const char *value, GError **error)
{
  const TaiVariant *variant;
  int v;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (id != NULL && value != NULL, FALSE);

  v = tai_ruleset_find_variant_index (self->ruleset, id);
  if (v < 0)
    {
      g_autofree char *shown = tai_text_shorten (id, -1);

      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN, _("the ruleset “%s” has no variant “%s”"),
                   self->ruleset->id, shown);
      return FALSE;
    }
  variant = self->ruleset->variants->pdata[v];
  for (guint j = 0; variant->values[j] != NULL; j++)
    {
      if (strcmp (variant->values[j], value) != 0)
        continue;
      self->values[v] = variant->values[j];
      for (guint i = 0; i < self->ruleset->lines->len; i++)
        if (self->ruleset->line_variant[i] == v)
          self->line_tai[i] = tai_rules_resolve_line_tai (self, i);
      tai_rules_resolve_limits (self);
      return TRUE;
    }
  {
    g_autofree char *allowed = g_strjoinv (", ", variant->values);
    g_autofree char *shown = tai_text_shorten (value, -1);

    g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN,
                 _("“%s” is not a value of variant “%s” (allowed: %s)"), shown, id, allowed);
  }
  return FALSE;
}

const char *
tai_rules_get_variant (const TaiRules *self, const char *id)
{
  int v = tai_ruleset_find_variant_index (self->ruleset, id);

  return v >= 0 ? self->values[v] : NULL;
}

gboolean
tai_rules_equal (const TaiRules *a, const TaiRules *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->ruleset != b->ruleset)
    return FALSE;
  for (guint v = 0; v < tai_ruleset_get_n_variants (a->ruleset); v++)
    if (g_strcmp0 (a->values[v], b->values[v]) != 0)
      return FALSE;
  return TRUE;
}

gboolean
tai_rules_variant_is_on (const TaiRules *self, const char *id)
{
  const char *value = tai_rules_get_variant (self, id);

  return value != NULL && strcmp (value, "on") == 0;
}

int
tai_rules_line_tai (const TaiRules *self, guint line_index)
{
  if (line_index >= self->ruleset->lines->len)
    return -1;
  return self->line_tai[line_index];
}

int
tai_rules_line_tai_by_id (const TaiRules *self, const char *id)
{
  int index = tai_ruleset_find_line_index (self->ruleset, id);

  return index >= 0 ? self->line_tai[index] : -1;
}

gboolean
tai_rules_flower_win_is_eight_immortals (const TaiRules *self)
{
  /* The ruleset's lines, not the variants: a table that turns the line
   * off still calls the win by its rules' name. */
  return tai_ruleset_find_line_index (self->ruleset, "eight-immortals") >= 0;
}

gboolean
tai_rules_line_replaces (const TaiRules *self, guint line_index, guint other_index)
{
  const TaiRuleset *ruleset = self->ruleset;

  if (line_index >= ruleset->lines->len)
    return FALSE;
  for (guint k = ruleset->replaces_start[line_index]; k < ruleset->replaces_start[line_index + 1];
       k++)
    {
      int unless = ruleset->replaces_unless[k];

      if ((guint) ruleset->replaces_index[k] != other_index)
        continue;
      if (unless >= 0 && strcmp (self->values[unless], "on") == 0)
        return FALSE;
      return TRUE;
    }
  return FALSE;
}

int
tai_rules_get_minimum (const TaiRules *self)
{
  return self->minimum;
}

int
tai_rules_get_cap (const TaiRules *self)
{
  return self->cap;
}

