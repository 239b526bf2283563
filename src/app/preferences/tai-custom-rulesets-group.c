/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-custom-rulesets-group.c: save, import and export ruleset files;
 * see tai-custom-rulesets-group.h. The rules saved or exported are the
 * house rules' own, so the group needs no copy of them. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-custom-rulesets-group.h"
#include "tai-toast-host.h"
#include "tai-score-text.h"

struct _TaiCustomRulesetsGroup
{
  AdwPreferencesGroup parent_instance;

  AdwEntryRow *save_row;

  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  GCancellable *choosing; /* while a file dialog is open, or NULL */
  guint busy;             /* saves, imports and exports on their way */
};

G_DEFINE_FINAL_TYPE (TaiCustomRulesetsGroup, tai_custom_rulesets_group,
                     ADW_TYPE_PREFERENCES_GROUP)

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
tai_custom_rulesets_show_problem (GtkWidget *widget, const char *heading, const char *body)
{
  AdwDialog *dialog = adw_alert_dialog_new (heading, body);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  /* Over the dialog or window holding @widget; on its own when it is in
   * none. */
  adw_dialog_present (dialog, gtk_widget_get_root (widget) != NULL ? widget : NULL);
}

static void
show_toast (TaiCustomRulesetsGroup *self, const char *text)
{
  tai_toast_show_text (GTK_WIDGET (self), text);
}

static const TaiRules *
current_rules (TaiCustomRulesetsGroup *self)
{
  return tai_house_rules_get_rules (self->house_rules);
}

/* A save or import waiting for the player's answer to "Replace?". */
typedef struct
{
  TaiCustomRulesetsGroup *self; /* owned */
  GFile *file;                  /* the file imported, or NULL for a save */
  char *name;                   /* the name saved under, for a save */
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_object_unref (pending->self);
  g_clear_object (&pending->file);
  g_free (pending->name);
  g_free (pending);
}

typedef enum
{
  STEP_SAVE,
  STEP_IMPORT,
  STEP_EXPORT,
} StepKind;

static void start_step (TaiCustomRulesetsGroup *self, StepKind kind, const char *name,
                        GFile *file, TaiRulesetConflict conflict, gboolean clear_row,
                        GAsyncReadyCallback callback, gpointer user_data);

static void
replace_response_cb (AdwAlertDialog *dialog, const char *response, gpointer data)
{
  Pending *pending = data;
  TaiRulesetConflict conflict;

  if (g_str_equal (response, "replace"))
    conflict = TAI_RULESET_CONFLICT_REPLACE;
  else if (g_str_equal (response, "keep-both"))
    conflict = TAI_RULESET_CONFLICT_KEEP_BOTH;
  else
    return;
  /* Nothing is done for a House Rules dialog closed meanwhile. */
  if (pending->self->house_rules == NULL || pending->self->rulesets == NULL)
    return;
  if (pending->file != NULL)
    start_step (pending->self, STEP_IMPORT, NULL, pending->file, conflict, FALSE, NULL, NULL);
  else
    start_step (pending->self, STEP_SAVE, pending->name, NULL, conflict, TRUE, NULL, NULL);
}

/* Asks whether to replace the custom ruleset that has the id of what is
 * being saved or imported: a table or match may refer to it by its id. */
static void
ask_replace (TaiCustomRulesetsGroup *self, GFile *file, const char *name, const GError *exists)
{
  AdwDialog *dialog;
  Pending *pending = g_new0 (Pending, 1);

  dialog = adw_alert_dialog_new (_("Replace Custom Ruleset?"), NULL);
  adw_alert_dialog_format_body (
    ADW_ALERT_DIALOG (dialog),
    /* TRANSLATORS: two sentences: which ruleset has the id, then what
     * each answer does; Chinese joins them with no space. */
    _("%s %s"), exists->message,
    _("Replacing it changes the rules for hands counted and matches started from now on; "
      "matches already recorded keep the rules they were played under. Keeping both adds this "
      "one as a copy under a new id."));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"), "keep-both",
                                  _("_Keep Both"), "replace", _("_Replace"), NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "replace",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "keep-both",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "keep-both");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  pending->self = g_object_ref (self);
  pending->file = file != NULL ? g_object_ref (file) : NULL;
  pending->name = g_strdup (name);
  g_signal_connect_data (dialog, "response", G_CALLBACK (replace_response_cb), pending,
                         (GClosureNotify) (void (*) (void)) pending_free, 0);
  adw_dialog_present (dialog, gtk_widget_get_root (GTK_WIDGET (self)) != NULL ? GTK_WIDGET (self)
                                                                               : NULL);
}

/* Save, import and export: the files are read and written in a thread
 * (tai_ruleset_list_save_custom_async() and the others); the group is
 * insensitive meanwhile, and the toast or the problem comes when the
 * thread is done. */

typedef struct
{
  StepKind kind;
  char *name;        /* the name saved under, for a save */
  GFile *file;       /* the file imported or exported */
  gboolean clear_row; /* a save from the row: emptied once saved */
} Step;

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->name);
  g_clear_object (&step->file);
  g_free (step);
}

/* The name the list shows for @path (read in the thread), or its file
 * name. */
static char *
title_of (TaiCustomRulesetsGroup *self, const char *path)
{
  guint position = tai_ruleset_list_find (self->rulesets, path);
  g_autoptr (TaiRulesetInfo) info = NULL;

  if (position == G_MAXUINT)
    return g_path_get_basename (path);
  info = g_list_model_get_item (G_LIST_MODEL (self->rulesets), position);
  return g_strdup (tai_ruleset_info_get_title (info));
}

static void
step_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) outer = data;
  TaiCustomRulesetsGroup *self = g_task_get_source_object (outer);
  Step *step = g_task_get_task_data (outer);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;

  path = tai_ruleset_list_file_finish (source != NULL ? TAI_RULESET_LIST (source) : NULL, result,
                                       &error);
  if (--self->busy == 0)
    gtk_widget_set_sensitive (GTK_WIDGET (self), TRUE);
  /* Nothing is shown for a House Rules dialog closed meanwhile. */
  if (self->house_rules == NULL || self->rulesets == NULL)
    {
      if (path == NULL)
        g_task_return_error (outer, g_steal_pointer (&error));
      else
        g_task_return_boolean (outer, TRUE);
      return;
    }
  if (path == NULL)
    {
      if (step->kind != STEP_EXPORT && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        ask_replace (self, step->file, step->name, error);
      else
        tai_custom_rulesets_show_problem (GTK_WIDGET (self),
                                          step->kind == STEP_SAVE     ? _("Ruleset Not Saved")
                                          : step->kind == STEP_IMPORT ? _("Ruleset Not Imported")
                                                                      : _("Ruleset Not Exported"),
                                          error->message);
      g_task_return_error (outer, g_steal_pointer (&error));
      return;
    }
  if (step->kind == STEP_EXPORT)
    {
      g_autofree char *basename = g_file_get_basename (step->file);

      message = g_strdup_printf (_("Exported to “%s”"), basename);
    }
  else
    {
      g_autofree char *name = title_of (self, path);
      g_autofree char *display = tai_text_isolate (name);

      /* A saved file holds the choices as its defaults, so switching to
       * it keeps the table's rules exactly as they were. */
      tai_house_rules_set_ruleset (self->house_rules, path);
      if (step->kind == STEP_SAVE)
        message = g_strdup_printf (_("Saved “%s”"), display);
      else
        message = g_strdup_printf (_("Imported “%s”"), display);
      if (step->clear_row)
        gtk_editable_set_text (GTK_EDITABLE (self->save_row), "");
    }
  show_toast (self, message);
  g_task_return_boolean (outer, TRUE);
}

static void
start_step (TaiCustomRulesetsGroup *self, StepKind kind, const char *name, GFile *file,
            TaiRulesetConflict conflict, gboolean clear_row, GAsyncReadyCallback callback,
            gpointer user_data)
{
  GTask *outer = g_task_new (self, NULL, callback, user_data);
  Step *step = g_new0 (Step, 1);

  step->kind = kind;
  step->name = g_strdup (name);
  step->file = file != NULL ? g_object_ref (file) : NULL;
  step->clear_row = clear_row;
  g_task_set_source_tag (outer, start_step);
  g_task_set_task_data (outer, step, step_free);
  self->busy++;
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  /* The task is the callback's to finish. */
  if (kind == STEP_SAVE)
    tai_ruleset_list_save_custom_async (self->rulesets, current_rules (self), name, conflict, NULL,
                                        step_done_cb, outer);
  else if (kind == STEP_IMPORT)
    tai_ruleset_list_import_async (self->rulesets, file, conflict, NULL, step_done_cb, outer);
  else
    tai_ruleset_list_export_async (current_rules (self), file, NULL, step_done_cb, outer);
}

void
tai_custom_rulesets_group_save_async (TaiCustomRulesetsGroup *self, const char *name,
                                      GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self));
  g_return_if_fail (self->house_rules != NULL && self->rulesets != NULL);

  start_step (self, STEP_SAVE, name, NULL, TAI_RULESET_CONFLICT_ASK, FALSE, callback, user_data);
}

void
tai_custom_rulesets_group_import_file_async (TaiCustomRulesetsGroup *self, GFile *file,
                                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->house_rules != NULL && self->rulesets != NULL);

  start_step (self, STEP_IMPORT, NULL, file, TAI_RULESET_CONFLICT_ASK, FALSE, callback, user_data);
}

void
tai_custom_rulesets_group_export_file_async (TaiCustomRulesetsGroup *self, GFile *file,
                                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (TAI_IS_CUSTOM_RULESETS_GROUP (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->house_rules != NULL);

  start_step (self, STEP_EXPORT, NULL, file, TAI_RULESET_CONFLICT_ASK, FALSE, callback, user_data);
}

gboolean
tai_custom_rulesets_group_finish (TaiCustomRulesetsGroup *self, GAsyncResult *result,
                                  GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
save_apply_cb (TaiCustomRulesetsGroup *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->save_row));

  if (self->house_rules != NULL && self->rulesets != NULL)
    start_step (self, STEP_SAVE, name, NULL, TAI_RULESET_CONFLICT_ASK, TRUE, NULL, NULL);
}

/* The file dialogs, asynchronous. The group is kept alive while one is
 * open; disposing the group cancels it. */

static void
import_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiCustomRulesetsGroup) self = data;
  g_autoptr (GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  g_clear_object (&self->choosing);
  /* Nothing is done for a House Rules dialog closed meanwhile. */
  if (file != NULL && self->house_rules != NULL && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    tai_custom_rulesets_group_import_file_async (self, file, NULL, NULL);
}

static void
export_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiCustomRulesetsGroup) self = data;
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);

  g_clear_object (&self->choosing);
  if (file != NULL && self->house_rules != NULL && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    tai_custom_rulesets_group_export_file_async (self, file, NULL, NULL);
}

static void
run_chooser (TaiCustomRulesetsGroup *self, gboolean importing)
{
  g_autoptr (GtkFileDialog) dialog = NULL;
  g_autoptr (GtkFileFilter) filter = NULL;
  g_autoptr (GListStore) filters = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWindow *parent = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;

  if (self->choosing != NULL || self->house_rules == NULL)
    return;
  dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (dialog, importing ? _("Import Ruleset File")
                                               : _("Export Ruleset File"));
  gtk_file_dialog_set_accept_label (dialog, importing ? _("_Import") : _("_Export"));
  gtk_file_dialog_set_modal (dialog, TRUE);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Ruleset files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  self->choosing = g_cancellable_new ();
  if (importing)
    gtk_file_dialog_open (dialog, parent, self->choosing, import_chosen_cb, g_object_ref (self));
  else
    {
      TaiRuleset *ruleset = tai_rules_get_ruleset (current_rules (self));
      g_autofree char *suggested = g_strconcat (tai_ruleset_get_id (ruleset), ".xml", NULL);

      gtk_file_dialog_set_initial_name (dialog, suggested);
      gtk_file_dialog_save (dialog, parent, self->choosing, export_chosen_cb, g_object_ref (self));
    }
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

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  /* What is saved or imported goes into the house rules' list of rulesets
   * (the application's one list, which owns the custom folder). */
  g_clear_object (&self->rulesets);
  if (house_rules != NULL && tai_house_rules_get_ruleset_list (house_rules) != NULL)
    self->rulesets = g_object_ref (tai_house_rules_get_ruleset_list (house_rules));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static void
tai_custom_rulesets_group_dispose (GObject *object)
{
  TaiCustomRulesetsGroup *self = TAI_CUSTOM_RULESETS_GROUP (object);

  if (self->choosing != NULL)
    g_cancellable_cancel (self->choosing);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);


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
