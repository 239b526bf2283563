/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the entry point of the window program tai-counter. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tai-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr (TaiApplication) app = NULL;
  const char *theme = g_getenv ("GTK_THEME");
  const char *renderer = g_getenv ("GSK_RENDERER");
  const char *localedir = g_getenv ("TAI_COUNTER_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* TAI_COUNTER_LOCALEDIR may point at translations that are not
   * installed, such as the build tree's po folder, so the window can be
   * tried in another language before `meson install`. */
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Tai Counter"));

  /* GTK_THEME=Adwaita:dark is the usual way to ask a GTK program for its
   * dark style, but it would replace libadwaita's style sheet with GTK's
   * older Adwaita theme. Asking libadwaita for its dark scheme instead
   * gives what was meant. */
  if (theme != NULL && g_str_equal (theme, "Adwaita:dark"))
    {
      g_unsetenv ("GTK_THEME");
      g_setenv ("ADW_DEBUG_COLOR_SCHEME", "prefer-dark", FALSE);
    }

  /* When the cairo renderer is asked for (as on machines without a GPU, and
   * in the GUI tests), GTK 4.8 on X11 still loads the OpenGL driver while
   * opening the display, only to choose a visual: with Mesa's software
   * driver that is some 55 MB and a fifth of a second spent for nothing.
   * Nothing in this program uses OpenGL itself, so it is skipped. */
  if (renderer != NULL && g_str_equal (renderer, "cairo") && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);

  app = tai_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
