/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-writer.c: a table's rules written back as a ruleset file
 * (format version 1), the choices becoming the file's defaults. */
#include "config.h"

#include "tai-ruleset-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Writing */

static void
append_element (GString *out, const char *indent, const char *name, const char *text)
{
  g_autofree char *escaped = NULL;

  if (text == NULL)
    return;
  escaped = g_markup_escape_text (text, -1);
  g_string_append_printf (out, "%s<%s>%s</%s>\n", indent, name, escaped, name);
}

static void
append_attr (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = NULL;

  if (value == NULL)
    return;
  escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

char *
tai_rules_to_data (const TaiRules *self, const char *id, const char *name, gsize *length,
                   GError **error)
{
  const TaiRuleset *ruleset;
  GString *out;
  char number[32];

  g_return_val_if_fail (self != NULL, NULL);

  ruleset = self->ruleset;
  if (id == NULL)
    id = ruleset->id;
  if (name == NULL)
    name = ruleset->name;
  if (!tai_ruleset_is_id (id))
    {
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_INVALID,
                   _("“%s” is not a valid ruleset id (lower-case words joined by hyphens)"), id);
      return NULL;
    }
  if (name[0] == '\0')
    {
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_INVALID, _("a ruleset needs a name"));
      return NULL;
    }

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<ruleset xmlns=\"" RULESET_NS "\" version=\"" RULESET_VERSION "\"");
  append_attr (out, "id", id);
  append_attr (out, "family", ruleset->family == TAI_FAMILY_TAIWAN ? "taiwan" : "singapore");
  append_attr (out, "payment", ruleset->payment == TAI_PAYMENT_TAIWAN ? "taiwan" : "singapore");
  g_snprintf (number, sizeof number, "%u", ruleset->hand_size);
  append_attr (out, "hand-size", number);
  g_snprintf (number, sizeof number, "%u", ruleset->n_sets);
  append_attr (out, "sets", number);
  append_attr (out, "animals", ruleset->animals ? "yes" : "no");
  /* The table's minimum and cap, as its variants below default to: the
   * loader refuses a root that contradicts them. */
  g_snprintf (number, sizeof number, "%d", self->minimum);
  append_attr (out, "minimum", number);
  g_snprintf (number, sizeof number, "%d", self->cap);
  append_attr (out, "cap", number);
  g_string_append (out, ">\n");
  append_element (out, "  ", "name", name);
  append_element (out, "  ", "description", ruleset->description);

  /* The table's choices become the defaults of the new file. */
  for (guint v = 0; v < ruleset->variants->len; v++)
    {
      const TaiVariant *variant = ruleset->variants->pdata[v];

      g_string_append (out, "  <variant");
      append_attr (out, "id", variant->id);
      append_attr (out, "line", variant->line);
      append_attr (out, "default", self->values[v]);
      g_string_append (out, ">\n");
      append_element (out, "    ", "name", variant->name);
      append_element (out, "    ", "description", variant->description);
      for (guint j = 0; variant->values[j] != NULL; j++)
        {
          g_autofree char *label = g_markup_escape_text (variant->value_names[j], -1);

          g_string_append (out, "    <value");
          append_attr (out, "id", variant->values[j]);
          g_string_append_printf (out, ">%s</value>\n", label);
        }
      g_string_append (out, "  </variant>\n");
    }

  for (guint p = 0; p < ruleset->presets->len; p++)
    {
      const TaiPreset *preset = ruleset->presets->pdata[p];

      g_string_append (out, "  <preset");
      append_attr (out, "id", preset->id);
      g_string_append (out, ">\n");
      append_element (out, "    ", "name", preset->name);
      append_element (out, "    ", "description", preset->description);
      for (guint j = 0; preset->variants[j] != NULL; j++)
        {
          g_string_append (out, "    <set");
          append_attr (out, "variant", preset->variants[j]);
          append_attr (out, "value", preset->values[j]);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "  </preset>\n");
    }

  for (guint i = 0; i < ruleset->lines->len; i++)
    {
      const TaiLine *line = ruleset->lines->pdata[i];

      g_string_append (out, "  <line");
      append_attr (out, "id", line->id);
      g_snprintf (number, sizeof number, "%d", line->tai);
      append_attr (out, "tai", number);
      append_attr (out, "category", line->category);
      if (line->each)
        append_attr (out, "each", "yes");
      if (line->limit)
        append_attr (out, "limit", "yes");
      append_attr (out, "variant", line->variant);
      g_string_append (out, ">\n");
      append_element (out, "    ", "name", line->name);
      append_element (out, "    ", "native", line->native);
      append_element (out, "    ", "romanised", line->romanised);
      append_element (out, "    ", "description", line->description);
      for (guint j = 0; line->replaces[j] != NULL; j++)
        {
          g_autofree char *target = g_markup_escape_text (line->replaces[j], -1);

          g_string_append (out, "    <replaces");
          if (line->replaces_unless[j][0] != '\0')
            append_attr (out, "unless", line->replaces_unless[j]);
          g_string_append_printf (out, ">%s</replaces>\n", target);
        }
      for (guint j = 0; line->aliases[j] != NULL; j++)
        append_element (out, "    ", "alias", line->aliases[j]);
      append_element (out, "    ", "example", line->example);
      g_string_append (out, "  </line>\n");
    }

  for (guint i = 0; i < ruleset->payment_rules->len; i++)
    {
      const TaiLine *rule = ruleset->payment_rules->pdata[i];

      g_string_append (out, "  <rule");
      append_attr (out, "id", rule->id);
      if (rule->tai >= 0)
        {
          g_snprintf (number, sizeof number, "%d", rule->tai);
          append_attr (out, "tai", number);
        }
      append_attr (out, "category", rule->category);
      append_attr (out, "variant", rule->variant);
      if (rule->points >= 0)
        {
          g_snprintf (number, sizeof number, "%d", rule->points);
          append_attr (out, "points", number);
        }
      if (rule->half_points >= 0)
        {
          g_snprintf (number, sizeof number, "%d", rule->half_points);
          append_attr (out, "half-points", number);
        }
      g_string_append (out, ">\n");
      append_element (out, "    ", "name", rule->name);
      append_element (out, "    ", "native", rule->native);
      append_element (out, "    ", "romanised", rule->romanised);
      append_element (out, "    ", "description", rule->description);
      for (guint j = 0; rule->aliases[j] != NULL; j++)
        append_element (out, "    ", "alias", rule->aliases[j]);
      g_string_append (out, "  </rule>\n");
    }
  g_string_append (out, "</ruleset>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}
