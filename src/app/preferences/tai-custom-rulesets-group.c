/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-custom-rulesets-group.c: save, import and export ruleset files;
 * see tai-custom-rulesets-group.h. The rules saved or exported are the
 * house rules' own, so the group needs no copy of them. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-custom-rulesets-group.h"

struct _TaiCustomRulesetsGroup
{
  AdwPreferencesGroup parent_instance;

  AdwEntryRow *save_row;

  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  GtkNativeDialog *chooser;
};

G_DEFINE_FINAL_TYPE (TaiCustomRulesetsGroup, tai_custom_rulesets_group,
                     ADW_TYPE_PREFERENCES_GROUP)

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  PROP_RULESETS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ADD_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
tai_custom_rulesets_show_problem (GtkWidget *widget, const char *heading, const char *body)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_toast (TaiCustomRulesetsGroup *self, const char *text)
{
  /* A toast title is markup in libadwaita 1.2: keep "<" and "&" text. */
  g_autofree char *title = g_markup_escape_text (text, -1);
  g_autoptr (AdwToast) toast = adw_toast_new (title);

  g_signal_emit (self, signals[SIGNAL_ADD_TOAST], 0, toast);
}

static const TaiRules *
current_rules (TaiCustomRulesetsGroup *self)
{
  return tai_house_rules_get_rules (self->house_rules);
}

gboolean
tai_custom_rulesets_group_save (TaiCustomRulesetsGroup *self, const char *name, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self), FALSE);
  g_return_val_if_fail (self->house_rules != NULL && self->rulesets != NULL, FALSE);

  path = tai_ruleset_list_save_custom (self->rulesets, current_rules (self), name, &local_error);
  if (path == NULL)
    {
      tai_custom_rulesets_show_problem (GTK_WIDGET (self), _("Could Not Save the Ruleset"),
                                        local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The new file holds the choices as its defaults, so switching to it
   * keeps the table's rules exactly as they were. */
  tai_house_rules_set_ruleset (self->house_rules, path);
  message = g_strdup_printf (_("Saved “%s”"), name);
  show_toast (self, message);
  return TRUE;
}

static void
save_apply_cb (TaiCustomRulesetsGroup *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->save_row));

  if (tai_custom_rulesets_group_save (self, name, NULL))
    gtk_editable_set_text (GTK_EDITABLE (self->save_row), "");
}

gboolean
tai_custom_rulesets_group_import_file (TaiCustomRulesetsGroup *self, GFile *file,
                                       GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *display = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->house_rules != NULL && self->rulesets != NULL, FALSE);

  path = tai_ruleset_list_import (self->rulesets, file, &local_error);
  if (path == NULL)
    {
      tai_custom_rulesets_show_problem (GTK_WIDGET (self), _("Could Not Import the Ruleset"),
                                        local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  tai_house_rules_set_ruleset (self->house_rules, path);
  display = tai_ruleset_list_display_name (path);
  message = g_strdup_printf (_("Imported “%s”"), display);
  show_toast (self, message);
  return TRUE;
}

gboolean
tai_custom_rulesets_group_export_file (TaiCustomRulesetsGroup *self, GFile *file,
                                       GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->house_rules != NULL, FALSE);

  if (!tai_ruleset_list_export (current_rules (self), file, &local_error))
    {
      tai_custom_rulesets_show_problem (GTK_WIDGET (self), _("Could Not Export the Ruleset"),
                                        local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  basename = g_file_get_basename (file);
  message = g_strdup_printf (_("Exported to “%s”"), basename);
  show_toast (self, message);
  return TRUE;
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, TaiCustomRulesetsGroup *self)
{
  g_autoptr (GFile) file = NULL;
  gboolean importing;

  importing = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
              == GTK_FILE_CHOOSER_ACTION_OPEN;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && importing)
    tai_custom_rulesets_group_import_file (self, file, NULL);
  else if (file != NULL)
    tai_custom_rulesets_group_export_file (self, file, NULL);
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
}

static void
run_chooser (TaiCustomRulesetsGroup *self, gboolean importing)
{
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->chooser != NULL || self->house_rules == NULL)
    return;
  filter = gtk_file_filter_new ();
  chooser = gtk_file_chooser_native_new (
    importing ? _("Import Ruleset File") : _("Export Ruleset File"),
    GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
    importing ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
    importing ? _("_Import") : _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Ruleset files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  if (!importing)
    {
      TaiRuleset *ruleset = tai_rules_get_ruleset (current_rules (self));
      g_autofree char *suggested = g_strconcat (tai_ruleset_get_id (ruleset), ".xml", NULL);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}

static void
import_activated_cb (TaiCustomRulesetsGroup *self)
{
  run_chooser (self, TRUE);
}

static void
export_activated_cb (TaiCustomRulesetsGroup *self)
{
  run_chooser (self, FALSE);
}

TaiHouseRules *
tai_custom_rulesets_group_get_house_rules (TaiCustomRulesetsGroup *self)
{
  g_return_val_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self), NULL);
  return self->house_rules;
}

void
tai_custom_rulesets_group_set_house_rules (TaiCustomRulesetsGroup *self,
                                           TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (g_set_object (&self->house_rules, house_rules))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

TaiRulesetList *
tai_custom_rulesets_group_get_rulesets (TaiCustomRulesetsGroup *self)
{
  g_return_val_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self), NULL);
  return self->rulesets;
}

void
tai_custom_rulesets_group_set_rulesets (TaiCustomRulesetsGroup *self, TaiRulesetList *rulesets)
{
  g_return_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self));
  g_return_if_fail (rulesets == NULL || TAI_IS_RULESET_LIST (rulesets));

  if (g_set_object (&self->rulesets, rulesets))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESETS]);
}

static void
tai_custom_rulesets_group_dispose (GObject *object)
{
  TaiCustomRulesetsGroup *self = TAI_CUSTOM_RULESETS_GROUP (object);

  if (self->chooser != NULL)
    {
      gtk_native_dialog_destroy (self->chooser);
      g_clear_object (&self->chooser);
    }
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_CUSTOM_RULESETS_GROUP);
  G_OBJECT_CLASS (tai_custom_rulesets_group_parent_class)->dispose (object);
}

static void
tai_custom_rulesets_group_get_property (GObject *object, guint prop_id, GValue *value,
                                        GParamSpec *pspec)
{
  TaiCustomRulesetsGroup *self = TAI_CUSTOM_RULESETS_GROUP (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    case PROP_RULESETS:
      g_value_set_object (value, self->rulesets);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_custom_rulesets_group_set_property (GObject *object, guint prop_id, const GValue *value,
                                        GParamSpec *pspec)
{
  TaiCustomRulesetsGroup *self = TAI_CUSTOM_RULESETS_GROUP (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      tai_custom_rulesets_group_set_house_rules (self, g_value_get_object (value));
      break;
    case PROP_RULESETS:
      tai_custom_rulesets_group_set_rulesets (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_custom_rulesets_group_class_init (TaiCustomRulesetsGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_custom_rulesets_group_dispose;
  object_class->get_property = tai_custom_rulesets_group_get_property;
  object_class->set_property = tai_custom_rulesets_group_set_property;

  /* The table whose current rules are saved and exported, and which is
   * set to a ruleset saved or imported. */
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
    "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The list that owns the custom folder. */
  properties[PROP_RULESETS] = g_param_spec_object (
    "rulesets", NULL, NULL, TAI_TYPE_RULESET_LIST,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiCustomRulesetsGroup::add-toast:
   * @toast: the AdwToast to show
   *
   * Asks the window to say what was saved, imported or exported.
   */
  signals[SIGNAL_ADD_TOAST] = g_signal_new ("add-toast", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            1, ADW_TYPE_TOAST);

  gtk_widget_class_set_template_from_resource (
    widget_class, RESOURCE_BASE "/preferences/tai-custom-rulesets-group.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiCustomRulesetsGroup, save_row);
  gtk_widget_class_bind_template_callback (widget_class, save_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, import_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_activated_cb);
}

static void
tai_custom_rulesets_group_init (TaiCustomRulesetsGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_custom_rulesets_group_new (void)
{
  return g_object_new (TAI_TYPE_CUSTOM_RULESETS_GROUP, NULL);
}
