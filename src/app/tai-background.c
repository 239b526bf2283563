/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-background.c: see tai-background.h. */
#include "config.h"

#include "tai-background.h"

static GMutex lock;
static GPtrArray *threads; /* of GThread, not yet joined */

void
tai_background_start (const char *name, GThreadFunc func, gpointer data)
{
  GThread *thread = g_thread_new (name, func, data);

  g_mutex_lock (&lock);
  if (threads == NULL)
    threads = g_ptr_array_new ();
  g_ptr_array_add (threads, thread);
  g_mutex_unlock (&lock);
}

void
tai_background_join_all (void)
{
  g_autoptr (GPtrArray) joining = NULL;

  g_mutex_lock (&lock);
  joining = g_steal_pointer (&threads);
  g_mutex_unlock (&lock);
  for (guint i = 0; joining != NULL && i < joining->len; i++)
    g_thread_join (g_ptr_array_index (joining, i));
}
