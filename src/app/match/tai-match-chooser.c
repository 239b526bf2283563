/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-chooser.c: the save chooser for a match's CSV export and for a
 * copy of its file. Both ask the same way (a name from the match's title,
 * a local file only) and differ in what they write, so one class serves
 * the Export menu item and the unsaved-match guard. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-chooser.h"
#include "tai-match-export.h"
#include "tai-match-text.h"
#include "tai-save-file.h"

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

static gboolean
write_file (TaiMatch *match, TaiMatchChooserKind kind, const char *path, TaiCsvFlags flags,
            char **message, GError **error)
{
  g_autofree char *base = g_path_get_basename (path);

  if (kind == TAI_MATCH_CHOOSER_CSV)
    {
      if (!tai_match_export_csv_full (match, path, flags, error))
        return FALSE;
      *message = g_strdup_printf (_("Exported “%s”"), base);
    }
  else
    {
      /* The copy is a match file like any other: it can be opened by
       * putting it back in the folder of matches. */
      g_autofree char *json = tai_match_to_json (match);

      if (!tai_save_file (path, json, strlen (json), 0600, error))
        return FALSE;
      *message = g_strdup_printf (_("A copy of the match was saved as “%s”"), base);
    }
  return TRUE;
}

gboolean
tai_match_chooser_write (TaiMatch *match, TaiMatchChooserKind kind, const char *path,
                         char **message, GError **error)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL && message != NULL, FALSE);

  return write_file (match, kind, path, TAI_CSV_BOM, message, error);
}

static void
save_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiMatchChooser *self = data; /* held by tai_match_chooser_show() */
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  gboolean saved = FALSE;

  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *message = NULL;

      if (path == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             self->kind == TAI_MATCH_CHOOSER_CSV
                               ? _("The CSV file must be a local file")
                               : _("The copy must be a local file"));
      /* Spreadsheet programs guess the encoding of a CSV file and read
       * Chinese names as mojibake unless it starts with a byte-order
       * mark: the export is for them. */
      else if (write_file (self->match, self->kind, path, TAI_CSV_BOM, &message, &error))
        saved = TRUE;

      if (saved)
        g_signal_emit (self, signals[SIGNAL_SAVED], 0, message);
      else
        g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
    }
  /* Otherwise the player cancelled (GTK_DIALOG_ERROR_DISMISSED) or the
   * portal failed to ask; either way nothing was written. */
  g_signal_emit (self, signals[SIGNAL_DONE], 0, saved);
  g_object_unref (self);
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
  gboolean csv = kind == TAI_MATCH_CHOOSER_CSV;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  self = g_object_new (TAI_TYPE_MATCH_CHOOSER, NULL);
  self->match = g_object_ref (match);
  self->kind = kind;
  g_set_weak_pointer (&self->parent, parent);
  self->dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (self->dialog, csv ? _("Export Match as CSV")
                                               : _("Save a Copy of the Match"));
  gtk_file_dialog_set_accept_label (self->dialog, csv ? _("_Export") : _("_Save"));
  gtk_file_dialog_set_modal (self->dialog, TRUE);
  title = tai_match_text_title (match);
  file_name = g_strdup_printf ("%s.%s", title, csv ? "csv" : "json");
  g_strdelimit (file_name, "/\\:", '-');
  gtk_file_dialog_set_initial_name (self->dialog, file_name);
  return self;
}
