/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page-files.c: the calculator's hand going out and in: the
 * clipboard (copy as a hand file, notation or text; paste either) and hand
 * files (open, save, save as, and the dialogs saying why one failed). Part
 * of TaiScorePage, split out by concern (issue 15); the struct is in
 * tai-score-page-private.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-hand-paste.h"
#include "tai-read-file.h"
#include "tai-save-file.h"
#include "tai-score-page-private.h"
#include "tai-score-text.h"
#include "tai-worker.h"

static char *
rules_name (TaiScorePage *self, GFile *file)
{
  g_autoptr (GFile) parent = file != NULL ? g_file_get_parent (file) : NULL;
  g_autofree char *dir = parent != NULL ? g_file_get_path (parent) : NULL;

  /* A custom ruleset by its file (relative to the hand file when beside
   * it), so that the hand reopens at the same table: its id alone named
   * no file, or a built-in with the same id. */
  return tai_ruleset_dup_reference (tai_rules_get_ruleset (tai_hand_model_get_rules (self->model)),
                                    dir);
}

/* Shows a problem with a file in a dialog, since it names a file the
 * player chose and may need reading twice. */
static void
present_on_map_cb (GtkWidget *root, AdwDialog *dialog)
{
  g_signal_handlers_disconnect_by_func (root, present_on_map_cb, dialog);
  adw_dialog_present (dialog, root);
  g_object_unref (dialog);
}

static void
show_file_error (TaiScorePage *self, GFile *file, const char *heading, const char *problem)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *name = g_file_get_parse_name (file);
  /* A problem with the file's text names the file already
   * (tai_hand_file_name_error()); any other is put under its name. */
  g_autofree char *body = g_str_has_prefix (problem, name)
                              ? g_strdup (problem)
                              : g_strdup_printf ("%s\n\n%s", name, problem);
  AdwDialog *dialog;

  g_free (self->last_toast);
  self->last_toast = g_strdup (problem);
  if (!GTK_IS_WINDOW (root))
    return;
  dialog = adw_alert_dialog_new (heading, body);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  /* A file named on the command line is loaded while the window is being
   * built; the dialog comes up once the window is shown, or the user
   * would never learn why the hand is empty. */
  if (gtk_widget_get_mapped (GTK_WIDGET (root)))
    adw_dialog_present (dialog, GTK_WIDGET (root));
  else
    g_signal_connect_object (root, "map", G_CALLBACK (present_on_map_cb),
                             g_object_ref_sink (dialog), G_CONNECT_AFTER);
}

/* The score in sentences, to paste into a chat (Copy Hand gives the hand
 * itself). */
static void
copy_text_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  const TaiScore *score = tai_hand_model_get_score (self->model);
  g_autofree char *text = NULL;

  /* By sources, the ticked hand is the one on show. */
  if (tai_score_page_copy_sources_text (self))
    return;
  if (score == NULL)
    {
      tai_score_page_show_toast (self, _("Complete a winning hand to copy its score."));
      return;
    }
  text = tai_score_to_text (tai_hand_model_get_rules (self->model),
                            tai_hand_model_get_hand (self->model), score, NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  tai_score_page_show_toast (self, _("Score copied as text"));
}

static void
copy_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  g_autofree char *notation = tai_hand_model_to_notation (self->model);

  if (g_str_equal (action_name, "score.copy"))
    {
      g_autofree char *rules = rules_name (self, NULL);
      char *json = tai_hand_model_to_json (self->model, rules);
      g_autoptr (GBytes) bytes = g_bytes_new_take (json, strlen (json));
      GdkContentProvider *providers[2];
      g_autoptr (GdkContentProvider) union_provider = NULL;

      /* Programs that know hand files get the file; everything else, a
       * text editor or a chat, gets the notation a player can read. */
      providers[0] = gdk_content_provider_new_for_bytes ("application/json", bytes);
      providers[1] = gdk_content_provider_new_typed (G_TYPE_STRING, notation);
      union_provider = gdk_content_provider_new_union (providers, 2);
      gdk_clipboard_set_content (clipboard, union_provider);
      tai_score_page_show_toast (self, _("Hand copied"));
    }
  else
    {
      gdk_clipboard_set_text (clipboard, notation);
      tai_score_page_show_toast (self, _("Hand copied as notation"));
    }
}

/* Pasting.
 *
 * The clipboard is read as a stream, a piece at a time, and the read
 * stops one byte past the limit of a hand file: a hostile clipboard of
 * megabytes is refused without being read whole. Text longer than
 * TAI_HAND_PASTE_LARGE is read into a hand on a worker thread, so that
 * the window keeps drawing while it is parsed; the hand changes on the
 * main thread. A newer paste or an edit of the hand cancels a paste on
 * its way: what the player did last wins. */

#define PASTE_PIECE (64u * 1024u)

static GThread *last_paste_thread; /* only compared, in tests */

gboolean
tai_score_page_paste_parsed_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_paste_thread) == thread;
}

guint64
tai_score_page_get_paste_read (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), 0);
  return self->paste_read;
}

void
tai_score_page_cancel_paste (TaiScorePage *self)
{
  if (self->paste_cancellable != NULL)
    g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
}

/* The toast says only that the paste failed; its Details give the
 * reason, which may quote what was pasted. */
static void
show_paste_problem (TaiScorePage *self, const char *reason)
{
  tai_score_page_show_problem (self, _("Could not paste"), reason);
}

static gboolean keep_match_table (TaiScorePage *self, int row);

/* Puts what was read in the hand, or says why not. */
static gboolean
finish_paste (TaiScorePage *self, TaiHandPaste *paste, int row, GError *parse_error,
              GError **error)
{
  g_autoptr (GError) local_error = parse_error;

  if (paste != NULL && tai_hand_paste_apply (paste, self->model, &local_error))
    {
      /* A hand file brings its table; while the calculator follows the
       * match, the match's table wins (@row: the match's row whose tiles
       * these are, or -1). */
      if (tai_hand_paste_is_file (paste))
        keep_match_table (self, row);
      tai_tile_picker_clear_message (self->picker);
      tai_score_page_withdraw_hand_toasts (self);
      return TRUE;
    }
  show_paste_problem (self, local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* While the calculator follows the match, the match's table wins over
 * the one a hand file brings (issue 33), whichever way the file came:
 * opened, pasted or sent from another page. @row is the match's row whose
 * tiles these are, or -1. FALSE when no match is followed. */
static gboolean
keep_match_table (TaiScorePage *self, int row)
{
  tai_table_context_set_row (self->table, row);
  return tai_table_context_keep_match_table (self->table);
}

/* What a toast says of a file opened while the calculator follows the
 * match: that the match's table counts it, and what of the file's own
 * table was set aside, read before the match's is put back. */
static char *
opened_at_match_text (TaiScorePage *self, const char *name)
{
  TaiMatch *match = tai_table_context_get_followed_match (self->table);
  const TaiRules *own = tai_hand_model_get_rules (self->model);
  const TaiStakes *stakes = tai_hand_model_get_stakes (self->model);
  TaiStakes theirs;
  gboolean same_rules, same_stakes;

  tai_match_get_stakes (match, &theirs);
  same_rules = g_strcmp0 (tai_ruleset_get_id (tai_rules_get_ruleset (own)),
                          tai_ruleset_get_id (tai_rules_get_ruleset (tai_match_get_rules (match))))
               == 0;
  same_stakes = stakes->base == theirs.base && stakes->per_tai == theirs.per_tai;
  if (same_rules && same_stakes)
    /* Translators: %s is a hand file's name. */
    return g_strdup_printf (_("Opened “%s”, counted at the match’s table, which the calculator "
                              "follows"),
                            name);
  /* Translators: a hand file's name, then the rules and stakes the file
   * named, e.g. "Opened “hand.json”, counted at the match’s table, which
   * the calculator follows; the file’s own table (Taiwanese rules, base
   * 100, 20 a tai) is set aside". */
  return g_strdup_printf (_("Opened “%1$s”, counted at the match’s table, which the calculator "
                            "follows; the file’s own table (%2$s rules, base %3$d, %4$d a tai) is "
                            "set aside"),
                          name, tai_ruleset_get_display_name (tai_rules_get_ruleset (own)),
                          stakes->base, stakes->per_tai);
}

static gboolean paste_text (TaiScorePage *self, const char *text, int row, GError **error);

gboolean
tai_score_page_paste_text (TaiScorePage *self, const char *text, GError **error)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  return paste_text (self, text, -1, error);
}

gboolean
tai_score_page_paste_row (TaiScorePage *self, const char *text, int row, GError **error)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  return paste_text (self, text, row, error);
}

static gboolean
paste_text (TaiScorePage *self, const char *text, int row, GError **error)
{
  g_autoptr (TaiHandPaste) paste = NULL;
  GError *parse_error = NULL;

  /* This paste is the newer one. */
  tai_score_page_cancel_paste (self);
  if (text == NULL)
    text = "";
  /* The length alone is looked at before anything reads the text: it is
   * refused past the limit (tai_hand_paste_parse). */
  paste = tai_hand_paste_parse (text, strlen (text), &parse_error);
  g_atomic_pointer_set (&last_paste_thread, g_thread_self ());
  return finish_paste (self, paste, row, parse_error, error);
}

static void
paste_parse_in_thread (GTask *task, gpointer source, gpointer task_data,
                       GCancellable *cancellable)
{
  GBytes *bytes = task_data;
  GError *error = NULL;
  TaiHandPaste *paste;

  paste = tai_hand_paste_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_atomic_pointer_set (&last_paste_thread, g_thread_self ());
  if (paste != NULL)
    g_task_return_pointer (task, paste, (GDestroyNotify) tai_hand_paste_free);
  else
    g_task_return_error (task, error);
}

static void
paste_parsed_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TaiScorePage *self = TAI_SCORE_PAGE (source);
  g_autoptr (TaiHandPaste) paste = NULL;
  GError *error = NULL;

  /* A newer paste, an edit or a closed window made this one moot
   * (the task checks its cancellable before returning the hand). */
  paste = g_task_propagate_pointer (G_TASK (result), &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->model == NULL)
    {
      g_clear_error (&error);
      return;
    }
  g_clear_object (&self->paste_cancellable);
  finish_paste (self, paste, -1, error, NULL);
}

/* Reads @bytes into the hand: at once when short, else on a worker. */
static void
paste_bytes (TaiScorePage *self, GBytes *bytes, GCancellable *cancellable)
{
  g_autoptr (GTask) task = NULL;

  if (g_bytes_get_size (bytes) <= TAI_HAND_PASTE_LARGE)
    {
      g_autoptr (TaiHandPaste) paste = NULL;
      GError *error = NULL;

      g_clear_object (&self->paste_cancellable);
      paste = tai_hand_paste_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                    &error);
      g_atomic_pointer_set (&last_paste_thread, g_thread_self ());
      finish_paste (self, paste, -1, error, NULL);
      return;
    }
  task = g_task_new (self, cancellable, paste_parsed_cb, NULL);
  g_task_set_source_tag (task, paste_bytes);
  g_task_set_task_data (task, g_bytes_ref (bytes), (GDestroyNotify) g_bytes_unref);
  tai_worker_run (task, paste_parse_in_thread);
}

/* One paste's read of the clipboard. */
typedef struct
{
  TaiScorePage *self;
  GCancellable *cancellable;
  GInputStream *stream;
  GByteArray *data;
  gboolean tried_text; /* JSON was offered but not delivered: read as text */
} PasteRead;

static void
paste_read_free (PasteRead *read)
{
  g_clear_object (&read->self);
  g_clear_object (&read->cancellable);
  g_clear_object (&read->stream);
  g_clear_pointer (&read->data, g_byte_array_unref);
  g_free (read);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PasteRead, paste_read_free)

static void read_clipboard (PasteRead *read, gboolean as_json);
static void piece_read_cb (GObject *source, GAsyncResult *result, gpointer user_data);

/* Reads the next piece of the clipboard (@read is passed on), never
 * asking for more than one byte past the limit. */
static void
read_piece (PasteRead *read)
{
  GInputStream *stream = read->stream;
  GCancellable *cancellable = read->cancellable;
  gsize want = MIN (PASTE_PIECE, TAI_HAND_PASTE_MAX + 1 - read->data->len);

  g_input_stream_read_bytes_async (stream, want, G_PRIORITY_DEFAULT, cancellable, piece_read_cb,
                                   read);
}

static void
piece_read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (PasteRead) read = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) piece = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result,
                                                               &error);
  TaiScorePage *self = read->self;

  if (g_cancellable_is_cancelled (read->cancellable) || self->model == NULL)
    return;
  if (piece == NULL)
    {
      show_paste_problem (self, error->message);
      return;
    }
  if (g_bytes_get_size (piece) == 0)
    {
      g_autoptr (GBytes) bytes = g_byte_array_free_to_bytes (g_steal_pointer (&read->data));

      paste_bytes (self, bytes, read->cancellable);
      return;
    }
  g_byte_array_append (read->data, g_bytes_get_data (piece, NULL), g_bytes_get_size (piece));
  self->paste_read = read->data->len;
  if (read->data->len > TAI_HAND_PASTE_MAX)
    {
      /* One byte past the limit is enough to know: the rest stays unread,
       * and its size unknown. */
      g_autofree char *limit = g_format_size_full (TAI_HAND_PASTE_MAX, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *reason = g_strdup_printf (_("The pasted text is more than the %s a hand "
                                                   "can be"), limit);

      g_clear_object (&self->paste_cancellable);
      show_paste_problem (self, reason);
      return;
    }
  read_piece (g_steal_pointer (&read));
}

static void
clipboard_read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (PasteRead) read = user_data;
  g_autoptr (GError) error = NULL;
  TaiScorePage *self = read->self;

  read->stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  if (g_cancellable_is_cancelled (read->cancellable) || self->model == NULL)
    return;
  if (read->stream == NULL)
    {
      /* Some programs offer JSON they cannot deliver; text may still work. */
      if (!read->tried_text)
        {
          read_clipboard (g_steal_pointer (&read), FALSE);
          return;
        }
      show_paste_problem (self, error->message);
      return;
    }
  read_piece (g_steal_pointer (&read));
}

static void
read_clipboard (PasteRead *read, gboolean as_json)
{
  static const char *json_types[] = { "application/json", NULL };
  /* Text as GTK's own reading of text asks for it, UTF-8 first. */
  static const char *text_types[] = { "text/plain;charset=utf-8", "text/plain", NULL };
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (read->self));

  read->tried_text = !as_json;
  gdk_clipboard_read_async (clipboard, as_json ? json_types : text_types, G_PRIORITY_DEFAULT,
                            read->cancellable, clipboard_read_cb, read);
}

static void
paste_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GdkContentFormats *formats = gdk_clipboard_get_formats (gtk_widget_get_clipboard (widget));
  PasteRead *read = g_new0 (PasteRead, 1);

  /* A paste still on its way is overtaken by this one. */
  tai_score_page_cancel_paste (self);
  self->paste_cancellable = g_cancellable_new ();
  self->paste_read = 0;
  read->self = g_object_ref (self);
  read->cancellable = g_object_ref (self->paste_cancellable);
  read->data = g_byte_array_new ();
  read_clipboard (read, gdk_content_formats_contain_mime_type (formats, "application/json"));
}

static gboolean
save_hand_file (GFile *file, const char *json, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return tai_save_file (path, json, strlen (json), 0644, error);
  return g_file_replace_contents (file, json, strlen (json), NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                  NULL, error);
}

/* A local file is read the guarded way: a FIFO named on the command line
 * must not hang the window at start. */
static gboolean
load_hand_file (GFile *file, char **data, gsize *length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return tai_read_file (path, TAI_READ_MAX_HAND_FILE, data, length, error);
  return g_file_load_contents (file, NULL, data, length, NULL, error);
}

/* Hand files are read and written by one worker thread, never by the
 * thread that draws the window: a slow disk, a network folder or a sleeping
 * USB stick would freeze it. One thread, so that two saves in quick
 * succession reach the disk in the order they were made. */
typedef struct
{
  GFile *file;
  char *json; /* to write; NULL to read */
  char *data; /* what was read */
  gsize length;
} FileJob;

static void
file_job_free (gpointer data)
{
  FileJob *job = data;

  g_clear_object (&job->file);
  g_free (job->json);
  g_free (job->data);
  g_free (job);
}

static GThread *last_file_thread; /* only compared, in tests */

static void
file_job_run (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  FileJob *job = task_data;
  GError *error = NULL;
  gboolean ok;

  if (job->json != NULL)
    ok = save_hand_file (job->file, job->json, &error);
  else
    ok = load_hand_file (job->file, &job->data, &job->length, &error);
  g_atomic_pointer_set (&last_file_thread, g_thread_self ());
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
run_file_job (TaiScorePage *self, GFile *file, char *json, GAsyncReadyCallback callback,
              gpointer user_data, gpointer source_tag)
{
  g_autoptr (GTask) task = g_task_new (self, NULL, callback, user_data);
  FileJob *job = g_new0 (FileJob, 1);

  job->file = g_object_ref (file);
  job->json = json;
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, job, file_job_free);
  /* In order: a save of the file the user chose lands after an earlier one. */
  tai_worker_run_in_order (task, file_job_run);
}

gboolean
tai_score_page_file_io_ran_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_file_thread) == thread;
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TaiScorePage *self = TAI_SCORE_PAGE (source);
  GTask *task = G_TASK (result);
  g_autoptr (GTask) outer = user_data;
  FileJob *job = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) parent = g_file_get_parent (job->file);
  g_autofree char *base_dir = parent ? g_file_get_path (parent) : NULL;

  /* A window closed while the file was read has no hand to put it in. */
  if (self->model == NULL)
    {
      /* Nobody is left to read this: not a sentence for the user. */
      g_task_return_new_error_literal (outer, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                       "the Score page was disposed");
      return;
    }
  if (g_task_propagate_boolean (task, &error)
      && tai_hand_model_load_data (self->model, job->data, (gssize) job->length, base_dir, TRUE,
                                   &error))
    {
      g_autofree char *name = g_file_get_basename (job->file);
      g_autofree char *message = NULL;

      /* Following a match, the match's table wins, and the toast says so
       * and what of the file's own was set aside (issue 33). */
      gboolean following = tai_table_context_get_followed_match (self->table) != NULL;

      if (following)
        {
          message = opened_at_match_text (self, name);
          keep_match_table (self, -1);
        }
      else
        message = g_strdup_printf (_("Opened “%s”"), name);

      g_set_object (&self->file, job->file);
      tai_score_page_update_title (self);
      tai_tile_picker_clear_message (self->picker);
      tai_score_page_withdraw_hand_toasts (self);
      if (following)
        tai_score_page_show_long_toast (self, message);
      else
        tai_score_page_show_toast (self, message);
      g_task_return_boolean (outer, TRUE);
      return;
    }
  {
    g_autofree char *name = g_file_get_parse_name (job->file);

    /* "…/dup.json: malformed JSON: line 1: …", as taicount says it. */
    tai_hand_file_name_error (error, name);
  }
  show_file_error (self, job->file, _("Could Not Open the Hand File"), error->message);
  g_task_return_error (outer, g_steal_pointer (&error));
}

void
tai_score_page_load_file (TaiScorePage *self, GFile *file, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  GTask *outer;

  g_return_if_fail (TAI_IS_SCORE_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (outer, tai_score_page_load_file);
  run_file_job (self, file, NULL, loaded_cb, outer, loaded_cb);
}

gboolean
tai_score_page_load_file_finish (TaiScorePage *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
saved_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TaiScorePage *self = TAI_SCORE_PAGE (source);
  GTask *task = G_TASK (result);
  g_autoptr (GTask) outer = user_data;
  FileJob *job = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;

  if (!g_task_propagate_boolean (task, &error))
    {
      show_file_error (self, job->file, _("Could Not Save the Hand File"), error->message);
      g_task_return_error (outer, g_steal_pointer (&error));
      return;
    }
  g_set_object (&self->file, job->file);
  if (self->model != NULL)
    {
      g_autofree char *name = g_file_get_basename (job->file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      tai_score_page_update_title (self);
      tai_score_page_show_toast (self, message);
    }
  g_task_return_boolean (outer, TRUE);
}

void
tai_score_page_save_file (TaiScorePage *self, GFile *file, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  g_autofree char *rules = NULL;
  GTask *outer;

  g_return_if_fail (TAI_IS_SCORE_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (outer, tai_score_page_save_file);
  /* What is written is the hand as it is now: edits made while the
   * worker writes go to the next save. A local file is saved the one
   * careful way (a full disk leaves the old file whole);
   * g_file_replace_contents() would rename an empty temporary file over
   * it. Only a file with no local path goes through GIO. */
  rules = rules_name (self, file);
  run_file_job (self, file, tai_hand_model_to_json (self->model, rules), saved_cb, outer,
                saved_cb);
}

gboolean
tai_score_page_save_file_finish (TaiScorePage *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* A file dialog that offers hand files. */
static GtkFileDialog *
hand_file_dialog (const char *title, const char *accept_label)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr (GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

  gtk_file_filter_set_name (filter, _("Hand files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  g_list_store_append (filters, filter);
  return g_object_new (GTK_TYPE_FILE_DIALOG, "title", title, "accept-label", accept_label,
                       "modal", TRUE, "filters", filters, "default-filter", filter, NULL);
}

static void
open_chosen_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TaiScorePage) self = user_data;
  g_autoptr (GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (file != NULL)
    tai_score_page_load_file (self, file, NULL, NULL);
}

static void
save_chosen_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TaiScorePage) self = user_data;
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (file != NULL)
    tai_score_page_save_file (self, file, NULL, NULL);
}

static GtkWindow *
parent_window (TaiScorePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
open_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  g_autoptr (GtkFileDialog) dialog = hand_file_dialog (_("Open a Hand File"), _("_Open"));

  gtk_file_dialog_open (dialog, parent_window (self), NULL, open_chosen_cb, g_object_ref (self));
}

static void
save_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  g_autoptr (GtkFileDialog) dialog = NULL;

  if (self->file != NULL && g_str_equal (action_name, "score.save"))
    {
      tai_score_page_save_file (self, self->file, NULL, NULL);
      return;
    }
  dialog = hand_file_dialog (_("Save the Hand"), _("_Save"));
  gtk_file_dialog_set_initial_name (dialog, _("hand.json"));
  gtk_file_dialog_save (dialog, parent_window (self), NULL, save_chosen_cb, g_object_ref (self));
}

void
tai_score_page_class_add_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "score.copy", NULL, copy_action_cb);
  gtk_widget_class_install_action (widget_class, "score.copy-notation", NULL, copy_action_cb);
  gtk_widget_class_install_action (widget_class, "score.copy-text", NULL, copy_text_action_cb);
  gtk_widget_class_install_action (widget_class, "score.paste", NULL, paste_action_cb);
  gtk_widget_class_install_action (widget_class, "score.open", NULL, open_action_cb);
  gtk_widget_class_install_action (widget_class, "score.save", NULL, save_action_cb);
  gtk_widget_class_install_action (widget_class, "score.save-as", NULL, save_action_cb);
}
