/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the entry point of the window program tai-counter. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tai-application.h"
#include "tai-language.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr (TaiApplication) app = NULL;
  const char *localedir = g_getenv ("TAI_COUNTER_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* A Chinese locale without a catalogue of its own (zh_SG, zh_HK) reads
   * the one in its script, before the first string is translated. */
  tai_language_add_fallbacks ();
  /* TAI_COUNTER_LOCALEDIR may point at translations that are not
   * installed, such as the build tree's po folder, so the window can be
   * tried in another language before `meson install`. */
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Tai Counter"));

  app = tai_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
