/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-rules-dialog.c: House Rules and Stakes of one match. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-hand.h"
#include "tai-match-rules-dialog.h"
#include "tai-rules.h"

struct _TaiMatchRulesDialog
{
  TaiMatchDialog parent_instance;

  GtkGrid *grid;

  GPtrArray *variants; /* GtkDropDown per variant of the ruleset, in its order */;
  GtkSpinButton *base;
  GtkSpinButton *per_tai;
  GtkSpinButton *amounts[TAI_N_COLLECTIONS][2];
};

G_DEFINE_FINAL_TYPE (TaiMatchRulesDialog, tai_match_rules_dialog, TAI_TYPE_MATCH_DIALOG)

/* Rows are made here, as many as the ruleset has variants. */
static GtkWidget *
append_row (TaiMatchRulesDialog *self, const char *label, GtkWidget *widget, const char *name)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);
  int row = 0;

  while (gtk_grid_get_child_at (self->grid, 0, row) != NULL)
    row++;
  gtk_label_set_xalign (GTK_LABEL (title), 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), widget);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_name (widget, name);
  gtk_grid_attach (self->grid, title, 0, row, 1, 1);
  gtk_grid_attach (self->grid, widget, 1, row, 1, 1);
  return widget;
}

static GtkSpinButton *
amount_spin (gint64 value)
{
  GtkSpinButton *button = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 1000000, 1));

  gtk_spin_button_set_value (button, value);
  gtk_spin_button_set_numeric (button, TRUE);
  return button;
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
      guint selected = gtk_drop_down_get_selected (self->variants->pdata[i]);

      if (!tai_match_set_variant (match, variant->id, variant->values[selected], error))
        return FALSE;
    }
  tai_match_get_stakes (match, &stakes);
  if (self->base != NULL)
    {
      stakes.base = gtk_spin_button_get_value_as_int (self->base);
      stakes.per_tai = gtk_spin_button_get_value_as_int (self->per_tai);
    }
  if (!tai_match_set_stakes (match, &stakes, error))
    return FALSE;
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    for (int dealt = 0; dealt < 2; dealt++)
      if (self->amounts[k][dealt] != NULL
          && !tai_match_set_collection_amount (
            match, k, dealt, gtk_spin_button_get_value_as_int (self->amounts[k][dealt]),
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
      GtkWidget *drop_down;
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
      drop_down = gtk_drop_down_new_from_strings ((const char *const *) labels->pdata);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);
      gtk_widget_set_tooltip_text (drop_down, tai_variant_get_description (variant));
      append_row (self, tai_variant_get_name (variant), drop_down, widget_name);
      g_ptr_array_add (self->variants, drop_down);
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
      self->base = GTK_SPIN_BUTTON (append_row (self, _("_Base"),
                                                GTK_WIDGET (amount_spin (stakes.base)), "base"));
      self->per_tai = GTK_SPIN_BUTTON (append_row (self, _("_Per tai"),
                                                   GTK_WIDGET (amount_spin (stakes.per_tai)),
                                                   "per-tai"));
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
        self->amounts[k][dealt] = GTK_SPIN_BUTTON (
          append_row (self, label,
                      GTK_WIDGET (amount_spin (tai_match_get_collection_amount (match, k,
                                                                                dealt))),
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
  gtk_widget_class_bind_template_child (widget_class, TaiMatchRulesDialog, grid);
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
