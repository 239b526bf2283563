/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input-bench.c: how long the window takes to answer a click on a picker
 * tile, from the click to the first frame painted after it (the budget is
 * one frame, 16 ms), and the main thread's CPU time in between.
 *
 *   input-bench [--rounds N]
 *
 * It opens the window at 1280 × 800 on the Score page and, N times
 * (default 5), builds a Taiwanese hand tile by tile as a player clicking
 * the picker does (the picker's "tile-activated", what a click emits),
 * the last tile completing it, then starts a new hand. For each click it
 * takes the time just before the click and the first frame-clock
 * "after-paint" after it. It prints the median and the worst of all
 * clicks and of the clicks that complete a hand (those score it, fill the
 * breakdown and draw Who Pays Whom), wall clock and main-thread CPU.
 * Run it in the environment, under a display:
 *
 *   sh .ci/quickstart shell xvfb-run -a dbus-run-session -- \
 *     meson devenv -C build-release tests/bench/input-bench
 *
 * (or under Wayland, as tests/bench/startup-wayland starts weston). */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tai-application.h"
#include "tai-score-page.h"
#include "tai-window.h"

/* 234m 345m 666p 789p 123s 55s + 5s: sixteen tiles and the winning one. */
static const TaiTile hand[] = {
  TAI_TILE_1M + 1, TAI_TILE_1M + 2, TAI_TILE_1M + 3, TAI_TILE_1M + 2, TAI_TILE_1M + 3,
  TAI_TILE_1M + 4, TAI_TILE_1P + 5, TAI_TILE_1P + 5, TAI_TILE_1P + 5, TAI_TILE_1P + 6,
  TAI_TILE_1P + 7, TAI_TILE_1P + 8, TAI_TILE_1S,     TAI_TILE_1S + 1, TAI_TILE_1S + 2,
  TAI_TILE_1S + 4, TAI_TILE_1S + 4,
};

typedef struct
{
  gboolean painted;
} Frame;

static gint64
thread_cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
after_paint_cb (GdkFrameClock *clock, Frame *frame)
{
  frame->painted = TRUE;
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the window has painted a frame. */
static void
wait_for_frame (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  Frame frame = { FALSE };
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frame);
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  /* A change that needs no new frame must not leave the loop asleep. */
  guint wake = g_timeout_add (50, wake_cb, NULL);

  while (!frame.painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
  g_signal_handler_disconnect (clock, id);
}

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets the window finish what it does after a frame, sleeping, as the
 * program does between a person's clicks. */
static void
settle (void)
{
  gboolean done = FALSE;

  g_timeout_add (300, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what, GArray *wall, GArray *cpu)
{
  g_array_sort (wall, compare_doubles);
  g_array_sort (cpu, compare_doubles);
  printf ("%-22s %4u clicks: median %6.1f ms (CPU %6.1f), worst %6.1f ms (CPU %6.1f)\n", what,
          wall->len, g_array_index (wall, double, wall->len / 2),
          g_array_index (cpu, double, cpu->len / 2), g_array_index (wall, double, wall->len - 1),
          g_array_index (cpu, double, cpu->len - 1));
}

int
main (int argc, char **argv)
{
  g_autoptr (TaiApplication) app = NULL;
  g_autoptr (GArray) all_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) all_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) win_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) win_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  int rounds = 5;
  TaiWindow *window;
  TaiScorePage *page;
  GtkWidget *picker;

  if (argc == 3 && g_str_equal (argv[1], "--rounds"))
    rounds = CLAMP (atoi (argv[2]), 1, 1000);
  else if (argc != 1)
    {
      fprintf (stderr, "usage: input-bench [--rounds N]\n");
      return 2;
    }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The autosave and the matches go to a folder of the benchmark's own. */
  g_setenv ("XDG_STATE_HOME", g_dir_make_tmp ("input-bench-XXXXXX", NULL), TRUE);
  g_setenv ("XDG_DATA_HOME", g_getenv ("XDG_STATE_HOME"), TRUE);
  if (!gtk_init_check ())
    {
      fprintf (stderr, "input-bench: no display\n");
      return 77;
    }
  adw_init ();
  app = tai_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = tai_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_frame (GTK_WIDGET (window));
  page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  picker = GTK_WIDGET (tai_score_page_get_picker (page));
  settle ();

  for (int r = 0; r < rounds; r++)
    {
      tai_hand_model_clear (tai_score_page_get_model (page));
      settle ();
      for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
        {
          gint64 start = g_get_monotonic_time ();
          gint64 start_cpu = thread_cpu_usec ();
          double wall, cpu;

          g_signal_emit_by_name (picker, "tile-activated", (guint) hand[i]);
          wait_for_frame (GTK_WIDGET (window));
          wall = (g_get_monotonic_time () - start) / 1000.0;
          cpu = (thread_cpu_usec () - start_cpu) / 1000.0;
          g_array_append_val (all_wall, wall);
          g_array_append_val (all_cpu, cpu);
          if (i == G_N_ELEMENTS (hand) - 1)
            {
              g_array_append_val (win_wall, wall);
              g_array_append_val (win_cpu, cpu);
            }
          /* A person does not click within the same frame. */
          settle ();
        }
    }
  printf ("input-bench: GSK_RENDERER=%s, %d rounds of %u clicks\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "GTK's default", rounds,
          (guint) G_N_ELEMENTS (hand));
  report ("every click", all_wall, all_cpu);
  report ("the completing click", win_wall, win_cpu);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
