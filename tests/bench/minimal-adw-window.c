/* SPDX-License-Identifier: GPL-3.0-or-later */
/* minimal-adw-window.c: a second yardstick for startup-bench --compare,
 * the floor of a libadwaita program: an AdwApplicationWindow with an
 * AdwHeaderBar holding a GtkMenuButton with an icon, and one label.
 * startup-bench times it with its preloaded hook (startup-probe.c). */

#include <adwaita.h>

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *menu = gtk_menu_button_new ();
  GtkWidget *label = gtk_label_new ("A label");

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), "open-menu-symbolic");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), menu);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), label);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), view);
  /* The size Tai Counter opens at by default, as minimal-window does. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (AdwApplication) app = NULL;

  app = adw_application_new ("org.taicounter.BenchMinimalAdwWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
