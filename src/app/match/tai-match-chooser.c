/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-chooser.c: the save chooser for a match's CSV exports and for
 * a copy of its file. All ask the same way (a name from the match's title,
 * a local file only) and differ in what they write, so one class serves
 * the Export menu item and the unsaved-match guard. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-match-chooser.h"
#include "tai-match-export.h"
#include "tai-match-text.h"
#include "tai-save-file.h"
#include "tai-worker.h"

struct _TaiMatchChooser
{
  GObject parent_instance;

  TaiMatch *match;
  TaiMatchChooserKind kind;
  GtkFileDialog *dialog;
  GtkWindow *parent; /* weak */
};

G_DEFINE_FINAL_TYPE (TaiMatchChooser, tai_match_chooser, G_TYPE_OBJECT)

enum
{
  SIGNAL_SAVED,
  SIGNAL_FAILED,
  SIGNAL_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What a kind writes: the bytes, made on the main thread (the match is
 * not shared with threads), and the file's mode. */
static GBytes *
contents (TaiMatch *match, TaiMatchChooserKind kind, int *mode)
{
  char *data;
  gsize length = 0;

  *mode = 0644;
  switch (kind)
    {
    case TAI_MATCH_CHOOSER_CSV:
      /* For people, in their language. Spreadsheet programs guess the
       * encoding of a CSV file and read Chinese names as mojibake unless
       * it starts with a byte-order mark: the export is for them. */
      data = tai_match_to_csv_full (match, TAI_CSV_TRANSLATED | TAI_CSV_BOM, &length);
      break;
    case TAI_MATCH_CHOOSER_CSV_DATA:
      /* For programs: tokens and stable columns (data/match-csv.md),
       * plain UTF-8 as such programs expect it. */
      data = tai_match_to_csv_full (match, TAI_CSV_PLAIN, &length);
      break;
    case TAI_MATCH_CHOOSER_COPY:
    default:
      /* The copy is a match file like any other: it can be opened by
       * putting it back in the folder of matches. */
      data = tai_match_to_json (match);
      length = strlen (data);
      *mode = 0600;
      break;
    }
  return g_bytes_new_take (data, length);
}

static char *
saved_message (TaiMatchChooserKind kind, const char *path)
{
  g_autofree char *base = g_path_get_basename (path);

  if (kind == TAI_MATCH_CHOOSER_COPY)
    return g_strdup_printf (_("A copy of the match was saved as “%s”"), base);
  return g_strdup_printf (_("Exported “%s”"), base);
}

static gboolean
write_bytes (GBytes *bytes, const char *path, int mode, TaiMatchChooserKind kind, GError **error)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  g_autoptr (GError) local = NULL;

  if (kind == TAI_MATCH_CHOOSER_COPY)
    return tai_save_file (path, data, length, mode, error);
  if (!tai_save_file (path, data, length, mode, &local))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   _("Could not export the match to %s: %s"), display, local->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_match_chooser_write (TaiMatch *match, TaiMatchChooserKind kind, const char *path,
                         char **message, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  int mode;

  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL && message != NULL, FALSE);

  bytes = contents (match, kind, &mode);
  if (!write_bytes (bytes, path, mode, kind, error))
    return FALSE;
  *message = saved_message (kind, path);
  return TRUE;
}

typedef struct
{
  GBytes *bytes;
  char *path;
  int mode;
  TaiMatchChooserKind kind;
} WriteJob;

static void
write_job_free (gpointer data)
{
  WriteJob *job = data;

  g_bytes_unref (job->bytes);
  g_free (job->path);
  g_free (job);
}

/* The write runs off the main thread: a slow or network disk must not
 * freeze the window. */
static void
write_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  WriteJob *job = data;
  GError *error = NULL;

  if (write_bytes (job->bytes, job->path, job->mode, job->kind, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiMatchChooser *self = TAI_MATCH_CHOOSER (source);
  WriteJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  gboolean saved = g_task_propagate_boolean (G_TASK (result), &error);

  if (saved)
    {
      g_autofree char *message = saved_message (self->kind, job->path);

      g_signal_emit (self, signals[SIGNAL_SAVED], 0, message);
    }
  else
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
  g_signal_emit (self, signals[SIGNAL_DONE], 0, saved);
}

static void
save_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiMatchChooser) self = data; /* held by tai_match_chooser_show() */
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  g_autofree char *path = NULL;
  g_autoptr (GTask) task = NULL;
  WriteJob *job;

  if (file == NULL)
    {
      /* The player cancelled (GTK_DIALOG_ERROR_DISMISSED) or the portal
       * failed to ask; either way nothing was written. */
      g_signal_emit (self, signals[SIGNAL_DONE], 0, FALSE);
      return;
    }
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           self->kind == TAI_MATCH_CHOOSER_COPY
                             ? _("The copy must be a local file")
                             : _("The CSV file must be a local file"));
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
      g_signal_emit (self, signals[SIGNAL_DONE], 0, FALSE);
      return;
    }
  job = g_new0 (WriteJob, 1);
  job->bytes = contents (self->match, self->kind, &job->mode);
  job->path = g_steal_pointer (&path);
  job->kind = self->kind;
  /* The task holds the chooser until the file is written. */
  task = g_task_new (self, NULL, written_cb, NULL);
  g_task_set_source_tag (task, save_cb);
  g_task_set_task_data (task, job, write_job_free);
  tai_worker_run (task, write_thread);
}

void
tai_match_chooser_show (TaiMatchChooser *self)
{
  g_return_if_fail (TAI_IS_MATCH_CHOOSER (self));

  gtk_file_dialog_save (self->dialog, self->parent, NULL, save_cb, g_object_ref (self));
}

static void
tai_match_chooser_dispose (GObject *object)
{
  TaiMatchChooser *self = TAI_MATCH_CHOOSER (object);

  g_clear_object (&self->dialog);
  g_clear_weak_pointer (&self->parent);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_match_chooser_parent_class)->dispose (object);
}

static void
tai_match_chooser_class_init (TaiMatchChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tai_match_chooser_dispose;

  /**
   * TaiMatchChooser::saved:
   * @message: the sentence telling the player where the file went
   */
  signals[SIGNAL_SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * TaiMatchChooser::failed:
   * @error: why the file was not written
   */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /**
   * TaiMatchChooser::done:
   * @saved: whether the file was written
   */
  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
tai_match_chooser_init (TaiMatchChooser *self)
{
}

TaiMatchChooser *
tai_match_chooser_new (GtkWindow *parent, TaiMatch *match, TaiMatchChooserKind kind)
{
  TaiMatchChooser *self;
  g_autofree char *title = NULL;
  g_autofree char *file_name = NULL;
  gboolean csv = kind != TAI_MATCH_CHOOSER_COPY;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  self = g_object_new (TAI_TYPE_MATCH_CHOOSER, NULL);
  self->match = g_object_ref (match);
  self->kind = kind;
  g_set_weak_pointer (&self->parent, parent);
  self->dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (self->dialog, kind == TAI_MATCH_CHOOSER_CSV
                                             ? _("Export Match as CSV")
                                           : kind == TAI_MATCH_CHOOSER_CSV_DATA
                                             ? _("Export Match Data as CSV")
                                             : _("Save a Copy of the Match"));
  gtk_file_dialog_set_accept_label (self->dialog, csv ? _("_Export") : _("_Save"));
  gtk_file_dialog_set_modal (self->dialog, TRUE);
  title = tai_match_text_title (match);
  file_name = g_strdup_printf ("%s.%s", title, csv ? "csv" : "json");
  g_strdelimit (file_name, "/\\:", '-');
  gtk_file_dialog_set_initial_name (self->dialog, file_name);
  return self;
}
