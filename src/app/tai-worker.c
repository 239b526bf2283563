/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-worker.c: see tai-worker.h. */
#include "config.h"

#include "tai-worker.h"

typedef struct
{
  GTask *task; /* a reference, handed back to the task's context */
  GTaskThreadFunc func;
} WorkerJob;

static gboolean
release_cb (gpointer data)
{
  return G_SOURCE_REMOVE;
}

static void
worker_thread (gpointer data, gpointer unused)
{
  WorkerJob *job = data;
  GTask *task = job->task;
  GSource *idle;

  job->func (task, g_task_get_source_object (task), g_task_get_task_data (task),
             g_task_get_cancellable (task));
  /* The reference goes with an idle's destroy notify, which runs in the
   * task's context when the idle is destroyed there. */
  idle = g_idle_source_new ();
  g_source_set_priority (idle, G_PRIORITY_DEFAULT);
  g_source_set_callback (idle, release_cb, task, g_object_unref);
  g_source_set_static_name (idle, "[tai] worker done");
  g_source_attach (idle, g_task_get_context (task));
  g_source_unref (idle);
  g_free (job);
}

static void
push (GThreadPool *pool, GTask *task, GTaskThreadFunc func)
{
  WorkerJob *job = g_new0 (WorkerJob, 1);

  job->task = g_object_ref (task);
  job->func = func;
  g_thread_pool_push (pool, job, NULL);
}

void
tai_worker_run (GTask *task, GTaskThreadFunc func)
{
  static GThreadPool *pool;

  g_return_if_fail (G_IS_TASK (task));
  g_return_if_fail (func != NULL);

  /* Shared, not exclusive: threads come and go with the work. Four at
   * most, as many as the window ever has under way at once (a page's
   * first read, a ruleset scan, a save or two). */
  if (g_once_init_enter_pointer (&pool))
    g_once_init_leave_pointer (&pool, g_thread_pool_new (worker_thread, NULL, 4, FALSE, NULL));
  push (pool, task, func);
}

void
tai_worker_run_in_order (GTask *task, GTaskThreadFunc func)
{
  static GThreadPool *pool;

  g_return_if_fail (G_IS_TASK (task));
  g_return_if_fail (func != NULL);

  /* One thread at a time takes the queue from its front. */
  if (g_once_init_enter_pointer (&pool))
    g_once_init_leave_pointer (&pool, g_thread_pool_new (worker_thread, NULL, 1, FALSE, NULL));
  push (pool, task, func);
}
