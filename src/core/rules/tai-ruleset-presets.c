/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-presets.c: the named sets of variant choices a ruleset file
 * offers, and applying one to a table's rules. */
#include "config.h"

#include "tai-ruleset-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Presets */

guint
tai_ruleset_get_n_presets (const TaiRuleset *self)
{
  return self->presets->len;
}

const TaiPreset *
tai_ruleset_get_preset (const TaiRuleset *self, guint index)
{
  g_return_val_if_fail (index < self->presets->len, NULL);
  return self->presets->pdata[index];
}

gboolean
tai_rules_apply_preset (TaiRules *self, const char *preset_id, GError **error)
{
  for (guint i = 0; i < self->ruleset->presets->len; i++)
    {
      const TaiPreset *preset = self->ruleset->presets->pdata[i];

      if (strcmp (preset->id, preset_id) != 0)
        continue;
      /* A preset speaks for the whole table: variants it does not name
       * go back to their defaults. */
      for (guint v = 0; v < self->ruleset->variants->len; v++)
        self->values[v] = ((TaiVariant *) self->ruleset->variants->pdata[v])->default_value;
      /* The loader checked that every variant and value exists, so the
       * choices are set directly and the lines resolved once at the end. */
      for (guint j = 0; preset->variants[j] != NULL; j++)
        {
          int v = tai_ruleset_find_variant_index (self->ruleset, preset->variants[j]);
          const TaiVariant *variant = self->ruleset->variants->pdata[v];

          for (guint k = 0; variant->values[k] != NULL; k++)
            if (strcmp (variant->values[k], preset->values[j]) == 0)
              self->values[v] = variant->values[k];
        }
      for (guint l = 0; l < self->ruleset->lines->len; l++)
        self->line_tai[l] = tai_rules_resolve_line_tai (self, l);
      tai_rules_resolve_limits (self);
      return TRUE;
    }
  g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN, _("the ruleset “%s” has no preset “%s”"),
               self->ruleset->id, preset_id);
  return FALSE;
}

