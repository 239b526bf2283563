/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-texts.c: the texts of one tai table entry, and its search. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tai-table-texts.h"

const TaiLine *
tai_table_find_entry (const TaiRuleset *ruleset, const char *id, int *index)
{
  int i = tai_ruleset_find_line_index (ruleset, id);

  if (index != NULL)
    *index = i;
  if (i >= 0)
    return tai_ruleset_get_line (ruleset, i);
  return tai_ruleset_find_payment_rule (ruleset, id);
}

const char *
tai_table_value_label (const TaiVariant *variant, const char *value)
{
  for (guint k = 0; variant->values[k] != NULL; k++)
    if (g_strcmp0 (variant->values[k], value) == 0)
      return tai_variant_get_value_name (variant, k);
  return value;
}

gboolean
tai_table_entry_is_off (const TaiRules *rules, int index)
{
  return index >= 0 && tai_rules_line_tai (rules, index) < 0;
}

char *
tai_table_value_text (const TaiRules *rules, const TaiLine *entry, int index)
{
  int tai;

  if (index < 0)
    {
      /* A payment rule: its own figure, else what the table chose. */
      const TaiVariant *variant = entry->variant != NULL
                                    ? tai_ruleset_find_variant (tai_rules_get_ruleset (rules),
                                                                entry->variant)
                                    : NULL;

      if (entry->tai >= 0)
        return g_strdup_printf (ngettext ("%d tai", "%d tai", entry->tai), entry->tai);
      /* An amount in points, as the ledger pays it (a Singapore bite, a
       * kong, ping hu at its own price). */
      if (entry->points >= 0 && entry->half_points >= 0)
        /* TRANSLATORS: what a full payer and a half payer pay, in points,
         * e.g. "20 full, 10 half". */
        return g_strdup_printf (_("%d full, %d half"), entry->points, entry->half_points);
      if (entry->points >= 0)
        /* TRANSLATORS: points each other player pays, e.g. "4 from each
         * player". */
        return g_strdup_printf (_("%d from each player"), entry->points);
      if (variant != NULL)
        return g_strdup (
          tai_table_value_label (variant, tai_rules_get_variant (rules, variant->id)));
      return g_strdup ("");
    }
  tai = tai_rules_line_tai (rules, index);
  if (tai < 0)
    return g_strdup (_("Not played"));
  if (entry->limit)
    return g_strdup (C_("tai value", "Limit"));
  if (entry->each)
    return g_strdup_printf (ngettext ("%d tai each", "%d tai each", tai), tai);
  return g_strdup_printf (ngettext ("%d tai", "%d tai", tai), tai);
}

char *
tai_table_replaces_text (const TaiRules *rules, int index)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  g_autoptr (GString) names = g_string_new (NULL);

  if (index < 0)
    return NULL;
  for (guint j = 0; j < tai_ruleset_get_n_lines (ruleset); j++)
    if (tai_rules_line_replaces (rules, index, j))
      {
        if (names->len > 0)
          g_string_append (names, _(", "));
        g_string_append (names, tai_line_get_name (tai_ruleset_get_line (ruleset, j)));
      }
  if (names->len == 0)
    return NULL;
  /* TRANSLATORS: %s lists the lines a line is scored in place of. */
  return g_strdup_printf (_("In place of %s"), names->str);
}

/* Every house rule that belongs to the entry, with the table's choice and
 * the alternatives: "Last-discard line: Scored (also: Not scored)". */
char *
tai_table_variants_text (const TaiRules *rules, const TaiLine *entry)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      const char *choice = tai_rules_get_variant (rules, variant->id);
      g_autoptr (GString) others = g_string_new (NULL);

      if (g_strcmp0 (variant->line, entry->id) != 0 && g_strcmp0 (variant->id, entry->variant) != 0)
        continue;
      for (guint k = 0; variant->values[k] != NULL; k++)
        if (g_strcmp0 (variant->values[k], choice) != 0)
          {
            if (others->len > 0)
              g_string_append (others, _(", "));
            g_string_append (others, tai_variant_get_value_name (variant, k));
          }
      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* TRANSLATORS: a house rule, the table's choice, then the other
       * choices, e.g. "All honours value: 16 tai (also played: 8 tai)". */
      g_string_append_printf (out, _("%s: %s (also played: %s)"), tai_variant_get_name (variant),
                              tai_table_value_label (variant, choice), others->str);
    }
  if (out->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
tai_table_names_text (const TaiLine *entry)
{
  /* NULL when the name shown already is Chinese: it is said once. */
  const char *native = tai_line_get_native_beside (entry);

  if (entry->romanised != NULL)
    return native == NULL ? g_strdup (entry->romanised)
                          : g_strdup_printf ("%s · %s", native, entry->romanised);
  return g_strdup (native == NULL ? "" : native);
}

/* Search. */

char *
tai_table_fold (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL_COMPOSE);

  return g_utf8_casefold (normal != NULL ? normal : text, -1);
}

/* The folded text without spaces, hyphens and apostrophes, so that
 * "zimo" finds "zi mo" and "kam kam hu" finds "kamkamhu". */
static char *
squeeze (const char *folded)
{
  GString *out = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p++)
    if (*p != ' ' && *p != '-' && *p != '\'')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static gboolean
text_matches (const char *text, const char *search)
{
  g_autofree char *folded = NULL;
  g_autofree char *squeezed = NULL;
  g_autofree char *squeezed_search = NULL;

  if (text == NULL || text[0] == '\0')
    return FALSE;
  folded = tai_table_fold (text);
  if (strstr (folded, search) != NULL)
    return TRUE;
  squeezed = squeeze (folded);
  squeezed_search = squeeze (search);
  return squeezed_search[0] != '\0' && strstr (squeezed, squeezed_search) != NULL;
}

gboolean
tai_table_entry_matches (const TaiLine *entry, const char *folded_search)
{
  if (text_matches (entry->name, folded_search)
      || text_matches (tai_line_get_name (entry), folded_search)
      || text_matches (entry->native, folded_search)
      || text_matches (entry->romanised, folded_search))
    return TRUE;
  for (guint i = 0; entry->aliases != NULL && entry->aliases[i] != NULL; i++)
    if (text_matches (entry->aliases[i], folded_search))
      return TRUE;
  return FALSE;
}
