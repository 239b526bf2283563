/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-saved-rulesets-group.c: the custom rulesets, each with Rename and
 * Delete; see tai-saved-rulesets-group.h. The rows come from a filter of
 * the shared list, so a file saved, imported, renamed or deleted shows at
 * once. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-custom-rulesets-group.h"
#include "tai-saved-rulesets-group.h"
#include "tai-toast-host.h"
#include "tai-score-text.h"

struct _TaiSavedRulesetsGroup
{
  AdwPreferencesGroup parent_instance;

  GtkListBox *custom_list;

  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  GtkFilterListModel *custom_rulesets; /* the custom entries of rulesets */
};

G_DEFINE_FINAL_TYPE (TaiSavedRulesetsGroup, tai_saved_rulesets_group, ADW_TYPE_PREFERENCES_GROUP)

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_RENAMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
rename_response_cb (AdwAlertDialog *dialog, const char *response, TaiSavedRulesetsGroup *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_alert_dialog_get_extra_child (dialog));
  const char *id = g_object_get_data (G_OBJECT (dialog), "ruleset-id");

  if (g_str_equal (response, "rename"))
    tai_saved_rulesets_group_rename_async (self, id, gtk_editable_get_text (entry), NULL, NULL);
}

static void
rename_clicked_cb (GtkButton *button, TaiSavedRulesetsGroup *self)
{
  TaiRulesetInfo *info = g_object_get_data (G_OBJECT (button), "ruleset-info");
  AdwDialog *dialog = adw_alert_dialog_new (_("Rename Ruleset"), NULL);
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), tai_ruleset_info_get_title (info));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("New name"), -1);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), entry);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"), "rename",
                                  _("_Rename"), NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "rename",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "rename");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ruleset-id",
                          g_strdup (tai_ruleset_info_get_id (info)), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
delete_response_cb (AdwAlertDialog *dialog, const char *response, TaiSavedRulesetsGroup *self)
{
  if (g_str_equal (response, "delete"))
    tai_saved_rulesets_group_delete_async (self,
                                           g_object_get_data (G_OBJECT (dialog), "ruleset-id"),
                                           NULL, NULL);
}

static void
delete_clicked_cb (GtkButton *button, TaiSavedRulesetsGroup *self)
{
  TaiRulesetInfo *info = g_object_get_data (G_OBJECT (button), "ruleset-info");
  /* The name goes in the body, where it wraps: a heading must fit a
   * phone's width on one line. */
  g_autofree char *title = tai_text_isolate (tai_ruleset_info_get_title (info));
  g_autofree char *body = g_strdup_printf (
    _("“%s” is removed from the custom folder. Matches played by it keep their own copy of its "
      "rules."),
    title);
  AdwDialog *dialog = adw_alert_dialog_new (_("Delete Ruleset?"), body);

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"), "delete",
                                  _("_Delete"), NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "delete",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ruleset-id",
                          g_strdup (tai_ruleset_info_get_id (info)), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static GtkWidget *
custom_row_cb (gpointer item, gpointer user_data)
{
  TaiSavedRulesetsGroup *self = user_data;
  TaiRulesetInfo *info = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *rename = gtk_button_new_from_icon_name ("document-edit-symbolic");
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *title = tai_text_isolate (tai_ruleset_info_get_title (info));
  g_autofree char *rename_label = g_strdup_printf (_("Rename “%s”"), title);
  g_autofree char *delete_label = g_strdup_printf (_("Delete “%s”"), title);

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
custom_changed_cb (TaiSavedRulesetsGroup *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self),
                          self->custom_rulesets != NULL
                            && g_list_model_get_n_items (G_LIST_MODEL (self->custom_rulesets))
                                 > 0);
}

static gboolean
is_custom_cb (gpointer item, gpointer user_data)
{
  return tai_ruleset_info_get_custom (item);
}

/* Rename and Delete: the list shows the change at once, the file changes
 * in a thread, and what follows (the table's rules, a toast, or a dialog
 * naming the problem) when it has. The group is held until then. */

static void
renamed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) outer = data;
  TaiSavedRulesetsGroup *self = g_task_get_source_object (outer);
  const char *id = g_task_get_task_data (outer);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = tai_ruleset_list_file_finish (TAI_RULESET_LIST (source), result, &error);

  if (path == NULL)
    {
      tai_custom_rulesets_show_problem (GTK_WIDGET (self), _("Ruleset Not Renamed"),
                                        error->message);
      g_task_return_error (outer, g_steal_pointer (&error));
      return;
    }
  /* The ruleset keeps its file, so only its name needs showing again
   * (the list has just parsed the file anew: nothing is read here). */
  if (self->house_rules != NULL
      && g_strcmp0 (tai_house_rules_get_ruleset (self->house_rules), id) == 0)
    tai_house_rules_reload (self->house_rules);
  g_signal_emit (self, signals[SIGNAL_RENAMED], 0, id);
  g_task_return_boolean (outer, TRUE);
}

void
tai_saved_rulesets_group_rename_async (TaiSavedRulesetsGroup *self, const char *id,
                                       const char *name, GAsyncReadyCallback callback,
                                       gpointer user_data)
{
  GTask *outer;

  g_return_if_fail (TAI_IS_SAVED_RULESETS_GROUP (self));
  g_return_if_fail (self->house_rules != NULL && self->rulesets != NULL);

  outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (outer, tai_saved_rulesets_group_rename_async);
  g_task_set_task_data (outer, g_strdup (id), g_free);
  tai_ruleset_list_rename_async (self->rulesets, id, name, NULL, renamed_cb, outer);
}

static void
deleted_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) outer = data;
  TaiSavedRulesetsGroup *self = g_task_get_source_object (outer);
  const char *id = g_object_get_data (G_OBJECT (outer), "ruleset-id");
  const char *title = g_task_get_task_data (outer);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = tai_ruleset_list_file_finish (TAI_RULESET_LIST (source), result, &error);
  g_autofree char *message = NULL;

  if (path == NULL)
    {
      tai_custom_rulesets_show_problem (GTK_WIDGET (self), _("Ruleset Not Deleted"),
                                        error->message);
      g_task_return_error (outer, g_steal_pointer (&error));
      return;
    }
  /* A table playing the deleted ruleset goes back to the common rules
   * rather than pointing at a file that is gone. */
  if (self->house_rules != NULL
      && g_strcmp0 (tai_house_rules_get_ruleset (self->house_rules), id) == 0)
    tai_house_rules_set_ruleset (self->house_rules, TAI_HOUSE_RULES_FALLBACK);
  {
    g_autofree char *shown = tai_text_isolate (title);

    message = g_strdup_printf (_("Deleted “%s”"), shown);
  }
  tai_toast_show_text (GTK_WIDGET (self), message);
  g_task_return_boolean (outer, TRUE);
}

void
tai_saved_rulesets_group_delete_async (TaiSavedRulesetsGroup *self, const char *id,
                                       GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *outer;
  guint position;
  g_autoptr (TaiRulesetInfo) info = NULL;

  g_return_if_fail (TAI_IS_SAVED_RULESETS_GROUP (self));
  g_return_if_fail (self->house_rules != NULL && self->rulesets != NULL);

  outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (outer, tai_saved_rulesets_group_delete_async);
  /* The toast's name as listed now: the file is about to go. */
  position = id != NULL ? tai_ruleset_list_find (self->rulesets, id) : G_MAXUINT;
  if (position != G_MAXUINT)
    info = g_list_model_get_item (G_LIST_MODEL (self->rulesets), position);
  g_task_set_task_data (outer, g_strdup (info != NULL ? tai_ruleset_info_get_title (info) : id),
                        g_free);
  g_object_set_data_full (G_OBJECT (outer), "ruleset-id", g_strdup (id), g_free);
  tai_ruleset_list_delete_async (self->rulesets, id, NULL, deleted_cb, outer);
}

gboolean
tai_saved_rulesets_group_finish (TaiSavedRulesetsGroup *self, GAsyncResult *result,
                                 GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

TaiHouseRules *
tai_saved_rulesets_group_get_house_rules (TaiSavedRulesetsGroup *self)
{
  g_return_val_if_fail (TAI_IS_SAVED_RULESETS_GROUP (self), NULL);
  return self->house_rules;
}

/* The custom entries of the house rules' list of rulesets are listed. */
static void
follow_ruleset_list (TaiSavedRulesetsGroup *self)
{
  TaiRulesetList *rulesets
    = self->house_rules != NULL ? tai_house_rules_get_ruleset_list (self->house_rules) : NULL;

  if (self->rulesets == rulesets)
    return;
  g_set_object (&self->rulesets, rulesets);
  if (self->custom_rulesets != NULL)
    g_signal_handlers_disconnect_by_data (self->custom_rulesets, self);
  g_clear_object (&self->custom_rulesets);
  if (rulesets != NULL)
    {
      self->custom_rulesets = gtk_filter_list_model_new (
        g_object_ref (G_LIST_MODEL (rulesets)),
        GTK_FILTER (gtk_custom_filter_new (is_custom_cb, NULL, NULL)));
      g_signal_connect_swapped (self->custom_rulesets, "items-changed",
                                G_CALLBACK (custom_changed_cb), self);
    }
  gtk_list_box_bind_model (self->custom_list, G_LIST_MODEL (self->custom_rulesets), custom_row_cb,
                           self, NULL);
  custom_changed_cb (self);
}

void
tai_saved_rulesets_group_set_house_rules (TaiSavedRulesetsGroup *self,
                                          TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_SAVED_RULESETS_GROUP (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  follow_ruleset_list (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static void
tai_saved_rulesets_group_dispose (GObject *object)
{
  TaiSavedRulesetsGroup *self = TAI_SAVED_RULESETS_GROUP (object);

  if (self->custom_rulesets != NULL)
    g_signal_handlers_disconnect_by_data (self->custom_rulesets, self);
  if (self->custom_list != NULL)
    gtk_list_box_bind_model (self->custom_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->custom_rulesets);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_SAVED_RULESETS_GROUP);
  G_OBJECT_CLASS (tai_saved_rulesets_group_parent_class)->dispose (object);
}

static void
tai_saved_rulesets_group_get_property (GObject *object, guint prop_id, GValue *value,
                                       GParamSpec *pspec)
{
  TaiSavedRulesetsGroup *self = TAI_SAVED_RULESETS_GROUP (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_saved_rulesets_group_set_property (GObject *object, guint prop_id, const GValue *value,
                                       GParamSpec *pspec)
{
  TaiSavedRulesetsGroup *self = TAI_SAVED_RULESETS_GROUP (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      tai_saved_rulesets_group_set_house_rules (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_saved_rulesets_group_class_init (TaiSavedRulesetsGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_saved_rulesets_group_dispose;
  object_class->get_property = tai_saved_rulesets_group_get_property;
  object_class->set_property = tai_saved_rulesets_group_set_property;

  /* The table, put back on the fallback ruleset when the one it plays is
   * deleted. */
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
    "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiSavedRulesetsGroup::renamed:
   * @id: the ruleset's id (its file keeps its place)
   *
   * A custom ruleset has a new name, so what shows it must show it again.
   */
  signals[SIGNAL_RENAMED] = g_signal_new ("renamed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (
    widget_class, RESOURCE_BASE "/preferences/tai-saved-rulesets-group.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiSavedRulesetsGroup, custom_list);
}

static void
tai_saved_rulesets_group_init (TaiSavedRulesetsGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  custom_changed_cb (self);
}

GtkWidget *
tai_saved_rulesets_group_new (void)
{
  return g_object_new (TAI_TYPE_SAVED_RULESETS_GROUP, NULL);
}
