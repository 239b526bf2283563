/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-progress-saver.c: the lesson progress saved in a thread, one
 * write per file at a time (tai-lesson-progress-saver.h). The queue lives
 * on the main thread; the thread only writes the text it is given. */
#include "config.h"

#include <gio/gio.h>

#include "tai-lesson-progress-saver.h"
#include "tai-lesson.h"
#include "tai-worker.h"

typedef struct
{
  char *path;
  char *writing;    /* the text the thread is writing */
  char *next;       /* the newest text asked for meanwhile, or NULL */
  GApplication *app; /* held until the last write is done, or NULL */
} Saver;

/* path → Saver *, while a save to it is on its way; main thread only. */
static GHashTable *savers;
/* path → how many saves to it were asked for (as a pointer); main thread
 * only. A reader in a thread compares it before and after. */
static GHashTable *serials;

static void
saver_free (gpointer data)
{
  Saver *saver = data;

  g_free (saver->path);
  g_free (saver->writing);
  g_free (saver->next);
  /* Closing the window right after an answer must not lose it: the
   * application runs until the write is done. */
  if (saver->app != NULL)
    {
      g_application_release (saver->app);
      g_object_unref (saver->app);
    }
  g_free (saver);
}

static void
write_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Saver *saver = task_data;
  GError *error = NULL;

  if (tai_lesson_progress_save_data (saver->writing, saver->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

typedef struct
{
  guint id;
  TaiLessonProgressSaverFunc func;
  gpointer user_data;
} Watch;

/* Watch *, told of every write; main thread only. */
static GPtrArray *watches;
static guint last_watch_id;

guint
tai_lesson_progress_saver_watch (TaiLessonProgressSaverFunc func, gpointer user_data)
{
  Watch *watch;

  g_return_val_if_fail (func != NULL, 0);

  if (watches == NULL)
    watches = g_ptr_array_new_with_free_func (g_free);
  watch = g_new0 (Watch, 1);
  watch->id = ++last_watch_id;
  watch->func = func;
  watch->user_data = user_data;
  g_ptr_array_add (watches, watch);
  return watch->id;
}

void
tai_lesson_progress_saver_unwatch (guint id)
{
  for (guint i = 0; watches != NULL && i < watches->len; i++)
    if (((Watch *)watches->pdata[i])->id == id)
      {
        g_ptr_array_remove_index (watches, i);
        return;
      }
}

/* Tells the watchers; one may unwatch (or save) from its callback. */
static void
tell_watchers (const char *path, const GError *error)
{
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; watches != NULL && i < watches->len; i++)
    g_array_append_val (ids, ((Watch *)watches->pdata[i])->id);
  for (guint n = 0; n < ids->len; n++)
    for (guint i = 0; watches != NULL && i < watches->len; i++)
      {
        Watch *watch = watches->pdata[i];

        if (watch->id == g_array_index (ids, guint, n))
          {
            watch->func (path, error, watch->user_data);
            break;
          }
      }
}

static void start_write (Saver *saver);

static void
written_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Saver *saver = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_strdup (saver->path);

  /* Said to the page, which shows it and retries (a full disk, a folder
   * made read-only): not only to stderr, where no learner looks. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_message ("Could not save the lesson progress %s: %s", path, error->message);
  if (saver->next != NULL)
    {
      g_free (saver->writing);
      saver->writing = g_steal_pointer (&saver->next);
      start_write (saver);
    }
  else
    g_hash_table_remove (savers, saver->path);
  tell_watchers (path, error);
}

static void
start_write (Saver *saver)
{
  g_autoptr (GTask) task = g_task_new (NULL, NULL, written_cb, saver);

  g_task_set_source_tag (task, start_write);
  /* The saver outlives the task: it leaves the table only when done. */
  g_task_set_task_data (task, saver, NULL);
  tai_worker_run (task, write_thread);
}

void
tai_lesson_progress_saver_save (const char *path, const char *data)
{
  Saver *saver;

  g_return_if_fail (path != NULL && data != NULL);

  if (serials == NULL)
    serials = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (serials, g_strdup (path),
                       GSIZE_TO_POINTER (tai_lesson_progress_saver_serial (path) + 1));
  if (savers == NULL)
    savers = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, saver_free);
  saver = g_hash_table_lookup (savers, path);
  if (saver != NULL)
    {
      g_free (saver->next);
      saver->next = g_strdup (data);
      return;
    }
  saver = g_new0 (Saver, 1);
  saver->path = g_strdup (path);
  saver->writing = g_strdup (data);
  saver->app = g_application_get_default ();
  if (saver->app != NULL)
    {
      g_object_ref (saver->app);
      g_application_hold (saver->app);
    }
  g_hash_table_insert (savers, saver->path, saver);
  start_write (saver);
}

const char *
tai_lesson_progress_saver_pending (const char *path)
{
  Saver *saver = savers != NULL ? g_hash_table_lookup (savers, path) : NULL;

  if (saver == NULL)
    return NULL;
  return saver->next != NULL ? saver->next : saver->writing;
}

gboolean
tai_lesson_progress_saver_busy (void)
{
  return savers != NULL && g_hash_table_size (savers) > 0;
}

gsize
tai_lesson_progress_saver_serial (const char *path)
{
  return serials != NULL ? GPOINTER_TO_SIZE (g_hash_table_lookup (serials, path)) : 0;
}
