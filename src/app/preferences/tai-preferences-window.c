/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-preferences-window.c: the House Rules window. It edits the
 * application's TaiHouseRules directly; the calculator, the tables and this
 * window all follow that one object, so there is one source of truth and
 * nothing to apply or save. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tai-preferences-window.h"

/* The window. */

struct _TaiPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *ruleset_row;
  AdwComboRow *preset_row;
  AdwPreferencesGroup *variants_group;
  AdwPreferencesGroup *limits_group;
  AdwPreferencesGroup *stakes_group;
  AdwActionRow *base_row;
  AdwActionRow *per_tai_row;
  GtkSpinButton *base_spin;
  GtkSpinButton *per_tai_spin;
  AdwComboRow *scheme_row;
  AdwEntryRow *save_row;
  AdwPreferencesGroup *custom_group;
  GtkListBox *custom_list;

  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  GtkFilterListModel *custom_rulesets; /* the custom entries of rulesets */
  TaiRules *rules;
  char *built_for;          /* the ruleset name the variant rows show */
  GPtrArray *variant_rows;  /* AdwComboRow, with data "variant-id" */
  GPtrArray *added_rows;    /* every row added to a group by code */
  GtkNativeDialog *chooser;
  gboolean updating;
  gboolean list_changing; /* the ruleset list is emitting items-changed */
};

G_DEFINE_FINAL_TYPE (TaiPreferencesWindow, tai_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
show_problem (TaiPreferencesWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_toast (TaiPreferencesWindow *self, const char *text)
{
  /* A toast title is markup in libadwaita 1.2: keep "<" and "&" text. */
  g_autofree char *title = g_markup_escape_text (text, -1);

  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (title));
}

static void
store (TaiPreferencesWindow *self, TaiRules *rules)
{
  tai_rules_free (self->rules);
  self->rules = rules;
  tai_house_rules_set_rules (self->house_rules, rules);
}

static void refresh (TaiPreferencesWindow *self);

static void
variant_selected_cb (AdwComboRow *row, GParamSpec *pspec, TaiPreferencesWindow *self)
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
add_variant_row (TaiPreferencesWindow *self, AdwPreferencesGroup *group, const TaiVariant *variant)
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
add_info_row (TaiPreferencesWindow *self, AdwPreferencesGroup *group, const char *title,
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
build_variant_rows (TaiPreferencesWindow *self)
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

static gboolean
rules_equal (const TaiRules *a, const TaiRules *b)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (a);

  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const char *id = tai_ruleset_get_variant (ruleset, i)->id;

      if (g_strcmp0 (tai_rules_get_variant (a, id), tai_rules_get_variant (b, id)) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The preset list: "Ruleset defaults", each preset, then "Custom". The
 * model is made once per ruleset (this may run inside the row's own
 * selection change, where a new model would start it over). */
static void
build_presets (TaiPreferencesWindow *self)
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
update_presets (TaiPreferencesWindow *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  guint n = tai_ruleset_get_n_presets (ruleset);
  g_autoptr (TaiRules) defaults = tai_rules_new (ruleset);
  guint selected = n + 1;

  if (rules_equal (self->rules, defaults))
    selected = 0;
  for (guint i = 0; i < n && selected == n + 1; i++)
    {
      g_autoptr (TaiRules) applied = tai_rules_new (ruleset);

      if (tai_rules_apply_preset (applied, tai_ruleset_get_preset (ruleset, i)->id, NULL)
          && rules_equal (self->rules, applied))
        selected = i + 1;
    }
  if (adw_combo_row_get_selected (self->preset_row) != selected)
    adw_combo_row_set_selected (self->preset_row, selected);
}

static void
update_ruleset_list (TaiPreferencesWindow *self, const char *name)
{
  guint position;

  /* While the list is changing the row's selection is out of date; the
   * list's handler puts it right afterwards. A table set to a file outside
   * the custom folder still shows it. */
  if (self->list_changing)
    return;
  position = tai_ruleset_list_ensure (self->rulesets, name);
  if (position == G_MAXUINT)
    position = 0;
  if (adw_combo_row_get_selected (self->ruleset_row) != position)
    adw_combo_row_set_selected (self->ruleset_row, position);
}

static void
refresh (TaiPreferencesWindow *self)
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
  adw_action_row_set_subtitle (self->base_row, _("What each payer pays before counting tai"));
  gtk_widget_set_visible (GTK_WIDGET (self->per_tai_row), taiwanese);
  gtk_widget_set_visible (GTK_WIDGET (self->scheme_row), !taiwanese);
  self->updating = FALSE;
}

static void
house_rules_changed_cb (TaiPreferencesWindow *self)
{
  refresh (self);
}

/* The ruleset row's selection moves with the list: not a choice the player
 * made. */
static void
rulesets_changing_cb (TaiPreferencesWindow *self)
{
  self->list_changing = TRUE;
  self->updating = TRUE;
}

static void
rulesets_changed_cb (TaiPreferencesWindow *self)
{
  self->list_changing = FALSE;
  self->updating = FALSE;
  refresh (self);
}

static void
ruleset_selected_cb (AdwComboRow *row, GParamSpec *pspec, TaiPreferencesWindow *self)
{
  const char *id;

  /* The row also changes its selection while the window is destroyed. */
  if (self->updating || self->list_changing || self->rulesets == NULL)
    return;
  id = tai_ruleset_list_get_id (self->rulesets, adw_combo_row_get_selected (row));
  if (id == NULL)
    return;
  tai_house_rules_set_ruleset (self->house_rules, id);
  refresh (self);
}

static void
preset_selected_cb (AdwComboRow *row, GParamSpec *pspec, TaiPreferencesWindow *self)
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

gboolean
tai_preferences_window_save_custom (TaiPreferencesWindow *self, const char *name, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), FALSE);

  path = tai_ruleset_list_save_custom (self->rulesets, self->rules, name, &local_error);
  if (path == NULL)
    {
      show_problem (self, _("Could Not Save the Ruleset"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The new file holds the choices as its defaults, so switching to it
   * keeps the table's rules exactly as they were. */
  tai_house_rules_set_ruleset (self->house_rules, path);
  refresh (self);
  message = g_strdup_printf (_("Saved “%s”"), name);
  show_toast (self, message);
  return TRUE;
}

static void
save_apply_cb (TaiPreferencesWindow *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->save_row));

  if (tai_preferences_window_save_custom (self, name, NULL))
    gtk_editable_set_text (GTK_EDITABLE (self->save_row), "");
}

gboolean
tai_preferences_window_import_file (TaiPreferencesWindow *self, GFile *file, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *display = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = tai_ruleset_list_import (self->rulesets, file, &local_error);
  if (path == NULL)
    {
      show_problem (self, _("Could Not Import the Ruleset"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  tai_house_rules_set_ruleset (self->house_rules, path);
  refresh (self);
  display = tai_ruleset_list_display_name (path);
  message = g_strdup_printf (_("Imported “%s”"), display);
  show_toast (self, message);
  return TRUE;
}

gboolean
tai_preferences_window_export_file (TaiPreferencesWindow *self, GFile *file, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!tai_ruleset_list_export (self->rules, file, &local_error))
    {
      show_problem (self, _("Could Not Export the Ruleset"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  basename = g_file_get_basename (file);
  message = g_strdup_printf (_("Exported to “%s”"), basename);
  show_toast (self, message);
  return TRUE;
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, TaiPreferencesWindow *self)
{
  g_autoptr (GFile) file = NULL;
  gboolean importing;

  importing = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
              == GTK_FILE_CHOOSER_ACTION_OPEN;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && importing)
    tai_preferences_window_import_file (self, file, NULL);
  else if (file != NULL)
    tai_preferences_window_export_file (self, file, NULL);
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static void
run_chooser (TaiPreferencesWindow *self, gboolean importing)
{
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (
    importing ? _("Import Ruleset File") : _("Export Ruleset File"), GTK_WINDOW (self),
    importing ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
    importing ? _("_Import") : _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Ruleset files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  if (!importing)
    {
      TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
      g_autofree char *suggested = g_strconcat (tai_ruleset_get_id (ruleset), ".xml", NULL);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}

static void
import_activated_cb (TaiPreferencesWindow *self)
{
  run_chooser (self, TRUE);
}

static void
export_activated_cb (TaiPreferencesWindow *self)
{
  run_chooser (self, FALSE);
}

static void
tai_preferences_window_dispose (GObject *object)
{
  TaiPreferencesWindow *self = TAI_PREFERENCES_WINDOW (object);

  if (self->chooser != NULL)
    {
      gtk_native_dialog_destroy (self->chooser);
      g_clear_object (&self->chooser);
    }
  /* The rows may outlive the window by a moment (a list model or a
   * popover holds them) and change their selection as they go. */
  if (self->ruleset_row != NULL)
    g_signal_handlers_disconnect_by_data (self->ruleset_row, self);
  if (self->preset_row != NULL)
    g_signal_handlers_disconnect_by_data (self->preset_row, self);
  if (self->house_rules != NULL)
    g_signal_handlers_disconnect_by_data (self->house_rules, self);
  g_clear_object (&self->house_rules);
  if (self->custom_rulesets != NULL)
    g_signal_handlers_disconnect_by_data (self->custom_rulesets, self);
  if (self->rulesets != NULL)
    g_signal_handlers_disconnect_by_data (self->rulesets, self);
  g_clear_object (&self->custom_rulesets);
  g_clear_object (&self->rulesets);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (tai_preferences_window_parent_class)->dispose (object);
}

static void
tai_preferences_window_finalize (GObject *object)
{
  TaiPreferencesWindow *self = TAI_PREFERENCES_WINDOW (object);

  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->built_for, g_free);
  g_clear_pointer (&self->variant_rows, g_ptr_array_unref);
  g_clear_pointer (&self->added_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tai_preferences_window_parent_class)->finalize (object);
}

static void
tai_preferences_window_class_init (TaiPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_preferences_window_dispose;
  object_class->finalize = tai_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/preferences/tai-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, preset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, variants_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, limits_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, stakes_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, base_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, per_tai_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, base_spin);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, per_tai_spin);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, scheme_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, save_row);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, custom_group);
  gtk_widget_class_bind_template_child (widget_class, TaiPreferencesWindow, custom_list);
  gtk_widget_class_bind_template_callback (widget_class, save_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_activated_cb);
}

static void
tai_preferences_window_init (TaiPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->variant_rows = g_ptr_array_new ();
  self->added_rows = g_ptr_array_new ();
  g_signal_connect (self->ruleset_row, "notify::selected", G_CALLBACK (ruleset_selected_cb),
                    self);
  g_signal_connect (self->preset_row, "notify::selected", G_CALLBACK (preset_selected_cb), self);
}

static gboolean
is_custom_cb (gpointer item, gpointer user_data)
{
  return tai_ruleset_info_get_custom (item);
}

/* Renaming and deleting a custom ruleset. */

static void
rename_response_cb (AdwMessageDialog *dialog, const char *response, TaiPreferencesWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  const char *id = g_object_get_data (G_OBJECT (dialog), "ruleset-id");

  if (g_str_equal (response, "rename"))
    tai_preferences_window_rename_custom (self, id, gtk_editable_get_text (entry), NULL);
}

static void
rename_clicked_cb (GtkButton *button, TaiPreferencesWindow *self)
{
  TaiRulesetInfo *info = g_object_get_data (G_OBJECT (button), "ruleset-info");
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Ruleset"), NULL);
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), tai_ruleset_info_get_title (info));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("New name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "rename",
                                    _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  g_object_set_data_full (G_OBJECT (dialog), "ruleset-id",
                          g_strdup (tai_ruleset_info_get_id (info)), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (rename_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_response_cb (AdwMessageDialog *dialog, const char *response, TaiPreferencesWindow *self)
{
  if (g_str_equal (response, "delete"))
    tai_preferences_window_delete_custom (self, g_object_get_data (G_OBJECT (dialog),
                                                                   "ruleset-id"), NULL);
}

static void
delete_clicked_cb (GtkButton *button, TaiPreferencesWindow *self)
{
  TaiRulesetInfo *info = g_object_get_data (G_OBJECT (button), "ruleset-info");
  g_autofree char *heading = g_strdup_printf (_("Delete “%s”?"), tai_ruleset_info_get_title (info));
  GtkWidget *dialog = adw_message_dialog_new (
    GTK_WINDOW (self), heading,
    _("Its file is removed from the custom folder. Matches played by it keep their own copy of "
      "its rules."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "delete",
                                    _("_Delete"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  g_object_set_data_full (G_OBJECT (dialog), "ruleset-id",
                          g_strdup (tai_ruleset_info_get_id (info)), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (delete_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
custom_row_cb (gpointer item, gpointer user_data)
{
  TaiPreferencesWindow *self = user_data;
  TaiRulesetInfo *info = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *rename = gtk_button_new_from_icon_name ("document-edit-symbolic");
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *rename_label = g_strdup_printf (_("Rename “%s”"),
                                                   tai_ruleset_info_get_title (info));
  g_autofree char *delete_label = g_strdup_printf (_("Delete “%s”"),
                                                   tai_ruleset_info_get_title (info));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tai_ruleset_info_get_title (info));
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *button = i == 0 ? rename : delete;
      const char *label = i == 0 ? rename_label : delete_label;

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_object_set_data_full (G_OBJECT (button), "ruleset-info", g_object_ref (info),
                              g_object_unref);
      gtk_widget_set_name (button, i == 0 ? "rename-ruleset" : "delete-ruleset");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  g_signal_connect (rename, "clicked", G_CALLBACK (rename_clicked_cb), self);
  g_signal_connect (delete, "clicked", G_CALLBACK (delete_clicked_cb), self);
  return row;
}

static void
custom_changed_cb (TaiPreferencesWindow *self)
{
  if (self->custom_rulesets == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->custom_group),
                          g_list_model_get_n_items (G_LIST_MODEL (self->custom_rulesets)) > 0);
}

gboolean
tai_preferences_window_rename_custom (TaiPreferencesWindow *self, const char *id,
                                      const char *name, GError **error)
{
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), FALSE);

  if (!tai_ruleset_list_rename (self->rulesets, id, name, &local_error))
    {
      show_problem (self, _("Could Not Rename the Ruleset"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The ruleset keeps its file, so only its name needs showing again. */
  if (g_strcmp0 (tai_house_rules_get_ruleset (self->house_rules), id) == 0)
    tai_house_rules_reload (self->house_rules);
  g_clear_pointer (&self->built_for, g_free);
  refresh (self);
  return TRUE;
}

gboolean
tai_preferences_window_delete_custom (TaiPreferencesWindow *self, const char *id, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), FALSE);

  title = id != NULL ? tai_ruleset_list_display_name (id) : NULL;
  if (!tai_ruleset_list_delete (self->rulesets, id, &local_error))
    {
      show_problem (self, _("Could Not Delete the Ruleset"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* A table playing the deleted ruleset goes back to the common rules
   * rather than pointing at a file that is gone. */
  if (g_strcmp0 (tai_house_rules_get_ruleset (self->house_rules), id) == 0)
    tai_house_rules_set_ruleset (self->house_rules, TAI_HOUSE_RULES_FALLBACK);
  refresh (self);
  message = g_strdup_printf (_("Deleted “%s”"), title);
  show_toast (self, message);
  return TRUE;
}

TaiPreferencesWindow *
tai_preferences_window_new (GtkWindow *parent, TaiHouseRules *house_rules,
                            TaiRulesetList *rulesets)
{
  TaiPreferencesWindow *self = g_object_new (TAI_TYPE_PREFERENCES_WINDOW, NULL);
  GtkExpression *title;

  g_return_val_if_fail (TAI_IS_HOUSE_RULES (house_rules), self);
  g_return_val_if_fail (TAI_IS_RULESET_LIST (rulesets), self);

  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_modal (GTK_WINDOW (self), TRUE);
    }
  self->house_rules = g_object_ref (house_rules);
  self->rulesets = g_object_ref (rulesets);

  /* Connected before the row sees the list, so these run around the row's
   * own handler. */
  g_signal_connect_object (rulesets, "changing", G_CALLBACK (rulesets_changing_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (rulesets, "items-changed", G_CALLBACK (rulesets_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  self->updating = TRUE;
  title = gtk_property_expression_new (TAI_TYPE_RULESET_INFO, NULL, "title");
  adw_combo_row_set_expression (self->ruleset_row, title);
  gtk_expression_unref (title);
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
  self->updating = FALSE;

  self->custom_rulesets = gtk_filter_list_model_new (
    g_object_ref (G_LIST_MODEL (rulesets)),
    GTK_FILTER (gtk_custom_filter_new (is_custom_cb, NULL, NULL)));
  gtk_list_box_bind_model (self->custom_list, G_LIST_MODEL (self->custom_rulesets), custom_row_cb,
                           self, NULL);
  g_signal_connect_swapped (self->custom_rulesets, "items-changed",
                            G_CALLBACK (custom_changed_cb), self);
  custom_changed_cb (self);

  g_signal_connect_swapped (house_rules, "notify::ruleset", G_CALLBACK (house_rules_changed_cb),
                            self);
  g_signal_connect_swapped (house_rules, "notify::rules", G_CALLBACK (house_rules_changed_cb),
                            self);
  g_object_bind_property (house_rules, "stakes-base", self->base_spin, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (house_rules, "stakes-per-tai", self->per_tai_spin, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  refresh (self);
  return self;
}

AdwComboRow *
tai_preferences_window_get_variant_row (TaiPreferencesWindow *self, const char *id)
{
  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), NULL);

  for (guint i = 0; i < self->variant_rows->len; i++)
    if (g_strcmp0 (g_object_get_data (self->variant_rows->pdata[i], "variant-id"), id) == 0)
      return self->variant_rows->pdata[i];
  return NULL;
}

AdwComboRow *
tai_preferences_window_get_preset_row (TaiPreferencesWindow *self)
{
  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), NULL);

  return self->preset_row;
}

AdwComboRow *
tai_preferences_window_get_ruleset_row (TaiPreferencesWindow *self)
{
  g_return_val_if_fail (TAI_IS_PREFERENCES_WINDOW (self), NULL);

  return self->ruleset_row;
}
