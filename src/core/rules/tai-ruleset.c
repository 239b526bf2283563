/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset.c: a ruleset's life cycle and accessors. Loading is in
 * tai-ruleset-loader.c, the table's choices in tai-rules.c, presets in
 * tai-ruleset-presets.c and writing a file in tai-ruleset-writer.c. */
#include "config.h"

#include "tai-ruleset-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Freeing */

static void
line_free (gpointer data)
{
  TaiLine *line = data;

  g_free (line->id);
  g_free (line->category);
  g_free (line->name);
  g_free (line->native);
  g_free (line->romanised);
  g_free (line->description);
  g_strfreev (line->replaces);
  g_strfreev (line->replaces_unless);
  g_free (line->variant);
  g_free (line->example);
  g_strfreev (line->aliases);
  g_free (line);
}

static void
variant_free (gpointer data)
{
  TaiVariant *variant = data;

  g_free (variant->id);
  g_free (variant->name);
  g_free (variant->description);
  g_free (variant->line);
  g_free (variant->default_value);
  g_strfreev (variant->values);
  g_strfreev (variant->value_names);
  g_free (variant);
}

static void
preset_free (gpointer data)
{
  TaiPreset *preset = data;

  g_free (preset->id);
  g_free (preset->name);
  g_free (preset->description);
  g_strfreev (preset->variants);
  g_strfreev (preset->values);
  g_free (preset);
}

TaiRuleset *
tai_ruleset_new_empty (const char *filename)
{
  TaiRuleset *self = g_new0 (TaiRuleset, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->filename = g_strdup (filename);
  self->lines = g_ptr_array_new_with_free_func (line_free);
  self->variants = g_ptr_array_new_with_free_func (variant_free);
  self->presets = g_ptr_array_new_with_free_func (preset_free);
  self->payment_rules = g_ptr_array_new_with_free_func (line_free);
  self->line_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->variant_ids = g_hash_table_new (g_str_hash, g_str_equal);
  return self;
}

static void
ruleset_free (TaiRuleset *self)
{
  g_free (self->filename);
  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  /* The hash tables borrow their keys from the lines and variants, so
   * they go first. */
  g_hash_table_unref (self->line_ids);
  g_hash_table_unref (self->variant_ids);
  g_ptr_array_unref (self->lines);
  g_ptr_array_unref (self->variants);
  g_ptr_array_unref (self->presets);
  g_ptr_array_unref (self->payment_rules);
  g_free (self->line_variant);
  g_free (self->replaces_index);
  g_free (self->replaces_unless);
  g_free (self->replaces_start);
  g_free (self);
}

TaiRuleset *
tai_ruleset_ref (TaiRuleset *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
tai_ruleset_unref (TaiRuleset *self)
{
  if (self == NULL)
    return;
  if (g_atomic_ref_count_dec (&self->ref_count))
    ruleset_free (self);
}

/* ------------------------------------------------------------------ */
/* Ids */

/* Ids are lower-case words joined by hyphens ("concealed-self-draw"), so
 * that they are safe in hand files, command lines and settings keys. */
gboolean
tai_ruleset_is_id (const char *s)
{
  if (s == NULL || !g_ascii_isalnum (s[0]))
    return FALSE;
  for (const char *p = s; *p != '\0'; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-' || *p == '_'))
      return FALSE;
  return strlen (s) <= 64;
}


int
tai_ruleset_find_variant_index (const TaiRuleset *self, const char *id)
{
  gpointer value;

  if (id == NULL || !g_hash_table_lookup_extended (self->variant_ids, id, NULL, &value))
    return -1;
  return GPOINTER_TO_INT (value) - 1;
}

/* ------------------------------------------------------------------ */
/* Ruleset accessors */

const char *
tai_ruleset_get_id (const TaiRuleset *self)
{
  return self->id;
}

const char *
tai_ruleset_get_name (const TaiRuleset *self)
{
  return self->name;
}

const char *
tai_ruleset_get_description (const TaiRuleset *self)
{
  return self->description;
}

const char *
tai_ruleset_get_filename (const TaiRuleset *self)
{
  return self->filename;
}

TaiFamily
tai_ruleset_get_family (const TaiRuleset *self)
{
  return self->family;
}

TaiPaymentScheme
tai_ruleset_get_payment_scheme (const TaiRuleset *self)
{
  return self->payment;
}

guint
tai_ruleset_get_hand_size (const TaiRuleset *self)
{
  return self->hand_size;
}

guint
tai_ruleset_get_n_sets (const TaiRuleset *self)
{
  return self->n_sets;
}

gboolean
tai_ruleset_has_animals (const TaiRuleset *self)
{
  return self->animals;
}

int
tai_ruleset_get_minimum (const TaiRuleset *self)
{
  return self->minimum;
}

int
tai_ruleset_get_cap (const TaiRuleset *self)
{
  return self->cap;
}

guint
tai_ruleset_get_n_lines (const TaiRuleset *self)
{
  return self->lines->len;
}

const TaiLine *
tai_ruleset_get_line (const TaiRuleset *self, guint index)
{
  g_return_val_if_fail (index < self->lines->len, NULL);
  return self->lines->pdata[index];
}

int
tai_ruleset_find_line_index (const TaiRuleset *self, const char *id)
{
  gpointer value;

  if (id == NULL || !g_hash_table_lookup_extended (self->line_ids, id, NULL, &value))
    return -1;
  return GPOINTER_TO_INT (value) - 1;
}

const TaiLine *
tai_ruleset_find_line (const TaiRuleset *self, const char *id)
{
  int index = tai_ruleset_find_line_index (self, id);

  return index >= 0 ? self->lines->pdata[index] : NULL;
}

guint
tai_ruleset_get_n_payment_rules (const TaiRuleset *self)
{
  return self->payment_rules->len;
}

const TaiLine *
tai_ruleset_get_payment_rule (const TaiRuleset *self, guint index)
{
  g_return_val_if_fail (index < self->payment_rules->len, NULL);
  return self->payment_rules->pdata[index];
}

const TaiLine *
tai_ruleset_find_payment_rule (const TaiRuleset *self, const char *id)
{
  /* A handful of rules per file: a scan is enough. */
  for (guint i = 0; id != NULL && i < self->payment_rules->len; i++)
    {
      const TaiLine *rule = self->payment_rules->pdata[i];

      if (strcmp (rule->id, id) == 0)
        return rule;
    }
  return NULL;
}

guint
tai_ruleset_get_n_variants (const TaiRuleset *self)
{
  return self->variants->len;
}

const TaiVariant *
tai_ruleset_get_variant (const TaiRuleset *self, guint index)
{
  g_return_val_if_fail (index < self->variants->len, NULL);
  return self->variants->pdata[index];
}

const TaiVariant *
tai_ruleset_find_variant (const TaiRuleset *self, const char *id)
{
  int index = tai_ruleset_find_variant_index (self, id);

  return index >= 0 ? self->variants->pdata[index] : NULL;
}


const char *
tai_ruleset_translate (const char *text)
{
  if (text == NULL || text[0] == '\0')
    return text;
  return g_dgettext (GETTEXT_PACKAGE, text);
}

/* ------------------------------------------------------------------ */
/* Translated texts */

const char *
tai_ruleset_get_display_name (const TaiRuleset *self)
{
  return tai_ruleset_translate (self->name);
}

const char *
tai_ruleset_get_display_description (const TaiRuleset *self)
{
  return tai_ruleset_translate (self->description);
}

const char *
tai_line_get_name (const TaiLine *line)
{
  return line != NULL && line->name != NULL ? tai_ruleset_translate (line->name) : "?";
}

gboolean
tai_text_has_han (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_get_script (g_utf8_get_char (p)) == G_UNICODE_SCRIPT_HAN)
      return TRUE;
  return FALSE;
}

const char *
tai_line_get_native_beside (const TaiLine *line)
{
  if (line == NULL || line->native == NULL || line->native[0] == '\0')
    return NULL;
  if (tai_text_has_han (tai_line_get_name (line)))
    return NULL;
  return line->native;
}

char *
tai_line_dup_title (const TaiLine *line)
{
  const char *native = tai_line_get_native_beside (line);

  if (native == NULL)
    return g_strdup (tai_line_get_name (line));
  return g_strdup_printf ("%s %s", tai_line_get_name (line), native);
}

const char *
tai_line_get_description (const TaiLine *line)
{
  return line != NULL && line->description != NULL ? tai_ruleset_translate (line->description)
                                                    : "";
}

const char *
tai_variant_get_name (const TaiVariant *variant)
{
  return tai_ruleset_translate (variant->name);
}

const char *
tai_variant_get_description (const TaiVariant *variant)
{
  return tai_ruleset_translate (variant->description);
}

const char *
tai_variant_get_value_name (const TaiVariant *variant, guint index)
{
  g_return_val_if_fail (index < g_strv_length (variant->value_names), NULL);
  return tai_ruleset_translate (variant->value_names[index]);
}

const char *
tai_preset_get_name (const TaiPreset *preset)
{
  return tai_ruleset_translate (preset->name);
}

const char *
tai_preset_get_description (const TaiPreset *preset)
{
  return tai_ruleset_translate (preset->description);
}

char *
tai_ruleset_dup_reference (const TaiRuleset *self, const char *dir)
{
  const char *path;
  g_autofree char *base = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  path = tai_ruleset_get_filename (self);
  /* A built-in is known by its id (its display name is "NAME.xml"); a
   * ruleset read from a file by that file, even when it reuses a
   * built-in's id, so that the hand is scored at the same table again. */
  if (path == NULL || !g_path_is_absolute (path))
    return g_strdup (tai_ruleset_get_id (self));
  if (dir == NULL)
    return g_strdup (path);
  base = g_canonicalize_filename (dir, NULL);
  if (g_str_has_prefix (path, base) && path[strlen (base)] == G_DIR_SEPARATOR)
    return g_strdup (path + strlen (base) + 1);
  return g_strdup (path);
}
