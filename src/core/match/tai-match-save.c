/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-save.c: keeping a match's file up to date without making the
 * window wait for the disk (issue 32 item 3, issue 37 item 4). After a
 * change the match's text (pieces kept with each row, see
 * tai_match_doc_to_json_pieces()) goes to a writer thread, which checks
 * that no one else replaced the file since our last write, writes it
 * atomically (tai_save_file(): temporary file, fsync, rename) and notes
 * the file it left. At most one write of a match runs; changes that come
 * meanwhile are written once it is done, in one write of the newest text.
 * "unsaved" stays TRUE from a change until a write holding it lands;
 * "save-error" says why the last write failed. tai_match_flush() waits
 * for everything, for closing, quitting and tests. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tai-match-private.h"
#include "tai-match-file.h"
#include "tai-save-file.h"
#include "tai-match-object.h"
#include "tai-score-text.h"

/* One write, made on the main thread and done in the writer thread. */
typedef struct
{
  char *path;
  GPtrArray *pieces; /* the file's text (tai_match_json_pieces_join()) */
  GArray *tails;     /* "computed" members the writer prints into @pieces */
  gboolean check_disk;
  GStatBuf disk; /* the file our last write left, when check_disk */

  /* Filled in by the writer. */
  gpointer thread;
  GError *error;
  gboolean disk_changed;
  gboolean disk_known;
  GStatBuf new_disk;
} SaveJob;

/* What the match and its writer share. Counted: the writer and the idle
 * that hands its result back hold it too. */
struct _TaiMatchSaver
{
  gatomicrefcount ref;
  GMutex lock;
  GCond cond;
  GWeakRef owner;
  GMainContext *context; /* where the result is handed back */
  SaveJob *job;          /* in the writer, or done and not yet collected */
  gboolean finished;     /* under @lock */
  GPtrArray *waiters;    /* GTasks of tai_match_save_async(); the match's thread only */
};

static void
save_job_free (SaveJob *job)
{
  g_free (job->path);
  g_clear_pointer (&job->pieces, g_ptr_array_unref);
  g_clear_pointer (&job->tails, g_array_unref);
  g_clear_error (&job->error);
  g_free (job);
}

static TaiMatchSaver *
saver_ref (TaiMatchSaver *saver)
{
  g_atomic_ref_count_inc (&saver->ref);
  return saver;
}

static void
saver_unref (TaiMatchSaver *saver)
{
  if (!g_atomic_ref_count_dec (&saver->ref))
    return;
  g_mutex_clear (&saver->lock);
  g_cond_clear (&saver->cond);
  g_weak_ref_clear (&saver->owner);
  g_main_context_unref (saver->context);
  g_clear_pointer (&saver->job, save_job_free);
  g_clear_pointer (&saver->waiters, g_ptr_array_unref);
  g_free (saver);
}

gboolean
tai_match_same_file (const GStatBuf *a, const GStatBuf *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino && a->st_size == b->st_size
         && a->st_mtime == b->st_mtime;
}

/* The write itself, in whichever thread runs it. */
static void
write_job (SaveJob *job)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  gsize length;

  job->thread = g_thread_self ();

  /* Another program, or another window holding its own copy of this
   * match, replaced the file since we last wrote it: writing now would
   * throw its version away. Checked here, just before writing, against
   * what our last write left. */
  if (job->check_disk)
    {
      GStatBuf now;

      if (g_stat (job->path, &now) == 0 && !tai_match_same_file (&now, &job->disk))
        {
          job->disk_changed = TRUE;
          g_set_error (&job->error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                       _("Could not save the match to %s: the file was changed by another "
                         "program since it was opened, and is not overwritten"),
                       job->path);
          return;
        }
    }

  tai_match_json_tails_print (job->pieces, job->tails);
  text = tai_match_json_pieces_join (job->pieces, &length);
  /* Whatever moment the process dies or the disk fills up, the file
   * holds either the old or the new match. */
  if (!tai_save_file (job->path, text, length, 0600, &local))
    {
      g_set_error (&job->error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   _("Could not save the match to %s: %s"), job->path, local->message);
      return;
    }
  job->disk_known = g_stat (job->path, &job->new_disk) == 0;
}

static gboolean collect_idle (gpointer data);

static void
writer_thread (gpointer data, gpointer user_data)
{
  TaiMatchSaver *saver = data;
  GSource *source;

  write_job (saver->job);

  g_mutex_lock (&saver->lock);
  saver->finished = TRUE;
  g_cond_broadcast (&saver->cond);
  g_mutex_unlock (&saver->lock);

  /* The result goes back to the match's own thread, which may be
   * waiting in tai_match_flush() instead and take it there. */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, collect_idle, saver_ref (saver), (GDestroyNotify) saver_unref);
  g_source_set_static_name (source, "[tai] match saved");
  g_source_attach (source, saver->context);
  g_source_unref (source);
  saver_unref (saver);
}

static GThreadPool *
writers (void)
{
  static GThreadPool *pool;

  if (g_once_init_enter_pointer (&pool))
    g_once_init_leave_pointer (&pool, g_thread_pool_new (writer_thread, NULL, 2, FALSE, NULL));
  return pool;
}

void
tai_match_saver_init (TaiMatch *self)
{
  TaiMatchSaver *saver = g_new0 (TaiMatchSaver, 1);

  g_atomic_ref_count_init (&saver->ref);
  g_mutex_init (&saver->lock);
  g_cond_init (&saver->cond);
  g_weak_ref_init (&saver->owner, self);
  saver->context = g_main_context_ref_thread_default ();
  saver->waiters = g_ptr_array_new_with_free_func (g_object_unref);
  self->saver = saver;
}

static SaveJob *
make_job (TaiMatch *self)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  job->path = g_strdup (self->path);
  job->pieces = tai_match_doc_to_json_pieces (&self->doc, &job->tails);
  job->check_disk = self->disk_known;
  job->disk = self->disk;
  return job;
}

static void
set_unsaved (TaiMatch *self, gboolean unsaved)
{
  if (self->unsaved == unsaved)
    return;
  self->unsaved = unsaved;
  g_object_notify (G_OBJECT (self), "unsaved");
}

static void
set_save_error (TaiMatch *self, const char *message)
{
  /* Every failure is told, even one for the same reason as the last. */
  if (message == NULL && self->save_error == NULL)
    return;
  g_free (self->save_error);
  self->save_error = g_strdup (message);
  g_object_notify (G_OBJECT (self), "save-error");
}

/* Takes in what a write did; FALSE when it failed. */
static gboolean
apply_result (TaiMatch *self, SaveJob *job)
{
  self->last_save_thread = job->thread;
  if (job->error != NULL)
    {
      if (job->disk_changed)
        self->disk_changed = TRUE;
      set_unsaved (self, TRUE);
      set_save_error (self, job->error->message);
      return FALSE;
    }
  self->disk_known = job->disk_known;
  if (job->disk_known)
    self->disk = job->new_disk;
  self->disk_changed = FALSE;
  return TRUE;
}

static void
start_write (TaiMatch *self)
{
  TaiMatchSaver *saver = self->saver;

  g_assert (!self->save_running);
  self->save_pending = FALSE;
  self->save_running = TRUE;
  g_mutex_lock (&saver->lock);
  g_assert (saver->job == NULL);
  saver->job = make_job (self);
  saver->finished = FALSE;
  g_mutex_unlock (&saver->lock);
  g_thread_pool_push (writers (), saver_ref (saver), NULL);
}

/* Every change is in the file: unsaved no more, unless a handler of the
 * first notification made another. */
static void
landed (TaiMatch *self)
{
  set_save_error (self, NULL);
  if (!self->save_running && !self->save_pending)
    set_unsaved (self, FALSE);
}

/* Tells those waiting in tai_match_save_async() how the writes they
 * waited for went: once none runs. */
static void
answer_waiters (TaiMatch *self, gboolean ok)
{
  g_autoptr (GPtrArray) waiters = NULL;

  if (self->save_running || self->saver->waiters->len == 0)
    return;
  waiters = g_steal_pointer (&self->saver->waiters);
  self->saver->waiters = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < waiters->len; i++)
    {
      GTask *task = waiters->pdata[i];
      /* (A failed write always leaves its reason; the sentence is only a
       * guard.) */
      const char *why = self->save_error != NULL
                          ? self->save_error
                          : _("This match could not be saved: its latest changes are only in "
                              "this window.");

      if (ok)
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_new_error (task, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, "%s", why);
    }
}

/* Takes the result of the write that ran, if it is done, and starts the
 * next one if changes came meanwhile. */
static void
collect (TaiMatch *self)
{
  TaiMatchSaver *saver = self->saver;
  SaveJob *job;
  gboolean ok;

  g_mutex_lock (&saver->lock);
  if (!self->save_running || !saver->finished)
    {
      g_mutex_unlock (&saver->lock);
      return;
    }
  job = g_steal_pointer (&saver->job);
  saver->finished = FALSE;
  g_mutex_unlock (&saver->lock);

  self->save_running = FALSE;
  ok = apply_result (self, job);
  save_job_free (job);
  /* A handler of the notifications above made a change: its write runs. */
  if (self->save_running)
    return;
  /* A match made memory-only meanwhile (tai_match_set_path (NULL)) has
   * nothing more to write. */
  if (self->save_pending && self->path == NULL)
    self->save_pending = FALSE;
  if (self->save_pending)
    start_write (self);
  else if (ok)
    landed (self);
  answer_waiters (self, ok);
}

static gboolean
collect_idle (gpointer data)
{
  TaiMatchSaver *saver = data;
  g_autoptr (TaiMatch) self = g_weak_ref_get (&saver->owner);

  if (self != NULL)
    collect (self);
  return G_SOURCE_REMOVE;
}

static void
wait_for_write (TaiMatch *self)
{
  TaiMatchSaver *saver = self->saver;

  g_mutex_lock (&saver->lock);
  while (saver->job != NULL && !saver->finished)
    g_cond_wait (&saver->cond, &saver->lock);
  g_mutex_unlock (&saver->lock);
}

void
tai_match_schedule_save (TaiMatch *self)
{
  if (self->path == NULL || self->read_only)
    return;
  set_unsaved (self, TRUE);
  if (self->save_running)
    self->save_pending = TRUE;
  else
    start_write (self);
}

void
tai_match_prepare_save (TaiMatch *self)
{
  g_autoptr (GPtrArray) pieces = NULL;

  /* A match read back has no row's text yet: the first save after it
   * printed all of them (a Draw in a 2,000-hand evening: 79 M of its
   * 316 M instructions, issue 37). The rows keep what this prints. */
  if (self->path == NULL || self->read_only || self->load_error != NULL)
    return;
  pieces = tai_match_doc_to_json_pieces (&self->doc, NULL);
}

gboolean
tai_match_flush (TaiMatch *self, GError **error)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  while (self->save_running)
    {
      wait_for_write (self);
      collect (self);
    }
  if (self->unsaved && self->save_error != NULL)
    {
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, self->save_error);
      return FALSE;
    }
  return TRUE;
}

void
tai_match_saver_finalize (TaiMatch *self)
{
  TaiMatchSaver *saver = self->saver;

  /* Nothing acknowledged is lost, even to a match dropped without a
   * flush: the write running finishes, and changes after it are written
   * here, in this thread (the object is going: nothing to notify). */
  if (self->save_running)
    {
      SaveJob *job;

      wait_for_write (self);
      g_mutex_lock (&saver->lock);
      job = g_steal_pointer (&saver->job);
      saver->finished = FALSE;
      g_mutex_unlock (&saver->lock);
      self->save_running = FALSE;
      if (job->error == NULL)
        {
          self->disk_known = job->disk_known;
          if (job->disk_known)
            self->disk = job->new_disk;
        }
      else if (job->disk_changed)
        self->disk_changed = TRUE;
      save_job_free (job);
    }
  /* After a lost race, writing would throw the other version away. */
  if (self->save_pending && self->path != NULL && !self->disk_changed)
    {
      SaveJob *job = make_job (self);

      write_job (job);
      if (job->error != NULL)
        g_warning ("%s", job->error->message);
      save_job_free (job);
    }
  g_weak_ref_set (&saver->owner, NULL);
  saver_unref (saver);
  self->saver = NULL;
}

gboolean
tai_match_save (TaiMatch *self, GError **error)
{
  SaveJob *job;
  gboolean ok;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (self->path == NULL)
    {
      g_autofree char *title = tai_text_isolate (tai_match_get_title (self));

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("The match “%s” has no file to save to"),
                   title);
      return FALSE;
    }

  /* Asked for by name (Retry, a new path): written here and now, after
   * any write under way. */
  while (self->save_running)
    {
      wait_for_write (self);
      collect (self);
    }
  job = make_job (self);
  write_job (job);
  ok = apply_result (self, job);
  if (!ok)
    g_propagate_error (error, g_steal_pointer (&job->error));
  save_job_free (job);
  if (ok)
    landed (self);
  return ok;
}

void
tai_match_save_async (TaiMatch *self, GCancellable *cancellable, GAsyncReadyCallback callback,
                      gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  GError *error = NULL;

  g_return_if_fail (TAI_IS_MATCH (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tai_match_save_async);
  if (!tai_match_check_writable (self, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (self->path == NULL)
    {
      g_autofree char *title = tai_text_isolate (tai_match_get_title (self));

      g_task_return_new_error (task, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                               _("The match “%s” has no file to save to"), title);
      return;
    }
  /* The newest text, written by the writer thread: after the write under
   * way, if one is (the check against another program's change is the
   * writer's too). The answer comes when no write is left running. */
  g_ptr_array_add (self->saver->waiters, g_steal_pointer (&task));
  tai_match_schedule_save (self);
}

gboolean
tai_match_save_finish (TaiMatch *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
tai_match_get_unsaved (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return self->unsaved;
}

const char *
tai_match_get_save_error (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->save_error;
}
