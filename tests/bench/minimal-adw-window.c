/* SPDX-License-Identifier: GPL-3.0-or-later */
/* minimal-adw-window.c: a second yardstick for startup-bench --compare,
 * the floor of a libadwaita program: an AdwApplicationWindow with an
 * AdwHeaderBar holding a GtkMenuButton with an icon, and one label. It
 * follows Tai Counter's OpenGL policy (under GSK_RENDERER=cairo the GL
 * probe at display open is skipped, see src/app/main.c), where
 * minimal-window, the yardstick, keeps GTK's default and pays for
 * that probe. With TAI_COUNTER_STARTUP_PROBE=1 it prints the
 * CLOCK_MONOTONIC time of its first frame-clock "after-paint" and quits. */

#include <adwaita.h>
#include <stdio.h>

static void
first_frame_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
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
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *menu = gtk_menu_button_new ();
  GtkWidget *label = gtk_label_new ("A label");

  (void) user_data;
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), "open-menu-symbolic");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), menu);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), label);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  /* The size Tai Counter opens at by default, as minimal-window does. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  if (g_strcmp0 (g_getenv ("TAI_COUNTER_STARTUP_PROBE"), "1") == 0)
    g_signal_connect (window, "realize", G_CALLBACK (realize_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (AdwApplication) app = NULL;
  const char *renderer = g_getenv ("GSK_RENDERER");

  /* Tai Counter's policy: nothing here uses OpenGL under the cairo renderer. */
  if (renderer != NULL && g_str_equal (renderer, "cairo") && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);

  app = adw_application_new ("org.taicounter.BenchMinimalAdwWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
