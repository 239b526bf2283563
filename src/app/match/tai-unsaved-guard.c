/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-unsaved-guard.c: nothing the player was told is recorded goes without
 * a word. While the open match's file lacks changes the window holds, a
 * banner says so, with why, Retry and Save a Copy As…; and before the
 * window closes with any such match the player is asked what to do. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "tai-match-chooser.h"
#include "tai-score-text.h"
#include "tai-unsaved-dialog.h"
#include "tai-unsaved-guard.h"
#include "tai-worker.h"
#include "tai-toast-host.h"

struct _TaiUnsavedGuard
{
  AdwBin parent_instance;

  AdwBanner *banner;

  TaiMatch *match;
  TaiMatchStore *store;
  GSignalGroup *match_signals; /* follows the open match's "unsaved" */
  char *save_error;            /* why the open match could not be saved, when known */
  GtkWidget *unsaved_dialog;   /* the question before closing, while it is asked */
  gboolean close_confirmed;    /* the player chose to close all the same */
};

G_DEFINE_FINAL_TYPE (TaiUnsavedGuard, tai_unsaved_guard, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_STORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_OPEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_toast (TaiUnsavedGuard *self, const char *text)
{
  tai_toast_show_text (GTK_WIDGET (self), text);
}

/* What failed in a short toast; why (which names files) in its Details. */
static void
show_problem (TaiUnsavedGuard *self, const char *title, const char *details)
{
  tai_toast_show_problem (GTK_WIDGET (self), title, details);
}

static void
update_banner (TaiUnsavedGuard *self)
{
  /* A change being written is unsaved for a moment: only one whose write
   * failed is worth a banner. */
  gboolean unsaved = self->match != NULL && tai_match_get_unsaved (self->match)
                     && (tai_match_get_save_error (self->match) != NULL
                         || tai_match_get_disk_changed (self->match));
  gboolean lost_race = unsaved && tai_match_get_disk_changed (self->match);
  const char *sentence =
    lost_race ? _("This match was saved from another window or program: its latest changes "
                  "here cannot be saved over that.")
              : _("This match could not be saved: its latest changes are only in this window.");
  g_autofree char *title = NULL;

  /* Nothing to say: the hidden banner keeps its words. Every change is
   * unsaved for a moment while it is written, and rebinding the button's
   * action and re-laying out its text each time cost every record a few
   * milliseconds (issue 37). */
  if (!unsaved)
    {
      g_clear_pointer (&self->save_error, g_free);
      adw_banner_set_revealed (self->banner, FALSE);
      return;
    }

  /* Retry can never win a lost race (issue 36): the choice is Reload or
   * Keep Both, asked in a dialog (a banner has one button). */
  adw_banner_set_button_label (self->banner, lost_race ? _("_Reload or Keep Both…") : _("_Retry"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->banner),
                                  lost_race ? "guard.resolve" : "ledger.retry-save");

  if (self->save_error == NULL)
    self->save_error = g_strdup (tai_match_get_save_error (self->match));
  /* After a lost race the sentence says all: the error would only add
   * the file's path. */
  if (self->save_error != NULL && !lost_race)
    title = g_markup_printf_escaped ("%s\n<small>%s</small>", sentence, self->save_error);
  else
    title = g_markup_escape_text (sentence, -1);
  adw_banner_set_title (self->banner, title);
  adw_banner_set_revealed (self->banner, unsaved);
}

gboolean
tai_unsaved_guard_take_error (TaiUnsavedGuard *self, const GError *error)
{
  g_return_val_if_fail (TAI_IS_UNSAVED_GUARD (self), FALSE);

  /* A change the match took but could not write: the banner keeps saying
   * so (with why) after the toast is gone. */
  if (error == NULL || !g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO)
      || self->match == NULL || !tai_match_get_unsaved (self->match)
      || (tai_match_get_save_error (self->match) == NULL
          && !tai_match_get_disk_changed (self->match)))
    return FALSE;
  g_free (self->save_error);
  self->save_error = g_strdup (error->message);
  update_banner (self);
  return TRUE;
}

static void
retried_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiUnsavedGuard) self = data;
  g_autoptr (GError) error = NULL;

  if (!tai_match_save_finish (TAI_MATCH (source), result, &error))
    {
      /* A failed write is told by save_error_cb(); anything else here
       * (about the match retried, even if another is open by now). */
      if (TAI_MATCH (source) != self->match || !tai_unsaved_guard_take_error (self, error))
        show_problem (self, _("Match not saved"), error->message);
    }
  else
    show_toast (self, _("Match saved"));
}

void
tai_unsaved_guard_retry (TaiUnsavedGuard *self)
{
  g_return_if_fail (TAI_IS_UNSAVED_GUARD (self));

  if (self->match == NULL)
    return;
  /* Written by the match's writer thread: the window does not wait for
   * the disk (a slow or network folder would freeze it). */
  tai_match_save_async (self->match, NULL, retried_cb, g_object_ref (self));
}

/* Reload and Keep Both, after a lost save race. */

static void
open_match (TaiUnsavedGuard *self, TaiMatch *match)
{
  g_signal_emit (self, signals[SIGNAL_OPEN], 0, match);
}

static void
reload_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  TaiMatch *match = tai_match_load (data, &error);

  if (match == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, match, g_object_unref);
}

static void
reloaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiUnsavedGuard *self = TAI_UNSAVED_GUARD (source);
  g_autoptr (TaiMatch) old = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) opened = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean kept = g_task_get_task_data (G_TASK (result)) != NULL
                  && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (result), "kept"));

  if (opened == NULL
      || (self->store != NULL && !tai_match_store_replace (self->store, old, opened, &error)))
    {
      show_problem (self, _("Match not reloaded"), error->message);
      return;
    }
  if (self->match == old)
    open_match (self, opened);
  if (!kept)
    show_toast (self, _("The match now shows what its file holds."));
}

/* Reads the file of @match again in a worker thread and puts what it
 * holds in its place. */
static void
reload (TaiUnsavedGuard *self, TaiMatch *match, gboolean kept)
{
  g_autoptr (GTask) task = g_task_new (self, NULL, reloaded_cb, g_object_ref (match));

  g_task_set_source_tag (task, reload);
  g_task_set_task_data (task, g_strdup (tai_match_get_path (match)), g_free);
  g_object_set_data (G_OBJECT (task), "kept", GINT_TO_POINTER (kept));
  tai_worker_run (task, reload_thread);
}

/* Keep Both: the copy's file is written in a worker thread; the copy is
 * a new object no one else holds yet. */
static void
keep_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  TaiMatch *copy = data;
  const char *path = g_object_get_data (G_OBJECT (task), "path");
  g_autofree char *dir = g_path_get_dirname (path);
  GError *error = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (&error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot create the folder %s: %s"),
                   dir, g_strerror (saved));
      g_task_return_error (task, error);
      return;
    }
  if (!tai_match_set_path (copy, path, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
kept_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiUnsavedGuard *self = TAI_UNSAVED_GUARD (source);
  g_autoptr (TaiMatch) match = data;
  TaiMatch *copy = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *text = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      show_problem (self, _("Version not kept"), error->message);
      return;
    }
  if (self->store != NULL)
    tai_match_store_insert (self->store, copy);
  /* This window's version is safe in the copy; the match itself shows
   * what the other window saved. */
  reload (self, match, TRUE);
  shown = tai_text_isolate (tai_match_get_title (copy));
  /* Translators: the title of the new match. */
  text = g_strdup_printf (_("This window’s version is kept as a new match, %s."), shown);
  show_toast (self, text);
}

static void
keep_both (TaiUnsavedGuard *self, TaiMatch *match)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *title = NULL;
  g_autoptr (TaiMatch) copy = NULL;
  g_autoptr (GTask) task = NULL;

  if (self->store == NULL)
    return;
  /* Translators: the title of a match kept as a new match beside the one
   * another window saved. */
  {
    /* The copy's title is kept in its file: marks only where the title
     * needs them to keep "(Copy)" after it. */
    g_autofree char *own = tai_text_isolate_bidi (tai_match_get_title (match));

    title = g_strdup_printf (_("%s (Copy)"), own);
  }
  copy = tai_match_copy_as_new (match, title, &error);
  if (copy == NULL)
    {
      show_problem (self, _("Version not kept"), error->message);
      return;
    }
  task = g_task_new (self, NULL, kept_cb, g_object_ref (match));
  g_task_set_source_tag (task, keep_both);
  g_object_set_data_full (G_OBJECT (task), "path", tai_match_store_path_for (self->store, copy),
                          g_free);
  g_task_set_task_data (task, g_steal_pointer (&copy), g_object_unref);
  tai_worker_run (task, keep_thread);
}

static void
race_response_cb (AdwAlertDialog *dialog, const char *response, TaiUnsavedGuard *self)
{
  TaiMatch *match = g_object_get_data (G_OBJECT (dialog), "match");

  if (match == NULL || !tai_match_get_disk_changed (match))
    return;
  if (g_strcmp0 (response, "reload") == 0)
    reload (self, match, FALSE);
  else if (g_strcmp0 (response, "keep") == 0)
    keep_both (self, match);
}

static void
resolve_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiUnsavedGuard *self = TAI_UNSAVED_GUARD (widget);
  AdwDialog *dialog;

  if (self->match == NULL || !tai_match_get_disk_changed (self->match))
    return;
  dialog = adw_alert_dialog_new (_("This Match Was Saved Elsewhere"),
                                 _("Another window or program saved this match after this "
                                   "window read it. Reload shows what was saved there and drops "
                                   "the changes only this window holds. Keep Both saves this "
                                   "window’s version as a new match."));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"), "reload",
                                  _("_Reload"), "keep", _("_Keep Both"), NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "reload",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "keep",
                                            ADW_RESPONSE_SUGGESTED);
  /* Three answers and a long explanation: the wide layout keeps them
   * readable. */
  adw_alert_dialog_set_prefer_wide_layout (ADW_ALERT_DIALOG (dialog), TRUE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "keep");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "match", g_object_ref (self->match), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (race_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* The window the guard's dialogs belong to, if it is in one. */
static GtkWindow *
parent_window (TaiUnsavedGuard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static gboolean
close_window_cb (gpointer data)
{
  TaiUnsavedGuard *self = data;
  GtkWindow *window = parent_window (self);

  if (window != NULL)
    gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

/* From an idle: the answer that closes the window comes from a dialog of
 * the window, which must be done answering before it goes with it. */
static void
close_window (TaiUnsavedGuard *self)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_window_cb, g_object_ref (self),
                   g_object_unref);
}

static void
copy_saved_cb (TaiMatchChooser *chooser, const char *message, TaiUnsavedGuard *self)
{
  show_toast (self, message);
}

static void
copy_failed_cb (TaiMatchChooser *chooser, const GError *error, TaiUnsavedGuard *self)
{
  show_problem (self, _("Copy not saved"), error->message);
}

static void
copy_done_then_close_cb (TaiMatchChooser *chooser, gboolean saved, TaiUnsavedGuard *self)
{
  if (saved)
    close_window (self);
}

static TaiMatchChooser *
open_copy_chooser (TaiUnsavedGuard *self, TaiMatch *match)
{
  g_autoptr (TaiMatchChooser) chooser =
    tai_match_chooser_new (parent_window (self), match, TAI_MATCH_CHOOSER_COPY);

  g_signal_connect_object (chooser, "saved", G_CALLBACK (copy_saved_cb), self, 0);
  g_signal_connect_object (chooser, "failed", G_CALLBACK (copy_failed_cb), self, 0);
  tai_match_chooser_show (chooser);
  return chooser; /* held by itself until answered */
}

void
tai_unsaved_guard_choose_copy (TaiUnsavedGuard *self)
{
  g_return_if_fail (TAI_IS_UNSAVED_GUARD (self));

  if (self->match != NULL)
    open_copy_chooser (self, self->match);
}

gboolean
tai_unsaved_guard_save_copy (TaiUnsavedGuard *self, TaiMatch *match, const char *path,
                             GError **error)
{
  g_autofree char *message = NULL;

  g_return_val_if_fail (TAI_IS_UNSAVED_GUARD (self), FALSE);

  if (!tai_match_chooser_write (match, TAI_MATCH_CHOOSER_COPY, path, &message, error))
    return FALSE;
  show_toast (self, message);
  return TRUE;
}

/* The open match first: it is the one the banner names. Every match's
 * writes are waited for first: a change being written is not lost. */
static TaiMatch *
first_unsaved (TaiUnsavedGuard *self)
{
  guint n = self->store != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->store)) : 0;

  if (self->match != NULL)
    tai_match_flush (self->match, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      tai_match_flush (match, NULL);
    }

  if (self->match != NULL && tai_match_get_unsaved (self->match))
    return self->match;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      if (tai_match_get_unsaved (match))
        return match; /* the store keeps it */
    }
  return NULL;
}

static void
unsaved_response_cb (AdwAlertDialog *dialog, const char *response, TaiUnsavedGuard *self)
{
  g_autoptr (TaiMatch) match = NULL;

  g_object_get (dialog, "match", &match, NULL);
  if (g_strcmp0 (response, "quit") == 0)
    close_window (self);
  else if (g_strcmp0 (response, "copy") == 0 && match != NULL)
    {
      /* The window closes once the copy is written. */
      TaiMatchChooser *chooser = open_copy_chooser (self, match);

      g_signal_connect_object (chooser, "done", G_CALLBACK (copy_done_then_close_cb), self, 0);
    }
}

gboolean
tai_unsaved_guard_confirm_close (TaiUnsavedGuard *self)
{
  TaiMatch *match;
  TaiUnsavedDialog *dialog;

  g_return_val_if_fail (TAI_IS_UNSAVED_GUARD (self), TRUE);

  if (self->close_confirmed)
    return TRUE;
  match = first_unsaved (self);
  if (match == NULL)
    return TRUE;
  if (self->unsaved_dialog != NULL)
    return FALSE; /* still asking */
  dialog = tai_unsaved_dialog_new (match);
  self->unsaved_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->unsaved_dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
  return FALSE;
}

TaiMatch *
tai_unsaved_guard_get_match (TaiUnsavedGuard *self)
{
  g_return_val_if_fail (TAI_IS_UNSAVED_GUARD (self), NULL);
  return self->match;
}

void
tai_unsaved_guard_set_match (TaiUnsavedGuard *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_UNSAVED_GUARD (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  /* The reason belonged to the match that was open. */
  g_clear_pointer (&self->save_error, g_free);
  update_banner (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

void
tai_unsaved_guard_set_store (TaiUnsavedGuard *self, TaiMatchStore *store)
{
  g_return_if_fail (TAI_IS_UNSAVED_GUARD (self));

  if (g_set_object (&self->store, store))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

static void
tai_unsaved_guard_dispose (GObject *object)
{
  TaiUnsavedGuard *self = TAI_UNSAVED_GUARD (object);

  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  g_clear_object (&self->store);
  g_clear_pointer (&self->save_error, g_free);
  if (self->unsaved_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->unsaved_dialog),
                                  (gpointer *) &self->unsaved_dialog);
  self->unsaved_dialog = NULL;
  G_OBJECT_CLASS (tai_unsaved_guard_parent_class)->dispose (object);
}

static void
tai_unsaved_guard_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiUnsavedGuard *self = TAI_UNSAVED_GUARD (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_unsaved_guard_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TaiUnsavedGuard *self = TAI_UNSAVED_GUARD (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      tai_unsaved_guard_set_match (self, g_value_get_object (value));
      break;
    case PROP_STORE:
      tai_unsaved_guard_set_store (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_unsaved_guard_class_init (TaiUnsavedGuardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_unsaved_guard_dispose;
  object_class->get_property = tai_unsaved_guard_get_property;
  object_class->set_property = tai_unsaved_guard_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, TAI_TYPE_MATCH_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);


  /**
   * TaiUnsavedGuard::open:
   * @match: the match read again from its file
   *
   * Asks the page to show @match in place of the open match (Reload).
   */
  signals[SIGNAL_OPEN] = g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, TAI_TYPE_MATCH);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-unsaved-guard.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiUnsavedGuard, banner);
  /* The banner's button after a lost save race. */
  gtk_widget_class_install_action (widget_class, "guard.resolve", NULL, resolve_cb);
}

/* A write failed in the writer thread: the banner says so, with why,
 * and a toast tells it the moment it happens (after a lost race the
 * banner says all, and what to do). */
static void
save_error_cb (TaiUnsavedGuard *self)
{
  const char *message = tai_match_get_save_error (self->match);

  g_clear_pointer (&self->save_error, g_free);
  self->save_error = g_strdup (message);
  update_banner (self);
  if (message != NULL && !tai_match_get_disk_changed (self->match))
    show_problem (self, _("Match not saved"), message);
}

static void
tai_unsaved_guard_init (TaiUnsavedGuard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "notify::unsaved",
                                 G_CALLBACK (update_banner), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "notify::save-error",
                                 G_CALLBACK (save_error_cb), self, G_CONNECT_SWAPPED);
}
