/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-set-aside-dialog.c: one row per set-aside match file: the match's
 * title (or the file's name), why it could not be read, and what can be
 * done with it. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-ledger.h"
#include "tai-set-aside-dialog.h"

struct _TaiSetAsideDialog
{
  AdwDialog parent_instance;

  AdwPreferencesGroup *group;
  GPtrArray *rows;  /* the rows shown, to take out again */
  GPtrArray *shown; /* of Shown, one per row */
};

/* What a row shows, to tell whether a new listing changes anything. */
typedef struct
{
  char *path;
  char *title; /* NULL when the file gave none */
  char *reason;
} Shown;

static void
shown_free (gpointer data)
{
  Shown *shown = data;

  /* Not a strv: the title may be NULL with the reason after it. */
  g_free (shown->path);
  g_free (shown->title);
  g_free (shown->reason);
  g_free (shown);
}

G_DEFINE_FINAL_TYPE (TaiSetAsideDialog, tai_set_aside_dialog, ADW_TYPE_DIALOG)

enum
{
  SIGNAL_SHOW_IN_FILES,
  SIGNAL_TRY_AGAIN,
  SIGNAL_REMOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
button_path (GtkWidget *button)
{
  return g_object_get_data (G_OBJECT (button), "bad-path");
}

static void
show_clicked_cb (GtkWidget *button, TaiSetAsideDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_SHOW_IN_FILES], 0, button_path (button));
}

static void
try_clicked_cb (GtkWidget *button, TaiSetAsideDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_TRY_AGAIN], 0, button_path (button));
}

static void
remove_response_cb (AdwAlertDialog *alert, const char *response, TaiSetAsideDialog *self)
{
  if (g_strcmp0 (response, "remove") == 0)
    g_signal_emit (self, signals[SIGNAL_REMOVE], 0,
                   g_object_get_data (G_OBJECT (alert), "bad-path"));
}

/* Deleting cannot be undone: ask first, naming the file. */
static void
remove_clicked_cb (GtkWidget *button, TaiSetAsideDialog *self)
{
  const char *path = button_path (button);
  g_autofree char *name = g_path_get_basename (path);
  AdwDialog *alert;

  /* Translators: the name of a match file that could not be read. */
  alert = adw_alert_dialog_new (_("Delete This File?"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (alert),
                                _("The match file “%s” will be deleted. It cannot be brought "
                                  "back."),
                                name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (alert), "cancel", _("_Cancel"), "remove",
                                  _("_Delete"), NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (alert), "remove",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (alert), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (alert), "cancel");
  g_object_set_data_full (G_OBJECT (alert), "bad-path", g_strdup (path), g_free);
  g_signal_connect_object (alert, "response", G_CALLBACK (remove_response_cb), self, 0);
  adw_dialog_present (alert, GTK_WIDGET (self));
}

static GtkWidget *
row_button (TaiSetAsideDialog *self, const char *bad_path, const char *name, const char *icon,
            const char *label, GCallback callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "bad-path", g_strdup (bad_path), g_free);
  g_signal_connect_object (button, "clicked", callback, self, 0);
  return button;
}

/* TRUE when @items is what the rows show already: a listing again that
 * found nothing new keeps the rows (and the focus in them). */
static gboolean
same_items (TaiSetAsideDialog *self, GPtrArray *items)
{
  guint n = items != NULL ? items->len : 0;

  if (n != self->shown->len)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const TaiSetAside *item = g_ptr_array_index (items, i);
      const Shown *shown = g_ptr_array_index (self->shown, i);

      if (g_strcmp0 (item->bad_path, shown->path) != 0 || g_strcmp0 (item->title, shown->title) != 0
          || g_strcmp0 (item->reason, shown->reason) != 0)
        return FALSE;
    }
  return TRUE;
}

void
tai_set_aside_dialog_set_items (TaiSetAsideDialog *self, GPtrArray *items)
{
  g_return_if_fail (TAI_IS_SET_ASIDE_DIALOG (self));

  if (same_items (self, items))
    return;
  g_ptr_array_set_size (self->shown, 0);
  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      const TaiSetAside *item = g_ptr_array_index (items, i);
      Shown *shown = g_new0 (Shown, 1);

      shown->path = g_strdup (item->bad_path);
      shown->title = g_strdup (item->title);
      shown->reason = g_strdup (item->reason);
      g_ptr_array_add (self->shown, shown);
    }
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);

  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      const TaiSetAside *item = g_ptr_array_index (items, i);
      g_autofree char *name = g_path_get_basename (item->bad_path);
      GtkWidget *row = adw_action_row_new ();

      /* The title and the reason come from the file: plain text. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     item->title != NULL ? item->title : name);
      g_autofree char *prefix = g_strconcat (item->bad_path, ": ", NULL);
      const char *reason = item->reason;
      g_autofree char *subtitle = NULL;

      /* The reason names the file by its whole path, which only crowds
       * the row: the file's name says which, under the match's title. */
      if (g_str_has_prefix (reason, prefix))
        reason += strlen (prefix);
      subtitle = item->title != NULL ? g_strconcat (name, "\n", reason, NULL) : g_strdup (reason);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_tooltip_text (row, item->bad_path);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
      gtk_widget_set_name (row, "set-aside-row");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 row_button (self, item->bad_path, "show-in-files",
                                             "folder-open-symbolic", _("Show in Files"),
                                             G_CALLBACK (show_clicked_cb)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 row_button (self, item->bad_path, "try-again",
                                             "view-refresh-symbolic", _("Try Again"),
                                             G_CALLBACK (try_clicked_cb)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 row_button (self, item->bad_path, "remove", "user-trash-symbolic",
                                             _("Delete the File"), G_CALLBACK (remove_clicked_cb)));
      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
tai_set_aside_dialog_finalize (GObject *object)
{
  TaiSetAsideDialog *self = TAI_SET_ASIDE_DIALOG (object);

  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->shown);
  G_OBJECT_CLASS (tai_set_aside_dialog_parent_class)->finalize (object);
}

static void
tai_set_aside_dialog_class_init (TaiSetAsideDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tai_set_aside_dialog_finalize;

  signals[SIGNAL_SHOW_IN_FILES] =
    g_signal_new ("show-in-files", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_TRY_AGAIN] = g_signal_new ("try-again", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            1, G_TYPE_STRING);
  signals[SIGNAL_REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-set-aside-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiSetAsideDialog, group);
}

static void
tai_set_aside_dialog_init (TaiSetAsideDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->shown = g_ptr_array_new_with_free_func (shown_free);
}

TaiSetAsideDialog *
tai_set_aside_dialog_new (void)
{
  return g_object_new (TAI_TYPE_SET_ASIDE_DIALOG, NULL);
}
