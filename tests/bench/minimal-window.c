/* SPDX-License-Identifier: GPL-3.0-or-later */
/* minimal-window.c: a yardstick for startup-bench --compare. A plain
 * GtkApplication that opens one empty GtkApplicationWindow, built with the
 * same compiler flags and GTK as Tai Counter, so the ratio between the two
 * shows what Tai Counter itself adds to a start. startup-bench times it
 * with its preloaded hook (startup-probe.c), as every program it runs. */

#include <gtk/gtk.h>

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = gtk_application_window_new (app);

  /* The size Tai Counter opens at by default, so both draw as many pixels. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
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
