/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-rules-dialog.c: House Rules and Stakes of one match. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-hand.h"
#include "tai-match-rules-dialog.h"
#include "tai-rules.h"
#include "tai-spin-row.h"

struct _TaiMatchRulesDialog
{
  TaiMatchDialog parent_instance;

  GtkListBox *list;

  GPtrArray *variants; /* AdwComboRow per variant of the ruleset, in its order */;
  AdwSpinRow *base;
  AdwSpinRow *per_tai;
  AdwSpinRow *amounts[TAI_N_COLLECTIONS][2];
};

G_DEFINE_FINAL_TYPE (TaiMatchRulesDialog, tai_match_rules_dialog, TAI_TYPE_MATCH_DIALOG)

/* Rows are made here, as many as the ruleset has variants: a row per
 * value, titled (with a mnemonic) by what it sets. */
static GtkWidget *
append_row (TaiMatchRulesDialog *self, const char *title, GtkWidget *row, const char *name)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_widget_set_name (row, name);
  gtk_list_box_append (self->list, row);
  return row;
}

static GtkWidget *
amount_row (gint64 value)
{
  GtkWidget *row = tai_spin_row_new (0, 1000000, 1);

  adw_spin_row_set_value (ADW_SPIN_ROW (row), value);
  adw_spin_row_set_numeric (ADW_SPIN_ROW (row), TRUE);
  return row;
}

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiMatchRulesDialog *self = TAI_MATCH_RULES_DIALOG (dialog);
  TaiMatch *match = tai_match_dialog_get_match (dialog);
  TaiRuleset *ruleset;
  TaiStakes stakes;

  if (tai_match_get_rules (match) == NULL)
    return TRUE;

  /* Each change is its own step, saved and undoable; unchanged values
   * make no step at all. */
  ruleset = tai_rules_get_ruleset (tai_match_get_rules (match));
  for (guint i = 0; i < self->variants->len; i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      guint selected = adw_combo_row_get_selected (self->variants->pdata[i]);

      if (!tai_match_set_variant (match, variant->id, variant->values[selected], error))
        return FALSE;
    }
  tai_match_get_stakes (match, &stakes);
  if (self->base != NULL)
    {
      stakes.base = (int) adw_spin_row_get_value (self->base);
      stakes.per_tai = (int) adw_spin_row_get_value (self->per_tai);
    }
  if (!tai_match_set_stakes (match, &stakes, error))
    return FALSE;
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    for (int dealt = 0; dealt < 2; dealt++)
      if (self->amounts[k][dealt] != NULL
          && !tai_match_set_collection_amount (
            match, k, dealt, (int) adw_spin_row_get_value (self->amounts[k][dealt]),
            error))
        return FALSE;
  return TRUE;
}

static void
add_variants (TaiMatchRulesDialog *self, const TaiRules *rules, TaiRuleset *ruleset)
{
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      const char *current = tai_rules_get_variant (rules, variant->id);
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();
      g_autofree char *widget_name = g_strdup_printf ("variant-%s", variant->id);
      g_autoptr (GtkStringList) model = NULL;
      GtkWidget *row;
      guint selected = 0;

      for (guint v = 0; variant->values[v] != NULL; v++)
        {
          const char *label = variant->value_names != NULL && variant->value_names[v] != NULL
                                ? tai_variant_get_value_name (variant, v)
                                : variant->values[v];

          g_ptr_array_add (labels, (gpointer) label);
          if (g_strcmp0 (variant->values[v], current) == 0)
            selected = v;
        }
      g_ptr_array_add (labels, NULL);
      row = adw_combo_row_new ();
      model = gtk_string_list_new ((const char *const *) labels->pdata);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
      gtk_widget_set_tooltip_text (row, tai_variant_get_description (variant));
      append_row (self, tai_variant_get_name (variant), row, widget_name);
      g_ptr_array_add (self->variants, row);
    }
}

static void
add_stakes (TaiMatchRulesDialog *self, TaiRuleset *ruleset)
{
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  TaiStakes stakes;

  tai_match_get_stakes (match, &stakes);
  if (tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN)
    {
      self->base = ADW_SPIN_ROW (append_row (self, _("_Base"), amount_row (stakes.base), "base"));
      self->per_tai =
        ADW_SPIN_ROW (append_row (self, _("_Per tai"), amount_row (stakes.per_tai), "per-tai"));
      return;
    }
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    for (int dealt = 0; dealt < 2; dealt++)
      {
        g_autofree char *label = NULL;
        g_autofree char *widget_name =
          g_strdup_printf ("amount-%s%s", tai_collection_token (k), dealt ? "-dealt" : "");

        /* Only bites and marriages differ when already in the dealt hand. */
        if (dealt && k != TAI_COLLECTION_BITE && k != TAI_COLLECTION_MARRIAGE)
          continue;
        /* Translators: a collection amount, e.g. "Bite, in the dealt hand". */
        label = dealt ? g_strdup_printf (_("%s, in the dealt hand"), tai_collection_name (k))
                      : g_strdup (tai_collection_name (k));
        self->amounts[k][dealt] = ADW_SPIN_ROW (append_row (
          self, label, amount_row (tai_match_get_collection_amount (match, k, dealt)),
          widget_name));
      }
}

static void
tai_match_rules_dialog_constructed (GObject *object)
{
  TaiMatchRulesDialog *self = TAI_MATCH_RULES_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  const TaiRules *rules;
  TaiRuleset *ruleset;

  G_OBJECT_CLASS (tai_match_rules_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL && tai_match_get_rules (match) != NULL);
  rules = tai_match_get_rules (match);
  ruleset = tai_rules_get_ruleset (rules);
  add_variants (self, rules, ruleset);
  add_stakes (self, ruleset);
}

static void
tai_match_rules_dialog_dispose (GObject *object)
{
  TaiMatchRulesDialog *self = TAI_MATCH_RULES_DIALOG (object);

  g_clear_pointer (&self->variants, g_ptr_array_unref);
  G_OBJECT_CLASS (tai_match_rules_dialog_parent_class)->dispose (object);
}

static void
tai_match_rules_dialog_class_init (TaiMatchRulesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_match_rules_dialog_constructed;
  object_class->dispose = tai_match_rules_dialog_dispose;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-match-rules-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiMatchRulesDialog, list);
}

static void
tai_match_rules_dialog_init (TaiMatchRulesDialog *self)
{
  self->variants = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiMatchRulesDialog *
tai_match_rules_dialog_new (TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_MATCH_RULES_DIALOG, "match", match,
                       NULL);
}
