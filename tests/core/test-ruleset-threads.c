/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The built-in rulesets loaded from two threads at once, as the window may
 * do (the Score page's ruleset parsed in a worker while the main thread
 * lists the rulesets' names): both threads must get the one cached
 * ruleset of each name, and every name and load must come out whole.
 * The cache is filled once per process, and GLib registers the static
 * resources once, so each round runs in a fresh subprocess. */
#include <gio/gio.h>
#include <glib.h>
#include <string.h>

#include "tai-ruleset.h"

#define N_ROUNDS 20

typedef struct
{
  GMutex lock;
  GCond cond;
  guint waiting;
} Barrier;

typedef struct
{
  Barrier *barrier;
  gboolean peek_first; /* the "main thread": names first, then loads */
  TaiRuleset *loaded[8];
  char *names[8];
} Worker;

static void
barrier_wait (Barrier *barrier)
{
  g_mutex_lock (&barrier->lock);
  if (++barrier->waiting == 2)
    g_cond_broadcast (&barrier->cond);
  while (barrier->waiting < 2)
    g_cond_wait (&barrier->cond, &barrier->lock);
  g_mutex_unlock (&barrier->lock);
}

static gpointer
worker_cb (gpointer data)
{
  Worker *worker = data;
  const char *const *names = tai_ruleset_builtin_names ();

  barrier_wait (worker->barrier);
  /* As GTK does on the main thread at start-up: any look-up of a resource
   * makes GLib register the process's static resources, ours among them,
   * while the other thread may be asking for ours. */
  if (worker->peek_first)
    g_assert_null (g_resources_lookup_data ("/io/github/taicounter/no-such-file", 0, NULL));
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; names[i] != NULL; i++)
      {
        if ((pass == 0) == worker->peek_first)
          worker->names[i] = tai_ruleset_peek_display_name (names[i], NULL);
        else
          {
            g_autofree char *xml = NULL;
            g_autoptr (TaiRuleset) uncached = NULL;
            g_autoptr (TaiRules) rules = NULL;

            worker->loaded[i] = tai_ruleset_load_builtin (names[i], NULL);
            rules = tai_rules_new (worker->loaded[i]);
            /* A load that does not go through the cache, so that both
             * threads are inside libxml2 at the same time. */
            xml = tai_rules_to_data (rules, NULL, NULL, NULL, NULL);
            g_assert_nonnull (xml);
            uncached = tai_ruleset_load_data (xml, strlen (xml), "copy.xml", NULL);
            g_assert_nonnull (uncached);
            g_assert_cmpuint (tai_ruleset_get_n_lines (uncached), ==,
                              tai_ruleset_get_n_lines (worker->loaded[i]));
          }
      }
  return NULL;
}

static void
race_once (void)
{
  const char *const *names = tai_ruleset_builtin_names ();
  Barrier barrier = { 0 };
  Worker main_side = { &barrier, TRUE, { NULL }, { NULL } };
  Worker worker_side = { &barrier, FALSE, { NULL }, { NULL } };
  GThread *thread;

  g_mutex_init (&barrier.lock);
  g_cond_init (&barrier.cond);
  thread = g_thread_new ("ruleset-worker", worker_cb, &worker_side);
  worker_cb (&main_side);
  g_thread_join (thread);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_assert_nonnull (main_side.loaded[i]);
      /* One parse per name: the cache hands out the same ruleset. */
      g_assert_true (main_side.loaded[i] == worker_side.loaded[i]);
      g_assert_cmpstr (main_side.names[i], ==, tai_ruleset_get_display_name (main_side.loaded[i]));
      g_assert_cmpstr (worker_side.names[i], ==, main_side.names[i]);
      tai_ruleset_unref (main_side.loaded[i]);
      tai_ruleset_unref (worker_side.loaded[i]);
      g_free (main_side.names[i]);
      g_free (worker_side.names[i]);
    }
  g_mutex_clear (&barrier.lock);
  g_cond_clear (&barrier.cond);
}

static void
test_two_threads (void)
{
  if (g_test_subprocess ())
    {
      race_once ();
      return;
    }
  for (guint round = 0; round < N_ROUNDS; round++)
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ruleset-threads/two-threads", test_two_threads);
  return g_test_run ();
}
