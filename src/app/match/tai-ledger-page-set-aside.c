/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page-set-aside.c: the Match page's part for match files set
 * aside as unreadable. A banner over the list of matches says how many
 * there are for as long as any is there (they used to be told of once, by
 * name, then forgotten: issue 36); its dialog lists them with why, Show in
 * Files, Try Again and Remove. Every file is read, moved or deleted in a
 * worker thread. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-ledger-page-private.h"
#include "tai-score-text.h"
#include "tai-set-aside.h"
#include "tai-worker.h"

static void
update_banner (TaiLedgerPage *self)
{
  guint n = self->set_aside != NULL ? self->set_aside->len : 0;
  g_autofree char *title = NULL;

  if (n > 0)
    title = g_strdup_printf (g_dngettext (NULL, "A match file could not be opened",
                                          "%u match files could not be opened", n),
                             n);
  adw_banner_set_title (self->set_aside_banner, title != NULL ? title : "");
  adw_banner_set_revealed (self->set_aside_banner, n > 0);
  if (self->match == NULL)
    tai_ledger_page_show_folded_child (self);
  if (self->set_aside_dialog != NULL)
    {
      tai_set_aside_dialog_set_items (self->set_aside_dialog, self->set_aside);
      if (n == 0)
        adw_dialog_close (ADW_DIALOG (self->set_aside_dialog));
    }
}

static void
list_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_pointer (task, tai_set_aside_list (data), (GDestroyNotify) g_ptr_array_unref);
}

static void
listed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (source);
  GPtrArray *list = g_task_propagate_pointer (G_TASK (result), NULL);

  if (list == NULL)
    return;
  /* A page closed meanwhile, or a later listing on its way. */
  if (self->store == NULL || g_task_get_task_data (G_TASK (result)) == NULL
      || g_object_get_data (G_OBJECT (result), "stale") != NULL)
    {
      g_ptr_array_unref (list);
      return;
    }
  g_clear_pointer (&self->set_aside, g_ptr_array_unref);
  self->set_aside = list;
  if (self->set_aside_task == G_TASK (result))
    self->set_aside_task = NULL;
  update_banner (self);
}

void
tai_ledger_page_refresh_set_aside (TaiLedgerPage *self)
{
  GTask *task;

  if (self->store == NULL)
    return;
  /* Only the newest listing is shown. */
  if (self->set_aside_task != NULL)
    g_object_set_data (G_OBJECT (self->set_aside_task), "stale", GINT_TO_POINTER (1));
  task = g_task_new (self, NULL, listed_cb, NULL);
  g_task_set_source_tag (task, tai_ledger_page_refresh_set_aside);
  g_task_set_task_data (task, g_strdup (tai_match_store_get_dir (self->store)), g_free);
  self->set_aside_task = task;
  tai_worker_run (task, list_thread);
  g_object_unref (task);
}

static const TaiSetAside *
find_item (TaiLedgerPage *self, const char *bad_path)
{
  for (guint i = 0; self->set_aside != NULL && i < self->set_aside->len; i++)
    {
      const TaiSetAside *item = g_ptr_array_index (self->set_aside, i);

      if (g_strcmp0 (item->bad_path, bad_path) == 0)
        return item;
    }
  return NULL;
}

/* Show in Files: the file manager opens the folder with the file chosen. */
static void
shown_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiLedgerPage) self = data;
  g_autoptr (GError) error = NULL;

  if (!gtk_file_launcher_open_containing_folder_finish (GTK_FILE_LAUNCHER (source), result, &error)
      && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
      && self->store != NULL)
    tai_ledger_page_show_toast (self, _("The folder could not be shown."));
}

static void
show_in_files_cb (TaiSetAsideDialog *dialog, const char *bad_path, TaiLedgerPage *self)
{
  g_autoptr (GFile) file = g_file_new_for_path (bad_path);
  g_autoptr (GtkFileLauncher) launcher = gtk_file_launcher_new (file);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (dialog));

  gtk_file_launcher_open_containing_folder (launcher, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                            NULL, shown_cb, g_object_ref (self));
}

/* Try Again. */

static void
try_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  TaiMatch *match = tai_set_aside_try_again (data, &error);

  if (match == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, match, g_object_unref);
}

static void
tried_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (source);
  const char *bad_path = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = g_task_propagate_pointer (G_TASK (result), &error);

  if (self->store == NULL)
    return;
  if (match == NULL)
    {
      /* Why is in the row, read again. */
      tai_ledger_page_show_toast (self, _("The file still cannot be opened."));
    }
  else
    {
      g_autofree char *title = tai_text_isolate (tai_match_get_title (match));
      g_autofree char *text = NULL;

      tai_match_store_replace_set_aside (self->store, bad_path, match);
      /* Translators: the title of a match. */
      text = g_strdup_printf (_("The match %s opens again and is back in the list."), title);
      tai_ledger_page_show_toast (self, text);
    }
  tai_ledger_page_refresh_set_aside (self);
}

static void
try_again_cb (TaiSetAsideDialog *dialog, const char *bad_path, TaiLedgerPage *self)
{
  g_autoptr (GTask) task = g_task_new (self, NULL, tried_cb, NULL);

  g_task_set_source_tag (task, try_again_cb);
  g_task_set_task_data (task, g_strdup (bad_path), g_free);
  tai_worker_run (task, try_thread);
}

/* Remove, once the dialog asked. */

static void
remove_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (tai_set_aside_remove (data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
removed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (source);
  const char *bad_path = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  if (self->store == NULL)
    return;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    tai_ledger_page_show_problem (self, _("File not removed"), error->message);
  else
    {
      tai_match_store_replace_set_aside (self->store, bad_path, NULL);
      tai_ledger_page_show_toast (self, _("The file was deleted."));
    }
  tai_ledger_page_refresh_set_aside (self);
}

static void
remove_cb (TaiSetAsideDialog *dialog, const char *bad_path, TaiLedgerPage *self)
{
  g_autoptr (GTask) task = NULL;

  if (find_item (self, bad_path) == NULL)
    return;
  task = g_task_new (self, NULL, removed_cb, NULL);
  g_task_set_source_tag (task, remove_cb);
  g_task_set_task_data (task, g_strdup (bad_path), g_free);
  tai_worker_run (task, remove_thread);
}

static void
show_set_aside_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiSetAsideDialog *dialog;

  /* The files may have changed since they were listed. */
  tai_ledger_page_refresh_set_aside (self);
  if (self->set_aside_dialog != NULL)
    {
      adw_dialog_present (ADW_DIALOG (self->set_aside_dialog), widget);
      return;
    }
  dialog = tai_set_aside_dialog_new ();
  self->set_aside_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->set_aside_dialog);
  tai_set_aside_dialog_set_items (dialog, self->set_aside);
  g_signal_connect_object (dialog, "show-in-files", G_CALLBACK (show_in_files_cb), self, 0);
  g_signal_connect_object (dialog, "try-again", G_CALLBACK (try_again_cb), self, 0);
  g_signal_connect_object (dialog, "remove", G_CALLBACK (remove_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), widget);
}

void
tai_ledger_page_dispose_set_aside (TaiLedgerPage *self)
{
  if (self->set_aside_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->set_aside_dialog),
                                    (gpointer *) &self->set_aside_dialog);
      self->set_aside_dialog = NULL;
    }
  if (self->set_aside_task != NULL)
    g_object_set_data (G_OBJECT (self->set_aside_task), "stale", GINT_TO_POINTER (1));
  self->set_aside_task = NULL;
  g_clear_pointer (&self->set_aside, g_ptr_array_unref);
}

void
tai_ledger_page_class_install_set_aside_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "ledger.show-set-aside", NULL, show_set_aside_cb);
}
