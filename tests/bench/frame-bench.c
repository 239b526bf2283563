/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame-bench.c: how long the window takes to answer a person, from a
 * real input event to the first frame painted after it (the budget is one
 * frame, 16 ms), for every input of issue 37's table, beside GNOME
 * Calculator answering a key press measured the same way in the same run.
 *
 *   frame-bench [--runs N] [--sizes 100,500,2000]
 *
 * Under an X11 display (Xvfb is fine), in the build environment:
 *
 *   sh .ci/quickstart shell xvfb-run -a -s "-screen 0 1280x1024x24" \
 *     dbus-run-session -- meson devenv -C build-release tests/bench/frame-bench
 *
 * For each match size it runs N (default 9) fresh copies of the window, in
 * turn with GNOME Calculator, each with its own state folders holding one
 * match of that many hands (written by make-match.py). Inputs are sent
 * with xdotool, so they go through the X server and GTK's event handling
 * as a person's do; each is timed from the moment GTK receives its first
 * event (a capture-phase controller on the window) to the frame clock's
 * next "after-paint", with the main thread's CPU time in between. After
 * the inputs that do real work it also watches 2 s and counts frames whose
 * processing (frame clock "flush-events" to "after-paint") took over
 * 16 ms.
 *
 * Measured, per run:
 *   - start: the first frame, then every frame the window draws on its own
 *     after it (until 300 ms pass with none), and the longest stall of the
 *     main loop in the 3 s after the first frame (a 5 ms timer's lateness);
 *   - Score page: 17 clicks on picker tiles building a Taiwanese hand
 *     (the last completes it), then the same hand typed and entered with
 *     Enter;
 *   - Match page: its first show with Alt+4, a Draw recorded by a click on
 *     its button, undone with Ctrl+Z, the hand list scrolled by 30 wheel
 *     clicks (frames painted a second while it moves), each other page's
 *     first show and a second show of the Match page (page switches), and
 *     the resident memory after the Match page and after every page.
 *
 * Each figure printed is the median over the runs (and over the clicks
 * within a run where there are several), with the worst beside it.
 * FRAME_BENCH_TRACE=1 also lists every frame of the window on stderr;
 * FRAME_BENCH_ONLY=score stops after the Score page's inputs. */
#include "config.h"

#include <adwaita.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif
#endif
#ifndef CALLGRIND_ZERO_STATS
/* Without valgrind's header, FRAME_BENCH_PROFILE only makes the waits
 * longer. */
#define CALLGRIND_ZERO_STATS
#define CALLGRIND_DUMP_STATS_AT(name) ((void) (name))
#endif

#include "tai-application.h"
#include "tai-score-page.h"
#include "tai-tile-picker.h"
#include "tai-window.h"

/* 234m 345m 666p 789p 123s 5s + 5s: sixteen tiles and the winning one. */
static const TaiTile hand[] = {
  TAI_TILE_1M + 1, TAI_TILE_1M + 2, TAI_TILE_1M + 3, TAI_TILE_1M + 2, TAI_TILE_1M + 3,
  TAI_TILE_1M + 4, TAI_TILE_1P + 5, TAI_TILE_1P + 5, TAI_TILE_1P + 5, TAI_TILE_1P + 6,
  TAI_TILE_1P + 7, TAI_TILE_1P + 8, TAI_TILE_1S,     TAI_TILE_1S + 1, TAI_TILE_1S + 2,
  TAI_TILE_1S + 4, TAI_TILE_1S + 4,
};
/* The same hand typed: seventeen tiles, the last the winning one (an
 * eighteenth is refused with a message, which is not what is timed). */
static const char typed_hand[] = "234m 345m 666p 789p 123s 5s 5s";

/* The child: one window, every input once. */

typedef struct
{
  GtkWidget *window;
  GdkFrameClock *clock;
  gint64 event_at;   /* when GTK received the input being timed; 0 before */
  gint64 event_cpu;  /* the main thread's CPU time then */
  guint frames_at_event; /* frames painted before it */
  gint64 painted_at; /* the first after-paint after it; 0 before */
  gint64 painted_cpu; /* the main thread's CPU time then */
  gint64 frame_began;
  guint long_frames; /* frames that took over 16 ms while watching */
  gint64 stall_expected; /* when the watching timer should fire next */
  gint64 longest_stall;  /* its worst lateness while watching */
  guint frames;      /* frames painted while counting */
  gint64 last_paint;
  const char *profiled; /* the input callgrind counts now (FRAME_BENCH_PROFILE), or NULL */
  gboolean dump_at_paint; /* its counts are written at the first frame after it */
  gboolean trace;
  gint64 trace_origin;
} Child;

static Child child;

static gint64
thread_cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
input_event_cb (GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (child.event_at == 0
      && (type == GDK_BUTTON_PRESS || type == GDK_KEY_PRESS || type == GDK_SCROLL))
    {
      child.event_at = g_get_monotonic_time ();
      child.event_cpu = thread_cpu_usec ();
      child.frames_at_event = child.frames;
      if (child.profiled != NULL)
        CALLGRIND_ZERO_STATS;
    }
  return GDK_EVENT_PROPAGATE;
}

static void
flush_events_cb (GdkFrameClock *clock, gpointer data)
{
  child.frame_began = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  if (child.event_at != 0 && child.painted_at == 0)
    {
      child.painted_at = now;
      /* Read here, not when the loop comes back: what a view put after
       * this frame runs in the same emission and is not part of it. */
      child.painted_cpu = thread_cpu_usec ();
      if (child.profiled != NULL && child.dump_at_paint)
        {
          CALLGRIND_DUMP_STATS_AT (child.profiled);
          child.profiled = NULL;
        }
    }
  if (child.frame_began != 0 && now - child.frame_began > 16000)
    child.long_frames++;
  /* FRAME_BENCH_TRACE=1: every frame on stderr (when it was painted, how
   * long it took from its events, the main thread's CPU so far), to see
   * which frames after an input or the first one cost what. */
  if (child.trace)
    fprintf (stderr, "frame at %.1f ms took %.1f ms, main-thread CPU %.1f ms\n",
             (now - child.trace_origin) / 1000.0,
             child.frame_began != 0 ? (now - child.frame_began) / 1000.0 : 0.0,
             thread_cpu_usec () / 1000.0);
  child.frame_began = 0;
  child.frames++;
  child.last_paint = now;
}

static void
window_realized_cb (GtkWidget *window, gpointer data)
{
  child.clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (child.clock, "flush-events", G_CALLBACK (flush_events_cb), NULL);
  g_signal_connect (child.clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
}

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds, sleeping when it has nothing
 * to do, as the program does between a person's inputs. */
static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs until 300 ms pass without a frame, at most @limit_ms; returns
 * when the last frame was painted. */
static gint64
run_until_quiet (guint limit_ms)
{
  /* Under callgrind (FRAME_BENCH_PROFILE) a frame takes 50 times longer:
   * an animation still running would be counted with the next input. */
  guint slower = g_getenv ("FRAME_BENCH_PROFILE") != NULL ? 20 : 1;
  gint64 deadline = g_get_monotonic_time () + (gint64) limit_ms * slower * 1000;

  do
    run_for (50);
  while (g_get_monotonic_time () - child.last_paint < 300000 * slower
         && g_get_monotonic_time () < deadline);
  return child.last_paint;
}

static void
xdotool (const char *args)
{
  g_autofree char *command = g_strdup_printf ("xdotool %s", args);
  g_autoptr (GError) error = NULL;
  int status = 0;

  if (!g_spawn_command_line_sync (command, NULL, NULL, &status, &error)
      || !g_spawn_check_wait_status (status, NULL))
    {
      fprintf (stderr, "frame-bench: %s failed: %s\n", command,
               error != NULL ? error->message : "non-zero exit");
      exit (1);
    }
}

static void
subprocess_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!g_subprocess_wait_check_finish (G_SUBPROCESS (source), result, &error))
    {
      fprintf (stderr, "frame-bench: xdotool failed: %s\n", error->message);
      exit (1);
    }
  *(gboolean *) data = TRUE;
}

/* Runs xdotool with @args while the main loop goes on, until it ends. */
static void
xdotool_while_running (const char *args)
{
  g_autofree char *command = g_strdup_printf ("xdotool %s", args);
  g_auto (GStrv) argv = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  gboolean done = FALSE;

  if (!g_shell_parse_argv (command, NULL, &argv, &error)
      || (process = g_subprocess_newv ((const char *const *) argv, G_SUBPROCESS_FLAGS_NONE,
                                       &error)) == NULL)
    {
      fprintf (stderr, "frame-bench: %s: %s\n", command, error->message);
      exit (1);
    }
  g_subprocess_wait_check_async (process, NULL, subprocess_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The X11 window of process @pid, found as xdotool finds it (the X11
 * backend's own call for it is deprecated): the widest of its visible
 * windows, as a popover or tooltip has a window of its own. */
static gulong
xid_of (GPid pid)
{
  g_autofree char *command = g_strdup_printf ("xdotool search --sync --onlyvisible --pid %d", pid);
  g_autofree char *out = NULL;
  g_auto (GStrv) lines = NULL;
  gulong best = 0;
  long best_width = -1;

  if (!g_spawn_command_line_sync (command, &out, NULL, NULL, NULL) || out == NULL)
    return 0;
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gulong xid = strtoul (lines[i], NULL, 10);
      g_autofree char *geometry = g_strdup_printf ("xdotool getwindowgeometry %lu", xid);
      g_autofree char *text = NULL;
      const char *size;
      long width;

      if (!g_spawn_command_line_sync (geometry, &text, NULL, NULL, NULL) || text == NULL
          || (size = strstr (text, "Geometry: ")) == NULL)
        continue;
      width = strtol (size + strlen ("Geometry: "), NULL, 10);
      if (width > best_width)
        {
          best = xid;
          best_width = width;
        }
    }
  return best;
}

static gulong
window_xid (void)
{
  static gulong xid;

  if (xid == 0)
    xid = xid_of (getpid ());
  return xid;
}

/* Moves the pointer over the middle of @widget, and lets the hover
 * frames pass, so that the timed click is the click alone. */
static void
point_at (GtkWidget *widget)
{
  graphene_point_t at;
  double dx, dy;
  g_autofree char *args = NULL;

  if (!gtk_widget_compute_point (widget, child.window,
                                 &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.f,
                                                       gtk_widget_get_height (widget) / 2.f),
                                 &at))
    {
      fprintf (stderr, "frame-bench: a widget to click is not in the window\n");
      exit (1);
    }
  gtk_native_get_surface_transform (GTK_NATIVE (child.window), &dx, &dy);
  args = g_strdup_printf ("mousemove --window %lu %d %d", window_xid (), (int) (at.x + dx),
                          (int) (at.y + dy));
  xdotool (args);
  if (g_getenv ("FRAME_BENCH_PROFILE") != NULL)
    run_until_quiet (3000);
  else
    run_for (150);
}

static gboolean
watch_stall_cb (gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  child.longest_stall = MAX (child.longest_stall, now - child.stall_expected);
  child.stall_expected = now + 5000;
  return G_SOURCE_CONTINUE;
}

/* The Score page's inputs are timed to the frame that shows the hand's
 * score: an input the page refused, with a message, would be timed
 * instead, and look fast. */
static gboolean
expect_scored (TaiScorePage *page, const char *what)
{
  TaiHandModel *model = tai_score_page_get_model (page);

  if (tai_hand_model_get_score (model) != NULL)
    return TRUE;
  fprintf (stderr, "frame-bench: %s left no scored hand: %s\n", what,
           tai_hand_model_get_message (model) != NULL ? tai_hand_model_get_message (model) : "");
  return FALSE;
}

/* Profiling chosen inputs alone: with FRAME_BENCH_PROFILE naming them
 * (show-match-first,record-draw,undo, and "scroll" for the wheel clicks
 * on the hands),
 *   valgrind --tool=callgrind --separate-threads=yes frame-bench --child
 * (with the environment run_window() gives a child, in state folders made
 * by make-match.py; the main thread's counts are the files ending in
 * -01, the others are GL's) zeroes callgrind's counts as GTK receives each such
 * input and writes them out, as a part of their own named after the
 * input, at the first frame after it (for "scroll", once the list is
 * still again). Under it every wait is 20 times longer, so that what an
 * earlier input started has ended. */
static gboolean
profiling (const char *name)
{
  const char *wanted = g_getenv ("FRAME_BENCH_PROFILE");
  g_auto (GStrv) names = NULL;

  if (wanted == NULL)
    return FALSE;
  names = g_strsplit (wanted, ",", -1);
  return g_strv_contains ((const char *const *) names, name);
}

/* Sends @args to xdotool, then runs the loop until the first frame after
 * GTK received the input, and prints "NAME WALL_MS CPU_MS". With @watch,
 * it then watches 2 s more and prints "NAME-long-frames N". */
static void
timed (const char *name, const char *args, gboolean watch)
{
  gint64 deadline;
  g_autofree char *command = g_strdup_printf ("%s", args);

  child.event_at = 0;
  child.painted_at = 0;
  child.profiled = profiling (name) ? name : NULL;
  child.dump_at_paint = TRUE;
  xdotool (command);
  deadline = g_get_monotonic_time () + (g_getenv ("FRAME_BENCH_PROFILE") != NULL ? 100 : 5) * G_USEC_PER_SEC;
  while (child.painted_at == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  child.profiled = NULL;
  if (child.painted_at == 0 || child.event_at == 0)
    {
      printf ("%s missed\n", name);
      return;
    }
  printf ("%s %.2f %.2f\n", name, (child.painted_at - child.event_at) / 1000.0,
          (child.painted_cpu - child.event_cpu) / 1000.0);
  if (watch)
    {
      guint source;

      child.long_frames = 0;
      child.longest_stall = 0;
      child.stall_expected = g_get_monotonic_time () + 5000;
      source = g_timeout_add (5, watch_stall_cb, NULL);
      run_for (2000);
      g_source_remove (source);
      printf ("%s-long-frames %u\n", name, child.long_frames);
      printf ("%s-stall-after %.2f\n", name, child.longest_stall / 1000.0);
    }
  else
    run_for (300);
  fflush (stdout);
}

static gboolean
find_by_action (GtkWidget *widget, const char *action, GtkWidget **found)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0
      && gtk_widget_is_drawable (widget))
    {
      *found = widget;
      return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (find_by_action (c, action, found))
      return TRUE;
  return FALSE;
}

static GtkWidget *
find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_is_drawable (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      || (line = strstr (status, "VmRSS:")) == NULL)
    return -1;
  return strtol (line + 6, NULL, 10);
}

/* A 5 ms timer that notes how late it fires: the main loop's longest
 * stall. */
typedef struct
{
  gint64 expected;
  gint64 longest;
} Stall;

static gboolean
stall_cb (gpointer data)
{
  Stall *stall = data;
  gint64 now = g_get_monotonic_time ();

  stall->longest = MAX (stall->longest, now - stall->expected);
  stall->expected = now + 5000;
  return G_SOURCE_CONTINUE;
}

static void
show_page (const char *name, const char *key)
{
  g_autofree char *metric = g_strdup_printf ("show-%s", name);
  g_autofree char *args = g_strdup_printf ("key %s", key);

  timed (metric, args, FALSE);
  run_until_quiet (3000);
}

/* The hand typed into the picker's field and entered with Enter, timed
 * from the Enter key. */
static gboolean
type_and_enter (TaiScorePage *page, TaiTilePicker *picker)
{
  GtkWidget *entry;

  tai_tile_picker_focus_entry (picker);
  entry = gtk_root_get_focus (GTK_ROOT (child.window));
  if (entry == NULL || !GTK_IS_EDITABLE (entry))
    {
      fprintf (stderr, "frame-bench: the typed field did not take the focus\n");
      return FALSE;
    }
  gtk_editable_set_text (GTK_EDITABLE (entry), typed_hand);
  /* The field commits typed text by itself after a pause of 1.5 s: Enter
   * comes before that, as a person's does, once the text is drawn. Under
   * callgrind drawing it takes longer than the pause, so Enter comes at
   * once and the frame it profiles draws the text too. */
  if (g_getenv ("FRAME_BENCH_PROFILE") == NULL)
    run_for (100);
  if (tai_hand_model_get_score (tai_score_page_get_model (page)) != NULL)
    {
      fprintf (stderr, "frame-bench: the typed hand was taken before Enter\n");
      return FALSE;
    }
  {
    g_autofree char *args = g_strdup ("key Return");

    timed ("typed-enter", args, TRUE);
  }
  if (!expect_scored (page, "the typed hand"))
    return FALSE;
  return TRUE;
}

static int
run_child (void)
{
  g_autoptr (TaiApplication) app = NULL;
  GtkEventController *legacy;
  TaiScorePage *page;
  TaiTilePicker *picker;
  GtkWidget *draw_button = NULL, *ledger, *list;
  gint64 started, first_frame;
  Stall stall = { 0, 0 };
  guint stall_source;

  started = g_get_monotonic_time ();
  child.trace = g_getenv ("FRAME_BENCH_TRACE") != NULL;
  child.trace_origin = started;
  app = tai_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  child.window = GTK_WIDGET (tai_window_new (ADW_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (child.window), 1280, 800);
  legacy = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (input_event_cb), NULL);
  gtk_widget_add_controller (child.window, legacy);
  /* The clock is watched from the window's realize, before the pages map
   * and hang work of their own on the first frame's after-paint: the frame
   * is on screen before that work runs, and is timed so. */
  g_signal_connect (child.window, "realize", G_CALLBACK (window_realized_cb), NULL);
  gtk_window_present (GTK_WINDOW (child.window));
  while (child.frames == 0)
    g_main_context_iteration (NULL, TRUE);
  first_frame = child.last_paint;
  printf ("first-frame %.2f\n", (first_frame - started) / 1000.0);

  /* The window on its own after its first frame. */
  stall.expected = g_get_monotonic_time () + 5000;
  stall_source = g_timeout_add (5, stall_cb, &stall);
  run_for (3000);
  g_source_remove (stall_source);
  printf ("drawing-after-first-frame %.2f\n", (child.last_paint - first_frame) / 1000.0);
  printf ("longest-stall %.2f\n", stall.longest / 1000.0);
  run_until_quiet (5000);
  {
    /* Inputs go through XTEST, as a person's do: keys to the window with
     * the focus. */
    g_autofree char *focus = g_strdup_printf ("windowfocus --sync %lu", window_xid ());

    xdotool (focus);
  }

  /* The Score page. */
  page = TAI_SCORE_PAGE (tai_window_get_page (TAI_WINDOW (child.window), TAI_PAGE_SCORE));
  picker = tai_score_page_get_picker (page);
  for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
    {
      g_autofree char *args = NULL;
      gboolean last = i == G_N_ELEMENTS (hand) - 1;

      point_at (tai_tile_picker_get_tile_widget (picker, hand[i]));
      args = g_strdup ("click 1");
      timed (last ? "completing-click" : "click", args, last);
    }
  if (!expect_scored (page, "the last click"))
    return 1;
  tai_hand_model_clear (tai_score_page_get_model (page));
  run_until_quiet (3000);
  /* Under callgrind the typed hand is profiled only when asked for: its
   * field's pause runs out before Enter otherwise (see type_and_enter()). */
  if ((g_getenv ("FRAME_BENCH_PROFILE") == NULL || profiling ("typed-enter"))
      && !type_and_enter (page, picker))
    return 1;

  /* FRAME_BENCH_ONLY=score: the Score page's inputs alone, a quicker
   * loop while working on them. */
  if (g_strcmp0 (g_getenv ("FRAME_BENCH_ONLY"), "score") == 0)
    return 0;

  /* The Match page. */
  show_page ("match-first", "alt+4");
  printf ("memory-match-kib %ld\n", resident_kib ());
  ledger = tai_window_get_page (TAI_WINDOW (child.window), TAI_PAGE_MATCH);
  if (!find_by_action (ledger, "ledger.record-draw", &draw_button))
    {
      fprintf (stderr, "frame-bench: no Draw button on the Match page\n");
      return 1;
    }
  point_at (draw_button);
  {
    g_autofree char *click = g_strdup ("click 1");
    g_autofree char *undo = g_strdup ("key ctrl+z");

    timed ("record-draw", click, TRUE);
    run_until_quiet (3000);
    timed ("undo", undo, TRUE);
    run_until_quiet (3000);
  }
  list = find_type (ledger, GTK_TYPE_GRID_VIEW); /* the hands, one column */
  if (list != NULL)
    {
      g_autofree char *wheel = g_strdup ("click --repeat 30 --delay 16 5");
      gint64 began;
      guint frames;

      point_at (list);
      child.long_frames = 0;
      child.event_at = 0;
      child.profiled = profiling ("scroll") ? "scroll" : NULL;
      child.dump_at_paint = FALSE;
      /* The wheel turns while the window runs, as a person's does: the
       * main loop goes on while xdotool sends the clicks. Waiting for it
       * without the loop, no frame could be painted until it ended. */
      xdotool_while_running (wheel);
      run_until_quiet (3000);
      if (child.profiled != NULL)
        CALLGRIND_DUMP_STATS_AT (child.profiled);
      child.profiled = NULL;
      began = child.event_at;
      frames = child.frames_at_event;
      /* Frames a second while the list moved: from the first wheel event
       * to the last frame it caused. */
      if (began == 0)
        printf ("scroll missed\n");
      else
        printf ("scroll-fps %.1f\n",
                (child.frames - frames) * 1e6 / MAX (1, child.last_paint - began));
      printf ("scroll-long-frames %u\n", child.long_frames);
    }

  show_page ("score", "alt+1");
  show_page ("tables", "alt+2");
  show_page ("lessons", "alt+3");
  show_page ("practice", "alt+5");
  show_page ("match-again", "alt+4");
  printf ("memory-all-pages-kib %ld\n", resident_kib ());
  fflush (stdout);
  gtk_window_destroy (GTK_WINDOW (child.window));
  return 0;
}

/* The parent: runs the children and GNOME Calculator in turn, and prints
 * medians. */

typedef struct
{
  char *name;
  GArray *wall; /* doubles */
  GArray *cpu;
} Metric;

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static Metric *
metric_get (GPtrArray *metrics, const char *name)
{
  Metric *metric;

  for (guint i = 0; i < metrics->len; i++)
    if (g_str_equal (((Metric *) g_ptr_array_index (metrics, i))->name, name))
      return g_ptr_array_index (metrics, i);
  metric = g_new0 (Metric, 1);
  metric->name = g_strdup (name);
  metric->wall = g_array_new (FALSE, FALSE, sizeof (double));
  metric->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_ptr_array_add (metrics, metric);
  return metric;
}

static void
metric_free (Metric *metric)
{
  g_free (metric->name);
  g_array_unref (metric->wall);
  g_array_unref (metric->cpu);
  g_free (metric);
}

static void
add_lines (GPtrArray *metrics, const char *output)
{
  g_auto (GStrv) lines = g_strsplit (output, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = g_strsplit (lines[i], " ", -1);
      Metric *metric;
      double value;

      if (g_strv_length (words) < 2 || g_str_equal (words[1], "missed"))
        continue;
      metric = metric_get (metrics, words[0]);
      value = g_ascii_strtod (words[1], NULL);
      g_array_append_val (metric->wall, value);
      if (words[2] != NULL)
        {
          value = g_ascii_strtod (words[2], NULL);
          g_array_append_val (metric->cpu, value);
        }
    }
}

static void
print_metrics (GPtrArray *metrics)
{
  for (guint i = 0; i < metrics->len; i++)
    {
      Metric *m = g_ptr_array_index (metrics, i);

      g_array_sort (m->wall, compare_doubles);
      g_array_sort (m->cpu, compare_doubles);
      printf ("  %-30s median %9.1f  worst %9.1f", m->name,
              g_array_index (m->wall, double, m->wall->len / 2),
              g_array_index (m->wall, double, m->wall->len - 1));
      if (m->cpu->len > 0)
        printf ("   main-thread CPU median %7.1f ms", g_array_index (m->cpu, double, m->cpu->len / 2));
      printf ("   (%u samples)\n", m->wall->len);
    }
}

static char *
make_state (guint size)
{
  char *dir = g_dir_make_tmp ("frame-bench-XXXXXX", NULL);
  g_autofree char *command = g_strdup_printf ("python3 %s %u %s", MAKE_MATCH, size, dir);
  int status = 0;

  g_autofree char *out = NULL;

  if (!g_spawn_command_line_sync (command, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    {
      fprintf (stderr, "frame-bench: %s failed\n", command);
      exit (1);
    }
  return dir;
}

static void
remove_tree (const char *dir)
{
  g_autofree char *command = g_strdup_printf ("rm -rf %s", dir);

  (void) g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
}

static void
run_window (const char *self, guint size, GPtrArray *metrics)
{
  g_autofree char *dir = make_state (size);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto (GStrv) env = g_get_environ ();
  const char *argv[] = { self, "--child", NULL };
  int status = 0;

  env = g_environ_setenv (env, "XDG_DATA_HOME", dir, TRUE);
  env = g_environ_setenv (env, "XDG_STATE_HOME", dir, TRUE);
  env = g_environ_setenv (env, "XDG_CONFIG_HOME", dir, TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  env = g_environ_setenv (env, "GDK_BACKEND", "x11", TRUE);
  if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                     NULL)
      || !g_spawn_check_wait_status (status, NULL))
    fprintf (stderr, "frame-bench: a window run failed:\n%s", err != NULL ? err : "");
  if (out != NULL)
    add_lines (metrics, out);
  remove_tree (dir);
}

/* GNOME Calculator with the start-up probe in its "keys" mode: it says
 * "ready" once settled, then times each key press the way the
 * children do. */
static void
run_calculator (GPtrArray *metrics)
{
  g_auto (GStrv) env = g_get_environ ();
  g_autofree char *dir = g_dir_make_tmp ("frame-bench-calc-XXXXXX", NULL);
  const char *argv[] = { "gnome-calculator", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GIOChannel) channel = NULL;
  GPid pid;
  int out_fd;
  char *line = NULL;
  gulong xid = 0;

  env = g_environ_setenv (env, "LD_PRELOAD", STARTUP_PROBE, TRUE);
  env = g_environ_setenv (env, "STARTUP_PROBE", "keys", TRUE);
  env = g_environ_setenv (env, "GDK_BACKEND", "x11", TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  env = g_environ_setenv (env, "XDG_CONFIG_HOME", dir, TRUE);
  env = g_environ_setenv (env, "XDG_STATE_HOME", dir, TRUE);
  if (!g_spawn_async_with_pipes (NULL, (char **) argv, env,
                                 G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD
                                   | G_SPAWN_STDERR_TO_DEV_NULL,
                                 NULL, NULL, &pid, NULL, &out_fd, NULL, &error))
    {
      fprintf (stderr, "frame-bench: GNOME Calculator: %s\n", error->message);
      return;
    }
  channel = g_io_channel_unix_new (out_fd);
  g_io_channel_set_close_on_unref (channel, TRUE);
  while (g_io_channel_read_line (channel, &line, NULL, NULL, NULL) == G_IO_STATUS_NORMAL)
    {
      gboolean ready = g_str_has_prefix (line, "ready");

      g_free (line);
      if (ready)
        {
          g_autofree char *focus = NULL;

          xid = xid_of (pid);
          focus = g_strdup_printf ("xdotool windowfocus --sync %lu", xid);
          (void) g_spawn_command_line_sync (focus, NULL, NULL, NULL, NULL);
          break;
        }
    }
  for (guint i = 0; xid != 0 && i < 9; i++)
    {
      g_autofree char *command = g_strdup_printf ("xdotool key %u", 1 + i);

      (void) g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
      if (g_io_channel_read_line (channel, &line, NULL, NULL, NULL) != G_IO_STATUS_NORMAL)
        break;
      add_lines (metrics, line);
      g_free (line);
      g_usleep (300000);
    }
  /* Its resident memory after its keys, the yardstick beside the window's
   * (the same toolkit, renderer and fonts). */
  {
    g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
    g_autofree char *status = NULL;
    const char *rss;

    if (xid != 0 && g_file_get_contents (path, &status, NULL, NULL)
        && (rss = strstr (status, "VmRSS:")) != NULL)
      {
        g_autofree char *metric
          = g_strdup_printf ("calculator-memory-kib %ld\n", strtol (rss + 6, NULL, 10));

        add_lines (metrics, metric);
      }
  }
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  g_spawn_close_pid (pid);
  remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) calculator = g_ptr_array_new_with_free_func ((GDestroyNotify) metric_free);
  g_auto (GStrv) sizes = g_strsplit ("100,500,2000", ",", -1);
  guint runs = 9;

  if (argc == 2 && g_str_equal (argv[1], "--child"))
    {
      if (!gtk_init_check ())
        return 77;
      adw_init ();
      return run_child ();
    }
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--runs") && i + 1 < argc)
      {
        int n = atoi (argv[++i]);

        runs = CLAMP (n, 1, 99);
      }
    else if (g_str_equal (argv[i], "--sizes") && i + 1 < argc)
      {
        g_strfreev (sizes);
        sizes = g_strsplit (argv[++i], ",", -1);
      }
    else
      {
        fprintf (stderr, "usage: frame-bench [--runs N] [--sizes 100,500,2000]\n");
        return 2;
      }
  if (g_getenv ("DISPLAY") == NULL)
    {
      fprintf (stderr, "frame-bench: needs an X11 display (xvfb-run)\n");
      return 77;
    }

  printf ("frame-bench: GSK_RENDERER=%s, %u runs a size, times in ms from the input event to "
          "the first frame after it\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "GTK's default", runs);
  for (guint s = 0; sizes[s] != NULL; s++)
    {
      g_autoptr (GPtrArray) metrics = g_ptr_array_new_with_free_func ((GDestroyNotify) metric_free);
      guint size = (guint) atoi (sizes[s]);

      for (guint r = 0; r < runs; r++)
        {
          run_window (argv[0], size, metrics);
          /* Interleaved, so that whatever else the machine does falls on
           * both alike. */
          run_calculator (calculator);
        }
      printf ("\nTai Counter with a match of %u hands:\n", size);
      print_metrics (metrics);
      fflush (stdout);
    }
  printf ("\nGNOME Calculator, a digit key (the yardstick for \"instant\"):\n");
  print_metrics (calculator);
  return 0;
}
