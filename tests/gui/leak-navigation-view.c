/* SPDX-License-Identifier: GPL-3.0-or-later */
/* leak-navigation-view.c: libadwaita's AdwNavigationView loses a render
 * node on an animated go-back, with stock widgets only (for a report
 * upstream; issue 32). Not a test of the suite: the GUI tests that slide a
 * navigation view back run with animations off to stay clear of it
 * (tests/gui/meson.build).
 *
 * A collapsed AdwNavigationSplitView shows its content page and goes back,
 * ROUNDS times, each step animated and painted frame by frame. Built with
 * AddressSanitizer and run with leak checks, it reports one 64-byte
 * GskContainerNode (with the nodes under it) lost per animated go-back:
 *
 *   gcc -fsanitize=address -g leak-navigation-view.c \
 *     $(pkg-config --cflags --libs libadwaita-1) -o leak-navigation-view
 *   GSK_RENDERER=cairo ASAN_OPTIONS=detect_leaks=1 \
 *     LSAN_OPTIONS=fast_unwind_on_malloc=0:suppressions=lsan.supp \
 *     xvfb-run -a ./leak-navigation-view            # leaks
 *   ... ./leak-navigation-view --no-animation       # the same steps, clean
 *
 * (lsan.supp there only hides fontconfig's and Mesa's caches.) Seen with
 * GTK 4.18.6 and libadwaita 1.7.6 (Debian 13). */
#include <adwaita.h>

#define ROUNDS 8

static gboolean done;

static gboolean
timeout_cb (gpointer data)
{
  done = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds: the transition's frames are
 * painted meanwhile. */
static void
spin (guint ms)
{
  done = FALSE;
  g_timeout_add (ms, timeout_cb, NULL);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static AdwNavigationPage *
page (const char *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* Some text, so that the lost node has nodes under it. */
  for (int i = 0; i < 10; i++)
    {
      g_autofree char *text = g_strdup_printf ("%s, line %d", title, i + 1);

      gtk_box_append (GTK_BOX (box), gtk_label_new (text));
    }
  return adw_navigation_page_new (box, title);
}

int
main (int argc, char *argv[])
{
  gboolean animate = argc < 2 || g_strcmp0 (argv[1], "--no-animation") != 0;
  GtkWidget *window;
  AdwNavigationSplitView *split;

  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", animate, NULL);
  window = gtk_window_new ();
  split = ADW_NAVIGATION_SPLIT_VIEW (adw_navigation_split_view_new ());
  adw_navigation_split_view_set_sidebar (split, page ("Sidebar"));
  adw_navigation_split_view_set_content (split, page ("Content"));
  /* Collapsed, as at a phone's width: one page at a time, sliding. */
  adw_navigation_split_view_set_collapsed (split, TRUE);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (split));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  spin (500);

  for (int round = 0; round < ROUNDS; round++)
    {
      adw_navigation_split_view_set_show_content (split, TRUE);
      spin (600);
      /* The go-back: the content slides off the sidebar. */
      adw_navigation_split_view_set_show_content (split, FALSE);
      spin (600);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  spin (200);
  g_print ("%d rounds, animations %s\n", ROUNDS, animate ? "on" : "off");
  return 0;
}
