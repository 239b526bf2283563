/* SPDX-License-Identifier: GPL-3.0-or-later */
/* startup-bench.c: cold start of a GTK program, from exec to its first
 * painted frame, and its peak resident memory.
 *
 *   startup-bench [--runs N] [--own-home] [--compare OTHER [--compare OTHER2] | --pages]
 *                 [PROGRAM [ARGS…]]
 *
 * PROGRAM defaults to the tai-counter built beside this benchmark. Each run
 * starts it with startup-probe.so (built beside this benchmark) in
 * LD_PRELOAD and STARTUP_PROBE=1, which make it print the CLOCK_MONOTONIC
 * time of its first window's first frame-clock "after-paint" and exit; the
 * benchmark takes the time just before spawning it, so the figure covers
 * exec, dynamic linking, GTK start-up, building the window and drawing it.
 * No shipped binary carries the hook, and any GTK 4 program can be
 * measured the same way. Peak RSS comes from wait4()'s rusage. It needs a
 * display: a Wayland compositor (tests/bench/startup-wayland runs weston's
 * headless backend) or X (xvfb-run -a). The renderer is GTK's default (GL)
 * unless GSK_RENDERER says otherwise.
 *
 * With --compare OTHER it starts PROGRAM and OTHER (given without
 * arguments, e.g. /usr/bin/gnome-calculator) alternately, N runs each, in
 * the same display session, so a change in the machine's load during the
 * measurement falls on all alike; then it prints the medians and the
 * ratio PROGRAM / OTHER of time, CPU time and peak RSS. A second --compare
 * adds a second program to the same rotation and a second ratio.
 * build/tests/bench/minimal-window (an empty GtkApplicationWindow) and
 * minimal-adw-window (an AdwApplicationWindow with a header bar) are
 * yardsticks built for this.
 *
 * With --pages it starts PROGRAM N times with STARTUP_PROBE=pages: after
 * its first frame the program shows each of its other pages in turn, as a
 * first click on the page's tab would, and reports the time from
 * switching to the page's first painted frame, and the CPU time the
 * program used meanwhile; the benchmark prints each page's median and
 * worst time against the 100 ms a click may take, and the median CPU time
 * (on a machine shared with other work the wall clock mostly measures the
 * wait for a core; the CPU time is what the page itself costs). The probe
 * waits until the program is idle before the first switch (a person does
 * not click within a millisecond of the window showing) and reports how
 * long after the first frame that was. It also prints the resident memory
 * once each page is drawn and the peak (with a long match open, see
 * README.md, the Match page's figures are the ones to watch).
 *
 * Every run starts as a first start would: XDG_CONFIG_HOME, XDG_DATA_HOME
 * and XDG_STATE_HOME point into an empty folder made for the benchmark
 * (removed at the end), so no hand left in the calculator's autosave, no
 * match and no custom ruleset of whoever ran the program last changes the
 * figures. The cache (fonts, Mesa's shaders) stays warm, as a user's is.
 * --own-home keeps the caller's folders instead. */

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define MAX_PAGES 8

typedef struct
{
  double seconds;
  double cpu_seconds;
  long max_rss_kb;
  /* With the pages probe: the pages shown after the first frame and the
   * time each took to its first frame, in ms. */
  double settled_ms; /* from the first frame to the end of the idle work */
  int n_pages;
  char page_names[MAX_PAGES][32];
  double page_ms[MAX_PAGES];
  double page_cpu_ms[MAX_PAGES]; /* -1 from a program that does not say */
  double page_rss_mb[MAX_PAGES];  /* resident memory once drawn; -1 likewise */
} Run;

/* Removes @path and everything under it. */
static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static int
compare_longs (const void *a,
               const void *b)
{
  long x = *(const long *) a, y = *(const long *) b;

  return (x > y) - (x < y);
}

static char *
default_program (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = NULL;

  if (self == NULL)
    return NULL;

  /* The benchmark is built in build/tests/bench, the app in build/src/app. */
  dir = g_path_get_dirname (self);
  return g_build_filename (dir, "..", "..", "src", "app", "tai-counter", NULL);
}

/* The hook that reports the first frame (startup-probe.c), built beside
 * this benchmark and loaded into every program measured with LD_PRELOAD. */
static char *
probe_library (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = NULL;

  if (self == NULL)
    return NULL;
  dir = g_path_get_dirname (self);
  return g_build_filename (dir, "startup-probe.so", NULL);
}

static const char *
renderer_name (char **envp)
{
  const char *renderer = g_environ_getenv (envp, "GSK_RENDERER");

  return renderer != NULL ? renderer : "GTK's default";
}

static gboolean
run_once (char  **argv,
          char  **envp,
          Run    *run,
          GError **error)
{
  int fds[2];
  posix_spawn_file_actions_t actions;
  pid_t pid;
  gint64 start, frame = -1;
  struct rusage usage;
  int status, err;
  FILE *out;
  char line[256];

  run->n_pages = 0;
  if (pipe (fds) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "pipe: %s",
                   g_strerror (errno));
      return FALSE;
    }

  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_adddup2 (&actions, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose (&actions, fds[0]);
  posix_spawn_file_actions_addclose (&actions, fds[1]);

  start = g_get_monotonic_time ();
  err = posix_spawn (&pid, argv[0], &actions, NULL, argv, envp);
  posix_spawn_file_actions_destroy (&actions);
  close (fds[1]);
  if (err != 0)
    {
      close (fds[0]);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot start %s: %s",
                   argv[0], g_strerror (err));
      return FALSE;
    }

  out = fdopen (fds[0], "r");
  while (fgets (line, sizeof line, out) != NULL)
    {
      char name[32];
      long long usec, from, cpu, rss;
      int fields;

      if (g_str_has_prefix (line, "first-frame "))
        frame = g_ascii_strtoll (line + strlen ("first-frame "), NULL, 10);
      else if (sscanf (line, "settled %lld", &usec) == 1)
        run->settled_ms = usec / 1000.0;
      else if (run->n_pages < MAX_PAGES
               && (fields = sscanf (line, "page %31s %lld from %lld cpu %lld rss %lld", name,
                                    &usec, &from, &cpu, &rss)) >= 2)
        {
          run->page_rss_mb[run->n_pages] = fields == 5 && rss >= 0 ? rss / 1024.0 : -1;
          g_strlcpy (run->page_names[run->n_pages], name, sizeof run->page_names[0]);
          run->page_cpu_ms[run->n_pages] = fields >= 4 ? cpu / 1000.0 : -1;
          run->page_ms[run->n_pages++] = usec / 1000.0;
        }
    }
  fclose (out);

  if (wait4 (pid, &status, 0, &usage) < 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "wait4: %s",
                   g_strerror (errno));
      return FALSE;
    }

  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s did not exit cleanly (status %d)",
                   argv[0], status);
      return FALSE;
    }
  if (frame < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "%s never reported its first frame; does it honour "
                   "STARTUP_PROBE=1 with startup-probe.so preloaded; is there a display?", argv[0]);
      return FALSE;
    }

  run->seconds = (frame - start) / (double) G_USEC_PER_SEC;
  run->cpu_seconds = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
                     + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  run->max_rss_kb = usage.ru_maxrss;
  return TRUE;
}

static double
median_double (double *values,
               int     n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static double
median_rss_mb (long *values,
               int   n)
{
  qsort (values, n, sizeof *values, compare_longs);
  return (n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0) / 1024.0;
}

/* The medians of one program's runs, in ms and MB, for --compare. */
typedef struct
{
  double ms;
  double cpu_ms;
  double rss_mb;
} Medians;

static Medians
medians_of (const Run *results,
            int        n)
{
  g_autofree double *times = g_new0 (double, n);
  g_autofree double *cpu = g_new0 (double, n);
  g_autofree long *rss = g_new0 (long, n);
  Medians m;

  for (int i = 0; i < n; i++)
    {
      times[i] = results[i].seconds;
      cpu[i] = results[i].cpu_seconds;
      rss[i] = results[i].max_rss_kb;
    }
  m.ms = median_double (times, n) * 1000.0;
  m.cpu_ms = median_double (cpu, n) * 1000.0;
  m.rss_mb = median_rss_mb (rss, n);
  return m;
}

static void
print_run (const char *name,
           int         i,
           const Run  *run)
{
  printf ("run %2d %-14s %7.1f ms to first frame, %7.1f ms CPU, peak RSS %.1f MB\n", i + 1,
          name, run->seconds * 1000.0, run->cpu_seconds * 1000.0, run->max_rss_kb / 1024.0);
  fflush (stdout);
}

static int
run_compare (char      **argv,
             const char *const *others,
             int         n_others,
             char      **envp,
             int         runs)
{
  g_autofree char *name = g_path_get_basename (argv[0]);
  Run *results[3] = { NULL, NULL, NULL };
  char *names[3] = { name, NULL, NULL };
  Medians m[3];
  int n = 1 + n_others;
  int status = 0;

  for (int k = 0; k < n_others; k++)
    names[k + 1] = g_path_get_basename (others[k]);
  for (int k = 0; k < n; k++)
    results[k] = g_new0 (Run, runs);

  printf ("startup-bench --compare: %s against", argv[0]);
  for (int k = 0; k < n_others; k++)
    printf (" %s", others[k]);
  printf (", %d runs each, interleaved, GSK_RENDERER=%s\n", runs,
          renderer_name (envp));
  for (int i = 0; i < runs && status == 0; i++)
    {
      /* Rotate which one goes first, so none always starts with the page
       * cache or the X server warmed by another. */
      for (int j = 0; j < n; j++)
        {
          g_autoptr (GError) error = NULL;
          int k = (i + j) % n;
          char *other_argv[] = { k > 0 ? (char *) others[k - 1] : NULL, NULL };

          if (!run_once (k == 0 ? argv : other_argv, envp, &results[k][i], &error))
            {
              fprintf (stderr, "startup-bench: run %d: %s\n", i + 1, error->message);
              status = 1;
              break;
            }
          print_run (names[k], i, &results[k][i]);
        }
    }

  if (status == 0)
    {
      for (int k = 0; k < n; k++)
        m[k] = medians_of (results[k], runs);
      printf ("median of %d runs: first frame, CPU time, peak RSS\n", runs);
      for (int k = 0; k < n; k++)
        printf ("%-18s %8.1f ms %7.1f ms %7.1f MB\n", names[k], m[k].ms, m[k].cpu_ms,
                m[k].rss_mb);
      for (int k = 1; k < n; k++)
        {
          g_autofree char *label = g_strdup_printf ("ratio to %s", names[k]);

          printf ("%-18s %9.2fx %9.2fx %9.2fx\n", n == 2 ? "ratio" : label, m[0].ms / m[k].ms,
                  m[0].cpu_ms / m[k].cpu_ms, m[0].rss_mb / m[k].rss_mb);
        }
    }
  for (int k = 0; k < n; k++)
    {
      g_free (results[k]);
      if (k > 0)
        g_free (names[k]);
    }
  return status;
}

static int
run_pages (char **argv,
           char **envp,
           int    runs)
{
  g_autofree Run *results = g_new0 (Run, runs);
  g_auto (GStrv) page_envp = g_environ_setenv (g_strdupv (envp), "STARTUP_PROBE",
                                               "pages", TRUE);
  int n_pages;

  printf ("startup-bench --pages: %s, %d runs, GSK_RENDERER=%s\n", argv[0], runs,
          renderer_name (page_envp));
  for (int i = 0; i < runs; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!run_once (argv, page_envp, &results[i], &error))
        {
          fprintf (stderr, "startup-bench: run %d: %s\n", i + 1, error->message);
          return 1;
        }
      printf ("run %2d: first frame %.1f ms, settled %.1f ms later;", i + 1,
              results[i].seconds * 1000.0, results[i].settled_ms);
      for (int p = 0; p < results[i].n_pages; p++)
        {
          printf (" %s %.1f ms", results[i].page_names[p], results[i].page_ms[p]);
          if (results[i].page_cpu_ms[p] >= 0)
            printf (" (CPU %.1f)", results[i].page_cpu_ms[p]);
        }
      printf ("\n");
      fflush (stdout);
      if (results[i].n_pages != results[0].n_pages)
        {
          fprintf (stderr, "startup-bench: run %d showed %d pages, run 1 showed %d\n", i + 1,
                   results[i].n_pages, results[0].n_pages);
          return 1;
        }
    }

  n_pages = results[0].n_pages;
  if (n_pages == 0)
    {
      fprintf (stderr, "startup-bench: %s reported no pages; does it honour "
                       "STARTUP_PROBE=pages (it needs a win.show-page action)?\n", argv[0]);
      return 1;
    }
  {
    g_autofree double *settled = g_new0 (double, runs);

    for (int i = 0; i < runs; i++)
      settled[i] = results[i].settled_ms;
    printf ("idle work after the first frame (median): %.1f ms\n", median_double (settled, runs));
  }
  printf ("first show of each page, switch to first painted frame (median, worst of %d;\n"
          "then the median CPU time the program used meanwhile):\n",
          runs);
  for (int p = 0; p < n_pages; p++)
    {
      g_autofree double *times = g_new0 (double, runs);
      g_autofree double *cpu = g_new0 (double, runs);
      double median, cpu_median;

      for (int i = 0; i < runs; i++)
        {
          times[i] = results[i].page_ms[p];
          cpu[i] = results[i].page_cpu_ms[p];
        }
      median = median_double (times, runs);
      cpu_median = median_double (cpu, runs);
      printf ("%-10s %7.1f ms %7.1f ms %-14s", results[0].page_names[p], median, times[runs - 1],
              median <= 100.0 ? "within 100 ms" : "OVER 100 ms");
      if (cpu_median >= 0)
        printf (" CPU %6.1f ms", cpu_median);
      printf ("\n");
    }
  /* A long match on the Match page is where memory grows (issue 36). */
  printf ("resident memory once each page is drawn, and peak RSS (median of %d, worst):\n", runs);
  for (int p = 0; p <= n_pages; p++)
    {
      g_autofree double *rss = g_new0 (double, runs);
      double median;

      for (int i = 0; i < runs; i++)
        rss[i] = p < n_pages ? results[i].page_rss_mb[p] : results[i].max_rss_kb / 1024.0;
      median = median_double (rss, runs); /* sorts: the worst is last after it */
      printf ("%-10s %7.1f MB %7.1f MB\n", p < n_pages ? results[0].page_names[p] : "peak",
              median, rss[runs - 1]);
    }
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  int runs = 10;
  g_autofree char *program = NULL;
  g_auto (GStrv) envp = NULL;
  g_autoptr (GPtrArray) child_argv = g_ptr_array_new ();
  g_autofree Run *results = NULL;
  g_autofree double *times = NULL;
  g_autofree double *cpu = NULL;
  g_autofree long *rss = NULL;
  const char *others[2] = { NULL, NULL };
  int n_others = 0;
  const char *other = NULL; /* the first of others, or NULL */
  gboolean pages = FALSE;
  gboolean own_home = FALSE;
  g_autofree char *home = NULL;
  int status;
  int first = 1;

  while (first < argc)
    {
      if (g_str_equal (argv[first], "--pages"))
        {
          pages = TRUE;
          first++;
          continue;
        }
      if (g_str_equal (argv[first], "--own-home"))
        {
          own_home = TRUE;
          first++;
          continue;
        }
      if (first + 1 >= argc)
        break;
      if (g_str_equal (argv[first], "--runs"))
        runs = atoi (argv[first + 1]);
      else if (g_str_equal (argv[first], "--compare") && n_others < 2)
        other = others[n_others++] = argv[first + 1];
      else
        break;
      first += 2;
    }
  if (runs < 1 || runs > 1000 || (pages && other != NULL)
      || (first < argc && g_str_has_prefix (argv[first], "--")))
    {
      fprintf (stderr,
               "usage: startup-bench [--runs N] [--own-home] "
               "[--compare OTHER [--compare OTHER2] | --pages] [PROGRAM [ARGS…]]\n");
      return 2;
    }
  for (int k = 0; k < n_others; k++)
    if (!g_file_test (others[k], G_FILE_TEST_IS_EXECUTABLE))
      {
        fprintf (stderr, "startup-bench: %s is not an executable\n", others[k]);
        return 2;
      }
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      fprintf (stderr, "startup-bench: no display; run it under xvfb-run -a\n");
      return 77;
    }

  program = first < argc ? g_strdup (argv[first++]) : default_program ();
  if (program == NULL || !g_file_test (program, G_FILE_TEST_IS_EXECUTABLE))
    {
      fprintf (stderr, "startup-bench: %s is not an executable\n", program ? program : "tai-counter");
      return 2;
    }
  g_ptr_array_add (child_argv, program);
  for (int i = first; i < argc; i++)
    g_ptr_array_add (child_argv, argv[i]);
  g_ptr_array_add (child_argv, NULL);

  /* The probe makes the program quit after its first frame. The memory
   * settings backend keeps the runs from changing the user's saved window
   * size, so every run draws the same window. */
  envp = g_get_environ ();
  {
    g_autofree char *probe = probe_library ();

    if (probe == NULL || !g_file_test (probe, G_FILE_TEST_EXISTS))
      {
        fprintf (stderr, "startup-bench: startup-probe.so is not built beside the benchmark\n");
        return 2;
      }
    envp = g_environ_setenv (envp, "LD_PRELOAD", probe, TRUE);
  }
  envp = g_environ_setenv (envp, "STARTUP_PROBE", "1", TRUE);
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", FALSE);
  if (!own_home)
    {
      g_autoptr (GError) error = NULL;
      static const char *const kinds[][2] = { { "XDG_CONFIG_HOME", "config" },
                                              { "XDG_DATA_HOME", "data" },
                                              { "XDG_STATE_HOME", "state" } };

      home = g_dir_make_tmp ("startup-bench-XXXXXX", &error);
      if (home == NULL)
        {
          fprintf (stderr, "startup-bench: %s\n", error->message);
          return 1;
        }
      for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
        {
          g_autofree char *dir = g_build_filename (home, kinds[i][1], NULL);

          envp = g_environ_setenv (envp, kinds[i][0], dir, TRUE);
        }
      printf ("startup-bench: a first start, with empty settings, data and state under %s\n",
              home);
    }

  if (other != NULL || pages)
    {
      status = other != NULL ? run_compare ((char **) child_argv->pdata, others, n_others, envp,
                                            runs)
                             : run_pages ((char **) child_argv->pdata, envp, runs);
      if (home != NULL)
        remove_tree (home);
      return status;
    }

  results = g_new0 (Run, runs);
  times = g_new0 (double, runs);
  cpu = g_new0 (double, runs);
  rss = g_new0 (long, runs);

  printf ("startup-bench: %s, %d runs, GSK_RENDERER=%s\n", program, runs,
          renderer_name (envp));
  for (int i = 0; i < runs; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!run_once ((char **) child_argv->pdata, envp, &results[i], &error))
        {
          fprintf (stderr, "startup-bench: run %d: %s\n", i + 1, error->message);
          if (home != NULL)
            remove_tree (home);
          return 1;
        }
      times[i] = results[i].seconds;
      cpu[i] = results[i].cpu_seconds;
      rss[i] = results[i].max_rss_kb;
      printf ("run %2d: %.3f s to first frame, %.3f s CPU, peak RSS %.1f MB\n", i + 1,
              times[i], cpu[i], rss[i] / 1024.0);
      fflush (stdout);
    }

  qsort (times, runs, sizeof *times, compare_doubles);
  qsort (cpu, runs, sizeof *cpu, compare_doubles);
  qsort (rss, runs, sizeof *rss, compare_longs);
  printf ("median time to first frame: %.3f s (min %.3f s, max %.3f s)\n",
          runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2,
          times[0], times[runs - 1]);
  /* Wall-clock time suffers when other work shares the machine; the CPU
   * time the program used (until it exited, just after the first frame)
   * shows whether a slower figure is the program's fault. */
  printf ("median CPU time (user + system): %.3f s\n",
          runs % 2 ? cpu[runs / 2] : (cpu[runs / 2 - 1] + cpu[runs / 2]) / 2);
  printf ("peak RSS: median %.1f MB, max %.1f MB\n",
          (runs % 2 ? rss[runs / 2] : (rss[runs / 2 - 1] + rss[runs / 2]) / 2) / 1024.0,
          rss[runs - 1] / 1024.0);
  if (home != NULL)
    remove_tree (home);

  return 0;
}
