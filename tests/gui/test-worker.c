/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-worker.c: tai_worker_run() leaves the task, and with it the
 * task's source object, to be released on the thread that made it, even
 * when that thread is done with the task before the worker is; and
 * tai_worker_run_in_order() runs its tasks in the order given. */
#include "config.h"

#include <gio/gio.h>

#include "tai-worker.h"

/* A source object that notes the thread it was finalized on. */
#define TEST_TYPE_PROBE (test_probe_get_type ())
G_DECLARE_FINAL_TYPE (TestProbe, test_probe, TEST, PROBE, GObject)

struct _TestProbe
{
  GObject parent_instance;
};

G_DEFINE_FINAL_TYPE (TestProbe, test_probe, G_TYPE_OBJECT)

static GThread *finalized_on;

static void
test_probe_finalize (GObject *object)
{
  g_atomic_pointer_set (&finalized_on, g_thread_self ());
  g_main_context_wakeup (NULL);
  G_OBJECT_CLASS (test_probe_parent_class)->finalize (object);
}

static void
test_probe_class_init (TestProbeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_probe_finalize;
}

static void
test_probe_init (TestProbe *self)
{
}

/* Returns its result at once, then stays on the worker a while: the
 * task's callback runs and its thread lets go of everything meanwhile. */
static void
return_then_linger (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_assert_true (TEST_IS_PROBE (source));
  g_task_return_boolean (task, TRUE);
  g_usleep (100 * 1000);
}

static void
answered_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  gboolean *answered = user_data;

  g_assert_true (g_task_propagate_boolean (G_TASK (result), NULL));
  *answered = TRUE;
}

static void
test_released_on_own_thread (void)
{
  gboolean answered = FALSE;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_atomic_pointer_set (&finalized_on, NULL);
  {
    g_autoptr (TestProbe) probe = g_object_new (TEST_TYPE_PROBE, NULL);
    g_autoptr (GTask) task = g_task_new (probe, NULL, answered_cb, &answered);

    tai_worker_run (task, return_then_linger);
  }
  while (g_atomic_pointer_get (&finalized_on) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (answered);
  g_assert_nonnull (g_atomic_pointer_get (&finalized_on));
  g_assert_true (g_atomic_pointer_get (&finalized_on) == g_thread_self ());
}

static GMutex order_lock;

static void
note_turn (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GArray *turns = g_object_get_data (G_OBJECT (task), "turns");
  guint turn = GPOINTER_TO_UINT (data);

  /* The first ones take longest: a pool that ran them side by side
   * would finish them out of order. */
  if (turn < 3)
    g_usleep ((3 - turn) * 20 * 1000);
  g_mutex_lock (&order_lock);
  g_array_append_val (turns, turn);
  g_mutex_unlock (&order_lock);
  g_task_return_boolean (task, TRUE);
}

static void
counted_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  guint *done = user_data;

  (*done)++;
}

static void
test_in_order (void)
{
  enum { N_TASKS = 12 };
  g_autoptr (GArray) turns = g_array_new (FALSE, FALSE, sizeof (guint));
  guint done = 0;

  for (guint i = 0; i < N_TASKS; i++)
    {
      g_autoptr (GTask) task = g_task_new (NULL, NULL, counted_cb, &done);

      g_task_set_task_data (task, GUINT_TO_POINTER (i), NULL);
      g_object_set_data (G_OBJECT (task), "turns", turns);
      tai_worker_run_in_order (task, note_turn);
    }
  while (done < N_TASKS)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (turns->len, ==, N_TASKS);
  for (guint i = 0; i < N_TASKS; i++)
    g_assert_cmpuint (g_array_index (turns, guint, i), ==, i);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/worker/released-on-own-thread", test_released_on_own_thread);
  g_test_add_func ("/worker/in-order", test_in_order);
  return g_test_run ();
}
