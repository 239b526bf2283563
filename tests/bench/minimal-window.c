/* SPDX-License-Identifier: GPL-3.0-or-later */
/* minimal-window.c: the yardstick for startup-bench --compare. A plain
 * GtkApplication that opens one empty GtkApplicationWindow, built with the
 * same compiler flags and GTK as Tai Counter, so the ratio between the two
 * shows what Tai Counter itself adds to a start. Like the app, with
 * TAI_COUNTER_STARTUP_PROBE=1 it prints the CLOCK_MONOTONIC time of its
 * first frame-clock "after-paint" and quits. */

#include <gtk/gtk.h>
#include <stdio.h>

static void
first_frame_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  /* Same clock and same line as the app's probe, so the benchmark reads
   * both programs the same way. */
  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, user_data);
  g_application_quit (G_APPLICATION (user_data));
}

static void
realize_cb (GtkWidget *widget,
            gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (first_frame_cb), user_data);
}

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = gtk_application_window_new (app);

  (void) user_data;
  /* The size Tai Counter opens at by default, so both draw as many pixels. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  if (g_strcmp0 (g_getenv ("TAI_COUNTER_STARTUP_PROBE"), "1") == 0)
    g_signal_connect (window, "realize", G_CALLBACK (realize_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GtkApplication) app = NULL;

  /* A unique application like Tai Counter, so both pay the same D-Bus
   * name registration at start-up. */
  app = gtk_application_new ("org.taicounter.BenchMinimalWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
