/* SPDX-License-Identifier: GPL-3.0-or-later */
/* startup-probe.c: the start-up benchmark's hook, loaded into any GTK 4
 * program with LD_PRELOAD, so that no shipped binary carries it.
 *
 * With STARTUP_PROBE=1 the program prints the CLOCK_MONOTONIC time of the
 * first frame-clock "after-paint" of its first window ("first-frame USEC")
 * and exits. startup-bench takes the time just before it spawns the
 * program, so the figure covers exec, dynamic linking, toolkit start-up,
 * building the window and drawing it, for Tai Counter and for the GNOME
 * programs it is compared with alike.
 *
 * With STARTUP_PROBE=pages (Tai Counter only) the probe waits for the
 * program to be idle after its first frame ("settled USEC", as a person
 * does not click within a millisecond of the window showing), then shows
 * every other page in turn through the window's win.show-page action, as
 * a first click on its tab would, and prints the time from the switch to
 * the page's first painted frame and the CPU time the process used in
 * between, and the program's resident memory once the page is drawn
 * ("page NAME USEC from START cpu CPU_USEC rss KIB"), then exits.
 *
 * With STARTUP_PROBE=keys (for frame-bench) the probe waits for the
 * program to be idle after its first frame, prints "ready", then, for each key press the window receives,
 * the time from the press to the next painted frame and the main thread's
 * CPU time in between ("calculator-key MS CPU_MS"), until it is killed.
 *
 * With STARTUP_PROBE_NODES=FILE as well, the window's first frame is
 * written to FILE as GSK's render node text (gsk_render_node_serialize()):
 * what the renderer was given to draw, to compare with another program's
 * (the GPU programs a first frame needs follow from its node kinds, clips
 * and opacity groups; GSK_DEBUG=shaders lists those it loads).
 *
 * The hook is an emission hook on GtkWidget::map, set from the library's
 * constructor before main() runs: the first GtkWindow that maps is the
 * program's window. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct
{
  GtkWidget *window;
  GdkFrameClock *clock;
  gboolean pages;      /* time the first show of every page too */
  gboolean keys;       /* time key presses, for frame-bench */
  gint64 key_at;       /* when the key being timed was pressed; 0 for none */
  gint64 key_cpu;      /* the main thread's CPU time then, in µs */
  guint next;          /* index into pages[] of the next page to show */
  gint64 first_frame;  /* when the first frame was painted */
  gint64 switched_at;  /* when the page on the way was asked for; 0 before
                        * the first frame, -1 while waiting for the idle */
  gint64 switched_cpu; /* the process's CPU time then, in µs */
} Probe;

/* Tai Counter's pages after the first (the Score page), in the order of
 * their tabs. */
static const char *const pages[] = { "tables", "lessons", "match", "practice" };

static Probe probe;

/* The CPU time used by the whole process so far, in µs. */
static gint64
process_cpu_usec (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* The process's resident memory now, in KiB (VmRSS), or -1. */
static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      || (line = strstr (status, "VmRSS:")) == NULL)
    return -1;
  return strtol (line + strlen ("VmRSS:"), NULL, 10);
}

/* Leaves at once: the figures are printed, and a program's own shutdown
 * (saving its window size, say) is not what is measured. */
static void
finish (void)
{
  fflush (stdout);
  _exit (0);
}

static gint64
thread_cpu_usec (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
key_event_cb (GtkEventControllerLegacy *controller,
              GdkEvent                 *event,
              gpointer                  user_data)
{
  if (gdk_event_get_event_type (event) == GDK_KEY_PRESS && probe.key_at == 0)
    {
      probe.key_at = g_get_monotonic_time ();
      probe.key_cpu = thread_cpu_usec ();
    }
  return GDK_EVENT_PROPAGATE;
}

static gboolean
keys_ready_cb (gpointer user_data)
{
  GtkEventController *legacy = gtk_event_controller_legacy_new ();

  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (key_event_cb), NULL);
  gtk_widget_add_controller (probe.window, legacy);
  printf ("ready\n");
  fflush (stdout);
  return G_SOURCE_REMOVE;
}

static gboolean
next_page_cb (gpointer user_data)
{
  if (probe.next == 0)
    printf ("settled %" G_GINT64_FORMAT "\n", g_get_monotonic_time () - probe.first_frame);
  if (probe.next >= G_N_ELEMENTS (pages))
    finish ();
  probe.switched_at = g_get_monotonic_time ();
  probe.switched_cpu = process_cpu_usec ();
  if (!gtk_widget_activate_action (probe.window, "win.show-page", "s", pages[probe.next]))
    {
      fprintf (stderr, "startup-probe: the window has no win.show-page action\n");
      finish ();
    }
  return G_SOURCE_REMOVE;
}

/* The window as drawn now, as render node text, to @file. */
static void
write_nodes (const char *file)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (probe.window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (probe.window),
                          gtk_widget_get_height (probe.window));
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return;
  bytes = gsk_render_node_serialize (node);
  if (!g_file_set_contents (file, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                            &error))
    fprintf (stderr, "startup-probe: %s\n", error->message);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  gint64 now = g_get_monotonic_time ();

  if (probe.keys && probe.switched_at != 0)
    {
      if (probe.key_at != 0)
        {
          printf ("calculator-key %.2f %.2f\n", (now - probe.key_at) / 1000.0,
                  (thread_cpu_usec () - probe.key_cpu) / 1000.0);
          fflush (stdout);
          probe.key_at = 0;
        }
      return;
    }
  /* Frames painted while waiting for the idle (an animation) are not
   * what is being timed. */
  if (probe.switched_at < 0)
    return;
  if (probe.switched_at == 0)
    {
      probe.first_frame = now;
      printf ("first-frame %" G_GINT64_FORMAT "\n", now);
      if (g_getenv ("STARTUP_PROBE_NODES") != NULL)
        write_nodes (g_getenv ("STARTUP_PROBE_NODES"));
    }
  else
    /* The switch's own CLOCK_MONOTONIC time as well, so a profile taken
     * with `perf record -k CLOCK_MONOTONIC` can be cut to the page's show. */
    printf ("page %s %" G_GINT64_FORMAT " from %" G_GINT64_FORMAT " cpu %" G_GINT64_FORMAT
            " rss %ld\n",
            pages[probe.next], now - probe.switched_at, probe.switched_at,
            process_cpu_usec () - probe.switched_cpu, resident_kib ());
  fflush (stdout);
  if (probe.keys)
    {
      probe.first_frame = now;
      probe.switched_at = 1;
      g_idle_add_full (G_PRIORITY_LOW + 10, keys_ready_cb, NULL, NULL);
      return;
    }
  if (!probe.pages)
    finish ();
  if (probe.switched_at != 0)
    probe.next++;
  probe.switched_at = -1;
  /* Below the G_PRIORITY_LOW idle in which a window prepares its pages. */
  g_idle_add_full (G_PRIORITY_LOW + 10, next_page_cb, NULL, NULL);
}

static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               user_data)
{
  GObject *object = g_value_get_object (&values[0]);

  if (!GTK_IS_WINDOW (object) || probe.window != NULL)
    return TRUE;
  probe.window = GTK_WIDGET (object);
  probe.clock = gtk_widget_get_frame_clock (probe.window);
  g_signal_connect (probe.clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  return FALSE; /* one window is enough: the hook goes */
}

__attribute__ ((constructor)) static void
startup_probe_init (void)
{
  const char *mode = g_getenv ("STARTUP_PROBE");

  if (mode == NULL)
    return;
  probe.pages = g_str_equal (mode, "pages");
  probe.keys = g_str_equal (mode, "keys");
  /* The class is made here so that its signals are registered before
   * the program makes any widget. */
  g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, map_hook, NULL, NULL);
}
