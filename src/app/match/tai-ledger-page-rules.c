/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page-rules.c: a match listed without its ruleset (an old
 * match file naming a ruleset file that is gone, issue 36) is opened once
 * the player chooses a ruleset file: the page's "ledger.choose-rules"
 * action, offered by the banner above the unopened match. The files are
 * read in a worker thread; the store takes the opened match on the main
 * thread. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-ledger-page-private.h"
#include "tai-worker.h"

typedef struct
{
  TaiMatch *missing; /* the match listed without its rules */
  char *match_path;
  char *rules_path;
} SupplyData;

static void
supply_data_free (SupplyData *data)
{
  g_clear_object (&data->missing);
  g_free (data->match_path);
  g_free (data->rules_path);
  g_free (data);
}

static void
supply_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  SupplyData *data = task_data;
  GError *error = NULL;
  TaiMatch *opened = tai_match_load_with_rules (data->match_path, data->rules_path, &error);

  if (opened == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, opened, g_object_unref);
}

static void
supplied_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (source);
  SupplyData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) opened = g_task_propagate_pointer (G_TASK (result), &error);

  if (opened == NULL
      || !tai_match_store_take_supplied (self->store, data->missing, opened, &error))
    {
      tai_ledger_page_show_problem (self, _("Match not opened"),
                                    error->message);
      return;
    }
  tai_ledger_page_set_match (self, opened);
  tai_ledger_page_show_toast (self, _("The match is open again, with the ruleset you chose"));
}

/* Opens the match @missing with the ruleset file @rules (for the action
 * and for tests, which choose no file in a dialog). */
void
tai_ledger_page_supply_rules (TaiLedgerPage *self, TaiMatch *missing, GFile *rules)
{
  g_autoptr (GTask) task = NULL;
  SupplyData *data;

  g_return_if_fail (TAI_IS_LEDGER_PAGE (self));
  g_return_if_fail (TAI_IS_MATCH (missing));
  g_return_if_fail (G_IS_FILE (rules));

  data = g_new0 (SupplyData, 1);
  data->missing = g_object_ref (missing);
  data->match_path = g_strdup (tai_match_get_path (missing));
  data->rules_path = g_file_get_path (rules);
  task = g_task_new (self, NULL, supplied_cb, NULL);
  g_task_set_task_data (task, data, (GDestroyNotify) supply_data_free);
  if (data->match_path == NULL || data->rules_path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s",
                               _("Only a ruleset file on this computer can be used"));
      return;
    }
  tai_worker_run (task, supply_thread);
}

static void
rules_chosen_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TaiLedgerPage) self = user_data;
  g_autoptr (GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  /* The match shown may have changed while the dialog was open. */
  if (file != NULL && self->match != NULL && tai_match_get_rules_missing (self->match))
    tai_ledger_page_supply_rules (self, self->match, file);
}

static void
choose_rules_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (GtkFileDialog) dialog = NULL;
  g_autoptr (GtkFileFilter) filter = NULL;
  g_autoptr (GListStore) filters = NULL;

  if (self->match == NULL || !tai_match_get_rules_missing (self->match))
    return;
  dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (dialog, _("Choose the Match’s Ruleset File"));
  gtk_file_dialog_set_accept_label (dialog, _("_Open"));
  gtk_file_dialog_set_modal (dialog, TRUE);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Ruleset files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  gtk_file_dialog_open (dialog, tai_ledger_page_parent_window (self), NULL, rules_chosen_cb,
                        g_object_ref (self));
}

void
tai_ledger_page_class_install_rules_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "ledger.choose-rules", NULL,
                                   choose_rules_action_cb);
}
