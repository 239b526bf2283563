/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-preferences-dialog.c: the House Rules dialog (an
 * AdwPreferencesDialog, presented over the window with adw_dialog_present()).
 * It edits the application's TaiHouseRules directly; the calculator, the
 * tables and this dialog all follow that one object, so there is one source
 * of truth and nothing to apply or save. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tai-custom-rulesets-group.h"
#include "tai-preferences-dialog.h"
#include "tai-ruleset-chooser.h"
#include "tai-saved-rulesets-group.h"

/* The dialog. */

struct _TaiPreferencesDialog
{
  AdwPreferencesDialog parent_instance;

  AdwComboRow *ruleset_row;
  AdwComboRow *preset_row;
  AdwPreferencesGroup *variants_group;
  AdwPreferencesGroup *limits_group;
  AdwPreferencesGroup *stakes_group;
  AdwSpinRow *base_row;
  AdwSpinRow *per_tai_row;
  AdwComboRow *scheme_row;
  TaiCustomRulesetsGroup *custom_group;
  TaiSavedRulesetsGroup *saved_group;

  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  TaiRules *rules;
  char *built_for;          /* the ruleset name the variant rows show */
  GPtrArray *variant_rows;  /* AdwComboRow, with data "variant-id" */
  GPtrArray *added_rows;    /* every row added to a group by code */
  gboolean updating;
  TaiRulesetChooser *ruleset_chooser; /* ruleset_row over rulesets */
};

G_DEFINE_FINAL_TYPE (TaiPreferencesDialog, tai_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static void
store (TaiPreferencesDialog *self, TaiRules *rules)
{
  tai_rules_free (self->rules);
  self->rules = rules;
  tai_house_rules_set_rules (self->house_rules, rules);
}

static void refresh (TaiPreferencesDialog *self);

static void
variant_selected_cb (AdwComboRow *row, GParamSpec *pspec, TaiPreferencesDialog *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "variant-id");
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  const TaiVariant *variant = tai_ruleset_find_variant (ruleset, id);
  guint position = adw_combo_row_get_selected (row);
  TaiRules *rules;

  if (self->updating || variant == NULL || position >= g_strv_length (variant->values))
    return;
  rules = tai_rules_copy (self->rules);
  tai_rules_set_variant (rules, id, variant->values[position], NULL);
  store (self, rules);
  refresh (self);
}

static AdwComboRow *
add_variant_row (TaiPreferencesDialog *self, AdwPreferencesGroup *group, const TaiVariant *variant)
{
  GtkStringList *labels = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  for (guint k = 0; variant->values[k] != NULL; k++)
    gtk_string_list_append (labels, tai_variant_get_value_name (variant, k));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 tai_variant_get_name (variant));
  /* The choice shows as the subtitle, where it is never cut short; the
   * description, a sentence, goes to the tooltip and to screen readers. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, tai_variant_get_description (variant));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  tai_variant_get_description (variant), -1);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  g_object_unref (labels);
  g_object_set_data_full (G_OBJECT (row), "variant-id", g_strdup (variant->id), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (variant_selected_cb), self);
  adw_preferences_group_add (group, row);
  g_object_set_data (G_OBJECT (row), "tai-group", group);
  g_ptr_array_add (self->variant_rows, row);
  g_ptr_array_add (self->added_rows, row);
  return ADW_COMBO_ROW (row);
}

static void
add_info_row (TaiPreferencesDialog *self, AdwPreferencesGroup *group, const char *title,
              const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  g_object_set_data (G_OBJECT (row), "tai-group", group);
  g_ptr_array_add (self->added_rows, row);
}

static gboolean
is_limit_variant (const char *id)
{
  return g_str_equal (id, "minimum") || g_str_equal (id, "cap");
}

/* Rebuilds the rows that depend on the ruleset: its variants and limits. */
static void
build_variant_rows (TaiPreferencesDialog *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  gboolean has_minimum = FALSE, has_cap = FALSE;

  for (guint i = 0; i < self->added_rows->len; i++)
    {
      GtkWidget *row = self->added_rows->pdata[i];
      AdwPreferencesGroup *group = g_object_get_data (G_OBJECT (row), "tai-group");

      if (group != NULL)
        adw_preferences_group_remove (group, row);
    }
  g_ptr_array_set_size (self->added_rows, 0);
  g_ptr_array_set_size (self->variant_rows, 0);

  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

      if (is_limit_variant (variant->id))
        {
          add_variant_row (self, self->limits_group, variant);
          has_minimum |= g_str_equal (variant->id, "minimum");
          has_cap |= g_str_equal (variant->id, "cap");
        }
      else
        add_variant_row (self, self->variants_group, variant);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->variants_group), self->variant_rows->len > 0);

  /* A ruleset without such a variant still says what its minimum and cap
   * are, so the player need not wonder. */
  if (!has_minimum)
    {
      int minimum = tai_ruleset_get_minimum (ruleset);
      g_autofree char *text = minimum > 0
        ? g_strdup_printf (ngettext ("%d tai", "%d tai", minimum), minimum)
        : g_strdup (_("No minimum"));

      add_info_row (self, self->limits_group, _("Minimum to win"), text);
    }
  if (!has_cap)
    {
      int cap = tai_ruleset_get_cap (ruleset);
      g_autofree char *text = cap > 0 ? g_strdup_printf (ngettext ("%d tai", "%d tai", cap), cap)
                                      : g_strdup (_("No cap"));

      add_info_row (self, self->limits_group, _("Cap"), text);
    }
}


/* The preset list: "Ruleset defaults", each preset, then "Custom". The
 * model is made once per ruleset (this may run inside the row's own
 * selection change, where a new model would start it over). */
static void
build_presets (TaiPreferencesDialog *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  GtkStringList *labels = gtk_string_list_new (NULL);

  gtk_string_list_append (labels, _("Ruleset defaults"));
  for (guint i = 0; i < tai_ruleset_get_n_presets (ruleset); i++)
    gtk_string_list_append (labels, tai_preset_get_name (tai_ruleset_get_preset (ruleset, i)));
  gtk_string_list_append (labels, C_("ruleset preset", "Custom"));
  adw_combo_row_set_model (self->preset_row, G_LIST_MODEL (labels));
  g_object_unref (labels);
}

/* The selected preset is the first whose choices are the current ones. */
static void
update_presets (TaiPreferencesDialog *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  guint n = tai_ruleset_get_n_presets (ruleset);
  g_autoptr (TaiRules) defaults = tai_rules_new (ruleset);
  guint selected = n + 1;

  if (tai_rules_equal (self->rules, defaults))
    selected = 0;
  for (guint i = 0; i < n && selected == n + 1; i++)
    {
      g_autoptr (TaiRules) applied = tai_rules_new (ruleset);

      if (tai_rules_apply_preset (applied, tai_ruleset_get_preset (ruleset, i)->id, NULL)
          && tai_rules_equal (self->rules, applied))
        selected = i + 1;
    }
  if (adw_combo_row_get_selected (self->preset_row) != selected)
    adw_combo_row_set_selected (self->preset_row, selected);
}

static void
update_ruleset_list (TaiPreferencesDialog *self, const char *name)
{
  /* While the list is changing the chooser selects it at the end. A table
   * set to a file outside the custom folder still shows it; a ruleset the
   * list cannot show, the first. */
  if (self->ruleset_chooser != NULL && !tai_ruleset_chooser_select (self->ruleset_chooser, name))
    tai_ruleset_chooser_select (self->ruleset_chooser,
                                tai_ruleset_list_get_id (self->rulesets, 0));
}

static void
refresh (TaiPreferencesDialog *self)
{
  g_autofree char *name = g_strdup (tai_house_rules_get_ruleset (self->house_rules));
  TaiRuleset *ruleset;
  gboolean taiwanese;

  self->updating = TRUE;
  tai_rules_free (self->rules);
  self->rules = tai_rules_copy (tai_house_rules_get_rules (self->house_rules));
  ruleset = tai_rules_get_ruleset (self->rules);

  update_ruleset_list (self, name);
  if (g_strcmp0 (self->built_for, name) != 0)
    {
      g_free (self->built_for);
      self->built_for = g_strdup (name);
      build_variant_rows (self);
      build_presets (self);
    }
  for (guint i = 0; i < self->variant_rows->len; i++)
    {
      AdwComboRow *row = self->variant_rows->pdata[i];
      const char *id = g_object_get_data (G_OBJECT (row), "variant-id");
      const TaiVariant *variant = tai_ruleset_find_variant (ruleset, id);
      const char *value = tai_rules_get_variant (self->rules, id);

      for (guint k = 0; variant != NULL && variant->values[k] != NULL; k++)
        if (g_strcmp0 (variant->values[k], value) == 0 && adw_combo_row_get_selected (row) != k)
          adw_combo_row_set_selected (row, k);
    }
  update_presets (self);

  /* Singapore pays by its scheme (2, 4, 8 … by tai), so neither a base nor
   * a per-tai stake means anything there: they are offered for Taiwanese
   * payments only, rather than offered and then ignored. */
  taiwanese = tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN;
  gtk_widget_set_visible (GTK_WIDGET (self->base_row), taiwanese);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->base_row),
                               _("What each payer pays before counting tai"));
  gtk_widget_set_visible (GTK_WIDGET (self->per_tai_row), taiwanese);
  gtk_widget_set_visible (GTK_WIDGET (self->scheme_row), !taiwanese);
  self->updating = FALSE;
}

static void
house_rules_changed_cb (TaiPreferencesDialog *self)
{
  refresh (self);
}

/* The list changed under the row (the chooser kept its choice, which is not
 * a choice the player made): the dialog shows the house rules again. */
static void
rulesets_changed_cb (TaiPreferencesDialog *self)
{
  refresh (self);
}

static void
ruleset_chosen_cb (TaiPreferencesDialog *self, const char *chosen)
{
  g_autofree char *id = g_strdup (chosen);

  if (self->updating || self->rulesets == NULL)
    return;
  tai_house_rules_set_ruleset (self->house_rules, id);
  refresh (self);
}

static void
preset_selected_cb (AdwComboRow *row, GParamSpec *pspec, TaiPreferencesDialog *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  guint position = adw_combo_row_get_selected (row);
  guint n = tai_ruleset_get_n_presets (ruleset);
  TaiRules *rules;

  /* "Custom" is where the player's own choices show; choosing it keeps
   * them as they are. */
  if (self->updating || position > n)
    return;
  rules = tai_rules_new (ruleset);
  if (position > 0)
    tai_rules_apply_preset (rules, tai_ruleset_get_preset (ruleset, position - 1)->id, NULL);
  store (self, rules);
  refresh (self);
}

/* The custom ruleset files are the groups' own; these are for tests. */
void
tai_preferences_dialog_save_custom_async (TaiPreferencesDialog *self, const char *name,
                                          GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_PREFERENCES_DIALOG (self));
  tai_custom_rulesets_group_save_async (self->custom_group, name, callback, user_data);
}

void
tai_preferences_dialog_import_file_async (TaiPreferencesDialog *self, GFile *file,
                                          GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_PREFERENCES_DIALOG (self));
  tai_custom_rulesets_group_import_file_async (self->custom_group, file, callback, user_data);
}

void
tai_preferences_dialog_export_file_async (TaiPreferencesDialog *self, GFile *file,
                                          GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_PREFERENCES_DIALOG (self));
  tai_custom_rulesets_group_export_file_async (self->custom_group, file, callback, user_data);
}

void
tai_preferences_dialog_rename_custom_async (TaiPreferencesDialog *self, const char *id,
                                            const char *name, GAsyncReadyCallback callback,
                                            gpointer user_data)
{
  g_return_if_fail (TAI_IS_PREFERENCES_DIALOG (self));
  tai_saved_rulesets_group_rename_async (self->saved_group, id, name, callback, user_data);
}

void
tai_preferences_dialog_delete_custom_async (TaiPreferencesDialog *self, const char *id,
                                            GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_PREFERENCES_DIALOG (self));
  tai_saved_rulesets_group_delete_async (self->saved_group, id, callback, user_data);
}

/* A renamed ruleset keeps its file: its rows are built again so that
 * nothing shows the old name. */
static void
ruleset_renamed_cb (TaiPreferencesDialog *self)
{
  g_clear_pointer (&self->built_for, g_free);
  refresh (self);
}

static void
tai_preferences_dialog_dispose (GObject *object)
{
  TaiPreferencesDialog *self = TAI_PREFERENCES_DIALOG (object);

  /* The rows may outlive the dialog by a moment (a list model or a
   * popover holds them) and change their selection as they go. */
  g_clear_object (&self->ruleset_chooser);
  if (self->ruleset_row != NULL)
    g_signal_handlers_disconnect_by_data (self->ruleset_row, self);
  if (self->preset_row != NULL)
    g_signal_handlers_disconnect_by_data (self->preset_row, self);
  if (self->house_rules != NULL)
    g_signal_handlers_disconnect_by_data (self->house_rules, self);
  g_clear_object (&self->house_rules);
  if (self->rulesets != NULL)
    g_signal_handlers_disconnect_by_data (self->rulesets, self);
  g_clear_object (&self->rulesets);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_PREFERENCES_DIALOG);

  G_OBJECT_CLASS (tai_preferences_dialog_parent_class)->dispose (object);
}

static void
tai_preferences_dialog_finalize (GObject *object)
{
  TaiPreferencesDialog *self = TAI_PREFERENCES_DIALOG (object);

  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->built_for, g_free);
  g_clear_pointer (&self->variant_rows, g_ptr_array_unref);
  g_clear_pointer (&self->added_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tai_preferences_dialog_parent_class)->finalize (object);
}

static void
tai_preferences_dialog_class_init (TaiPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TAI_TYPE_CUSTOM_RULESETS_GROUP);
  g_type_ensure (TAI_TYPE_SAVED_RULESETS_GROUP);
  object_class->dispose = tai_preferences_dialog_dispose;
  object_class->finalize = tai_preferences_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/preferences/tai-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, preset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, variants_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, limits_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, stakes_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, base_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, per_tai_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, scheme_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, custom_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesDialog, saved_group);
  gtk_widget_class_bind_template_callback (widget_class, ruleset_renamed_cb);
}

static void
tai_preferences_dialog_init (TaiPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->variant_rows = g_ptr_array_new ();
  self->added_rows = g_ptr_array_new ();
  self->ruleset_chooser = tai_ruleset_chooser_new (GTK_WIDGET (self->ruleset_row));
  g_signal_connect_object (self->ruleset_chooser, "chosen", G_CALLBACK (ruleset_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ruleset_chooser, "swapped", G_CALLBACK (rulesets_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self->preset_row, "notify::selected", G_CALLBACK (preset_selected_cb), self);
}

TaiPreferencesDialog *
tai_preferences_dialog_new (TaiHouseRules *house_rules)
{
  TaiPreferencesDialog *self = g_object_new (TAI_TYPE_PREFERENCES_DIALOG, NULL);
  TaiRulesetList *rulesets;

  g_return_val_if_fail (TAI_IS_HOUSE_RULES (house_rules), self);
  rulesets = tai_house_rules_get_ruleset_list (house_rules);
  g_return_val_if_fail (TAI_IS_RULESET_LIST (rulesets), self);

  self->house_rules = g_object_ref (house_rules);
  self->rulesets = g_object_ref (rulesets);

  self->updating = TRUE;
  tai_ruleset_chooser_set_rulesets (self->ruleset_chooser, G_LIST_MODEL (rulesets));
  self->updating = FALSE;

  g_object_set (self->custom_group, "house-rules", house_rules, NULL);
  g_object_set (self->saved_group, "house-rules", house_rules, NULL);

  g_signal_connect_swapped (house_rules, "notify::ruleset", G_CALLBACK (house_rules_changed_cb),
                            self);
  g_signal_connect_swapped (house_rules, "notify::rules", G_CALLBACK (house_rules_changed_cb),
                            self);
  g_object_bind_property (house_rules, "stakes-base", self->base_row, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (house_rules, "stakes-per-tai", self->per_tai_row, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  refresh (self);
  return self;
}

AdwComboRow *
tai_preferences_dialog_get_variant_row (TaiPreferencesDialog *self, const char *id)
{
  g_return_val_if_fail (TAI_IS_PREFERENCES_DIALOG (self), NULL);

  for (guint i = 0; i < self->variant_rows->len; i++)
    if (g_strcmp0 (g_object_get_data (self->variant_rows->pdata[i], "variant-id"), id) == 0)
      return self->variant_rows->pdata[i];
  return NULL;
}

AdwComboRow *
tai_preferences_dialog_get_preset_row (TaiPreferencesDialog *self)
{
  g_return_val_if_fail (TAI_IS_PREFERENCES_DIALOG (self), NULL);

  return self->preset_row;
}

AdwComboRow *
tai_preferences_dialog_get_ruleset_row (TaiPreferencesDialog *self)
{
  g_return_val_if_fail (TAI_IS_PREFERENCES_DIALOG (self), NULL);

  return self->ruleset_row;
}
