/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-gui-test.h: small helpers shared by the GUI tests (header only, so
 * tests/gui/meson.build need not change). */
#pragma once

#include <stdio.h>
#include <gtk/gtk.h>

#include "tai-application.h"
#include "tai-house-rules.h"
#include "tai-ruleset-list.h"
#include "tai-window.h"

/* Calls g_test_init() and opens the display. Without a display it prints
 * a TAP plan that skips everything and returns FALSE; the test's main()
 * then returns 0 (meson's TAP protocol counts any other status as an
 * error, so the skip must be said in TAP rather than with exit 77). */
static inline gboolean
tai_gui_test_init (int    *argc,
                   char ***argv)
{
  g_test_init (argc, argv, NULL);

  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display (run under xvfb-run)\n");
      return FALSE;
    }

  return TRUE;
}

/* Runs the main loop until @done returns TRUE or @timeout_ms passes;
 * returns the last answer of @done. */
static inline gboolean
tai_gui_test_wait_for (gboolean (*done) (gpointer data),
                       gpointer   data,
                       guint      timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!done (data) && g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }

  return done (data);
}

/* What @widget last drew, as a render node of @width × @height, or NULL
 * when it has drawn nothing within @timeout_ms. A widget's paintable holds
 * nothing until the widget has been painted once, and a sanitizer build on
 * a loaded machine can take seconds to paint its first frame, so one
 * snapshot straight after mapping is not enough. */
static inline GskRenderNode *
tai_gui_test_snapshot_node (GtkWidget *widget,
                            int        width,
                            int        height,
                            guint      timeout_ms)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  for (;;)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GskRenderNode *node;

      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node != NULL || g_get_monotonic_time () >= end)
        return node;
      gtk_widget_queue_draw (widget);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (10 * 1000);
    }
}

/* A registered TaiApplication that never talks to another instance, so
 * tests can run side by side with a running tai-counter. */
static inline TaiApplication *
tai_gui_test_new_application (void)
{
  TaiApplication *app = tai_application_new ();
  g_autoptr (GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  return app;
}

/* Runs the main loop until every toplevel is gone, so one test's windows
 * cannot leak into the next. */
static inline void
tai_gui_test_destroy_window (GtkWindow *window)
{
  gtk_window_destroy (window);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* The house rules bound to @settings, one per settings object (made on
 * first use and kept with it), as the application keeps one. */
static inline TaiHouseRules *
tai_gui_test_house_rules (GSettings *settings)
{
  TaiHouseRules *house_rules = g_object_get_data (G_OBJECT (settings), "tai-test-house-rules");

  if (house_rules == NULL)
    {
      house_rules = tai_house_rules_new (settings);
      g_object_set_data_full (G_OBJECT (settings), "tai-test-house-rules", house_rules,
                              g_object_unref);
    }
  return house_rules;
}

/* A ruleset list over the default custom folder. */
static inline TaiRulesetList *
tai_gui_test_rulesets (void)
{
  static TaiRulesetList *rulesets;

  if (rulesets == NULL)
    rulesets = tai_ruleset_list_new (NULL);
  return rulesets;
}
